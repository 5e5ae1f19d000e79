export const id = 332;
export const ids = [332];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   yj: () => (/* binding */ positive)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42784);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/**
 * Thin wrapper over node:util parseArgs: `--help`/`-h` prints the command's usage
 * (every command gets it for free), an unknown flag gets "did you mean", and any
 * other parse error becomes a UsageError.
 */



/** Exit code 0 tells main() to print the message on stdout: help is an answer, not an error. */
const HELP_EXIT = 0;
/** `positionals: false`: a command that takes only flags refuses a stray word, naming it. */
function parse(argv, options, usage, opts = {}) {
    if (wantsHelp(argv))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`usage: ${usage}`, HELP_EXIT);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${explain(e, options)}\nusage: ${usage}`, 2);
    }
    if (opts.positionals === false && parsed.positionals.length)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument "${parsed.positionals[0]}"\nusage: ${usage}`, 2);
    return parsed;
}
/** A flag's whole number from `min` to `max` (`fallback` when absent); `why` says where the bound comes from. */
function wholeNumber(value, flag, range) {
    if (value === undefined)
        return range.fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < range.min || n > range.max)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a whole number from ${range.min} to ${range.max}${range.why ? ` (${range.why})` : ""}, got "${value}"`, 2);
    return n;
}
/** A flag's positive number, or undefined when it was not given. */
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** `--help` or `-h` before a `--` that ends the options. */
function wantsHelp(argv) {
    const end = argv.indexOf("--");
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
function explain(error, options) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '(-{1,2}[^'=]+)/.exec(message)?.[1];
    if (!unknown)
        return message;
    const flags = Object.keys(options).map((name) => `--${name}`);
    const guess = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(unknown, flags);
    return `unknown option ${unknown}${guess ? ` — did you mean ${guess}?` : ""}`;
}


/***/ }),

/***/ 98805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LOCAL_RUN_OPTIONS),
/* harmony export */   m: () => (/* binding */ localRunSettings)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
/**
 * What `patchbay run` and `patchbay review` share: the flags that say which
 * repository, config, model and records, and the run settings every local run
 * starts from (GitHub's URLs from the environment, a local run id, the temp dir).
 */


/** The flags both commands take (parse specs for node:util parseArgs). */
const LOCAL_RUN_OPTIONS = {
    repo: { type: "string" },
    model: { type: "string" },
    config: { type: "string" },
    transcript: { type: "string" },
    record: { type: "string" },
    "max-turns": { type: "string" },
    "max-cost-usd": { type: "string" },
};
/** The settings a local run of either command starts from; the command adds what it is about. */
function localRunSettings(values, io, runId) {
    return {
        repo: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? "."),
        cwd: io.cwd,
        configPath: values.config,
        model: values.model,
        limits: {
            maxTurns: (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .positive */ .yj)(values["max-turns"], "--max-turns"),
            maxCostUsd: (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .positive */ .yj)(values["max-cost-usd"], "--max-cost-usd"),
        },
        apiUrl: io.env.GITHUB_API_URL ?? "https://api.github.com",
        serverUrl: io.env.GITHUB_SERVER_URL ?? "https://github.com",
        repository: io.env.GITHUB_REPOSITORY,
        runId,
        tempDir: io.env.TMPDIR ?? "/tmp",
        transcriptPath: values.transcript ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.transcript) : undefined,
        recordPath: values.record ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.record) : undefined,
        env: io.env,
        debug: false,
    };
}


/***/ }),

/***/ 90332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderFindingsText: () => (/* binding */ renderFindingsText),
/* harmony export */   reviewCommand: () => (/* binding */ reviewCommand)
/* harmony export */ });
/* harmony import */ var _run_contract_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17327);
/* harmony import */ var _run_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7928);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
/* harmony import */ var _local_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98805);





const USAGE = `patchbay review [--base REF] [options]

Reviews the checked-out branch as a pull request into REF would be reviewed, and prints the findings.
Nothing is written: no commit, no push, no GitHub request.
  --base REF            what the branch is compared with (default: the repository's default branch)
  --focus TEXT          what the review should look at most
  --json                print the findings as JSON (the action's review_json); the run's log goes to stderr
  --repo DIR            the repository (default: the current directory)
  --model SPEC          provider/name (anthropic/claude-sonnet-4-5) or replay:CASSETTE
  --config FILE         the config file (default: .github/patchbay.yml)
  --transcript FILE     write the run's JSON Lines transcript
  --record FILE         record the model's turns into a replay cassette
  --max-turns N         model turns before the review stops (overrides limits.max_turns)
  --max-cost-usd N      estimated spend before the review stops (overrides limits.max_cost_usd)`;
const reviewCommand = async (argv, io) => {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(argv, {
        base: { type: "string" },
        focus: { type: "string" },
        json: { type: "boolean" },
        ..._local_run_js__WEBPACK_IMPORTED_MODULE_3__/* .LOCAL_RUN_OPTIONS */ .b,
    }, USAGE, { positionals: false });
    if (values.base !== undefined && !values.base.trim())
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e("--base needs a branch or commit", 2);
    const runId = `local-${Date.now()}`;
    const write = values.json ? io.stderr : io.stdout;
    const settings = {
        ...(0,_local_run_js__WEBPACK_IMPORTED_MODULE_3__/* .localRunSettings */ .m)(values, io, runId),
        codeReview: {
            base: values.base || undefined,
            focus: values.focus || undefined,
        },
        // A local review writes nothing anywhere: no push, and no token, so no GitHub request at all.
        delivery: { kind: "dry-run", readsOrigin: false },
        underAct: false,
    };
    const result = await (0,_run_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .runPipeline */ .a)(settings, {
        write,
        color: !values.json && io.isTTY && !io.env.NO_COLOR,
        prompt: io.prompt,
    });
    const json = result.codeReview?.json;
    if (values.json)
        io.stdout(`${JSON.stringify(json ?? null, null, 2)}\n`);
    else if (json)
        io.stdout(renderFindingsText(json));
    return (0,_run_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .failed */ .g)(result) ? 1 : 0;
};
const indent = (text, pad) => text
    .split("\n")
    .map((l) => `${pad}${l}`)
    .join("\n");
/** The findings for a terminal: where each goes, its severity, its words, its suggestion. */
function renderFindingsText(json) {
    if (json.findings.length === 0)
        return "\nNo findings.\n";
    const out = [
        "",
        `Findings (${json.findings.length}), ${json.event === "REQUEST_CHANGES" ? "changes requested" : "comments"}:`,
    ];
    for (const f of json.findings) {
        const range = f.start_line !== null ? `${f.start_line}-${f.line}` : `${f.line}`;
        const side = f.side === "LEFT" ? " (removed lines)" : "";
        out.push("", `${f.path}:${range}${side}  [${f.severity}]${f.placement === "summary" ? "  (not on the diff)" : ""}`);
        out.push(indent(f.body, "  "));
        if (f.reason)
            out.push(`  why not inline: ${f.reason}`);
        if (f.suggestion !== null)
            out.push("  suggestion:", indent(f.suggestion, "    "));
    }
    const d = json.dropped;
    if (d.below_min_severity || d.duplicates || d.over_limit)
        out.push("", `dropped: ${d.below_min_severity} below code_review.min_severity, ${d.duplicates} duplicates, ${d.over_limit} over the limit`);
    return `${out.join("\n")}\n`;
}


/***/ })

};
