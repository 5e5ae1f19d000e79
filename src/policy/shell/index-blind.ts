/**
 * Commands that cannot read git's index (docs/decisions/0011-one-git-writer-per-run.md): made only of programs that read
 * and write the files they are given and never start another program. Before such a
 * command the checkpointer lets the index sync after the last checkpoint go on in the
 * background instead of waiting for it (about 20 ms at 100,000 files); every other
 * command — `git`, a test runner, a script, anything behind a wrapper, a path, a
 * substitution, or an option that runs commands such as sed's `e` — waits, so what it
 * reads from the index is current.
 *
 * A wrong answer here could only show one command an index a checkpoint behind (the
 * sync still finishes before the next reader, the push and the end of the run); it
 * never loses or misrecords a change, so the list stays short and obvious rather than
 * complete.
 */
import { loadShellSyntax } from "./ast.js";
import { analyzeCommand } from "./segments.js";
import type { Segment } from "./types.js";

/** Programs that start no other program, except through an option options.ts marks as a hazard. */
const INDEX_BLIND = new Set([
  "[",
  "basename",
  "cat",
  "chmod",
  "cmp",
  "cp",
  "cut",
  "diff",
  "dirname",
  "du",
  "echo",
  "egrep",
  "false",
  "fgrep",
  "grep",
  "head",
  "ln",
  "ls",
  "md5sum",
  "mkdir",
  "mv",
  "nl",
  "paste",
  "printf",
  "pwd",
  "readlink",
  "realpath",
  "rm",
  "rmdir",
  "sed",
  "sha1sum",
  "sha256sum",
  "sleep",
  "sort",
  "stat",
  "tac",
  "tail",
  "tee",
  "test",
  "touch",
  "tr",
  "true",
  "uniq",
  "wc",
]);

/** Option hazards that only write files (sed -i, sed's w): they read no index. */
const WRITE_ONLY_OPTIONS = new Set(["-i", "--in-place", "w"]);

function blind(segment: Segment): boolean {
  if (segment.wrapper || segment.refusal !== undefined) return false;
  const program = segment.text.split(" ")[0] ?? "";
  if (!INDEX_BLIND.has(program)) return false;
  // Options that run programs (sort --compress-program, sed's e) are hazards: options.ts.
  return segment.hazards.every(
    (h) =>
      h.kind === "redirect" || h.kind === "heredoc" || (h.kind === "option" && WRITE_ONLY_OPTIONS.has(h.option ?? "")),
  );
}

/** True when no part of the command can read the git index; false when in doubt. */
export async function cannotReadIndex(command: string): Promise<boolean> {
  const analysis = analyzeCommand(await loadShellSyntax(), command);
  return analysis.ok && analysis.segments.length > 0 && analysis.segments.every(blind);
}
