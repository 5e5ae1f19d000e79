/**
 * Turning "these paths were written" into tree changes against HEAD, without
 * scanning the rest of the tree: one lstat and one read per path, HEAD's entries
 * for just those paths from the run's long-lived fast-import (`ls`), blob ids
 * hashed in process, ignore rules matched in process. The cost follows the number
 * of paths written, not the size of the repository (docs/decisions/0008-secrets-never-leave.md).
 */
import { lstat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../util/logger.js";
import type { GitRunner } from "../runner.js";
import { type ChangedPath, changedPaths } from "../status.js";
import { readInsideWorkspace, readLinkInsideWorkspace } from "./read-inside.js";

export type FileMode = "100644" | "100755" | "120000";

export type TreeChange =
  | { kind: "upsert"; path: string; mode: FileMode; sha: string /** The bytes, for the writer. */; content?: Buffer }
  | { kind: "delete"; path: string };

export interface ChangeSet {
  /** The commit the changes apply to; null on an unborn branch. */
  parent: string | null;
  changes: TreeChange[];
}

export async function headSha(runner: GitRunner): Promise<string | null> {
  const res = await runner.exec(["rev-parse", "-q", "--verify", "HEAD^{commit}"], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : null;
}

/** A workspace-relative POSIX path, or null when the path leaves the workspace. */
export function normalizePath(workspace: string, p: string): string | null {
  const abs = path.resolve(workspace, p);
  const rel = path.relative(workspace, abs);
  if (!rel || rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const posix = rel.split(path.sep).join("/");
  if (posix === ".git" || posix.startsWith(".git/")) return null;
  return posix;
}

export interface OldEntry {
  mode: string;
  sha: string;
}

const TREE_MODE = "040000";

/** `ls-tree -r` of the files under these directories of `parent` (a deleted directory). */
async function filesUnder(runner: GitRunner, parent: string, dirs: string[]): Promise<Map<string, OldEntry>> {
  const map = new Map<string, OldEntry>();
  if (dirs.length === 0) return map;
  const res = await runner.exec(["ls-tree", "-r", "-z", "--full-tree", parent, "--", ...dirs.map(literal)]);
  for (const line of res.stdout.split("\0")) {
    const m = /^(\d+) \w+ ([0-9a-f]+)\t(.*)$/s.exec(line);
    if (m?.[1] && m[2] && m[3] !== undefined) map.set(m[3], { mode: m[1], sha: m[2] });
  }
  return map;
}

/** A pathspec that matches exactly this path (no globbing of `*` or `[` in names). */
function literal(p: string): string {
  return `:(literal)${p}`;
}

/** What collecting needs from the run's git processes. */
export interface TreeLookup {
  runner: GitRunner;
  /** HEAD's entries (trees as mode 040000) for these paths; absent = not in HEAD. */
  entries(parent: string, paths: string[]): Promise<Map<string, OldEntry>>;
  /** The subset git would ignore (asked only about paths HEAD does not track). */
  ignored(paths: string[]): Promise<Set<string>>;
  /** The blob id of these bytes in the repository's object format. */
  blobId(content: Buffer): string;
}

export interface CollectOptions {
  /** Paths never staged (uncommitted before the run). */
  exclude: ReadonlySet<string>;
  log: Pick<Logger, "info" | "warning">;
  /** HEAD now. */
  parent: string | null;
  /** Paths a status just reported, with HEAD's entry when tracked: saves a lookup. */
  known?: ChangedPath[];
}

type Kind = "file" | "exec" | "symlink" | "missing";

/** What is at `abs` as git sees it: a file, an executable, a symlink, missing — or a directory or something git cannot store (a FIFO, a socket, a device). */
export async function kindOf(abs: string): Promise<Kind | "dir" | "other"> {
  const st = await lstat(abs).catch(() => null);
  if (!st) return "missing";
  if (st.isSymbolicLink()) return "symlink";
  if (st.isDirectory()) return "dir";
  if (st.isFile()) return st.mode & 0o100 ? "exec" : "file";
  return "other";
}

/** Tree changes for the paths a tool wrote (or that status reported), relative to `opts.parent`. */
export async function collectChanges(lookup: TreeLookup, rawPaths: string[], opts: CollectOptions): Promise<ChangeSet> {
  const { runner } = lookup;
  const workspace = runner.cwd;
  const parent = opts.parent;
  const known = new Map<string, ChangedPath>();
  for (const c of opts.known ?? []) if (!known.get(c.path)?.head) known.set(c.path, c);
  const wanted = new Set<string>();
  for (const raw of rawPaths) {
    const p = normalizePath(workspace, raw);
    if (p === null) {
      opts.log.warning(`checkpoint: left out ${raw}: it is outside the workspace or inside .git`);
      continue;
    }
    wanted.add(p);
  }

  // Git records only the owner's execute bit (100755 vs 100644).
  // Directories a tool reports (mkdir, an extracted archive) are expanded with a status limited to them.
  const files: { path: string; kind: Kind }[] = [];
  const dirs: string[] = [];
  for (const p of wanted) {
    const kind = await kindOf(path.join(workspace, p));
    if (kind === "dir") dirs.push(p);
    else if (kind !== "other") files.push({ path: p, kind });
  }
  if (dirs.length) {
    for (const c of await changedPaths(runner, dirs.map(literal))) {
      if (wanted.has(c.path)) continue;
      wanted.add(c.path);
      const kind = await kindOf(path.join(workspace, c.path));
      files.push({ path: c.path, kind: kind === "dir" || kind === "other" ? "missing" : kind });
    }
  }

  const kept: typeof files = [];
  const seenDirs = new Map<string, boolean>();
  for (const f of files) {
    if (f.path.includes("\n")) {
      opts.log.warning(`checkpoint: left out a path with a newline in its name: ${JSON.stringify(f.path)}`);
      continue;
    }
    if (await insideNestedRepo(workspace, f.path, seenDirs)) {
      opts.log.info(
        `checkpoint: left out ${f.path}: it is inside a submodule, a nested repository or a symlinked directory`,
      );
      continue;
    }
    if (!opts.exclude.has(f.path)) {
      kept.push(f);
      continue;
    }
    opts.log.warning(
      `checkpoint: left ${f.path} out of the commit: it had uncommitted changes before the run, which stay in the working tree`,
    );
  }

  const old = new Map<string, OldEntry>();
  const ask: string[] = [];
  for (const f of kept) {
    const head = known.get(f.path)?.head;
    if (head) old.set(f.path, head);
    else if (!known.has(f.path)) ask.push(f.path);
  }
  if (parent) for (const [p, e] of await lookup.entries(parent, ask)) old.set(p, e);
  // A deleted directory: every file git had under it.
  const goneDirs = kept.filter((f) => f.kind === "missing" && old.get(f.path)?.mode === TREE_MODE).map((f) => f.path);
  const under = parent ? await filesUnder(runner, parent, goneDirs) : new Map<string, OldEntry>();
  const ignored = await lookup.ignored(
    kept.filter((f) => f.kind !== "missing" && !old.has(f.path) && !known.has(f.path)).map((f) => f.path),
  );

  const changes: TreeChange[] = [];
  for (const f of kept) {
    const before = old.get(f.path);
    if (f.kind === "missing") {
      if (before?.mode === TREE_MODE) {
        for (const [p, entry] of under)
          if (p.startsWith(`${f.path}/`) && entry.mode !== "160000" && !opts.exclude.has(p))
            changes.push({ kind: "delete", path: p });
      } else if (before && before.mode !== "160000") changes.push({ kind: "delete", path: f.path });
      continue;
    }
    if (ignored.has(f.path) || before?.mode === "160000") continue;
    const link = f.kind === "symlink" ? await readLinkInsideWorkspace(workspace, f.path) : null;
    const content =
      f.kind === "symlink" ? link && Buffer.from(link, "utf8") : await readInsideWorkspace(workspace, f.path);
    if (!content) continue;
    const mode: FileMode = f.kind === "symlink" ? "120000" : f.kind === "exec" ? "100755" : "100644";
    const sha = lookup.blobId(content);
    if (before && before.mode === mode && before.sha === sha) continue;
    changes.push({ kind: "upsert", path: f.path, mode, sha, content });
  }
  return { parent, changes: dedupe(changes) };
}

/**
 * True when a parent directory of `p` holds a `.git` (a submodule's file or a
 * nested repository) or is a symlink (git stores the link, not what is behind it).
 */
async function insideNestedRepo(workspace: string, p: string, cache: Map<string, boolean>): Promise<boolean> {
  const parts = p.split("/");
  for (let i = 1; i < parts.length; i++) {
    const rel = parts.slice(0, i).join("/");
    let foreign = cache.get(rel);
    if (foreign === undefined) {
      const dir = path.join(workspace, rel);
      foreign =
        Boolean((await lstat(dir).catch(() => null))?.isSymbolicLink()) ||
        Boolean(await lstat(path.join(dir, ".git")).catch(() => null));
      cache.set(rel, foreign);
    }
    if (foreign) return true;
  }
  return false;
}

function dedupe(changes: TreeChange[]): TreeChange[] {
  const seen = new Map<string, TreeChange>();
  for (const c of changes) seen.set(c.path, c);
  return [...seen.values()];
}
