export const id = 3840;
export const ids = [3840];
export const modules = {

/***/ 33840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  login: () => (/* binding */ login)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(32109);
// EXTERNAL MODULE: ./src/mcp/hub.ts + 18 modules
var mcp_hub = __webpack_require__(687);
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
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
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
    const loaded = await (0,load.loadConfig)({ repo: opts.repo, configPath: opts.config, env: io.env });
    const server = loaded.config.mcp_servers[name];
    if (!server) {
        const known = Object.keys(loaded.config.mcp_servers).join(", ") || "none configured";
        throw new usage_error/* UsageError */.e(`there is no MCP server "${name}" in the config (servers: ${known})`);
    }
    if (!server.url)
        throw new usage_error/* UsageError */.e(`MCP server "${name}" runs a command (stdio); only remote (url) servers log in`);
    if (server.oauth && (0,grants/* grantOf */.od)(server.oauth) !== "authorization_code") {
        io.stdout(`MCP server "${name}" authorizes itself with its oauth ${(0,grants/* grantOf */.od)(server.oauth)} grant; no login is needed.\n`);
        return 0;
    }
    const dir = (0,oauth_store.defaultStoreDir)(io.env);
    if (!dir)
        throw new usage_error/* UsageError */.e("there is no HOME (or XDG_CONFIG_HOME) to keep the login in");
    const store = new oauth_store.FileTokenStore(dir);
    const url = new URL(server.url).href;
    // A login starts over: a stale registration or a revoked token must not be reused.
    await store.remove(url);
    const port = opts.port ?? server.oauth?.callback_port;
    const loopback = await startLoopback({
        ...(port ? { port } : {}),
        open: browserOpener(io.env),
        say: io.stderr,
        timeoutMs: LOGIN_TIMEOUT_MS,
    });
    try {
        const hub = await mcp_hub.McpHub.connect({ [name]: { ...server, disabled: false } }, {
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
        ...(client?.client_id ? { client_id: client.client_id } : {}),
        ...(client && "client_secret" in client && client.client_secret ? { client_secret: client.client_secret } : {}),
        // A DPoP-bound refresh token is refreshed only with its key.
        ...(login.dpopKey ? { dpop_key: { ...login.dpopKey, kty: login.dpopKey.kty ?? "EC" } } : {}),
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


/***/ })

};
