/**
 * Turning "these paths were written" into tree changes against HEAD, without
 * scanning the rest of the tree: one lstat per path, one `ls-tree` for the old
 * entries, one `hash-object` for the new blobs. The cost follows the number of
 * paths written, not the size of the repository (DESIGN §9).
 */
import { lstat, readlink } from "node:fs/promises";
import path from "node:path";
import type { GitLog, GitRunner } from "./runner.js";
import { type ChangedPath, changedPaths, type TreeStatus } from "./status.js";

export type FileMode = "100644" | "100755" | "120000";

export type TreeChange =
  | { kind: "upsert"; path: string; mode: FileMode; sha: string }
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

interface OldEntry {
  mode: string;
  sha: string;
}

/** `ls-tree -r` of just these paths (a deleted directory lists every file it had). */
async function oldEntries(runner: GitRunner, parent: string | null, paths: string[]): Promise<Map<string, OldEntry>> {
  const map = new Map<string, OldEntry>();
  if (!parent || paths.length === 0) return map;
  // Beyond a few hundred paths, one full listing beats an argv that may hit the OS limit.
  const many = paths.length > MAX_PATHSPECS;
  const args = ["ls-tree", "-r", "-z", "--full-tree", parent, ...(many ? [] : ["--", ...paths.map(literal)])];
  const res = await runner.exec(args);
  const wanted = many ? paths : [];
  for (const line of res.stdout.split("\0")) {
    const m = /^(\d+) \w+ ([0-9a-f]+)\t(.*)$/s.exec(line);
    if (!m?.[1] || !m[2] || m[3] === undefined) continue;
    if (many && !wanted.some((p) => m[3] === p || m[3]?.startsWith(`${p}/`))) continue;
    map.set(m[3], { mode: m[1], sha: m[2] });
  }
  return map;
}

const MAX_PATHSPECS = 500;

/** A pathspec that matches exactly this path (no globbing of `*` or `[` in names). */
export function literal(p: string): string {
  return `:(literal)${p}`;
}

async function ignoredPaths(runner: GitRunner, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const res = await runner.exec(["check-ignore", "-z", "--stdin"], {
    input: `${paths.join("\0")}\0`,
    allowAllExitCodes: true,
  });
  return new Set(res.stdout.split("\0").filter(Boolean));
}

async function hashFiles(runner: GitRunner, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const res = await runner.exec(["hash-object", "-w", "--stdin-paths"], { input: `${paths.join("\n")}\n` });
  return res.stdout.split("\n").filter(Boolean);
}

async function hashText(runner: GitRunner, text: string): Promise<string> {
  return (await runner.exec(["hash-object", "-w", "--stdin"], { input: text })).stdout.trim();
}

export interface CollectOptions {
  /** Paths never staged (uncommitted before the run). */
  exclude: ReadonlySet<string>;
  log: GitLog;
  /** A status just taken: its HEAD and HEAD entries are used instead of looking them up again. */
  status?: TreeStatus;
  /** HEAD as last seen (our previous checkpoint); saves a lookup. Callers retry without it if HEAD moved. */
  parent?: string | null;
}

/** Tree changes for the paths a tool wrote (or that status reported), relative to HEAD. */
export async function collectChanges(runner: GitRunner, rawPaths: string[], opts: CollectOptions): Promise<ChangeSet> {
  const workspace = runner.cwd;
  const parent = opts.status ? opts.status.head : opts.parent !== undefined ? opts.parent : await headSha(runner);
  // What status already knows: HEAD's entry for tracked paths; untracked ones are not ignored.
  const known = new Map<string, ChangedPath>();
  for (const c of opts.status?.changes ?? []) if (!known.get(c.path)?.head) known.set(c.path, c);
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
  const files: { path: string; kind: "file" | "exec" | "symlink" | "missing" }[] = [];
  const dirs: string[] = [];
  for (const p of wanted) {
    const st = await lstat(path.join(workspace, p)).catch(() => null);
    if (!st) files.push({ path: p, kind: "missing" });
    else if (st.isSymbolicLink()) files.push({ path: p, kind: "symlink" });
    else if (st.isDirectory()) dirs.push(p);
    else if (st.isFile()) files.push({ path: p, kind: st.mode & 0o100 ? "exec" : "file" });
  }
  if (dirs.length) {
    for (const c of await changedPaths(runner, dirs.map(literal))) {
      if (!wanted.has(c.path)) {
        wanted.add(c.path);
        const st = await lstat(path.join(workspace, c.path)).catch(() => null);
        const kind = !st ? "missing" : st.isSymbolicLink() ? "symlink" : st.mode & 0o100 ? "exec" : "file";
        files.push({ path: c.path, kind });
      }
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

  const old = await oldEntries(
    runner,
    parent,
    kept.filter((f) => !known.has(f.path)).map((f) => f.path),
  );
  for (const f of kept) {
    const head = known.get(f.path)?.head;
    if (head) old.set(f.path, head);
  }
  const ignored = await ignoredPaths(
    runner,
    kept.filter((f) => f.kind !== "missing" && !old.has(f.path) && !known.has(f.path)).map((f) => f.path),
  );

  const regular = kept.filter((f) => (f.kind === "file" || f.kind === "exec") && !ignored.has(f.path));
  const shas = await hashFiles(
    runner,
    regular.map((f) => f.path),
  );
  const newSha = new Map(regular.map((f, i) => [f.path, shas[i] ?? ""]));

  const changes: TreeChange[] = [];
  for (const f of kept) {
    if (f.kind === "missing") {
      // A deleted directory: every file git had under it.
      for (const [p, entry] of old)
        if ((p === f.path || p.startsWith(`${f.path}/`)) && entry.mode !== "160000" && !opts.exclude.has(p))
          changes.push({ kind: "delete", path: p });
      continue;
    }
    if (ignored.has(f.path)) continue;
    if (old.get(f.path)?.mode === "160000") continue;
    const mode: FileMode = f.kind === "symlink" ? "120000" : f.kind === "exec" ? "100755" : "100644";
    const sha =
      f.kind === "symlink" ? await hashText(runner, await readlink(path.join(workspace, f.path))) : newSha.get(f.path);
    if (!sha) continue;
    const before = old.get(f.path);
    if (before && before.mode === mode && before.sha === sha) continue;
    changes.push({ kind: "upsert", path: f.path, mode, sha });
  }
  // A file that replaced a directory of the same name: the directory's entries go.
  for (const c of changes.filter((c) => c.kind === "upsert")) {
    for (const [p] of old) if (p.startsWith(`${c.path}/`)) changes.push({ kind: "delete", path: p });
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
