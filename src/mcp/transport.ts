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
import { expandPlaces } from "../config/expand.js";
import type { McpServerConfig } from "../config/schema.js";
import type { CommandSandbox } from "../sandbox/types.js";
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
function defaultEnvironment(from: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of DEFAULT_INHERITED_ENV_VARS) {
    const value = from[name];
    if (value !== undefined && !value.startsWith("()")) env[name] = value;
  }
  return env;
}

export function createStdioTransport(
  name: string,
  config: McpServerConfig,
  opts: {
    cwd: string;
    env: Record<string, string | undefined>;
    sandboxFor?: (network: readonly string[]) => CommandSandbox | undefined;
  },
): ProcessGroupStdioTransport {
  if (!config.command) throw new Error("a stdio server needs `command`");
  const sandbox = opts.sandboxFor?.(config.network);
  // ${HOME} and friends: the sandbox's own values for a sandboxed server (the runner's home is hidden there).
  const server = expandPlaces(config, sandbox ? (sandbox.places ?? {}) : opts.env, `mcp_servers.${name}`);
  const command = server.command as string;
  const cwd = server.cwd ? path.resolve(opts.cwd, server.cwd) : opts.cwd;
  // The program and its folder are certain to be needed; a path among the args may be data (hiddenPathIn, after a failure).
  if (sandbox?.hidden) {
    for (const p of [command, cwd].filter((p) => path.isAbsolute(p))) {
      const hiddenBy = sandbox.hidden(p);
      if (hiddenBy) throw new HiddenPathError(p, hiddenBy);
    }
  }
  return new ProcessGroupStdioTransport({
    command,
    args: server.args,
    cwd,
    env: { ...defaultEnvironment(opts.env), ...server.env },
    sandbox,
  });
}

const HIDDEN_HINT =
  "install the server as a package (`npx -y pkg`, fetched before the run), or put it in the work tree";

/** A stdio server that names a path the sandbox hides: it could never start there. */
class HiddenPathError extends Error {
  constructor(
    readonly path: string,
    hiddenBy: string,
  ) {
    super(`${path} is hidden inside the sandbox (${hiddenBy}), so the server cannot use it; ${HIDDEN_HINT}`);
    this.name = "HiddenPathError";
  }
}

/** A remote transport over `fetchFn` (which carries OAuth and the message cap, open-remote.ts). */
export function createRemoteTransport(config: McpServerConfig, kind: "http" | "sse", fetchFn: FetchLike): Transport {
  if (!config.url) throw new Error(`a ${kind} server needs \`url\``);
  const url = new URL(config.url);
  const requestInit: RequestInit = { headers: config.headers };
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
