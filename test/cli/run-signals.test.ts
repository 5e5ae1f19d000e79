/**
 * SIGTERM and SIGINT to `patchbay run` (the built bundle) take the
 * graceful path, as they do in the action: the command under way is stopped, what
 * it changed is committed, the session is saved, the run ends `cancelled` and the
 * checkout is consistent, the lock released. A second signal ends the process at
 * once (130), and the next run puts right what that left half-done.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
      commands: ["sh -c *", "trap *", "echo *", "touch *", "sleep *"]
      allow_redirects: true
`,
};

let repo: TestRepo | undefined;
let running: ReturnType<typeof startNode> | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null) running.child.kill("SIGKILL");
  running = undefined;
  await repo?.cleanup();
  repo = undefined;
});

const env = (r: TestRepo) => ({ PATH: process.env.PATH ?? "", HOME: r.root, TMPDIR: process.env.TMPDIR ?? "/tmp" });

/** A write, then a command that writes a file and waits — ignoring SIGTERM, so stopping it takes the 2 s grace — then more. */
async function start(r: TestRepo, prompt: string): Promise<ReturnType<typeof startNode>> {
  const tape = path.join(r.root, `${prompt.replace(/\W/g, "-")}.yml`);
  await writeFile(
    tape,
    `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/first.txt, content: "first\\n" } }
  - tool_calls:
      - { name: execute_command, input: { command: "sh -c 'trap \\"\\" TERM; echo half > src/half.txt; touch src/started; sleep 30'" } }
  - tool_calls:
      - { name: write_to_file, input: { path: src/never.txt, content: "never\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: done } }
`,
  );
  const child = startNode(CLI, ["run", "--prompt", prompt, "--model", `replay:${tape}`], { cwd: r.work, env: env(r) });
  const deadline = Date.now() + 20_000;
  while (!existsSync(path.join(r.work, "src/started"))) {
    if (Date.now() > deadline || child.child.exitCode !== null)
      throw new Error(`the command never started:\n${child.output()}`);
    await new Promise((res) => setTimeout(res, 20));
  }
  return child;
}

describe("signals to patchbay run", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    it(`${signal}: the graceful path — the command stops, its changes are committed, the run ends cancelled and consistent`, async () => {
      requireBundle();
      repo = await repoWithRemote(FILES);
      running = await start(repo, `stop ${signal}`);
      running.child.kill(signal);
      const ended = await running.exited;
      const out = running.output();
      expect(ended.code, out).toBe(1);
      expect(out).toContain(`patchbay: ${signal}: stopping after the current step`);
      expect(out).toMatch(/cancelled: The run was cancelled; the commits so far are kept/);
      const branch = `patchbay/task-local-stop-${signal.toLowerCase()}`;
      expect(repo.git("show", `${branch}:src/first.txt`)).toBe("first");
      expect(repo.git("show", `${branch}:src/half.txt`)).toBe("half");
      expect(repo.git("ls-tree", "--name-only", branch, "src/never.txt")).toBe("");
      expect(repo.git("rev-parse", "--verify", `refs/patchbay/state/${branch}`)).toMatch(/^[0-9a-f]{40}$/);
      expect(statusLines(repo.work)).toEqual([]);
      expect(await readFile(path.join(repo.work, ".git/patchbay/run.lock"), "utf8")).toBe("");
    }, 60_000);

  it("a second signal ends the run at once; the next run finds the checkout consistent", async () => {
    requireBundle();
    repo = await repoWithRemote(FILES);
    running = await start(repo, "twice");
    running.child.kill("SIGINT");
    await new Promise((res) => setTimeout(res, 200));
    running.child.kill("SIGINT");
    const ended = await running.exited;
    expect(ended.code, running.output()).toBe(130);
    expect(running.output()).toContain("patchbay: SIGINT again: stopping now");

    const tape = path.join(repo.root, "after.yml");
    await writeFile(
      tape,
      `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/first.txt, content: "after\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: done } }
`,
    );
    const next = startNode(CLI, ["run", "--prompt", "twice", "--model", `replay:${tape}`], {
      cwd: repo.work,
      env: env(repo),
    });
    const done = await next.exited;
    expect(done.code, next.output()).toBe(0);
    expect(statusLines(repo.work)).toEqual([]);
    expect(repo.git("show", "HEAD:src/first.txt")).toBe("after");
  }, 60_000);
});
