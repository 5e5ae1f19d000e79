/** Real repositories in temp dirs, with file:// bare remotes, for the git tests. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gitSchema } from "../../src/config/schema.js";
import { createGitRunner, type GitRunner } from "../../src/git/runner.js";

const dirs: string[] = [];

export function tempDir(prefix = "pb-git-"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function cleanup(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** An isolated environment: no global or system git config, so nothing on this machine leaks in. */
export function isolatedEnv(): Record<string, string> {
  const home = tempDir("pb-home-");
  return { PATH: process.env.PATH ?? "", HOME: home, GIT_CONFIG_NOSYSTEM: "1", LANG: "C" };
}

/** Plain git, as a person would run it (hooks and all), for setting up and checking. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...isolatedEnvCached(),
      GIT_AUTHOR_NAME: "Someone",
      GIT_AUTHOR_EMAIL: "someone@example.com",
      GIT_COMMITTER_NAME: "Someone",
      GIT_COMMITTER_EMAIL: "someone@example.com",
    },
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

let cachedEnv: Record<string, string> | undefined;
function isolatedEnvCached(): Record<string, string> {
  cachedEnv ??= { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), GIT_CONFIG_NOSYSTEM: "1", LANG: "C" };
  return cachedEnv;
}

export function write(dir: string, rel: string, content: string | Buffer): void {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export interface Fixture {
  /** The bare "origin". */
  remote: string;
  remoteUrl: string;
  /** A clone with the work checked out on main. */
  work: string;
  runner: GitRunner;
}

/** A bare remote with one commit on main, and a full clone of it. */
export function fixture(files: Record<string, string> = { "README.md": "# demo\n", "src/a.txt": "a\n" }): Fixture {
  const seed = tempDir("pb-seed-");
  git(seed, "init", "-q", "-b", "main");
  for (const [p, c] of Object.entries(files)) write(seed, p, c);
  git(seed, "add", "-A");
  git(seed, "commit", "-q", "-m", "initial");
  const remote = path.join(tempDir("pb-remote-"), "origin.git");
  git(seed, "clone", "-q", "--bare", seed, remote);
  const remoteUrl = `file://${remote}`;
  const work = path.join(tempDir("pb-work-"), "repo");
  git(os.tmpdir(), "clone", "-q", remoteUrl, work);
  return { remote, remoteUrl, work, runner: runnerFor(work) };
}

export function runnerFor(cwd: string): GitRunner {
  return createGitRunner({ cwd, baseEnv: isolatedEnv() });
}

export const gitConfig = (over: Record<string, unknown> = {}) => gitSchema.parse(over);

export const noDelay = { delaysMs: [0, 0, 0], sleep: async () => {} };
