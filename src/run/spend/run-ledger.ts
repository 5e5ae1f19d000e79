/**
 * The spend ledger around one run: before it starts, bring the repository's
 * ledger up to date and decide whether the run may start and how much it may
 * spend; when it ends, record what it cost. A ledger that cannot be reached is
 * a warning, never a lost run: the limits then count what this clone knows.
 */
import type { LimitsConfig } from "../../config/schema.js";
import { appendLedger, type LedgerRemote, readLedger, syncLedger } from "../../git/refs/ledger.js";
import type { LedgerEntry } from "../../git/refs/ledger-entries.js";
import type { GitRunner } from "../../git/runner.js";
import type { Logger } from "../../util/logger.js";
import { checkSpend, type SpendDecision } from "./spend-limits.js";

export const hasSpendLimits = (limits: LimitsConfig) =>
  limits.daily_cost_usd !== undefined ||
  limits.per_user?.runs_per_hour !== undefined ||
  limits.per_user?.cost_per_day_usd !== undefined;

export interface SpendCheckOptions {
  runner: GitRunner;
  limits: LimitsConfig;
  user: string;
  now: Date;
  /** null: stay local (dry runs, local runs without --push). */
  remote: LedgerRemote | null;
  log: Logger;
}

export async function checkSpendLimits(opts: SpendCheckOptions): Promise<SpendDecision> {
  if (!hasSpendLimits(opts.limits)) return { ok: true };
  let entries: LedgerEntry[];
  try {
    entries = opts.remote
      ? (await syncLedger(opts.runner, opts.remote, { log: opts.log })).entries
      : (await readLedger(opts.runner)).entries;
  } catch (error) {
    opts.log.warning(
      `${error instanceof Error ? error.message : String(error)}; the spend limits count only this clone's ledger`,
    );
    entries = (await readLedger(opts.runner)).entries;
  }
  return checkSpend(entries, opts.limits, { user: opts.user, now: opts.now });
}

/** Records the run in the ledger (and on the remote, when given); failures are warnings. */
export async function recordSpend(
  runner: GitRunner,
  entry: LedgerEntry,
  remote: LedgerRemote | null,
  log: Logger,
): Promise<void> {
  try {
    await appendLedger(runner, [entry], remote, { log });
  } catch (error) {
    log.warning(
      `the spend of this run ($${entry.cost_usd.toFixed(4)}) could not be recorded in the ledger: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export interface SpentRun {
  runId: string;
  startedAt: Date;
  /** The login that asked; "local" for a CLI run with no GitHub user. */
  user?: string;
  /** The event that started the run (issue_comment, schedule, local, …). */
  trigger: string;
  outcome: string;
  costUsd: number;
  inputTokens: number;
  outputTokens: number;
  prUrl?: string;
}

export function ledgerEntryFor(run: SpentRun): LedgerEntry {
  return {
    run_id: run.runId,
    time: run.startedAt.toISOString(),
    user: run.user || "local",
    trigger: run.trigger,
    outcome: run.outcome,
    cost_usd: Math.max(0, Math.round(run.costUsd * 1e6) / 1e6),
    input_tokens: Math.max(0, Math.round(run.inputTokens)),
    output_tokens: Math.max(0, Math.round(run.outputTokens)),
    pr_url: run.prUrl || undefined,
  };
}
