/**
 * The limits that end a run with `budget_exceeded` (the `limits` config keys, plus the
 * repeated-call guard; failed calls in a row are recovery.ts's, ending as `stuck`). Each stop is a LimitExceeded carrying which limit and how to raise
 * it; the loop turns it into an Outcome with the work so far intact.
 */
import type { LimitName } from "./types.js";

export interface Limits {
  maxTurns: number;
  maxCostUsd: number;
  timeoutMinutes: number;
  /** Failed calls in a row before the run stops as `stuck` (default 6; see recovery.ts). */
  maxToolErrors?: number;
  /** Identical consecutive calls: warn the model at `warn`, stop at `stop` (default 3 / 5). */
  repeatWarn?: number;
  repeatStop?: number;
  /**
   * Room left under a cross-run daily limit (the spend ledger) when the run started:
   * crossing it stops the run like max_cost_usd does.
   */
  dailyRemaining?: { usd: number; limit: "daily_cost_usd" | "per_user.cost_per_day_usd" };
}

export class LimitExceeded extends Error {
  constructor(
    readonly limit: LimitName,
    message: string,
  ) {
    super(message);
    this.name = "LimitExceeded";
  }
}

export function checkBudget(limits: Limits, used: { turns: number; costUsd: number }): void {
  if (used.turns >= limits.maxTurns)
    throw new LimitExceeded(
      "max_turns",
      `Stopped after ${used.turns} model turns (limits.max_turns = ${limits.maxTurns}). Raise limits.max_turns in .github/patchbay.yml or the max_turns input to let it go further; the commits so far are kept.`,
    );
  if (used.costUsd >= limits.maxCostUsd)
    throw new LimitExceeded(
      "max_cost_usd",
      `Stopped at $${used.costUsd.toFixed(4)} spent (limits.max_cost_usd = $${limits.maxCostUsd}). Raise limits.max_cost_usd or the max_cost_usd input to allow more; the commits so far are kept.`,
    );
  const daily = limits.dailyRemaining;
  if (daily && used.costUsd >= daily.usd)
    throw new LimitExceeded(
      daily.limit,
      `Stopped at $${used.costUsd.toFixed(4)} spent: with the runs before it today this run reached limits.${daily.limit} (it had $${daily.usd.toFixed(4)} left when it started). The limit resets at 00:00 UTC; the commits so far are kept.`,
    );
}

/**
 * Detects the same call (name and arguments) made again and again in a row.
 * `check` returns a warning for the model at the warn threshold and throws at the stop one.
 */
export class RepeatDetector {
  private last = "";
  private count = 0;
  constructor(
    private readonly warnAt: number,
    private readonly stopAt: number,
  ) {}

  check(name: string, input: unknown): string | undefined {
    const key = `${name}\u0000${stableJson(input)}`;
    this.count = key === this.last ? this.count + 1 : 1;
    this.last = key;
    if (this.count >= this.stopAt)
      throw new LimitExceeded(
        "repeated_call",
        `Stopped: the agent made the same ${name} call ${this.count} times in a row. Rephrase the request or give it what it was looking for; the commits so far are kept.`,
      );
    if (this.count >= this.warnAt)
      return `Note: you have made this exact ${name} call ${this.count} times in a row. Repeating it will not change the result; the run stops at ${this.stopAt}. Try something different.`;
    return undefined;
  }
}

/** JSON with sorted keys, so {a,b} and {b,a} count as the same call. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
