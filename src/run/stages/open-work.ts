/**
 * The run's second stage: the git side opened for an admitted task — the work
 * branch with its checkpointer (or, for a plan, a workspace that commits
 * nothing) — and what the action's post step needs to finish the run after a
 * kill. Past this point everything opened is closed by the run's `finally`.
 */

import { createGitDataApi } from "../../git/checkpoints/git-data-api.js";
import { openWorkspace, type Workspace } from "../../git/workspace.js";
import { judgeChangedPath } from "../../policy/changed-path.js";
import type { Policy } from "../../policy/types.js";
import type { RunSettings, StartedState } from "../contract.js";
import { commitsThroughApi, pushes, readsOrigin } from "../delivery.js";
import { openReviewStage, type ReviewCheckoutInput } from "../flows/code-review/workspace.js";
import { openPlanStage } from "../flows/plan.js";
import type { PlanWorkspace } from "../flows/plan-workspace.js";
import type { Admitted } from "./admit.js";
import type { CheckoutLock } from "./checkout-lock.js";

/** Names the run in commit trailers and the post step's gate: the workflow run's URL, or a local run's id. */
type RunNaming = { settings: Pick<RunSettings, "runUrl" | "runId"> };

/**
 * What opening the work reads of an admitted run: the task and its branch, the config's
 * git settings, who asked, where the work goes, and (for a plan or a review) their stages'
 * own inputs.
 */
export type OpenWorkInput = Pick<
  Admitted,
  "config" | "trigger" | "task" | "octokit" | "redactor" | "log" | "mode" | "stage"
> &
  ReviewCheckoutInput &
  RunNaming & {
    settings: Pick<RunSettings, "repo" | "env" | "tempDir" | "githubToken" | "serverUrl" | "delivery" | "underAct">;
  };

/** What the post step's record reads of an admitted run. */
export type StartedInput = Pick<Admitted, "reporters" | "config" | "trigger"> & RunNaming;

export interface OpenWork {
  workspace: Workspace;
  /** A plan run's record of its plan (no branch, nothing committed). */
  plan?: PlanWorkspace;
}

/**
 * `rules` is read when a command or an MCP tool has changed a file: what it wrote
 * is judged as if a file tool had written it, so a path the rules deny
 * (.github/workflows/**, the config, …) is never committed. The rules exist only
 * once the session is set up, after the workspace is open.
 */
export async function openWork(
  run: OpenWorkInput,
  rules: () => Policy | undefined,
  guard?: CheckoutLock,
): Promise<OpenWork> {
  const { settings, config, trigger, task, octokit, redactor, log } = run;
  if (run.mode.phase === "plan") return openPlanStage(run.stage);
  if (run.mode.phase === "review") return openReviewStage(run);
  if (task.branch.kind === "pr-lookup")
    throw new Error("internal: the PR's branch must be looked up before the workspace opens");
  const workspace = await openWorkspace({
    repo: settings.repo,
    branch: task.branch,
    number: task.number,
    config,
    runId: settings.runId,
    runUrl: runUrlOf(run),
    requester: trigger.actor
      ? { name: trigger.actor.login, email: `${trigger.actor.id}+${trigger.actor.login}@users.noreply.github.com` }
      : undefined,
    // The token goes only to the server the run belongs to (GITHUB_SERVER_URL: github.com or GHES).
    auth: settings.githubToken ? { token: settings.githubToken, serverUrl: settings.serverUrl } : undefined,
    push: pushes(settings.delivery),
    // Local runs are local (docs/decisions/0013-local-runs-like-a-local-tool.md): without --push, origin is not even asked, so a dead one cannot stall the run.
    localOnly: !readsOrigin(settings.delivery),
    redactor,
    env: settings.env,
    log,
    stashDir: settings.tempDir,
    guard,
    judge: async (file) => {
      const policy = rules();
      if (!policy) return { decision: "allow", why: "no rules loaded yet" };
      const verdict = await judgeChangedPath(policy, file);
      return { decision: verdict.decision, why: `${verdict.rule}: ${verdict.reason}` };
    },
    // Signing writes through GitHub's Git Data API: never in a dry run, under act, or for a fork's PR.
    gitDataApi:
      octokit && commitsThroughApi(settings.delivery) && !settings.underAct && task.branch.kind !== "fork"
        ? createGitDataApi(octokit.request.bind(octokit), {
            owner: trigger.repository.owner,
            repo: trigger.repository.name,
          })
        : undefined,
  });
  return { workspace };
}

/** What the post step needs after a kill: the branch, the credential stash, the push gate's facts, the comment. */
export function startedState(run: StartedInput, workspace: Workspace): StartedState {
  const { prepared } = workspace;
  const commentId = (run.reporters.github ?? run.reporters.codeReview)?.commentId;
  return {
    branch: prepared.branch,
    stashFile: workspace.stashFile,
    gate: {
      known: [...new Set([prepared.head, prepared.remoteSha ?? prepared.head])],
      runUrl: runUrlOf(run),
      fileMb: run.config.sandbox.limits.file_mb,
    },
    comment:
      commentId === undefined
        ? undefined
        : {
            owner: run.trigger.repository.owner,
            repo: run.trigger.repository.name,
            id: commentId,
            kind: run.trigger.comment?.kind === "review_comment" ? "review" : "issue",
          },
  };
}

function runUrlOf(run: RunNaming): string {
  return run.settings.runUrl ?? `local run ${run.settings.runId}`;
}
