/**
 * One run per checkout. Two `patchbay run` (the built bundle) started on
 * one clone: the second refuses at once — exit 75 — naming the first (pid, branch,
 * since when) and how to wait for it, whether it asked for the same branch or
 * another, and the first finishes with only its own changes. The lock is the
 * kernel's (flock): a holder killed with SIGKILL leaves nothing to delete, and the
 * git lock file its killed git left is recognised as its own and cleared.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RepositoryBusyError, RunLock } from "../../src/git/run-lock/run-lock.js";
import { runCliInMemory } from "../helpers/cli.js";
import { CLI, requireBundle, startNode, statusLines } from "../helpers/kill.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";

const FILES = {
  "src/a.txt": "a\n",
  ".github/patchbay.yml": `approval:
  default: deny
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["touch *", "sleep *"]
`,
};

let repo: TestRepo | undefined;
const children: { kill: () => void }[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) c.kill();
  await repo?.cleanup();
  repo = undefined;
});

const env = (r: TestRepo) => ({ PATH: process.env.PATH ?? "", HOME: r.root, TMPDIR: process.env.TMPDIR ?? "/tmp" });

async function tape(r: TestRepo, name: string, calls: string[]): Promise<string> {
  const file = path.join(r.root, `${name}.yml`);
  const turns = calls.map((c) => `  - tool_calls:\n      - ${c}`).join("\n");
  await writeFile(
    file,
    `turns:\n${turns}\n  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n`,
  );
  return file;
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("one run per checkout", () => {
  it("a second run, on the same branch or another, refuses at once and names the first; the first keeps only its own work", async () => {
    requireBundle();
    repo = await repoWithRemote(FILES);
    const r = repo;
    const first = await tape(r, "first", [
      '{ name: write_to_file, input: { path: src/first.txt, content: "first\\n" } }',
      '{ name: execute_command, input: { command: "touch src/started && sleep 3" } }',
      '{ name: write_to_file, input: { path: src/first-2.txt, content: "first again\\n" } }',
    ]);
    const a = startNode(CLI, ["run", "--prompt", "first job", "--model", `replay:${first}`], {
      cwd: r.work,
      env: env(r),
    });
    children.push({ kill: () => a.child.kill("SIGKILL") });
    await until(() => existsSync(path.join(r.work, "src/started")), `the first run's command\n${a.output()}`);

    const second = await tape(r, "second", [
      '{ name: write_to_file, input: { path: src/second.txt, content: "second\\n" } }',
    ]);
    for (const prompt of ["first job", "another job"]) {
      const b = startNode(CLI, ["run", "--prompt", prompt, "--model", `replay:${second}`], {
        cwd: r.work,
        env: env(r),
      });
      const ended = await b.exited;
      expect(ended.code, b.output()).toBe(75);
      // At once: the first run is still in its command, not waited for.
      expect(a.child.exitCode).toBeNull();
      expect(b.output()).toContain(`another Patchbay run is working in ${r.work}: patchbay run, pid ${a.child.pid}`);
      expect(b.output()).toContain("on branch patchbay/task-local-first-job, since 20");
      expect(b.output()).toContain(`flock ${path.join(r.work, ".git/patchbay/run.lock")} true`);
      expect(b.output()).not.toMatch(/Internal error|--debug/);
    }

    const done = await a.exited;
    expect(done.code, a.output()).toBe(0);
    const files = r.git("diff", "--name-only", "main", "patchbay/task-local-first-job").split("\n");
    expect(files.sort()).toEqual(["src/first-2.txt", "src/first.txt", "src/started"]);
    expect(r.git("branch", "--list", "patchbay/task-local-another-job")).toBe("");
    expect(statusLines(r.work)).toEqual([]);
    // Released: the file is empty, and the next run goes ahead.
    expect(await readFile(path.join(r.work, ".git/patchbay/run.lock"), "utf8")).toBe("");
    const again = await runCliInMemory(["run", "--prompt", "another job", "--model", `replay:${second}`], {
      cwd: r.work,
      env: env(r),
    });
    expect(again.code, again.stderr).toBe(0);
  }, 60_000);

  it("a holder killed with SIGKILL leaves no lock, and the index.lock its git left is cleared as its own; an older one is not", async () => {
    repo = await repoWithRemote(FILES);
    const r = repo;
    const gitDir = path.join(r.work, ".git");
    const fixture = path.join(import.meta.dirname, "fixtures/hold-run-lock.ts");
    const holder = spawn(process.execPath, ["--import", "tsx", fixture, gitDir, "index.lock"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push({ kill: () => holder.kill("SIGKILL") });
    let out = "";
    holder.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    await until(() => out.includes("held"), "the holder");
    await expect(RunLock.take(gitDir, "test")).rejects.toBeInstanceOf(RepositoryBusyError);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));

    const tapeFile = await tape(r, "after", [
      '{ name: write_to_file, input: { path: src/after.txt, content: "after\\n" } }',
    ]);
    const run = await runCliInMemory(["run", "--prompt", "after the kill", "--model", `replay:${tapeFile}`], {
      cwd: r.work,
      env: env(r),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("removed what git left when the last run was killed: index.lock");
    expect(existsSync(path.join(gitDir, "index.lock"))).toBe(false);
    expect(statusLines(r.work)).toEqual([]);

    // The same leftover from before the dead run started is someone else's: refused, not removed.
    const again = spawn(process.execPath, ["--import", "tsx", fixture, gitDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push({ kill: () => again.kill("SIGKILL") });
    let out2 = "";
    again.stdout.on("data", (d: Buffer) => {
      out2 += d.toString();
    });
    await until(() => out2.includes("held"), "the second holder");
    again.kill("SIGKILL");
    await new Promise((resolve) => again.once("exit", resolve));
    await writeFile(path.join(gitDir, "index.lock"), "");
    await utimes(path.join(gitDir, "index.lock"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const refused = await runCliInMemory(["run", "--prompt", "after the kill", "--model", `replay:${tapeFile}`], {
      cwd: r.work,
      env: env(r),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(gitDir, "index.lock")} exists`);
    expect(existsSync(path.join(gitDir, "index.lock"))).toBe(true);
  }, 60_000);
});
