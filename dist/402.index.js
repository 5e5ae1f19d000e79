export const id = 402;
export const ids = [402];
export const modules = {

/***/ 4110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ restoreCredentials),
/* harmony export */   U1: () => (/* binding */ stashCredentials),
/* harmony export */   Wv: () => (/* binding */ writeCredentialStash),
/* harmony export */   Z0: () => (/* binding */ readCredentialStash)
/* harmony export */ });
/* unused harmony exports credentialStashSchema, withCredentialsRemoved */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8343);
/**
 * Credentials actions/checkout leaves in .git/config (`http.<url>.extraheader`,
 * or an `includeIf.gitdir:…` pointing to a credentials file in newer versions)
 * are taken out while the agent runs — so its commands cannot push with them —
 * and put back afterwards. A pair, like create-pull-request's: stash before, restore
 * in `finally`, and again from the action's post step if the job was killed.
 * Patchbay's own pushes get the token per command (network.ts), never from config.
 */


const entrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() });
const credentialStashSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), entries: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(entrySchema) });
const HEADER_KEY = /^http\.(.*\.)?extraheader$/i;
/** checkout v6 includes `$RUNNER_TEMP/git-credentials-<uuid>.config`; other includes are the person's own. */
const INCLUDE_KEY = /^includeif\..*\.path$/i;
const isCredential = (key, value) => HEADER_KEY.test(key) || (INCLUDE_KEY.test(key) && /credentials/i.test(value));
/** Removes credential entries from the repository's local config and returns them. */
async function stashCredentials(runner) {
    const res = await runner.exec(["config", "--local", "--null", "--list"], { allowAllExitCodes: true });
    const entries = [];
    for (const item of res.stdout.split("\0")) {
        const nl = item.indexOf("\n");
        if (nl < 0)
            continue;
        const key = item.slice(0, nl);
        const value = item.slice(nl + 1);
        if (isCredential(key, value))
            entries.push({ key, value });
    }
    for (const { key, value } of entries) {
        // Only this value goes, not its neighbours under the same key.
        await runner.exec(["config", "--local", "--fixed-value", "--unset-all", key, value], { allowAllExitCodes: true });
    }
    return { version: 1, entries };
}
/** Puts stashed entries back (idempotent: values already present are not added twice). */
async function restoreCredentials(runner, stash) {
    for (const { key, value } of stash.entries) {
        const have = await runner.exec(["config", "--local", "--null", "--get-all", key], { allowAllExitCodes: true });
        if (have.stdout.split("\0").includes(value))
            continue;
        await runner.exec(["config", "--local", "--add", key, value]);
    }
}
/** Runs `fn` with checkout's credentials out of .git/config; always puts them back. */
async function withCredentialsRemoved(runner, fn) {
    const stash = await stashCredentials(runner);
    try {
        return await fn();
    }
    finally {
        await restoreCredentials(runner, stash);
    }
}
/** Saves a stash for the post step (mode 0600). The file must live outside the workspace. */
async function writeCredentialStash(file, stash) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, JSON.stringify(stash), { mode: 0o600 });
}
/** Reads a stash saved by writeCredentialStash; null when absent or not one of ours. */
async function readCredentialStash(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8").catch(() => null);
    if (text === null)
        return null;
    try {
        const parsed = credentialStashSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 8438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   wC: () => (/* binding */ execRemote)
/* harmony export */ });
/* unused harmony exports authEnv, isTransientFailure, DEFAULT_DELAYS_MS */
/**
 * Credentials as environment-borne config (GIT_CONFIG_COUNT, git ≥ 2.31): the same
 * effect as `-c http.extraheader=…`, but out of the process's argv and never in .git/config.
 * The first entry resets any inherited extraheader list so only ours is sent.
 */
function authEnv(auth) {
    if (!auth)
        return {};
    const basic = Buffer.from(`x-access-token:${auth.token}`, "utf8").toString("base64");
    return {
        GIT_CONFIG_COUNT: "2",
        GIT_CONFIG_KEY_0: "http.extraheader",
        GIT_CONFIG_VALUE_0: "",
        GIT_CONFIG_KEY_1: "http.extraheader",
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
    };
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

/***/ 5818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UI: () => (/* binding */ Pusher),
  Y3: () => (/* binding */ pushPending)
});

// UNUSED EXPORTS: pushStateFile, readPushState

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(8343);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/git/network.ts
var network = __webpack_require__(8438);
// EXTERNAL MODULE: ./src/git/runner.ts
var git_runner = __webpack_require__(6916);
;// CONCATENATED MODULE: ./src/git/push.ts
/**
 * Pushing the work branch (DESIGN §5): always `--force-with-lease` against the tip
 * we last saw, so a commit someone else pushed is never overwritten. A rejected
 * push is resolved by replaying our commits on theirs (in a temporary worktree,
 * so the agent's working tree is not disturbed) when that applies cleanly, else
 * by pushing to a new branch `<branch>-<n>`. Neither side's work is lost.
 */





class PushError extends Error {
    stderr;
    constructor(message, stderr) {
        super(message);
        this.stderr = stderr;
        this.name = "PushError";
    }
}
/** Known ways a push is refused, matched on porcelain status text. */
const PUSH_REJECTED = /\[rejected\]|stale info|non-fast-forward|fetch first/;
const PUSH_REMOTE_REJECTED = /\[remote rejected\]/;
async function pushOnce(runner, remote, local, target, lease, opts) {
    const args = [
        "push",
        "--porcelain",
        `--force-with-lease=refs/heads/${target}:${lease ?? ""}`,
        remote,
        `refs/heads/${local}:refs/heads/${target}`,
        ...(opts.extraRefspecs ?? []),
    ];
    const res = await (0,network/* execRemote */.wC)(runner, args, opts.auth, opts.retry);
    const line = res.stdout.split("\n").find((l) => l.includes(`:refs/heads/${target}\t`)) ?? "";
    const text = `${line}\n${res.stderr}`;
    if (line.startsWith("="))
        return { status: "up-to-date", stderr: res.stderr };
    if (res.exitCode === 0 || /^[ +*]\t/.test(line))
        return { status: "ok", stderr: res.stderr };
    if (PUSH_REMOTE_REJECTED.test(text))
        return { status: "remote-rejected", stderr: text };
    if (PUSH_REJECTED.test(text))
        return { status: "rejected", stderr: text };
    return { status: "failed", stderr: res.stderr };
}
async function sha(runner, rev) {
    return (await runner.exec(["rev-parse", "--verify", `${rev}^{commit}`])).stdout.trim();
}
/** Fetches the remote branch; returns its tip or null when it no longer exists. */
async function fetchTheirs(runner, remote, branch, opts) {
    const res = await (0,network/* execRemote */.wC)(runner, ["fetch", "--no-tags", remote, `refs/heads/${branch}`], opts.auth, opts.retry);
    if (res.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(res.stderr))
            return null;
        throw new PushError(`could not fetch ${branch} from ${(0,network/* safeUrl */.Pl)(remote)}: ${res.stderr.trim()}`, res.stderr);
    }
    return sha(runner, "FETCH_HEAD");
}
/** Replays `local ^theirs` on `theirs` in a temporary worktree; the new tip, or null on a conflict. */
async function replayOnto(runner, local, theirs) {
    const commits = (await runner.exec(["rev-list", "--reverse", "--topo-order", local, `^${theirs}`])).stdout
        .split("\n")
        .filter(Boolean);
    if (commits.length === 0)
        return theirs;
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(external_node_os_default().tmpdir(), "patchbay-rebase-"));
    try {
        await runner.exec(["worktree", "add", "--detach", "-q", dir, theirs]);
        const pick = await runner.exec(["cherry-pick", "--allow-empty", "--keep-redundant-commits", ...commits], {
            cwd: dir,
            allowAllExitCodes: true,
        });
        if (pick.exitCode !== 0) {
            await runner.exec(["cherry-pick", "--abort"], { cwd: dir, allowAllExitCodes: true });
            return null;
        }
        return await sha({ cwd: dir, exec: (a, o) => runner.exec(a, { ...o, cwd: dir }) }, "HEAD");
    }
    finally {
        await runner.exec(["worktree", "remove", "--force", dir], { allowAllExitCodes: true });
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        await runner.exec(["worktree", "prune"], { allowAllExitCodes: true });
    }
}
/** Moves the local branch to `to`; when it is checked out, the working tree follows (keeping local edits). */
async function moveLocalBranch(runner, local, from, to) {
    const head = await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true });
    if (head.stdout.trim() === `refs/heads/${local}`) {
        return (await runner.exec(["reset", "-q", "--keep", to], { allowAllExitCodes: true })).exitCode === 0;
    }
    return ((await runner.exec(["update-ref", `refs/heads/${local}`, to, from], { allowAllExitCodes: true })).exitCode === 0);
}
async function newBranchName(runner, remote, branch, opts) {
    const res = await (0,network/* execRemote */.wC)(runner, ["ls-remote", "--heads", remote, `refs/heads/${branch}-*`], opts.auth, opts.retry);
    const taken = new Set(res.stdout.split("\n").map((l) => l.split("\t")[1]?.trim()));
    let n = 2;
    while (taken.has(`refs/heads/${branch}-${n}`))
        n++;
    return `${branch}-${n}`;
}
async function push(runner, opts) {
    const log = opts.log ?? git_runner/* silentLog */.aB;
    const remote = opts.remote ?? "origin";
    const local = opts.localBranch ?? opts.branch;
    let lease = opts.expected;
    let rebased = false;
    for (let round = 0; round < 3; round++) {
        const tip = await sha(runner, `refs/heads/${local}`);
        const attempt = await pushOnce(runner, remote, local, opts.branch, lease, opts);
        if (attempt.status === "ok" || attempt.status === "up-to-date") {
            const kind = rebased ? "rebased" : attempt.status === "ok" ? "pushed" : "up-to-date";
            const message = rebased
                ? `pushed ${opts.branch} after replaying our commits on top of commits pushed by someone else`
                : `pushed ${opts.branch} (${tip.slice(0, 12)})`;
            return { kind, branch: opts.branch, sha: tip, message };
        }
        if (attempt.status === "failed")
            throw new PushError(`could not push ${opts.branch} to ${(0,network/* safeUrl */.Pl)(remote)}: ${attempt.stderr.trim()} — the commits are safe locally; the post step or \`patchbay\` retries the push`, attempt.stderr);
        if (attempt.status === "remote-rejected")
            break;
        const theirs = await fetchTheirs(runner, remote, opts.branch, opts);
        if (theirs === null) {
            lease = null; // deleted on the remote meanwhile: push it again as new
            continue;
        }
        const replayed = await replayOnto(runner, `refs/heads/${local}`, theirs);
        if (replayed === null || !(await moveLocalBranch(runner, local, tip, replayed))) {
            log.warning(`our commits do not apply cleanly on the new commits of ${opts.branch}`);
            break;
        }
        lease = theirs;
        rebased = true;
    }
    const fallback = await newBranchName(runner, remote, opts.branch, opts);
    const tip = await sha(runner, `refs/heads/${local}`);
    const attempt = await pushOnce(runner, remote, local, fallback, null, opts);
    if (attempt.status !== "ok" && attempt.status !== "up-to-date")
        throw new PushError(`could not push ${opts.branch} nor the fallback ${fallback} to ${(0,network/* safeUrl */.Pl)(remote)}: ${attempt.stderr.trim()}`, attempt.stderr);
    const message = `${opts.branch} on the remote has commits that conflict with ours (or refused the push); our work was pushed to ${fallback} instead`;
    log.warning(message);
    return { kind: "new-branch", branch: fallback, sha: tip, message };
}

;// CONCATENATED MODULE: ./src/git/pusher.ts
/**
 * When to push (DESIGN §5, §6): every `git.push_every_checkpoints` checkpoints or
 * `git.push_every_minutes`, and at the end. What a later process needs to finish
 * the job — which branch, where, against which lease — is kept in
 * `.git/patchbay/push.json`, so the action's post step can push commits left
 * behind by a killed job with `pushPending()`, knowing only the repository.
 */





const pushStateSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(1),
    localBranch: schemas/* string */.YjP().min(1),
    branch: schemas/* string */.YjP().min(1),
    remote: schemas/* string */.YjP().min(1),
    expected: schemas/* string */.YjP().nullable(),
    /** Session-state ref sha last pushed, so a changed state is pushed even without new commits. */
    stateSha: schemas/* string */.YjP().nullable().default(null),
});
async function pushStateFile(runner) {
    return external_node_path_default().join(await (0,git_runner/* patchbayDir */.QM)(runner), "push.json");
}
async function readPushState(runner) {
    const text = await (0,promises_.readFile)(await pushStateFile(runner), "utf8").catch(() => null);
    if (text === null)
        return null;
    try {
        const parsed = pushStateSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
    }
    catch {
        return null;
    }
}
async function writePushState(runner, state) {
    const file = await pushStateFile(runner);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    // Write-then-rename: a job killed mid-write leaves the old file, never half a file.
    await (0,promises_.writeFile)(`${file}.tmp`, JSON.stringify(state));
    await (0,promises_.rename)(`${file}.tmp`, file);
}
async function refSha(runner, ref) {
    const res = await runner.exec(["rev-parse", "-q", "--verify", ref], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
/** Patchbay's own refs that travel with the branch: its session state and run histories. */
async function extraRefspecs(runner, localBranch) {
    const res = await runner.exec([
        "for-each-ref",
        "--format=%(refname)",
        `refs/patchbay/state/${localBranch}`,
        "refs/patchbay/runs/",
    ]);
    return res.stdout
        .split("\n")
        .filter(Boolean)
        .map((ref) => `+${ref}:${ref}`);
}
async function pushWithState(runner, state, opts) {
    const tip = await refSha(runner, `refs/heads/${state.localBranch}`);
    const stateSha = await refSha(runner, `refs/patchbay/state/${state.localBranch}`);
    if (!tip || (tip === state.expected && stateSha === state.stateSha))
        return { result: null, state };
    const result = await push(runner, {
        branch: state.branch,
        localBranch: state.localBranch,
        remote: state.remote,
        auth: opts.auth,
        expected: state.expected,
        extraRefspecs: await extraRefspecs(runner, state.localBranch),
        retry: opts.retry,
        log: opts.log,
    });
    const next = { ...state, branch: result.branch, expected: result.sha, stateSha };
    await writePushState(runner, next);
    return { result, state: next };
}
class Pusher {
    opts;
    state;
    since = 0;
    lastPush;
    now;
    log;
    constructor(opts, state) {
        this.opts = opts;
        this.state = state;
        this.now = opts.now ?? Date.now;
        this.lastPush = this.now();
        this.log = opts.log ?? git_runner/* silentLog */.aB;
    }
    /** A Pusher whose state is saved at once, so even a job killed before the first push can be finished. */
    static async create(opts) {
        const state = {
            version: 1,
            localBranch: opts.localBranch ?? opts.branch,
            branch: opts.branch,
            remote: opts.remote ?? "origin",
            expected: opts.expected,
            stateSha: null,
        };
        await writePushState(opts.runner, state);
        return new Pusher(opts, state);
    }
    /** The remote branch the work goes to (changes after a push to a fallback branch). */
    get branch() {
        return this.state.branch;
    }
    /** Call after each checkpoint; pushes when the count or the time says so. */
    async afterCheckpoint() {
        this.since++;
        const minutes = (this.now() - this.lastPush) / 60_000;
        if (this.since < this.opts.config.push_every_checkpoints && minutes < this.opts.config.push_every_minutes)
            return null;
        return this.pushNow();
    }
    /** Pushes what is not on the remote yet (commits or a newer session state); null when nothing was. */
    async pushNow() {
        const { result, state } = await pushWithState(this.opts.runner, this.state, {
            auth: this.opts.auth,
            retry: this.opts.retry,
            log: this.log,
        });
        this.state = state;
        this.since = 0;
        this.lastPush = this.now();
        return result;
    }
}
/**
 * For the post step: pushes commits a killed or cancelled job left unpushed, from
 * what `.git/patchbay/push.json` says. Null when there is no saved push or nothing to push.
 */
async function pushPending(runner, opts = {}) {
    const state = await readPushState(runner);
    if (!state)
        return null;
    return (await pushWithState(runner, state, opts)).result;
}


/***/ }),

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QM: () => (/* binding */ patchbayDir),
/* harmony export */   aB: () => (/* binding */ silentLog),
/* harmony export */   ho: () => (/* binding */ createGitRunner),
/* harmony export */   iR: () => (/* binding */ GitCommandError)
/* harmony export */ });
/* unused harmony export DEFAULT_IDENTITY */
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5767);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7895);
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
        ...(0,_util_env_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubbedEnv */ .w)(options.baseEnv ?? process.env),
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
            const res = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m)("git", [...SAFE_FLAGS, ...args], {
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
    try {
        if (comment.kind === "issue_comment") {
            await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: "eyes" });
        }
        else if (comment.kind === "review_comment") {
            await octokit.rest.reactions.createForPullRequestReviewComment({
                ...repo,
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
    return body.includes(_context_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCHBAY_MARKER */ .Qe) ? body : `${body}\n\n${_context_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCHBAY_MARKER */ .Qe}`;
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

/***/ 9556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qe: () => (/* reexport safe */ _trigger_phrase_js__WEBPACK_IMPORTED_MODULE_1__.Qe),
/* harmony export */   x8: () => (/* binding */ gatherContext)
/* harmony export */ });
/* unused harmony exports DEFAULT_CONTEXT_LIMITS, closingReferences */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _trigger_phrase_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8753);
/**
 * Gathers what the model should know about the issue or PR a run is about,
 * within fixed bounds: a thread of 500 comments or a PR of 3,000 files costs a
 * handful of requests and a bounded number of characters.
 */



/** Every comment Patchbay posts carries this, so it can recognise (and never obey) itself. */

const DEFAULT_CONTEXT_LIMITS = {
    firstComments: 5,
    lastComments: 30,
    maxFiles: 100,
    maxDiffChars: 60_000,
    reviewComments: 20,
};
const userSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).nullable();
const commentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    user: userSchema,
    created_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    updated_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
const issueSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    user: userSchema,
    created_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    comments: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
});
const pullSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    head: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    base: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    changed_files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    additions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    review_comments: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
});
const reviewCommentSchema = commentSchema.extend({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish() });
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    filename: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    additions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    patch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
const PER_PAGE = 100;
/** "Closes #12", "fixes: #3", "Resolved #7": GitHub's closing keywords, same repository only. */
const CLOSING_REFERENCE = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)\b/gi;
const MAX_LINKED_ISSUES = 3;
async function gatherContext(octokit, req, limits = DEFAULT_CONTEXT_LIMITS) {
    const repo = { owner: req.owner, repo: req.repo };
    const issue = issueSchema.parse((await octokit.rest.issues.get({ ...repo, issue_number: req.number })).data);
    const { comments, stats } = await gatherComments(octokit, req, issue.comments, limits);
    const ctx = {
        owner: req.owner,
        repo: req.repo,
        kind: req.kind,
        number: req.number,
        title: issue.title,
        author: issue.user?.login ?? "ghost",
        createdAt: issue.created_at,
        body: issue.body ?? "",
        url: issue.html_url,
        comments,
        commentStats: stats,
        reviewComment: req.reviewComment,
        linkedIssues: [],
    };
    if (req.kind === "pr") {
        ctx.pr = await gatherPull(octokit, req, limits);
        ctx.linkedIssues = await gatherLinkedIssues(octokit, req, issue.body ?? "");
    }
    return ctx;
}
async function listCommentPage(octokit, req, page) {
    const { data } = await octokit.rest.issues.listComments({
        owner: req.owner,
        repo: req.repo,
        issue_number: req.number,
        per_page: PER_PAGE,
        page,
    });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(commentSchema).parse(data);
}
/**
 * Reads the first page and the last pages only: enough for the opening of the
 * thread and its most recent part, whatever its length.
 */
async function gatherComments(octokit, req, total, limits) {
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    // Two trailing pages, because the newest comments are often our own or after the trigger.
    const tailPages = Math.max(1, Math.ceil(limits.lastComments / PER_PAGE) + 1);
    const pages = new Set([1]);
    for (let p = Math.max(1, lastPage - tailPages + 1); p <= lastPage; p++)
        pages.add(p);
    const raw = [];
    for (const page of [...pages].sort((a, b) => a - b))
        raw.push(...(await listCommentPage(octokit, req, page)));
    const unfetched = Math.max(0, total - raw.length);
    const filtered = filterComments(raw, req);
    const eligible = filtered.kept.map(({ source: _source, ...c }) => c);
    const { ownComments, afterTrigger } = filtered;
    const keep = limits.firstComments + limits.lastComments;
    const whole = eligible.length <= keep && unfetched === 0;
    const comments = whole
        ? eligible
        : [
            ...eligible.slice(0, limits.firstComments),
            ...(limits.lastComments > 0 ? eligible.slice(limits.firstComments).slice(-limits.lastComments) : []),
        ];
    const omittedMiddle = eligible.length - comments.length + unfetched;
    const gapAfter = whole ? comments.length : Math.min(limits.firstComments, comments.length);
    return { comments, stats: { total, omittedMiddle, gapAfter, ownComments, afterTrigger } };
}
/**
 * Drops Patchbay's own comments and those created or edited after the trigger
 * (updated_at >= created_at, so one test covers both).
 */
function filterComments(raw, req) {
    const cutoff = Date.parse(req.triggerTime);
    let ownComments = 0;
    let afterTrigger = 0;
    const kept = [];
    for (const c of raw) {
        const body = c.body ?? "";
        if ((0,_trigger_phrase_js__WEBPACK_IMPORTED_MODULE_1__/* .hasPatchbayMarker */ .To)(body))
            ownComments++;
        else if (Date.parse(c.updated_at) > cutoff)
            afterTrigger++;
        else
            kept.push({
                id: c.id,
                author: c.user?.login ?? "ghost",
                createdAt: c.created_at,
                updatedAt: c.updated_at,
                body,
                isTrigger: c.id === req.triggerCommentId,
                source: c,
            });
    }
    return { kept, ownComments, afterTrigger };
}
/** The last page(s) of inline review comments: the recent review is what a request usually refers to. */
async function gatherReviewComments(octokit, req, total, limits) {
    if (total === 0 || limits.reviewComments === 0)
        return [];
    const page = Math.max(1, Math.ceil(total / PER_PAGE));
    const { data } = await octokit.rest.pulls.listReviewComments({
        owner: req.owner,
        repo: req.repo,
        pull_number: req.number,
        per_page: PER_PAGE,
        page,
    });
    const { kept } = filterComments(zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(reviewCommentSchema).parse(data), req);
    return kept.slice(-limits.reviewComments).map(({ source, ...c }) => ({ ...c, path: source.path, line: source.line }));
}
async function gatherPull(octokit, req, limits) {
    const repo = { owner: req.owner, repo: req.repo };
    const pull = pullSchema.parse((await octokit.rest.pulls.get({ ...repo, pull_number: req.number })).data);
    // The files endpoint carries each file's patch, so no separate (unbounded) diff request is needed.
    const files = [];
    const pages = Math.ceil(Math.min(pull.changed_files, limits.maxFiles) / PER_PAGE);
    for (let page = 1; page <= pages; page++) {
        const { data } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: req.number, per_page: PER_PAGE, page });
        for (const f of zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(fileSchema).parse(data)) {
            if (files.length >= limits.maxFiles)
                break;
            files.push({
                path: f.filename,
                status: f.status,
                additions: f.additions,
                deletions: f.deletions,
                patch: f.patch,
            });
        }
    }
    let budget = limits.maxDiffChars;
    let patchesOmitted = 0;
    for (const f of files) {
        if (f.patch === undefined)
            continue;
        if (f.patch.length > budget) {
            f.patch = undefined;
            patchesOmitted++;
        }
        else {
            budget -= f.patch.length;
        }
    }
    const reviewCommentsTotal = pull.review_comments ?? 0;
    return {
        head: pull.head.ref,
        base: pull.base.ref,
        changedFiles: pull.changed_files,
        additions: pull.additions,
        deletions: pull.deletions,
        files,
        patchesOmitted,
        reviewComments: await gatherReviewComments(octokit, req, reviewCommentsTotal, limits),
        reviewCommentsTotal,
    };
}
function closingReferences(body) {
    const numbers = [...body.matchAll(CLOSING_REFERENCE)].map((m) => Number(m[1]));
    return [...new Set(numbers)].slice(0, MAX_LINKED_ISSUES);
}
async function gatherLinkedIssues(octokit, req, body) {
    const linked = [];
    for (const n of closingReferences(body)) {
        if (n === req.number)
            continue;
        try {
            const { data } = await octokit.rest.issues.get({ owner: req.owner, repo: req.repo, issue_number: n });
            const issue = issueSchema.parse(data);
            linked.push({ number: n, title: issue.title, body: issue.body ?? "", url: issue.html_url });
        }
        catch (error) {
            // A reference to a deleted or transferred issue is not worth failing the run for.
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404 || (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 410)
                continue;
            throw error;
        }
    }
    return linked;
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

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* unused harmony export DEFAULT_API_URL */
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


/***/ })

};
