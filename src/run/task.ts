/**
 * Trigger + config (+ the caller's overrides) → Task: what the session will be
 * asked to do, on which branch, within which limits (docs/decisions/0001-the-session-knows-nothing-of-github.md).
 */
import type { Config, LimitsConfig } from "../config/schema.js";
import { resolveWorkBranch } from "../git/branch.js";
import type { Trigger } from "../github/trigger/index.js";
import type { RunSettings } from "./contract.js";

type TaskMode = "pr-fix" | "issue" | "task" | "automation";

export interface Task {
  mode: TaskMode;
  kind: "issue" | "pr" | "task";
  /** Issue or PR number; undefined for tasks. */
  number?: number;
  /** The config task's name, for scheduled/dispatched tasks. */
  taskName?: string;
  /** What is asked. From a person's comment it is untrusted data; from config or workflow inputs it is the operator's. */
  request: string;
  requestTrusted: boolean;
  /** Where the work happens. */
  branch: TaskBranch;
  limits: LimitsConfig;
}

type TaskBranch =
  /**
   * Work on this branch: created from `base` unless it exists on the remote, then continued.
   * A local run's new branch starts from `start` instead (the checked-out commit or --base).
   */
  | { kind: "work"; name: string; base: string; start?: StartPoint }
  /** A fork's PR: work locally on a detached copy of the head; results posted as a patch. */
  | { kind: "fork"; name: string; base: string; headSha: string }
  /** An issue_comment on a PR: the head branch is only known after asking the API. */
  | { kind: "pr-lookup"; number: number };

/** Where a local run's work branch starts: `label` as a person knows it (a branch, a tag, a short sha), and the commit. */
export interface StartPoint {
  label: string;
  sha: string;
  /** The local branch it is, when it is one (a pull request can target it). */
  branch?: string;
}

export function buildTask(trigger: Trigger, config: Config, settings: Pick<RunSettings, "limits" | "runId">): Task {
  const { source } = trigger;
  const limits: LimitsConfig = {
    max_turns: settings.limits.maxTurns ?? config.limits.max_turns,
    max_cost_usd: settings.limits.maxCostUsd ?? config.limits.max_cost_usd,
    timeout_minutes: settings.limits.timeoutMinutes ?? config.limits.timeout_minutes,
    max_tool_errors: config.limits.max_tool_errors,
  };
  const taskConfig = source.task ? config.tasks[source.task] : undefined;
  const base = trigger.pullRequest?.baseRef ?? trigger.repository.defaultBranch;
  const named = () =>
    resolveWorkBranch(
      {
        kind: source.kind,
        number: source.number,
        task: source.task ?? (source.kind === "task" ? `run-${settings.runId}` : undefined),
        prHeadRef: trigger.pullRequest?.headRef,
        sameRepo: trigger.pullRequest ? !trigger.pullRequest.isFork : true,
        defaultBranch: trigger.repository.defaultBranch,
        template: taskConfig?.branch,
      },
      config.git,
    );
  let branch: TaskBranch;
  switch (trigger.branch.kind) {
    case "existing":
      branch = { kind: "work", name: trigger.branch.name, base };
      break;
    case "fork":
      branch = { kind: "fork", name: named(), base, headSha: trigger.branch.sha };
      break;
    case "pr-lookup":
      branch = { kind: "pr-lookup", number: trigger.branch.number };
      break;
    case "new":
      branch = { kind: "work", name: named(), base: trigger.branch.from };
      break;
  }
  const mode: TaskMode =
    trigger.via === "prompt"
      ? "automation"
      : source.kind === "task"
        ? "task"
        : source.kind === "pr"
          ? "pr-fix"
          : "issue";
  return {
    mode,
    kind: source.kind,
    number: source.number,
    taskName: source.task,
    request: trigger.request,
    requestTrusted: trigger.automation,
    branch,
    limits,
  };
}
