/** Real repositories in temp dirs, with file:// bare remotes, for the git tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gitSchema } from "../../src/config/schema.js";
import { createGitRunner, type GitRunner } from "../../src/git/runner.js";
import { git } from "../helpers/git.js";
import { buildRepoWithOrigin } from "../helpers/repo.js";

export { git, gitInput } from "../helpers/git.js";

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
function isolatedEnv(): Record<string, string> {
  const home = tempDir("pb-home-");
  return { PATH: process.env.PATH ?? "", HOME: home, GIT_CONFIG_NOSYSTEM: "1", LANG: "C" };
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
  const remote = path.join(tempDir("pb-remote-"), "origin.git");
  const remoteUrl = buildRepoWithOrigin(tempDir("pb-seed-"), remote, { files });
  const work = path.join(tempDir("pb-work-"), "repo");
  git(os.tmpdir(), "clone", "-q", remoteUrl, work);
  return { remote, remoteUrl, work, runner: runnerFor(work) };
}

export function runnerFor(cwd: string): GitRunner {
  return createGitRunner({ cwd, baseEnv: isolatedEnv() });
}

export const gitConfig = (over: Record<string, unknown> = {}) => gitSchema.parse(over);

export const noDelay = { delaysMs: [0, 0, 0], sleep: async () => {} };
