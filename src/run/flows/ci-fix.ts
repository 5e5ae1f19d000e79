/**
 * The CI-fix run's own stages around the common pipeline: the loop guard before
 * anything is set up (a skipped attempt costs two API calls), and the failed
 * run's context for the task.
 */
import type { UntrustedText } from "../../agent/prompts/system-prompt.js";
import type { Config } from "../../config/schema.js";
import { countAttempts } from "../../git/checkpoints/attempts.js";
import { gatherCiFailure, renderCiFailure } from "../../github/context/ci-context.js";
import { postStoppedOnce, readCiFixHistory } from "../../github/context/ci-fix-history.js";
import type { GitHubClient } from "../../github/octokit.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import { type Delivery, postsToGitHub } from "../delivery.js";
import { decideCiFix } from "./ci-fix-loop.js";

export type CiFixLoopCheck = { go: true } | { go: false; reason: string };

export type CiFixStart = { kind: "go"; trigger: Trigger } | { kind: "skip"; reason: string };

/**
 * Before anything is set up: a fork's failure is tied to its open pull request
 * (GitHub leaves `pull_requests` empty for forks) so the patch has a place to go,
 * then the loop guard decides. Without a client (a local run) there is nothing to read.
 */
export async function startCiFix(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  config: Config,
  redactor: Redactor,
  delivery: Delivery,
): Promise<CiFixStart> {
  const ci = trigger.ciFix;
  if (!octokit || !ci) return { kind: "go", trigger };
  if (ci.isFork) {
    const number = await forkPullNumber(octokit, trigger, ci.headRepo, ci.headBranch);
    if (number === undefined)
      return {
        kind: "skip",
        reason: `no open pull request comes from ${ci.headRepo}:${ci.headBranch}; nothing to fix`,
      };
    // Nothing is ever pushed to a fork, so there is no loop to guard: the pull request lookup takes over.
    return {
      kind: "go",
      trigger: { ...trigger, source: { kind: "pr", number }, branch: { kind: "pr-lookup", number } },
    };
  }
  const gate = await checkCiFixLoop(octokit, trigger, config, redactor, !postsToGitHub(delivery));
  return gate.go ? { kind: "go", trigger } : { kind: "skip", reason: gate.reason };
}

async function forkPullNumber(
  octokit: GitHubClient,
  trigger: Trigger,
  headRepo: string | null,
  branch: string,
): Promise<number | undefined> {
  const owner = headRepo?.split("/")[0];
  if (!owner) return undefined;
  const { data } = await octokit.rest.pulls.list({
    owner: trigger.repository.owner,
    repo: trigger.repository.name,
    head: `${owner}:${branch}`,
    state: "open",
    per_page: 1,
  });
  return data[0]?.number;
}

export async function checkCiFixLoop(
  octokit: GitHubClient,
  trigger: Trigger,
  config: Config,
  redactor: Redactor,
  dryRun: boolean,
): Promise<CiFixLoopCheck> {
  const ci = trigger.ciFix;
  if (!ci) return { go: true };
  const repo = { owner: trigger.repository.owner, repo: trigger.repository.name };
  const pullNumber = trigger.source.kind === "pr" ? trigger.source.number : undefined;
  const facts = await readCiFixHistory(octokit, repo, { pullNumber, branch: ci.headBranch, headSha: ci.headSha });
  const decision = decideCiFix({
    headSha: ci.headSha,
    branchTip: facts.branchTip,
    attempts: countAttempts(facts.commits),
    maxAttempts: config.ci_fix.max_attempts,
  });
  if (decision.go) return { go: true };
  if (decision.reason === "attempt_limit" && pullNumber !== undefined && !dryRun)
    await postStoppedOnce(
      octokit,
      repo,
      pullNumber,
      ci.headSha,
      `${decision.message}\n\nFailed run: ${ci.runUrl}`,
      redactor,
    );
  return { go: false, reason: decision.message };
}

export async function ciFixContext(
  octokit: GitHubClient,
  trigger: Trigger,
  redactor: Redactor,
): Promise<UntrustedText[]> {
  const ci = trigger.ciFix;
  if (!ci) return [];
  const context = await gatherCiFailure(octokit, {
    owner: trigger.repository.owner,
    repo: trigger.repository.name,
    run: { id: ci.runId, name: ci.workflow, url: ci.runUrl, headSha: ci.headSha, headBranch: ci.headBranch },
    pullNumber: trigger.source.kind === "pr" ? trigger.source.number : undefined,
    redactor,
  });
  return [{ label: `failed workflow run ${ci.runId}`, text: renderCiFailure(context) }];
}
