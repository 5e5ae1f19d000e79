/**
 * What the run lock's journal says of tool calls not committed yet (run-lock.ts,
 * recover.ts): the paths they named, and whether one changes paths nobody named
 * (a command, an MCP tool) — what a kill before their checkpoint would leave.
 */

import type { CheckpointRequest } from "../types.js";
import { normalizePath } from "./changes.js";
import type { JournalSink } from "./run-writer.js";

/** `running`: the call about to run — the paths it names, or "unknown" for one that names none. */
export function journalPending(
  journal: JournalSink,
  cwd: string,
  pending: readonly CheckpointRequest[],
  running: readonly string[] | "unknown" = [],
): void {
  const named = new Set<string>();
  let unknown = running === "unknown";
  for (const p of running === "unknown" ? [] : running) named.add(p);
  for (const r of pending) {
    if (r.paths === undefined) unknown = true;
    else for (const p of r.paths) named.add(p);
  }
  const paths = [...named].map((p) => normalizePath(cwd, p)).filter((p): p is string => p !== null);
  journal({ pending: paths, pendingUnknown: unknown });
}
