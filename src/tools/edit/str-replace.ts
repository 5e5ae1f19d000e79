/**
 * The text editor's edits (`str_replace_based_edit_tool`), pure: str_replace
 * and insert as Anthropic documents them (platform docs "Text editor tool",
 * and the reference implementation in anthropic-quickstarts computer-use-demo
 * tools/edit.py), on the file's text with LF endings, its own endings put back.
 *
 * str_replace takes old_str as exact text found exactly once, with the
 * documented errors for no match and several. Kinder than documented (README,
 * "text editor"): when old_str is not in the file verbatim but its whole lines
 * are, once, with other leading/trailing whitespace or with typographic
 * punctuation, those lines are replaced (new_str re-indented by the same shift)
 * and the result says so.
 */
import { closestPart, quote } from "./closest.js";
import { lfView } from "./endings.js";
import { joinLines, type Line, spliceLines, splitLines } from "./lines.js";
import { reindent } from "./match.js";
import { createSeeker, type SeekPass } from "./seek.js";

export type EditResult = { ok: true; content: string; message: string } | { ok: false; error: string };

const NO_MATCH = "Error: No match found for replacement. Please check your text and try again.";
const manyMatches = (n: number) =>
  `Error: Found ${n} matches for replacement text. Please provide more context to make a unique match.`;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Start offsets of the non-overlapping occurrences (what Python's str.count counts). */
function occurrences(text: string, needle: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) out.push(i);
  return out;
}

const LOOSE: Partial<Record<SeekPass, string>> = {
  trim: "with other leading/trailing whitespace",
  typography: "with typographic dashes, quotes or spaces where old_str has ASCII",
};

const span = (start: number, n: number) => (n === 1 ? `line ${start + 1}` : `lines ${start + 1}-${start + n}`);

/** Whole lines of a text, without one final newline. */
const linesOf = (text: string) => (text === "" ? [] : text.replace(/\n$/, "").split("\n"));

/** old_str's whole lines found once by a looser pass; a string is the error, undefined means not found. */
function looseReplace(original: string, oldStr: string, newStr: string, rel: string): EditResult | undefined {
  const wanted = linesOf(oldStr);
  if (wanted.every((l) => l.trim() === "")) return undefined;
  const file = splitLines(original);
  const texts = file.lines.map((l) => l.text);
  const seeker = createSeeker(texts);
  for (const pass of ["trim", "typography"] as const) {
    const hits: number[] = [];
    for (let at = seeker.seekPass(pass, wanted, 0); at !== undefined && hits.length < 11; ) {
      hits.push(at);
      at = seeker.seekPass(pass, wanted, at + 1);
    }
    if (hits.length === 0) continue;
    if (hits.length > 1)
      return {
        ok: false,
        error: `${manyMatches(hits.length > 10 ? 11 : hits.length)} (old_str is not in ${rel} verbatim; its lines match ${LOOSE[pass]} at lines ${hits.map((h) => h + 1).join(", ")}.)`,
      };
    const start = hits[0] as number;
    const replacement = reindent(texts.slice(start, start + wanted.length), wanted, linesOf(newStr));
    const lines: Line[] = [
      ...file.lines.slice(0, start),
      ...spliceLines(file, start, start + wanted.length, replacement),
      ...file.lines.slice(start + wanted.length),
    ];
    return {
      ok: true,
      content: joinLines({ ...file, lines }),
      message: `Successfully replaced text at exactly one location (${span(start, wanted.length)} of ${rel}). old_str was not there verbatim: its lines matched ${LOOSE[pass]}, and new_str took their indentation. View the lines to check.`,
    };
  }
  return undefined;
}

export function strReplace(original: string, oldStr: string, newStr: string, rel: string): EditResult {
  const view = lfView(original);
  const body = view.lf;
  const want = oldStr.replaceAll("\r\n", "\n");
  const put = newStr.replaceAll("\r\n", "\n");
  const found = occurrences(body, want);
  if (found.length > 1) {
    const lines = [...new Set(found.slice(0, 10).map((i) => lineOf(body, i)))];
    const more = found.length > 10 ? ", …" : "";
    const at = `line${lines.length > 1 ? "s" : ""} ${lines.join(", ")}${more}`;
    return { ok: false, error: `${manyMatches(found.length)} (In ${rel} at ${at}.)` };
  }
  if (found.length === 1) {
    const at = found[0] as number;
    const edited = body.slice(0, at) + put + body.slice(at + want.length);
    return {
      ok: true,
      content: view.back(edited),
      message: `Successfully replaced text at exactly one location (line ${lineOf(body, at)} of ${rel}).`,
    };
  }
  const loose = looseReplace(original, want, put, rel);
  if (loose) return loose;
  const texts = splitLines(original).lines.map((l) => l.text);
  const where =
    texts.length === 0
      ? `${rel} is empty: use insert with insert_line 0 to add text to it.`
      : `${closestPart(texts, linesOf(want))}\nCopy old_str exactly from the file (view shows it), including whitespace.`;
  return { ok: false, error: `${NO_MATCH}\nold_str:\n${quote(linesOf(want))}\n${where}` };
}

/** Inserts `text` after line `after` (0 = the top), as whole lines in the file's endings. */
export function insertLines(original: string, after: number, text: string, rel: string): EditResult {
  const file = splitLines(original);
  const count = file.lines.length;
  if (!Number.isInteger(after) || after < 0 || after > count)
    return {
      ok: false,
      error: `Invalid \`insert_line\` parameter: ${after}. It should be within the range of lines of the file: [0, ${count}]. Use 0 to insert at the top of ${rel} or ${count} to append; nothing was changed.`,
    };
  const eol = (file.lines[after - 1]?.eol || file.eol) as "\n" | "\r\n";
  const added: Line[] = linesOf(text.replaceAll("\r\n", "\n")).map((t) => ({ text: t, eol }));
  if (added.length === 0) return { ok: true, content: original, message: `Nothing to insert into ${rel}.` };
  const lines = [...file.lines];
  const last = lines.at(-1);
  // Appending after a last line without a newline: that line gets one, the new last line keeps lacking it.
  if (after === count && last && last.eol === "") {
    lines[count - 1] = { ...last, eol: file.eol };
    (added.at(-1) as Line).eol = "";
  }
  lines.splice(after, 0, ...added);
  const shownFrom = Math.max(0, after - 2);
  const shown = lines.slice(shownFrom, after + added.length + 2).map((l, i) => `${shownFrom + i + 1}: ${l.text}`);
  return {
    ok: true,
    content: joinLines({ ...file, lines }),
    message: `Inserted ${added.length} line${added.length === 1 ? "" : "s"} after line ${after} of ${rel}:\n${shown.join("\n")}\nCheck the indentation and that no line is doubled.`,
  };
}
