/**
 * Gemini CLI `replace` cases, transcribed from gemini-cli's own tests
 * (google-gemini/gemini-cli packages/core/src/tools/edit.test.ts at 5411f113;
 * the expected_replacements table from the version before 0cc4f095, when
 * allow_multiple replaced it), run through the tool rather than its inner
 * functions. The bad inputs every edit tool must survive are in ./replace-bad.ts. Not transcribed: the tests of
 * the LLM self-correction, IDE, JIT-context and plan-mode paths, which
 * Patchbay does not have (README, "replace").
 */
import type { EditCase } from "./types.js";

const G = "gemini-cli edit.test.ts ";
const G0 = "gemini-cli edit.test.ts before 0cc4f095 ";
const edit = (file_path: string, old_string: string, new_string: string, extra: Record<string, unknown> = {}) => ({
  file_path,
  old_string,
  new_string,
  ...extra,
});

const dollar: [string, string, string, string, string][] = [
  [
    "$ literal",
    "price is $100 and pattern end is ' '",
    "price is $100",
    "price is $200",
    "price is $200 and pattern end is ' '",
  ],
  ["$' literal", "foo", "foo", "bar$'baz", "bar$'baz"],
  ["$& literal", "hello world", "hello", "$&-replacement", "$&-replacement world"],
  ["$` literal", "prefix-middle-suffix", "middle", "new$`content", "prefix-new$`content-suffix"],
  ["$1, $2 capture groups literal", "test string", "test", "$1$2replacement", "$1$2replacement string"],
  ["normal strings without problematic $", "normal text replacement", "text", "string", "normal string replacement"],
  [
    "complex regex patterns with $ at end",
    "| select('match', '^[sv]d[a-z]$')",
    "'^[sv]d[a-z]$'",
    "'^[sv]d[a-z]$' # updated",
    "| select('match', '^[sv]d[a-z]$' # updated)",
  ],
  ["$$ (escaped dollar)", "price value", "value", "$$100", "price $$100"],
];

const allowMultiple: [string, string, boolean | undefined, string | undefined][] = [
  ["allow_multiple true, several occurrences", "foo foo foo", true, "bar bar bar"],
  ["allow_multiple true, exactly 1 occurrence", "foo", true, "bar"],
  ["allow_multiple false, several occurrences", "foo foo foo", false, undefined],
  ["allow_multiple not given, 2 occurrences", "foo foo", undefined, undefined],
  ["allow_multiple false, exactly 1 occurrence", "foo", false, "bar"],
  ["allow_multiple true, 0 occurrences", "baz", true, undefined],
  ["allow_multiple false, 0 occurrences", "baz", false, undefined],
];

export const replaceCases: EditCase[] = [
  ...dollar.map(
    ([name, file, o, n, out]): EditCase => ({
      from: `${G}applyReplacement: should handle ${name}`,
      name: `$ sequences: ${name}`,
      files: { "f.txt": file },
      input: edit("f.txt", o, n),
      ok: true,
      after: { "f.txt": out },
    }),
  ),
  {
    from: `${G}applyReplacement: should handle empty replacement with problematic $`,
    name: "$ sequences: old_string not found",
    files: { "f.txt": "test content" },
    input: edit("f.txt", "nothing", "replacement$'text"),
    ok: false,
    says: [/0 occurrences found for old_string/],
  },
  {
    from: `${G}applyReplacement: should replace oldString with newString in currentContent`,
    name: "every occurrence, when expected",
    files: { "f.txt": "hello old world old" },
    input: edit("f.txt", "old", "new", { expected_replacements: 2 }),
    ok: true,
    after: { "f.txt": "hello new world new" },
  },
  {
    from: `${G}calculateReplacement: should perform an exact replacement`,
    name: "exact",
    files: { "f.txt": "hello world" },
    input: edit("f.txt", "world", "moon"),
    ok: true,
    after: { "f.txt": "hello moon" },
    says: [/^Successfully modified file: \S*f\.txt \(1 replacements?\)\. Here is the updated code:\nhello moon/],
  },
  {
    from: `${G}calculateReplacement: should perform a flexible, whitespace-insensitive replacement`,
    name: "flexible",
    files: { "f.txt": "  hello\n    world\n" },
    input: edit("f.txt", "hello\nworld", "goodbye\nmoon"),
    ok: true,
    after: { "f.txt": "  goodbye\n  moon\n" },
  },
  {
    from: `${G}calculateReplacement: should return 0 occurrences if no match is found`,
    name: "no match",
    files: { "f.txt": "hello world" },
    input: edit("f.txt", "nomatch", "moon"),
    ok: false,
    says: [/^Failed to edit, 0 occurrences found for old_string in \S*f\.txt\. Ensure you're not escaping content/],
  },
  {
    from: `${G}calculateReplacement: should perform a regex-based replacement for flexible intra-line whitespace`,
    name: "regex",
    files: { "f.js": "  function  myFunc( a, b ) {\n    return a + b;\n  }" },
    input: edit("f.js", "function myFunc(a, b) {", "const yourFunc = (a, b) => {"),
    ok: true,
    after: { "f.js": "  const yourFunc = (a, b) => {\n    return a + b;\n  }" },
  },
  {
    from: `${G}calculateReplacement: should perform a fuzzy replacement when exact match fails but similarity is high`,
    name: "fuzzy",
    files: { "config.ts": "const myConfig = {\n  enableFeature: true,\n  retries: 3\n};" },
    input: edit(
      "config.ts",
      "const myConfig = {\n  enableFeature: true\n  retries: 3\n};",
      "const myConfig = {\n  enableFeature: false,\n  retries: 5\n};",
    ),
    ok: true,
    after: { "config.ts": "const myConfig = {\n  enableFeature: false,\n  retries: 5\n};" },
    says: [/Applied fuzzy match at line 1-4\./],
  },
  {
    from: `${G}calculateReplacement: should NOT perform a fuzzy replacement when similarity is below threshold`,
    name: "fuzzy below threshold",
    files: { "config.ts": "const myConfig = {\n  enableFeature: true,\n  retries: 3\n};" },
    input: edit("config.ts", "function somethingElse() {\n  return false;\n}", "x"),
    ok: false,
    says: [/0 occurrences found/],
  },
  {
    from: `${G}calculateReplacement: should NOT perform a fuzzy replacement when the complexity (length * size) is too high`,
    name: "fuzzy too costly",
    files: { "f.ts": Array(200).fill("a".repeat(2000)).join("\n") },
    input: edit("f.ts", `${"a".repeat(2000)}c`, "replacement"),
    ok: false,
    says: [/0 occurrences found/],
  },
  {
    from: `${G}calculateReplacement: should perform multiple fuzzy replacements if multiple valid matches are found`,
    name: "fuzzy, two places",
    files: {
      "f.ts": '\nfunction doIt() {\n  console.log("hello");\n}\n\nfunction doIt() {\n  console.log("hello");\n}\n',
    },
    input: edit(
      "f.ts",
      "function doIt() {\n  console.log('hello');\n}",
      'function doIt() {\n  console.log("bye");\n}',
      { expected_replacements: 2 },
    ),
    ok: true,
    after: { "f.ts": '\nfunction doIt() {\n  console.log("bye");\n}\n\nfunction doIt() {\n  console.log("bye");\n}\n' },
    says: [/Applied fuzzy match at lines 2-4, 6-8\./],
  },
  {
    from: `${G}calculateReplacement: should preserve trailing newlines in flexible replacement (regression)`,
    name: "flexible keeps trailing newlines",
    files: { "f.txt": "  line1\n  line2\n  line3\n" },
    input: edit("f.txt", "line1\nline2", "line1-replaced\nline2-replaced"),
    ok: true,
    after: { "f.txt": "  line1-replaced\n  line2-replaced\n  line3\n" },
  },
  {
    from: `${G}calculateReplacement: should correctly increment loop index in flexible replacement when allow_multiple is true (regression)`,
    name: "flexible, allow_multiple",
    files: { "f.txt": "  match1\n  match2\n  match1\n  match2\n" },
    input: edit("f.txt", "match1\nmatch2", "replaced1\nreplaced2\nreplaced3", { allow_multiple: true }),
    ok: true,
    after: { "f.txt": "  replaced1\n  replaced2\n  replaced3\n  replaced1\n  replaced2\n  replaced3\n" },
  },
  {
    from: `${G}calculateReplacement: should correctly rebase indentation in flexible replacement without double-indenting`,
    name: "flexible re-indents",
    files: { "f.ts": "    if (a) {\n        foo();\n    }\n" },
    input: edit("f.ts", "if (a) {\n    foo();\n}", "if (a) {\n    bar();\n}"),
    ok: true,
    after: { "f.ts": "    if (a) {\n        bar();\n    }\n" },
  },
  {
    from: `${G}calculateReplacement: should correctly rebase indentation in fuzzy replacement without double-indenting`,
    name: "fuzzy re-indents",
    files: { "f.ts": "    const myConfig = {\n      enableFeature: true,\n      retries: 3\n    };" },
    input: edit(
      "f.ts",
      "const myConfig = {\n  enableFeature: true\n  retries: 3\n};",
      "const myConfig = {\n  enableFeature: false,\n  retries: 5\n};",
    ),
    ok: true,
    after: { "f.ts": "    const myConfig = {\n      enableFeature: false,\n      retries: 5\n    };" },
  },
  {
    from: `${G}calculateReplacement: should NOT insert extra newlines when replacing a block preceded by a blank line (regression)`,
    name: "regex after a blank line",
    files: { "f.js": "\n  function oldFunc() {\n    // some code\n  }" },
    input: edit("f.js", "function  oldFunc() {\n    // some code\n  }", "function newFunc() {\n  // new code\n}"),
    ok: true,
    after: { "f.js": "\n  function newFunc() {\n    // new code\n  }" },
  },
  {
    from: `${G}calculateReplacement: should NOT insert extra newlines in flexible replacement when old_string starts with a blank line (regression)`,
    name: "flexible from a blank line",
    files: { "f.js": "  // some comment\n\n  function oldFunc() {}" },
    input: edit("f.js", "\nfunction oldFunc() {}", "\n  function newFunc() {}"),
    ok: true,
    after: { "f.js": "  // some comment\n\n  function newFunc() {}" },
  },
  {
    from: `${G}validateToolParams: should reject omission placeholder in new_string when old_string does not contain that placeholder`,
    name: "placeholder in new_string",
    files: { "f.txt": "old content\n" },
    input: edit("f.txt", "old content", "(rest of methods ...)"),
    ok: false,
    says: [
      /^`new_string` contains an omission placeholder \(for example 'rest of methods \.\.\.'\)\. Provide exact literal replacement text\.$/,
    ],
  },
  {
    from: `${G}validateToolParams: should reject new_string when it contains an additional placeholder not present in old_string`,
    name: "an added placeholder",
    files: { "f.txt": "(rest of methods ...)\n" },
    input: edit("f.txt", "(rest of methods ...)", "(rest of methods ...)\n(unchanged code ...)"),
    ok: false,
    says: [/contains an omission placeholder/],
  },
  {
    from: `${G}validateToolParams: should allow omission placeholders when all are already present in old_string`,
    name: "placeholders already in old_string",
    files: { "f.txt": "(rest of methods ...)\n(unchanged code ...)\n" },
    input: edit("f.txt", "(rest of methods ...)\n(unchanged code ...)", "(unchanged code ...)\n(rest of methods ...)"),
    ok: true,
    after: { "f.txt": "(unchanged code ...)\n(rest of methods ...)\n" },
  },
  {
    from: `${G}validateToolParams: should allow normal code that contains placeholder text in a string literal`,
    name: "placeholder text in a string literal",
    files: { "f.ts": 'const msg = "old";\n' },
    input: edit("f.ts", 'const msg = "old";', 'const msg = "(rest of methods ...)";'),
    ok: true,
    after: { "f.ts": 'const msg = "(rest of methods ...)";\n' },
  },
  {
    from: `${G}validateToolParams: should return an error if path is outside the workspace`,
    name: "outside the workspace",
    input: edit("../../outside.txt", "old", "new"),
    ok: false,
    says: [/outside the workspace/],
  },
  {
    from: `${G}execute: should edit an existing file and return diff with fileName`,
    name: "edits a file",
    files: { "execute_me.txt": "This is some old text." },
    input: edit("execute_me.txt", "old", "new"),
    ok: true,
    after: { "execute_me.txt": "This is some new text." },
    says: [/Successfully modified file/],
  },
  {
    from: `${G}execute: should preserve CRLF line endings when editing a file`,
    name: "CRLF kept",
    files: { "execute_me.txt": "line one\r\nline two\r\n" },
    input: edit("execute_me.txt", "line two", "line three"),
    ok: true,
    after: { "execute_me.txt": "line one\r\nline three\r\n" },
  },
  {
    from: `${G}execute: should create a new file with CRLF line endings if new_string has them`,
    name: "creates a file",
    input: edit("execute_me.txt", "", "new line one\r\nnew line two\r\n"),
    ok: true,
    after: { "execute_me.txt": "new line one\r\nnew line two\r\n" },
    says: [/^Created new file: \S*execute_me\.txt with provided content\.$/],
  },
  {
    from: `${G}Error Scenarios: FILE_NOT_FOUND`,
    name: "missing file",
    input: edit("error_test.txt", "any", "new"),
    ok: false,
    says: [/^File not found: \S*error_test\.txt\. Cannot apply edit\. Use an empty old_string to create a new file\./],
  },
  {
    from: `${G}Error Scenarios: ATTEMPT_TO_CREATE_EXISTING_FILE`,
    name: "empty old_string on an existing file",
    files: { "error_test.txt": "existing content" },
    input: edit("error_test.txt", "", "new content"),
    ok: false,
    says: [/Attempted to create a file that already exists/],
  },
  {
    from: `${G}Error Scenarios: NO_OCCURRENCE_FOUND`,
    name: "not found",
    files: { "error_test.txt": "content" },
    input: edit("error_test.txt", "not-found", "new"),
    ok: false,
    says: [/0 occurrences found for old_string/],
  },
  {
    from: `${G}Error Scenarios: EXPECTED_OCCURRENCE_MISMATCH`,
    name: "found twice",
    files: { "error_test.txt": "one one two" },
    input: edit("error_test.txt", "one", "new"),
    ok: false,
    says: [/^Failed to edit, Expected 1 occurrence but found 2 for old_string in file: \S*error_test\.txt/],
  },
  ...allowMultiple.map(
    ([name, file, allow, out]): EditCase => ({
      from: `${G}allow_multiple: should ${out ? "succeed" : "fail"} when ${name}`,
      name,
      files: { "replacements_test.txt": file },
      input: edit("replacements_test.txt", "foo", "bar", allow === undefined ? {} : { allow_multiple: allow }),
      ok: out !== undefined,
      after: out !== undefined ? { "replacements_test.txt": out } : undefined,
      says: [
        out !== undefined
          ? /Successfully modified/
          : file === "baz"
            ? /0 occurrences/
            : /Expected 1 occurrence but found/,
      ],
    }),
  ),
  ...(
    [
      ["occurrences match expected_replacements", 3, "bar bar bar"],
      ["occurrences do not match expected_replacements", 2, undefined],
      ["default to 1 expected replacement if not specified", undefined, undefined],
    ] as const
  ).map(
    ([name, expected, out]): EditCase => ({
      from: `${G0}expected_replacements: ${name}`,
      name: `expected_replacements: ${name}`,
      files: { "replacements_test.txt": expected === undefined ? "foo foo" : "foo foo foo" },
      input: edit(
        "replacements_test.txt",
        "foo",
        "bar",
        expected === undefined ? {} : { expected_replacements: expected },
      ),
      ok: out !== undefined,
      after: out !== undefined ? { "replacements_test.txt": out } : undefined,
      says: [out !== undefined ? /\(3 replacements\)/ : /Expected \d occurrences? but found \d/],
    }),
  ),
];
