/**
 * A task that passed its trigger, in order: admit (gate, PR lookup,
 * reporters, spend) → open the workspace → contain and connect the servers → the
 * session (set up below: the answer to a paused session, the request, the tools
 * and the rules; run by stages/session.ts) → conclude (publish, report, record).
 * Each stage is a function one hop away; everything opened here is closed in `finally`.
 */

import path from "node:path";
import { preloadProvider } from "../agent/models/create-model.js";
import { modelSpec } from "../agent/models/model-spec.js";
import type { UntrustedText } from "../agent/prompts/system-prompt.js";
import { fanOut } from "../agent/transcript.js";
import type { EventSink, SessionEvent } from "../agent/types.js";
import { formatProblem } from "../config/errors.js";
import { AuthorTrust, trustPolicy } from "../github/context/author-trust.js";
import { contextForTrigger } from "../github/context/context-for-trigger.js";
import { createTerminalApprover } from "../policy/approver.js";
import { CORE_WRITE_TOOLS } from "../policy/builtins.js";
import type { Policy } from "../policy/types.js";
import { discoverSkills } from "../skills/discover-skills.js";
import { acceptsImages } from "../tools/browser/vision.js";
import { createCoreTools } from "../tools/registry.js";
import { PIN_VARIABLE } from "../tools/web/pins.js";
import type { PipelineDeps, RunResult, RunSettings } from "./contract.js";
import { concludeCodeReview } from "./flows/code-review/conclude.js";
import type { CodeReviewRun } from "./flows/code-review/prepare.js";
import * as flows from "./flows/flow-context.js";
import { goPrompt } from "./flows/plan-go.js";
import type { ReviewRun } from "./flows/review.js";
import { terminalElicitation } from "./local/elicitation.js";
import type { Admitted } from "./stages/admit.js";
import { admit, type ReadyTask } from "./stages/admit.js";
import type { CheckoutLock } from "./stages/checkout-lock.js";
import type { Ended } from "./stages/conclude.js";
import { conclude, failRun } from "./stages/conclude.js";
import { type Containment, openContainment, reportBlocked } from "./stages/containment.js";
import { expandPromptRequest } from "./stages/mcp-prompt.js";
import type { OpenWork } from "./stages/open-work.js";
import { openWork, startedState } from "./stages/open-work.js";
import { requestImages } from "./stages/request-images.js";
import { ownWords, requestText } from "./stages/request-wording.js";
import { answerFor } from "./stages/resume.js";
import { type RulesInput, rulesFor } from "./stages/rules.js";
import { SamplingBridge } from "./stages/sampling.js";
import { connectServers, type Servers } from "./stages/servers.js";
import { runSessionFrom, type SessionParts } from "./stages/session.js";
import { type RunTrace, startTrace } from "./stages/trace.js";

export async function runTask(
  settings: RunSettings,
  deps: PipelineDeps,
  prepared: ReadyTask,
  guard?: CheckoutLock,
): Promise<RunResult> {
  // The provider's package loads while the gate, the PR lookup and the ledger wait on GitHub and git.
  if (!settings.model?.startsWith("replay:")) preloadProvider(prepared.loaded.config.model.provider);
  // Node compiles its fetch (undici) the first time anything touches fetch or Headers: tens of
  // milliseconds inside the first model request, unless a GitHub call came first.
  void globalThis.Headers;
  const admission = await admit(settings, deps, prepared);
  if (admission.kind === "skip") return admission.result;
  const run = admission.run;
  const { config, trigger, task, octokit, redactor, log, reporters } = run;

  let rules: Policy | undefined;
  deps.group?.("Work branch, context and sandbox");
  const work = await openWork(run, () => rules, guard);
  const { workspace } = work;
  // At once, so a job killed from here on still gets its credentials back in the post step.
  deps.onStarted?.(startedState(run, workspace));
  let servers: Servers | undefined;
  let contained: Containment | undefined;
  let runTrace: RunTrace | undefined;
  let codeReview: CodeReviewRun | undefined;
  try {
    await (reporters.github ?? reporters.codeReview)?.start();
    deps.onStarted?.(startedState(run, workspace));
    // A trace of the run, when an OTLP endpoint is set (the SDK loads only then).
    runTrace = await startTrace(run);
    // Reporters never throw from onEvent (their contract), so one sink serves them all.
    const report = fanOut(
      ...reporters.all.map((r) => (e: SessionEvent) => r.onEvent(e)),
      ...(runTrace ? [runTrace.sink] : []),
    );
    // MCP sampling is answered by the run's model under the run's budget (servers with `sampling: true`).
    const sampling = new SamplingBridge();
    const emit = (e: SessionEvent) => {
      sampling.observe(e);
      report(e);
    };
    // Whose words reach the model (trust.authors): one judge, so each login is looked up once.
    const trust = new AuthorTrust(trustPolicy(config.trust, trigger.repository, trigger.actor?.login), octokit);
    const review = await flows.reviewFor(octokit, trigger, log, trust);
    // A code review brings its own context (the diff, the PR's title and body) and may end before the model runs.
    codeReview = run.mode.phase === "review" ? await flows.prepareCodeReviewFor(run, work) : undefined;
    if (codeReview?.nothingToReview) return await concludeCodeReview(run, codeReview);
    const untrusted =
      codeReview?.untrusted ??
      (await flows.untrustedFor(octokit, trigger, redactor, log, review, (o, t, l) =>
        contextForTrigger(o, t, l, trust),
      ));
    // Every subprocess the agent causes runs contained (docs/decisions/0010-containment.md); a fork's head never runs outside.
    contained = await openContainment({ settings, config, task, emit, log });
    const sandbox = contained.sandbox;
    deps.group?.("MCP servers");
    servers = await connectServers({
      config: { ...config, mcp_servers: contained.servers },
      sandboxFor: (network) => sandbox.server(network),
      cwd: settings.repo,
      env: settings.env,
      octokit,
      trigger,
      emit,
      redactor,
      warn: log.warning,
      packageCache: contained.packageCache || undefined,
      sampling: sampling.handler,
      elicit: deps.prompt ? terminalElicitation(deps.prompt) : undefined,
    });
    const ended = await runSessionStage(run, work, {
      contained,
      servers,
      sampling,
      review,
      codeReview,
      untrusted,
      trust,
      emit,
      setRules: (policy) => {
        rules = policy;
      },
    });
    reportBlocked(sandbox, emit);
    if (codeReview) return await concludeCodeReview(run, codeReview, ended);
    deps.group?.("Publishing: push, pull request, comment");
    return await conclude(run, work, ended);
  } catch (error) {
    // Broken infrastructure after the comment went up (a server, the model's set-up, a
    // push): the people watching are told, and whatever was committed is pushed.
    if (contained)
      reportBlocked(contained.sandbox, (e) => {
        for (const r of reporters.all) r.onEvent(e);
      });
    await failRun(error, { reporters: reporters.all, workspace, settings, log });
    throw error;
  } finally {
    await runTrace?.finish();
    await codeReview?.dispose();
    await servers?.close();
    await contained?.close();
    await workspace.close();
  }
}

interface SessionStageInput {
  contained: Containment;
  servers: Servers;
  /** Answers MCP sampling with the run's model (run/stages/sampling.ts). */
  sampling?: SamplingBridge;
  review?: ReviewRun;
  /** A code review: its request, tools and instruction files replace the plain request's. */
  codeReview?: CodeReviewRun;
  untrusted: UntrustedText[];
  /** Whose words (and images) reach the model. */
  trust: AuthorTrust;
  emit: EventSink;
  /** Told the rules as soon as they exist (the workspace judges what commands wrote by them). */
  setRules(policy: Policy): void;
}

/**
 * What the session stage reads of an admitted run: the request (trigger, task, mode,
 * output schema), the model and where it is reached, the rules' inputs, the spend
 * left today, and who hears (say, log, redactor).
 */
type SessionRun = RulesInput &
  Pick<Admitted, "trigger" | "task" | "say" | "mode" | "log" | "octokit" | "outputSchema" | "spend" | "redactor"> & {
    deps: Pick<PipelineDeps, "prompt" | "fetch" | "signal">;
    settings: Pick<
      RunSettings,
      | "answer"
      | "repo"
      | "model"
      | "baseUrl"
      | "githubToken"
      | "serverUrl"
      | "env"
      | "cwd"
      | "recordPath"
      | "artifactsDir"
      | "transcriptPath"
    >;
  };

/**
 * The session stage: the answer to a paused session, what the model is told, the
 * tools and the rules, and one session run given them in named groups — the
 * request, the model, the workspace, the session and where reports go.
 */
async function runSessionStage(run: SessionRun, work: OpenWork, input: SessionStageInput): Promise<Ended> {
  const { settings, config, trigger, task, deps, say } = run;
  const { workspace } = work;
  const codeReview = input.codeReview;
  const policy = rulesFor(run, { codeReview: codeReview !== undefined, plan: work.plan !== undefined });
  input.setRules(policy);

  const saved = workspace.saved;
  // Only a permitted person's own comment answers a paused session; an issue's
  // title or body (written by anyone) never approves a call.
  const words = settings.answer ?? ownWords(trigger, config.trigger.phrase);
  if (settings.answer !== undefined && !saved?.pending && !saved?.held && !saved?.question)
    throw new Error(
      `there is no paused run on ${workspace.prepared.branch} to answer; --approve, --deny and --answer resume a run that stopped awaiting approval or input`,
    );
  const answer = saved && words ? answerFor(saved, words) : undefined;
  if (saved) say(`continuing the saved session on ${workspace.prepared.branch}${answer ? ` (${answer.kind})` : ""}\n`);

  const transcript = transcriptPathFor(settings);
  // A request that names a server's prompt (`/server:prompt arg=value`) asks what that prompt says.
  const expanded =
    codeReview || run.mode.phase === "go" || answer
      ? undefined
      : await expandPromptRequest(trigger.request, input.servers.hub);
  const { prompt, systemRequest } = codeReview
    ? { prompt: codeReview.prompt, systemRequest: codeReview.prompt }
    : run.mode.phase === "go"
      ? { prompt: goPrompt(run.mode.request), systemRequest: goPrompt("") }
      : requestText(expanded === undefined ? trigger : { ...trigger, request: expanded }, task, config.trigger.phrase);
  // Skills come from where instruction files do: the work tree, or a fork's base revision.
  const skillsRoot = input.contained.instructionsDir ?? settings.repo;
  const skills = await discoverSkills(skillsRoot);
  for (const problem of skills.problems)
    (problem.level === "error" ? run.log.warning : run.log.debug)(`skill ${formatProblem(problem)}`);
  // The request's images (a bug's screenshots), for a model that reads them; not for an answer or a go.
  const spec = modelSpec(
    settings.model ?? { provider: config.model.provider, name: config.model.name },
    config.model,
    settings.baseUrl,
  );
  const images =
    run.mode.phase === "go" || answer
      ? { images: [], note: "" }
      : await requestImages({
          trigger,
          trust: input.trust,
          octokit: run.octokit,
          token: settings.githubToken || undefined,
          serverUrl: settings.serverUrl,
          model: { id: `${spec.provider}/${spec.name}`, acceptsImages: acceptsImages(spec.provider, spec.name) },
          fetch: deps.fetch,
          signal: deps.signal,
          log: (m) => run.log.info(m),
        });
  const commands = input.contained.sandbox.commands;
  const mcpTools = input.servers.tools;
  const review = input.review;
  const options: SessionParts = {
    request: {
      prompt: images.note ? `${prompt}\n\n${images.note}` : prompt,
      images: images.images.length ? images.images : undefined,
      systemRequest,
      mode: codeReview ? "review" : work.plan ? "plan" : undefined,
      outputSchema: run.outputSchema,
      instructions: codeReview?.instructions ?? config.instructions,
      // A fork's AGENTS.md could say anything: its base revision's is read instead (a review's always are).
      instructionsDir: codeReview ? codeReview.instructionsDir : input.contained.instructionsDir,
      repository: trigger.repository.fullName,
      branch: workspace.prepared.branch,
      untrusted: input.untrusted,
      skills: { list: skills.skills, root: skillsRoot },
    },
    model: {
      spec: settings.model ?? { provider: config.model.provider, name: config.model.name },
      defaults: config.model,
      idleTimeoutSeconds: config.model.idle_timeout_seconds,
      baseUrl: settings.baseUrl,
      env: settings.env,
      fetch: deps.fetch,
      cwd: settings.cwd,
      record: settings.recordPath,
    },
    workspace: {
      repo: settings.repo,
      tools: (editFormat, model) => [
        ...reviewable(
          codeReview,
          createCoreTools(editFormat, {
            commands: { sandbox: commands },
            // One list governs both: what commands reach through the proxy, web_fetch may read.
            web: {
              allow: config.sandbox.network.allow,
              pins: settings.env[PIN_VARIABLE],
              onBlocked: (host) => input.contained.sandbox.noteBlocked(host),
            },
            browser: config.tools.browser
              ? {
                  sandbox: commands,
                  images: acceptsImages(model.provider, model.name),
                  artifactsDir: settings.artifactsDir || undefined,
                }
              : undefined,
          }),
        ),
        ...(review ? [review.tool] : []),
        ...(codeReview?.tools ?? []),
        ...mcpTools,
      ],
      liveTools: input.servers.live,
      editSetting: config.tools.edit,
      policy,
      approver: deps.prompt ? createTerminalApprover(deps.prompt, { policy }) : undefined,
      checkpointer: workspace.checkpointer,
      resources: input.servers.resources,
    },
    session: {
      limits: {
        maxTurns: task.limits.max_turns,
        maxCostUsd: task.limits.max_cost_usd,
        timeoutMinutes: task.limits.timeout_minutes,
        maxToolErrors: task.limits.max_tool_errors,
        dailyRemaining: run.spend.dailyRemaining,
      },
      signal: deps.signal,
      resume: saved,
      answer,
      saveState: workspace.saveState,
      sampling: input.sampling,
    },
    report: { emit: input.emit, warn: (m) => run.log.warning(m), redactor: run.redactor, transcript },
  };
  const began = Date.now();
  const { outcome } = await runSessionFrom(options);
  return { outcome, saved, review, transcript, durationMs: Date.now() - began };
}

/** A code review is offered no tool it may not use: no edit tools, no questions, no browser. */
function reviewable<T extends { name: string }>(codeReview: CodeReviewRun | undefined, tools: T[]): T[] {
  if (!codeReview) return tools;
  return tools.filter(
    (t) => !CORE_WRITE_TOOLS.has(t.name) && t.name !== "ask_followup_question" && t.name !== "browser_action",
  );
}

/** Where the transcript goes, when the caller asked for one (relative to the repository). */
function transcriptPathFor(settings: Pick<RunSettings, "repo" | "transcriptPath">): string | undefined {
  return settings.transcriptPath ? path.resolve(settings.repo, settings.transcriptPath) : undefined;
}
