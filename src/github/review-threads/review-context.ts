/**
 * What an address-the-review run starts from: the review's own text and its
 * open threads (where, diff hunk, every comment with author and time), all
 * fenced as untrusted, with the thread ids the model answers with
 * reply_to_thread. Bounded: the first threads in full, the rest by id.
 */
import { createFence } from "../../util/fence.js";
import { renderThread } from "./render.js";
import { type ReviewThread, threadLocation } from "./threads.js";

interface ReviewSummary {
  id: number;
  author: string;
  body: string;
  url: string;
  submittedAt: string;
}

export interface ReviewTaskInput {
  review: ReviewSummary;
  threads: ReviewThread[];
  /** Threads of the PR that were not fetched. */
  moreThreads: number;
  pullNumber: number;
  /** Threads shown in full (default 30); the rest are listed by id and place. */
  maxFullThreads?: number;
  nonce?: string;
}

export function renderReviewTask(input: ReviewTaskInput): string {
  const fenced = createFence(input.nonce);
  const full = input.threads.slice(0, input.maxFullThreads ?? 30);
  const listed = input.threads.slice(full.length);
  const out = [
    `# Review of pull request #${input.pullNumber} by @${input.review.author} at ${input.review.submittedAt}`,
    "",
    input.review.url,
    "",
    fenced.preamble("written by the reviewer and other GitHub users"),
    "",
    "## The review",
    "",
    fenced("review", input.review.body || "(no text)"),
  ];
  if (input.threads.length === 0) {
    out.push("", "The review has no open threads: the review's text above is the whole request.");
    return out.join("\n");
  }
  out.push(
    "",
    `## Open threads (${input.threads.length})`,
    "",
    "Work through every thread. When you change code for one, call reply_to_thread with its id, what you " +
      "changed, and resolve: true. When you decide not to change anything, call reply_to_thread with why and " +
      "resolve: false. Threads on removed lines or marked outdated may already be addressed by later changes: " +
      "check the current code before changing it.",
  );
  for (const t of full) out.push("", fenced(`review thread ${t.id}`, renderThread(t), 12_000));
  if (listed.length > 0) {
    out.push("", `${listed.length} more open thread(s), not shown in full (read them with list_review_threads):`);
    for (const t of listed) out.push(`- ${t.id} — ${threadLocation(t)}`);
  }
  if (input.moreThreads > 0)
    out.push("", `(${input.moreThreads} more thread(s) of the pull request were not fetched.)`);
  return out.join("\n");
}
