/**
 * Parses OpenAI's apply_patch format as Codex does (codex-rs/apply-patch/src/
 * parser.rs, lenient mode): the whole text trimmed, markers trimmed, a heredoc
 * wrapper (`<<'EOF'` … `EOF`) taken off, a blank line inside a hunk read as an
 * empty context line, blank lines between hunks skipped, `*** End of File`
 * ending a hunk that must match the file's end. Messages keep Codex's wording.
 *
 * Kinder than Codex, each noted in README ("apply_patch"): consecutive `@@`
 * lines are a chain of anchors (Codex's own instructions show them; its parser
 * refuses them), a unified-diff range (`@@ -1,3 +1,4 @@`) counts as a bare `@@`,
 * blank lines between file operations are skipped, and an Update with a Move
 * and no hunks is a plain rename.
 *
 *   *** Begin Patch
 *   *** Add File: path        (every line `+text`)
 *   *** Delete File: path
 *   *** Update File: path
 *   *** Move to: new/path     (optional, right after Update File)
 *   @@ optional anchor line
 *    context / -removed / +added
 *   *** End of File           (optional)
 *   *** End Patch
 */
import type { ToolAccess } from "../types.js";

/** One line a hunk writes: text the model gave, or the file's own context line `old[ctx]`. */
export interface NewLine {
  text: string;
  /** Index into the hunk's old lines when this is a context line (written back as the file has it). */
  ctx?: number;
}

export interface Chunk {
  /** `@@ text` anchors, searched in order before the old lines. */
  anchors: string[];
  old: string[];
  new: NewLine[];
  /** `*** End of File`: the old lines must be the file's last lines. */
  eof: boolean;
  /** 1-based line of the patch where the hunk starts, for messages. */
  line: number;
}

export type PatchOp =
  | { kind: "add"; path: string; lines: string[] }
  | { kind: "delete"; path: string }
  | { kind: "update"; path: string; moveTo?: string; chunks: Chunk[] };

export type ParsePatchResult = { ok: true; ops: PatchOp[] } | { ok: false; error: string };

const PATCH_HINT =
  "A patch is:\n*** Begin Patch\n*** Update File: path\n@@ optional line before the change\n context line\n-old line\n+new line\n*** End Patch\n(also *** Add File: path with +lines, *** Delete File: path, *** Move to: path right after *** Update File)";

const BEGIN = "*** Begin Patch";
const END = "*** End Patch";
const ADD = "*** Add File: ";
const DELETE = "*** Delete File: ";
const UPDATE = "*** Update File: ";
const MOVE = "*** Move to: ";
const EOF_MARKER = "*** End of File";
const UNIFIED_RANGE = /^-\d+(,\d+)? \+\d+(,\d+)? @@/;

class PatchError extends Error {}

const invalidPatch = (message: string) => new PatchError(`Invalid patch: ${message}\n${PATCH_HINT}`);
const invalidHunk = (line: number, message: string) =>
  new PatchError(`Invalid patch hunk on line ${line}: ${message}\n${PATCH_HINT}`);

/** The lines between the markers (Codex's check_patch_boundaries_lenient). */
function body(lines: string[]): string[] {
  const strict = (ls: string[]): string[] | PatchError => {
    const first = ls[0]?.trim();
    const last = ls.at(-1)?.trim();
    if (first === BEGIN && last === END && ls.length >= 2) return ls.slice(1, -1);
    if (first !== BEGIN) return invalidPatch("The first line of the patch must be '*** Begin Patch'");
    return invalidPatch("The last line of the patch must be '*** End Patch' (was the reply cut off?)");
  };
  const direct = strict(lines);
  if (!(direct instanceof PatchError)) return direct;
  const first = lines[0];
  if (
    (first === "<<EOF" || first === "<<'EOF'" || first === '<<"EOF"') &&
    (lines.at(-1) as string).endsWith("EOF") &&
    lines.length >= 4
  ) {
    const inner = strict(lines.slice(1, -1));
    if (inner instanceof PatchError) throw inner;
    return inner;
  }
  throw direct;
}

function isAnchor(line: string): boolean {
  return line === "@@" || line.startsWith("@@ ");
}

/** One hunk of an update (Codex's parse_update_file_chunk); returns it and the lines it used. */
function parseChunk(lines: string[], at: number, lineNo: number, first: boolean): [Chunk, number] {
  const anchors: string[] = [];
  let i = at;
  while (i < lines.length && isAnchor(lines[i] as string)) {
    const text = (lines[i] as string).slice(3);
    if ((lines[i] as string) !== "@@" && !UNIFIED_RANGE.test(text)) anchors.push(text);
    i++;
  }
  if (i === at && !first)
    throw invalidHunk(lineNo, `Expected update hunk to start with a @@ context marker, got: '${lines[at]}'`);
  if (i >= lines.length) throw invalidHunk(lineNo + (i - at), "Update hunk does not contain any lines");
  const chunk: Chunk = { anchors, old: [], new: [], eof: false, line: lineNo };
  let parsed = 0;
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === EOF_MARKER) {
      if (parsed === 0) throw invalidHunk(lineNo + (i - at), "Update hunk does not contain any lines");
      chunk.eof = true;
      i++;
      break;
    }
    const sign = line[0];
    if (sign === undefined || sign === " ") {
      chunk.new.push({ text: line.slice(1), ctx: chunk.old.length });
      chunk.old.push(line.slice(1));
    } else if (sign === "+") chunk.new.push({ text: line.slice(1) });
    else if (sign === "-") chunk.old.push(line.slice(1));
    else if (parsed === 0)
      throw invalidHunk(
        lineNo + (i - at),
        `Unexpected line found in update hunk: '${line}'. Every line should start with ' ' (context line), '+' (added line), or '-' (removed line)`,
      );
    else break; // the start of the next hunk or file operation
    parsed++;
  }
  return [chunk, i - at];
}

function parseUpdate(lines: string[], at: number, lineNo: number, path: string): [PatchOp, number] {
  let i = at + 1;
  const move = lines[i]?.startsWith(MOVE) ? (lines[i] as string).slice(MOVE.length).trim() : undefined;
  if (move !== undefined) i++;
  const chunks: Chunk[] = [];
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === "") {
      i++; // blank lines between hunks
      continue;
    }
    if (line.startsWith("*")) break;
    const [chunk, used] = parseChunk(lines, i, lineNo + (i - at), chunks.length === 0);
    chunks.push(chunk);
    i += used;
  }
  if (chunks.length === 0 && move === undefined)
    throw invalidHunk(lineNo, `Update file hunk for path '${path}' is empty`);
  return [{ kind: "update", path, moveTo: move, chunks }, i - at];
}

function parseOperation(lines: string[], at: number, lineNo: number): [PatchOp, number] {
  const first = (lines[at] as string).trim();
  if (first.startsWith(ADD)) {
    const out: string[] = [];
    let i = at + 1;
    while (i < lines.length && (lines[i] as string).startsWith("+")) out.push((lines[i++] as string).slice(1));
    return [{ kind: "add", path: first.slice(ADD.length).trim(), lines: out }, i - at];
  }
  if (first.startsWith(DELETE)) return [{ kind: "delete", path: first.slice(DELETE.length).trim() }, 1];
  if (first.startsWith(UPDATE)) return parseUpdate(lines, at, lineNo, first.slice(UPDATE.length).trim());
  const afterAdd = at > 0 && (lines[at - 1] as string).startsWith("+");
  throw invalidHunk(
    lineNo,
    `'${first}' is not a valid hunk header. Valid hunk headers: '*** Add File: {path}', '*** Delete File: {path}', '*** Update File: {path}'${afterAdd ? " (every line of an added file starts with '+')" : ""}`,
  );
}

export function parsePatch(text: string): ParsePatchResult {
  try {
    const lines = body(
      text
        .trim()
        .split("\n")
        .map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l)),
    );
    const ops: PatchOp[] = [];
    for (let i = 0; i < lines.length; ) {
      if ((lines[i] as string).trim() === "") {
        i++; // blank lines between file operations
        continue;
      }
      const [op, used] = parseOperation(lines, i, i + 2);
      ops.push(op);
      i += used;
    }
    return { ok: true, ops };
  } catch (e) {
    if (e instanceof PatchError) return { ok: false, error: e.message };
    throw e;
  }
}

/**
 * What a patch touches, for the policy: every path it names, as a write. A
 * patch that does not parse or names no file writes nothing (the tool only
 * reports why), so it is judged as a read of nothing: the model gets the parse
 * error, not a denial that hides it.
 */
export function patchAccess(input: string): ToolAccess {
  const parsed = parsePatch(input);
  if (!parsed.ok || parsed.ops.length === 0) return { kind: "read", paths: [] };
  const paths = parsed.ops.flatMap((op) => (op.kind === "update" && op.moveTo ? [op.path, op.moveTo] : [op.path]));
  return { kind: "write", paths };
}
