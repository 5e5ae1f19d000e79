export const id = 4558;
export const ids = [4558];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber)
/* harmony export */ });
/* unused harmony exports HELP_EXIT, wantsHelp */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42784);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/**
 * Thin wrapper over node:util parseArgs: `--help`/`-h` prints the command's usage
 * (every command gets it for free), an unknown flag gets "did you mean", and any
 * other parse error becomes a UsageError.
 */



/** Exit code 0 tells main() to print the message on stdout: help is an answer, not an error. */
const HELP_EXIT = 0;
/** `positionals: false`: a command that takes only flags refuses a stray word, naming it. */
function parse(argv, options, usage, opts = {}) {
    if (wantsHelp(argv))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`usage: ${usage}`, HELP_EXIT);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${explain(e, options)}\nusage: ${usage}`, 2);
    }
    if (opts.positionals === false && parsed.positionals.length)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument "${parsed.positionals[0]}"\nusage: ${usage}`, 2);
    return parsed;
}
/** A flag's whole number from `min` to `max` (`fallback` when absent); `why` says where the bound comes from. */
function wholeNumber(value, flag, range) {
    if (value === undefined)
        return range.fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < range.min || n > range.max)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a whole number from ${range.min} to ${range.max}${range.why ? ` (${range.why})` : ""}, got "${value}"`, 2);
    return n;
}
/** `--help` or `-h` before a `--` that ends the options. */
function wantsHelp(argv) {
    const end = argv.indexOf("--");
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
function explain(error, options) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '(-{1,2}[^'=]+)/.exec(message)?.[1];
    if (!unknown)
        return message;
    const flags = Object.keys(options).map((name) => `--${name}`);
    const guess = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(unknown, flags);
    return `unknown option ${unknown}${guess ? ` — did you mean ${guess}?` : ""}`;
}


/***/ }),

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ noticeTo)
/* harmony export */ });
/** The sandbox's notices (mechanism, `off`, none available) as a subcommand prints them: on stderr, so stdout stays the answer. */
function noticeTo(io) {
    return (level, message) => io.stderr(`${level === "warning" ? "warning: " : ""}${message}\n`);
}


/***/ }),

/***/ 74558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mcpCommand: () => (/* binding */ mcpCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46721);
/* harmony import */ var _mcp_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28377);
/* harmony import */ var _mcp_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61896);
/* harmony import */ var _run_contained_hub_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70838);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(71604);
/**
 * `patchbay mcp list` and `patchbay mcp call`: the configured MCP servers as a
 * run would see them — connected the same way, with the same names, stdio
 * servers in the same sandbox — so a broken server is found before a run
 * depends on it.
 */








const USAGE = `patchbay mcp list [--config FILE] [--repo DIR] [--json]
       patchbay mcp call SERVER TOOL [JSON] [--config FILE] [--repo DIR]
       patchbay mcp call mcp__SERVER__TOOL [JSON] [--config FILE] [--repo DIR]

  TOOL may be the server's own tool name or the model-facing name \`mcp list\` prints.`;
const LOUD = new Set(["warning", "error", "critical", "alert", "emergency"]);
const mcpCommand = async (argv, io) => {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" } }, USAGE);
    const [action, ...rest] = positionals;
    const repo = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? ".");
    if (action === "list" && rest.length === 0) {
        const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)({ repo, configPath: values.config, env: io.env });
        return list(loaded.config, loaded.redactor, repo, io, values.json === true);
    }
    if (action === "call" && rest.length >= 1 && rest.length <= 3) {
        const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)({ repo, configPath: values.config, env: io.env });
        const { server, tool, json } = callTarget(rest, Object.keys(loaded.config.mcp_servers));
        return call(loaded.config, loaded.redactor, repo, io, server, tool, parseArgsJson(json));
    }
    throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`usage: ${USAGE}`, 2);
};
/**
 * `mcp call SERVER TOOL [JSON]` or `mcp call mcp__server__tool [JSON]` — the name
 * `mcp list` prints and the model sees. The server is the configured one whose
 * sanitized name the prefix spells (the longest, should one name prefix another).
 */
function callTarget(rest, servers) {
    const [first = "", second, third] = rest;
    const modelFacing = first.startsWith("mcp__") && (rest.length === 1 || (rest.length === 2 && isJsonArg(second)));
    if (!modelFacing) {
        if (second === undefined)
            throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`usage: ${USAGE}`, 2);
        return { server: first, tool: second, json: third };
    }
    const server = (0,_mcp_names_js__WEBPACK_IMPORTED_MODULE_3__/* .serverOfToolName */ .qN)(first, servers);
    if (!server) {
        const known = servers.join(", ") || "none configured";
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`no configured MCP server matches "${first}" (servers: ${known})`);
    }
    return { server, tool: first, json: second };
}
function isJsonArg(text) {
    return text !== undefined && /^\s*[[{]/.test(text);
}
function parseArgsJson(json) {
    if (json === undefined)
        return {};
    let value;
    try {
        value = JSON.parse(json);
    }
    catch (error) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`the tool arguments are not valid JSON (${error instanceof Error ? error.message : error}); pass an object such as '{"path": "README.md"}'`, 2);
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`the tool arguments must be a JSON object such as '{"path": "README.md"}'`, 2);
    return Object.fromEntries(Object.entries(value));
}
function logTo(io, redactor) {
    return (event) => {
        if (LOUD.has(event.level))
            io.stderr(redactor.redact(`[${event.server}] ${event.level}: ${event.message}\n`));
    };
}
/**
 * The servers, each in the sandbox a run would give it. The sandbox's notices
 * (mechanism, `off`, none available) and the hosts its proxy refused go to
 * stderr, as a run prints them: stdout stays the list or the tool's result.
 */
async function connect(servers, config, repo, io, onLog) {
    return (0,_run_contained_hub_js__WEBPACK_IMPORTED_MODULE_4__/* .connectContainedHub */ .$)({
        servers,
        sandbox: config.sandbox,
        repo,
        env: io.env,
        notice: (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .noticeTo */ .K)(io),
        ...(onLog ? { onLog } : {}),
    });
}
async function closeAndReport(contained, io) {
    await contained.close();
    for (const line of contained.blocked())
        io.stderr(`${line}\n`);
}
async function list(config, redactor, repo, io, json) {
    // No log callback: lines would interleave with the table; status() carries every error.
    const contained = await connect(config.mcp_servers, config, repo, io);
    const { hub } = contained;
    try {
        await hub.settled();
        const statuses = hub.status();
        const tools = hub.tools();
        const report = await Promise.all(statuses.map(async (s) => ({
            ...s,
            tools: tools.filter((t) => t.source === s.name).map((t) => ({ name: t.name, description: t.description })),
            ...(await resourcesOf(hub, s)),
        })));
        if (json)
            io.stdout(`${redactor.redact(JSON.stringify({ servers: report }, null, 2))}\n`);
        else
            io.stdout(redactor.redact(renderList(report)));
        return statuses.some((s) => s.status === "failed") ? 1 : 0;
    }
    finally {
        await closeAndReport(contained, io);
    }
}
async function resourcesOf(hub, status) {
    if (status.status !== "connected")
        return { resources: [], resourceTemplates: [] };
    try {
        const { resources, templates } = await hub.serverResources(status.name);
        return {
            resources: resources.map((r) => ({ uri: r.uri, name: r.name, ...(r.mimeType ? { mimeType: r.mimeType } : {}) })),
            resourceTemplates: templates.map((t) => ({ uriTemplate: t.uriTemplate, name: t.name })),
        };
    }
    catch (error) {
        return {
            resources: [],
            resourceTemplates: [],
            resourcesError: error instanceof Error ? error.message : String(error),
        };
    }
}
function oneLine(text, max = 100) {
    const first = text.split("\n")[0]?.trim() ?? "";
    return first.length > max ? `${first.slice(0, max - 1)}…` : first;
}
function renderList(servers) {
    if (servers.length === 0)
        return "No MCP servers configured (mcp_servers in .github/patchbay.yml, or .mcp.json).\n";
    const out = [];
    for (const s of servers) {
        const time = s.connectMs !== undefined ? `  ${s.connectMs} ms` : "";
        const info = s.serverInfo ? `  (${s.serverInfo.name} ${s.serverInfo.version})` : "";
        const restarts = s.restarts ? `  restarted ${s.restarts}×` : "";
        out.push(`${s.name}  ${s.transport}  ${s.status}${time}${info}${restarts}`);
        if (s.error)
            out.push(...indent(`error: ${s.error}`, "  "));
        if (s.status === "failed" && s.stderr && !s.error?.includes("stderr:"))
            out.push("  stderr (last lines):", ...indent((0,_mcp_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .stderrTail */ .be)(s.stderr), "    "));
        if (s.status === "connected") {
            out.push(`  tools (${s.tools.length}):`);
            for (const t of s.tools)
                out.push(`    ${t.name}${t.description ? ` — ${oneLine(t.description)}` : ""}`);
            if (s.resources.length || s.resourceTemplates.length) {
                out.push(`  resources (${s.resources.length}, ${s.resourceTemplates.length} templates):`);
                for (const r of s.resources)
                    out.push(`    ${r.uri}${r.name ? ` — ${r.name}` : ""}`);
                for (const t of s.resourceTemplates)
                    out.push(`    ${t.uriTemplate} (template)`);
            }
            if (s.resourcesError)
                out.push(`  resources: listing failed: ${s.resourcesError}`);
        }
        for (const w of s.warnings)
            out.push(`  warning: ${w}`);
    }
    return `${out.join("\n")}\n`;
}
function indent(text, prefix) {
    return text.split("\n").map((line) => `${prefix}${line}`);
}
async function call(config, redactor, repo, io, server, tool, args) {
    const entry = config.mcp_servers[server];
    if (!entry) {
        const known = Object.keys(config.mcp_servers).join(", ") || "none configured";
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`there is no MCP server "${server}" in the config (servers: ${known})`);
    }
    // Only the server asked for: `mcp call` should not wait for the others.
    const contained = await connect({ [server]: { ...entry, disabled: false } }, config, repo, io, logTo(io, redactor));
    const { hub } = contained;
    try {
        const [status] = hub.status();
        if (status?.status !== "connected") {
            io.stderr(redactor.redact(`MCP server "${server}" ${status?.status ?? "failed"}: ${status?.error ?? "unknown error"}\n`));
            return 1;
        }
        // The real name, whether the caller gave it or the model-facing one `mcp list` prints.
        const realName = hub.resolveTool(server, tool)?.realName ?? tool;
        const parsed = hub.findTool(server, realName)?.parse(args);
        if (parsed && !parsed.ok) {
            io.stderr(`${parsed.error}\n`);
            return 1;
        }
        const result = await hub.callTool(server, realName, args);
        const text = redactor.redact(result.content);
        if (result.ok)
            io.stdout(`${text}\n`);
        else
            io.stderr(`${text}\n`);
        return result.ok ? 0 : 1;
    }
    finally {
        await closeAndReport(contained, io);
    }
}


/***/ }),

/***/ 70838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ connectContainedHub)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _mcp_hub_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45777);
/* harmony import */ var _sandbox_run_sandbox_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29848);
/**
 * MCP servers for `patchbay mcp list` and `mcp call`: the hub a run connects,
 * with each stdio server in the same sandbox a run gives it (same
 * `sandbox.mode` rules and notices, its own `network` entries on top of
 * `sandbox.network.allow`). A server tried from the CLI is never less contained
 * than in a run — and what works here works there.
 */



async function connectContainedHub(opts) {
    // Opened before any server starts: sandbox.mode required fails here, with nothing running.
    const sandbox = _sandbox_run_sandbox_js__WEBPACK_IMPORTED_MODULE_2__/* .RunSandbox */ .jP.open({
        config: opts.sandbox,
        workspace: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(opts.repo),
        env: opts.env,
        notice: opts.notice,
    });
    try {
        const hub = await _mcp_hub_js__WEBPACK_IMPORTED_MODULE_1__.McpHub.connect(opts.servers, {
            cwd: opts.repo,
            env: opts.env,
            sandboxFor: (network) => sandbox.server(network),
            ...(opts.onLog ? { onLog: opts.onLog } : {}),
        });
        return {
            hub,
            blocked: () => sandbox.blockedReport(),
            close: async () => {
                try {
                    await hub.close();
                }
                finally {
                    await sandbox.close();
                }
            },
        };
    }
    catch (error) {
        await sandbox.close();
        throw error;
    }
}


/***/ }),

/***/ 19170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ MechanismChoiceError),
/* harmony export */   Fz: () => (/* binding */ findMechanism),
/* harmony export */   LV: () => (/* binding */ forcedMechanism),
/* harmony export */   nl: () => (/* binding */ probeMechanismSoon),
/* harmony export */   sg: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   t8: () => (/* binding */ FORCE_VARIABLE)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37895);
/**
 * How a sandbox can be set up on this machine, found by trying (a kernel or
 * AppArmor policy can forbid what a version check would allow):
 * - "userns": util-linux `unshare` in a new user namespace, mapping the caller
 *   to root inside. Works unprivileged where user namespaces are allowed, and
 *   always as root.
 * - "sudo": `sudo -n unshare` where unprivileged user namespaces are restricted
 *   (Ubuntu 24.04's AppArmor) but sudo needs no password (GitHub-hosted runners);
 *   the commands then drop back to the caller's uid and gid with `setpriv`.
 * The same util-linux tools are on every Debian/Ubuntu image, so there is
 * nothing to install. PATCHBAY_SANDBOX_MECHANISM=sudo|userns tries only that one
 * (a diagnostic, and how CI exercises the sudo path on a machine where user
 * namespaces work).
 */


/** The probe does what the real set-up needs: a mount, a private loopback, a PID namespace. */
const PROBE = "mount -t tmpfs tmpfs /tmp && ip link set lo up";
const NAMESPACES = ["--mount", "--pid", "--net", "--ipc", "--uts"];
const NSENTER = ["--mount", "--net", "--pid", "--ipc", "--uts"];
/** mount, ip and pivot_root live in sbin, which a user's PATH may lack. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** The variable that picks a mechanism instead of the probe's first working one. */
const FORCE_VARIABLE = "PATCHBAY_SANDBOX_MECHANISM";
const KINDS = ["userns", "sudo"];
class MechanismChoiceError extends Error {
    name = "MechanismChoiceError";
}
/**
 * The mechanism PATCHBAY_SANDBOX_MECHANISM asks for; undefined when it is unset
 * or empty. Any other value is an error, so a typo cannot quietly fall back to the probe.
 */
function forcedMechanism(env) {
    const value = env[FORCE_VARIABLE]?.trim();
    if (!value)
        return undefined;
    const kind = KINDS.find((k) => k === value);
    if (kind)
        return kind;
    throw new MechanismChoiceError(`${FORCE_VARIABLE} is "${value}", which is not a sandbox mechanism: use ${KINDS.join(" or ")}, or unset it to let Patchbay choose`);
}
/** The probe's answers: "any" for the first that works, else per forced kind. */
const cached = new Map();
function findMechanism(options = {}) {
    const key = options.force ?? "any";
    const known = cached.get(key);
    if (known && !options.refresh)
        return known;
    const found = probe(tryRun, options.force);
    cached.set(key, found);
    return found;
}
/**
 * Starts the probe in the background, so a run that reaches its containment
 * stage finds the answer waiting instead of blocking its start-up on a few
 * process launches; the run's cold start stays what it was without a sandbox.
 * (A forced mechanism is probed when asked for: the variable is a diagnostic.)
 */
function probeMechanismSoon() {
    if (cached.has("any") || background)
        return;
    background = (async () => {
        if (process.platform !== "linux")
            return;
        // The probe's commands, run asynchronously first; the synchronous probe then only reads the answers.
        const answers = new Map();
        const direct = await tryRunAsync(DIRECT_PROBE);
        answers.set(DIRECT_PROBE.join("\0"), direct);
        if (direct !== undefined && process.getuid?.() !== 0)
            answers.set(SUDO_PROBE.join("\0"), await tryRunAsync(SUDO_PROBE));
        if (!cached.has("any"))
            cached.set("any", probe((argv) => (answers.has(argv.join("\0")) ? answers.get(argv.join("\0")) : tryRun(argv))));
    })().catch(() => {
        // findMechanism() probes again synchronously and reports what went wrong.
    });
}
let background;
const DIRECT_PROBE = ["unshare", "--user", "--map-root-user", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
const SUDO_PROBE = ["sudo", "-n", "unshare", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
function probe(run, force) {
    if (process.platform !== "linux")
        return { kind: "none", reasons: [`${process.platform} is not Linux`] };
    const reasons = [];
    const root = process.getuid?.() === 0;
    const forced = force ? ` (forced by ${FORCE_VARIABLE}=${force})` : "";
    if (force !== "sudo") {
        const direct = run(DIRECT_PROBE);
        if (direct === undefined)
            return {
                kind: "userns",
                description: `Linux namespaces via util-linux unshare (user namespace${root ? ", started as root" : ", unprivileged"}); all capabilities dropped with setpriv${forced}`,
                privileged: [],
                unshare: ["--user", "--map-root-user", ...NAMESPACES],
                nsenter: ["--user", ...NSENTER],
            };
        reasons.push(`unprivileged user namespaces${forced}: ${direct}`);
    }
    // As root the user namespace always works; sudo is tried there only when asked for.
    if (force === "sudo" || (!force && !root)) {
        const sudo = run(SUDO_PROBE);
        if (sudo === undefined)
            return {
                kind: "sudo",
                description: `Linux namespaces via \`sudo -n unshare\`${force ? "" : " (user namespaces are restricted here)"}; commands run as your own uid with all capabilities dropped${forced}`,
                privileged: ["sudo", "-n"],
                unshare: NAMESPACES,
                nsenter: NSENTER,
                dropTo: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
            };
        reasons.push(`sudo${forced}: ${sudo}`);
    }
    return { kind: "none", reasons };
}
/** tryRun without blocking the event loop, through the one way Patchbay runs a subprocess. */
async function tryRunAsync(argv) {
    const [command, ...args] = argv;
    const res = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_1__/* .exec */ .m0)(command, args, { cwd: "/", env: { PATH: SYSTEM_PATH }, timeoutMs: 10_000 });
    if (res.spawnError)
        return res.spawnError.startsWith("ENOENT") ? `${command} not found` : res.spawnError;
    return res.exitCode === 0 ? undefined : res.stderr.trim().split("\n").pop() || `exit code ${res.exitCode}`;
}
/** undefined when the command worked, else what went wrong. */
function tryRun(argv) {
    const [command, ...args] = argv;
    const result = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(command, args, {
        env: { PATH: SYSTEM_PATH },
        stdio: ["ignore", "ignore", "pipe"],
        timeout: 10_000,
    });
    if (result.error)
        return result.error.code === "ENOENT" ? `${command} not found` : result.error.message;
    if (result.status === 0)
        return undefined;
    return result.stderr.toString().trim().split("\n").pop() || `exit code ${result.status}`;
}


/***/ }),

/***/ 29848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jP: () => (/* binding */ RunSandbox)
/* harmony export */ });
/* unused harmony exports SandboxUnavailableError, hiddenPaths */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_sandbox_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6897);
/* harmony import */ var _allowlist_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93674);
/* harmony import */ var _egress_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95953);
/* harmony import */ var _mechanism_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19170);
/* harmony import */ var _namespace_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68982);
/**
 * The sandboxes of one run: one for tool commands and one per stdio MCP server
 * (each with its own processes and its own allowlist), all started on first use — a run that starts
 * no command pays nothing — and all closed with the run. Decides the mode
 * (required / auto / off), and says so where people look.
 */








class SandboxUnavailableError extends Error {
    name = "SandboxUnavailableError";
}
class RunSandbox {
    opts;
    mode;
    mechanism;
    blocked = new Map();
    started = [];
    commandSandbox;
    constructor(opts, mode, mechanism) {
        this.opts = opts;
        this.mode = mode;
        this.mechanism = mechanism;
        this.commandSandbox = mechanism ? this.lazy(opts.config.network.allow) : undefined;
    }
    static open(opts) {
        // Checked first, so a typo in the diagnostic variable is an error even when the mode is off.
        const force = (0,_mechanism_js__WEBPACK_IMPORTED_MODULE_6__/* .forcedMechanism */ .LV)(opts.env);
        let mode = (0,_config_sandbox_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .sandboxMode */ .dR)(opts.config, opts.env);
        if (opts.fork && mode !== "required") {
            if (mode === "off")
                opts.notice("warning", "sandbox: `off` does not apply to a fork's pull request; required");
            mode = "required";
        }
        if (mode === "off") {
            opts.notice("warning", "sandbox: off (sandbox.mode) — tool commands and MCP servers run unconfined, with the runner's files and network");
            return new RunSandbox(opts, mode, undefined);
        }
        const found = (0,_mechanism_js__WEBPACK_IMPORTED_MODULE_6__/* .findMechanism */ .Fz)({ force });
        if (found.kind === "none") {
            const why = found.reasons.join("; ");
            if (mode === "required")
                throw new SandboxUnavailableError(`no sandbox can be set up on this machine (${why}), and sandbox.mode is required${opts.env.GITHUB_ACTIONS === "true" ? " (the default under GitHub Actions)" : ""}. Run \`patchbay sandbox check\` for details; set sandbox.mode: auto or off in .github/patchbay.yml only if you accept unconfined commands.`);
            opts.notice("warning", `sandbox: none available (${why}) — tool commands and MCP servers run unconfined`);
            return new RunSandbox(opts, mode, undefined);
        }
        const allow = opts.config.network.allow;
        opts.notice("info", `sandbox: ${found.description}; network: ${allow.length ? allow.join(", ") : "none"} (sandbox.network.allow)`);
        return new RunSandbox(opts, mode, found);
    }
    /** The sandbox for execute_command; undefined when commands run unconfined. */
    get commands() {
        return this.commandSandbox;
    }
    /**
     * A stdio server's own sandbox — its own PID namespace, so no command and no other
     * server can read its environment (the secrets its config hands it) or its memory
     * — with its `network` entries on top of the run's.
     */
    server(network) {
        if (!this.mechanism)
            return undefined;
        return this.lazy([...this.opts.config.network.allow, ...network]);
    }
    /** A host refused outside the proxy (web_fetch), counted in the same report. */
    noteBlocked(host) {
        const name = host.toLowerCase();
        this.blocked.set(name, (this.blocked.get(name) ?? 0) + 1);
    }
    /** One line per blocked host, for the console, the progress comment and the job summary. */
    blockedReport() {
        return (0,_egress_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBlocked */ .G)(this.blocked);
    }
    async close() {
        const all = await Promise.allSettled(this.started);
        for (const result of all)
            if (result.status === "fulfilled")
                await result.value.close();
    }
    lazy(allow) {
        let sandbox;
        const start = () => {
            sandbox = _namespace_js__WEBPACK_IMPORTED_MODULE_7__/* .NamespaceSandbox */ .Lm.start({
                mechanism: this.mechanism,
                workspace: this.opts.workspace,
                hide: hiddenPaths(this.opts.env, this.opts.hide ?? []),
                limits: this.opts.config.limits,
                allow: new _allowlist_js__WEBPACK_IMPORTED_MODULE_4__/* .Allowlist */ .k(allow),
                blocked: this.blocked,
            });
            this.started.push(sandbox);
            return sandbox;
        };
        return {
            proxyUrl: _namespace_js__WEBPACK_IMPORTED_MODULE_7__/* .PROXY_URL */ .Rg,
            launch: async (spec) => (await (sandbox ?? start())).launch(spec),
            settle: async () => {
                if (sandbox)
                    await (await sandbox).settle();
            },
        };
    }
}
/** The runner's home, RUNNER_TEMP and the action's own directory. */
function hiddenPaths(env, extra) {
    const candidates = [env.HOME, env.RUNNER_TEMP, env.GITHUB_ACTION_PATH, actionDirectory(), ...extra];
    return [...new Set(candidates.filter((p) => !!p && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(p) && p !== "/"))];
}
/** Where Patchbay itself is installed: the nearest folder above this module with action.yml (dist/ has its own package.json). */
function actionDirectory() {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "action.yml"))) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
    return dir;
}


/***/ })

};
