/**
 * The progress comment for a run, when there is one: only for runs that may
 * write to GitHub and have an issue or PR to write on.
 */
import type { Redactor } from "../../secrets/redactor.js";
import type { GitHubClient } from "../octokit.js";
import { commentTargetFor, reactableCommentFor, repoUrlFor, type Trigger } from "../trigger/index.js";
import { GitHubReporter } from "./reporter.js";

export interface ReporterForOptions {
  /** Dry runs write nothing to GitHub. */
  dryRun: boolean;
  phrase: string;
  serverUrl?: string;
  runId?: string;
  redactor: Redactor;
  log: { debug(m: string): void; warning(m: string): void };
}

export async function githubReporterFor(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  opt: ReporterForOptions,
): Promise<GitHubReporter | undefined> {
  const target = commentTargetFor(trigger);
  if (!octokit || opt.dryRun || !target) return undefined;
  return new GitHubReporter({
    octokit,
    target,
    redactor: opt.redactor,
    log: opt.log,
    triggerComment: reactableCommentFor(trigger),
    progress: {
      repoUrl: repoUrlFor(trigger, opt.serverUrl),
      phrase: opt.phrase,
      runId: opt.runId,
    },
  });
}
