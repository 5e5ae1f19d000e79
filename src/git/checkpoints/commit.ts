/**
 * The two ref and index moves a checkpoint may need beside the run's writer:
 * moving a detached HEAD with a compare-and-swap, and bringing index entries in
 * line with the work tree for just the paths a checkpoint committed.
 */
import path from "node:path";
import { LOCK_WAIT_MS, retryAfterLock } from "../lock-wait.js";
import { GitCommandError, type GitRunner } from "../runner.js";
import { kindOf } from "./changes.js";

/** Moves HEAD (and the branch it points to) from `expected` to `sha`; false if HEAD was not at `expected`. */
export async function moveHead(
  runner: GitRunner,
  sha: string,
  expected: string | null,
  reason: string,
): Promise<boolean> {
  // An empty old value means "must not exist yet" (an unborn branch).
  const args = ["update-ref", "-m", `patchbay: ${reason}`, "HEAD", sha, expected ?? ""];
  return (await runner.exec(args, { allowAllExitCodes: true })).exitCode === 0;
}

/**
 * Brings the index entries of `paths` in line with the working tree (and so with
 * the new HEAD). Split-index mode makes this write only the changed entries instead
 * of rewriting a 10 MB index on a 100,000-file repository; every git reads it.
 */
export async function syncIndex(runner: GitRunner, paths: string[], lockWaitMs = LOCK_WAIT_MS): Promise<void> {
  // A path a command turned into a directory or a FIFO since it was committed has no
  // index entry to bring in line, and update-index would refuse the whole batch (and
  // with it the run): its entry is left as it was, and git status shows the path changed.
  const kinds = await Promise.all(paths.map((p) => kindOf(path.join(runner.cwd, p))));
  const indexable = paths.filter((_, i) => kinds[i] !== "dir" && kinds[i] !== "other");
  if (indexable.length === 0) return;
  const args = ["-c", "core.splitIndex=true", "update-index", "--add", "--remove", "--replace", "-z", "--stdin"];
  // Another git holding index.lock (a person's `git status`) is waited for, briefly: see lock-wait.ts.
  const res = await retryAfterLock(
    () => runner.exec(args, { input: `${indexable.join("\0")}\0`, allowAllExitCodes: true }),
    "bringing the index in line with the checkpoints",
    lockWaitMs,
  );
  if (res.exitCode !== 0) throw new GitCommandError(args, res.exitCode, res.stderr, runner.cwd);
}
