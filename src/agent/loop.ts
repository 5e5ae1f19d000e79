/**
 * The agent loop — the session of docs/decisions/0001-the-session-knows-nothing-of-github.md: ask the model, run its tool calls, save,
 * repeat until a tool ends the session, a limit is hit, or something breaks.
 * Helpers live beside it: turn.ts (calls), model-call.ts (context + retry once),
 * finish.ts (outcome), limits.ts, context-window.ts.
 */
import { finish, stopFromError } from "./finish.js";
import { settleHeld } from "./held-approval.js";
import { checkBudget } from "./limits.js";
import { takeToolChanges } from "./live-tools.js";
import { assistantMessage } from "./messages.js";
import { callModel } from "./model-call.js";
import { savedSnapshot } from "./saved-snapshot.js";
import { createRunContext, fromSaved, type SessionOptions, type Stop } from "./session-setup.js";
import { absorbSideSpend } from "./side-spend.js";
import { resumePending, runCalls } from "./turn.js";
import type { Outcome } from "./types.js";

export async function runSession(opts: SessionOptions): Promise<Outcome> {
  const state = fromSaved(opts.resume, opts.prompt, opts.promptImages);
  // Limits are per run: a session continued on a later request gets a fresh budget.
  const startTurns = state.turns;
  const startCost = state.costUsd;
  const run = createRunContext(opts, state);
  // Redacted message by message, once each: a save costs the same at turn 1,000 as at turn 10 (docs/decisions/0012-faults-leave-the-repository-consistent.md).
  const snapshot = savedSnapshot(opts.redactor);
  const save = () => opts.saveState?.(snapshot(state, opts.model.id, opts.checkpointer.list()));
  opts.emit({
    type: "start",
    time: new Date().toISOString(),
    model: opts.model.id,
    prompt: opts.prompt,
    workspace: opts.workspace,
    edit_format: opts.editFormat || undefined,
  });
  let stop: Stop | undefined;
  try {
    if (opts.resume) stop = await resumePending(state, run);
    while (!stop) {
      absorbSideSpend(state, opts.sideSpend);
      checkBudget(opts.limits, { turns: state.turns - startTurns, costUsd: state.costUsd - startCost });
      takeToolChanges(run);
      const response = await callModel(state, run);
      state.messages.push(assistantMessage(response));
      run.meter.measured(response.usage, state.messages.length);
      stop = await runCalls(state, run, response.toolCalls);
      await opts.checkpointer.afterTurn(state.turns);
      stop = await settleHeld(state, run, stop);
      await save();
    }
  } catch (error) {
    stop = stopFromError(error, run);
  } finally {
    run.dispose();
  }
  absorbSideSpend(state, opts.sideSpend);
  return finish(state, run, stop, save);
}
