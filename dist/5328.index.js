export const id = 5328;
export const ids = [5328];
export const modules = {

/***/ 74558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mcpCommand: () => (/* binding */ mcpCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32109);
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
       patchbay mcp login SERVER [--config FILE] [--repo DIR] [--port N]

  TOOL may be the server's own tool name or the model-facing name \`mcp list\` prints.`;
const LOUD = new Set(["warning", "error", "critical", "alert", "emergency"]);
const mcpCommand = async (argv, io) => {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" }, port: { type: "string" } }, USAGE);
    const [action, ...rest] = positionals;
    const repo = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? ".");
    if (action === "list" && rest.length === 0) {
        const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)({ repo, configPath: values.config, env: io.env });
        for (const warning of loaded.warnings)
            io.stderr(`warning: ${warning}\n`);
        return list(loaded.config, loaded.redactor, repo, io, values.json === true);
    }
    if (action === "login" && rest.length === 1) {
        const port = values.port === undefined ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)(values.port, "--port", { min: 1, max: 65535, fallback: 0 });
        const { login } = await __webpack_require__.e(/* import() */ 3840).then(__webpack_require__.bind(__webpack_require__, 33840));
        return login(rest[0], { repo, ...(values.config ? { config: values.config } : {}), ...(port ? { port } : {}) }, io);
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
async function connect(servers, config, repo, io, redactor, onLog) {
    return (0,_run_contained_hub_js__WEBPACK_IMPORTED_MODULE_4__/* .connectContainedHub */ .$)({
        servers,
        sandbox: config.sandbox,
        repo,
        env: io.env,
        notice: (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .noticeTo */ .K)(io),
        secret: (value) => redactor.add(value),
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
    const contained = await connect(config.mcp_servers, config, repo, io, redactor);
    const { hub } = contained;
    try {
        await hub.settled();
        const statuses = hub.status();
        const tools = hub.tools();
        const report = await Promise.all(statuses.map(async (s) => ({
            ...s,
            tools: tools.filter((t) => t.source === s.name).map((t) => ({ name: t.name, description: t.description })),
            ...(await resourcesOf(hub, s)),
            ...(await promptsOf(hub, s)),
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
async function promptsOf(hub, status) {
    if (status.status !== "connected" || !status.offers?.prompts)
        return { prompts: [] };
    try {
        const { prompts } = await hub.serverPrompts(status.name);
        return {
            prompts: prompts.map((p) => ({
                name: p.name,
                ...(p.description ? { description: p.description } : {}),
                arguments: (p.arguments ?? []).map((a) => ({ name: a.name, required: a.required === true })),
            })),
        };
    }
    catch (error) {
        return { prompts: [], promptsError: error instanceof Error ? error.message : String(error) };
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
            if (s.prompts.length) {
                out.push(`  prompts (${s.prompts.length}) — use as a request: /${s.name}:PROMPT arg=value`);
                for (const p of s.prompts) {
                    const args = p.arguments.map((a) => (a.required ? a.name : `[${a.name}]`)).join(" ");
                    out.push(`    ${p.name}${args ? ` ${args}` : ""}${p.description ? ` — ${oneLine(p.description)}` : ""}`);
                }
            }
            if (s.promptsError)
                out.push(`  prompts: listing failed: ${s.promptsError}`);
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
    const contained = await connect({ [server]: { ...entry, disabled: false } }, config, repo, io, redactor, logTo(io, redactor));
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

/***/ 61896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   aL: () => (/* binding */ ToolNameMap),
/* harmony export */   aj: () => (/* binding */ sanitize),
/* harmony export */   qN: () => (/* binding */ serverOfToolName)
/* harmony export */ });
/* unused harmony exports MAX_TOOL_NAME, mapToolNames */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Model-facing names for MCP tools (DESIGN §4): `mcp__<server>__<tool>`,
 * restricted to [A-Za-z0-9_-] and 64 characters, which every model provider
 * accepts. Pure, so the mapping is table-tested and identical on every run:
 * the same servers and tools always get the same names, whatever order they
 * connected in.
 */

const MAX_TOOL_NAME = 64;
const PREFIX = "mcp__";
/** Replaces every character outside [A-Za-z0-9_-] with `_`. */
function sanitize(part) {
    return part.replace(/[^A-Za-z0-9_-]/g, "_");
}
/** Six hex characters of a hash of the real identity: short, stable, and different for different tools. */
function shortHash(ref, salt = 0) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${ref.server}\u0000${ref.tool}\u0000${salt}`).digest("hex").slice(0, 6);
}
function withSuffix(base, suffix) {
    return `${base.slice(0, MAX_TOOL_NAME - suffix.length - 1)}_${suffix}`;
}
/** The name a tool gets when nothing collides with it. */
function baseName(ref) {
    const full = `${PREFIX}${sanitize(ref.server)}__${sanitize(ref.tool)}`;
    return full.length <= MAX_TOOL_NAME ? full : withSuffix(full, shortHash(ref));
}
/**
 * Names for a set of tools. Collisions (after sanitizing or cutting) are
 * resolved deterministically: refs are ordered by (server, tool); the first
 * keeps the plain name and later ones get a hash suffix of their real identity.
 */
function mapToolNames(refs) {
    const ordered = [...refs].sort((a, b) => compare(a.server, b.server) || compare(a.tool, b.tool));
    const taken = new Set();
    const out = [];
    for (const ref of ordered) {
        let name = baseName(ref);
        for (let salt = 0; taken.has(name); salt++)
            name = withSuffix(baseName(ref), shortHash(ref, salt));
        taken.add(name);
        out.push({ ...ref, name });
    }
    return out;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Lookup from model-facing name back to the real server and tool. */
class ToolNameMap {
    byName = new Map();
    byRef = new Map();
    constructor(refs) {
        for (const mapped of mapToolNames(refs)) {
            this.byName.set(mapped.name, { server: mapped.server, tool: mapped.tool });
            this.byRef.set(`${mapped.server}\u0000${mapped.tool}`, mapped.name);
        }
    }
    resolve(name) {
        return this.byName.get(name);
    }
    nameOf(server, tool) {
        return this.byRef.get(`${server}\u0000${tool}`);
    }
}
/**
 * The configured server a model-facing name (`mcp__<server>__<tool>`) belongs to:
 * the one whose sanitized name the prefix spells, the longest should one prefix another.
 */
function serverOfToolName(name, servers) {
    return servers
        .filter((server) => name.startsWith(`mcp__${sanitize(server)}__`))
        .sort((a, b) => sanitize(b).length - sanitize(a).length)[0];
}


/***/ }),

/***/ 7076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ defaultCacheDir)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Where Patchbay keeps the MCP packages it fetched: `$PATCHBAY_MCP_CACHE`, else
 * `$XDG_CACHE_HOME/patchbay/mcp-packages`, else `~/.cache/patchbay/mcp-packages`
 * (the path the workflow templates' actions/cache step saves and restores).
 * Its own module, so opening the sandbox (which shows it read-only) does not
 * load the fetcher.
 */

function defaultCacheDir(env) {
    if (env.PATCHBAY_MCP_CACHE)
        return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(env.PATCHBAY_MCP_CACHE);
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(env.HOME, ".cache") : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, "patchbay", "mcp-packages") : undefined;
}


/***/ }),

/***/ 29848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jP: () => (/* binding */ RunSandbox)
/* harmony export */ });
/* unused harmony exports SandboxUnavailableError, hiddenBy, hiddenPaths */
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
                ...(this.opts.readOnly?.length ? { readOnly: this.opts.readOnly } : {}),
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
            places: _namespace_js__WEBPACK_IMPORTED_MODULE_7__/* .SANDBOX_PLACES */ .Ng,
            hidden: (p) => hiddenBy(p, this.opts),
        };
    }
}
/**
 * What hides `target` inside the sandbox, said the way a person recognises it,
 * or undefined when it is visible (the work tree and the read-only folders are,
 * wherever they are).
 */
function hiddenBy(target, opts) {
    const p = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(target);
    const within = (dir) => p === dir || p.startsWith(dir.endsWith("/") ? dir : `${dir}/`);
    if ([opts.workspace, ...(opts.readOnly ?? [])].some((dir) => within(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir))))
        return undefined;
    const names = [
        [opts.env.HOME, "the runner's home"],
        [opts.env.RUNNER_TEMP, "RUNNER_TEMP"],
        [opts.env.GITHUB_ACTION_PATH, "the action's directory"],
        [actionDirectory(), "Patchbay's own directory"],
        ...(opts.hide ?? []).map((dir) => [dir, "Patchbay's own files"]),
        ["/tmp", "the host's /tmp (the sandbox has its own)"],
        ["/run", "/run"],
    ];
    for (const [dir, name] of names)
        if (dir && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dir) && dir !== "/" && within(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir)))
            return `${name}, ${dir}, is hidden there`;
    return undefined;
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
