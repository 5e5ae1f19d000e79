/**
 * Gemini CLI's `replace` edit (google-gemini/gemini-cli packages/core/src/
 * tools/edit.ts, `calculateReplacement`), pure and ported strategy by strategy:
 * the exact text (every occurrence), then a line-by-line match that ignores
 * surrounding whitespace and re-indents new_string, then a regular expression
 * over old_string's tokens with any whitespace between them, then a fuzzy
 * match (weighted Levenshtein distance ≤ 10 %, whitespace differences at a
 * tenth of the cost). The file's final newline, or its lack, is kept. Content
 * is LF-only; the tool puts the file's endings back (./endings.ts).
 */
import { distance } from "fastest-levenshtein";

type Strategy = "exact" | "flexible" | "regex" | "fuzzy";

export interface ReplaceRequest {
  oldString: string;
  newString: string;
  /** How many occurrences must be found (expected_replacements, default 1). */
  expected: number;
  /** allow_multiple (gemini-cli since 2026): any number of occurrences, all replaced. */
  allowMultiple: boolean;
}

export interface Replacement {
  newContent: string;
  occurrences: number;
  strategy?: Strategy;
  /** 1-based line ranges of a fuzzy match, for the result. */
  fuzzyLines?: { start: number; end: number }[];
}

const FUZZY_THRESHOLD = 0.1;
const WHITESPACE_PENALTY = 0.1;
const FUZZY_MIN_LENGTH = 10;
const FUZZY_MAX_WORK = 400_000_000;
const DELIMITERS = ["(", ")", ":", "[", "]", "{", "}", ">", "<", "="];

function restoreTrailingNewline(original: string, modified: string): string {
  const had = original.endsWith("\n");
  if (had && !modified.endsWith("\n")) return `${modified}\n`;
  if (!had && modified.endsWith("\n")) return modified.replace(/\n$/, "");
  return modified;
}

/** Lines with their "\n" (the last without one when the text has no final newline). */
function linesWithEnds(text: string): string[] {
  return text.match(/.*(?:\n|$)/g)?.slice(0, -1) ?? [];
}

const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0] ?? "";

/** new_string's lines moved to `target` indentation, keeping their indentation relative to its first line. */
function applyIndentation(lines: string[], target: string): string[] {
  if (lines.length === 0) return [];
  const ref = indentOf(lines[0] as string);
  return lines.map((line) => {
    if (line.trim() === "") return "";
    if (line.startsWith(ref)) return target + line.slice(ref.length);
    return target + line.trimStart();
  });
}

function exact(content: string, req: ReplaceRequest, search: string, replace: string): Replacement | undefined {
  // Counted as content.split(search).length - 1 counts them: non-overlapping, left to right.
  const first = content.indexOf(search);
  if (first === -1) return undefined;
  let occurrences = 1;
  for (let i = content.indexOf(search, first + search.length); i !== -1; i = content.indexOf(search, i + search.length))
    occurrences++;
  if (!req.allowMultiple && occurrences > req.expected) return { newContent: content, occurrences };
  const replaced =
    occurrences === 1
      ? content.slice(0, first) + replace + content.slice(first + search.length)
      : content.split(search).join(replace);
  return { newContent: restoreTrailingNewline(content, replaced), occurrences, strategy: "exact" };
}

function flexible(content: string, req: ReplaceRequest, search: string, replace: string): Replacement | undefined {
  const source = linesWithEnds(content);
  const wanted = search.split("\n").map((l) => l.trim());
  const replaceLines = replace.split("\n");
  let occurrences = 0;
  for (let i = 0; i <= source.length - wanted.length; i++) {
    const window = source.slice(i, i + wanted.length);
    if (!window.every((line, j) => line.trim() === wanted[j])) continue;
    occurrences++;
    let text = applyIndentation(replaceLines, indentOf(window[0] as string)).join("\n");
    if (req.newString !== "" && (window.at(-1) as string).endsWith("\n") && !text.endsWith("\n")) text += "\n";
    source.splice(i, wanted.length, text);
  }
  if (occurrences === 0) return undefined;
  return { newContent: restoreTrailingNewline(content, source.join("")), occurrences, strategy: "flexible" };
}

function regex(content: string, req: ReplaceRequest, search: string, replace: string): Replacement | undefined {
  let spaced = search;
  for (const d of DELIMITERS) spaced = spaced.split(d).join(` ${d} `);
  const tokens = spaced.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return undefined;
  const pattern = `^([ \\t]*)${tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s*")}`;
  const matches = content.match(new RegExp(pattern, "gm"));
  if (!matches) return undefined;
  const newLines = replace.split("\n");
  const all = req.allowMultiple || req.expected > 1;
  const modified = content.replace(new RegExp(pattern, all ? "gm" : "m"), (_m, indent: string | undefined) =>
    applyIndentation(newLines, indent ?? "").join("\n"),
  );
  return {
    newContent: restoreTrailingNewline(content, modified),
    occurrences: matches.length,
    strategy: "regex",
  };
}

const stripWhitespace = (s: string) => s.replace(/\s/g, "");

function fuzzy(content: string, req: ReplaceRequest, search: string, replace: string): Replacement | undefined {
  if (req.oldString.length < FUZZY_MIN_LENGTH) return undefined;
  const source = linesWithEnds(content);
  const wanted = linesWithEnds(search).map((l) => l.trimEnd());
  if (source.length * req.oldString.length ** 2 > FUZZY_MAX_WORK || wanted.length === 0) return undefined;
  const n = wanted.length;
  const block = wanted.join("\n");
  const strippedBlock = stripWhitespace(block);
  const candidates: { index: number; score: number }[] = [];
  for (let i = 0; i <= source.length - n; i++) {
    const text = source
      .slice(i, i + n)
      .map((l) => l.trimEnd())
      .join("\n");
    if (Math.abs(text.length - block.length) / block.length > FUZZY_THRESHOLD / WHITESPACE_PENALTY) continue;
    const raw = distance(text, block);
    const norm = distance(stripWhitespace(text), strippedBlock);
    const score = (norm + (raw - norm) * WHITESPACE_PENALTY) / block.length;
    if (score <= FUZZY_THRESHOLD) candidates.push({ index: i, score });
  }
  if (candidates.length === 0) return undefined;
  candidates.sort((a, b) => a.score - b.score || a.index - b.index);
  const chosen: { index: number; score: number }[] = [];
  for (const c of candidates) if (!chosen.some((m) => Math.abs(m.index - c.index) < n)) chosen.push(c);
  const fuzzyLines = chosen.map((m) => ({ start: m.index + 1, end: m.index + n })).sort((a, b) => a.start - b.start);
  const newLines = replace.split("\n");
  for (const m of [...chosen].sort((a, b) => b.index - a.index)) {
    let text = applyIndentation(newLines, indentOf(source[m.index] as string)).join("\n");
    if ((source[m.index + n - 1] as string).endsWith("\n")) text += "\n";
    source.splice(m.index, n, text);
  }
  return {
    newContent: restoreTrailingNewline(content, source.join("")),
    occurrences: chosen.length,
    strategy: "fuzzy",
    fuzzyLines,
  };
}

/** gemini-cli's calculateReplacement: the first strategy that finds old_string decides. */
export function calculateReplacement(content: string, req: ReplaceRequest): Replacement {
  const search = req.oldString.replaceAll("\r\n", "\n");
  const replace = req.newString.replaceAll("\r\n", "\n");
  if (search === "") return { newContent: content, occurrences: 0 };
  for (const strategy of [exact, flexible, regex, fuzzy]) {
    const found = strategy(content, req, search, replace);
    if (found) return found;
  }
  return { newContent: content, occurrences: 0 };
}
