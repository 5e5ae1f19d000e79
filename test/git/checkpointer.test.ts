import { chmodSync, existsSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { cleanup, fixture, git, gitConfig, write } from "./helpers.js";

afterEach(cleanup);

function setup(over: Record<string, unknown> = {}, files?: Record<string, string>) {
  const fx = fixture(files);
  const warnings: string[] = [];
  const make = (dirty: string[] = []) =>
    new GitCheckpointer({
      runner: fx.runner,
      runId: "42",
      runUrl: "https://github.com/o/r/actions/runs/42",
      requester: { name: "Ada", email: "ada@example.com" },
      config: gitConfig(over),
      log: { info: () => {}, warning: (m) => warnings.push(m) },
      dirtyAtStart: dirty,
      now: () => 1_700_000_000,
    });
  return { ...fx, make, warnings };
}

describe("GitCheckpointer, known paths", () => {
  it("commits just the written paths with the message and trailers", async () => {
    const { work, make } = setup();
    const cp = make();
    write(work, "src/a.txt", "changed\n");
    write(work, "src/new.txt", "new\n");
    write(work, "untouched.txt", "not reported by the tool\n");
    const c = await cp.afterTool({
      step: 3,
      tool: "write_to_file",
      summary: "edit a",
      paths: ["src/a.txt", "src/new.txt"],
    });
    expect(c).not.toBeNull();
    expect(c?.files.sort()).toEqual(["src/a.txt", "src/new.txt"]);
    expect(git(work, "rev-parse", "HEAD")).toBe(c?.sha);
    const msg = git(work, "log", "-1", "--format=%B");
    expect(msg).toBe(
      "write_to_file: edit a\n\nPatchbay-Run: https://github.com/o/r/actions/runs/42\nPatchbay-Step: 3\nPatchbay-Tool: write_to_file\nCo-authored-by: Ada <ada@example.com>",
    );
    expect(git(work, "log", "-1", "--format=%an <%ae>")).toBe(
      "github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>",
    );
    // The index follows: committed files are clean, the unreported one is still untracked.
    // The index is brought up to date when something may read it (a command, the end of the run).
    await cp.beforeTool("exec");
    expect(git(work, "status", "--porcelain")).toBe("?? untouched.txt");
    expect(git(work, "show", "HEAD:src/a.txt")).toBe("changed");
  });

  it("redacts secrets from the message and leaves out paths behind a symlinked directory", async () => {
    const fx = fixture();
    const redactor = new Redactor();
    redactor.add("ghp_supersecret");
    const cp = new GitCheckpointer({ runner: fx.runner, runId: "1", runUrl: "u", config: gitConfig(), redactor });
    write(fx.work, "real/x.txt", "x\n");
    symlinkSync("real", path.join(fx.work, "alias"));
    const c = await cp.afterTool({
      step: 1,
      tool: "execute_command",
      summary: "curl -H 'token: ghp_supersecret'",
      paths: ["real/x.txt", "alias/x.txt", "alias"],
    });
    expect(c?.files.sort()).toEqual(["alias", "real/x.txt"]);
    expect(git(fx.work, "log", "-1", "--format=%B")).not.toContain("ghp_supersecret");
    expect(c?.subject).toBe("execute_command: curl -H 'token: ***'");
  });

  it("returns null when the content did not change", async () => {
    const { make } = setup();
    const cp = make();
    expect(await cp.afterTool({ step: 1, tool: "write_to_file", summary: "same", paths: ["src/a.txt"] })).toBeNull();
    expect(cp.list()).toEqual([]);
  });

  it("handles deletion, mode change, symlink, binary, a directory and a .gitignored file", async () => {
    const { work, make } = setup({}, { ".gitignore": "*.log\n", "del.txt": "x\n", "run.sh": "echo\n", "dir/a": "1\n" });
    const cp = make();
    unlinkSync(path.join(work, "del.txt"));
    chmodSync(path.join(work, "run.sh"), 0o755);
    symlinkSync("run.sh", path.join(work, "link"));
    const bin = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]);
    write(work, "img.bin", bin);
    write(work, "debug.log", "ignored\n");
    write(work, "made/x.txt", "x\n");
    rmSync(path.join(work, "dir"), { recursive: true });
    const c = await cp.afterTool({
      step: 1,
      tool: "mcp__fs__edit",
      summary: "many",
      paths: ["del.txt", "run.sh", "link", "img.bin", "debug.log", "made", "dir"],
    });
    expect(c?.files.sort()).toEqual(["del.txt", "dir/a", "img.bin", "link", "made/x.txt", "run.sh"]);
    const tree = git(work, "ls-tree", "-r", "HEAD");
    expect(tree).toMatch(/100755 blob \w+\trun\.sh/);
    expect(tree).toMatch(/120000 blob \w+\tlink/);
    expect(tree).not.toMatch(/del\.txt|debug\.log|dir\/a/);
    git(work, "cat-file", "-e", "HEAD:img.bin");
    const blob = git(work, "rev-parse", "HEAD:img.bin");
    expect(git(work, "hash-object", "img.bin")).toBe(blob);
    // The index is brought up to date when something may read it (a command, the end of the run).
    await cp.beforeTool("exec");
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("never stages paths that were dirty before the run", async () => {
    const { work, runner, make, warnings } = setup();
    write(work, "README.md", "my own edit\n");
    write(work, "notes.txt", "my own file\n");
    const prepared = await prepareBranch(runner, "patchbay/issue-1", "main");
    expect(prepared.dirtyAtStart.sort()).toEqual(["README.md", "notes.txt"]);
    const cp = make(prepared.dirtyAtStart);
    write(work, "src/a.txt", "agent\n");
    write(work, "README.md", "agent also wrote here\n");
    const c = await cp.afterTool({ step: 1, tool: "write_to_file", summary: "x", paths: ["src/a.txt", "README.md"] });
    expect(c?.files).toEqual(["src/a.txt"]);
    expect(warnings.join("\n")).toMatch(/README\.md.*uncommitted changes before the run/);
    const d = await cp.afterTool({ step: 2, tool: "execute_command", summary: "npm test" });
    expect(d).toBeNull();
    expect(git(work, "show", "HEAD:README.md")).toBe("# demo");
    expect(readFileSync(path.join(work, "notes.txt"), "utf8")).toBe("my own file\n");
  });

  it("does not run repository hooks", async () => {
    const { work, make } = setup();
    write(work, ".git/hooks/pre-commit", '#!/bin/sh\ntouch "$GIT_DIR/../HOOK_RAN"\nexit 1\n');
    write(work, ".git/hooks/post-commit", '#!/bin/sh\ntouch "$GIT_DIR/../HOOK_RAN"\n');
    write(work, ".git/hooks/reference-transaction", "#!/bin/sh\ntouch HOOK_RAN\n");
    for (const h of ["pre-commit", "post-commit", "reference-transaction"])
      chmodSync(path.join(work, ".git/hooks", h), 0o755);
    const cp = make();
    write(work, "src/a.txt", "hooked\n");
    expect(await cp.afterTool({ step: 1, tool: "write_to_file", summary: "x", paths: ["src/a.txt"] })).not.toBeNull();
    expect(await cp.afterTool({ step: 2, tool: "execute_command", summary: "x" })).toBeNull();
    expect(existsSync(path.join(work, "HOOK_RAN"))).toBe(false);
  });
});

describe("GitCheckpointer, HEAD moved by the agent", () => {
  it("builds the next checkpoint on the agent's own commit", async () => {
    const { work, make } = setup();
    const cp = make();
    write(work, "a.txt", "1\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] });
    write(work, "own.txt", "agent commit\n");
    git(work, "add", "own.txt");
    git(work, "commit", "-q", "-m", "agent ran git commit");
    const own = git(work, "rev-parse", "HEAD");
    write(work, "a.txt", "2\n");
    const c = await cp.afterTool({ step: 2, tool: "write_to_file", summary: "a again", paths: ["a.txt"] });
    expect(git(work, "rev-parse", `${c?.sha}^`)).toBe(own);
    expect(git(work, "show", "HEAD:own.txt")).toBe("agent commit");
    // The index is brought up to date when something may read it (a command, the end of the run).
    await cp.beforeTool("exec");
    expect(git(work, "status", "--porcelain")).toBe("");
  });
});

describe("GitCheckpointer, detected changes", () => {
  it("commits deletions, renames, new untracked files and modes; skips ignored files and nested repos", async () => {
    const { work, make } = setup({}, { ".gitignore": "out/\n", "old.txt": "o\n", "gone.txt": "g\n", "x.sh": "x\n" });
    const cp = make();
    renameSync(path.join(work, "old.txt"), path.join(work, "new.txt"));
    unlinkSync(path.join(work, "gone.txt"));
    chmodSync(path.join(work, "x.sh"), 0o755);
    write(work, "deep/er/file.txt", "f\n");
    write(work, "out/build.js", "ignored\n");
    write(work, "nested/inner.txt", "in\n");
    git(path.join(work, "nested"), "init", "-q");
    const c = await cp.afterTool({ step: 1, tool: "execute_command", summary: "mv and build" });
    expect(c?.files.sort()).toEqual(["deep/er/file.txt", "gone.txt", "new.txt", "old.txt", "x.sh"]);
    const tree = git(work, "ls-tree", "-r", "--name-only", "HEAD").split("\n");
    expect(tree).toContain("new.txt");
    expect(tree).not.toContain("old.txt");
    expect(tree.some((p) => p.startsWith("nested") || p.startsWith("out/"))).toBe(false);
    // The index is brought up to date when something may read it (a command, the end of the run).
    await cp.beforeTool("exec");
    expect(git(work, "status", "--porcelain")).toBe("?? nested/");
  });

  it("leaves a submodule's insides alone", async () => {
    const sub = fixture({ "lib.txt": "lib\n" });
    const { work, make } = setup();
    git(work, "-c", "protocol.file.allow=always", "submodule", "add", "-q", sub.remoteUrl, "vendor/lib");
    git(work, "commit", "-q", "-m", "add submodule");
    const cp = make();
    write(work, "vendor/lib/lib.txt", "changed inside\n");
    write(work, "src/a.txt", "outside\n");
    const c = await cp.afterTool({ step: 1, tool: "execute_command", summary: "x" });
    expect(c?.files).toEqual(["src/a.txt"]);
    const d = await cp.afterTool({ step: 2, tool: "write_to_file", summary: "x", paths: ["vendor/lib/lib.txt"] });
    expect(d).toBeNull();
  });
});

describe("GitCheckpointer, modes and squash", () => {
  it("turn mode commits once per turn; end mode once at finish", async () => {
    const t = setup({ checkpoints: "turn" });
    const cp = t.make();
    write(t.work, "a.txt", "1\n");
    expect(await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] })).toBeNull();
    write(t.work, "b.txt", "2\n");
    expect(await cp.afterTool({ step: 2, tool: "execute_command", summary: "b" })).toBeNull();
    const c = await cp.afterTurn(1);
    expect(c?.files.sort()).toEqual(["a.txt", "b.txt"]);
    expect(c?.step).toBe(2);
    expect(git(t.work, "log", "-1", "--format=%s")).toBe("write_to_file, execute_command: a; b");

    const e = setup({ checkpoints: "end" });
    const ce = e.make();
    write(e.work, "a.txt", "1\n");
    await ce.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] });
    expect(await ce.afterTurn(1)).toBeNull();
    const done = await ce.finish(false);
    expect(done).toHaveLength(1);
    expect(git(e.work, "rev-list", "--count", "HEAD")).toBe("2");
  });

  it("squash keeps one commit on the branch and the checkpoints at refs/patchbay/runs/<id>", async () => {
    const { work, runner, make } = setup({ squash: true });
    await prepareBranch(runner, "patchbay/issue-7", "main");
    const base = git(work, "rev-parse", "HEAD");
    const cp = make();
    for (let i = 1; i <= 3; i++) {
      write(work, `f${i}.txt`, `${i}\n`);
      await cp.afterTool({ step: i, tool: "write_to_file", summary: `f${i}`, paths: [`f${i}.txt`] });
    }
    const fine = git(work, "rev-parse", "HEAD");
    const result = await cp.finish(true);
    expect(result).toHaveLength(1);
    expect(git(work, "rev-parse", "HEAD^")).toBe(base);
    expect(git(work, "rev-parse", "refs/patchbay/runs/42")).toBe(fine);
    expect(git(work, "rev-parse", "HEAD^{tree}")).toBe(git(work, "rev-parse", `${fine}^{tree}`));
    expect(cp.list()).toHaveLength(3);
    expect(git(work, "status", "--porcelain")).toBe("");
    expect(git(work, "for-each-ref", "refs/patchbay/scratch")).toBe("");
  });
});
