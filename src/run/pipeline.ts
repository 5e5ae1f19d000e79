/**
 * One run, end to end (docs/decisions/0001-the-session-knows-nothing-of-github.md): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */
import { sandboxMode } from "../config/sandbox-schema.js";
import { FORCE_VARIABLE, probeMechanismSoon } from "../sandbox/mechanism.js";
import { leaveAsFound } from "./leave-as-found.js";
import { localTrigger } from "./local-triggers.js";
import { checkModel, checkRemote, checkRepository, type StartState } from "./preflight.js";
import { prepare } from "./prepare.js";
import { guardRepository, type RepoGuard } from "./repo-guard.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./result.js";
import type { RunSettings } from "./settings.js";

export async function runPipeline(settings: RunSettings, deps: PipelineDeps): Promise<RunResult> {
  deps.group?.("Patchbay: the event, the configuration and who asked");
  if (settings.issue !== undefined) {
    const { eventForIssueInput } = await import("./issue-input.js");
    settings = { ...settings, event: await eventForIssueInput(settings, deps.octokit) };
  }
  // The trigger first: an event not addressed to Patchbay ends skipped whatever the workspace
  // holds (no checkout, not a repository). Reading the config and the event touches nothing.
  const preparing = prepare(settings, localTrigger(settings)).catch((error: unknown) => ({
    kind: "error" as const,
    error,
  }));
  // Meanwhile: check first, touch later. One run per checkout, nothing half-done from a killed one, no
  // rebase or merge under way — a task that goes ahead waits for this; a skipped event never hears it.
  const checking = checkRepository(settings.repo, settings.env).then(
    (start) => ({ start }),
    (error: unknown) => ({ error }),
  );
  const guarding: Promise<{ guard: RepoGuard } | { error: unknown }> = checking.then((checked) =>
    "error" in checked
      ? checked
      : guardRepository(checked.start, settings.repo, settings.env, runnerName(settings), (note) =>
          deps.write(`${note}\n`),
        ).then(
          (guard) => ({ guard }),
          (error: unknown) => ({ error }),
        ),
  );
  try {
    const prepared = await preparing;
    if (prepared.kind === "skip") {
      for (const warning of prepared.loaded.warnings) deps.write(`warning: ${warning}\n`);
      deps.write(`skipped: ${prepared.reason}\n`);
      return { outcome: skippedOutcome(prepared.reason), links: {} };
    }
    // A workspace that is not a repository is said plainly, before whatever it made the config or trigger fail.
    const checked = await checking;
    if ("error" in checked) throw checked.error;
    const start = checked.start;
    if (prepared.kind === "error") throw prepared.error;
    for (const warning of prepared.loaded.warnings) deps.write(`warning: ${warning}\n`);
    if (settings.exitAt === "config")
      return { outcome: skippedOutcome("stopped after config (PATCHBAY_EXIT_AT)"), links: {} };
    // The task goes ahead: find out how to contain it while the rest gets ready (nothing waits on this).
    // Not for a run that will not be contained, nor when a forced mechanism is probed on its own.
    if (sandboxMode(prepared.loaded.config.sandbox, settings.env) !== "off" && !settings.env[FORCE_VARIABLE])
      probeMechanismSoon();
    await checkModel(settings, prepared.loaded.config);
    if (settings.push === true && !settings.dryRun) await checkRemote(settings.repo, settings.env);
    const got = await guarding;
    if ("error" in got) throw got.error;
    // Loaded only for a run that goes ahead: a skipped event never pays for the engine.
    const { runTask } = await import("./run-task.js");
    const putBack = async () => {
      const note = await leaveAsFound(settings.repo, settings.env, start).catch(() => undefined);
      if (note) deps.write(`${note}\n`);
    };
    let result: RunResult;
    try {
      result = await runTask(settings, deps, prepared, got.guard);
    } catch (error) {
      await putBack();
      throw error;
    }
    // A paused run keeps its branch: the saved session lives there, for --approve / @patchbay approve.
    if (["failed", "cancelled", "no_changes"].includes(result.outcome.kind)) await putBack();
    else if (settings.startFrom !== undefined) await whatNext(settings, deps, result, start);
    return result;
  } finally {
    const got = await guarding;
    if ("guard" in got) got.guard.release();
  }
}

/** Who holds the lock, as a refused run is told. */
function runnerName(settings: RunSettings): string {
  return settings.runUrl ? `the Patchbay action (${settings.runUrl})` : "patchbay run";
}

/** A local run that left you on its work branch: how to answer it, and how to get back. */
async function whatNext(settings: RunSettings, deps: PipelineDeps, result: RunResult, start: StartState) {
  const { answerLines, backCommand } = await import("./local-commands.js");
  const { currentBranch } = await import("./local.js");
  const lines = answerLines(settings, result.outcome.kind);
  const now = await currentBranch(settings);
  if (now && now !== start.branch) lines.push(`back to where you were: ${backCommand(start)}`);
  if (lines.length) deps.write(`${lines.join("\n")}\n`);
}
