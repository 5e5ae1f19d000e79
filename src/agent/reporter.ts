/**
 * Where a run reports to: GitHub (progress comment, PR links) or the console.
 * The orchestrator feeds every SessionEvent to `onEvent` as it happens and calls
 * `finish` once with the outcome; implementations never throw from `onEvent`.
 */
import type { Outcome, SessionEvent } from "./types.js";

export interface ReportLinks {
  /** The pull request the work went to. */
  prUrl?: string;
  /** The branch name the checkpoints were pushed to, and its web URL. */
  branch?: string;
  branchUrl?: string;
  /** This workflow run (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID`). */
  runUrl?: string;
  /** Fork PRs: where the patch was posted instead of a push. */
  patchUrl?: string;
  /** Markdown shown before the links, e.g. the review threads' ✅ / 💬 list. */
  details?: string;
  /** Checkpoints replayed onto commits someone else pushed: old id → the id on the pushed branch. */
  renamed?: Record<string, string>;
}

export interface Reporter {
  /** Acknowledge the request at once (the 👀 reaction); optional for reporters with nothing to do. */
  start?(): Promise<void>;
  onEvent(event: SessionEvent): void;
  finish(outcome: Outcome, links: ReportLinks): Promise<void>;
}
