export const id = 923;
export const ids = [923];
export const modules = {

/***/ 8030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wc: () => (/* binding */ prepareBranch),
/* harmony export */   yZ: () => (/* binding */ resolveWorkBranch)
/* harmony export */ });
/* unused harmony exports BranchError, isValidBranchName, lsRemote */
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8438);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6916);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6696);



class BranchError extends Error {
    constructor(message) {
        super(message);
        this.name = "BranchError";
    }
}
const slug = (s) => s
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "task";
/** Mirrors git check-ref-format for branch names, without a process. */
function isValidBranchName(name) {
    if (!name || name === "@" || name.startsWith("-") || name.startsWith("/") || name.endsWith("/"))
        return false;
    if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|\/\.|^\.|\.$/.test(name))
        return false;
    return true;
}
function resolveWorkBranch(input, git) {
    if (input.kind === "pr" && input.sameRepo && input.prHeadRef)
        return input.prHeadRef;
    const template = input.template ?? git.branch;
    const number = input.number !== undefined ? String(input.number) : input.task ? slug(input.task) : "";
    const branch = template
        .replace(/\{kind\}/g, input.kind)
        .replace(/\{number\}/g, number)
        .replace(/\{task\}/g, input.task ? slug(input.task) : number);
    if (!isValidBranchName(branch))
        throw new BranchError(`git.branch "${template}" gives "${branch}", which is not a valid branch name; use letters, digits, / - _ and {kind} {number} {task}`);
    if (branch === input.defaultBranch)
        throw new BranchError(`git.branch "${template}" resolves to the default branch ${branch}; Patchbay works on its own branch — include {kind}, {number} or {task}`);
    return branch;
}
async function hasRemote(runner, remote) {
    const res = await runner.exec(["remote", "get-url", remote], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
async function revParse(runner, rev) {
    const res = await runner.exec(["rev-parse", "-q", "--verify", `${rev}^{commit}`], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
async function isAncestor(runner, a, b) {
    return (await runner.exec(["merge-base", "--is-ancestor", a, b], { allowAllExitCodes: true })).exitCode === 0;
}
/** The remote's tips for these refs (one ls-remote, retried on network failures). */
async function lsRemote(runner, remote, refs, opts = {}) {
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_0__/* .execRemote */ .wC)(runner, ["ls-remote", remote, ...refs], opts.auth, opts.retry);
    if (res.exitCode !== 0)
        throw new BranchError(`could not reach remote ${remote} (${(0,_network_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)((await hasRemote(runner, remote)) ?? "")}): ${res.stderr.trim()}`);
    const map = new Map();
    for (const line of res.stdout.split("\n")) {
        const [sha, ref] = line.split("\t");
        if (sha && ref)
            map.set(ref.trim(), sha.trim());
    }
    return map;
}
async function checkout(runner, args, branch) {
    const res = await runner.exec(["checkout", "-q", ...args], { allowAllExitCodes: true });
    if (res.exitCode !== 0)
        throw new BranchError(`could not switch to branch ${branch}: ${res.stderr.trim()} — commit or stash the uncommitted changes that conflict with it`);
}
/**
 * Puts HEAD on `branch`: fetched from the remote when it exists there (continuing
 * earlier work), else created from `base` (fetched if the checkout was shallow or
 * detached). Uncommitted changes stay in the working tree, recorded in dirtyAtStart.
 */
async function prepareBranch(runner, branch, base, opts = {}) {
    const log = opts.log ?? _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .silentLog */ .aB;
    const remote = opts.remote ?? "origin";
    const dirtyAtStart = await (0,_status_js__WEBPACK_IMPORTED_MODULE_2__/* .dirtyPaths */ .Xb)(runner);
    if (dirtyAtStart.length)
        log.warning(`${dirtyAtStart.length} path(s) had uncommitted changes before the run (${dirtyAtStart.slice(0, 5).join(", ")}${dirtyAtStart.length > 5 ? ", …" : ""}); they stay in the working tree and are never committed by Patchbay`);
    const shallow = (await runner.exec(["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
    const depth = shallow ? ["--depth=50"] : [];
    const localSha = await revParse(runner, `refs/heads/${branch}`);
    if (opts.startPoint !== undefined) {
        if (localSha) {
            await checkout(runner, [branch], branch);
            return { branch, head: localSha, remoteSha: null, created: false, dirtyAtStart };
        }
        const start = await revParse(runner, opts.startPoint);
        if (!start)
            throw new BranchError(`cannot create ${branch}: start point ${opts.startPoint} is not a commit`);
        await checkout(runner, ["--no-track", "-b", branch, start], branch);
        return { branch, head: start, remoteSha: null, created: true, dirtyAtStart };
    }
    const url = await hasRemote(runner, remote);
    let remoteSha = null;
    let baseSha = null;
    if (url) {
        const stateRef = `refs/patchbay/state/${branch}`;
        const tips = await lsRemote(runner, remote, [`refs/heads/${branch}`, `refs/heads/${base}`, stateRef], opts);
        remoteSha = tips.get(`refs/heads/${branch}`) ?? null;
        const refspecs = [];
        if (remoteSha)
            refspecs.push(`+refs/heads/${branch}:refs/remotes/${remote}/${branch}`);
        else if (tips.has(`refs/heads/${base}`))
            refspecs.push(`+refs/heads/${base}:refs/remotes/${remote}/${base}`);
        if (tips.has(stateRef))
            refspecs.push(`+${stateRef}:${stateRef}`);
        if (refspecs.length) {
            const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_0__/* .execRemote */ .wC)(runner, ["fetch", "--no-tags", ...depth, remote, ...refspecs], opts.auth, opts.retry);
            if (res.exitCode !== 0)
                throw new BranchError(`could not fetch ${refspecs.join(" ")} from ${remote}: ${res.stderr.trim()}`);
        }
        if (!remoteSha)
            baseSha = await revParse(runner, `refs/remotes/${remote}/${base}`);
    }
    if (remoteSha) {
        if (localSha && localSha !== remoteSha && !(await isAncestor(runner, localSha, remoteSha))) {
            // Local commits the remote lacks (a run killed before its push): keep them; the push reconciles.
            log.warning(`local branch ${branch} has commits not on ${remote}; continuing from the local branch`);
            await checkout(runner, [branch], branch);
        }
        else {
            await checkout(runner, ["--no-track", "-B", branch, remoteSha], branch);
        }
        return { branch, head: (await revParse(runner, "HEAD")) ?? remoteSha, remoteSha, created: false, dirtyAtStart };
    }
    if (localSha) {
        await checkout(runner, [branch], branch);
        return { branch, head: localSha, remoteSha: null, created: false, dirtyAtStart };
    }
    baseSha ??=
        (await revParse(runner, `refs/heads/${base}`)) ?? (await revParse(runner, `refs/remotes/${remote}/${base}`));
    if (!baseSha) {
        baseSha = await revParse(runner, "HEAD");
        if (!baseSha)
            throw new BranchError(`cannot create ${branch}: ${base} was not found and HEAD has no commit`);
        log.warning(`base branch ${base} was not found; ${branch} starts from the checked-out commit ${baseSha.slice(0, 12)}`);
    }
    await checkout(runner, ["--no-track", "-b", branch, baseSha], branch);
    return { branch, head: baseSha, remoteSha: null, created: true, dirtyAtStart };
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

/***/ 6696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xb: () => (/* binding */ dirtyPaths),
/* harmony export */   t$: () => (/* binding */ treeStatus),
/* harmony export */   vl: () => (/* binding */ changedPaths)
/* harmony export */ });
/** `git status --porcelain=v2 -z` for the whole tree or some pathspecs. */
async function treeStatus(runner, pathspecs = []) {
    const res = await runner.exec([
        "-c",
        "core.quotePath=false",
        "status",
        "--porcelain=v2",
        "--branch",
        "-z",
        "--untracked-files=all",
        "--ignore-submodules=all",
        "--no-renames",
        ...(pathspecs.length ? ["--", ...pathspecs] : []),
    ]);
    let head = null;
    let branch = null;
    const changes = [];
    for (const entry of res.stdout.split("\0")) {
        if (entry.startsWith("# branch.oid ")) {
            const oid = entry.slice(13).trim();
            head = /^[0-9a-f]{40,64}$/.test(oid) ? oid : null;
        }
        else if (entry.startsWith("# branch.head ")) {
            const name = entry.slice(14).trim();
            branch = name === "(detached)" ? null : name;
        }
        else if (entry.startsWith("? ")) {
            const path = entry.slice(2);
            // An untracked directory despite -uall is a nested repository: not ours to commit.
            if (!path.endsWith("/"))
                changes.push({ path, status: "??" });
        }
        else if (entry.startsWith("1 ")) {
            // 1 XY sub mH mI mW hH hI path
            const fields = entry.split(" ");
            const path = fields.slice(8).join(" ");
            const [xy, mH, hH] = [fields[1] ?? "", fields[3] ?? "", fields[6] ?? ""];
            const tracked = mH !== "000000" && !/^0+$/.test(hH);
            changes.push({ path, status: xy, ...(tracked ? { head: { mode: mH, sha: hH } } : {}) });
        }
        else if (entry.startsWith("u ")) {
            changes.push({ path: entry.split(" ").slice(10).join(" "), status: "UU" });
        }
    }
    return { head, branch, changes };
}
/** Just the changed paths. */
async function changedPaths(runner, pathspecs = []) {
    return (await treeStatus(runner, pathspecs)).changes;
}
/**
 * Paths with uncommitted changes before the run started. Patchbay never stages
 * them: a checkpoint holds only what the agent did, and the person's own work stays
 * in the working tree exactly as it was.
 */
async function dirtyPaths(runner) {
    return (await changedPaths(runner)).map((c) => c.path);
}


/***/ }),

/***/ 4781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ toActor),
/* harmony export */   EC: () => (/* binding */ prSource),
/* harmony export */   FO: () => (/* binding */ issueSource),
/* harmony export */   S_: () => (/* binding */ senderRefusal),
/* harmony export */   VH: () => (/* binding */ includesName),
/* harmony export */   c$: () => (/* binding */ toPullRequest),
/* harmony export */   ex: () => (/* binding */ parsePayload),
/* harmony export */   iv: () => (/* binding */ skip),
/* harmony export */   l3: () => (/* binding */ labelNames),
/* harmony export */   ol: () => (/* binding */ branchForPullRequest),
/* harmony export */   qd: () => (/* binding */ titleAndBody),
/* harmony export */   sQ: () => (/* binding */ listOrNone),
/* harmony export */   sV: () => (/* binding */ isOwnLogin),
/* harmony export */   y4: () => (/* binding */ toRepository),
/* harmony export */   yA: () => (/* binding */ parsePullRequest)
/* harmony export */ });
/* harmony import */ var _trigger_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3504);
/* harmony import */ var _trigger_payloads_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1299);
/* harmony import */ var _trigger_phrase_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8753);



function skip(reason) {
    return { kind: "skip", reason };
}
/** Validate `payload` or throw a TriggerError naming the event and each missing field. */
function parsePayload(schema, eventName, payload) {
    const result = schema.safeParse(payload);
    if (!result.success)
        throw (0,_trigger_error_js__WEBPACK_IMPORTED_MODULE_0__/* .malformedPayload */ .g)(eventName, result.error);
    return result.data;
}
/**
 * A pull request from the REST API (`GET /repos/{owner}/{repo}/pulls/{n}`), which has the
 * webhook's shape: for `pr-lookup` branch hints, after fetching the PR.
 */
function parsePullRequest(data) {
    return toPullRequest(parsePayload(_trigger_payloads_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestSchema */ .MH, "pull_request", data));
}
function toActor(user) {
    const type = user.type === "Bot" || /\[bot\]$/i.test(user.login) ? "Bot" : "User";
    return { login: user.login, id: user.id, type };
}
function toRepository(repo) {
    return {
        owner: repo.owner.login,
        name: repo.name,
        fullName: repo.full_name,
        defaultBranch: repo.default_branch,
        ...(repo.html_url ? { url: repo.html_url } : {}),
    };
}
function toPullRequest(pr) {
    const headRepo = pr.head.repo?.full_name ?? null;
    return {
        number: pr.number,
        headRef: pr.head.ref,
        headSha: pr.head.sha,
        headRepo,
        baseRef: pr.base.ref,
        baseSha: pr.base.sha,
        baseRepo: pr.base.repo.full_name,
        // A deleted head repository counts as a fork: there is nowhere we may push.
        isFork: headRepo === null || headRepo.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
        draft: pr.draft ?? false,
    };
}
/** Same-repository PRs are worked on in place; fork PRs only ever get a patch (DESIGN §5). */
function branchForPullRequest(pr) {
    return pr.isFork ? { kind: "fork", sha: pr.headSha, headRepo: pr.headRepo } : { kind: "existing", name: pr.headRef };
}
function issueSource(issue) {
    const isPr = issue.pull_request != null;
    return {
        kind: isPr ? "pr" : "issue",
        number: issue.number,
        title: issue.title,
        body: issue.body ?? "",
        url: (isPr ? issue.pull_request?.html_url : undefined) ?? issue.html_url,
    };
}
function prSource(pr) {
    return { kind: "pr", number: pr.number, title: pr.title, body: pr.body ?? "", url: pr.html_url };
}
/** The request for label/assign flows and bare summons: the issue or PR itself. */
function titleAndBody(title, body, phrase) {
    const rest = body ? (0,_trigger_phrase_js__WEBPACK_IMPORTED_MODULE_2__/* .stripPhrase */ .a2)(body, phrase) : "";
    return rest ? `${title}\n\n${rest}` : title;
}
function labelNames(labels) {
    return (labels ?? []).map((l) => l.name);
}
function includesName(list, name) {
    return list.some((item) => item.toLowerCase() === name.toLowerCase());
}
const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
function isOwnLogin(ctx, login) {
    return ctx.botLogin !== undefined && bare(ctx.botLogin) === bare(login);
}
/**
 * Why this sender may not trigger a run, or undefined when it may: Patchbay's own events
 * never do (no loops), other bots only when listed in `trigger.allowed_bots` (`*` for all).
 * The collaborator-permission check comes later, in the permission gate.
 */
function senderRefusal(ctx, actor) {
    if (isOwnLogin(ctx, actor.login))
        return `the event was caused by Patchbay itself (${actor.login})`;
    if (actor.type !== "Bot")
        return undefined;
    const allowed = ctx.config.trigger.allowed_bots;
    if (allowed.includes("*") || allowed.some((b) => bare(b) === bare(actor.login)))
        return undefined;
    return `\`${actor.login}\` is a bot; list it in trigger.allowed_bots to let it trigger Patchbay`;
}
function listOrNone(items) {
    return items.length ? items.map((i) => `\`${i}\``).join(", ") : "none";
}


/***/ }),

/***/ 3504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ TriggerError),
/* harmony export */   g: () => (/* binding */ malformedPayload)
/* harmony export */ });
class TriggerError extends Error {
    code;
    eventName;
    file;
    constructor(message, code, eventName, file) {
        super(message);
        this.code = code;
        this.eventName = eventName;
        this.file = file;
        this.name = "TriggerError";
    }
}
/** Dotted path of a zod issue, with array indexes in brackets: `pull_request.head.repo`, `issue.labels[0].name`. */
function issuePath(path, prefix) {
    let out = prefix;
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out ? `.${String(key)}` : String(key);
    }
    return out || "(the payload itself)";
}
/**
 * A TriggerError naming the event and every field that is missing or of the wrong type,
 * so a truncated or hand-written event file can be fixed in one go.
 */
function malformedPayload(eventName, error, prefix = "") {
    const problems = error.issues.slice(0, 6).map((issue) => {
        const where = `\`${issuePath(issue.path, prefix)}\``;
        // zod reports an absent field as "expected X, received undefined".
        return /received undefined/.test(issue.message) ? `${where} is missing` : `${where}: ${issue.message}`;
    });
    const more = error.issues.length > 6 ? ` (and ${error.issues.length - 6} more)` : "";
    return new TriggerError(`The \`${eventName}\` event payload is not one Patchbay can read: ${problems.join("; ")}${more}. ` +
        `Check that the event file is a complete \`${eventName}\` webhook payload (GITHUB_EVENT_PATH, or --event for the CLI).`, "TRIGGER_MALFORMED_PAYLOAD", eventName);
}


/***/ }),

/***/ 7129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readEvent)
/* harmony export */ });
/* unused harmony export looksTruncated */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _trigger_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3504);
/**
 * Reading GITHUB_EVENT_PATH (or the CLI's `--event FILE`). Every failure names the event
 * and the file, and says which of the usual mistakes it is: no file, an empty file, text
 * that is not JSON, or JSON cut off part-way (a truncated download or copy-paste).
 */


/**
 * True when `text` ends inside a string or with brackets still open: JSON that was cut
 * short, as opposed to JSON with a typo in the middle. Our own scan, because V8's wording
 * for the two cases differs between Node versions.
 */
function looksTruncated(text) {
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (const ch of text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (ch === "\\")
                escaped = true;
            else if (ch === '"')
                inString = false;
        }
        else if (ch === '"')
            inString = true;
        else if (ch === "{" || ch === "[")
            depth++;
        else if (ch === "}" || ch === "]")
            depth--;
    }
    return inString || depth > 0;
}
function fail(message, eventName, path) {
    return new _trigger_error_js__WEBPACK_IMPORTED_MODULE_1__/* .TriggerError */ .d(message, "TRIGGER_EVENT_FILE", eventName, path);
}
/** The parsed event payload at `path`; a TriggerError (code TRIGGER_EVENT_FILE) if it cannot be read. */
async function readEvent(path, eventName) {
    const what = `the \`${eventName}\` event file ${path}`;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
        if (code === "ENOENT")
            throw fail(`Cannot read ${what}: it does not exist. In a workflow GITHUB_EVENT_PATH points at it; for a local run pass --event with an existing file (see examples/events/).`, eventName, path);
        if (code === "EISDIR")
            throw fail(`Cannot read ${what}: it is a directory, not a JSON file.`, eventName, path);
        throw fail(`Cannot read ${what}: ${error instanceof Error ? error.message : String(error)}.`, eventName, path);
    }
    if (text.trim() === "")
        throw fail(`${capital(what)} is empty; it should hold the event's JSON payload.`, eventName, path);
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        if (looksTruncated(text))
            throw fail(`${capital(what)} is cut short (${text.length} characters, the JSON ends before its last object closes): ${detail}. Re-download or re-copy the whole payload.`, eventName, path);
        throw fail(`${capital(what)} is not valid JSON: ${detail}.`, eventName, path);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw fail(`${capital(what)} holds ${Array.isArray(parsed) ? "an array" : String(parsed === null ? "null" : typeof parsed)}; an event payload is a JSON object.`, eventName, path);
    return { ...parsed };
}
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);


/***/ }),

/***/ 1299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ workflowDispatchPayloadSchema),
/* harmony export */   MH: () => (/* binding */ pullRequestSchema),
/* harmony export */   Me: () => (/* binding */ issuesPayloadSchema),
/* harmony export */   Mz: () => (/* binding */ pullRequestPayloadSchema),
/* harmony export */   O9: () => (/* binding */ reviewPayloadSchema),
/* harmony export */   PG: () => (/* binding */ reviewCommentPayloadSchema),
/* harmony export */   cO: () => (/* binding */ issueCommentPayloadSchema),
/* harmony export */   j8: () => (/* binding */ issueSchema),
/* harmony export */   ty: () => (/* binding */ basePayloadSchema),
/* harmony export */   u4: () => (/* binding */ repositoryDispatchPayloadSchema),
/* harmony export */   zb: () => (/* binding */ schedulePayloadSchema)
/* harmony export */ });
/* unused harmony exports userSchema, repositorySchema, issueCommentSchema, reviewCommentSchema, reviewSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8343);
/**
 * Zod schemas for the parts of webhook payloads Patchbay reads — and only those. Objects
 * are loose so fields GitHub adds (or GHES omits elsewhere) never break parsing; a field we
 * rely on that is missing is a TriggerError naming it.
 */

const userSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const repositorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    full_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    owner: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    default_branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const labelSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const issueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    updated_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    labels: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(labelSchema).nullish(),
    /** Present (an object of URLs) when the "issue" is a pull request. */
    pull_request: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish() }).nullish(),
});
const branchEndSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** null when the head fork was deleted. */
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ full_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable(),
});
const pullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    updated_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    draft: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(labelSchema).nullish(),
    head: branchEndSchema,
    base: branchEndSchema.extend({ repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ full_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }) }),
});
const issueCommentSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    updated_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    user: userSchema,
    author_association: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const reviewCommentSchema = issueCommentSchema.extend({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    diff_hunk: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    commit_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullish(),
    start_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullish(),
    side: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    in_reply_to_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
});
const reviewSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    submitted_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    commit_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    user: userSchema.nullable(),
    author_association: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** `changes` on an `edited` action: what the body was before the edit. */
const changesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ body: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ from: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish() }).optional() }).optional();
/** Every payload Patchbay acts on has these two; `sender` is absent only on `schedule`. */
const basePayloadSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    repository: repositorySchema,
    sender: userSchema.optional(),
});
const issueCommentPayloadSchema = basePayloadSchema.extend({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    issue: issueSchema,
    comment: issueCommentSchema,
    sender: userSchema,
});
const reviewCommentPayloadSchema = basePayloadSchema.extend({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pull_request: pullRequestSchema,
    comment: reviewCommentSchema,
    sender: userSchema,
});
const reviewPayloadSchema = basePayloadSchema.extend({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pull_request: pullRequestSchema,
    review: reviewSchema,
    sender: userSchema,
});
const issuesPayloadSchema = basePayloadSchema.extend({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    issue: issueSchema,
    sender: userSchema,
    label: labelSchema.optional(),
    assignee: userSchema.nullish(),
    changes: changesSchema,
});
const pullRequestPayloadSchema = basePayloadSchema.extend({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pull_request: pullRequestSchema,
    sender: userSchema,
    label: labelSchema.optional(),
    assignee: userSchema.nullish(),
    changes: changesSchema,
});
const schedulePayloadSchema = basePayloadSchema.extend({ schedule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
/** Dispatch inputs are strings on github.com, but a hand-written event file may hold anything. */
const looseRecord = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).nullish();
const workflowDispatchPayloadSchema = basePayloadSchema.extend({
    inputs: looseRecord,
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const repositoryDispatchPayloadSchema = basePayloadSchema.extend({
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    client_payload: looseRecord,
});


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

/***/ 9341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ SUPPORTED_EVENTS),
  u: () => (/* binding */ parseTrigger)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(8343);
// EXTERNAL MODULE: ./src/github/trigger-common.ts
var trigger_common = __webpack_require__(4781);
// EXTERNAL MODULE: ./src/github/trigger-payloads.ts
var trigger_payloads = __webpack_require__(1299);
// EXTERNAL MODULE: ./src/github/trigger-phrase.ts
var trigger_phrase = __webpack_require__(8753);
;// CONCATENATED MODULE: ./src/github/trigger-comments.ts
/**
 * Comment-shaped triggers: `issue_comment`, `pull_request_review_comment` and
 * `pull_request_review`. A comment triggers when it is new, is not Patchbay's own, comes
 * from a permitted sender and mentions the phrase outside code and quotes.
 *
 * A bare phrase (`@patchbay` and nothing else) on an issue means "work on this issue": the
 * request becomes the issue's title and body. On a PR there is no such obvious task, so a
 * bare phrase is skipped with a hint to say what to do.
 */



/** Skip reasons for comment actions other than `created` / `submitted`. */
function commentActionSkip(ctx, noun, action, wanted) {
    if (action === wanted)
        return undefined;
    if (action === "edited")
        return (0,trigger_common/* skip */.iv)(`the ${noun} was edited; edits do not re-trigger Patchbay — write a new comment instead`);
    if (action === "deleted")
        return (0,trigger_common/* skip */.iv)(`the ${noun} was deleted`);
    return (0,trigger_common/* skip */.iv)(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
}
/**
 * The checks every comment-like trigger shares; returns the request text or a skip.
 * Order matters: Patchbay's own comments are recognised before anything else so that the
 * progress comment (which may quote the request) can never start a run.
 */
function commentRequest(ctx, c) {
    if ((0,trigger_phrase/* hasPatchbayMarker */.To)(c.body))
        return { skip: (0,trigger_common/* skip */.iv)(`the ${c.noun} is Patchbay's own (it carries the ${trigger_phrase/* PATCHBAY_MARKER */.Qe} marker)`) };
    const refusal = (0,trigger_common/* senderRefusal */.S_)(ctx, (0,trigger_common/* toActor */.D3)(c.sender));
    if (refusal)
        return { skip: (0,trigger_common/* skip */.iv)(refusal) };
    if ((0,trigger_phrase/* findPhrase */.n)(c.body, ctx.phrase).length === 0)
        return { skip: (0,trigger_common/* skip */.iv)(`no ${(0,trigger_phrase/* phraseHint */.J4)(ctx.phrase)} in the ${c.noun}`) };
    const request = (0,trigger_phrase/* stripPhrase */.a2)(c.body, ctx.phrase);
    if (request)
        return { request };
    if (c.source.kind === "issue")
        return { request: (0,trigger_common/* titleAndBody */.qd)(c.source.title ?? "", c.source.body, ctx.phrase) };
    return {
        skip: (0,trigger_common/* skip */.iv)(`the ${c.noun} only says ${ctx.phrase}; add what to do, e.g. \`${ctx.phrase} fix the failing test\``),
    };
}
function fromIssueComment(ctx, payload, action) {
    const notCreated = commentActionSkip(ctx, "comment", action, "created");
    if (notCreated)
        return notCreated;
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* issueCommentPayloadSchema */.cO, ctx.eventName, payload);
    const source = (0,trigger_common/* issueSource */.FO)(p.issue);
    const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "comment", source });
    if ("skip" in result)
        return result.skip;
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: (0,trigger_common/* toActor */.D3)(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: (0,trigger_common/* toRepository */.y4)(p.repository),
        comment: {
            kind: "issue_comment",
            id: p.comment.id,
            url: p.comment.html_url,
            createdAt: p.comment.created_at,
            updatedAt: p.comment.updated_at,
            body: p.comment.body,
            ...(p.comment.author_association ? { authorAssociation: p.comment.author_association } : {}),
        },
        // The issue_comment payload has no PR heads; the run fetches the PR to pick the branch.
        branch: source.kind === "pr"
            ? { kind: "pr-lookup", number: p.issue.number }
            : { kind: "new", from: p.repository.default_branch },
        time: p.comment.created_at,
    };
    return { kind: "trigger", trigger };
}
function fromReviewComment(ctx, payload, action) {
    const notCreated = commentActionSkip(ctx, "review comment", action, "created");
    if (notCreated)
        return notCreated;
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* reviewCommentPayloadSchema */.PG, ctx.eventName, payload);
    const source = (0,trigger_common/* prSource */.EC)(p.pull_request);
    const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "review comment", source });
    if ("skip" in result)
        return result.skip;
    const pullRequest = (0,trigger_common/* toPullRequest */.c$)(p.pull_request);
    const c = p.comment;
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: (0,trigger_common/* toActor */.D3)(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: (0,trigger_common/* toRepository */.y4)(p.repository),
        pullRequest,
        comment: {
            kind: "review_comment",
            id: c.id,
            url: c.html_url,
            createdAt: c.created_at,
            updatedAt: c.updated_at,
            body: c.body,
            path: c.path,
            diffHunk: c.diff_hunk,
            ...(c.author_association ? { authorAssociation: c.author_association } : {}),
            ...(c.line != null ? { line: c.line } : {}),
            ...(c.start_line != null ? { startLine: c.start_line } : {}),
            ...(c.side ? { side: c.side } : {}),
            ...(c.commit_id ? { commitId: c.commit_id } : {}),
            ...(c.in_reply_to_id !== undefined ? { inReplyToId: c.in_reply_to_id } : {}),
        },
        branch: (0,trigger_common/* branchForPullRequest */.ol)(pullRequest),
        time: c.created_at,
    };
    return { kind: "trigger", trigger };
}
function fromReview(ctx, payload, action) {
    const notSubmitted = commentActionSkip(ctx, "review", action, "submitted");
    if (notSubmitted)
        return notSubmitted;
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* reviewPayloadSchema */.O9, ctx.eventName, payload);
    const source = (0,trigger_common/* prSource */.EC)(p.pull_request);
    const body = p.review.body ?? "";
    const result = commentRequest(ctx, { sender: p.sender, body, noun: "review", source });
    if ("skip" in result)
        return result.skip;
    const pullRequest = (0,trigger_common/* toPullRequest */.c$)(p.pull_request);
    const time = p.review.submitted_at ?? ctx.now.toISOString();
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: (0,trigger_common/* toActor */.D3)(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: (0,trigger_common/* toRepository */.y4)(p.repository),
        pullRequest,
        comment: {
            kind: "review",
            id: p.review.id,
            url: p.review.html_url,
            createdAt: time,
            updatedAt: time,
            body,
            ...(p.review.author_association ? { authorAssociation: p.review.author_association } : {}),
            ...(p.review.commit_id ? { commitId: p.review.commit_id } : {}),
        },
        branch: (0,trigger_common/* branchForPullRequest */.ol)(pullRequest),
        time,
    };
    return { kind: "trigger", trigger };
}

// EXTERNAL MODULE: ./src/github/trigger-error.ts
var trigger_error = __webpack_require__(3504);
;// CONCATENATED MODULE: ./src/github/trigger-items.ts
/**
 * Issue- and PR-shaped triggers: `issues` and `pull_request` (also `pull_request_target`,
 * which carries the same payload). They trigger when
 * - `opened` / `reopened` / `ready_for_review` (PRs): the body mentions the phrase, or the
 *   item already carries a trigger label;
 * - `edited`: the edit *added* the phrase to the body (an edit of an old request must not
 *   re-run it; `changes.body.from` tells what the body was);
 * - `labeled`: the added label is in `trigger.labels`;
 * - `assigned`: the assignee is in `trigger.assignees`.
 * The request is the body without the phrase, or the title and body when that is empty.
 *
 * GitHub sends `opened` *and* `labeled` for an issue created with a label; a workflow that
 * listens to both should use a `concurrency` group per issue (the later run continues on
 * the same branch).
 */



const ISSUE_ACTIONS = ["opened", "edited", "labeled", "assigned"];
const PR_ACTIONS = ["opened", "reopened", "ready_for_review", "edited", "labeled", "assigned"];
/** How the item triggers, or why it does not. */
function decide(ctx, item) {
    const { labels, assignees } = ctx.config.trigger;
    const mentioned = (0,trigger_phrase/* mentionsPhrase */.Bp)(item.body, ctx.phrase);
    switch (item.action) {
        case "opened":
        case "reopened":
        case "ready_for_review": {
            if (mentioned)
                return { via: "phrase" };
            const label = item.labels.find((l) => (0,trigger_common/* includesName */.VH)(labels, l));
            if (label)
                return { via: "label" };
            return {
                skip: `no ${(0,trigger_phrase/* phraseHint */.J4)(ctx.phrase)} in the ${item.noun} body and no trigger label on it (its labels: ${(0,trigger_common/* listOrNone */.sQ)(item.labels)}; trigger.labels: ${(0,trigger_common/* listOrNone */.sQ)(labels)})`,
            };
        }
        case "edited":
            if (!mentioned)
                return { skip: `the edited ${item.noun} body has no ${(0,trigger_phrase/* phraseHint */.J4)(ctx.phrase)}` };
            if (item.bodyBefore === undefined)
                return { skip: `the ${item.noun} was edited but its body did not change` };
            if ((0,trigger_phrase/* mentionsPhrase */.Bp)(item.bodyBefore, ctx.phrase))
                return {
                    skip: `the ${item.noun} was edited but ${ctx.phrase} was already there; edits do not re-trigger Patchbay`,
                };
            return { via: "phrase" };
        case "labeled":
            if (item.label !== undefined && (0,trigger_common/* includesName */.VH)(labels, item.label))
                return { via: "label" };
            return { skip: `label \`${item.label ?? "?"}\` is not a trigger label (trigger.labels: ${(0,trigger_common/* listOrNone */.sQ)(labels)})` };
        case "assigned":
            if (item.assignee !== undefined && (0,trigger_common/* includesName */.VH)(assignees, item.assignee))
                return { via: "assignee" };
            return {
                skip: `the ${item.noun} was assigned to \`${item.assignee ?? "?"}\`, not to one of trigger.assignees (${(0,trigger_common/* listOrNone */.sQ)(assignees)})`,
            };
        default:
            return { skip: `action \`${item.action}\` of \`${ctx.eventName}\` is not one Patchbay acts on` };
    }
}
function build(ctx, b) {
    // A body with the marker was written by Patchbay (its own PR): opening or editing it is
    // never a request. Someone labelling or assigning it afterwards is, and goes on below.
    if (!["labeled", "assigned"].includes(b.item.action) && (0,trigger_phrase/* hasPatchbayMarker */.To)(b.item.body))
        return (0,trigger_common/* skip */.iv)(`the ${b.item.noun} is Patchbay's own (its body carries the ${trigger_phrase/* PATCHBAY_MARKER */.Qe} marker)`);
    const actor = (0,trigger_common/* toActor */.D3)(b.sender);
    const refusal = (0,trigger_common/* senderRefusal */.S_)(ctx, actor);
    if (refusal)
        return (0,trigger_common/* skip */.iv)(refusal);
    const decision = decide(ctx, b.item);
    if ("skip" in decision)
        return (0,trigger_common/* skip */.iv)(decision.skip);
    const stripped = decision.via === "phrase" ? (0,trigger_phrase/* stripPhrase */.a2)(b.item.body, ctx.phrase) : "";
    const trigger = {
        eventName: ctx.eventName,
        action: b.item.action,
        actor,
        request: stripped || (0,trigger_common/* titleAndBody */.qd)(b.item.title, b.item.body, ctx.phrase),
        via: decision.via,
        automation: false,
        source: b.source,
        repository: b.repository,
        ...(b.pullRequest ? { pullRequest: b.pullRequest } : {}),
        branch: b.branch,
        time: b.item.action === "opened" ? b.item.createdAt : b.item.updatedAt,
    };
    return { kind: "trigger", trigger };
}
function fromIssues(ctx, payload, action) {
    if (!ISSUE_ACTIONS.includes(action))
        return (0,trigger_common/* skip */.iv)(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* issuesPayloadSchema */.Me, ctx.eventName, payload);
    const source = (0,trigger_common/* issueSource */.FO)(p.issue);
    return build(ctx, {
        sender: p.sender,
        item: {
            noun: "issue",
            action,
            title: p.issue.title,
            body: p.issue.body ?? "",
            labels: (0,trigger_common/* labelNames */.l3)(p.issue.labels),
            ...(p.label ? { label: p.label.name } : {}),
            ...(p.assignee ? { assignee: p.assignee.login } : {}),
            ...(p.changes?.body ? { bodyBefore: p.changes.body.from } : {}),
            createdAt: p.issue.created_at,
            updatedAt: p.issue.updated_at,
        },
        source,
        branch: source.kind === "pr"
            ? { kind: "pr-lookup", number: p.issue.number }
            : { kind: "new", from: p.repository.default_branch },
        repository: (0,trigger_common/* toRepository */.y4)(p.repository),
    });
}
function fromPullRequest(ctx, payload, action) {
    if (!PR_ACTIONS.includes(action))
        return (0,trigger_common/* skip */.iv)(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* pullRequestPayloadSchema */.Mz, ctx.eventName, payload);
    const pullRequest = (0,trigger_common/* toPullRequest */.c$)(p.pull_request);
    return build(ctx, {
        sender: p.sender,
        item: {
            noun: "pull request",
            action,
            title: p.pull_request.title,
            body: p.pull_request.body ?? "",
            labels: (0,trigger_common/* labelNames */.l3)(p.pull_request.labels),
            ...(p.label ? { label: p.label.name } : {}),
            ...(p.assignee ? { assignee: p.assignee.login } : {}),
            ...(p.changes?.body ? { bodyBefore: p.changes.body.from } : {}),
            createdAt: p.pull_request.created_at,
            updatedAt: p.pull_request.updated_at,
        },
        source: (0,trigger_common/* prSource */.EC)(p.pull_request),
        pullRequest,
        branch: (0,trigger_common/* branchForPullRequest */.ol)(pullRequest),
        repository: (0,trigger_common/* toRepository */.y4)(p.repository),
    });
}

;// CONCATENATED MODULE: ./src/github/trigger-tasks.ts
/**
 * Triggers whose request comes from the workflow rather than from a person's text:
 * `schedule` (cron matched to `tasks.*.schedule`), `workflow_dispatch` (inputs `task` /
 * `prompt`), `repository_dispatch` (client_payload `task` / `prompt`), and automation mode —
 * a `prompt` or `task` action input on any other event.
 *
 * A missing request is a skip (the workflow may run Patchbay conditionally); a task name
 * that is not in the config, or both a prompt and a task, is a TriggerError — someone asked
 * for something that cannot be done, and the run must say so.
 */





const trigger_tasks_text = (value) => typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
/** `prompt`/`task` from one place (action inputs, dispatch inputs, client_payload); blanks count as absent. */
function pickInputs(from) {
    const prompt = trigger_tasks_text(from?.prompt);
    const task = trigger_tasks_text(from?.task);
    return { ...(prompt ? { prompt } : {}), ...(task ? { task } : {}) };
}
const given = (inputs) => inputs.prompt !== undefined || inputs.task !== undefined;
function configuredTasks(ctx) {
    return (0,trigger_common/* listOrNone */.sQ)(Object.keys(ctx.config.tasks));
}
function resolve(ctx, inputs, where) {
    if (inputs.prompt !== undefined && inputs.task !== undefined)
        throw new trigger_error/* TriggerError */.d(`Both a prompt and a task (\`${inputs.task}\`) were given in ${where}; give one of them.`, "TRIGGER_CONFLICTING_INPUTS", ctx.eventName);
    if (inputs.prompt !== undefined)
        return { via: "prompt", request: inputs.prompt };
    if (inputs.task === undefined)
        return undefined;
    const task = ctx.config.tasks[inputs.task];
    if (!task)
        throw new trigger_error/* TriggerError */.d(`Task \`${inputs.task}\` (from ${where}) is not in the config. Configured tasks: ${configuredTasks(ctx)}. ` +
            `Add it under \`tasks:\` in .github/patchbay.yml or use one of those names.`, "TRIGGER_UNKNOWN_TASK", ctx.eventName);
    return { via: "task", task: inputs.task, request: task.prompt };
}
/** A trigger with no issue or PR around it: a named task or an ad-hoc prompt. */
function taskTrigger(ctx, t) {
    const source = t.requested.via === "task" ? { kind: "task", task: t.requested.task } : { kind: "task" };
    const trigger = {
        eventName: ctx.eventName,
        ...(t.action ? { action: t.action } : {}),
        ...(t.payload.sender ? { actor: (0,trigger_common/* toActor */.D3)(t.payload.sender) } : {}),
        request: t.requested.request,
        via: t.requested.via,
        automation: true,
        source,
        repository: (0,trigger_common/* toRepository */.y4)(t.payload.repository),
        branch: { kind: "new", from: t.from ?? t.payload.repository.default_branch },
        time: ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}
const normalizeCron = (cron) => cron.trim().split(/\s+/).join(" ");
function fromSchedule(ctx, payload, inputs) {
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* schedulePayloadSchema */.zb, ctx.eventName, payload);
    const explicit = resolve(ctx, inputs, "the action inputs");
    if (explicit)
        return taskTrigger(ctx, { requested: explicit, payload: p });
    const cron = normalizeCron(p.schedule);
    const entries = Object.entries(ctx.config.tasks);
    const matching = entries.filter(([, task]) => task.schedule !== undefined && normalizeCron(task.schedule) === cron);
    const [first, second] = matching;
    if (!first) {
        const schedules = entries.filter(([, t]) => t.schedule).map(([name, t]) => `${name}: \`${t.schedule}\``);
        return (0,trigger_common/* skip */.iv)(`no task in the config has schedule \`${p.schedule}\` (scheduled tasks: ${schedules.length ? schedules.join(", ") : "none"})`);
    }
    if (second)
        throw new trigger_error/* TriggerError */.d(`Schedule \`${p.schedule}\` matches several tasks (${(0,trigger_common/* listOrNone */.sQ)(matching.map(([name]) => name))}); ` +
            `give each task its own cron string, or pass \`task\` as an action input.`, "TRIGGER_AMBIGUOUS_SCHEDULE", ctx.eventName);
    const [name, task] = first;
    return taskTrigger(ctx, { requested: { via: "task", task: name, request: task.prompt }, payload: p });
}
function fromWorkflowDispatch(ctx, payload, inputs) {
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* workflowDispatchPayloadSchema */.LQ, ctx.eventName, payload);
    // Action inputs (`with:`) win as a whole over the dispatch form's inputs.
    const [chosen, where] = given(inputs)
        ? [inputs, "the action inputs"]
        : [pickInputs(p.inputs), "the workflow_dispatch inputs"];
    const requested = resolve(ctx, chosen, where);
    if (!requested)
        return (0,trigger_common/* skip */.iv)(`workflow_dispatch was run without a \`task\` or \`prompt\` input (configured tasks: ${configuredTasks(ctx)})`);
    const from = p.ref?.replace(/^refs\/(heads|tags)\//, "");
    return taskTrigger(ctx, { requested, payload: p, ...(from ? { from } : {}) });
}
function fromRepositoryDispatch(ctx, payload, inputs) {
    const p = (0,trigger_common/* parsePayload */.ex)(trigger_payloads/* repositoryDispatchPayloadSchema */.u4, ctx.eventName, payload);
    const [chosen, where] = given(inputs)
        ? [inputs, "the action inputs"]
        : [pickInputs(p.client_payload), "client_payload"];
    const requested = resolve(ctx, chosen, where);
    if (!requested)
        return (0,trigger_common/* skip */.iv)(`repository_dispatch \`${p.action}\` has no client_payload.prompt or client_payload.task (configured tasks: ${configuredTasks(ctx)})`);
    return taskTrigger(ctx, { requested, payload: p, action: p.action, ...(p.branch ? { from: p.branch } : {}) });
}
/** Automation mode needs only the repository; an issue or PR, when present, is where the work goes. */
const automationPayloadSchema = trigger_payloads/* basePayloadSchema */.ty.extend({
    issue: trigger_payloads/* issueSchema */.j8.optional(),
    pull_request: trigger_payloads/* pullRequestSchema */.MH.optional(),
    comment: schemas/* looseObject */._H3({ body: schemas/* string */.YjP().nullish() }).nullish(),
});
/** The issue or PR an automation event is about, if any. */
function workPlace(p) {
    if (p.pull_request) {
        const pullRequest = (0,trigger_common/* toPullRequest */.c$)(p.pull_request);
        return { source: (0,trigger_common/* prSource */.EC)(p.pull_request), branch: (0,trigger_common/* branchForPullRequest */.ol)(pullRequest), pullRequest };
    }
    if (!p.issue)
        return undefined;
    const source = (0,trigger_common/* issueSource */.FO)(p.issue);
    const branch = source.kind === "pr"
        ? { kind: "pr-lookup", number: p.issue.number }
        : { kind: "new", from: p.repository.default_branch };
    return { source, branch };
}
/**
 * Any event with a `prompt` or `task` action input. Nothing about the event is checked except
 * that Patchbay did not cause it itself — a run reacting to its own comment or PR would loop.
 * Returns undefined when no such input was given.
 */
function fromAutomation(ctx, payload, inputs) {
    const requested = resolve(ctx, inputs, "the action inputs");
    if (!requested)
        return undefined;
    const p = (0,trigger_common/* parsePayload */.ex)(automationPayloadSchema, ctx.eventName, payload);
    if (p.sender && (0,trigger_common/* isOwnLogin */.sV)(ctx, p.sender.login))
        return (0,trigger_common/* skip */.iv)(`the event was caused by Patchbay itself (${p.sender.login}); skipping to avoid a loop`);
    if (p.comment?.body && (0,trigger_phrase/* hasPatchbayMarker */.To)(p.comment.body))
        return (0,trigger_common/* skip */.iv)(`the comment is Patchbay's own (it carries the ${trigger_phrase/* PATCHBAY_MARKER */.Qe} marker); skipping to avoid a loop`);
    const place = workPlace(p);
    if (!place)
        return taskTrigger(ctx, { requested, payload: p, ...(p.action ? { action: p.action } : {}) });
    const { pullRequest, branch } = place;
    const source = requested.via === "task" ? { ...place.source, task: requested.task } : place.source;
    const trigger = {
        eventName: ctx.eventName,
        ...(p.action ? { action: p.action } : {}),
        ...(p.sender ? { actor: (0,trigger_common/* toActor */.D3)(p.sender) } : {}),
        request: requested.request,
        via: requested.via,
        automation: true,
        source,
        repository: (0,trigger_common/* toRepository */.y4)(p.repository),
        ...(pullRequest ? { pullRequest } : {}),
        branch,
        time: ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}

;// CONCATENATED MODULE: ./src/github/trigger.ts
/**
 * GitHub event → Trigger (DESIGN §1 "trigger", §6). A pure function of the event name, the
 * payload, the config and the action inputs: it decides whether Patchbay should act, and on
 * what, without calling GitHub. Anything not worth acting on is a `skip` with a reason for
 * the log; a payload it cannot read is a TriggerError.
 *
 * Precedence: `schedule` / `workflow_dispatch` / `repository_dispatch` always take their
 * request from the workflow; on any other event a `prompt` or `task` action input turns on
 * automation mode (no phrase needed); otherwise the event's own rules apply.
 *
 * The request text:
 * - a comment or review: its text with the phrase cut out (trigger-phrase.ts); a bare
 *   phrase on an issue means the issue's title and body, on a PR it is skipped with a hint;
 * - an issue or PR body with the phrase: the body without it, or the title and body if
 *   nothing else is left; a label or assignee trigger: the title and body;
 * - a task: its `prompt` from the config; a prompt input or client_payload.prompt: as given.
 */






/** Events with an `action`, by name. `pull_request_target` carries the `pull_request` payload. */
const HANDLERS = {
    issue_comment: fromIssueComment,
    pull_request_review_comment: fromReviewComment,
    pull_request_review: fromReview,
    issues: fromIssues,
    pull_request: fromPullRequest,
    pull_request_target: fromPullRequest,
};
/** Every event name parseTrigger understands (a local run tells an event file's name by these). */
const SUPPORTED_EVENTS = [
    ...Object.keys(HANDLERS),
    "schedule",
    "workflow_dispatch",
    "repository_dispatch",
];
const actionSchema = schemas/* looseObject */._H3({ action: schemas/* string */.YjP() });
function parseTrigger(input) {
    const { eventName, payload, config } = input;
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
        throw new trigger_error/* TriggerError */.d(`The \`${eventName}\` event payload is not a JSON object (got ${payload === null ? "null" : Array.isArray(payload) ? "an array" : typeof payload}).`, "TRIGGER_MALFORMED_PAYLOAD", eventName);
    const ctx = {
        eventName,
        config,
        phrase: config.trigger.phrase,
        ...(input.botLogin ? { botLogin: input.botLogin } : {}),
        now: input.now ?? new Date(),
    };
    const inputs = pickInputs(input.inputs ? { ...input.inputs } : undefined);
    switch (eventName) {
        case "schedule":
            return fromSchedule(ctx, payload, inputs);
        case "workflow_dispatch":
            return fromWorkflowDispatch(ctx, payload, inputs);
        case "repository_dispatch":
            return fromRepositoryDispatch(ctx, payload, inputs);
    }
    const automated = fromAutomation(ctx, payload, inputs);
    if (automated)
        return automated;
    const handler = HANDLERS[eventName];
    if (!handler)
        return (0,trigger_common/* skip */.iv)(`event \`${eventName}\` is not one Patchbay acts on`);
    const { action } = (0,trigger_common/* parsePayload */.ex)(actionSchema, eventName, payload);
    return handler(ctx, payload, action);
}


/***/ }),

/***/ 427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aI: () => (/* binding */ runPipeline),
  dE: () => (/* binding */ skippedOutcome),
  Pi: () => (/* binding */ transcriptPathFor)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/agent/types.ts
const emptyUsage = () => ({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });

// EXTERNAL MODULE: ./src/run/prepare.ts
var prepare = __webpack_require__(4966);
;// CONCATENATED MODULE: ./src/run/pipeline.ts
/**
 * One run, end to end (DESIGN §1): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */



function skippedOutcome(reason) {
    return { kind: "skipped", message: reason, turns: 0, usage: emptyUsage(), costUsd: 0, commits: [] };
}
async function runPipeline(settings, deps) {
    const prepared = await (0,prepare/* prepare */.i)(settings, localTrigger(settings));
    for (const warning of prepared.loaded.warnings)
        deps.write(`warning: ${warning}\n`);
    if (prepared.kind === "skip") {
        deps.write(`skipped: ${prepared.reason}\n`);
        return { outcome: skippedOutcome(prepared.reason), links: {} };
    }
    if (settings.exitAt === "config")
        return { outcome: skippedOutcome("stopped after config (PATCHBAY_EXIT_AT)"), links: {} };
    // Loaded only for a run that goes ahead: a skipped event never pays for the engine.
    const { runTask } = await Promise.all(/* import() */[__webpack_require__.e(835), __webpack_require__.e(457), __webpack_require__.e(260), __webpack_require__.e(618)]).then(__webpack_require__.bind(__webpack_require__, 5618));
    return runTask(settings, deps, prepared);
}
/**
 * `patchbay run --prompt TEXT` with no event: a trigger made from the prompt,
 * working on a branch of the local repository.
 */
function localTrigger(settings) {
    if (!settings.prompt)
        return undefined;
    const prompt = settings.prompt;
    return async () => {
        const { localRepository } = await __webpack_require__.e(/* import() */ 793).then(__webpack_require__.bind(__webpack_require__, 9174));
        const repository = await localRepository(settings);
        return {
            eventName: "local",
            request: prompt,
            via: "prompt",
            automation: true,
            source: { kind: "task", task: settings.task ?? `local-${slug(prompt)}` },
            repository,
            branch: { kind: "new", from: repository.defaultBranch },
            time: new Date().toISOString(),
        };
    };
}
function slug(text) {
    return (text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 40) || "run");
}
function transcriptPathFor(settings) {
    return settings.transcriptPath ? external_node_path_default().resolve(settings.repo, settings.transcriptPath) : undefined;
}


/***/ }),

/***/ 4966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ prepare)
/* harmony export */ });
/* unused harmony export configRevision */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8343);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4833);
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9341);
/* harmony import */ var _task_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5624);
/**
 * The first stage of every run: config, trigger, task. Cheap and side-effect
 * free — `patchbay run --dry-run --plan` stops here, and a skipped event ends here.
 */




const prBaseSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    pull_request: zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ base: zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }) }),
});
/**
 * On events from pull requests the checkout is the PR's merge commit: config is
 * read from the base revision so a PR cannot loosen rules for its own run.
 * (issue_comment runs check out the default branch, which is already trusted.)
 */
function configRevision(payload) {
    const parsed = prBaseSchema.safeParse(payload);
    return parsed.success
        ? { ref: parsed.data.pull_request.base.sha, fetchRef: parsed.data.pull_request.base.ref }
        : undefined;
}
async function prepare(settings, local) {
    const revision = settings.event ? configRevision(settings.event.payload) : undefined;
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__.loadConfig)({
        repo: settings.repo,
        configPath: settings.configPath,
        ref: revision?.ref,
        fetchRef: revision?.fetchRef,
        env: settings.env,
    });
    let result;
    if (settings.event) {
        result = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTrigger */ .u)({
            eventName: settings.event.name,
            payload: settings.event.payload,
            config: loaded.config,
            botLogin: settings.botLogin,
            inputs: { prompt: settings.prompt, task: settings.task },
        });
    }
    else if (local) {
        result = { kind: "trigger", trigger: await local() };
    }
    else {
        result = { kind: "skip", reason: "no event and no prompt: nothing to do" };
    }
    if (result.kind === "skip")
        return { kind: "skip", loaded, reason: result.reason };
    return { kind: "task", loaded, trigger: result.trigger, task: (0,_task_js__WEBPACK_IMPORTED_MODULE_2__/* .buildTask */ .I)(result.trigger, loaded.config, settings) };
}


/***/ }),

/***/ 5624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ buildTask)
/* harmony export */ });
/* harmony import */ var _git_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8030);

function buildTask(trigger, config, settings) {
    const { source } = trigger;
    const limits = {
        max_turns: settings.limits.maxTurns ?? config.limits.max_turns,
        max_cost_usd: settings.limits.maxCostUsd ?? config.limits.max_cost_usd,
        timeout_minutes: settings.limits.timeoutMinutes ?? config.limits.timeout_minutes,
    };
    const taskConfig = source.task ? config.tasks[source.task] : undefined;
    const base = trigger.pullRequest?.baseRef ?? trigger.repository.defaultBranch;
    const named = () => (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveWorkBranch */ .yZ)({
        kind: source.kind,
        number: source.number,
        task: source.task ?? (source.kind === "task" ? `run-${settings.runId}` : undefined),
        prHeadRef: trigger.pullRequest?.headRef,
        sameRepo: trigger.pullRequest ? !trigger.pullRequest.isFork : true,
        defaultBranch: trigger.repository.defaultBranch,
        template: taskConfig?.branch,
    }, config.git);
    let branch;
    switch (trigger.branch.kind) {
        case "existing":
            branch = { kind: "work", name: trigger.branch.name, base };
            break;
        case "fork":
            branch = { kind: "fork", name: named(), base, headSha: trigger.branch.sha };
            break;
        case "pr-lookup":
            branch = { kind: "pr-lookup", number: trigger.branch.number };
            break;
        case "new":
            branch = { kind: "work", name: named(), base: trigger.branch.from };
            break;
    }
    const mode = trigger.via === "prompt"
        ? "automation"
        : source.kind === "task"
            ? "task"
            : source.kind === "pr"
                ? "pr-fix"
                : "issue";
    return {
        mode,
        kind: source.kind,
        number: source.number,
        taskName: source.task,
        request: trigger.request,
        requestTrusted: trigger.automation,
        branch,
        limits,
        dryRun: settings.dryRun,
    };
}


/***/ })

};
