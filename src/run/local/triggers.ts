/**
 * The triggers of a local run with no event: `--prompt TEXT` (a request in the
 * user's words), `--task NAME` (the config's task), `--approve / --deny /
 * --answer` (the paused session of the checked-out work branch) and
 * `patchbay review` (the checked-out branch, reviewed).
 */
import type { Config } from "../../config/schema.js";
import type { RunSettings } from "../contract.js";
import { codeReviewTrigger } from "../flows/code-review/local-trigger.js";
import { PreflightError } from "../stages/preflight.js";
import { currentBranch, localRepository } from "./repository.js";

/**
 * `patchbay run --prompt TEXT` with no event: a trigger made from the prompt,
 * working on a branch of the local repository.
 */
export function localTrigger(settings: RunSettings) {
  if (settings.codeReview) return codeReviewTrigger(settings, settings.codeReview);
  if (settings.answer !== undefined && !settings.prompt) return resumeTrigger(settings);
  if (settings.task && !settings.prompt) return taskTrigger(settings, settings.task);
  if (!settings.prompt) return undefined;
  const prompt = settings.prompt;
  return async () => {
    const repository = await localRepository(settings);
    return {
      eventName: "local",
      request: prompt,
      via: "prompt" as const,
      automation: true,
      source: { kind: "task" as const, task: settings.task ?? `local-${slug(prompt)}` },
      repository,
      branch: { kind: "new" as const, from: repository.defaultBranch },
      time: new Date().toISOString(),
    };
  };
}

/** `patchbay run --task NAME`: the config's task, run here as a schedule or a dispatch would run it. */
function taskTrigger(settings: RunSettings, name: string) {
  return async (config: Config) => {
    const task = config.tasks[name];
    if (!task) {
      const known = Object.keys(config.tasks);
      throw new PreflightError(
        `--task ${name}: there is no task named ${name} in the config's tasks: section (${known.length ? `configured: ${known.join(", ")}` : "none are configured"})`,
      );
    }
    const repository = await localRepository(settings);
    return {
      eventName: "local",
      request: task.prompt,
      via: "task" as const,
      automation: true,
      source: { kind: "task" as const, task: name },
      repository,
      branch: { kind: "new" as const, from: repository.defaultBranch },
      time: new Date().toISOString(),
    };
  };
}

/** `patchbay run --approve` (…): the paused session on the checked-out work branch, continued. */
function resumeTrigger(settings: RunSettings) {
  return async () => {
    const repository = await localRepository(settings);
    const branch = await currentBranch(settings);
    if (!branch || branch === repository.defaultBranch)
      throw new PreflightError(
        `--approve, --deny and --answer resume the paused run of the checked-out work branch, but ${branch ? `${branch} is the default branch` : "HEAD is detached"}; switch to the work branch first (git switch patchbay/…)`,
      );
    return {
      eventName: "local",
      request: settings.answer ?? "",
      via: "prompt" as const,
      automation: true,
      source: { kind: "task" as const, task: branch },
      repository,
      branch: { kind: "existing" as const, name: branch },
      time: new Date().toISOString(),
    };
  };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "run"
  );
}
