/**
 * The attack on a killed run's recovery: the run is SIGKILLed while a command it
 * allowed is still running, and before the next run starts, files appear that no
 * rule lets a tool write — as a process the command left behind, still running
 * after the kill, would plant them. The next run carries what the dead command
 * changed as that run's work; under least-privilege rules (write_to_file on
 * src/** only, `default: deny`) a carried path is still judged by the rules: the
 * planted workflow is never committed, and it is not lost from the work tree.
 * Through the built bundle (bin/patchbay.js).
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { CLI, requireBundle, startNode } from "../helpers/kill.js";
import { buildRepo } from "../helpers/repo.js";
import { tempTree } from "../helpers/tmp.js";

const CONFIG = `approval:
  default: deny
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["sh src/slow.sh"]
`;

let tree: { dir: string; cleanup: () => Promise<void> };
let repo: string;
const env = () => ({ PATH: process.env.PATH ?? "", HOME: tree.dir, TMPDIR: process.env.TMPDIR ?? "/tmp" });

beforeAll(async () => {
  requireBundle();
  tree = await tempTree();
  repo = path.join(tree.dir, "repo");
  buildRepo(repo, {
    files: {
      ".github/patchbay.yml": CONFIG,
      "src/a.txt": "a\n",
      // Marks that it is running, then outlives the run.
      "src/slow.sh": "echo started > src/started.txt\nsleep 60\n",
    },
  });
});
afterAll(async () => {
  await tree?.cleanup();
});

const tape = (name: string, calls: string[]) => {
  const file = path.join(tree.dir, `${name}.yml`);
  const turns = [...calls, "{ name: attempt_completion, input: { result: done } }"].map(
    (c) => `  - tool_calls:\n      - ${c}`,
  );
  return writeFile(file, `turns:\n${turns.join("\n")}\n`).then(() => file);
};

test("files planted after a kill, while the run's command was still running, are carried only where the rules allow a write", async () => {
  const long = await tape("long", ['{ name: execute_command, input: { command: "sh src/slow.sh" } }']);
  const killed = startNode(CLI, ["run", "--prompt", "slow", "--model", `replay:${long}`], { cwd: repo, env: env() });
  const started = path.join(repo, "src/started.txt");
  for (let i = 0; i < 300 && !existsSync(started); i++) await new Promise((r) => setTimeout(r, 50));
  expect(existsSync(started), killed.output()).toBe(true);
  process.kill(-(killed.child.pid ?? 0), "SIGKILL");
  await killed.exited;

  // What a process left behind in the sandbox writes once the run is gone.
  await mkdir(path.join(repo, ".github/workflows"), { recursive: true });
  await writeFile(path.join(repo, ".github/workflows/planted.yml"), "on: push\njobs: {}\n");
  await mkdir(path.join(repo, "docs"));
  await writeFile(path.join(repo, "docs/planted.md"), "planted\n");
  await writeFile(path.join(repo, "src/planted.txt"), "planted\n");

  const check = await tape("check", ['{ name: write_to_file, input: { path: src/a.txt, content: "after\\n" } }']);
  const next = startNode(CLI, ["run", "--prompt", "slow", "--model", `replay:${check}`], { cwd: repo, env: env() });
  const ended = await next.exited;
  const log = `${killed.output()}\n---\n${next.output()}`;
  expect(ended.code, log).toBe(0);
  const committed = git(repo, "ls-tree", "-r", "--name-only", "HEAD").split("\n");
  // What the dead command changed where a write rule allows it is carried and committed…
  expect(committed, log).toEqual(expect.arrayContaining(["src/a.txt", "src/planted.txt", "src/started.txt"]));
  expect(git(repo, "show", "HEAD:src/a.txt")).toBe("after");
  // …and nothing else: no rule allows docs/, and CI workflows are protected.
  expect(committed, log).not.toContain("docs/planted.md");
  expect(committed, log).not.toContain(".github/workflows/planted.yml");
  expect(next.output()).toMatch(/docs\/planted\.md changed but is not committed/);
  // Not committed, and not lost: both stay in the work tree, untracked.
  expect(git(repo, "status", "--porcelain", "--untracked-files=all").split("\n").sort(), log).toEqual([
    "?? .github/workflows/planted.yml",
    "?? docs/planted.md",
  ]);
});
