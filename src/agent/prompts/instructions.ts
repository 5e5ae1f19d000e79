/**
 * The repository's instruction files (`instructions` in config: AGENTS.md,
 * CLAUDE.md, .clinerules …), read from the workspace, bounded in size. A
 * directory (Cline's .clinerules/) contributes its .md/.txt files in name order.
 * Paths that leave the workspace (.., absolute, symlinks out) are skipped.
 */
import { realpath } from "node:fs/promises";
import path from "node:path";
import { openFound, WalkError, within } from "../../beneath/files.js";
import { entriesOf, inFolder, readChild } from "../../beneath/folders.js";

export interface InstructionFile {
  path: string;
  content: string;
  truncated: boolean;
}

export interface InstructionLimits {
  perFileChars?: number;
  totalChars?: number;
}

/** Largest instruction file read at all (its first perFileChars are used). */
const MAX_FILE_BYTES = 1024 * 1024;

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
      const limit = Math.min(perFile, budget);
      const truncated = file.text.length > limit;
      const content = truncated ? file.text.slice(0, limit) : file.text;
      budget -= content.length;
      out.push({ path: file.rel, content, truncated });
    }
  }
  return out;
}

/**
 * The files a configured name stands for: itself, or a directory's text files;
 * nothing if it is missing or leads out of the workspace. Read through
 * src/beneath: an AGENTS.md that an earlier run committed as a link to
 * /proc/self/environ is not followed.
 */
async function expand(root: string, name: string): Promise<{ rel: string; text: string }[]> {
  if (path.isAbsolute(name)) return [];
  try {
    return await within(root, name, { followLast: true }, async (found) => {
      if (!found.stat || found.name === "") return [];
      if (found.stat.isFile()) {
        const { handle, stat } = await openFound(found, name);
        try {
          const head = Buffer.alloc(Math.min(stat.size, MAX_FILE_BYTES));
          const { bytesRead } = await handle.read(head, 0, head.length, 0);
          return [{ rel: found.rel, text: head.subarray(0, bytesRead).toString("utf8") }];
        } finally {
          await handle.close();
        }
      }
      if (!found.stat.isDirectory()) return [];
      return inFolder(root, found.rel, async (dir) => {
        const names = (await entriesOf(dir))
          .filter((e) => e.isFile() && /\.(md|txt)$/i.test(e.name))
          .map((e) => e.name)
          .sort();
        const files: { rel: string; text: string }[] = [];
        for (const entry of names) {
          const read = await readChild(dir, entry, MAX_FILE_BYTES);
          if ("data" in read) files.push({ rel: `${dir.rel}/${entry}`, text: read.data.toString("utf8") });
        }
        return files;
      });
    });
  } catch (e) {
    if (e instanceof WalkError) return [];
    throw e;
  }
}
