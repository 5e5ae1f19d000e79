/**
 * The CI-fix loop guard: whether a failed workflow run is worth another attempt.
 * A pure decision over what the caller read from GitHub, so every branch of it
 * is tested without a network.
 */
import type { Attempts } from "../../git/checkpoints/attempts.js";

export interface CiFixLoopInput {
  /** The commit the failed workflow ran on. */
  headSha: string;
  /** The branch's tip now. */
  branchTip: string;
  attempts: Attempts;
  maxAttempts: number;
}

export type CiFixLoopDecision =
  | { go: true; attempt: number }
  | { go: false; reason: "head_moved"; message: string }
  | { go: false; reason: "attempt_limit"; message: string };

export function decideCiFix(input: CiFixLoopInput): CiFixLoopDecision {
  if (input.branchTip !== input.headSha) {
    return {
      go: false,
      reason: "head_moved",
      message:
        `The failed run was for ${short(input.headSha)}, but the branch is at ${short(input.branchTip)} now; ` +
        "the workflow run for the newer commit decides whether there is anything to fix.",
    };
  }
  if (input.attempts.count >= input.maxAttempts) {
    const since = input.attempts.since ? ` since ${short(input.attempts.since)}` : "";
    return {
      go: false,
      reason: "attempt_limit",
      message:
        `Patchbay stopped: it already made ${input.attempts.count} attempt(s) to fix CI on this branch${since} ` +
        `(ci_fix.max_attempts is ${input.maxAttempts}) and the build is still red. ` +
        "Push a commit of your own to give it new attempts, or raise ci_fix.max_attempts.",
    };
  }
  return { go: true, attempt: input.attempts.count + 1 };
}

const short = (sha: string) => sha.slice(0, 7);
