/**
 * On real repositories and real git processes: every death of the run's
 * writer has a recovery, and a lock another git holds is waited for, then named.
 * - fast-import killed while it writes the session state: a new one writes it.
 * - what a killed fast-import leaves (.keep marks, a temporary pack) is gone when the run ends.
 * - an index.lock that comes and goes is waited out; one that stays is a warning
 *   naming the file, the checkpoints stand, and the lock's journal keeps what the
 *   next run must put right.
 * - a branch ref's lock while a checkpoint is written: waited out, or a GitLockError.
 * - packs are rolled during a long run, so they never pile up.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { ROLL_EVERY } from "../../src/git/checkpoints/run-packs.js";
import { GitLockError } from "../../src/git/lock-wait.js";
import { loadSessionState } from "../../src/git/refs/session-state.js";
import { gitDirs } from "../../src/git/run-lock/in-progress.js";
import { recoverKilledRun } from "../../src/git/run-lock/recover.js";
import { type KilledRun, type RunJournal, RunLock } from "../../src/git/run-lock/run-lock.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { describeFault } from "../../src/util/faults.js";
import { cleanup, fixture, git, gitConfig, write } from "./helpers.js";

afterEach(cleanup);

function setup(lockWaitMs = 300) {
  const fx = fixture();
  const warnings: string[] = [];
  let journal: Partial<RunJournal> = {};
  const cp = new GitCheckpointer({
    runner: fx.runner,
    runId: "26",
    runUrl: "https://github.com/o/r/actions/runs/26",
    config: gitConfig({}),
    log: { info: () => {}, warning: (m) => warnings.push(m) },
    journal: (update) => {
      journal = { ...journal, ...update };
    },
    lockWaitMs,
  });
  const tool = (step: number, rel: string, text: string) => {
    write(fx.work, rel, text);
    return cp.afterTool({ step, tool: "write_to_file", summary: rel, paths: [rel] });
  };
  return { ...fx, cp, tool, warnings, journal: () => journal };
}

const packDir = (work: string) => path.join(work, ".git/objects/pack");
const fastImportKeeps = (work: string) =>
  readdirSync(packDir(work)).filter(
    (f) => f.endsWith(".keep") && readFileSync(path.join(packDir(work), f), "utf8").trim() === "fast-import",
  );

describe("fast-import dying", () => {
  it("killed while it writes the session state: a new one writes it, and the run goes on", async () => {
    const { work, runner, cp, tool, warnings } = setup();
    const redactor = new Redactor();
    await tool(1, "a.txt", "1\n");
    const saving = cp.saveState("main", JSON.stringify({ turn: 1 }), { redactor });
    process.kill(cp.writer.writerPid as number, "SIGKILL");
    const saved = await saving;
    expect(git(work, "rev-parse", saved.ref)).toBe(saved.sha);
    expect(await loadSessionState(runner, "main")).toEqual({ state: { turn: 1 } });
    expect(warnings.join("\n")).toMatch(/saving the session state again with a new one/);
    const second = await tool(2, "b.txt", "2\n");
    await cp.finish(true);
    expect(git(work, "rev-parse", "HEAD")).toBe(second?.sha);
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("what a killed fast-import leaves in .git (its .keep marks, a temporary pack) is gone at the end of the run", async () => {
    const { work, cp, tool } = setup();
    await tool(1, "a.txt", "1\n");
    await tool(2, "b.txt", "2\n");
    expect(fastImportKeeps(work).length).toBeGreaterThan(0); // fast-import keeps its packs while it lives
    process.kill(cp.writer.writerPid as number, "SIGKILL");
    writeFileSync(path.join(packDir(work), "tmp_pack_dead01"), "half a pack");
    await tool(3, "c.txt", "3\n");
    await cp.finish(true);
    expect(fastImportKeeps(work)).toEqual([]);
    expect(readdirSync(packDir(work)).filter((f) => f.startsWith("tmp_"))).toEqual([]);
    expect(git(work, "fsck", "--no-dangling")).toBe("");
    expect(git(work, "log", "--format=%s", "-3").split("\n")).toEqual([
      "write_to_file: c.txt",
      "write_to_file: b.txt",
      "write_to_file: a.txt",
    ]);
  });
});

describe("a lock another git holds", () => {
  it("index.lock that goes within the wait: the command's sync waits for it, and nothing is said", async () => {
    const { work, cp, tool, warnings } = setup(5000);
    await tool(1, "a.txt", "1\n");
    const lock = path.join(work, ".git/index.lock");
    writeFileSync(lock, "");
    setTimeout(() => rmSync(lock), 300);
    await cp.beforeTool("exec", "git status");
    expect(git(work, "status", "--porcelain")).toBe("");
    expect(warnings).toEqual([]);
    await cp.finish(true);
  });

  it("index.lock that stays: a warning naming it, the checkpoints stand, and the journal keeps the paths to put right", async () => {
    const { work, runner, cp, tool, warnings, journal } = setup(300);
    const first = await tool(1, "a.txt", "1\n");
    const lock = path.join(work, ".git/index.lock");
    writeFileSync(lock, "");
    await cp.beforeTool("exec", "git status");
    const second = await tool(2, "b.txt", "2\n");
    const made = await cp.finish(true);
    expect(made.map((c) => c.sha)).toEqual([first?.sha, second?.sha]);
    expect(warnings.join("\n")).toContain(`${lock} exists: another git command is using this repository`);
    expect(warnings.join("\n")).toContain("The checkpoints are committed; the index catches up once the lock is gone.");
    expect(warnings.join("\n")).not.toMatch(/final checkpoint/);
    expect(journal().unsynced?.sort()).toEqual(["a.txt", "b.txt"]);
    // The loop's last save comes after finish(): it is saved, lock or not.
    const saved = await cp.saveState("main", JSON.stringify({ turn: 2 }), { redactor: new Redactor() });
    expect(git(work, "rev-parse", saved.ref)).toBe(saved.sha);
    expect(git(work, "status", "--porcelain")).not.toBe(""); // the index is behind: what the next run puts right

    // The run ends with the lock's journal kept, and the next run puts the index right once the lock is gone.
    const gitDir = path.join(work, ".git");
    const lockOfRun = await RunLock.take(gitDir, "patchbay run");
    lockOfRun.record({ ...journal(), ref: "refs/heads/main" });
    lockOfRun.release();
    rmSync(lock);
    const next = await RunLock.take(gitDir, "patchbay run");
    expect(next.killed?.holder.ended).toMatch(/^20/);
    const recovery = await recoverKilledRun(runner, await gitDirs(runner), next.killed as KilledRun);
    next.release();
    expect(recovery.notes.join("\n")).toContain(
      "ended while another git held the index, and had not brought the index in line with its 2 last checkpointed file(s)",
    );
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("a checkpoint made while an index sync is still under way: the journal keeps the paths being synced, so a kill then loses none", async () => {
    const { work, runner, cp, tool, journal } = setup(1500);
    await tool(1, "a.txt", "1\n");
    const lock = path.join(work, ".git/index.lock");
    writeFileSync(lock, "");
    // The idle-time sync (syncSoon) has taken a.txt and waits for the lock; the next write does not wait for it.
    const syncing = cp.writer.syncIndex().catch((e: unknown) => e);
    await tool(2, "b.txt", "2\n");
    // What the lock file holds at this moment is what a SIGKILL now would leave for the next run.
    const atKill = { ...journal(), ref: "refs/heads/main" };
    expect(atKill.unsynced?.sort()).toEqual(["a.txt", "b.txt"]);
    expect(await syncing).toBeInstanceOf(GitLockError);
    rmSync(lock);
    const gitDir = path.join(work, ".git");
    const dead = await RunLock.take(gitDir, "patchbay run");
    dead.record(atKill);
    dead.release();
    const next = await RunLock.take(gitDir, "patchbay run");
    await recoverKilledRun(runner, await gitDirs(runner), next.killed as KilledRun);
    next.release();
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("a branch ref's lock while a checkpoint is written: waited out when it goes, a GitLockError naming it when it stays", async () => {
    const { work, cp, tool } = setup(400);
    await tool(1, "a.txt", "1\n");
    const lock = path.join(work, ".git/refs/heads/main.lock");
    writeFileSync(lock, "");
    setTimeout(() => rmSync(lock), 150);
    const second = await tool(2, "b.txt", "2\n");
    expect(git(work, "rev-parse", "main")).toBe(second?.sha);

    writeFileSync(lock, "");
    const failed = await tool(3, "c.txt", "3\n").catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GitLockError);
    expect((failed as Error).message).toContain(`${lock} exists`);
    expect(describeFault(failed)).toContain("main.lock exists");
    expect(git(work, "rev-parse", "main")).toBe(second?.sha);
    rmSync(lock);
    await cp.finish(true);
  });
});

describe("packs during a long run", () => {
  it(`are rolled every ${ROLL_EVERY} checkpoints, so they never pile up, and are one pack at the end`, async () => {
    const { work, cp, tool } = setup();
    git(work, "repack", "-a", "-d", "-q");
    const packs = () => readdirSync(packDir(work)).filter((f) => f.endsWith(".pack"));
    const before = packs().length;
    let most = 0;
    const calls = ROLL_EVERY * 2 + 10;
    for (let i = 0; i < calls; i++) {
      await tool(i + 1, `f${i % 7}.txt`, `${i}\n`);
      most = Math.max(most, packs().length - before);
    }
    expect(most).toBeLessThanOrEqual(ROLL_EVERY + 2);
    await cp.finish(true);
    expect(packs().length).toBe(before + 1);
    expect(git(work, "rev-list", "--count", "HEAD")).toBe(String(calls + 1));
    expect(git(work, "fsck", "--no-dangling")).toBe("");
    expect(existsSync(path.join(work, ".git/index.lock"))).toBe(false);
  }, 60_000);
});
