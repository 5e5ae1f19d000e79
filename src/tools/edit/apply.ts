/**
 * The replace_in_file engine: pure, no I/O. Applies every SEARCH/REPLACE block
 * of a diff to a file's text, or none of them, on whole lines (./lines.ts):
 * every line of a section includes its newline, so an empty REPLACE deletes the
 * matched lines entirely. Blocks may come in any order; each is located in the
 * original text, and overlapping blocks are refused.
 */
import { numberLines } from "../text.js";
import { joinLines, type Line, type LineFile, spliceLines, splitLines, wholeLineFinder } from "./lines.js";
import { type ExactFinder, findMatch, type Match, type MatchMethod } from "./match.js";
import { nearestLine } from "./nearest.js";
import { type EditBlock, parseBlocks } from "./parse-blocks.js";

export type EditFailureKind = "malformed" | "no-match" | "ambiguous" | "overlap" | "empty-search";

export type EditOutcome =
  | {
      ok: true;
      content: string;
      blocks: number;
      methods: MatchMethod[];
      changed: boolean;
      /** Said to the model with the result (e.g. a last block applied without its closing marker). */
      notes: string[];
    }
  | { ok: false; kind: EditFailureKind; error: string };

const QUOTE_LINES = 30;
const REGION_CONTEXT = 3;

function quote(lines: string[]): string {
  const shown = lines.slice(0, QUOTE_LINES).join("\n");
  return lines.length > QUOTE_LINES ? `${shown}\n[… ${lines.length - QUOTE_LINES} more lines]` : shown;
}

function region(texts: string[], start: number, length: number): string {
  const from = Math.max(0, start - REGION_CONTEXT);
  const to = Math.min(texts.length, start + Math.min(length, QUOTE_LINES) + REGION_CONTEXT);
  return numberLines(texts.slice(from, to), from + 1, 300);
}

function noMatchMessage(texts: string[], block: EditBlock, total: number, label: string, term: string): string {
  const near = nearestLine(texts, block.search);
  const where =
    near === undefined
      ? "Nothing in the file resembles it."
      : `The closest part of the file (lines ${near + 1}-${Math.min(texts.length, near + block.search.length)}):\n${region(texts, near, block.search.length)}`;
  return (
    `${term} ${block.index} of ${total} (diff line ${block.line}) does not match ${label} — ` +
    `tried exact lines, lines with surrounding whitespace trimmed and first/last-line anchors (a SEARCH matches whole lines, never part of one).\nThe block:\n${quote(block.search)}\n` +
    `${where}\nCopy the SEARCH lines exactly from the current file (read_file shows it) and retry.`
  );
}

const UNTERMINATED_NOTE =
  "The last block had no closing `+++++++ REPLACE` marker (the reply was probably cut off); it was applied as written. Read the end of that region to check it is complete.";

type Located = { block: EditBlock; match: Match };
type Failure = { kind: EditFailureKind; message: string };

function locate(
  texts: string[],
  block: EditBlock,
  total: number,
  label: string,
  term: string,
  exactFinder?: ExactFinder,
): Located | Failure {
  if (block.search.length === 0) {
    return {
      kind: "empty-search",
      message: `${term} ${block.index} is empty, but ${label} is not: quote the lines to replace (an empty SEARCH only fills an empty or new file; use write_to_file to replace the whole file).`,
    };
  }
  if (block.search.every((l) => l.trim() === "")) {
    return {
      kind: "empty-search",
      message: `${term} ${block.index} (diff line ${block.line}) holds only whitespace, which cannot say which lines to replace in ${label}: quote at least one line with text in it.`,
    };
  }
  const outcome = findMatch(texts, block.search, block.replace, exactFinder);
  if (outcome.kind === "found") return { block, match: outcome.match };
  if (outcome.kind === "none") return { kind: "no-match", message: noMatchMessage(texts, block, total, label, term) };
  const how =
    outcome.method === "exact"
      ? ""
      : ` (after ${outcome.method === "trimmed" ? "trimming whitespace" : "matching first/last lines"})`;
  return {
    kind: "ambiguous",
    message: `${term} ${block.index} of ${total} matches ${outcome.lines.length > 10 ? "more than 10" : outcome.lines.length} places in ${label}${how} (starting at lines ${outcome.lines.join(", ")}). Add surrounding lines to the SEARCH (and REPLACE) so it matches exactly one place.\nThe block:\n${quote(block.search)}`,
  };
}

function failed(label: string, errors: Failure[], blocks: number): EditOutcome {
  const shown = errors.slice(0, 3).map((e) => e.message);
  if (errors.length > 3) shown.push(`[… ${errors.length - 3} more failing blocks]`);
  const okCount = blocks - errors.length;
  const tail =
    okCount > 0 ? `\n(${okCount} other block(s) matched, but nothing was written: all blocks apply or none.)` : "";
  return {
    ok: false,
    kind: (errors[0] as Failure).kind,
    error: `Nothing was written to ${label}.\n${shown.join("\n\n")}${tail}`,
  };
}

/** An empty (or new) file takes the REPLACE lines of its empty SEARCH blocks, each line with its newline. */
function fillEmpty(
  file: LineFile,
  blocks: EditBlock[],
  label: string,
  isNew: boolean,
  term: string,
): EditOutcome | Line[] {
  const bad = blocks.find((b) => b.search.some((l) => l.trim() !== ""));
  if (bad) {
    return {
      ok: false,
      kind: "no-match",
      error: `${label} is ${isNew ? "a new file" : "empty"}, so ${term} ${bad.index} cannot match. Use an empty SEARCH section to write its first content, or write_to_file.`,
    };
  }
  return blocks.flatMap((b) => spliceLines(file, 0, 0, b.replace));
}

/**
 * Applies `diff` to `original` (undefined for a file that does not exist yet).
 * `label` names the file in messages.
 */
export function applyDiff(original: string | undefined, diff: string, label: string): EditOutcome {
  const parsed = parseBlocks(diff);
  if (!parsed.ok) return { ok: false, kind: "malformed", error: parsed.error };
  return applyBlocks(original, parsed.blocks, label, parsed.unterminated ? [UNTERMINATED_NOTE] : []);
}

/**
 * The engine every edit format shares (SEARCH/REPLACE, apply_patch hunks, the
 * text editor's str_replace): whole-line blocks, located in the original, all or none.
 */
function applyBlocks(
  original: string | undefined,
  blocks: EditBlock[],
  label: string,
  notes: string[] = [],
  /** What a block is called in messages ("hunk" for apply_patch). */
  term = "SEARCH block",
): EditOutcome {
  const file = splitLines(original ?? "");

  if (file.lines.length === 0) {
    const lines = fillEmpty(file, blocks, label, original === undefined, term);
    if (!Array.isArray(lines)) return lines;
    return done(file, lines, original, blocks.length, ["exact"], notes);
  }

  const texts = file.lines.map((l) => l.text);
  const finder = wholeLineFinder(original ?? "", file, 10);
  const located: Located[] = [];
  const errors: Failure[] = [];
  for (const block of blocks) {
    const r = locate(texts, block, blocks.length, label, term, finder);
    if ("match" in r) located.push(r);
    else errors.push(r);
  }
  if (errors.length > 0) return failed(label, errors, blocks.length);

  located.sort((a, b) => a.match.start - b.match.start);
  for (let k = 1; k < located.length; k++) {
    const prev = located[k - 1] as Located;
    const cur = located[k] as Located;
    if (cur.match.start < prev.match.end) {
      return {
        ok: false,
        kind: "overlap",
        error: `Nothing was written to ${label}: ${term}s ${prev.block.index} and ${cur.block.index} overlap (both cover line ${cur.match.start + 1}). Merge them into one block.`,
      };
    }
  }
  const out: Line[] = [];
  let at = 0;
  for (const { match } of located) {
    out.push(...file.lines.slice(at, match.start), ...spliceLines(file, match.start, match.end, match.replace));
    at = match.end;
  }
  out.push(...file.lines.slice(at));
  const methods = [...new Set(located.map((m) => m.match.method))];
  return done(file, out, original, blocks.length, methods, notes);
}

function done(
  file: LineFile,
  lines: Line[],
  original: string | undefined,
  blocks: number,
  methods: MatchMethod[],
  notes: string[],
): EditOutcome {
  const content = joinLines({ ...file, lines });
  return { ok: true, content, blocks, methods, changed: content !== original, notes };
}
