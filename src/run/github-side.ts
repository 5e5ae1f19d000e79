/**
 * The GitHub half of a run, loaded only when there is a GitHub client: the PR
 * branch lookup, the progress-comment reporter, and the issue/PR context handed
 * to the model as untrusted data. Local runs never load any of it.
 */

import type { UntrustedText } from "../agent/prompts/system-prompt.js";
import type { Config } from "../config/schema.js";
import type { Redactor } from "../config/secrets.js";
import type { GitHubClient } from "../github/octokit.js";
import type { GitHubReporter } from "../github/reporter.js";
import type { Trigger } from "../github/trigger/index.js";
import {
  branchForPullRequest,
  commentTargetFor,
  contextRequestFor,
  parsePullRequest,
  reactableCommentFor,
  repoUrlFor,
} from "../github/trigger/index.js";
import { UsageError } from "../util/usage-error.js";
import type { RunSettings } from "./settings.js";
import { buildTask, type Task } from "./task.js";

/** An issue_comment on a PR carries no branch: ask the API for the PR's head. */
export async function lookUpPullRequest(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  config: Config,
  settings: RunSettings,
): Promise<{ trigger: Trigger; task: Task }> {
  const number = trigger.source.number;
  if (!octokit || number === undefined)
    throw new UsageError(
      `the comment is on pull request #${number}; finding its branch needs a GitHub token (the github_token input, or GITHUB_TOKEN for the CLI)`,
    );
  const { data } = await octokit.rest.pulls.get({
    owner: trigger.repository.owner,
    repo: trigger.repository.name,
    pull_number: number,
  });
  const pullRequest = parsePullRequest(data);
  const next: Trigger = { ...trigger, pullRequest, branch: branchForPullRequest(pullRequest) };
  return { trigger: next, task: buildTask(next, config, settings) };
}

/** The progress comment, for runs that may write to GitHub and have an issue or PR to write on. */
export async function githubReporter(
  octokit: GitHubClient | undefined,
  task: Task,
  trigger: Trigger,
  config: Config,
  settings: RunSettings,
  redactor: Redactor,
  log: { debug(m: string): void; warning(m: string): void },
): Promise<GitHubReporter | undefined> {
  const target = commentTargetFor(trigger);
  if (!octokit || task.dryRun || !target) return undefined;
  const { GitHubReporter } = await import("../github/reporter.js");
  return new GitHubReporter({
    octokit,
    target,
    redactor,
    log,
    triggerComment: reactableCommentFor(trigger),
    progress: {
      repoUrl: repoUrlFor(trigger, settings.serverUrl),
      phrase: config.trigger.phrase,
      runId: settings.runId,
    },
  });
}

/** The issue or PR the request is about, as untrusted text for the system prompt. */
export async function requestContext(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  log: { warning(m: string): void },
): Promise<UntrustedText[]> {
  const request = contextRequestFor(trigger);
  if (!request) return [];
  const label = `${request.kind === "pr" ? "pull request" : "issue"} #${request.number}`;
  if (!octokit) {
    // Local runs on an event file: what the payload itself says.
    const text = [trigger.source.title, trigger.source.body].filter(Boolean).join("\n\n");
    return text ? [{ label, text }] : [];
  }
  try {
    const [{ gatherContext }, { renderContext }] = await Promise.all([
      import("../github/context.js"),
      import("../github/render-context.js"),
    ]);
    return [{ label, text: renderContext(await gatherContext(octokit, request)) }];
  } catch (error) {
    log.warning(`could not read the ${label} context: ${(error as Error).message}`);
    return [];
  }
}
