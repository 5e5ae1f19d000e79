/**
 * An allowed command writes git config (global, `.git/config`,
 * `.gitattributes`) and waits for Patchbay's checkpoint and push. Patchbay's git
 * must ignore all of it: no program named there runs (each writes a marker file
 * that must not exist), the checkpoint holds the file as written, and the push
 * lands on the remote pinned at the start — or is refused, saying why.
 */
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { Pusher } from "../../src/git/push/push-schedule.js";
import { createGitRunner } from "../../src/git/runner.js";
import { cleanup, fixture, git, gitConfig, tempDir, write } from "./helpers.js";

afterEach(cleanup);

const BRANCH = "patchbay/issue-1";

/** A program that leaves `marker` behind when run, then behaves like `cat` (a harmless filter). */
function evilProgram(): { program: string; marker: string } {
  const dir = tempDir("pb-evil-");
  const marker = path.join(dir, "ran");
  const program = path.join(dir, "evil.sh");
  writeFileSync(program, `#!/bin/sh\ntouch '${marker}'\nexec cat\n`);
  chmodSync(program, 0o755);
  return { program, marker };
}

async function setUp() {
  const fx = fixture();
  const home = tempDir("pb-home-");
  const runner = createGitRunner({ cwd: fx.work, baseEnv: { PATH: process.env.PATH, HOME: home } });
  const prepared = await prepareBranch(runner, BRANCH, "main");
  const cp = new GitCheckpointer({ runner, runId: "1", runUrl: "u", config: gitConfig() });
  const pusher = await Pusher.create({
    runner,
    branch: BRANCH,
    expected: prepared.remoteSha,
    config: { push_every_checkpoints: 1, push_every_minutes: 10 },
  });
  return { ...fx, home, runner, cp, pusher };
}

/** What the agent's allowed `git config …` would do. */
const agentGit = (cwd: string, ...args: string[]) => git(cwd, ...args);

describe("Patchbay's git ignores config the agent wrote", () => {
  it("runs no fsmonitor, filter or textconv program from .git/config and .gitattributes", async () => {
    const s = await setUp();
    const evil = evilProgram();
    agentGit(s.work, "config", "core.fsmonitor", evil.program);
    agentGit(s.work, "config", "filter.evil.clean", evil.program);
    agentGit(s.work, "config", "filter.evil.smudge", evil.program);
    agentGit(s.work, "config", "filter.evil.required", "true");
    agentGit(s.work, "config", "diff.evil.textconv", evil.program);
    agentGit(s.work, "config", "diff.external", evil.program);
    write(s.work, ".gitattributes", "*.txt filter=evil diff=evil\n");
    write(s.work, "src/a.txt", "changed by the agent\n");
    const c = await s.cp.afterTool({ step: 1, tool: "execute_command", summary: "edit" });
    await s.pusher.pushNow();
    expect(existsSync(evil.marker)).toBe(false);
    expect(c?.files.sort()).toEqual([".gitattributes", "src/a.txt"]);
    expect(git(s.remote, "show", `refs/heads/${BRANCH}:src/a.txt`)).toBe("changed by the agent");
  });

  it("follows include.path to find filter drivers defined in an included file", async () => {
    const s = await setUp();
    const evil = evilProgram();
    const included = path.join(tempDir("pb-inc-"), "extra.config");
    writeFileSync(
      included,
      `[filter "inc"]\n\tclean = ${evil.program}\n\tprocess = ${evil.program}\n\trequired = true\n`,
    );
    agentGit(s.work, "config", "include.path", included);
    write(s.work, ".gitattributes", "*.txt filter=inc\n");
    write(s.work, "src/a.txt", "through an include\n");
    await s.cp.afterTool({ step: 1, tool: "execute_command", summary: "edit" });
    await s.pusher.pushNow();
    expect(existsSync(evil.marker)).toBe(false);
    expect(git(s.remote, "show", `refs/heads/${BRANCH}:src/a.txt`)).toBe("through an include");
  });

  it("ignores the runner's global config (the agent's HOME/.gitconfig)", async () => {
    const s = await setUp();
    const evil = evilProgram();
    writeFileSync(
      path.join(s.home, ".gitconfig"),
      `[core]\n\tfsmonitor = ${evil.program}\n\tattributesFile = ${path.join(s.home, "attrs")}\n[filter "g"]\n\tclean = ${evil.program}\n\trequired = true\n`,
    );
    writeFileSync(path.join(s.home, "attrs"), "* filter=g\n");
    write(s.work, "src/a.txt", "global\n");
    await s.cp.afterTool({ step: 1, tool: "execute_command", summary: "edit" });
    await s.pusher.pushNow();
    expect(existsSync(evil.marker)).toBe(false);
    expect(git(s.remote, "show", `refs/heads/${BRANCH}:src/a.txt`)).toBe("global");
  });

  it("pushes to the remote pinned at the start, not to a pushurl or receivepack written later", async () => {
    const s = await setUp();
    const evil = evilProgram();
    const attacker = path.join(tempDir("pb-attacker-"), "evil.git");
    git(s.work, "init", "-q", "--bare", attacker);
    agentGit(s.work, "config", "remote.origin.pushurl", attacker);
    agentGit(s.work, "config", "remote.origin.receivepack", `${evil.program}; git-receive-pack`);
    write(s.work, "src/a.txt", "pinned\n");
    const c = await s.cp.afterTool({ step: 1, tool: "execute_command", summary: "edit" });
    await s.pusher.pushNow();
    expect(git(s.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c?.sha);
    expect(git(attacker, "for-each-ref")).toBe("");
    expect(existsSync(evil.marker)).toBe(false);
  });

  it("refuses to push when url.<x>.insteadOf would rewrite the pinned URL, and says which key", async () => {
    const s = await setUp();
    const attacker = path.join(tempDir("pb-attacker-"), "evil.git");
    git(s.work, "init", "-q", "--bare", attacker);
    agentGit(s.work, "config", `url.file://${attacker}.insteadOf`, s.remoteUrl);
    write(s.work, "src/a.txt", "rewritten?\n");
    const c = await s.cp.afterTool({ step: 1, tool: "execute_command", summary: "edit" });
    await expect(s.pusher.pushNow()).rejects.toThrow(/rewrites it \(url\..*\.insteadof\).*git config --unset-all/);
    expect(git(attacker, "for-each-ref")).toBe("");
    expect(git(s.work, "rev-parse", BRANCH)).toBe(c?.sha);
  });

  it("overrides proxies, credential helpers and ssh commands from the repository's config", async () => {
    const s = await setUp();
    const evil = evilProgram();
    agentGit(s.work, "config", "http.proxy", "http://127.0.0.1:9");
    agentGit(s.work, "config", "http.https://github.com/.proxy", "http://127.0.0.1:9");
    agentGit(s.work, "config", "credential.helper", evil.program);
    agentGit(s.work, "config", "credential.https://github.com.helper", evil.program);
    agentGit(s.work, "config", "core.sshCommand", evil.program);
    const get = async (key: string) =>
      (await s.runner.exec(["config", "--get", key], { allowAllExitCodes: true })).stdout.trim();
    expect(await get("http.proxy")).toBe("");
    expect(await get("http.https://github.com/.proxy")).toBe("");
    expect(await get("credential.helper")).toBe("");
    expect(await get("credential.https://github.com.helper")).toBe("");
    // GIT_SSH_COMMAND beats core.sshCommand.
    const env = await s.runner.exec(["-c", "alias.env=!env", "env"]);
    expect(env.stdout).toContain("GIT_SSH_COMMAND=ssh -o BatchMode=yes");
    expect(env.stdout).toContain("GIT_CONFIG_GLOBAL=/dev/null");
  });
});

describe("core.worktree written during the run", () => {
  it("stops Patchbay's git instead of checkpointing another tree", async () => {
    const s = await setUp();
    const elsewhere = tempDir("pb-elsewhere-");
    writeFileSync(path.join(elsewhere, "credentials"), "secret\n");
    agentGit(s.work, "config", "core.worktree", elsewhere);
    await expect(s.cp.afterTool({ step: 1, tool: "execute_command", summary: "x" })).rejects.toThrow(
      /changed core\.worktree during the run \(unset → .*\); put it back with `git config --unset core\.worktree`/,
    );
    expect(git(s.remote, "for-each-ref", `refs/heads/${BRANCH}`)).toBe("");
  });
});
