/**
 * Where the CI-fix, review and code review flows differ from a plain request, at
 * the points the run asks: what untrusted context the session starts with (for a
 * code review, all it is prepared from), and what happens after the work is
 * published (review replies). Each failure to read GitHub
 * for context is a warning and a smaller context, never a lost run.
 */
import type { UntrustedText } from "../../agent/prompts/system-prompt.js";
import type { Config } from "../../config/schema.js";
import type { Checkpoint } from "../../git/types.js";
import type { AuthorTrust } from "../../github/context/author-trust.js";
import { messageOf } from "../../github/errors.js";
import type { GitHubClient } from "../../github/octokit.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";
import type { OpenWork } from "../stages/open-work.js";
import { ciFixContext } from "./ci-fix.js";
import type { CodeReviewRun, ReviewPrepInput } from "./code-review/prepare.js";
import { prepareCodeReview } from "./code-review/prepare.js";
import type { ReviewRun } from "./review.js";
import { finishReview, prepareReview } from "./review.js";

type Log = Pick<Logger, "warning" | "info">;
type RequestContext = (octokit: GitHubClient | undefined, trigger: Trigger, log: Log) => Promise<UntrustedText[]>;

export async function reviewFor(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  log: Log,
  trust?: AuthorTrust,
): Promise<ReviewRun | undefined> {
  if (!octokit || trigger.eventName !== "pull_request_review") return undefined;
  try {
    return await prepareReview(octokit, trigger, trust);
  } catch (error) {
    log.warning(`could not list the review's threads (${messageOf(error)}); working from the review's text only`);
    return undefined;
  }
}

export async function untrustedFor(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  redactor: Redactor,
  log: Log,
  review: ReviewRun | undefined,
  requestContext: RequestContext,
): Promise<UntrustedText[]> {
  if (trigger.ciFix && octokit) {
    try {
      return await ciFixContext(octokit, trigger, redactor);
    } catch (error) {
      log.warning(`could not read the failed run (${messageOf(error)}); the GitHub tools can list its jobs`);
      return [];
    }
  }
  return [...(await requestContext(octokit, trigger, log)), ...(review?.context ?? [])];
}

/** The ✅ / 💬 list for the summary comment; a failure to post is said there, not thrown. */
export async function finishReviewOrSay(
  octokit: GitHubClient,
  review: ReviewRun,
  opts: { checkpoints: Checkpoint[]; repoUrl: string; config: Config; redactor: Redactor; log: Log },
): Promise<string> {
  try {
    return await finishReview(octokit, review, opts);
  } catch (error) {
    const message = `could not answer the review threads: ${messageOf(error)}`;
    opts.log.warning(message);
    return `### Review threads\n\n${message}`;
  }
}

/** A code review's diff, tools and context. */
export async function prepareCodeReviewFor(run: ReviewPrepInput, work: OpenWork): Promise<CodeReviewRun> {
  return prepareCodeReview(run, work);
}
