/**
 * Neutralizes text that GitHub renders invisibly but a model would read: the
 * classic carriers of hidden prompt injections. People see the same words
 * before and after; only what they could not see is removed or made visible.
 */

/** Zero-width, bidi controls, soft hyphen, word joiners, BOM, variation selectors and Unicode tag characters. */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is stripped on its own, on purpose
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/g;

/** Elements whose content GitHub drops or never shows. */
const DROPPED_ELEMENTS = /<(script|style|template|noscript|iframe|object|embed|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Elements hidden by attribute or inline style. */
const HIDDEN_ELEMENT =
  /<([a-z][a-z0-9]*)\b[^>]*?(?:\shidden\b|\saria-hidden\s*=\s*["']?true|style\s*=\s*["'][^"']*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0)[^"']*["'])[^>]*>[\s\S]*?<\/\1\s*>/gi;

const IMG_TAG = /<img\b([^>]*)>/gi;
const MARKDOWN_DATA_IMAGE = /!\[([^\]]*)\]\(\s*<?data:[^)]*\)/gi;
/** `[//]: # (hidden)` and other link reference definitions with a title: never rendered. */
const HIDDEN_LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\))[ \t]*$/gm;

export interface SanitizeResult {
  text: string;
  /** Human-readable notes on what was removed, for the "hidden content removed" notice. */
  removed: string[];
}

export function sanitizeUntrusted(input: string): SanitizeResult {
  const removed: string[] = [];
  const note = (what: string, count: number) => {
    if (count > 0) removed.push(`${count} ${what}`);
  };
  const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

  let text = input.replace(/\r\n?/g, "\n");

  note("invisible characters", count(text, INVISIBLE));
  text = text.replace(INVISIBLE, "");

  // An unterminated comment hides everything after it on GitHub, so it goes too.
  const comments = /<!--[\s\S]*?(?:-->|$)/g;
  note("HTML comments", count(text, comments));
  text = text.replace(comments, "");

  note("script/style/embedded elements", count(text, DROPPED_ELEMENTS));
  text = text.replace(DROPPED_ELEMENTS, "");

  note("hidden elements", count(text, HIDDEN_ELEMENT));
  text = text.replace(HIDDEN_ELEMENT, "");

  note("hidden link definitions", count(text, HIDDEN_LINK_DEFINITION));
  text = text.replace(HIDDEN_LINK_DEFINITION, "");

  note("inline data images", count(text, MARKDOWN_DATA_IMAGE));
  text = text.replace(MARKDOWN_DATA_IMAGE, (_m, alt: string) => `[image: ${alt || "inline data"} (removed)]`);

  // Images are replaced by a visible description: their alt/title can carry text nobody reads.
  text = text.replace(IMG_TAG, (_m, attrs: string) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? "";
    return /^https?:\/\//i.test(src) ? `[image: ${src}]` : "[image removed]";
  });

  return { text: text.replace(/\n{3,}/g, "\n\n").trim(), removed };
}

/** Cut text to `max` characters, saying so. */
export function truncate(text: string, max: number, what = "text"): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n[… ${what} cut: ${text.length - max} more characters not shown]`;
}
