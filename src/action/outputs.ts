/** The action's outputs (DESIGN §6), from a run's result. */
import * as core from "@actions/core";
import type { RunResult } from "../run/result.js";

export function setOutputs(result: RunResult): void {
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
  core.setOutput("input_tokens", String(usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens));
  core.setOutput("output_tokens", String(usage.outputTokens));
  core.setOutput("cost_usd", run.costUsd.toFixed(4));
  core.setOutput("transcript", result.transcript ?? "");
  // With an output schema: the validated result, as JSON text a later step can fromJSON().
  core.setOutput("result_json", outcome.resultJson === undefined ? "" : JSON.stringify(outcome.resultJson));
}
