/**
 * One run, end to end (DESIGN §1): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */
import { type Prepared, prepare } from "./prepare.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./result.js";
import type { RunSettings } from "./settings.js";

export async function runPipeline(settings: RunSettings, deps: PipelineDeps): Promise<RunResult> {
  if (settings.issue !== undefined) {
    const { eventForIssueInput } = await import("./issue-input.js");
    settings = { ...settings, event: await eventForIssueInput(settings, deps.octokit) };
  }
  const prepared: Prepared = await prepare(settings, localTrigger(settings));
  for (const warning of prepared.loaded.warnings) deps.write(`warning: ${warning}\n`);
  if (prepared.kind === "skip") {
    deps.write(`skipped: ${prepared.reason}\n`);
    return { outcome: skippedOutcome(prepared.reason), links: {} };
  }
  if (settings.exitAt === "config")
    return { outcome: skippedOutcome("stopped after config (PATCHBAY_EXIT_AT)"), links: {} };
  // Loaded only for a run that goes ahead: a skipped event never pays for the engine.
  const { runTask } = await import("./run-task.js");
  return runTask(settings, deps, prepared);
}

/**
 * `patchbay run --prompt TEXT` with no event: a trigger made from the prompt,
 * working on a branch of the local repository.
 */
function localTrigger(settings: RunSettings) {
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

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "run"
  );
}
