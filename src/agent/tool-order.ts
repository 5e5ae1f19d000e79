/** The order tools go to the model in, the same every turn (a stable, cacheable prompt prefix). */
import type { Tool } from "../tools/types.js";

/**
 * Tool definitions come first in a provider's prompt, so their order is part of
 * every cached prefix: core tools in the registry's order, then the rest (MCP
 * servers' tools) by name, whatever order the servers listed them in this run.
 */
export function inStableOrder(tools: Tool[]): Tool[] {
  const core = tools.filter((t) => t.source === "core");
  const others = tools
    .filter((t) => t.source !== "core")
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [...core, ...others];
}
