export const id = 47;
export const ids = [47];
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

/***/ 7047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(96421);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/run/pipeline.ts
var pipeline = __webpack_require__(43339);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/outputs.ts
/** The action's outputs (DESIGN §6), from a run's result. */

function setOutputs(result) {
    const { outcome } = result;
    // This run's own figures: a resumed session's outcome also counts the runs before it.
    const run = result.thisRun ?? { turns: outcome.turns, usage: outcome.usage, costUsd: outcome.costUsd };
    const usage = run.usage;
    core/* setOutput */.uH("outcome", outcome.kind);
    core/* setOutput */.uH("branch", result.branch ?? "");
    core/* setOutput */.uH("pr_url", result.prUrl ?? "");
    // action.yml: the commits made in this run, not those of earlier runs of a resumed session.
    core/* setOutput */.uH("commits", String(result.commitsMade ?? outcome.commits.length));
    core/* setOutput */.uH("turns", String(run.turns));
    core/* setOutput */.uH("input_tokens", String(usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens));
    core/* setOutput */.uH("output_tokens", String(usage.outputTokens));
    core/* setOutput */.uH("cost_usd", run.costUsd.toFixed(4));
    core/* setOutput */.uH("transcript", result.transcript ?? "");
    // With an output schema: the validated result, as JSON text a later step can fromJSON().
    core/* setOutput */.uH("result_json", outcome.resultJson === undefined ? "" : JSON.stringify(outcome.resultJson));
}

// EXTERNAL MODULE: ./src/action/state.ts
var action_state = __webpack_require__(33175);
;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The action's main step: inputs → settings → run → outputs. Failures become
 * `core.setFailed` with a message for people; stacks only with step debug on.
 */







/** Outcomes after which the step fails (the others are answers, not errors). */
const FAILING = new Set(["failed", "cancelled", "invalid_output"]);
async function runAction(env = process.env, options = {}) {
    const abort = new AbortController();
    const onSignal = () => abort.abort();
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
    let debug = false;
    // What the post step will read; kept here too so every save carries all of it.
    let state;
    const save = (next) => {
        if (!state)
            return;
        state = { ...state, ...next };
        (0,action_state/* saveMainState */.q)(state);
    };
    try {
        const settings = await (0,inputs/* readSettings */.sb)(env);
        debug = settings.debug;
        // Reads (permission, context) happen in dry runs too; dry runs never write.
        const octokit = settings.githubToken
            ? (await Promise.all(/* import() */[__webpack_require__.e(983), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702))).createOctokit({
                token: settings.githubToken,
                baseUrl: settings.apiUrl,
                ...options.octokit,
                log: { debug: core/* debug */.Yz, warning: core/* warning */.$e },
            })
            : undefined;
        state = { repo: settings.repo, runId: settings.runId, finished: false, push: !settings.dryRun };
        (0,action_state/* saveMainState */.q)(state);
        const result = await (0,pipeline/* runPipeline */.a)(settings, {
            octokit,
            write: (text) => process.stdout.write(text),
            color: false,
            signal: abort.signal,
            onStarted: (started) => save(started),
        });
        setOutputs(result);
        if (result.summary && env.GITHUB_STEP_SUMMARY)
            await (0,promises_.appendFile)(env.GITHUB_STEP_SUMMARY, `${result.summary}\n`);
        save({ finished: true });
        if (FAILING.has(result.outcome.kind))
            core/* setFailed */.C1(`Patchbay ${result.outcome.kind}: ${result.outcome.message}`);
    }
    catch (error) {
        // The step ended, with an error the run already reported: the post step must not call it cancelled.
        save({ finished: true });
        core/* setOutput */.uH("outcome", "failed");
        core/* setFailed */.C1(userMessage(error));
        if (debug && error instanceof Error && error.stack)
            core/* debug */.Yz(error.stack);
    }
    finally {
        process.off("SIGTERM", onSignal);
        process.off("SIGINT", onSignal);
    }
}
function userMessage(error) {
    if (error instanceof errors/* ConfigError */.x)
        return `Configuration error:\n${error.message}`;
    return error instanceof Error ? error.message : String(error);
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

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony export formatProblem */
function formatProblem(p) {
    const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ""}` : p.file;
    const key = p.key ? ` ${p.key}:` : "";
    return `${where}:${key} ${p.message}${p.hint ? ` (${p.hint})` : ""}`;
}
class ConfigError extends Error {
    problems;
    code = "config_error";
    constructor(problems) {
        super(problems.map(formatProblem).join("\n"));
        this.problems = problems;
        this.name = "ConfigError";
    }
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
