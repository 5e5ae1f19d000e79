/**
 * The agent loop (DESIGN §1 session): ask the model, run its tool calls, save,
 * repeat until a tool ends the session, a limit is hit, or something breaks.
 * Helpers live beside it: turn.ts (calls), model-call.ts (context + retry once),
 * finish.ts (outcome), limits.ts, context-window.ts.
 */
import { finish, stopFromError } from "./finish.js";
import { settleHeld } from "./held-approval.js";
import { checkBudget } from "./limits.js";
import { assistantMessage } from "./messages.js";
import { callModel } from "./model-call.js";
import { createRunContext, fromSaved, type SessionOptions, type Stop, toSaved } from "./session-setup.js";
import { resumePending, runCalls } from "./turn.js";
import type { Outcome } from "./types.js";

export async function runSession(opts: SessionOptions): Promise<Outcome> {
  const state = fromSaved(opts.resume, opts.prompt, opts.promptImages);
  // Limits are per run: a session continued on a later request gets a fresh budget.
  const startTurns = state.turns;
  const startCost = state.costUsd;
  const run = createRunContext(opts, state);
  const save = () => opts.saveState?.(toSaved(state, opts.model.id, opts.checkpointer.list(), opts.redactor));
  opts.emit({
    type: "start",
    time: new Date().toISOString(),
    model: opts.model.id,
    prompt: opts.prompt,
    workspace: opts.workspace,
    ...(opts.editFormat ? { edit_format: opts.editFormat } : {}),
  });
  let stop: Stop | undefined;
  try {
    if (opts.resume) stop = await resumePending(state, run);
    while (!stop) {
      checkBudget(opts.limits, { turns: state.turns - startTurns, costUsd: state.costUsd - startCost });
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
  return finish(state, run, stop, save);
}
