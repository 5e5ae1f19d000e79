/**
 * `patchbay mcp login SERVER`: OAuth once. The authorization-code flow (PKCE,
 * registration, scopes, resource indicator — the MCP SDK's `auth()`) with the
 * browser sent back to a loopback listener; the login is kept on this machine
 * for local runs, and what a CI run needs to renew it is printed: one secret,
 * and the config line that uses it.
 */
import path from "node:path";
import { loadConfig } from "../config/load.js";
import { McpHub } from "../mcp/hub.js";
import { grantOf } from "../mcp/oauth/grants.js";
import { startLoopback } from "../mcp/oauth/loopback.js";
import { defaultStoreDir, FileTokenStore } from "../mcp/oauth/store.js";
import { encodeTokenFile } from "../mcp/oauth/token-file.js";
import { UsageError } from "../util/usage-error.js";
import { browserOpener } from "./browser.js";
import type { CliIO } from "./io.js";

/** Long enough for a person to log in, in a browser, with a second factor. */
const LOGIN_TIMEOUT_MS = 10 * 60_000;

export async function login(
  name: string,
  opts: { repo: string; config?: string; port?: number },
  io: CliIO,
): Promise<number> {
  const loaded = await loadConfig({ repo: opts.repo, configPath: opts.config, env: io.env });
  const server = loaded.config.mcp_servers[name];
  if (!server) {
    const known = Object.keys(loaded.config.mcp_servers).join(", ") || "none configured";
    throw new UsageError(`there is no MCP server "${name}" in the config (servers: ${known})`);
  }
  if (!server.url)
    throw new UsageError(`MCP server "${name}" runs a command (stdio); only remote (url) servers log in`);
  if (server.oauth && grantOf(server.oauth) !== "authorization_code") {
    io.stdout(
      `MCP server "${name}" authorizes itself with its oauth ${grantOf(server.oauth)} grant; no login is needed.\n`,
    );
    return 0;
  }
  const dir = defaultStoreDir(io.env);
  if (!dir) throw new UsageError("there is no HOME (or XDG_CONFIG_HOME) to keep the login in");
  const store = new FileTokenStore(dir);
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
    const hub = await McpHub.connect(
      { [name]: { ...server, disabled: false } },
      {
        cwd: opts.repo,
        env: io.env,
        connectTimeoutMs: LOGIN_TIMEOUT_MS,
        oauth: { store, ...loopback.hooks },
      },
    );
    try {
      const [status] = hub.status();
      if (status?.status !== "connected") {
        io.stderr(`patchbay: logging in to MCP server "${name}" failed: ${status?.error ?? "unknown error"}\n`);
        return 1;
      }
      io.stdout(
        `Logged in to MCP server "${name}" (${status.tools} tools). The login is kept in ${store.file(url)}.\n`,
      );
      io.stdout(ciInstructions(name, (await store.load(url)) ?? {}, loaded.serverSources[name] ?? loaded.configPath));
      return 0;
    } finally {
      await hub.close();
    }
  } finally {
    await loopback.close();
  }
}

function ciInstructions(
  name: string,
  login: Awaited<ReturnType<FileTokenStore["load"]>> & object,
  file: string,
): string {
  const refresh = login.tokens?.refresh_token;
  if (!refresh)
    return `\nThe server issued no refresh token, so a CI run cannot renew this login. Ask for one with oauth.scope (e.g. "offline_access") if the server offers it, or use a machine grant (oauth.client_id with client_secret or private_key).\n`;
  const secret = `PATCHBAY_MCP_${name.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_OAUTH`;
  const client = login.client;
  const value = encodeTokenFile({
    refresh_token: refresh,
    client_id: client?.client_id || undefined,
    client_secret: client && "client_secret" in client && client.client_secret ? client.client_secret : undefined,
    // A DPoP-bound refresh token is refreshed only with its key.
    dpop_key: login.dpopKey ? { ...login.dpopKey, kty: login.dpopKey.kty ?? "EC" } : undefined,
  });
  const where =
    path.basename(file) === ".mcp.json"
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
