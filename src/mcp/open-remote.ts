/**
 * Opening a remote MCP server: Streamable HTTP, or SSE when configured so.
 * Over Streamable HTTP, the modern (2026-07-28) lifecycle first — as the
 * revision says a dual-era client does: a modern request, and `initialize`
 * only when the answer is not a modern one (modern/client.ts) — then the
 * stateful one. With no transport configured ("auto"), SSE last, when the
 * server's answer says it speaks only the older protocol; when both fail, one
 * error names both. What a server turned out to speak is kept for its
 * reconnects (`known`). Every request goes through the message cap
 * (bounded-fetch.ts) and, for a server with `oauth:` or a saved login, through
 * OAuth (oauth/oauth-fetch.ts); modern requests also carry the headers that
 * revision requires (modern/headers.ts).
 */
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { McpServerConfig } from "../config/schema.js";
import { boundedFetch } from "./bounded-fetch.js";
import type { Era } from "./client-factory.js";
import { FallbackError } from "./errors.js";
import { LegacyServerError } from "./modern/client.js";
import { withRequestHeaders } from "./modern/headers.js";
import { grantOf, machineProvider } from "./oauth/grants.js";
import { LoginProvider } from "./oauth/login-provider.js";
import { oauthFetch } from "./oauth/oauth-fetch.js";
import { createRemoteTransport, shouldFallBackToSse } from "./transport.js";
import type { ConnectionOptions } from "./types.js";

export interface RemoteHow {
  kind: "http" | "sse";
  era: Era;
}

/** Attaches over the first transport and lifecycle that work; returns what it settled on. */
export async function openRemote(
  name: string,
  config: McpServerConfig,
  kind: "auto" | "http" | "sse",
  opts: Pick<ConnectionOptions, "fetch" | "oauth" | "onLog">,
  attach: (transport: Transport, era: Era) => Promise<void>,
  modern: { known: Era | undefined; toolSchema: (tool: string) => unknown },
): Promise<RemoteHow> {
  const fetchFn = await remoteFetch(name, config, opts);
  if (kind !== "sse" && modern.known !== "legacy") {
    try {
      const headed = withRequestHeaders(fetchFn, modern.toolSchema);
      await attach(createRemoteTransport(config, "http", headed), "modern");
      return { kind: "http", era: "modern" };
    } catch (error) {
      if (!(error instanceof LegacyServerError)) throw error;
      opts.onLog?.({
        server: name,
        level: "debug",
        message: `MCP server "${name}": ${error.message}; using initialize`,
      });
    }
  }
  const first = kind === "sse" ? "sse" : "http";
  try {
    await attach(createRemoteTransport(config, first, fetchFn), "legacy");
  } catch (error) {
    if (kind !== "auto" || !shouldFallBackToSse(error)) throw error;
    try {
      await attach(createRemoteTransport(config, "sse", fetchFn), "legacy");
    } catch (sseError) {
      throw new FallbackError(error, sseError, config.url);
    }
    return { kind: "sse", era: "legacy" };
  }
  return { kind: first, era: "legacy" };
}

/** The fetch a remote server's transport uses: capped, and with OAuth when the server has a way to log in. */
async function remoteFetch(
  name: string,
  config: McpServerConfig,
  opts: Pick<ConnectionOptions, "fetch" | "oauth">,
): Promise<FetchLike> {
  const base: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));
  const capped = boundedFetch(base);
  if (!config.url) return capped;
  const serverUrl = new URL(config.url);
  const oauth = config.oauth;
  if (oauth && grantOf(oauth) !== "authorization_code")
    return oauthFetch({
      server: name,
      serverUrl,
      provider: await machineProvider(name, serverUrl, oauth, base),
      base,
      next: capped,
      secret: opts.oauth?.secret,
    });
  const hooks = opts.oauth ?? {};
  const stored = await hooks.store?.load(serverUrl.href);
  if (!oauth && !stored && !hooks.authorize) return capped;
  const provider = new LoginProvider(name, serverUrl.href, oauth ?? {}, hooks, stored);
  return oauthFetch({
    server: name,
    serverUrl,
    provider,
    base,
    next: capped,
    secret: hooks.secret,
  });
}
