/**
 * apply_patch: OpenAI's patch envelope (./edit/v4a.ts) on the shared line engine.
 * Every operation is checked and computed before anything is written, so a
 * patch applies whole or not at all. Every path it touches (added, deleted,
 * moved from and to) goes through the policy and the workspace check.
 */
import { z } from "zod";
import { removeBeneath, statBeneath } from "../beneath/files.js";
import { defineTool, failure } from "./define.js";
import { applyBlocks } from "./edit/apply.js";
import { type PatchOp, parsePatch, patchPaths } from "./edit/v4a.js";
import { asFailure, readText, writeText } from "./workspace-files.js";

const schema = z.object({
  input: z
    .string()
    .describe(
      "The patch: *** Begin Patch, then *** Update File: path with @@ hunks (' ' context, '-' old, '+' new lines), *** Add File: path (+lines), *** Delete File: path, optional *** Move to: path; then *** End Patch.",
    ),
});

type Write = { rel: string; content: string | null };

/** Where `input` really is in the work tree, and whether something is there; a string is the refusal. */
async function locate(workspace: string, input: string): Promise<{ rel: string; exists: boolean } | string> {
  try {
    const { rel, stat } = await statBeneath(workspace, input);
    return { rel, exists: stat !== undefined };
  } catch (e) {
    return asFailure(e).content;
  }
}

/** Checks one operation and computes what it writes; a string is the error for the model. */
async function plan(op: PatchOp, workspace: string, claimed: Set<string>): Promise<Write[] | string> {
  const target = await locate(workspace, op.path);
  if (typeof target === "string") return target;
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
    return [{ rel: target.rel, content: op.lines.map((l) => `${l}\n`).join("") }];
  }
  if (!target.exists)
    return `*** ${op.kind === "delete" ? "Delete" : "Update"} File: ${target.rel} — no such file. Check the path with list_files, or use *** Add File to create it.`;
  const read = await readText(workspace, target.rel, "apply_patch edits text files");
  if (!read.ok) return read.result.content;
  if (!read.exists) return `${target.rel} is gone; nothing was changed.`;
  const original = read.text;
  if (op.kind === "delete") return [{ rel: target.rel, content: null }];
  const outcome =
    op.hunks.length === 0
      ? { ok: true as const, content: original }
      : applyBlocks(original, op.hunks, target.rel, [], "hunk");
  if (!outcome.ok) return outcome.error.replaceAll("SEARCH", "hunk's old lines");
  if (op.moveTo === undefined) return [{ rel: target.rel, content: outcome.content }];
  const dest = await locate(workspace, op.moveTo);
  if (typeof dest === "string") return dest;
  if (dest.exists)
    return `*** Move to: ${dest.rel} — that path already exists; move to a new path, or delete it first.`;
  const again = claim(dest.rel);
  if (again) return again;
  return [
    { rel: dest.rel, content: outcome.content },
    { rel: target.rel, content: null },
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
        if (w.content === null) {
          try {
            await removeBeneath(ctx.workspace, w.rel);
          } catch (e) {
            return asFailure(e);
          }
        } else {
          const written = await writeText(ctx.workspace, w.rel, w.content);
          if (!written.ok) return written.result;
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
