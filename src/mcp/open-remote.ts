/**
 * Opening a remote MCP server: Streamable HTTP, or SSE when configured so. With
 * no transport configured ("auto"), HTTP first and SSE when the server's answer
 * says it speaks only the older protocol; when both fail, one error names both.
 * Every request goes through the message cap (bounded-fetch.ts) and, for a
 * server with `oauth:` or a saved login, through OAuth (oauth/oauth-fetch.ts).
 */
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { McpServerConfig } from "../config/schema.js";
import { boundedFetch } from "./bounded-fetch.js";
import { FallbackError } from "./errors.js";
import { grantOf, machineProvider } from "./oauth/grants.js";
import { LoginProvider } from "./oauth/login-provider.js";
import { oauthFetch } from "./oauth/oauth-fetch.js";
import { createRemoteTransport, shouldFallBackToSse } from "./transport.js";
import type { ConnectionOptions } from "./types.js";

/** Attaches over the first transport that works; returns the kind it settled on. */
export async function openRemote(
  name: string,
  config: McpServerConfig,
  kind: "auto" | "http" | "sse",
  opts: Pick<ConnectionOptions, "fetch" | "oauth">,
  attach: (transport: Transport) => Promise<void>,
): Promise<"http" | "sse"> {
  const fetchFn = await remoteFetch(name, config, opts);
  const first = kind === "sse" ? "sse" : "http";
  try {
    await attach(createRemoteTransport(config, first, fetchFn));
  } catch (error) {
    if (kind !== "auto" || !shouldFallBackToSse(error)) throw error;
    try {
      await attach(createRemoteTransport(config, "sse", fetchFn));
    } catch (sseError) {
      throw new FallbackError(error, sseError, config.url);
    }
    return "sse";
  }
  return first;
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
      ...(opts.oauth?.secret ? { secret: opts.oauth.secret } : {}),
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
    ...(hooks.secret ? { secret: hooks.secret } : {}),
  });
}
