/**
 * A create that may have happened is looked up before it is sent again (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * A POST GitHub never answered, or answered with a 5xx, may still have made the
 * pull request or comment; Octokit's retry plugin sent it again blind, so a run
 * could open two pull requests or post its progress twice. Creates are therefore
 * sent with the plugin's retries off (`NO_RETRY`), and on a failure that leaves
 * it open — no answer, a 5xx — `find` looks for what the create would have made
 * before the next attempt. A 4xx is GitHub saying no: it is the caller's.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { GitHubTimeoutError } from "./deadline-fetch.js";
import { statusOf } from "./errors.js";
import { GitHubApiError } from "./request-errors.js";

/** Request options for a create: Octokit's retry plugin must not send it again on its own. */
export const NO_RETRY = { retries: 0 } as const;

/** Whether a failed create may have been carried out all the same. */
function mayHaveHappened(error: unknown): boolean {
  if (error instanceof GitHubTimeoutError) return true;
  const status = statusOf(error);
  if (error instanceof GitHubApiError && error.response === undefined) return true; // the connection broke
  return status !== undefined && status >= 500;
}

export interface CreateOnceOptions {
  /** Attempts in all (default 3). */
  attempts?: number;
  /** Wait before the second attempt, doubled after (default 1 s). */
  backoffMs?: number;
}

export async function createOnce<T>(
  create: () => Promise<T>,
  find: () => Promise<T | undefined>,
  options: CreateOnceOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 3;
  let wait = options.backoffMs ?? 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (!mayHaveHappened(error)) throw error;
      // A moment first: what the create made may take a moment to show in GitHub's lists.
      await sleep(wait);
      wait *= 2;
      const made = await find().catch(() => undefined);
      if (made !== undefined) return made;
      if (attempt >= attempts) throw error;
    }
  }
}
