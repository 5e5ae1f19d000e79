/**
 * One tool call, start to end: validate, decide, (ask), execute, checkpoint, emit.
 * Never throws for a bad call: unknown tools, bad arguments, denials and tool
 * failures become results the model reads (docs/decisions/0004-tool-names-and-failures-as-results.md). Only broken infrastructure
 * (a checkpoint that cannot be written, a cancelled run) throws.
 */
import type { Checkpoint, Checkpointer } from "../git/types.js";
import type { ApproverAnswer, Decision, Policy, PolicyVerdict } from "../policy/types.js";
import type { Tool, ToolAccess, ToolContext, ToolControl, ToolImage, ToolResult } from "../tools/types.js";
import { stableJson } from "./limits.js";
import type { CallFailure } from "./recovery.js";
import type { EventSink, ModelToolCall, PendingCall } from "./types.js";

/** Asks a person about a call the policy marked `ask` (a terminal prompt, a test script). */
export type Approver = (call: PendingCall, verdict: PolicyVerdict) => Promise<ApproverAnswer>;

export interface ToolRunContext {
  tools: ReadonlyMap<string, Tool>;
  policy: Policy;
  checkpointer: Checkpointer;
  toolContext: ToolContext;
  emit: EventSink;
  approver?: Approver;
  /** Calls (callKey) the approver answered "always" for. */
  alwaysAllowed: Set<string>;
}

export type CallOutcome =
  | {
      kind: "result";
      ok: boolean;
      content: string;
      images?: ToolImage[];
      checkpoint: Checkpoint | null;
      /** What went wrong, for the recovery ladder; absent when the call succeeded. */
      failure?: CallFailure;
    }
  | { kind: "ask"; pending: PendingCall }
  | { kind: "control"; control: ToolControl; content: string };

/** How a call was already decided when it is run from a resumed session. */
export interface PreDecided {
  decision: Decision;
  rule: string;
}

/** What the gate lets happen to a valid call. */
type Gate =
  | { kind: "run"; decision: Decision; rule: string; paths?: string[] }
  | { kind: "refuse"; decision: Decision; rule: string; content: string; failure: CallFailure }
  | { kind: "ask"; pending: PendingCall };

export async function runToolCall(
  call: ModelToolCall,
  step: number,
  ctx: ToolRunContext,
  preDecided?: PreDecided,
): Promise<CallOutcome> {
  const started = Date.now();
  const report = (
    decision: Decision,
    rule: string,
    ok: boolean,
    output: string,
    checkpoint: string | null = null,
    shown: Pick<ToolResult, "detail" | "artifacts"> = {},
  ) =>
    ctx.emit({
      type: "tool",
      step,
      name: call.name,
      input: call.input,
      decision,
      rule,
      ok,
      checkpoint,
      output,
      duration_ms: Date.now() - started,
      detail: shown.detail || undefined,
      artifacts: shown.artifacts?.length ? shown.artifacts : undefined,
    });
  const refuse = (decision: Decision, rule: string, content: string, failure?: CallFailure): CallOutcome => {
    report(decision, rule, false, content);
    return {
      kind: "result",
      ok: false,
      content,
      checkpoint: null,
      failure: failure ?? { kind: "error", tool: call.name, message: `${rule}: ${content}` },
    };
  };

  if (call.parseError)
    return refuse(
      "deny",
      "not run: invalid arguments",
      `Your call to ${call.name} was not run: ${call.parseError}. Send the arguments as one JSON object that matches the tool's input schema.`,
    );
  const tool = ctx.tools.get(call.name);
  if (!tool)
    return refuse(
      "deny",
      "not run: unknown tool",
      `There is no tool named "${call.name}". Available tools: ${[...ctx.tools.keys()].join(", ")}. Call one of these by its exact name.`,
    );
  const parsed = tool.parse(call.input);
  if (!parsed.ok)
    return refuse(
      "deny",
      "not run: invalid arguments",
      `Your call to ${call.name} was not run: ${parsed.error}. Fix the arguments and call it again.`,
    );

  const access = tool.access(parsed.value);
  const gate = preDecided
    ? await approvedGate(tool, parsed.value, access, ctx, preDecided)
    : await decide(call, tool, parsed.value, access, ctx);
  if (gate.kind === "ask") return gate;
  if (gate.kind === "refuse") return refuse(gate.decision, gate.rule, gate.content, gate.failure);

  ctx.emit({ type: "tool_start", step, name: tool.name, input: call.input });
  await ctx.checkpointer.beforeTool?.(access.kind, access.command, access.paths);
  const result = await execute(tool, parsed.value, step, ctx);
  // Reads and calls that report writing nothing skip the checkpointer (a `git status` saved per call).
  const checkpoint =
    !result.control && access.kind !== "read" && result.writtenPaths?.length !== 0
      ? await ctx.checkpointer.afterTool({
          step,
          tool: tool.name,
          summary: result.summary ?? summarize(tool.name, access),
          paths: result.writtenPaths,
          // A file tool's paths were judged with the call; anything else it changed is judged like a command's change.
          approved: access.kind === "write" && gate.paths ? gate.paths : undefined,
        })
      : null;
  report(gate.decision, gate.rule, result.ok, result.content, checkpoint?.sha ?? null, result);
  if (result.control && result.ok) return { kind: "control", control: result.control, content: result.content };
  return {
    kind: "result",
    ok: result.ok,
    content: result.content,
    images: result.images,
    checkpoint,
    failure: result.ok ? undefined : { kind: "error", tool: tool.name, message: result.content, ...pathOf(access) },
  };
}

/**
 * A call a person approved in an earlier run is decided again before it runs: a
 * rule added since, or a saved call tampered with to do something denied, is
 * still refused — an approval answers an `ask`, never overrides a `deny`.
 */
async function approvedGate(
  tool: Tool,
  input: unknown,
  access: ToolAccess,
  ctx: ToolRunContext,
  approved: PreDecided,
): Promise<Gate> {
  const verdict = await verdictFor(tool, input, access, ctx);
  if (verdict.decision === "deny")
    return {
      kind: "refuse",
      decision: "deny",
      rule: verdict.rule,
      content: `Denied by ${verdict.rule}: ${verdict.reason}. The approval does not override a deny rule; find another way.`,
      failure: denial(tool.name, verdict, ctx),
    };
  return { kind: "run", ...approved, paths: verdict.paths };
}

function verdictFor(tool: Tool, input: unknown, access: ToolAccess, ctx: ToolRunContext) {
  return ctx.policy.decide({
    tool: tool.name,
    input,
    access,
    annotations:
      tool.annotations?.readOnlyHint !== undefined ? { readOnlyHint: tool.annotations.readOnlyHint } : undefined,
  });
}

/** The policy's verdict, then the approver for `ask` (when there is one). */
async function decide(
  call: ModelToolCall,
  tool: Tool,
  input: unknown,
  access: ToolAccess,
  ctx: ToolRunContext,
): Promise<Gate> {
  const verdict = await verdictFor(tool, input, access, ctx);
  const paths = verdict.paths ? { paths: verdict.paths } : {};
  if (verdict.decision === "allow") return { kind: "run", decision: "allow", rule: verdict.rule, ...paths };
  if (verdict.decision === "deny")
    return {
      kind: "refuse",
      decision: "deny",
      rule: verdict.rule,
      content: `Denied by ${verdict.rule}: ${verdict.reason}. Do not repeat this call; find another way or explain in attempt_completion why it is needed.`,
      failure: denial(tool.name, verdict, ctx),
    };
  // "always" here covers this exact call; broader memory ("allow commands like this") is the policy's job.
  const key = callKey(tool.name, input);
  if (ctx.alwaysAllowed.has(key))
    return { kind: "run", decision: "allow", rule: `approver: always allow this ${tool.name} call`, ...paths };
  const pending: PendingCall = {
    id: call.id,
    name: tool.name,
    input,
    rule: verdict.rule,
    reason: verdict.reason,
    suggestion: verdict.suggestion || undefined,
  };
  if (!ctx.approver) return { kind: "ask", pending };
  const answer = await ctx.approver(pending, verdict);
  if (answer === "no")
    return {
      kind: "refuse",
      decision: "ask",
      rule: verdict.rule,
      content: `The user declined this ${tool.name} call (${verdict.rule}). Do not repeat it; find another way or ask with ask_followup_question.`,
      failure: denial(tool.name, { ...verdict, reason: "the user declined it" }, ctx),
    };
  if (answer === "always") ctx.alwaysAllowed.add(key);
  return { kind: "run", decision: "ask", rule: verdict.rule, ...paths };
}

async function execute(tool: Tool, input: unknown, step: number, ctx: ToolRunContext): Promise<ToolResult> {
  const toolContext: ToolContext = {
    ...ctx.toolContext,
    progress: (message) => ctx.emit({ type: "progress", step, name: tool.name, message }),
    judge: (access) => verdictFor(tool, input, access, ctx),
  };
  try {
    return await tool.execute(input, toolContext);
  } catch (error) {
    // A cancelled run stops here; any other throw is reported to the model like a failed call.
    if (ctx.toolContext.signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    ctx.emit({ type: "log", level: "error", source: `tool ${tool.name}`, message });
    return {
      ok: false,
      content: `${tool.name} failed: ${message}. Try a different approach; if it keeps failing, say so in attempt_completion.`,
    };
  }
}

function denial(tool: string, verdict: PolicyVerdict, ctx: ToolRunContext): CallFailure {
  return { kind: "denied", tool, rule: verdict.rule, reason: verdict.reason, allows: ctx.policy.allows?.(tool) ?? [] };
}

function pathOf(access: ToolAccess): { path?: string } {
  const first = access.paths?.[0];
  return first === undefined ? {} : { path: first };
}

/** Identifies a call by tool and arguments, key order aside. */
function callKey(name: string, input: unknown): string {
  return `${name} ${stableJson(input)}`;
}

function summarize(tool: string, access: ToolAccess): string {
  const paths = access.paths ?? [];
  if (paths.length) return paths.slice(0, 3).join(", ") + (paths.length > 3 ? ` (+${paths.length - 3})` : "");
  if (access.command) return access.command.length > 60 ? `${access.command.slice(0, 57)}...` : access.command;
  return tool;
}
