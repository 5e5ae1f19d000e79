/**
 * list_code_definition_names: the functions, classes, methods and types of a
 * file, or of every file directly in a directory, found with tree-sitter.
 * Files no grammar covers are listed without definitions.
 */
import { z } from "zod";
import { openFound, within } from "../beneath/files.js";
import { type ChildRead, entriesOf, inFolder, readChild } from "../beneath/folders.js";
import type { Dir } from "../beneath/walk.js";
import { thousands } from "../util/thousands.js";
import { defineTool, failure } from "./define.js";
import { languageFor } from "./definitions/languages.js";
import { findDefinitions } from "./definitions/parser.js";
import { IgnoreStack } from "./ignore-rules.js";
import { capLine, capText, looksBinary } from "./text.js";
import type { ToolResult } from "./types.js";
import { asFailure } from "./workspace-files.js";

const MAX_FILES = 50;
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_DEFS_PER_FILE = 200;
const MAX_CHARS = 40_000;

const schema = z.object({ path: z.string().describe("File or directory (its top-level files)") });

async function describeFile(read: () => Promise<ChildRead>, rel: string): Promise<string> {
  const spec = languageFor(rel);
  if (!spec) return `${rel} (no parser for this file type)`;
  const got = await read();
  if ("skipped" in got) {
    if (got.skipped === "too-large") return `${rel} (too large to parse: ${thousands(got.size ?? 0)} bytes)`;
    return `${rel} (not read: ${got.skipped === "linked" ? "it has a second hard link" : "not a regular file"})`;
  }
  const buf = got.data;
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
      try {
        return await within(ctx.workspace, input.path, { followLast: true }, async (found) => {
          if (!found.stat) return failure(`No such file or directory: ${input.path}. Use list_files to find it.`);
          if (found.stat.isFile()) {
            const read = async (): Promise<ChildRead> => {
              const { handle, stat } = await openFound(found, input.path);
              try {
                if (stat.size > MAX_FILE_BYTES) return { skipped: "too-large", size: stat.size };
                return { data: await handle.readFile() };
              } finally {
                await handle.close();
              }
            };
            return { ok: true, content: await describeFile(read, found.rel), writtenPaths: [] };
          }
          if (!found.stat.isDirectory()) return failure(`${found.rel} is not a file or directory.`);
          return inFolder(ctx.workspace, found.rel, (dir) => describeFolder(ctx.workspace, dir));
        });
      } catch (e) {
        return asFailure(e);
      }
    },
  });
}

async function describeFolder(workspace: string, dir: Dir): Promise<ToolResult> {
  const rules = await IgnoreStack.forDir(workspace, dir.rel);
  const entries = (await entriesOf(dir))
    .filter((e) => e.isFile())
    .map((e) => ({ name: e.name, rel: dir.rel === "." ? e.name : `${dir.rel}/${e.name}` }))
    .filter((e) => !rules.ignores(e.rel, false))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (entries.length === 0)
    return { ok: true, content: `${dir.rel} has no files directly in it; try a subdirectory.`, writtenPaths: [] };
  // Files with a grammar first: they are what the model asked about.
  entries.sort((a, b) => Number(!languageFor(a.name)) - Number(!languageFor(b.name)));
  const parts: string[] = [];
  for (const e of entries.slice(0, MAX_FILES))
    parts.push(await describeFile(() => readChild(dir, e.name, MAX_FILE_BYTES), e.rel));
  if (entries.length > MAX_FILES)
    parts.push(`[showing ${MAX_FILES} of ${entries.length} files; pass a single file path for the others]`);
  const content = capText(parts.join("\n\n"), MAX_CHARS, "Pass a single file path to see the rest.");
  return { ok: true, content, writtenPaths: [] };
}
