export const id = 904;
export const ids = [904,702];
export const modules = {

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sb: () => (/* binding */ readSettings),
/* harmony export */   vN: () => (/* binding */ githubTokenInput)
/* harmony export */ });
/* unused harmony export InputError */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96421);
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32765);
/**
 * The action's inputs and the runner's environment → RunSettings. The only
 * place that reads `core.getInput` (STYLE 1). Provider keys given as inputs are
 * put in the env record the model factory reads, and registered as secrets.
 */




class InputError extends Error {
    constructor(message) {
        super(message);
        this.name = "InputError";
    }
}
function optionalNumber(name) {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name);
    if (raw === "")
        return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0)
        throw new InputError(`input \`${name}\` must be a positive number, got "${raw}"`);
    return value;
}
function optionalBoolean(name) {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name).trim().toLowerCase();
    if (raw === "")
        return undefined;
    if (["true", "yes", "1"].includes(raw))
        return true;
    if (["false", "no", "0"].includes(raw))
        return false;
    throw new InputError(`input \`${name}\` must be true or false, got "${raw}"`);
}
function optionalMode() {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("mode").trim().toLowerCase();
    if (raw === "")
        return undefined;
    if (raw === "edit" || raw === "plan")
        return raw;
    throw new InputError(`input \`mode\` must be edit or plan, got "${raw}"`);
}
function optionalIssue() {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("issue").trim().replace(/^#/, "");
    if (raw === "")
        return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0)
        throw new InputError(`input \`issue\` must be an issue number, got "${raw}"`);
    return value;
}
async function readSettings(env) {
    const keys = {};
    const keyInputs = [
        ["anthropic_api_key", "ANTHROPIC_API_KEY"],
        ["openai_api_key", "OPENAI_API_KEY"],
        ["google_api_key", "GOOGLE_GENERATIVE_AI_API_KEY"],
        ["api_key", "OPENAI_COMPATIBLE_API_KEY"],
    ];
    for (const [input, variable] of keyInputs) {
        const value = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(input);
        if (value) {
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(value);
            keys[variable] = value;
        }
    }
    const token = githubTokenInput(env);
    if (token)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(token);
    const baseUrl = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("base_url");
    const underAct = env.ACT === "true";
    const eventName = env.GITHUB_EVENT_NAME;
    const eventPath = env.GITHUB_EVENT_PATH;
    const event = eventName && eventPath
        ? { name: eventName, payload: await (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readEvent */ .j_)(eventPath, eventName), path: eventPath }
        : undefined;
    const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
    const runId = env.GITHUB_RUN_ID ?? `local-${Date.now()}`;
    const repository = env.GITHUB_REPOSITORY;
    // Outside the workspace: nothing the agent's tools can read or commit.
    const temp = env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir();
    return {
        repo: env.GITHUB_WORKSPACE ?? process.cwd(),
        cwd: env.GITHUB_WORKSPACE ?? process.cwd(),
        event,
        configPath: _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("config") || undefined,
        model: _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("model") || undefined,
        prompt: _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("prompt") || undefined,
        task: _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("task") || undefined,
        mode: optionalMode(),
        outputSchema: _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("output_schema") || undefined,
        issue: optionalIssue(),
        // Under act the default is a dry run: no push, no comment, no PR, unless asked.
        dryRun: optionalBoolean("dry_run") ?? underAct,
        limits: {
            maxTurns: optionalNumber("max_turns"),
            maxCostUsd: optionalNumber("max_cost_usd"),
            timeoutMinutes: optionalNumber("timeout_minutes"),
        },
        githubToken: token,
        apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
        serverUrl,
        repository,
        runId,
        runUrl: repository && env.GITHUB_RUN_ID ? `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
        tempDir: temp,
        transcriptPath: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(temp, `patchbay-${runId}.jsonl`),
        env: { ...withoutInputs(env), ...keys },
        baseUrl: baseUrl || undefined,
        underAct,
        debug: env.RUNNER_DEBUG === "1" || env.ACTIONS_STEP_DEBUG === "true",
        exitAt: exitAt(env.PATCHBAY_EXIT_AT),
    };
}
/**
 * Inputs are read here, once; what runs downstream gets their parsed values.
 * INPUT_* stays out of the env the run draws from: every INPUT_* value counts as
 * a secret there, so `.github/patchbay.yml`, `false` or the prompt would be
 * masked wherever they appear — and the secret inputs travel under their
 * provider variables (and the token in settings) anyway.
 */
function withoutInputs(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("INPUT_")));
}
/** PATCHBAY_EXIT_AT, for the start-up benchmark only. */
function exitAt(value) {
    return value === "config" ? value : undefined;
}
/** The GitHub token: the `github_token` input, else GITHUB_TOKEN (the main and post steps read it the same way). */
function githubTokenInput(env) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4("github_token") || env.GITHUB_TOKEN || undefined;
}


/***/ }),

/***/ 52406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPost: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(96421);
// EXTERNAL MODULE: ./src/git/credentials.ts
var credentials = __webpack_require__(64110);
// EXTERNAL MODULE: ./src/git/push-schedule.ts + 1 modules
var push_schedule = __webpack_require__(22645);
// EXTERNAL MODULE: ./src/git/runner.ts
var git_runner = __webpack_require__(76916);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(66645);
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
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/action/state.ts
var action_state = __webpack_require__(33175);
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
        const token = (0,inputs/* githubTokenInput */.vN)(env);
        // A dry run pushes nothing, not even after a kill.
        const pushed = state.push === false
            ? null
            : await (0,push_schedule/* pushPending */.Y3)(runner, {
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

/***/ 33175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readMainState),
/* harmony export */   q: () => (/* binding */ saveMainState)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96421);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
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
    comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        owner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["issue", "review"]),
    }).optional(),
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

/***/ 64110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ restoreCredentials),
/* harmony export */   U1: () => (/* binding */ stashCredentials),
/* harmony export */   Wv: () => (/* binding */ writeCredentialStash),
/* harmony export */   Z0: () => (/* binding */ readCredentialStash)
/* harmony export */ });
/* unused harmony exports credentialStashSchema, withCredentialsRemoved */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
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

/***/ 22645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UI: () => (/* binding */ Pusher),
  Y3: () => (/* binding */ pushPending)
});

// UNUSED EXPORTS: PushStateMismatchError, pushStateFile, readPushState

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/git/network.ts
var network = __webpack_require__(8438);
// EXTERNAL MODULE: ./src/git/runner.ts
var git_runner = __webpack_require__(76916);
;// CONCATENATED MODULE: ./src/git/push-branch.ts
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
        return (await runner.exec(["rev-parse", "HEAD"], { cwd: dir })).stdout.trim();
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

;// CONCATENATED MODULE: ./src/git/push-schedule.ts
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
    if (opts.branch !== undefined && !isSameWork(state.branch, opts.branch))
        throw new PushStateMismatchError(await pushStateFile(runner), state.branch, opts.branch);
    return (await pushWithState(runner, state, opts)).result;
}
/** The work branch itself, or the `<branch>-<n>` a rejected push fell back to. */
function isSameWork(saved, branch) {
    return saved === branch || (saved.startsWith(`${branch}-`) && /^\d+$/.test(saved.slice(branch.length + 1)));
}
class PushStateMismatchError extends Error {
    constructor(file, saved, expected) {
        super(`${file} says to push ${saved}, but this run worked on ${expected}; nothing was pushed — push ${expected} by hand if its commits are wanted`);
        this.name = "PushStateMismatchError";
    }
}


/***/ }),

/***/ 66645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   hn: () => (/* binding */ RunComment),
/* harmony export */   kq: () => (/* binding */ reactEyes)
/* harmony export */ });
/* unused harmony export explainWriteError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14329);


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
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
        if (status === 404 || status === 410) {
            log.debug(`The triggering comment ${comment.id} is gone (HTTP ${status}); no reaction added.`);
            return false;
        }
        // A reaction is a courtesy: a token without write access should not fail the run.
        log.warning(`Could not add 👀 to comment ${comment.id}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return false;
    }
}
function withMarker(body) {
    return body.includes(_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCHBAY_MARKER */ .Q) ? body : `${body}\n\n${_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCHBAY_MARKER */ .Q}`;
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
                if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) !== 404)
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
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_)
        return error;
    if (status === 403 || status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubPermissionError */ .x6(`GitHub refused to ${action} ${where} (HTTP ${status}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}). ` +
            "Give the workflow `permissions: { issues: write, pull-requests: write }`.", ["issues: write", "pull-requests: write"], status);
    }
    return error;
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
/* harmony export */   createOctokit: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15561);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93779);
/* harmony import */ var _octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49210);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(86856);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62203);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
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

/***/ 35767:
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

/***/ 37895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ BoundedBuffer),
/* harmony export */   m: () => (/* binding */ exec)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
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
