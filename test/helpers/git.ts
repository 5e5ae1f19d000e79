/**
 * The tests' one way to run git for set-up and checks: plain git as a person runs
 * it (hooks and all), with a fixed identity, English messages, and nothing of this
 * machine's configuration (no system config; HOME is the temp dir, which holds no
 * .gitconfig). Output is trimmed; stderr is kept out of the test log and is part
 * of the error when git fails.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * What `git init` and `git clone` copy into a new .git: an empty hooks/ (so a hook can be
 * installed, and a write there is refused by the sandbox rather than by a missing folder) and
 * info/exclude as git ships it — without the 14 sample hooks, description and branches/ of
 * git's own template, which no test reads. Every repository the tests make had those ~20
 * files created and, minutes later, deleted; on an ext4 /tmp each new inode after a mass
 * delete costs a scan of the recently deleted ones, which was a third of the git tests' CPU.
 * One per process, removed when it exits.
 */
const TEMPLATE = mkdtempSync(path.join(os.tmpdir(), "patchbay-git-template-"));
mkdirSync(path.join(TEMPLATE, "hooks"));
mkdirSync(path.join(TEMPLATE, "info"));
writeFileSync(
  path.join(TEMPLATE, "info", "exclude"),
  "# git ls-files --others --exclude-from=.git/info/exclude\n# Lines that start with '#' are comments.\n",
);
process.once("exit", () => rmSync(TEMPLATE, { recursive: true, force: true }));

const ENV = {
  PATH: process.env.PATH ?? "",
  HOME: os.tmpdir(),
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TEMPLATE_DIR: TEMPLATE,
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
