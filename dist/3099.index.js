export const id = 3099;
export const ids = [3099];
export const modules = {

/***/ 91661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ labeledIssueEvent)
/* harmony export */ });
async function labeledIssueEvent(octokit, request) {
    const where = { owner: request.owner, repo: request.repo };
    const [{ data: repo }, { data: issue }, { data: me }] = await Promise.all([
        octokit.rest.repos.get(where),
        octokit.rest.issues.get({ ...where, issue_number: request.number }),
        request.senderLogin
            ? octokit.rest.users.getByUsername({ username: request.senderLogin })
            : octokit.rest.users.getAuthenticated(),
    ]);
    return {
        name: "issues",
        payload: { action: "labeled", issue, label: { name: request.label }, repository: repo, sender: me },
    };
}


/***/ }),

/***/ 43099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventForIssueInput: () => (/* binding */ eventForIssueInput)
/* harmony export */ });
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32109);
/* harmony import */ var _github_issue_event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91661);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/**
 * The Action's `issue` input (a sweep's matrix entry): the run works on that
 * issue as if it had been labeled for Patchbay by the person who started the
 * workflow (GITHUB_ACTOR) — so the permission gate checks them, and the issue's
 * text stays its author's untrusted description.
 */



async function eventForIssueInput(settings, octokit) {
    const number = settings.issue;
    if (number === undefined)
        return settings.event;
    if (!octokit)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e("the issue input reads the issue from GitHub: it needs github_token");
    const [owner, repo] = (settings.repository ?? "").split("/");
    if (!owner || !repo)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e("the issue input needs GITHUB_REPOSITORY (owner/name)");
    const actor = settings.env.GITHUB_ACTOR;
    if (!actor)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e("the issue input needs GITHUB_ACTOR: the person the run acts for");
    const { config } = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__.loadConfig)({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
    const label = config.trigger.labels[0];
    if (!label)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e("the issue input works through a trigger label; set trigger.labels in the config");
    return (0,_github_issue_event_js__WEBPACK_IMPORTED_MODULE_2__/* .labeledIssueEvent */ .X)(octokit, { owner, repo, number, label, senderLogin: actor });
}


/***/ })

};
