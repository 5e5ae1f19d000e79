/**
 * The changed part of a file after an edit, with a few lines around each
 * change, so the model need not read the file again to check it: gemini-cli's
 * getDiffContextSnippet (packages/core/src/tools/diff-utils.ts), with the
 * unchanged head and tail of the file skipped before diffing, so a 1 MB file
 * with one change costs a diff of a few lines, and a cap on what is shown.
 */
import { diffArrays } from "diff";

const MAX_SHOWN = 80;

export function changedSnippet(before: string, after: string, context = 5): string {
  const old = before.split("\n");
  const next = after.split("\n");
  let head = 0;
  while (head < old.length && head < next.length && old[head] === next[head]) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    old[old.length - 1 - tail] === next[next.length - 1 - tail]
  )
    tail++;
  const ranges: { start: number; end: number }[] = [];
  let at = head;
  for (const part of diffArrays(old.slice(head, old.length - tail), next.slice(head, next.length - tail))) {
    const n = part.count ?? part.value.length;
    if (part.added) {
      ranges.push({ start: at, end: at + n });
      at += n;
    } else if (part.removed) ranges.push({ start: at, end: at });
    else at += n;
  }
  if (ranges.length === 0) return "";
  const merged: { start: number; end: number }[] = [];
  for (const r of ranges) {
    const start = Math.max(0, r.start - context);
    const end = Math.min(next.length, r.end + context);
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  const parts: string[] = [];
  let shown = 0;
  let lastEnd = 0;
  for (const r of merged) {
    if (shown >= MAX_SHOWN) break;
    if (r.start > lastEnd) parts.push("...");
    const lines = next.slice(r.start, Math.min(r.end, r.start + MAX_SHOWN - shown));
    parts.push(lines.join("\n"));
    shown += lines.length;
    lastEnd = r.start + lines.length;
  }
  if (lastEnd < next.length) parts.push("...");
  return parts.join("\n");
}
