/**
 * The repository's `.mcp.json` (Claude Code's format: `{ "mcpServers": { … } }`),
 * also accepting Cline's spellings through the shared server schema.
 */
import { z } from "zod";
import { mcpServerSchema } from "./schema.js";

export const MCP_JSON = ".mcp.json";

export const mcpJsonSchema = z.looseObject({
  mcpServers: z
    .record(z.string().regex(/^[A-Za-z0-9_.-]+$/, "server names use letters, digits, _ . -"), mcpServerSchema)
    .default({}),
});
