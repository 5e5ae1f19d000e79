/**
 * Parses OpenAI's apply_patch format (the "V4A" envelope Codex models are
 * trained on) into file operations. Update hunks become whole-line blocks for
 * the shared engine (./apply.ts): a hunk's context and `-` lines are its SEARCH,
 * its context and `+` lines its REPLACE.
 *
 *   *** Begin Patch
 *   *** Add File: path        (every line `+text`)
 *   *** Delete File: path
 *   *** Update File: path
 *   *** Move to: new/path     (optional, right after Update File)
 *   @@ optional context line
 *    context / -removed / +added
 *   *** End of File           (optional)
 *   *** End Patch
 */
import type { EditBlock } from "./parse-blocks.js";

export type PatchOp =
  | { kind: "add"; path: string; lines: string[] }
  | { kind: "delete"; path: string }
  | { kind: "update"; path: string; moveTo?: string; hunks: EditBlock[] };

export type ParsePatchResult = { ok: true; ops: PatchOp[] } | { ok: false; error: string };

export const PATCH_HINT =
  "A patch is:\n*** Begin Patch\n*** Update File: path\n@@\n context line\n-old line\n+new line\n*** End Patch\n(also *** Add File: path with +lines, *** Delete File: path, *** Move to: path after Update File)";

const FILE_HEADER = /^\*\*\* (Add|Delete|Update) File: (.+)$/;
const MOVE = /^\*\*\* Move to: (.+)$/;

export function parsePatch(text: string): ParsePatchResult {
  const lines = text.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  while (lines.length > 0 && (lines.at(-1) as string).trim() === "") lines.pop();
  while (lines.length > 0 && (lines[0] as string).trim() === "") lines.shift();
  const fail = (n: number, what: string): ParsePatchResult => ({
    ok: false,
    error: `Malformed patch at line ${n}: ${what}\n${PATCH_HINT}`,
  });
  if (lines[0]?.trim() !== "*** Begin Patch") return fail(1, "the patch must start with `*** Begin Patch`.");
  if (lines.at(-1)?.trim() !== "*** End Patch")
    return fail(lines.length, "the patch must end with `*** End Patch` (was the reply cut off?).");

  const ops: PatchOp[] = [];
  let i = 1;
  const end = lines.length - 1;
  while (i < end) {
    const n = i + 1;
    const header = FILE_HEADER.exec(lines[i] as string);
    if (!header)
      return fail(
        n,
        `expected \`*** Add File:\`, \`*** Update File:\` or \`*** Delete File:\`, got ${JSON.stringify((lines[i] as string).slice(0, 80))}.`,
      );
    const [, kind, rawPath] = header;
    const path = (rawPath as string).trim();
    i++;
    if (kind === "Delete") {
      ops.push({ kind: "delete", path });
      continue;
    }
    if (kind === "Add") {
      const body: string[] = [];
      while (i < end && !(lines[i] as string).startsWith("*** ")) {
        const line = lines[i] as string;
        if (!line.startsWith("+")) return fail(i + 1, `every line of an added file starts with \`+\` (in ${path}).`);
        body.push(line.slice(1));
        i++;
      }
      ops.push({ kind: "add", path, lines: body });
      continue;
    }
    const move = MOVE.exec(lines[i] ?? "");
    const moveTo = move ? (move[1] as string).trim() : undefined;
    if (move) i++;
    const hunks: EditBlock[] = [];
    let current: EditBlock | undefined;
    while (i < end && !FILE_HEADER.test(lines[i] as string)) {
      const line = lines[i] as string;
      const at = i + 1;
      i++;
      if (line.startsWith("@@")) {
        current = undefined;
        continue;
      }
      if (line.trim() === "*** End of File") continue;
      if (line.startsWith("*** "))
        return fail(at, `unknown marker ${JSON.stringify(line.slice(0, 60))} in the update of ${path}.`);
      const sign = line[0] ?? " ";
      if (sign !== " " && sign !== "-" && sign !== "+")
        return fail(
          at,
          `a hunk line starts with a space (context), \`-\` or \`+\`; got ${JSON.stringify(line.slice(0, 60))} in ${path}.`,
        );
      if (!current) {
        current = { index: hunks.length + 1, line: at, search: [], replace: [] };
        hunks.push(current);
      }
      const body = line.slice(1);
      if (sign !== "+") current.search.push(body);
      if (sign !== "-") current.replace.push(body);
    }
    if (hunks.length === 0 && moveTo === undefined) return fail(n, `\`*** Update File: ${path}\` has no hunks.`);
    ops.push({ kind: "update", path, ...(moveTo !== undefined ? { moveTo } : {}), hunks });
  }
  if (ops.length === 0) return fail(1, "the patch has no file operations.");
  return { ok: true, ops };
}

/** Every path a patch names; empty when it does not parse (the tool reports that). */
export function patchPaths(input: string): string[] {
  const parsed = parsePatch(input);
  if (!parsed.ok) return [];
  return parsed.ops.flatMap((op) => (op.kind === "update" && op.moveTo ? [op.path, op.moveTo] : [op.path]));
}
