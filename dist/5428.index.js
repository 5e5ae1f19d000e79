export const id = 5428;
export const ids = [5428];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   yj: () => (/* binding */ positive)
/* harmony export */ });
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
/** A flag's positive number, or undefined when it was not given. */
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
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

/***/ 5891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  POLICY_EXIT: () => (/* binding */ POLICY_EXIT),
  policyCommand: () => (/* binding */ policyCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(81553);
// EXTERNAL MODULE: ./src/policy/access.ts
var policy_access = __webpack_require__(76390);
// EXTERNAL MODULE: ./src/policy/errors.ts
var errors = __webpack_require__(44795);
// EXTERNAL MODULE: ./src/policy/policy.ts + 3 modules
var policy_policy = __webpack_require__(96500);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/mcp/names.ts
var names = __webpack_require__(61896);
// EXTERNAL MODULE: ./src/run/local/contained-hub.ts
var contained_hub = __webpack_require__(2442);
;// CONCATENATED MODULE: ./src/cli/mcp-annotations.ts


async function mcpToolAnnotations(config, tool, opts) {
    const assumed = "decided as if the tool declared no annotations (not read-only); --read-only assumes readOnlyHint";
    const server = (0,names/* serverOfToolName */.qN)(tool, Object.keys(config.mcp_servers));
    const entry = server ? config.mcp_servers[server] : undefined;
    if (!server || !entry)
        return { source: `no configured server offers ${tool}: ${assumed}` };
    const contained = await (0,contained_hub/* connectContainedHub */.$)({
        servers: { [server]: { ...entry, disabled: false } },
        sandbox: config.sandbox,
        repo: opts.cwd,
        env: opts.env,
        notice: opts.notice,
    });
    const { hub } = contained;
    try {
        const [status] = hub.status();
        if (status?.status !== "connected")
            return {
                source: `server "${server}" ${status?.status ?? "failed"} (${status?.error ?? "no error"}): ${assumed}`,
            };
        const found = hub.tools().find((t) => t.name === tool);
        if (!found)
            return { source: `server "${server}" lists no tool ${tool}: ${assumed}` };
        const readOnly = found.annotations?.readOnlyHint;
        return {
            annotations: readOnly === undefined ? {} : { readOnlyHint: readOnly },
            source: `annotations from server "${server}": readOnlyHint ${readOnly === undefined ? "not declared" : readOnly}`,
        };
    }
    finally {
        await contained.close();
    }
}

;// CONCATENATED MODULE: ./src/cli/policy.ts
/**
 * `patchbay policy check TOOL [JSON]`: how the approval rules would decide one
 * call, with the deciding rule and the rule to add to allow it — the same
 * decision a run makes, from the same config.
 */









const USAGE = `patchbay policy check TOOL [JSON] [--config FILE] [--repo DIR] [--json] [--read-only] [--offline]

  TOOL         a core tool (execute_command, write_to_file, …) or mcp__<server>__<tool>
  JSON         the call's input, e.g. '{"command":"npm test"}' or '{"path":"src/a.ts"}'
  --read-only  treat the tool as declaring readOnlyHint: true, without asking its server
  --offline    do not start the MCP server to read the tool's annotations; assume none
  --json       print {"decision","rule","reason","suggestion"}

Exit status: 0 allow, 3 ask, 4 deny; 1 for a config error, 2 for a usage error.`;
const POLICY_EXIT = { allow: 0, ask: 3, deny: 4 };
function parseInput(text) {
    if (text === undefined)
        return {};
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new usage_error/* UsageError */.e(`the call input is not JSON (${e instanceof Error ? e.message : String(e)})\nusage: ${USAGE}`, 2);
    }
}
const policyCommand = async (argv, io) => {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        config: { type: "string" },
        repo: { type: "string" },
        json: { type: "boolean" },
        "read-only": { type: "boolean" },
        offline: { type: "boolean" },
    }, USAGE);
    const [verb, tool, inputText, ...extra] = positionals;
    if (verb !== "check" || !tool || extra.length)
        throw new usage_error/* UsageError */.e(`usage: ${USAGE}`, 2);
    const input = parseInput(inputText);
    let access;
    try {
        access = (0,policy_access/* accessOf */.Y)(tool, input);
    }
    catch (e) {
        if (e instanceof policy_access/* AccessInputError */.J)
            throw new usage_error/* UsageError */.e(e.message, 2);
        throw e;
    }
    const repo = external_node_path_default().resolve(io.cwd, values.repo ?? ".");
    const loaded = await (0,load/* loadConfig */.Z)({ repo, configPath: values.config || undefined, env: io.env });
    // An MCP tool is judged with what its server declares, as in a run.
    const known = !tool.startsWith("mcp__")
        ? undefined
        : values["read-only"]
            ? { annotations: { readOnlyHint: true }, source: "assumed readOnlyHint: true (--read-only)" }
            : values.offline
                ? { source: "not asked (--offline): decided as if the tool declared no annotations (not read-only)" }
                : await mcpToolAnnotations(loaded.config, tool, {
                    cwd: repo,
                    env: io.env,
                    notice: (0,cli_io/* noticeTo */.K)(io),
                });
    let verdict;
    try {
        const policy = (0,policy_policy/* createPolicy */.B)(loaded.config, { workspace: repo, configFiles: [loaded.configPath, ...loaded.files] });
        verdict = await policy.decide({
            tool,
            input,
            access,
            annotations: known?.annotations,
        });
    }
    catch (e) {
        if (e instanceof errors/* PolicyConfigError */.T)
            throw new usage_error/* UsageError */.e(`${loaded.configPath}: ${e.message}`, 1);
        throw e;
    }
    if (values.json) {
        io.stdout(`${JSON.stringify(known ? { ...verdict, annotations: known.source } : verdict)}\n`);
    }
    else {
        io.stdout(`${verdict.decision}\nrule: ${verdict.rule}\nreason: ${verdict.reason}\n`);
        if (known)
            io.stdout(`annotations: ${known.source}\n`);
        if (verdict.suggestion)
            io.stdout(`to allow it, add under approval.rules:\n${verdict.suggestion.replace(/^/gm, "  ")}\n`);
    }
    return POLICY_EXIT[verdict.decision];
};


/***/ }),

/***/ 76390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ AccessInputError),
/* harmony export */   Y: () => (/* binding */ accessOf)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/* harmony import */ var _tools_edit_v4a_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98197);
/**
 * What a core tool call touches, from its raw JSON input, for when no Tool
 * object is at hand (`patchbay policy check`). The tools themselves report
 * their access through Tool.access; this knows only their input shapes.
 */


const withPath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const optionalPath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const withCommand = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const withPathAndCommand = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const withInput = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const withUrl = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const browserStep = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const withFilePath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ file_path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
class AccessInputError extends Error {
    tool;
    constructor(tool, message) {
        super(message);
        this.tool = tool;
        this.name = "AccessInputError";
    }
}
function parse(tool, schema, input, expected) {
    const result = schema.safeParse(input);
    if (!result.success)
        throw new AccessInputError(tool, `${tool} takes ${expected}, e.g. ${exampleOf(tool)}`);
    return result.data;
}
function exampleOf(tool) {
    if (tool === "execute_command")
        return `'{"command":"npm test"}'`;
    if (tool === "web_fetch")
        return `'{"url":"https://docs.python.org/3/"}'`;
    if (tool === "browser_action")
        return `'{"action":"launch","url":"http://localhost:3000/"}'`;
    return `'{"path":"src/index.ts"}'`;
}
function accessOf(tool, input) {
    switch (tool) {
        case "read_file":
            return { kind: "read", paths: [parse(tool, withPath, input, "a string `path`").path] };
        case "list_files":
        case "search_files":
        case "list_code_definition_names":
            return { kind: "read", paths: [parse(tool, optionalPath, input ?? {}, "an optional string `path`").path ?? "."] };
        case "write_to_file":
        case "replace_in_file":
            return { kind: "write", paths: [parse(tool, withPath, input, "a string `path`").path] };
        case "str_replace_based_edit_tool": {
            const { path, command } = parse(tool, withPathAndCommand, input, "a string `path` and `command`");
            return { kind: command === "view" ? "read" : "write", paths: [path] };
        }
        case "replace":
            return { kind: "write", paths: [parse(tool, withFilePath, input, "a string `file_path`").file_path] };
        case "apply_patch":
            return (0,_tools_edit_v4a_js__WEBPACK_IMPORTED_MODULE_1__/* .patchAccess */ .$)(parse(tool, withInput, input, "a string `input` (the patch)").input);
        case "execute_command":
            return { kind: "exec", command: parse(tool, withCommand, input, "a string `command`").command };
        case "list_mcp_resources":
        case "access_mcp_resource":
            return { kind: "read" };
        case "web_fetch":
            return { kind: "read", urls: [parse(tool, withUrl, input, "a string `url`").url] };
        case "browser_action": {
            const step = parse(tool, browserStep, input, "an `action` (launch with a `url`, click, type, …)");
            return { kind: "other", urls: step.url !== undefined ? [step.url] : undefined };
        }
        default:
            return { kind: "other" };
    }
}


/***/ }),

/***/ 2442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ connectContainedHub)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _mcp_hub_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16458);
/* harmony import */ var _mcp_oauth_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9905);
/* harmony import */ var _mcp_packages_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7076);
/* harmony import */ var _mcp_packages_prefetch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98806);
/* harmony import */ var _sandbox_run_sandbox_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29848);
/**
 * MCP servers for `patchbay mcp list` and `mcp call`: the hub a run connects,
 * with each stdio server in the same sandbox a run gives it (same
 * `sandbox.mode` rules and notices, its own `network` entries on top of
 * `sandbox.network.allow`). A server tried from the CLI is never less contained
 * than in a run — and what works here works there.
 */






async function connectContainedHub(opts) {
    const packageCache = (0,_mcp_packages_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultCacheDir */ .$)(opts.env);
    // Opened before any server starts: sandbox.mode required fails here, with nothing running.
    const sandbox = _sandbox_run_sandbox_js__WEBPACK_IMPORTED_MODULE_5__/* .RunSandbox */ .j.open({
        config: opts.sandbox,
        workspace: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(opts.repo),
        env: opts.env,
        readOnly: packageCache ? [packageCache] : undefined,
        notice: opts.notice,
    });
    try {
        const store = (0,_mcp_oauth_store_js__WEBPACK_IMPORTED_MODULE_2__/* .localStore */ .xM)(opts.env);
        // Package launches are fetched on the host first, as in a run: the server then starts offline.
        const fetched = packageCache
            ? await (0,_mcp_packages_prefetch_js__WEBPACK_IMPORTED_MODULE_4__/* .prefetchPackages */ .J)(opts.servers, {
                cacheDir: packageCache,
                env: opts.env,
                workTree: opts.repo,
                log: (level, message) => opts.onLog?.({ server: "packages", level, message }),
            })
            : { servers: opts.servers, failed: {} };
        const hub = await _mcp_hub_js__WEBPACK_IMPORTED_MODULE_1__/* .McpHub */ .Y.connect(fetched.servers, {
            cwd: opts.repo,
            env: opts.env,
            unavailable: fetched.failed,
            // A login `patchbay mcp login` kept on this machine.
            oauth: { store, secret: opts.secret },
            sandboxFor: (network) => sandbox.server(network),
            onLog: opts.onLog,
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
                // As is: the caller is root inside already (--map-root-user). Without it nsenter calls
                // setgroups(), which an unprivileged user namespace denies ("setgroups failed:
                // Operation not permitted"): every command failed for a non-root user.
                nsenter: ["--user", "--preserve-credentials", ...NSENTER],
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

/***/ 98197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ patchAccess),
/* harmony export */   i: () => (/* binding */ parsePatch)
/* harmony export */ });
const PATCH_HINT = "A patch is:\n*** Begin Patch\n*** Update File: path\n@@ optional line before the change\n context line\n-old line\n+new line\n*** End Patch\n(also *** Add File: path with +lines, *** Delete File: path, *** Move to: path right after *** Update File)";
const BEGIN = "*** Begin Patch";
const END = "*** End Patch";
const ADD = "*** Add File: ";
const DELETE = "*** Delete File: ";
const UPDATE = "*** Update File: ";
const MOVE = "*** Move to: ";
const EOF_MARKER = "*** End of File";
const UNIFIED_RANGE = /^-\d+(,\d+)? \+\d+(,\d+)? @@/;
class PatchError extends Error {
}
const invalidPatch = (message) => new PatchError(`Invalid patch: ${message}\n${PATCH_HINT}`);
const invalidHunk = (line, message) => new PatchError(`Invalid patch hunk on line ${line}: ${message}\n${PATCH_HINT}`);
/** The lines between the markers (Codex's check_patch_boundaries_lenient). */
function body(lines) {
    const strict = (ls) => {
        const first = ls[0]?.trim();
        const last = ls.at(-1)?.trim();
        if (first === BEGIN && last === END && ls.length >= 2)
            return ls.slice(1, -1);
        if (first !== BEGIN)
            return invalidPatch("The first line of the patch must be '*** Begin Patch'");
        return invalidPatch("The last line of the patch must be '*** End Patch' (was the reply cut off?)");
    };
    const direct = strict(lines);
    if (!(direct instanceof PatchError))
        return direct;
    const first = lines[0];
    if ((first === "<<EOF" || first === "<<'EOF'" || first === '<<"EOF"') &&
        lines.at(-1).endsWith("EOF") &&
        lines.length >= 4) {
        const inner = strict(lines.slice(1, -1));
        if (inner instanceof PatchError)
            throw inner;
        return inner;
    }
    throw direct;
}
function isAnchor(line) {
    return line === "@@" || line.startsWith("@@ ");
}
/** One hunk of an update (Codex's parse_update_file_chunk); returns it and the lines it used. */
function parseChunk(lines, at, lineNo, first) {
    const anchors = [];
    let i = at;
    while (i < lines.length && isAnchor(lines[i])) {
        const text = lines[i].slice(3);
        if (lines[i] !== "@@" && !UNIFIED_RANGE.test(text))
            anchors.push(text);
        i++;
    }
    if (i === at && !first)
        throw invalidHunk(lineNo, `Expected update hunk to start with a @@ context marker, got: '${lines[at]}'`);
    if (i >= lines.length)
        throw invalidHunk(lineNo + (i - at), "Update hunk does not contain any lines");
    const chunk = { anchors, old: [], new: [], eof: false, line: lineNo };
    let parsed = 0;
    for (; i < lines.length; i++) {
        const line = lines[i];
        if (line === EOF_MARKER) {
            if (parsed === 0)
                throw invalidHunk(lineNo + (i - at), "Update hunk does not contain any lines");
            chunk.eof = true;
            i++;
            break;
        }
        const sign = line[0];
        if (sign === undefined || sign === " ") {
            chunk.new.push({ text: line.slice(1), ctx: chunk.old.length });
            chunk.old.push(line.slice(1));
        }
        else if (sign === "+")
            chunk.new.push({ text: line.slice(1) });
        else if (sign === "-")
            chunk.old.push(line.slice(1));
        else if (parsed === 0)
            throw invalidHunk(lineNo + (i - at), `Unexpected line found in update hunk: '${line}'. Every line should start with ' ' (context line), '+' (added line), or '-' (removed line)`);
        else
            break; // the start of the next hunk or file operation
        parsed++;
    }
    return [chunk, i - at];
}
function parseUpdate(lines, at, lineNo, path) {
    let i = at + 1;
    const move = lines[i]?.startsWith(MOVE) ? lines[i].slice(MOVE.length).trim() : undefined;
    if (move !== undefined)
        i++;
    const chunks = [];
    while (i < lines.length) {
        const line = lines[i];
        if (line.trim() === "") {
            i++; // blank lines between hunks
            continue;
        }
        if (line.startsWith("*"))
            break;
        const [chunk, used] = parseChunk(lines, i, lineNo + (i - at), chunks.length === 0);
        chunks.push(chunk);
        i += used;
    }
    if (chunks.length === 0 && move === undefined)
        throw invalidHunk(lineNo, `Update file hunk for path '${path}' is empty`);
    return [{ kind: "update", path, moveTo: move, chunks }, i - at];
}
function parseOperation(lines, at, lineNo) {
    const first = lines[at].trim();
    if (first.startsWith(ADD)) {
        const out = [];
        let i = at + 1;
        while (i < lines.length && lines[i].startsWith("+"))
            out.push(lines[i++].slice(1));
        return [{ kind: "add", path: first.slice(ADD.length).trim(), lines: out }, i - at];
    }
    if (first.startsWith(DELETE))
        return [{ kind: "delete", path: first.slice(DELETE.length).trim() }, 1];
    if (first.startsWith(UPDATE))
        return parseUpdate(lines, at, lineNo, first.slice(UPDATE.length).trim());
    const afterAdd = at > 0 && lines[at - 1].startsWith("+");
    throw invalidHunk(lineNo, `'${first}' is not a valid hunk header. Valid hunk headers: '*** Add File: {path}', '*** Delete File: {path}', '*** Update File: {path}'${afterAdd ? " (every line of an added file starts with '+')" : ""}`);
}
function parsePatch(text) {
    try {
        const lines = body(text
            .trim()
            .split("\n")
            .map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l)));
        const ops = [];
        for (let i = 0; i < lines.length;) {
            if (lines[i].trim() === "") {
                i++; // blank lines between file operations
                continue;
            }
            const [op, used] = parseOperation(lines, i, i + 2);
            ops.push(op);
            i += used;
        }
        return { ok: true, ops };
    }
    catch (e) {
        if (e instanceof PatchError)
            return { ok: false, error: e.message };
        throw e;
    }
}
/**
 * What a patch touches, for the policy: every path it names, as a write. A
 * patch that does not parse or names no file writes nothing (the tool only
 * reports why), so it is judged as a read of nothing: the model gets the parse
 * error, not a denial that hides it.
 */
function patchAccess(input) {
    const parsed = parsePatch(input);
    if (!parsed.ok || parsed.ops.length === 0)
        return { kind: "read", paths: [] };
    const paths = parsed.ops.flatMap((op) => (op.kind === "update" && op.moveTo ? [op.path, op.moveTo] : [op.path]));
    return { kind: "write", paths };
}


/***/ })

};
