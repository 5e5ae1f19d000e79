/**
 * The contract between the agent loop and every tool it can call: core tools
 * (src/tools/*) and MCP tools (src/mcp). A tool never throws for a bad call:
 * it returns a result with ok=false that the model can read and act on. Only
 * broken infrastructure (a dead process, a full disk) throws.
 */

/** A JSON Schema object as sent to the model (and as MCP servers declare it). */
export type JsonSchema = { [key: string]: unknown };

/** What a call is about to touch, so the policy can judge it before it runs. */
export interface ToolAccess {
  /** read: looks only. write: changes files. exec: runs a command. other: anything else (MCP, control). */
  kind: "read" | "write" | "exec" | "other";
  /** Paths as the model wrote them (relative to the workspace or absolute); the policy resolves them. */
  paths?: string[];
  /** The shell command for exec tools. */
  command?: string;
  /** URLs the call reads (web_fetch, browser_action's launch), as the model wrote them; the policy canonicalizes them. */
  urls?: string[];
}

/** How a call ends the session, for the two control tools. */
export type ToolControl =
  | { kind: "completion"; result: string }
  | { kind: "question"; question: string; options?: string[] };

export interface ToolImage {
  data: string; // base64
  mimeType: string;
}

export interface ToolResult {
  ok: boolean;
  /** What the model reads. Already bounded in size; says so when it was cut. */
  content: string;
  images?: ToolImage[];
  /**
   * Workspace-relative paths this call wrote, when the tool knows them exactly
   * (the checkpointer commits just those). Undefined means "unknown — detect".
   * An empty array means "changed nothing".
   */
  writtenPaths?: string[];
  /** Short description for the checkpoint message, e.g. "src/math.ts (2 blocks)", and for the progress comment. */
  summary?: string;
  /** One line for people (the transcript, the progress comment): a fetched URL and its size, a browser step. */
  detail?: string;
  /** Files the call saved for people, outside the work tree (a browser step's screenshot): the run's artifacts. */
  artifacts?: string[];
  control?: ToolControl;
}

type ToolLog = (level: "debug" | "info" | "warning" | "error", message: string) => void;

/** Resource access for list_mcp_resources / access_mcp_resource; supplied by the MCP hub. */
export interface ResourceAccess {
  listResources(server?: string): Promise<string>;
  readResource(server: string, uri: string): Promise<ToolResult>;
}

export interface ToolContext {
  /** Absolute, symlink-resolved workspace root (the repository). */
  workspace: string;
  signal: AbortSignal;
  /** Scrubbed environment for subprocesses (docs/decisions/0008-secrets-never-leave.md). */
  env: Record<string, string>;
  log: ToolLog;
  /** Called while a long call runs (command output, MCP progress). */
  progress?: (message: string) => void;
  resources?: ResourceAccess;
  /**
   * The approval rules' verdict on something else this call is about to reach (a
   * redirect's URL, for web_fetch): the rules judged the call as the model made it,
   * and what it leads to is judged the same way before it is touched.
   */
  judge?: (access: ToolAccess) => Promise<{ decision: "allow" | "ask" | "deny"; rule: string; reason: string }>;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Tool<I = unknown> {
  /** Model-facing name, [A-Za-z0-9_-]{1,64}. */
  name: string;
  description: string;
  inputSchema: JsonSchema;
  /** Validates raw model input; the error says what is wrong and what was expected. */
  parse(input: unknown): ParseResult<I>;
  /** What the call would touch; used by the policy before execute. */
  access(input: I): ToolAccess;
  /** MCP annotations, when the tool comes from a server. */
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean };
  /** Where the tool comes from: "core" or the MCP server name. */
  source: string;
  execute(input: I, ctx: ToolContext): Promise<ToolResult>;
  /** Ends what the tool keeps running between calls (a browser); called once when the session ends. */
  dispose?(): Promise<void>;
}
