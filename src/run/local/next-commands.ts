/**
 * The commands a local run prints for what comes next (docs/decisions/0013-local-runs-like-a-local-tool.md): the exact
 * `patchbay run` that answers a paused run, or carries out a plan, and the git
 * command that takes you back to where you were — ready to paste into the shell
 * the run was started from.
 */

import type { RunSettings } from "../contract.js";
import type { StartState } from "../stages/preflight.js";

/** One shell word: as it is when plain, else in single quotes. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `patchbay run` with the flags that named this repository, config and model, then `args`. */
export function patchbayRun(settings: Pick<RunSettings, "localFlags">, args: string[]): string {
  return ["patchbay", "run", ...args, ...(settings.localFlags ?? [])].map(shellWord).join(" ");
}

/** The flags that name this run's request again: the same words give the same work branch. */
export function requestFlags(settings: Pick<RunSettings, "prompt" | "task" | "event">): string[] {
  if (settings.prompt !== undefined) return ["--prompt", settings.prompt];
  if (settings.task !== undefined) return ["--task", settings.task];
  if (settings.event?.path !== undefined) return ["--event", settings.event.path];
  return [];
}

/** How to answer a paused run: the lines to print, or none for an outcome that is not a pause. */
export function answerLines(settings: RunSettings, outcome: string): string[] {
  if (outcome === "awaiting_approval")
    return [
      "to answer it (on this branch):",
      `  ${patchbayRun(settings, ["--approve"])}`,
      `  ${patchbayRun(settings, ["--deny", "why not"])}`,
    ];
  if (outcome === "needs_input")
    return ["to answer it (on this branch):", `  ${patchbayRun(settings, ["--answer", "your answer"])}`];
  return [];
}

/** Back to the branch (or detached commit) checked out when the run started. */
export function backCommand(start: StartState): string {
  return start.branch ? `git switch ${shellWord(start.branch)}` : `git switch --detach ${start.head.slice(0, 12)}`;
}
