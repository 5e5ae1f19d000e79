/**
 * Applies an apply_patch update to a file's text, as Codex computes it
 * (codex-rs/apply-patch/src/lib.rs `compute_replacements`): hunks are found in
 * order, each at or after where the previous one ended; a hunk's `@@` anchors
 * are found first and its lines are sought after the last anchor; a hunk of
 * only `+` lines goes at the end of the file; `*** End of File` hunks must end
 * the file; an old run ending in an empty line is retried without it.
 *
 * Kinder than Codex (README, "apply_patch"): a hunk not found after the one
 * before it is sought from the top (hunks out of order; never for an anchored
 * hunk), a hunk that repeats its anchor line as its first line still applies,
 * and context lines keep the file's own text. Stricter: overlapping hunks are
 * refused. The file's endings are put back (./endings.ts): CRLF lines stay CRLF
 * and a missing final newline stays missing (Codex writes LF and always adds one).
 */
import { closestPart as closest, quote } from "./closest.js";
import { lfView } from "./endings.js";
import { allMatches, createSeeker, type Seeker, type SeekPass } from "./seek.js";
import type { Chunk, NewLine } from "./v4a.js";

export type UpdateOutcome = { ok: true; content: string; notes: string[] } | { ok: false; error: string };

interface Placed {
  chunk: Chunk;
  index: number;
  /** 0-based [start, start + length) of the file replaced by the hunk's new lines. */
  start: number;
  length: number;
  lines: NewLine[];
  old: string[];
  /** Said with the result: how loosely it matched. */
  loose?: string;
  /** Another place the hunk matches after where it was applied (reported unless a later hunk took it). */
  again?: number;
  /** What it was sought after, for that report. */
  after: string;
}

const PASS_NOTE: Partial<Record<SeekPass, string>> = {
  trim: "only with leading and trailing whitespace ignored",
  typography: "only with typographic dashes, quotes and spaces read as ASCII",
};

/** Finds one hunk's place; a string is the error. */
function place(seeker: Seeker, chunk: Chunk, index: number, from: number, label: string): Placed | string {
  const texts = seeker.lines;
  let pos = from;
  let anchorAt: number | undefined;
  for (const anchor of chunk.anchors) {
    const found = seeker.seek([anchor], pos, false) ?? (pos > 0 ? seeker.seek([anchor], 0, false) : undefined);
    if (!found) {
      return `Failed to find context '${anchor}' in ${label} (hunk ${index}, patch line ${chunk.line}). An @@ line names a line of the file that comes before the change (a function or class header), copied exactly; the hunk is sought after it.\n${closest(texts, [anchor])}`;
    }
    anchorAt = found.index;
    pos = found.index + 1;
  }
  if (chunk.old.length === 0) {
    // Codex: a pure addition goes at the end, before a last blank line if there is one.
    const at = texts.length > 0 && texts.at(-1) === "" ? texts.length - 1 : texts.length;
    return { chunk, index, start: at, length: 0, lines: chunk.new, old: [], after: "" };
  }
  const attempt = (old: string[], start: number) => seeker.seek(old, start, chunk.eof);
  const tries: number[] = [pos];
  if (anchorAt !== undefined) tries.push(anchorAt);
  else if (pos > 0) tries.push(0);
  for (const start of tries) {
    let old = chunk.old;
    let lines = chunk.new;
    let found = attempt(old, start);
    if (!found && old.at(-1) === "") {
      old = old.slice(0, -1);
      if (lines.at(-1)?.text === "") lines = lines.slice(0, -1);
      found = attempt(old, start);
    }
    if (found) {
      const loose = PASS_NOTE[found.pass];
      const again = chunk.eof ? undefined : seeker.seekPass(found.pass, old, found.index + 1);
      const after = anchorAt !== undefined ? "its @@ line" : start > 0 ? "the previous hunk" : "the top of the file";
      return {
        chunk,
        index,
        start: found.index,
        length: old.length,
        lines,
        old,
        after,
        loose: loose || undefined,
        again,
      };
    }
  }
  return noMatch(seeker, chunk, index, pos, anchorAt, label);
}

function noMatch(
  seeker: Seeker,
  chunk: Chunk,
  index: number,
  pos: number,
  anchorAt: number | undefined,
  label: string,
): string {
  const texts = seeker.lines;
  const head = `Failed to find expected lines in ${label} (hunk ${index}, patch line ${chunk.line}):\n${quote(chunk.old)}`;
  if (texts.length === 0) return `${head}\n${label} is empty: a hunk with only + lines (no context) adds lines to it.`;
  const where =
    anchorAt !== undefined
      ? `after its @@ line (line ${anchorAt + 1})`
      : chunk.eof
        ? "at the end of the file (*** End of File)"
        : pos > 0
          ? "after the previous hunk"
          : "";
  const elsewhere = allMatches(seeker, chunk.old, 0);
  if (elsewhere.length > 0 && where !== "")
    return `${head}\nThey are in the file at line ${elsewhere.map((i) => i + 1).join(", ")}, but not ${where}. Fix the @@ line or the hunk order, or drop *** End of File.`;
  return `${head}\n${closest(texts, chunk.old)}\nCopy the context and - lines exactly from the current file (read_file shows it) and retry.`;
}

/** The lines a hunk writes: its + lines as given, its context lines as the file has them. */
function written(texts: readonly string[], p: Placed): string[] {
  return p.lines.map((l) =>
    l.ctx !== undefined && l.ctx < p.old.length ? (texts[p.start + l.ctx] as string) : l.text,
  );
}

/** Applies an update's hunks to `original`; `label` names the file in messages. */
export function applyUpdate(original: string, chunks: readonly Chunk[], label: string): UpdateOutcome {
  // Hunks are placed on the file's lines as LF text; its BOM and endings are put back at the end.
  const view = lfView(original);
  const finalNewline = view.lf === "" || view.lf.endsWith("\n");
  const text = finalNewline ? view.lf.slice(0, -1) : view.lf;
  const texts = view.lf === "" ? [] : text.split("\n");
  const seeker = createSeeker(texts, text);
  const placed: Placed[] = [];
  let from = 0;
  for (const [k, chunk] of chunks.entries()) {
    const p = place(seeker, chunk, k + 1, from, label);
    if (typeof p === "string") return { ok: false, error: p };
    placed.push(p);
    if (p.length > 0) from = p.start + p.length;
  }
  const order = [...placed].sort((a, b) => a.start - b.start || a.index - b.index);
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1] as Placed;
    const cur = order[k] as Placed;
    if (cur.start < prev.start + prev.length)
      return {
        ok: false,
        error: `Hunks ${prev.index} and ${cur.index} both change line ${cur.start + 1} of ${label}. Merge them into one hunk.`,
      };
  }
  // Built from slices of the file's text, each line followed by "\n": unchanged runs are not split into lines.
  const unchanged = (from: number, to: number) =>
    from >= to
      ? ""
      : to < texts.length
        ? text.slice(seeker.offset(from), seeker.offset(to))
        : `${text.slice(seeker.offset(from))}\n`;
  let edited = "";
  let at = 0;
  for (const p of order) {
    const lines = written(texts, p);
    edited += unchanged(at, p.start) + (lines.length > 0 ? `${lines.join("\n")}\n` : "");
    at = p.start + p.length;
  }
  edited += unchanged(at, texts.length);
  // The file keeps its final newline, or its lack of one, whatever was added or removed at its end.
  if (!finalNewline && edited !== "") edited = edited.slice(0, -1);
  const notes = placed.flatMap((p) => notesFor(p, placed, label));
  return { ok: true, content: view.back(edited), notes };
}

function notesFor(p: Placed, all: readonly Placed[], label: string): string[] {
  const notes: string[] = [];
  if (p.loose) notes.push(`Hunk ${p.index} of ${label} matched ${p.loose}.`);
  const again = p.again;
  if (again !== undefined && !all.some((o) => o !== p && o.start <= again && again < o.start + o.length))
    notes.push(
      `Hunk ${p.index} of ${label} also matches at line ${again + 1}; it was applied at line ${p.start + 1}, the first place after ${p.after}. To change the other one, add an @@ line naming the function or class it is in.`,
    );
  return notes;
}
