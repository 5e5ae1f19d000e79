/**
 * The changed part of a file after an edit, with a few lines around each
 * change, so the model need not read the file again to check it: gemini-cli's
 * getDiffContextSnippet (packages/core/src/tools/diff-utils.ts). The unchanged
 * head and tail are found by comparing the texts, not their lines, and only
 * the changed lines are diffed, so a 1 MB file with one change costs a diff of
 * a few lines; what is shown is capped.
 */
import { diffArrays } from "diff";

const MAX_SHOWN = 80;

/** Length of the common prefix of a and b (at most `max`), by halving chunks compared natively. */
function commonPrefix(a: string, b: string, max: number): number {
  let i = 0;
  for (let step = 1 << 16; step > 0; step >>= 1)
    while (i + step <= max && a.slice(i, i + step) === b.slice(i, i + step)) i += step;
  return i;
}

function commonSuffix(a: string, b: string, max: number): number {
  let i = 0;
  for (let step = 1 << 16; step > 0; step >>= 1)
    while (i + step <= max && a.slice(a.length - i - step, a.length - i) === b.slice(b.length - i - step, b.length - i))
      i += step;
  return i;
}

export function changedSnippet(before: string, after: string, context = 5): string {
  if (before === after) return "";
  const min = Math.min(before.length, after.length);
  const head = commonPrefix(before, after, min);
  const tail = commonSuffix(before, after, min - head);
  // Whole lines around the changed characters: the first changed line starts at the same offset in both.
  const from = before.lastIndexOf("\n", head - 1) + 1;
  const lineEnd = (text: string) => {
    const nl = text.indexOf("\n", Math.max(from, text.length - tail));
    return nl === -1 ? text.length : nl;
  };
  const newTo = lineEnd(after);
  let winFrom = from;
  let lead = 0;
  for (; lead < context && winFrom > 0; lead++) winFrom = after.lastIndexOf("\n", winFrom - 2) + 1;
  let winTo = newTo;
  for (let k = 0; k < context && winTo < after.length; k++) {
    const nl = after.indexOf("\n", winTo + 1);
    winTo = nl === -1 ? after.length : nl;
  }
  const window = after.slice(winFrom, winTo).split("\n");
  const ranges: { start: number; end: number }[] = [];
  let at = lead;
  const old = before.slice(from, lineEnd(before)).split("\n");
  for (const part of diffArrays(old, after.slice(from, newTo).split("\n"))) {
    const n = part.count ?? part.value.length;
    if (part.added) {
      ranges.push({ start: at, end: at + n });
      at += n;
    } else if (part.removed) ranges.push({ start: at, end: at });
    else at += n;
  }
  const merged: { start: number; end: number }[] = [];
  for (const r of ranges) {
    const start = Math.max(0, r.start - context);
    const end = Math.min(window.length, r.end + context);
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  const parts: string[] = [];
  let shown = 0;
  let lastEnd = 0;
  for (const r of merged) {
    if (shown >= MAX_SHOWN) break;
    if (r.start > lastEnd || (r.start === 0 && winFrom > 0 && parts.length === 0)) parts.push("...");
    const chunk = window.slice(r.start, Math.min(r.end, r.start + MAX_SHOWN - shown));
    parts.push(chunk.join("\n"));
    shown += chunk.length;
    lastEnd = r.start + chunk.length;
  }
  if (lastEnd < window.length || winTo < after.length) parts.push("...");
  return parts.join("\n");
}
