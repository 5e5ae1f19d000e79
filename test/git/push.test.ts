import { chmodSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch, resolveWorkBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { push } from "../../src/git/push/push-branch.js";
import { Pusher, PushStateMismatchError, pushPending } from "../../src/git/push/push-schedule.js";
import { cleanup, fixture, git, gitConfig, noDelay, runnerFor, tempDir, write } from "./helpers.js";

afterEach(cleanup);

const BRANCH = "patchbay/issue-1";

function checkpointer(runner: ReturnType<typeof runnerFor>, dirty: string[] = [], over: Record<string, unknown> = {}) {
  return new GitCheckpointer({ runner, runId: "1", runUrl: "u", config: gitConfig(over), dirtyAtStart: dirty });
}

/** Someone else's clone pushes a commit to the branch. */
function pushAsSomeoneElse(remoteUrl: string, file: string, content: string): string {
  const other = path.join(tempDir(), "other");
  git(os.tmpdir(), "clone", "-q", "-b", BRANCH, remoteUrl, other);
  write(other, file, content);
  git(other, "add", "-A");
  git(other, "commit", "-q", "-m", "someone else's commit");
  git(other, "push", "-q", "origin", BRANCH);
  return git(other, "rev-parse", "HEAD");
}

describe("resolveWorkBranch", () => {
  const cfg = gitConfig();
  it("fills the template, uses the PR head for same-repo PRs, refuses bad names", () => {
    expect(resolveWorkBranch({ kind: "issue", number: 12, sameRepo: true, defaultBranch: "main" }, cfg)).toBe(
      "patchbay/issue-12",
    );
    expect(
      resolveWorkBranch({ kind: "pr", number: 3, prHeadRef: "feat/x", sameRepo: true, defaultBranch: "main" }, cfg),
    ).toBe("feat/x");
    expect(
      resolveWorkBranch({ kind: "pr", number: 3, prHeadRef: "feat/x", sameRepo: false, defaultBranch: "main" }, cfg),
    ).toBe("patchbay/pr-3");
    expect(resolveWorkBranch({ kind: "task", task: "Update Deps!", sameRepo: true, defaultBranch: "main" }, cfg)).toBe(
      "patchbay/task-update-deps",
    );
    expect(() =>
      resolveWorkBranch({ kind: "issue", number: 1, sameRepo: true, defaultBranch: "main", template: "main" }, cfg),
    ).toThrow(/default branch/);
    expect(() =>
      resolveWorkBranch({ kind: "issue", number: 1, sameRepo: true, defaultBranch: "main", template: "a..b" }, cfg),
    ).toThrow(/not a valid branch name/);
  });
});

describe("prepareBranch and push", () => {
  it("works from a shallow, detached checkout, and a second run continues the same branch", async () => {
    const fx = fixture();
    const shallow = path.join(tempDir(), "shallow");
    git(os.tmpdir(), "clone", "-q", "--depth", "1", fx.remoteUrl, shallow);
    git(shallow, "checkout", "-q", "--detach");
    const runner = runnerFor(shallow);
    const prep = await prepareBranch(runner, BRANCH, "main");
    expect(prep).toMatchObject({ created: true, remoteSha: null, dirtyAtStart: [] });
    expect(git(shallow, "symbolic-ref", "HEAD")).toBe(`refs/heads/${BRANCH}`);
    write(shallow, "fix.txt", "one\n");
    const c1 = await checkpointer(runner).afterTool({
      step: 1,
      tool: "write_to_file",
      summary: "x",
      paths: ["fix.txt"],
    });
    const r1 = await push(runner, { branch: BRANCH, expected: prep.remoteSha });
    expect(r1).toMatchObject({ kind: "pushed", branch: BRANCH, sha: c1?.sha });
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c1?.sha);

    const again = path.join(tempDir(), "again");
    git(os.tmpdir(), "clone", "-q", "--depth", "1", fx.remoteUrl, again);
    const runner2 = runnerFor(again);
    const prep2 = await prepareBranch(runner2, BRANCH, "main");
    expect(prep2).toMatchObject({ created: false, remoteSha: c1?.sha, head: c1?.sha });
    write(again, "fix.txt", "two\n");
    const c2 = await checkpointer(runner2).afterTool({
      step: 1,
      tool: "write_to_file",
      summary: "y",
      paths: ["fix.txt"],
    });
    expect((await push(runner2, { branch: BRANCH, expected: prep2.remoteSha })).kind).toBe("pushed");
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}^`)).toBe(c1?.sha);
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c2?.sha);
  });

  it("starts a fork PR's branch from the checked-out PR head without touching the remote", async () => {
    const fx = fixture();
    write(fx.work, "pr.txt", "the PR's change\n");
    git(fx.work, "add", "pr.txt");
    git(fx.work, "commit", "-q", "-m", "PR head");
    git(fx.work, "checkout", "-q", "--detach");
    const prHead = git(fx.work, "rev-parse", "HEAD");
    git(fx.work, "remote", "set-url", "origin", "file:///nonexistent/remote.git");
    const prep = await prepareBranch(fx.runner, "patchbay/pr-3", "main", { startPoint: "HEAD", retry: noDelay });
    expect(prep).toMatchObject({ created: true, head: prHead, remoteSha: null });
    expect(git(fx.work, "symbolic-ref", "HEAD")).toBe("refs/heads/patchbay/pr-3");
  });

  it("replays our commits on a commit someone else pushed mid-run: both survive", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    const cp = checkpointer(fx.runner);
    write(fx.work, "ours1.txt", "1\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "1", paths: ["ours1.txt"] });
    const first = await push(fx.runner, { branch: BRANCH, expected: prep.remoteSha });
    const theirs = pushAsSomeoneElse(fx.remoteUrl, "theirs.txt", "theirs\n");
    write(fx.work, "ours2.txt", "2\n");
    await cp.afterTool({ step: 2, tool: "write_to_file", summary: "2", paths: ["ours2.txt"] });
    const second = await push(fx.runner, { branch: BRANCH, expected: first.sha });
    expect(second.kind).toBe("rebased");
    expect(second.branch).toBe(BRANCH);
    const remoteTip = git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`);
    expect(remoteTip).toBe(second.sha);
    expect(git(fx.remote, "rev-parse", `${remoteTip}^`)).toBe(theirs);
    expect(git(fx.remote, "ls-tree", "--name-only", remoteTip).split("\n")).toEqual(
      expect.arrayContaining(["ours1.txt", "ours2.txt", "theirs.txt"]),
    );
    // The local checkout follows, with their file in the working tree.
    expect(git(fx.work, "rev-parse", "HEAD")).toBe(remoteTip);
    expect(git(fx.work, "status", "--porcelain")).toBe("");
    // The next checkpoint builds on the replayed tip.
    write(fx.work, "ours3.txt", "3\n");
    const c3 = await cp.afterTool({ step: 3, tool: "write_to_file", summary: "3", paths: ["ours3.txt"] });
    expect(git(fx.work, "rev-parse", `${c3?.sha}^`)).toBe(remoteTip);
  });

  it("pushes to <branch>-2 when our commits conflict with theirs", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    const cp = checkpointer(fx.runner);
    write(fx.work, "same.txt", "base\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "1", paths: ["same.txt"] });
    const first = await push(fx.runner, { branch: BRANCH, expected: prep.remoteSha });
    const theirs = pushAsSomeoneElse(fx.remoteUrl, "same.txt", "theirs\n");
    write(fx.work, "same.txt", "ours\n");
    const c2 = await cp.afterTool({ step: 2, tool: "write_to_file", summary: "2", paths: ["same.txt"] });
    const result = await push(fx.runner, { branch: BRANCH, expected: first.sha });
    expect(result).toMatchObject({ kind: "new-branch", branch: `${BRANCH}-2`, sha: c2?.sha });
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(theirs);
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}-2`)).toBe(c2?.sha);
  });

  it("pushes to a new branch when the remote refuses the branch (protection, hooks)", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    write(
      fx.remote,
      "hooks/pre-receive",
      `#!/bin/sh\nwhile read old new ref; do [ "$ref" = "refs/heads/${BRANCH}" ] && { echo "protected" >&2; exit 1; }; done\nexit 0\n`,
    );
    chmodSync(path.join(fx.remote, "hooks/pre-receive"), 0o755);
    write(fx.work, "x.txt", "x\n");
    const c = await checkpointer(fx.runner).afterTool({
      step: 1,
      tool: "write_to_file",
      summary: "x",
      paths: ["x.txt"],
    });
    const result = await push(fx.runner, { branch: BRANCH, expected: prep.remoteSha, retry: noDelay });
    expect(result).toMatchObject({ kind: "new-branch", branch: `${BRANCH}-2`, sha: c?.sha });
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}-2`)).toBe(c?.sha);
  });

  it("retries a push that fails twice on the network", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    write(fx.work, "x.txt", "x\n");
    const c = await checkpointer(fx.runner).afterTool({
      step: 1,
      tool: "write_to_file",
      summary: "x",
      paths: ["x.txt"],
    });
    const away = `${fx.remote}.away`;
    renameSync(fx.remote, away);
    const failures: string[] = [];
    const result = await push(fx.runner, {
      branch: BRANCH,
      expected: prep.remoteSha,
      retry: {
        ...noDelay,
        onRetry: (attempt, res) => {
          failures.push(res.stderr);
          if (attempt === 2) renameSync(away, fx.remote);
        },
      },
    });
    expect(failures).toHaveLength(2);
    expect(result.kind).toBe("pushed");
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c?.sha);
  });

  it("gives up after bounded retries with a clear error", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    write(fx.work, "x.txt", "x\n");
    await checkpointer(fx.runner).afterTool({ step: 1, tool: "write_to_file", summary: "x", paths: ["x.txt"] });
    renameSync(fx.remote, `${fx.remote}.away`);
    let retries = 0;
    await expect(
      push(fx.runner, {
        branch: BRANCH,
        expected: prep.remoteSha,
        retry: { ...noDelay, onRetry: () => void retries++ },
      }),
    ).rejects.toThrow(/could not push patchbay\/issue-1.*commits are safe locally/s);
    expect(retries).toBe(3);
  });
});

describe("Pusher", () => {
  it("pushes every N checkpoints, and pushPending from a fresh process pushes what a killed job left", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    const pusher = await Pusher.create({
      runner: fx.runner,
      branch: BRANCH,
      expected: prep.remoteSha,
      config: { push_every_checkpoints: 2, push_every_minutes: 60 },
    });
    const cp = checkpointer(fx.runner);
    write(fx.work, "a.txt", "a\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] });
    expect(await pusher.afterCheckpoint()).toBeNull();
    write(fx.work, "b.txt", "b\n");
    const c2 = await cp.afterTool({ step: 2, tool: "write_to_file", summary: "b", paths: ["b.txt"] });
    expect((await pusher.afterCheckpoint())?.sha).toBe(c2?.sha);
    // A third checkpoint, then the job "dies" before pushing it.
    write(fx.work, "c.txt", "c\n");
    const c3 = await cp.afterTool({ step: 3, tool: "write_to_file", summary: "c", paths: ["c.txt"] });
    expect(await pusher.afterCheckpoint()).toBeNull();
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c2?.sha);

    git(fx.work, "checkout", "-q", "--detach"); // the post step may find HEAD anywhere
    const fresh = runnerFor(fx.work);
    const pending = await pushPending(fresh, { retry: noDelay });
    expect(pending).toMatchObject({ kind: "pushed", sha: c3?.sha });
    expect(git(fx.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c3?.sha);
    expect(await pushPending(fresh)).toBeNull();
  });

  it("pushes when push_every_minutes has passed", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    let clock = 0;
    const pusher = await Pusher.create({
      runner: fx.runner,
      branch: BRANCH,
      expected: prep.remoteSha,
      config: { push_every_checkpoints: 100, push_every_minutes: 3 },
      now: () => clock,
    });
    write(fx.work, "a.txt", "a\n");
    await checkpointer(fx.runner).afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] });
    clock = 60_000;
    expect(await pusher.afterCheckpoint()).toBeNull();
    clock = 3 * 60_000;
    expect((await pusher.afterCheckpoint())?.kind).toBe("pushed");
  });

  it("refuses a pushPending whose saved branch is not the run's (a tampered push.json)", async () => {
    const fx = fixture();
    const prep = await prepareBranch(fx.runner, BRANCH, "main");
    await Pusher.create({
      runner: fx.runner,
      branch: BRANCH,
      expected: prep.remoteSha,
      config: { push_every_checkpoints: 5, push_every_minutes: 3 },
    });
    write(fx.work, "x.txt", "x\n");
    await checkpointer(fx.runner).afterTool({ step: 1, tool: "write_to_file", summary: "x", paths: ["x.txt"] });
    const file = path.join(fx.work, ".git/patchbay/push.json");
    const saved = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...saved, branch: "main", expected: git(fx.remote, "rev-parse", "main") }));
    const before = git(fx.remote, "rev-parse", "main");
    await expect(pushPending(runnerFor(fx.work), { branch: BRANCH })).rejects.toThrow(PushStateMismatchError);
    expect(git(fx.remote, "rev-parse", "main")).toBe(before);
    writeFileSync(file, JSON.stringify(saved));
    expect((await pushPending(runnerFor(fx.work), { branch: BRANCH }))?.kind).toBe("pushed");
  });

  it("returns null from pushPending when no run saved a push", async () => {
    const fx = fixture();
    expect(await pushPending(fx.runner)).toBeNull();
  });
});
