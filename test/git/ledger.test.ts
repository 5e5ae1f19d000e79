import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { appendLedger, LEDGER_REF, readLedger, syncLedger } from "../../src/git/refs/ledger.js";
import type { LedgerEntry } from "../../src/git/refs/ledger-entries.js";
import { cleanup, fixture, git, runnerFor, tempDir } from "./helpers.js";

afterEach(cleanup);

const NOW = new Date("2026-11-24T10:00:00Z");
const now = () => NOW;

function entry(run_id: string, over: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    run_id,
    time: "2026-11-24T09:00:00.000Z",
    user: "octocat",
    trigger: "comment",
    outcome: "completed",
    cost_usd: 0.5,
    input_tokens: 1000,
    output_tokens: 200,
    ...over,
  };
}

function cloneOf(remoteUrl: string): string {
  const dir = path.join(tempDir("pb-clone-"), "repo");
  git(os.tmpdir(), "clone", "-q", remoteUrl, dir);
  return dir;
}

const ids = (entries: LedgerEntry[]) => entries.map((e) => e.run_id).sort();

describe("spend ledger store", () => {
  it("appends locally with compare-and-swap and reads the entries back", async () => {
    const fx = fixture();
    expect(await readLedger(fx.runner)).toEqual({ entries: [], sha: null });
    await appendLedger(fx.runner, [entry("1")], null, { now });
    await appendLedger(fx.runner, [entry("2", { user: "hubot" })], null, { now });
    const read = await readLedger(fx.runner);
    expect(ids(read.entries)).toEqual(["1", "2"]);
    expect(read.warning).toBeUndefined();
    // Local only: nothing reached the remote.
    expect(() => git(fx.remote, "rev-parse", "--verify", LEDGER_REF)).toThrow();
  });

  it("replaces a run's entry by run id instead of counting it twice", async () => {
    const fx = fixture();
    await appendLedger(fx.runner, [entry("1", { outcome: "running", cost_usd: 0 })], null, { now });
    await appendLedger(fx.runner, [entry("1", { outcome: "completed", cost_usd: 1.25 })], null, { now });
    const { entries } = await readLedger(fx.runner);
    expect(entries).toEqual([entry("1", { outcome: "completed", cost_usd: 1.25 })]);
  });

  it("pushes to the remote, and a fresh checkout fetches it before deciding", async () => {
    const fx = fixture();
    await appendLedger(fx.runner, [entry("1")], {}, { now });
    const fresh = runnerFor(cloneOf(fx.remoteUrl));
    // actions/checkout brings branches only: the ledger is not there until it is synced.
    expect((await readLedger(fresh)).entries).toEqual([]);
    const synced = await syncLedger(fresh, {});
    expect(ids(synced.entries)).toEqual(["1"]);
    expect(ids((await readLedger(fresh)).entries)).toEqual(["1"]);
  });

  it("keeps both entries when two runs write the remote ledger at the same time", async () => {
    const fx = fixture();
    await appendLedger(fx.runner, [entry("seed")], {}, { now });
    const a = runnerFor(cloneOf(fx.remoteUrl));
    const b = runnerFor(cloneOf(fx.remoteUrl));
    // Both have read the same ledger before either writes: one of the pushes must lose the race.
    await syncLedger(a, {});
    await syncLedger(b, {});
    await Promise.all([
      appendLedger(a, [entry("run-a", { user: "alice" })], {}, { now }),
      appendLedger(b, [entry("run-b", { user: "bob" })], {}, { now }),
      appendLedger(fx.runner, [entry("run-c", { user: "carol" })], {}, { now }),
    ]);
    const check = runnerFor(cloneOf(fx.remoteUrl));
    expect(ids((await syncLedger(check, {})).entries)).toEqual(["run-a", "run-b", "run-c", "seed"]);
  });

  it("keeps a local run's entries when it later pushes (a local run: with --push)", async () => {
    const fx = fixture();
    await appendLedger(fx.runner, [entry("local-1")], null, { now });
    const other = runnerFor(cloneOf(fx.remoteUrl));
    await appendLedger(other, [entry("ci-1")], {}, { now });
    await appendLedger(fx.runner, [entry("local-2")], {}, { now });
    const check = runnerFor(cloneOf(fx.remoteUrl));
    expect(ids((await syncLedger(check, {})).entries)).toEqual(["ci-1", "local-1", "local-2"]);
  });

  it("ignores a ledger ref holding garbage with a warning, and rebuilds it", async () => {
    const fx = fixture();
    // Someone pushed a blob (not a ledger commit) to the ledger ref.
    git(fx.work, "update-ref", LEDGER_REF, git(fx.work, "hash-object", "-w", "README.md"));
    git(fx.work, "push", "-q", "origin", `${LEDGER_REF}:${LEDGER_REF}`);
    const fresh = runnerFor(cloneOf(fx.remoteUrl));
    const warnings: string[] = [];
    const log = { info: () => {}, warning: (m: string) => warnings.push(m) };
    const synced = await syncLedger(fresh, {}, { log });
    expect(synced.entries).toEqual([]);
    expect(warnings.join("\n")).toMatch(/spend ledger at refs\/patchbay\/ledger-fetched was ignored: it is a blob/);
    await appendLedger(fresh, [entry("after")], {}, { now, log });
    const check = runnerFor(cloneOf(fx.remoteUrl));
    const rebuilt = await syncLedger(check, {});
    expect(ids(rebuilt.entries)).toEqual(["after"]);
    expect(rebuilt.warning).toBeUndefined();
  });

  it("skips lines that are not entries and says how many", async () => {
    const fx = fixture();
    await appendLedger(fx.runner, [entry("1")], null, { now });
    const good = git(fx.work, "cat-file", "blob", `${LEDGER_REF}:ledger.jsonl`);
    const file = path.join(tempDir(), "ledger.jsonl");
    writeFileSync(file, `${good}\nnot json\n{"run_id":"x"}\n`);
    const blob = git(fx.work, "hash-object", "-w", file);
    const tree = (await fx.runner.exec(["mktree"], { input: `100644 blob ${blob}\tledger.jsonl\n` })).stdout.trim();
    const commit = git(fx.work, "commit-tree", tree, "-m", "hand-made\n\nPatchbay-Ledger-Version: 1");
    git(fx.work, "update-ref", LEDGER_REF, commit);
    const read = await readLedger(fx.runner);
    expect(ids(read.entries)).toEqual(["1"]);
    expect(read.warning).toMatch(/had 2 line\(s\) that are not entries/);
  });

  it("drops entries older than 90 days when it writes", async () => {
    const fx = fixture();
    await appendLedger(fx.runner, [entry("old", { time: "2026-07-01T00:00:00.000Z" })], null, { now });
    await appendLedger(fx.runner, [entry("new")], null, { now });
    expect(ids((await readLedger(fx.runner)).entries)).toEqual(["new"]);
  });
});
