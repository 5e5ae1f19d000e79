/**
 * `patchbay run --mode plan` and `--output-schema FILE` end to end, in process:
 * a real repository with a bare origin, the replay model, the real tools.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

const FILES = {
  "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
  ".github/patchbay.yml": "approval:\n  default: allow\n",
};

let repo: TestRepo;

const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR });

async function file(r: TestRepo, name: string, text: string): Promise<string> {
  const at = path.join(r.root, name);
  await writeFile(at, text);
  return at;
}

describe("patchbay run --mode plan", () => {
  it("plans without writing: a write is denied and said plainly, no branch is made", async () => {
    repo = await testRepo(FILES);
    const cassette = await file(
      repo,
      "plan.yml",
      `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/math.js, content: "x" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: "Change add() in src/math.js to a + b." } }
`,
    );
    const run = await runCli(
      ["run", "--prompt", "Fix add()", "--mode", "plan", "--repo", repo.work, "--model", `replay:${cassette}`],
      { cwd: repo.root, env: env() },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Denied by built-in: plan mode: write_to_file writes files (src/math.js)");
    expect(run.stdout).toContain("Change add() in src/math.js to a + b.");
    expect(await readFile(path.join(repo.work, "src/math.js"), "utf8")).toContain("a - b");
    expect(repo.git("branch", "--list")).toBe("* main");
  });

  it("refuses an unknown --mode", async () => {
    repo = await testRepo(FILES);
    const run = await runCli(["run", "--prompt", "x", "--mode", "dream", "--repo", repo.work], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--mode must be edit, plan or go, got "dream"');
  });
});

describe("patchbay run --output-schema", () => {
  it("checks the completion against the schema file and exits 1 when it stays invalid", async () => {
    repo = await testRepo(FILES);
    const schema = await file(repo, "schema.json", '{"type":"object","required":["ok"]}');
    const good = await file(
      repo,
      "good.yml",
      "turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: '{\"ok\": true}' } }\n",
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const ok = await runCli(
      [
        "run",
        "--prompt",
        "x",
        "--output-schema",
        schema,
        "--repo",
        repo.work,
        "--model",
        `replay:${good}`,
        "--transcript",
        transcript,
      ],
      { cwd: repo.root, env: env() },
    );
    expect(ok.code, ok.stderr).toBe(0);
    const end = JSON.parse((await readFile(transcript, "utf8")).trim().split("\n").at(-1) ?? "{}");
    expect(end).toMatchObject({ type: "end", result_json: { ok: true } });

    // The first run left its work branch checked out; a second local run starts from main again.
    repo.git("checkout", "-q", "main");
    const bad = await file(
      repo,
      "bad.yml",
      "turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: nope } }\n  - tool_calls:\n      - { name: attempt_completion, input: { result: '[]' } }\n",
    );
    const failed = await runCli(
      ["run", "--prompt", "x", "--output-schema", schema, "--repo", repo.work, "--model", `replay:${bad}`],
      { cwd: repo.root, env: env() },
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain("invalid_output");
  });

  it("a schema file that is not a JSON Schema is a config error, and nothing runs", async () => {
    repo = await testRepo(FILES);
    const schema = await file(repo, "schema.json", '{"type":"objekt"}');
    // A good cassette, so the schema is the only thing wrong.
    const cassette = await file(
      repo,
      "c.yml",
      "turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: x } }\n",
    );
    const head = repo.git("rev-parse", "HEAD");
    const run = await runCli(
      ["run", "--prompt", "x", "--output-schema", schema, "--repo", repo.work, "--model", `replay:${cassette}`],
      { cwd: repo.root, env: env() },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Configuration error:");
    expect(run.stderr).toContain("not a valid JSON Schema: /type");
    expect(run.stdout).not.toContain("▶");
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
  });
});
