/**
 * What a run is given and what it gives back: the pipeline's dependencies (the
 * GitHub client, where output goes, the abort signal), the RunResult the entry
 * points turn into outputs and exit codes, and the small helpers both the
 * pipeline and the task runner use. Its own module, so neither imports the other.
 */

import path from "node:path";
import type { ReportLinks } from "../agent/reporter.js";
import { emptyUsage, type Outcome, type Usage } from "../agent/types.js";
import type { ReviewJson } from "../code-review/review-json.js";
import type { GitHubClient } from "../github/octokit.js";
import type { CommentRef } from "../github/reporting/comments.js";
import type { RunSettings } from "./contract.js";
import type { PostGateState } from "./stages/post-gate.js";

export interface PipelineDeps {
  /** Present when the run talks to GitHub (a token, and not a dry run). */
  octokit?: GitHubClient;
  /** Console output (the log of a workflow run, or a terminal). */
  write: (text: string) => void;
  /**
   * Starts a collapsible section of the log titled `title` (ending the one before);
   * `undefined` ends the current one. The Actions log's `::group::`; absent at a terminal.
   */
  group?: (title: string | undefined) => void;
  color: boolean;
  /** A person at a terminal: `ask` calls are put to them (y / n / always) instead of pausing the run. */
  prompt?: (question: string) => Promise<string>;
  signal?: AbortSignal;
  /** The fetch model providers use (tests pass nock-visible fetch). */
  fetch?: typeof fetch;
  /** Called once the GitHub progress comment exists, so the post step can finish it after a kill. */
  onStarted?: (state: StartedState) => void;
}

/** What the post step needs to finish a run that was killed. */
export interface StartedState {
  branch?: string;
  stashFile?: string;
  /** What the post step's pre-push gate needs (post-gate.ts). */
  gate?: PostGateState;
  comment?: CommentRef;
}

export interface RunResult {
  outcome: Outcome;
  /** Checkpoints made by this run (a resumed session's outcome also counts the earlier runs'). */
  commitsMade?: number;
  /** Turns, tokens, cost and wall time of this run alone (a resumed session's outcome counts every run). */
  thisRun?: { turns: number; usage: Usage; costUsd: number; durationMs?: number };
  branch?: string;
  prUrl?: string;
  transcript?: string;
  /** The folder of files saved for people (browser screenshots), when the run saved any. */
  artifacts?: string;
  /** Markdown for the job summary. */
  summary?: string;
  links: ReportLinks;
  /** A code review's findings: their count and the `review_json` output. */
  codeReview?: { findings: number; json: ReviewJson };
}

export function skippedOutcome(reason: string): Outcome {
  return { kind: "skipped", message: reason, turns: 0, usage: emptyUsage(), costUsd: 0, commits: [] };
}

export function transcriptPathFor(settings: RunSettings): string | undefined {
  return settings.transcriptPath ? path.resolve(settings.repo, settings.transcriptPath) : undefined;
}

/** This run's share of a resumed session's usage: the total less what earlier runs used. */
export function usageSince(total: Usage, earlier: Usage | undefined): Usage {
  if (!earlier) return total;
  return {
    inputTokens: total.inputTokens - earlier.inputTokens,
    outputTokens: total.outputTokens - earlier.outputTokens,
    cacheReadTokens: total.cacheReadTokens - earlier.cacheReadTokens,
    cacheWriteTokens: total.cacheWriteTokens - earlier.cacheWriteTokens,
  };
}
