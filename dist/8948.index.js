export const id = 8948;
export const ids = [8948];
export const modules = {

/***/ 18948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   earlySummary: () => (/* binding */ earlySummary),
/* harmony export */   setEarlyFailureOutputs: () => (/* binding */ setEarlyFailureOutputs),
/* harmony export */   setOutputs: () => (/* binding */ setOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96421);
/* harmony import */ var _agent_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92486);
/** The action's outputs (docs/decisions/0006-the-action-surface.md), from a run's result. */


/** `redact` masks the job's secrets (every encoding) in what a later step reads. */
function setOutputs(result, redact) {
    const { outcome } = result;
    // This run's own figures: a resumed session's outcome also counts the runs before it.
    const run = result.thisRun ?? { turns: outcome.turns, usage: outcome.usage, costUsd: outcome.costUsd };
    const usage = run.usage;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("outcome", outcome.kind);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("branch", result.branch ?? "");
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("pr_url", result.prUrl ?? "");
    // action.yml: the commits made in this run, not those of earlier runs of a resumed session.
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("commits", String(result.commitsMade ?? outcome.commits.length));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("turns", String(run.turns));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("input_tokens", String((0,_agent_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .inputTotal */ .ri)(usage)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("cache_read_tokens", String(usage.cacheReadTokens));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("cache_write_tokens", String(usage.cacheWriteTokens));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("output_tokens", String(usage.outputTokens));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("cost_usd", run.costUsd.toFixed(4));
    // The session's wall time, in seconds; empty for a run that ended before its session.
    const duration = result.thisRun?.durationMs;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("duration_seconds", duration === undefined ? "" : (duration / 1000).toFixed(1));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("transcript", result.transcript ?? "");
    // Browser screenshots: a folder for actions/upload-artifact (the job summary names the artifact).
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifacts", result.artifacts ?? "");
    // With an output schema: the validated result, as JSON text a later step can fromJSON().
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("result_json", outcome.resultJson === undefined ? "" : redact(JSON.stringify(outcome.resultJson)));
    // A code review: how many findings, and all of them as JSON (the README's schema); empty for other runs.
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("findings", result.codeReview ? String(result.codeReview.findings) : "");
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("review_json", result.codeReview ? redact(JSON.stringify(result.codeReview.json)) : "");
    // The completion text (or why the run stopped) and the job summary's Markdown, for the next step.
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("final_message", redact(outcome.result ?? outcome.message));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("summary", redact(result.summary ?? earlySummary(outcome.kind, outcome.message)));
}
/** A run that ended before its session (skipped, or failed early): a short summary saying why. */
function earlySummary(kind, message) {
    return `### Patchbay: ${kind}\n\n${message}\n`;
}
/** Outputs of a run that failed before it had a result: the reason is the final message. */
function setEarlyFailureOutputs(message) {
    const summary = earlySummary("failed", message);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("outcome", "failed");
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("final_message", message);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("summary", summary);
    return summary;
}


/***/ }),

/***/ 92486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ usageLabel),
/* harmony export */   e_: () => (/* binding */ cacheShare),
/* harmony export */   ri: () => (/* binding */ inputTotal),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
function addUsage(a, b) {
    return {
        inputTokens: a.inputTokens + b.inputTokens,
        outputTokens: a.outputTokens + b.outputTokens,
        cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
        cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
    };
}
/** Every input token sent: uncached, read from cache and written to cache. */
function inputTotal(usage) {
    return usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
}
/** The share of input tokens the cache served, 0–1 (0 with no input). */
function cacheShare(usage) {
    const total = inputTotal(usage);
    return total > 0 ? usage.cacheReadTokens / total : 0;
}
const count = (n) => n.toLocaleString("en-US");
/** "2,050 in (800 from cache, 39 %; 50 written to cache) / 340 out". */
function usageLabel(usage) {
    const share = Math.round(cacheShare(usage) * 100);
    return `${count(inputTotal(usage))} in (${count(usage.cacheReadTokens)} from cache, ${share} %; ${count(usage.cacheWriteTokens)} written to cache) / ${count(usage.outputTokens)} out`;
}


/***/ })

};
