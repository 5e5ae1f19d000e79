/**
 * A repository in the middle of something (docs/decisions/0012-faults-leave-the-repository-consistent.md): a paused rebase, a merge
 * waiting for its commit, a bisect, conflicts, or a lock file some git left. A run
 * that switched branches there would take the operation's state with it — a
 * `git rebase --continue` afterwards moved `main` onto the agent's commits, and
 * `MERGE_HEAD` was silently dropped — so the run refuses before it touches
 * anything, and says how to finish or undo what is in progress.
 *
 * The markers are the files git itself reads to say "You are currently rebasing"
 * (wt-status.c): rebase-merge/, rebase-apply/ (with `applying` for `git am`),
 * MERGE_HEAD, CHERRY_PICK_HEAD, REVERT_HEAD, sequencer/, BISECT_LOG — all in the
 * work tree's own git directory, linked worktrees included.
 */
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { UsageError } from "../../util/usage-error.js";
import type { GitRunner } from "../runner.js";

class RepositoryStateError extends UsageError {
  constructor(message: string) {
    super(message);
    this.name = "RepositoryStateError";
  }
}

export interface GitDirs {
  /** This work tree's git directory (`.git`, or `.git/worktrees/<name>` for a linked worktree). */
  gitDir: string;
  /** The repository's shared directory (refs, config, objects). */
  commonDir: string;
}

export async function gitDirs(runner: GitRunner): Promise<GitDirs> {
  const out = await runner.exec(["rev-parse", "--absolute-git-dir", "--git-common-dir"]);
  const [gitDir = "", common = ""] = out.stdout.split("\n").map((l) => l.trim());
  return { gitDir, commonDir: path.resolve(runner.cwd, common) };
}

const exists = (p: string) =>
  lstat(p).then(
    () => true,
    () => false,
  );

interface Operation {
  /** What is in progress, as a person would say it. */
  what: string;
  /** How to finish or undo it. */
  todo: string;
}

/** The operation git has paused in this work tree, if any. */
async function operation(gitDir: string): Promise<Operation | undefined> {
  const at = (name: string) => exists(path.join(gitDir, name));
  if (await at("rebase-apply/applying"))
    return { what: "`git am` is applying patches", todo: "`git am --continue` (or `git am --abort`)" };
  if ((await at("rebase-merge")) || (await at("rebase-apply")))
    return { what: "a rebase is in progress", todo: "`git rebase --continue` (or `git rebase --abort`)" };
  if (await at("MERGE_HEAD"))
    return { what: "a merge is in progress", todo: "`git commit` to conclude it (or `git merge --abort`)" };
  if (await at("CHERRY_PICK_HEAD"))
    return {
      what: "a cherry-pick is in progress",
      todo: "`git cherry-pick --continue` (or `git cherry-pick --abort`)",
    };
  if (await at("REVERT_HEAD"))
    return { what: "a revert is in progress", todo: "`git revert --continue` (or `git revert --abort`)" };
  if (await at("sequencer"))
    return {
      what: "a cherry-pick or revert of several commits is paused",
      todo: "`git cherry-pick --continue` or `git revert --continue` (or `--quit` to stop there)",
    };
  if (await at("BISECT_LOG")) return { what: "a bisect is in progress", todo: "`git bisect reset`" };
  return undefined;
}

/**
 * Every `*.lock` git could have left: in the git directory (index.lock, HEAD.lock),
 * the shared directory (config.lock, packed-refs.lock) and under refs/.
 */
export async function gitLockFiles(dirs: GitDirs): Promise<string[]> {
  const found = new Set<string>();
  for (const dir of new Set([dirs.gitDir, dirs.commonDir])) {
    for (const name of await readdir(dir).catch(() => [] as string[]))
      if (name.endsWith(".lock")) found.add(path.join(dir, name));
  }
  const refs = path.join(dirs.commonDir, "refs");
  const entries = await readdir(refs, { recursive: true }).catch(() => [] as string[]);
  for (const name of entries) if (name.endsWith(".lock")) found.add(path.join(refs, name));
  return [...found].sort();
}

/**
 * Waits up to `ms` for lock files to go (a git command finishing its work); returns
 * those still there. Short: a lock that outlives the wait is reported, not waited out.
 */
async function waitForLocks(dirs: GitDirs, ms: number): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const locks = await gitLockFiles(dirs);
    if (locks.length === 0 || Date.now() >= deadline) return locks;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Paths with unresolved conflicts, from `git ls-files --unmerged -z` output. */
export function unmergedPaths(lsFilesOutput: string): string[] {
  return [
    ...new Set(
      lsFilesOutput
        .split("\0")
        .filter(Boolean)
        .map((l) => l.split("\t")[1] ?? ""),
    ),
  ];
}

/**
 * Refuses a repository in the middle of an operation, with unresolved conflicts
 * (`conflicted`: unmergedPaths), or with a git lock file present after a short wait
 * (call after a killed Patchbay run's own locks were cleared: recover.ts). Reads only.
 */
export async function refuseMidOperation(
  repo: string,
  dirs: GitDirs,
  conflicted: string[],
  lockWaitMs = 2000,
): Promise<void> {
  const op = await operation(dirs.gitDir);
  if (op)
    throw new RepositoryStateError(
      `${repo}: ${op.what}, and a run would switch branches under it. Finish it with ${op.todo}, then run Patchbay again.`,
    );
  if (conflicted.length)
    throw new RepositoryStateError(
      `${repo}: ${conflicted.length} file(s) have unresolved conflicts (${conflicted.slice(0, 5).join(", ")}${conflicted.length > 5 ? ", …" : ""}). ` +
        "Resolve them and `git add` them (or `git checkout --merge -- FILE` to start over), then run Patchbay again.",
    );
  // A git command at work finishes in moments; a lock still there after the wait was left behind.
  const locks = await waitForLocks(dirs, lockWaitMs);
  if (locks.length) {
    const first = locks[0] as string;
    const more = locks.length > 1 ? ` (and ${locks.length - 1} more: ${locks.slice(1, 4).join(", ")})` : "";
    throw new RepositoryStateError(
      `${repo}: ${first} exists${more}: another git command is working in this repository, or one was killed and left it. ` +
        `When no git command is running, remove it (\`rm '${first}'\`) and run Patchbay again.`,
    );
  }
}
