/**
 * The file tools' one way to the work tree: every read and write goes through
 * src/beneath (descriptor-relative, never following a path out of the tree,
 * writes by temp file + rename), and its refusals become results the model
 * reads. No tool opens a work-tree path by name.
 */
import { openFound, WalkError, WriteError, within, writeBeneath } from "../beneath/files.js";
import { failure } from "./define.js";
import { decodeForEdit } from "./edit/decode.js";
import type { ToolResult } from "./types.js";

/** A refusal of the file layer as a result for the model; anything else is broken infrastructure and is thrown. */
export function asFailure(e: unknown): ToolResult {
  if (e instanceof WalkError || e instanceof WriteError) return failure(e.message);
  throw e;
}

export type TextRead =
  | { ok: true; rel: string; exists: true; text: string }
  | { ok: true; rel: string; exists: false }
  | { ok: false; result: ToolResult };

/**
 * The text of the file at `input` (symlinks inside the tree followed), or that
 * nothing is there. A folder, a special file, a binary file, text that is not
 * UTF-8 (edit/decode.ts) or a path out of the tree is a failure naming `tool`;
 * `viewing` words it for a tool that only shows the file.
 */
export async function readText(workspace: string, input: string, tool: string, viewing = false): Promise<TextRead> {
  const what = `${tool} ${viewing ? "shows" : "edits"} text files`;
  try {
    return await within(workspace, input, { followLast: true }, async (found): Promise<TextRead> => {
      if (!found.stat) return { ok: true, rel: found.rel, exists: false };
      if (found.stat.isDirectory()) return { ok: false, result: failure(`${found.rel} is a directory; ${what}.`) };
      if (!found.stat.isFile()) return { ok: false, result: failure(`${found.rel} is not a regular file; ${what}.`) };
      const { handle } = await openFound(found, input);
      try {
        const decoded = decodeForEdit(await handle.readFile(), found.rel, tool, viewing);
        if (!decoded.ok) return { ok: false, result: failure(decoded.error) };
        return { ok: true, rel: found.rel, exists: true, text: decoded.text };
      } finally {
        await handle.close();
      }
    });
  } catch (e) {
    return { ok: false, result: asFailure(e) };
  }
}

export type TextWrite = { ok: true; rel: string; created: boolean } | { ok: false; result: ToolResult };

/** Replaces (or creates) the file at `input` with `content`, whole: the old content stays if anything fails. */
export async function writeText(workspace: string, input: string, content: string): Promise<TextWrite> {
  try {
    const written = await writeBeneath(workspace, input, content);
    return { ok: true, ...written };
  } catch (e) {
    return { ok: false, result: asFailure(e) };
  }
}
