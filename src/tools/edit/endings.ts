/**
 * For edits made on text rather than on lines (the text editor's str_replace,
 * Gemini's replace, apply_patch's hunks): they work on the file with LF endings and no
 * byte-order mark, and this puts the file's own endings back. Lines the edit
 * left alone keep their ending; lines it wrote take the ending of the lines
 * they replace, so a CRLF file stays CRLF and a mixed file stays mixed.
 */
import { diffArrays } from "diff";
import { type Eol, joinLines, type Line, type LineFile, regionEol, splitLines } from "./lines.js";

/** A file's text as the LF-only editors see it, and the way back to the file's own endings. */
export interface LfView {
  /** The text with no BOM and every CRLF as LF. */
  lf: string;
  /** Edited LF text, with the file's BOM and endings put back. */
  back(edited: string): string;
}

const BOM = "\uFEFF";

/**
 * The common cases cost one scan: a file with no CR at all, or whose every line
 * break is CRLF (and no other CR), converts whole; only a file with mixed
 * endings goes through the line model.
 */
export function lfView(text: string): LfView {
  const bom = text.startsWith(BOM) ? BOM : "";
  const body = text.slice(bom.length);
  if (!body.includes("\r")) return { lf: body, back: (edited) => bom + edited };
  const lf = body.replaceAll("\r\n", "\n");
  if (!lf.includes("\r")) {
    const onlyCrlf = lf.length + (lf.match(/\n/g)?.length ?? 0) === body.length;
    if (onlyCrlf) return { lf, back: (edited) => bom + edited.replaceAll("\n", "\r\n") };
  }
  const file = splitLines(text);
  return { lf: lfText(file), back: (edited) => restoreEndings(file, edited) };
}

/** The file's text as the LF-only editors see it: no BOM, every CRLF as LF. */
function lfText(file: LineFile): string {
  let out = "";
  for (const line of file.lines) out += line.text + (line.eol === "" ? "" : "\n");
  return out;
}

/**
 * `edited` (LF text, no BOM) with the endings and BOM of `original`: the lines
 * the edit kept (found by a line diff of the part between the unchanged head
 * and tail) keep their own ending; a written line takes the ending of the
 * line before it in the file, or of the region it replaced.
 */
export function restoreEndings(original: LineFile, edited: string): string {
  const next = splitLines(edited).lines;
  const old = original.lines;
  let head = 0;
  while (head < old.length && head < next.length && (old[head] as Line).text === (next[head] as Line).text) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    (old[old.length - 1 - tail] as Line).text === (next[next.length - 1 - tail] as Line).text
  )
    tail++;
  const region = regionEol(original, head, old.length - tail);
  // Each line of `next`: the old line it keeps, or the ending a written line takes.
  const ending: (Line | Eol)[] = next.map((_, i) =>
    i < head ? (old[i] as Line) : i >= next.length - tail ? (old[old.length - (next.length - i)] as Line) : region,
  );
  let o = head;
  let n = head;
  let replaced: Eol | undefined;
  const texts = (ls: Line[]) => ls.map((l) => l.text);
  for (const part of diffArrays(
    texts(old.slice(head, old.length - tail)),
    texts(next.slice(head, next.length - tail)),
  )) {
    const count = part.count ?? part.value.length;
    if (part.removed) {
      replaced = regionEol(original, o, o + count);
      o += count;
    } else if (part.added) {
      const before = n > 0 ? ending[n - 1] : undefined;
      const eol = replaced ?? (typeof before === "object" && before.eol !== "" ? before.eol : region);
      for (let k = 0; k < count; k++) ending[n++] = eol;
      replaced = undefined;
    } else {
      for (let k = 0; k < count; k++) ending[n++] = old[o++] as Line;
      replaced = undefined;
    }
  }
  const out: Line[] = next.map((line, i) => {
    const e = ending[i] as Line | Eol;
    const eol = typeof e === "object" ? (e.eol === "" ? region : e.eol) : e;
    return { text: line.text, eol: line.eol === "" ? "" : eol };
  });
  return joinLines({ ...original, lines: out });
}
