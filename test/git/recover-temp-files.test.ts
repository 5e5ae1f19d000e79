/**
 * A file tool writes a temp file beside its target and renames it into place. A
 * run killed in between leaves the temp file; the next run's recovery removes it
 * (it would otherwise be taken for the person's own untracked change), and only
 * what that dead run could have made.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { gitDirs } from "../../src/git/run-lock/in-progress.js";
import { recoverKilledRun } from "../../src/git/run-lock/recover.js";
import { type KilledRun, RUN_LOCK_FILE, RunLock } from "../../src/git/run-lock/run-lock.js";
import { cleanup, fixture, git, write } from "./helpers.js";

afterEach(cleanup);

it("the temp file of a write the kill cut short is removed; an older file of that shape and ordinary files stay", async () => {
  const { work, runner } = fixture();
  const gitDir = path.join(work, ".git");
  const old = "src/.notes.txt.aaaaaaaaaaaa.patchbay-tmp";
  write(work, old, "someone's own, from before\n");
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(path.join(work, old), hourAgo, hourAgo);

  // What a run SIGKILLed in the middle of writing src/a.txt leaves: its lock record
  // and journal (the kernel dropped the flock with the process), and the temp file.
  const lockFile = path.join(gitDir, RUN_LOCK_FILE);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const holder = {
    pid: 2 ** 22 + 1,
    host: "here",
    since: new Date(Date.now() - 1000).toISOString(),
    what: "patchbay run",
  };
  const journal = {
    unsynced: [],
    pending: ["src/a.txt"],
    pendingUnknown: false,
    dirtyAtStart: [],
    ref: "refs/heads/main",
  };
  writeFileSync(lockFile, `${JSON.stringify(holder)}\n${JSON.stringify(journal)}\n`);
  const cut = "src/.a.txt.0123456789ab.patchbay-tmp";
  write(work, cut, "half of the new cont");
  write(work, "src/mine.txt", "an ordinary untracked file\n");

  const next = await RunLock.take(gitDir, "patchbay run");
  const recovery = await recoverKilledRun(runner, await gitDirs(runner), next.killed as KilledRun);
  next.release();

  expect(existsSync(path.join(work, cut))).toBe(false);
  expect(recovery.notes.join("\n")).toContain(`removed the temporary files of writes the kill cut short: ${cut}`);
  expect(existsSync(path.join(work, old))).toBe(true);
  expect(git(work, "status", "--porcelain", "-uall").split("\n").sort()).toEqual([`?? ${old}`, "?? src/mine.txt"]);
});

it("a link the agent named like a temp file never makes recovery remove what it points to, inside the tree or out", async () => {
  const { work, runner } = fixture();
  const gitDir = path.join(work, ".git");
  const outside = path.join(path.dirname(work), "host-secret.txt");
  writeFileSync(outside, "the host's own file\n");
  const lockFile = path.join(gitDir, RUN_LOCK_FILE);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const holder = { pid: 2 ** 22 + 1, host: "here", since: new Date(Date.now() - 1000).toISOString(), what: "run" };
  const journal = { unsynced: [], pending: [], pendingUnknown: true, dirtyAtStart: [], ref: "refs/heads/main" };
  writeFileSync(lockFile, `${JSON.stringify(holder)}\n${JSON.stringify(journal)}\n`);
  // A process left in the sandbox plants links shaped like Patchbay's temp files.
  symlinkSync(outside, path.join(work, "src/.x.0123456789ab.patchbay-tmp"));
  symlinkSync("../README.md", path.join(work, "src/.y.0123456789ab.patchbay-tmp"));

  const next = await RunLock.take(gitDir, "patchbay run");
  await recoverKilledRun(runner, await gitDirs(runner), next.killed as KilledRun);
  next.release();

  expect(readFileSync(outside, "utf8")).toBe("the host's own file\n");
  expect(readFileSync(path.join(work, "README.md"), "utf8")).toBe("# demo\n");
  expect(git(work, "status", "--porcelain")).not.toContain("README.md");
});
