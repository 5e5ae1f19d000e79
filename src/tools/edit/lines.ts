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
  const parts = body === "" ? [] : body.split("\n");
  // "a\n".split gives a last "" that is not a line: the file ends with a newline.
  const closed = parts.length > 0 && parts[parts.length - 1] === "";
  if (closed) parts.pop();
  const lines: Line[] = new Array(parts.length);
  let crlf = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const open = i === parts.length - 1 && !closed;
    if (open) lines[i] = { text: part, eol: "" };
    else if (part.charCodeAt(part.length - 1) === 13) {
      lines[i] = { text: part.slice(0, -1), eol: "\r\n" };
      crlf++;
    } else lines[i] = { text: part, eol: "\n" };
  }
  const withEol = parts.length - (closed ? 0 : 1);
  return {
    bom,
    lines,
    eol: withEol > 0 && crlf === withEol ? "\r\n" : "\n",
    finalNewline: lines.length === 0 || closed,
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

/**
 * For a file whose lines all end alike, finds exact whole-line occurrences of
 * `search` with the engine's native string search instead of comparing line by
 * line (the common case on a large file). Undefined for mixed endings.
 */
export function wholeLineFinder(
  content: string,
  file: LineFile,
  max: number,
): ((search: string[]) => number[]) | undefined {
  const body = content.slice(file.bom.length);
  const eol = file.eol;
  const last = file.lines.length - 1;
  if (file.lines.some((l, i) => l.eol !== eol && !(l.eol === "" && i === last))) return undefined;
  const starts: number[] = new Array(file.lines.length);
  let at = 0;
  file.lines.forEach((l, i) => {
    starts[i] = at;
    at += l.text.length + l.eol.length;
  });
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return (search) => {
    const needle = search.join(eol);
    const hits: number[] = [];
    for (let i = body.indexOf(needle); i !== -1; i = body.indexOf(needle, i + 1)) {
      const end = i + needle.length;
      const startsLine = i === 0 || body.charCodeAt(i - 1) === 10;
      // At the very end only when the last line has no newline; otherwise a newline must follow.
      const endsLine = end === body.length ? !file.finalNewline : body.startsWith(eol, end);
      // In an LF file a line's text may itself end in "\r"; a needle ending in "\r" would then match part of a line.
      if (startsLine && endsLine && !needle.endsWith("\r")) {
        hits.push(lineAt(i));
        if (hits.length > max) break;
      }
    }
    return hits;
  };
}
