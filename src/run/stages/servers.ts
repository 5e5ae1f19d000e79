/**
 * The MCP servers of a run: the repository's, plus Patchbay's in-process GitHub
 * server when there is a GitHub client. Package launches are fetched on the host
 * first (mcp/packages), so the servers start offline in the sandbox. One line
 * per server says what it offers, or why it is down; the rest is debug detail.
 * With no servers at all, nothing is loaded — a run without servers does not pay
 * for the MCP SDK.
 */
import type { LiveTools } from "../../agent/live-tools.js";
import type { EventSink } from "../../agent/types.js";
import type { Config } from "../../config/schema.js";
import { createGitHubMcpServer } from "../../github/mcp-server/server.js";
import type { GitHubClient } from "../../github/octokit.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { ElicitHandler, SamplingHandler } from "../../mcp/client-requests.js";
import { McpHub } from "../../mcp/hub.js";
import { localStore } from "../../mcp/oauth/store.js";
import { prefetchPackages } from "../../mcp/packages/prefetch.js";
import type { InProcessServer, ServerStatus } from "../../mcp/types.js";
import type { CommandSandbox } from "../../sandbox/types.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { ResourceAccess, Tool } from "../../tools/types.js";

export interface Servers {
  /** Tools fixed for the run (none: every MCP tool is live, its server may change the list). */
  tools: Tool[];
  /** The servers' tools as they are at each turn. */
  live?: LiveTools;
  resources?: ResourceAccess;
  /** The hub, for requests that name a server's prompt. */
  hub?: McpHub;
  close(): Promise<void>;
}

export async function connectServers(opts: {
  config: Config;
  cwd: string;
  env: Record<string, string | undefined>;
  octokit?: GitHubClient;
  trigger: Trigger;
  emit: EventSink;
  redactor: Redactor;
  warn: (message: string) => void;
  /** The sandbox for a stdio server, by its `network` entries (none = unconfined). */
  sandboxFor?: (network: readonly string[]) => CommandSandbox | undefined;
  /** Patchbay's package cache (read-only in the sandbox); package launches are fetched there first. */
  packageCache?: string;
  sampling?: SamplingHandler;
  elicit?: ElicitHandler;
}): Promise<Servers> {
  const inProcess: InProcessServer[] = [];
  if (opts.octokit) {
    const octokit = opts.octokit;
    const repo = {
      owner: opts.trigger.repository.owner,
      repo: opts.trigger.repository.name,
      triggerTime: opts.trigger.time,
      redactor: opts.redactor,
    };
    inProcess.push({ name: "github", create: () => createGitHubMcpServer(octokit, repo) });
  }
  if (Object.keys(opts.config.mcp_servers).length === 0 && inProcess.length === 0)
    return { tools: [], close: async () => {} };

  const log = (server: string, level: "debug" | "info" | "warning" | "error", message: string) =>
    opts.emit({ type: "log", level, source: `mcp:${server}`, message: opts.redactor.redact(message) });
  let servers = opts.config.mcp_servers;
  let unavailable: Record<string, string> = {};
  if (opts.packageCache) {
    const fetched = await prefetchPackages(servers, {
      cacheDir: opts.packageCache,
      env: opts.env,
      workTree: opts.cwd,
      log: (level, message) => log("packages", level, message),
    });
    servers = fetched.servers;
    unavailable = fetched.failed;
  }
  const store = localStore(opts.env);
  // Servers whose failure (with its stderr) already went out as a log event: not warned about twice.
  const reported = new Set<string>();
  const hub = await McpHub.connect(servers, {
    cwd: opts.cwd,
    env: opts.env,
    inProcess,
    unavailable,
    sandboxFor: opts.sandboxFor,
    sampling: opts.sampling,
    elicit: opts.elicit,
    // Tokens the servers' OAuth obtains are masked wherever they could show up.
    oauth: { store, secret: (value) => opts.redactor.add(value) },
    onLog: (e) => {
      if (e.level === "error" && !e.fromServer) reported.add(e.server);
      // A server's own chatter is debug detail unless it warns; Patchbay's one line per server says the rest.
      const level = logLevel(e.level);
      log(e.server, e.fromServer && level === "info" ? "debug" : level, e.message);
    },
  });
  try {
    await hub.settled(); // servers may re-list their tools right after connecting (tools/list_changed)
    const statuses = hub.status();
    // Each connected server's line asks it for its resources and prompts: all servers at once, said in order.
    const lines = await Promise.all(
      statuses.map((server) => (server.status === "connected" ? summary(hub, server) : undefined)),
    );
    statuses.forEach((server, i) => {
      if (server.status === "failed" && !reported.has(server.name))
        opts.warn(`MCP server "${server.name}" failed: ${server.error ?? "unknown error"}`);
      const line = lines[i];
      if (line !== undefined) log(server.name, "info", line);
    });
    return { tools: [], live: hub, resources: hub.resources, hub, close: () => hub.close() };
  } catch (error) {
    await hub.close();
    throw error;
  }
}

/** "stdio, 14 tools, 2 resources, 1 prompt (312 ms)": what a connected server offers, in one line. */
async function summary(hub: McpHub, server: ServerStatus): Promise<string> {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  const parts = [server.transport, count(server.tools, "tool")];
  if (server.offers?.resources) {
    const listed = await hub.serverResources(server.name).catch(() => undefined);
    if (listed) parts.push(count(listed.resources.length + listed.templates.length, "resource"));
  }
  if (server.offers?.prompts) {
    const listed = await hub.serverPrompts(server.name).catch(() => undefined);
    if (listed) parts.push(count(listed.prompts.length, "prompt"));
  }
  return `${parts.join(", ")}${server.connectMs !== undefined ? ` (${server.connectMs} ms)` : ""}`;
}

/** MCP's eight syslog levels, folded into the four a session event has. */
function logLevel(level: string): "debug" | "info" | "warning" | "error" {
  if (level === "debug") return "debug";
  if (level === "info" || level === "notice") return "info";
  if (level === "warning") return "warning";
  return "error";
}
