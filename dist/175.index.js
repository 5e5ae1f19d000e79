export const id = 175;
export const ids = [175,702];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/** Thin wrapper over node:util parseArgs that turns its errors into UsageErrors. */


function parse(argv, options, usage) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${e.message}\nusage: ${usage}`, 2);
    }
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
/* harmony import */ var _github_issue_event_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91661);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6702);
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32765);
/* harmony import */ var _run_pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43339);
/* harmony import */ var _run_prepare_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94966);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77593);
/**
 * `patchbay run`: the whole pipeline on this machine. With `--event FILE` it
 * handles a webhook payload exactly as the Action would; with `--prompt TEXT`
 * it works on the repository directly. `--dry-run` keeps everything local (no
 * push, comment or PR); `--plan` only prints the trigger and task.
 */









const USAGE = "patchbay run [--event FILE [--event-name NAME] | --issue N | --prompt TEXT] [--repo DIR] [--model PROVIDER/NAME | replay:FILE] [--config FILE] [--task NAME] [--mode edit|plan] [--output-schema FILE] [--dry-run] [--plan] [--transcript FILE] [--record FILE]";
const runCommand = async (argv, io) => {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parse */ .q)(argv, {
        event: { type: "string" },
        "event-name": { type: "string" },
        issue: { type: "string" },
        prompt: { type: "string" },
        task: { type: "string" },
        mode: { type: "string" },
        "output-schema": { type: "string" },
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
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`unexpected argument "${positionals[0]}"\nusage: ${USAGE}`, 2);
    const sources = [values.event, values.issue, values.prompt].filter((v) => v !== undefined).length;
    if (sources === 0 && !values.task)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`give one of --event FILE, --issue N or --prompt TEXT\nusage: ${USAGE}`, 2);
    if (values.event && values.issue)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e("--event and --issue cannot be combined", 2);
    const repo = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.repo ?? ".");
    const settings = {
        repo,
        cwd: io.cwd,
        event: values.event ? await readEventArg(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.event), values["event-name"]) : undefined,
        configPath: values.config,
        model: values.model,
        prompt: values.prompt,
        task: values.task,
        mode: modeFlag(values.mode),
        outputSchema: values["output-schema"],
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
        transcriptPath: values.transcript ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.transcript) : undefined,
        recordPath: values.record ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.record) : undefined,
        env: io.env,
        underAct: io.env.ACT === "true",
        debug: false,
    };
    if (values.issue)
        settings.event = await issueEvent(settings, values.issue);
    if (values.plan) {
        const prepared = await (0,_run_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .prepare */ .i)(settings);
        io.stdout(`${JSON.stringify(prepared.kind === "skip" ? { skipped: prepared.reason } : { trigger: prepared.trigger, task: prepared.task }, null, 2)}\n`);
        return 0;
    }
    const octokit = settings.githubToken
        ? (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_2__.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl })
        : undefined;
    const abort = new AbortController();
    const onSignal = () => abort.abort();
    process.once("SIGINT", onSignal);
    try {
        const result = await (0,_run_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .runPipeline */ .a)(settings, {
            octokit,
            write: io.stdout,
            color: io.isTTY,
            prompt: io.prompt,
            signal: abort.signal,
        });
        return ["failed", "cancelled", "invalid_output"].includes(result.outcome.kind) ? 1 : 0;
    }
    finally {
        process.off("SIGINT", onSignal);
    }
};
function modeFlag(value) {
    if (value === undefined || value === "edit" || value === "plan")
        return value;
    throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`--mode must be edit or plan, got "${value}"`, 2);
}
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
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
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`cannot tell which event ${file} is; add --event-name (e.g. issue_comment)`, 2);
    return { name, payload: await (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readEvent */ .j_)(file, name), path: file };
}
/** `--issue N`: the issue's `issues.labeled` event, rebuilt from the API (github/issue-event.ts). */
async function issueEvent(settings, value) {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`--issue takes an issue number, got "${value}"`, 2);
    if (!settings.githubToken)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e("--issue reads the issue from GitHub: set GITHUB_TOKEN", 2);
    const [{ localRepository }, { loadConfig }] = await Promise.all([
        __webpack_require__.e(/* import() */ 174).then(__webpack_require__.bind(__webpack_require__, 49174)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 74833)),
    ]);
    const { config } = await loadConfig({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
    const label = config.trigger.labels[0];
    if (!label)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e("--issue works through a trigger label; set trigger.labels in the config", 2);
    const repository = await localRepository(settings);
    const octokit = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_2__.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl });
    return (0,_github_issue_event_js__WEBPACK_IMPORTED_MODULE_8__/* .labeledIssueEvent */ .X)(octokit, { owner: repository.owner, repo: repository.name, number, label });
}


/***/ }),

/***/ 28030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wc: () => (/* binding */ prepareBranch),
/* harmony export */   yZ: () => (/* binding */ resolveWorkBranch)
/* harmony export */ });
/* unused harmony exports BranchError, isValidBranchName, lsRemote */
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8438);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76916);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46696);



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

/***/ 46696:
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

/***/ 43339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ runPipeline)
/* harmony export */ });
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94966);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31842);
/**
 * One run, end to end (DESIGN §1): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */


async function runPipeline(settings, deps) {
    if (settings.issue !== undefined) {
        const { eventForIssueInput } = await __webpack_require__.e(/* import() */ 99).then(__webpack_require__.bind(__webpack_require__, 43099));
        settings = { ...settings, event: await eventForIssueInput(settings, deps.octokit) };
    }
    const prepared = await (0,_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepare */ .i)(settings, localTrigger(settings));
    for (const warning of prepared.loaded.warnings)
        deps.write(`warning: ${warning}\n`);
    if (prepared.kind === "skip") {
        deps.write(`skipped: ${prepared.reason}\n`);
        return { outcome: (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedOutcome */ .dE)(prepared.reason), links: {} };
    }
    if (settings.exitAt === "config")
        return { outcome: (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedOutcome */ .dE)("stopped after config (PATCHBAY_EXIT_AT)"), links: {} };
    // Loaded only for a run that goes ahead: a skipped event never pays for the engine.
    const { runTask } = await Promise.all(/* import() */[__webpack_require__.e(335), __webpack_require__.e(418), __webpack_require__.e(65)]).then(__webpack_require__.bind(__webpack_require__, 94065));
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
        const { localRepository } = await __webpack_require__.e(/* import() */ 174).then(__webpack_require__.bind(__webpack_require__, 49174));
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


/***/ }),

/***/ 94966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ prepare)
/* harmony export */ });
/* unused harmony export configRevision */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88343);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74833);
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32765);
/* harmony import */ var _task_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15624);
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
        result = (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTrigger */ .uc)({
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

/***/ 31842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dE: () => (/* binding */ skippedOutcome),
  Pi: () => (/* binding */ transcriptPathFor),
  eR: () => (/* binding */ usageSince)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/agent/types.ts
const emptyUsage = () => ({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });

;// CONCATENATED MODULE: ./src/run/result.ts
/**
 * What a run is given and what it gives back: the pipeline's dependencies (the
 * GitHub client, where output goes, the abort signal), the RunResult the entry
 * points turn into outputs and exit codes, and the small helpers both the
 * pipeline and the task runner use. Its own module, so neither imports the other.
 */


function skippedOutcome(reason) {
    return { kind: "skipped", message: reason, turns: 0, usage: emptyUsage(), costUsd: 0, commits: [] };
}
function transcriptPathFor(settings) {
    return settings.transcriptPath ? external_node_path_default().resolve(settings.repo, settings.transcriptPath) : undefined;
}
/** This run's share of a resumed session's usage: the total less what earlier runs used. */
function usageSince(total, earlier) {
    if (!earlier)
        return total;
    return {
        inputTokens: total.inputTokens - earlier.inputTokens,
        outputTokens: total.outputTokens - earlier.outputTokens,
        cacheReadTokens: total.cacheReadTokens - earlier.cacheReadTokens,
        cacheWriteTokens: total.cacheWriteTokens - earlier.cacheWriteTokens,
    };
}


/***/ }),

/***/ 15624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ buildTask)
/* harmony export */ });
/* harmony import */ var _git_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28030);

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
