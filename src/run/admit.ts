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
import type { CodeReviewReporter } from "../github/code-review-reporter.js";
import type { GitHubClient } from "../github/octokit.js";
import { lookUpPullRequest } from "../github/pulls.js";
import { redactRequests } from "../github/redact-requests.js";
import type { GitHubReporter } from "../github/reporter.js";
import { githubReporterFor } from "../github/reporter-for.js";
import { SummaryRecorder } from "../github/summary.js";
import { repoUrlFor, type Trigger } from "../github/trigger/index.js";
import type { RepositoryCommand } from "../slash-commands/command-file.js";
import { applyGate } from "./apply-gate.js";
import { ConsoleReporter } from "./console-reporter.js";
import { type EngineModules, loadEngineModules } from "./engine-modules.js";
import { finishAll } from "./finish-all.js";
import { goStage, type SpendStage, type StageContext, spendStage } from "./phase-stages.js";
import { configRevision, type Prepared } from "./prepare.js";
import { resolveRepositoryCommand } from "./repository-command.js";
import { describeTask } from "./request-wording.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "./result.js";
import { outputSchemaFor, type ResolvedMode, resolveMode } from "./run-mode.js";
import type { RunSettings } from "./settings.js";
import { buildTask, type Task } from "./task.js";

export type ReadyTask = Extract<Prepared, { kind: "task" }>;

type RunLog = GitLog & { debug(m: string): void };

/** Everyone who hears how the run goes. */
interface RunReporters {
  console: ConsoleReporter;
  summary: SummaryRecorder;
  /** The progress comment, when the run may write to GitHub and has an issue or PR to write on. */
  github?: GitHubReporter;
  /** A code review's summary comment, in place of the progress comment. */
  codeReview?: CodeReviewReporter;
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
  /** The repository command the request named (`@patchbay /name …`): its rules narrow the config's. */
  command?: RepositoryCommand;
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
  let mode = resolveMode(trigger, taskConfig?.mode, settings.mode);
  if (mode.phase !== "edit") trigger = { ...trigger, request: mode.request };
  const engine = loadEngineModules(settings.model?.startsWith("replay:") ? undefined : config.model.provider);

  const gate = await applyGate(deps.octokit, trigger, config, settings, log.warning);
  if (gate.kind === "skip") return skip(gate.reason);
  const octokit = gate.octokit;
  if (octokit) redactRequests(octokit, redactor);
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
  const reporters = await reportersFor({ settings, deps, config, trigger, task, octokit, redactor, say, log, mode });
  say(describeTask(trigger, task));

  // Past the gate, a task that may not go ahead still finishes its comment and summary.
  const early = async (message: string): Promise<Admission> => {
    say(`skipped: ${message}\n`);
    const outcome = skippedOutcome(message);
    await (reporters.github ?? reporters.codeReview)?.start();
    await finishAll(reporters.all, outcome, { runUrl: settings.runUrl }, log);
    return { kind: "skip", result: { outcome, links: {}, summary: reporters.summary.render({ repoUrl, redactor }) } };
  };
  // `/name args` in a person's (or the workflow's) own words: the repository command it names.
  let command: RepositoryCommand | undefined;
  if ((trigger.via === "phrase" || trigger.via === "prompt") && mode.phase !== "go") {
    const revision = settings.event ? configRevision(settings.event.payload) : undefined;
    const source = { repo: settings.repo, ref: revision?.ref, fetchRef: revision?.fetchRef, env: settings.env };
    const resolved = await resolveRepositoryCommand(trigger.request, config, source);
    if (resolved.kind === "refused") return early(resolved.message);
    if (resolved.kind === "command") {
      command = resolved.command;
      say(`repository command /${command.name} (${command.file})\n`);
      trigger = { ...trigger, request: resolved.request };
      task = { ...task, request: resolved.request };
      if (command.mode === "plan" && mode.phase === "edit") mode = { phase: "plan", request: resolved.request };
      else if (mode.phase === "plan") mode = { ...mode, request: resolved.request };
    }
  }
  const stage: StageContext = { settings, config, trigger, task, log, redactor };
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
      ...(command ? { command } : {}),
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
  mode: ResolvedMode;
}): Promise<RunReporters> {
  const { settings, deps, config, trigger, task, octokit, redactor, say, log } = ctx;
  const console = new ConsoleReporter({
    write: say,
    color: deps.color,
    ...(deps.group ? { group: deps.group } : {}),
  });
  const summary = new SummaryRecorder();
  if (ctx.mode.phase === "review") {
    // A review keeps one summary comment on the PR, edited by every review, instead of a progress comment.
    const { codeReviewReporterFor } = await import("./code-review/reporter.js");
    const codeReview = await codeReviewReporterFor(octokit, trigger, {
      dryRun: task.dryRun,
      redactor,
      log,
      runUrl: settings.runUrl,
    });
    return {
      console,
      summary,
      ...(codeReview ? { codeReview } : {}),
      all: [console, summary, ...(codeReview ? [codeReview] : [])],
    };
  }
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
