/**
 * The spend ledger as a stage of the run: before it starts, whether the ledger's
 * limits let it; after it ends, what it cost, recorded.
 */
import type { Limits } from "../../agent/limits.js";
import type { Outcome } from "../../agent/types.js";
import type { LedgerRemote } from "../../git/refs/ledger.js";
import { createGitRunner } from "../../git/runner.js";
import { pushes } from "../delivery.js";
import { originAuth, type StageContext } from "../stages/origin.js";
import { checkSpendLimits, hasSpendLimits, ledgerEntryFor, recordSpend } from "./run-ledger.js";

export type SpendStage =
  | { kind: "skip"; message: string }
  | {
      kind: "go";
      dailyRemaining?: Limits["dailyRemaining"];
      record(
        outcome: Outcome,
        thisRun: { costUsd: number; inputTokens: number; outputTokens: number },
        prUrl?: string,
      ): Promise<void>;
    };

/** Before the run: may it start under the ledger's limits? After it: what it cost, recorded. */
export async function spendStage(ctx: StageContext): Promise<SpendStage> {
  const { settings, config, trigger, log } = ctx;
  // No limits, no ledger: a repository that did not ask for one gets no ref written or pushed
  // (and its run starts no git process for it).
  if (!hasSpendLimits(config.limits)) return { kind: "go", record: async () => {} };
  const runner = createGitRunner({ cwd: settings.repo, baseEnv: settings.env });
  const origin = await originAuth(runner, settings);
  // Dry runs and checkouts with no origin keep the ledger local.
  const remote: LedgerRemote | null = origin.remote && pushes(settings.delivery) ? { auth: origin.auth } : null;
  const startedAt = new Date();
  const user = trigger.actor?.login ?? (trigger.eventName === "local" ? "local" : trigger.eventName);
  const decision = await checkSpendLimits({ runner, limits: config.limits, user, now: startedAt, remote, log });
  if (!decision.ok) return { kind: "skip", message: decision.message };
  return {
    kind: "go",
    dailyRemaining:
      decision.remainingUsd !== undefined && decision.limit && decision.limit !== "per_user.runs_per_hour"
        ? { usd: decision.remainingUsd, limit: decision.limit }
        : undefined,
    record: (outcome, thisRun, prUrl) =>
      recordSpend(
        runner,
        ledgerEntryFor({
          runId: settings.runId,
          startedAt,
          user,
          trigger: trigger.eventName,
          outcome: outcome.kind,
          costUsd: thisRun.costUsd,
          inputTokens: thisRun.inputTokens,
          outputTokens: thisRun.outputTokens,
          prUrl: prUrl || undefined,
        }),
        remote,
        log,
      ),
  };
}
