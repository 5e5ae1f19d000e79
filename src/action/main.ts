/**
 * The action's main step: inputs → settings → run → outputs. Failures become
 * `core.setFailed` with a message for people; stacks only with step debug on.
 * The outputs are loaded once the run is over (or has failed): nothing before
 * the first model request waits for them.
 */
import { appendFile } from "node:fs/promises";
import { ConfigError } from "../config/errors.js";
import type { CreateOctokitOptions } from "../github/octokit.js";
import { failed, type StartedState } from "../run/contract.js";
import { type Delivery, pushes } from "../run/delivery.js";
import { runPipeline } from "../run/pipeline.js";
import { Redactor } from "../secrets/redactor.js";
import { describeFault } from "../util/faults.js";
import { onStopSignals } from "../util/stop-signals.js";
import { readSettings, readStage } from "./inputs.js";
import * as core from "./runner-commands.js";
import { type MainState, saveMainState } from "./state.js";

/** For tests only: how the one Octokit is tuned (e.g. no write pacing); the runner passes nothing. */
export interface ActionOptions {
  octokit?: Pick<CreateOctokitOptions, "paceWrites" | "retryBaseMs" | "requestTimeoutMs">;
}

export async function runAction(
  env: Record<string, string | undefined> = process.env,
  options: ActionOptions = {},
): Promise<void> {
  const abort = new AbortController();
  const stopListening = onStopSignals(abort, (line) => core.warning(`Patchbay: ${line}`));
  let debug = false;
  // The step's own last words (the failure, the early outputs) go through the same
  // masking as everything else: a secret in a message, in any encoding, never shows.
  const redactor = new Redactor();
  redactor.addFromEnv(env);
  const log = groupedLog((text) => process.stdout.write(text));
  // What the post step will read; kept here too so every save carries all of it.
  let state: MainState | undefined;
  const save = (next: Partial<MainState>) => {
    if (!state) return;
    state = { ...state, ...next };
    saveMainState(state);
  };
  try {
    const settings = await readSettings(env);
    const { stage, outbox } = readStage(env);
    debug = settings.debug;
    redactor.add(settings.githubToken);
    // Reads (permission, context) happen in dry runs too; dry runs never write.
    const octokit = settings.githubToken
      ? (await import("../github/octokit.js")).createOctokit({
          token: settings.githubToken,
          baseUrl: settings.apiUrl,
          ...options.octokit,
          // Requests under way stop with the run (deadline-fetch.ts).
          signal: abort.signal,
          log: { debug: core.debug, warning: core.warning },
        })
      : undefined;
    if (stage === "publish") {
      // The publish stage checks an outbox and writes; it runs no session, so the post step has nothing to finish.
      const { runPublishStep } = await import("./publish-step.js");
      return await runPublishStep(settings, outbox, {
        octokit,
        env,
        write: (text) => process.stdout.write(text),
        redact: (text) => redactor.redact(text),
      });
    }
    // The agent stage delivers to its outbox (runAgentStage): its post step has nothing to push either.
    const delivery: Delivery = stage === "agent" ? { kind: "outbox", dir: outbox } : settings.delivery;
    state = { repo: settings.repo, runId: settings.runId, finished: false, push: pushes(delivery) };
    saveMainState(state);
    const deps = {
      octokit,
      write: (text: string) => process.stdout.write(text),
      group: log.group,
      color: false,
      signal: abort.signal,
      onStarted: (started: StartedState) => save(stage === "agent" ? { ...started, comment: undefined } : started),
    };
    const result =
      stage === "agent"
        ? (await (await import("../outbox/agent-stage.js")).runAgentStage({ ...settings, outbox }, deps)).result
        : await runPipeline(settings, deps);
    log.group(undefined);
    const { earlySummary, setOutputs } = await import("./outputs.js");
    setOutputs(result, (text) => redactor.redact(text));
    core.setOutput("outbox", stage === "agent" ? outbox : "");
    const summary = redactor.redact(result.summary ?? earlySummary(result.outcome.kind, result.outcome.message));
    if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, `${summary}\n`);
    save({ finished: true });
    if (failed(result)) core.setFailed(redactor.redact(`Patchbay ${result.outcome.kind}: ${result.outcome.message}`));
  } catch (error) {
    log.group(undefined);
    // The step ended, with an error the run already reported: the post step must not call it cancelled.
    save({ finished: true });
    const message = redactor.redact(userMessage(error));
    const { setEarlyFailureOutputs } = await import("./outputs.js");
    // Each config problem as an annotation on its file and line, where the workflow run's page shows it.
    if (error instanceof ConfigError) annotateConfigProblems(error, redactor);
    // The next step and the job summary learn why, even though the run never started.
    const summary = setEarlyFailureOutputs(message);
    if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, `${summary}\n`).catch(() => undefined);
    core.setFailed(message);
    if (debug && error instanceof Error && error.stack) core.debug(redactor.redact(error.stack));
  } finally {
    stopListening();
  }
}

/**
 * The Actions log's collapsible sections: `::group::TITLE` … `::endgroup::`. They do not
 * nest, so a new section ends the one before; `undefined` only ends it. The title is a
 * log command's data: a line break would end it early, and `%` starts an escape.
 */
function groupedLog(write: (text: string) => void) {
  let open = false;
  return {
    group(title: string | undefined): void {
      if (open) write("::endgroup::\n");
      open = title !== undefined;
      if (title !== undefined)
        write(`::group::${title.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}\n`);
    },
  };
}

function annotateConfigProblems(error: ConfigError, redactor: Redactor): void {
  for (const problem of error.problems)
    core.error(
      redactor.redact(
        `${problem.key ? `${problem.key}: ` : ""}${problem.message}${problem.hint ? ` (${problem.hint})` : ""}`,
      ),
      {
        title: "Patchbay configuration",
        file: problem.file,
        startLine: problem.line || undefined,
        startColumn: problem.column || undefined,
      },
    );
}

function userMessage(error: unknown): string {
  if (error instanceof ConfigError) return `Configuration error:\n${error.message}`;
  const fault = describeFault(error);
  if (fault) return fault;
  return error instanceof Error ? error.message : String(error);
}
