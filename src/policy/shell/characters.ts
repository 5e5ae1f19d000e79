/**
 * Characters that make a command read differently than it runs. A person
 * approving `npm test` must see what bash will run: a carriage return can
 * overwrite the line in a terminal, U+2028/U+2029/U+0085 break it in a browser
 * but not for bash, bidi controls reorder what follows them (Trojan Source,
 * CVE-2021-42574), and zero-width or other format characters are not seen at all.
 *
 * Where they are refused:
 * - outside quotes, every such character, and every line break that starts a
 *   new command (approval comments and the model's own summaries show a command
 *   on one line, so `npm test⏎rm -rf x` reads as one call; Cline refuses it too);
 * - inside quotes and here-documents a line break, carriage return, line
 *   separator or zero-width character is data for the program (a commit message,
 *   a printf format) and is allowed — comments show it escaped (tools/describe-input.ts);
 * - bidi controls everywhere, quoted or not: they reorder the rest of the line
 *   on screen, including the unquoted part after the closing quote.
 */
import { child, nodes, type ShNode, type ShSyntaxApi, span } from "./ast.js";

const NAMES: Record<number, string> = {
  8: "BACKSPACE",
  11: "LINE TABULATION",
  12: "FORM FEED",
  13: "CARRIAGE RETURN",
  27: "ESCAPE",
  127: "DELETE",
  133: "NEXT LINE",
  160: "NO-BREAK SPACE",
  173: "SOFT HYPHEN",
  1564: "ARABIC LETTER MARK",
  6158: "MONGOLIAN VOWEL SEPARATOR",
  8203: "ZERO WIDTH SPACE",
  8204: "ZERO WIDTH NON-JOINER",
  8205: "ZERO WIDTH JOINER",
  8206: "LEFT-TO-RIGHT MARK",
  8207: "RIGHT-TO-LEFT MARK",
  8232: "LINE SEPARATOR",
  8233: "PARAGRAPH SEPARATOR",
  8234: "LEFT-TO-RIGHT EMBEDDING",
  8235: "RIGHT-TO-LEFT EMBEDDING",
  8236: "POP DIRECTIONAL FORMATTING",
  8237: "LEFT-TO-RIGHT OVERRIDE",
  8238: "RIGHT-TO-LEFT OVERRIDE",
  8288: "WORD JOINER",
  8294: "LEFT-TO-RIGHT ISOLATE",
  8295: "RIGHT-TO-LEFT ISOLATE",
  8296: "FIRST STRONG ISOLATE",
  8297: "POP DIRECTIONAL ISOLATE",
  65279: "ZERO WIDTH NO-BREAK SPACE",
};

/** Reorders the display of what follows: refused even inside quotes. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Not seen, or seen as something else: controls (but tab and newline), format characters, line/paragraph separators, unusual spaces. */
const HIDDEN = /[^\P{Cc}\t\n]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/u;

/** "U+2028 LINE SEPARATOR", or a category for characters without a listed name. */
function characterName(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const name =
    NAMES[cp] ??
    (/\p{Cc}/u.test(ch)
      ? "(a control character)"
      : /\p{Zs}/u.test(ch)
        ? "(a space that is not U+0020)"
        : "(an invisible format character)");
  return `${code} ${name}`;
}

/** The text with line breaks shown as ⏎ and hidden characters as ⟨U+200B⟩, for reasons people and models read. */
export function showHidden(text: string): string {
  return text
    .replace(/\n/g, "⏎")
    .replace(new RegExp(`${HIDDEN.source}|${BIDI.source}`, "gu"), (ch) => `⟨${characterName(ch).split(" ")[0]}⟩`);
}

type Range = [start: number, end: number];

/**
 * Byte ranges of data the shell does not split or run: single-quoted strings,
 * the literal parts of double-quoted strings, and here-document bodies (with
 * the line break that ends the line they start on).
 */
function dataRanges(sh: ShSyntaxApi, file: ShNode): Range[] {
  const ranges: Range[] = [];
  const add = (node: ShNode | undefined, widen = 0) => {
    const s = node && span(node);
    if (s) ranges.push([s[0] - widen, s[1]]);
  };
  sh.walk(file, (n) => {
    const type = sh.nodeType(n);
    if (type === "SglQuoted") add(n);
    else if (type === "DblQuoted") {
      for (const part of nodes(n, "Parts")) if (sh.nodeType(part) === "Lit") add(part);
    } else if (type === "Redirect") {
      const body = child(n, "Hdoc");
      if (body) {
        add(body, 1);
        for (const part of nodes(body, "Parts")) if (sh.nodeType(part) === "Lit") add(part);
      }
    }
    return true;
  });
  return ranges;
}

function inside(ranges: Range[], at: number): boolean {
  return ranges.some(([s, e]) => at >= s && at < e);
}

/**
 * Why the command must be refused for a character in it, or undefined. `file`
 * is the parsed command; without it (the command did not parse) every
 * character counts as outside quotes.
 */
export function characterProblem(command: string, sh?: ShSyntaxApi, file?: ShNode): string | undefined {
  // Walking the syntax tree is slow: only a command with something to find pays for it.
  if (!/[^\P{Cc}\t]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/u.test(command.replace(/^[ \t\n]+|[ \t\n]+$/g, "")))
    return undefined;
  const data = sh && file ? dataRanges(sh, file) : [];
  const firstCode = command.search(/[^ \t\n]/);
  const lastCode = command.search(/[ \t\n]*$/);
  let byte = 0;
  let line = 1;
  let column = 0;
  let index = 0;
  for (const ch of command) {
    column++;
    const quoted = inside(data, byte);
    const where = `${line > 1 || command.includes("\n") ? `line ${line}, ` : ""}column ${column}`;
    if (ch === "\n") {
      const continued = /(^|[^\\])(\\\\)*\\$/.test(command.slice(0, index));
      if (!quoted && !continued && index > firstCode && index < lastCode)
        return `a line break outside quotes at ${where} splits the command over lines, which approval comments show as one line; write it on one line, joining commands with && or ;`;
      line++;
      column = 0;
    } else if (BIDI.test(ch)) {
      return `the command contains ${characterName(ch)} at ${where}${quoted ? " (inside quotes)" : ""}, which reorders how the rest of the line is shown; remove it`;
    } else if (!quoted && HIDDEN.test(ch)) {
      return `the command contains ${characterName(ch)} at ${where} outside quotes, which makes it look different than what runs; remove it`;
    }
    byte += Buffer.byteLength(ch, "utf8");
    index += ch.length;
  }
  return undefined;
}
