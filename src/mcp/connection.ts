/**
 * One MCP server's connection: connect with a deadline, keep its tool list
 * fresh, restart a stdio server that dies (or reconnect an SSE server whose
 * stream dropped) a bounded number of times, start a new Streamable HTTP
 * session when the server has forgotten ours (a restart: 404 for our session
 * id), call tools. It never throws for a server's failure — failures become
 * status text (for `mcp list`) or a ToolResult with ok=false (for the model) —
 * so one bad server cannot take the hub or the other servers down.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SseError } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { McpServerConfig } from "../config/schema.js";
import type { ToolResult } from "../tools/types.js";
import { createClient, type Era, featuresFor } from "./client-factory.js";
import {
  type Clues,
  ConnectTimeoutError,
  describeCallError,
  describeConnectError,
  errorText,
  withClues,
} from "./errors.js";
import { type ListedTool, listTools } from "./listing.js";
import { openRemote } from "./open-remote.js";
import { RestartBudget } from "./restart-budget.js";
import { errorResult } from "./result.js";
import { ServerContent } from "./server-content.js";
import { SessionKeeper, sessionGone } from "./session.js";
import { perCallSignal } from "./signals.js";
import type { ProcessGroupStdioTransport } from "./stdio-transport.js";
import { requestToolCall, resultFor, unavailable, withNotes } from "./tool-call.js";
import { ToolSchemaCompiler } from "./tool-schemas.js";
import { createStdioTransport, requestedTransport, type TransportKind } from "./transport.js";
import type { ConnectionOptions, InProcessServer, ServerState, ServerStatus } from "./types.js";

export class McpConnection {
  private state: ServerState;
  private kind: TransportKind | "auto";
  private error: string | undefined;
  private connectMs: number | undefined;
  private client: Client | undefined;
  private stdio: ProcessGroupStdioTransport | undefined;
  private http: StreamableHTTPClientTransport | undefined;
  private server: ReturnType<InProcessServer["create"]> | undefined;
  private listed: ListedTool[] = [];
  private warnings: string[] = [];
  private readonly budget: RestartBudget;
  private readonly compiler: ToolSchemaCompiler;
  /** The server's resources, resource templates and prompts, through the same session handling as calls. */
  readonly content: ServerContent;
  private closing = false;
  private refreshing: Promise<void> | undefined;
  private refreshAgain = false;
  /** Streamable HTTP sessions the server forgot, renewed (session.ts). */
  private readonly sessions: SessionKeeper;
  /** Counts connect attempts, so an attempt that lost the race with its deadline cannot install its client. */
  private attempt = 0;
  /** Bumped whenever the tool list changes; the hub rebuilds its model-facing tools when the sum moves. */
  generation = 0;
  /** Sentences for calls in flight: requests of the server's that Patchbay turned down meanwhile. */
  private readonly inFlight = new Set<string[]>();
  private exitHow: string | undefined;
  private transportErrors = 0;
  /** What a remote server turned out to speak, kept for its reconnects (the revision says: per origin). */
  private era: Era | undefined;

  constructor(
    readonly name: string,
    private readonly config: McpServerConfig,
    private readonly opts: ConnectionOptions,
    private readonly inProcess?: InProcessServer,
    /** Why it cannot start at all (its package could not be fetched): it fails with this, untried. */
    private readonly unstartable?: string,
  ) {
    this.state = config.disabled && !inProcess ? "disabled" : "connecting";
    this.kind = inProcess ? "in-process" : requestedTransport(config);
    this.budget = new RestartBudget(opts.restart);
    this.compiler = new ToolSchemaCompiler((message) => this.log("debug", message));
    this.content = new ServerContent({
      name,
      timeoutSeconds: () => this.config.timeout,
      connected: () => (this.state === "connected" ? this.client : undefined),
      state: () => this.state,
      run: (fn) => this.sessions.run(fn),
    });
    this.sessions = new SessionKeeper({
      current: () => (this.state === "connected" ? this.client : undefined),
      http: () => this.http !== undefined,
      why: () => this.error ?? `the server is ${this.state}`,
      reopen: async (stale) => {
        if (this.client === stale) this.client = undefined;
        await stale.close().catch(() => {});
        this.log("info", `MCP server "${this.name}" no longer knew this session (it restarted?); opening a new one`);
        await this.connect();
      },
    });
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
    const capabilities = this.client?.getServerCapabilities();
    return {
      name: this.name,
      transport: this.kind,
      status: this.state,
      error: this.error || undefined,
      stderr: stderr || undefined,
      connectMs: this.connectMs,
      tools: this.listed.length,
      warnings: [...this.warnings],
      restarts: this.budget.total,
      serverInfo: info ? { name: info.name, version: info.version } : undefined,
      offers: capabilities ? { resources: !!capabilities.resources, prompts: !!capabilities.prompts } : undefined,
    };
  }

  private log(level: string, message: string): void {
    this.opts.onLog?.({ server: this.name, level, message });
  }

  /** Connects (never throws); afterwards the status says how it went. */
  async connect(): Promise<void> {
    if (this.state === "disabled" || this.closing) return;
    if (this.unstartable) return this.fail(this.unstartable);
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
      const message =
        error instanceof ConnectTimeoutError
          ? error.message
          : describeConnectError(error, { name: this.name, ...this.config });
      this.fail(withClues(message, this.clues()));
    } finally {
      clearTimeout(timer);
    }
  }

  private clues(): Clues {
    return {
      stderr: this.stdio?.stderr.toString(),
      garbage: this.stdio?.garbage,
      exit: this.exitHow,
      hidden: this.stdio?.hiddenPathIn(),
    };
  }

  private fail(message: string): void {
    this.state = "failed";
    this.error = message;
    this.log("error", `MCP server "${this.name}" failed: ${message}`);
  }

  private newClient(era: Era): Client {
    return createClient({
      server: this.name,
      era,
      features: featuresFor(this.config, this.opts, (sentence) => {
        this.log("warning", `MCP server "${this.name}": ${sentence}`);
        for (const notes of this.inFlight) notes.push(sentence);
      }),
      compiler: this.compiler,
      onToolsChanged: () => this.refreshTools(),
      relist: async () => {
        this.refreshTools();
        await this.settled();
      },
      onLog: this.opts.onLog,
    });
  }

  private async open(timeoutMs: number, attempt: number): Promise<void> {
    this.exitHow = undefined;
    this.http = undefined;
    const requestOptions = { timeout: timeoutMs };
    if (this.inProcess) {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      this.server = this.inProcess.create();
      await this.server.connect(serverSide);
      await this.attach(clientSide, requestOptions, attempt, "legacy");
    } else if (this.kind === "stdio") {
      const transport = createStdioTransport(this.name, this.config, this.opts);
      transport.onexit = (how) => {
        this.exitHow = how;
      };
      this.stdio = transport;
      await this.attach(transport, requestOptions, attempt, "legacy");
    } else {
      const requested = this.kind === "auto" || this.kind === "sse" ? this.kind : "http";
      const how = await openRemote(
        this.name,
        this.config,
        requested,
        this.opts,
        (transport, era) => this.attach(transport, requestOptions, attempt, era),
        { known: this.era, toolSchema: (tool) => this.listed.find((t) => t.def.name === tool)?.def.inputSchema },
      );
      this.kind = how.kind;
      this.era = how.era;
    }
  }

  private async attach(transport: Transport, options: { timeout: number }, attempt: number, era: Era): Promise<void> {
    if (attempt !== this.attempt || this.closing) {
      await transport.close();
      throw new Error("connect attempt abandoned");
    }
    const client = this.newClient(era);
    this.client = client;
    // Sessions (and renewing them) are the stateful lifecycle's; the modern one has none.
    if (transport instanceof StreamableHTTPClientTransport && era === "legacy") this.http = transport;
    client.onclose = () => this.onClosed(client);
    client.onerror = (error) => this.onTransportError(client, error);
    await client.connect(transport, options);
    if (attempt !== this.attempt || this.closing) {
      await client.close();
      throw new Error("connect attempt abandoned");
    }
    await this.listToolsOf(client, options);
  }

  private async listToolsOf(client: Client, options: { timeout: number }): Promise<void> {
    const capabilities = client.getServerCapabilities();
    if (!capabilities?.tools) return this.setTools([], []);
    const tasks = !!capabilities.tasks?.requests?.tools?.call;
    const listing = await listTools(client, options, { compiler: this.compiler, tasks });
    if (client === this.client) this.setTools(listing.items, listing.warnings);
  }

  private setTools(items: ListedTool[], warnings: string[]): void {
    this.listed = items;
    this.generation++;
    const fresh = warnings.filter((w) => !this.warnings.includes(w));
    this.warnings = warnings;
    for (const warning of fresh) this.log("warning", `MCP server "${this.name}": ${warning}`);
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
        if (!client) break; // between connections: the next connect lists the tools anyway
        const options = { timeout: this.config.timeout * 1000 };
        try {
          // While connecting (a server that announces its tools as it starts) the client is used as it is.
          if (this.state === "connected") await this.sessions.run((c) => this.listToolsOf(c, options));
          else await this.listToolsOf(client, options);
          this.opts.onToolsChanged?.(this.name);
        } catch (error) {
          this.log(
            "warning",
            `MCP server "${this.name}" changed its tools but listing them failed (${errorText(error)}); keeping the previous list`,
          );
        }
      } while (this.refreshAgain);
    })().finally(() => {
      this.refreshing = undefined;
    });
  }

  /** Resolves when no tool refresh or session renewal is running (tests and `mcp list` want the settled list). */
  async settled(): Promise<void> {
    while (this.refreshing || this.sessions.renewing) await (this.refreshing ?? this.sessions.renewing);
  }

  /**
   * Transport trouble that is not a failed request. An SSE stream that drops
   * leaves the session without a way to answer pending calls, so the connection
   * is closed and reconnected instead of letting those calls run into their
   * timeout. A Streamable HTTP server that answers 404 for our session (its GET
   * stream, after a restart) gets a new session at once. What happens while
   * connecting (a Streamable HTTP attempt before the SSE fallback) is debug detail.
   */
  private onTransportError(client: Client, error: Error): void {
    if (client !== this.client || this.closing) return;
    const connected = this.state === "connected";
    if (!connected) this.log("debug", `MCP server "${this.name}": ${error.message}`);
    else if (this.transportErrors++ < 5) this.log("warning", `MCP server "${this.name}": ${error.message}`);
    if (connected && this.http && sessionGone(error)) void this.sessions.renew(client);
    else if (connected && this.kind === "sse" && error instanceof SseError) {
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
      this.log(
        "warning",
        `MCP server "${this.name}" stopped (${why}); reconnecting, its tools are unavailable meanwhile`,
      );
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

  async callTool(
    tool: string,
    args: Record<string, unknown>,
    opts: { signal?: AbortSignal; progress?: (message: string) => void } = {},
  ): Promise<ToolResult> {
    const where = { server: this.name, tool };
    if (this.sessions.renewing) await this.sessions.renewing;
    if (!this.client || this.state !== "connected") return unavailable(where, this.state, this.error);
    const listed = this.listed.find((t) => t.def.name === tool) ?? {
      def: { name: tool, inputSchema: { type: "object" as const } },
      validate: () => ({ valid: true as const }),
    };
    const call = perCallSignal(opts.signal);
    const declined: string[] = [];
    this.inFlight.add(declined);
    try {
      const timeoutMs = this.config.timeout * 1000;
      const result = await this.sessions.run((client) =>
        requestToolCall(client, listed, args, {
          signal: call.signal,
          timeoutMs,
          progress: opts.progress,
        }),
      );
      return withNotes(resultFor(listed, result, where), declined);
    } catch (error) {
      // Give the exit handler a moment, so a crash is reported with its stderr.
      await new Promise((r) => setImmediate(r));
      const text = describeCallError(error, this.config.timeout);
      const clues = error instanceof Error && /closed/.test(text) ? this.clues() : {};
      return withNotes(errorResult(withClues(text, clues), where), declined);
    } finally {
      this.inFlight.delete(declined);
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
