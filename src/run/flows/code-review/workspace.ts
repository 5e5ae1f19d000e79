/**
 * The git side of a code review: no work branch and no commits — a review
 * changes nothing — only the pull request's head checked out for the model to
 * read (a comment's workflow checks out the default branch; a fork's head is
 * fetched through its pull ref, as for any run on a fork's PR), with the
 * checkout's credentials out of the agent's reach while it runs. A local review
 * reads the checkout as it is.
 */
import { restoreCredentials, stashCredentials } from "../../../git/credentials.js";
import { execRemote, type GitAuth } from "../../../git/network.js";
import type { GitRunner } from "../../../git/runner.js";
import { createGitRunner } from "../../../git/runner.js";
import type { Checkpointer } from "../../../git/types.js";
import type { Workspace } from "../../../git/workspace.js";
import type { PullRequestRef } from "../../../github/trigger/types.js";
import type { RunSettings } from "../../contract.js";
import type { Admitted } from "../../stages/admit.js";
import { originAuth } from "../../stages/origin.js";

/** What a review's checkout reads of an admitted run: the repository, the pull request, and origin's token. */
export type ReviewCheckoutInput = Pick<Admitted, "trigger" | "task" | "log"> & {
  settings: Pick<RunSettings, "repo" | "env" | "delivery" | "serverUrl" | "githubToken">;
};

/** Commits nothing: a review run writes no file (review mode denies it) and leaves no branch. */
const noCheckpoints: Checkpointer = {
  afterTool: async () => null,
  afterTurn: async () => null,
  finish: async () => [],
  list: () => [],
};

export async function openReviewStage(run: ReviewCheckoutInput): Promise<{ workspace: Workspace }> {
  const { settings, trigger, task, log } = run;
  const runner = createGitRunner({ cwd: settings.repo, baseEnv: settings.env });
  const stash = await stashCredentials(runner);
  try {
    const origin = await originAuth(runner, settings);
    const head = trigger.pullRequest
      ? await checkOutPullHead(runner, trigger.pullRequest, origin, log)
      : (await runner.exec(["rev-parse", "HEAD"])).stdout.trim();
    const branch = task.branch.kind === "pr-lookup" ? `pull/${task.branch.number}` : task.branch.name;
    return {
      workspace: {
        runner,
        prepared: { branch, head, remoteSha: null, created: false, dirtyAtStart: [] },
        checkpointer: noCheckpoints,
        // Nothing to resume: a review in CI never pauses (review mode refuses what would ask).
        saveState: async () => {},
        pushFinal: async () => null,
        remoteBranch: () => branch,
        patch: async () => "",
        close: () => restoreCredentials(runner, stash),
      },
    };
  } catch (error) {
    await restoreCredentials(runner, stash);
    throw error;
  }
}

/**
 * The PR's head, checked out detached. Fetched when the checkout lacks it — the
 * head branch for this repository's PRs, `refs/pull/N/head` for a fork's. When
 * the head the event named is gone (force-pushed away before the run), the
 * branch's current tip is reviewed and the log says so.
 */
async function checkOutPullHead(
  runner: GitRunner,
  pr: PullRequestRef,
  origin: { remote: boolean; auth?: GitAuth },
  log: { info(m: string): void; warning(m: string): void },
): Promise<string> {
  const current = (await runner.exec(["rev-parse", "HEAD"], { allowAllExitCodes: true })).stdout.trim();
  if (current === pr.headSha) return current;
  const has = async (rev: string) =>
    (await runner.exec(["cat-file", "-e", `${rev}^{commit}`], { allowAllExitCodes: true })).exitCode === 0;
  let sha = pr.headSha;
  if (!(await has(sha))) {
    if (!origin.remote) throw new Error(`the pull request's head ${pr.headSha.slice(0, 7)} is not in this checkout`);
    const local = `refs/patchbay/review/pull-${pr.number}`;
    const source = pr.isFork ? `refs/pull/${pr.number}/head` : `refs/heads/${pr.headRef}`;
    const fetched = await execRemote(runner, ["fetch", "--no-tags", "origin", `+${source}:${local}`], origin.auth);
    if (fetched.exitCode !== 0)
      throw new Error(`could not fetch the pull request's head (${source}): ${fetched.stderr.trim()}`);
    if (!(await has(sha))) {
      sha = (await runner.exec(["rev-parse", local])).stdout.trim();
      log.warning(
        `the pull request's head ${pr.headSha.slice(0, 7)} is no longer on ${source} (force-pushed since the event); reviewing its tip ${sha.slice(0, 7)}`,
      );
    }
  }
  const checkout = await runner.exec(["checkout", "-q", "--detach", sha], { allowAllExitCodes: true });
  if (checkout.exitCode !== 0)
    throw new Error(`could not check out the pull request's head ${sha.slice(0, 7)}: ${checkout.stderr.trim()}`);
  log.info(`reviewing ${sha.slice(0, 7)}, the head of pull request #${pr.number}`);
  return sha;
}
