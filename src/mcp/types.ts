/**
 * The hub's public shapes: what a server's status looks like, how log lines
 * arrive, how Patchbay plugs in a server of its own, and the options of a
 * connection.
 */
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CommandSandbox } from "../sandbox/types.js";
import type { ElicitHandler, SamplingHandler } from "./client-requests.js";
import type { OAuthHooks } from "./oauth/hooks.js";
import type { TransportKind } from "./transport.js";

export type ServerState = "connecting" | "connected" | "failed" | "disabled";

/** A server Patchbay ships itself, run in-process over a linked in-memory transport. */
export interface InProcessServer {
  name: string;
  create: () => { connect(transport: Transport): Promise<void>; close(): Promise<void> };
}

export interface McpLogEvent {
  server: string;
  /** MCP log levels (debug … emergency); Patchbay's own notes use "warning", "info" and "debug". */
  level: string;
  message: string;
  /** The server's own log notification (notifications/message), not a note of Patchbay's. */
  fromServer?: boolean;
}

export interface ConnectionOptions {
  cwd: string;
  /** Base environment for stdio servers (only the SDK's default allow-list is taken from it). */
  env: Record<string, string | undefined>;
  connectTimeoutMs?: number;
  onLog?: (event: McpLogEvent) => void;
  /** Called when a server's tool list changed after connecting. */
  onToolsChanged?: (server: string) => void;
  restart?: { maxAttempts: number; baseDelayMs: number };
  fetch?: FetchLike;
  /** The sandbox a stdio server runs in (by its `network` entries); none = unconfined. */
  sandboxFor?: (network: readonly string[]) => CommandSandbox | undefined;
  /** Folders offered to servers as roots (default: cwd, the work tree). */
  roots?: string[];
  /** Answers sampling requests of servers that have `sampling: true` (the run's model). */
  sampling?: SamplingHandler;
  /** Answers elicitation requests (an interactive run's terminal); without it they are declined. */
  elicit?: ElicitHandler;
  /** OAuth: where tokens are kept, and how a person authorizes (for `patchbay mcp login`). */
  oauth?: OAuthHooks;
}

export interface ServerStatus {
  name: string;
  transport: TransportKind | "auto";
  status: ServerState;
  error?: string;
  /** Last part of the server's stderr (stdio). */
  stderr?: string;
  connectMs?: number;
  tools: number;
  /** Dropped tools and other problems that did not stop the server. */
  warnings: string[];
  restarts: number;
  serverInfo?: { name: string; version: string };
  /** What the server offers besides tools (from its capabilities). */
  offers?: { resources: boolean; prompts: boolean };
}
