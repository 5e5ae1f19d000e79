import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkpointsCommand, restoreCommand } from "../../src/cli/checkpoints.js";
import type { CliIO } from "../../src/cli/io.js";
import { prepareBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { UsageError } from "../../src/util/usage-error.js";
import { cleanup, fixture, git, gitConfig, tempDir, write } from "./helpers.js";

afterEach(cleanup);

function io(cwd: string): CliIO & { out: string[] } {
  const out: string[] = [];
  return {
    out,
    stdout: (t) => out.push(t),
    stderr: (t) => out.push(t),
    env: { PATH: process.env.PATH, HOME: tempDir() },
    cwd,
    isTTY: false,
  };
}

async function threeCheckpoints() {
  const fx = fixture();
  await prepareBranch(fx.runner, "patchbay/issue-2", "main");
  const cp = new GitCheckpointer({ runner: fx.runner, runId: "2", runUrl: "https://x/run/2", config: gitConfig() });
  for (let i = 1; i <= 3; i++) {
    write(fx.work, "src/a.txt", `version ${i}\n`);
    if (i === 2) write(fx.work, "b.txt", "b\n");
    await cp.afterTool({ step: i, tool: i === 2 ? "execute_command" : "write_to_file", summary: `v${i}` });
  }
  git(fx.work, "checkout", "-q", "main");
  write(fx.work, "person.txt", "a person's commit\n");
  return { ...fx, cp };
}

describe("patchbay checkpoints", () => {
  it("lists step, tool, sha and files from the trailers, as text and JSON", async () => {
    const { work, cp } = await threeCheckpoints();
    const text = io(path.dirname(work));
    expect(await checkpointsCommand(["--repo", work, "--branch", "patchbay/issue-2"], text)).toBe(0);
    const lines = text.out.join("").trim().split("\n");
    expect(lines[0]).toMatch(/^STEP\s+TOOL\s+SHA\s+FILES$/);
    expect(lines[2]).toMatch(/^2\s+execute_command\s+[0-9a-f]{12}\s+b\.txt, src\/a\.txt$/);
    const json = io(work);
    await checkpointsCommand(["--branch=patchbay/issue-2", "--json"], json);
    const parsed: unknown = JSON.parse(json.out.join(""));
    expect(parsed).toEqual(
      cp
        .list()
        .reverse()
        .map((c) => expect.objectContaining({ sha: c.sha, step: c.step, tool: c.tool, run: "https://x/run/2" })),
    );
    const none = io(work);
    await checkpointsCommand([], none);
    expect(none.out.join("")).toMatch(/no Patchbay checkpoints on HEAD/);
  });

  it("reports bad usage", async () => {
    const { work } = await threeCheckpoints();
    await expect(checkpointsCommand(["--branch", "nope", "--repo", work], io(work))).rejects.toThrow(
      /branch nope not found/,
    );
    await expect(checkpointsCommand(["--frob"], io(work))).rejects.toThrow(UsageError);
    await expect(checkpointsCommand([], io(tempDir()))).rejects.toThrow(/not a git repository/);
  });
});

describe("patchbay restore", () => {
  it("brings the tree back to a step with a new commit on top", async () => {
    const { work } = await threeCheckpoints();
    git(work, "checkout", "-q", "patchbay/issue-2");
    const before = git(work, "rev-parse", "HEAD");
    const out = io(work);
    expect(await restoreCommand(["1"], out)).toBe(0);
    expect(out.out.join("")).toMatch(/restored HEAD to step 1/);
    expect(git(work, "rev-parse", "HEAD^")).toBe(before);
    expect(readFileSync(path.join(work, "src/a.txt"), "utf8")).toBe("version 1\n");
    expect(git(work, "ls-files")).not.toContain("b.txt");
    expect(git(work, "status", "--porcelain")).toBe("?? person.txt");
    const again = io(work);
    expect(await restoreCommand(["1"], again)).toBe(0);
    expect(again.out.join("")).toMatch(/nothing to do/);
  });

  it("restores a branch that is not checked out without touching the working tree", async () => {
    const { work } = await threeCheckpoints();
    const before = git(work, "rev-parse", "patchbay/issue-2");
    await restoreCommand(["2", "--branch", "patchbay/issue-2", "--repo", work], io(work));
    expect(git(work, "rev-parse", "patchbay/issue-2^")).toBe(before);
    expect(git(work, "show", "patchbay/issue-2:src/a.txt")).toBe("version 2");
    expect(git(work, "symbolic-ref", "HEAD")).toBe("refs/heads/main");
    await expect(restoreCommand(["9", "--branch", "patchbay/issue-2"], io(work))).rejects.toThrow(/steps: 1, 2, 3/);
    await expect(restoreCommand([], io(work))).rejects.toThrow(/give one checkpoint step/);
  });
});
