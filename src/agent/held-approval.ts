/**
 * Files a command changed that the rules hold for approval (git/checkpoints/held.ts), asked
 * about in the same flow as an `ask` tool call: at the terminal the person is
 * asked at once; in CI the session pauses at the end of the turn, the held
 * bytes are saved with it, and "@patchbay approve" commits them in the next run
 * ("deny" leaves them out). The model is told either way.
 */
import type { HeldChanges } from "../git/checkpoints/held.js";
import { userMessage } from "./messages.js";
import type { RunContext, SessionState, Stop } from "./session-setup.js";
import type { PendingCall } from "./types.js";

/** How the held files are shown where an approval is asked for. */
function asPending(held: HeldChanges, step: number): PendingCall {
  const paths = held.files.map((f) => f.path);
  return {
    id: `held-${step}`,
    name: "commit changed files",
    input: { files: paths },
    rule: held.why,
    reason: `${paths.join(", ")} changed by a command or an MCP tool; the rules ask before ${paths.length === 1 ? "it is" : "they are"} committed`,
  };
}

/**
 * After a turn: asks about what the rules held, commits it when approved, or
 * pauses the session for the answer. A completed session that left changes
 * waiting pauses too, so they are not silently dropped.
 */
export async function settleHeld(
  state: SessionState,
  run: RunContext,
  stop: Stop | undefined,
): Promise<Stop | undefined> {
  if (stop && stop.kind !== "completed") return stop;
  // A cancelled run ends as cancelled (the loop sees the abort next); what it held stays uncommitted.
  if (run.signal.aborted) return stop;
  const held = run.opts.checkpointer.takeHeld?.();
  if (!held) return stop;
  const pending = asPending(held, state.step);
  if (!run.opts.approver) {
    state.held = held;
    return {
      kind: "awaiting_approval",
      message: `Waiting for approval to commit ${held.files.map((f) => f.path).join(", ")} (${held.why})`,
      pending,
    };
  }
  const answer = await run.opts.approver(pending, { decision: "ask", rule: held.why, reason: pending.reason });
  await answerHeld(state, run, held, answer !== "no", "the person at the terminal");
  return stop;
}

/** Commits (approved) or leaves out (denied) held files, and tells the model which. */
export async function answerHeld(
  state: SessionState,
  run: RunContext,
  held: HeldChanges,
  approved: boolean,
  by: string,
  reason?: string,
): Promise<void> {
  const paths = held.files.map((f) => f.path).join(", ");
  state.step++;
  const checkpoint = approved ? await run.opts.checkpointer.commitHeld?.(held, state.step, by) : null;
  const text = !approved
    ? `The changes to ${paths} were not approved${reason ? `: ${reason}` : ""}; they are not committed. Do not make them again; find another way or ask with ask_followup_question.`
    : checkpoint
      ? `The changes to ${paths} were approved and committed (${checkpoint.sha.slice(0, 12)}).`
      : `The changes to ${paths} were approved, but could not be committed (see the run's warnings).`;
  // Shown like a resumed tool call: in the transcript, the console and the progress comment.
  run.opts.emit({
    type: "tool",
    step: state.step,
    name: "commit changed files",
    input: { files: held.files.map((f) => f.path) },
    decision: "ask",
    rule: `${held.why} (${approved ? "approved" : "denied"})`,
    ok: approved && checkpoint !== null,
    checkpoint: checkpoint?.sha ?? null,
    output: text,
    duration_ms: 0,
  });
  state.messages.push(userMessage(text));
}
