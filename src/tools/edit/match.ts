/**
 * Finds where one SEARCH text sits in a file, trying progressively looser
 * strategies: exact text, then line by line ignoring surrounding whitespace
 * (indentation drift), then — for blocks of three lines or more — the first and
 * last lines as anchors. A strategy that finds the text more than once stops the
 * search: guessing between two places would edit the wrong one.
 */

export type MatchMethod = "exact" | "whitespace" | "anchors";

export interface Match {
  /** Character offsets in the (newline-normalized) content. */
  start: number;
  end: number;
  method: MatchMethod;
  /** Replacement text, re-indented when the SEARCH was indented differently from the file. */
  replace: string;
}

export type MatchOutcome =
  | { kind: "found"; match: Match }
  | { kind: "none" }
  | { kind: "ambiguous"; method: MatchMethod; lines: number[] };

/** The file split into lines, with the offset where each line starts. */
export class LineIndex {
  readonly lines: string[];
  readonly starts: number[];
  constructor(readonly content: string) {
    this.lines = content.split("\n");
    this.starts = new Array<number>(this.lines.length);
    let offset = 0;
    for (let i = 0; i < this.lines.length; i++) {
      this.starts[i] = offset;
      offset += (this.lines[i] as string).length + 1;
    }
  }

  /** 1-based line number of a character offset. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

const MAX_REPORTED = 10;

function exact(index: LineIndex, search: string, replace: string): MatchOutcome {
  const { content } = index;
  const hits: number[] = [];
  for (let at = content.indexOf(search); at !== -1; at = content.indexOf(search, at + 1)) {
    hits.push(at);
    if (hits.length > MAX_REPORTED) break;
  }
  if (hits.length === 0) return { kind: "none" };
  let chosen = hits;
  if (hits.length > 1) {
    // "foo()" inside "barfoo()" is a weaker hit than a whole-line match.
    chosen = hits.filter((at) => {
      const end = at + search.length;
      return (at === 0 || content[at - 1] === "\n") && (end === content.length || content[end] === "\n");
    });
  }
  if (chosen.length === 1) {
    const start = chosen[0] as number;
    return { kind: "found", match: { start, end: start + search.length, method: "exact", replace } };
  }
  return { kind: "ambiguous", method: "exact", lines: hits.slice(0, MAX_REPORTED).map((at) => index.lineOf(at)) };
}

function leading(line: string): string {
  return line.slice(0, line.length - line.trimStart().length);
}

/**
 * When every non-blank SEARCH line equals its file line except for one shared
 * indentation difference, the REPLACE lines get the same correction.
 */
function reindent(fileLines: string[], searchLines: string[], replaceLines: string[]): string {
  let add: string | undefined;
  let remove: string | undefined;
  for (let j = 0; j < searchLines.length; j++) {
    const s = searchLines[j] as string;
    const f = fileLines[j] as string;
    if (s.trim() === "") continue;
    const fw = leading(f);
    const sw = leading(s);
    const a = fw.endsWith(sw) ? fw.slice(0, fw.length - sw.length) : undefined;
    const r = sw.endsWith(fw) ? sw.slice(0, sw.length - fw.length) : undefined;
    if (add === undefined && remove === undefined) {
      if (a === "" || r === "") return replaceLines.join("\n");
      add = a;
      remove = r;
    }
    if (add !== undefined && a !== add) add = undefined;
    if (remove !== undefined && r !== remove) remove = undefined;
    if (add === undefined && remove === undefined) return replaceLines.join("\n");
  }
  if (add) return replaceLines.map((l) => (l.trim() === "" ? l : add + l)).join("\n");
  if (remove) {
    const cut = remove;
    return replaceLines.map((l) => (l.startsWith(cut) ? l.slice(cut.length) : l)).join("\n");
  }
  return replaceLines.join("\n");
}

/** Drops one trailing empty line (a blank line left before the divider). */
function trimTrailingEmpty(lines: string[]): string[] {
  return lines.length > 1 && (lines[lines.length - 1] as string).trim() === "" ? lines.slice(0, -1) : lines;
}

function byLines(
  index: LineIndex,
  searchLines: string[],
  replaceLines: string[],
  method: "whitespace" | "anchors",
): MatchOutcome {
  const n = searchLines.length;
  const file = index.lines;
  const wanted = searchLines.map((l) => l.trim());
  const hits: number[] = [];
  for (let i = 0; i + n <= file.length; i++) {
    let ok: boolean;
    if (method === "whitespace") {
      ok = true;
      for (let j = 0; j < n; j++) {
        if ((file[i + j] as string).trim() !== wanted[j]) {
          ok = false;
          break;
        }
      }
    } else {
      ok = (file[i] as string).trim() === wanted[0] && (file[i + n - 1] as string).trim() === wanted[n - 1];
    }
    if (ok) {
      hits.push(i);
      if (hits.length > MAX_REPORTED) break;
    }
  }
  if (hits.length === 0) return { kind: "none" };
  if (hits.length > 1) return { kind: "ambiguous", method, lines: hits.map((i) => i + 1) };
  const i = hits[0] as number;
  const last = i + n - 1;
  const start = index.starts[i] as number;
  const end = (index.starts[last] as number) + (file[last] as string).length;
  const replace =
    method === "whitespace" ? reindent(file.slice(i, i + n), searchLines, replaceLines) : replaceLines.join("\n");
  return { kind: "found", match: { start, end, method, replace } };
}

export function findMatch(index: LineIndex, search: string, replace: string): MatchOutcome {
  const first = exact(index, search, replace);
  if (first.kind !== "none") return first;
  const searchLines = trimTrailingEmpty(search.split("\n"));
  const replaceLines =
    searchLines.length < search.split("\n").length ? trimTrailingEmpty(replace.split("\n")) : replace.split("\n");
  const loose = byLines(index, searchLines, replaceLines, "whitespace");
  if (loose.kind !== "none") return loose;
  const firstLine = (searchLines[0] as string).trim();
  const lastLine = (searchLines[searchLines.length - 1] as string).trim();
  if (searchLines.length >= 3 && firstLine !== "" && lastLine !== "") {
    return byLines(index, searchLines, replaceLines, "anchors");
  }
  return { kind: "none" };
}
