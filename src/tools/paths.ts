/**
 * Confines file tools to the workspace (DESIGN §9). The policy checks paths
 * before a call runs; this is the second fence, applied where the file system
 * is actually touched: `..` escapes, absolute paths elsewhere, symlinks that
 * lead out (resolved with realpath, through the deepest existing parent for a
 * new file), dangling symlinks and files with more than one hard link (another
 * name for the same file may be outside the workspace, where a symlink check
 * cannot see it) are all refused with a message the model can act on.
 */
import { lstat, readlink, realpath, stat } from "node:fs/promises";
import path from "node:path";

export type ResolvedPath =
  | {
      ok: true;
      /** Absolute, symlink-resolved path inside the workspace. */
      abs: string;
      /** Workspace-relative path with forward slashes ("." for the root). */
      rel: string;
      exists: boolean;
    }
  | { ok: false; error: string };

function inside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

function toRel(root: string, abs: string): string {
  const rel = path.relative(root, abs);
  return rel === "" ? "." : rel.split(path.sep).join("/");
}

function isErrno(e: unknown, code: string): boolean {
  return e instanceof Error && "code" in e && e.code === code;
}

/** Names a regular file has (1 for a file only the workspace names); directories count as 1. */
async function hardLinks(abs: string): Promise<number> {
  const s = await stat(abs).catch(() => undefined);
  return s?.isFile() ? s.nlink : 1;
}

const OUTSIDE_HINT = "Use a path relative to the repository root; files outside the workspace are off limits.";

/**
 * Resolves a path the model wrote against `workspace` (absolute and already
 * symlink-resolved). Never throws for a bad path; throws only when the file
 * system fails in an unexpected way (EIO and the like).
 */
export async function resolveInWorkspace(workspace: string, input: string): Promise<ResolvedPath> {
  if (input.trim() === "")
    return { ok: false, error: "The path is empty. Give a path relative to the repository root." };
  if (input.includes("\0")) return { ok: false, error: `The path ${JSON.stringify(input)} contains a NUL byte.` };
  const lexical = path.resolve(workspace, input);
  if (!inside(workspace, lexical)) {
    const special = /^\/(proc|sys|dev)(\/|$)/.test(lexical) ? " (a system path)" : "";
    return {
      ok: false,
      error: `Refused: ${JSON.stringify(input)} is outside the workspace${special} — it resolves to ${lexical}. ${OUTSIDE_HINT}`,
    };
  }
  // Walk up to the deepest part of the path that exists, resolve its symlinks,
  // then append the parts that do not exist yet (they cannot be symlinks).
  let existing = lexical;
  const missing: string[] = [];
  for (;;) {
    try {
      const real = await realpath(existing);
      const abs = path.join(real, ...missing);
      if (!inside(workspace, abs)) {
        return {
          ok: false,
          error: `Refused: ${JSON.stringify(input)} goes through a symlink that points outside the workspace (to ${real}). ${OUTSIDE_HINT}`,
        };
      }
      const rel = toRel(workspace, abs);
      if (missing.length === 0) {
        const links = await hardLinks(abs);
        if (links > 1)
          return {
            ok: false,
            error: `Refused: ${rel} has ${links} hard links; another name for this file may be outside the workspace, so reading or writing it is not allowed. Use another file, or ask for this one to be replaced by a plain copy.`,
          };
      }
      return { ok: true, abs, rel, exists: missing.length === 0 };
    } catch (e) {
      if (!isErrno(e, "ENOENT") && !isErrno(e, "ENOTDIR")) throw e;
    }
    const link = await lstat(existing).catch(() => undefined);
    if (link?.isSymbolicLink()) {
      const target = await readlink(existing);
      return {
        ok: false,
        error: `Refused: ${toRel(workspace, existing)} is a symlink to ${target}, which does not exist; writing through it could land outside the workspace. Remove the link or use another path.`,
      };
    }
    if (link !== undefined) {
      // Exists but realpath failed with ENOTDIR: a file used as a directory.
      return {
        ok: false,
        error: `${JSON.stringify(input)}: ${toRel(workspace, existing)} is a file, not a directory.`,
      };
    }
    const parent = path.dirname(existing);
    if (parent === existing) return { ok: false, error: `Cannot resolve ${JSON.stringify(input)}.` };
    missing.unshift(path.basename(existing));
    existing = parent;
  }
}
