export const id = 1093;
export const ids = [1093];
export const modules = {

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NW: () => (/* binding */ readStage),
/* harmony export */   sb: () => (/* binding */ readSettings),
/* harmony export */   vN: () => (/* binding */ githubTokenInput)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41727);
/* harmony import */ var _run_delivery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17733);
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9673);
/**
 * The action's inputs and the runner's environment → RunSettings. The only
 * place that reads the inputs (docs/decisions/0019-inputs-read-in-one-place.md). Provider keys given as inputs are
 * put in the env record the model factory reads, and registered as secrets.
 */





class InputError extends Error {
    constructor(message) {
        super(message);
        this.name = "InputError";
    }
}
function optionalNumber(name) {
    const raw = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4(name);
    if (raw === "")
        return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0)
        throw new InputError(`input \`${name}\` must be a positive number, got "${raw}"`);
    return value;
}
function optionalBoolean(name) {
    const raw = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4(name).trim().toLowerCase();
    if (raw === "")
        return undefined;
    if (["true", "yes", "1"].includes(raw))
        return true;
    if (["false", "no", "0"].includes(raw))
        return false;
    throw new InputError(`input \`${name}\` must be true or false, got "${raw}"`);
}
function optionalMode() {
    const raw = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("mode").trim().toLowerCase();
    if (raw === "")
        return undefined;
    if (raw === "edit" || raw === "plan")
        return raw;
    throw new InputError(`input \`mode\` must be edit or plan, got "${raw}"`);
}
function optionalIssue() {
    const raw = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("issue").trim().replace(/^#/, "");
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
        const value = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4(input);
        if (value) {
            _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .setSecret */ .Pq(value);
            keys[variable] = value;
        }
    }
    const token = githubTokenInput(env);
    if (token)
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .setSecret */ .Pq(token);
    const baseUrl = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("base_url");
    const underAct = env.ACT === "true";
    const eventName = env.GITHUB_EVENT_NAME;
    const eventPath = env.GITHUB_EVENT_PATH;
    const event = eventName && eventPath
        ? { name: eventName, payload: await (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readEvent */ .j_)(eventPath, eventName), path: eventPath }
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
        configPath: _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("config") || undefined,
        model: _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("model") || undefined,
        prompt: _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("prompt") || undefined,
        task: _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("task") || undefined,
        mode: optionalMode(),
        outputSchema: _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("output_schema") || undefined,
        issue: optionalIssue(),
        // Under act the default is a dry run: no push, no comment, no PR, unless asked.
        delivery: (0,_run_delivery_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryFrom */ .$h)({ dryRun: optionalBoolean("dry_run") ?? underAct }),
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
        artifactsDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(temp, `patchbay-${runId}-artifacts`),
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
/**
 * The `stage` and `outbox` inputs (docs/decisions/0023-two-job-runs.md): `all` (one job, the default), `agent` (no writes,
 * an outbox), `publish` (check the outbox and write).
 */
function readStage(env) {
    const raw = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("stage").trim().toLowerCase() || "all";
    if (raw !== "all" && raw !== "agent" && raw !== "publish")
        throw new InputError(`input \`stage\` must be all, agent or publish, got "${raw}"`);
    const outbox = _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("outbox").trim() || node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(), "patchbay-outbox");
    return { stage: raw, outbox };
}
/** The GitHub token: the `github_token` input, else GITHUB_TOKEN (the main and post steps read it the same way). */
function githubTokenInput(env) {
    return _runner_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .getInput */ .V4("github_token") || env.GITHUB_TOKEN || undefined;
}


/***/ }),

/***/ 17272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPost: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ./src/git/credentials.ts
var credentials = __webpack_require__(64110);
// EXTERNAL MODULE: ./src/git/push/push-schedule.ts
var push_schedule = __webpack_require__(30831);
// EXTERNAL MODULE: ./src/git/runner.ts + 1 modules
var git_runner = __webpack_require__(9437);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/reporting/comments.ts
var comments = __webpack_require__(63350);
;// CONCATENATED MODULE: ./src/github/reporting/killed.ts
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

// EXTERNAL MODULE: ./src/run/stages/checkout-lock.ts + 2 modules
var checkout_lock = __webpack_require__(25274);
// EXTERNAL MODULE: ./src/git/checkpoints/message.ts
var message = __webpack_require__(27519);
// EXTERNAL MODULE: ./src/git/push/pre-push-check.ts + 1 modules
var pre_push_check = __webpack_require__(92738);
// EXTERNAL MODULE: ./src/policy/builtins.ts
var builtins = __webpack_require__(58060);
// EXTERNAL MODULE: ./src/secrets/redactor.ts + 2 modules
var secrets_redactor = __webpack_require__(71270);
;// CONCATENATED MODULE: ./src/run/stages/post-step-check.ts
/**
 * The pre-push gate for the action's post step (docs/decisions/0010-containment.md), which pushes what a
 * killed main step left behind. It has no checkpointer to ask which commits are
 * Patchbay's, so it goes by what main saved in the action's own state (out of the
 * agent's reach): where the run started, its run URL (checkpoints carry it in a
 * `Patchbay-Run` trailer) and the file limit; paths are judged by the built-in
 * protections, secrets by the scanner and the job's own secret values.
 */




async function checkPostStepPush(runner, state, secrets) {
    const redactor = new secrets_redactor/* Redactor */.pO();
    redactor.addFromEnv(secrets.env);
    redactor.add(secrets.token);
    const remotes = (await runner.exec(["for-each-ref", "--format=%(objectname)", "refs/remotes/"])).stdout
        .split("\n")
        .filter(Boolean);
    return new pre_push_check/* PrePushCheck */.S(runner, [...state.known, ...remotes], {
        isOurs: async (sha) => (await (0,message/* runTrailers */.Ai)(runner, sha)).includes(state.runUrl),
        denyPath: async (file) => {
            const area = (0,builtins/* protectedArea */.u4)(file, []);
            return area ? `built-in: ${file} is ${builtins/* PROTECTED_WHY */.gl[area] ?? "Patchbay's configuration"}` : undefined;
        },
        maxFileBytes: state.fileMb * 1024 * 1024,
        redactor,
    });
}

// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/action/runner-commands.ts
var runner_commands = __webpack_require__(9673);
// EXTERNAL MODULE: ./src/action/state.ts
var action_state = __webpack_require__(33175);
;// CONCATENATED MODULE: ./src/action/post.ts
/**
 * The action's post step (docs/decisions/0006-the-action-surface.md). It always runs, also after a cancelled or
 * timed-out main step: it puts back the credentials main took out of
 * .git/config, pushes checkpoints main did not get to push, and finishes the
 * progress comment so it does not claim to be working forever.
 */










async function runPost(env = process.env) {
    const state = (0,action_state/* readMainState */.N)();
    if (!state)
        return; // main never got as far as touching anything
    const runner = (0,git_runner/* createGitRunner */.ho)({ cwd: state.repo, baseEnv: env });
    let release;
    try {
        if (state.stashFile) {
            const stash = await (0,credentials/* readCredentialStash */.Z0)(state.stashFile);
            if (stash)
                await (0,credentials/* restoreCredentials */.JA)(runner, stash);
        }
        if (state.finished)
            return;
        runner_commands/* warning */.$e("The main step did not finish (cancelled or timed out); saving what it left.");
        // What a kill left half-done (the index behind the branch, a dead git's files) is put right first.
        release = await (0,checkout_lock/* lockCheckoutForPostStep */.D)(state.repo, env, (note) => runner_commands/* info */.pq(note));
        const token = (0,inputs/* githubTokenInput */.vN)(env);
        // A dry run pushes nothing, not even after a kill.
        const pushed = state.push === false
            ? null
            : await (0,push_schedule/* pushPending */.Y3)(runner, {
                auth: token ? { token, serverUrl: env.GITHUB_SERVER_URL || undefined } : undefined,
                // From the action's own state, not from .git (which the agent could reach): pushes only that work.
                branch: state.branch,
                gate: state.gate ? await checkPostStepPush(runner, state.gate, { env, token }) : undefined,
            });
        if (pushed)
            runner_commands/* info */.pq(`Pushed the remaining checkpoints: ${pushed.message}`);
        if (state.comment && token) {
            const octokit = (0,github_octokit.createOctokit)({
                token,
                baseUrl: env.GITHUB_API_URL,
                log: { debug: runner_commands/* debug */.Yz, warning: runner_commands/* warning */.$e },
            });
            await finishKilledComment(octokit, state.comment, pushed?.branch ?? state.branch);
        }
    }
    catch (error) {
        // The post step must never fail the job for housekeeping; say what was left undone.
        runner_commands/* warning */.$e(`Patchbay's post step could not finish: ${error instanceof Error ? error.message : String(error)}`);
    }
    finally {
        release?.();
    }
}


/***/ }),

/***/ 9673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The runner commands Patchbay uses — read an input, mask a secret, set an
 * output, save state for the post step, a warning/info/debug line — as
 * @actions/core implements them (the documented workflow-command protocol:
 * INPUT_* variables, `::add-mask::`, the GITHUB_OUTPUT and GITHUB_STATE files
 * with a random heredoc delimiter). test/action/runner-commands.test.ts checks
 * each against @actions/core's own output.
 *
 * Written here rather than imported because @actions/core 3 has one entry, which
 * statically imports its OIDC client and with it @actions/http-client and undici:
 * a megabyte of bundled code that took about 50 ms to compile on the bench
 * machine (bench/startup.ts), in every action run and every post step, for calls
 * Patchbay never makes.
 */



/** An input's value, trimmed; "" when not given (core.getInput). */
function getInput(name, env = process.env) {
    return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
/** Percent-encodes what would end or split a workflow command (core's escapeData). */
function escapeData(value) {
    return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
/** …and a command property (core's escapeProperty). */
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
/** The runner masks `value` in every log line from now on (core.setSecret). */
function setSecret(value) {
    process.stdout.write(`::add-mask::${escapeData(value)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** State for the post step (core.saveState): the GITHUB_STATE file, or the older command without it. */
function saveState(name, value, env = process.env) {
    fileCommand("GITHUB_STATE", "save-state", name, value, env);
}
/** A step output (core.setOutput): the GITHUB_OUTPUT file, or the older command without it. */
function setOutput(name, value, env = process.env) {
    fileCommand("GITHUB_OUTPUT", "set-output", name, value, env);
}
/**
 * `name<<delimiter`, the value, the delimiter (core's prepareKeyValueMessage): a
 * value with newlines stays one entry. Without the file (an old runner), the
 * workflow command core falls back to, after a line break as core writes it.
 */
function fileCommand(variable, command, name, value, env) {
    const file = env[variable];
    if (!file) {
        if (command === "set-output")
            process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
        process.stdout.write(`::${command} name=${escapeProperty(name)}::${escapeData(value)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
        return;
    }
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`${command} ${name}: the value contains the delimiter ${delimiter}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, "utf8");
}
/** `::command title=…,file=…,line=…,col=…::message`, the empty properties left out (core's Command). */
function issueCommand(command, message, where = {}) {
    const properties = Object.entries({
        title: where.title,
        file: where.file,
        line: where.startLine,
        col: where.startColumn,
    })
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
    const head = properties.length ? `${command} ${properties.join(",")}` : command;
    process.stdout.write(`::${head}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** A warning annotation on the run (core.warning). */
function warning(message, where) {
    issueCommand("warning", message, where);
}
/** An error annotation on the run (core.error). */
function error(message, where) {
    issueCommand("error", message, where);
}
/** The step fails, saying why (core.setFailed). */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** A plain log line (core.info). */
function info(message) {
    process.stdout.write(`${message}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** A line shown only with step debug logging on (core.debug). */
function debug(message) {
    issueCommand("debug", message);
}


/***/ }),

/***/ 33175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readMainState),
/* harmony export */   q: () => (/* binding */ saveMainState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9673);
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
    gate: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ known: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), runUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), fileMb: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }).optional(),
    comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        owner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["issue", "review"]),
    }).optional(),
});
function saveMainState(state) {
    (0,_runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ)(KEY, JSON.stringify(state));
}
/** The state main left, or undefined when main never got that far (or the state is not ours). */
function readMainState() {
    // The runner passes saved state as STATE_<name> (what core.getState reads).
    const raw = process.env[`STATE_${KEY}`];
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

/***/ 27519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ runTrailers),
/* harmony export */   QB: () => (/* binding */ readCheckpoints),
/* harmony export */   ST: () => (/* binding */ checkpointMessage)
/* harmony export */ });
/** Subjects stay on one line and short enough for `git log --oneline`. */
function checkpointSubject(tool, summary) {
    const oneLine = summary.replace(/\s+/g, " ").trim();
    const subject = oneLine ? `${tool}: ${oneLine}` : tool;
    return subject.length > 100 ? `${subject.slice(0, 99)}…` : subject;
}
function checkpointMessage(m) {
    const trailers = [`Patchbay-Run: ${m.runUrl}`, `Patchbay-Step: ${m.step}`, `Patchbay-Tool: ${m.tool}`];
    if (m.requester)
        trailers.push(`Co-authored-by: ${m.requester.name} <${m.requester.email}>`);
    const parts = [checkpointSubject(m.tool, m.summary)];
    if (m.body?.trim())
        parts.push(m.body.trim());
    parts.push(trailers.join("\n"));
    return `${parts.join("\n\n")}\n`;
}
/** The runs a commit names in its `Patchbay-Run` trailers (a checkpoint names one). */
async function runTrailers(runner, sha) {
    const res = await runner.exec(["log", "-1", "--format=%(trailers:key=Patchbay-Run,valueonly,unfold)", sha]);
    return res.stdout
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
}
const FIELD = "\x1f";
const RECORD = "\x1e";
/**
 * Checkpoint commits reachable from `rev` (newest first), read from their trailers.
 * Commits without a Patchbay-Step trailer (people's commits) are left out.
 */
async function readCheckpoints(runner, rev, max = 1000) {
    const format = [
        `${RECORD}%H`,
        "%s",
        "%(trailers:key=Patchbay-Step,valueonly,separator=%x2c)",
        "%(trailers:key=Patchbay-Tool,valueonly,separator=%x2c)",
        `%(trailers:key=Patchbay-Run,valueonly,separator=%x2c)${FIELD}`,
    ].join(FIELD);
    const res = await runner.exec([
        "-c",
        "core.quotePath=false",
        "log",
        `--max-count=${max}`,
        "--first-parent",
        "--no-renames",
        "--name-only",
        "-z",
        `--format=${format}`,
        rev,
        "--",
    ]);
    const out = [];
    for (const record of res.stdout.split(RECORD)) {
        if (!record)
            continue;
        const fields = record.split(FIELD);
        const [sha, subject, step, tool, run] = fields;
        const files = (fields[5] ?? "")
            .split(/[\0\n]/)
            .map((f) => f.trim())
            .filter(Boolean);
        const stepNumber = Number.parseInt(step?.trim() ?? "", 10);
        if (!sha || Number.isNaN(stepNumber))
            continue;
        out.push({
            sha: sha.trim(),
            subject: subject ?? "",
            step: stepNumber,
            tool: tool?.trim() ?? "",
            run: run?.trim() ?? "",
            files,
        });
    }
    return out;
}


/***/ }),

/***/ 64110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ restoreCredentials),
/* harmony export */   U1: () => (/* binding */ stashCredentials),
/* harmony export */   Wv: () => (/* binding */ writeCredentialStash),
/* harmony export */   Z0: () => (/* binding */ readCredentialStash),
/* harmony export */   tN: () => (/* binding */ originCredentials)
/* harmony export */ });
/* unused harmony export withCredentialsRemoved */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/**
 * Credentials in .git/config are taken out while the agent runs — so its
 * commands cannot read them or push with them — and put back afterwards:
 * actions/checkout's `http.<url>.extraheader` (or, in newer versions, an
 * `includeIf.gitdir:…` pointing to a credentials file), a remote URL with a
 * user and token in it (the URL stays, without them), a `url.<base>.insteadOf`
 * whose base carries them, and credential helpers (a helper may be a shell
 * snippet that prints the token). A pair, like create-pull-request's: stash before, restore
 * in `finally`, and again from the action's post step if the job was killed.
 * Patchbay's own pushes get the token per command (network.ts), never from config.
 */


const entrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Set when the entry stays with the credentials taken out of its value (a remote URL). */
    replacement: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const credentialStashSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), entries: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(entrySchema) });
const HEADER_KEY = /^http\.(.*\.)?extraheader$/i;
/** checkout v6 includes `$RUNNER_TEMP/git-credentials-<uuid>.config`; other includes are the person's own. */
const INCLUDE_KEY = /^includeif\..*\.path$/i;
const HELPER_KEY = /^credential\.(.*\.)?helper$/i;
const REWRITE_KEY = /^url\.(.*)\.(push)?insteadof$/i;
const URL_KEY = /^remote\..*\.(push)?url$/i;
/** `scheme://user[:token]@host…`: the part between `//` and `@` is a credential. */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/@]+)@/i;
const isCredential = (key, value) => HEADER_KEY.test(key) ||
    HELPER_KEY.test(key) ||
    (INCLUDE_KEY.test(key) && /credentials/i.test(value)) ||
    (REWRITE_KEY.test(key) && USERINFO.test(REWRITE_KEY.exec(key)?.[1] ?? ""));
/** The URL without its user and token, or undefined when it has none. */
function withoutUserinfo(url) {
    return USERINFO.test(url) ? url.replace(USERINFO, "$1") : undefined;
}
/** The user and token a URL carries (`https://user:token@host/…`), for Patchbay's own git to use. */
function userinfoOf(url) {
    try {
        const u = new URL(url);
        if (!u.username && !u.password)
            return undefined;
        const username = decodeURIComponent(u.username);
        const password = decodeURIComponent(u.password);
        return password
            ? { username, token: password, serverUrl: `${u.protocol}//${u.host}` }
            : { username: "x-access-token", token: username, serverUrl: `${u.protocol}//${u.host}` };
    }
    catch {
        return undefined;
    }
}
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
        const stripped = URL_KEY.test(key) ? withoutUserinfo(value) : undefined;
        if (stripped !== undefined)
            entries.push({ key, value, replacement: stripped });
        else if (isCredential(key, value))
            entries.push({ key, value });
    }
    for (const { key, value, replacement } of entries) {
        // Only this value goes (or is rewritten), not its neighbours under the same key.
        const args = replacement === undefined
            ? ["config", "--local", "--fixed-value", "--unset-all", key, value]
            : ["config", "--local", "--fixed-value", "--replace-all", key, replacement, value];
        await runner.exec(args, { allowAllExitCodes: true });
    }
    return { version: 1, entries };
}
/** Puts stashed entries back (idempotent: values already present are not added twice). */
async function restoreCredentials(runner, stash) {
    for (const { key, value, replacement } of stash.entries) {
        const have = await runner.exec(["config", "--local", "--null", "--get-all", key], { allowAllExitCodes: true });
        const values = have.stdout.split("\0");
        if (values.includes(value))
            continue;
        if (replacement !== undefined && values.includes(replacement))
            await runner.exec(["config", "--local", "--fixed-value", "--replace-all", key, value, replacement]);
        else
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
/**
 * Saves a stash for the post step (mode 0600). The file must live outside the
 * workspace. Written beside and renamed into place: a job killed mid-write leaves
 * no half a stash for the post step to fail on (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 */
async function writeCredentialStash(file, stash) {
    const temp = `${file}.${process.pid}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, JSON.stringify(stash), { mode: 0o600 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
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
/** The credentials origin's URL carried before they were stashed, for Patchbay's own fetches and pushes. */
function originCredentials(stash) {
    const entry = stash.entries.find((e) => /^remote\.origin\.url$/i.test(e.key) && e.replacement !== undefined);
    return entry ? userinfoOf(entry.value) : undefined;
}


/***/ }),

/***/ 30831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UI: () => (/* binding */ Pusher),
/* harmony export */   Y3: () => (/* binding */ pushPending)
/* harmony export */ });
/* unused harmony export PushStateMismatchError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88343);
/* harmony import */ var _util_logger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96618);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9437);
/* harmony import */ var _pinned_remote_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6526);
/* harmony import */ var _push_branch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77694);
/**
 * When to push (docs/decisions/0005-a-checkpoint-per-tool-call.md): every `git.push_every_checkpoints` checkpoints or
 * `git.push_every_minutes`, and at the end. What a later process needs to finish
 * the job — which branch, where, against which lease — is kept in
 * `.git/patchbay/push.json`, so the action's post step can push commits left
 * behind by a killed job with `pushPending()`, knowing only the repository.
 */







const pushStateSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(1),
    localBranch: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    branch: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    remote: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    expected: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullable(),
    /** Session-state ref sha last pushed, so a changed state is pushed even without new commits. */
    stateSha: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullable().default(null),
});
async function pushStateFile(runner) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(await (0,_runner_js__WEBPACK_IMPORTED_MODULE_3__/* .patchbayDir */ .QM)(runner), "push.json");
}
async function readPushState(runner) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(await pushStateFile(runner), "utf8").catch(() => null);
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
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    // Write-then-rename: a job killed mid-write leaves the old file, never half a file.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(`${file}.tmp`, JSON.stringify(state));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(`${file}.tmp`, file);
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
    const extra = await extraRefspecs(runner, state.localBranch);
    // The branch and the run histories carry checkpoints; the session state is Patchbay's record, checked for the
    // run's secrets and size as every pushed ref is.
    const refs = extra.map((spec) => spec.slice(1).split(":")[0] ?? "");
    const commitRefs = refs.filter((r) => r.startsWith("refs/patchbay/runs/"));
    const records = refs.filter((r) => !r.startsWith("refs/patchbay/runs/"));
    await opts.gate?.check([`refs/heads/${state.localBranch}`, ...commitRefs], records);
    const result = await (0,_push_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .push */ .V)(runner, {
        branch: state.branch,
        localBranch: state.localBranch,
        remote: state.remote,
        auth: opts.auth,
        expected: state.expected,
        extraRefspecs: extra,
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
        this.log = opts.log ?? _util_logger_js__WEBPACK_IMPORTED_MODULE_2__/* .silentLogger */ .q;
    }
    /** A Pusher whose state is saved at once, so even a job killed before the first push can be finished. */
    static async create(opts) {
        const state = {
            version: 1,
            localBranch: opts.localBranch ?? opts.branch,
            branch: opts.branch,
            // The URL now, not the remote's name: config written during the run does not move the push.
            remote: await (0,_pinned_remote_js__WEBPACK_IMPORTED_MODULE_4__/* .pinRemoteUrl */ .J)(opts.runner, opts.remote ?? "origin"),
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
            gate: this.opts.gate,
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

/***/ 63350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   hn: () => (/* binding */ RunComment),
/* harmony export */   jy: () => (/* binding */ explainWriteError),
/* harmony export */   kq: () => (/* binding */ reactEyes)
/* harmony export */ });
/* harmony import */ var _create_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94633);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14329);
/* harmony import */ var _request_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17696);




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
    return body.includes(_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCHBAY_MARKER */ .Q) ? body : `${body}\n\n${_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCHBAY_MARKER */ .Q}`;
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
    /** Sent once: a create GitHub did not answer is looked up before it is sent again (create-once.ts). */
    async create(body) {
        const since = new Date(Date.now() - 60_000).toISOString();
        const made = await (0,_create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .createOnce */ .U)(() => this.send(body), () => this.findPosted(body, since));
        this.id = made.id;
        this.url = made.html_url;
    }
    async send(body) {
        const t = this.target;
        const { data } = t.kind === "issue"
            ? await this.octokit.rest.issues.createComment({
                owner: t.owner,
                repo: t.repo,
                issue_number: t.issueNumber,
                body,
                request: _create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_RETRY */ .P,
            })
            : await this.octokit.rest.pulls.createReplyForReviewComment({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                comment_id: t.replyTo,
                body,
                request: _create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_RETRY */ .P,
            });
        return { id: data.id, html_url: data.html_url };
    }
    /** A comment with exactly this body, made in the last minute: the create GitHub did not answer. */
    async findPosted(body, since) {
        const t = this.target;
        const where = { owner: t.owner, repo: t.repo, since, per_page: 100 };
        const comments = t.kind === "issue"
            ? (await this.octokit.rest.issues.listComments({ ...where, issue_number: t.issueNumber })).data
            : (await this.octokit.rest.pulls.listReviewComments({ ...where, pull_number: t.pullNumber })).data.filter((c) => c.in_reply_to_id === t.replyTo);
        const found = comments.filter((c) => c.body === body).at(-1);
        return found ? { id: found.id, html_url: found.html_url } : undefined;
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
    // Already explained; a plain API error (request-errors.ts) is made more specific here.
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ && !(error instanceof _request_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .OS))
        return error;
    if (status === 403 || status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubPermissionError */ .x6(`GitHub refused to ${action} ${where} (HTTP ${status}: ${(0,_request_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubSaid */ .JT)(error)}). ` +
            "Give the workflow `permissions: { issues: write, pull-requests: write }`.", ["issues: write", "pull-requests: write"], status);
    }
    return error;
}


/***/ }),

/***/ 58060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ READ_ONLY_CORE_TOOLS),
/* harmony export */   G1: () => (/* binding */ CONTROL_TOOLS),
/* harmony export */   Hd: () => (/* binding */ INSTALL_SETTINGS_WHY),
/* harmony export */   OT: () => (/* binding */ CORE_WRITE_TOOLS),
/* harmony export */   Oj: () => (/* binding */ CORE_TOOLS),
/* harmony export */   Xy: () => (/* binding */ installSettingsFile),
/* harmony export */   gl: () => (/* binding */ PROTECTED_WHY),
/* harmony export */   hu: () => (/* binding */ WEB_TOOLS),
/* harmony export */   u4: () => (/* binding */ protectedArea)
/* harmony export */ });
/**
 * What holds whatever the config says (docs/decisions/0003-approval-is-a-pure-decision.md): the control tools always run,
 * read-only core tools may read the workspace, and Patchbay's own machinery —
 * git internals, its config, CI workflows — is not written unless a rule names it.
 */
/** Ending the session or asking the user is never blocked. */
const CONTROL_TOOLS = new Set(["attempt_completion", "ask_followup_question"]);
const READ_ONLY_CORE_TOOLS = new Set([
    "read_file",
    "list_files",
    "search_files",
    "list_code_definition_names",
    "list_mcp_resources",
    "access_mcp_resource",
    // Returns a SKILL.md the run read before it started: it reaches nothing else.
    "load_skill",
]);
const CORE_WRITE_TOOLS = new Set([
    "write_to_file",
    "replace_in_file",
    "apply_patch",
    "str_replace_based_edit_tool",
    "replace",
]);
/**
 * Tools that read the web. Not read-only in the sense above: what they reach is outside the
 * workspace, so they run only when a rule allows them (`urls:` narrows it to pages).
 */
const WEB_TOOLS = new Set(["web_fetch", "browser_action"]);
const CORE_TOOLS = new Set([
    ...CONTROL_TOOLS,
    ...READ_ONLY_CORE_TOOLS,
    ...CORE_WRITE_TOOLS,
    ...WEB_TOOLS,
    "execute_command",
]);
/** Config files Patchbay always protects, besides the one it loaded. */
const ALWAYS_PROTECTED_FILES = [".mcp.json", ".github/patchbay.yml"];
/**
 * Which protected area a workspace-relative path is in, if any: what CI runs or
 * trusts with secrets — git internals, workflows, local actions (a workflow's
 * `uses: ./.github/actions/x` runs them with its secrets), CODEOWNERS (who must
 * approve), Dependabot's config — and Patchbay's own config. Compared without
 * case: on a case-insensitive file system `.GIT/hooks` is `.git/hooks`.
 */
function protectedArea(rel, configFiles) {
    const p = rel.toLowerCase();
    const parts = p.split("/");
    const name = parts[parts.length - 1] ?? "";
    if (parts.includes(".git"))
        return ".git";
    if (p === ".github/workflows" || p.startsWith(".github/workflows/"))
        return ".github/workflows";
    if (p === ".github/actions" || p.startsWith(".github/actions/"))
        return ".github/actions";
    if (name === "action.yml" || name === "action.yaml")
        return "action.yml";
    if (p === "codeowners" || p === ".github/codeowners" || p === "docs/codeowners")
        return "CODEOWNERS";
    if (p === ".github/dependabot.yml" || p === ".github/dependabot.yaml")
        return ".github/dependabot.yml";
    if (p === ".github/patchbay" || p.startsWith(".github/patchbay/"))
        return ".github/patchbay";
    for (const file of [...ALWAYS_PROTECTED_FILES, ...configFiles])
        if (p === file.toLowerCase())
            return file;
    return undefined;
}
const PROTECTED_WHY = {
    ".git": "git internals (hooks and config run code, config may hold credentials, history is Patchbay's record)",
    ".github/workflows": "CI workflows (they run with the repository's secrets)",
    ".github/actions": "a local action (workflows run it with the repository's secrets)",
    "action.yml": "an action's definition (workflows that use it run it with their secrets)",
    CODEOWNERS: "the code owners file (it decides who must approve changes)",
    ".github/dependabot.yml": "Dependabot's configuration (it opens pull requests with its own token)",
    ".github/patchbay": "Patchbay's repository commands (prompts and rules later runs are started with)",
};
/**
 * Files that send package installs somewhere else — a registry, a token, a
 * script run on install. Writing them is not forbidden (a dependency bump may
 * need it), but it is asked for, by a file tool or through a command alike,
 * unless an allow rule names the file.
 */
function installSettingsFile(rel) {
    const p = rel.toLowerCase();
    const name = p.slice(p.lastIndexOf("/") + 1);
    if (INSTALL_SETTINGS.has(name))
        return name;
    if (p.endsWith(".cargo/config") || p.endsWith(".cargo/config.toml"))
        return ".cargo/config.toml";
    if (p.endsWith("pip/pip.conf"))
        return "pip.conf";
    return undefined;
}
const INSTALL_SETTINGS = new Set([
    ".npmrc",
    ".yarnrc",
    ".yarnrc.yml",
    ".pnpmfile.cjs",
    ".pnpmfile.mjs",
    "bunfig.toml",
    "pip.conf",
    "pip.ini",
    ".pypirc",
    "nuget.config",
    ".gemrc",
]);
const INSTALL_SETTINGS_WHY = "it changes where packages are installed from or what runs when they are installed";


/***/ }),

/***/ 48003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ describeFault),
/* harmony export */   RW: () => (/* binding */ faultSummary),
/* harmony export */   kS: () => (/* binding */ EnvironmentFault)
/* harmony export */ });
/**
 * Faults of the machine, not of Patchbay (docs/decisions/0012-faults-leave-the-repository-consistent.md): a full disk, a quota, a
 * read-only file system, memory, a lock another program holds. A run that meets
 * one ends with a sentence naming it and what to do — never "Internal error …
 * please report this", which sends people to file a bug about their disk.
 *
 * Recognised by the errno code Node gives (ENOSPC…) or by the words the C library
 * and git print ("No space left on device"), anywhere in an error's message or
 * cause chain: a git process reports the fault on stderr, which becomes part of
 * the error Patchbay throws.
 */
/** An error Patchbay raises itself for a fault of the environment (a lock another process holds). */
class EnvironmentFault extends Error {
    fault;
    constructor(message, fault) {
        super(message);
        this.fault = fault;
        this.name = "EnvironmentFault";
    }
}
const KINDS = [
    {
        kind: "disk_full",
        codes: ["ENOSPC"],
        // git's own words for it: "sha1 file '…' write error. Out of diskspace".
        words: /No space left on device|Out of diskspace/i,
        what: "the disk is full",
        todo: "free some space (or give the job a bigger disk) and run again",
    },
    {
        kind: "quota",
        codes: ["EDQUOT"],
        words: /Disk quota exceeded/i,
        what: "the disk quota is used up",
        todo: "free some space within the quota and run again",
    },
    {
        kind: "read_only",
        codes: ["EROFS"],
        words: /Read-only file system/i,
        what: "the file system is read-only",
        todo: "run Patchbay on a checkout it can write to",
    },
    {
        kind: "memory",
        codes: ["ENOMEM"],
        words: /Cannot allocate memory|Out of memory/i,
        what: "the machine ran out of memory",
        todo: "give the job more memory, or close what else is running, and run again",
    },
    {
        kind: "files",
        codes: ["EMFILE", "ENFILE"],
        words: /Too many open files/i,
        what: "the process ran out of file descriptors",
        todo: "raise the open-files limit (ulimit -n) and run again",
    },
];
function* chain(error) {
    const seen = new Set();
    for (let e = error; e !== undefined && e !== null && !seen.has(e); e = e.cause) {
        seen.add(e);
        yield e;
    }
}
/**
 * What the tool said, in its words, up to the words that name the fault: the end
 * of the line that has them ("fatal: sha1 file '…' write error. Out of diskspace"),
 * not the command line in front of it.
 */
function evidence(text, words) {
    const line = (text.split("\n").find((l) => words.test(l)) ?? text).replace(/\s+/g, " ").trim();
    const match = words.exec(line);
    const end = match ? match.index + match[0].length : line.length;
    const start = Math.max(0, line.lastIndexOf("fatal:", end), line.lastIndexOf("error:", end), end - 200);
    return `${start > 0 && !/^(fatal|error):/.test(line.slice(start)) ? "…" : ""}${line.slice(start, end)}`;
}
/**
 * A sentence for people when `error` is a fault of the environment, else undefined.
 * `doing` says what Patchbay was doing ("writing a checkpoint").
 */
function describeFault(error, doing) {
    for (const e of chain(error)) {
        if (e instanceof EnvironmentFault)
            return e.message;
        const code = e.code;
        const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
        for (const k of KINDS) {
            if ((typeof code === "string" && k.codes.includes(code)) || k.words.test(message)) {
                const where = doing ? ` while ${doing}` : "";
                return `Stopped because ${k.what}${where} (${evidence(message, k.words) || code}): ${k.todo}. The commits made so far are kept.`;
            }
        }
    }
    return undefined;
}
/** For a warning: what the fault is and the tool's words ("the disk is full (…)"), or undefined. */
function faultSummary(error) {
    for (const e of chain(error)) {
        if (e instanceof EnvironmentFault)
            return e.message;
        const code = e.code;
        const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
        const k = KINDS.find((k) => (typeof code === "string" && k.codes.includes(code)) || k.words.test(message));
        if (k)
            return `${k.what} (${evidence(message, k.words) || code})`;
    }
    return undefined;
}


/***/ }),

/***/ 23368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * The error whose message is for users as it is. Any layer may throw it (a flag
 * the CLI cannot parse, a PR branch that needs a token); the entry points print
 * it without a stack trace and exit with its code.
 */
/** An error whose message is for users as it is: printed without a stack trace, exit code 1 (or `exitCode`). */
class UsageError extends Error {
    exitCode;
    constructor(message, exitCode = 1) {
        super(message);
        this.exitCode = exitCode;
        this.name = "UsageError";
    }
}


/***/ })

};
