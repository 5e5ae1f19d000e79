/**
 * For the formats that edit text rather than lines (the text editor's
 * str_replace, Gemini's replace): they work on the file with LF endings and no
 * byte-order mark, and this puts the file's own endings back. Lines the edit
 * left alone keep their ending; lines it wrote take the ending of the lines
 * they replace, so a CRLF file stays CRLF and a mixed file stays mixed.
 */
import { joinLines, type Line, type LineFile, regionEol, splitLines } from "./lines.js";

/** The file's text as the LF-only editors see it: no BOM, every CRLF as LF. */
export function lfText(file: LineFile): string {
  let out = "";
  for (const line of file.lines) out += line.text + (line.eol === "" ? "" : "\n");
  return out;
}

/** `edited` (LF text, no BOM) with the endings and BOM of `original`. */
export function restoreEndings(original: LineFile, edited: string): string {
  const next = splitLines(edited);
  const old = original.lines;
  const lines = next.lines;
  let head = 0;
  while (head < old.length && head < lines.length && (old[head] as Line).text === (lines[head] as Line).text) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < lines.length - head &&
    (old[old.length - 1 - tail] as Line).text === (lines[lines.length - 1 - tail] as Line).text
  )
    tail++;
  const eol = regionEol(original, head, old.length - tail);
  const out: Line[] = lines.map((line, i) => {
    const kept = i < head ? old[i] : i >= lines.length - tail ? old[old.length - (lines.length - i)] : undefined;
    const ending = kept && kept.eol !== "" ? kept.eol : eol;
    return { text: line.text, eol: line.eol === "" ? "" : ending };
  });
  return joinLines({ ...original, lines: out });
}
