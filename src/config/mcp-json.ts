/**
 * The repository's `.mcp.json` (Claude Code's format: `{ "mcpServers": { … } }`).
 * Only the outer shape is checked here; each entry is parsed on its own
 * (mcp-entries.ts), so one server's problem never stops the others.
 */
import { z } from "zod";

export const MCP_JSON = ".mcp.json";

export const mcpJsonSchema = z.looseObject({
  mcpServers: z.record(z.string(), z.unknown()).default({}),
});
