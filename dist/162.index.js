export const id = 162;
export const ids = [162];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/** Thin wrapper over node:util parseArgs that turns its errors into UsageErrors. */


function parse(argv, options, usage) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${e.message}\nusage: ${usage}`, 2);
    }
}


/***/ }),

/***/ 4162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(8343);
;// CONCATENATED MODULE: ./src/github/event-name.ts
/**
 * The event name for a payload file given without one (`patchbay run --event FILE`):
 * GitHub puts the name in GITHUB_EVENT_NAME, not in the payload, so a local run
 * infers it from the payload's shape. `--event-name` overrides.
 */

const shape = schemas/* looseObject */._H3({
    comment: schemas/* unknown */.L5J().optional(),
    review: schemas/* unknown */.L5J().optional(),
    issue: schemas/* unknown */.L5J().optional(),
    pull_request: schemas/* unknown */.L5J().optional(),
    schedule: schemas/* unknown */.L5J().optional(),
    inputs: schemas/* unknown */.L5J().optional(),
    client_payload: schemas/* unknown */.L5J().optional(),
    action: schemas/* unknown */.L5J().optional(),
});
function inferEventName(payload) {
    const parsed = shape.safeParse(payload);
    if (!parsed.success)
        return undefined;
    const p = parsed.data;
    if (p.comment !== undefined && p.issue !== undefined)
        return "issue_comment";
    if (p.comment !== undefined && p.pull_request !== undefined)
        return "pull_request_review_comment";
    if (p.review !== undefined && p.pull_request !== undefined)
        return "pull_request_review";
    if (p.issue !== undefined)
        return "issues";
    if (p.pull_request !== undefined)
        return "pull_request";
    if (p.schedule !== undefined)
        return "schedule";
    if (p.client_payload !== undefined)
        return "repository_dispatch";
    if (p.inputs !== undefined)
        return "workflow_dispatch";
    return undefined;
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/trigger-event-file.ts
var trigger_event_file = __webpack_require__(7129);
// EXTERNAL MODULE: ./src/run/pipeline.ts + 71 modules
var pipeline = __webpack_require__(5583);
// EXTERNAL MODULE: ./src/run/prepare.ts + 4 modules
var prepare = __webpack_require__(5361);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * `patchbay run`: the whole pipeline on this machine. With `--event FILE` it
 * handles a webhook payload exactly as the Action would; with `--prompt TEXT`
 * it works on the repository directly. `--dry-run` keeps everything local (no
 * push, comment or PR); `--plan` only prints the trigger and task.
 */









const USAGE = "patchbay run [--event FILE [--event-name NAME] | --issue N | --prompt TEXT] [--repo DIR] [--model PROVIDER/NAME | replay:FILE] [--config FILE] [--task NAME] [--dry-run] [--plan] [--transcript FILE] [--record FILE]";
/** Event names GitHub uses that a file name may start with (`issues.labeled.json`). */
const KNOWN_EVENTS = [
    "issue_comment",
    "pull_request_review_comment",
    "pull_request_review",
    "pull_request_target",
    "pull_request",
    "issues",
    "schedule",
    "workflow_dispatch",
    "repository_dispatch",
];
const runCommand = async (argv, io) => {
    const { values, positionals } = (0,args/* parse */.q)(argv, {
        event: { type: "string" },
        "event-name": { type: "string" },
        issue: { type: "string" },
        prompt: { type: "string" },
        task: { type: "string" },
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
        throw new cli_io/* UsageError */.e(`unexpected argument "${positionals[0]}"\nusage: ${USAGE}`, 2);
    const sources = [values.event, values.issue, values.prompt].filter((v) => v !== undefined).length;
    if (sources === 0 && !values.task)
        throw new cli_io/* UsageError */.e(`give one of --event FILE, --issue N or --prompt TEXT\nusage: ${USAGE}`, 2);
    if (values.event && values.issue)
        throw new cli_io/* UsageError */.e("--event and --issue cannot be combined", 2);
    const repo = external_node_path_default().resolve(io.cwd, values.repo ?? ".");
    const settings = {
        repo,
        cwd: io.cwd,
        event: values.event ? await readEventArg(external_node_path_default().resolve(io.cwd, values.event), values["event-name"]) : undefined,
        configPath: values.config,
        model: values.model,
        prompt: values.prompt,
        task: values.task,
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
        transcriptPath: values.transcript ? external_node_path_default().resolve(io.cwd, values.transcript) : undefined,
        recordPath: values.record ? external_node_path_default().resolve(io.cwd, values.record) : undefined,
        env: io.env,
        underAct: io.env.ACT === "true",
        debug: false,
    };
    if (values.issue)
        settings.event = await issueEvent(settings, values.issue);
    if (values.plan) {
        const prepared = await (0,prepare/* prepare */.i)(settings);
        io.stdout(`${JSON.stringify(prepared.kind === "skip" ? { skipped: prepared.reason } : { trigger: prepared.trigger, task: prepared.task }, null, 2)}\n`);
        return 0;
    }
    const octokit = settings.githubToken
        ? (0,github_octokit/* createOctokit */.Q)({ token: settings.githubToken, baseUrl: settings.apiUrl })
        : undefined;
    const abort = new AbortController();
    const onSignal = () => abort.abort();
    process.once("SIGINT", onSignal);
    try {
        const result = await (0,pipeline/* runPipeline */.aI)(settings, {
            octokit,
            write: io.stdout,
            color: io.isTTY,
            prompt: io.prompt,
            signal: abort.signal,
        });
        return ["failed", "cancelled"].includes(result.outcome.kind) ? 1 : 0;
    }
    finally {
        process.off("SIGINT", onSignal);
    }
};
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new cli_io/* UsageError */.e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** An event file: its name from --event-name, the file name (`issues.labeled.json`), or the payload's shape. */
async function readEventArg(file, given) {
    const fromName = KNOWN_EVENTS.find((e) => external_node_path_default().basename(file).split(".")[0] === e);
    let name = given ?? fromName;
    if (!name) {
        const text = await (0,promises_.readFile)(file, "utf8").catch(() => undefined);
        let payload;
        try {
            payload = text === undefined ? undefined : JSON.parse(text);
        }
        catch {
            payload = undefined; // readEvent below says what is wrong with the file
        }
        name = inferEventName(payload);
    }
    if (!name)
        throw new cli_io/* UsageError */.e(`cannot tell which event ${file} is; add --event-name (e.g. issue_comment)`, 2);
    return { name, payload: await (0,trigger_event_file/* readEvent */.j)(file, name), path: file };
}
/** `--issue N`: the issue as an `issues.labeled` event with the trigger label, read through the API. */
async function issueEvent(settings, value) {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0)
        throw new cli_io/* UsageError */.e(`--issue takes an issue number, got "${value}"`, 2);
    if (!settings.githubToken)
        throw new cli_io/* UsageError */.e("--issue reads the issue from GitHub: set GITHUB_TOKEN", 2);
    const { localRepository } = await __webpack_require__.e(/* import() */ 793).then(__webpack_require__.bind(__webpack_require__, 9174));
    const repository = await localRepository(settings);
    const octokit = (0,github_octokit/* createOctokit */.Q)({ token: settings.githubToken, baseUrl: settings.apiUrl });
    const { data: repo } = await octokit.rest.repos.get({ owner: repository.owner, repo: repository.name });
    const { data: issue } = await octokit.rest.issues.get({
        owner: repository.owner,
        repo: repository.name,
        issue_number: number,
    });
    return {
        name: "workflow_dispatch",
        payload: {
            inputs: { prompt: settings.prompt ?? `Resolve issue #${number}: ${issue.title}\n\n${issue.body ?? ""}` },
            ref: `refs/heads/${repo.default_branch}`,
            repository: repo,
            sender: issue.user,
        },
    };
}


/***/ })

};
