/**
 * The MCP servers of a run: the repository's, plus Patchbay's in-process GitHub
 * server when there is a GitHub client. With neither, nothing is loaded — a run
 * without servers does not pay for the MCP SDK.
 */
import type { EventSink } from "../agent/types.js";
import type { Config } from "../config/schema.js";
import type { Redactor } from "../config/secrets.js";
import type { GitHubClient } from "../github/octokit.js";
import type { Trigger } from "../github/trigger/index.js";
import type { InProcessServer, ServerStatus } from "../mcp/types.js";
import type { CommandSandbox } from "../sandbox/types.js";
import type { ResourceAccess, Tool } from "../tools/types.js";

export interface Servers {
  tools: Tool[];
  resources?: ResourceAccess;
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
}): Promise<Servers> {
  const inProcess: InProcessServer[] = [];
  if (opts.octokit) {
    const { createGitHubMcpServer } = await import("../github/mcp-server.js");
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

  const { McpHub } = await import("../mcp/hub.js");
  // Servers whose failure (with its stderr) already went out as a log event: not warned about twice.
  const reported = new Set<string>();
  const hub = await McpHub.connect(opts.config.mcp_servers, {
    cwd: opts.cwd,
    env: opts.env,
    inProcess,
    ...(opts.sandboxFor ? { sandboxFor: opts.sandboxFor } : {}),
    onLog: (e) => {
      if (e.level === "error") reported.add(e.server);
      opts.emit({
        type: "log",
        level: logLevel(e.level),
        source: `mcp:${e.server}`,
        message: opts.redactor.redact(e.message),
      });
    },
  });
  try {
    await hub.settled(); // servers may re-list their tools right after connecting (tools/list_changed)
    // One line per server, so a log says what the agent could use: connected with N tools, or why not.
    for (const server of hub.status()) {
      if (server.status === "failed") {
        if (!reported.has(server.name))
          opts.warn(`MCP server "${server.name}" failed: ${server.error ?? "unknown error"}`);
      } else
        opts.emit({
          type: "log",
          level: "info",
          source: "mcp",
          message: opts.redactor.redact(serverLine(server)),
        });
    }
    return { tools: hub.tools(), resources: hub.resources, close: () => hub.close() };
  } catch (error) {
    await hub.close();
    throw error;
  }
}

function serverLine(server: ServerStatus): string {
  if (server.status === "disabled") return `${server.name}: not started (disabled: true)`;
  if (server.status !== "connected") return `${server.name}: ${server.status}`;
  const took = server.connectMs === undefined ? "" : ` in ${(server.connectMs / 1000).toFixed(1)} s`;
  return `${server.name}: connected${took}, ${server.tools} tool${server.tools === 1 ? "" : "s"}`;
}

/** MCP's eight syslog levels, folded into the four a session event has. */
function logLevel(level: string): "debug" | "info" | "warning" | "error" {
  if (level === "debug") return "debug";
  if (level === "info" || level === "notice") return "info";
  if (level === "warning") return "warning";
  return "error";
}
