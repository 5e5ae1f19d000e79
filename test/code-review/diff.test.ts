/**
 * Diffs as review lines: GitHub's per-file patches and `git diff`'s output, with
 * renames, binaries and additions, made into the same numbered hunks; and what
 * the model is shown of them, bounded and saying where it was cut.
 */
import { describe, expect, it } from "vitest";
import { filesFromGitDiff, gitFileEntries } from "../../src/code-review/diff.js";
import { renderDiffForModel } from "../../src/code-review/render-diff.js";

describe("git diff", () => {
  it("joins name-status and numstat: a rename keeps both names, a binary is known as one", () => {
    const entries = gitFileEntries(
      ["M", "src/a.ts", "R087", "old.ts", "new.ts", "A", "logo.png", "D", "gone.ts", ""].join("\0"),
      ["2\t1\tsrc/a.ts", "1\t1\t", "old.ts", "new.ts", "-\t-\tlogo.png", "0\t3\tgone.ts", ""].join("\0"),
    );
    expect(entries).toEqual([
      { status: "modified", path: "src/a.ts", binary: false, additions: 2, deletions: 1 },
      { status: "renamed", path: "new.ts", previousPath: "old.ts", binary: false, additions: 1, deletions: 1 },
      { status: "added", path: "logo.png", binary: true, additions: 0, deletions: 0 },
      { status: "removed", path: "gone.ts", binary: false, additions: 0, deletions: 3 },
    ]);
    const patch = [
      "diff --git a/src/a.ts b/src/a.ts",
      "--- a/src/a.ts",
      "+++ b/src/a.ts",
      "@@ -1,2 +1,3 @@",
      " keep",
      "-old",
      "+new",
      "+more",
      "diff --git a/old.ts b/new.ts",
      "similarity index 87%",
      "rename from old.ts",
      "rename to new.ts",
      "--- a/old.ts",
      "+++ b/new.ts",
      "@@ -1 +1 @@",
      "--- a comment line that was removed",
      "+-- a comment line",
      "diff --git a/logo.png b/logo.png",
      "new file mode 100644",
      "Binary files /dev/null and b/logo.png differ",
      "diff --git a/gone.ts b/gone.ts",
      "deleted file mode 100644",
      "--- a/gone.ts",
      "+++ /dev/null",
      "@@ -1,3 +0,0 @@",
      "-a",
      "-b",
      "-c",
    ].join("\n");
    const files = filesFromGitDiff(patch, entries);
    expect(files[0]?.hunks[0]?.lines).toEqual([
      { kind: "context", old: 1, new: 1, text: "keep" },
      { kind: "del", old: 2, text: "old" },
      { kind: "add", new: 2, text: "new" },
      { kind: "add", new: 3, text: "more" },
    ]);
    // A removed line that itself starts with "--" is a removed line, not a file header.
    expect(files[1]?.hunks[0]?.lines).toEqual([
      { kind: "del", old: 1, text: "-- a comment line that was removed" },
      { kind: "add", new: 1, text: "-- a comment line" },
    ]);
    expect(files[2]).toMatchObject({ hunks: [], noLines: "logo.png is a binary file: it has no lines to comment on" });
    expect(files[3]?.hunks[0]?.lines.map((l) => l.old)).toEqual([1, 2, 3]);
  });
});

describe("what the model is shown", () => {
  const big = {
    path: "src/big.ts",
    status: "added" as const,
    additions: 10_000,
    deletions: 0,
    hunks: [
      {
        header: "@@ -0,0 +1,10000 @@",
        lines: Array.from({ length: 10_000 }, (_, i) => ({
          kind: "add" as const,
          new: i + 1,
          text: `export const c${i + 1} = ${i};`,
        })),
      },
    ],
  };
  const small = {
    path: "src/small.ts",
    status: "modified" as const,
    additions: 1,
    deletions: 1,
    hunks: [
      {
        header: "@@ -1 +1 @@",
        lines: [
          { kind: "del" as const, old: 1, text: "a" },
          { kind: "add" as const, new: 1, text: "b" },
        ],
      },
    ],
  };

  it("numbers every line with its old and new number", () => {
    expect(renderDiffForModel([small]).text).toBe(
      "### src/small.ts — modified, +1 −1\n@@ -1 +1 @@\n    1       -a\n          1 +b",
    );
  });

  it("a diff of 10,000 lines is cut to the budget and says where, and the files after it still show their names", () => {
    const shown = renderDiffForModel([big, small], { maxChars: 20_000 });
    expect(shown.text.length).toBeLessThanOrEqual(20_000);
    expect(shown.text).toMatch(
      /\[cut: \d+ of 10001 diff lines of src\/big\.ts shown; read the file itself for the rest\]/,
    );
    expect(shown.cut).toEqual(["src/big.ts", "src/small.ts"]);
    expect(renderDiffForModel([big]).text.length).toBeLessThanOrEqual(60_000);
  });
});
