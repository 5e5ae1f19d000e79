/**
 * The post step's pre-push gate (docs/decisions/0010-containment.md): after a killed main step, the
 * post step pushes what was left — but only the run's own checkpoints, never a
 * commit the agent made itself, a workflow file or a secret of the job.
 */
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { PushRefusedError } from "../../src/git/push/pre-push-check.js";
import { Pusher, pushPending } from "../../src/git/push/push-schedule.js";
import { checkPostStepPush as postStepGate } from "../../src/run/stages/post-step-check.js";
import { cleanup, fixture, git, gitConfig, write } from "../git/helpers.js";

afterEach(cleanup);

const BRANCH = "patchbay/issue-1";
const RUN_URL = "https://github.com/o/r/actions/runs/1";

async function leftBehind() {
  const fx = fixture();
  const prepared = await prepareBranch(fx.runner, BRANCH, "main");
  await Pusher.create({
    runner: fx.runner,
    branch: BRANCH,
    expected: prepared.remoteSha,
    config: { push_every_checkpoints: 100, push_every_minutes: 100 },
  });
  const cp = new GitCheckpointer({ runner: fx.runner, runId: "1", runUrl: RUN_URL, config: gitConfig() });
  write(fx.work, "src/a.txt", "checkpointed\n");
  await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["src/a.txt"] });
  const state = { known: [prepared.head], runUrl: RUN_URL, fileMb: 50 };
  return { ...fx, state };
}

describe("the post step's gate", () => {
  it("pushes the run's own checkpoints", async () => {
    const s = await leftBehind();
    const gate = await postStepGate(s.runner, s.state, { env: {}, token: "ghs_token0123456789" });
    const pushed = await pushPending(s.runner, { branch: BRANCH, gate });
    expect(git(s.remote, "rev-parse", BRANCH)).toBe(pushed?.sha);
  });

  it("refuses a commit the agent made, and a workflow file, keeping them local", async () => {
    const s = await leftBehind();
    write(s.work, ".github/workflows/x.yml", "on: push\n");
    git(s.work, "add", "-A");
    git(s.work, "commit", "-q", "-m", "sneaky");
    const gate = await postStepGate(s.runner, s.state, { env: {}, token: "ghs_token0123456789" });
    const error = await pushPending(s.runner, { branch: BRANCH, gate }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushRefusedError);
    expect(String(error)).toContain(`not made by Patchbay's checkpointer ("sneaky")`);
    expect(String(error)).toContain(".github/workflows/x.yml: built-in");
    expect(git(s.remote, "for-each-ref", `refs/heads/${BRANCH}`)).toBe("");
  });

  it("refuses the job's own token written into a checkpointed file", async () => {
    const s = await leftBehind();
    const cp = new GitCheckpointer({ runner: s.runner, runId: "1", runUrl: RUN_URL, config: gitConfig() });
    write(s.work, "src/b.txt", "ghs_token0123456789\n");
    await cp.afterTool({ step: 2, tool: "write_to_file", summary: "b", paths: ["src/b.txt"] });
    const gate = await postStepGate(s.runner, s.state, { env: {}, token: "ghs_token0123456789" });
    await expect(pushPending(s.runner, { branch: BRANCH, gate })).rejects.toThrow(/src\/b\.txt:1: a secret value/);
  });
});
