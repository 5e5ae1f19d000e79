/**
 * The run's engine stage: the approval rules (read-only for a plan), the answer
 * to a paused session, what the model is told, and one engine run given its
 * options in named groups — the request, the model, the workspace, the session
 * and where reports go.
 */

import path from "node:path";
import { modelSpec } from "../../agent/models/model-spec.js";
import type { UntrustedText } from "../../agent/prompts/system-prompt.js";
import type { EventSink } from "../../agent/types.js";
import { formatProblem } from "../../config/errors.js";
import type { AuthorTrust } from "../../github/context/author-trust.js";
import { createTerminalApprover } from "../../policy/approver.js";
import { CORE_WRITE_TOOLS } from "../../policy/builtins.js";
import { withNarrowing } from "../../policy/narrowed.js";
import { withPlanMode } from "../../policy/plan-mode.js";
import { createPolicy } from "../../policy/policy.js";
import { withReviewMode } from "../../policy/review-mode.js";
import type { Policy } from "../../policy/types.js";
import { discoverSkills } from "../../skills/discover-skills.js";
import { acceptsImages } from "../../tools/browser/vision.js";
import { createCoreTools } from "../../tools/registry.js";
import { PIN_VARIABLE } from "../../tools/web/pins.js";
import type { RunSettings } from "../contract.js";
import type { CodeReviewRun } from "../flows/code-review/prepare.js";
import { goPrompt } from "../flows/plan-go.js";
import type { ReviewRun } from "../flows/review.js";
import type { Admitted } from "./admit.js";
import type { Ended } from "./conclude.js";
import type { Containment } from "./containment.js";
import { expandPromptRequest } from "./mcp-prompt.js";
import type { OpenWork } from "./open-work.js";
import { requestImages } from "./request-images.js";
import { ownWords, requestText } from "./request-wording.js";
import { answerFor } from "./resume.js";
import type { SamplingBridge } from "./sampling.js";
import type { Servers } from "./servers.js";
import { type EngineOptions, runEngine } from "./session.js";

export interface EngineStageInput {
  contained: Containment;
  servers: Servers;
  /** Answers MCP sampling with the run's model (run/sampling.ts). */
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

export async function runEngineStage(run: Admitted, work: OpenWork, input: EngineStageInput): Promise<Ended> {
  const { settings, config, trigger, task, deps, say } = run;
  const { workspace } = work;
  const policyOptions = { workspace: settings.repo, configFiles: [run.configPath, ".mcp.json"] };
  const fromConfig = createPolicy(config, policyOptions);
  // A repository command's rules only take away from the config's.
  const command = run.command;
  const configured = command
    ? withNarrowing(
        fromConfig,
        {
          where: command.file,
          rules: command.approval?.rules ?? [],
          ...(command.tools ? { tools: command.tools } : {}),
          ...(command.approval?.default ? { fallback: command.approval.default } : {}),
        },
        config,
        policyOptions,
      )
    : fromConfig;
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
          ...(run.octokit ? { octokit: run.octokit } : {}),
          ...(settings.githubToken ? { token: settings.githubToken } : {}),
          serverUrl: settings.serverUrl,
          model: { id: `${spec.provider}/${spec.name}`, acceptsImages: acceptsImages(spec.provider, spec.name) },
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
          ...(deps.signal ? { signal: deps.signal } : {}),
          log: (m) => run.log.info(m),
        });
  const commands = input.contained.sandbox.commands;
  const mcpTools = input.servers.tools;
  const review = input.review;
  const options: EngineOptions = {
    request: {
      prompt: images.note ? `${prompt}\n\n${images.note}` : prompt,
      ...(images.images.length ? { images: images.images } : {}),
      systemRequest,
      ...(codeReview ? { mode: "review" as const } : work.plan ? { mode: "plan" as const } : {}),
      ...(run.outputSchema !== undefined ? { outputSchema: run.outputSchema } : {}),
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
      ...(input.servers.live ? { liveTools: input.servers.live } : {}),
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
      ...(input.sampling ? { sampling: input.sampling } : {}),
    },
    report: { emit: input.emit, warn: (m) => run.log.warning(m), redactor: run.redactor, transcript },
  };
  const began = Date.now();
  const { outcome } = await runEngine(options);
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
export function transcriptPathFor(settings: RunSettings): string | undefined {
  return settings.transcriptPath ? path.resolve(settings.repo, settings.transcriptPath) : undefined;
}
