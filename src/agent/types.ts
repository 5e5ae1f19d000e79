/**
 * The engine's contracts: the Model it talks to, the events it emits, and how a
 * session ends. Nothing here knows about GitHub (docs/decisions/0001-the-session-knows-nothing-of-github.md).
 */
import type { ModelMessage } from "ai";
import type { Checkpoint } from "../git/types.js";
import type { Decision } from "../policy/types.js";
import type { JsonSchema } from "../tools/types.js";

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export const emptyUsage = (): Usage => ({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });

export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: JsonSchema;
}

export interface ModelRequest {
  system: string;
  messages: ModelMessage[];
  tools: ToolSpec[];
  signal: AbortSignal;
}

export interface ModelToolCall {
  id: string;
  name: string;
  /** Parsed arguments; when the model sent invalid JSON, `parseError` says so and input is the raw text. */
  input: unknown;
  parseError?: string;
}

export interface ModelResponse {
  text: string;
  toolCalls: ModelToolCall[];
  usage: Usage;
  finishReason: string;
}

export interface Model {
  /** "provider/name", e.g. "anthropic/claude-sonnet-4-5" or "replay/cassette.yml". */
  id: string;
  /** Context window in tokens, for context management. */
  contextWindow: number;
  generate(request: ModelRequest): Promise<ModelResponse>;
  /** USD cost of one response's usage (price table or `model.prices`); absent means 0. */
  costUsd?(usage: Usage): number;
}

export type LimitName =
  | "max_turns"
  | "max_cost_usd"
  | "timeout_minutes"
  | "tool_errors"
  | "repeated_call"
  | "daily_cost_usd"
  | "per_user.cost_per_day_usd";

type OutcomeKind =
  | "completed"
  | "no_changes"
  | "needs_input"
  | "awaiting_approval"
  | "budget_exceeded"
  | "stuck"
  | "failed"
  | "cancelled"
  | "skipped"
  /** The result never matched the output_schema, even after a correction turn. */
  | "invalid_output";

/** A call stopped by an `ask` decision, kept so a later run can resume it. */
export interface PendingCall {
  id: string;
  name: string;
  input: unknown;
  rule: string;
  reason: string;
  suggestion?: string;
}

export interface Outcome {
  kind: OutcomeKind;
  /** One sentence for people: what happened and, when it did not complete, what to do. */
  message: string;
  /** attempt_completion's result, or the question asked. */
  result?: string;
  /** With an output schema: the result parsed and validated. */
  resultJson?: unknown;
  limit?: LimitName;
  pending?: PendingCall;
  turns: number;
  usage: Usage;
  costUsd: number;
  commits: Checkpoint[];
}

/** Every step of a session, emitted as it happens and written to the transcript (docs/decisions/0007-stable-transcript-and-cassette.md). */
export type SessionEvent =
  | {
      type: "start";
      time: string;
      model: string;
      prompt: string;
      workspace: string;
      /** Which file-edit tool the model was given (config tools.edit). */
      edit_format?: string;
    }
  | {
      type: "turn";
      turn: number;
      text: string;
      usage: Usage;
      cost_usd: number;
      total_cost_usd: number;
      /** How long the model request took, retries included. */
      duration_ms?: number;
    }
  | { type: "tool_start"; step: number; name: string; input: unknown }
  | {
      type: "tool";
      step: number;
      name: string;
      input: unknown;
      decision: Decision;
      rule: string;
      ok: boolean;
      checkpoint: string | null;
      output: string;
      duration_ms: number;
      /** One line for people, when the tool has one: a fetched URL and its size, a browser step. */
      detail?: string;
      /** Files saved for people by the call (a browser step's screenshot), outside the work tree. */
      artifacts?: string[];
    }
  | { type: "progress"; step: number; name: string; message: string }
  | { type: "log"; level: "debug" | "info" | "warning" | "error"; source: string; message: string }
  | { type: "context"; dropped: number; message: string }
  | {
      type: "end";
      outcome: OutcomeKind;
      message: string;
      turns: number;
      usage: Usage;
      cost_usd: number;
      commits: string[];
      /** With an output schema: the validated result (the action output `result_json`). */
      result_json?: unknown;
    };

export type EventSink = (event: SessionEvent) => void;
