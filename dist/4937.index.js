export const id = 4937;
export const ids = [4937];
export const modules = {

/***/ 94937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   codeReviewReporterFor: () => (/* binding */ codeReviewReporterFor)
/* harmony export */ });
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41727);

async function codeReviewReporterFor(octokit, trigger, options) {
    const number = trigger.pullRequest?.number;
    if (!octokit || options.dryRun || number === undefined)
        return undefined;
    const { CodeReviewReporter } = await __webpack_require__.e(/* import() */ 2413).then(__webpack_require__.bind(__webpack_require__, 32413));
    return new CodeReviewReporter({
        octokit,
        repo: { owner: trigger.repository.owner, repo: trigger.repository.name },
        pullNumber: number,
        redactor: options.redactor,
        log: options.log,
        triggerComment: (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_0__/* .reactableCommentFor */ .Yh)(trigger),
        ...(options.runUrl ? { runUrl: options.runUrl } : {}),
    });
}


/***/ })

};
