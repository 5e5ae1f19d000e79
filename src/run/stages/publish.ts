/**
 * After the session: where its work goes. The last push of the branch, then a
 * pull request for issue and task flows (a PR's own branch needs none), a patch
 * for forks, or — in a dry run — what the PR would have said.
 */

import type { ReportLinks } from "../../agent/reporter.js";
import type { Outcome } from "../../agent/types.js";
import { checkpointsOnBranch } from "../../git/push/pushed-commits.js";
import type { Checkpoint } from "../../git/types.js";
import type { Workspace } from "../../git/workspace.js";
import type { GitHubClient } from "../../github/octokit.js";
import { findOrCreatePullRequest, renderPullBody } from "../../github/pulls.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import { type Delivery, readsOrigin } from "../delivery.js";
import type { Task } from "../task.js";

export interface Published {
  links: ReportLinks;
  prUrl?: string;
  /** What the PR says (also shown on the console for dry and local runs). */
  pullRequest?: { title: string; body: string };
  /** Fork PRs: the change as a format-patch series. */
  patch?: string;
  /** For people: what happened to the work (pushed, pushed to another branch, kept local). */
  notes: string[];
  /** The session's commits as the pushed branch has them (after a replay onto someone else's push). */
  commits?: Checkpoint[];
}

export interface PublishInput {
  task: Task;
  trigger: Trigger;
  workspace: Workspace;
  outcome: Outcome;
  /** Every checkpoint of the session, earlier runs included. */
  checkpoints: Checkpoint[];
  octokit?: GitHubClient;
  redactor: Redactor;
  repoUrl: string;
  runUrl?: string;
  draft: boolean;
  /** Where the work goes: a dry run only says what it would do; a local run keeps the commits on the local branch. */
  delivery: Delivery;
}

export async function publish(input: PublishInput): Promise<Published> {
  const { task, trigger, workspace, outcome } = input;
  const links: ReportLinks = { runUrl: input.runUrl };
  const notes: string[] = [];
  const changed = input.checkpoints.length > 0;
  const preview = changed ? pullRequestText(input) : undefined;

  if (task.branch.kind === "fork") {
    const patch = outcome.commits.length ? await workspace.patch() : undefined;
    if (patch) notes.push("the pull request comes from a fork: nothing was pushed; the change is posted as a patch");
    return { links, patch, notes };
  }
  if (input.delivery.kind === "dry-run") {
    notes.push(`dry run: ${workspace.prepared.branch} was not pushed; no comment or pull request was made`);
    return { links: { ...links, branch: workspace.prepared.branch }, pullRequest: preview, notes };
  }
  if (!readsOrigin(input.delivery)) {
    const branch = workspace.prepared.branch;
    const from = task.branch.kind === "work" ? (task.branch.start?.label ?? task.branch.base) : "HEAD";
    notes.push(...localNotes(branch, from, changed));
    return { links: { ...links, branch }, pullRequest: preview, notes };
  }

  // A branch with nothing on it is noise (a scheduled task that found nothing to do);
  // a paused session must be pushed, though: its saved state travels with the branch.
  const paused = outcome.kind === "awaiting_approval" || outcome.kind === "needs_input";
  if (!changed && !paused && workspace.prepared.remoteSha === null) {
    notes.push("nothing changed: no branch was pushed");
    return { links, notes };
  }
  const pushed = await workspace.pushFinal();
  if (pushed) notes.push(pushed.message);
  const branch = workspace.remoteBranch();
  links.branch = branch;
  links.branchUrl = `${input.repoUrl}/tree/${branch}`;
  // The PR body and the summary name the commits that are on the pushed branch (docs/decisions/0012-faults-leave-the-repository-consistent.md).
  const on = pushed ? await checkpointsOnBranch(workspace.runner, pushed.sha, input.checkpoints) : undefined;
  const renamed = on?.renamed ?? {};
  if (Object.keys(renamed).length) links.renamed = renamed;
  const commits = outcome.commits.map((c) => ({ ...c, sha: renamed[c.sha] ?? c.sha }));
  const pullRequest = changed
    ? pullRequestText({ ...input, checkpoints: on?.checkpoints ?? input.checkpoints })
    : undefined;

  // A PR trigger works on the PR's own branch; issues and tasks get a PR of their own.
  const wantsPr = trigger.source.kind !== "pr" && changed;
  if (!wantsPr || !input.octokit || !pullRequest || task.branch.kind !== "work")
    return { links, pullRequest, notes, commits };
  const pr = await findOrCreatePullRequest(
    input.octokit,
    {
      owner: trigger.repository.owner,
      repo: trigger.repository.name,
      head: branch,
      base: task.branch.base,
      title: pullRequest.title,
      body: pullRequest.body,
      draft: input.draft,
    },
    input.redactor,
  );
  links.prUrl = pr.url;
  notes.push(`${pr.created ? "opened" : "updated"} pull request ${pr.url}`);
  return { links, prUrl: pr.url, pullRequest, notes, commits };
}

/** Where a local run's commits are and how to look at them. */
function localNotes(branch: string, base: string, changed: boolean): string[] {
  if (!changed) return ["nothing was committed"];
  return [
    `the commits are on the local branch ${branch}, not pushed (run again with --push to push them); look at them with:`,
    `  git log ${base}..${branch}`,
    `  git diff ${base}...${branch}`,
    `  patchbay checkpoints --branch ${branch}`,
  ];
}

function pullRequestText(input: PublishInput): { title: string; body: string } | undefined {
  const { trigger, task, outcome } = input;
  if (trigger.source.kind === "pr") return undefined;
  const subject =
    trigger.source.kind === "issue"
      ? `${trigger.source.title ?? `issue #${trigger.source.number}`} (#${trigger.source.number})`
      : `task ${task.taskName ?? "run"}`;
  const body = renderPullBody(
    {
      // A local run's commits are on no server yet: its preview lists them without links.
      repoUrl: readsOrigin(input.delivery) ? input.repoUrl : undefined,
      summary: outcome.result ?? outcome.message,
      checkpoints: input.checkpoints,
      closes: trigger.source.kind === "issue" ? trigger.source.number : undefined,
      requestedBy: requestedBy(trigger, task),
      runUrl: input.runUrl,
    },
    input.redactor,
  );
  return { title: `Patchbay: ${subject}`, body };
}

function requestedBy(trigger: Trigger, task: Task): string | undefined {
  if (trigger.comment?.url) return trigger.comment.url;
  if (task.taskName) return `task \`${task.taskName}\``;
  const who = trigger.actor ? ` by @${trigger.actor.login}` : "";
  return trigger.source.number !== undefined ? `#${trigger.source.number}${who}` : trigger.actor?.login;
}
