/**
 * The progress comment of a run whose job was cancelled or timed out: the post
 * step appends the ending main never wrote, keeping the checklist above it.
 */

import type { GitHubClient } from "../octokit.js";
import { type CommentRef, withMarker } from "./comments.js";

export const KILLED_NOTE = "⏹ **The job was cancelled or timed out before Patchbay finished.**";

export async function finishKilledComment(octokit: GitHubClient, comment: CommentRef, branch?: string): Promise<void> {
  const where = { owner: comment.owner, repo: comment.repo, comment_id: comment.id };
  const { data } =
    comment.kind === "issue"
      ? await octokit.rest.issues.getComment(where)
      : await octokit.rest.pulls.getReviewComment(where);
  const current = data.body ?? "";
  if (current.includes(KILLED_NOTE)) return;
  const saved = branch ? ` Checkpoints made so far were pushed to \`${branch}\`.` : "";
  const body = withMarker(
    `${current.replace(/\n*<!-- patchbay[^>]*-->\s*$/, "")}\n\n${KILLED_NOTE}${saved} Ask again to continue from there.`,
  );
  if (comment.kind === "issue") await octokit.rest.issues.updateComment({ ...where, body });
  else await octokit.rest.pulls.updateReviewComment({ ...where, body });
}
