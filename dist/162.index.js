export const id = 162;
export const ids = [162,702];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/** Thin wrapper over node:util parseArgs that turns its errors into UsageErrors. */


function parse(argv, options, usage) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${e.message}\nusage: ${usage}`, 2);
    }
}


/***/ }),

/***/ 4162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(8343);
;// CONCATENATED MODULE: ./src/github/event-name.ts
/**
 * The event name for a payload file given without one (`patchbay run --event FILE`):
 * GitHub puts the name in GITHUB_EVENT_NAME, not in the payload, so a local run
 * infers it from the payload's shape. `--event-name` overrides.
 */

const shape = schemas/* looseObject */._H3({
    comment: schemas/* unknown */.L5J().optional(),
    review: schemas/* unknown */.L5J().optional(),
    issue: schemas/* unknown */.L5J().optional(),
    pull_request: schemas/* unknown */.L5J().optional(),
    schedule: schemas/* unknown */.L5J().optional(),
    inputs: schemas/* unknown */.L5J().optional(),
    client_payload: schemas/* unknown */.L5J().optional(),
    action: schemas/* unknown */.L5J().optional(),
});
function inferEventName(payload) {
    const parsed = shape.safeParse(payload);
    if (!parsed.success)
        return undefined;
    const p = parsed.data;
    if (p.comment !== undefined && p.issue !== undefined)
        return "issue_comment";
    if (p.comment !== undefined && p.pull_request !== undefined)
        return "pull_request_review_comment";
    if (p.review !== undefined && p.pull_request !== undefined)
        return "pull_request_review";
    if (p.issue !== undefined)
        return "issues";
    if (p.pull_request !== undefined)
        return "pull_request";
    if (p.schedule !== undefined)
        return "schedule";
    if (p.client_payload !== undefined)
        return "repository_dispatch";
    if (p.inputs !== undefined)
        return "workflow_dispatch";
    return undefined;
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/trigger.ts + 3 modules
var trigger = __webpack_require__(9341);
// EXTERNAL MODULE: ./src/github/trigger-event-file.ts
var trigger_event_file = __webpack_require__(7129);
// EXTERNAL MODULE: ./src/run/pipeline.ts + 1 modules
var pipeline = __webpack_require__(427);
// EXTERNAL MODULE: ./src/run/prepare.ts
var prepare = __webpack_require__(4966);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * `patchbay run`: the whole pipeline on this machine. With `--event FILE` it
 * handles a webhook payload exactly as the Action would; with `--prompt TEXT`
 * it works on the repository directly. `--dry-run` keeps everything local (no
 * push, comment or PR); `--plan` only prints the trigger and task.
 */










const USAGE = "patchbay run [--event FILE [--event-name NAME] | --issue N | --prompt TEXT] [--repo DIR] [--model PROVIDER/NAME | replay:FILE] [--config FILE] [--task NAME] [--dry-run] [--plan] [--transcript FILE] [--record FILE]";
const runCommand = async (argv, io) => {
    const { values, positionals } = (0,args/* parse */.q)(argv, {
        event: { type: "string" },
        "event-name": { type: "string" },
        issue: { type: "string" },
        prompt: { type: "string" },
        task: { type: "string" },
        repo: { type: "string" },
        model: { type: "string" },
        config: { type: "string" },
        "dry-run": { type: "boolean" },
        plan: { type: "boolean" },
        transcript: { type: "string" },
        record: { type: "string" },
        "max-turns": { type: "string" },
        "max-cost-usd": { type: "string" },
        "timeout-minutes": { type: "string" },
    }, USAGE);
    if (positionals.length)
        throw new cli_io/* UsageError */.e(`unexpected argument "${positionals[0]}"\nusage: ${USAGE}`, 2);
    const sources = [values.event, values.issue, values.prompt].filter((v) => v !== undefined).length;
    if (sources === 0 && !values.task)
        throw new cli_io/* UsageError */.e(`give one of --event FILE, --issue N or --prompt TEXT\nusage: ${USAGE}`, 2);
    if (values.event && values.issue)
        throw new cli_io/* UsageError */.e("--event and --issue cannot be combined", 2);
    const repo = external_node_path_default().resolve(io.cwd, values.repo ?? ".");
    const settings = {
        repo,
        cwd: io.cwd,
        event: values.event ? await readEventArg(external_node_path_default().resolve(io.cwd, values.event), values["event-name"]) : undefined,
        configPath: values.config,
        model: values.model,
        prompt: values.prompt,
        task: values.task,
        dryRun: values["dry-run"] ?? false,
        limits: {
            maxTurns: positive(values["max-turns"], "--max-turns"),
            maxCostUsd: positive(values["max-cost-usd"], "--max-cost-usd"),
            timeoutMinutes: positive(values["timeout-minutes"], "--timeout-minutes"),
        },
        githubToken: io.env.GITHUB_TOKEN || undefined,
        apiUrl: io.env.GITHUB_API_URL ?? "https://api.github.com",
        serverUrl: io.env.GITHUB_SERVER_URL ?? "https://github.com",
        repository: io.env.GITHUB_REPOSITORY,
        runId: `local-${Date.now()}`,
        tempDir: io.env.TMPDIR ?? "/tmp",
        transcriptPath: values.transcript ? external_node_path_default().resolve(io.cwd, values.transcript) : undefined,
        recordPath: values.record ? external_node_path_default().resolve(io.cwd, values.record) : undefined,
        env: io.env,
        underAct: io.env.ACT === "true",
        debug: false,
    };
    if (values.issue)
        settings.event = await issueEvent(settings, values.issue);
    if (values.plan) {
        const prepared = await (0,prepare/* prepare */.i)(settings);
        io.stdout(`${JSON.stringify(prepared.kind === "skip" ? { skipped: prepared.reason } : { trigger: prepared.trigger, task: prepared.task }, null, 2)}\n`);
        return 0;
    }
    const octokit = settings.githubToken
        ? (0,github_octokit.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl })
        : undefined;
    const abort = new AbortController();
    const onSignal = () => abort.abort();
    process.once("SIGINT", onSignal);
    try {
        const result = await (0,pipeline/* runPipeline */.aI)(settings, {
            octokit,
            write: io.stdout,
            color: io.isTTY,
            prompt: io.prompt,
            signal: abort.signal,
        });
        return ["failed", "cancelled"].includes(result.outcome.kind) ? 1 : 0;
    }
    finally {
        process.off("SIGINT", onSignal);
    }
};
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new cli_io/* UsageError */.e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** An event file: its name from --event-name, the file name (`issues.labeled.json`), or the payload's shape. */
async function readEventArg(file, given) {
    // The file name may start with the event's name (`issues.labeled.json`).
    const fromName = trigger/* SUPPORTED_EVENTS */.H.find((e) => external_node_path_default().basename(file).split(".")[0] === e);
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
        name = inferEventName(payload);
    }
    if (!name)
        throw new cli_io/* UsageError */.e(`cannot tell which event ${file} is; add --event-name (e.g. issue_comment)`, 2);
    return { name, payload: await (0,trigger_event_file/* readEvent */.j)(file, name), path: file };
}
/**
 * `--issue N`: the issue as GitHub would send it when labeled for Patchbay, read
 * through the API, with the person running the CLI (the token's owner) as the
 * one asking — so the permission gate checks them, and the issue's text stays
 * the author's untrusted description.
 */
async function issueEvent(settings, value) {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0)
        throw new cli_io/* UsageError */.e(`--issue takes an issue number, got "${value}"`, 2);
    if (!settings.githubToken)
        throw new cli_io/* UsageError */.e("--issue reads the issue from GitHub: set GITHUB_TOKEN", 2);
    const [{ localRepository }, { loadConfig }] = await Promise.all([
        __webpack_require__.e(/* import() */ 793).then(__webpack_require__.bind(__webpack_require__, 9174)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2215)),
    ]);
    const { config } = await loadConfig({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
    const label = config.trigger.labels[0];
    if (!label)
        throw new cli_io/* UsageError */.e("--issue works through a trigger label; set trigger.labels in the config", 2);
    const repository = await localRepository(settings);
    const octokit = (0,github_octokit.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl });
    const where = { owner: repository.owner, repo: repository.name };
    const [{ data: repo }, { data: issue }, { data: me }] = await Promise.all([
        octokit.rest.repos.get(where),
        octokit.rest.issues.get({ ...where, issue_number: number }),
        octokit.rest.users.getAuthenticated(),
    ]);
    return {
        name: "issues",
        payload: { action: "labeled", issue, label: { name: label }, repository: repo, sender: me },
    };
}


/***/ }),

/***/ 3116:
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

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_API_URL: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   createOctokit: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5561);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3779);
/* harmony import */ var _octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9210);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6856);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2203);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/**
 * The one Octokit factory (STYLE habit 10): auth, GHES base URL, retry of
 * transient failures and throttling with a bounded patience for rate limits.
 * Everything else receives the client as a parameter.
 */







const DEFAULT_API_URL = "https://api.github.com";
const PatchbayOctokit = _octokit_core__WEBPACK_IMPORTED_MODULE_2__/* .Octokit */ .E.plugin(_octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_3__/* .restEndpointMethods */ ._, _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_4__/* .paginateRest */ .ud, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__/* .throttling */ .A);
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
        request: { fetch: options.fetch ?? globalThis.fetch },
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
            ...(options.paceWrites === false ? unpacedGroups() : {}),
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
    // Registered after the plugins, so it sees the error that is left once retry and throttling gave up.
    octokit.hook.error("request", (error, request) => {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        if ((status === 403 || status === 429) && isRateLimit(error)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubRateLimitError */ .Rr(`GitHub rate limit: ${request.method} ${request.url} was still limited after ${maxRetries} retries ` +
                `(${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}). Wait a few minutes and re-run; if this keeps happening, reduce how often Patchbay runs.`, status);
        }
        throw error;
    });
    return octokit;
}
function unpacedGroups() {
    return {
        write: new (bottleneck__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 0 }),
        notifications: new (bottleneck__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 0 }),
    };
}
function isRateLimit(error) {
    if (_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SECONDARY_RATE_LIMIT */ .fN.test((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)))
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


/***/ })

};
