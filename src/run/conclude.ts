/**
 * The run's concluding stage: where the work goes (a PR, a patch, a plan) and how
 * the reporters hear the end — also when publishing or the run itself fails, so
 * no comment is left saying "working" and no committed work looks lost.
 */
import type { Reporter } from "../agent/reporter.js";
import type { Outcome } from "../agent/types.js";
import type { GitLog } from "../git/runner.js";
import type { PlanWorkspace } from "./plan-workspace.js";
import { type Published, type PublishInput, publish } from "./publish.js";
import { type RunResult, skippedOutcome } from "./result.js";
import type { RunSettings } from "./settings.js";
import type { Task } from "./task.js";
import type { Workspace } from "./workspace.js";

/** A plan run ends by recording its plan; there is nothing to push or open a PR for. */
export async function finishPlan(
  plan: PlanWorkspace,
  outcome: Outcome,
  runUrl: string | undefined,
  phrase: string,
): Promise<Published & { outcome: Outcome }> {
  const links = { runUrl };
  if (outcome.kind !== "completed" && outcome.kind !== "no_changes") return { links, notes: [], outcome };
  await plan.finish(outcome.result ?? "");
  const message = `The plan is ready. Reply \`${phrase} go\` (with more words if you like) to carry it out, or \`${phrase} plan …\` for another plan.`;
  return { links, notes: [message], outcome: { ...outcome, kind: "no_changes", message } };
}

export async function failRun(
  error: unknown,
  ctx: { reporters: Reporter[]; workspace: Workspace; task: Task; settings: RunSettings; log: GitLog },
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const commits = ctx.workspace.checkpointer.list();
  if (!ctx.task.dryRun && commits.length)
    await ctx.workspace
      .pushFinal()
      .catch((e) => ctx.log.warning(`could not push the checkpoints: ${(e as Error).message}`));
  const outcome: Outcome = { ...skippedOutcome(message), kind: "failed", message, commits };
  await finishAll(
    ctx.reporters,
    outcome,
    { runUrl: ctx.settings.runUrl, branch: ctx.workspace.remoteBranch() },
    ctx.log,
  );
}

/**
 * The session's work is committed (and pushed as it went); what can still fail
 * is the last push or GitHub refusing the PR. That ends the run as failed, with
 * the reason, and the comment and summary are still finished — never left saying
 * "working" — and the branch is still named so nothing looks lost.
 */
export async function publishOrFail(input: PublishInput): Promise<Published & { outcome: Outcome }> {
  try {
    return { ...(await publish(input)), outcome: input.outcome };
  } catch (error) {
    const branch = input.workspace.remoteBranch();
    const reason = error instanceof Error ? error.message : String(error);
    const outcome: Outcome = {
      ...input.outcome,
      kind: "failed",
      message: `The work is committed on ${branch}, but publishing it failed: ${reason}`,
    };
    const links = { runUrl: input.runUrl, branch, branchUrl: `${input.repoUrl}/tree/${branch}` };
    return { links, notes: [`error: ${outcome.message}`], outcome };
  }
}

export async function finishAll(reporters: Reporter[], outcome: Outcome, links: RunResult["links"], log: GitLog) {
  for (const reporter of reporters) {
    try {
      await reporter.finish(outcome, links);
    } catch (error) {
      log.warning(`could not post the final report: ${(error as Error).message}`);
    }
  }
}
