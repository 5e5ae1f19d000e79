/**
 * One run, end to end (DESIGN §1): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */
import { sandboxMode } from "../config/sandbox-schema.js";
import { FORCE_VARIABLE, probeMechanismSoon } from "../sandbox/mechanism.js";
import { leaveAsFound } from "./leave-as-found.js";
import { localTrigger } from "./local-triggers.js";
import { checkModel, checkRemote, checkRepository, type StartState } from "./preflight.js";
import { type Prepared, prepare } from "./prepare.js";
import { guardRepository, type RepoGuard } from "./repo-guard.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./result.js";
import type { RunSettings } from "./settings.js";

export async function runPipeline(settings: RunSettings, deps: PipelineDeps): Promise<RunResult> {
  // Check first, touch later: nothing below changes the repository until these pass.
  const start = await checkRepository(settings.repo, settings.env);
  // One run per checkout, nothing half-done from a killed one, no rebase or merge under way (issue 26):
  // taken while the config loads; only a task that goes ahead waits for it, or hears its refusal.
  const guarding = guardRepository(start, settings.repo, settings.env, runnerName(settings), (note) =>
    deps.write(`${note}\n`),
  ).then(
    (guard) => ({ guard }),
    (error: unknown) => ({ error }),
  );
  try {
    return await runGuarded(settings, deps, start, async () => {
      const got = await guarding;
      if ("error" in got) throw got.error;
      return got.guard;
    });
  } finally {
    const got = await guarding;
    if ("guard" in got) got.guard.release();
  }
}

async function runGuarded(
  settings: RunSettings,
  deps: PipelineDeps,
  start: StartState,
  guarded: () => Promise<RepoGuard>,
): Promise<RunResult> {
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
  // The task goes ahead: find out how to contain it while the rest gets ready (nothing waits on this).
  // Not for a run that will not be contained, nor when a forced mechanism is probed on its own.
  if (sandboxMode(prepared.loaded.config.sandbox, settings.env) !== "off" && !settings.env[FORCE_VARIABLE])
    probeMechanismSoon();
  await checkModel(settings, prepared.loaded.config);
  if (settings.push === true && !settings.dryRun) await checkRemote(settings.repo, settings.env);
  const guard = await guarded();
  // Loaded only for a run that goes ahead: a skipped event never pays for the engine.
  const { runTask } = await import("./run-task.js");
  const putBack = async () => {
    const note = await leaveAsFound(settings.repo, settings.env, start).catch(() => undefined);
    if (note) deps.write(`${note}\n`);
  };
  let result: RunResult;
  try {
    result = await runTask(settings, deps, prepared, guard);
  } catch (error) {
    await putBack();
    throw error;
  }
  // A paused run keeps its branch: the saved session lives there, for --approve / @patchbay approve.
  if (["failed", "cancelled", "no_changes"].includes(result.outcome.kind)) await putBack();
  return result;
}

/** Who holds the lock, as a refused run is told. */
function runnerName(settings: RunSettings): string {
  return settings.runUrl ? `the Patchbay action (${settings.runUrl})` : "patchbay run";
}
