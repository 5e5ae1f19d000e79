/**
 * Where a path a call touches really is, decided when the call is decided
 * (a symlink made two calls ago counts). The path is walked one component at a
 * time the way the kernel does — following symlinks, including dangling ones,
 * whose targets may not exist yet — and also normalized first the way
 * `path.resolve` would; both readings must stay inside the workspace.
 */
import fs from "node:fs";
import path from "node:path";

/** The file system as the policy sees it: enough to follow symlinks. */
export interface FsView {
  /** "missing" when nothing is there (or a parent is not a directory). */
  kind(p: string): "missing" | "symlink" | "other";
  readlink(p: string): string;
}

function errno(e: unknown): string | undefined {
  return e instanceof Error && "code" in e && typeof e.code === "string" ? e.code : undefined;
}

export const nodeFsView: FsView = {
  kind(p) {
    try {
      return fs.lstatSync(p).isSymbolicLink() ? "symlink" : "other";
    } catch (e) {
      const code = errno(e);
      if (code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG") return "missing";
      throw e;
    }
  },
  readlink: (p) => fs.readlinkSync(p),
};

export type ResolvedPath = { ok: true; rel: string; abs: string } | { ok: false; reason: string };

const MAX_LINKS = 40; // what Linux allows before ELOOP

/** Follows `p` from `start` component by component, as open(2) would. */
function walk(fsv: FsView, start: string, p: string): string {
  const queue = p.split("/");
  let cur = path.isAbsolute(p) ? "/" : start;
  let links = 0;
  while (queue.length) {
    const comp = queue.shift() ?? "";
    if (comp === "" || comp === ".") continue;
    if (comp === "..") {
      cur = path.dirname(cur);
      continue;
    }
    const next = path.join(cur, comp);
    if (fsv.kind(next) === "symlink") {
      if (++links > MAX_LINKS) throw new Error(`too many levels of symbolic links at ${next}`);
      const target = fsv.readlink(next);
      queue.unshift(...target.split("/"));
      if (path.isAbsolute(target)) cur = "/";
      continue;
    }
    cur = next;
  }
  return cur;
}

export function inside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === "" || (!rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel));
}

function toRel(root: string, abs: string): string {
  const rel = path.relative(root, abs);
  return rel === "" ? "." : rel.split(path.sep).join("/");
}

/**
 * Resolves a path as a tool would see it. `workspace` must be absolute and
 * symlink-free (createPolicy takes its realpath).
 */
export function resolvePath(fsv: FsView, workspace: string, input: string): ResolvedPath {
  if (input.includes("\0")) return { ok: false, reason: `the path ${JSON.stringify(input)} contains a NUL byte` };
  if (input === "~" || input.startsWith("~/"))
    return {
      ok: false,
      reason: `the path ${input} is relative to a home directory, outside the workspace ${workspace}`,
    };
  let real: string;
  let lexical: string;
  try {
    real = walk(fsv, workspace, input);
    lexical = walk(fsv, workspace, path.resolve(workspace, input));
  } catch (e) {
    return {
      ok: false,
      reason: `the path ${input} cannot be resolved (${e instanceof Error ? e.message : String(e)})`,
    };
  }
  for (const abs of [real, lexical]) {
    if (!inside(workspace, abs))
      return { ok: false, reason: `the path ${input} resolves to ${abs}, outside the workspace ${workspace}` };
  }
  return { ok: true, rel: toRel(workspace, real), abs: real };
}
