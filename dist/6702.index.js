export const id = 6702;
export const ids = [6702,7696];
export const modules = {

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
