/**
 * How a model and its cost read for people. A replay cassette is no model and
 * costs nothing real: it reads `replay (examples/demo/cassette.yml)` and its
 * cost "n/a (replay)", not `$0.0000` (docs/decisions/0013-local-runs-like-a-local-tool.md).
 */
import path from "node:path";

/** The `start` event's model id ("replay//abs/path.yml", "anthropic/claude-…") for people. */
export function modelLabel(model: string): string {
  if (!model.startsWith("replay/")) return model;
  const file = model.slice("replay/".length);
  const relative = path.relative(process.cwd(), file);
  return `replay (${relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file})`;
}

export function costLabel(costUsd: number, model: string | undefined, digits = 4): string {
  return model?.startsWith("replay/") ? "n/a (replay)" : `$${costUsd.toFixed(digits)}`;
}

/** A run's length for people: "42 s", "3 min 5 s", "1 h 2 min". */
export function durationLabel(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** The model of a run, from its events (the `start` event names it). */
export function modelOf(events: readonly { type: string; model?: string }[]): string | undefined {
  return events.find((e) => e.type === "start")?.model;
}
