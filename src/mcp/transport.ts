/**
 * From a server's config to an SDK transport. Which wire a server speaks is
 * decided here and nowhere else: `command` → stdio; `url` with a type → that
 * type; `url` without one → Streamable HTTP first, SSE when the server turns
 * that down (see `shouldFallBackToSse`).
 */
import path from "node:path";
import { SSEClientTransport, SseError } from "@modelcontextprotocol/sdk/client/sse.js";
import { DEFAULT_INHERITED_ENV_VARS } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { McpServerConfig } from "../config/schema.js";
import type { CommandSandbox } from "../sandbox/types.js";
import { ClientCredentials } from "./oauth.js";
import { ProcessGroupStdioTransport } from "./stdio-transport.js";

export type TransportKind = "stdio" | "http" | "sse" | "in-process";
/** What the config asks for; "auto" is a url without a type. */
export type RequestedTransport = "stdio" | "http" | "sse" | "auto";

export function requestedTransport(config: McpServerConfig): RequestedTransport {
  const type = config.type ?? config.transportType;
  if (type === "stdio" || (!type && config.command)) return "stdio";
  if (type === "sse") return "sse";
  if (type === "http" || type === "streamableHttp" || type === "streamable-http") return "http";
  return "auto";
}

/**
 * The SDK's `getDefaultEnvironment()` taken from `from` instead of process.env
 * (the same allow-list: HOME, LOGNAME, PATH, SHELL, TERM, USER), so callers
 * decide what the base environment is and nothing else leaks in.
 */
export function defaultEnvironment(from: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of DEFAULT_INHERITED_ENV_VARS) {
    const value = from[name];
    if (value !== undefined && !value.startsWith("()")) env[name] = value;
  }
  return env;
}

export function createStdioTransport(
  config: McpServerConfig,
  opts: {
    cwd: string;
    env: Record<string, string | undefined>;
    sandboxFor?: (network: readonly string[]) => CommandSandbox | undefined;
  },
): ProcessGroupStdioTransport {
  if (!config.command) throw new Error("a stdio server needs `command`");
  return new ProcessGroupStdioTransport({
    command: config.command,
    args: config.args,
    cwd: config.cwd ? path.resolve(opts.cwd, config.cwd) : opts.cwd,
    env: { ...defaultEnvironment(opts.env), ...config.env },
    sandbox: opts.sandboxFor?.(config.network),
  });
}

/** A remote transport; `auth` (when the server has `oauth:`) supplies the token through fetch. */
export function createRemoteTransport(
  config: McpServerConfig,
  kind: "http" | "sse",
  auth?: ClientCredentials,
  baseFetch?: FetchLike,
): Transport {
  if (!config.url) throw new Error(`a ${kind} server needs \`url\``);
  const url = new URL(config.url);
  const requestInit: RequestInit = { headers: config.headers };
  const fetchFn = auth?.fetch ?? baseFetch;
  if (kind === "sse") return new SSEClientTransport(url, { requestInit, fetch: fetchFn });
  return new StreamableHTTPClientTransport(url, {
    requestInit,
    fetch: fetchFn,
    // A dropped stream is retried a few times, then the connection is reported lost.
    reconnectionOptions: {
      initialReconnectionDelay: 500,
      maxReconnectionDelay: 5000,
      reconnectionDelayGrowFactor: 2,
      maxRetries: 3,
    },
  });
}

export function createAuth(config: McpServerConfig, baseFetch?: FetchLike): ClientCredentials | undefined {
  const oauth = config.oauth;
  if (!oauth?.client_id || !oauth.client_secret || !config.url) return undefined;
  return new ClientCredentials(
    { ...oauth, client_id: oauth.client_id, client_secret: oauth.client_secret },
    new URL(config.url),
    baseFetch,
  );
}

/**
 * A url server without a type tried Streamable HTTP; 400/404/405 on the first
 * request is how older SSE-only servers say "not here", the spec's signal to
 * fall back (MCP 2025-03-26, backwards compatibility).
 */
export function shouldFallBackToSse(error: unknown): boolean {
  return error instanceof StreamableHTTPError && [400, 404, 405].includes(error.code ?? 0);
}

/** HTTP status carried by a transport error, when there is one. */
export function httpStatus(error: unknown): number | undefined {
  if (error instanceof StreamableHTTPError || error instanceof SseError) {
    const code = error.code;
    return typeof code === "number" && code >= 100 ? code : undefined;
  }
  return undefined;
}
