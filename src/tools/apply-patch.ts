/**
 * apply_patch: OpenAI's patch format, parsed and applied with Codex's semantics
 * (./edit/v4a.ts, ./edit/v4a-apply.ts). Every operation is checked and
 * computed before anything is written, so a patch applies whole or not at all.
 * Every path it touches (added, deleted, moved from and to) goes through the
 * policy and the workspace check. The only file I/O is here: one read per
 * updated file (marked READ) and the writes at the end (marked WRITE).
 */
import type { Stats } from "node:fs";
import { z } from "zod";
import { removeBeneath, statBeneath } from "../beneath/files.js";
import { defineTool, failure } from "./define.js";
import { type PatchOp, parsePatch, patchAccess } from "./edit/v4a.js";
import { applyUpdate } from "./edit/v4a-apply.js";
import { asFailure, readText, writeText } from "./workspace-files.js";

const schema = z.object({
  input: z
    .string()
    .describe(
      "The patch: *** Begin Patch, then *** Update File: path with @@ hunks (' ' context, '-' old, '+' new lines; `@@ line` to name a line before the change), *** Add File: path (+lines), *** Delete File: path, optional *** Move to: path; then *** End Patch.",
    ),
});

/** content null: delete. */
type Write = { rel: string; content: string | null };

/** Where `input` really is in the work tree and what is there; a string is the refusal. */
async function locate(workspace: string, input: string): Promise<{ rel: string; info: Stats | undefined } | string> {
  try {
    const { rel, stat } = await statBeneath(workspace, input);
    return { rel, info: stat };
  } catch (e) {
    return asFailure(e).content;
  }
}
type Planned = { writes: Write[]; notes: string[]; letter: "A" | "M" | "D"; shown: string };

/** Checks one operation and computes what it writes; a string is the error for the model. */
async function plan(op: PatchOp, workspace: string, claimed: Set<string>): Promise<Planned | string> {
  const target = await locate(workspace, op.path);
  if (typeof target === "string") return target;
  const claim = (rel: string) => {
    if (claimed.has(rel))
      return `${rel} appears twice in the patch; put all its changes under one *** Update File: ${rel}.`;
    claimed.add(rel);
    return undefined;
  };
  const twice = claim(target.rel);
  if (twice) return twice;
  const info = target.info;
  if (op.kind === "add") {
    if (info)
      return `*** Add File: ${target.rel} — the file already exists. Use *** Update File: ${target.rel} with hunks to change it.`;
    const content = op.lines.map((l) => `${l}\n`).join("");
    return {
      writes: [{ rel: target.rel, content }],
      notes: [],
      letter: "A",
      shown: target.rel,
    };
  }
  const verb = op.kind === "delete" ? "Delete" : "Update";
  if (!info)
    return `*** ${verb} File: ${target.rel} — no such file. Check the path with list_files, or use *** Add File to create it.`;
  if (!info.isFile())
    return `*** ${verb} File: ${target.rel} — ${info.isDirectory() ? "that is a directory" : "not a regular file"}; ${verb} File takes one file.`;
  if (op.kind === "delete")
    return { writes: [{ rel: target.rel, content: null }], notes: [], letter: "D", shown: target.rel };
  const decoded = await readText(workspace, target.rel, "apply_patch"); // READ
  if (!decoded.ok) return decoded.result.content;
  if (!decoded.exists) return `*** ${verb} File: ${target.rel} — the file is gone; nothing was changed.`;
  const outcome =
    op.chunks.length === 0
      ? { ok: true as const, content: decoded.text, notes: [] }
      : applyUpdate(decoded.text, op.chunks, target.rel);
  if (!outcome.ok) return outcome.error;
  if (op.moveTo === undefined)
    return {
      writes: [{ rel: target.rel, content: outcome.content }],
      notes: outcome.notes,
      letter: "M",
      shown: target.rel,
    };
  const dest = await locate(workspace, op.moveTo);
  if (typeof dest === "string") return dest;
  if (dest.info)
    return `*** Move to: ${dest.rel} — that path already exists; move to a new path, or delete ${dest.rel} with a patch of its own first.`;
  const again = claim(dest.rel);
  if (again) return again;
  return {
    writes: [
      { rel: dest.rel, content: outcome.content },
      { rel: target.rel, content: null },
    ],
    notes: outcome.notes,
    letter: "M",
    shown: dest.rel,
  };
}

function summarize(op: PatchOp): string {
  if (op.kind === "add") return `added ${op.path}`;
  if (op.kind === "delete") return `deleted ${op.path}`;
  if (op.chunks.length === 0) return `moved ${op.path} → ${op.moveTo}`;
  const hunks = `${op.chunks.length} hunk${op.chunks.length === 1 ? "" : "s"}`;
  return `updated ${op.path}${op.moveTo ? ` → ${op.moveTo}` : ""} (${hunks})`;
}

export function createApplyPatch() {
  return defineTool({
    name: "apply_patch",
    description:
      "Edit, add, delete or move files with one patch in the apply_patch format. The whole patch applies or none of it.",
    schema,
    access: (input) => patchAccess(input.input),
    async execute(input, ctx) {
      const parsed = parsePatch(input.input);
      if (!parsed.ok) return failure(parsed.error);
      if (parsed.ops.length === 0)
        return failure(
          "No files were modified: the patch has no *** Add File, *** Update File or *** Delete File section.",
        );
      const planned: Planned[] = [];
      const claimed = new Set<string>();
      for (const op of parsed.ops) {
        const p = await plan(op, ctx.workspace, claimed);
        if (typeof p === "string") return failure(`${p}\nNothing was changed: a patch applies whole or not at all.`);
        planned.push(p);
      }
      for (const w of planned.flatMap((p) => p.writes)) {
        // WRITE (through src/beneath: a swapped path cannot redirect it)
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
      // Codex's report ("Success. Updated the following files:" then A/M/D lines), then any notes.
      const order = { A: 0, M: 1, D: 2 };
      const listed = [...planned]
        .sort((a, b) => order[a.letter] - order[b.letter])
        .map((p) => `${p.letter} ${p.shown}`);
      const notes = planned.flatMap((p) => p.notes);
      const summary = parsed.ops.map(summarize).join(", ");
      return {
        ok: true,
        content: ["Success. Updated the following files:", ...listed, ...notes].join("\n"),
        writtenPaths: planned.flatMap((p) => p.writes.map((w) => w.rel)),
        summary: summary.length > 120 ? `${summary.slice(0, 117)}...` : summary,
      };
    },
  });
}
