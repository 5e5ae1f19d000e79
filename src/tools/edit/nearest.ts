/**
 * Finds the part of a file that most resembles a SEARCH block that did not
 * match, so the error can show the model what the file really says there.
 * Lines are compared trimmed and with typographic punctuation read as ASCII,
 * so a line that differs only by a curly quote or a no-break space is found.
 */
import { foldTypography } from "./typography.js";

/** Character bigrams of a trimmed line, for a cheap similarity score. */
function bigrams(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const s = foldTypography(text).slice(0, 300);
  for (let i = 0; i < s.length - 1; i++) {
    const g = s.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

function dice(a: Map<string, number>, b: Map<string, number>, sizeA: number, sizeB: number): number {
  if (sizeA + sizeB === 0) return 0;
  let common = 0;
  for (const [g, n] of a) common += Math.min(n, b.get(g) ?? 0);
  return (2 * common) / (sizeA + sizeB);
}

const MAX_SCAN_LINES = 50_000;

/**
 * Returns the 0-based first line of the most similar window, or undefined when
 * nothing in the file resembles the block at all.
 */
export function nearestLine(fileLines: readonly string[], searchLines: readonly string[]): number | undefined {
  // Vote: every SEARCH line found verbatim (trimmed) in the file suggests where the block starts.
  const positions = new Map<string, number[]>();
  const limit = Math.min(fileLines.length, MAX_SCAN_LINES);
  for (let i = 0; i < limit; i++) {
    const key = foldTypography(fileLines[i] as string);
    if (key.length < 3) continue;
    const list = positions.get(key);
    if (list) {
      if (list.length < 20) list.push(i);
    } else positions.set(key, [i]);
  }
  const votes = new Map<number, number>();
  searchLines.forEach((line, j) => {
    const key = foldTypography(line);
    if (key.length < 3) return;
    for (const i of positions.get(key) ?? []) votes.set(i - j, (votes.get(i - j) ?? 0) + 1);
  });
  let best: number | undefined;
  let bestVotes = 0;
  for (const [start, n] of votes) {
    if (n > bestVotes || (n === bestVotes && best !== undefined && start < best)) {
      best = start;
      bestVotes = n;
    }
  }
  if (best !== undefined) return Math.max(0, best);

  // No line matches verbatim: find the line most similar to the first non-blank SEARCH line.
  const offset = searchLines.findIndex((l) => l.trim().length > 0);
  if (offset === -1) return undefined;
  const target = bigrams(searchLines[offset] as string);
  const targetSize = [...target.values()].reduce((a, b) => a + b, 0);
  let bestScore = 0.4; // below this, nothing in the file looks like the block
  let bestLine: number | undefined;
  for (let i = 0; i < limit; i++) {
    const grams = bigrams(fileLines[i] as string);
    const size = [...grams.values()].reduce((a, b) => a + b, 0);
    const score = dice(target, grams, targetSize, size);
    if (score > bestScore) {
      bestScore = score;
      bestLine = i;
    }
  }
  return bestLine === undefined ? undefined : Math.max(0, bestLine - offset);
}
