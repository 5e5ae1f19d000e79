export const id = 4580;
export const ids = [4580];
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

/***/ 84580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readEventArg: () => (/* binding */ readEventArg),
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(81553);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/trigger/index.ts + 13 modules
var trigger = __webpack_require__(41727);
// EXTERNAL MODULE: ./src/github/trigger/issue-event.ts
var issue_event = __webpack_require__(94898);
// EXTERNAL MODULE: ./src/run/contract.ts
var contract = __webpack_require__(17327);
// EXTERNAL MODULE: ./src/run/delivery.ts
var delivery = __webpack_require__(17733);
;// CONCATENATED MODULE: ./src/run/local/preview.ts
/**
 * `patchbay run --preview`: what a run would do, for a person — the trigger, the
 * task, the model, the MCP servers, the approval rules and the branch — or, with
 * `--json`, the same as JSON for a script. Nothing is touched and no model called.
 */
function previewJson(prepared) {
    return prepared.kind === "skip" ? { skipped: prepared.reason } : { trigger: prepared.trigger, task: prepared.task };
}
function renderPreview(prepared, settings) {
    if (prepared.kind === "skip")
        return `skipped: ${prepared.reason}\n`;
    const { trigger, task } = prepared;
    const { config, configPath } = prepared.loaded;
    const by = trigger.actor ? ` by @${trigger.actor.login}` : "";
    const source = trigger.source.kind === "task"
        ? `task ${trigger.source.task ?? ""}`
        : `${trigger.source.kind} #${trigger.source.number}`;
    const servers = Object.keys(config.mcp_servers ?? {});
    const rules = config.approval?.rules ?? [];
    const branch = task.branch.kind === "pr-lookup"
        ? `the head branch of pull request #${task.branch.number} (looked up when the run starts)`
        : `${task.branch.name} (from ${task.branch.base})${task.branch.kind === "fork" ? ", a fork: the result is a patch" : ""}`;
    const request = task.request.trim().split("\n");
    const lines = [
        `trigger   ${trigger.eventName}${trigger.action ? `.${trigger.action}` : ""} via ${trigger.via}${by}: ${source}`,
        `task      ${task.mode}: ${request[0] ?? ""}${request.length > 1 ? " …" : ""}`,
        `model     ${settings.model ?? `${config.model.provider}/${config.model.name}`}`,
        `servers   ${servers.length ? servers.join(", ") : "none"}`,
        `rules     ${config.approval ? `${rules.length} rule(s) in ${configPath}, default: ${config.approval.default}` : "no approval: section (built-in defaults)"}`,
        `branch    ${branch}`,
        `limits    ${task.limits.max_turns} turns, $${task.limits.max_cost_usd}, ${task.limits.timeout_minutes} min`,
        `${settings.delivery.kind === "dry-run" ? "dry run: no push, comment or PR" : settings.model?.startsWith("replay:") ? "replay: no model is called" : "the model is called when the run starts (not by --preview)"}`,
    ];
    return `${lines.join("\n")}\n`;
}

// EXTERNAL MODULE: ./src/run/local/repository.ts
var local_repository = __webpack_require__(85877);
// EXTERNAL MODULE: ./src/run/local/triggers.ts + 1 modules
var triggers = __webpack_require__(87249);
// EXTERNAL MODULE: ./src/run/pipeline.ts + 2 modules
var pipeline = __webpack_require__(7928);
// EXTERNAL MODULE: ./src/run/stages/prepare.ts + 1 modules
var prepare = __webpack_require__(72132);
// EXTERNAL MODULE: ./src/util/stop-signals.ts
var stop_signals = __webpack_require__(18482);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/local-run.ts
var local_run = __webpack_require__(98805);
;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * `patchbay run`: the whole pipeline on this machine. With `--event FILE` it
 * handles a webhook payload exactly as the Action would; with `--prompt TEXT`
 * it works on the repository directly. `--dry-run` keeps everything local (no
 * push, comment or PR); `--preview` only prints the trigger and task.
 */

















const USAGE = `patchbay run [--event FILE [--event-name NAME] | --issue N | --prompt TEXT | --task NAME | --command NAME [ARGS…]] [options]

What to work on (one of):
  --event FILE          a webhook payload, handled exactly as the action would
  --event-name NAME     the event's name when the file name does not say it (issue_comment, …)
  --issue N             a GitHub issue of this repository (needs GITHUB_TOKEN)
  --prompt TEXT         a request in your own words, on this repository
  --mcp-prompt SERVER:PROMPT [ARG=VALUE …]
                        an MCP server's prompt as the request (\`patchbay mcp list\` shows them)
  --task NAME           a task from the config's tasks: section
  --command NAME ARGS…  a repository command (.github/patchbay/commands/NAME.md) with its arguments
  --mode edit|plan|go   plan: a read-only run that ends with a plan; go: carry out the plan made for the same request
  --output-schema FILE  a JSON Schema the final result must satisfy (inline JSON or a path)
Answering a paused run (on its work branch, checked out):
  --approve             approve the call the run is waiting on, and go on
  --deny WHY            refuse it; the model reads WHY and goes on
  --answer TEXT         reply to the model's question (ask_followup_question)
Options:
  --repo DIR            the repository (default: the current directory)
  --base REF            start the work branch from REF (default: the commit checked out)
  --model SPEC          provider/name (anthropic/claude-sonnet-4-5) or replay:CASSETTE
  --config FILE         the config file (default: .github/patchbay.yml)
  --dry-run             no push, no comment, no PR; the model is still called
  --push                push the work branch to origin (outside GitHub Actions the commits stay local)
  --preview             print the trigger, task, model, servers, rules and branch, and stop; the model is not called
  --json                with --preview: the preview as JSON
  --plan                the old name of --preview (not --mode plan, which makes a plan)
  --stage agent --outbox DIR
                        the agent stage of a two-job run: push nothing, post nothing; write the commits
                        and the requested GitHub writes to DIR for \`patchbay publish DIR\`
  --transcript FILE     write the run's JSON Lines transcript
  --record FILE         record the model's turns into a replay cassette
  --artifacts DIR       where browser screenshots are saved (default: a folder in the temp dir)
  --max-turns N         model turns before the run stops (overrides limits.max_turns)
  --max-cost-usd N      estimated spend before the run stops (overrides limits.max_cost_usd)
  --timeout-minutes N   wall-clock minutes before the run stops (overrides limits.timeout_minutes)
  --debug               stack traces for unexpected errors`;
const runCommand = async (argv, io) => {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        ...local_run/* LOCAL_RUN_OPTIONS */.b,
        event: { type: "string" },
        "event-name": { type: "string" },
        issue: { type: "string" },
        prompt: { type: "string" },
        "mcp-prompt": { type: "string" },
        task: { type: "string" },
        command: { type: "string" },
        mode: { type: "string" },
        "output-schema": { type: "string" },
        base: { type: "string" },
        "dry-run": { type: "boolean" },
        preview: { type: "boolean" },
        plan: { type: "boolean" },
        json: { type: "boolean" },
        push: { type: "boolean" },
        approve: { type: "boolean" },
        deny: { type: "string" },
        answer: { type: "string" },
        artifacts: { type: "string" },
        "timeout-minutes": { type: "string" },
        stage: { type: "string" },
        outbox: { type: "string" },
    }, USAGE);
    // Words after the options are the arguments of --mcp-prompt or --command, and only that.
    if (positionals.length && values["mcp-prompt"] === undefined && values.command === undefined)
        throw new usage_error/* UsageError */.e(`unexpected argument "${positionals[0]}"\nusage: ${USAGE}`, 2);
    if (values["mcp-prompt"] !== undefined && values.command !== undefined)
        throw new usage_error/* UsageError */.e("--mcp-prompt and --command cannot be combined: each is the request", 2);
    if (values["mcp-prompt"] !== undefined) {
        if (values.prompt !== undefined)
            throw new usage_error/* UsageError */.e("--prompt and --mcp-prompt cannot be combined", 2);
        if (!/^[A-Za-z0-9_.-]+:\S+$/.test(values["mcp-prompt"]))
            throw new usage_error/* UsageError */.e(`--mcp-prompt takes SERVER:PROMPT (as \`patchbay mcp list\` shows), got "${values["mcp-prompt"]}"`, 2);
        // The same request a comment makes with `@patchbay /server:prompt arg=value`.
        values.prompt = [`/${values["mcp-prompt"]}`, ...positionals.map(quoteArgument)].join(" ");
    }
    if (values.command !== undefined && values.prompt !== undefined)
        throw new usage_error/* UsageError */.e("--command and --prompt cannot be combined: the command is the request", 2);
    if (values.command !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(values.command.replace(/^\//, "")))
        throw new usage_error/* UsageError */.e(`--command takes a command's name (its file is .github/patchbay/commands/NAME.md), got "${values.command}"`, 2);
    const prompt = values.command !== undefined
        ? [`/${values.command.replace(/^\//, "")}`, ...positionals.map(quoteArgument)].join(" ")
        : values.prompt;
    const answers = [values.approve ? "approve" : undefined, values.deny, values.answer].filter((v) => v !== undefined);
    if (answers.length > 1)
        throw new usage_error/* UsageError */.e("--approve, --deny and --answer cannot be combined", 2);
    const answer = values.approve ? "approve" : values.deny !== undefined ? `deny ${values.deny}` : values.answer;
    const sources = [values.event, values.issue, prompt].filter((v) => v !== undefined).length;
    if (sources === 0 && !values.task && answer === undefined)
        throw new usage_error/* UsageError */.e(`give one of --event FILE, --issue N or --prompt TEXT\nusage: ${USAGE}`, 2);
    if (values.event && values.issue)
        throw new usage_error/* UsageError */.e("--event and --issue cannot be combined", 2);
    const outbox = stageFlags(values.stage, values.outbox);
    // Both stages of a two-job run under Actions share the workflow run's id (the checkpoints' trailers and the outbox name it).
    const runId = outbox && io.env.GITHUB_RUN_ID ? io.env.GITHUB_RUN_ID : `local-${Date.now()}`;
    const local = (0,local_run/* localRunSettings */.m)(values, io, runId);
    const settings = {
        ...local,
        event: values.event ? await readEventArg(external_node_path_default().resolve(io.cwd, values.event), values["event-name"]) : undefined,
        prompt,
        answer,
        task: values.task,
        mode: modeFlag(values.mode),
        outputSchema: values["output-schema"],
        // Local runs are local: outside GitHub Actions nothing is pushed unless --push says so.
        delivery: (0,delivery/* deliveryFrom */.$h)({
            dryRun: values["dry-run"] ?? false,
            push: values.push ? true : io.env.GITHUB_ACTIONS === "true" ? undefined : false,
        }),
        limits: { ...local.limits, timeoutMinutes: (0,args/* positive */.yj)(values["timeout-minutes"], "--timeout-minutes") },
        githubToken: io.env.GITHUB_TOKEN || undefined,
        artifactsDir: values.artifacts
            ? external_node_path_default().resolve(io.cwd, values.artifacts)
            : external_node_path_default().join(local.tempDir, `patchbay-${runId}-artifacts`),
        underAct: io.env.ACT === "true",
        // A local tool starts from where you are; under Actions the runner's checkout decides, unless --base says.
        startFrom: values.base ?? (io.env.GITHUB_ACTIONS === "true" ? undefined : "HEAD"),
        localFlags: [
            ...(values.repo !== undefined ? ["--repo", values.repo] : []),
            ...(values.config !== undefined ? ["--config", values.config] : []),
            ...(values.model !== undefined ? ["--model", values.model] : []),
        ],
    };
    if (values.issue)
        settings.event = await issueEvent(settings, values.issue);
    // `--plan` was the preview's name until `--mode plan` made plans; it still works, and says so.
    if (values.plan)
        io.stderr("patchbay: --plan is now --preview (a preview of the run; --mode plan is a read-only run that makes a plan)\n");
    if (values.preview || values.plan) {
        const prepared = await (0,prepare/* prepare */.i)(settings, (0,triggers/* localTrigger */.Y)(settings));
        io.stdout(values.json ? `${JSON.stringify(previewJson(prepared), null, 2)}\n` : renderPreview(prepared, settings));
        return 0;
    }
    const abort = new AbortController();
    // Requests to GitHub under way stop with the run (deadline-fetch.ts).
    const octokit = settings.githubToken
        ? (0,github_octokit.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl, signal: abort.signal })
        : undefined;
    const stopListening = (0,stop_signals/* onStopSignals */.D)(abort, (line) => io.stderr(`\npatchbay: ${line}\n`));
    try {
        const deps = {
            octokit,
            write: io.stdout,
            color: io.isTTY && !io.env.NO_COLOR,
            prompt: io.prompt,
            signal: abort.signal,
        };
        const result = outbox
            ? (await (await Promise.all(/* import() */[__webpack_require__.e(201), __webpack_require__.e(2055), __webpack_require__.e(3930)]).then(__webpack_require__.bind(__webpack_require__, 12048))).runAgentStage({ ...settings, outbox }, deps)).result
            : await (0,pipeline/* runPipeline */.a)(settings, deps);
        return (0,contract/* failed */.g)(result) ? 1 : 0;
    }
    finally {
        stopListening();
    }
};
/** A shell word back as an argument the slash syntax reads whole ("two words" stays one). */
function quoteArgument(word) {
    if (word !== "" && !/[\s"']/.test(word))
        return word;
    const eq = /^([A-Za-z_][\w.-]*)=(.*)$/s.exec(word);
    return eq ? `${eq[1]}=${JSON.stringify(eq[2])}` : JSON.stringify(word);
}
/** `--stage agent --outbox DIR`: the outbox directory; undefined for a whole run (`--stage all`, the default). */
function stageFlags(stage, outbox) {
    if (stage === undefined || stage === "all") {
        if (outbox !== undefined)
            throw new usage_error/* UsageError */.e("--outbox goes with --stage agent", 2);
        return undefined;
    }
    if (stage === "publish")
        throw new usage_error/* UsageError */.e("the publish stage is its own command: patchbay publish DIR", 2);
    if (stage !== "agent")
        throw new usage_error/* UsageError */.e(`--stage must be all or agent, got "${stage}"`, 2);
    if (outbox === undefined)
        throw new usage_error/* UsageError */.e("--stage agent needs --outbox DIR (where the outbox is written)", 2);
    return outbox;
}
function modeFlag(value) {
    if (value === undefined || value === "edit" || value === "plan" || value === "go")
        return value;
    throw new usage_error/* UsageError */.e(`--mode must be edit, plan or go, got "${value}"`, 2);
}
/** An event file: its name from --event-name, the file name (`issues.labeled.json`), or the payload's shape. */
async function readEventArg(file, given) {
    // The file name may start with the event's name (`issues.labeled.json`).
    const fromName = trigger/* SUPPORTED_EVENTS */.HM.find((e) => external_node_path_default().basename(file).split(".")[0] === e);
    let name = given ?? fromName;
    if (!name) {
        const text = await (0,promises_.readFile)(file, "utf8").catch(() => undefined);
        let payload;
        try {
            payload = text === undefined ? undefined : JSON.parse(text);
        }
        catch {
            payload = undefined; // readEvent below says what is wrong with the file
        }
        name = (0,trigger/* inferEventName */._r)(payload);
    }
    if (!name)
        throw new usage_error/* UsageError */.e(`cannot tell which event ${file} is; add --event-name (e.g. issue_comment)`, 2);
    return { name, payload: await (0,trigger/* readEvent */.j_)(file, name), path: file };
}
/** `--issue N`: the issue's `issues.labeled` event, rebuilt from the API (github/trigger/issue-event.ts). */
async function issueEvent(settings, value) {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0)
        throw new usage_error/* UsageError */.e(`--issue takes an issue number, got "${value}"`, 2);
    if (!settings.githubToken)
        throw new usage_error/* UsageError */.e("--issue reads the issue from GitHub: set GITHUB_TOKEN", 2);
    const { config } = await (0,load/* loadConfig */.Z)({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
    const label = config.trigger.labels[0];
    if (!label)
        throw new usage_error/* UsageError */.e("--issue works through a trigger label; set trigger.labels in the config", 2);
    const repository = await (0,local_repository/* localRepository */.ik)(settings);
    const octokit = (0,github_octokit.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl });
    return (0,issue_event/* labeledIssueEvent */.X)(octokit, { owner: repository.owner, repo: repository.name, number, label });
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_API_URL: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   createOctokit: () => (/* binding */ createOctokit),
/* harmony export */   isLoopback: () => (/* binding */ isLoopback)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15561);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93779);
/* harmony import */ var _octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49210);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(86856);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62203);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _request_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17696);
/**
 * The one Octokit factory (built once and passed in, never ad hoc): auth, GHES base URL, retry of
 * transient failures and throttling with a bounded patience for rate limits.
 * Everything else receives the client as a parameter.
 */









const DEFAULT_API_URL = "https://api.github.com";
const PatchbayOctokit = _octokit_core__WEBPACK_IMPORTED_MODULE_4__/* .Octokit */ .E.plugin(_octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_5__/* .restEndpointMethods */ ._, _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_6__/* .paginateRest */ .ud, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_7__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_8__/* .throttling */ .A);
/**
 * Client errors that another attempt cannot fix (the plugin would retry e.g. a 406
 * "diff too large"); 429 is left to the throttling plugin, which knows how long to wait.
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 405, 406, 409, 410, 411, 413, 415, 422, 429, 451];
const silent = { debug: () => { }, warning: () => { } };
function createOctokit(options) {
    const log = options.log ?? silent;
    const maxRetries = options.rateLimitRetries ?? 2;
    const maxWait = options.maxRateLimitWaitSeconds ?? 60;
    const baseMs = options.retryBaseMs ?? 1000;
    const describe = (o) => `${o.method} ${o.url}`;
    const octokit = new PatchbayOctokit({
        auth: options.token,
        baseUrl: (options.baseUrl || DEFAULT_API_URL).replace(/\/+$/, ""),
        userAgent: options.userAgent ?? "patchbay",
        request: {
            fetch: (0,_deadline_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .deadlineFetch */ .B9)(options.fetch ?? globalThis.fetch, {
                timeoutMs: options.requestTimeoutMs,
                signal: options.signal,
            }),
        },
        // Octokit's own console logging would bypass the Redactor; route it through ours.
        log: {
            debug: () => { },
            info: () => { },
            warn: (m) => log.warning(m),
            error: (m) => log.warning(m),
        },
        retry: { retryAfterBaseValue: baseMs, doNotRetry: DO_NOT_RETRY },
        throttle: {
            retryAfterBaseValue: baseMs,
            ...writeGroups(options.paceWrites ?? !isLoopback(options.baseUrl)),
            onRateLimit: (retryAfter, request, _octokit, retryCount) => {
                const again = retryCount < maxRetries && retryAfter <= maxWait;
                log.warning(`GitHub rate limit on ${describe(request)}; ${again ? `retrying in ${retryAfter}s` : "giving up"}`);
                return again;
            },
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => {
                const again = retryCount < maxRetries;
                log.warning(`GitHub secondary rate limit on ${describe(request)}; ${again ? `retrying in ${retryAfter}s` : "giving up"}`);
                return again;
            },
        },
    });
    // Registered after the plugins, so it sees the error that is left once retry and throttling gave up:
    // a rate limit is named as one, anything else becomes one line naming the call (request-errors.ts).
    octokit.hook.error("request", (error, request) => {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
        if ((status === 403 || status === 429) && isRateLimit(error)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubRateLimitError */ .Rr(`GitHub rate limit: ${request.method} ${request.url} was still limited after ${maxRetries} retries ` +
                `(${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error)}). Wait a few minutes and re-run; if this keeps happening, reduce how often Patchbay runs.`, status);
        }
        throw (0,_request_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .explainRequestError */ .pg)(error, request);
    });
    return octokit;
}
/** http(s)://127.x.x.x, [::1] or localhost: a server on this machine, not GitHub. */
function isLoopback(url) {
    if (!url)
        return false;
    try {
        const host = new URL(url).hostname;
        return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
    }
    catch {
        return false;
    }
}
/**
 * The plugin's own write and notification groups (one write a second) when paced, else groups
 * with no gap. The plugin assigns our options over its groups, so "paced" must leave the keys out.
 */
function writeGroups(paced) {
    if (paced)
        return {};
    return {
        write: new (bottleneck__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 0 }),
        notifications: new (bottleneck__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 0 }),
    };
}
function isRateLimit(error) {
    if (_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SECONDARY_RATE_LIMIT */ .fN.test((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error)))
        return true;
    if (typeof error === "object" && error !== null && "response" in error) {
        const response = error.response;
        if (typeof response === "object" && response !== null && "headers" in response) {
            const headers = response.headers;
            if (typeof headers === "object" && headers !== null && "x-ratelimit-remaining" in headers) {
                return headers["x-ratelimit-remaining"] === "0";
            }
        }
    }
    return false;
}


/***/ }),

/***/ 18482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ onStopSignals)
/* harmony export */ });
/**
 * SIGINT and SIGTERM, the same in the CLI and the action (docs/decisions/0012-faults-leave-the-repository-consistent.md): the first
 * stops the run gracefully — the current step ends, what changed is committed, the
 * session is saved, the reporters hear "cancelled" — and the second ends the
 * process at once (a person pressing Ctrl-C twice means it). What the second
 * leaves half-done, the next run puts right (git/run-lock/recover.ts).
 */
const EXIT_CODE = { SIGINT: 130, SIGTERM: 143 };
/** Listens for SIGINT and SIGTERM until the returned function is called. */
function onStopSignals(abort, say) {
    let received = 0;
    const onSignal = (signal) => {
        received++;
        if (received === 1) {
            say(`${signal}: stopping after the current step; what changed is committed first (${signal} again stops at once)`);
            abort.abort(new Error(`stopped by ${signal}`));
            return;
        }
        say(`${signal} again: stopping now; the next run puts right anything left half-done`);
        process.exit(EXIT_CODE[signal] ?? 1);
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    return () => {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    };
}


/***/ })

};
