/**
 * The agent stage's last act (docs/decisions/0023-two-job-runs.md): the outbox directory — a git bundle of
 * the work branch and Patchbay's refs for it (session state, plan record, this
 * run's history), and `outbox.json` with the writes the run asked for, its
 * outcome and usage. Nothing is pushed and nothing is posted: the publish stage
 * reads this, checks it, and writes.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { runHistoryRef } from "../git/checkpoints/checkpointer.js";
import { planRecordRef } from "../git/refs/plan-record.js";
import { sessionStateRef } from "../git/refs/session-state.js";
import { createGitRunner } from "../git/runner.js";
import type { RunResult, RunSettings } from "../run/contract.js";
import type { WriteRecorder } from "./recorder.js";
import { OUTBOX_BUNDLE, OUTBOX_JSON, type Outbox, outboxSchema } from "./schema.js";

/** Which event this is, as both stages compute it: the payload file's bytes, its name, the workflow run. */
export async function eventIdentity(settings: Pick<RunSettings, "event" | "runId">): Promise<Outbox["event"]> {
  const bytes = settings.event?.path
    ? await readFile(settings.event.path)
    : Buffer.from(JSON.stringify(settings.event?.payload ?? null));
  return {
    name: settings.event?.name ?? "local",
    sha256: createHash("sha256").update(bytes).digest("hex"),
    runId: settings.runId,
  };
}

/** The refs of one work branch that travel in the bundle, when the run left them. */
export function outboxRefs(branch: string, runId: string): string[] {
  return [`refs/heads/${branch}`, sessionStateRef(branch), planRecordRef(branch), runHistoryRef(runId)];
}

async function hasRef(runner: ReturnType<typeof createGitRunner>, ref: string): Promise<boolean> {
  return (await runner.exec(["rev-parse", "-q", "--verify", ref], { allowAllExitCodes: true })).exitCode === 0;
}

export interface WriteOutboxInput {
  dir: string;
  settings: RunSettings;
  recorder: WriteRecorder;
  result: RunResult;
  /**
   * The branch the run opened, when its result names none: a plan run's records travel then
   * (its plan and session), a fork's never (nothing is pushed for a fork's PR).
   */
  opened?: string;
}

export async function writeOutbox(input: WriteOutboxInput): Promise<Outbox> {
  const { dir, settings, recorder, result } = input;
  await mkdir(dir, { recursive: true });
  await rm(path.join(dir, OUTBOX_BUNDLE), { force: true });
  const runner = createGitRunner({ cwd: settings.repo, baseEnv: settings.env });
  const refs: Outbox["refs"] = [];
  const planOf = input.opened && (await hasRef(runner, planRecordRef(input.opened))) ? input.opened : undefined;
  const branch = result.branch ?? planOf;
  if (branch) {
    for (const name of outboxRefs(branch, settings.runId)) {
      const found = await runner.exec(["rev-parse", "-q", "--verify", `${name}^{commit}`], { allowAllExitCodes: true });
      if (found.exitCode === 0) refs.push({ name, sha: found.stdout.trim() });
    }
    // What origin has already is left out: the publish stage fetches it from origin before it opens the bundle.
    const fresh = refs.length
      ? (
          await runner.exec(["rev-list", "--count", ...refs.map((r) => r.name), "--not", "--remotes=origin"], {
            allowAllExitCodes: true,
          })
        ).stdout.trim()
      : "0";
    if (fresh !== "0") {
      const bundle = path.join(dir, OUTBOX_BUNDLE);
      const made = await runner.exec(
        ["bundle", "create", bundle, ...refs.map((r) => r.name), "--not", "--remotes=origin"],
        { allowAllExitCodes: true },
      );
      if (made.exitCode !== 0) throw new Error(`could not write the outbox's bundle: ${made.stderr.trim()}`);
    } else refs.length = 0;
  }
  const usage = result.thisRun;
  const outbox: Outbox = outboxSchema.parse({
    version: 1,
    event: await eventIdentity(settings),
    repository: settings.repository ?? "local/local",
    branch: branch && refs.length ? branch : undefined,
    refs,
    outcome: {
      kind: result.outcome.kind,
      message: result.outcome.message,
      result: result.outcome.result,
      commits: result.commitsMade ?? 0,
    },
    usage: {
      turns: usage?.turns ?? 0,
      inputTokens: usage?.usage.inputTokens ?? 0,
      outputTokens: usage?.usage.outputTokens ?? 0,
      cacheReadTokens: usage?.usage.cacheReadTokens ?? 0,
      cacheWriteTokens: usage?.usage.cacheWriteTokens ?? 0,
      costUsd: Math.max(0, usage?.costUsd ?? 0),
      durationMs: usage?.durationMs,
    },
    writes: recorder.writes(),
  });
  if (recorder.unsupported.length)
    throw new Error(
      `the run asked GitHub for writes the outbox cannot carry (${recorder.unsupported.map((u) => `${u.method} ${u.route}`).join(", ")}); run this flow in one job (stage: all)`,
    );
  await writeFile(path.join(dir, OUTBOX_JSON), `${JSON.stringify(outbox, null, 2)}\n`);
  return outbox;
}
