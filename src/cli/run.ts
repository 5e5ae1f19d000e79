/**
 * `patchbay run`: the whole pipeline on this machine. With `--event FILE` it
 * handles a webhook payload exactly as the Action would; with `--prompt TEXT`
 * it works on the repository directly. `--dry-run` keeps everything local (no
 * push, comment or PR); `--preview` only prints the trigger and task.
 */

import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../config/load.js";
import { createOctokit } from "../github/octokit.js";
import { inferEventName, readEvent, SUPPORTED_EVENTS } from "../github/trigger/index.js";
import { labeledIssueEvent } from "../github/trigger/issue-event.js";
import { failed, type RunResult, type RunSettings } from "../run/contract.js";
import { deliveryFrom } from "../run/delivery.js";
import { previewJson, renderPreview } from "../run/local/preview.js";
import { localRepository } from "../run/local/repository.js";
import { localTrigger } from "../run/local/triggers.js";
import { runPipeline } from "../run/pipeline.js";
import { prepare } from "../run/stages/prepare.js";
import { onStopSignals } from "../util/stop-signals.js";
import { UsageError } from "../util/usage-error.js";
import { parse, positive } from "./args.js";
import type { Subcommand } from "./io.js";
import { LOCAL_RUN_OPTIONS, localRunSettings } from "./local-run.js";

const USAGE = `patchbay run [--event FILE [--event-name NAME] | --issue N | --prompt TEXT | --task NAME | --command NAME [ARGS…]] [options]

What to work on (one of):
  --event FILE          a webhook payload, handled exactly as the action would
  --event-name NAME     the event's name when the file name does not say it (issue_comment, …)
  --issue N             a GitHub issue of this repository (needs GITHUB_TOKEN)
  --prompt TEXT         a request in your own words, on this repository
  --mcp-prompt SERVER:PROMPT [ARG=VALUE …]
                        an MCP server's prompt as the request (\`patchbay mcp list\` shows them)
  --task NAME           a task from the config's tasks: section
  --command NAME ARGS…  a repository command (.github/patchbay/commands/NAME.md) with its arguments
  --mode edit|plan|go   plan: a read-only run that ends with a plan; go: carry out the plan made for the same request
  --output-schema FILE  a JSON Schema the final result must satisfy (inline JSON or a path)
Answering a paused run (on its work branch, checked out):
  --approve             approve the call the run is waiting on, and go on
  --deny WHY            refuse it; the model reads WHY and goes on
  --answer TEXT         reply to the model's question (ask_followup_question)
Options:
  --repo DIR            the repository (default: the current directory)
  --base REF            start the work branch from REF (default: the commit checked out)
  --model SPEC          provider/name (anthropic/claude-sonnet-4-5) or replay:CASSETTE
  --config FILE         the config file (default: .github/patchbay.yml)
  --dry-run             no push, no comment, no PR; the model is still called
  --push                push the work branch to origin (outside GitHub Actions the commits stay local)
  --preview             print the trigger, task, model, servers, rules and branch, and stop; the model is not called
  --json                with --preview: the preview as JSON
  --plan                the old name of --preview (not --mode plan, which makes a plan)
  --stage agent --outbox DIR
                        the agent stage of a two-job run: push nothing, post nothing; write the commits
                        and the requested GitHub writes to DIR for \`patchbay publish DIR\`
  --transcript FILE     write the run's JSON Lines transcript
  --record FILE         record the model's turns into a replay cassette
  --artifacts DIR       where browser screenshots are saved (default: a folder in the temp dir)
  --max-turns N         model turns before the run stops (overrides limits.max_turns)
  --max-cost-usd N      estimated spend before the run stops (overrides limits.max_cost_usd)
  --timeout-minutes N   wall-clock minutes before the run stops (overrides limits.timeout_minutes)
  --debug               stack traces for unexpected errors`;

export const runCommand: Subcommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    {
      ...LOCAL_RUN_OPTIONS,
      event: { type: "string" },
      "event-name": { type: "string" },
      issue: { type: "string" },
      prompt: { type: "string" },
      "mcp-prompt": { type: "string" },
      task: { type: "string" },
      command: { type: "string" },
      mode: { type: "string" },
      "output-schema": { type: "string" },
      base: { type: "string" },
      "dry-run": { type: "boolean" },
      preview: { type: "boolean" },
      plan: { type: "boolean" },
      json: { type: "boolean" },
      push: { type: "boolean" },
      approve: { type: "boolean" },
      deny: { type: "string" },
      answer: { type: "string" },
      artifacts: { type: "string" },
      "timeout-minutes": { type: "string" },
      stage: { type: "string" },
      outbox: { type: "string" },
    },
    USAGE,
  );
  // Words after the options are the arguments of --mcp-prompt or --command, and only that.
  if (positionals.length && values["mcp-prompt"] === undefined && values.command === undefined)
    throw new UsageError(`unexpected argument "${positionals[0]}"\nusage: ${USAGE}`, 2);
  if (values["mcp-prompt"] !== undefined && values.command !== undefined)
    throw new UsageError("--mcp-prompt and --command cannot be combined: each is the request", 2);
  if (values["mcp-prompt"] !== undefined) {
    if (values.prompt !== undefined) throw new UsageError("--prompt and --mcp-prompt cannot be combined", 2);
    if (!/^[A-Za-z0-9_.-]+:\S+$/.test(values["mcp-prompt"]))
      throw new UsageError(
        `--mcp-prompt takes SERVER:PROMPT (as \`patchbay mcp list\` shows), got "${values["mcp-prompt"]}"`,
        2,
      );
    // The same request a comment makes with `@patchbay /server:prompt arg=value`.
    values.prompt = [`/${values["mcp-prompt"]}`, ...positionals.map(quoteArgument)].join(" ");
  }
  if (values.command !== undefined && values.prompt !== undefined)
    throw new UsageError("--command and --prompt cannot be combined: the command is the request", 2);
  if (values.command !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(values.command.replace(/^\//, "")))
    throw new UsageError(
      `--command takes a command's name (its file is .github/patchbay/commands/NAME.md), got "${values.command}"`,
      2,
    );
  const prompt =
    values.command !== undefined
      ? [`/${values.command.replace(/^\//, "")}`, ...positionals.map(quoteArgument)].join(" ")
      : values.prompt;
  const answers = [values.approve ? "approve" : undefined, values.deny, values.answer].filter((v) => v !== undefined);
  if (answers.length > 1) throw new UsageError("--approve, --deny and --answer cannot be combined", 2);
  const answer = values.approve ? "approve" : values.deny !== undefined ? `deny ${values.deny}` : values.answer;
  const sources = [values.event, values.issue, prompt].filter((v) => v !== undefined).length;
  if (sources === 0 && !values.task && answer === undefined)
    throw new UsageError(`give one of --event FILE, --issue N or --prompt TEXT\nusage: ${USAGE}`, 2);
  if (values.event && values.issue) throw new UsageError("--event and --issue cannot be combined", 2);

  const outbox = stageFlags(values.stage, values.outbox);
  // Both stages of a two-job run under Actions share the workflow run's id (the checkpoints' trailers and the outbox name it).
  const runId = outbox && io.env.GITHUB_RUN_ID ? io.env.GITHUB_RUN_ID : `local-${Date.now()}`;
  const local = localRunSettings(values, io, runId);
  const settings: RunSettings = {
    ...local,
    event: values.event ? await readEventArg(path.resolve(io.cwd, values.event), values["event-name"]) : undefined,
    prompt,
    answer,
    task: values.task,
    mode: modeFlag(values.mode),
    outputSchema: values["output-schema"],
    // Local runs are local: outside GitHub Actions nothing is pushed unless --push says so.
    delivery: deliveryFrom({
      dryRun: values["dry-run"] ?? false,
      push: values.push ? true : io.env.GITHUB_ACTIONS === "true" ? undefined : false,
    }),
    limits: { ...local.limits, timeoutMinutes: positive(values["timeout-minutes"], "--timeout-minutes") },
    githubToken: io.env.GITHUB_TOKEN || undefined,
    artifactsDir: values.artifacts
      ? path.resolve(io.cwd, values.artifacts)
      : path.join(local.tempDir, `patchbay-${runId}-artifacts`),
    underAct: io.env.ACT === "true",
    // A local tool starts from where you are; under Actions the runner's checkout decides, unless --base says.
    startFrom: values.base ?? (io.env.GITHUB_ACTIONS === "true" ? undefined : "HEAD"),
    localFlags: [
      ...(values.repo !== undefined ? ["--repo", values.repo] : []),
      ...(values.config !== undefined ? ["--config", values.config] : []),
      ...(values.model !== undefined ? ["--model", values.model] : []),
    ],
  };
  if (values.issue) settings.event = await issueEvent(settings, values.issue);

  // `--plan` was the preview's name until `--mode plan` made plans; it still works, and says so.
  if (values.plan)
    io.stderr(
      "patchbay: --plan is now --preview (a preview of the run; --mode plan is a read-only run that makes a plan)\n",
    );
  if (values.preview || values.plan) {
    const prepared = await prepare(settings, localTrigger(settings));
    io.stdout(values.json ? `${JSON.stringify(previewJson(prepared), null, 2)}\n` : renderPreview(prepared, settings));
    return 0;
  }
  const abort = new AbortController();
  // Requests to GitHub under way stop with the run (deadline-fetch.ts).
  const octokit = settings.githubToken
    ? createOctokit({ token: settings.githubToken, baseUrl: settings.apiUrl, signal: abort.signal })
    : undefined;
  const stopListening = onStopSignals(abort, (line) => io.stderr(`\npatchbay: ${line}\n`));
  try {
    const deps = {
      octokit,
      write: io.stdout,
      color: io.isTTY && !io.env.NO_COLOR,
      prompt: io.prompt,
      signal: abort.signal,
    };
    const result: RunResult = outbox
      ? (await (await import("../outbox/agent-stage.js")).runAgentStage({ ...settings, outbox }, deps)).result
      : await runPipeline(settings, deps);
    return failed(result) ? 1 : 0;
  } finally {
    stopListening();
  }
};

/** A shell word back as an argument the slash syntax reads whole ("two words" stays one). */
function quoteArgument(word: string): string {
  if (word !== "" && !/[\s"']/.test(word)) return word;
  const eq = /^([A-Za-z_][\w.-]*)=(.*)$/s.exec(word);
  return eq ? `${eq[1]}=${JSON.stringify(eq[2])}` : JSON.stringify(word);
}

/** `--stage agent --outbox DIR`: the outbox directory; undefined for a whole run (`--stage all`, the default). */
function stageFlags(stage: string | undefined, outbox: string | undefined): string | undefined {
  if (stage === undefined || stage === "all") {
    if (outbox !== undefined) throw new UsageError("--outbox goes with --stage agent", 2);
    return undefined;
  }
  if (stage === "publish") throw new UsageError("the publish stage is its own command: patchbay publish DIR", 2);
  if (stage !== "agent") throw new UsageError(`--stage must be all or agent, got "${stage}"`, 2);
  if (outbox === undefined) throw new UsageError("--stage agent needs --outbox DIR (where the outbox is written)", 2);
  return outbox;
}

function modeFlag(value: string | undefined): "edit" | "plan" | "go" | undefined {
  if (value === undefined || value === "edit" || value === "plan" || value === "go") return value;
  throw new UsageError(`--mode must be edit, plan or go, got "${value}"`, 2);
}

/** An event file: its name from --event-name, the file name (`issues.labeled.json`), or the payload's shape. */
export async function readEventArg(
  file: string,
  given: string | undefined,
): Promise<NonNullable<RunSettings["event"]>> {
  // The file name may start with the event's name (`issues.labeled.json`).
  const fromName = SUPPORTED_EVENTS.find((e) => path.basename(file).split(".")[0] === e);
  let name = given ?? fromName;
  if (!name) {
    const text = await readFile(file, "utf8").catch(() => undefined);
    let payload: unknown;
    try {
      payload = text === undefined ? undefined : JSON.parse(text);
    } catch {
      payload = undefined; // readEvent below says what is wrong with the file
    }
    name = inferEventName(payload);
  }
  if (!name) throw new UsageError(`cannot tell which event ${file} is; add --event-name (e.g. issue_comment)`, 2);
  return { name, payload: await readEvent(file, name), path: file };
}

/** `--issue N`: the issue's `issues.labeled` event, rebuilt from the API (github/trigger/issue-event.ts). */
async function issueEvent(settings: RunSettings, value: string): Promise<RunSettings["event"]> {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new UsageError(`--issue takes an issue number, got "${value}"`, 2);
  if (!settings.githubToken) throw new UsageError("--issue reads the issue from GitHub: set GITHUB_TOKEN", 2);
  const { config } = await loadConfig({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
  const label = config.trigger.labels[0];
  if (!label) throw new UsageError("--issue works through a trigger label; set trigger.labels in the config", 2);
  const repository = await localRepository(settings);
  const octokit = createOctokit({ token: settings.githubToken, baseUrl: settings.apiUrl });
  return labeledIssueEvent(octokit, { owner: repository.owner, repo: repository.name, number, label });
}
