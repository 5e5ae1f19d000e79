/**
 * One MCP server's connection: connect with a deadline, keep its tool list
 * fresh, restart a stdio server that dies (or reconnect an SSE server whose
 * stream dropped) a bounded number of times, call tools. It never throws for a
 * server's failure — failures become status text (for `mcp list`) or a
 * ToolResult with ok=false (for the model) — so one bad server cannot take the
 * hub or the other servers down.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SseError } from "@modelcontextprotocol/sdk/client/sse.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolResultSchema,
  LoggingMessageNotificationSchema,
  ReadResourceResultSchema,
  type Resource,
  type ResourceTemplate,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { McpServerConfig } from "../config/schema.js";
import type { ToolResult } from "../tools/types.js";
import {
  type Clues,
  ConnectTimeoutError,
  describeCallError,
  describeConnectError,
  errorText,
  withClues,
} from "./errors.js";
import { type ListedTool, listResources, listResourceTemplates, listTools } from "./listing.js";
import { openRemote } from "./open-remote.js";
import { RestartBudget } from "./restart-budget.js";
import { errorResult, normalizeCallResult, normalizeReadResult } from "./result.js";
import { perCallSignal, progressText } from "./signals.js";
import type { ProcessGroupStdioTransport } from "./stdio-transport.js";
import { createStdioTransport, requestedTransport, type TransportKind } from "./transport.js";
import type { ConnectionOptions, InProcessServer, ServerState, ServerStatus } from "./types.js";

const CLIENT_INFO = { name: "patchbay", version: "0.1.0" };

export class McpConnection {
  private state: ServerState;
  private kind: TransportKind | "auto";
  private error: string | undefined;
  private connectMs: number | undefined;
  private client: Client | undefined;
  private stdio: ProcessGroupStdioTransport | undefined;
  private server: ReturnType<InProcessServer["create"]> | undefined;
  private listed: ListedTool[] = [];
  private warnings: string[] = [];
  private readonly budget: RestartBudget;
  private closing = false;
  private refreshing: Promise<void> | undefined;
  private refreshAgain = false;
  /** Counts connect attempts, so an attempt that lost the race with its deadline cannot install its client. */
  private attempt = 0;

  constructor(
    readonly name: string,
    private readonly config: McpServerConfig,
    private readonly opts: ConnectionOptions,
    private readonly inProcess?: InProcessServer,
  ) {
    this.state = config.disabled && !inProcess ? "disabled" : "connecting";
    this.kind = inProcess ? "in-process" : requestedTransport(config);
    this.budget = new RestartBudget(opts.restart);
  }

  get tools(): readonly ListedTool[] {
    return this.listed;
  }

  get available(): boolean {
    return this.state === "connected";
  }

  status(): ServerStatus {
    const stderr = this.stdio?.stderr.toString();
    const info = this.client?.getServerVersion();
    return {
      name: this.name,
      transport: this.kind,
      status: this.state,
      ...(this.error ? { error: this.error } : {}),
      ...(stderr ? { stderr } : {}),
      ...(this.connectMs !== undefined ? { connectMs: this.connectMs } : {}),
      tools: this.listed.length,
      warnings: [...this.warnings],
      restarts: this.budget.total,
      ...(info ? { serverInfo: { name: info.name, version: info.version } } : {}),
    };
  }

  /** Connects (never throws); afterwards the status says how it went. */
  async connect(): Promise<void> {
    if (this.state === "disabled" || this.closing) return;
    this.state = "connecting";
    const started = performance.now();
    const timeoutMs = this.opts.connectTimeoutMs ?? this.config.connect_timeout * 1000;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ConnectTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      await Promise.race([this.open(timeoutMs, ++this.attempt), deadline]);
      this.connectMs = Math.round(performance.now() - started);
      this.error = undefined;
      this.state = this.closing ? "failed" : "connected";
      this.budget.connected();
    } catch (error) {
      this.attempt++; // whatever the lost attempt still does is discarded
      const client = this.client;
      this.client = undefined;
      await client?.close().catch(() => {});
      await this.server?.close().catch(() => {});
      await this.stdio?.close();
      const message = error instanceof ConnectTimeoutError ? error.message : describeConnectError(error, this.config);
      this.fail(withClues(message, this.clues()));
    } finally {
      clearTimeout(timer);
    }
  }

  private clues(): Clues {
    return { stderr: this.stdio?.stderr.toString(), garbage: this.stdio?.garbage, exit: this.exitHow };
  }
  private exitHow: string | undefined;

  private fail(message: string): void {
    this.state = "failed";
    this.error = message;
    this.opts.onLog?.({ server: this.name, level: "error", message: `MCP server "${this.name}" failed: ${message}` });
  }

  private newClient(): Client {
    const client = new Client(CLIENT_INFO, { capabilities: {} });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.refreshTools());
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      const data = n.params.data;
      const text = typeof data === "string" ? data : JSON.stringify(data);
      const logger = n.params.logger ? `${n.params.logger}: ` : "";
      this.opts.onLog?.({ server: this.name, level: n.params.level, message: `${logger}${text}` });
    });
    return client;
  }

  private async open(timeoutMs: number, attempt: number): Promise<void> {
    this.exitHow = undefined;
    const requestOptions = { timeout: timeoutMs };
    if (this.inProcess) {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      this.server = this.inProcess.create();
      await this.server.connect(serverSide);
      await this.attach(clientSide, requestOptions, attempt);
    } else if (this.kind === "stdio") {
      const transport = createStdioTransport(this.config, this.opts);
      transport.onexit = (how) => {
        this.exitHow = how;
      };
      this.stdio = transport;
      await this.attach(transport, requestOptions, attempt);
    } else {
      const requested = this.kind === "auto" || this.kind === "sse" ? this.kind : "http";
      this.kind = await openRemote(this.config, requested, this.opts.fetch, (transport) =>
        this.attach(transport, requestOptions, attempt),
      );
    }
  }

  private async attach(transport: Transport, options: { timeout: number }, attempt: number): Promise<void> {
    if (attempt !== this.attempt || this.closing) {
      await transport.close();
      throw new Error("connect attempt abandoned");
    }
    const client = this.newClient();
    this.client = client;
    client.onclose = () => this.onClosed(client);
    client.onerror = (error) => this.onTransportError(client, error);
    await client.connect(transport, options);
    if (attempt !== this.attempt || this.closing) {
      await client.close();
      throw new Error("connect attempt abandoned");
    }
    if (client.getServerCapabilities()?.tools) {
      const listing = await listTools(client, options);
      this.setTools(listing.items, listing.warnings);
    } else {
      this.setTools([], []);
    }
  }

  private setTools(items: ListedTool[], warnings: string[]): void {
    this.listed = items;
    this.warnings = warnings;
    for (const warning of warnings)
      this.opts.onLog?.({ server: this.name, level: "warning", message: `MCP server "${this.name}": ${warning}` });
  }

  /** notifications/tools/list_changed: list again; concurrent notifications collapse into one more listing. */
  private refreshTools(): void {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        const client = this.client;
        if (!client || this.state !== "connected") break;
        try {
          const listing = await listTools(client, { timeout: this.config.timeout * 1000 });
          if (client === this.client) this.setTools(listing.items, listing.warnings);
          this.opts.onToolsChanged?.(this.name);
        } catch (error) {
          this.opts.onLog?.({
            server: this.name,
            level: "warning",
            message: `MCP server "${this.name}" changed its tools but listing them failed (${errorText(error)}); keeping the previous list`,
          });
        }
      } while (this.refreshAgain);
    })().finally(() => {
      this.refreshing = undefined;
    });
  }

  /** Resolves when no tool refresh is running (tests and `mcp list` want the settled list). */
  async settled(): Promise<void> {
    while (this.refreshing) await this.refreshing;
  }

  private transportErrors = 0;

  /**
   * Transport trouble that is not a failed request. An SSE stream that drops
   * leaves the session without a way to answer pending calls (the EventSource
   * reconnects, but the old session's replies are gone), so the connection is
   * closed and reconnected instead of letting those calls run into their timeout.
   */
  private onTransportError(client: Client, error: Error): void {
    if (client !== this.client || this.closing) return;
    if (this.transportErrors++ < 5)
      this.opts.onLog?.({
        server: this.name,
        level: "warning",
        message: `MCP server "${this.name}": ${error.message}`,
      });
    if (this.state === "connected" && this.kind === "sse" && error instanceof SseError) {
      this.exitHow = undefined;
      void client.close();
    }
  }

  private onClosed(client: Client): void {
    if (this.closing || client !== this.client || this.state !== "connected") return;
    this.client = undefined;
    const why = withClues("the connection closed unexpectedly", this.clues());
    const restartable = this.kind === "stdio" || this.kind === "sse";
    const restartsLeft = this.budget.dropped();
    if (restartable && restartsLeft) {
      this.state = "connecting";
      this.error = why;
      this.opts.onLog?.({
        server: this.name,
        level: "warning",
        message: `MCP server "${this.name}" stopped (${why}); reconnecting, its tools are unavailable meanwhile`,
      });
      void this.restart();
    } else {
      const inARow = this.budget.inARow;
      this.fail(inARow > 0 ? `${why} (gave up after ${inARow} restarts in a row)` : why);
    }
  }

  private async restart(): Promise<void> {
    while (this.budget.left() && !this.closing) {
      await this.budget.next();
      if (this.closing) return;
      await this.connect();
      if (this.state === "connected") return;
    }
  }

  private unavailable(tool: string): ToolResult {
    const why =
      this.state === "connecting"
        ? "the server is (re)starting; try again shortly"
        : `the server is ${this.state}${this.error ? `: ${this.error}` : ""}`;
    return errorResult(`tool unavailable, ${why}`, { server: this.name, tool });
  }

  async callTool(
    tool: string,
    args: Record<string, unknown>,
    opts: { signal?: AbortSignal; progress?: (message: string) => void } = {},
  ): Promise<ToolResult> {
    const where = { server: this.name, tool };
    const client = this.client;
    if (!client || this.state !== "connected") return this.unavailable(tool);
    const call = perCallSignal(opts.signal);
    try {
      const result = await client.request(
        { method: "tools/call", params: { name: tool, arguments: args } },
        CallToolResultSchema,
        {
          signal: call.signal,
          timeout: this.config.timeout * 1000,
          resetTimeoutOnProgress: true,
          // Always asked for, so progress notifications keep a long call alive.
          onprogress: (p) => opts.progress?.(progressText(p)),
        },
      );
      return normalizeCallResult(result, where);
    } catch (error) {
      // Give the exit handler a moment, so a crash is reported with its stderr.
      await new Promise((r) => setImmediate(r));
      const text = describeCallError(error, this.config.timeout);
      const clues = error instanceof Error && /closed/.test(text) ? this.clues() : {};
      return errorResult(withClues(text, clues), where);
    } finally {
      call.dispose();
    }
  }

  async listResources(): Promise<{ resources: Resource[]; templates: ResourceTemplate[]; warnings: string[] }> {
    const client = this.client;
    if (!client || this.state !== "connected" || !client.getServerCapabilities()?.resources)
      return { resources: [], templates: [], warnings: [] };
    const options = { timeout: this.config.timeout * 1000 };
    const [resources, templates] = await Promise.all([
      listResources(client, options),
      listResourceTemplates(client, options).catch((error: unknown) => ({
        items: [],
        warnings: [`listing resource templates failed: ${errorText(error)}`],
      })),
    ]);
    return {
      resources: resources.items,
      templates: templates.items,
      warnings: [...resources.warnings, ...templates.warnings],
    };
  }

  async readResource(uri: string, signal?: AbortSignal): Promise<ToolResult> {
    const client = this.client;
    if (!client || this.state !== "connected")
      return { ok: false, content: `MCP server "${this.name}" is ${this.state}; cannot read ${uri}` };
    const call = perCallSignal(signal);
    try {
      const result = await client.request({ method: "resources/read", params: { uri } }, ReadResourceResultSchema, {
        signal: call.signal,
        timeout: this.config.timeout * 1000,
      });
      return normalizeReadResult(result, { server: this.name, uri });
    } catch (error) {
      return {
        ok: false,
        content: `reading resource ${uri} from MCP server "${this.name}" failed: ${describeCallError(error, this.config.timeout)}`,
      };
    } finally {
      call.dispose();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    const client = this.client;
    this.client = undefined;
    await client?.close().catch(() => {});
    await this.server?.close().catch(() => {});
    await this.stdio?.close();
  }

  /** Process exit: no time for a handshake, just kill the group. */
  killNow(): void {
    this.stdio?.killNow();
  }
}
