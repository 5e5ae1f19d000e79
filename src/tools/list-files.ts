/**
 * list_files: a directory's entries, or every file below it, without what
 * .gitignore hides. The tree is walked through src/beneath — each folder
 * opened without following links and listed through its own descriptor — so a
 * folder that a sandboxed process swaps for a link out of the work tree is
 * never listed. (`git ls-files --others` would walk it by name on the host.)
 */
import { z } from "zod";
import { entriesOf, inFolder } from "../beneath/folders.js";
import { WalkError } from "../beneath/walk.js";
import { thousands } from "../util/thousands.js";
import { defineTool, looseBoolean } from "./define.js";
import { IgnoreStack } from "./ignore-rules.js";
import { asFailure } from "./workspace-files.js";

export const MAX_ENTRIES = 500;
/** Files counted for "showing 500 of N" before the walk stops and says "more exist". */
const MAX_COUNTED = 50_000;

const schema = z.object({
  path: z.string().optional().describe("Directory, default repo root"),
  recursive: looseBoolean().optional(),
});

function join(relDir: string, name: string): string {
  return relDir === "." ? name : `${relDir}/${name}`;
}

/** Breadth-first: the first MAX_ENTRIES files found, and how many there are (up to MAX_COUNTED). */
async function walk(workspace: string, relDir: string): Promise<{ files: string[]; count: number; exact: boolean }> {
  const files: string[] = [];
  let count = 0;
  const queue: { rel: string; rules: IgnoreStack }[] = [
    { rel: relDir, rules: await IgnoreStack.forDir(workspace, relDir) },
  ];
  while (queue.length > 0) {
    const folder = queue.shift() as { rel: string; rules: IgnoreStack };
    // Walked again from the root: a folder that became a link since it was listed is not entered.
    const entries = await inFolder(workspace, folder.rel, entriesOf).catch((e: unknown) => {
      if (folder.rel !== relDir && e instanceof WalkError) return [];
      throw e;
    });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const rel = join(folder.rel, e.name);
      if (e.isDirectory()) {
        if (!folder.rules.ignores(rel, true)) queue.push({ rel, rules: await folder.rules.descend(workspace, rel) });
      } else if (!folder.rules.ignores(rel, false)) {
        if (++count > MAX_COUNTED) return { files, count: count - 1, exact: false };
        if (files.length < MAX_ENTRIES) files.push(rel);
      }
    }
  }
  return { files, count, exact: true };
}

export function createListFiles() {
  return defineTool({
    name: "list_files",
    description: "List a directory (recursive: all files below it), honoring .gitignore.",
    schema,
    access: (input) => ({ kind: "read", paths: [input.path || "."] }),
    async execute(input, ctx) {
      let listed: { rel: string; entries: string[]; count: number; exact: boolean };
      try {
        listed = await inFolder(ctx.workspace, input.path || ".", async (dir) => {
          if (input.recursive) {
            const found = await walk(ctx.workspace, dir.rel);
            return { rel: dir.rel, entries: found.files.sort(), count: found.count, exact: found.exact };
          }
          const rules = await IgnoreStack.forDir(ctx.workspace, dir.rel);
          const entries: string[] = [];
          for (const e of await entriesOf(dir)) {
            const rel = join(dir.rel, e.name);
            const isDir = e.isDirectory();
            if (!rules.ignores(rel, isDir)) entries.push(isDir ? `${rel}/` : rel);
          }
          return { rel: dir.rel, entries: entries.sort(), count: entries.length, exact: true };
        });
      } catch (e) {
        return asFailure(e);
      }
      const { rel, entries, count, exact } = listed;
      if (entries.length === 0) return { ok: true, content: `${rel}: no files (or all ignored).`, writtenPaths: [] };
      const shown = entries.slice(0, MAX_ENTRIES);
      let content = shown.join("\n");
      if (count > MAX_ENTRIES) {
        const total = exact ? `of ${thousands(count)}` : "; more exist";
        content += `\n[showing ${MAX_ENTRIES} entries ${total}. List a subdirectory or use search_files to narrow down.]`;
      }
      return { ok: true, content, writtenPaths: [] };
    },
  });
}
