export const id = 904;
export const ids = [904];
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
        const pushed = await (0,pusher/* pushPending */.Y3)(runner, { auth: token ? { token } : undefined });
        if (pushed)
            core/* info */.pq(`Pushed the remaining checkpoints: ${pushed.message}`);
        if (state.comment && token) {
            const octokit = (0,github_octokit/* createOctokit */.Q)({
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
/** Names that must never pass, even if a broad allow-list would include them. */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE|CREDENTIAL|AUTH|COOKIE|SESSION/i;
const SECRET_PREFIX = /^(INPUT_|ACTIONS_|GITHUB_TOKEN|AWS_|AZURE_|GOOGLE_|GCP_|ANTHROPIC_|OPENAI_)/i;
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
    });
}


/***/ })

};
