/**
 * The text editor's `view` of a file, pure: lines numbered as Anthropic's docs
 * show them ("1: def is_prime(n):"), `view_range` checked with the reference
 * implementation's messages, and a long file shown a window at a time with the
 * next `view_range` to ask for. Kinder than the reference: a range that runs
 * past the end is cut at the end (with a note) instead of refused.
 */
import { capLine } from "../text.js";
import { splitLines } from "./lines.js";

const VIEW_MAX_LINES = 400;
const VIEW_MAX_CHARS = 40_000;
const MAX_LINE_CHARS = 2000;

export type ViewResult = { ok: true; content: string } | { ok: false; error: string };

function checkRange(range: readonly number[], total: number): [number, number] | string {
  if (range.length !== 2)
    return "Invalid `view_range`. It should be a list of two integers: [first line, last line] (-1 = to the end).";
  const [first, last] = range as [number, number];
  const shown = `[${first}, ${last}]`;
  if (first < 1 || first > total)
    return `Invalid \`view_range\`: ${shown}. Its first element \`${first}\` should be within the range of lines of the file: [1, ${total}]`;
  if (last !== -1 && last < first)
    return `Invalid \`view_range\`: ${shown}. Its second element \`${last}\` should be larger or equal than its first \`${first}\``;
  return [first, last === -1 ? total : last];
}

export function viewText(text: string, rel: string, range?: readonly number[]): ViewResult {
  const lines = splitLines(text).lines;
  const total = lines.length;
  if (total === 0) return { ok: true, content: `${rel} is empty.` };
  let first = 1;
  let last = total;
  let note = "";
  if (range !== undefined) {
    const checked = checkRange(range, total);
    if (typeof checked === "string") return { ok: false, error: checked };
    [first, last] = checked;
    if (last > total) {
      note = `\n[${rel} has ${total} lines; shown to the end]`;
      last = total;
    }
  }
  const out: string[] = [];
  let chars = 0;
  let n = first;
  for (; n <= last && n < first + VIEW_MAX_LINES; n++) {
    const line = `${n}: ${capLine((lines[n - 1] as { text: string }).text, MAX_LINE_CHARS)}`;
    if (chars + line.length > VIEW_MAX_CHARS && out.length > 0) break;
    out.push(line);
    chars += line.length + 1;
  }
  const shownLast = n - 1;
  if (shownLast < last) {
    const next = `[${shownLast + 1}, ${Math.min(last, shownLast + VIEW_MAX_LINES)}]`;
    note = `\n[showing lines ${first}-${shownLast} of ${total}; view with view_range ${next} for more]`;
  }
  return { ok: true, content: `${out.join("\n")}${note}` };
}
