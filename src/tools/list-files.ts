/**
 * list_files: a directory's entries, or every file below it, without what
 * .gitignore hides. In a git work tree the recursive listing comes from
 * `git ls-files` (fast on large repos); elsewhere from a walk with the same rules.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { hostGit } from "../util/host-git.js";
import { defineTool, failure, looseBoolean } from "./define.js";
import { inGitWorkTree } from "./git.js";
import { IgnoreStack } from "./ignore-rules.js";
import { resolveInWorkspace } from "./paths.js";

export const MAX_ENTRIES = 500;

const schema = z.object({
  path: z.string().optional().describe("Directory, default repo root"),
  recursive: looseBoolean().optional(),
});

function join(relDir: string, name: string): string {
  return relDir === "." ? name : `${relDir}/${name}`;
}

async function listShallow(workspace: string, abs: string, relDir: string): Promise<string[]> {
  const rules = await IgnoreStack.forDir(workspace, relDir);
  const entries = await readdir(abs, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const rel = join(relDir, e.name);
    const isDir = e.isDirectory();
    if (!rules.ignores(rel, isDir)) out.push(isDir ? `${rel}/` : rel);
  }
  return out.sort();
}

/** Breadth-first walk; stops once more than `limit` files are found. */
async function walk(workspace: string, abs: string, relDir: string, limit: number): Promise<string[]> {
  const out: string[] = [];
  const queue: { abs: string; rel: string; rules: IgnoreStack }[] = [
    { abs, rel: relDir, rules: await IgnoreStack.forDir(workspace, relDir) },
  ];
  while (queue.length > 0 && out.length <= limit) {
    const dir = queue.shift() as { abs: string; rel: string; rules: IgnoreStack };
    const entries = await readdir(dir.abs, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const rel = join(dir.rel, e.name);
      if (e.isDirectory()) {
        if (!dir.rules.ignores(rel, true))
          queue.push({ abs: path.join(dir.abs, e.name), rel, rules: await dir.rules.descend(workspace, rel) });
      } else if (!dir.rules.ignores(rel, false)) out.push(rel);
    }
  }
  return out;
}

export function createListFiles() {
  return defineTool({
    name: "list_files",
    description: "List a directory (recursive: all files below it), honoring .gitignore.",
    schema,
    access: (input) => ({ kind: "read", paths: [input.path || "."] }),
    async execute(input, ctx) {
      const resolved = await resolveInWorkspace(ctx.workspace, input.path || ".");
      if (!resolved.ok) return failure(resolved.error);
      if (!resolved.exists) return failure(`No such directory: ${input.path}. List its parent to see what exists.`);
      if (!(await stat(resolved.abs)).isDirectory())
        return failure(`${resolved.rel} is a file, not a directory. Use read_file to read it.`);

      let entries: string[];
      let exactTotal = true;
      if (!input.recursive) entries = await listShallow(ctx.workspace, resolved.abs, resolved.rel);
      else if (await inGitWorkTree(resolved.abs, ctx.workspace, ctx.env, ctx.signal)) {
        const result = await hostGit(ctx.workspace, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
          cwd: resolved.abs,
          env: ctx.env,
          signal: ctx.signal,
          timeoutMs: 60_000,
          maxOutputBytes: 64 * 1024 * 1024,
        });
        if (result.exitCode !== 0) throw new Error(`git ls-files failed in ${resolved.rel}: ${result.stderr.trim()}`);
        const names = new Set(result.stdout.split("\0").filter((n) => n !== ""));
        entries = [...names].map((n) => join(resolved.rel, n)).sort();
      } else {
        entries = await walk(ctx.workspace, resolved.abs, resolved.rel, MAX_ENTRIES);
        exactTotal = entries.length <= MAX_ENTRIES;
      }
      if (entries.length === 0)
        return { ok: true, content: `${resolved.rel}: no files (or all ignored).`, writtenPaths: [] };
      const shown = entries.slice(0, MAX_ENTRIES);
      let content = shown.join("\n");
      if (entries.length > MAX_ENTRIES) {
        const total = exactTotal ? `of ${entries.length.toLocaleString("en-US")}` : "; more exist";
        content += `\n[showing ${MAX_ENTRIES} entries ${total}. List a subdirectory or use search_files to narrow down.]`;
      }
      return { ok: true, content, writtenPaths: [] };
    },
  });
}
