/**
 * Where a finding can go: on a line of the diff (an inline comment GitHub will
 * accept), or into the summary with its location — never dropped. Every reason a
 * finding cannot go inline is said in words the model can act on (the lines the
 * diff does show, the side to use for a removed line) and people can read.
 */
import { type DiffFile, type DiffHunk, hunkRange, type PullDiff, type Side } from "./diff.js";

export interface FindingLocation {
  path: string;
  line: number;
  /** First line of a multi-line finding; the range must lie within one hunk. */
  startLine?: number;
  side: Side;
}

export type Placement =
  | {
      kind: "inline";
      /** The head's path (a renamed file's old path is mapped to it). */
      path: string;
      line: number;
      side: Side;
      startLine?: number;
      /** A suggestion can replace these lines (new side, one hunk). */
      suggestionFits: boolean;
      /** What changed from what was asked (a range narrowed to its last line, a renamed path). */
      note?: string;
    }
  | { kind: "summary"; reason: string };

/** The diff's files by head path and by a renamed file's base path. */
export class DiffIndex {
  private readonly byPath = new Map<string, DiffFile>();
  private readonly byPrevious = new Map<string, DiffFile>();

  constructor(readonly diff: PullDiff) {
    for (const file of diff.files) {
      this.byPath.set(file.path, file);
      if (file.previousPath) this.byPrevious.set(file.previousPath, file);
    }
  }

  get files(): readonly DiffFile[] {
    return this.diff.files;
  }

  file(path: string): DiffFile | undefined {
    return this.byPath.get(normalize(path)) ?? this.byPrevious.get(normalize(path));
  }
}

/** `./src/a.ts`, `/src/a.ts` → `src/a.ts`: models write paths either way. */
function normalize(path: string): string {
  return path.replace(/^\.?\/+/, "");
}

interface Found {
  hunk: number;
}

function findLine(file: DiffFile, side: Side, line: number): Found | undefined {
  for (let h = 0; h < file.hunks.length; h++) {
    const hunk = file.hunks[h] as DiffHunk;
    if (hunk.lines.some((l) => (side === "RIGHT" ? l.new === line : l.old === line))) return { hunk: h };
  }
  return undefined;
}

function ranges(file: DiffFile, side: Side): string {
  const shown = file.hunks.map((h) => hunkRange(h, side)).filter((r) => r !== undefined);
  return shown.length ? shown.join(", ") : "none";
}

function sideWords(side: Side): string {
  return side === "RIGHT" ? "new side (RIGHT)" : "old side (LEFT)";
}

export function place(index: DiffIndex, loc: FindingLocation, hasSuggestion: boolean): Placement {
  const file = index.file(loc.path);
  if (!file) {
    const more = index.diff.truncated ? " (or not among those GitHub lists: it lists 3,000 at most)" : "";
    return { kind: "summary", reason: `${loc.path} is not among the files this pull request changes${more}` };
  }
  const renamed = file.path !== normalize(loc.path) ? `${loc.path} is now ${file.path}` : undefined;
  if (file.hunks.length === 0) return { kind: "summary", reason: file.noLines ?? `${file.path} has no changed lines` };

  const at = findLine(file, loc.side, loc.line);
  if (!at) {
    let hint = "";
    if (loc.side === "RIGHT" && findLine(file, "LEFT", loc.line))
      hint = `; line ${loc.line} is a removed line there: comment on it with side LEFT`;
    return {
      kind: "summary",
      reason: `line ${loc.line} of ${file.path} is not in the diff on the ${sideWords(loc.side)}; its hunks cover lines ${ranges(file, loc.side)}${hint}`,
    };
  }
  const single = { kind: "inline" as const, path: file.path, line: loc.line, side: loc.side };
  const fits = loc.side === "RIGHT";
  const start = loc.startLine;
  if (start === undefined || start === loc.line) return { ...single, suggestionFits: fits, note: renamed || undefined };

  const [first, last] = start < loc.line ? [start, loc.line] : [loc.line, start];
  const from = findLine(file, loc.side, first);
  const to = findLine(file, loc.side, last);
  if (from && to && from.hunk === to.hunk)
    return { ...single, line: last, startLine: first, suggestionFits: fits, note: renamed || undefined };

  const missing = !from ? first : !to ? last : undefined;
  const why =
    missing !== undefined
      ? `line ${missing} of ${file.path} is not in the diff on the ${sideWords(loc.side)} (its hunks cover lines ${ranges(file, loc.side)})`
      : `lines ${first}–${last} of ${file.path} span two hunks of the diff (${ranges(file, loc.side)}); a comment's range must lie within one hunk`;
  // A suggestion replaces exactly its range: narrowed, it would replace the wrong lines.
  if (hasSuggestion) return { kind: "summary", reason: why };
  return {
    ...single,
    suggestionFits: fits,
    note: `${why}, so the comment is on line ${loc.line} only (lines ${first}–${last} asked)`,
  };
}

/** `path:line`, `path:start-line`, with the side when it is the old one: how a location reads in text. */
export function locationText(loc: FindingLocation): string {
  const range =
    loc.startLine !== undefined && loc.startLine !== loc.line ? `${loc.startLine}-${loc.line}` : `${loc.line}`;
  return `${loc.path}:${range}${loc.side === "LEFT" ? " (removed lines)" : ""}`;
}
