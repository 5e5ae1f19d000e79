export const id = 4035;
export const ids = [4035];
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

/***/ 36769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAction: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
/* harmony import */ var _run_contract_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(17327);
/* harmony import */ var _run_delivery_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17733);
/* harmony import */ var _run_pipeline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7928);
/* harmony import */ var _secrets_redactor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71270);
/* harmony import */ var _util_faults_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48003);
/* harmony import */ var _util_stop_signals_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18482);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(81729);
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9673);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(33175);
/**
 * The action's main step: inputs → settings → run → outputs. Failures become
 * `core.setFailed` with a message for people; stacks only with step debug on.
 * The outputs are loaded once the run is over (or has failed): nothing before
 * the first model request waits for them.
 */











async function runAction(env = process.env, options = {}) {
    const abort = new AbortController();
    const stopListening = (0,_util_stop_signals_js__WEBPACK_IMPORTED_MODULE_6__/* .onStopSignals */ .D)(abort, (line) => _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .warning */ .$e(`Patchbay: ${line}`));
    let debug = false;
    // The step's own last words (the failure, the early outputs) go through the same
    // masking as everything else: a secret in a message, in any encoding, never shows.
    const redactor = new _secrets_redactor_js__WEBPACK_IMPORTED_MODULE_4__/* .Redactor */ .pO();
    redactor.addFromEnv(env);
    const log = groupedLog((text) => process.stdout.write(text));
    // What the post step will read; kept here too so every save carries all of it.
    let state;
    const save = (next) => {
        if (!state)
            return;
        state = { ...state, ...next };
        (0,_state_js__WEBPACK_IMPORTED_MODULE_9__/* .saveMainState */ .q)(state);
    };
    try {
        const settings = await (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readSettings */ .sb)(env);
        const { stage, outbox } = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readStage */ .NW)(env);
        debug = settings.debug;
        redactor.add(settings.githubToken);
        // Reads (permission, context) happen in dry runs too; dry runs never write.
        const octokit = settings.githubToken
            ? (await Promise.all(/* import() */[__webpack_require__.e(7983), __webpack_require__.e(6702)]).then(__webpack_require__.bind(__webpack_require__, 6702))).createOctokit({
                token: settings.githubToken,
                baseUrl: settings.apiUrl,
                ...options.octokit,
                // Requests under way stop with the run (deadline-fetch.ts).
                signal: abort.signal,
                log: { debug: _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .debug */ .Yz, warning: _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .warning */ .$e },
            })
            : undefined;
        if (stage === "publish") {
            // The publish stage checks an outbox and writes; it runs no session, so the post step has nothing to finish.
            const { runPublishStep } = await Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(201), __webpack_require__.e(2055), __webpack_require__.e(6500), __webpack_require__.e(5163), __webpack_require__.e(3306), __webpack_require__.e(6294), __webpack_require__.e(636)]).then(__webpack_require__.bind(__webpack_require__, 30636));
            return await runPublishStep(settings, outbox, {
                octokit,
                env,
                write: (text) => process.stdout.write(text),
                redact: (text) => redactor.redact(text),
            });
        }
        // The agent stage delivers to its outbox (runAgentStage): its post step has nothing to push either.
        const delivery = stage === "agent" ? { kind: "outbox", dir: outbox } : settings.delivery;
        state = { repo: settings.repo, runId: settings.runId, finished: false, push: (0,_run_delivery_js__WEBPACK_IMPORTED_MODULE_2__/* .pushes */ .PN)(delivery) };
        (0,_state_js__WEBPACK_IMPORTED_MODULE_9__/* .saveMainState */ .q)(state);
        const deps = {
            octokit,
            write: (text) => process.stdout.write(text),
            group: log.group,
            color: false,
            signal: abort.signal,
            onStarted: (started) => save(stage === "agent" ? { ...started, comment: undefined } : started),
        };
        const result = stage === "agent"
            ? (await (await Promise.all(/* import() */[__webpack_require__.e(201), __webpack_require__.e(2055), __webpack_require__.e(3930)]).then(__webpack_require__.bind(__webpack_require__, 12048))).runAgentStage({ ...settings, outbox }, deps)).result
            : await (0,_run_pipeline_js__WEBPACK_IMPORTED_MODULE_3__/* .runPipeline */ .a)(settings, deps);
        log.group(undefined);
        const { earlySummary, setOutputs } = await __webpack_require__.e(/* import() */ 8948).then(__webpack_require__.bind(__webpack_require__, 18948));
        setOutputs(result, (text) => redactor.redact(text));
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH("outbox", stage === "agent" ? outbox : "");
        const summary = redactor.redact(result.summary ?? earlySummary(result.outcome.kind, result.outcome.message));
        if (env.GITHUB_STEP_SUMMARY)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(env.GITHUB_STEP_SUMMARY, `${summary}\n`);
        save({ finished: true });
        if ((0,_run_contract_js__WEBPACK_IMPORTED_MODULE_10__/* .failed */ .g)(result))
            _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setFailed */ .C1(redactor.redact(`Patchbay ${result.outcome.kind}: ${result.outcome.message}`));
    }
    catch (error) {
        log.group(undefined);
        // The step ended, with an error the run already reported: the post step must not call it cancelled.
        save({ finished: true });
        const message = redactor.redact(userMessage(error));
        const { setEarlyFailureOutputs } = await __webpack_require__.e(/* import() */ 8948).then(__webpack_require__.bind(__webpack_require__, 18948));
        // Each config problem as an annotation on its file and line, where the workflow run's page shows it.
        if (error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x)
            annotateConfigProblems(error, redactor);
        // The next step and the job summary learn why, even though the run never started.
        const summary = setEarlyFailureOutputs(message);
        if (env.GITHUB_STEP_SUMMARY)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(env.GITHUB_STEP_SUMMARY, `${summary}\n`).catch(() => undefined);
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setFailed */ .C1(message);
        if (debug && error instanceof Error && error.stack)
            _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .debug */ .Yz(redactor.redact(error.stack));
    }
    finally {
        stopListening();
    }
}
/**
 * The Actions log's collapsible sections: `::group::TITLE` … `::endgroup::`. They do not
 * nest, so a new section ends the one before; `undefined` only ends it. The title is a
 * log command's data: a line break would end it early, and `%` starts an escape.
 */
function groupedLog(write) {
    let open = false;
    return {
        group(title) {
            if (open)
                write("::endgroup::\n");
            open = title !== undefined;
            if (title !== undefined)
                write(`::group::${title.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}\n`);
        },
    };
}
function annotateConfigProblems(error, redactor) {
    for (const problem of error.problems)
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .error */ .z3(redactor.redact(`${problem.key ? `${problem.key}: ` : ""}${problem.message}${problem.hint ? ` (${problem.hint})` : ""}`), {
            title: "Patchbay configuration",
            file: problem.file,
            startLine: problem.line || undefined,
            startColumn: problem.column || undefined,
        });
}
function userMessage(error) {
    if (error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x)
        return `Configuration error:\n${error.message}`;
    const fault = (0,_util_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFault */ .Qx)(error);
    if (fault)
        return fault;
    return error instanceof Error ? error.message : String(error);
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

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ formatProblem),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
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

/***/ 18482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ onStopSignals)
/* harmony export */ });
/**
 * SIGINT and SIGTERM, the same in the CLI and the action (docs/decisions/0012-faults-leave-the-repository-consistent.md): the first
 * stops the run gracefully — the current step ends, what changed is committed, the
 * session is saved, the reporters hear "cancelled" — and the second ends the
 * process at once (a person pressing Ctrl-C twice means it). What the second
 * leaves half-done, the next run puts right (git/run-lock/recover.ts).
 */
const EXIT_CODE = { SIGINT: 130, SIGTERM: 143 };
/** Listens for SIGINT and SIGTERM until the returned function is called. */
function onStopSignals(abort, say) {
    let received = 0;
    const onSignal = (signal) => {
        received++;
        if (received === 1) {
            say(`${signal}: stopping after the current step; what changed is committed first (${signal} again stops at once)`);
            abort.abort(new Error(`stopped by ${signal}`));
            return;
        }
        say(`${signal} again: stopping now; the next run puts right anything left half-done`);
        process.exit(EXIT_CODE[signal] ?? 1);
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    return () => {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    };
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
