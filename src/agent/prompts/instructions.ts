/**
 * The repository's instruction files (`instructions` in config: AGENTS.md,
 * CLAUDE.md, .clinerules …), read from the workspace, bounded in size. A
 * directory (Cline's .clinerules/) contributes its .md/.txt files in name order.
 * Paths that leave the workspace (.., absolute, symlinks out) are skipped.
 */
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";

export interface InstructionFile {
  path: string;
  content: string;
  truncated: boolean;
}

export interface InstructionLimits {
  perFileChars?: number;
  totalChars?: number;
}

export async function readInstructionFiles(
  workspace: string,
  names: string[],
  limits: InstructionLimits = {},
): Promise<InstructionFile[]> {
  const perFile = limits.perFileChars ?? 8_000;
  let budget = limits.totalChars ?? 16_000;
  const root = await realpath(workspace);
  const out: InstructionFile[] = [];
  for (const name of names) {
    for (const file of await expand(root, name)) {
      if (budget <= 0) return out;
      const text = await readFile(file, "utf8");
      const limit = Math.min(perFile, budget);
      const truncated = text.length > limit;
      const content = truncated ? text.slice(0, limit) : text;
      budget -= content.length;
      out.push({ path: path.relative(root, file), content, truncated });
    }
  }
  return out;
}

/** The files a configured name stands for: itself, or a directory's text files; nothing if it is missing or outside. */
async function expand(root: string, name: string): Promise<string[]> {
  if (path.isAbsolute(name)) return [];
  const resolved = await realpath(path.join(root, name)).catch(() => undefined);
  if (!resolved || !inside(root, resolved)) return [];
  const info = await stat(resolved);
  if (info.isFile()) return [resolved];
  if (!info.isDirectory()) return [];
  const entries = (await readdir(resolved, { withFileTypes: true }))
    .filter((e) => e.isFile() && /\.(md|txt)$/i.test(e.name))
    .map((e) => e.name)
    .sort();
  const files: string[] = [];
  for (const entry of entries) {
    const real = await realpath(path.join(resolved, entry)).catch(() => undefined);
    if (real && inside(root, real)) files.push(real);
  }
  return files;
}

function inside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
