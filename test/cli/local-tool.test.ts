/**
 * A local run behaves like a local tool (docs/decisions/0013-local-runs-like-a-local-tool.md), through what ships (`node
 * bin/patchbay.js`): it starts from the commit you have checked out (or --base) and
 * says so; it ends saying where the work is and how to get back; two runs in a row
 * from a feature branch each start from there; a paused run and a plan print the
 * exact command that goes on, and that command works; `patchbay branches` lists and
 * prunes the work branches; and a run whose reader goes away (`| head`) finishes.
 */
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BIN, runCli } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { env } from "./run-fixtures.js";

const CONFIG = `approval:
  default: ask
  rules:
    - allow: [read_file, write_to_file, replace_in_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["sleep *"]
`;
const FIX = `turns:
  - tool_calls:
      - name: replace_in_file
        input: { path: src/math.js, diff: "------- SEARCH\\n  return a - b;\\n=======\\n  return a + b;\\n+++++++ REPLACE" }
  - tool_calls:
      - { name: attempt_completion, input: { result: Fixed add(). } }
`;

let repo: TestRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
  repo = undefined;
});

/** main, and feature-x one commit ahead of it, checked out. */
async function onFeatureBranch(): Promise<{ r: TestRepo; feature: string; main: string }> {
  const r = await repoWithRemote({
    "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
    ".github/patchbay.yml": CONFIG,
  });
  repo = r;
  r.git("switch", "-q", "-c", "feature-x");
  await r.write("src/extra.js", "export const extra = 1;\n");
  r.git("add", "-A");
  r.git("commit", "-q", "-m", "feature work");
  return { r, feature: r.git("rev-parse", "HEAD"), main: r.git("rev-parse", "main") };
}

async function cassette(r: TestRepo, name: string, text: string): Promise<string> {
  const file = path.join(r.root, name);
  await writeFile(file, text);
  return file;
}

const run = (r: TestRepo, args: string[]) => runCli(["run", ...args], { cwd: r.work, env: env() });

describe("where a local run starts and ends", () => {
  it("two runs in a row from a feature branch each start from it, say so, and say how to get back", async () => {
    const { r, feature } = await onFeatureBranch();
    const model = `replay:${await cassette(r, "fix.yml", FIX)}`;
    const first = await run(r, ["--prompt", "Fix add", "--model", model]);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain(
      `working on branch patchbay/task-local-fix-add from feature-x (${feature.slice(0, 7)})`,
    );
    expect(first.stdout).toContain("git log feature-x..patchbay/task-local-fix-add");
    const back = /^back to where you were: (git switch feature-x)$/m.exec(first.stdout);
    expect(back).not.toBeNull();
    expect(r.git("rev-parse", "patchbay/task-local-fix-add^")).toBe(feature);

    r.git("switch", "-q", "feature-x"); // what the run said to do
    const second = await run(r, ["--prompt", "Fix add", "--model", model]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("working on branch patchbay/task-local-fix-add-2 from feature-x");
    expect(r.git("rev-parse", "patchbay/task-local-fix-add-2^")).toBe(feature);
    // The first run's work is untouched.
    expect(r.git("rev-parse", "patchbay/task-local-fix-add^")).toBe(feature);
  });

  it("--base REF starts from REF; an unknown REF is an error before anything changes", async () => {
    const { r, main } = await onFeatureBranch();
    const model = `replay:${await cassette(r, "fix.yml", FIX)}`;
    const based = await run(r, ["--prompt", "Fix add", "--base", "main", "--model", model]);
    expect(based.code).toBe(0);
    expect(based.stdout).toContain("from main");
    expect(r.git("rev-parse", "patchbay/task-local-fix-add^")).toBe(main);
    r.git("switch", "-q", "feature-x");
    const bad = await run(r, ["--prompt", "Fix it", "--base", "no-such-branch", "--model", model]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--base no-such-branch: no such commit, branch or tag");
    expect(r.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("feature-x");
    expect(r.git("branch", "--list", "patchbay/task-local-fix-it")).toBe("");
  });

  it("a run that changed nothing leaves no branch and puts you back on the feature branch", async () => {
    const { r } = await onFeatureBranch();
    const idle = `turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: Nothing to do. } }\n`;
    const done = await run(r, ["--prompt", "Look", "--model", `replay:${await cassette(r, "idle.yml", idle)}`]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("switched back to feature-x");
    expect(r.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("feature-x");
    expect(r.git("branch", "--list", "patchbay/*")).toBe("");
  });

  it("a run that failed after committing keeps its branch and says how to get back", async () => {
    const { r } = await onFeatureBranch();
    const leak = `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/key.js, content: "const t = \\"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\\";\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Done. } }
`;
    const done = await run(r, [
      "--prompt",
      "Leak",
      "--push",
      "--model",
      `replay:${await cassette(r, "leak.yml", leak)}`,
    ]);
    expect(done.code).toBe(1);
    expect(done.stdout).toContain("the push was stopped before anything left this machine");
    expect(r.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("patchbay/task-local-leak");
    expect(done.stdout).toMatch(/^back to where you were: git switch feature-x$/m);
  });
});

describe("the command that goes on", () => {
  /** The printed `patchbay run …` line, as argv for the bin. */
  const argvOf = (line: string) =>
    [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => m[1]?.replace(/'\\''/g, "'") ?? m[2] ?? "").slice(1);

  it("a paused run prints the exact command that approves it, and that command works", async () => {
    const { r } = await onFeatureBranch();
    const file = await cassette(
      r,
      "c.yml",
      `turns:\n  - tool_calls:\n      - { name: execute_command, input: { command: "touch src/made.js" } }\n`,
    );
    const paused = await run(r, ["--prompt", "Make it", "--model", `replay:${file}`]);
    expect(paused.code).toBe(0);
    expect(paused.stdout).toContain("■ awaiting_approval");
    const approve = /^ {2}(patchbay run --approve .*)$/m.exec(paused.stdout)?.[1] ?? "";
    expect(approve).toBe(`patchbay run --approve --model replay:${file}`);
    expect(paused.stdout).toMatch(/^ {2}patchbay run --deny 'why not' --model /m);
    // The same cassette file, now holding what the model says once the run goes on.
    await writeFile(file, `turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: Made. } }\n`);
    const answered = await runCli(argvOf(approve), { cwd: r.work, env: env() });
    expect(answered.code, answered.stderr).toBe(0);
    expect(answered.stdout).toContain("■ completed");
    expect(r.git("show", "--stat", "--format=", "HEAD")).toContain("src/made.js");
  });

  it("a plan prints the local command that carries it out, and that command does", async () => {
    const { r, feature } = await onFeatureBranch();
    const file = await cassette(
      r,
      "plan.yml",
      `turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: "1. Make add() add." } }\n`,
    );
    const plan = await run(r, ["--prompt", "Fix add", "--mode", "plan", "--model", `replay:${file}`]);
    expect(plan.code).toBe(0);
    expect(plan.stdout).not.toContain("@patchbay go");
    const go = /Carry it out with: (patchbay run .*)$/m.exec(plan.stdout)?.[1] ?? "";
    expect(go).toBe(`patchbay run --prompt 'Fix add' --mode go --model replay:${file}`);
    await writeFile(file, FIX);
    const done = await runCli(argvOf(go), { cwd: r.work, env: env() });
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain("continuing the saved session on patchbay/task-local-fix-add");
    expect(done.stdout).toContain("■ completed");
    expect(r.git("rev-parse", "patchbay/task-local-fix-add~1")).toBe(feature);
  });
});

describe("patchbay branches", () => {
  it("lists the work branches with what only they hold; --prune deletes the ones that hold nothing", async () => {
    const { r } = await onFeatureBranch();
    const model = `replay:${await cassette(r, "fix.yml", FIX)}`;
    expect((await run(r, ["--prompt", "Fix add", "--model", model])).code).toBe(0);
    r.git("switch", "-q", "feature-x");
    expect((await run(r, ["--prompt", "Fix add", "--model", model])).code).toBe(0);
    // The second one's work is merged into feature-x: it holds nothing of its own any more.
    r.git("switch", "-q", "feature-x");
    r.git("merge", "-q", "--ff-only", "patchbay/task-local-fix-add-2");
    const list = await runCli(["branches"], { cwd: r.work, env: env() });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ {2}patchbay\/task-local-fix-add +1 commit only here/m);
    expect(list.stdout).toMatch(/^ {2}patchbay\/task-local-fix-add-2 +nothing of its own/m);
    expect(list.stdout).toContain("1 holds nothing of its own: patchbay branches --prune deletes it");
    const pruned = await runCli(["branches", "--prune"], { cwd: r.work, env: env() });
    expect(pruned.stdout).toContain("deleted patchbay/task-local-fix-add-2");
    expect(r.git("branch", "--list", "patchbay/*")).toBe("patchbay/task-local-fix-add");
    expect(r.git("for-each-ref", "refs/patchbay/state/patchbay/task-local-fix-add-2")).toBe("");
  });
});

describe("patchbay run | head", () => {
  it("the run goes on when its reader stops reading: the work is committed and the transcript complete", async () => {
    const { r } = await onFeatureBranch();
    const file = await cassette(
      r,
      "slow.yml",
      `turns:\n  - tool_calls:\n      - { name: execute_command, input: { command: "sleep 1" } }\n${FIX.slice("turns:\n".length)}`,
    );
    const transcript = path.join(r.root, "t.jsonl");
    const child = spawn(
      process.execPath,
      [BIN, "run", "--prompt", "Fix add", "--model", `replay:${file}`, "--transcript", transcript],
      { cwd: r.work, env: { PATH: process.env.PATH ?? "", HOME: r.root }, stdio: ["ignore", "pipe", "inherit"] },
    );
    // Like `head -1`: read the first line, then close the pipe.
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(code).toBe(0);
    const end = (await readFile(transcript, "utf8")).trim().split("\n").at(-1) ?? "{}";
    expect(JSON.parse(end)).toMatchObject({ type: "end", outcome: "completed" });
    expect(r.git("show", "patchbay/task-local-fix-add:src/math.js")).toContain("return a + b;");
  });
});
