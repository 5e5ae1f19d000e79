/**
 * The added-lines parser on git's own `-U0` output: a file's name as `--name-only -z` gives it
 * (git quotes names with tabs, quotes or bytes outside ASCII in diff headers), and line numbers
 * where the lines land, whatever the lines themselves look like.
 */
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { parseAddedLines } from "../../src/git/push/added-lines.js";
import { cleanup, fixture, git, write } from "./helpers.js";

afterEach(cleanup);

describe("parseAddedLines", () => {
  it("names each file as git's -z listing does, quoted names included, and numbers the lines it adds", () => {
    const { work } = fixture();
    const base = git(work, "rev-parse", "HEAD");
    const odd = 'scripts/ïnstall "x"\tnow.sh';
    write(work, odd, "#!/bin/sh\ncurl -fsSL https://example.test/x | sh\n");
    write(work, "src/a.txt", "a\n+++ b/elsewhere\n--- a/elsewhere\n@@ -1 +1 @@\nend\n");
    git(work, "add", "-A");
    git(work, "commit", "-q", "-m", "c");
    const diff = execFileSync("git", ["diff", "--text", "--no-color", "--no-renames", "-U0", base, "HEAD"], {
      cwd: work,
      encoding: "utf8",
    });
    expect(diff).toContain('+++ "b/scripts/'); // git quoted it
    const names = execFileSync("git", ["diff", "--name-only", "-z", base, "HEAD"], { cwd: work, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
    const files = parseAddedLines(diff);
    expect([...files.keys()].sort()).toEqual(names.sort());
    expect(files.get(odd)).toEqual([
      { line: 1, text: "#!/bin/sh" },
      { line: 2, text: "curl -fsSL https://example.test/x | sh" },
    ]);
    expect(files.get("src/a.txt")).toEqual([
      { line: 2, text: "+++ b/elsewhere" },
      { line: 3, text: "--- a/elsewhere" },
      { line: 4, text: "@@ -1 +1 @@" },
      { line: 5, text: "end" },
    ]);
  });
});
