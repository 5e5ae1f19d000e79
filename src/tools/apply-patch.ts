/**
 * apply_patch: OpenAI's patch envelope (./edit/v4a.ts) on the shared line engine.
 * Every operation is checked and computed before anything is written, so a
 * patch applies whole or not at all. Every path it touches (added, deleted,
 * moved from and to) goes through the policy and the workspace check.
 */
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { defineTool, failure } from "./define.js";
import { applyBlocks } from "./edit/apply.js";
import { type PatchOp, parsePatch, patchPaths } from "./edit/v4a.js";
import { resolveInWorkspace } from "./paths.js";
import { looksBinary } from "./text.js";

const schema = z.object({
  input: z
    .string()
    .describe(
      "The patch: *** Begin Patch, then *** Update File: path with @@ hunks (' ' context, '-' old, '+' new lines), *** Add File: path (+lines), *** Delete File: path, optional *** Move to: path; then *** End Patch.",
    ),
});

type Write = { rel: string; abs: string; content: string | null };

async function readText(abs: string, rel: string): Promise<string | { error: string }> {
  const info = await stat(abs);
  if (!info.isFile()) return { error: `${rel} is not a regular file.` };
  const bytes = await readFile(abs);
  if (looksBinary(bytes.subarray(0, 8192))) return { error: `${rel} is a binary file; apply_patch edits text files.` };
  return bytes.toString("utf8");
}

/** Checks one operation and computes what it writes; a string is the error for the model. */
async function plan(op: PatchOp, workspace: string, claimed: Set<string>): Promise<Write[] | string> {
  const target = await resolveInWorkspace(workspace, op.path);
  if (!target.ok) return target.error;
  const claim = (rel: string) => {
    if (claimed.has(rel)) return `${rel} appears twice in the patch; put all its changes in one operation.`;
    claimed.add(rel);
    return undefined;
  };
  const twice = claim(target.rel);
  if (twice) return twice;
  if (op.kind === "add") {
    if (target.exists)
      return `*** Add File: ${target.rel} — the file already exists. Use *** Update File to change it.`;
    return [{ rel: target.rel, abs: target.abs, content: op.lines.map((l) => `${l}\n`).join("") }];
  }
  if (!target.exists)
    return `*** ${op.kind === "delete" ? "Delete" : "Update"} File: ${target.rel} — no such file. Check the path with list_files, or use *** Add File to create it.`;
  const original = await readText(target.abs, target.rel);
  if (typeof original !== "string") return original.error;
  if (op.kind === "delete") return [{ rel: target.rel, abs: target.abs, content: null }];
  const outcome =
    op.hunks.length === 0
      ? { ok: true as const, content: original }
      : applyBlocks(original, op.hunks, target.rel, [], "hunk");
  if (!outcome.ok) return outcome.error.replaceAll("SEARCH", "hunk's old lines");
  if (op.moveTo === undefined) return [{ rel: target.rel, abs: target.abs, content: outcome.content }];
  const dest = await resolveInWorkspace(workspace, op.moveTo);
  if (!dest.ok) return dest.error;
  if (dest.exists)
    return `*** Move to: ${dest.rel} — that path already exists; move to a new path, or delete it first.`;
  const again = claim(dest.rel);
  if (again) return again;
  return [
    { rel: dest.rel, abs: dest.abs, content: outcome.content },
    { rel: target.rel, abs: target.abs, content: null },
  ];
}

export function createApplyPatch() {
  return defineTool({
    name: "apply_patch",
    description:
      "Edit, add, delete or move files with one patch in the apply_patch format. The whole patch applies or none of it.",
    schema,
    access: (input) => ({ kind: "write", paths: patchPaths(input.input) }),
    async execute(input, ctx) {
      const parsed = parsePatch(input.input);
      if (!parsed.ok) return failure(parsed.error);
      const writes: Write[] = [];
      const claimed = new Set<string>();
      for (const op of parsed.ops) {
        const planned = await plan(op, ctx.workspace, claimed);
        if (typeof planned === "string") return failure(`Nothing was changed: ${planned}`);
        writes.push(...planned);
      }
      for (const w of writes) {
        if (w.content === null) await rm(w.abs);
        else {
          await mkdir(path.dirname(w.abs), { recursive: true });
          await writeFile(w.abs, w.content, "utf8");
        }
      }
      const verbs = parsed.ops.map((op) =>
        op.kind === "add"
          ? `added ${op.path}`
          : op.kind === "delete"
            ? `deleted ${op.path}`
            : op.hunks.length === 0
              ? `moved ${op.path} → ${op.moveTo}`
              : `updated ${op.path}${op.moveTo ? ` → ${op.moveTo}` : ""} (${op.hunks.length} hunk${op.hunks.length === 1 ? "" : "s"})`,
      );
      const summary = verbs.join(", ");
      return {
        ok: true,
        content: `Applied the patch: ${summary}.`,
        writtenPaths: writes.map((w) => w.rel),
        summary: summary.length > 120 ? `${summary.slice(0, 117)}...` : summary,
      };
    },
  });
}
