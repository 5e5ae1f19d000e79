export const id = 8948;
export const ids = [8948];
export const modules = {

/***/ 18948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   earlySummary: () => (/* binding */ earlySummary),
/* harmony export */   setEarlyFailureOutputs: () => (/* binding */ setEarlyFailureOutputs),
/* harmony export */   setOutputs: () => (/* binding */ setOutputs)
/* harmony export */ });
/* harmony import */ var _agent_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92486);
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9673);
/** The action's outputs (docs/decisions/0006-the-action-surface.md), from a run's result. */


/** `redact` masks the job's secrets (every encoding) in what a later step reads. */
function setOutputs(result, redact) {
    const { outcome } = result;
    // This run's own figures: a resumed session's outcome also counts the runs before it.
    const run = result.thisRun ?? { turns: outcome.turns, usage: outcome.usage, costUsd: outcome.costUsd };
    const usage = run.usage;
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("outcome", outcome.kind);
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("branch", result.branch ?? "");
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("pr_url", result.prUrl ?? "");
    // action.yml: the commits made in this run, not those of earlier runs of a resumed session.
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("commits", String(result.commitsMade ?? outcome.commits.length));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("turns", String(run.turns));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("input_tokens", String((0,_agent_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .inputTotal */ .ri)(usage)));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("cache_read_tokens", String(usage.cacheReadTokens));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("cache_write_tokens", String(usage.cacheWriteTokens));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("output_tokens", String(usage.outputTokens));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("cost_usd", run.costUsd.toFixed(4));
    // The session's wall time, in seconds; empty for a run that ended before its session.
    const duration = result.thisRun?.durationMs;
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("duration_seconds", duration === undefined ? "" : (duration / 1000).toFixed(1));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("transcript", result.transcript ?? "");
    // Browser screenshots: a folder for actions/upload-artifact (the job summary names the artifact).
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("artifacts", result.artifacts ?? "");
    // With an output schema: the validated result, as JSON text a later step can fromJSON().
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("result_json", outcome.resultJson === undefined ? "" : redact(JSON.stringify(outcome.resultJson)));
    // A code review: how many findings, and all of them as JSON (the README's schema); empty for other runs.
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("findings", result.codeReview ? String(result.codeReview.findings) : "");
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("review_json", result.codeReview ? redact(JSON.stringify(result.codeReview.json)) : "");
    // The completion text (or why the run stopped) and the job summary's Markdown, for the next step.
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("final_message", redact(outcome.result ?? outcome.message));
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("summary", redact(result.summary ?? earlySummary(outcome.kind, outcome.message)));
}
/** A run that ended before its session (skipped, or failed early): a short summary saying why. */
function earlySummary(kind, message) {
    return `### Patchbay: ${kind}\n\n${message}\n`;
}
/** Outputs of a run that failed before it had a result: the reason is the final message. */
function setEarlyFailureOutputs(message) {
    const summary = earlySummary("failed", message);
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("outcome", "failed");
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("final_message", message);
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH("summary", summary);
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
/* harmony import */ var _util_thousands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19851);
/**
 * Token usage as a user reads it. Usage keeps the input in three parts because
 * each is priced apart (uncached, read from the provider's cache, written to it);
 * people want the whole input and how much of it the cache served — the same
 * figures `npm run bench` measures (bench/billing.ts).
 */

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
/** "2,050 in (800 from cache, 39 %; 50 written to cache) / 340 out". */
function usageLabel(usage) {
    const share = Math.round(cacheShare(usage) * 100);
    return `${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(inputTotal(usage))} in (${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(usage.cacheReadTokens)} from cache, ${share} %; ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(usage.cacheWriteTokens)} written to cache) / ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(usage.outputTokens)} out`;
}


/***/ }),

/***/ 19851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ thousands)
/* harmony export */ });
/**
 * A count with thousands separators, as `n.toLocaleString("en-US")` writes an
 * integer: 12345 → "12,345". Written out because the first toLocaleString in a
 * process sets up ICU's number formatter, about 9 ms on the bench machine, and a
 * run's usage line pays it in every run for commas only.
 */
function thousands(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString("en-US");
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}


/***/ })

};
