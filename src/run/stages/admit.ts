import type { Config } from "../../config/schema.js";
import type { GitHubClient } from "../../github/octokit.js";
import { lookUpPullRequest } from "../../github/pulls.js";
import { redactRequests } from "../../github/redact-requests.js";
import { repoUrlFor, type Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { RepositoryCommand } from "../../slash-commands/command-file.js";
import type { Logger } from "../../util/logger.js";
import type { RunSettings } from "../contract.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "../contract.js";
import { startCiFix } from "../flows/ci-fix.js";
import { goStage } from "../flows/plan.js";
import { outputSchemaFor, type ResolvedMode, resolveMode } from "../run-mode.js";
import { type SpendStage, spendStage } from "../spend/spend-stage.js";
import { buildTask, type Task } from "../task.js";
import type { StageContext } from "./origin.js";
import { admitActor } from "./permission-check.js";
import { configRevision, type Prepared } from "./prepare.js";
import { finishAll, type RunReporters, reportersFor } from "./reporters.js";
import { resolveRepositoryCommand } from "./repository-command.js";
import { describeTask } from "./request-wording.js";

export type ReadyTask = Extract<Prepared, { kind: "task" }>;

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
  say: (text: string) => void;
  log: Logger;
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
  const log: Logger = {
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
    task: taskName && taskConfig ? { name: taskName, config: taskConfig } : undefined,
    repo: settings.repo,
    configPath,
  });
  let mode = resolveMode(trigger, taskConfig?.mode, settings.mode);
  if (mode.phase !== "edit") trigger = { ...trigger, request: mode.request };

  const permitted = await admitActor(deps.octokit, trigger, config, settings, log.warning);
  if (permitted.kind === "skip") return skip(permitted.reason);
  const octokit = permitted.octokit;
  if (octokit) redactRequests(octokit, redactor);
  if (trigger.ciFix) {
    const start = await startCiFix(octokit, trigger, config, redactor, settings.delivery);
    if (start.kind === "skip") return skip(start.reason);
    trigger = start.trigger;
    task = buildTask(trigger, config, settings);
  }
  if (task.branch.kind === "pr-lookup") {
    trigger = await lookUpPullRequest(octokit, trigger);
    task = buildTask(trigger, config, settings);
  }

  const repoUrl = repoUrlFor(trigger, settings.serverUrl);
  const reporters = await reportersFor({ settings, deps, config, trigger, octokit, redactor, say, log, mode });
  say(describeTask(trigger, task, settings.delivery));

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
      command,
      outputSchema,
      octokit,
      say,
      log,
      reporters,
      repoUrl,
      spend,
      stage,
    },
  };
}
