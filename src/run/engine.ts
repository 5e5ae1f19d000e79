/**
 * The engine half of a run: builds the model (recording it when asked), the
 * system prompt and the transcript, and runs one session. Everything comes in
 * as parameters (tools, policy, checkpointer, limits, env, where events go), so
 * the pipeline wires it the same way for the Action, the CLI and the tests.
 */

import { realpath } from "node:fs/promises";
import path from "node:path";
import type { Limits } from "../agent/limits.js";
import { runSession } from "../agent/loop.js";
import { createModel, type ModelSpec, parseModelFlag } from "../agent/models/create-model.js";
import { createRecorder } from "../agent/models/recorder.js";
import { buildSystemPrompt, type UntrustedText } from "../agent/prompts/system-prompt.js";
import type { ResumeAnswer } from "../agent/session-setup.js";
import type { SavedSession } from "../agent/state.js";
import type { Approver } from "../agent/tool-runner.js";
import { createTranscriptWriter, fanOut } from "../agent/transcript.js";
import type { EventSink, Model, Outcome } from "../agent/types.js";
import { createOutputValidator } from "../config/output-schema.js";
import { Redactor } from "../config/secrets.js";
import type { Checkpointer } from "../git/types.js";
import type { Policy } from "../policy/types.js";
import { type EditFormat, type EditSetting, resolveEditFormat } from "../tools/edit-format.js";
import type { ResourceAccess, Tool } from "../tools/types.js";
import { scrubbedEnv } from "../util/env.js";

export interface EngineOptions {
  prompt: string;
  /** The workspace (repository root). */
  repo: string;
  /** A `--model` value ("anthropic/claude-sonnet-4-5", "replay:FILE") or a model spec from config. */
  model: string | ModelSpec;
  /** Config's model section, for api_key_env / prices / context_window when `model` is a flag. */
  modelDefaults?: Partial<ModelSpec>;
  /** The environment provider keys are read from (process.env at the entry point). */
  env: Record<string, string | undefined>;
  /** The tools, or a builder given the edit format chosen for this model (config tools.edit). */
  tools: Tool[] | ((editFormat: EditFormat) => Tool[]);
  /** Config tools.edit; `auto` picks by provider and model name. */
  editSetting?: EditSetting;
  policy: Policy;
  checkpointer: Checkpointer;
  limits: Limits;
  transcript?: string;
  record?: string;
  /** Instruction files to read from the repo (config `instructions`). */
  instructions?: string[];
  /** Where the instruction files are read from instead of the work tree (a fork's base revision). */
  instructionsDir?: string;
  repository?: string;
  branch?: string;
  untrusted?: UntrustedText[];
  /** Warnings from model set-up (unknown prices, …). */
  warn: (message: string) => void;
  /** Where session events go (reporters). */
  emit: EventSink;
  redactor?: Redactor;
  approver?: Approver;
  signal?: AbortSignal;
  resume?: SavedSession;
  answer?: ResumeAnswer;
  saveState?: (state: SavedSession) => Promise<void>;
  resources?: ResourceAccess;
  fetch?: typeof fetch;
  /** The `base_url` input: an OpenAI-compatible server's URL, over the config's. */
  baseUrl?: string;
  /** Where a relative replay path is resolved (the caller's working directory). */
  cwd?: string;
  /** The system prompt's request line when it differs from the first user message. */
  systemRequest?: string;
  /** "plan": the system prompt says this run only plans (the policy enforces it). */
  mode?: "edit" | "plan";
  /** Typed results: the schema goes in the system prompt, and the result is checked against it. */
  outputSchema?: object | boolean;
}

export interface EngineResult {
  outcome: Outcome;
  model: Model;
}

export async function runEngine(opts: EngineOptions): Promise<EngineResult> {
  const redactor = opts.redactor ?? new Redactor();
  if (!opts.redactor) redactor.addFromEnv(opts.env);
  const spec = modelSpec(opts.model, opts.modelDefaults, opts.baseUrl);
  const base = createModel(spec, opts.env, {
    warn: (m) => opts.warn(redactor.redact(m)),
    cwd: opts.cwd ?? process.cwd(),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const editFormat = resolveEditFormat(opts.editSetting ?? "auto", spec.provider, spec.name);
  const tools = typeof opts.tools === "function" ? opts.tools(editFormat) : opts.tools;
  const recorder = opts.record ? createRecorder(base, redactor) : undefined;
  const model = recorder?.model ?? base;
  // Real path: the file tools compare real paths, so a symlinked checkout must not look like "outside".
  const workspace = await realpath(path.resolve(opts.repo));
  const system = await buildSystemPrompt({
    repository: opts.repository ?? path.basename(workspace),
    branch: opts.branch ?? "(current branch)",
    request: opts.systemRequest ?? opts.prompt,
    ...(opts.mode ? { mode: opts.mode } : {}),
    ...(opts.outputSchema !== undefined ? { outputSchema: opts.outputSchema } : {}),
    ...(opts.untrusted ? { untrusted: opts.untrusted } : {}),
    workspace: opts.instructionsDir ?? workspace,
    instructionFiles: opts.instructions ?? [],
  });
  const sinks: EventSink[] = [opts.emit];
  if (opts.transcript) sinks.push(createTranscriptWriter(opts.transcript, redactor));
  try {
    const outcome = await runSession({
      model,
      tools,
      editFormat,
      policy: opts.policy,
      checkpointer: opts.checkpointer,
      system,
      prompt: opts.prompt,
      limits: opts.limits,
      workspace,
      env: scrubbedEnv(opts.env),
      emit: fanOut(...sinks),
      redactor,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.approver ? { approver: opts.approver } : {}),
      ...(opts.resume ? { resume: opts.resume } : {}),
      ...(opts.answer ? { answer: opts.answer } : {}),
      ...(opts.saveState ? { saveState: opts.saveState } : {}),
      ...(opts.resources ? { resources: opts.resources } : {}),
      ...(opts.outputSchema !== undefined ? { output: { check: createOutputValidator(opts.outputSchema).check } } : {}),
    });
    return { outcome, model };
  } finally {
    // A failed run's recording is worth keeping: it replays the failure.
    if (recorder && opts.record) await recorder.save(opts.record);
  }
}

/**
 * The model to use: a `--model` flag or `model` input wins over the config's
 * provider and name. The config's provider-specific settings (base_url,
 * api_key_env, prices, context window) apply only when the provider is the
 * config's own — an Anthropic key must never go to a configured Ollama URL.
 */
export function modelSpec(
  model: string | ModelSpec,
  defaults: Partial<ModelSpec> | undefined,
  baseUrl?: string,
): ModelSpec {
  const chosen = typeof model === "string" ? parseModelFlag(model) : model;
  const sameProvider = defaults?.provider === undefined || defaults.provider === chosen.provider;
  const spec: ModelSpec = { ...(sameProvider ? defaults : {}), ...chosen };
  return baseUrl ? { ...spec, base_url: baseUrl } : spec;
}
