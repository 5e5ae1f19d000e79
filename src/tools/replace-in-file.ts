/**
 * replace_in_file: applies SEARCH/REPLACE blocks through the pure engine in
 * ./edit, writing only when every block applies. Failures are counted per file
 * for the life of this tool instance (one session): after three, the error
 * suggests write_to_file instead of another round of guessing.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { defineTool, failure } from "./define.js";
import { applyDiff } from "./edit/apply.js";
import { decodeForEdit } from "./edit/decode.js";
import { resolveInWorkspace } from "./paths.js";

const schema = z.object({
  path: z.string().describe("Relative to repo root"),
  diff: z
    .string()
    .describe(
      "One or more blocks:\n------- SEARCH\n<exact current lines>\n=======\n<new lines>\n+++++++ REPLACE\nSEARCH must match one place; keep blocks small.",
    ),
});

export const FAILURES_BEFORE_HINT = 3;

export function createReplaceInFile() {
  const failures = new Map<string, number>();
  return defineTool({
    name: "replace_in_file",
    description: "Edit parts of a file with SEARCH/REPLACE blocks. All blocks apply or none.",
    schema,
    access: (input) => ({ kind: "write", paths: [input.path] }),
    async execute(input, ctx) {
      const resolved = await resolveInWorkspace(ctx.workspace, input.path);
      if (!resolved.ok) return failure(resolved.error);
      let original: string | undefined;
      if (resolved.exists) {
        const info = await stat(resolved.abs);
        if (!info.isFile()) return failure(`${resolved.rel} is not a regular file; replace_in_file edits files.`);
        const decoded = decodeForEdit(await readFile(resolved.abs), resolved.rel, "replace_in_file");
        if (!decoded.ok) return failure(decoded.error);
        original = decoded.text;
      }
      const outcome = applyDiff(original, input.diff, resolved.rel);
      if (!outcome.ok) {
        const key = `${ctx.workspace}\0${resolved.rel}`;
        const count = (failures.get(key) ?? 0) + 1;
        failures.set(key, count);
        const hint =
          count >= FAILURES_BEFORE_HINT
            ? `\nreplace_in_file has failed ${count} times on ${resolved.rel} in this session. Read the file again, or rewrite it whole with write_to_file.`
            : "";
        return failure(outcome.error + hint);
      }
      const summary = `${resolved.rel} (${outcome.blocks} block${outcome.blocks === 1 ? "" : "s"})`;
      if (!outcome.changed) {
        return {
          ok: true,
          content: `No change: the REPLACE text equals the current text of ${resolved.rel}.`,
          writtenPaths: [],
        };
      }
      if (original === undefined) await mkdir(path.dirname(resolved.abs), { recursive: true });
      await writeFile(resolved.abs, outcome.content, "utf8");
      const loose = outcome.methods.filter((m) => m !== "exact");
      const note =
        loose.length > 0 ? ` (matched by ${loose.join(" and ")}; read the file if unsure of the result)` : "";
      const notes = outcome.notes.map((n) => `\n${n}`).join("");
      return { ok: true, content: `Applied ${summary}${note}.${notes}`, writtenPaths: [resolved.rel], summary };
    },
  });
}
