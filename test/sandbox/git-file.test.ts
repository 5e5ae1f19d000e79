/**
 * A linked worktree's `.git` is a file ("gitdir: …") in the work tree. Rewritten by
 * a command, it would point Patchbay's own git — on the host, after the command —
 * at a repository the agent made, whose config names filters and hooks: code on the
 * host. The sandbox keeps it read-only like a `.git` directory.
 */
import { access, readFile, rename, symlink } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ChildRun, commandTurn, replayRun, runnerDirs } from "./helpers.js";

describe("a linked worktree's .git file", () => {
  let repo: TestRepo;
  let dirs: Awaited<ReturnType<typeof runnerDirs>>;
  let run: ChildRun;
  let worktree: string;
  let before: string;

  beforeAll(async () => {
    dirs = await runnerDirs();
    repo = await repoWithRemote({
      ".github/patchbay.yml": `sandbox:
  mode: required
approval:
  default: deny
  rules:
    - allow: execute_command
      allow_redirects: true
`,
    });
    worktree = path.join(repo.root, "linked");
    repo.git("worktree", "add", "-q", "-b", "linked", worktree);
    before = await readFile(path.join(worktree, ".git"), "utf8");
    run = await replayRun({
      root: repo.root,
      work: worktree,
      prompt: "gitfile",
      dirs,
      turns: commandTurn(
        'mkdir -p out && { printf \'gitdir: /tmp/evil\\n\' > .git; echo "rewrite=$?"; rm -f .git; echo "remove=$?"; } > out/gitfile.txt 2>&1',
      ),
    });
  }, 120_000);

  afterAll(async () => {
    await repo?.cleanup();
    await dirs?.cleanup();
  });

  it("cannot be rewritten or removed by a command", async () => {
    // out/ is no file a rule lets the agent commit: the run ends with nothing to commit.
    expect(run.stdout, run.stdout + run.stderr).toContain("■ no_changes");
    const out = await readFile(path.join(worktree, "out/gitfile.txt"), "utf8");
    expect(out).toMatch(/rewrite=[1-9]/);
    expect(out).toMatch(/remove=[1-9]/);
    expect(await readFile(path.join(worktree, ".git"), "utf8")).toBe(before);
  });
});

describe("a .git that is a symlink", () => {
  it("stops the sandbox before any command runs, and says why", async () => {
    const dirs = await runnerDirs();
    const repo = await repoWithRemote({
      ".github/patchbay.yml":
        "sandbox:\n  mode: required\napproval:\n  default: deny\n  rules:\n    - allow: execute_command\n",
    });
    try {
      await rename(path.join(repo.work, ".git"), path.join(repo.root, "real.git"));
      await symlink(path.join(repo.root, "real.git"), path.join(repo.work, ".git"));
      const run = await replayRun({
        root: repo.root,
        work: repo.work,
        prompt: "symlink",
        dirs,
        turns: commandTurn("touch ran.txt"),
      });
      expect(run.stdout + run.stderr).toContain("the work tree's .git is a symlink");
      await expect(access(path.join(repo.work, "ran.txt"))).rejects.toThrow();
    } finally {
      await repo.cleanup();
      await dirs.cleanup();
    }
  }, 120_000);
});
