export const id = 1731;
export const ids = [1731];
export const modules = {

/***/ 1731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finishReviewOrSay: () => (/* binding */ finishReviewOrSay),
/* harmony export */   prepareCodeReviewFor: () => (/* binding */ prepareCodeReviewFor),
/* harmony export */   reviewFor: () => (/* binding */ reviewFor),
/* harmony export */   untrustedFor: () => (/* binding */ untrustedFor)
/* harmony export */ });
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);

async function reviewFor(octokit, trigger, log, trust) {
    // Each flow's modules load only for its own runs.
    if (!octokit || trigger.eventName !== "pull_request_review")
        return undefined;
    try {
        const { prepareReview } = await __webpack_require__.e(/* import() */ 3476).then(__webpack_require__.bind(__webpack_require__, 13476));
        return await prepareReview(octokit, trigger, trust);
    }
    catch (error) {
        log.warning(`could not list the review's threads (${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}); working from the review's text only`);
        return undefined;
    }
}
async function untrustedFor(octokit, trigger, redactor, log, review, requestContext) {
    if (trigger.ciFix && octokit) {
        try {
            const { ciFixContext } = await __webpack_require__.e(/* import() */ 8006).then(__webpack_require__.bind(__webpack_require__, 88006));
            return await ciFixContext(octokit, trigger, redactor);
        }
        catch (error) {
            log.warning(`could not read the failed run (${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}); the GitHub tools can list its jobs`);
            return [];
        }
    }
    return [...(await requestContext(octokit, trigger, log)), ...(review?.context ?? [])];
}
/** The ✅ / 💬 list for the summary comment; a failure to post is said there, not thrown. */
async function finishReviewOrSay(octokit, review, opts) {
    try {
        const { finishReview } = await __webpack_require__.e(/* import() */ 3476).then(__webpack_require__.bind(__webpack_require__, 13476));
        return await finishReview(octokit, review, opts);
    }
    catch (error) {
        const message = `could not answer the review threads: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`;
        opts.log.warning(message);
        return `### Review threads\n\n${message}`;
    }
}
/** A code review's diff, tools and context; its modules load only for review runs. */
async function prepareCodeReviewFor(run, work) {
    const { prepareCodeReview } = await Promise.all(/* import() */[__webpack_require__.e(8380), __webpack_require__.e(4356)]).then(__webpack_require__.bind(__webpack_require__, 4356));
    return prepareCodeReview(run, work);
}


/***/ })

};
