/**
 * `patchbay run` end to end, in process: a real repository with a bare origin,
 * the replay model, the real tools, policy and git checkpoints.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { cassette, env, FILES } from "./run-fixtures.js";

const FIX = `turns:
  - text: Reading the failing test.
    tool_calls:
      - { name: read_file, input: { path: test/math.test.js } }
  - tool_calls:
      - name: replace_in_file
        input: { path: src/math.js, diff: "------- SEARCH\\n  return a - b;\\n=======\\n  return a + b;\\n+++++++ REPLACE" }
  - tool_calls:
      - { name: execute_command, input: { command: "node --test test/" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Fixed add(). } }
`;

const lineSchema = z.looseObject({ type: z.string() });

let repo: TestRepo;

describe("patchbay run --prompt", () => {
  it("fixes the code, runs the tests, checkpoints the change and writes a transcript of every step", async () => {
    repo = await testRepo(FILES);
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Fix the failing test",
        "--repo",
        repo.work,
        "--model",
        `replay:${await cassette(repo, "fix.yml", FIX)}`,
        "--transcript",
        transcript,
        "--push",
      ],
      { cwd: repo.root, env: env() },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("■ completed");
    // the fix is in the working tree, on the work branch, and pushed
    expect(await readFile(path.join(repo.work, "src/math.js"), "utf8")).toContain("return a + b;");
    const branch = repo.git("rev-parse", "--abbrev-ref", "HEAD");
    expect(branch).toBe("patchbay/task-local-fix-the-failing-test");
    expect(repo.remoteGit("log", "-1", "--format=%s", branch)).toBe("replace_in_file: src/math.js (1 block)");
    expect(repo.remoteGit("log", "-1", "--format=%(trailers:key=Patchbay-Tool,valueonly)", branch)).toBe(
      "replace_in_file",
    );
    const events = (await readFile(transcript, "utf8"))
      .trim()
      .split("\n")
      .map((l) => lineSchema.parse(JSON.parse(l)));
    const tools = events.filter((e) => e.type === "tool");
    expect(tools.map((e) => [e.name, e.decision, e.ok])).toEqual([
      ["read_file", "allow", true],
      ["replace_in_file", "allow", true],
      ["execute_command", "allow", true],
      ["attempt_completion", "allow", true],
    ]);
    expect(tools[1]?.checkpoint).toMatch(/^[0-9a-f]{40}$/);
    expect(events.at(-1)).toMatchObject({ type: "end", outcome: "completed", turns: 4 });
  });

  it("--dry-run keeps the commits local: nothing reaches the remote", async () => {
    repo = await testRepo(FILES);
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Fix it",
        "--repo",
        repo.work,
        "--dry-run",
        "--model",
        `replay:${await cassette(repo, "fix.yml", FIX)}`,
      ],
      { cwd: repo.root, env: env() },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("dry run: patchbay/task-local-fix-it was not pushed");
    expect(repo.git("log", "-1", "--format=%s")).toBe("replace_in_file: src/math.js (1 block)");
    expect(repo.remoteGit("branch", "--list")).not.toContain("patchbay/");
  });

  it("stops as awaiting approval when a rule asks, with the pending call and the rule to add", async () => {
    repo = await testRepo(FILES);
    const asks = `turns:
  - tool_calls:
      - { name: execute_command, input: { command: "rm -rf build" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: never reached } }
`;
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Clean up",
        "--repo",
        repo.work,
        "--model",
        `replay:${await cassette(repo, "ask.yml", asks)}`,
      ],
      { cwd: repo.root, env: env() },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("■ awaiting_approval");
    expect(run.stdout).toContain("pending call: execute_command rm -rf build");
    expect(run.stdout).toMatch(/allow: execute_command\s+commands:\s*\[?\s*"?rm -rf build/);
  });

  it("a person at a terminal answers the ask: no → the model reads the refusal and goes on", async () => {
    repo = await testRepo(FILES);
    const asks = `turns:
  - tool_calls:
      - { name: execute_command, input: { command: "rm -rf build" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Left the build dir alone. } }
`;
    const questions: string[] = [];
    let stdout = "";
    const { main } = await import("../../src/cli/main.js");
    const code = await main(
      [
        "run",
        "--prompt",
        "Clean up",
        "--repo",
        repo.work,
        "--model",
        `replay:${await cassette(repo, "ask.yml", asks)}`,
      ],
      {
        stdout: (t) => {
          stdout += t;
        },
        stderr: (t) => {
          stdout += t;
        },
        env: env(),
        cwd: repo.root,
        isTTY: true,
        prompt: async (q) => {
          questions.push(q);
          return "n";
        },
      },
    );
    expect(code).toBe(0);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toContain("rm -rf build");
    expect(stdout).toContain("declined this execute_command call");
    expect(stdout).toContain("■ no_changes");
    expect(stdout).toContain("Left the build dir alone.");
    expect(stdout).toContain("nothing was committed");
    // the empty work branch is gone and the checkout is back where it was
    expect(stdout).toContain("removed the empty work branch patchbay/task-local-clean-up and switched back to main");
    expect(repo.git("branch", "--list")).not.toContain("patchbay/");
    expect(repo.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("main");
    expect(repo.remoteGit("branch", "--list")).not.toContain("patchbay/");
  });

  it("edits three files, a command creates one and deletes another: four readable commits on the remote", async () => {
    repo = await testRepo({ ...FILES, "docs/old.md": "old\n" });
    const many = `turns:
  - tool_calls:
      - name: replace_in_file
        input: { path: src/math.js, diff: "------- SEARCH\\n  return a - b;\\n=======\\n  return a + b;\\n+++++++ REPLACE" }
      - { name: write_to_file, input: { path: docs/add.md, content: "add() adds.\\n" } }
      - { name: write_to_file, input: { path: test/more.test.js, content: "import { test } from 'node:test';\\ntest('more', () => {});\\n" } }
  - tool_calls:
      - { name: execute_command, input: { command: "node --test test/ > docs/report.txt; rm docs/old.md" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Done. } }
`;
    await repo.write(
      ".github/patchbay.yml",
      `${FILES[".github/patchbay.yml"]}    - allow: execute_command\n      commands: ["node --test test/ > docs/report.txt"]\n      allow_redirects: true\n    - allow: execute_command\n      commands: ["rm docs/old.md"]\n`,
    );
    repo.git("commit", "-qam", "rules");
    repo.git("push", "-q", "origin", "main");
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Three files",
        "--repo",
        repo.work,
        "--model",
        `replay:${await cassette(repo, "m.yml", many)}`,
        "--push",
      ],
      {
        cwd: repo.root,
        env: env(),
      },
    );
    expect(run.stdout).toContain("■ completed");
    const branch = "patchbay/task-local-three-files";
    const log = repo
      .remoteGit(
        "log",
        "--reverse",
        "--format=%s|%(trailers:key=Patchbay-Step,valueonly,separator=)",
        `main..${branch}`,
      )
      .split("\n")
      .filter(Boolean);
    expect(log).toEqual([
      "replace_in_file: src/math.js (1 block)|1",
      "write_to_file: docs/add.md (created)|2",
      "write_to_file: test/more.test.js (created)|3",
      expect.stringMatching(/^execute_command: .*\|4$/),
    ]);
    const last = repo.remoteGit("show", "--name-status", "--format=", branch);
    expect(last).toContain("A\tdocs/report.txt");
    expect(last).toContain("D\tdocs/old.md");
  });
});

describe("what a command writes is judged like a file write", () => {
  it("a workflow file a command creates is never committed; its other changes are", async () => {
    repo = await testRepo({
      ...FILES,
      ".github/patchbay.yml": `approval:
  rules:
    - allow: execute_command
      commands: ["sh scripts/gen.sh"]
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**"]
`,
      "scripts/gen.sh":
        "mkdir -p .github/workflows src\necho 'on: push' > .github/workflows/evil.yml\necho ok > src/generated.txt\n",
    });
    const gen = `turns:
  - tool_calls:
      - { name: execute_command, input: { command: "sh scripts/gen.sh" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: generated } }
`;
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Generate",
        "--repo",
        repo.work,
        "--dry-run",
        "--model",
        `replay:${await cassette(repo, "g.yml", gen)}`,
      ],
      {
        cwd: repo.root,
        env: env(),
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\.github\/workflows\/evil\.yml changed but is not committed: built-in/);
    const files = repo.git("show", "--name-only", "--format=", "HEAD").split("\n");
    expect(files).toEqual(["src/generated.txt"]);
    expect(repo.git("status", "--porcelain")).toContain(".github/");
  });
});
