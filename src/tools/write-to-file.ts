/** write_to_file: creates or overwrites a whole file, creating its directories. */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { defineTool, failure } from "./define.js";
import { resolveInWorkspace } from "./paths.js";

const schema = z.object({
  path: z.string().describe("Relative to repo root"),
  content: z.string().describe("Complete file content"),
});

export function createWriteToFile() {
  return defineTool({
    name: "write_to_file",
    description: "Create or overwrite a file with the complete content. Prefer replace_in_file for edits.",
    schema,
    access: (input) => ({ kind: "write", paths: [input.path] }),
    async execute(input, ctx) {
      const resolved = await resolveInWorkspace(ctx.workspace, input.path);
      if (!resolved.ok) return failure(resolved.error);
      if (resolved.rel === ".") return failure("write_to_file needs a file path, not the repository root.");
      if (resolved.exists) {
        const info = await stat(resolved.abs);
        if (info.isDirectory()) return failure(`${resolved.rel} is a directory; give a file path inside it.`);
        if (!info.isFile()) return failure(`${resolved.rel} is not a regular file; not written.`);
      }
      try {
        await mkdir(path.dirname(resolved.abs), { recursive: true });
        await writeFile(resolved.abs, input.content, "utf8");
      } catch (e) {
        const code = e instanceof Error && "code" in e ? String(e.code) : "";
        if (code === "ENOTDIR" || code === "EEXIST" || code === "EISDIR" || code === "EACCES" || code === "EROFS") {
          return failure(`Could not write ${resolved.rel}: ${e instanceof Error ? e.message : String(e)}`);
        }
        throw e;
      }
      const lines =
        input.content === "" ? 0 : input.content.split("\n").length - (input.content.endsWith("\n") ? 1 : 0);
      const verb = resolved.exists ? "Overwrote" : "Created";
      return {
        ok: true,
        content: `${verb} ${resolved.rel} (${lines} lines).`,
        writtenPaths: [resolved.rel],
        summary: `${resolved.rel} (${verb.toLowerCase()})`,
      };
    },
  });
}
