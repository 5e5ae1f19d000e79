/**
 * The replace_in_file engine: pure, no I/O. Applies every SEARCH/REPLACE block
 * of a diff to a file's text, or none of them. Blocks may come in any order;
 * each is located in the original text, and overlapping blocks are refused.
 * CRLF files, a missing final newline and a byte-order mark are preserved.
 */
import { numberLines } from "../text.js";
import { findMatch, LineIndex, type Match, type MatchMethod } from "./match.js";
import { nearestLine } from "./nearest.js";
import { type EditBlock, parseBlocks } from "./parse-blocks.js";

export type EditFailureKind = "malformed" | "no-match" | "ambiguous" | "overlap" | "empty-search";

export type EditOutcome =
  | { ok: true; content: string; blocks: number; methods: MatchMethod[]; changed: boolean }
  | { ok: false; kind: EditFailureKind; error: string };

const QUOTE_LINES = 30;
const REGION_CONTEXT = 3;

function quote(text: string): string {
  const lines = text.split("\n");
  const shown = lines.slice(0, QUOTE_LINES).join("\n");
  return lines.length > QUOTE_LINES ? `${shown}\n[… ${lines.length - QUOTE_LINES} more lines]` : shown;
}

function region(index: LineIndex, start: number, length: number): string {
  const from = Math.max(0, start - REGION_CONTEXT);
  const to = Math.min(index.lines.length, start + Math.min(length, QUOTE_LINES) + REGION_CONTEXT);
  return numberLines(index.lines.slice(from, to), from + 1, 300);
}

function noMatchMessage(index: LineIndex, block: EditBlock, total: number, label: string): string {
  const searchLines = block.search.split("\n");
  const near = nearestLine(index.lines, searchLines);
  const where =
    near === undefined
      ? "Nothing in the file resembles it."
      : `The closest part of the file (lines ${near + 1}-${Math.min(index.lines.length, near + searchLines.length)}):\n${region(index, near, searchLines.length)}`;
  return (
    `SEARCH block ${block.index} of ${total} (diff line ${block.line}) does not match ${label} — ` +
    `tried exact text, whitespace-insensitive lines and first/last-line anchors.\nThe block:\n${quote(block.search)}\n` +
    `${where}\nCopy the SEARCH lines exactly from the current file (read_file shows it) and retry.`
  );
}

/** CRLF only when every newline is CRLF; mixed files are edited as they are. */
function isCrlf(text: string): boolean {
  const lf = text.split("\n").length - 1;
  return lf > 0 && text.split("\r\n").length - 1 === lf;
}

/**
 * Applies `diff` to `original` (undefined for a file that does not exist yet).
 * `label` names the file in messages.
 */
export function applyDiff(original: string | undefined, diff: string, label: string): EditOutcome {
  const parsed = parseBlocks(diff);
  if (!parsed.ok) return { ok: false, kind: "malformed", error: parsed.error };
  const blocks = parsed.blocks;

  let text = original ?? "";
  const bom = text.startsWith("\uFEFF") ? "\uFEFF" : "";
  text = text.slice(bom.length);
  const crlf = isCrlf(text);
  if (crlf) text = text.replaceAll("\r\n", "\n");

  // An empty file (or a new one) takes the REPLACE text of empty SEARCH blocks.
  if (text === "") {
    const nonEmpty = blocks.find((b) => b.search.trim() !== "");
    if (nonEmpty) {
      return {
        ok: false,
        kind: "no-match",
        error: `${label} is ${original === undefined ? "a new file" : "empty"}, so SEARCH block ${nonEmpty.index} cannot match. Use an empty SEARCH section to write its first content, or write_to_file.`,
      };
    }
    const content = blocks.map((b) => b.replace).join("\n");
    return finish(content, bom, crlf, blocks.length, ["exact"], original);
  }

  const index = new LineIndex(text);
  const matches: { block: EditBlock; match: Match }[] = [];
  const errors: { kind: EditFailureKind; message: string }[] = [];
  for (const block of blocks) {
    if (block.search.trim() === "") {
      errors.push({
        kind: "empty-search",
        message: `SEARCH block ${block.index} is empty, but ${label} is not: quote the lines to replace (an empty SEARCH only fills an empty or new file; use write_to_file to replace the whole file).`,
      });
      continue;
    }
    const outcome = findMatch(index, block.search, block.replace);
    if (outcome.kind === "found") matches.push({ block, match: outcome.match });
    else if (outcome.kind === "none")
      errors.push({ kind: "no-match", message: noMatchMessage(index, block, blocks.length, label) });
    else {
      const lines = outcome.lines.join(", ");
      errors.push({
        kind: "ambiguous",
        message: `SEARCH block ${block.index} of ${blocks.length} matches ${outcome.lines.length > 10 ? "more than 10" : outcome.lines.length} places in ${label} (starting at lines ${lines}). Add surrounding lines to the SEARCH (and REPLACE) so it matches exactly one place.\nThe block:\n${quote(block.search)}`,
      });
    }
  }
  const firstError = errors[0];
  if (firstError) {
    const shown = errors.slice(0, 3).map((e) => e.message);
    if (errors.length > 3) shown.push(`[… ${errors.length - 3} more failing blocks]`);
    const okCount = blocks.length - errors.length;
    const tail =
      okCount > 0 ? `\n(${okCount} other block(s) matched, but nothing was written: all blocks apply or none.)` : "";
    return {
      ok: false,
      kind: firstError.kind,
      error: `Nothing was written to ${label}.\n${shown.join("\n\n")}${tail}`,
    };
  }

  matches.sort((a, b) => a.match.start - b.match.start);
  for (let k = 1; k < matches.length; k++) {
    const prev = matches[k - 1] as { block: EditBlock; match: Match };
    const cur = matches[k] as { block: EditBlock; match: Match };
    if (cur.match.start < prev.match.end) {
      return {
        ok: false,
        kind: "overlap",
        error: `Nothing was written to ${label}: SEARCH blocks ${prev.block.index} and ${cur.block.index} overlap (both cover line ${index.lineOf(cur.match.start)}). Merge them into one block.`,
      };
    }
  }
  const parts: string[] = [];
  let at = 0;
  for (const { match } of matches) {
    parts.push(text.slice(at, match.start), match.replace);
    at = match.end;
  }
  parts.push(text.slice(at));
  const methods = [...new Set(matches.map((m) => m.match.method))];
  return finish(parts.join(""), bom, crlf, blocks.length, methods, original);
}

function finish(
  content: string,
  bom: string,
  crlf: boolean,
  blocks: number,
  methods: MatchMethod[],
  original: string | undefined,
): EditOutcome {
  const out = bom + (crlf ? content.replaceAll("\r\n", "\n").replaceAll("\n", "\r\n") : content);
  return { ok: true, content: out, blocks, methods, changed: out !== original };
}
