import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { appendLedger, LEDGER_REF } from "../../src/git/refs/ledger.js";
import type { LedgerEntry } from "../../src/git/refs/ledger-entries.js";
import { cleanup, fixture, git, runnerFor, tempDir } from "../git/helpers.js";
import { runCliInMemory } from "../helpers/cli.js";

afterEach(cleanup);

const today = new Date();
const at = (daysAgo: number, hour = 9) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour)).toISOString();

function entry(run_id: string, over: Partial<LedgerEntry>): LedgerEntry {
  return {
    run_id,
    time: at(0, 0),
    user: "alice",
    trigger: "comment",
    outcome: "completed",
    cost_usd: 1,
    input_tokens: 100,
    output_tokens: 10,
    ...over,
  };
}

const env = { PATH: process.env.PATH, HOME: os.tmpdir(), GIT_CONFIG_NOSYSTEM: "1" };

async function seeded() {
  const fx = fixture();
  await appendLedger(
    fx.runner,
    [
      entry("1", { cost_usd: 2, pr_url: "https://github.com/o/r/pull/1" }),
      entry("2", { user: "bob", trigger: "schedule", outcome: "no_changes", cost_usd: 0.5 }),
      entry("3", { time: at(1), outcome: "budget_exceeded", cost_usd: 5, pr_url: "https://github.com/o/r/pull/2" }),
      entry("4", { time: at(20), cost_usd: 9 }),
    ],
    {},
  );
  // A fresh clone of the repository: the ledger is fetched by the command itself.
  const clone = path.join(tempDir("pb-clone-"), "repo");
  git(os.tmpdir(), "clone", "-q", fx.remoteUrl, clone);
  return { fx, clone };
}

describe("patchbay ledger", () => {
  it("prints spend per day, user, trigger and outcome, fetching the ledger into a fresh clone", async () => {
    const { clone } = await seeded();
    const run = await runCliInMemory(["ledger"], { cwd: clone, env });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("3 runs, $7.50, of which $0.50 in 1 runs with no pull request.");
    expect(run.stdout).toMatch(/ {2}alice +2 +\$7\.00 +220\n/);
    expect(run.stdout).toMatch(/ {2}schedule +1 +\$0\.50/);
    expect(run.stdout).toMatch(/ {2}budget_exceeded +1 +\$5\.00/);
    expect(run.stdout).not.toContain("$9.00");
    expect(git(clone, "rev-parse", "--verify", LEDGER_REF)).toMatch(/^[0-9a-f]{40}$/);
  });

  it("--json --days 30 gives the same numbers as data, older runs included", async () => {
    const { clone } = await seeded();
    const run = await runCliInMemory(["ledger", "--json", "--days", "30"], { cwd: clone, env });
    const report = JSON.parse(run.stdout);
    expect(report.total).toMatchObject({ runs: 4, cost_usd: 16.5 });
    expect(report.without_pr).toMatchObject({ runs: 2, cost_usd: 9.5 });
    expect(report.by_user).toEqual([
      { key: "alice", runs: 3, cost_usd: 16, input_tokens: 300, output_tokens: 30 },
      { key: "bob", runs: 1, cost_usd: 0.5, input_tokens: 100, output_tokens: 10 },
    ]);
    expect(report.by_day.map((d: { key: string }) => d.key)).toEqual([at(20), at(1), at(0)].map((t) => t.slice(0, 10)));
  });

  it("warns about a garbage ledger and reports it as empty", async () => {
    const fx = fixture();
    git(fx.work, "update-ref", LEDGER_REF, git(fx.work, "rev-parse", "HEAD"));
    const run = await runCliInMemory(["ledger", "--local"], { cwd: fx.work, env });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "warning: the spend ledger at refs/patchbay/ledger was ignored: it was not written by Patchbay",
    );
    expect(run.stdout).toContain(": 0 runs, $0.00");
    // Rebuilt by the next write.
    await appendLedger(runnerFor(fx.work), [entry("x", {})], null);
    expect((await runCliInMemory(["ledger", "--local"], { cwd: fx.work, env })).stderr).toBe("");
  });

  it("refuses a bad --days and a directory that is not a repository", async () => {
    const dir = tempDir();
    expect((await runCliInMemory(["ledger", "--days", "0"], { cwd: dir, env })).stderr).toMatch(
      /--days must be a whole number from 1 to 90/,
    );
    const run = await runCliInMemory(["ledger"], { cwd: dir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is not a git repository \(use --repo DIR\)/);
  });
});
