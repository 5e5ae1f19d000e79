/** Gemini CLI `replace`: the bad inputs every edit tool must survive, and edges its own tests leave out. */
import type { EditCase } from "./types.js";

const BAD = "bad input: ";
const edit = (file_path: string, old_string: string, new_string: string) => ({ file_path, old_string, new_string });

export const replaceBadInputs: EditCase[] = [
  {
    from: `${BAD}old_string that matches only with typographic quotes (gemini's fuzzy pass)`,
    name: "matches only after normalisation",
    files: { "f.md": "say \u201cquoted\u201d text here\n" },
    input: edit("f.md", 'say "quoted" text here', "say plain text here"),
    ok: true,
    after: { "f.md": "say plain text here\n" },
    says: [/Applied fuzzy match at line 1\./],
  },
  {
    from: `${BAD}an addition at the start of a file`,
    name: "addition at the start",
    files: { "f.txt": "a\nb\n" },
    input: edit("f.txt", "a\n", "first\na\n"),
    ok: true,
    after: { "f.txt": "first\na\nb\n" },
  },
  {
    from: `${BAD}an addition in the middle of a file`,
    name: "addition in the middle",
    files: { "f.txt": "a\nb\n" },
    input: edit("f.txt", "a\nb", "a\nmiddle\nb"),
    ok: true,
    after: { "f.txt": "a\nmiddle\nb\n" },
  },
  {
    from: `${BAD}an addition at the end of a file without a final newline`,
    name: "addition at the end, no final newline",
    files: { "f.txt": "a\nb" },
    input: edit("f.txt", "b", "b\nc\n"),
    ok: true,
    after: { "f.txt": "a\nb\nc" },
  },
  {
    from: `${BAD}old_string on an empty file`,
    name: "empty file",
    files: { "f.txt": "" },
    input: edit("f.txt", "x", "y"),
    ok: false,
    says: [/0 occurrences found/, /\S*f\.txt is empty\./],
  },
  {
    from: `${BAD}a file that is not valid UTF-8`,
    name: "non-UTF-8 bytes",
    files: { "f.txt": Buffer.from("line one\nline two\ncaf\xe9 au lait\n", "latin1") },
    input: edit("f.txt", "line one", "tea"),
    ok: false,
    says: [/is not valid UTF-8 \(byte 0xE9 on line 3\)/],
  },
  {
    from: `${BAD}a binary file`,
    name: "binary file",
    files: { "f.bin": Buffer.from([0, 1, 2]) },
    input: edit("f.bin", "x", "y"),
    ok: false,
    says: [/is a binary file; replace edits text files/],
  },
  {
    from: `${BAD}old_string and new_string the same`,
    name: "no change",
    files: { "f.txt": "a\n" },
    input: edit("f.txt", "a", "a"),
    ok: false,
    says: [/^No changes to apply\. The old_string and new_string are identical in file: \S*f\.txt$/],
  },
  {
    from: "edge: an empty old_string makes the missing directories",
    name: "create in a new directory",
    input: edit("deep/dir/new.txt", "", "x\n"),
    ok: true,
    after: { "deep/dir/new.txt": "x\n" },
  },
];
