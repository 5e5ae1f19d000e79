/**
 * One pull request review per run: every inline finding in a single
 * `POST /pulls/{n}/reviews` (COMMENT, or REQUEST_CHANGES at
 * `code_review.request_changes_at`), pinned to the commit that was reviewed.
 * Known refusals are named constants that become branches: GitHub rejecting a
 * comment's position (the whole review fails with 422) posts the review without
 * them — they go to the summary, never lost — and a token that opened the pull
 * request itself may not request changes on it, so that review is a COMMENT.
 */
import type { ReviewEvent } from "../../code-review/findings.js";
import { GitHubPermissionError, messageOf, statusOf } from "../errors.js";
import { sameLogin } from "../logins.js";
import type { GitHubClient } from "../octokit.js";
import type { RepoRef } from "./comments.js";

/** 422: the author of a pull request cannot request changes on it (the token opened it). */
const OWN_PULL_REQUEST = /Can not request changes on your own pull request|your own pull request/i;
/** 422 naming a comment's place: a line outside the diff, a range across hunks, a path not in it. */
const BAD_COMMENT_POSITION =
  /pull_request_review_thread\.(line|start_line|path|diff_hunk)|Line could not be resolved|must be part of the diff|could not be resolved/i;

export interface InlineComment {
  path: string;
  line: number;
  side: "LEFT" | "RIGHT";
  start_line?: number;
  start_side?: "LEFT" | "RIGHT";
  body: string;
}

export interface ReviewRequest {
  repo: RepoRef;
  pullNumber: number;
  /** The head that was reviewed: comments stay on it even if the branch moved meanwhile. */
  commitId: string;
  event: ReviewEvent;
  body: string;
  comments: InlineComment[];
}

export interface PostedReview {
  url?: string;
  id?: number;
  event: ReviewEvent;
  /** GitHub refused the inline comments (the reason); the review went out without them. */
  inlineRefused?: string;
  /** The review went out as a COMMENT although it asked for changes (why). */
  downgraded?: string;
}

/** Nothing to say inline and no changes to ask for: no review at all (the summary comment says it). */
export function needsReview(request: Pick<ReviewRequest, "event" | "comments">): boolean {
  return request.comments.length > 0 || request.event === "REQUEST_CHANGES";
}

export async function postReview(octokit: GitHubClient, request: ReviewRequest): Promise<PostedReview> {
  let { event, comments } = request;
  let inlineRefused: string | undefined;
  let downgraded: string | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { data } = await octokit.rest.pulls.createReview({
        owner: request.repo.owner,
        repo: request.repo.repo,
        pull_number: request.pullNumber,
        commit_id: request.commitId,
        event,
        body: request.body,
        comments: comments.length ? comments : undefined,
      });
      return {
        url: data.html_url,
        id: data.id,
        event,
        inlineRefused: inlineRefused || undefined,
        downgraded: downgraded || undefined,
      };
    } catch (error) {
      const message = messageOf(error);
      if (statusOf(error) === 422 && event === "REQUEST_CHANGES" && OWN_PULL_REQUEST.test(message)) {
        event = "COMMENT";
        downgraded = "GitHub does not let the pull request's own author request changes";
        continue;
      }
      if (statusOf(error) === 422 && comments.length > 0 && (BAD_COMMENT_POSITION.test(message) || attempt === 0)) {
        inlineRefused = message;
        comments = [];
        continue;
      }
      throw explainReviewError(error, request);
    }
  }
  throw new Error(`GitHub refused the review of ${request.repo.owner}/${request.repo.repo}#${request.pullNumber}`);
}

function explainReviewError(error: unknown, request: ReviewRequest): unknown {
  const status = statusOf(error);
  if (status === 403 || status === 404)
    return new GitHubPermissionError(
      `GitHub refused to post the review on ${request.repo.owner}/${request.repo.repo}#${request.pullNumber} (HTTP ${status}: ${messageOf(error)}). Give the workflow \`permissions: { pull-requests: write }\`; on a pull request from a fork, the pull_request event's token is read-only — ask with \`@patchbay review\` in a comment instead.`,
      ["pull-requests: write"],
      status,
    );
  return error;
}

/**
 * An earlier review of Patchbay's that requested changes keeps the pull request
 * blocked until it is dismissed: when this review no longer asks for changes,
 * those reviews are dismissed, saying why. Failures are returned, not thrown.
 */
export async function dismissEarlierChangeRequests(
  octokit: GitHubClient,
  where: RepoRef & { pullNumber: number },
  options: { botLogin: string; keep?: number; headSha: string },
): Promise<string[]> {
  const problems: string[] = [];
  try {
    const { data } = await octokit.rest.pulls.listReviews({
      owner: where.owner,
      repo: where.repo,
      pull_number: where.pullNumber,
      per_page: 100,
    });
    for (const review of data) {
      if (review.state !== "CHANGES_REQUESTED" || review.id === options.keep) continue;
      if (!review.user || !sameLogin(review.user.login, options.botLogin)) continue;
      try {
        await octokit.rest.pulls.dismissReview({
          owner: where.owner,
          repo: where.repo,
          pull_number: where.pullNumber,
          review_id: review.id,
          message: `Superseded by Patchbay's review of ${options.headSha.slice(0, 7)}, which no longer finds anything at code_review.request_changes_at.`,
        });
      } catch (error) {
        problems.push(`could not dismiss the earlier review that requested changes (${messageOf(error)})`);
      }
    }
  } catch (error) {
    problems.push(`could not list the earlier reviews (${messageOf(error)})`);
  }
  return problems;
}
