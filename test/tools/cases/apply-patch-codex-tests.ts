/**
 * apply_patch cases transcribed from Codex's unit tests (codex-rs/apply-patch/
 * src/lib.rs and src/parser.rs, the ones that apply or refuse a patch) and its
 * end-to-end suite (codex-rs/core/tests/suite/apply_patch_cli.rs), as of commit
 * 1d092cb6 in the jiangshengdev/codex fork. Absolute paths are written relative.
 */
import type { EditCase } from "./types.js";

const patch = (body: string) => ({ input: `*** Begin Patch\n${body}\n*** End Patch` });
const LIB = "codex-rs/apply-patch/src/lib.rs ";
const PARSER = "codex-rs/apply-patch/src/parser.rs ";
const CORE = "codex-rs/core/tests/suite/apply_patch_cli.rs ";

export const codexUnitTests: EditCase[] = [
  {
    from: `${LIB}test_update_file_hunk_modifies_content`,
    name: "updates with context",
    files: { "update.txt": "foo\nbar\n" },
    input: patch("*** Update File: update.txt\n@@\n foo\n-bar\n+baz"),
    ok: true,
    after: { "update.txt": "foo\nbaz\n" },
    says: [/^Success\. Updated the following files:\nM \S*update\.txt$/],
  },
  {
    from: `${LIB}test_update_file_hunk_interleaved_changes`,
    name: "three hunks, the last at the end of the file",
    files: { "interleaved.txt": "a\nb\nc\nd\ne\nf\n" },
    input: patch("*** Update File: interleaved.txt\n@@\n a\n-b\n+B\n@@\n c\n d\n-e\n+E\n@@\n f\n+g\n*** End of File"),
    ok: true,
    after: { "interleaved.txt": "a\nB\nc\nd\nE\nf\ng\n" },
  },
  {
    from: `${LIB}test_pure_addition_chunk_followed_by_removal`,
    name: "a pure addition, then a removal",
    files: { "panic.txt": "line1\nline2\nline3\n" },
    input: patch(
      "*** Update File: panic.txt\n@@\n+after-context\n+second-line\n@@\n line1\n-line2\n-line3\n+line2-replacement",
    ),
    ok: true,
    after: { "panic.txt": "line1\nline2-replacement\nafter-context\nsecond-line\n" },
  },
  {
    from: `${LIB}test_update_line_with_unicode_dash`,
    name: "ASCII dashes match typographic ones",
    files: { "unicode.py": "import asyncio  # local import \u2013 avoids top\u2011level dep\n" },
    input: patch(
      "*** Update File: unicode.py\n@@\n-import asyncio  # local import - avoids top-level dep\n+import asyncio  # HELLO",
    ),
    ok: true,
    after: { "unicode.py": "import asyncio  # HELLO\n" },
    says: [/matched only with typographic dashes, quotes and spaces read as ASCII/],
  },
  {
    from: `${LIB}test_unified_diff_first_line_replacement`,
    name: "the first line, a blank line closing the hunk",
    files: { "first.txt": "foo\nbar\nbaz\n" },
    input: patch("*** Update File: first.txt\n@@\n-foo\n+FOO\n bar\n"),
    ok: true,
    after: { "first.txt": "FOO\nbar\nbaz\n" },
  },
  {
    from: `${LIB}test_unified_diff_last_line_replacement`,
    name: "the last line",
    files: { "last.txt": "foo\nbar\nbaz\n" },
    input: patch("*** Update File: last.txt\n@@\n foo\n bar\n-baz\n+BAZ\n"),
    ok: true,
    after: { "last.txt": "foo\nbar\nBAZ\n" },
  },
  {
    from: `${LIB}test_unified_diff_insert_at_eof`,
    name: "a pure addition marked End of File",
    files: { "insert.txt": "foo\nbar\nbaz\n" },
    input: patch("*** Update File: insert.txt\n@@\n+quux\n*** End of File\n"),
    ok: true,
    after: { "insert.txt": "foo\nbar\nbaz\nquux\n" },
  },
  {
    from: `${LIB}test_update_file_hunk_can_move_file`,
    name: "updates and moves",
    files: { "src.txt": "line\n" },
    input: patch("*** Update File: src.txt\n*** Move to: dst.txt\n@@\n-line\n+line2"),
    ok: true,
    after: { "dst.txt": "line2\n" },
    says: [/^Success\. Updated the following files:\nM \S*dst\.txt$/],
  },
  {
    from: `${PARSER}test_parse_patch ("bad")`,
    name: "no Begin Patch",
    files: { "a.txt": "a\n" },
    input: { input: "bad" },
    ok: false,
    says: [/^Invalid patch: The first line of the patch must be '\*\*\* Begin Patch'/],
  },
  {
    from: `${PARSER}test_parse_patch ("*** Begin Patch\\nbad")`,
    name: "no End Patch",
    files: { "a.txt": "a\n" },
    input: { input: "*** Begin Patch\nbad" },
    ok: false,
    says: [/^Invalid patch: The last line of the patch must be '\*\*\* End Patch'/],
  },
  {
    from: `${PARSER}test_parse_patch_lenient (<<'EOF' … EOF)`,
    name: "a patch wrapped in a heredoc",
    files: { "file2.py": "import foo\n" },
    input: { input: "<<'EOF'\n*** Begin Patch\n*** Update File: file2.py\n import foo\n+bar\n*** End Patch\nEOF\n" },
    ok: true,
    after: { "file2.py": "import foo\nbar\n" },
  },
  {
    from: `${PARSER}test_parse_patch_lenient (<<"EOF'" mismatched quotes)`,
    name: "a heredoc with mismatched quotes",
    files: { "file2.py": "import foo\n" },
    input: { input: "<<\"EOF'\n*** Begin Patch\n*** Update File: file2.py\n import foo\n+bar\n*** End Patch\nEOF\n" },
    ok: false,
    says: [/The first line of the patch must be '\*\*\* Begin Patch'/],
  },
  {
    from: `${PARSER}test_update_file_chunk (["@@", "bad"])`,
    name: "a hunk line without a prefix",
    files: { "a.txt": "a\n" },
    input: patch("*** Update File: a.txt\n@@\nbad"),
    ok: false,
    says: [
      /Invalid patch hunk on line 4: Unexpected line found in update hunk: 'bad'\. Every line should start with ' '/,
    ],
  },
  {
    from: `${PARSER}test_update_file_chunk (["@@", "*** End of File"])`,
    name: "a hunk with no lines before End of File",
    files: { "a.txt": "a\n" },
    input: patch("*** Update File: a.txt\n@@\n*** End of File"),
    ok: false,
    says: [/Invalid patch hunk on line 4: Update hunk does not contain any lines/],
  },
  {
    from: `${PARSER}test_update_file_chunk (@@ change_context, an empty line as context)`,
    name: "an empty line inside a hunk is an empty context line",
    files: { "f.txt": "change_context\n\ncontext\nremove\ncontext2\n" },
    input: patch("*** Update File: f.txt\n@@ change_context\n\n context\n-remove\n+add\n context2"),
    ok: true,
    after: { "f.txt": "change_context\n\ncontext\nadd\ncontext2\n" },
  },
];

export const codexCoreSuite: EditCase[] = [
  {
    from: `${CORE}apply_patch_cli_insert_only_hunk_modifies_file`,
    name: "an insertion between context lines",
    files: { "insert_only.txt": "alpha\nomega\n" },
    input: patch("*** Update File: insert_only.txt\n@@\n alpha\n+beta\n omega"),
    ok: true,
    after: { "insert_only.txt": "alpha\nbeta\nomega\n" },
  },
  {
    from: `${CORE}apply_patch_cli_move_without_content_change_has_no_turn_diff`,
    name: "a rename with an unchanged context line",
    files: { "old/name.txt": "same\n" },
    input: patch("*** Update File: old/name.txt\n*** Move to: renamed/name.txt\n@@\n same"),
    ok: true,
    after: { "old/": "", "renamed/name.txt": "same\n" },
  },
  {
    from: `${CORE}apply_patch_cli_end_of_file_anchor`,
    name: "End of File on a replaced last line",
    files: { "tail.txt": "alpha\nlast\n" },
    input: patch("*** Update File: tail.txt\n@@\n-last\n+end\n*** End of File"),
    ok: true,
    after: { "tail.txt": "alpha\nend\n" },
  },
  {
    from: `${CORE}apply_patch_cli_missing_second_chunk_context_rejected`,
    name: "a second hunk without @@ (the blank line is context)",
    files: { "two_chunks.txt": "a\nb\nc\nd\n" },
    input: patch("*** Update File: two_chunks.txt\n@@\n-b\n+B\n\n-d\n+D"),
    ok: false,
    says: [/Failed to find expected lines in \S*two_chunks\.txt/],
  },
  {
    from: `${CORE}apply_patch_change_context_disambiguates_target`,
    name: "an @@ anchor picks the second of two equal places",
    files: { "multi_ctx.txt": "fn a\nx=10\ny=2\nfn b\nx=10\ny=20\n" },
    input: patch("*** Update File: multi_ctx.txt\n@@ fn b\n-x=10\n+x=11"),
    ok: true,
    after: { "multi_ctx.txt": "fn a\nx=10\ny=2\nfn b\nx=11\ny=20\n" },
  },
  {
    from: `${CORE}apply_patch_cli_rejects_path_traversal_outside_workspace`,
    name: "Add File outside the workspace",
    input: patch("*** Add File: ../../escape.txt\n+outside"),
    ok: false,
    says: [/outside the workspace/],
  },
  {
    from: `${CORE}apply_patch_cli_rejects_move_path_traversal_outside_workspace`,
    name: "Move to outside the workspace",
    files: { "stay.txt": "from\n" },
    input: patch("*** Update File: stay.txt\n*** Move to: ../../escape-move.txt\n@@\n-from\n+to"),
    ok: false,
    says: [/outside the workspace/],
  },
  {
    from: `${CORE}apply_patch_cli_verification_failure_has_no_side_effects`,
    name: "a failing update writes nothing, not even the added file",
    input: patch("*** Add File: created.txt\n+hello\n*** Update File: missing.txt\n@@\n-old\n+new"),
    ok: false,
    says: [/missing\.txt — no such file/],
  },
  {
    from: `${CORE}apply_patch_function_accepts_lenient_heredoc_wrapped_patch`,
    name: "a heredoc-wrapped Add File",
    input: { input: "<<'EOF'\n*** Begin Patch\n*** Add File: lenient.txt\n+lenient\n*** End Patch\nEOF\n" },
    ok: true,
    after: { "lenient.txt": "lenient\n" },
  },
];
