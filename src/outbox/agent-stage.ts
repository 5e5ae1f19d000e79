/**
 * The agent stage (docs/decisions/0023-two-job-runs.md): the run as one job runs it — the same pipeline,
 * the same session — with its GitHub writes recorded instead of sent and its
 * commits kept local, ending with the outbox. A run that throws still leaves
 * an outbox (its progress comment already says it failed), so the publish stage
 * can tell people; the error is then thrown on as before.
 */
import path from "node:path";
import type { RunSettings } from "../run/contract.js";
import { type PipelineDeps, type RunResult, skippedOutcome } from "../run/contract.js";
import { runPipeline } from "../run/pipeline.js";
import { WriteRecorder } from "./recorder.js";
import { type Outbox, PENDING_PULL_URL } from "./schema.js";
import { writeOutbox } from "./write.js";

export interface AgentStageResult {
  result: RunResult;
  outbox: Outbox;
  dir: string;
}

export async function runAgentStage(
  settings: RunSettings & { outbox: string },
  deps: PipelineDeps,
): Promise<AgentStageResult> {
  const dir = path.resolve(settings.cwd, settings.outbox);
  const recorder = new WriteRecorder();
  if (deps.octokit) recorder.attach(deps.octokit);
  // The work branch as the run opened it: a plan run's result names none, but its plan record is that branch's.
  let opened: string | undefined;
  const watched: PipelineDeps = {
    ...deps,
    onStarted: (started) => {
      opened = started.branch ?? opened;
      deps.onStarted?.(started);
    },
  };
  let result: RunResult;
  try {
    result = await runPipeline({ ...settings, delivery: { kind: "outbox", dir } }, watched);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeOutbox({
      dir,
      settings,
      recorder,
      result: {
        outcome: { ...skippedOutcome(message), kind: "failed" },
        links: {},
        branch: opened || undefined,
      },
    }).catch(() => undefined);
    throw error;
  }
  const outbox = await writeOutbox({
    dir,
    settings,
    recorder,
    result,
    opened: opened || undefined,
  });
  deps.write(`${describeOutbox(dir, outbox)}\n`);
  // The pull request exists only once publish opens it: the agent stage's outputs and summary promise none.
  const { prUrl: _promised, ...rest } = result;
  const summary = result.summary?.split(PENDING_PULL_URL).join("#pull-request-opened-by-the-publish-stage");
  return { result: { ...rest, summary }, outbox, dir };
}

/** One line for the log: where the outbox is and what it asks for. */
export function describeOutbox(dir: string, outbox: Outbox): string {
  const kinds = new Map<string, number>();
  for (const w of outbox.writes) kinds.set(w.kind, (kinds.get(w.kind) ?? 0) + 1);
  const asks = [...kinds].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(", ") || "no GitHub writes";
  const refs = outbox.refs.length ? `${outbox.refs.length} ref(s) of ${outbox.branch}` : "no commits";
  return `outbox: ${dir} — ${refs}; ${asks}; nothing was pushed or posted (the publish stage checks and writes)`;
}
