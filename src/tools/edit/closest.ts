/**
 * "The closest part of the file": what an edit that did not match most
 * resembles, numbered, with look-alike characters (no-break spaces, curly
 * quotes, typographic dashes) spelled out so the model can see what differs.
 */
import { numberLines } from "../text.js";
import { nearestLine } from "./nearest.js";
import { showLookalikes } from "./typography.js";

const QUOTE_LINES = 30;

/** Lines quoted back to the model, at most QUOTE_LINES, look-alikes spelled out. */
export function quote(lines: readonly string[]): string {
  const shown = lines.slice(0, QUOTE_LINES).map(showLookalikes).join("\n");
  return lines.length > QUOTE_LINES ? `${shown}\n[… ${lines.length - QUOTE_LINES} more lines]` : shown;
}

/** The region of `texts` (a file's lines) most like `wanted`, or a sentence saying nothing is. */
export function closestPart(texts: readonly string[], wanted: readonly string[]): string {
  const near = nearestLine(texts, wanted);
  if (near === undefined) return "Nothing in the file resembles it.";
  const from = Math.max(0, near - 2);
  const to = Math.min(texts.length, near + Math.min(wanted.length, QUOTE_LINES) + 2);
  const shown = texts.slice(from, to).map(showLookalikes);
  const marks = shown.some((l, i) => l !== texts[from + i]) ? "; ⟨U+…⟩ marks a character that looks like another" : "";
  return `The closest part of the file (lines ${near + 1}-${Math.min(texts.length, near + wanted.length)}${marks}):\n${numberLines(shown, from + 1, 300)}`;
}
