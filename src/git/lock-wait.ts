/**
 * A git lock file (`index.lock`, `refs/heads/x.lock`) that appears while a run
 * works: another git command holds it (an editor's git integration, a person's
 * `git status`), usually for milliseconds, or a killed one left it. Patchbay
 * waits a little for it to go and tries again; a lock still there after that is
 * reported as what it is — a GitLockError naming the file — not as a failed
 * checkpoint or an internal error.
 */
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { EnvironmentFault } from "../util/faults.js";
import type { GitResult } from "./runner.js";

/** How long a lock another process holds is waited for; long enough for any git command that is working. */
export const LOCK_WAIT_MS = 5000;

export class GitLockError extends EnvironmentFault {
  constructor(
    readonly lockFile: string,
    doing: string,
    waitedMs: number,
  ) {
    super(
      `${lockFile} exists: another git command is using this repository (or one was killed and left the file); Patchbay waited ${Math.round(waitedMs / 1000)} s while ${doing}. When no git command is running, remove it (\`rm '${lockFile}'\`).`,
      "lock",
    );
    this.name = "GitLockError";
  }
}

/** The lock file a failed git command names ("Unable to create '…/index.lock': File exists."). */
function lockFileIn(stderr: string): string | undefined {
  return /Unable to create '([^']+\.lock)': File exists/.exec(stderr)?.[1];
}

/** Waits up to `ms` for `file` to go; true when it went. */
export async function waitForFileGone(file: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (existsSync(file)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Runs `attempt` (a git command with allowAllExitCodes) again after a lock it met
 * goes; throws GitLockError when the lock outlives `ms`. Any other failure is the
 * caller's: its result is returned as it is.
 */
export async function retryAfterLock(
  attempt: () => Promise<GitResult>,
  doing: string,
  ms = LOCK_WAIT_MS,
): Promise<GitResult> {
  const started = Date.now();
  for (;;) {
    const res = await attempt();
    const lock = res.exitCode === 0 ? undefined : lockFileIn(res.stderr);
    if (!lock) return res;
    const left = ms - (Date.now() - started);
    if (left <= 0 || !(await waitForFileGone(lock, left))) throw new GitLockError(lock, doing, Date.now() - started);
  }
}

/**
 * For a sync of index entries that met a lock past the wait: the checkpoints are on
 * the branch and the entries follow at the next sync (or the next run, from the
 * journal), so it is a warning, not a failure. Anything else is thrown on.
 */
export function warnIndexLocked(error: unknown, warn: (message: string) => void): void {
  if (!(error instanceof GitLockError)) throw error;
  warn(`${error.message} The checkpoints are committed; the index catches up once the lock is gone.`);
}
