/**
 * Parses SEARCH/REPLACE blocks out of a replace_in_file diff. Both marker sets
 * are accepted (`------- SEARCH` / `=======` / `+++++++ REPLACE`, and the legacy
 * `<<<<<<< SEARCH` / `>>>>>>> REPLACE`). A broken sequence is reported with the
 * line and what was expected, so the model can fix its own diff.
 */

export interface EditBlock {
  /** 1-based position of the block in the diff. */
  index: number;
  /** 1-based line of the diff where the block's SEARCH marker stands. */
  line: number;
  search: string;
  replace: string;
}

export type ParseBlocksResult = { ok: true; blocks: EditBlock[] } | { ok: false; error: string };

const SEARCH = /^(?:-{3,}|<{3,}) ?SEARCH>?$/;
const DIVIDER = /^={3,}$/;
const REPLACE = /^(?:\+{3,}|>{3,}) ?REPLACE>?$/;
/** A line that was probably meant as a marker but is malformed. */
const NEAR_MARKER = /^(?:[-<>+=]{3,}\s*(?:SEARCH|REPLACE)\b.*|(?:SEARCH|REPLACE)\s*[-<>+=]{3,}.*|[-<>+]{5,}\s*\w*)$/i;

export const FORMAT_HINT =
  "Each block is:\n------- SEARCH\n<exact lines from the file>\n=======\n<new lines>\n+++++++ REPLACE";

export function parseBlocks(diff: string): ParseBlocksResult {
  const lines = diff.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  const blocks: EditBlock[] = [];
  let state: "idle" | "search" | "replace" = "idle";
  let search: string[] = [];
  let replace: string[] = [];
  let opened = 0;
  const fail = (n: number, what: string): ParseBlocksResult => ({
    ok: false,
    error: `Malformed diff at line ${n}: ${what}\n${FORMAT_HINT}`,
  });

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const marker = raw.trim();
    const n = i + 1;
    if (state === "idle") {
      if (SEARCH.test(marker)) {
        state = "search";
        opened = n;
        search = [];
        replace = [];
      } else if (DIVIDER.test(marker)) return fail(n, "`=======` with no `------- SEARCH` before it.");
      else if (REPLACE.test(marker)) return fail(n, "`+++++++ REPLACE` with no block open.");
      else if (marker !== "" && !marker.startsWith("```")) {
        const hint = NEAR_MARKER.test(marker) ? "this looks like a misspelled marker" : "text outside any block";
        return fail(n, `${JSON.stringify(raw.slice(0, 80))} — ${hint}.`);
      }
    } else if (state === "search") {
      if (DIVIDER.test(marker)) state = "replace";
      else if (SEARCH.test(marker))
        return fail(n, `a new SEARCH marker, but the block opened at line ${opened} has no \`=======\` yet.`);
      else if (REPLACE.test(marker))
        return fail(n, `\`+++++++ REPLACE\` before the \`=======\` of the block opened at line ${opened}.`);
      else search.push(raw);
    } else {
      if (REPLACE.test(marker)) {
        blocks.push({ index: blocks.length + 1, line: opened, search: search.join("\n"), replace: replace.join("\n") });
        state = "idle";
      } else if (SEARCH.test(marker))
        return fail(
          n,
          `a new SEARCH marker, but the block opened at line ${opened} was not closed with \`+++++++ REPLACE\`.`,
        );
      else if (DIVIDER.test(marker))
        return fail(
          n,
          `a second \`=======\` in the block opened at line ${opened}; close it with \`+++++++ REPLACE\`.`,
        );
      else replace.push(raw);
    }
  }
  if (state !== "idle") {
    const missing = state === "search" ? "`=======` and `+++++++ REPLACE`" : "`+++++++ REPLACE`";
    return fail(lines.length, `the block opened at line ${opened} ends without ${missing}.`);
  }
  if (blocks.length === 0) return { ok: false, error: `No SEARCH/REPLACE blocks found in the diff.\n${FORMAT_HINT}` };
  return { ok: true, blocks };
}
