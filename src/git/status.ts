/**
 * What changed in the working tree, as git sees it: tracked files modified,
 * deleted, with a new mode or type, and new untracked files (each file, not its
 * directory), honouring .gitignore. Submodules and nested repositories are left
 * alone: their insides belong to another repository.
 * Porcelain v2 also gives HEAD's sha and each path's mode and blob in HEAD, so a
 * detected-change checkpoint needs no further lookups.
 */
import type { GitRunner } from "./runner.js";

export interface ChangedPath {
  path: string;
  /** Two-letter status, e.g. ".M", "D.", "??". */
  status: string;
  /** The entry in HEAD, when the path is tracked there. */
  head?: { mode: string; sha: string };
}

export interface TreeStatus {
  /** HEAD's commit, null on an unborn branch. */
  head: string | null;
  /** The branch HEAD is on, null when detached. */
  branch: string | null;
  changes: ChangedPath[];
}

/** `git status --porcelain=v2 -z` for the whole tree or some pathspecs. */
export async function treeStatus(runner: GitRunner, pathspecs: string[] = []): Promise<TreeStatus> {
  const res = await runner.exec([
    "-c",
    "core.quotePath=false",
    "status",
    "--porcelain=v2",
    "--branch",
    "-z",
    "--untracked-files=all",
    "--ignore-submodules=all",
    "--no-renames",
    ...(pathspecs.length ? ["--", ...pathspecs] : []),
  ]);
  let head: string | null = null;
  let branch: string | null = null;
  const changes: ChangedPath[] = [];
  for (const entry of res.stdout.split("\0")) {
    if (entry.startsWith("# branch.oid ")) {
      const oid = entry.slice(13).trim();
      head = /^[0-9a-f]{40,64}$/.test(oid) ? oid : null;
    } else if (entry.startsWith("# branch.head ")) {
      const name = entry.slice(14).trim();
      branch = name === "(detached)" ? null : name;
    } else if (entry.startsWith("? ")) {
      const path = entry.slice(2);
      // An untracked directory despite -uall is a nested repository: not ours to commit.
      if (!path.endsWith("/")) changes.push({ path, status: "??" });
    } else if (entry.startsWith("1 ")) {
      // 1 XY sub mH mI mW hH hI path
      const fields = entry.split(" ");
      const path = fields.slice(8).join(" ");
      const [xy, mH, hH] = [fields[1] ?? "", fields[3] ?? "", fields[6] ?? ""];
      const tracked = mH !== "000000" && !/^0+$/.test(hH);
      changes.push({ path, status: xy, head: tracked ? { mode: mH, sha: hH } : undefined });
    } else if (entry.startsWith("u ")) {
      changes.push({ path: entry.split(" ").slice(10).join(" "), status: "UU" });
    }
  }
  return { head, branch, changes };
}

/** Just the changed paths. */
export async function changedPaths(runner: GitRunner, pathspecs: string[] = []): Promise<ChangedPath[]> {
  return (await treeStatus(runner, pathspecs)).changes;
}

/**
 * Paths with uncommitted changes before the run started. Patchbay never stages
 * them: a checkpoint holds only what the agent did, and the person's own work stays
 * in the working tree exactly as it was.
 */
export async function dirtyPaths(runner: GitRunner): Promise<string[]> {
  return (await changedPaths(runner)).map((c) => c.path);
}
