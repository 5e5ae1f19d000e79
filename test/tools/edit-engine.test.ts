import { describe, expect, it } from "vitest";
import { applyDiff, type EditFailureKind } from "../../src/tools/edit/apply.js";

/** One section's lines, each with its newline; "" is a section with no lines. */
const section = (text: string) => (text === "" ? "" : `${text}\n`);
/** Builds a diff from blocks of [search, replace], with the current markers. */
function diff(...blocks: [string, string][]): string {
  return blocks.map(([s, r]) => `------- SEARCH\n${section(s)}=======\n${section(r)}+++++++ REPLACE`).join("\n");
}
function legacy(...blocks: [string, string][]): string {
  return blocks.map(([s, r]) => `<<<<<<< SEARCH\n${s}\n=======\n${r}\n>>>>>>> REPLACE`).join("\n");
}

const TS = "function add(a, b) {\n  return a - b;\n}\n\nfunction mul(a, b) {\n  return a * b;\n}\n";

type Row =
  | { name: string; file: string | undefined; diff: string; out: string }
  | { name: string; file: string | undefined; diff: string; fail: EditFailureKind; message?: RegExp[] };

const rows: Row[] = [
  // ---- exact matches
  {
    name: "exact, one line",
    file: TS,
    diff: diff(["  return a - b;", "  return a + b;"]),
    out: TS.replace("a - b", "a + b"),
  },
  {
    name: "exact, several lines",
    file: TS,
    diff: diff(["function add(a, b) {\n  return a - b;\n}", "const add = (a, b) => a + b;"]),
    out: TS.replace("function add(a, b) {\n  return a - b;\n}", "const add = (a, b) => a + b;"),
  },
  {
    name: "never inside a line: a SEARCH that is part of a line does not match",
    file: "let x = 1;\n",
    diff: diff(["x = 1", "x = 2"]),
    fail: "no-match",
    message: [/whole lines, never part of one/],
  },
  {
    name: "delete lines (empty REPLACE) removes them entirely",
    file: "a\nb\nc\n",
    diff: diff(["b", ""]),
    out: "a\nc\n",
  },
  { name: "delete the first line", file: "a\nb\n", diff: diff(["a", ""]), out: "b\n" },
  {
    name: "delete the last line of a file without final newline: the line before keeps its own newline",
    file: "a\nb",
    diff: diff(["b", ""]),
    out: "a\n",
  },
  { name: "delete every line", file: "a\nb\n", diff: diff(["a\nb", ""]), out: "" },
  { name: "insert lines after an anchor line", file: "a\nc\n", diff: diff(["a", "a\nb"]), out: "a\nb\nc\n" },
  {
    name: "two blocks in order",
    file: TS,
    diff: diff(["  return a - b;", "  return a + b;"], ["  return a * b;", "  return a * b * 1;"]),
    out: TS.replace("a - b", "a + b").replace("a * b;", "a * b * 1;"),
  },
  {
    name: "two blocks out of order",
    file: TS,
    diff: diff(["  return a * b;", "  return b * a;"], ["  return a - b;", "  return a + b;"]),
    out: TS.replace("a - b", "a + b").replace("a * b;", "b * a;"),
  },
  {
    name: "legacy markers",
    file: TS,
    diff: legacy(["  return a - b;", "  return a + b;"]),
    out: TS.replace("a - b", "a + b"),
  },
  {
    name: "long marker variants and trailing >",
    file: "x\n",
    diff: "--------- SEARCH>\nx\n==========\ny\n++++++++++ REPLACE>",
    out: "y\n",
  },
  {
    name: "markers with CRLF in the diff",
    file: "x\n",
    diff: "------- SEARCH\r\nx\r\n=======\r\ny\r\n+++++++ REPLACE\r\n",
    out: "y\n",
  },
  {
    name: "code fences and blank lines around blocks are ignored",
    file: "x\n",
    diff: "```diff\n\n------- SEARCH\nx\n=======\ny\n+++++++ REPLACE\n\n```",
    out: "y\n",
  },
  {
    name: "duplicates resolved by a whole-line match",
    file: "foo();\nbarfoo();\n",
    diff: diff(["foo();", "baz();"]),
    out: "baz();\nbarfoo();\n",
  },
  // ---- whitespace and indentation drift
  {
    name: "trailing whitespace drift",
    file: "if (x) {   \n  go();\n}\n",
    diff: diff(["if (x) {\n  go();\n}", "if (y) {\n  go();\n}"]),
    out: "if (y) {\n  go();\n}\n",
  },
  {
    name: "indentation drift: SEARCH under-indented, REPLACE re-indented",
    file: "class A {\n    m() {\n        return 1;\n    }\n}\n",
    diff: diff(["m() {\n    return 1;\n}", "m() {\n    return 2;\n}"]),
    out: "class A {\n    m() {\n        return 2;\n    }\n}\n",
  },
  {
    name: "indentation drift: SEARCH over-indented",
    file: "def f():\n  return 1\n",
    diff: diff(["    def f():\n      return 1", "    def f():\n      return 2"]),
    out: "def f():\n  return 2\n",
  },
  {
    name: "tabs in the file, spaces in the SEARCH",
    file: "func f() {\n\treturn 1\n}\n",
    diff: diff(["func f() {\n    return 1\n}", "func f() {\n\treturn 2\n}"]),
    out: "func f() {\n\treturn 2\n}\n",
  },
  {
    name: "blank line left before the divider",
    file: "a\nb\nc\n",
    diff: "------- SEARCH\nb\n\n=======\nB\n\n+++++++ REPLACE",
    out: "a\nB\nc\n",
  },
  // ---- anchors
  {
    name: "first/last-line anchors when the middle drifted",
    file: "function f() {\n  const x = compute(1, 2);\n  return x;\n}\n",
    diff: diff([
      "function f() {\n  const x = compute(1,2) // old\n  return x;\n}",
      "function f() {\n  return compute(1, 2);\n}",
    ]),
    out: "function f() {\n  return compute(1, 2);\n}\n",
  },
  {
    name: "anchors need 3 lines: a 2-line drifted block fails",
    file: "a()\nb()\n",
    diff: diff(["a()\nc()", "x"]),
    fail: "no-match",
  },
  // ---- line endings, final newline, unicode, BOM
  {
    name: "CRLF file stays CRLF",
    file: "one\r\ntwo\r\nthree\r\n",
    diff: diff(["two", "2\nzwei"]),
    out: "one\r\n2\r\nzwei\r\nthree\r\n",
  },
  {
    name: "CRLF file, multi-line SEARCH written with LF",
    file: "a\r\nb\r\nc\r\n",
    diff: diff(["a\nb", "A\nB"]),
    out: "A\r\nB\r\nc\r\n",
  },
  {
    name: "CRLF file, SEARCH spanning a line break mid-line does not match",
    file: "let a = 1;\r\nlet b = 2;\r\n",
    diff: diff(["1;\nlet b", "10;\nlet bb"]),
    fail: "no-match",
  },
  { name: "CRLF file, delete a line", file: "a\r\nb\r\nc\r\n", diff: diff(["b", ""]), out: "a\r\nc\r\n" },
  { name: "CRLF file without final newline", file: "a\r\nb", diff: diff(["b", "c\nd"]), out: "a\r\nc\r\nd" },
  { name: "mixed line endings left as they are", file: "a\r\nb\nc\r\n", diff: diff(["b", "B"]), out: "a\r\nB\nc\r\n" },
  { name: "missing final newline preserved", file: "a\nb", diff: diff(["b", "c"]), out: "a\nc" },
  { name: "missing final newline, edit at the top", file: "a\nb", diff: diff(["a", "z"]), out: "z\nb" },
  {
    name: "unicode: emoji, CJK, combining marks",
    file: 'const s = "héllo 👋";\nconst t = "日本語";\n',
    diff: diff(['const t = "日本語";', 'const t = "中文 👍🏽";']),
    out: 'const s = "héllo 👋";\nconst t = "中文 👍🏽";\n',
  },
  {
    name: "leading and trailing whitespace drift: REPLACE taken as written (Cline's line-trimmed match)",
    file: "line1\n line2 \nline3",
    diff: diff(["line2", "replaced"]),
    out: "line1\nreplaced\nline3",
  },
  {
    name: "unicode with whitespace drift",
    file: "  ünïcödé();\n",
    diff: diff(["  ünïcödé();  ", "ü();"]),
    out: "ü();\n",
  },
  { name: "BOM kept", file: "\uFEFFline1\nline2\n", diff: diff(["line1", "L1"]), out: "\uFEFFL1\nline2\n" },
  // ---- empty SEARCH
  { name: "empty SEARCH on a new file", file: undefined, diff: diff(["", "hello\nworld"]), out: "hello\nworld\n" },
  { name: "empty SEARCH on an empty file", file: "", diff: diff(["", "x = 1"]), out: "x = 1\n" },
  { name: "blank SEARCH line on an empty file", file: "", diff: diff(["\n", "x = 1"]), out: "x = 1\n" },
  {
    name: "whitespace-only SEARCH on a non-empty file",
    file: "a\n\nb\n",
    diff: diff(["  \n", "x"]),
    fail: "empty-search",
    message: [/holds only whitespace/],
  },
  {
    name: "empty SEARCH on a non-empty file",
    file: "x\n",
    diff: diff(["", "y"]),
    fail: "empty-search",
    message: [/SEARCH block 1 is empty/, /write_to_file/],
  },
  {
    name: "non-empty SEARCH on a new file",
    file: undefined,
    diff: diff(["x", "y"]),
    fail: "no-match",
    message: [/a new file/],
  },
  // ---- failures
  {
    name: "no match quotes the block and shows the nearest region",
    file: "alpha\nbeta\ngamma\ndelta\nepsilon\n",
    diff: diff(["gamma\ndeltaa\nepsilon\nzeta", "x"]),
    fail: "no-match",
    message: [
      /SEARCH block 1 of 1 \(diff line 1\) does not match f\.ts/,
      /deltaa/,
      /closest part of the file \(lines 3-5\)/,
      /4 \| delta/,
    ],
  },
  {
    name: "no match with nothing similar",
    file: "aaaa\nbbbb\n",
    diff: diff(["zzzzzz qqqq", "x"]),
    fail: "no-match",
    message: [/Nothing in the file resembles it/],
  },
  {
    name: "no match found by similarity (typo in the only line)",
    file: "export const answer = 42;\nother();\n",
    diff: diff(["export const answr = 42;", "x"]),
    fail: "no-match",
    message: [/1 \| export const answer = 42;/],
  },
  {
    name: "matches twice",
    file: "x();\ny();\nx();\n",
    diff: diff(["x();", "z();"]),
    fail: "ambiguous",
    message: [/matches 2 places/, /lines 1, 3/, /Add surrounding lines/],
  },
  {
    name: "matches twice after whitespace normalization",
    file: "  x();\n    x();\n",
    diff: diff([" x();", "z();"]),
    fail: "ambiguous",
  },
  {
    name: "one bad block writes nothing (all-or-nothing)",
    file: TS,
    diff: diff(["  return a - b;", "  return a + b;"], ["nope", "x"]),
    fail: "no-match",
    message: [/SEARCH block 2 of 2/, /1 other block\(s\) matched, but nothing was written/],
  },
  {
    name: "overlapping blocks",
    file: "a\nb\nc\n",
    diff: diff(["a\nb", "x"], ["b\nc", "y"]),
    fail: "overlap",
    message: [/blocks 1 and 2 overlap/],
  },
  // ---- broken markers
  {
    name: "no blocks at all",
    file: "x",
    diff: "just replace x with y",
    fail: "malformed",
    message: [/text outside any block/],
  },
  { name: "empty diff", file: "x", diff: "", fail: "malformed", message: [/No SEARCH\/REPLACE blocks/] },
  {
    name: "missing divider",
    file: "x",
    diff: "------- SEARCH\nx\n+++++++ REPLACE",
    fail: "malformed",
    message: [/line 3: `\+\+\+\+\+\+\+ REPLACE` before the `=======`/],
  },
  {
    name: "missing divider and REPLACE marker at the end",
    file: "x",
    diff: "------- SEARCH\nx\n",
    fail: "malformed",
    message: [/ends without `=======` and `\+\+\+\+\+\+\+ REPLACE`/],
  },
  {
    name: "nested SEARCH marker inside a SEARCH",
    file: "x\n",
    diff: "------- SEARCH\nx\n------- SEARCH\nx\n=======\ny\n+++++++ REPLACE",
    fail: "malformed",
    message: [/line 3: a new SEARCH marker, but the block opened at line 1 has no `=======` yet/],
  },
  {
    name: "markers out of order: REPLACE, divider, SEARCH",
    file: "x\n",
    diff: "+++++++ REPLACE\ny\n=======\nx\n------- SEARCH",
    fail: "malformed",
    message: [/line 1: `\+\+\+\+\+\+\+ REPLACE` with no block open/],
  },
  {
    name: "matches only after trimming, in two places",
    file: "  a\n    a\n",
    diff: diff(["a", "b"]),
    fail: "ambiguous",
    message: [/2 places in f.ts \(after trimming whitespace\)/, /lines 1, 2/],
  },
  {
    name: "new SEARCH before the previous block closed",
    file: "x",
    diff: "------- SEARCH\nx\n=======\ny\n------- SEARCH\nx\n=======\ny\n+++++++ REPLACE",
    fail: "malformed",
    message: [/line 5: a new SEARCH marker, but the block opened at line 1 was not closed/],
  },
  {
    name: "divider with no block",
    file: "x",
    diff: "=======\ny\n+++++++ REPLACE",
    fail: "malformed",
    message: [/line 1: `=======` with no `------- SEARCH`/],
  },
  {
    name: "misspelled marker",
    file: "x",
    diff: "------- SERACH\nx\n=======\ny\n+++++++ REPLACE",
    fail: "malformed",
    message: [/misspelled marker/, /------- SEARCH/],
  },
  {
    name: "second divider inside a block",
    file: "x",
    diff: "------- SEARCH\nx\n=======\ny\n=======\nz\n+++++++ REPLACE",
    fail: "malformed",
    message: [/a second `=======`/],
  },
];

describe("applyDiff table", () => {
  it.each(rows)("$name", (row) => {
    const result = applyDiff(row.file, row.diff, "f.ts");
    if ("out" in row) {
      if (!result.ok) throw new Error(`expected success, got: ${result.error}`);
      expect(result.content).toBe(row.out);
    } else {
      if (result.ok) throw new Error(`expected ${row.fail}, got content: ${JSON.stringify(result.content)}`);
      expect(result.kind).toBe(row.fail);
      for (const re of row.message ?? []) expect(result.error).toMatch(re);
    }
  });
});

describe("applyDiff reporting", () => {
  it("says which strategies matched", () => {
    const result = applyDiff("  a();\nb();\n", diff(["  a();", "c();"], ["b();  ", "d();"]), "f.ts");
    expect(result.ok && result.methods.sort()).toEqual(["exact", "trimmed"]);
  });

  it("reports no change when REPLACE equals SEARCH", () => {
    const result = applyDiff("a\n", diff(["a", "a"]), "f.ts");
    expect(result.ok && result.changed).toBe(false);
  });

  it("handles a 1 MB file with blocks far apart", () => {
    const lines = Array.from({ length: 40_000 }, (_, i) => `line ${i} ${"x".repeat(16)}`);
    const file = `${lines.join("\n")}\n`;
    const result = applyDiff(
      file,
      diff(
        [`line 39999 ${"x".repeat(16)}`, "end"],
        [`line 0 ${"x".repeat(16)}`, "start"],
        [`line 20000 ${"x".repeat(16)}`, "mid"],
      ),
      "big.txt",
    );
    if (!result.ok) throw new Error(result.error);
    const out = result.content.split("\n");
    expect([out[0], out[20000], out[39999], out.length]).toEqual(["start", "mid", "end", 40_001]);
  });
});
