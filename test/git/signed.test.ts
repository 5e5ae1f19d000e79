import { chmodSync, unlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../src/git/branch.js";
import { CheckpointError, GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { SignedCommitter } from "../../src/git/checkpoints/signed.js";
import { FakeGitDataApi } from "./fake-git-data-api.js";
import { cleanup, fixture, git, gitConfig, write } from "./helpers.js";

afterEach(cleanup);

const BRANCH = "patchbay/issue-9";

describe("signed checkpoints (git.sign)", () => {
  it("makes each checkpoint through the Git Data API and moves the local branch to it", async () => {
    const fx = fixture({ "a.txt": "a\n", "gone.txt": "g\n", "run.sh": "echo\n" });
    await prepareBranch(fx.runner, BRANCH, "main");
    const api = new FakeGitDataApi(fx.remote);
    const signer = new SignedCommitter({ runner: fx.runner, api, branch: BRANCH });
    const cp = new GitCheckpointer({
      runner: fx.runner,
      runId: "9",
      runUrl: "https://example.test/run/9",
      config: gitConfig({ sign: true, squash: true }),
      signer,
    });
    const base = git(fx.work, "rev-parse", "HEAD");
    write(fx.work, "a.txt", "changed\n");
    write(fx.work, "bin.dat", Buffer.from([0, 255, 1, 2]));
    unlinkSync(path.join(fx.work, "gone.txt"));
    chmodSync(path.join(fx.work, "run.sh"), 0o755);
    const c1 = await cp.afterTool({
      step: 1,
      tool: "write_to_file",
      summary: "edit",
      paths: ["a.txt", "bin.dat", "gone.txt", "run.sh"],
    });
    expect(api.calls.map((c) => c.name)).toEqual([
      "getRef",
      "createRef",
      "createBlob",
      "createBlob",
      "createBlob",
      "createTree",
      "createCommit",
      "updateRef",
    ]);
    const tree = api.calls.find((c) => c.name === "createTree")?.args[1];
    expect(tree).toEqual(
      expect.arrayContaining([
        { path: "gone.txt", mode: "100644", type: "blob", sha: null },
        expect.objectContaining({ path: "run.sh", mode: "100755" }),
      ]),
    );
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c1?.sha);
    expect(git(fx.work, "rev-parse", "HEAD")).toBe(c1?.sha);
    expect(git(fx.work, "log", "-1", "--format=%an")).toBe("GitHub"); // made by "GitHub", not locally
    expect(git(fx.work, "status", "--porcelain")).toBe("");

    write(fx.work, "b.txt", "b\n");
    await cp.afterTool({ step: 2, tool: "execute_command", summary: "touch b" });
    const done = await cp.finish(true);
    expect(done).toHaveLength(1);
    const squashed = git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`);
    expect(done[0]?.sha).toBe(squashed);
    expect(git(fx.remote, "rev-parse", `${squashed}^`)).toBe(base);
    expect(api.calls.at(-1)).toEqual({ name: "updateRef", args: [BRANCH, squashed, true] });
    expect(git(fx.work, "rev-parse", "HEAD")).toBe(squashed);
  });

  it("refuses to start without an API, and when GitHub's branch is elsewhere", async () => {
    const fx = fixture();
    expect(
      () => new GitCheckpointer({ runner: fx.runner, runId: "1", runUrl: "u", config: gitConfig({ sign: true }) }),
    ).toThrow(CheckpointError);
    await prepareBranch(fx.runner, BRANCH, "main");
    git(fx.remote, "update-ref", `refs/heads/${BRANCH}`, git(fx.remote, "rev-parse", "main"));
    write(fx.work, "local.txt", "l\n");
    git(fx.work, "add", "local.txt");
    git(fx.work, "commit", "-q", "-m", "unpushed local commit");
    const api = new FakeGitDataApi(fx.remote);
    const cp = new GitCheckpointer({
      runner: fx.runner,
      runId: "1",
      runUrl: "u",
      config: gitConfig({ sign: true }),
      signer: new SignedCommitter({ runner: fx.runner, api, branch: BRANCH }),
    });
    write(fx.work, "x.txt", "x\n");
    await expect(cp.afterTool({ step: 1, tool: "write_to_file", summary: "x", paths: ["x.txt"] })).rejects.toThrow(
      /on GitHub is at .* but the local checkout is at/,
    );
  });
});
