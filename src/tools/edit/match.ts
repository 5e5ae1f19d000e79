/**
 * Finds where one SEARCH section sits in a file, on whole lines, trying looser
 * strategies in turn (Cline's order): exact lines, then lines equal after
 * trimming surrounding whitespace, then — for blocks of three lines or more —
 * the first and last lines as anchors. Each strategy must find exactly one
 * place: a strategy that finds two stops the search, since guessing between
 * them would edit the wrong one. A SEARCH is never matched inside a line.
 */

export type MatchMethod = "exact" | "trimmed" | "anchors";

export interface Match {
  /** 0-based line range [start, end) in the file. */
  start: number;
  end: number;
  method: MatchMethod;
  /** Replacement lines, re-indented when the SEARCH was the file shifted by a constant indentation. */
  replace: string[];
}

export type MatchOutcome =
  | { kind: "found"; match: Match }
  | { kind: "none" }
  | { kind: "ambiguous"; method: MatchMethod; lines: number[] };

const MAX_REPORTED = 10;

type LineTest = (fileLine: string, j: number) => boolean;

/** Every start line where `test` holds for the n lines from there (stops after MAX_REPORTED + 1). */
function scan(file: string[], n: number, test: LineTest, anchorsOnly: boolean): number[] {
  const hits: number[] = [];
  for (let i = 0; i + n <= file.length; i++) {
    if (!test(file[i] as string, 0)) continue;
    let ok = true;
    if (anchorsOnly) ok = test(file[i + n - 1] as string, n - 1);
    else
      for (let j = 1; j < n && ok; j++) {
        if (!test(file[i + j] as string, j)) ok = false;
      }
    if (ok) {
      hits.push(i);
      if (hits.length > MAX_REPORTED) break;
    }
  }
  return hits;
}

function leading(line: string): string {
  return line.slice(0, line.length - line.trimStart().length);
}

/**
 * When every non-blank SEARCH line equals its file line except for one shared
 * difference in leading whitespace, the REPLACE lines get the same correction
 * (a SEARCH quoted with its indentation lost). Any other difference (trailing
 * whitespace, mixed shifts) leaves the REPLACE as written.
 */
export function reindent(fileLines: string[], searchLines: string[], replaceLines: string[]): string[] {
  let add: string | undefined;
  let remove: string | undefined;
  let first = true;
  for (let j = 0; j < searchLines.length; j++) {
    const s = searchLines[j] as string;
    const f = fileLines[j] as string;
    if (s.trim() === "") continue;
    if (s.trimStart() !== f.trimStart()) return replaceLines;
    const fw = leading(f);
    const sw = leading(s);
    const a = fw.endsWith(sw) ? fw.slice(0, fw.length - sw.length) : undefined;
    const r = sw.endsWith(fw) ? sw.slice(0, sw.length - fw.length) : undefined;
    if (first) {
      add = a;
      remove = r;
      first = false;
    }
    if (a !== add) add = undefined;
    if (r !== remove) remove = undefined;
    if (add === undefined && remove === undefined) return replaceLines;
  }
  if (add) return replaceLines.map((l) => (l.trim() === "" ? l : add + l));
  if (remove) {
    const cut = remove;
    return replaceLines.map((l) => (l.startsWith(cut) ? l.slice(cut.length) : l));
  }
  return replaceLines;
}

function found(file: string[], start: number, search: string[], replace: string[], method: MatchMethod): MatchOutcome {
  const end = start + search.length;
  const lines = method === "trimmed" ? reindent(file.slice(start, end), search, replace) : replace;
  return { kind: "found", match: { start, end, method, replace: lines } };
}

/**
 * Finds the start lines of exact whole-line occurrences of `search` faster than
 * a scan (e.g. a native string search over the file text); up to MAX_REPORTED + 1.
 */
export type ExactFinder = (search: string[]) => number[];

function byMethod(
  file: string[],
  search: string[],
  replace: string[],
  method: MatchMethod,
  exactFinder?: ExactFinder,
): MatchOutcome {
  const trimmed = search.map((l) => l.trim());
  const test: LineTest = method === "exact" ? (line, j) => line === search[j] : (line, j) => line.trim() === trimmed[j];
  const hits =
    method === "exact" && exactFinder ? exactFinder(search) : scan(file, search.length, test, method === "anchors");
  if (hits.length === 0) return { kind: "none" };
  if (hits.length > 1) return { kind: "ambiguous", method, lines: hits.slice(0, MAX_REPORTED).map((i) => i + 1) };
  return found(file, hits[0] as number, search, replace, method);
}

function strategies(file: string[], search: string[], replace: string[], exactFinder?: ExactFinder): MatchOutcome {
  for (const method of ["exact", "trimmed", "anchors"] as const) {
    if (method === "anchors") {
      const first = (search[0] as string).trim();
      const last = (search[search.length - 1] as string).trim();
      if (search.length < 3 || first === "" || last === "") break;
    }
    const outcome = byMethod(file, search, replace, method, exactFinder);
    if (outcome.kind !== "none") return outcome;
  }
  return { kind: "none" };
}

/** Drops one trailing blank line (a blank line left before the divider). */
function withoutTrailingBlank(lines: string[]): string[] | undefined {
  return lines.length > 1 && (lines.at(-1) as string).trim() === "" ? lines.slice(0, -1) : undefined;
}

/**
 * `file` holds the file's lines without their endings; `search` and `replace`
 * the block's lines. `search` is not empty and not only whitespace.
 */
export function findMatch(
  file: string[],
  search: string[],
  replace: string[],
  exactFinder?: ExactFinder,
): MatchOutcome {
  const outcome = strategies(file, search, replace, exactFinder);
  if (outcome.kind !== "none") return outcome;
  // A blank line typed before `=======` (and usually before `+++++++ REPLACE` too) is not part of the intent.
  const shorter = withoutTrailingBlank(search);
  if (shorter === undefined) return outcome;
  return strategies(file, shorter, withoutTrailingBlank(replace) ?? replace, exactFinder);
}
