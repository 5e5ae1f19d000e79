/**
 * The tool calls of one model turn, in order, and the resumption of a paused one.
 * Every call gets a result in the conversation, even those not run because an
 * earlier call paused or ended the session, so the history stays valid for providers.
 */
import { ResumeError } from "./errors.js";
import { answerHeld } from "./held-approval.js";
import { hasToolResult, insertToolResult, toolResultPart, userMessage } from "./messages.js";
import type { RunContext, SessionState, Stop } from "./session-setup.js";
import { type CallOutcome, runToolCall } from "./tool-runner.js";
import type { ModelToolCall } from "./types.js";

const NO_TOOL_NUDGE =
  "You answered without calling a tool. Every turn must call a tool: continue the work with the tools, use attempt_completion when the request is done, or ask_followup_question if you need something from the user.";

/** Runs a turn's calls; returns how the session stops, or undefined to go on. */
export async function runCalls(
  state: SessionState,
  run: RunContext,
  calls: ModelToolCall[],
): Promise<Stop | undefined> {
  const assistantIndex = state.messages.length - 1;
  if (calls.length === 0) {
    const note = run.recovery.record({
      kind: "error",
      tool: "(no tool call)",
      message: "answered without calling a tool",
    });
    state.messages.push(userMessage(note ? `${NO_TOOL_NUDGE}\n\n${note}` : NO_TOOL_NUDGE));
    return undefined;
  }
  /** Gives every call from `from` on a "not run" result, unless it already has one. */
  const skipRest = (from: number, why: string) => {
    for (const call of calls.slice(from)) {
      if (hasToolResult(state.messages, assistantIndex, call.id)) continue;
      const text = `Not run: ${why}. Call it again if it is still needed.`;
      insertToolResult(state.messages, assistantIndex, toolResultPart(call.id, call.name, false, text));
    }
  };
  for (const [i, call] of calls.entries()) {
    try {
      const warning = run.repeats.check(call.name, call.input);
      state.step++;
      const outcome = await runToolCall(call, state.step, run.toolRun);
      const stop = applyOutcome(state, run, assistantIndex, call, outcome, warning);
      if (stop) {
        // The stopping call itself stays unanswered when it waits for an answer (approval, reply).
        skipRest(i + 1, "an earlier call in this turn ended or paused the session");
        return stop;
      }
    } catch (error) {
      // A limit, a cancellation, a broken checkpoint: every call still gets a result so the saved history stays valid.
      skipRest(i, "the run stopped before this call finished");
      throw error;
    }
  }
  return undefined;
}

/** Records a call's outcome in the conversation and state; returns a Stop when it ends the session. */
function applyOutcome(
  state: SessionState,
  run: RunContext,
  assistantIndex: number,
  call: ModelToolCall,
  outcome: CallOutcome,
  warning?: string,
): Stop | undefined {
  if (outcome.kind === "ask") {
    state.pending = outcome.pending;
    // The call did not run: it takes its step number when it does, after the answer.
    state.step--;
    return {
      kind: "awaiting_approval",
      message: `Waiting for approval of ${outcome.pending.name} (${outcome.pending.rule}): ${outcome.pending.reason}`,
      pending: outcome.pending,
    };
  }
  if (outcome.kind === "control") {
    if (outcome.control.kind === "completion") return complete(state, run, assistantIndex, call, outcome);
    state.question = { id: call.id, name: call.name, question: outcome.control.question };
    return {
      kind: "needs_input",
      message: "The agent asked a question and is waiting for a reply.",
      result: outcome.control.question,
    };
  }
  const failure = outcome.ok
    ? undefined
    : (outcome.failure ?? { kind: "error", tool: call.name, message: outcome.content });
  let note: string | undefined;
  try {
    note = run.recovery.record(failure);
  } finally {
    // Recorded even when the ladder stops the run here (Stuck), so the saved history shows what failed.
    const content = [outcome.content, warning, note].filter(Boolean).join("\n\n");
    insertToolResult(
      state.messages,
      assistantIndex,
      toolResultPart(call.id, call.name, outcome.ok, content, outcome.images),
    );
  }
  return undefined;
}

/**
 * attempt_completion: with an output schema the result must be valid JSON for it;
 * an invalid one goes back to the model with the errors (as many times as
 * `corrections` allows), then the run ends as invalid_output.
 */
function complete(
  state: SessionState,
  run: RunContext,
  assistantIndex: number,
  call: ModelToolCall,
  outcome: Extract<CallOutcome, { kind: "control" }>,
): Stop | undefined {
  const result = outcome.control.kind === "completion" ? outcome.control.result : "";
  const typed = run.opts.output?.check(result);
  if (typed && !typed.ok) {
    const errors = typed.errors.map((e) => `- ${e}`).join("\n");
    const retry = run.corrections > 0;
    const text = retry
      ? `The result does not match the required output schema:\n${errors}\nCall attempt_completion again with only the corrected JSON value as its result.`
      : `The result still does not match the required output schema:\n${errors}`;
    insertToolResult(state.messages, assistantIndex, toolResultPart(call.id, call.name, false, text));
    if (retry) {
      run.corrections--;
      return undefined;
    }
    return {
      kind: "invalid_output",
      message: `The result did not match the output_schema, even after a correction turn: ${typed.errors.join("; ")}. Make the schema or the request clearer; the commits so far are kept.`,
      result,
    };
  }
  insertToolResult(
    state.messages,
    assistantIndex,
    toolResultPart(call.id, call.name, true, outcome.content || "Done."),
  );
  return {
    kind: "completed",
    message: "The agent completed the request.",
    result,
    resultJson: typed?.value,
  };
}

/**
 * Continues a paused session with the answer it was waiting for: runs (or refuses)
 * the pending call, or hands the reply to ask_followup_question as its result.
 */
export async function resumePending(state: SessionState, run: RunContext): Promise<Stop | undefined> {
  const answer = run.opts.answer;
  const assistantIndex = state.messages.findLastIndex((m) => m.role === "assistant");
  if (state.held) {
    const held = state.held;
    if (answer?.kind !== "approval")
      throw new ResumeError(
        "the session is waiting for approval to commit changed files; resume it with an approve or deny answer.",
      );
    state.held = undefined;
    await answerHeld(state, run, held, answer.approved, "an approval", answer.reason);
    return undefined;
  }
  if (state.pending) {
    const pending = state.pending;
    if (answer?.kind !== "approval")
      throw new ResumeError(
        `the session is waiting for approval of ${pending.name}; resume it with an approve or deny answer.`,
      );
    state.pending = undefined;
    state.step++;
    const call = { id: pending.id, name: pending.name, input: pending.input };
    if (answer.approved) {
      const outcome = await runToolCall(call, state.step, run.toolRun, {
        decision: "ask",
        rule: `${pending.rule} (approved)`,
      });
      return applyOutcome(state, run, assistantIndex, call, outcome);
    }
    const content = `The user denied this ${pending.name} call${answer.reason ? `: ${answer.reason}` : ""}. Do not repeat it; find another way or ask with ask_followup_question.`;
    run.opts.emit({
      type: "tool",
      step: state.step,
      name: pending.name,
      input: pending.input,
      decision: "ask",
      rule: `${pending.rule} (denied)`,
      ok: false,
      checkpoint: null,
      output: content,
      duration_ms: 0,
    });
    insertToolResult(state.messages, assistantIndex, toolResultPart(pending.id, pending.name, false, content));
    return undefined;
  }
  if (state.question) {
    if (answer?.kind !== "reply")
      throw new ResumeError(`the session is waiting for a reply to: ${state.question.question}`);
    insertToolResult(
      state.messages,
      assistantIndex,
      toolResultPart(state.question.id, state.question.name, true, `The user replied:\n${answer.text}`),
    );
    state.question = undefined;
    return undefined;
  }
  if (answer) throw new ResumeError("the saved session is not waiting for an answer; start a new run instead.");
  return undefined;
}
