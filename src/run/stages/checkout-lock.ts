/**
 * Before a run touches the repository (docs/decisions/0012-faults-leave-the-repository-consistent.md): it takes the checkout's run lock
 * (a second run refuses at once, naming the first), puts right what a killed run
 * before it left half-done, and refuses a repository in the middle of a rebase,
 * merge, cherry-pick, revert, bisect or `am`, with conflicts, or with a git lock
 * file — each with what to do. The guard is released when the run ends.
 */
import { type GitDirs, gitDirs, refuseMidOperation, unmergedPaths } from "../../git/run-lock/in-progress.js";
import { type Recovery, recoverKilledRun } from "../../git/run-lock/recover.js";
import { RepositoryBusyError, RunLock } from "../../git/run-lock/run-lock.js";
import { createGitRunner } from "../../git/runner.js";
import { scrubbedEnv } from "../../util/env.js";
import { hostGit } from "../../util/host-git.js";
import type { RunSettings } from "../contract.js";
import type { StartState } from "./preflight.js";

export interface CheckoutLock {
  lock: RunLock;
  /** What the killed run before this one left for this run to commit (recover.ts). */
  recovery: Recovery;
  release(): void;
}

export async function lockCheckout(
  start: Pick<StartState, "gitDir" | "commonDir">,
  repo: string,
  env: RunSettings["env"],
  what: string,
  say: (line: string) => void,
): Promise<CheckoutLock> {
  const dirs: GitDirs = { gitDir: start.gitDir, commonDir: start.commonDir };
  // Side by side, each a process start-up the run waits for: the lock, and the index's conflicts.
  const [lock, unmerged] = await Promise.all([
    RunLock.take(dirs.gitDir, what, repo),
    hostGit(repo, ["ls-files", "--unmerged", "-z"], { cwd: repo, env: scrubbedEnv(env), timeoutMs: 60_000 }),
  ]);
  try {
    let recovery: Recovery = { notes: [] };
    if (lock.killed) {
      const runner = createGitRunner({ cwd: repo, baseEnv: env, timeoutMs: 60_000 });
      recovery = await recoverKilledRun(runner, dirs, lock.killed);
      lock.repaired(recovery.carried?.paths ?? []);
    }
    for (const note of recovery.notes) say(note);
    await refuseMidOperation(repo, dirs, unmergedPaths(unmerged.stdout));
    return { lock, recovery, release: () => lock.release() };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The action's post step, after a main step that may have been killed: the lock
 * (main is gone, so it is free) and the repair of what main left half-done, but no
 * refusal — the post step only pushes what is committed. Returns the release, or
 * undefined when another run holds the checkout (then the post step leaves it alone).
 */
export async function lockCheckoutForPostStep(
  repo: string,
  env: RunSettings["env"],
  say: (line: string) => void,
): Promise<(() => void) | undefined> {
  const runner = createGitRunner({ cwd: repo, baseEnv: env, timeoutMs: 60_000 });
  const dirs = await gitDirs(runner);
  let lock: RunLock;
  try {
    lock = await RunLock.take(dirs.gitDir, "the Patchbay action's post step", repo);
  } catch (error) {
    if (error instanceof RepositoryBusyError) {
      say(error.message);
      return undefined;
    }
    throw error;
  }
  try {
    if (lock.killed) {
      const recovery = await recoverKilledRun(runner, dirs, lock.killed);
      lock.repaired(recovery.carried?.paths ?? []);
      for (const note of recovery.notes) say(note);
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  return () => lock.release();
}
