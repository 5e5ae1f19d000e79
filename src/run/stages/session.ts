/**
 * One session of a run: builds the model (recording it when asked), the
 * system prompt and the transcript, and runs one session. Everything comes in
 * as parameters (tools, policy, checkpointer, limits, env, where events go), so
 * the pipeline wires it the same way for the Action, the CLI and the tests.
 */

import { realpath } from "node:fs/promises";
import path from "node:path";
import type { Limits } from "../../agent/limits.js";
import type { LiveTools } from "../../agent/live-tools.js";
import { runSession } from "../../agent/loop.js";
import { createModel } from "../../agent/models/create-model.js";
import { type ModelSpec, modelSpec } from "../../agent/models/model-spec.js";
import { createRecorder } from "../../agent/models/recorder.js";
import { buildSystemPrompt, type UntrustedText } from "../../agent/prompts/system-prompt.js";
import type { PromptImage, ResumeAnswer } from "../../agent/session-setup.js";
import type { SideSpend } from "../../agent/side-spend.js";
import type { SavedSession } from "../../agent/state.js";
import type { Approver } from "../../agent/tool-runner.js";
import { createTranscriptWriter, fanOut } from "../../agent/transcript.js";
import type { EventSink, Model, Outcome } from "../../agent/types.js";
import type { Checkpointer } from "../../git/types.js";
import type { Policy } from "../../policy/types.js";
import { Redactor } from "../../secrets/redactor.js";
import type { Skill } from "../../skills/skill-file.js";
import { type EditFormat, type EditSetting, resolveEditFormat } from "../../tools/edit-format.js";
import { createLoadSkill } from "../../tools/load-skill.js";
import type { ResourceAccess, Tool } from "../../tools/types.js";
import { scrubbedEnv } from "../../util/env.js";

/** What the model is asked, and what the system prompt tells it about the run. */
interface SessionRequest {
  prompt: string;
  /** The system prompt's request line when it differs from the first user message. */
  systemRequest?: string;
  /** "plan" / "review": the system prompt says this run only plans or reviews (the policy enforces it). */
  mode?: "edit" | "plan" | "review";
  /** Typed results: the schema goes in the system prompt, and the result is checked against it. */
  outputSchema?: object | boolean;
  /** Instruction files to read from the repo (config `instructions`). */
  instructions?: string[];
  /** Where the instruction files are read from instead of the work tree (a fork's base revision). */
  instructionsDir?: string;
  repository?: string;
  branch?: string;
  untrusted?: UntrustedText[];
  /** Images the request came with (a bug's screenshots), sent with the first message to a model that reads them. */
  images?: PromptImage[];
  /** The repository's Agent Skills and where they were read from (the work tree, or a fork's base revision). */
  skills?: { list: readonly Skill[]; root: string };
}

/** Which model answers, and where its key and server come from. */
interface SessionModel {
  /** A `--model` value ("anthropic/claude-sonnet-4-5", "replay:FILE") or a model spec from config. */
  spec: string | ModelSpec;
  /** Config's model section, for api_key_env / prices / context_window when `spec` is a flag. */
  defaults?: Partial<ModelSpec>;
  /** The `base_url` input: an OpenAI-compatible server's URL, over the config's. */
  baseUrl?: string;
  /** The environment provider keys are read from (process.env at the entry point); tools get a scrubbed copy. */
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  /** Where a relative replay path is resolved (the caller's working directory). */
  cwd?: string;
  /** Record the model's answers to this cassette. */
  record?: string;
  /** model.idle_timeout_seconds: how long the API may send nothing before a call is tried again. */
  idleTimeoutSeconds?: number;
}

/** What the session may touch and how each change is kept. */
interface SessionWorkspace {
  /** The workspace (repository root). */
  repo: string;
  /** The tools, or a builder given the edit format chosen for this model (config tools.edit) and the model itself. */
  tools: Tool[] | ((editFormat: EditFormat, model: { provider: string; name: string }) => Tool[]);
  /** Tools whose list changes during the run (the MCP servers'), taken at each turn. */
  liveTools?: LiveTools;
  /** Config tools.edit; `auto` picks by provider and model name. */
  editSetting?: EditSetting;
  policy: Policy;
  approver?: Approver;
  checkpointer: Checkpointer;
  resources?: ResourceAccess;
}

/** How long the session may go on, and where it picks up from. */
interface SessionBounds {
  limits: Limits;
  signal?: AbortSignal;
  resume?: SavedSession;
  answer?: ResumeAnswer;
  saveState?: (state: SavedSession) => Promise<void>;
  /** MCP sampling: told the run's model, and its spend counted into the session's. */
  sampling?: SideSpend & { attach(model: Model, maxCostUsd: number, emit: EventSink): void };
}

/** Where the session's events, warnings and transcript go. */
interface SessionReport {
  /** Reporters. */
  emit: EventSink;
  /** Warnings from model set-up (unknown prices, …). */
  warn: (message: string) => void;
  redactor?: Redactor;
  transcript?: string;
}

export interface SessionParts {
  request: SessionRequest;
  model: SessionModel;
  workspace: SessionWorkspace;
  session: SessionBounds;
  report: SessionReport;
}

export interface SessionResult {
  outcome: Outcome;
  model: Model;
}

export async function runSessionFrom(opts: SessionParts): Promise<SessionResult> {
  const { request, model: chosen, workspace: work, session, report } = opts;
  const redactor = report.redactor ?? new Redactor();
  if (!report.redactor) redactor.addFromEnv(chosen.env);
  const spec = modelSpec(chosen.spec, chosen.defaults, chosen.baseUrl);
  const base = createModel(spec, chosen.env, {
    warn: (m) => report.warn(redactor.redact(m)),
    cwd: chosen.cwd ?? process.cwd(),
    fetch: chosen.fetch,
    idleTimeoutSeconds: chosen.idleTimeoutSeconds || undefined,
    // A retried call is said, not silent: a slow or failing API shows in the log as it happens.
    retry: {
      onRetry: ({ attempt, delayMs, reason }) =>
        report.warn(
          `model call failed (${reason}); trying again in ${Math.round(delayMs / 1000)} s (attempt ${attempt + 1})`,
        ),
    },
  });
  const editFormat = resolveEditFormat(work.editSetting ?? "auto", spec.provider, spec.name);
  const skills = request.skills?.list.length ? request.skills : undefined;
  const tools = [
    ...(typeof work.tools === "function" ? work.tools(editFormat, spec) : work.tools),
    ...(skills ? [createLoadSkill({ skills: skills.list, root: skills.root })] : []),
  ];
  const recorder = chosen.record ? createRecorder(base, redactor) : undefined;
  const model = recorder?.model ?? base;

  // Real path: the file tools compare real paths, so a symlinked checkout must not look like "outside".
  const workspace = await realpath(path.resolve(work.repo));
  const system = await buildSystemPrompt({
    repository: request.repository ?? path.basename(workspace),
    branch: request.branch ?? "(current branch)",
    request: request.systemRequest ?? request.prompt,
    mode: request.mode,
    outputSchema: request.outputSchema,
    untrusted: request.untrusted,
    skills: skills?.list,
    workspace: request.instructionsDir ?? workspace,
    instructionFiles: request.instructions ?? [],
  });
  // The validator (Ajv) loads only for a run that has a schema to check its result against.
  const output =
    request.outputSchema === undefined
      ? undefined
      : { check: (await import("../../config/output-schema.js")).createOutputValidator(request.outputSchema).check };
  const sinks: EventSink[] = [report.emit];
  if (report.transcript) sinks.push(createTranscriptWriter(report.transcript, redactor));
  // Redacted before any reporter sees an event: they cut inputs and outputs to fit a line or a comment, and a
  // secret cut first would no longer be whole (the Redactor finds 12-character parts, but not fewer).
  const fan = fanOut(...sinks);
  const emit: EventSink = (event) => fan(redactor.redactValue(event));
  session.sampling?.attach(model, session.limits.maxCostUsd, emit);
  try {
    const outcome = await runSession({
      model,
      tools,
      editFormat,
      policy: work.policy,
      checkpointer: work.checkpointer,
      system,
      prompt: request.prompt,
      promptImages: request.images?.length ? request.images : undefined,
      limits: session.limits,
      workspace,
      env: scrubbedEnv(chosen.env),
      emit,
      redactor,
      signal: session.signal,
      approver: work.approver,
      resume: session.resume,
      answer: session.answer,
      saveState: session.saveState,
      resources: work.resources,
      liveTools: work.liveTools,
      sideSpend: session.sampling,
      output,
    });
    return { outcome, model };
  } finally {
    // What a tool keeps running between calls (a browser) ends with the session, however it ended.
    await Promise.allSettled(tools.map((t) => t.dispose?.()));
    // A failed run's recording is worth keeping: it replays the failure.
    if (recorder && chosen.record) await recorder.save(chosen.record);
  }
}
