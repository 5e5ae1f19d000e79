/**
 * The cross-run limits (`limits.daily_cost_usd`, `limits.per_user`) as a
 * pure function of the ledger: may this run start, and how much may it spend?
 * "Day" is the UTC day; "hour" is the last sixty minutes.
 */
import type { LimitsConfig } from "../../config/schema.js";
import type { LedgerEntry } from "../../git/refs/ledger-entries.js";

type SpendLimitName = "daily_cost_usd" | "per_user.runs_per_hour" | "per_user.cost_per_day_usd";

interface SpendBlocked {
  ok: false;
  limit: SpendLimitName;
  /** The configured value. */
  value: number;
  /** Spend (USD) or runs counted against it so far. */
  used: number;
  resetsAt: Date;
  /** For people: which limit, what was used, when it resets, what to do. */
  message: string;
}

interface SpendAllowed {
  ok: true;
  /** The most this run may spend before a daily limit is crossed; undefined when none is set. */
  remainingUsd?: number;
  /** Which limit `remainingUsd` comes from. */
  limit?: SpendLimitName;
}

export type SpendDecision = SpendAllowed | SpendBlocked;

const HOUR = 3_600_000;

export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const usd = (n: number) => `$${n.toFixed(2)}`;
const sum = (entries: LedgerEntry[]) => entries.reduce((t, e) => t + e.cost_usd, 0);

export function checkSpend(
  entries: LedgerEntry[],
  limits: Pick<LimitsConfig, "daily_cost_usd" | "per_user">,
  who: { user: string; now: Date },
): SpendDecision {
  const dayStart = utcDayStart(who.now).getTime();
  const tomorrow = new Date(dayStart + 24 * HOUR);
  const today = entries.filter((e) => Date.parse(e.time) >= dayStart);
  const mine = today.filter((e) => e.user === who.user);
  const resetText = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

  const daily = limits.daily_cost_usd;
  const spentToday = sum(today);
  if (daily !== undefined && spentToday >= daily)
    return {
      ok: false,
      limit: "daily_cost_usd",
      value: daily,
      used: spentToday,
      resetsAt: tomorrow,
      message: `Skipped: this repository has spent ${usd(spentToday)} today (limits.daily_cost_usd = ${usd(daily)}). The limit resets at ${resetText(tomorrow)}; raise limits.daily_cost_usd in .github/patchbay.yml to allow more.`,
    };

  const perUser = limits.per_user;
  const perHour = perUser?.runs_per_hour;
  if (perHour !== undefined) {
    const recent = entries
      .filter((e) => e.user === who.user && Date.parse(e.time) > who.now.getTime() - HOUR)
      .map((e) => Date.parse(e.time))
      .sort((a, b) => a - b);
    if (recent.length >= perHour) {
      // The window frees a slot when the oldest run that fills it is an hour old.
      const resetsAt = new Date((recent[recent.length - perHour] ?? who.now.getTime()) + HOUR);
      return {
        ok: false,
        limit: "per_user.runs_per_hour",
        value: perHour,
        used: recent.length,
        resetsAt,
        message: `Skipped: ${who.user} started ${recent.length} runs in the last hour (limits.per_user.runs_per_hour = ${perHour}). Try again after ${resetText(resetsAt)}.`,
      };
    }
  }
  const userDaily = perUser?.cost_per_day_usd;
  const userSpent = sum(mine);
  if (userDaily !== undefined && userSpent >= userDaily)
    return {
      ok: false,
      limit: "per_user.cost_per_day_usd",
      value: userDaily,
      used: userSpent,
      resetsAt: tomorrow,
      message: `Skipped: ${who.user} has spent ${usd(userSpent)} today (limits.per_user.cost_per_day_usd = ${usd(userDaily)}). The limit resets at ${resetText(tomorrow)}.`,
    };

  const room: Array<[SpendLimitName, number]> = [];
  if (daily !== undefined) room.push(["daily_cost_usd", daily - spentToday]);
  if (userDaily !== undefined) room.push(["per_user.cost_per_day_usd", userDaily - userSpent]);
  const tightest = room.sort((a, b) => a[1] - b[1])[0];
  return tightest ? { ok: true, remainingUsd: tightest[1], limit: tightest[0] } : { ok: true };
}
