export const id = 7755;
export const ids = [7755,7696,6702];
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

/***/ 87755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MATRIX_LIMIT: () => (/* binding */ DEFAULT_MATRIX_LIMIT),
  MAX_MATRIX_LIMIT: () => (/* binding */ MAX_MATRIX_LIMIT),
  matrixCommand: () => (/* binding */ matrixCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/trigger/issue-search.ts
const PER_PAGE = 100;
/** The search query as sent: the user's words, scoped to this repository and to open issues unless they say otherwise. */
function scopedQuery(query, owner, repo) {
    const parts = [query.trim()];
    if (!/(^|\s)repo:/.test(query))
        parts.push(`repo:${owner}/${repo}`);
    if (!/(^|\s)(is|type):(issue|pr|pull-request)\b/.test(query))
        parts.push("is:issue");
    if (!/(^|\s)(is|state):(open|closed)\b/.test(query))
        parts.push("is:open");
    return parts.filter(Boolean).join(" ");
}
async function findIssues(octokit, search) {
    const numbers = [];
    const want = search.limit + 1;
    if ("label" in search.select) {
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
            owner: search.owner,
            repo: search.repo,
            labels: search.select.label,
            state: "open",
            sort: "created",
            direction: "asc",
            per_page: PER_PAGE,
        })) {
            for (const issue of page.data)
                if (!issue.pull_request)
                    numbers.push(issue.number);
            if (numbers.length >= want)
                break;
        }
        return { numbers: numbers.slice(0, search.limit), capped: numbers.length > search.limit };
    }
    const q = scopedQuery(search.select.query, search.owner, search.repo);
    let total;
    for await (const page of octokit.paginate.iterator(octokit.rest.search.issuesAndPullRequests, {
        q,
        sort: "created",
        order: "asc",
        per_page: PER_PAGE,
    })) {
        total ??= "total_count" in page.data ? Number(page.data.total_count) : undefined;
        for (const issue of page.data)
            if (!issue.pull_request)
                numbers.push(issue.number);
        if (numbers.length >= want)
            break;
    }
    return {
        numbers: numbers.slice(0, search.limit),
        capped: numbers.length > search.limit,
        total,
    };
}

// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/matrix.ts
/**
 * `patchbay matrix --label L | --query Q [--limit N]`: the issue numbers for a
 * GitHub Actions `strategy.matrix`, as a JSON list on stdout — and, in Actions,
 * as `matrix=` in $GITHUB_OUTPUT. No match is `[]` (the sweep's per-issue job
 * is then skipped); more than --limit is capped, and the log says so.
 */





const USAGE = "patchbay matrix --label LABEL | --query QUERY [--limit N] [--repository OWNER/NAME]";
const DEFAULT_MATRIX_LIMIT = 20;
/** GitHub refuses a matrix of more than 256 jobs. */
const MAX_MATRIX_LIMIT = 256;
const matrixCommand = async (argv, io) => {
    const { values } = (0,args/* parse */.qg)(argv, {
        label: { type: "string" },
        query: { type: "string" },
        limit: { type: "string" },
        repository: { type: "string" },
    }, USAGE, { positionals: false });
    if ((values.label === undefined) === (values.query === undefined))
        throw new usage_error/* UsageError */.e(`give exactly one of --label or --query\nusage: ${USAGE}`, 2);
    const select = values.label !== undefined ? { label: values.label } : { query: values.query ?? "" };
    const limit = (0,args/* wholeNumber */.rD)(values.limit, "--limit", {
        min: 1,
        max: MAX_MATRIX_LIMIT,
        fallback: DEFAULT_MATRIX_LIMIT,
        why: "GitHub's most jobs per matrix",
    });
    const fullName = values.repository ?? io.env.GITHUB_REPOSITORY;
    const [owner, repo, extra] = (fullName ?? "").split("/");
    if (!owner || !repo || extra !== undefined)
        throw new usage_error/* UsageError */.e(fullName
            ? `--repository must be OWNER/NAME, got "${fullName}"`
            : "which repository? pass --repository OWNER/NAME (in Actions GITHUB_REPOSITORY says it)", 2);
    const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
    if (!token)
        throw new usage_error/* UsageError */.e("patchbay matrix reads issues from GitHub: set GITHUB_TOKEN", 2);
    const octokit = (0,github_octokit.createOctokit)({
        token,
        baseUrl: io.env.GITHUB_API_URL,
        log: { debug: () => { }, warning: (m) => io.stderr(`warning: ${m}\n`) },
    });
    const found = await findIssues(octokit, { owner, repo, select, limit });
    const what = "label" in select ? `open issues labeled "${select.label}"` : `issues matching "${select.query}"`;
    if (found.numbers.length === 0)
        io.stderr(`No ${what} in ${owner}/${repo}: the matrix is empty.\n`);
    else if (found.capped)
        io.stderr(`${found.total ?? "More than"}${found.total === undefined ? ` ${limit}` : ""} ${what} in ${owner}/${repo}; the matrix is capped at --limit ${limit} (the oldest first). Raise --limit or narrow the selection to cover more.\n`);
    else
        io.stderr(`${found.numbers.length} ${what} in ${owner}/${repo}.\n`);
    const json = JSON.stringify(found.numbers);
    io.stdout(`${json}\n`);
    if (io.env.GITHUB_OUTPUT)
        await (0,promises_.appendFile)(io.env.GITHUB_OUTPUT, `matrix=${json}\n`);
    return 0;
};


/***/ }),

/***/ 54194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ deadlineFetch),
/* harmony export */   Dr: () => (/* binding */ GitHubTimeoutError),
/* harmony export */   XM: () => (/* binding */ pathOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/**
 * Every GitHub request has a deadline and hears the run's signal (docs/decisions/0012-faults-leave-the-repository-consistent.md).
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

/***/ 17696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JT: () => (/* binding */ gitHubSaid),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   pg: () => (/* binding */ explainRequestError)
/* harmony export */ });
/* harmony import */ var _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/**
 * A failed GitHub request as one line for people (docs/decisions/0012-faults-leave-the-repository-consistent.md): which call, the
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


/***/ })

};
