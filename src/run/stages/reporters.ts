/**
 * Who hears how a run goes: the console, the job summary, and on GitHub the
 * progress comment (or, for a code review, the pull request's summary comment).
 * Set up once the run is admitted; at the end every reporter hears how it ended,
 * and one that fails to post is a warning, never a reason the others are not told.
 */
import type { Reporter } from "../../agent/reporter.js";
import type { Outcome } from "../../agent/types.js";
import type { Config } from "../../config/schema.js";
import type { GitHubClient } from "../../github/octokit.js";
import type { CodeReviewReporter } from "../../github/reporting/code-review-reporter.js";
import type { GitHubReporter } from "../../github/reporting/reporter.js";
import { githubReporterFor } from "../../github/reporting/reporter-for.js";
import { SummaryRecorder } from "../../github/reporting/summary.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";
import type { PipelineDeps, RunResult, RunSettings } from "../contract.js";
import { postsToGitHub } from "../delivery.js";
import { codeReviewReporterFor } from "../flows/code-review/reporter.js";
import type { ResolvedMode } from "../run-mode.js";
import { ConsoleReporter } from "./console-reporter.js";

export async function finishAll(
  reporters: Reporter[],
  outcome: Outcome,
  links: RunResult["links"],
  log: Logger,
): Promise<void> {
  for (const reporter of reporters) {
    try {
      await reporter.finish(outcome, links);
    } catch (error) {
      log.warning(`could not post the final report: ${(error as Error).message}`);
    }
  }
}

/** Everyone who hears how the run goes. */
export interface RunReporters {
  console: ConsoleReporter;
  summary: SummaryRecorder;
  /** The progress comment, when the run may write to GitHub and has an issue or PR to write on. */
  github?: GitHubReporter;
  /** A code review's summary comment, in place of the progress comment. */
  codeReview?: CodeReviewReporter;
  all: Reporter[];
}

export async function reportersFor(ctx: {
  settings: Pick<RunSettings, "delivery" | "runUrl" | "serverUrl" | "runId">;
  deps: Pick<PipelineDeps, "color" | "group">;
  config: Config;
  trigger: Trigger;
  octokit: GitHubClient | undefined;
  redactor: Redactor;
  say: (text: string) => void;
  log: Logger;
  mode: ResolvedMode;
}): Promise<RunReporters> {
  const { settings, deps, config, trigger, octokit, redactor, say, log } = ctx;
  const console = new ConsoleReporter({
    write: say,
    color: deps.color,
    group: deps.group,
  });
  const summary = new SummaryRecorder();
  if (ctx.mode.phase === "review") {
    // A review keeps one summary comment on the PR, edited by every review, instead of a progress comment.
    const codeReview = await codeReviewReporterFor(octokit, trigger, {
      delivery: settings.delivery,
      redactor,
      log,
      runUrl: settings.runUrl,
    });
    return {
      console,
      summary,
      codeReview,
      all: [console, summary, ...(codeReview ? [codeReview] : [])],
    };
  }
  const github = await githubReporterFor(octokit, trigger, {
    dryRun: !postsToGitHub(settings.delivery),
    phrase: config.trigger.phrase,
    serverUrl: settings.serverUrl,
    runId: settings.runId,
    redactor,
    log,
  });
  return { console, summary, github, all: [console, summary, ...(github ? [github] : [])] };
}
