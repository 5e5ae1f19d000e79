import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { formatPatch } from "../../src/git/patch.js";
import { createGitRunner, GitCommandError } from "../../src/git/runner.js";
import { cleanup, fixture, git, gitConfig, gitInput, tempDir, write } from "./helpers.js";

afterEach(cleanup);

describe("git runner", () => {
  it("commits with no user.email anywhere (empty HOME, no system config)", async () => {
    const { work } = fixture();
    const runner = createGitRunner({
      cwd: work,
      baseEnv: { PATH: process.env.PATH, HOME: tempDir("empty-home-"), GIT_CONFIG_NOSYSTEM: "1" },
    });
    expect((await runner.exec(["config", "user.email"], { allowAllExitCodes: true })).exitCode).not.toBe(0);
    const cp = new GitCheckpointer({ runner, runId: "1", runUrl: "u", config: gitConfig() });
    write(work, "x.txt", "x\n");
    expect(await cp.afterTool({ step: 1, tool: "execute_command", summary: "x" })).not.toBeNull();
    const tree = (await runner.exec(["rev-parse", "HEAD^{tree}"])).stdout.trim();
    expect((await runner.exec(["commit-tree", tree, "-m", "plain commit"])).exitCode).toBe(0);
  });

  it("does not pass secrets from the environment to git", async () => {
    const { work } = fixture();
    const runner = createGitRunner({
      cwd: work,
      baseEnv: { PATH: process.env.PATH, HOME: tempDir(), GITHUB_TOKEN: "ghs_secret", INPUT_GITHUB_TOKEN: "x" },
    });
    // The environment git (and anything it starts) sees, through a shell alias.
    const env = await runner.exec(["-c", "alias.env=!env", "env"]);
    expect(env.stdout).not.toMatch(/GITHUB_TOKEN|INPUT_/);
    expect(env.stdout).toContain("GIT_TERMINAL_PROMPT=0");
  });

  it("throws a GitCommandError naming the command unless asked not to", async () => {
    const { runner } = fixture();
    await expect(runner.exec(["rev-parse", "nope"])).rejects.toThrow(GitCommandError);
    await expect(runner.exec(["rev-parse", "nope"])).rejects.toThrow(/git rev-parse nope failed \(exit 128\)/);
    expect((await runner.exec(["rev-parse", "nope"], { allowAllExitCodes: true })).exitCode).toBe(128);
  });
});

describe("formatPatch", () => {
  it("produces a series that git am applies in another clone", async () => {
    const fx = fixture();
    await prepareBranch(fx.runner, "patchbay/pr-3", "main");
    const base = git(fx.work, "rev-parse", "HEAD");
    const cp = new GitCheckpointer({ runner: fx.runner, runId: "1", runUrl: "u", config: gitConfig() });
    write(fx.work, "a.txt", "one\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] });
    write(fx.work, "b.bin", Buffer.from([0, 1, 2, 3]));
    await cp.afterTool({ step: 2, tool: "write_to_file", summary: "b", paths: ["b.bin"] });
    const patch = await formatPatch(fx.runner, base, "HEAD");
    expect(patch.match(/^From [0-9a-f]{40} /gm)).toHaveLength(2);
    expect(await formatPatch(fx.runner, base, base)).toBe("");

    const other = path.join(tempDir(), "other");
    git(os.tmpdir(), "clone", "-q", fx.remoteUrl, other);
    gitInput(other, patch, "am", "-q");
    expect(git(other, "rev-parse", "HEAD^{tree}")).toBe(git(fx.work, "rev-parse", "HEAD^{tree}"));
  });
  it("a program planted in the work tree on PATH is not what git starts: not git, not ssh for a fetch", async () => {
    const { work } = fixture();
    const bin = path.join(work, "node_modules/.bin");
    const marker = path.join(tempDir("planted-"), "ran.txt");
    for (const name of ["git", "ssh"])
      write(work, `node_modules/.bin/${name}`, `#!/bin/sh\necho ${name} >> ${marker}\nexit 1\n`);
    execFileSync("chmod", ["+x", path.join(bin, "git"), path.join(bin, "ssh")]);
    const runner = createGitRunner({
      cwd: work,
      baseEnv: { PATH: `${bin}:node_modules/.bin:${process.env.PATH}`, HOME: tempDir("home-") },
    });
    expect((await runner.exec(["rev-parse", "--is-inside-work-tree"])).stdout.trim()).toBe("true");
    // git starts ssh (GIT_SSH_COMMAND) by name for an ssh remote; nothing listens, so it fails either way.
    await runner.exec(["ls-remote", "ssh://git@127.0.0.1:1/x.git"], { allowAllExitCodes: true, timeoutMs: 20_000 });
    expect(await readFile(marker, "utf8").catch(() => "")).toBe("");
  });
});
