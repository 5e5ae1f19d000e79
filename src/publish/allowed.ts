/**
 * What the event allows the publish stage to write (docs/decisions/0023-two-job-runs.md), recomputed from
 * the event and the trusted config — never from the outbox: the one branch that
 * may be pushed (and Patchbay's refs for it), the issue or PR that may be
 * commented on, the comment that may get 👀, whether a pull request may be
 * opened and from which head to which base. The same stages the run uses make
 * these decisions (prepare, the permission gate, the CI-fix guard, the PR
 * lookup), with the CI-fix guard in its dry-run form so deciding writes nothing.
 */
import type { LoadedConfig } from "../config/load.js";
import type { GitHubClient } from "../github/octokit.js";
import { lookUpPullRequest } from "../github/pulls.js";
import type { CommentTarget } from "../github/reporting/comments.js";
import type { Trigger } from "../github/trigger/index.js";
import { commentTargetFor } from "../github/trigger/index.js";
import { outboxRefs } from "../outbox/write.js";
import type { RunSettings } from "../run/contract.js";
import { resolveMode } from "../run/run-mode.js";
import { admitActor } from "../run/stages/permission-check.js";
import { prepare } from "../run/stages/prepare.js";
import { buildTask, type Task } from "../run/task.js";

export interface Allowed {
  loaded: LoadedConfig;
  trigger: Trigger;
  task: Task;
  /** The branch commits may go to, with the base a new PR targets; absent for a fork's PR (a patch is posted). */
  branch?: { name: string; base: string };
  /** Every ref the bundle may carry. */
  refs: Set<string>;
  /** Where the progress comment (and the run's other comments) may go. */
  comment?: CommentTarget;
  /** The comment that asked (it may get 👀). */
  triggerComment?: { id: number; on: "issue_comment" | "review_comment" };
  /** A pull request may be opened for `branch` (issues and tasks; a PR's own branch needs none). */
  pullRequest: boolean;
  /** The PR whose review threads may be replied to and resolved. */
  pullNumber?: number;
  /** A `go` uses its plan up: the plan record is deleted on origin once the work is published. */
  dropsPlan: boolean;
}

export type AllowedResult = { kind: "allowed"; allowed: Allowed } | { kind: "none"; reason: string };

export async function allowedFor(
  settings: RunSettings,
  octokit: GitHubClient | undefined,
  warn: (message: string) => void,
): Promise<AllowedResult> {
  const prepared = await prepare(settings);
  if (prepared.kind === "skip")
    return { kind: "none", reason: `the event is not a task for Patchbay (${prepared.reason})` };
  const { config, redactor } = prepared.loaded;
  let { trigger, task } = prepared;
  const gate = await admitActor(octokit, trigger, config, settings, warn);
  if (gate.kind === "skip") return { kind: "none", reason: gate.reason };
  if (trigger.ciFix) {
    const { startCiFix } = await import("../run/flows/ci-fix.js");
    // Dry: deciding which branch a CI fix may write must itself write nothing.
    const start = await startCiFix(octokit, trigger, config, redactor, { kind: "dry-run", readsOrigin: true });
    if (start.kind === "skip") return { kind: "none", reason: start.reason };
    trigger = start.trigger;
    task = buildTask(trigger, config, settings);
  }
  if (task.branch.kind === "pr-lookup") {
    trigger = await lookUpPullRequest(octokit, trigger);
    task = buildTask(trigger, config, settings);
  }
  const work = task.branch.kind === "work" ? { name: task.branch.name, base: task.branch.base } : undefined;
  // Nothing is pushed for a fork's PR (its patch is posted); otherwise the branch and Patchbay's refs for it:
  // the session state, the plan record, and this workflow run's history of checkpoints (both jobs share the run).
  const refs = new Set(work ? outboxRefs(work.name, settings.runId) : []);
  const comment = commentTargetFor(trigger);
  const on = trigger.comment?.kind === "review_comment" ? "review_comment" : "issue_comment";
  return {
    kind: "allowed",
    allowed: {
      loaded: prepared.loaded,
      trigger,
      task,
      branch: work,
      refs,
      comment,
      triggerComment: trigger.comment && trigger.comment.kind !== "review" ? { id: trigger.comment.id, on } : undefined,
      pullRequest: trigger.source.kind !== "pr" && work !== undefined,
      dropsPlan:
        work !== undefined &&
        resolveMode(trigger, trigger.source.task ? config.tasks[trigger.source.task]?.mode : undefined, settings.mode)
          .phase === "go",
      pullNumber: trigger.pullRequest?.number ?? (trigger.source.kind === "pr" ? trigger.source.number : undefined),
    },
  };
}
