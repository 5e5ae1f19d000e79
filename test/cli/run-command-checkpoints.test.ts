/**
 * Checkpoints after a command, end to end: `patchbay run` with a replay cassette whose
 * execute_command changes files in every way a command can — inside the sandbox,
 * through its bind mount of the work tree. The command's own checkpoint holds
 * every change (the work-tree watcher saw them all: the end-of-run sweep commits
 * nothing), the ignored build output stays out, and the tree is clean afterwards.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

const FILES = {
  ".gitignore": "build/\n",
  "src/a.txt": "one\n",
  "src/old.txt": "old\n",
  "src/gone.txt": "gone\n",
  "run.sh": "echo hi\n",
  "template/top.txt": "top\n",
  "template/sub/inner.txt": "inner\n",
  ".github/patchbay.yml": `sandbox:
  mode: required
approval:
  default: deny
  rules:
    - allow: [write_to_file]
    - allow: execute_command
      commands: ["sed -i *", "rm *", "mv *", "chmod *", "cp *", "touch *", "git status *"]
`,
};

const exec = (command: string) => ({ tool_calls: [{ name: "execute_command", input: { command } }] });
const CASSETTE = {
  turns: [
    exec(
      [
        "sed -i s/one/two/ src/a.txt",
        "rm src/gone.txt",
        "mv src/old.txt src/renamed.txt",
        "chmod +x run.sh",
        "cp -R template pkg",
        "cp -R template build",
        "touch created.txt",
      ].join(" && "),
    ),
    exec("touch pkg/sub/later.txt"),
    { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] },
  ],
};

let repo: TestRepo;

describe("patchbay run: a command's changes, checkpointed from what the watcher saw", () => {
  it("commits a sandboxed command's creates, edits, deletes, rename, chmod and new nested directory, without the ignored output", async () => {
    repo = await testRepo(FILES);
    const cassette = path.join(repo.root, "commands.json");
    await writeFile(cassette, JSON.stringify(CASSETTE));
    const run = await runCli(["run", "--prompt", "Rework", "--repo", repo.work, "--model", `replay:${cassette}`], {
      cwd: repo.root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR },
    });
    expect(run.code, run.stderr).toBe(0);
    const log = repo.git("log", "--format=%s", "main..HEAD").split("\n");
    // One checkpoint per command, newest first; no end-of-run sweep commit.
    expect(log).toHaveLength(2);
    expect(log.every((s) => s.startsWith("execute_command: "))).toBe(true);
    const files = (rev: string) => repo?.git("diff-tree", "--no-commit-id", "--name-status", "-r", rev).split("\n");
    expect(files("HEAD~1")?.sort()).toEqual(
      [
        "A\tcreated.txt",
        "A\tpkg/sub/inner.txt",
        "A\tpkg/top.txt",
        "A\tsrc/renamed.txt",
        "D\tsrc/gone.txt",
        "D\tsrc/old.txt",
        "M\trun.sh",
        "M\tsrc/a.txt",
      ].sort(),
    );
    expect(files("HEAD")).toEqual(["A\tpkg/sub/later.txt"]);
    expect(repo.git("ls-tree", "HEAD", "run.sh").split(" ")[0]).toBe("100755");
    expect(repo.git("show", "HEAD:src/a.txt")).toBe("two");
    expect(repo.git("ls-tree", "-r", "--name-only", "HEAD")).not.toContain("build/");
    expect(repo.git("status", "--porcelain")).toBe("");
    expect(await readFile(path.join(repo.work, "build/sub/inner.txt"), "utf8")).toBe("inner\n");
    // The commands ran in the sandbox (mode: required), writing through its bind mount.
    expect(run.stdout).toContain("[sandbox] sandbox:");
  });

  it("a git command after commands that skipped the index sync sees a clean index and work tree", async () => {
    repo = await testRepo(FILES);
    const cassette = path.join(repo.root, "git-after-sed.json");
    await writeFile(
      cassette,
      JSON.stringify({
        turns: [
          exec("sed -i s/one/two/ src/a.txt"),
          exec("sed -i s/two/three/ src/a.txt"),
          exec("git status --porcelain --untracked-files=no"),
          { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] },
        ],
      }),
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCli(
      ["run", "--prompt", "Edit", "--repo", repo.work, "--model", `replay:${cassette}`, "--transcript", transcript],
      { cwd: repo.root, env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR } },
    );
    expect(run.code, run.stderr).toBe(0);
    const tools = (await readFile(transcript, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === "tool");
    const status = tools[2];
    expect(status?.decision).toBe("allow");
    // Both sed checkpoints are in HEAD and in the index the sandboxed git read: nothing modified, nothing staged.
    expect(status?.output).not.toContain("a.txt");
    expect(repo.git("log", "--format=%s", "main..HEAD").split("\n")).toHaveLength(2);
    expect(repo.git("show", "HEAD:src/a.txt")).toBe("three");
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
