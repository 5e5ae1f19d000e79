/**
 * One run, end to end (DESIGN §1): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */
import path from "node:path";
import { emptyUsage, type Outcome, type Usage } from "../agent/types.js";
import type { GitHubClient } from "../github/octokit.js";
import type { PostGateState } from "./post-gate.js";
import { type Prepared, prepare } from "./prepare.js";
import type { ReportLinks } from "./reporter.js";
import type { RunSettings } from "./settings.js";

export interface PipelineDeps {
  /** Present when the run talks to GitHub (a token, and not a dry run). */
  octokit?: GitHubClient;
  /** Console output (the log of a workflow run, or a terminal). */
  write: (text: string) => void;
  color: boolean;
  /** A person at a terminal: `ask` calls are put to them (y / n / always) instead of pausing the run. */
  prompt?: (question: string) => Promise<string>;
  signal?: AbortSignal;
  /** The fetch model providers use (tests pass nock-visible fetch). */
  fetch?: typeof fetch;
  /** Called once the GitHub progress comment exists, so the post step can finish it after a kill. */
  onStarted?: (state: StartedState) => void;
}

/** What the post step needs to finish a run that was killed. */
export interface StartedState {
  branch?: string;
  stashFile?: string;
  /** What the post step's pre-push gate needs (post-gate.ts). */
  gate?: PostGateState;
  comment?: { owner: string; repo: string; id: number; kind: "issue" | "review" };
}

export interface RunResult {
  outcome: Outcome;
  /** Checkpoints made by this run (a resumed session's outcome also counts the earlier runs'). */
  commitsMade?: number;
  /** Turns, tokens and cost of this run alone (a resumed session's outcome counts every run). */
  thisRun?: { turns: number; usage: Usage; costUsd: number };
  branch?: string;
  prUrl?: string;
  transcript?: string;
  /** Markdown for the job summary. */
  summary?: string;
  links: ReportLinks;
}

export function skippedOutcome(reason: string): Outcome {
  return { kind: "skipped", message: reason, turns: 0, usage: emptyUsage(), costUsd: 0, commits: [] };
}

export async function runPipeline(settings: RunSettings, deps: PipelineDeps): Promise<RunResult> {
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

export function transcriptPathFor(settings: RunSettings): string | undefined {
  return settings.transcriptPath ? path.resolve(settings.repo, settings.transcriptPath) : undefined;
}
