/**
 * One run, end to end (docs/decisions/0001-the-session-knows-nothing-of-github.md): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */
import { sandboxMode } from "../config/sandbox-schema.js";
import { FORCE_VARIABLE, probeMechanismSoon } from "../sandbox/mechanism.js";
import type { RunSettings } from "./contract.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./contract.js";
import { eventForIssueInput } from "./issue-input.js";
import { answerLines, backCommand } from "./local/next-commands.js";
import { currentBranch } from "./local/repository.js";
import { localTrigger } from "./local/triggers.js";
import { type CheckoutLock, lockCheckout } from "./stages/checkout-lock.js";
import { leaveAsFound } from "./stages/leave-as-found.js";
import { checkModel, checkRemote, checkRepository, type StartState } from "./stages/preflight.js";
import { prepare } from "./stages/prepare.js";

export async function runPipeline(settings: RunSettings, deps: PipelineDeps): Promise<RunResult> {
  deps.group?.("Patchbay: the event, the configuration and who asked");
  if (settings.issue !== undefined) {
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
  const guarding: Promise<{ guard: CheckoutLock } | { error: unknown }> = checking.then((checked) =>
    "error" in checked
      ? checked
      : lockCheckout(checked.start, settings.repo, settings.env, runnerName(settings), (note) =>
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
    // The task goes ahead: once the checkout's lock is ours, its stages and the session (the AI SDK,
    // the tools, the rules) load while the checks below wait on git. A skipped event or a refused
    // second run never pays for them, and a refusal is not held up by their loading.
    const stages = guarding.then((got) => ("guard" in got ? import("./run-task.js") : null));
    stages.catch(() => {}); // awaited below; a failure surfaces there
    // Find out how to contain it while the rest gets ready (nothing waits on this).
    // Not for a run that will not be contained, nor when a forced mechanism is probed on its own.
    if (sandboxMode(prepared.loaded.config.sandbox, settings.env) !== "off" && !settings.env[FORCE_VARIABLE])
      probeMechanismSoon();
    await checkModel(settings, prepared.loaded.config);
    if (settings.delivery.kind === "push" && settings.delivery.checkFirst)
      await checkRemote(settings.repo, settings.env);
    const got = await guarding;
    if ("error" in got) throw got.error;
    const loaded = await stages;
    if (!loaded) throw new Error("internal: the stages load once the checkout's lock is held");
    const { runTask } = loaded;
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
    // A local run that leaves you on its work branch (a failed one with checkpoints too) says how to get back.
    if (settings.startFrom !== undefined) await whatNext(settings, deps, result, start);
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
  const lines = answerLines(settings, result.outcome.kind);
  const now = await currentBranch(settings);
  if (now && now !== start.branch) lines.push(`back to where you were: ${backCommand(start)}`);
  if (lines.length) deps.write(`${lines.join("\n")}\n`);
}
