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
/* harmony import */ var _mcp_hub_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45777);
/* harmony import */ var _mcp_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61896);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
/**
 * `patchbay mcp list` and `patchbay mcp call`: the configured MCP servers as a
 * run would see them — connected the same way, with the same names — so a
 * broken server is found before a run depends on it.
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
    const server = (0,_mcp_names_js__WEBPACK_IMPORTED_MODULE_4__/* .serverOfToolName */ .qN)(first, servers);
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
async function list(config, redactor, repo, io, json) {
    // No log callback: lines would interleave with the table; status() carries every error.
    const hub = await _mcp_hub_js__WEBPACK_IMPORTED_MODULE_3__.McpHub.connect(config.mcp_servers, { cwd: repo, env: io.env });
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
        await hub.close();
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
    const hub = await _mcp_hub_js__WEBPACK_IMPORTED_MODULE_3__.McpHub.connect({ [server]: { ...entry, disabled: false } }, { cwd: repo, env: io.env, onLog: logTo(io, redactor) });
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
        await hub.close();
    }
}


/***/ })

};
