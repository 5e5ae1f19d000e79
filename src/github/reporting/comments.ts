/**
 * Posting to GitHub: the 👀 reaction and the one comment a run creates and then
 * edits. Every body goes through the Redactor and carries the Patchbay marker.
 * Review-comment triggers are answered in their own thread.
 */
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";
import { createOnce, NO_RETRY } from "../create-once.js";
import { GitHubError, GitHubPermissionError, messageOf, statusOf } from "../errors.js";
import { PATCHBAY_MARKER } from "../marker.js";
import type { GitHubClient } from "../octokit.js";
import { GitHubApiError, gitHubSaid } from "../request-errors.js";

export interface RepoRef {
  owner: string;
  repo: string;
}

/** A comment Patchbay wrote: what the post step needs to finish it after a kill. */
export interface CommentRef extends RepoRef {
  id: number;
  kind: "issue" | "review";
}

/** The comment that asked: reviews (as opposed to review comments) take no reactions. */
export interface ReactableComment {
  kind: "issue_comment" | "review_comment" | "review";
  id: number;
}

/**
 * React with 👀 at once. A comment deleted in the meantime (404) is no reason to
 * stop the run: it is logged at debug level and ignored.
 */
export async function reactEyes(
  octokit: GitHubClient,
  repo: RepoRef,
  comment: ReactableComment,
  log: Pick<Logger, "debug" | "warning">,
): Promise<boolean> {
  // Only owner and repo: callers pass a CommentTarget, whose other fields would go into the request body.
  const where = { owner: repo.owner, repo: repo.repo };
  try {
    if (comment.kind === "issue_comment") {
      await octokit.rest.reactions.createForIssueComment({ ...where, comment_id: comment.id, content: "eyes" });
    } else if (comment.kind === "review_comment") {
      await octokit.rest.reactions.createForPullRequestReviewComment({
        ...where,
        comment_id: comment.id,
        content: "eyes",
      });
    } else {
      return false;
    }
    return true;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) {
      log.debug(`The triggering comment ${comment.id} is gone (HTTP ${status}); no reaction added.`);
      return false;
    }
    // A reaction is a courtesy: a token without write access should not fail the run.
    log.warning(`Could not add 👀 to comment ${comment.id}: ${messageOf(error)}`);
    return false;
  }
}

/** Where the run's comment goes: the issue/PR conversation, or a review comment's thread. */
export type CommentTarget =
  | (RepoRef & { kind: "issue"; issueNumber: number })
  | (RepoRef & { kind: "review_thread"; pullNumber: number; replyTo: number });

export function withMarker(body: string): string {
  return body.includes(PATCHBAY_MARKER) ? body : `${body}\n\n${PATCHBAY_MARKER}`;
}

interface Posted {
  id: number;
  html_url: string;
}

/** Creates the run's comment on the first `post` and edits it on every later one. */
export class RunComment {
  private id: number | undefined;
  private url: string | undefined;

  constructor(
    private readonly octokit: GitHubClient,
    private readonly target: CommentTarget,
    private readonly redactor: Redactor,
  ) {}

  get commentId(): number | undefined {
    return this.id;
  }

  get htmlUrl(): string | undefined {
    return this.url;
  }

  async post(markdown: string): Promise<void> {
    const body = withMarker(this.redactor.redact(markdown));
    try {
      if (this.id === undefined) {
        await this.create(body);
        return;
      }
      try {
        await this.update(this.id, body);
      } catch (error) {
        // Someone deleted our comment: start a new one rather than go silent.
        if (statusOf(error) !== 404) throw error;
        await this.create(body);
      }
    } catch (error) {
      throw explainWriteError(error, "comment on", `${this.target.owner}/${this.target.repo}`);
    }
  }

  /** Sent once: a create GitHub did not answer is looked up before it is sent again (create-once.ts). */
  private async create(body: string): Promise<void> {
    const since = new Date(Date.now() - 60_000).toISOString();
    const made = await createOnce(
      () => this.send(body),
      () => this.findPosted(body, since),
    );
    this.id = made.id;
    this.url = made.html_url;
  }

  private async send(body: string): Promise<Posted> {
    const t = this.target;
    const { data } =
      t.kind === "issue"
        ? await this.octokit.rest.issues.createComment({
            owner: t.owner,
            repo: t.repo,
            issue_number: t.issueNumber,
            body,
            request: NO_RETRY,
          })
        : await this.octokit.rest.pulls.createReplyForReviewComment({
            owner: t.owner,
            repo: t.repo,
            pull_number: t.pullNumber,
            comment_id: t.replyTo,
            body,
            request: NO_RETRY,
          });
    return { id: data.id, html_url: data.html_url };
  }

  /** A comment with exactly this body, made in the last minute: the create GitHub did not answer. */
  private async findPosted(body: string, since: string): Promise<Posted | undefined> {
    const t = this.target;
    const where = { owner: t.owner, repo: t.repo, since, per_page: 100 };
    const comments =
      t.kind === "issue"
        ? (await this.octokit.rest.issues.listComments({ ...where, issue_number: t.issueNumber })).data
        : (await this.octokit.rest.pulls.listReviewComments({ ...where, pull_number: t.pullNumber })).data.filter(
            (c) => c.in_reply_to_id === t.replyTo,
          );
    const found = comments.filter((c) => c.body === body).at(-1);
    return found ? { id: found.id, html_url: found.html_url } : undefined;
  }

  private async update(id: number, body: string): Promise<void> {
    const t = this.target;
    if (t.kind === "issue") {
      await this.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
    } else {
      await this.octokit.rest.pulls.updateReviewComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
    }
  }
}

/** 403 on a write is almost always the workflow's `permissions:` block; say which line it needs. */
export function explainWriteError(error: unknown, action: string, where: string): unknown {
  const status = statusOf(error);
  // Already explained; a plain API error (request-errors.ts) is made more specific here.
  if (error instanceof GitHubError && !(error instanceof GitHubApiError)) return error;
  if (status === 403 || status === 404) {
    return new GitHubPermissionError(
      `GitHub refused to ${action} ${where} (HTTP ${status}: ${gitHubSaid(error)}). ` +
        "Give the workflow `permissions: { issues: write, pull-requests: write }`.",
      ["issues: write", "pull-requests: write"],
      status,
    );
  }
  return error;
}
