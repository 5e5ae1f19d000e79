export const id = 636;
export const ids = [636];
export const modules = {

/***/ 30636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPublishStep: () => (/* binding */ runPublishStep)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _publish_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24585);
/* harmony import */ var _publish_stage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92580);
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9673);
/**
 * The action's publish stage (`stage: publish`; docs/decisions/0023-two-job-runs.md): the outbox checked and
 * written, the job summary with every refusal and threat finding, outputs for a
 * later step, and a failed step when anything was refused (nothing was written then).
 */




async function runPublishStep(settings, outbox, deps) {
    const result = await (0,_publish_stage_js__WEBPACK_IMPORTED_MODULE_1__/* .runPublishStage */ .d)(settings, outbox, {
        octokit: deps.octokit,
        write: deps.write,
    });
    if (deps.env.GITHUB_STEP_SUMMARY)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(deps.env.GITHUB_STEP_SUMMARY, result.summary);
    // The agent stage's outcome, as its outbox says, and where the work went.
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH("outcome", result.ok ? (result.outbox?.outcome.kind ?? "skipped") : "refused");
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH("branch", result.branch ?? "");
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH("pr_url", result.prUrl ?? "");
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH("refusals", deps.redact(JSON.stringify(result.refusals)));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH("summary", result.summary);
    for (const t of result.threats)
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(deps.redact(`${t.check}: ${t.message}`), {
            title: "Patchbay publish",
            file: t.path,
            startLine: t.line,
        });
    if (!result.ok)
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setFailed */ .C1(deps.redact(`Patchbay publish refused the outbox; nothing was pushed or posted:\n${(0,_publish_report_js__WEBPACK_IMPORTED_MODULE_3__/* .describeRefusals */ .l)(result.refusals)}`));
}


/***/ })

};
