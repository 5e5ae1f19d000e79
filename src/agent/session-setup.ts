/**
 * Everything one session run needs besides its saved state: options, the abort
 * signal (cancel + timeout), the tool runner's context and the loop guards.
 * Built once per run; `dispose` clears the timeout timer.
 */
import type { ModelMessage } from "ai";
import type { ResultCheck } from "../config/output-schema.js";
import type { HeldChanges } from "../git/checkpoints/held.js";
import type { Checkpoint, Checkpointer } from "../git/types.js";
import type { Policy } from "../policy/types.js";
import type { Redactor } from "../secrets/redactor.js";
import type { ResourceAccess, Tool } from "../tools/types.js";
import { ContextMeter, estimateTokens } from "./context-window.js";
import { type Limits, RepeatDetector } from "./limits.js";
import { type LiveTools, toolSpec } from "./live-tools.js";
import { DEFAULT_MAX_TOOL_ERRORS, RecoveryLadder } from "./recovery.js";
import type { SideSpend } from "./side-spend.js";
import type { SavedSession } from "./state.js";
import { inStableOrder } from "./tool-order.js";
import type { Approver, ToolRunContext } from "./tool-runner.js";
import type { EventSink, Model, Outcome, PendingCall, ToolSpec, Usage } from "./types.js";

/** How a resumed session is answered: an approval decision, or a reply to ask_followup_question. */
export type ResumeAnswer = { kind: "approval"; approved: boolean; reason?: string } | { kind: "reply"; text: string };

export interface SessionOptions {
  model: Model;
  tools: Tool[];
  /** Tools whose list changes during the run (MCP servers'), added to `tools` at each turn. */
  liveTools?: LiveTools;
  /** Model spend outside the loop's turns (MCP sampling), counted into usage and cost. */
  sideSpend?: SideSpend;
  /** Which file-edit tool is among `tools`, recorded in the transcript's start event. */
  editFormat?: string;
  policy: Policy;
  checkpointer: Checkpointer;
  system: string;
  /** The first user message. Ignored when resuming (the saved messages hold it). */
  prompt: string;
  /** Images sent with the prompt (a bug's screenshots), for a model that reads them. */
  promptImages?: PromptImage[];
  limits: Limits;
  /** Absolute, symlink-resolved workspace root. */
  workspace: string;
  /** Scrubbed environment for tool subprocesses. */
  env: Record<string, string>;
  emit: EventSink;
  redactor: Redactor;
  signal?: AbortSignal;
  /** Asks a person about `ask` calls; without one, an `ask` pauses the run (awaiting_approval). */
  approver?: Approver;
  resume?: SavedSession;
  answer?: ResumeAnswer;
  /** Called after every turn and at the end with the state to resume from. Receives redacted data. */
  saveState?: (state: SavedSession) => Promise<void>;
  resources?: ResourceAccess;
  /** Typed results: attempt_completion's result must pass this check (one correction turn by default). */
  output?: OutputCheck;
}

interface OutputCheck {
  check(result: string): ResultCheck;
  /** Turns the model gets to fix an invalid result before the run ends as invalid_output (default 1). */
  corrections?: number;
}

/** Mutable session state: the SavedSession fields, typed for the loop. */
export interface SessionState {
  messages: ModelMessage[];
  pending?: PendingCall;
  /** Changes held for approval (a command wrote .npmrc under an `ask` rule). */
  held?: HeldChanges;
  question?: { id: string; name: string; question: string };
  usage: Usage;
  costUsd: number;
  turns: number;
  step: number;
  /** Checkpoints of earlier runs of this session (the checkpointer knows only this run's). */
  priorCheckpoints: Checkpoint[];
  alwaysAllowed: Set<string>;
}

/** How the loop stopped: the Outcome's own fields, before usage, cost and commits are added. */
export type Stop = Pick<Outcome, "kind" | "message" | "result" | "resultJson" | "limit" | "pending">;

export interface RunContext {
  opts: SessionOptions;
  signal: AbortSignal;
  timedOut: () => boolean;
  toolRun: ToolRunContext;
  specs: ToolSpec[];
  /** The live tools' generation `specs` was built from. */
  liveGeneration?: number;
  /** Estimated tokens of the system prompt and tool definitions, sent with every request. */
  fixedTokens: number;
  meter: ContextMeter;
  recovery: RecoveryLadder;
  repeats: RepeatDetector;
  /** Correction turns left for an invalid typed result. */
  corrections: number;
  dispose: () => void;
}

export function createRunContext(opts: SessionOptions, state: SessionState): RunContext {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error("timeout"));
  }, opts.limits.timeoutMinutes * 60_000);
  timer.unref();
  const onAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) onAbort();
  opts.signal?.addEventListener("abort", onAbort, { once: true });

  const tools = inStableOrder([...opts.tools, ...(opts.liveTools?.tools() ?? [])]);
  const specs = tools.map(toolSpec);
  return {
    opts,
    signal: controller.signal,
    timedOut: () => timedOut,
    specs,
    liveGeneration: opts.liveTools?.generation,
    fixedTokens: estimateTokens(opts.system) + estimateTokens(specs),
    meter: new ContextMeter(),
    recovery: new RecoveryLadder(opts.limits.maxToolErrors ?? DEFAULT_MAX_TOOL_ERRORS),
    repeats: new RepeatDetector(opts.limits.repeatWarn ?? 3, opts.limits.repeatStop ?? 5),
    corrections: opts.output?.corrections ?? 1,
    toolRun: {
      tools: new Map(tools.map((t) => [t.name, t])),
      policy: opts.policy,
      checkpointer: opts.checkpointer,
      emit: opts.emit,
      alwaysAllowed: state.alwaysAllowed,
      approver: opts.approver,
      toolContext: {
        workspace: opts.workspace,
        signal: controller.signal,
        env: opts.env,
        log: (level, message) => opts.emit({ type: "log", level, source: "tool", message }),
        resources: opts.resources,
      },
    },
    dispose: () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
    },
  };
}

/** An image the request came with: its label (where it is from) and its bytes. */
export interface PromptImage {
  /** "image 1 of 2, from the description by @alice". */
  label: string;
  /** Base64. */
  data: string;
  mediaType: string;
}

/** The request as a user message: its text, then each image after the line that says where it is from. */
function requestMessage(prompt: string, images: readonly PromptImage[] = []): ModelMessage {
  if (images.length === 0) return { role: "user", content: prompt };
  return {
    role: "user",
    content: [
      { type: "text", text: prompt },
      ...images.flatMap((i) => [
        { type: "text" as const, text: i.label },
        { type: "image" as const, image: i.data, mediaType: i.mediaType },
      ]),
    ],
  };
}

export function fromSaved(
  saved: SavedSession | undefined,
  prompt: string,
  images: readonly PromptImage[] = [],
): SessionState {
  if (!saved)
    return {
      messages: [requestMessage(prompt, images)],
      usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
      costUsd: 0,
      turns: 0,
      step: 0,
      priorCheckpoints: [],
      alwaysAllowed: new Set(),
    };
  // A session that is not waiting for an answer is continued by the new request (a
  // later "@patchbay …" on the same issue or PR): it becomes the next user message.
  const continued = !saved.pending && !saved.question && !saved.held && prompt.trim() !== "";
  return {
    messages: continued ? [...saved.messages, requestMessage(prompt, images)] : [...saved.messages],
    pending: saved.pending,
    question: saved.question,
    held: saved.held,
    usage: { ...saved.usage },
    costUsd: saved.costUsd,
    turns: saved.turns,
    step: saved.step,
    priorCheckpoints: saved.checkpoints,
    alwaysAllowed: new Set(saved.alwaysAllowed),
  };
}

export function mergeCheckpoints(prior: Checkpoint[], current: Checkpoint[]): Checkpoint[] {
  const seen = new Set(prior.map((c) => c.sha));
  return [...prior, ...current.filter((c) => !seen.has(c.sha))];
}
