/**
 * list_code_definition_names: the functions, classes, methods and types of a
 * file, or of every file directly in a directory, found with tree-sitter.
 * Files no grammar covers are listed without definitions.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { defineTool, failure } from "./define.js";
import { languageFor } from "./definitions/languages.js";
import { findDefinitions } from "./definitions/parser.js";
import { IgnoreStack } from "./ignore-rules.js";
import { resolveInWorkspace } from "./paths.js";
import { capLine, capText, looksBinary } from "./text.js";

export const MAX_FILES = 50;
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_DEFS_PER_FILE = 200;
const MAX_CHARS = 40_000;

const schema = z.object({ path: z.string().describe("File or directory (its top-level files)") });

async function describeFile(abs: string, rel: string): Promise<string> {
  const spec = languageFor(rel);
  if (!spec) return `${rel} (no parser for this file type)`;
  const info = await stat(abs);
  if (info.size > MAX_FILE_BYTES) return `${rel} (too large to parse: ${info.size.toLocaleString("en-US")} bytes)`;
  const buf = await readFile(abs);
  if (looksBinary(buf.subarray(0, 8192))) return `${rel} (binary)`;
  const defs = await findDefinitions(spec, buf.toString("utf8"));
  if (defs.length === 0) return `${rel} (no definitions found)`;
  const width = String(defs[defs.length - 1]?.line ?? 1).length;
  const lines = defs
    .slice(0, MAX_DEFS_PER_FILE)
    .map((d) => `  ${String(d.line).padStart(width)} | ${capLine(d.text, 200)}`);
  if (defs.length > MAX_DEFS_PER_FILE) lines.push(`  [… ${defs.length - MAX_DEFS_PER_FILE} more definitions]`);
  return `${rel}\n${lines.join("\n")}`;
}

export function createListCodeDefinitionNames() {
  return defineTool({
    name: "list_code_definition_names",
    description: "List functions, classes, methods and types (with line numbers) in a file or a directory's files.",
    schema,
    access: (input) => ({ kind: "read", paths: [input.path] }),
    async execute(input, ctx) {
      const resolved = await resolveInWorkspace(ctx.workspace, input.path);
      if (!resolved.ok) return failure(resolved.error);
      if (!resolved.exists) return failure(`No such file or directory: ${input.path}. Use list_files to find it.`);
      const info = await stat(resolved.abs);
      if (info.isFile()) return { ok: true, content: await describeFile(resolved.abs, resolved.rel), writtenPaths: [] };
      if (!info.isDirectory()) return failure(`${resolved.rel} is not a file or directory.`);

      const rules = await IgnoreStack.forDir(ctx.workspace, resolved.rel);
      const entries = (await readdir(resolved.abs, { withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => ({ name: e.name, rel: resolved.rel === "." ? e.name : `${resolved.rel}/${e.name}` }))
        .filter((e) => !rules.ignores(e.rel, false))
        .sort((a, b) => a.name.localeCompare(b.name));
      if (entries.length === 0)
        return {
          ok: true,
          content: `${resolved.rel} has no files directly in it; try a subdirectory.`,
          writtenPaths: [],
        };
      // Files with a grammar first: they are what the model asked about.
      entries.sort((a, b) => Number(!languageFor(a.name)) - Number(!languageFor(b.name)));
      const parts: string[] = [];
      for (const e of entries.slice(0, MAX_FILES))
        parts.push(await describeFile(path.join(resolved.abs, e.name), e.rel));
      if (entries.length > MAX_FILES)
        parts.push(`[showing ${MAX_FILES} of ${entries.length} files; pass a single file path for the others]`);
      const content = capText(parts.join("\n\n"), MAX_CHARS, "Pass a single file path to see the rest.");
      return { ok: true, content, writtenPaths: [] };
    },
  });
}
