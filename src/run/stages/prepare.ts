/**
 * The first stage of every run: config, trigger, task. Cheap and side-effect
 * free — `patchbay run --dry-run --preview` stops here, and a skipped event ends here.
 */
import { z } from "zod";
import { type LoadedConfig, loadConfig } from "../../config/load.js";
import type { Trigger, TriggerResult } from "../../github/trigger/index.js";
import { parseTrigger } from "../../github/trigger/index.js";
import type { RunSettings } from "../contract.js";
import { startLocally } from "../local/start.js";
import { resolveMode } from "../run-mode.js";
import { buildTask, type Task } from "../task.js";

export type Prepared =
  | { kind: "skip"; loaded: LoadedConfig; reason: string }
  | { kind: "task"; loaded: LoadedConfig; trigger: Trigger; task: Task };

const prBaseSchema = z.looseObject({
  pull_request: z.looseObject({ base: z.looseObject({ sha: z.string(), ref: z.string() }) }),
});

/**
 * On events from pull requests the checkout is the PR's merge commit: config is
 * read from the base revision so a PR cannot loosen rules for its own run.
 * (issue_comment runs check out the default branch, which is already trusted.)
 */
export function configRevision(payload: unknown): { ref: string; fetchRef: string } | undefined {
  const parsed = prBaseSchema.safeParse(payload);
  return parsed.success
    ? { ref: parsed.data.pull_request.base.sha, fetchRef: parsed.data.pull_request.base.ref }
    : undefined;
}

/** What preparing reads of the run's settings: where the config is, the event or request, and (local) where to start. */
export type PrepareSettings = Pick<
  RunSettings,
  "event" | "repo" | "configPath" | "env" | "botLogin" | "prompt" | "task" | "limits" | "runId" | "startFrom" | "mode"
>;

export async function prepare(
  settings: PrepareSettings,
  local?: (config: LoadedConfig["config"]) => Promise<Trigger>,
): Promise<Prepared> {
  const revision = settings.event ? configRevision(settings.event.payload) : undefined;
  const loaded = await loadConfig({
    repo: settings.repo,
    configPath: settings.configPath,
    ref: revision?.ref,
    fetchRef: revision?.fetchRef,
    env: settings.env,
  });
  let result: TriggerResult;
  if (settings.event) {
    result = parseTrigger({
      eventName: settings.event.name,
      payload: settings.event.payload,
      config: loaded.config,
      botLogin: settings.botLogin,
      inputs: { prompt: settings.prompt, task: settings.task },
    });
  } else if (local) {
    result = { kind: "trigger", trigger: await local(loaded.config) };
  } else {
    result = { kind: "skip", reason: "no event and no prompt: nothing to do" };
  }
  if (result.kind === "skip") return { kind: "skip", loaded, reason: result.reason };
  const { trigger } = result;
  let task = buildTask(trigger, loaded.config, settings);
  if (settings.startFrom !== undefined && trigger.branch.kind === "new") {
    // A plan and its go must agree on the branch's name: only an ordinary local request gets a fresh one.
    const taskMode = trigger.source.task ? loaded.config.tasks[trigger.source.task]?.mode : undefined;
    const phase = resolveMode(trigger, taskMode, settings.mode).phase;
    task = await startLocally(settings, task, { fresh: trigger.eventName === "local" && phase === "edit" });
  }
  return { kind: "task", loaded, trigger, task };
}
