/**
 * A review run's GitHub reporter, when it has one: only a run that may write to
 * GitHub (a token, not a dry run) on a pull request.
 */

import type { GitHubClient } from "../../../github/octokit.js";
import { CodeReviewReporter } from "../../../github/reporting/code-review-reporter.js";
import { reactableCommentFor, type Trigger } from "../../../github/trigger/index.js";
import type { Redactor } from "../../../secrets/redactor.js";

export async function codeReviewReporterFor(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  options: {
    dryRun: boolean;
    redactor: Redactor;
    log: { debug(m: string): void; warning(m: string): void };
    runUrl?: string;
  },
): Promise<CodeReviewReporter | undefined> {
  const number = trigger.pullRequest?.number;
  if (!octokit || options.dryRun || number === undefined) return undefined;
  return new CodeReviewReporter({
    octokit,
    repo: { owner: trigger.repository.owner, repo: trigger.repository.name },
    pullNumber: number,
    redactor: options.redactor,
    log: options.log,
    triggerComment: reactableCommentFor(trigger),
    ...(options.runUrl ? { runUrl: options.runUrl } : {}),
  });
}
