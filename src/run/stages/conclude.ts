/**
 * The run's concluding stage: where the work goes (a PR, a patch, a plan) and how
 * the reporters hear the end — also when publishing or the run itself fails, so
 * no comment is left saying "working" and no committed work looks lost.
 */
import { existsSync } from "node:fs";
import type { Reporter } from "../../agent/reporter.js";
import { mergeCheckpoints } from "../../agent/session-setup.js";
import type { SavedSession } from "../../agent/state.js";
import type { Outcome, Usage } from "../../agent/types.js";
import { inputTotal } from "../../agent/usage.js";
import type { Workspace } from "../../git/workspace.js";
import type { Logger } from "../../util/logger.js";
import { type RunResult, type RunSettings, skippedOutcome } from "../contract.js";
import { postsToGitHub } from "../delivery.js";
import { finishReviewOrSay } from "../flows/flow-context.js";
import { dropPlan } from "../flows/plan.js";
import type { PlanWorkspace } from "../flows/plan-workspace.js";
import type { ReviewRun } from "../flows/review.js";
import { patchbayRun, requestFlags } from "../local/next-commands.js";
import type { Admitted } from "./admit.js";
import type { OpenWork } from "./open-work.js";
import { type Published, type PublishInput, publish } from "./publish.js";
import { finishAll } from "./reporters.js";

/** How the session ended, and what it started from. */
export interface Ended {
  outcome: Outcome;
  /** The saved session this run continued, if any. */
  saved?: SavedSession;
  review?: ReviewRun;
  transcript?: string;
  /** How long the session ran. */
  durationMs?: number;
}

/**
 * What concluding reads of an admitted run: where the work goes and who hears of it
 * (reporters, redactor, log), the spend to record, the plan stage for a `go`, and the
 * settings that shape the next command a local run prints.
 */
export type ConcludeInput = Pick<
  Admitted,
  | "config"
  | "task"
  | "trigger"
  | "redactor"
  | "repoUrl"
  | "log"
  | "say"
  | "reporters"
  | "octokit"
  | "mode"
  | "stage"
  | "spend"
> & {
  settings: Pick<
    RunSettings,
    "delivery" | "runUrl" | "startFrom" | "artifactsDir" | "localFlags" | "prompt" | "task" | "event"
  >;
};

/**
 * The work goes where it belongs (a PR, a patch, a plan), the review threads are
 * answered, every reporter hears the end, and the spend ledger records this run's
 * share — a resumed session's totals count earlier runs, which are subtracted.
 */
export async function conclude(run: ConcludeInput, work: OpenWork, ended: Ended): Promise<RunResult> {
  const { settings, config, task, trigger, redactor, repoUrl, log, reporters } = run;
  const { workspace, plan } = work;
  const { outcome, saved, review, transcript } = ended;
  const octokit = postsToGitHub(settings.delivery) ? run.octokit : undefined;
  const published = plan
    ? await finishPlan(plan, outcome, settings.runUrl, {
        phrase: config.trigger.phrase,
        goCommand:
          settings.startFrom !== undefined
            ? patchbayRun(settings, [...requestFlags(settings), "--mode", "go"])
            : undefined,
      })
    : await publishOrFail({
        task,
        trigger,
        workspace,
        outcome,
        // A resumed session's outcome already counts the earlier runs' checkpoints: merge, never list twice.
        checkpoints: mergeCheckpoints(saved?.checkpoints ?? [], outcome.commits),
        octokit,
        redactor,
        repoUrl,
        runUrl: settings.runUrl,
        draft: config.pull_request.draft,
        delivery: settings.delivery,
      });
  if (run.mode.phase === "go" && outcome.kind !== "failed") await dropPlan(run.stage, workspace.prepared.branch);
  for (const note of published.notes) run.say(`${note}\n`);
  reporters.console.preview = { pullRequest: published.pullRequest, patch: published.patch };
  reporters.console.transcript = transcript;
  if (reporters.github && published.patch) await reporters.github.postPatch(published.patch);
  if (review && octokit) {
    published.links.details = await finishReviewOrSay(octokit, review, {
      checkpoints: outcome.commits,
      repoUrl,
      config,
      redactor,
      log,
    });
  }
  await finishAll(reporters.all, published.outcome, published.links, log);
  const earlier = new Set((saved?.checkpoints ?? []).map((c) => c.sha));
  const ran = usageSince(outcome.usage, saved?.usage);
  const costUsd = outcome.costUsd - (saved?.costUsd ?? 0);
  await run.spend.record(
    published.outcome,
    {
      costUsd,
      inputTokens: inputTotal(ran),
      outputTokens: ran.outputTokens,
    },
    published.prUrl,
  );
  return {
    // The model's last words reach outputs and comments: masked with every secret the run knows
    // (MCP header values included, whatever their variable is called), not only the environment's.
    outcome: redactor.redactValue(published.outcome),
    commitsMade: outcome.commits.filter((c) => !earlier.has(c.sha)).length,
    thisRun: {
      turns: outcome.turns - (saved?.turns ?? 0),
      usage: ran,
      costUsd,
      durationMs: ended.durationMs,
    },
    // Where the checkpoints are: pushed (or, in a dry run, the local branch); empty when nothing was.
    branch: published.links.branch,
    prUrl: published.prUrl,
    transcript,
    artifacts: settings.artifactsDir && existsSync(settings.artifactsDir) ? settings.artifactsDir : undefined,
    summary: reporters.summary.render({ repoUrl, redactor }),
    links: published.links,
  };
}

/** A plan run ends by recording its plan; there is nothing to push or open a PR for. */
async function finishPlan(
  plan: PlanWorkspace,
  outcome: Outcome,
  runUrl: string | undefined,
  /** How the plan is carried out: a reply with the phrase on GitHub, or, at a terminal, `goCommand`. */
  next: { phrase: string; goCommand?: string },
): Promise<Published & { outcome: Outcome }> {
  const links = { runUrl };
  if (outcome.kind !== "completed" && outcome.kind !== "no_changes") return { links, notes: [], outcome };
  await plan.finish(outcome.result ?? "");
  const { phrase, goCommand } = next;
  const message = goCommand
    ? `The plan is ready. Carry it out with: ${goCommand}`
    : `The plan is ready. Reply \`${phrase} go\` (with more words if you like) to carry it out, or \`${phrase} plan …\` for another plan.`;
  return { links, notes: [message], outcome: { ...outcome, kind: "no_changes", message } };
}

export async function failRun(
  error: unknown,
  ctx: {
    reporters: Reporter[];
    workspace: Workspace;
    settings: Pick<RunSettings, "delivery" | "runUrl">;
    log: Logger;
  },
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const commits = ctx.workspace.checkpointer.list();
  if (postsToGitHub(ctx.settings.delivery) && commits.length)
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
async function publishOrFail(input: PublishInput): Promise<Published & { outcome: Outcome }> {
  try {
    const published = await publish(input);
    const outcome = published.commits ? { ...input.outcome, commits: published.commits } : input.outcome;
    return { ...published, outcome };
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

/** This run's share of a resumed session's usage: the total less what earlier runs used. */
function usageSince(total: Usage, earlier: Usage | undefined): Usage {
  if (!earlier) return total;
  return {
    inputTokens: total.inputTokens - earlier.inputTokens,
    outputTokens: total.outputTokens - earlier.outputTokens,
    cacheReadTokens: total.cacheReadTokens - earlier.cacheReadTokens,
    cacheWriteTokens: total.cacheWriteTokens - earlier.cacheWriteTokens,
  };
}
