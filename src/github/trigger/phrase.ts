/**
 * Finding the trigger phrase in Markdown text and cutting it out of the request.
 *
 * Rules (decided here, tested in test/github/trigger-phrase.test.ts):
 * - the phrase (default `@patchbay`) matches case-insensitively anywhere, as a whole word:
 *   not `@patchbay-dev`, `@patchbay_x`, `email@patchbay.io`, `@patchbay.io` or `@patchbay/team`;
 *   trailing punctuation (`@patchbay,` `@patchbay:` `@patchbay.`) is fine;
 * - the slash form (`/patchbay`) matches only at the start of a line (leading spaces allowed),
 *   like a chat command;
 * - nothing inside fenced code blocks, inline code, HTML comments or `>` quoted lines counts:
 *   quoting an earlier request in a reply, or showing the syntax in docs, must not re-trigger.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** What may not touch the phrase on either side for it to be a word of its own. */
const BEFORE = String.raw`(?<![\w.+\-@/])`;
const AFTER = String.raw`(?![\w-]|[./@][\w])`;

/** The `@phrase` (anywhere) and `/phrase` (start of a line) patterns for a configured phrase. */
function phrasePatterns(phrase: string): RegExp[] {
  const name = phrase.replace(/^[@/]/, "");
  const patterns = [new RegExp(`${BEFORE}${escapeRegExp(phrase)}${AFTER}`, "gi")];
  if (name) patterns.push(new RegExp(`^[ \\t]*/${escapeRegExp(name)}${AFTER}`, "gim"));
  return patterns;
}

const blank = (text: string) => text.replace(/[^\n]/g, " ");

/**
 * The text with code, quotes and HTML comments blanked out. Same length and same line
 * breaks as the input, so indexes found in it are indexes into the original.
 */
export function maskIgnored(text: string): string {
  const lines = text.split("\n");
  let fence: { char: string; length: number } | undefined;
  const kept = lines.map((line) => {
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length) fence = undefined;
      return blank(line);
    }
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (open?.[1]) {
      fence = { char: open[1][0] ?? "`", length: open[1].length };
      return blank(line);
    }
    if (/^ {0,3}>/.test(line)) return blank(line);
    return line;
  });
  return (
    kept
      .join("\n")
      .replace(/<!--[\s\S]*?(?:-->|$)/g, blank)
      // An inline code span: a run of backticks closed by a run of the same length.
      .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank)
  );
}

export interface PhraseMatch {
  index: number;
  length: number;
}

/** Every live occurrence of the phrase (or its slash form), in text order. */
export function findPhrase(text: string, phrase: string): PhraseMatch[] {
  const masked = maskIgnored(text);
  const matches: PhraseMatch[] = [];
  for (const pattern of phrasePatterns(phrase)) {
    for (const m of masked.matchAll(pattern)) {
      // The slash pattern may include leading indentation; the match proper starts at the slash.
      const offset = m[0].search(/\S/);
      matches.push({ index: m.index + offset, length: m[0].length - offset });
    }
  }
  return matches.sort((a, b) => a.index - b.index);
}

/** The phrase as users see it in skip reasons: `@patchbay` (or `/patchbay` at the start of a line). */
export function phraseHint(phrase: string): string {
  const name = phrase.replace(/^[@/]/, "");
  return phrase.startsWith("/") ? phrase : `${phrase} (or /${name} at the start of a line)`;
}

export function mentionsPhrase(text: string | null | undefined, phrase: string): boolean {
  return text ? findPhrase(text, phrase).length > 0 : false;
}

/**
 * The text with every live phrase occurrence cut out, with the `:`/`,` and spaces right
 * after it: `@patchbay: fix it` → `fix it`, `please @patchbay fix it` → `please fix it`.
 * Code blocks and quotes stay as they are — they are context for the request.
 */
export function stripPhrase(text: string, phrase: string): string {
  let out = text;
  for (const match of findPhrase(text, phrase).reverse()) {
    let end = match.index + match.length;
    const rest = /^[:,]?[ \t]*/.exec(out.slice(end));
    end += rest ? rest[0].length : 0;
    let start = match.index;
    const lineStart = out.lastIndexOf("\n", start - 1) + 1;
    // A phrase that opened its line takes the indentation with it.
    if (/^[ \t]*$/.test(out.slice(lineStart, start))) start = lineStart;
    out = out.slice(0, start) + out.slice(end);
  }
  return out
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}
