/**
 * replace_in_file: applies SEARCH/REPLACE blocks through the pure engine in
 * ./edit, writing only when every block applies. Failures are counted per file
 * for the life of this tool instance (one session): after three, the error
 * suggests write_to_file instead of another round of guessing.
 */
import { z } from "zod";
import { defineTool, failure } from "./define.js";
import { applyDiff } from "./edit/apply.js";
import { readText, writeText } from "./workspace-files.js";

const schema = z.object({
  path: z.string().describe("Relative to repo root"),
  diff: z
    .string()
    .describe(
      "One or more blocks:\n------- SEARCH\n<exact current lines>\n=======\n<new lines>\n+++++++ REPLACE\nSEARCH must match one place; keep blocks small.",
    ),
});

const FAILURES_BEFORE_HINT = 3;

export function createReplaceInFile() {
  const failures = new Map<string, number>();
  return defineTool({
    name: "replace_in_file",
    description: "Edit parts of a file with SEARCH/REPLACE blocks. All blocks apply or none.",
    schema,
    access: (input) => ({ kind: "write", paths: [input.path] }),
    async execute(input, ctx) {
      const resolved = await readText(ctx.workspace, input.path, "replace_in_file");
      if (!resolved.ok) return resolved.result;
      const original = resolved.exists ? resolved.text : undefined;
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
      const written = await writeText(ctx.workspace, resolved.rel, outcome.content);
      if (!written.ok) return written.result;
      const loose = outcome.methods.filter((m) => m !== "exact");
      const note =
        loose.length > 0 ? ` (matched by ${loose.join(" and ")}; read the file if unsure of the result)` : "";
      const notes = outcome.notes.map((n) => `\n${n}`).join("");
      return { ok: true, content: `Applied ${summary}${note}.${notes}`, writtenPaths: [written.rel], summary };
    },
  });
}
