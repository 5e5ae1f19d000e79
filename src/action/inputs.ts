/**
 * The action's inputs and the runner's environment → RunSettings. The only
 * place that reads the inputs (docs/decisions/0019-inputs-read-in-one-place.md). Provider keys given as inputs are
 * put in the env record the model factory reads, and registered as secrets.
 */
import os from "node:os";
import path from "node:path";
import { readEvent } from "../github/trigger/index.js";
import type { RunSettings } from "../run/contract.js";
import { deliveryFrom } from "../run/delivery.js";
import * as core from "./runner-commands.js";

class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

function optionalNumber(name: string): number | undefined {
  const raw = core.getInput(name);
  if (raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new InputError(`input \`${name}\` must be a positive number, got "${raw}"`);
  return value;
}

function optionalBoolean(name: string): boolean | undefined {
  const raw = core.getInput(name).trim().toLowerCase();
  if (raw === "") return undefined;
  if (["true", "yes", "1"].includes(raw)) return true;
  if (["false", "no", "0"].includes(raw)) return false;
  throw new InputError(`input \`${name}\` must be true or false, got "${raw}"`);
}

function optionalMode(): "edit" | "plan" | undefined {
  const raw = core.getInput("mode").trim().toLowerCase();
  if (raw === "") return undefined;
  if (raw === "edit" || raw === "plan") return raw;
  throw new InputError(`input \`mode\` must be edit or plan, got "${raw}"`);
}

function optionalIssue(): number | undefined {
  const raw = core.getInput("issue").trim().replace(/^#/, "");
  if (raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new InputError(`input \`issue\` must be an issue number, got "${raw}"`);
  return value;
}

export async function readSettings(env: Record<string, string | undefined>): Promise<RunSettings> {
  const keys: Record<string, string> = {};
  const keyInputs: [string, string][] = [
    ["anthropic_api_key", "ANTHROPIC_API_KEY"],
    ["openai_api_key", "OPENAI_API_KEY"],
    ["google_api_key", "GOOGLE_GENERATIVE_AI_API_KEY"],
    ["api_key", "OPENAI_COMPATIBLE_API_KEY"],
  ];
  for (const [input, variable] of keyInputs) {
    const value = core.getInput(input);
    if (value) {
      core.setSecret(value);
      keys[variable] = value;
    }
  }
  const token = githubTokenInput(env);
  if (token) core.setSecret(token);
  const baseUrl = core.getInput("base_url");

  const underAct = env.ACT === "true";
  const eventName = env.GITHUB_EVENT_NAME;
  const eventPath = env.GITHUB_EVENT_PATH;
  const event =
    eventName && eventPath
      ? { name: eventName, payload: await readEvent(eventPath, eventName), path: eventPath }
      : undefined;
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  const runId = env.GITHUB_RUN_ID ?? `local-${Date.now()}`;
  const repository = env.GITHUB_REPOSITORY;
  // Outside the workspace: nothing the agent's tools can read or commit.
  const temp = env.RUNNER_TEMP ?? os.tmpdir();

  return {
    repo: env.GITHUB_WORKSPACE ?? process.cwd(),
    cwd: env.GITHUB_WORKSPACE ?? process.cwd(),
    event,
    configPath: core.getInput("config") || undefined,
    model: core.getInput("model") || undefined,
    prompt: core.getInput("prompt") || undefined,
    task: core.getInput("task") || undefined,
    mode: optionalMode(),
    outputSchema: core.getInput("output_schema") || undefined,
    issue: optionalIssue(),
    // Under act the default is a dry run: no push, no comment, no PR, unless asked.
    delivery: deliveryFrom({ dryRun: optionalBoolean("dry_run") ?? underAct }),
    limits: {
      maxTurns: optionalNumber("max_turns"),
      maxCostUsd: optionalNumber("max_cost_usd"),
      timeoutMinutes: optionalNumber("timeout_minutes"),
    },
    githubToken: token,
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    serverUrl,
    repository,
    runId,
    runUrl:
      repository && env.GITHUB_RUN_ID ? `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
    tempDir: temp,
    transcriptPath: path.join(temp, `patchbay-${runId}.jsonl`),
    artifactsDir: path.join(temp, `patchbay-${runId}-artifacts`),
    env: { ...withoutInputs(env), ...keys },
    baseUrl: baseUrl || undefined,
    underAct,
    debug: env.RUNNER_DEBUG === "1" || env.ACTIONS_STEP_DEBUG === "true",
    exitAt: exitAt(env.PATCHBAY_EXIT_AT),
  };
}

/**
 * Inputs are read here, once; what runs downstream gets their parsed values.
 * INPUT_* stays out of the env the run draws from: every INPUT_* value counts as
 * a secret there, so `.github/patchbay.yml`, `false` or the prompt would be
 * masked wherever they appear — and the secret inputs travel under their
 * provider variables (and the token in settings) anyway.
 */
function withoutInputs(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("INPUT_")));
}

/** PATCHBAY_EXIT_AT, for the start-up benchmark only. */
function exitAt(value: string | undefined): RunSettings["exitAt"] {
  return value === "config" ? value : undefined;
}

/**
 * The `stage` and `outbox` inputs (docs/decisions/0023-two-job-runs.md): `all` (one job, the default), `agent` (no writes,
 * an outbox), `publish` (check the outbox and write).
 */
export function readStage(env: Record<string, string | undefined>): {
  stage: "all" | "agent" | "publish";
  outbox: string;
} {
  const raw = core.getInput("stage").trim().toLowerCase() || "all";
  if (raw !== "all" && raw !== "agent" && raw !== "publish")
    throw new InputError(`input \`stage\` must be all, agent or publish, got "${raw}"`);
  const outbox = core.getInput("outbox").trim() || path.join(env.RUNNER_TEMP ?? os.tmpdir(), "patchbay-outbox");
  return { stage: raw, outbox };
}

/** The GitHub token: the `github_token` input, else GITHUB_TOKEN (the main and post steps read it the same way). */
export function githubTokenInput(env: Record<string, string | undefined>): string | undefined {
  return core.getInput("github_token") || env.GITHUB_TOKEN || undefined;
}
