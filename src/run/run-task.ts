/**
 * A task that passed its trigger: gate, branch, reporters, MCP servers, the
 * engine, and where the work goes. Everything opened here is closed in `finally`.
 */

import type { Reporter } from "../agent/reporter.js";
import { mergeCheckpoints } from "../agent/session-setup.js";
import { fanOut } from "../agent/transcript.js";
import type { SessionEvent } from "../agent/types.js";
import { createGitDataApi } from "../git/git-data-api.js";
import type { GitLog } from "../git/runner.js";
import { contextForTrigger } from "../github/context-for-trigger.js";
import { lookUpPullRequest } from "../github/pulls.js";
import { githubReporterFor } from "../github/reporter-for.js";
import { SummaryRecorder } from "../github/summary.js";
import { repoUrlFor } from "../github/trigger/index.js";
import { withPlanMode } from "../policy/plan-mode.js";
import type { Policy } from "../policy/types.js";
import { applyGate } from "./apply-gate.js";
import { failRun, finishAll, finishPlan, publishOrFail } from "./conclude.js";
import { ConsoleReporter } from "./console-reporter.js";
import { type Containment, openContainment, reportBlocked } from "./containment.js";
import { loadEngineModules } from "./engine-modules.js";
import { dropPlan, goStage, openPlanStage, spendStage } from "./phase-stages.js";
import { goPrompt } from "./plan-go.js";
import type { Prepared } from "./prepare.js";
import { describeTask, ownWords, requestText } from "./request-wording.js";
import { type PipelineDeps, type RunResult, skippedOutcome, transcriptPathFor, usageSince } from "./result.js";
import { answerFor } from "./resume.js";
import { outputSchemaFor, resolveMode } from "./run-mode.js";
import { connectServers, type Servers } from "./servers.js";
import type { RunSettings } from "./settings.js";
import { buildTask } from "./task.js";
import { openWorkspace } from "./workspace.js";

type ReadyTask = Extract<Prepared, { kind: "task" }>;

export async function runTask(settings: RunSettings, deps: PipelineDeps, prepared: ReadyTask): Promise<RunResult> {
  const { config, redactor, configPath } = prepared.loaded;
  redactor.add(settings.githubToken);
  const say = (text: string) => deps.write(redactor.redact(text));
  const log: GitLog & { debug(m: string): void } = {
    info: (m) => say(`${m}\n`),
    warning: (m) => say(`warning: ${m}\n`),
    debug: (m) => {
      if (settings.debug) say(`debug: ${m}\n`);
    },
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
  if (gate.kind === "skip") {
    say(`skipped: ${gate.reason}\n`);
    return { outcome: skippedOutcome(gate.reason), links: {} };
  }
  const octokit = gate.octokit;
  if (trigger.ciFix) {
    const { startCiFix } = await import("./ci-fix.js");
    const start = await startCiFix(octokit, trigger, config, redactor, task.dryRun);
    if (start.kind === "skip") {
      say(`skipped: ${start.reason}\n`);
      return { outcome: skippedOutcome(start.reason), links: {} };
    }
    trigger = start.trigger;
    task = buildTask(trigger, config, settings);
  }
  if (task.branch.kind === "pr-lookup") {
    trigger = await lookUpPullRequest(octokit, trigger);
    task = buildTask(trigger, config, settings);
  }

  const repoUrl = repoUrlFor(trigger, settings.serverUrl);
  const consoleReporter = new ConsoleReporter({ write: say, color: deps.color });
  const summary = new SummaryRecorder();
  const github = await githubReporterFor(octokit, trigger, {
    dryRun: task.dryRun,
    phrase: config.trigger.phrase,
    serverUrl: settings.serverUrl,
    runId: settings.runId,
    redactor,
    log,
  });
  const reporters: Reporter[] = [consoleReporter, summary, ...(github ? [github] : [])];
  say(describeTask(trigger, task));

  const stage = { settings, config, trigger, task, log, redactor };
  const early = async (message: string): Promise<RunResult> => {
    say(`skipped: ${message}\n`);
    const outcome = skippedOutcome(message);
    await github?.start();
    await finishAll(reporters, outcome, { runUrl: settings.runUrl }, log);
    return { outcome, links: {}, summary: summary.render({ repoUrl, redactor }) };
  };
  const spend = await spendStage(stage);
  if (spend.kind === "skip") return early(spend.message);
  if (mode.phase === "go") {
    const go = await goStage(stage);
    if (!go.ok) return early(go.message);
  }

  let rules: Policy | undefined;
  const planned = mode.phase === "plan" ? await openPlanStage(stage) : undefined;
  const workspace =
    planned?.workspace ??
    (await openWorkspace({
      repo: settings.repo,
      task,
      config,
      runId: settings.runId,
      runUrl: settings.runUrl ?? `local run ${settings.runId}`,
      requester: trigger.actor
        ? { name: trigger.actor.login, email: `${trigger.actor.id}+${trigger.actor.login}@users.noreply.github.com` }
        : undefined,
      // The token goes only to the server the run belongs to (GITHUB_SERVER_URL: github.com or GHES).
      auth: settings.githubToken ? { token: settings.githubToken, serverUrl: settings.serverUrl } : undefined,
      push: !task.dryRun && settings.push !== false,
      // Local runs are local (issue 14): without --push, origin is not even asked, so a dead one cannot stall the run.
      localOnly: settings.push === false,
      redactor,
      env: settings.env,
      log,
      stashDir: settings.tempDir,
      // What a command or an MCP tool wrote is judged as if a file tool had written it:
      // a path the rules deny (.github/workflows/**, the config, …) is never committed.
      withhold: async (file) => {
        if (!rules) return undefined;
        const verdict = await rules.decide({
          tool: "write_to_file",
          input: { path: file },
          access: { kind: "write", paths: [file] },
        });
        return verdict.decision === "deny" ? `${verdict.rule}: ${verdict.reason}` : undefined;
      },
      // Signing writes through GitHub's Git Data API: never in a dry run, under act, or for a fork's PR.
      gitDataApi:
        octokit && !task.dryRun && !settings.underAct && task.branch.kind !== "fork"
          ? createGitDataApi(octokit.request.bind(octokit), {
              owner: trigger.repository.owner,
              repo: trigger.repository.name,
            })
          : undefined,
    }));
  const postGateState = () => ({
    known: [...new Set([workspace.prepared.head, workspace.prepared.remoteSha ?? workspace.prepared.head])],
    runUrl: settings.runUrl ?? `local run ${settings.runId}`,
    fileMb: config.sandbox.limits.file_mb,
  });
  // At once, so a job killed from here on still gets its credentials back in the post step.
  deps.onStarted?.({ branch: workspace.prepared.branch, stashFile: workspace.stashFile, gate: postGateState() });
  let servers: Servers | undefined;
  let contained: Containment | undefined;
  try {
    await github?.start();
    const commentId = github?.commentId;
    deps.onStarted?.({
      branch: workspace.prepared.branch,
      stashFile: workspace.stashFile,
      gate: postGateState(),
      comment:
        commentId === undefined
          ? undefined
          : {
              owner: trigger.repository.owner,
              repo: trigger.repository.name,
              id: commentId,
              kind: trigger.comment?.kind === "review_comment" ? "review" : "issue",
            },
    });
    // Reporters never throw from onEvent (their contract), so one sink serves them all.
    const emit = fanOut(...reporters.map((r) => (e: SessionEvent) => r.onEvent(e)));
    const flows = await import("./flow-context.js");
    const review = await flows.reviewFor(octokit, trigger, log);
    const untrusted = await flows.untrustedFor(octokit, trigger, redactor, log, review, contextForTrigger);
    // Every subprocess the agent causes runs contained (issue 13); a fork's head never runs outside.
    contained = await openContainment({ settings, config, task, emit, log });
    const { sandbox: runSandbox, instructionsDir } = contained;
    servers = await connectServers({
      config: { ...config, mcp_servers: contained.servers },
      sandboxFor: (network) => runSandbox.server(network),
      cwd: settings.repo,
      env: settings.env,
      octokit,
      trigger,
      emit,
      redactor,
      warn: log.warning,
    });

    const { runEngine, createCoreTools, createPolicy, createTerminalApprover } = await engine;
    const configured = createPolicy(config, { workspace: settings.repo, configFiles: [configPath, ".mcp.json"] });
    // A plan run is read-only whatever the rules say.
    const policy = planned ? withPlanMode(configured) : configured;
    rules = policy;
    const saved = workspace.saved;
    // Only a permitted person's own comment answers a paused session; an issue's
    // title or body (written by anyone) never approves a call.
    const own = ownWords(trigger, config.trigger.phrase);
    const words = settings.answer ?? own;
    if (settings.answer !== undefined && !saved?.pending && !saved?.question)
      throw new Error(
        `there is no paused run on ${workspace.prepared.branch} to answer; --approve, --deny and --answer resume a run that stopped awaiting approval or input`,
      );
    const answer = saved && words ? answerFor(saved, words) : undefined;
    if (saved)
      say(`continuing the saved session on ${workspace.prepared.branch}${answer ? ` (${answer.kind})` : ""}\n`);

    const mcpTools = servers.tools;
    const transcript = transcriptPathFor(settings);
    const { prompt, systemRequest } =
      mode.phase === "go"
        ? { prompt: goPrompt(mode.request), systemRequest: goPrompt("") }
        : requestText(trigger, task, config.trigger.phrase);
    const { outcome } = await runEngine({
      prompt,
      systemRequest,
      repo: settings.repo,
      model: settings.model ?? { provider: config.model.provider, name: config.model.name },
      modelDefaults: config.model,
      baseUrl: settings.baseUrl,
      env: settings.env,
      tools: (editFormat) => [
        ...createCoreTools(editFormat, { commands: { sandbox: runSandbox.commands } }),
        ...(review ? [review.tool] : []),
        ...mcpTools,
      ],
      editSetting: config.tools.edit,
      policy,
      checkpointer: workspace.checkpointer,
      limits: {
        maxTurns: task.limits.max_turns,
        maxCostUsd: task.limits.max_cost_usd,
        timeoutMinutes: task.limits.timeout_minutes,
        maxToolErrors: task.limits.max_tool_errors,
        ...(spend.dailyRemaining ? { dailyRemaining: spend.dailyRemaining } : {}),
      },
      ...(planned ? { mode: "plan" as const } : {}),
      ...(outputSchema !== undefined ? { outputSchema } : {}),
      transcript,
      record: settings.recordPath,
      instructions: config.instructions,
      // A fork's AGENTS.md could say anything: its base revision's is read instead.
      instructionsDir,
      repository: trigger.repository.fullName,
      branch: workspace.prepared.branch,
      untrusted,
      warn: (m) => log.warning(m),
      emit,
      redactor,
      approver: deps.prompt ? createTerminalApprover(deps.prompt, { policy }) : undefined,
      signal: deps.signal,
      resume: saved,
      answer,
      saveState: workspace.saveState,
      resources: servers.resources,
      fetch: deps.fetch,
      cwd: settings.cwd,
    });
    reportBlocked(runSandbox, emit);

    const published = planned
      ? await finishPlan(planned.plan, outcome, settings.runUrl, config.trigger.phrase)
      : await publishOrFail({
          task,
          trigger,
          workspace,
          outcome,
          // A resumed session's outcome already counts the earlier runs' checkpoints: merge, never list twice.
          checkpoints: mergeCheckpoints(saved?.checkpoints ?? [], outcome.commits),
          octokit: task.dryRun ? undefined : octokit,
          redactor,
          repoUrl,
          runUrl: settings.runUrl,
          draft: config.pull_request.draft,
          keepLocal: settings.push === false,
        });
    if (mode.phase === "go" && outcome.kind !== "failed") await dropPlan(stage, workspace.prepared.branch);
    for (const note of published.notes) say(`${note}\n`);
    consoleReporter.preview = { pullRequest: published.pullRequest, patch: published.patch };
    consoleReporter.transcript = transcript;
    if (github && published.patch) await github.postPatch(published.patch);
    if (review && octokit && !task.dryRun)
      published.links.details = await flows.finishReviewOrSay(octokit, review, {
        checkpoints: outcome.commits,
        repoUrl,
        config,
        redactor,
        log,
      });
    await finishAll(reporters, published.outcome, published.links, log);
    const earlier = new Set((saved?.checkpoints ?? []).map((c) => c.sha));
    const ran = usageSince(outcome.usage, saved?.usage);
    await spend.record(
      published.outcome,
      {
        costUsd: outcome.costUsd - (saved?.costUsd ?? 0),
        inputTokens: ran.inputTokens + ran.cacheReadTokens + ran.cacheWriteTokens,
        outputTokens: ran.outputTokens,
      },
      published.prUrl,
    );
    return {
      outcome: published.outcome,
      commitsMade: outcome.commits.filter((c) => !earlier.has(c.sha)).length,
      thisRun: {
        turns: outcome.turns - (saved?.turns ?? 0),
        usage: usageSince(outcome.usage, saved?.usage),
        costUsd: outcome.costUsd - (saved?.costUsd ?? 0),
      },
      // Where the checkpoints are: pushed (or, in a dry run, the local branch); empty when nothing was.
      branch: published.links.branch,
      prUrl: published.prUrl,
      transcript,
      summary: summary.render({ repoUrl, redactor }),
      links: published.links,
    };
  } catch (error) {
    // Broken infrastructure after the comment went up (a server, the model's set-up, a
    // push): the people watching are told, and whatever was committed is pushed.
    if (contained)
      reportBlocked(contained.sandbox, (e) => {
        for (const r of reporters) r.onEvent(e);
      });
    await failRun(error, { reporters, workspace, task, settings, log });
    throw error;
  } finally {
    await servers?.close();
    await contained?.close();
    await workspace.close();
  }
}
