/** write_to_file: creates or overwrites a whole file, creating its directories. */
import { z } from "zod";
import { defineTool } from "./define.js";
import { writeText } from "./workspace-files.js";

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
      const written = await writeText(ctx.workspace, input.path, input.content);
      if (!written.ok) return written.result;
      const lines =
        input.content === "" ? 0 : input.content.split("\n").length - (input.content.endsWith("\n") ? 1 : 0);
      const verb = written.created ? "Created" : "Overwrote";
      return {
        ok: true,
        content: `${verb} ${written.rel} (${lines} lines).`,
        writtenPaths: [written.rel],
        summary: `${written.rel} (${verb.toLowerCase()})`,
      };
    },
  });
}
