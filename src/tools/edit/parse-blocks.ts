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
  /** The SEARCH section's lines (without line endings); empty for an empty SEARCH. */
  search: string[];
  replace: string[];
}

export type ParseBlocksResult =
  | {
      ok: true;
      blocks: EditBlock[];
      /** The last block ended without its closing marker (the reply was probably cut off) and was taken as is. */
      unterminated: boolean;
    }
  | { ok: false; error: string };

const SEARCH = /^(?:-{3,}|<{3,}) ?SEARCH>?$/;
const DIVIDER = /^={3,}$/;
const REPLACE = /^(?:\+{3,}|>{3,}) ?REPLACE>?$/;
/** A line that was probably meant as a marker but is malformed. */
/** A closing marker cut off part-way ("+++++++ REPL"), as a reply that ran out of tokens ends. */
const PARTIAL_REPLACE = /^(?:\+{3,}|>{3,}) ?R?E?P?L?A?C?E?$/;
const NEAR_MARKER = /^(?:[-<>+=]{3,}\s*(?:SEARCH|REPLACE)\b.*|(?:SEARCH|REPLACE)\s*[-<>+=]{3,}.*|[-<>+]{5,}\s*\w*)$/i;

const FORMAT_HINT =
  "Each block is:\n------- SEARCH\n<exact lines from the file>\n=======\n<new lines>\n+++++++ REPLACE";

export function parseBlocks(diff: string): ParseBlocksResult {
  const lines = diff.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  // The newline ending the diff's last line does not start another line.
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
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
        blocks.push({ index: blocks.length + 1, line: opened, search, replace });
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
  if (state === "search")
    return fail(lines.length, `the block opened at line ${opened} ends without \`=======\` and \`+++++++ REPLACE\`.`);
  const unterminated = state === "replace";
  if (unterminated) {
    // Everything before was well-formed: a reply cut off in its last REPLACE section is applied as written.
    if (PARTIAL_REPLACE.test((replace.at(-1) ?? "").trim())) replace.pop();
    blocks.push({ index: blocks.length + 1, line: opened, search, replace });
  }
  if (blocks.length === 0) return { ok: false, error: `No SEARCH/REPLACE blocks found in the diff.\n${FORMAT_HINT}` };
  return { ok: true, blocks, unterminated };
}
