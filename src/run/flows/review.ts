/**
 * The address-a-review run's own stages: before the session, the review's open
 * threads (task context) and the reply_to_thread tool wired to a reply log;
 * after the push, the replies posted, changed threads resolved, and the ✅ / 💬
 * list for the summary comment.
 */
import type { UntrustedText } from "../../agent/prompts/system-prompt.js";
import type { Config } from "../../config/schema.js";
import type { Checkpoint } from "../../git/types.js";
import type { AuthorTrust } from "../../github/context/author-trust.js";
import type { GitHubClient } from "../../github/octokit.js";
import { postThreadReplies, renderThreadSummary } from "../../github/review-threads/replies.js";
import { renderReviewTask } from "../../github/review-threads/review-context.js";
import { listReviewThreads, openThreadsOfReview, type ReviewThread } from "../../github/review-threads/threads.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import { createReplyLog, createReplyToThread } from "../../tools/reply-to-thread.js";
import type { Tool } from "../../tools/types.js";

export interface ReviewRun {
  threads: ReviewThread[];
  replies: ReturnType<typeof createReplyLog>;
  tool: Tool;
  context: UntrustedText[];
}

/** Undefined for anything but a submitted review on a pull request. */
export async function prepareReview(
  octokit: GitHubClient,
  trigger: Trigger,
  trust?: AuthorTrust,
): Promise<ReviewRun | undefined> {
  const review = trigger.comment;
  const number = trigger.source.number;
  if (trigger.eventName !== "pull_request_review" || review?.kind !== "review" || number === undefined)
    return undefined;
  const repo = { owner: trigger.repository.owner, repo: trigger.repository.name };
  const { threads: all, more } = await listReviewThreads(octokit, repo, number);
  const threads = trust
    ? await withholdInThreads(openThreadsOfReview(all, review.id), trust)
    : openThreadsOfReview(all, review.id);
  const replies = createReplyLog(threads.map((t) => t.id));
  const text = renderReviewTask({
    review: {
      id: review.id,
      author: trigger.actor?.login ?? "ghost",
      body: review.body,
      url: review.url,
      submittedAt: review.createdAt,
    },
    threads,
    moreThreads: more,
    pullNumber: number,
  });
  return { threads, replies, tool: createReplyToThread(replies), context: [{ label: `review of #${number}`, text }] };
}

export async function finishReview(
  octokit: GitHubClient,
  run: ReviewRun,
  opts: { checkpoints: Checkpoint[]; repoUrl: string; config: Config; redactor: Redactor },
): Promise<string> {
  const reports = await postThreadReplies(octokit, {
    threads: run.threads,
    replies: run.replies.replies(),
    checkpoints: [...opts.checkpoints].reverse().map((c) => ({ sha: c.sha, files: c.files })),
    commitUrl: (sha) => `${opts.repoUrl}/commit/${sha}`,
    resolveThreads: opts.config.review.resolve_threads,
    redactor: opts.redactor,
  });
  return renderThreadSummary(reports);
}

/** Thread comments by authors trust.authors does not admit, replaced by a line saying whose and why. */
async function withholdInThreads(threads: ReviewThread[], trust: AuthorTrust): Promise<ReviewThread[]> {
  return Promise.all(
    threads.map(async (t) => ({
      ...t,
      comments: {
        ...t.comments,
        nodes: await Promise.all(
          t.comments.nodes.map(async (c) => {
            const login = c.author?.login ?? "ghost";
            const verdict = await trust.judge(login, c.authorAssociation);
            return verdict.trusted ? c : { ...c, body: `[comment by @${login} left out: ${verdict.why}]` };
          }),
        ),
      },
    })),
  );
}
