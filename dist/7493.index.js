export const id = 7493;
export const ids = [7493];
export const modules = {

/***/ 87493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCommand: () => (/* binding */ publishCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);
/* harmony import */ var _publish_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24585);
/* harmony import */ var _publish_stage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92580);
/* harmony import */ var _run_delivery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17733);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84580);
/**
 * `patchbay publish DIR`: the publish stage of a two-job run (docs/decisions/0023-two-job-runs.md). Reads the
 * outbox the agent stage wrote as untrusted input, checks it against the event
 * (the same --event flags as `patchbay run`), and pushes and posts what passes;
 * `--dry-run` runs every check and writes nothing. Exit 1 when anything was refused.
 */








const USAGE = `patchbay publish DIR [--event FILE [--event-name NAME]] [--run-id ID] [--repo DIR] [--config FILE] [--dry-run] [--json]

  DIR                   the outbox \`patchbay run --stage agent --outbox DIR\` (or the action's agent stage) wrote
  --event FILE          the event the agent stage handled (under GitHub Actions: GITHUB_EVENT_PATH)
  --event-name NAME     the event's name when the file name does not say it
  --run-id ID           the agent stage's run id (under GitHub Actions: GITHUB_RUN_ID, which both jobs share)
  --repo DIR            a clone of the repository (default: the current directory); only its git objects are used
  --config FILE         the config file (default: .github/patchbay.yml)
  --dry-run             run every check, write nothing
  --json                print the result (refusals, threat findings, writes) as JSON
Needs GITHUB_TOKEN with contents, issues and pull-requests write for what it publishes.`;
const publishCommand = async (argv, io) => {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parse */ .qg)(argv, {
        event: { type: "string" },
        "event-name": { type: "string" },
        "run-id": { type: "string" },
        repo: { type: "string" },
        config: { type: "string" },
        "dry-run": { type: "boolean" },
        json: { type: "boolean" },
    }, USAGE);
    const [dir, extra] = positionals;
    if (!dir || extra !== undefined)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`give one outbox directory\nusage: ${USAGE}`, 2);
    const runId = values["run-id"] ?? io.env.GITHUB_RUN_ID;
    if (!runId)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e("give --run-id: the agent stage's run id (its outbox.json says which it used)", 2);
    const eventFile = values.event ?? io.env.GITHUB_EVENT_PATH;
    const eventName = values["event-name"] ?? (values.event ? undefined : io.env.GITHUB_EVENT_NAME);
    const repository = io.env.GITHUB_REPOSITORY;
    const serverUrl = io.env.GITHUB_SERVER_URL ?? "https://github.com";
    const settings = {
        repo: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? "."),
        cwd: io.cwd,
        event: eventFile ? await (0,_run_js__WEBPACK_IMPORTED_MODULE_6__.readEventArg)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, eventFile), eventName) : undefined,
        configPath: values.config,
        delivery: (0,_run_delivery_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryFrom */ .$h)({ dryRun: values["dry-run"] ?? false }),
        limits: {},
        githubToken: io.env.GITHUB_TOKEN || undefined,
        apiUrl: io.env.GITHUB_API_URL ?? "https://api.github.com",
        serverUrl,
        repository,
        runId,
        runUrl: repository && io.env.GITHUB_RUN_ID ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
        tempDir: io.env.TMPDIR ?? "/tmp",
        env: io.env,
        underAct: io.env.ACT === "true",
        debug: false,
    };
    const octokit = settings.githubToken
        ? (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_1__.createOctokit)({ token: settings.githubToken, baseUrl: settings.apiUrl })
        : undefined;
    const result = await (0,_publish_stage_js__WEBPACK_IMPORTED_MODULE_2__/* .runPublishStage */ .d)(settings, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, dir), {
        octokit,
        write: values.json ? io.stderr : io.stdout,
    });
    if (values.json)
        io.stdout(`${JSON.stringify({ ok: result.ok, refusals: result.refusals, threats: result.threats, written: result.written, branch: result.branch, pr_url: result.prUrl }, null, 2)}\n`);
    else if (!result.ok)
        io.stderr(`refused; nothing was pushed or posted:\n${(0,_publish_report_js__WEBPACK_IMPORTED_MODULE_7__/* .describeRefusals */ .l)(result.refusals)}\n`);
    else if (result.threats.length)
        io.stdout(result.summary);
    return result.ok ? 0 : 1;
};


/***/ })

};
