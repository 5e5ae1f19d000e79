/**
 * The run's engine stage: the approval rules (read-only for a plan), the answer
 * to a paused session, what the model is told, and one engine run given its
 * options in named groups — the request, the model, the workspace, the session
 * and where reports go.
 */
import type { UntrustedText } from "../agent/prompts/system-prompt.js";
import type { EventSink } from "../agent/types.js";
import { CORE_WRITE_TOOLS } from "../policy/builtins.js";
import { withPlanMode } from "../policy/plan-mode.js";
import { withReviewMode } from "../policy/review-mode.js";
import type { Policy } from "../policy/types.js";
import { acceptsImages } from "../tools/browser/vision.js";
import { PIN_VARIABLE } from "../tools/web/pins.js";
import type { Admitted } from "./admit.js";
import type { CodeReviewRun } from "./code-review/prepare.js";
import type { Ended } from "./conclude.js";
import type { Containment } from "./containment.js";
import type { EngineOptions } from "./engine.js";
import type { OpenWork } from "./open-work.js";
import { goPrompt } from "./plan-go.js";
import { ownWords, requestText } from "./request-wording.js";
import { transcriptPathFor } from "./result.js";
import { answerFor } from "./resume.js";
import type { ReviewRun } from "./review.js";
import type { Servers } from "./servers.js";

export interface EngineStageInput {
  contained: Containment;
  servers: Servers;
  review?: ReviewRun;
  /** A code review: its request, tools and instruction files replace the plain request's. */
  codeReview?: CodeReviewRun;
  untrusted: UntrustedText[];
  emit: EventSink;
  /** Told the rules as soon as they exist (the workspace judges what commands wrote by them). */
  setRules(policy: Policy): void;
}

export async function runEngineStage(run: Admitted, work: OpenWork, input: EngineStageInput): Promise<Ended> {
  const { settings, config, trigger, task, deps, say } = run;
  const { workspace } = work;
  const { runEngine, createCoreTools, createPolicy, createTerminalApprover } = await run.engine;
  const configured = createPolicy(config, { workspace: settings.repo, configFiles: [run.configPath, ".mcp.json"] });
  // A plan run is read-only whatever the rules say; so is a code review, which may still run allowed commands.
  const codeReview = input.codeReview;
  const policy = codeReview
    ? withReviewMode(configured, { canAsk: deps.prompt !== undefined })
    : work.plan
      ? withPlanMode(configured)
      : configured;
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
  const { prompt, systemRequest } = codeReview
    ? { prompt: codeReview.prompt, systemRequest: codeReview.prompt }
    : run.mode.phase === "go"
      ? { prompt: goPrompt(run.mode.request), systemRequest: goPrompt("") }
      : requestText(trigger, task, config.trigger.phrase);
  const commands = input.contained.sandbox.commands;
  const mcpTools = input.servers.tools;
  const review = input.review;
  const options: EngineOptions = {
    request: {
      prompt,
      systemRequest,
      ...(codeReview ? { mode: "review" as const } : work.plan ? { mode: "plan" as const } : {}),
      ...(run.outputSchema !== undefined ? { outputSchema: run.outputSchema } : {}),
      instructions: codeReview?.instructions ?? config.instructions,
      // A fork's AGENTS.md could say anything: its base revision's is read instead (a review's always are).
      instructionsDir: codeReview ? codeReview.instructionsDir : input.contained.instructionsDir,
      repository: trigger.repository.fullName,
      branch: workspace.prepared.branch,
      untrusted: input.untrusted,
    },
    model: {
      spec: settings.model ?? { provider: config.model.provider, name: config.model.name },
      defaults: config.model,
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
            ...(config.tools.browser
              ? {
                  browser: {
                    sandbox: commands,
                    images: acceptsImages(model.provider, model.name),
                    ...(settings.artifactsDir ? { artifactsDir: settings.artifactsDir } : {}),
                  },
                }
              : {}),
          }),
        ),
        ...(review ? [review.tool] : []),
        ...(codeReview?.tools ?? []),
        ...mcpTools,
      ],
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
        ...(run.spend.dailyRemaining ? { dailyRemaining: run.spend.dailyRemaining } : {}),
      },
      signal: deps.signal,
      resume: saved,
      answer,
      saveState: workspace.saveState,
    },
    report: { emit: input.emit, warn: (m) => run.log.warning(m), redactor: run.redactor, transcript },
  };
  const { outcome } = await runEngine(options);
  return { outcome, saved, review, transcript };
}

/** A code review is offered no tool it may not use: no edit tools, no questions, no browser. */
function reviewable<T extends { name: string }>(codeReview: CodeReviewRun | undefined, tools: T[]): T[] {
  if (!codeReview) return tools;
  return tools.filter(
    (t) => !CORE_WRITE_TOOLS.has(t.name) && t.name !== "ask_followup_question" && t.name !== "browser_action",
  );
}
