export const id = 481;
export const ids = [481];
export const modules = {

/***/ 6481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/run/pipeline.ts + 1 modules
var pipeline = __webpack_require__(427);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/github/trigger-event-file.ts
var trigger_event_file = __webpack_require__(7129);
;// CONCATENATED MODULE: ./src/action/inputs.ts
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
    const raw = core/* getInput */.V4(name);
    if (raw === "")
        return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0)
        throw new InputError(`input \`${name}\` must be a positive number, got "${raw}"`);
    return value;
}
function optionalBoolean(name) {
    const raw = core/* getInput */.V4(name).trim().toLowerCase();
    if (raw === "")
        return undefined;
    if (["true", "yes", "1"].includes(raw))
        return true;
    if (["false", "no", "0"].includes(raw))
        return false;
    throw new InputError(`input \`${name}\` must be true or false, got "${raw}"`);
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
        const value = core/* getInput */.V4(input);
        if (value) {
            core/* setSecret */.Pq(value);
            keys[variable] = value;
        }
    }
    const token = core/* getInput */.V4("github_token") || env.GITHUB_TOKEN || undefined;
    if (token)
        core/* setSecret */.Pq(token);
    const baseUrl = core/* getInput */.V4("base_url");
    const underAct = env.ACT === "true";
    const eventName = env.GITHUB_EVENT_NAME;
    const eventPath = env.GITHUB_EVENT_PATH;
    const event = eventName && eventPath
        ? { name: eventName, payload: await (0,trigger_event_file/* readEvent */.j)(eventPath, eventName), path: eventPath }
        : undefined;
    const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
    const runId = env.GITHUB_RUN_ID ?? `local-${Date.now()}`;
    const repository = env.GITHUB_REPOSITORY;
    // Outside the workspace: nothing the agent's tools can read or commit.
    const temp = env.RUNNER_TEMP ?? external_node_os_default().tmpdir();
    return {
        repo: env.GITHUB_WORKSPACE ?? process.cwd(),
        cwd: env.GITHUB_WORKSPACE ?? process.cwd(),
        event,
        configPath: core/* getInput */.V4("config") || undefined,
        model: core/* getInput */.V4("model") || undefined,
        prompt: core/* getInput */.V4("prompt") || undefined,
        task: core/* getInput */.V4("task") || undefined,
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
        transcriptPath: external_node_path_default().join(temp, `patchbay-${runId}.jsonl`),
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
}

// EXTERNAL MODULE: ./src/action/state.ts
var action_state = __webpack_require__(3175);
;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The action's main step: inputs → settings → run → outputs. Failures become
 * `core.setFailed` with a message for people; stacks only with step debug on.
 */







/** Outcomes after which the step fails (the others are answers, not errors). */
const FAILING = new Set(["failed", "cancelled"]);
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
        const settings = await readSettings(env);
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
        const result = await (0,pipeline/* runPipeline */.aI)(settings, {
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
    gate: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ known: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), runUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), fileMb: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }).optional(),
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

/***/ 7827:
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


/***/ })

};
