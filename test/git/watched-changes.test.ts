/**
 * Checkpoints after a command (docs/decisions/0011-one-git-writer-per-run.md), through the real checkpointer on real
 * repositories: the paths a work-tree watcher saw change stand in for a full
 * `git status`, and every case where the watcher cannot be trusted still commits
 * everything — by git status then, or at the latest at the end of the run.
 */
import { chmodSync, linkSync, mkdirSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import type { GitRunner } from "../../src/git/runner.js";
import { cleanup, fixture, git, gitConfig, tempDir, write } from "./helpers.js";

afterEach(cleanup);

const FILES = {
  ".gitignore": "build/\n",
  "README.md": "# demo\n",
  "src/a.txt": "a\n",
  "src/old.txt": "old\n",
  "src/gone.txt": "gone\n",
  "run.sh": "echo hi\n",
  "lib/deep/x.txt": "x\n",
};

function setup(opts: { files?: Record<string, string>; watch?: { maxWatches?: number; maxEvents?: number } } = {}) {
  const fx = fixture(opts.files ?? FILES);
  const gitCalls: string[][] = [];
  // The real runner; the test only notes which git commands the checkpointer ran.
  const runner: GitRunner = {
    ...fx.runner,
    exec: (args, o) => {
      gitCalls.push(args);
      return fx.runner.exec(args, o);
    },
  };
  const notes: string[] = [];
  const cp = new GitCheckpointer({
    runner,
    runId: "17",
    runUrl: "https://github.com/o/r/actions/runs/17",
    config: gitConfig(),
    log: { info: (m) => notes.push(m), warning: (m) => notes.push(m) },
    watch: opts.watch,
  });
  let step = 0;
  /** What the loop does around an execute_command: beforeTool, the command, afterTool. */
  const command = async (fn: () => void) => {
    await cp.beforeTool("exec");
    fn();
    return cp.afterTool({ step: ++step, tool: "execute_command", summary: `command ${step}` });
  };
  const statuses = () => gitCalls.filter((a) => a.includes("status")).length;
  const tree = () => git(fx.work, "ls-tree", "-r", "--name-only", "HEAD").split("\n");
  return { ...fx, cp, command, statuses, notes, tree };
}

describe("checkpoints after a command, from the paths the watcher saw", () => {
  it("commits what the command created, edited, deleted, renamed, made executable and made in new nested directories; runs no git status", async () => {
    const { work, command, statuses, tree, cp } = setup();
    const c = await command(() => {
      write(work, "src/a.txt", "edited\n");
      write(work, "new.txt", "new\n");
      unlinkSync(path.join(work, "src/gone.txt"));
      renameSync(path.join(work, "src/old.txt"), path.join(work, "src/renamed.txt"));
      chmodSync(path.join(work, "run.sh"), 0o755);
      // A directory tree made in one go, faster than any watch on it could be added.
      write(work, "pkg/one/two/three.txt", "3\n");
      write(work, "pkg/one/top.txt", "top\n");
      write(work, "lib/deep/er/y.txt", "y\n");
      write(work, "build/out.js", "ignored\n");
    });
    expect(c?.files.sort()).toEqual([
      "lib/deep/er/y.txt",
      "new.txt",
      "pkg/one/top.txt",
      "pkg/one/two/three.txt",
      "run.sh",
      "src/a.txt",
      "src/gone.txt",
      "src/old.txt",
      "src/renamed.txt",
    ]);
    expect(statuses()).toBe(0);
    expect(git(work, "ls-tree", "HEAD", "run.sh").split(" ")[0]).toBe("100755");
    expect(tree()).not.toContain("build/out.js");
    // The new directories are watched too: the next command's change inside one is seen.
    const d = await command(() => write(work, "pkg/one/two/more.txt", "more\n"));
    expect(d?.files).toEqual(["pkg/one/two/more.txt"]);
    expect(statuses()).toBe(0);
    await cp.finish(true);
    expect(git(work, "status", "--porcelain", "--ignored")).toBe("!! build/");
  });

  it("file names a command chose to read as fast-import commands inject nothing: odd names are committed, names with a newline stay in the work tree with a note", async () => {
    const { work, command, cp, notes } = setup();
    const odd = ['"quoted.txt', "back\\slash.txt", "tab\tname.txt", "D README.md"];
    const newline = ["x\nD README.md", "y\n\nM 100644 inline run.sh"];
    const c = await command(() => {
      for (const name of [...odd, ...newline]) write(work, name, "planted\n");
    });
    expect(c?.files.sort()).toEqual([...odd].sort());
    await cp.finish(true);
    const committed = git(work, "ls-tree", "-r", "-z", "--name-only", "HEAD").split("\0").filter(Boolean);
    expect(committed.sort()).toEqual([...odd, ...Object.keys(FILES)].sort());
    expect(git(work, "show", "HEAD:README.md")).toBe("# demo");
    expect(git(work, "show", "HEAD:run.sh")).toBe("echo hi");
    for (const name of newline) expect(notes.join("\n")).toContain(JSON.stringify(name));
    // Nothing lost: what could not be committed is still there, untracked; everything else is clean.
    expect(git(work, "status", "--porcelain", "-z").split("\0").filter(Boolean).sort()).toEqual(
      newline.map((n) => `?? ${n}`).sort(),
    );
  });

  it("a command that changes nothing makes no checkpoint", async () => {
    const { work, command, statuses } = setup();
    const c = await command(() => write(work, "src/a.txt", "a\n")); // same bytes
    expect(c).toBeNull();
    expect(statuses()).toBe(0);
  });

  it("a directory moved by the command: git status finds the move, and the moved directory stays watched", async () => {
    const { work, command, statuses, notes, tree } = setup();
    const c = await command(() => renameSync(path.join(work, "lib"), path.join(work, "vendor")));
    expect(c?.files.sort()).toEqual(["lib/deep/x.txt", "vendor/deep/x.txt"]);
    expect(statuses()).toBe(1);
    expect(notes.join("\n")).toContain("directory lib was moved, replaced or deleted");
    const d = await command(() => write(work, "vendor/deep/z.txt", "z\n"));
    expect(d?.files).toEqual(["vendor/deep/z.txt"]);
    expect(statuses()).toBe(1);
    expect(tree()).toContain("vendor/deep/z.txt");
  });

  it("a .gitignore change that un-ignores a directory: git status finds the files in it the watcher never watched", async () => {
    const { work, command, tree } = setup();
    write(work, "build/kept.js", "from before\n");
    await command(() => write(work, "src/a.txt", "first command\n")); // the watcher is up, build/ unwatched
    const c = await command(() => {
      write(work, ".gitignore", "");
      write(work, "build/new.js", "new\n");
    });
    expect(c?.files.sort()).toEqual([".gitignore", "build/kept.js", "build/new.js"]);
    expect(tree()).toContain("build/new.js");
  });

  it("the agent's git reset --soft between commands: git status finds what the reset left in the work tree", async () => {
    const { work, command, statuses } = setup();
    const first = await command(() => write(work, "src/a.txt", "committed by a checkpoint\n"));
    await command(() => git(work, "reset", "-q", "--soft", "HEAD~1"));
    // The reset changed no file, so no watcher saw anything; HEAD moved, so git is asked.
    expect(statuses()).toBe(1);
    expect(git(work, "rev-parse", "HEAD^")).toBe(git(work, "rev-parse", `${first?.sha}^`));
    expect(git(work, "show", "HEAD:src/a.txt")).toBe("committed by a checkpoint");
  });

  it("a change no watcher can see (written through a hard link from outside) is committed at the end of the run", async () => {
    const { work, command, cp } = setup();
    const outside = path.join(tempDir("pb-outside-"), "alias.txt");
    linkSync(path.join(work, "src/a.txt"), outside);
    const c = await command(() => {
      writeFileSync(outside, "through the hard link\n");
      write(work, "seen.txt", "seen\n");
    });
    expect(c?.files).toEqual(["seen.txt"]);
    const all = await cp.finish(false);
    const last = all[all.length - 1];
    expect(last?.files).toEqual(["src/a.txt"]);
    expect(last?.subject).toBe("patchbay: changes made by commands that no checkpoint saw");
    expect(git(work, "show", "HEAD:src/a.txt")).toBe("through the hard link");
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("more events than the kernel's queue safely holds: git status, and nothing lost", async () => {
    const { work, command, statuses, notes } = setup({ watch: { maxEvents: 20 } });
    const c = await command(() => {
      for (let i = 0; i < 50; i++) write(work, `src/f${i}.txt`, `${i}\n`);
    });
    expect(c?.files).toHaveLength(50);
    expect(statuses()).toBe(1);
    expect(notes.join("\n")).toContain("more than 20 file events at once");
    // A new watcher takes over for the next command.
    const d = await command(() => write(work, "src/f0.txt", "again\n"));
    expect(d?.files).toEqual(["src/f0.txt"]);
    expect(statuses()).toBe(1);
  });

  it("more directories than it may watch: every checkpoint asks git status, with one note why", async () => {
    const { work, command, statuses, notes } = setup({ watch: { maxWatches: 2 } });
    const c = await command(() => write(work, "lib/deep/x.txt", "changed\n"));
    const d = await command(() => write(work, "src/a.txt", "changed\n"));
    expect([c?.files, d?.files]).toEqual([["lib/deep/x.txt"], ["src/a.txt"]]);
    expect(statuses()).toBe(2);
    expect(notes.filter((n) => n.includes("more than 2 directories to watch"))).toHaveLength(1);
  });

  it("a deleted directory and a symlink to a directory: the deletion is committed, the link stored as a link", async () => {
    const { work, command, tree } = setup();
    await command(() => write(work, "src/a.txt", "watcher up\n"));
    const c = await command(() => {
      rmSync(path.join(work, "lib"), { recursive: true });
      mkdirSync(path.join(work, "real"));
      write(work, "real/r.txt", "r\n");
      symlinkSync("real", path.join(work, "alias"));
    });
    expect(c?.files.sort()).toEqual(["alias", "lib/deep/x.txt", "real/r.txt"]);
    expect(git(work, "ls-tree", "HEAD", "alias").split(" ")[0]).toBe("120000");
    expect(tree()).not.toContain("lib/deep/x.txt");
  });

  it("a run with no command watches nothing and asks git status nothing, even at the end", async () => {
    const { work, cp, statuses } = setup();
    write(work, "src/a.txt", "by a file tool\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["src/a.txt"] });
    await cp.finish(true);
    expect(statuses()).toBe(0);
  });
});

describe("processes that rename files in a loop, left running by a command", () => {
  it("the checkpoint ends (coalesced, or by one git status past the event cap) and commits what the command made", async () => {
    const { spawn } = await import("node:child_process");
    const { work, command, tree } = setup();
    // Four processes renaming as fast as the kernel allows, in four folders, until the test kills them.
    const floods = ["src", "lib", "lib/deep", "."].map((dir) =>
      spawn(
        process.execPath,
        [
          "-e",
          `const fs = require("fs"); let i = 0; for (;;) { const n = "f" + (i++ % 5000); fs.writeFileSync(n, "x"); fs.renameSync(n, n + ".b"); fs.unlinkSync(n + ".b"); }`,
        ],
        { cwd: path.join(work, dir), stdio: "ignore" },
      ),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const c = await command(() => {
        write(work, "made.txt", "made\n");
        const until = Date.now() + 1500;
        while (Date.now() < until); // the command runs a while, the floods with it
      });
      expect(c?.files).toContain("made.txt");
      expect(tree()).toContain("made.txt");
    } finally {
      for (const f of floods) f.kill("SIGKILL");
    }
  }, 60_000);
});
