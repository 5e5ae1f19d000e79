/**
 * The pure engines behind the native edit tools (src/tools/edit), string in,
 * string out: Codex's seek_sequence and parser (their own unit tests,
 * transcribed), line endings put back after a text edit, UTF-8 checks, the
 * snippet a replace returns, and gemini-cli's omission placeholders.
 */
import { describe, expect, it } from "vitest";
import { decodeForEdit } from "../../src/tools/edit/decode.js";
import { restoreEndings } from "../../src/tools/edit/endings.js";
import { splitLines } from "../../src/tools/edit/lines.js";
import { addedPlaceholder, omissionPlaceholders } from "../../src/tools/edit/omission.js";
import { createSeeker } from "../../src/tools/edit/seek.js";
import { changedSnippet } from "../../src/tools/edit/snippet.js";
import { foldTypography, showLookalikes } from "../../src/tools/edit/typography.js";
import { parsePatch } from "../../src/tools/edit/v4a.js";

describe("seek (codex-rs/apply-patch/src/seek_sequence.rs tests)", () => {
  const seek = (lines: string[], pattern: string[], start = 0, eof = false) =>
    createSeeker(lines).seek(pattern, start, eof);
  it("test_exact_match_finds_sequence", () => {
    expect(seek(["foo", "bar", "baz"], ["bar", "baz"])).toEqual({ index: 1, pass: "exact" });
  });
  it("test_rstrip_match_ignores_trailing_whitespace", () => {
    expect(seek(["foo   ", "bar\t\t"], ["foo", "bar"])).toEqual({ index: 0, pass: "rstrip" });
  });
  it("test_trim_match_ignores_leading_and_trailing_whitespace", () => {
    expect(seek(["    foo   ", "   bar\t"], ["foo", "bar"])).toEqual({ index: 0, pass: "trim" });
  });
  it("test_pattern_longer_than_input_returns_none", () => {
    expect(seek(["just one line"], ["too", "many", "lines"])).toBeUndefined();
  });
  it("tries each pass over the whole rest of the file before the next: a later exact match beats an earlier loose one", () => {
    expect(seek(["  x", "y", "x", "y"], ["x", "y"])).toEqual({ index: 2, pass: "exact" });
  });
  it("starts at `start`, and with eof looks only at the end", () => {
    expect(seek(["x", "x", "x"], ["x"], 1)).toEqual({ index: 1, pass: "exact" });
    expect(seek(["x", "y", "x", "y"], ["x"], 0, true)).toBeUndefined();
    expect(seek(["x", "y", "x"], ["x"], 0, true)).toEqual({ index: 2, pass: "exact" });
  });
  it("folds Codex's dashes, quotes and spaces in the last pass", () => {
    expect(seek(["a \u2014 \u201cb\u201d\u00a0c"], ['a - "b" c'])).toEqual({ index: 0, pass: "typography" });
    expect(foldTypography("  \u2018x\u2019\u2212\u3000y ")).toBe("'x'- y");
    expect(showLookalikes("a\u00a0b\u2013c")).toBe("a⟨U+00A0⟩b⟨U+2013⟩c");
  });
});

describe("parsePatch (codex-rs/apply-patch/src/parser.rs tests)", () => {
  it("test_parse_patch: a full patch", () => {
    const parsed = parsePatch(
      "*** Begin Patch\n*** Add File: path/add.py\n+abc\n+def\n*** Delete File: path/delete.py\n*** Update File: path/update.py\n*** Move to: path/update2.py\n@@ def f():\n-    pass\n+    return 123\n*** End Patch",
    );
    expect(parsed).toEqual({
      ok: true,
      ops: [
        { kind: "add", path: "path/add.py", lines: ["abc", "def"] },
        { kind: "delete", path: "path/delete.py" },
        {
          kind: "update",
          path: "path/update.py",
          moveTo: "path/update2.py",
          chunks: [
            { anchors: ["def f():"], old: ["    pass"], new: [{ text: "    return 123" }], eof: false, line: 8 },
          ],
        },
      ],
    });
  });
  it("test_parse_patch: an update with no @@ before its first hunk", () => {
    const parsed = parsePatch("*** Begin Patch\n*** Update File: file2.py\n import foo\n+bar\n*** End Patch");
    expect(parsed).toMatchObject({
      ok: true,
      ops: [{ chunks: [{ anchors: [], old: ["import foo"], new: [{ text: "import foo", ctx: 0 }, { text: "bar" }] }] }],
    });
  });
  it("test_parse_patch: padded markers, and an update followed by an Add File", () => {
    expect(parsePatch("*** Begin Patch \n*** Add File: foo\n+hi\n *** End Patch")).toEqual({
      ok: true,
      ops: [{ kind: "add", path: "foo", lines: ["hi"] }],
    });
    const parsed = parsePatch(
      "*** Begin Patch\n*** Update File: file.py\n@@\n+line\n*** Add File: other.py\n+content\n*** End Patch",
    );
    expect(parsed).toMatchObject({
      ok: true,
      ops: [
        { kind: "update", chunks: [{ old: [], new: [{ text: "line" }] }] },
        { kind: "add", lines: ["content"] },
      ],
    });
  });
  it("test_update_file_chunk: an empty line is empty context, End of File marks the hunk", () => {
    const parsed = parsePatch(
      "*** Begin Patch\n*** Update File: f\n@@ change_context\n\n context\n-remove\n+add\n context2\n@@\n+line\n*** End of File\n*** End Patch",
    );
    expect(parsed).toMatchObject({
      ok: true,
      ops: [
        {
          chunks: [
            { anchors: ["change_context"], old: ["", "context", "remove", "context2"], eof: false },
            { anchors: [], old: [], new: [{ text: "line" }], eof: true },
          ],
        },
      ],
    });
  });
  it("test_parse_patch_lenient: the three heredoc forms, and not a mismatched one", () => {
    const body = "*** Begin Patch\n*** Update File: file2.py\n import foo\n+bar\n*** End Patch";
    for (const open of ["<<EOF", "<<'EOF'", '<<"EOF"']) expect(parsePatch(`${open}\n${body}\nEOF\n`).ok).toBe(true);
    expect(parsePatch(`<<"EOF'\n${body}\nEOF\n`)).toMatchObject({ ok: false });
    expect(parsePatch("<<EOF\n*** Begin Patch\n*** Update File: file2.py\nEOF\n")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Invalid patch: The last line of the patch must be '\*\*\* End Patch'/),
    });
  });
});

describe("line endings after a text edit", () => {
  it.each([
    ["a\r\nb\r\nc\r\n", "a\nB\nB2\nc\n", "a\r\nB\r\nB2\r\nc\r\n"],
    ["a\nb\r\nc\n", "a\nb\nC\n", "a\nb\r\nC\n"],
    ["\uFEFFa\nb", "a\nc", "\uFEFFa\nc"],
    ["a\r\nb", "a\nb\nc", "a\r\nb\r\nc"],
  ])("%j edited to %j is written %j", (original, edited, out) => {
    expect(restoreEndings(splitLines(original), edited)).toBe(out);
  });
});

describe("decodeForEdit", () => {
  it("passes UTF-8 (with a BOM too), refuses binary and invalid UTF-8 with the line", () => {
    expect(decodeForEdit(Buffer.from("\uFEFFnaïve\n"), "a", "t")).toEqual({ ok: true, text: "\uFEFFnaïve\n" });
    expect(decodeForEdit(Buffer.from([104, 0, 105]), "a", "t")).toMatchObject({ ok: false, error: /binary/ });
    const latin1 = Buffer.from("one\ntwo\nthree and a café\n", "latin1");
    expect(decodeForEdit(latin1, "a.txt", "t")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^a\.txt is not valid UTF-8 \(byte 0xE9 on line 3\)/),
    });
    const cut = Buffer.concat([Buffer.from("many ascii words here\n".repeat(3)), Buffer.from([0xe2, 0x82])]);
    expect(decodeForEdit(cut, "b", "t")).toMatchObject({ ok: false, error: /byte 0xE2 on line 4/ });
  });
});

describe("changedSnippet (gemini-cli diff-utils getDiffContextSnippet)", () => {
  const file = Array.from({ length: 30 }, (_, i) => `l${i + 1}`);
  it("shows each change with context, '...' between and around", () => {
    const after = [...file];
    after[2] = "X";
    after[25] = "Y";
    expect(changedSnippet(file.join("\n"), after.join("\n"), 1)).toBe("...\nl2\nX\nl4\n...\nl25\nY\nl27\n...");
  });
  it("shows nothing when nothing changed", () => {
    expect(changedSnippet("a\nb", "a\nb")).toBe("");
  });
});

describe("omission placeholders (gemini-cli omissionPlaceholderDetector)", () => {
  it.each([
    ["(rest of methods ...)", ["rest of methods ..."]],
    ["  // unchanged code ...", ["unchanged code ..."]],
    ["// Rest Of   Code .....", ["rest of code ..."]],
    ['const msg = "(rest of methods ...)";', []],
    ["(something else ...)", []],
  ])("%j → %j", (text, found) => {
    expect(omissionPlaceholders(text)).toEqual(found);
  });
  it("refuses only a placeholder that old_string does not already have", () => {
    expect(addedPlaceholder("old", "(rest of code ...)")).toMatch(/omission placeholder/);
    expect(addedPlaceholder("(rest of code ...)", "// rest of code ...")).toBeUndefined();
  });
});
