/**
 * The MCP hub: connects every configured server at once, and presents their
 * tools as Patchbay `Tool`s and their resources as `ResourceAccess`. It only
 * manages connections — config loading, approval and reporting live elsewhere
 * and learn about servers through status() and the onLog callback.
 *
 * The hub is the MCP layer's public surface; everything else in src/mcp is internal.
 */
import type { McpServerConfig } from "../config/schema.js";
import { mcpServerSchema } from "../config/schema.js";
import type { ResourceAccess, Tool, ToolResult } from "../tools/types.js";
import { McpConnection } from "./connection.js";
import { McpHubError } from "./errors.js";
import { ToolNameMap } from "./names.js";
import { HubResources } from "./resources.js";
import type { ServerContent } from "./server-content.js";
import { adaptTool, type McpToolInput } from "./tool-adapter.js";
import type { ConnectionOptions, InProcessServer, ServerStatus } from "./types.js";

export interface HubOptions extends Omit<ConnectionOptions, "onToolsChanged"> {
  /** Servers Patchbay ships, run in-process; a config entry with the same name is shadowed. */
  inProcess?: InProcessServer[];
  /** Called after a server's tool list changed (tools() returns the new list). */
  onToolsChanged?: (server: string) => void;
  /** Servers that could not be prepared (a package that could not be fetched): failed with this reason, not started. */
  unavailable?: Record<string, string>;
}

type Adapted = { server: string; realName: string; tool: Tool<McpToolInput> };

export class McpHub {
  readonly resources: ResourceAccess;
  private closed = false;
  private readonly exitHandler = () => {
    for (const c of this.connections) c.killNow();
  };

  private constructor(private readonly connections: McpConnection[]) {
    this.resources = new HubResources(() => this.connections);
  }

  /** Connects all servers concurrently; resolves when each is connected, failed or disabled. */
  static async connect(servers: Record<string, McpServerConfig>, opts: HubOptions): Promise<McpHub> {
    const builtIn = new Map((opts.inProcess ?? []).map((s) => [s.name, s]));
    const connections: McpConnection[] = [];
    for (const server of builtIn.values())
      connections.push(new McpConnection(server.name, mcpServerSchema.parse({ command: "in-process" }), opts, server));
    for (const [name, config] of Object.entries(servers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (builtIn.has(name)) {
        opts.onLog?.({
          server: name,
          level: "warning",
          message: `MCP server "${name}" in the config is ignored: Patchbay's built-in server has that name; rename it`,
        });
        continue;
      }
      connections.push(new McpConnection(name, config, opts, undefined, opts.unavailable?.[name]));
    }
    const hub = new McpHub(connections);
    // Children must not outlive Patchbay even when it exits without close().
    process.once("exit", hub.exitHandler);
    await Promise.all(connections.map((c) => c.connect()));
    return hub;
  }

  status(): ServerStatus[] {
    return this.connections.map((c) => c.status());
  }

  /** Resolves once no server is re-listing its tools after a list_changed notification. */
  async settled(): Promise<void> {
    await Promise.all(this.connections.map((c) => c.settled()));
  }

  /** Every tool of every server that has connected, under its model-facing name. */
  tools(): Tool<McpToolInput>[] {
    return this.adapted().map((a) => a.tool);
  }

  /** Moves whenever some server's tool list changed (tools() then returns the new list). */
  get generation(): number {
    return this.connections.reduce((sum, c) => sum + c.generation, 0);
  }

  /** The adapted tool for a real server and tool name, if that server lists it. */
  findTool(server: string, tool: string): Tool<McpToolInput> | undefined {
    return this.adapted().find((a) => a.server === server && a.realName === tool)?.tool;
  }

  /** The real server and tool behind a model-facing name (`mcp__fs__read_file`), or a real tool name of `server`. */
  resolveTool(server: string, name: string): { server: string; realName: string } | undefined {
    const found = this.adapted().find((a) => a.server === server && (a.realName === name || a.tool.name === name));
    return found && { server: found.server, realName: found.realName };
  }

  private cache: { generation: number; adapted: Adapted[] } | undefined;

  /** The model-facing tools, rebuilt only when a tool list changed (names must stay stable between calls). */
  private adapted(): Adapted[] {
    const generation = this.generation;
    if (this.cache?.generation !== generation) this.cache = { generation, adapted: this.adapt() };
    return this.cache.adapted;
  }

  /**
   * Sorted by model-facing name: tool definitions lead every model request, so
   * their order is part of every cached prompt prefix, and a list that changes
   * mid-run (a tool added) moves only what changed.
   */
  private adapt(): Adapted[] {
    const entries = this.connections.flatMap((c) => c.tools.map((listed) => ({ connection: c, listed })));
    const names = new ToolNameMap(entries.map((e) => ({ server: e.connection.name, tool: e.listed.def.name })));
    const adapted = entries.map((e) => {
      const server = e.connection.name;
      const realName = e.listed.def.name;
      const name = names.nameOf(server, realName) ?? realName;
      const tool = adaptTool(name, server, e.listed, (s, t, args, o) => this.callTool(s, t, args, o));
      return { server, realName, tool };
    });
    return adapted.sort((a, b) => (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0));
  }

  /** Calls a tool by its real server and tool name. Failures are results with ok=false, never throws for them. */
  async callTool(
    server: string,
    tool: string,
    args: McpToolInput,
    opts: { signal?: AbortSignal; progress?: (message: string) => void } = {},
  ): Promise<ToolResult> {
    if (this.closed) throw new McpHubError("the MCP hub is closed", "closed");
    const connection = this.connections.find((c) => c.name === server);
    if (!connection) {
      const known = this.connections.map((c) => `"${c.name}"`).join(", ") || "none";
      return { ok: false, content: `There is no MCP server "${server}" (servers: ${known}).` };
    }
    if (connection.available && !connection.tools.some((t) => t.def.name === tool)) {
      const list = connection.tools.map((t) => t.def.name).join(", ") || "none";
      return { ok: false, content: `MCP server "${server}" has no tool "${tool}" (its tools: ${list}).` };
    }
    return connection.callTool(tool, args, opts);
  }

  /** One server's prompts (for `patchbay mcp list`, and requests that name a prompt). */
  async serverPrompts(server: string): ReturnType<ServerContent["listPrompts"]> {
    return this.connection(server).content.listPrompts();
  }

  /** A prompt's messages with `args` filled in; throws with the server's reason. */
  async getPrompt(server: string, name: string, args: Record<string, string>): ReturnType<ServerContent["getPrompt"]> {
    return this.connection(server).content.getPrompt(name, args);
  }

  private connection(server: string): McpConnection {
    const connection = this.connections.find((c) => c.name === server);
    if (!connection) {
      const known = this.connections.map((c) => `"${c.name}"`).join(", ") || "none";
      throw new McpHubError(`there is no MCP server "${server}" (servers: ${known})`, "unknown_server");
    }
    return connection;
  }

  /** One server's resources and templates, structured (for `patchbay mcp list`). */
  async serverResources(server: string): ReturnType<ServerContent["listResources"]> {
    return this.connection(server).content.listResources();
  }

  /** Shuts every server down (stdio children as whole process groups). Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.connections.map((c) => c.close()));
    process.removeListener("exit", this.exitHandler);
  }
}
