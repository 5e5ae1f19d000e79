/**
 * Review threads as text for the model: where each points, its diff hunk, and
 * every comment with author and time. Comment text is others' words: hidden
 * content is removed here and the caller fences it as untrusted.
 */

import { sanitizeUntrusted, truncate } from "../../util/sanitize.js";
import { type ReviewThread, threadLocation } from "./threads.js";

export interface ThreadRenderOptions {
  /** Characters per comment (default 4,000). */
  maxCommentChars?: number;
  /** Lines of diff hunk kept, from its end where the comment points (default 12). */
  hunkLines?: number;
}

export function renderThread(t: ReviewThread, options: ThreadRenderOptions = {}): string {
  const maxComment = options.maxCommentChars ?? 4_000;
  const hunkLines = options.hunkLines ?? 12;
  const state = t.isResolved ? `resolved${t.resolvedBy ? ` by @${t.resolvedBy.login}` : ""}` : "open";
  const out = [`### Thread ${t.id} — ${threadLocation(t)} — ${state}`];
  const hunk = t.comments.nodes[0]?.diffHunk;
  if (hunk) out.push("```diff", hunk.split("\n").slice(-hunkLines).join("\n"), "```");
  for (const c of t.comments.nodes) {
    const body = truncate(sanitizeUntrusted(c.body).text, maxComment, "comment");
    out.push(`@${c.author?.login ?? "ghost"} at ${c.createdAt}:`, body);
  }
  const unseen = t.comments.totalCount - t.comments.nodes.length;
  if (unseen > 0) out.push(`(${unseen} later comment(s) not shown)`);
  return out.join("\n");
}
