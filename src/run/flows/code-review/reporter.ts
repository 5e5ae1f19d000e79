/**
 * A review run's GitHub reporter, when it has one: only a run that may write to
 * GitHub (a token, not a dry run) on a pull request.
 */

import type { GitHubClient } from "../../../github/octokit.js";
import { CodeReviewReporter } from "../../../github/reporting/code-review-reporter.js";
import { reactableCommentFor, type Trigger } from "../../../github/trigger/index.js";
import type { Redactor } from "../../../secrets/redactor.js";
import type { Logger } from "../../../util/logger.js";
import { type Delivery, postsToGitHub } from "../../delivery.js";

export async function codeReviewReporterFor(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  options: {
    delivery: Delivery;
    redactor: Redactor;
    log: Pick<Logger, "debug" | "warning">;
    runUrl?: string;
  },
): Promise<CodeReviewReporter | undefined> {
  const number = trigger.pullRequest?.number;
  if (!octokit || !postsToGitHub(options.delivery) || number === undefined) return undefined;
  return new CodeReviewReporter({
    octokit,
    repo: { owner: trigger.repository.owner, repo: trigger.repository.name },
    pullNumber: number,
    redactor: options.redactor,
    log: options.log,
    triggerComment: reactableCommentFor(trigger),
    runUrl: options.runUrl || undefined,
  });
}
