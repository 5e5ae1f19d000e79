/**
 * The line model shared by every edit format: a file is a list of lines, each
 * carrying its own line ending ("\n", "\r\n", or "" for a last line without a
 * final newline). Edits replace whole lines, so a file's line endings, its
 * final newline (or lack of one) and its byte-order mark survive any edit.
 */

export type Eol = "\n" | "\r\n" | "";

export interface Line {
  /** The line without its ending. */
  text: string;
  eol: Eol;
}

export interface LineFile {
  bom: string;
  lines: Line[];
  /** The ending new lines get: CRLF when every ending in the file is CRLF, else LF. */
  eol: "\n" | "\r\n";
  /** False when the file has content but no final newline (kept that way). */
  finalNewline: boolean;
}

export function splitLines(content: string): LineFile {
  const bom = content.startsWith("\uFEFF") ? "\uFEFF" : "";
  const body = content.slice(bom.length);
  const lines: Line[] = [];
  let at = 0;
  let crlf = 0;
  while (at < body.length) {
    const nl = body.indexOf("\n", at);
    if (nl === -1) {
      lines.push({ text: body.slice(at), eol: "" });
      break;
    }
    if (nl > at && body.charCodeAt(nl - 1) === 13) {
      lines.push({ text: body.slice(at, nl - 1), eol: "\r\n" });
      crlf++;
    } else lines.push({ text: body.slice(at, nl), eol: "\n" });
    at = nl + 1;
  }
  const withEol = lines.length - (lines.at(-1)?.eol === "" ? 1 : 0);
  return {
    bom,
    lines,
    eol: withEol > 0 && crlf === withEol ? "\r\n" : "\n",
    finalNewline: lines.length === 0 || lines.at(-1)?.eol !== "",
  };
}

export function joinLines(file: LineFile): string {
  let out = file.bom;
  for (const line of file.lines) out += line.text + line.eol;
  return out;
}

/**
 * The ending for lines written in place of `region`: the region's own ending when
 * all its lines agree (so a mixed file keeps each part as it was), else the file's.
 */
export function regionEol(file: LineFile, start: number, end: number): "\n" | "\r\n" {
  let seen: Eol | undefined;
  for (let i = start; i < end; i++) {
    const eol = (file.lines[i] as Line).eol;
    if (eol === "") continue;
    if (seen !== undefined && seen !== eol) return file.eol;
    seen = eol;
  }
  return seen === "\r\n" || seen === "\n" ? seen : file.eol;
}

/**
 * The lines written in place of lines [start, end): each ends like the region it
 * replaces. When that region is the file's last line and it has no final
 * newline, the last written line has none either; when nothing is written
 * there, the line before keeps its own newline (each line owns its ending).
 */
export function spliceLines(file: LineFile, start: number, end: number, texts: string[]): Line[] {
  const eol = regionEol(file, start, end);
  const lines: Line[] = texts.map((text) => ({ text, eol }));
  const last = lines.at(-1);
  if (last && end > start && end === file.lines.length && file.lines[end - 1]?.eol === "") last.eol = "";
  return lines;
}
