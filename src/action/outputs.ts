/** The action's outputs (docs/decisions/0006-the-action-surface.md), from a run's result. */
import { inputTotal } from "../agent/usage.js";
import type { RunResult } from "../run/contract.js";
import * as core from "./runner-commands.js";

/** `redact` masks the job's secrets (every encoding) in what a later step reads. */
export function setOutputs(result: RunResult, redact: (text: string) => string): void {
  const { outcome } = result;
  // This run's own figures: a resumed session's outcome also counts the runs before it.
  const run = result.thisRun ?? { turns: outcome.turns, usage: outcome.usage, costUsd: outcome.costUsd };
  const usage = run.usage;
  core.setOutput("outcome", outcome.kind);
  core.setOutput("branch", result.branch ?? "");
  core.setOutput("pr_url", result.prUrl ?? "");
  // action.yml: the commits made in this run, not those of earlier runs of a resumed session.
  core.setOutput("commits", String(result.commitsMade ?? outcome.commits.length));
  core.setOutput("turns", String(run.turns));
  core.setOutput("input_tokens", String(inputTotal(usage)));
  core.setOutput("cache_read_tokens", String(usage.cacheReadTokens));
  core.setOutput("cache_write_tokens", String(usage.cacheWriteTokens));
  core.setOutput("output_tokens", String(usage.outputTokens));
  core.setOutput("cost_usd", run.costUsd.toFixed(4));
  // The session's wall time, in seconds; empty for a run that ended before its session.
  const duration = result.thisRun?.durationMs;
  core.setOutput("duration_seconds", duration === undefined ? "" : (duration / 1000).toFixed(1));
  core.setOutput("transcript", result.transcript ?? "");
  // Browser screenshots: a folder for actions/upload-artifact (the job summary names the artifact).
  core.setOutput("artifacts", result.artifacts ?? "");
  // With an output schema: the validated result, as JSON text a later step can fromJSON().
  core.setOutput("result_json", outcome.resultJson === undefined ? "" : redact(JSON.stringify(outcome.resultJson)));
  // A code review: how many findings, and all of them as JSON (the README's schema); empty for other runs.
  core.setOutput("findings", result.codeReview ? String(result.codeReview.findings) : "");
  core.setOutput("review_json", result.codeReview ? redact(JSON.stringify(result.codeReview.json)) : "");
  // The completion text (or why the run stopped) and the job summary's Markdown, for the next step.
  core.setOutput("final_message", redact(outcome.result ?? outcome.message));
  core.setOutput("summary", redact(result.summary ?? earlySummary(outcome.kind, outcome.message)));
}

/** A run that ended before its session (skipped, or failed early): a short summary saying why. */
export function earlySummary(kind: string, message: string): string {
  return `### Patchbay: ${kind}\n\n${message}\n`;
}

/** Outputs of a run that failed before it had a result: the reason is the final message. */
export function setEarlyFailureOutputs(message: string): string {
  const summary = earlySummary("failed", message);
  core.setOutput("outcome", "failed");
  core.setOutput("final_message", message);
  core.setOutput("summary", summary);
  return summary;
}
