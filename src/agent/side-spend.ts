/**
 * Model spend that happens outside the loop's own turns — an MCP server's
 * sampling request answered by the run's model while a tool runs — counted into
 * the session's usage and cost, so it is under the same `max_cost_usd` and in
 * the outcome's totals.
 */
import type { Usage } from "./types.js";
import { addUsage } from "./usage.js";

export interface SideSpend {
  /** What was spent since the last drain (and resets it). */
  drain(): { usage: Usage; costUsd: number };
}

export function absorbSideSpend(state: { usage: Usage; costUsd: number }, spend: SideSpend | undefined): void {
  if (!spend) return;
  const { usage, costUsd } = spend.drain();
  state.costUsd += costUsd;
  state.usage = addUsage(state.usage, usage);
}
