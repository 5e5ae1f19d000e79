/**
 * Anthropic's text editor tool (`str_replace_based_edit_tool`, offered to
 * Claude as the provider-defined text_editor_20250728): view, create,
 * str_replace and insert, with the documented messages. The edits themselves
 * are pure (./edit/str-replace.ts, ./edit/editor-view.ts); the only file I/O
 * is here: one read (marked READ) and one write (marked WRITE) per call.
 */
import { z } from "zod";
import { statBeneath } from "../beneath/files.js";
import { defineTool, failure, looseInt } from "./define.js";
import { viewText } from "./edit/editor-view.js";
import { type EditResult, insertLines, strReplace } from "./edit/str-replace.js";
import { createListFiles } from "./list-files.js";
import type { ToolContext, ToolResult } from "./types.js";
import { asFailure, readText, writeText } from "./workspace-files.js";

const TEXT_EDITOR_NAME = "str_replace_based_edit_tool";

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

const COMMANDS = "view, create, str_replace, insert";

/** The edit a command asks for, given the file's text; a string when its parameters are missing. */
function edit(input: Input, text: string, rel: string): EditResult | string {
  if (input.command === "str_replace") {
    if (input.old_str === undefined || input.old_str === "")
      return "Parameter `old_str` is required for command: str_replace (the exact text to replace, copied from the file).";
    return strReplace(text, input.old_str, input.new_str ?? "", rel);
  }
  const insert = input.insert_text ?? input.new_str;
  if (input.insert_line === undefined)
    return "Parameter `insert_line` is required for command: insert (0 = the top of the file).";
  if (insert === undefined) return "Parameter `insert_text` is required for command: insert (the text to insert).";
  return insertLines(text, input.insert_line, insert, rel);
}

async function viewDirectory(input: Input, rel: string, ctx: ToolContext): Promise<ToolResult> {
  if (input.view_range) return failure("The `view_range` parameter is not allowed when `path` points to a directory.");
  const listed = await createListFiles().execute({ path: input.path, recursive: false }, ctx);
  if (!listed.ok) return listed;
  return { ...listed, content: `Files and directories in ${rel} (not hidden by .gitignore):\n${listed.content}` };
}

export function createTextEditor() {
  return defineTool({
    name: TEXT_EDITOR_NAME,
    description: `View, create and edit text files. Commands: ${COMMANDS}. view: a file with line numbers (view_range [first, last]) or a directory; create: a new file (file_text); str_replace: old_str, found exactly once, becomes new_str; insert: insert_text after line insert_line (0 = top).`,
    schema,
    access: (input) => ({ kind: input.command === "view" ? "read" : "write", paths: [input.path] }),
    async execute(input, ctx) {
      let where: Awaited<ReturnType<typeof statBeneath>>;
      try {
        where = await statBeneath(ctx.workspace, input.path);
      } catch (e) {
        return failure(`Error: ${asFailure(e).content}`);
      }
      const rel = where.rel;
      const info = where.stat;
      if (input.command === "create") {
        if (input.file_text === undefined) return failure("Parameter `file_text` is required for command: create.");
        if (info)
          return failure(
            `File already exists at: ${rel}. Cannot overwrite files using command \`create\`. Use str_replace or insert to change it.`,
          );
        const created = await writeText(ctx.workspace, rel, input.file_text); // WRITE
        if (!created.ok) return created.result;
        return {
          ok: true,
          content: `File created successfully at: ${created.rel}`,
          writtenPaths: [created.rel],
          summary: `${created.rel} (created)`,
        };
      }
      if (!info)
        return failure(
          `Error: File not found: ${rel}. ${input.command === "view" ? "View a directory to find the right path" : 'Use command "create" to make a new file'}.`,
        );
      if (info.isDirectory()) {
        if (input.command === "view") return viewDirectory(input, rel, ctx);
        return failure(`The path ${rel} is a directory and only the \`view\` command can be used on directories.`);
      }
      if (!info.isFile()) return failure(`${rel} is not a regular file; the text editor edits files.`);
      const viewing = input.command === "view";
      const decoded = await readText(ctx.workspace, rel, "the text editor", viewing); // READ
      if (!decoded.ok) return failure(`Error: ${decoded.result.content}`);
      if (!decoded.exists) return failure(`Error: File not found: ${rel}.`);
      if (input.command === "view") {
        const shown = viewText(decoded.text, rel, input.view_range);
        return shown.ok ? { ok: true, content: shown.content, writtenPaths: [] } : failure(shown.error);
      }
      const next = edit(input, decoded.text, rel);
      if (typeof next === "string") return failure(next);
      if (!next.ok) return failure(next.error);
      if (next.content === decoded.text)
        return { ok: true, content: `No change: ${rel} already reads that way.`, writtenPaths: [] };
      const written = await writeText(ctx.workspace, rel, next.content); // WRITE
      if (!written.ok) return written.result;
      const what = input.command === "insert" ? `inserted after line ${input.insert_line}` : "replaced";
      return { ok: true, content: next.message, writtenPaths: [written.rel], summary: `${written.rel} (${what})` };
    },
  });
}
