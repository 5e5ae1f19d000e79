/**
 * A pull request's diff as lines a review comment can sit on. GitHub accepts an
 * inline comment only on a line of the diff: an added or a context line on the
 * new side (RIGHT, new line numbers), a removed or a context line on the old
 * side (LEFT, old line numbers), and a range only within one hunk. So the diff
 * is kept as hunks of numbered lines, parsed once, from GitHub's per-file
 * patches or from `git diff` for a local review.
 *
 * Parsing is parse-diff's (it numbers every line and reads git's headers:
 * renames, new and deleted files); its one quirk, a "\ No newline at end of file"
 * marker repeated as a change, is dropped here.
 */
import parseDiff from "parse-diff";

export type Side = "LEFT" | "RIGHT";

export interface DiffLine {
  kind: "add" | "del" | "context";
  /** The line's number in the old file (removed and context lines). */
  old?: number;
  /** The line's number in the new file (added and context lines). */
  new?: number;
  text: string;
}

export interface DiffHunk {
  header: string;
  lines: DiffLine[];
}

/** GitHub's file statuses (the pulls files API); `git diff` statuses are mapped onto them. */
export type FileStatus = "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";

export interface DiffFile {
  /** The file's path in the head (for a removed file, its old path). */
  path: string;
  /** A renamed or copied file's path in the base. */
  previousPath?: string;
  status: FileStatus;
  additions: number;
  deletions: number;
  hunks: DiffHunk[];
  /** Why the file has no lines to comment on (binary, too large for GitHub's diff, renamed without changes). */
  noLines?: string;
}

export interface PullDiff {
  files: DiffFile[];
  /** The file list was cut (GitHub lists at most 3,000 files of a pull request): findings elsewhere go to the summary. */
  truncated: boolean;
}

/** The hunks of one file's patch (GitHub's `patch` field: hunks only, no file headers). */
export function parseHunks(patch: string): DiffHunk[] {
  const [file] = parseDiff(patch);
  return file ? file.chunks.map(toHunk) : [];
}

function toHunk(chunk: parseDiff.Chunk): DiffHunk {
  const lines: DiffLine[] = [];
  for (const change of chunk.changes) {
    // "\ No newline at end of file": parse-diff repeats the previous change for it.
    if (change.content.startsWith("\\")) continue;
    const text = change.content.slice(1);
    if (change.type === "add") lines.push({ kind: "add", new: change.ln, text });
    else if (change.type === "del") lines.push({ kind: "del", old: change.ln, text });
    else lines.push({ kind: "context", old: change.ln1, new: change.ln2, text });
  }
  return { header: chunk.content, lines };
}

/** One entry of `git diff --name-status -z` and `--numstat -z`, joined by path. */
export interface GitFileEntry {
  status: FileStatus;
  path: string;
  previousPath?: string;
  /** `--numstat` says `-` for both counts of a binary file. */
  binary: boolean;
  additions: number;
  deletions: number;
}

/**
 * A whole `git diff` (with `a/` and `b/` prefixes) joined with its file list:
 * the list says what each file is (git's numstat knows binaries, name-status
 * renames), the patch gives the lines. A file the patch has no hunks for says why.
 */
export function filesFromGitDiff(patch: string, entries: GitFileEntry[]): DiffFile[] {
  const byPath = new Map<string, DiffHunk[]>();
  for (const file of parseDiff(patch)) {
    const name = file.deleted ? file.from : file.to;
    if (name) byPath.set(name, file.chunks.map(toHunk));
  }
  return entries.map((entry) => {
    const hunks = entry.binary ? [] : (byPath.get(entry.path) ?? []);
    return {
      path: entry.path,
      previousPath: entry.previousPath || undefined,
      status: entry.status,
      additions: entry.additions,
      deletions: entry.deletions,
      hunks,
      noLines: hunks.length === 0 ? whyNoLines(entry) : undefined,
    };
  });
}

/** Why a file of the diff has no lines, in words for people and the model. */
export function whyNoLines(file: {
  path: string;
  status: FileStatus;
  binary?: boolean;
  previousPath?: string;
}): string {
  if (file.binary) return `${file.path} is a binary file: it has no lines to comment on`;
  if (file.status === "renamed" && file.previousPath)
    return `${file.path} was renamed from ${file.previousPath} without changes: it has no changed lines`;
  return `${file.path} has no textual diff (binary, too large for GitHub's diff, or only its mode changed)`;
}

/** Parses `git diff -z --name-status -M` and `git diff -z --numstat -M` into file entries. */
export function gitFileEntries(nameStatus: string, numstat: string): GitFileEntry[] {
  const counts = new Map<string, { additions: number; deletions: number; binary: boolean }>();
  const stat = numstat.split("\0");
  for (let i = 0; i < stat.length; i++) {
    const head = stat[i];
    if (!head) continue;
    const [added = "", deleted = "", inline = ""] = head.split("\t");
    // A rename's record is "a\td\t" followed by the old and new paths as fields of their own.
    let path = inline;
    if (!path) {
      i += 2;
      path = stat[i] ?? "";
    }
    const binary = added === "-" && deleted === "-";
    counts.set(path, { additions: binary ? 0 : Number(added), deletions: binary ? 0 : Number(deleted), binary });
  }
  const entries: GitFileEntry[] = [];
  const fields = nameStatus.split("\0");
  for (let i = 0; i < fields.length; ) {
    const code = fields[i++];
    if (!code) continue;
    const letter = code[0] ?? "M";
    const previousPath = letter === "R" || letter === "C" ? fields[i++] : undefined;
    const path = fields[i++] ?? "";
    const count = counts.get(path) ?? { additions: 0, deletions: 0, binary: false };
    entries.push({ status: STATUS[letter] ?? "changed", path, previousPath: previousPath || undefined, ...count });
  }
  return entries;
}

const STATUS: Record<string, FileStatus> = {
  A: "added",
  D: "removed",
  M: "modified",
  R: "renamed",
  C: "copied",
  T: "changed",
};

/** The line ranges a hunk covers on one side, e.g. "12–18", for messages. */
export function hunkRange(hunk: DiffHunk, side: Side): string | undefined {
  const numbers = hunk.lines.map((l) => (side === "RIGHT" ? l.new : l.old)).filter((n) => n !== undefined);
  if (numbers.length === 0) return undefined;
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  return first === last ? `${first}` : `${first}–${last}`;
}
