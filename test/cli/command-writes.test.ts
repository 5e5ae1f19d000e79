/**
 * What a command writes is judged like a file tool's write, with the rules a
 * careful user writes: `approval.default: deny` and one edit tool on src/**.
 * The edit tool's change is committed and pushed (it was judged with the call);
 * a command's change is committed when some file tool may write the path,
 * withheld when every one is denied (CI's files), and held for approval when
 * the rules ask (install settings) — "approve" commits it, "deny" leaves it out.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { cassette, env } from "./run-fixtures.js";

const LEAST_PRIVILEGE = `approval:
  default: deny
  rules:
    - allow: [read_file, replace_in_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["sh scripts/tidy.sh"]
`;

const FILES = {
  "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
  ".github/patchbay.yml": LEAST_PRIVILEGE,
  // A "formatter" that also touches what CI trusts and where installs come from.
  "scripts/tidy.sh": [
    "printf '// tidied\\n' >> src/math.js",
    "mkdir -p .github/actions/setup",
    "printf 'runs: { using: node20, main: x.js }\\n' > .github/actions/setup/action.yml",
    "printf 'owner\\n' > CODEOWNERS",
    "printf 'registry=https://registry.example.com/\\n' > .npmrc",
    "",
  ].join("\n"),
};

const FIX_AND_TIDY = `turns:
  - tool_calls:
      - { name: read_file, input: { path: src/math.js } }
  - tool_calls:
      - name: replace_in_file
        input: { path: src/math.js, diff: "------- SEARCH\\n  return a - b;\\n=======\\n  return a + b;\\n+++++++ REPLACE" }
  - tool_calls:
      - { name: execute_command, input: { command: "sh scripts/tidy.sh" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Fixed and tidied. } }
`;

const FINISH = `turns:
  - tool_calls:
      - { name: attempt_completion, input: { result: Done after the answer. } }
`;

let repo: TestRepo;

const BRANCH = "patchbay/task-local-fix-add";

async function firstRun(r: TestRepo) {
  return runCli(
    [
      "run",
      "--prompt",
      "Fix add",
      "--repo",
      r.work,
      "--push",
      "--model",
      `replay:${await cassette(r, "fix.yml", FIX_AND_TIDY)}`,
    ],
    { cwd: r.root, env: env() },
  );
}

describe("a least-privilege config (default deny, one edit tool on src/**)", () => {
  it("pushes the edit and the command's change to src; keeps CI's files out; holds .npmrc for approval", async () => {
    repo = await testRepo(FILES);
    const run = await firstRun(repo);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    // Not failed at the push: the rules' verdict on src/math.js is replace_in_file's allow.
    expect(run.stdout).toContain("■ awaiting_approval");
    expect(run.stdout).toMatch(/Waiting for approval to commit \.npmrc \(built-in: install settings/);
    const pushed = repo.remoteGit("ls-tree", "-r", "--name-only", BRANCH).split("\n");
    expect(pushed).toContain("src/math.js");
    expect(repo.remoteGit("show", `${BRANCH}:src/math.js`)).toContain("return a + b;\n}\n// tidied");
    expect(pushed).not.toContain(".github/actions/setup/action.yml");
    expect(pushed).not.toContain("CODEOWNERS");
    expect(pushed).not.toContain(".npmrc");
    expect(run.stdout).toMatch(
      /\.github\/actions\/setup\/action\.yml changed but is not committed: built-in: protected path/,
    );
    expect(run.stdout).toMatch(/CODEOWNERS changed but is not committed: built-in: protected path/);
    // Withheld is not deleted: the files stay in the working tree for a person to look at.
    expect(await readFile(path.join(repo.work, ".github/actions/setup/action.yml"), "utf8")).toContain("runs:");
  });

  it("--approve commits the held file (also from a fresh checkout of the pushed branch)", async () => {
    repo = await testRepo(FILES);
    expect((await firstRun(repo)).code).toBe(0);
    // As a resumed CI run would: a new clone of what was pushed, without the held file in it.
    const fresh = path.join(repo.root, "fresh");
    repo.git("clone", "-q", "-b", BRANCH, repo.remote, fresh);
    repo.git("-C", fresh, "fetch", "-q", "origin", "+refs/patchbay/*:refs/patchbay/*");
    const model = `replay:${await cassette(repo, "finish.yml", FINISH)}`;
    const run = await runCli(["run", "--approve", "--repo", fresh, "--model", model], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("■ completed");
    expect(repo.git("-C", fresh, "show", "HEAD:.npmrc")).toBe("registry=https://registry.example.com/");
    expect(repo.git("-C", fresh, "log", "-1", "--format=%s")).toMatch(/^approval: \.npmrc \(approved by/);
  });

  it("--deny leaves the held file out and tells the model why", async () => {
    repo = await testRepo(FILES);
    expect((await firstRun(repo)).code).toBe(0);
    const model = `replay:${await cassette(repo, "finish.yml", FINISH)}`;
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCli(
      ["run", "--deny", "no registry changes", "--repo", repo.work, "--model", model, "--transcript", transcript],
      { cwd: repo.root, env: env() },
    );
    expect(run.stdout).toContain("■ completed");
    expect(repo.git("ls-tree", "-r", "--name-only", "HEAD")).not.toContain(".npmrc");
    expect(await readFile(transcript, "utf8")).toContain("were not approved: no registry changes");
  });
});
