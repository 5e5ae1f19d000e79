/**
 * Diffs from the local repository, for what GitHub's files API does not give:
 * a local `patchbay review` (the branch against its base, no GitHub), a review
 * with no token, and a re-review's new commits (the last reviewed head to the
 * current one). Git runs as Patchbay's guarded runner: no external diff, no
 * textconv, whatever the repository configures.
 */
import { filesFromGitDiff, gitFileEntries, type PullDiff } from "../../../code-review/diff.js";
import type { GitRunner } from "../../../git/runner.js";

/** Bytes of patch read at most; what the model sees is cut far below this. */
const MAX_PATCH_BYTES = 32 * 1024 * 1024;

/**
 * The diff from `from` to `to` (a commit), or to the work tree when `to` is
 * undefined, optionally only for `paths`.
 */
export async function gitDiff(
  runner: GitRunner,
  range: { from: string; to?: string; paths?: readonly string[] },
): Promise<PullDiff> {
  const base = ["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "-M"];
  const revs = [range.from, ...(range.to ? [range.to] : [])];
  const paths = range.paths ? ["--", ...range.paths] : [];
  if (range.paths && range.paths.length === 0) return { files: [], truncated: false };
  const [nameStatus, numstat, patch] = await Promise.all([
    runner.exec([...base, "--name-status", "-z", ...revs, ...paths]),
    runner.exec([...base, "--numstat", "-z", ...revs, ...paths]),
    runner.exec([...base, "--src-prefix=a/", "--dst-prefix=b/", ...revs, ...paths], {
      maxOutputBytes: MAX_PATCH_BYTES,
    }),
  ]);
  return { files: filesFromGitDiff(patch.stdout, gitFileEntries(nameStatus.stdout, numstat.stdout)), truncated: false };
}

/** The commit `rev` names, or undefined when the repository does not have it. */
export async function commitOf(runner: GitRunner, rev: string): Promise<string | undefined> {
  const res = await runner.exec(["rev-parse", "-q", "--verify", `${rev}^{commit}`], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : undefined;
}

/** Whether `ancestor` is in the history of `head` (false when either is unknown here). */
export async function isAncestor(runner: GitRunner, ancestor: string, head: string): Promise<boolean> {
  const res = await runner.exec(["merge-base", "--is-ancestor", ancestor, head], { allowAllExitCodes: true });
  return res.exitCode === 0;
}

export async function mergeBase(runner: GitRunner, a: string, b: string): Promise<string | undefined> {
  const res = await runner.exec(["merge-base", a, b], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : undefined;
}
