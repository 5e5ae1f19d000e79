/**
 * Gemini CLI's edit tool, `replace` (file_path, old_string, new_string,
 * expected_replacements), offered to Google models: the replacement itself is
 * pure (./edit/gemini-replace.ts), with gemini-cli's messages. An empty
 * old_string creates a new file. The only file I/O is here: one read (marked
 * READ) and one write (marked WRITE).
 */
import { z } from "zod";
import { statBeneath } from "../beneath/files.js";
import { defineTool, failure, looseBoolean, looseInt } from "./define.js";
import { closestPart } from "./edit/closest.js";
import { lfView } from "./edit/endings.js";
import { calculateReplacement, type Replacement } from "./edit/gemini-replace.js";
import { addedPlaceholder } from "./edit/omission.js";
import { changedSnippet } from "./edit/snippet.js";
import { asFailure, readText, writeText } from "./workspace-files.js";

const REPLACE_NAME = "replace";

const schema = z.object({
  file_path: z.string().describe("The path to the file to modify (relative to the repo root)."),
  old_string: z
    .string()
    .describe(
      "The exact literal text to replace, unescaped, with enough context (3 lines before and after) to match one place. Empty to create a new file.",
    ),
  new_string: z.string().describe("The exact literal text to replace old_string with, unescaped."),
  expected_replacements: looseInt()
    .min(1)
    .optional()
    .describe("Number of replacements expected. Defaults to 1. Use when you want to replace multiple occurrences."),
  // Accepted from models trained on later gemini-cli versions (allow_multiple replaced expected_replacements
  // in 2026; instruction fed its LLM self-correction); left out of the schema the model is shown.
  allow_multiple: looseBoolean().optional(),
  instruction: z.string().optional(),
});
type Input = z.output<typeof schema>;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** gemini-cli's getErrorReplaceResult, with where to look next. */
function replaceError(input: Input, found: Replacement, rel: string, lf: string): string | undefined {
  const expected = input.expected_replacements ?? 1;
  if (found.occurrences === 0) {
    const lines = lf === "" ? [] : lf.replace(/\n$/, "").split("\n");
    const where =
      lines.length === 0
        ? `${rel} is empty.`
        : closestPart(lines, input.old_string.replaceAll("\r\n", "\n").replace(/\n$/, "").split("\n"));
    return `Failed to edit, 0 occurrences found for old_string in ${rel}. Ensure you're not escaping content incorrectly and check whitespace, indentation, and context. Use read_file tool to verify.\n${where}`;
  }
  if (!input.allow_multiple && found.occurrences !== expected)
    return `Failed to edit, Expected ${expected} ${plural(expected, "occurrence", "occurrences")} but found ${found.occurrences} for old_string in file: ${rel}. Add surrounding lines to old_string so it matches ${expected === 1 ? "one place" : `${expected} places`}, or set expected_replacements to ${found.occurrences} to replace them all.`;
  if (input.old_string.replaceAll("\r\n", "\n") === input.new_string.replaceAll("\r\n", "\n"))
    return `No changes to apply. The old_string and new_string are identical in file: ${rel}`;
  return undefined;
}

export function createReplace() {
  const tool = defineTool({
    name: REPLACE_NAME,
    description:
      "Replaces text within a file. By default, replaces a single occurrence, but can replace multiple occurrences when `expected_replacements` is specified. old_string and new_string are exact literal text (whitespace, indentation, newlines included); old_string must match one place unless expected_replacements says how many. Read the file with read_file first. An empty old_string creates a new file.",
    schema,
    access: (input) => ({ kind: "write", paths: [input.file_path] }),
    async execute(input, ctx) {
      const placeholder = addedPlaceholder(input.old_string, input.new_string);
      if (placeholder) return failure(placeholder);
      let where: Awaited<ReturnType<typeof statBeneath>>;
      try {
        where = await statBeneath(ctx.workspace, input.file_path);
      } catch (e) {
        return asFailure(e);
      }
      const rel = where.rel;
      const info = where.stat;
      if (!info) {
        if (input.old_string !== "")
          return failure(`File not found: ${rel}. Cannot apply edit. Use an empty old_string to create a new file.`);
        const created = await writeText(ctx.workspace, rel, input.new_string); // WRITE
        if (!created.ok) return created.result;
        return {
          ok: true,
          content: `Created new file: ${created.rel} with provided content.`,
          writtenPaths: [created.rel],
          summary: `${created.rel} (created)`,
        };
      }
      if (!info.isFile()) return failure(`${rel} is not a regular file; replace edits files.`);
      if (input.old_string === "")
        return failure(
          `Failed to edit. Attempted to create a file that already exists: ${rel}. Give old_string the text to replace, or use write_to_file to rewrite the whole file.`,
        );
      const decoded = await readText(ctx.workspace, rel, "replace"); // READ
      if (!decoded.ok) return decoded.result;
      if (!decoded.exists) return failure(`File not found: ${rel}. Cannot apply edit.`);
      const view = lfView(decoded.text);
      const lf = view.lf;
      const found = calculateReplacement(lf, {
        oldString: input.old_string,
        newString: input.new_string,
        expected: input.expected_replacements ?? 1,
        allowMultiple: input.allow_multiple === true,
      });
      const error = replaceError(input, found, rel, lf);
      if (error) return failure(error);
      const content = view.back(found.newContent);
      if (content === decoded.text)
        return { ok: true, content: `No change: ${rel} already reads that way.`, writtenPaths: [] };
      const written = await writeText(ctx.workspace, rel, content); // WRITE
      if (!written.ok) return written.result;
      const fuzzy = found.fuzzyLines
        ? ` Applied fuzzy match at line${found.fuzzyLines.length > 1 ? "s" : ""} ${found.fuzzyLines.map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`)).join(", ")}.`
        : "";
      const n = found.occurrences;
      return {
        ok: true,
        // gemini-cli's words, "(1 replacements)" included.
        content: `Successfully modified file: ${rel} (${n} replacements). Here is the updated code:\n${changedSnippet(lf, found.newContent)}${fuzzy ? `\n${fuzzy.trim()}` : ""}`,
        writtenPaths: [rel],
        summary: `${rel} (${n} ${plural(n, "replacement", "replacements")})`,
      };
    },
  });
  // The schema the model sees is the one the issue's gemini-cli version defines: no allow_multiple, no instruction.
  const properties = { ...(tool.inputSchema["properties"] as Record<string, unknown>) };
  delete properties["allow_multiple"];
  delete properties["instruction"];
  tool.inputSchema = { ...tool.inputSchema, properties };
  return tool;
}
