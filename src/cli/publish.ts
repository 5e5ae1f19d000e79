/**
 * `patchbay publish DIR`: the publish stage of a two-job run (docs/decisions/0023-two-job-runs.md). Reads the
 * outbox the agent stage wrote as untrusted input, checks it against the event
 * (the same --event flags as `patchbay run`), and pushes and posts what passes;
 * `--dry-run` runs every check and writes nothing. Exit 1 when anything was refused.
 */
import path from "node:path";
import { createOctokit } from "../github/octokit.js";
import { describeRefusals } from "../publish/report.js";
import { runPublishStage } from "../publish/stage.js";
import type { RunSettings } from "../run/contract.js";
import { deliveryFrom } from "../run/delivery.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import type { Subcommand } from "./io.js";
import { readEventArg } from "./run.js";

const USAGE = `patchbay publish DIR [--event FILE [--event-name NAME]] [--run-id ID] [--repo DIR] [--config FILE] [--dry-run] [--json]

  DIR                   the outbox \`patchbay run --stage agent --outbox DIR\` (or the action's agent stage) wrote
  --event FILE          the event the agent stage handled (under GitHub Actions: GITHUB_EVENT_PATH)
  --event-name NAME     the event's name when the file name does not say it
  --run-id ID           the agent stage's run id (under GitHub Actions: GITHUB_RUN_ID, which both jobs share)
  --repo DIR            a clone of the repository (default: the current directory); only its git objects are used
  --config FILE         the config file (default: .github/patchbay.yml)
  --dry-run             run every check, write nothing
  --json                print the result (refusals, threat findings, writes) as JSON
Needs GITHUB_TOKEN with contents, issues and pull-requests write for what it publishes.`;

export const publishCommand: Subcommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    {
      event: { type: "string" },
      "event-name": { type: "string" },
      "run-id": { type: "string" },
      repo: { type: "string" },
      config: { type: "string" },
      "dry-run": { type: "boolean" },
      json: { type: "boolean" },
    },
    USAGE,
  );
  const [dir, extra] = positionals;
  if (!dir || extra !== undefined) throw new UsageError(`give one outbox directory\nusage: ${USAGE}`, 2);
  const runId = values["run-id"] ?? io.env.GITHUB_RUN_ID;
  if (!runId) throw new UsageError("give --run-id: the agent stage's run id (its outbox.json says which it used)", 2);
  const eventFile = values.event ?? io.env.GITHUB_EVENT_PATH;
  const eventName = values["event-name"] ?? (values.event ? undefined : io.env.GITHUB_EVENT_NAME);
  const repository = io.env.GITHUB_REPOSITORY;
  const serverUrl = io.env.GITHUB_SERVER_URL ?? "https://github.com";
  const settings: RunSettings = {
    repo: path.resolve(io.cwd, values.repo ?? "."),
    cwd: io.cwd,
    event: eventFile ? await readEventArg(path.resolve(io.cwd, eventFile), eventName) : undefined,
    configPath: values.config,
    delivery: deliveryFrom({ dryRun: values["dry-run"] ?? false }),
    limits: {},
    githubToken: io.env.GITHUB_TOKEN || undefined,
    apiUrl: io.env.GITHUB_API_URL ?? "https://api.github.com",
    serverUrl,
    repository,
    runId,
    runUrl: repository && io.env.GITHUB_RUN_ID ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    tempDir: io.env.TMPDIR ?? "/tmp",
    env: io.env,
    underAct: io.env.ACT === "true",
    debug: false,
  };
  const octokit = settings.githubToken
    ? createOctokit({ token: settings.githubToken, baseUrl: settings.apiUrl })
    : undefined;
  const result = await runPublishStage(settings, path.resolve(io.cwd, dir), {
    octokit,
    write: values.json ? io.stderr : io.stdout,
  });
  if (values.json)
    io.stdout(
      `${JSON.stringify({ ok: result.ok, refusals: result.refusals, threats: result.threats, written: result.written, branch: result.branch, pr_url: result.prUrl }, null, 2)}\n`,
    );
  else if (!result.ok) io.stderr(`refused; nothing was pushed or posted:\n${describeRefusals(result.refusals)}\n`);
  else if (result.threats.length) io.stdout(result.summary);
  return result.ok ? 0 : 1;
};
