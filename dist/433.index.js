export const id = 433;
export const ids = [433];
export const modules = {

/***/ 2406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPost: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/git/credentials.ts
var credentials = __webpack_require__(4110);
// EXTERNAL MODULE: ./src/git/pusher.ts + 1 modules
var pusher = __webpack_require__(5818);
// EXTERNAL MODULE: ./src/git/runner.ts
var git_runner = __webpack_require__(6916);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(6645);
;// CONCATENATED MODULE: ./src/github/killed.ts
/**
 * The progress comment of a run whose job was cancelled or timed out: the post
 * step appends the ending main never wrote, keeping the checklist above it.
 */

const KILLED_NOTE = "⏹ **The job was cancelled or timed out before Patchbay finished.**";
async function finishKilledComment(octokit, comment, branch) {
    const where = { owner: comment.owner, repo: comment.repo, comment_id: comment.id };
    const { data } = comment.kind === "issue"
        ? await octokit.rest.issues.getComment(where)
        : await octokit.rest.pulls.getReviewComment(where);
    const current = data.body ?? "";
    if (current.includes(KILLED_NOTE))
        return;
    const saved = branch ? ` Checkpoints made so far were pushed to \`${branch}\`.` : "";
    const body = (0,comments/* withMarker */.Pe)(`${current.replace(/\n*<!-- patchbay[^>]*-->\s*$/, "")}\n\n${KILLED_NOTE}${saved} Ask again to continue from there.`);
    if (comment.kind === "issue")
        await octokit.rest.issues.updateComment({ ...where, body });
    else
        await octokit.rest.pulls.updateReviewComment({ ...where, body });
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/action/state.ts
var action_state = __webpack_require__(3175);
;// CONCATENATED MODULE: ./src/action/post.ts
/**
 * The action's post step (DESIGN §6). It always runs, also after a cancelled or
 * timed-out main step: it puts back the credentials main took out of
 * .git/config, pushes checkpoints main did not get to push, and finishes the
 * progress comment so it does not claim to be working forever.
 */







async function runPost(env = process.env) {
    const state = (0,action_state/* readMainState */.N)();
    if (!state)
        return; // main never got as far as touching anything
    const runner = (0,git_runner/* createGitRunner */.ho)({ cwd: state.repo, baseEnv: env });
    try {
        if (state.stashFile) {
            const stash = await (0,credentials/* readCredentialStash */.Z0)(state.stashFile);
            if (stash)
                await (0,credentials/* restoreCredentials */.JA)(runner, stash);
        }
        if (state.finished)
            return;
        core/* warning */.$e("The main step did not finish (cancelled or timed out); saving what it left.");
        const token = core/* getInput */.V4("github_token") || env.GITHUB_TOKEN;
        // A dry run pushes nothing, not even after a kill.
        const pushed = state.push === false
            ? null
            : await (0,pusher/* pushPending */.Y3)(runner, {
                auth: token ? { token, serverUrl: env.GITHUB_SERVER_URL || undefined } : undefined,
                // From the action's own state, not from .git (which the agent could reach): pushes only that work.
                branch: state.branch,
            });
        if (pushed)
            core/* info */.pq(`Pushed the remaining checkpoints: ${pushed.message}`);
        if (state.comment && token) {
            const octokit = (0,github_octokit.createOctokit)({
                token,
                baseUrl: env.GITHUB_API_URL,
                log: { debug: core/* debug */.Yz, warning: core/* warning */.$e },
            });
            await finishKilledComment(octokit, state.comment, pushed?.branch ?? state.branch);
        }
    }
    catch (error) {
        // The post step must never fail the job for housekeeping; say what was left undone.
        core/* warning */.$e(`Patchbay's post step could not finish: ${error instanceof Error ? error.message : String(error)}`);
    }
}


/***/ }),

/***/ 3175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readMainState),
/* harmony export */   q: () => (/* binding */ saveMainState)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8343);
/**
 * What the main step leaves for the post step (GITHUB_STATE): enough to push
 * unpushed checkpoints and finish the progress comment when the job was
 * cancelled or timed out before main could.
 */


const KEY = "patchbay";
const mainStateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    finished: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** False for dry runs: the post step must not push what a dry run left. */
    push: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    branch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    stashFile: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ owner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["issue", "review"]) })
        .optional(),
});
function saveMainState(state) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEY, JSON.stringify(state));
}
/** The state main left, or undefined when main never got that far (or the state is not ours). */
function readMainState() {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEY);
    if (!raw)
        return undefined;
    try {
        const parsed = mainStateSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined; // not JSON: another action's state under our key is not ours to act on
    }
}


/***/ }),

/***/ 8438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   wC: () => (/* binding */ execRemote)
/* harmony export */ });
/* unused harmony exports DEFAULT_SERVER_URL, authEnv, RemoteNotAllowedError, isTransientFailure, DEFAULT_DELAYS_MS */
const DEFAULT_SERVER_URL = "https://github.com";
const serverOf = (auth) => (auth.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/+$/, "");
/**
 * Credentials as environment-borne config (GIT_CONFIG_COUNT, git ≥ 2.31): the same
 * effect as `-c http.<server>/.extraheader=…`, but out of the process's argv and never
 * in .git/config, and scoped to the server so it goes nowhere else. The empty first
 * value resets any header inherited from config files; no credential helper runs.
 */
function authEnv(auth) {
    if (!auth)
        return {};
    const basic = Buffer.from(`x-access-token:${auth.token}`, "utf8").toString("base64");
    const key = `http.${serverOf(auth)}/.extraheader`;
    return {
        GIT_CONFIG_COUNT: "3",
        GIT_CONFIG_KEY_0: key,
        GIT_CONFIG_VALUE_0: "",
        GIT_CONFIG_KEY_1: key,
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
        GIT_CONFIG_KEY_2: "credential.helper",
        GIT_CONFIG_VALUE_2: "",
    };
}
class RemoteNotAllowedError extends Error {
    remote;
    url;
    constructor(remote, url, server) {
        super(`remote ${remote} points to ${safeUrl(url)}, not to ${server}; Patchbay sends its token only to ${server} — check \`git remote -v\` and url.*.insteadOf in the repository's config`);
        this.remote = remote;
        this.url = url;
        this.name = "RemoteNotAllowedError";
    }
}
/** The remote a fetch/push/ls-remote talks to: its first argument that is not an option. */
function remoteArg(args) {
    return args.slice(1).find((a) => !a.startsWith("-"));
}
/**
 * Before a token goes out, the remote's URLs (after insteadOf rewriting, push URLs
 * included) must all be on the token's server: a repository whose config was
 * changed to point elsewhere, or at a local path whose receive-pack runs a
 * command, does not get it.
 */
async function assertRemoteOnServer(runner, args, auth) {
    const remote = remoteArg(args);
    if (!remote)
        return;
    const server = serverOf(auth);
    const urls = [];
    const isName = !remote.includes("/") && !remote.includes(":");
    if (isName) {
        for (const extra of [[], ["--push"]]) {
            const res = await runner.exec(["remote", "get-url", "--all", ...extra, remote], { allowAllExitCodes: true });
            urls.push(...res.stdout.split("\n").filter(Boolean));
        }
    }
    else {
        urls.push((await runner.exec(["ls-remote", "--get-url", remote])).stdout.trim());
    }
    for (const url of urls.length ? urls : [remote]) {
        if (url !== server && !url.startsWith(`${server}/`))
            throw new RemoteNotAllowedError(remote, url, server);
    }
}
/** stderr of failures worth retrying: the remote could not be reached or the transfer broke. */
const TRANSIENT = [
    /could not resolve host/i,
    /unable to access/i,
    /could not read from remote repository/i,
    /does not appear to be a git repository/i,
    /connection (reset|refused|timed out)/i,
    /operation timed out/i,
    /early eof/i,
    /the remote end hung up unexpectedly/i,
    /rpc failed/i,
    /(502|503|504) /,
    /\(timed out\)/,
];
function isTransientFailure(result) {
    if (result.exitCode === 0)
        return false;
    return TRANSIENT.some((re) => re.test(result.stderr));
}
const DEFAULT_DELAYS_MS = [1000, 3000, 9000];
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs a remote command; returns its last result (the caller judges a non-zero exit). */
async function execRemote(runner, args, auth, retry = {}, options = {}) {
    if (auth)
        await assertRemoteOnServer(runner, args, auth);
    const delays = retry.delaysMs ?? DEFAULT_DELAYS_MS;
    const sleep = retry.sleep ?? realSleep;
    for (let attempt = 1;; attempt++) {
        const result = await runner.exec(args, {
            ...options,
            allowAllExitCodes: true,
            // A stalled transfer (under 1 KB/s for a minute) fails and is retried instead of hanging the job.
            env: { GIT_HTTP_LOW_SPEED_LIMIT: "1000", GIT_HTTP_LOW_SPEED_TIME: "60", ...options.env, ...authEnv(auth) },
        });
        const delay = delays[attempt - 1];
        if (!isTransientFailure(result) || delay === undefined)
            return result;
        await retry.onRetry?.(attempt, result);
        await sleep(delay);
    }
}
/** A remote URL with any user:password@ part masked, for messages. */
function safeUrl(url) {
    return url.replace(/\/\/[^/@\s]*@/, "//***@");
}


/***/ }),

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QM: () => (/* binding */ patchbayDir),
/* harmony export */   aB: () => (/* binding */ silentLog),
/* harmony export */   ho: () => (/* binding */ createGitRunner)
/* harmony export */ });
/* unused harmony exports DEFAULT_IDENTITY, GitCommandError */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5767);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7895);
/**
 * The one git runner (STYLE "create-pull-request"): every git call in Patchbay goes
 * through `GitRunner.exec(args, { allowAllExitCodes })` and gets `{ exitCode, stdout,
 * stderr }` back; the caller decides what a failure means.
 *
 * Every command runs with repository hooks and fsmonitor disabled (a repo must not
 * run code because Patchbay committed in it), no pager, no prompts, a scrubbed
 * environment and a fixed identity, so a runner with no `user.email` still commits.
 */



/** The default author of checkpoints (DESIGN §2 `git.author_name` / `author_email`). */
const DEFAULT_IDENTITY = {
    name: "github-actions[bot]",
    email: "41898282+github-actions[bot]@users.noreply.github.com",
};
class GitCommandError extends Error {
    args;
    exitCode;
    stderr;
    cwd;
    constructor(args, exitCode, stderr, cwd) {
        super(`git ${args.join(" ")} failed (exit ${exitCode}) in ${cwd}: ${stderr.trim() || "no output"}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.cwd = cwd;
        this.name = "GitCommandError";
    }
}
/** Flags that keep the repository's own configuration from running code. */
const SAFE_FLAGS = ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "core.pager=cat"];
function createGitRunner(options) {
    const identity = options.identity ?? DEFAULT_IDENTITY;
    const env = {
        ...(0,_util_env_js__WEBPACK_IMPORTED_MODULE_2__/* .scrubbedEnv */ .w)(options.baseEnv ?? process.env),
        GIT_TERMINAL_PROMPT: "0",
        GIT_PAGER: "cat",
        PAGER: "cat",
        GIT_EDITOR: "true",
        GIT_SSH_COMMAND: "ssh -o BatchMode=yes",
        // Parsed messages (rejections, network errors) are in English.
        LC_ALL: "C",
        LANGUAGE: "C",
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
    };
    const cwd = options.cwd;
    return {
        cwd,
        async exec(args, opts = {}) {
            const res = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_1__/* .exec */ .m)("git", [...SAFE_FLAGS, ...args], {
                cwd: opts.cwd ?? cwd,
                env: opts.env ? { ...env, ...opts.env } : env,
                input: opts.input,
                timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? 10 * 60_000,
                maxOutputBytes: opts.maxOutputBytes ?? 64 * 1024 * 1024,
            });
            if (res.spawnError)
                throw new GitCommandError(args, -1, `git could not start: ${res.spawnError}`, cwd);
            const exitCode = res.exitCode ?? (res.timedOut ? 124 : 128);
            const stderr = res.timedOut ? `${res.stderr}\n(timed out)` : res.stderr;
            if (exitCode !== 0 && !opts.allowAllExitCodes)
                throw new GitCommandError(args, exitCode, stderr, opts.cwd ?? cwd);
            return { exitCode, stdout: res.stdout, stderr };
        },
        spawn(args) {
            return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("git", [...SAFE_FLAGS, ...args], { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
        },
    };
}
/** Where Patchbay keeps its own files inside a repository: `<git dir>/patchbay`. */
async function patchbayDir(runner) {
    const res = await runner.exec(["rev-parse", "--absolute-git-dir"]);
    return `${res.stdout.trim()}/patchbay`;
}
const silentLog = { info: () => { }, warning: () => { } };


/***/ }),

/***/ 6645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   hn: () => (/* binding */ RunComment),
/* harmony export */   kq: () => (/* binding */ reactEyes)
/* harmony export */ });
/* unused harmony export explainWriteError */
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);


/**
 * React with 👀 at once. A comment deleted in the meantime (404) is no reason to
 * stop the run: it is logged at debug level and ignored.
 */
async function reactEyes(octokit, repo, comment, log) {
    // Only owner and repo: callers pass a CommentTarget, whose other fields would go into the request body.
    const where = { owner: repo.owner, repo: repo.repo };
    try {
        if (comment.kind === "issue_comment") {
            await octokit.rest.reactions.createForIssueComment({ ...where, comment_id: comment.id, content: "eyes" });
        }
        else if (comment.kind === "review_comment") {
            await octokit.rest.reactions.createForPullRequestReviewComment({
                ...where,
                comment_id: comment.id,
                content: "eyes",
            });
        }
        else {
            return false;
        }
        return true;
    }
    catch (error) {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        if (status === 404 || status === 410) {
            log.debug(`The triggering comment ${comment.id} is gone (HTTP ${status}); no reaction added.`);
            return false;
        }
        // A reaction is a courtesy: a token without write access should not fail the run.
        log.warning(`Could not add 👀 to comment ${comment.id}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}`);
        return false;
    }
}
function withMarker(body) {
    return body.includes(_context_js__WEBPACK_IMPORTED_MODULE_0__.PATCHBAY_MARKER) ? body : `${body}\n\n${_context_js__WEBPACK_IMPORTED_MODULE_0__.PATCHBAY_MARKER}`;
}
/** Creates the run's comment on the first `post` and edits it on every later one. */
class RunComment {
    octokit;
    target;
    redactor;
    id;
    url;
    constructor(octokit, target, redactor) {
        this.octokit = octokit;
        this.target = target;
        this.redactor = redactor;
    }
    get commentId() {
        return this.id;
    }
    get htmlUrl() {
        return this.url;
    }
    async post(markdown) {
        const body = withMarker(this.redactor.redact(markdown));
        try {
            if (this.id === undefined) {
                await this.create(body);
                return;
            }
            try {
                await this.update(this.id, body);
            }
            catch (error) {
                // Someone deleted our comment: start a new one rather than go silent.
                if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 404)
                    throw error;
                await this.create(body);
            }
        }
        catch (error) {
            throw explainWriteError(error, "comment on", `${this.target.owner}/${this.target.repo}`);
        }
    }
    async create(body) {
        const t = this.target;
        const { data } = t.kind === "issue"
            ? await this.octokit.rest.issues.createComment({
                owner: t.owner,
                repo: t.repo,
                issue_number: t.issueNumber,
                body,
            })
            : await this.octokit.rest.pulls.createReplyForReviewComment({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                comment_id: t.replyTo,
                body,
            });
        this.id = data.id;
        this.url = data.html_url;
    }
    async update(id, body) {
        const t = this.target;
        if (t.kind === "issue") {
            await this.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        }
        else {
            await this.octokit.rest.pulls.updateReviewComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        }
    }
}
/** 403 on a write is almost always the workflow's `permissions:` block; say which line it needs. */
function explainWriteError(error, action, where) {
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_)
        return error;
    if (status === 403 || status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubPermissionError */ .x6(`GitHub refused to ${action} ${where} (HTTP ${status}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}). ` +
            "Give the workflow `permissions: { issues: write, pull-requests: write }`.", ["issues: write", "pull-requests: write"], status);
    }
    return error;
}


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


/***/ }),

/***/ 8753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bp: () => (/* binding */ mentionsPhrase),
/* harmony export */   J4: () => (/* binding */ phraseHint),
/* harmony export */   Qe: () => (/* binding */ PATCHBAY_MARKER),
/* harmony export */   To: () => (/* binding */ hasPatchbayMarker),
/* harmony export */   a2: () => (/* binding */ stripPhrase),
/* harmony export */   n: () => (/* binding */ findPhrase)
/* harmony export */ });
/* unused harmony export maskIgnored */
/**
 * Finding the trigger phrase in Markdown text and cutting it out of the request.
 *
 * Rules (decided here, tested in test/github/trigger-phrase.test.ts):
 * - the phrase (default `@patchbay`) matches case-insensitively anywhere, as a whole word:
 *   not `@patchbay-dev`, `@patchbay_x`, `email@patchbay.io`, `@patchbay.io` or `@patchbay/team`;
 *   trailing punctuation (`@patchbay,` `@patchbay:` `@patchbay.`) is fine;
 * - the slash form (`/patchbay`) matches only at the start of a line (leading spaces allowed),
 *   like a chat command;
 * - nothing inside fenced code blocks, inline code, HTML comments or `>` quoted lines counts:
 *   quoting an earlier request in a reply, or showing the syntax in docs, must not re-trigger.
 */
/** Hidden marker Patchbay puts in every comment it writes; a comment carrying it is Patchbay's own. */
const PATCHBAY_MARKER = "<!-- patchbay -->";
const MARKER_PATTERN = /<!--\s*patchbay(?![\w-])[\s\S]*?-->/i;
function hasPatchbayMarker(text) {
    return MARKER_PATTERN.test(text);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
/** What may not touch the phrase on either side for it to be a word of its own. */
const BEFORE = String.raw `(?<![\w.+\-@/])`;
const AFTER = String.raw `(?![\w-]|[./@][\w])`;
/** The `@phrase` (anywhere) and `/phrase` (start of a line) patterns for a configured phrase. */
function phrasePatterns(phrase) {
    const name = phrase.replace(/^[@/]/, "");
    const patterns = [new RegExp(`${BEFORE}${escapeRegExp(phrase)}${AFTER}`, "gi")];
    if (name)
        patterns.push(new RegExp(`^[ \\t]*/${escapeRegExp(name)}${AFTER}`, "gim"));
    return patterns;
}
const blank = (text) => text.replace(/[^\n]/g, " ");
/**
 * The text with code, quotes and HTML comments blanked out. Same length and same line
 * breaks as the input, so indexes found in it are indexes into the original.
 */
function maskIgnored(text) {
    const lines = text.split("\n");
    let fence;
    const kept = lines.map((line) => {
        if (fence) {
            const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
            if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length)
                fence = undefined;
            return blank(line);
        }
        const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (open?.[1]) {
            fence = { char: open[1][0] ?? "`", length: open[1].length };
            return blank(line);
        }
        if (/^ {0,3}>/.test(line))
            return blank(line);
        return line;
    });
    return (kept
        .join("\n")
        .replace(/<!--[\s\S]*?(?:-->|$)/g, blank)
        // An inline code span: a run of backticks closed by a run of the same length.
        .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank));
}
/** Every live occurrence of the phrase (or its slash form), in text order. */
function findPhrase(text, phrase) {
    const masked = maskIgnored(text);
    const matches = [];
    for (const pattern of phrasePatterns(phrase)) {
        for (const m of masked.matchAll(pattern)) {
            // The slash pattern may include leading indentation; the match proper starts at the slash.
            const offset = m[0].search(/\S/);
            matches.push({ index: m.index + offset, length: m[0].length - offset });
        }
    }
    return matches.sort((a, b) => a.index - b.index);
}
/** The phrase as users see it in skip reasons: `@patchbay` (or `/patchbay` at the start of a line). */
function phraseHint(phrase) {
    const name = phrase.replace(/^[@/]/, "");
    return phrase.startsWith("/") ? phrase : `${phrase} (or /${name} at the start of a line)`;
}
function mentionsPhrase(text, phrase) {
    return text ? findPhrase(text, phrase).length > 0 : false;
}
/**
 * The text with every live phrase occurrence cut out, with the `:`/`,` and spaces right
 * after it: `@patchbay: fix it` → `fix it`, `please @patchbay fix it` → `please fix it`.
 * Code blocks and quotes stay as they are — they are context for the request.
 */
function stripPhrase(text, phrase) {
    let out = text;
    for (const match of findPhrase(text, phrase).reverse()) {
        let end = match.index + match.length;
        const rest = /^[:,]?[ \t]*/.exec(out.slice(end));
        end += rest ? rest[0].length : 0;
        let start = match.index;
        const lineStart = out.lastIndexOf("\n", start - 1) + 1;
        // A phrase that opened its line takes the indentation with it.
        if (/^[ \t]*$/.test(out.slice(lineStart, start)))
            start = lineStart;
        out = out.slice(0, start) + out.slice(end);
    }
    return out
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .trim();
}


/***/ }),

/***/ 5767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ isSecretName),
/* harmony export */   w: () => (/* binding */ scrubbedEnv)
/* harmony export */ });
/**
 * Environments for child processes (DESIGN §9). Tool subprocesses and stdio MCP
 * servers start from an allow-list of harmless variables, never from
 * process.env: GITHUB_TOKEN, provider keys, ACTIONS_* runtime and OIDC tokens and
 * INPUT_* stay in Patchbay's process unless a config entry passes a value on purpose.
 */
/** Variables a shell and common toolchains need to work, and nothing that grants access. */
const SAFE_NAMES = [
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "SHELL",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_CTYPE",
    "TERM",
    "TZ",
    "TMPDIR",
    "TEMP",
    "TMP",
    "CI",
    "GITHUB_ACTIONS",
    "GITHUB_WORKSPACE",
    "GITHUB_REPOSITORY",
    "GITHUB_SHA",
    "GITHUB_REF",
    "RUNNER_OS",
    "RUNNER_ARCH",
    "RUNNER_TEMP",
    "NODE_OPTIONS",
    "NODE_EXTRA_CA_CERTS",
    "SSL_CERT_FILE",
    "JAVA_HOME",
    "GOPATH",
    "GOROOT",
    "CARGO_HOME",
    "RUSTUP_HOME",
    "PYENV_ROOT",
    "VIRTUAL_ENV",
    "NVM_DIR",
    "XDG_CACHE_HOME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
];
/**
 * Names whose values are secrets: never passed to a child by accident, and
 * redacted wherever they appear. (INPUT_* and ACTIONS_* are kept from children
 * by the allow-list above; only the secret-looking ones among them are redacted,
 * so an input such as `dry_run: false` is not masked in every comment.)
 */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE|CREDENTIAL|AUTH|COOKIE|SESSION/i;
const SECRET_PREFIX = /^(AWS_SECRET|AWS_SESSION|AZURE_CLIENT_SECRET|GOOGLE_APPLICATION_CREDENTIALS)/i;
function isSecretName(name) {
    return SECRET_NAME.test(name) || SECRET_PREFIX.test(name);
}
/**
 * The environment for a subprocess: the safe subset of `from`, plus `extra`
 * exactly as given (a config entry's `env:` passes values on purpose).
 */
function scrubbedEnv(from, extra = {}) {
    const env = {};
    for (const name of SAFE_NAMES) {
        const value = from[name];
        if (value !== undefined && !isSecretName(name))
            env[name] = value;
    }
    return { ...env, ...extra };
}


/***/ }),

/***/ 7895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ BoundedBuffer),
/* harmony export */   m: () => (/* binding */ exec)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one way Patchbay runs a subprocess (STYLE 8). The child gets the
 * environment the caller passes — nothing inherited by accident — runs in its own
 * process group, and on timeout or abort the whole group dies (SIGTERM, then
 * SIGKILL), so a `sleep 1000 &` in a tool command cannot outlive the call.
 * Output is kept bounded: head and tail, with the count of bytes dropped.
 */

/** Keeps the first and last `max/2` bytes of a stream. */
class BoundedBuffer {
    max;
    head = [];
    headLen = 0;
    tail = [];
    tailLen = 0;
    dropped = 0;
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        const half = Math.floor(this.max / 2);
        if (this.headLen < half) {
            const take = chunk.subarray(0, half - this.headLen);
            this.head.push(take);
            this.headLen += take.length;
            chunk = chunk.subarray(take.length);
        }
        if (chunk.length === 0)
            return;
        this.tail.push(chunk);
        this.tailLen += chunk.length;
        const limit = this.max - half;
        while (this.tailLen > limit) {
            const first = this.tail[0];
            const excess = this.tailLen - limit;
            if (first.length <= excess) {
                this.tail.shift();
                this.tailLen -= first.length;
                this.dropped += first.length;
            }
            else {
                this.tail[0] = first.subarray(excess);
                this.tailLen -= excess;
                this.dropped += excess;
            }
        }
    }
    toString() {
        const head = Buffer.concat(this.head).toString("utf8");
        const tail = Buffer.concat(this.tail).toString("utf8");
        if (this.dropped === 0)
            return head + tail;
        return `${head}\n[… ${this.dropped} bytes cut from the middle …]\n${tail}`;
    }
}
/** How long output may still arrive after the child exited (a detached descendant may never close the pipe). */
const EXIT_GRACE_MS = 1000;
function exec(command, args, options) {
    const max = options.maxOutputBytes ?? 1024 * 1024;
    return new Promise((resolve) => {
        const out = new BoundedBuffer(max);
        const err = new BoundedBuffer(max);
        let timedOut = false;
        let aborted = false;
        let settled = false;
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env,
            detached: true, // own process group, so we can kill the whole tree
            stdio: ["pipe", "pipe", "pipe"],
        });
        const killGroup = () => {
            if (child.pid === undefined)
                return;
            try {
                process.kill(-child.pid, "SIGTERM");
            }
            catch {
                // already gone
            }
            setTimeout(() => {
                try {
                    if (child.pid !== undefined)
                        process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // already gone
                }
            }, 2000).unref();
        };
        const timer = options.timeoutMs && options.timeoutMs > 0
            ? setTimeout(() => {
                timedOut = true;
                killGroup();
            }, options.timeoutMs)
            : undefined;
        const onAbort = () => {
            aborted = true;
            killGroup();
        };
        if (options.signal?.aborted)
            onAbort();
        else
            options.signal?.addEventListener("abort", onAbort, { once: true });
        child.stdout.on("data", (chunk) => {
            out.push(chunk);
            options.onOutput?.(chunk.toString("utf8"), "stdout");
        });
        child.stderr.on("data", (chunk) => {
            err.push(chunk);
            options.onOutput?.(chunk.toString("utf8"), "stderr");
        });
        child.stdin.on("error", () => {
            // the child may exit before reading its input; that is its business
        });
        if (options.input !== undefined)
            child.stdin.end(options.input);
        else
            child.stdin.end();
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            if (timer)
                clearTimeout(timer);
            options.signal?.removeEventListener("abort", onAbort);
            // Orphans left in the group (a backgrounded `sleep`) die with the call.
            if (child.pid !== undefined) {
                try {
                    process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // group already empty
                }
            }
            resolve({
                exitCode: null,
                signal: null,
                stdout: out.toString(),
                stderr: err.toString(),
                timedOut,
                aborted,
                truncatedBytes: out.dropped + err.dropped,
                ...result,
            });
        };
        child.on("error", (e) => finish({ spawnError: `${e.code ?? "error"}: ${e.message}` }));
        child.on("close", (code, signal) => finish({ exitCode: code, signal }));
        // A process that left its group (setsid, a daemon) can hold stdout open after the
        // child exited, and "close" would never come: after the exit and a short grace
        // for the last output, stop listening and return.
        child.on("exit", (code, signal) => {
            setTimeout(() => {
                if (settled)
                    return;
                child.stdout.destroy();
                child.stderr.destroy();
                finish({ exitCode: code, signal });
            }, EXIT_GRACE_MS).unref();
        });
    });
}


/***/ })

};
