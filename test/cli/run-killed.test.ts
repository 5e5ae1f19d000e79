/**
 * `patchbay run` (the built bundle) killed with SIGKILL at random
 * moments — only the node process, or its whole process group as a runner's
 * cancel does — and then run again on the same checkout. Every time, the next run
 * finds work tree, index and branch agreeing, loses no checkpoint the killed run
 * reported, commits its own edits (also to files the killed run had just
 * written), and leaves no dead git's files behind; `git fsck` stays clean.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { CLI, gitLeftovers, requireBundle, seeded, startNode, statusLines } from "../helpers/kill.js";
import { buildRepo } from "../helpers/repo.js";
import { tempTree } from "../helpers/tmp.js";

const CONFIG = `limits:
  max_turns: 400
approval:
  default: deny
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["sed -i *", "touch *"]
`;
const FILES = ["src/a.txt", "src/b.txt", "src/c.txt", "src/d.txt"];
const TRIALS = Number(process.env.PATCHBAY_KILL_TRIALS ?? 8);

/** Write, sed and touch calls over the same few files: checkpoints, index syncs, commands the watcher sees. */
function longCassette(trial: number): string {
  const turns = ["turns:"];
  for (let i = 0; i < 45; i++) {
    const file = FILES[i % FILES.length];
    const call =
      i % 3 === 2
        ? `{ name: execute_command, input: { command: "sed -i 1s/.*/t${trial}s${i}/ ${file}" } }`
        : i % 7 === 5
          ? `{ name: execute_command, input: { command: "touch src/new-${trial}-${i}.txt" } }`
          : `{ name: write_to_file, input: { path: ${file}, content: "trial ${trial} call ${i}\\n" } }`;
    turns.push("  - tool_calls:", `      - ${call}`);
  }
  turns.push("  - tool_calls:", "      - { name: attempt_completion, input: { result: done } }");
  return `${turns.join("\n")}\n`;
}

/** The run after the kill: it edits every file the killed run edited, and one of its own. */
function checkCassette(trial: number): string {
  const writes = [...FILES, `src/after-${trial}.txt`].map(
    (f) => `  - tool_calls:\n      - { name: write_to_file, input: { path: ${f}, content: "after kill ${trial}\\n" } }`,
  );
  return `turns:\n${writes.join("\n")}\n  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n`;
}

let tree: { dir: string; cleanup: () => Promise<void> };
let repo: string;
const env = () => ({ PATH: process.env.PATH ?? "", HOME: tree.dir, TMPDIR: process.env.TMPDIR ?? "/tmp" });

beforeAll(async () => {
  requireBundle();
  tree = await tempTree();
  repo = path.join(tree.dir, "repo");
  buildRepo(repo, {
    files: { ...Object.fromEntries(FILES.map((f) => [f, `${f}\n`])), ".github/patchbay.yml": CONFIG },
  });
});
afterAll(async () => {
  await tree?.cleanup();
});

function isAncestor(sha: string): boolean {
  try {
    git(repo, "merge-base", "--is-ancestor", sha, "HEAD");
    return true;
  } catch {
    return false;
  }
}

const run = (tape: string) =>
  startNode(CLI, ["run", "--prompt", "crash test", "--model", `replay:${tape}`], { cwd: repo, env: env() });

test(
  "SIGKILL at random moments: the next run finds the checkout consistent, keeps every checkpoint and commits all its edits",
  async () => {
    const seed = Number(process.env.PATCHBAY_KILL_SEED ?? Date.now() % 100_000);
    const random = seeded(seed);
    for (let trial = 1; trial <= TRIALS; trial++) {
      const where = `seed ${seed}, trial ${trial}`;
      const long = path.join(tree.dir, `long-${trial}.yml`);
      await writeFile(long, longCassette(trial));
      const killed = run(long);
      const delay = 150 + Math.floor(random() * 3500);
      await new Promise((r) => setTimeout(r, delay));
      const group = trial % 2 === 0;
      try {
        process.kill(group ? -(killed.child.pid ?? 0) : (killed.child.pid ?? 0), "SIGKILL");
      } catch {
        // it had already ended: a finished run is a trial too
      }
      await killed.exited;
      // Every checkpoint the killed run reported (`→ sha`) must survive.
      const reported = [...killed.output().matchAll(/→ ([0-9a-f]{7,})/g)].map((m) => m[1] as string);

      const check = path.join(tree.dir, `check-${trial}.yml`);
      await writeFile(check, checkCassette(trial));
      const next = run(check);
      const ended = await next.exited;
      const log = `${where} (killed after ${delay} ms${group ? ", whole group" : ""}):\n${killed.output()}\n---\n${next.output()}`;
      expect(ended.code, log).toBe(0);
      expect(statusLines(repo), log).toEqual([]);
      for (const f of [...FILES, `src/after-${trial}.txt`])
        expect(git(repo, "show", `HEAD:${f}`), `${f}: ${log}`).toBe(`after kill ${trial}`);
      for (const sha of reported) expect(isAncestor(sha), `${sha}: ${log}`).toBe(true);
      expect(git(repo, "fsck", "--no-dangling", "--no-progress"), log).toBe("");
      expect(await gitLeftovers(repo), log).toEqual([]);
    }
  },
  TRIALS * 30_000,
);
