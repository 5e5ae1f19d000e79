/**
 * The diff as the model reads it: every line numbered the way a review comment
 * names it (old and new line numbers), within a character budget. A diff of ten
 * thousand lines is shown up to the budget and then says where it was cut and
 * how to read the rest, so the model never takes a part for the whole.
 */
import type { DiffFile, DiffHunk, DiffLine } from "./diff.js";

export interface RenderedDiff {
  text: string;
  /** Files whose lines were not shown in full (cut, or not shown at all). */
  cut: string[];
}

export interface RenderDiffOptions {
  /** Characters of diff in all (default 60,000). */
  maxChars?: number;
  /** Show only old line numbers that mean something here (false for an incremental diff, whose old side is the last reviewed head). */
  oldNumbers?: boolean;
}

const DEFAULT_DIFF_CHARS = 60_000;

/** Kept back from the lines for the notes that say where the diff was cut. */
const NOTE_ROOM = 400;

function numbered(line: DiffLine, oldNumbers: boolean): string {
  const old = oldNumbers && line.old !== undefined ? String(line.old) : "";
  const now = line.new !== undefined ? String(line.new) : "";
  const sign = line.kind === "add" ? "+" : line.kind === "del" ? "-" : " ";
  return `${old.padStart(5)} ${now.padStart(5)} ${sign}${line.text}`;
}

function fileHeader(file: DiffFile): string {
  const renamed = file.previousPath ? ` (renamed from ${file.previousPath})` : "";
  return `### ${file.path} — ${file.status}${renamed}, +${file.additions} −${file.deletions}`;
}

function hunkText(hunk: DiffHunk, oldNumbers: boolean): string[] {
  return [hunk.header, ...hunk.lines.map((l) => numbered(l, oldNumbers))];
}

export function renderDiffForModel(files: readonly DiffFile[], options: RenderDiffOptions = {}): RenderedDiff {
  const oldNumbers = options.oldNumbers ?? true;
  let budget = options.maxChars ?? DEFAULT_DIFF_CHARS;
  const out: string[] = [];
  const cut: string[] = [];
  for (const file of files) {
    const header = fileHeader(file);
    if (budget - NOTE_ROOM <= header.length) {
      cut.push(file.path);
      continue;
    }
    out.push(header);
    budget -= header.length + 1;
    if (file.hunks.length === 0) {
      const note = `(${file.noLines ?? "no changed lines"})`;
      out.push(note);
      budget -= note.length + 1;
      continue;
    }
    let shown = 0;
    let total = 0;
    for (const hunk of file.hunks) {
      for (const line of hunkText(hunk, oldNumbers)) {
        total++;
        if (line.length + 1 > budget - NOTE_ROOM) continue;
        if (shown < total - 1) continue; // once a line did not fit, the rest of the file is left out
        out.push(line);
        budget -= line.length + 1;
        shown++;
      }
    }
    if (shown < total) {
      cut.push(file.path);
      const note = `[cut: ${shown} of ${total} diff lines of ${file.path} shown; read the file itself for the rest]`;
      out.push(note);
      budget -= note.length + 1;
    }
  }
  return { text: out.join("\n"), cut };
}
