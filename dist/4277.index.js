export const id = 4277;
export const ids = [4277];
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

/***/ 78774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mcpCommand: () => (/* binding */ mcpCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(81553);
// EXTERNAL MODULE: ./src/mcp/errors.ts
var errors = __webpack_require__(28377);
// EXTERNAL MODULE: ./src/mcp/names.ts
var names = __webpack_require__(61896);
// EXTERNAL MODULE: ./src/run/local/contained-hub.ts
var contained_hub = __webpack_require__(2442);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/mcp/hub.ts + 21 modules
var mcp_hub = __webpack_require__(16458);
// EXTERNAL MODULE: ./src/mcp/oauth/grants.ts
var grants = __webpack_require__(55621);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/mcp/oauth/loopback.ts
/**
 * The browser half of `patchbay mcp login`: a one-shot HTTP listener on
 * 127.0.0.1 (RFC 8252 §7.3, a native app's loopback redirect) that waits for
 * the authorization server to send the browser back with `?code=…`, and a way
 * to send the browser there. The callback's checks (state, iss) are the
 * provider's (login-provider.ts); this only carries the URL back.
 */

async function startLoopback(opts) {
    let deliver;
    const server = (0,external_node_http_.createServer)((req, res) => {
        const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
        if (url.pathname !== "/callback") {
            res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
            return;
        }
        const failed = url.searchParams.has("error");
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(`<!doctype html><title>Patchbay</title><p>${failed ? "The login was refused; see the terminal." : "Logged in. You can close this tab and go back to the terminal."}</p>`);
        deliver?.(url);
    });
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const redirectUrl = `http://127.0.0.1:${port}/callback`;
    const timeoutMs = opts.timeoutMs ?? 10 * 60_000;
    const authorize = async (url) => {
        const back = new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no answer from the browser within ${timeoutMs / 60_000} minutes; run the login again`)), timeoutMs);
            deliver = (callback) => {
                clearTimeout(timer);
                deliver = undefined;
                resolve(callback);
            };
        });
        opts.say(`Opening the browser to log in. If it does not open, visit:\n  ${url.href}\n`);
        await opts.open(url).catch((error) => {
            opts.say(`(could not open a browser: ${error instanceof Error ? error.message : String(error)})\n`);
        });
        return back;
    };
    return {
        hooks: { authorize, redirectUrl },
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}

// EXTERNAL MODULE: ./src/mcp/oauth/store.ts
var oauth_store = __webpack_require__(9905);
// EXTERNAL MODULE: ./src/mcp/oauth/token-file.ts
var token_file = __webpack_require__(12436);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/cli/browser.ts
/**
 * Opening a URL in the person's browser: `$BROWSER` when set (the common
 * convention, and how tests and remote shells stand in a browser of their own),
 * else the platform's opener. Nothing waits for the browser to close.
 */

function browserOpener(env) {
    return (url) => {
        const custom = env.BROWSER?.trim();
        const [command, ...args] = custom
            ? [...custom.split(/\s+/), url.href]
            : process.platform === "darwin"
                ? ["open", url.href]
                : process.platform === "win32"
                    ? ["cmd", "/c", "start", '""', url.href]
                    : ["xdg-open", url.href];
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(command, args, {
                detached: true,
                stdio: "ignore",
                env: Object.fromEntries(Object.entries(env).filter((e) => e[1] !== undefined)),
            });
            child.once("error", reject);
            child.once("spawn", () => {
                child.unref();
                resolve();
            });
        });
    };
}

;// CONCATENATED MODULE: ./src/cli/mcp-login.ts
/**
 * `patchbay mcp login SERVER`: OAuth once. The authorization-code flow (PKCE,
 * registration, scopes, resource indicator — the MCP SDK's `auth()`) with the
 * browser sent back to a loopback listener; the login is kept on this machine
 * for local runs, and what a CI run needs to renew it is printed: one secret,
 * and the config line that uses it.
 */









/** Long enough for a person to log in, in a browser, with a second factor. */
const LOGIN_TIMEOUT_MS = 10 * 60_000;
async function login(name, opts, io) {
    const loaded = await (0,load/* loadConfig */.Z)({ repo: opts.repo, configPath: opts.config, env: io.env });
    const server = loaded.config.mcp_servers[name];
    if (!server) {
        const known = Object.keys(loaded.config.mcp_servers).join(", ") || "none configured";
        throw new usage_error/* UsageError */.e(`there is no MCP server "${name}" in the config (servers: ${known})`);
    }
    if (!server.url)
        throw new usage_error/* UsageError */.e(`MCP server "${name}" runs a command (stdio); only remote (url) servers log in`);
    if (server.oauth && (0,grants/* grantOf */.o)(server.oauth) !== "authorization_code") {
        io.stdout(`MCP server "${name}" authorizes itself with its oauth ${(0,grants/* grantOf */.o)(server.oauth)} grant; no login is needed.\n`);
        return 0;
    }
    const dir = (0,oauth_store/* defaultStoreDir */.iB)(io.env);
    if (!dir)
        throw new usage_error/* UsageError */.e("there is no HOME (or XDG_CONFIG_HOME) to keep the login in");
    const store = new oauth_store/* FileTokenStore */.vv(dir);
    const url = new URL(server.url).href;
    // A login starts over: a stale registration or a revoked token must not be reused.
    await store.remove(url);
    const port = opts.port ?? server.oauth?.callback_port;
    const loopback = await startLoopback({
        port: port || undefined,
        open: browserOpener(io.env),
        say: io.stderr,
        timeoutMs: LOGIN_TIMEOUT_MS,
    });
    try {
        const hub = await mcp_hub/* McpHub */.Y.connect({ [name]: { ...server, disabled: false } }, {
            cwd: opts.repo,
            env: io.env,
            connectTimeoutMs: LOGIN_TIMEOUT_MS,
            oauth: { store, ...loopback.hooks },
        });
        try {
            const [status] = hub.status();
            if (status?.status !== "connected") {
                io.stderr(`patchbay: logging in to MCP server "${name}" failed: ${status?.error ?? "unknown error"}\n`);
                return 1;
            }
            io.stdout(`Logged in to MCP server "${name}" (${status.tools} tools). The login is kept in ${store.file(url)}.\n`);
            io.stdout(ciInstructions(name, (await store.load(url)) ?? {}, loaded.serverSources[name] ?? loaded.configPath));
            return 0;
        }
        finally {
            await hub.close();
        }
    }
    finally {
        await loopback.close();
    }
}
function ciInstructions(name, login, file) {
    const refresh = login.tokens?.refresh_token;
    if (!refresh)
        return `\nThe server issued no refresh token, so a CI run cannot renew this login. Ask for one with oauth.scope (e.g. "offline_access") if the server offers it, or use a machine grant (oauth.client_id with client_secret or private_key).\n`;
    const secret = `PATCHBAY_MCP_${name.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_OAUTH`;
    const client = login.client;
    const value = (0,token_file/* encodeTokenFile */.c)({
        refresh_token: refresh,
        client_id: client?.client_id || undefined,
        client_secret: client && "client_secret" in client && client.client_secret ? client.client_secret : undefined,
        // A DPoP-bound refresh token is refreshed only with its key.
        dpop_key: login.dpopKey ? { ...login.dpopKey, kty: login.dpopKey.kty ?? "EC" } : undefined,
    });
    const where = external_node_path_default().basename(file) === ".mcp.json"
        ? `"oauth": { "refresh_token": "\${${secret}}" }`
        : `oauth: { refresh_token: "\${${secret}}" }`;
    return `
For CI, add this repository secret (Settings → Secrets and variables → Actions):
  ${secret}
with the value:
  ${value}
then add to the "${name}" entry in ${file}:
  ${where}
and give the secret to the Patchbay step in the workflow:
  env:
    ${secret}: \${{ secrets.${secret} }}
Each run renews the access token with it. If the server stops accepting it (expired or revoked), run this login again and update the secret.
`;
}

;// CONCATENATED MODULE: ./src/cli/mcp.ts
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
    const { values, positionals } = (0,args/* parse */.qg)(argv, { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" }, port: { type: "string" } }, USAGE);
    const [action, ...rest] = positionals;
    const repo = external_node_path_default().resolve(io.cwd, values.repo ?? ".");
    if (action === "list" && rest.length === 0) {
        const loaded = await (0,load/* loadConfig */.Z)({ repo, configPath: values.config, env: io.env });
        for (const warning of loaded.warnings)
            io.stderr(`warning: ${warning}\n`);
        return list(loaded.config, loaded.redactor, repo, io, values.json === true);
    }
    if (action === "login" && rest.length === 1) {
        const port = values.port === undefined ? undefined : (0,args/* wholeNumber */.rD)(values.port, "--port", { min: 1, max: 65535, fallback: 0 });
        return login(rest[0], { repo, config: values.config || undefined, port: port || undefined }, io);
    }
    if (action === "call" && rest.length >= 1 && rest.length <= 3) {
        const loaded = await (0,load/* loadConfig */.Z)({ repo, configPath: values.config, env: io.env });
        const { server, tool, json } = callTarget(rest, Object.keys(loaded.config.mcp_servers));
        return call(loaded.config, loaded.redactor, repo, io, server, tool, parseArgsJson(json));
    }
    throw new usage_error/* UsageError */.e(`usage: ${USAGE}`, 2);
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
            throw new usage_error/* UsageError */.e(`usage: ${USAGE}`, 2);
        return { server: first, tool: second, json: third };
    }
    const server = (0,names/* serverOfToolName */.qN)(first, servers);
    if (!server) {
        const known = servers.join(", ") || "none configured";
        throw new usage_error/* UsageError */.e(`no configured MCP server matches "${first}" (servers: ${known})`);
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
        throw new usage_error/* UsageError */.e(`the tool arguments are not valid JSON (${error instanceof Error ? error.message : error}); pass an object such as '{"path": "README.md"}'`, 2);
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
        throw new usage_error/* UsageError */.e(`the tool arguments must be a JSON object such as '{"path": "README.md"}'`, 2);
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
    return (0,contained_hub/* connectContainedHub */.$)({
        servers,
        sandbox: config.sandbox,
        repo,
        env: io.env,
        notice: (0,cli_io/* noticeTo */.K)(io),
        secret: (value) => redactor.add(value),
        onLog,
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
                description: p.description || undefined,
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
            resources: resources.map((r) => ({ uri: r.uri, name: r.name, mimeType: r.mimeType || undefined })),
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
            out.push("  stderr (last lines):", ...indent((0,errors/* stderrTail */.be)(s.stderr), "    "));
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
        throw new usage_error/* UsageError */.e(`there is no MCP server "${server}" in the config (servers: ${known})`);
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
 * Model-facing names for MCP tools (docs/decisions/0004-tool-names-and-failures-as-results.md): `mcp__<server>__<tool>`,
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


/***/ })

};
