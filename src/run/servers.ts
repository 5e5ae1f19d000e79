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
import type { InProcessServer } from "../mcp/types.js";
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
}): Promise<Servers> {
  const inProcess: InProcessServer[] = [];
  if (opts.octokit) {
    const { createGitHubMcpServer } = await import("../github/mcp-server.js");
    const octokit = opts.octokit;
    const repo = {
      owner: opts.trigger.repository.owner,
      repo: opts.trigger.repository.name,
      triggerTime: opts.trigger.time,
    };
    inProcess.push({ name: "github", create: () => createGitHubMcpServer(octokit, repo) });
  }
  if (Object.keys(opts.config.mcp_servers).length === 0 && inProcess.length === 0)
    return { tools: [], close: async () => {} };

  const { McpHub } = await import("../mcp/hub.js");
  const hub = await McpHub.connect(opts.config.mcp_servers, {
    cwd: opts.cwd,
    env: opts.env,
    inProcess,
    onLog: (e) =>
      opts.emit({
        type: "log",
        level: logLevel(e.level),
        source: `mcp:${e.server}`,
        message: opts.redactor.redact(e.message),
      }),
  });
  try {
    await hub.settled(); // servers may re-list their tools right after connecting (tools/list_changed)
    for (const server of hub.status())
      if (server.status === "failed")
        opts.warn(`MCP server "${server.name}" failed: ${server.error ?? "unknown error"}`);
    return { tools: hub.tools(), resources: hub.resources, close: () => hub.close() };
  } catch (error) {
    await hub.close();
    throw error;
  }
}

/** MCP's eight syslog levels, folded into the four a session event has. */
function logLevel(level: string): "debug" | "info" | "warning" | "error" {
  if (level === "debug") return "debug";
  if (level === "info" || level === "notice") return "info";
  if (level === "warning") return "warning";
  return "error";
}
