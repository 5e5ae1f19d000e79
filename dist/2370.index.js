export const id = 2370;
export const ids = [2370];
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
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96232);
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
// EXTERNAL MODULE: ./src/config/secrets.ts + 1 modules
var secrets = __webpack_require__(81951);
// EXTERNAL MODULE: ./src/run/pipeline.ts + 1 modules
var pipeline = __webpack_require__(56964);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/outputs.ts
/** The action's outputs (DESIGN §6), from a run's result. */

/** `redact` masks the job's secrets (every encoding) in what a later step reads. */
function setOutputs(result, redact) {
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
    core/* setOutput */.uH("result_json", outcome.resultJson === undefined ? "" : redact(JSON.stringify(outcome.resultJson)));
    // The completion text (or why the run stopped) and the job summary's Markdown, for the next step.
    core/* setOutput */.uH("final_message", redact(outcome.result ?? outcome.message));
    core/* setOutput */.uH("summary", redact(result.summary ?? earlySummary(outcome.kind, outcome.message)));
}
/** A run that ended before its session (skipped, or failed early): a short summary saying why. */
function earlySummary(kind, message) {
    return `### Patchbay: ${kind}\n\n${message}\n`;
}
/** Outputs of a run that failed before it had a result: the reason is the final message. */
function setEarlyFailureOutputs(message) {
    const summary = earlySummary("failed", message);
    core/* setOutput */.uH("outcome", "failed");
    core/* setOutput */.uH("final_message", message);
    core/* setOutput */.uH("summary", summary);
    return summary;
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
    // The step's own last words (the failure, the early outputs) go through the same
    // masking as everything else: a secret in a message, in any encoding, never shows.
    const redactor = new secrets/* Redactor */.p();
    redactor.addFromEnv(env);
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
        redactor.add(settings.githubToken);
        // Reads (permission, context) happen in dry runs too; dry runs never write.
        const octokit = settings.githubToken
            ? (await Promise.all(/* import() */[__webpack_require__.e(7983), __webpack_require__.e(6702)]).then(__webpack_require__.bind(__webpack_require__, 6702))).createOctokit({
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
        setOutputs(result, (text) => redactor.redact(text));
        const summary = redactor.redact(result.summary ?? earlySummary(result.outcome.kind, result.outcome.message));
        if (env.GITHUB_STEP_SUMMARY)
            await (0,promises_.appendFile)(env.GITHUB_STEP_SUMMARY, `${summary}\n`);
        save({ finished: true });
        if (FAILING.has(result.outcome.kind))
            core/* setFailed */.C1(redactor.redact(`Patchbay ${result.outcome.kind}: ${result.outcome.message}`));
    }
    catch (error) {
        // The step ended, with an error the run already reported: the post step must not call it cancelled.
        save({ finished: true });
        const message = redactor.redact(userMessage(error));
        // The next step and the job summary learn why, even though the run never started.
        const summary = setEarlyFailureOutputs(message);
        if (env.GITHUB_STEP_SUMMARY)
            await (0,promises_.appendFile)(env.GITHUB_STEP_SUMMARY, `${summary}\n`).catch(() => undefined);
        core/* setFailed */.C1(message);
        if (debug && error instanceof Error && error.stack)
            core/* debug */.Yz(redactor.redact(error.stack));
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
    gate: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ known: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), runUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), fileMb: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }).optional(),
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

/***/ 42784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ nearest)
/* harmony export */ });
/** "Did you mean": the nearest candidate by edit distance, when it is near enough to be a typo. */
function nearest(word, candidates) {
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
        const d = distance(word.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    const allowed = Math.max(1, Math.floor(word.length / 3));
    return bestDistance <= allowed ? best : undefined;
}
/** Damerau–Levenshtein (optimal string alignment): a swapped pair of letters counts as one typo. */
function distance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            const row = d[i];
            const prev = d[i - 1];
            let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                v = Math.min(v, d[i - 2][j - 2] + 1);
            }
            row[j] = v;
        }
    }
    return d[a.length][b.length];
}


/***/ })

};
