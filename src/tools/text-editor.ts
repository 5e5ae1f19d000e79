/**
 * Anthropic's text editor tool (`str_replace_based_edit_tool`, offered to Claude
 * as the provider-defined textEditor_20250728): view, create, str_replace and
 * insert, on the same line model and engine as replace_in_file. str_replace
 * takes old_str as exact text first, as Claude expects; when that is not found,
 * the shared engine's trimmed and anchor matches are tried on whole lines.
 */
import { z } from "zod";
import { statBeneath } from "../beneath/files.js";
import { defineTool, failure, looseInt } from "./define.js";
import { applyBlocks } from "./edit/apply.js";
import { joinLines, type Line, splitLines } from "./edit/lines.js";
import { createListFiles } from "./list-files.js";
import { createReadFile } from "./read-file.js";
import type { ToolContext, ToolResult } from "./types.js";
import { asFailure, readText, writeText } from "./workspace-files.js";

export const TEXT_EDITOR_NAME = "str_replace_based_edit_tool";

const schema = z.object({
  command: z.enum(["view", "create", "str_replace", "insert"]),
  path: z.string().describe("Relative to repo root"),
  file_text: z.string().optional().describe("create: the whole file"),
  old_str: z.string().optional().describe("str_replace: the exact text to replace, found once"),
  new_str: z.string().optional().describe("str_replace: the new text; insert: the text to insert"),
  insert_line: looseInt().optional().describe("insert: the line after which to insert (0 = top)"),
  insert_text: z.string().optional().describe("insert: the text to insert"),
  view_range: z.array(looseInt()).optional().describe("view: [first, last] line, last -1 = end"),
});
type Input = z.output<typeof schema>;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Exact text, found once, in the file with LF endings; CRLF files get new_str in CRLF. */
function strReplace(original: string, oldStr: string, newStr: string, rel: string): string | ToolResult {
  const crlf = splitLines(original).eol === "\r\n";
  const body = crlf ? original.replaceAll("\r\n", "\n") : original;
  const want = oldStr.replaceAll("\r\n", "\n");
  const first = body.indexOf(want);
  if (first !== -1) {
    const second = body.indexOf(want, first + 1);
    if (second !== -1)
      return failure(
        `old_str occurs more than once in ${rel} (lines ${lineOf(body, first)} and ${lineOf(body, second)}). Include more surrounding lines so it is unique.`,
      );
    const out = body.slice(0, first) + newStr.replaceAll("\r\n", "\n") + body.slice(first + want.length);
    return crlf ? out.replaceAll("\n", "\r\n") : out;
  }
  // Not found as text: the shared engine tries whole lines, trimmed, then anchors.
  const lines = (s: string) => (s === "" ? [] : s.replace(/\n$/, "").split("\n"));
  const outcome = applyBlocks(
    original,
    [{ index: 1, line: 1, search: lines(want), replace: lines(newStr.replaceAll("\r\n", "\n")) }],
    rel,
    [],
    "old_str",
  );
  if (!outcome.ok)
    return failure(`No replacement was made: ${outcome.error.replace(/^Nothing was written to [^\n]*\n/, "")}`);
  return outcome.content;
}

function insert(original: string, after: number, text: string, rel: string): string | ToolResult {
  const file = splitLines(original);
  const count = file.lines.length;
  if (!Number.isInteger(after) || after < 0 || after > count)
    return failure(
      `insert_line ${after} is outside ${rel}, which has ${count} line${count === 1 ? "" : "s"}: use 0 to insert at the top, ${count} to append, or a line number in between. Nothing was changed.`,
    );
  const added: Line[] = text
    .replace(/\r?\n$/, "")
    .split(/\r?\n/)
    .map((t) => ({ text: t, eol: file.eol }));
  const lines = [...file.lines];
  const last = lines.at(-1);
  // Appending after a last line without a newline: that line gets one, the new last line keeps lacking it.
  if (after === count && last && last.eol === "") {
    lines[count - 1] = { ...last, eol: file.eol };
    (added.at(-1) as Line).eol = "";
  }
  lines.splice(after, 0, ...added);
  return joinLines({ ...file, lines });
}

async function view(input: Input, ctx: ToolContext, isDir: boolean): Promise<ToolResult> {
  if (isDir) return createListFiles().execute({ path: input.path, recursive: false }, ctx);
  const [start, end] = input.view_range ?? [];
  return createReadFile().execute(
    {
      path: input.path,
      ...(start !== undefined ? { start_line: Math.max(1, start) } : {}),
      ...(end !== undefined && end !== -1 ? { end_line: end } : {}),
    },
    ctx,
  );
}

export function createTextEditor() {
  return defineTool({
    name: TEXT_EDITOR_NAME,
    description:
      "View, create and edit text files: view (a file with line numbers, or a directory), create (a new file), str_replace (old_str found exactly once becomes new_str), insert (insert_text after insert_line).",
    schema,
    access: (input) => ({ kind: input.command === "view" ? "read" : "write", paths: [input.path] }),
    async execute(input, ctx) {
      if (input.command === "view") {
        let where: Awaited<ReturnType<typeof statBeneath>>;
        try {
          where = await statBeneath(ctx.workspace, input.path);
        } catch (e) {
          return asFailure(e);
        }
        if (!where.stat) return failure(`${where.rel} does not exist. Use command "create" to make it.`);
        return view(input, ctx, where.stat.isDirectory());
      }
      const read = await readText(ctx.workspace, input.path, "the text editor edits text files");
      if (!read.ok) return read.result;
      const rel = read.rel;
      if (input.command === "create") {
        if (input.file_text === undefined) return failure(`create needs file_text (the whole content of ${rel}).`);
        if (read.exists) return failure(`${rel} already exists; use str_replace or insert to change it.`);
        const created = await writeText(ctx.workspace, rel, input.file_text);
        if (!created.ok) return created.result;
        return {
          ok: true,
          content: `Created ${created.rel}.`,
          writtenPaths: [created.rel],
          summary: `${created.rel} (created)`,
        };
      }
      if (!read.exists) return failure(`${rel} does not exist. Use command "create" to make it.`);
      const original = read.text;
      let next: string | ToolResult;
      if (input.command === "str_replace") {
        if (input.old_str === undefined || input.old_str === "")
          return failure("str_replace needs old_str: the exact text to replace, copied from the file.");
        next = strReplace(original, input.old_str, input.new_str ?? "", rel);
      } else {
        const text = input.insert_text ?? input.new_str;
        if (input.insert_line === undefined || text === undefined)
          return failure("insert needs insert_line (0 = top of the file) and insert_text.");
        next = insert(original, input.insert_line, text, rel);
      }
      if (typeof next !== "string") return next;
      if (next === original)
        return { ok: true, content: `No change: ${rel} already reads that way.`, writtenPaths: [] };
      const written = await writeText(ctx.workspace, rel, next);
      if (!written.ok) return written.result;
      const what = input.command === "insert" ? `inserted after line ${input.insert_line}` : "replaced";
      return {
        ok: true,
        content: `Edited ${written.rel} (${what}).`,
        writtenPaths: [written.rel],
        summary: `${written.rel} (${what})`,
      };
    },
  });
}
