/**
 * The run's first stage: may this task go ahead, and who hears about it? Checks
 * what can be checked before anything runs (the output schema), applies the
 * permission gate, turns a CI failure or a PR comment into the branch to work
 * on, sets up the reporters (console, job summary, progress comment), and asks
 * the spend ledger and — for a `go` — the plan. Nothing here touches the work
 * tree; a task that may not go ahead ends here with a skipped outcome.
 */
import type { Reporter } from "../agent/reporter.js";
import type { Config } from "../config/schema.js";
import type { Redactor } from "../config/secrets.js";
import type { GitLog } from "../git/runner.js";
import type { GitHubClient } from "../github/octokit.js";
import { lookUpPullRequest } from "../github/pulls.js";
import type { GitHubReporter } from "../github/reporter.js";
import { githubReporterFor } from "../github/reporter-for.js";
import { SummaryRecorder } from "../github/summary.js";
import { repoUrlFor, type Trigger } from "../github/trigger/index.js";
import { applyGate } from "./apply-gate.js";
import { ConsoleReporter } from "./console-reporter.js";
import { type EngineModules, loadEngineModules } from "./engine-modules.js";
import { finishAll } from "./finish-all.js";
import { goStage, type SpendStage, type StageContext, spendStage } from "./phase-stages.js";
import type { Prepared } from "./prepare.js";
import { describeTask } from "./request-wording.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./result.js";
import { outputSchemaFor, type ResolvedMode, resolveMode } from "./run-mode.js";
import type { RunSettings } from "./settings.js";
import { buildTask, type Task } from "./task.js";

export type ReadyTask = Extract<Prepared, { kind: "task" }>;

export type RunLog = GitLog & { debug(m: string): void };

/** Everyone who hears how the run goes. */
export interface RunReporters {
  console: ConsoleReporter;
  summary: SummaryRecorder;
  /** The progress comment, when the run may write to GitHub and has an issue or PR to write on. */
  github?: GitHubReporter;
  all: Reporter[];
}

/** A task cleared to run: what it is, who asked, who hears, and what it may spend. */
export interface Admitted {
  settings: RunSettings;
  deps: PipelineDeps;
  config: Config;
  configPath: string;
  redactor: Redactor;
  trigger: Trigger;
  task: Task;
  mode: ResolvedMode;
  outputSchema: object | boolean | undefined;
  /** Present when the run may call GitHub (a token, past the gate). */
  octokit: GitHubClient | undefined;
  /** The engine's modules, loading in the background since the run was known to go ahead. */
  engine: Promise<EngineModules>;
  say: (text: string) => void;
  log: RunLog;
  reporters: RunReporters;
  repoUrl: string;
  spend: Extract<SpendStage, { kind: "go" }>;
  /** What the plan and spend stages are given. */
  stage: StageContext;
}

export type Admission = { kind: "skip"; result: RunResult } | { kind: "go"; run: Admitted };

export async function admit(settings: RunSettings, deps: PipelineDeps, prepared: ReadyTask): Promise<Admission> {
  const { config, redactor, configPath } = prepared.loaded;
  redactor.add(settings.githubToken);
  const say = (text: string) => deps.write(redactor.redact(text));
  const log: RunLog = {
    info: (m) => say(`${m}\n`),
    warning: (m) => say(`warning: ${m}\n`),
    debug: (m) => {
      if (settings.debug) say(`debug: ${m}\n`);
    },
  };
  const skip = (reason: string): Admission => {
    say(`skipped: ${reason}\n`);
    return { kind: "skip", result: { outcome: skippedOutcome(reason), links: {} } };
  };
  let { trigger, task } = prepared;
  // Before anything runs (no API call, no comment): a broken output schema is a config error.
  const taskName = trigger.source.task;
  const taskConfig = taskName ? config.tasks[taskName] : undefined;
  const outputSchema = await outputSchemaFor({
    given: settings.outputSchema,
    cwd: settings.cwd,
    ...(taskName && taskConfig ? { task: { name: taskName, config: taskConfig } } : {}),
    repo: settings.repo,
    configPath,
  });
  const mode = resolveMode(trigger, taskConfig?.mode, settings.mode);
  if (mode.phase !== "edit") trigger = { ...trigger, request: mode.request };
  const engine = loadEngineModules(settings.model?.startsWith("replay:") ? undefined : config.model.provider);

  const gate = await applyGate(deps.octokit, trigger, config, settings, log.warning);
  if (gate.kind === "skip") return skip(gate.reason);
  const octokit = gate.octokit;
  if (trigger.ciFix) {
    const { startCiFix } = await import("./ci-fix.js");
    const start = await startCiFix(octokit, trigger, config, redactor, task.dryRun);
    if (start.kind === "skip") return skip(start.reason);
    trigger = start.trigger;
    task = buildTask(trigger, config, settings);
  }
  if (task.branch.kind === "pr-lookup") {
    trigger = await lookUpPullRequest(octokit, trigger);
    task = buildTask(trigger, config, settings);
  }

  const repoUrl = repoUrlFor(trigger, settings.serverUrl);
  const reporters = await reportersFor({ settings, deps, config, trigger, task, octokit, redactor, say, log });
  say(describeTask(trigger, task));

  const stage: StageContext = { settings, config, trigger, task, log, redactor };
  // Past the gate, a task that may not go ahead still finishes its comment and summary.
  const early = async (message: string): Promise<Admission> => {
    say(`skipped: ${message}\n`);
    const outcome = skippedOutcome(message);
    await reporters.github?.start();
    await finishAll(reporters.all, outcome, { runUrl: settings.runUrl }, log);
    return { kind: "skip", result: { outcome, links: {}, summary: reporters.summary.render({ repoUrl, redactor }) } };
  };
  const spend = await spendStage(stage);
  if (spend.kind === "skip") return early(spend.message);
  if (mode.phase === "go") {
    const go = await goStage(stage);
    if (!go.ok) return early(go.message);
  }
  return {
    kind: "go",
    run: {
      settings,
      deps,
      config,
      configPath,
      redactor,
      trigger,
      task,
      mode,
      outputSchema,
      octokit,
      engine,
      say,
      log,
      reporters,
      repoUrl,
      spend,
      stage,
    },
  };
}

async function reportersFor(ctx: {
  settings: RunSettings;
  deps: PipelineDeps;
  config: Config;
  trigger: Trigger;
  task: Task;
  octokit: GitHubClient | undefined;
  redactor: Redactor;
  say: (text: string) => void;
  log: RunLog;
}): Promise<RunReporters> {
  const { settings, deps, config, trigger, task, octokit, redactor, say, log } = ctx;
  const console = new ConsoleReporter({
    write: say,
    color: deps.color,
    ...(deps.group ? { group: deps.group } : {}),
  });
  const summary = new SummaryRecorder();
  const github = await githubReporterFor(octokit, trigger, {
    dryRun: task.dryRun,
    phrase: config.trigger.phrase,
    serverUrl: settings.serverUrl,
    runId: settings.runId,
    redactor,
    log,
  });
  return { console, summary, ...(github ? { github } : {}), all: [console, summary, ...(github ? [github] : [])] };
}
