import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../src/git/refs/ledger-entries.js";
import { checkSpend } from "../../src/run/spend/spend-limits.js";

const now = new Date("2026-11-24T10:30:00Z");

function entry(run_id: string, time: string, cost_usd: number, user = "octocat"): LedgerEntry {
  return { run_id, time, user, trigger: "comment", outcome: "completed", cost_usd, input_tokens: 1, output_tokens: 1 };
}

describe("spend limits", () => {
  it("lets a run start with no limits set, whatever was spent", () => {
    expect(checkSpend([entry("1", "2026-11-24T01:00:00Z", 999)], {}, { user: "octocat", now })).toEqual({ ok: true });
  });

  it("skips a run once the repository's UTC day is spent, saying the spend and when it resets", () => {
    const entries = [
      entry("yesterday", "2026-11-23T23:59:00Z", 40),
      entry("a", "2026-11-24T00:10:00Z", 6, "alice"),
      entry("b", "2026-11-24T08:00:00Z", 4.5, "bob"),
    ];
    const d = checkSpend(entries, { daily_cost_usd: 10 }, { user: "carol", now });
    expect(d).toMatchObject({ ok: false, limit: "daily_cost_usd", value: 10, used: 10.5 });
    if (d.ok) throw new Error("unreachable");
    expect(d.resetsAt.toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(d.message).toContain("spent $10.50 today (limits.daily_cost_usd = $10.00)");
    expect(d.message).toContain("resets at 2026-11-25 00:00 UTC");
  });

  it("gives the room left under the tightest daily limit, for the mid-run stop", () => {
    const entries = [entry("a", "2026-11-24T09:00:00Z", 3), entry("b", "2026-11-24T09:10:00Z", 1, "bob")];
    expect(checkSpend(entries, { daily_cost_usd: 10 }, { user: "octocat", now })).toEqual({
      ok: true,
      remainingUsd: 6,
      limit: "daily_cost_usd",
    });
    expect(
      checkSpend(entries, { daily_cost_usd: 10, per_user: { cost_per_day_usd: 4.5 } }, { user: "octocat", now }),
    ).toEqual({ ok: true, remainingUsd: 1.5, limit: "per_user.cost_per_day_usd" });
  });

  it("counts a person's runs in the last hour and says when a slot frees up", () => {
    const entries = [
      entry("old", "2026-11-24T09:20:00Z", 0),
      entry("1", "2026-11-24T09:45:00Z", 0),
      entry("2", "2026-11-24T10:05:00Z", 0),
      entry("other", "2026-11-24T10:06:00Z", 0, "bob"),
    ];
    const d = checkSpend(entries, { per_user: { runs_per_hour: 2 } }, { user: "octocat", now });
    expect(d).toMatchObject({ ok: false, limit: "per_user.runs_per_hour", used: 2 });
    if (d.ok) throw new Error("unreachable");
    expect(d.resetsAt.toISOString()).toBe("2026-11-24T10:45:00.000Z");
    expect(checkSpend(entries, { per_user: { runs_per_hour: 2 } }, { user: "bob", now }).ok).toBe(true);
  });

  it("skips one person over their daily spend while others still run", () => {
    const entries = [entry("a", "2026-11-24T09:00:00Z", 5, "alice")];
    const limits = { per_user: { cost_per_day_usd: 5 } };
    expect(checkSpend(entries, limits, { user: "alice", now })).toMatchObject({
      ok: false,
      limit: "per_user.cost_per_day_usd",
      used: 5,
    });
    expect(checkSpend(entries, limits, { user: "bob", now })).toEqual({
      ok: true,
      remainingUsd: 5,
      limit: "per_user.cost_per_day_usd",
    });
  });
});
