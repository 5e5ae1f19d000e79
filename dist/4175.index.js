export const id = 4175;
export const ids = [4175,6702];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber)
/* harmony export */ });
/* unused harmony exports HELP_EXIT, wantsHelp */
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

/***/ 94175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_issue_event_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(91661);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6702);
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41727);
/* harmony import */ var _run_pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56964);
/* harmony import */ var _run_prepare_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94966);
/* harmony import */ var _util_stop_signals_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18482);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77593);
/**
 * `patchbay run`: the whole pipeline on this machine. With `--event FILE` it
 * handles a webhook payload exactly as the Action would; with `--prompt TEXT`
 * it works on the repository directly. `--dry-run` keeps everything local (no
 * push, comment or PR); `--plan` only prints the trigger and task.
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
  --plan                print the trigger, task, model, servers, rules and branch, and stop; the model is not called
  --json                with --plan: the plan as JSON
  --transcript FILE     write the run's JSON Lines transcript
  --record FILE         record the model's turns into a replay cassette
  --artifacts DIR       where browser screenshots are saved (default: a folder in the temp dir)
  --max-turns N         model turns before the run stops (overrides limits.max_turns)
  --max-cost-usd N      estimated spend before the run stops (overrides limits.max_cost_usd)
  --timeout-minutes N   wall-clock minutes before the run stops (overrides limits.timeout_minutes)
  --debug               stack traces for unexpected errors`;
const runCommand = async (argv, io) => {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parse */ .qg)(argv, {
        event: { type: "string" },
        "event-name": { type: "string" },
        issue: { type: "string" },
        prompt: { type: "string" },
        "mcp-prompt": { type: "string" },
        task: { type: "string" },
        command: { type: "string" },
        mode: { type: "string" },
        "output-schema": { type: "string" },
        repo: { type: "string" },
        base: { type: "string" },
        model: { type: "string" },
        config: { type: "string" },
        "dry-run": { type: "boolean" },
        plan: { type: "boolean" },
        json: { type: "boolean" },
        push: { type: "boolean" },
        approve: { type: "boolean" },
        deny: { type: "string" },
        answer: { type: "string" },
        transcript: { type: "string" },
        record: { type: "string" },
        artifacts: { type: "string" },
        "max-turns": { type: "string" },
        "max-cost-usd": { type: "string" },
        "timeout-minutes": { type: "string" },
    }, USAGE);
    // Words after the options are the arguments of --mcp-prompt or --command, and only that.
    if (positionals.length && values["mcp-prompt"] === undefined && values.command === undefined)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`unexpected argument "${positionals[0]}"\nusage: ${USAGE}`, 2);
    if (values["mcp-prompt"] !== undefined && values.command !== undefined)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--mcp-prompt and --command cannot be combined: each is the request", 2);
    if (values["mcp-prompt"] !== undefined) {
        if (values.prompt !== undefined)
            throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--prompt and --mcp-prompt cannot be combined", 2);
        if (!/^[A-Za-z0-9_.-]+:\S+$/.test(values["mcp-prompt"]))
            throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--mcp-prompt takes SERVER:PROMPT (as \`patchbay mcp list\` shows), got "${values["mcp-prompt"]}"`, 2);
        // The same request a comment makes with `@patchbay /server:prompt arg=value`.
        values.prompt = [`/${values["mcp-prompt"]}`, ...positionals.map(quoteArgument)].join(" ");
    }
    if (values.command !== undefined && values.prompt !== undefined)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--command and --prompt cannot be combined: the command is the request", 2);
    if (values.command !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(values.command.replace(/^\//, "")))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--command takes a command's name (its file is .github/patchbay/commands/NAME.md), got "${values.command}"`, 2);
    const prompt = values.command !== undefined
        ? [`/${values.command.replace(/^\//, "")}`, ...positionals.map(quoteArgument)].join(" ")
        : values.prompt;
    const answers = [values.approve ? "approve" : undefined, values.deny, values.answer].filter((v) => v !== undefined);
    if (answers.length > 1)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--approve, --deny and --answer cannot be combined", 2);
    const answer = values.approve ? "approve" : values.deny !== undefined ? `deny ${values.deny}` : values.answer;
    const sources = [values.event, values.issue, prompt].filter((v) => v !== undefined).length;
    if (sources === 0 && !values.task && answer === undefined)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`give one of --event FILE, --issue N or --prompt TEXT\nusage: ${USAGE}`, 2);
    if (values.event && values.issue)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--event and --issue cannot be combined", 2);
    const repo = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.repo ?? ".");
    const runId = `local-${Date.now()}`;
    const settings = {
        repo,
        cwd: io.cwd,
        event: values.event ? await readEventArg(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.event), values["event-name"]) : undefined,
        configPath: values.config,
        model: values.model,
        prompt,
        answer,
        task: values.task,
        mode: modeFlag(values.mode),
        outputSchema: values["output-schema"],
        dryRun: values["dry-run"] ?? false,
        // Local runs are local: outside GitHub Actions nothing is pushed unless --push says so.
        push: values.push ? true : io.env.GITHUB_ACTIONS === "true" ? undefined : false,
        limits: {
            maxTurns: positive(values["max-turns"], "--max-turns"),
            maxCostUsd: positive(values["max-cost-usd"], "--max-cost-usd"),
            timeoutMinutes: positive(values["timeout-minutes"], "--timeout-minutes"),
        },
        githubToken: io.env.GITHUB_TOKEN || undefined,
        apiUrl: io.env.GITHUB_API_URL ?? "https://api.github.com",
        serverUrl: io.env.GITHUB_SERVER_URL ?? "https://github.com",
        repository: io.env.GITHUB_REPOSITORY,
        runId,
        tempDir: io.env.TMPDIR ?? "/tmp",
        transcriptPath: values.transcript ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.transcript) : undefined,
        recordPath: values.record ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.record) : undefined,
        artifactsDir: values.artifacts
            ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.artifacts)
            : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(io.env.TMPDIR ?? "/tmp", `patchbay-${runId}-artifacts`),
        env: io.env,
        underAct: io.env.ACT === "true",
        debug: false,
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
    if (values.plan) {
        const [{ localTrigger }, { planJson, renderPlan }] = await Promise.all([
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 91600)),
            __webpack_require__.e(/* import() */ 5555).then(__webpack_require__.bind(__webpack_require__, 15555)),
        ]);
        const prepared = await (0,_run_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .prepare */ .i)(settings, localTrigger(settings));
        io.stdout(values.json ? `${JSON.stringify(planJson(prepared), null, 2)}\n` : renderPlan(prepared, settings));
        return 0;
    }
    const abort = new AbortController();
    // Requests to GitHub under way stop with the run (deadline-fetch.ts).
    const octokit = settings.githubToken
        ? (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_2__.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl, signal: abort.signal })
        : undefined;
    const stopListening = (0,_util_stop_signals_js__WEBPACK_IMPORTED_MODULE_6__/* .onStopSignals */ .D)(abort, (line) => io.stderr(`\npatchbay: ${line}\n`));
    try {
        const result = await (0,_run_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .runPipeline */ .a)(settings, {
            octokit,
            write: io.stdout,
            color: io.isTTY && !io.env.NO_COLOR,
            prompt: io.prompt,
            signal: abort.signal,
        });
        return ["failed", "cancelled", "invalid_output"].includes(result.outcome.kind) ? 1 : 0;
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
function modeFlag(value) {
    if (value === undefined || value === "edit" || value === "plan" || value === "go")
        return value;
    throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--mode must be edit, plan or go, got "${value}"`, 2);
}
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** An event file: its name from --event-name, the file name (`issues.labeled.json`), or the payload's shape. */
async function readEventArg(file, given) {
    // The file name may start with the event's name (`issues.labeled.json`).
    const fromName = _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SUPPORTED_EVENTS */ .HM.find((e) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file).split(".")[0] === e);
    let name = given ?? fromName;
    if (!name) {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8").catch(() => undefined);
        let payload;
        try {
            payload = text === undefined ? undefined : JSON.parse(text);
        }
        catch {
            payload = undefined; // readEvent below says what is wrong with the file
        }
        name = (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__/* .inferEventName */ ._r)(payload);
    }
    if (!name)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`cannot tell which event ${file} is; add --event-name (e.g. issue_comment)`, 2);
    return { name, payload: await (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readEvent */ .j_)(file, name), path: file };
}
/** `--issue N`: the issue's `issues.labeled` event, rebuilt from the API (github/issue-event.ts). */
async function issueEvent(settings, value) {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--issue takes an issue number, got "${value}"`, 2);
    if (!settings.githubToken)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--issue reads the issue from GitHub: set GITHUB_TOKEN", 2);
    const [{ localRepository }, { loadConfig }] = await Promise.all([
        __webpack_require__.e(/* import() */ 9174).then(__webpack_require__.bind(__webpack_require__, 49174)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 32109)),
    ]);
    const { config } = await loadConfig({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
    const label = config.trigger.labels[0];
    if (!label)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e("--issue works through a trigger label; set trigger.labels in the config", 2);
    const repository = await localRepository(settings);
    const octokit = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_2__.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl });
    return (0,_github_issue_event_js__WEBPACK_IMPORTED_MODULE_9__/* .labeledIssueEvent */ .X)(octokit, { owner: repository.owner, repo: repository.name, number, label });
}


/***/ }),

/***/ 54194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ deadlineFetch),
/* harmony export */   Dr: () => (/* binding */ GitHubTimeoutError),
/* harmony export */   XM: () => (/* binding */ pathOf)
/* harmony export */ });
/* unused harmony export DEFAULT_REQUEST_TIMEOUT_MS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/**
 * Every GitHub request has a deadline and hears the run's signal (issue 26).
 * Without one, a request GitHub never answers waited for undici's own 300 s
 * header timeout, the retry plugin sent it four times (about 20 minutes), and
 * SIGTERM waited for all of it.
 *
 * - Each request (and the reading of its body) is cut after `timeoutMs`.
 * - A run that is being stopped aborts the requests under way at once; the
 *   requests made after that — the last edit of the progress comment, saying the
 *   run was cancelled — get `closingMs` each, so a cancelled run still says so
 *   but never hangs on a GitHub that does not answer.
 * A request cut by its deadline fails with GitHubTimeoutError, named in one line,
 * and is not sent again by the retry plugin (a request nobody answered in a minute
 * is not worth three more minutes); one the run stopped is not sent again either.
 */

class GitHubTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_ {
    call;
    seconds;
    constructor(call, seconds) {
        const within = seconds === undefined ? "in time" : `in ${seconds} s`;
        super(`GitHub API ${call}: no answer ${within}; GitHub may be slow or down — try again later`, "GITHUB_API");
        this.call = call;
        this.seconds = seconds;
        this.name = "GitHubTimeoutError";
    }
}
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_CLOSING_MS = 10_000;
/** `base` with a deadline and the run's signal on every request. */
function deadlineFetch(base, options = {}) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const closingMs = options.closingMs ?? DEFAULT_CLOSING_MS;
    return async (input, init) => {
        const stopping = options.signal?.aborted === true;
        const limit = stopping ? closingMs : timeoutMs;
        const deadline = AbortSignal.timeout(limit);
        const signals = [deadline];
        if (init?.signal)
            signals.push(init.signal);
        if (options.signal && !stopping)
            signals.push(options.signal);
        const call = `${init?.method ?? "GET"} ${pathOf(input)}`;
        try {
            return await base(input, { ...init, signal: AbortSignal.any(signals) });
        }
        catch (error) {
            if (deadline.aborted)
                throw notRetried(new GitHubTimeoutError(call, limit / 1000));
            if (options.signal?.aborted)
                throw notRetried(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_(`GitHub API ${call}: stopped with the run`, "GITHUB_API"));
            throw error;
        }
    };
}
/**
 * Octokit passes an error named AbortError through untouched, and its retry plugin
 * leaves it alone; octokit.ts takes the GitHubError back out of `cause`.
 */
function notRetried(cause) {
    const error = new Error(cause.message, { cause });
    error.name = "AbortError";
    return error;
}
/** The URL's path, without host or query: what names the call in a message. */
function pathOf(input) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split("?")[0] ?? url;
    }
}


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rr: () => (/* binding */ GitHubRateLimitError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   fN: () => (/* binding */ SECONDARY_RATE_LIMIT),
/* harmony export */   x6: () => (/* binding */ GitHubPermissionError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/**
 * Named errors for the GitHub surface, and the one place that reads a status or
 * message off an unknown thrown value (Octokit throws RequestError, fetch throws
 * TypeError, plugins rethrow either).
 */
class GitHubError extends Error {
    code;
    status;
    constructor(message, code, status) {
        super(message);
        this.code = code;
        this.status = status;
        this.name = "GitHubError";
    }
}
/** Primary or secondary rate limit still hit after the bounded retries. */
class GitHubRateLimitError extends GitHubError {
    constructor(message, status) {
        super(message, "GITHUB_RATE_LIMIT", status);
        this.name = "GitHubRateLimitError";
    }
}
/** The workflow token lacks a permission; `permissions` names what the workflow must grant. */
class GitHubPermissionError extends GitHubError {
    permissions;
    constructor(message, permissions, status) {
        super(message, "GITHUB_PERMISSION", status);
        this.permissions = permissions;
        this.name = "GitHubPermissionError";
    }
}
/** The HTTP status of an Octokit RequestError (or anything shaped like one). */
function statusOf(error) {
    if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
        return error.status;
    }
    return undefined;
}
function messageOf(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/** GitHub's wording for secondary limits ("You have exceeded a secondary rate limit"). */
const SECONDARY_RATE_LIMIT = /\bsecondary rate\b/i;


/***/ }),

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
 * The one Octokit factory (STYLE habit 10): auth, GHES base URL, retry of
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
                ...(options.requestTimeoutMs !== undefined ? { timeoutMs: options.requestTimeoutMs } : {}),
                ...(options.signal ? { signal: options.signal } : {}),
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
            ...((options.paceWrites ?? !isLoopback(options.baseUrl)) ? {} : unpacedGroups()),
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
function unpacedGroups() {
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

/***/ 17696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JT: () => (/* binding */ gitHubSaid),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   pg: () => (/* binding */ explainRequestError)
/* harmony export */ });
/* unused harmony export whatGitHubSaid */
/* harmony import */ var _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/**
 * A failed GitHub request as one line for people (issue 26): which call, the
 * status, and GitHub's own message — `GitHub API POST /repos/o/r/pulls: HTTP 422
 * Validation Failed: A pull request already exists for o:b.` An HTML page (a 502
 * from GitHub's edge, a proxy's login page) is summarised by its title, never
 * quoted: the raw page was once a job's only error. The error keeps `status`
 * and `response`, which callers branch on.
 */


class GitHubApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ {
    call;
    githubMessage;
    response;
    constructor(message, status, 
    /** "POST /repos/o/r/pulls" */
    call, 
    /** What GitHub said, in one line (its message and the errors' messages). */
    githubMessage, response) {
        super(message, "GITHUB_API", status);
        this.call = call;
        this.githubMessage = githubMessage;
        this.response = response;
        this.name = "GitHubApiError";
    }
}
const oneLine = (text, max = 300) => text.replace(/\s+/g, " ").trim().slice(0, max);
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", middot: "·" };
/** The few entities a page title holds ("Unicorn! &middot; GitHub"). */
function decodeEntities(text) {
    return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name) => {
        if (name.startsWith("#x") || name.startsWith("#X"))
            return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        if (name.startsWith("#"))
            return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name.toLowerCase()] ?? whole;
    });
}
/** What GitHub said, from a response body: JSON's message and errors, or an HTML page's title. */
function whatGitHubSaid(data) {
    if (typeof data === "object" && data !== null && "message" in data) {
        const body = data;
        const errors = Array.isArray(body.errors)
            ? body.errors.map((e) => typeof e === "object" && e !== null && "message" in e
                ? String(e.message)
                : typeof e === "string"
                    ? e
                    : JSON.stringify(e))
            : [];
        return oneLine([String(body.message), ...errors].filter(Boolean).join(": "));
    }
    if (typeof data === "string") {
        if (/<(!doctype|html|head|body)\b/i.test(data)) {
            const title = /<title[^>]*>([^<]*)<\/title>/i.exec(data)?.[1] ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(data)?.[1];
            return title ? `an HTML page ("${oneLine(decodeEntities(title), 80)}")` : "an HTML page";
        }
        return oneLine(data) || "no message";
    }
    return "no message";
}
/** The error a caller sees for a failed request (rate limits are named before this, in octokit.ts). */
function explainRequestError(error, options) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_)
        return error;
    const cause = error?.cause;
    if (cause instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_)
        return cause;
    const request = error?.request;
    const call = `${(request?.method ?? options.method ?? "GET").toUpperCase()} ${(0,_deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .pathOf */ .XM)(request?.url ?? options.url ?? "")}`;
    if (error instanceof Error && error.name === "TimeoutError")
        return new _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTimeoutError */ .Dr(call);
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    if (status === undefined)
        return error;
    const response = error.response;
    if (!response) {
        // No HTTP answer at all: the connection failed (octokit gives those status 500).
        const why = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
        return new GitHubApiError(`GitHub API ${call}: could not connect (${oneLine(why, 200)})`, status, call, oneLine(why));
    }
    const said = whatGitHubSaid(response.data);
    const hint = status >= 500 ? "; GitHub may be having trouble — try again later" : "";
    return new GitHubApiError(`GitHub API ${call}: HTTP ${status} ${said}${hint}`, status, call, said, response);
}
/** GitHub's own words for a failed request (for a message that names the call itself). */
function gitHubSaid(error) {
    if (error instanceof GitHubApiError)
        return error.githubMessage;
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 18482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ onStopSignals)
/* harmony export */ });
/**
 * SIGINT and SIGTERM, the same in the CLI and the action (issue 26): the first
 * stops the run gracefully — the current step ends, what changed is committed, the
 * session is saved, the reporters hear "cancelled" — and the second ends the
 * process at once (a person pressing Ctrl-C twice means it). What the second
 * leaves half-done, the next run puts right (git/recover.ts).
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
