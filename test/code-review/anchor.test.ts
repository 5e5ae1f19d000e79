/**
 * Where a finding can go on a pull request's diff (the bad inputs): a line
 * outside the diff, a removed line, a binary file, a renamed file, a range across
 * two hunks with and without a suggestion, a pull request with no diff. Nothing is
 * dropped: what cannot go inline goes to the summary with a reason that says what
 * the diff does show.
 */
import { describe, expect, it } from "vitest";
import { DiffIndex, place } from "../../src/code-review/anchor.js";
import { type DiffFile, type PullDiff, parseHunks, whyNoLines } from "../../src/code-review/diff.js";

// Two hunks of src/a.ts: new lines 3–8 (line 5 replaced) and 27–33 (line 30 replaced, a line added after it).
const PATCH = [
  "@@ -3,6 +3,6 @@ export const v2 = 2;",
  " export const v3 = 3;",
  " export const v4 = 4;",
  "-export const v5 = 5;",
  "+export const v5 = 50;",
  " export const v6 = 6;",
  " export const v7 = 7;",
  " export const v8 = 8;",
  "@@ -27,6 +27,7 @@ export const v26 = 26;",
  " export const v27 = 27;",
  " export const v28 = 28;",
  " export const v29 = 29;",
  "-export const v30 = 30;",
  "+export const v30 = 300;",
  "+export const v30b = 301;",
  " export const v31 = 31;",
  " export const v32 = 32;",
  "\\ No newline at end of file",
].join("\n");

const file = (f: Partial<DiffFile> & { path: string }): DiffFile => ({
  status: "modified",
  additions: 1,
  deletions: 1,
  hunks: [],
  ...f,
});

const diff: PullDiff = {
  truncated: false,
  files: [
    file({ path: "src/a.ts", hunks: parseHunks(PATCH) }),
    file({
      path: "logo.png",
      status: "added",
      noLines: whyNoLines({ path: "logo.png", status: "added", binary: true }),
    }),
    file({
      path: "src/new.ts",
      previousPath: "src/old.ts",
      status: "renamed",
      hunks: parseHunks("@@ -1,2 +1,2 @@\n-const name = 'old';\n+const name = 'new';\n keep();"),
    }),
    file({
      path: "src/moved.ts",
      previousPath: "src/stayed.ts",
      status: "renamed",
      additions: 0,
      deletions: 0,
      noLines: whyNoLines({ path: "src/moved.ts", status: "renamed", previousPath: "src/stayed.ts" }),
    }),
  ],
};
const index = new DiffIndex(diff);
const at = (
  path: string,
  line: number,
  extra: { side?: "LEFT" | "RIGHT"; startLine?: number } = {},
  suggestion = false,
) => place(index, { path, line, side: extra.side ?? "RIGHT", startLine: extra.startLine || undefined }, suggestion);

describe("placing a finding on the diff", () => {
  it("an added or unchanged line of a hunk takes an inline comment; the no-newline marker is no line", () => {
    expect(at("src/a.ts", 5)).toEqual({
      kind: "inline",
      path: "src/a.ts",
      line: 5,
      side: "RIGHT",
      suggestionFits: true,
    });
    expect(at("src/a.ts", 3)).toMatchObject({ kind: "inline", line: 3 });
    expect(at("src/a.ts", 31)).toMatchObject({ kind: "inline", line: 31 });
    expect(parseHunks(PATCH)[1]?.lines.at(-1)).toEqual({
      kind: "context",
      old: 32,
      new: 33,
      text: "export const v32 = 32;",
    });
  });

  it("a line outside the diff goes to the summary, naming the lines the diff shows", () => {
    expect(at("src/a.ts", 20)).toEqual({
      kind: "summary",
      reason: "line 20 of src/a.ts is not in the diff on the new side (RIGHT); its hunks cover lines 3–8, 27–33",
    });
  });

  it("a removed line: inline on the old side; on the new side it is refused with the hint to use LEFT", () => {
    expect(at("src/a.ts", 30, { side: "LEFT" })).toMatchObject({
      kind: "inline",
      line: 30,
      side: "LEFT",
      suggestionFits: false,
    });
    // New line 30 exists (the replacement): only a line number that is removed-only gets the hint.
    const removedOnly = place(
      new DiffIndex({
        truncated: false,
        files: [file({ path: "b.ts", hunks: parseHunks("@@ -1,3 +1,2 @@\n a\n-b\n c") })],
      }),
      { path: "b.ts", line: 3, side: "RIGHT" },
      false,
    );
    expect(removedOnly).toMatchObject({ kind: "summary" });
    expect(removedOnly.kind === "summary" && removedOnly.reason).toContain(
      "line 3 is a removed line there: comment on it with side LEFT",
    );
  });

  it("a binary file, and a file renamed without changes, have no lines: the summary says which", () => {
    expect(at("logo.png", 1)).toEqual({
      kind: "summary",
      reason: "logo.png is a binary file: it has no lines to comment on",
    });
    expect(at("src/moved.ts", 1)).toEqual({
      kind: "summary",
      reason: "src/moved.ts was renamed from src/stayed.ts without changes: it has no changed lines",
    });
  });

  it("a renamed file named by its old path goes on the new one, saying so", () => {
    expect(at("src/old.ts", 1)).toEqual({
      kind: "inline",
      path: "src/new.ts",
      line: 1,
      side: "RIGHT",
      suggestionFits: true,
      note: "src/old.ts is now src/new.ts",
    });
    expect(at("./src/new.ts", 2)).toMatchObject({ kind: "inline", path: "src/new.ts", line: 2 });
  });

  it("a file the pull request does not change goes to the summary", () => {
    expect(at("src/other.ts", 1)).toEqual({
      kind: "summary",
      reason: "src/other.ts is not among the files this pull request changes",
    });
  });

  it("a range within one hunk stays a range; given backwards, it is put right", () => {
    expect(at("src/a.ts", 6, { startLine: 4 }, true)).toMatchObject({
      kind: "inline",
      startLine: 4,
      line: 6,
      suggestionFits: true,
    });
    expect(at("src/a.ts", 4, { startLine: 6 })).toMatchObject({ kind: "inline", startLine: 4, line: 6 });
  });

  it("a suggestion whose range spans two hunks goes to the summary; without one, the comment narrows to its line", () => {
    expect(at("src/a.ts", 30, { startLine: 5 }, true)).toEqual({
      kind: "summary",
      reason:
        "lines 5–30 of src/a.ts span two hunks of the diff (3–8, 27–33); a comment's range must lie within one hunk",
    });
    expect(at("src/a.ts", 30, { startLine: 5 })).toMatchObject({
      kind: "inline",
      line: 30,
      note: expect.stringContaining("so the comment is on line 30 only (lines 5–30 asked)"),
    });
    expect(at("src/a.ts", 30, { startLine: 20 }, true)).toMatchObject({
      kind: "summary",
      reason: expect.stringContaining("line 20 of src/a.ts is not in the diff"),
    });
  });

  it("a pull request with no diff: every finding goes to the summary", () => {
    expect(
      place(new DiffIndex({ truncated: false, files: [] }), { path: "src/a.ts", line: 1, side: "RIGHT" }, false),
    ).toMatchObject({
      kind: "summary",
    });
    expect(place(new DiffIndex({ truncated: true, files: [] }), { path: "x", line: 1, side: "RIGHT" }, false)).toEqual({
      kind: "summary",
      reason:
        "x is not among the files this pull request changes (or not among those GitHub lists: it lists 3,000 at most)",
    });
  });
});
