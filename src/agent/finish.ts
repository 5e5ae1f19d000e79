/**
 * How a session ends: the Stop (or the error that stopped it) becomes an Outcome,
 * the checkpointer finishes, state is saved one last time, and `end` is emitted.
 */
import { describeFault, faultSummary } from "../util/faults.js";
import { CassetteError, ModelConfigError, ModelError, ResumeError } from "./errors.js";
import { LimitExceeded } from "./limits.js";
import { Stuck } from "./recovery.js";
import { mergeCheckpoints, type RunContext, type SessionState, type Stop } from "./session-setup.js";
import type { Outcome, SessionEvent } from "./types.js";

export function stopFromError(error: unknown, run: RunContext): Stop {
  if (error instanceof Stuck) return { kind: "stuck", limit: "tool_errors", message: error.message };
  if (error instanceof LimitExceeded) return { kind: "budget_exceeded", limit: error.limit, message: error.message };
  if (run.timedOut()) {
    const minutes = run.opts.limits.timeoutMinutes;
    return {
      kind: "budget_exceeded",
      limit: "timeout_minutes",
      message: `Stopped after ${minutes} minutes (limits.timeout_minutes). Raise limits.timeout_minutes or the timeout_minutes input; the commits so far are kept.`,
    };
  }
  if (run.signal.aborted) return { kind: "cancelled", message: "The run was cancelled; the commits so far are kept." };
  if (
    error instanceof ModelError ||
    error instanceof CassetteError ||
    error instanceof ModelConfigError ||
    error instanceof ResumeError
  )
    return { kind: "failed", message: error.message };
  // A full disk, a lock another program holds: the machine's fault, said as such (docs/decisions/0012-faults-leave-the-repository-consistent.md).
  const fault = describeFault(error);
  if (fault) return { kind: "failed", message: fault };
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    kind: "failed",
    message: `Internal error: ${message}. The commits so far are kept; please report this with the transcript.`,
  };
}

export async function finish(
  state: SessionState,
  run: RunContext,
  stop: Stop,
  save: () => Promise<void> | undefined,
): Promise<Outcome> {
  const { opts } = run;
  let final = stop;
  // finish() returns the run's commits as they now are: after a squash, the one squashed commit.
  let current = opts.checkpointer.list();
  try {
    current = await opts.checkpointer.finish(stop.kind === "completed");
  } catch (error) {
    // A run that already failed keeps the first reason: the final checkpoint failing is its echo.
    if (final.kind !== "failed")
      final = {
        kind: "failed",
        message:
          describeFault(error, "writing the final checkpoint") ??
          `Could not write the final checkpoint: ${error instanceof Error ? error.message : String(error)}`,
      };
  }
  const commits = mergeCheckpoints(state.priorCheckpoints, current);
  // Completed with nothing committed in this session (any run of it): there is nothing to push or open a PR for.
  if (final.kind === "completed" && commits.length === 0)
    final = { ...final, kind: "no_changes", message: "The agent completed the request without changing any file." };
  try {
    await save();
  } catch (error) {
    opts.emit({
      type: "log",
      level: "error",
      source: "session",
      message: `Could not save the session state: ${faultSummary(error) ?? String(error)}`,
    });
  }
  const outcome: Outcome = {
    kind: final.kind,
    message: final.message,
    result: final.result,
    resultJson: final.resultJson,
    limit: final.limit,
    pending: final.pending,
    turns: state.turns,
    usage: state.usage,
    costUsd: state.costUsd,
    commits,
  };
  const end: Extract<SessionEvent, { type: "end" }> = {
    type: "end",
    outcome: outcome.kind,
    message: outcome.message,
    turns: outcome.turns,
    usage: outcome.usage,
    cost_usd: outcome.costUsd,
    commits: commits.map((c) => c.sha),
  };
  // A transcript's end event has a result_json key only for a typed result: "no key" is what readers test for.
  if (outcome.resultJson !== undefined) end.result_json = outcome.resultJson;
  opts.emit(end);
  return outcome;
}
