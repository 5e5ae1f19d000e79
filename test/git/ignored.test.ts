/** In-process .gitignore matching (docs/decisions/0011-one-git-writer-per-run.md) against git's own answer on a real repository. */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IgnoreMatcher } from "../../src/git/checkpoints/ignored.js";
import { cleanup, fixture, write } from "./helpers.js";

afterEach(cleanup);

function gitIgnored(work: string, paths: string[]): string[] {
  let out = "";
  try {
    out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      cwd: work,
      input: `${paths.join("\n")}\n`,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: work, GIT_CONFIG_NOSYSTEM: "1" },
    });
  } catch (e) {
    out = (e as { stdout?: string }).stdout ?? ""; // exit 1: nothing ignored
  }
  return out.split("\n").filter(Boolean).sort();
}

describe("IgnoreMatcher", () => {
  it("agrees with git check-ignore on nested rules, negations, ignored directories and info/exclude", async () => {
    const { work } = fixture({
      ".gitignore": "*.log\nbuild/\n/top.txt\n",
      "sub/.gitignore": "!keep.log\nlocal/\n",
      "sub/deeper/.gitignore": "*.tmp\n!important.tmp\n",
    });
    write(work, ".git/info/exclude", "secret.env\n");
    const paths = [
      "a.log",
      "sub/keep.log",
      "sub/other.log",
      "build/out.js",
      "sub/build/x.js",
      "build/keep.log",
      "top.txt",
      "sub/top.txt",
      "sub/local/y.txt",
      "sub/deeper/z.tmp",
      "sub/deeper/important.tmp",
      "secret.env",
      "sub/secret.env",
      "plain.txt",
    ];
    const matcher = new IgnoreMatcher(work, path.join(work, ".git", "info", "exclude"));
    expect([...(await matcher.ignoredAmong(paths))].sort()).toEqual(gitIgnored(work, paths));
  });

  it("sees a .gitignore the agent edits during the run", async () => {
    const { work } = fixture({ ".gitignore": "*.log\n" });
    const matcher = new IgnoreMatcher(work, path.join(work, ".git", "info", "exclude"));
    expect([...(await matcher.ignoredAmong(["x.log", "x.txt"]))]).toEqual(["x.log"]);
    write(work, ".gitignore", "*.txt\n");
    expect([...(await matcher.ignoredAmong(["x.log", "x.txt"]))]).toEqual(["x.txt"]);
  });
});
