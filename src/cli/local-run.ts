/**
 * What `patchbay run` and `patchbay review` share: the flags that say which
 * repository, config, model and records, and the run settings every local run
 * starts from (GitHub's URLs from the environment, a local run id, the temp dir).
 */
import path from "node:path";
import type { RunSettings } from "../run/contract.js";
import { positive } from "./args.js";
import type { CliIO } from "./io.js";

/** The flags both commands take (parse specs for node:util parseArgs). */
export const LOCAL_RUN_OPTIONS = {
  repo: { type: "string" },
  model: { type: "string" },
  config: { type: "string" },
  transcript: { type: "string" },
  record: { type: "string" },
  "max-turns": { type: "string" },
  "max-cost-usd": { type: "string" },
} as const;

/** What parseArgs gives for those flags: each a string when given. */
type LocalRunFlags = { [flag in keyof typeof LOCAL_RUN_OPTIONS]?: string };

/** The settings a local run of either command starts from; the command adds what it is about. */
export function localRunSettings(
  values: LocalRunFlags,
  io: Pick<CliIO, "cwd" | "env">,
  runId: string,
): Pick<
  RunSettings,
  | "repo"
  | "cwd"
  | "configPath"
  | "model"
  | "limits"
  | "apiUrl"
  | "serverUrl"
  | "repository"
  | "runId"
  | "tempDir"
  | "transcriptPath"
  | "recordPath"
  | "env"
  | "debug"
> {
  return {
    repo: path.resolve(io.cwd, values.repo ?? "."),
    cwd: io.cwd,
    configPath: values.config,
    model: values.model,
    limits: {
      maxTurns: positive(values["max-turns"], "--max-turns"),
      maxCostUsd: positive(values["max-cost-usd"], "--max-cost-usd"),
    },
    apiUrl: io.env.GITHUB_API_URL ?? "https://api.github.com",
    serverUrl: io.env.GITHUB_SERVER_URL ?? "https://github.com",
    repository: io.env.GITHUB_REPOSITORY,
    runId,
    tempDir: io.env.TMPDIR ?? "/tmp",
    transcriptPath: values.transcript ? path.resolve(io.cwd, values.transcript) : undefined,
    recordPath: values.record ? path.resolve(io.cwd, values.record) : undefined,
    env: io.env,
    debug: false,
  };
}
