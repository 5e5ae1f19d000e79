/**
 * One run, end to end (DESIGN §1): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */
import type { Config } from "../config/schema.js";
import { leaveAsFound } from "./leave-as-found.js";
import { checkModel, checkRemote, checkRepository, PreflightError } from "./preflight.js";
import { type Prepared, prepare } from "./prepare.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./result.js";
import type { RunSettings } from "./settings.js";

export async function runPipeline(settings: RunSettings, deps: PipelineDeps): Promise<RunResult> {
  // Check first, touch later: nothing below changes the repository until these pass.
  const start = await checkRepository(settings.repo, settings.env);
  const prepared: Prepared = await prepare(settings, localTrigger(settings));
  for (const warning of prepared.loaded.warnings) deps.write(`warning: ${warning}\n`);
  if (prepared.kind === "skip") {
    deps.write(`skipped: ${prepared.reason}\n`);
    return { outcome: skippedOutcome(prepared.reason), links: {} };
  }
  if (settings.exitAt === "config")
    return { outcome: skippedOutcome("stopped after config (PATCHBAY_EXIT_AT)"), links: {} };
  checkModel(settings, prepared.loaded.config);
  if (settings.push === true && !settings.dryRun) await checkRemote(settings.repo, settings.env);
  // Loaded only for a run that goes ahead: a skipped event never pays for the engine.
  const { runTask } = await import("./run-task.js");
  const putBack = async () => {
    const note = await leaveAsFound(settings.repo, settings.env, start).catch(() => undefined);
    if (note) deps.write(`${note}\n`);
  };
  let result: RunResult;
  try {
    result = await runTask(settings, deps, prepared);
  } catch (error) {
    await putBack();
    throw error;
  }
  // A paused run keeps its branch: the saved session lives there, for --approve / @patchbay approve.
  if (["failed", "cancelled", "no_changes"].includes(result.outcome.kind)) await putBack();
  return result;
}

/**
 * `patchbay run --prompt TEXT` with no event: a trigger made from the prompt,
 * working on a branch of the local repository.
 */
export function localTrigger(settings: RunSettings) {
  if (settings.answer !== undefined && !settings.prompt) return resumeTrigger(settings);
  if (settings.task && !settings.prompt) return taskTrigger(settings, settings.task);
  if (!settings.prompt) return undefined;
  const prompt = settings.prompt;
  return async () => {
    const { localRepository } = await import("./local.js");
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
    const { localRepository } = await import("./local.js");
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
    const { localRepository, currentBranch } = await import("./local.js");
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
