/**
 * Tools whose list changes during a run: an MCP server's
 * notifications/tools/list_changed (a tool added, removed, or its schema
 * changed). The session takes the current list before each model turn, so the
 * model sees the change at its next turn and a new tool can be called — and
 * notes the change in the transcript.
 */

import type { Tool } from "../tools/types.js";
import { estimateTokens } from "./context-window.js";
import { inStableOrder } from "./tool-order.js";
import type { EventSink, ToolSpec } from "./types.js";

export interface LiveTools {
  /** Moves whenever tools() would return a different list. */
  readonly generation: number;
  tools(): Tool[];
}

export function toolSpec(tool: Tool): ToolSpec {
  return { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
}

/** What of the session's run context this touches (session-setup.ts RunContext). */
interface LiveRun {
  opts: { tools: Tool[]; liveTools?: LiveTools; system: string; emit: EventSink };
  liveGeneration?: number;
  specs: ToolSpec[];
  fixedTokens: number;
  toolRun: { tools: ReadonlyMap<string, Tool> };
}

/** Before a model turn: the live tools as they are now, if they changed since the last turn. */
export function takeToolChanges(run: LiveRun): void {
  const live = run.opts.liveTools;
  if (!live || live.generation === run.liveGeneration) return;
  run.liveGeneration = live.generation;
  const tools = inStableOrder([...run.opts.tools, ...live.tools()]);
  const before = new Map(run.specs.map((s) => [s.name, JSON.stringify(s)]));
  const specs = tools.map(toolSpec);
  const after = new Map(specs.map((s) => [s.name, JSON.stringify(s)]));
  const added = [...after.keys()].filter((n) => !before.has(n));
  const removed = [...before.keys()].filter((n) => !after.has(n));
  const changed = [...after.keys()].filter((n) => before.has(n) && before.get(n) !== after.get(n));
  run.specs = specs;
  run.fixedTokens = estimateTokens(run.opts.system) + estimateTokens(specs);
  run.toolRun.tools = new Map(tools.map((t) => [t.name, t]));
  if (added.length + removed.length + changed.length === 0) return;
  const parts = [
    added.length ? `added ${added.join(", ")}` : "",
    removed.length ? `removed ${removed.join(", ")}` : "",
    changed.length ? `changed ${changed.join(", ")}` : "",
  ].filter(Boolean);
  run.opts.emit({ type: "log", level: "info", source: "mcp", message: `MCP tools changed: ${parts.join("; ")}` });
}
