/**
 * The tests' one way to run git for set-up and checks: plain git as a person runs
 * it (hooks and all), with a fixed identity, English messages, and nothing of this
 * machine's configuration (no system config; HOME is the temp dir, which holds no
 * .gitconfig). Output is trimmed; stderr is kept out of the test log and is part
 * of the error when git fails.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";

const ENV = {
  PATH: process.env.PATH ?? "",
  HOME: os.tmpdir(),
  GIT_CONFIG_NOSYSTEM: "1",
  LANG: "C",
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
};

/** Runs git in `cwd`; returns its trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: ENV, stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** Runs git in `cwd` with `input` on its stdin (hash-object --stdin, mktree, am, …); returns its trimmed stdout. */
export function gitInput(cwd: string, input: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, input, encoding: "utf8", env: ENV }).trim();
}
