/**
 * Codex's seek_sequence (codex-rs/apply-patch/src/seek_sequence.rs): where a
 * run of lines first occurs at or after `start`, trying ever looser passes over
 * the whole rest of the file before the next — exact lines, then lines equal
 * without trailing whitespace, then without surrounding whitespace, then with
 * typographic punctuation folded to ASCII. The first pass that finds the run
 * wins, at its first position. With `eof`, the run must end the file.
 */
import { foldTypography } from "./typography.js";

export type SeekPass = "exact" | "rstrip" | "trim" | "typography";

export interface Seeker {
  /** The file's lines, without their endings. */
  readonly lines: readonly string[];
  seek(pattern: readonly string[], start: number, eof: boolean): { index: number; pass: SeekPass } | undefined;
  /** The first position at or after `start` where one pass alone finds the run. */
  seekPass(pass: SeekPass, pattern: readonly string[], start: number): number | undefined;
  /** Where line `i` starts in the lines joined by "\n" (past the end for i = lines.length). */
  offset(i: number): number;
}

type Key = (line: string) => string;
const KEYS: [SeekPass, Key][] = [
  ["exact", (l) => l],
  ["rstrip", (l) => l.trimEnd()],
  ["trim", (l) => l.trim()],
  ["typography", foldTypography],
];

/**
 * A seeker over one file's lines; each pass's keys are computed once, on first
 * use. With `text` (the lines joined by "\n"), the exact pass is the engine's
 * native string search instead of a comparison per line.
 */
export function createSeeker(lines: readonly string[], text?: string): Seeker {
  const keyed = new Map<SeekPass, string[]>();
  const keysFor = (pass: SeekPass, key: Key) => {
    let out = keyed.get(pass);
    if (!out) {
      out = pass === "exact" ? (lines as string[]) : lines.map(key);
      keyed.set(pass, out);
    }
    return out;
  };
  let starts: number[] | undefined;
  const lineStarts = () => {
    if (!starts) {
      starts = new Array(lines.length);
      let at = 0;
      for (let i = 0; i < lines.length; i++) {
        starts[i] = at;
        at += (lines[i] as string).length + 1;
      }
    }
    return starts;
  };
  const lineAt = (offset: number) => {
    const s = lineStarts();
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((s[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  /** Exact whole-line occurrence at or after line `from`, found with indexOf over the text. */
  const exact = (joined: string, pattern: readonly string[], from: number): number | undefined => {
    const needle = pattern.join("\n");
    const last = lines.length - pattern.length;
    for (
      let i = joined.indexOf(needle, lineStarts()[from] ?? joined.length);
      i !== -1;
      i = joined.indexOf(needle, i + 1)
    ) {
      const startsLine = i === 0 || joined.charCodeAt(i - 1) === 10;
      const end = i + needle.length;
      const endsLine = end === joined.length || joined.charCodeAt(end) === 10;
      if (startsLine && endsLine) {
        const line = lineAt(i);
        return line <= last ? line : undefined;
      }
    }
    return undefined;
  };
  const scan = (pass: SeekPass, key: Key, pattern: readonly string[], from: number): number | undefined => {
    if (pass === "exact" && text !== undefined) return exact(text, pattern, from);
    const file = keysFor(pass, key);
    const want = pattern.map(key);
    const first = want[0] as string;
    const last = lines.length - pattern.length;
    for (let i = from; i <= last; i++) {
      if (file[i] !== first) continue;
      let j = 1;
      while (j < want.length && file[i + j] === want[j]) j++;
      if (j === want.length) return i;
    }
    return undefined;
  };
  return {
    lines,
    seek(pattern, start, eof) {
      if (pattern.length === 0) return { index: start, pass: "exact" };
      if (pattern.length > lines.length) return undefined;
      const from = eof ? lines.length - pattern.length : start;
      for (const [pass, key] of KEYS) {
        const index = scan(pass, key, pattern, from);
        if (index !== undefined) return { index, pass };
      }
      return undefined;
    },
    offset: (i) => (i < lines.length ? (lineStarts()[i] as number) : (text?.length ?? lines.join("\n").length) + 1),
    seekPass(pass, pattern, start) {
      if (pattern.length === 0 || pattern.length > lines.length) return undefined;
      const key = (KEYS.find(([p]) => p === pass) as [SeekPass, Key])[1];
      return scan(pass, key, pattern, start);
    },
  };
}

/** Every start line at or after `start` where the run occurs in the first pass that finds it (for messages). */
export function allMatches(seeker: Seeker, pattern: readonly string[], start: number, max = 10): number[] {
  const hits: number[] = [];
  let from = start;
  const first = seeker.seek(pattern, from, false);
  if (!first) return hits;
  for (let found: ReturnType<Seeker["seek"]> = first; found && hits.length < max; ) {
    hits.push(found.index);
    from = found.index + 1;
    found = seeker.seek(pattern, from, false);
    if (found && found.pass !== first.pass) break;
  }
  return hits;
}
