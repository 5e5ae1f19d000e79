/** list_mcp_resources / access_mcp_resource: thin doors to the MCP hub's resources. */
import { z } from "zod";
import { defineTool, failure } from "./define.js";

const NO_SERVERS =
  "No MCP servers are connected in this session, so there are no MCP resources. Use the file tools instead.";

export function createListMcpResources() {
  return defineTool({
    name: "list_mcp_resources",
    description: "List resources offered by connected MCP servers.",
    schema: z.object({ server: z.string().optional() }),
    access: () => ({ kind: "other" }),
    async execute(input, ctx) {
      if (!ctx.resources) return failure(NO_SERVERS);
      return { ok: true, content: await ctx.resources.listResources(input.server), writtenPaths: [] };
    },
  });
}

export function createAccessMcpResource() {
  return defineTool({
    name: "access_mcp_resource",
    description: "Read a resource from an MCP server by URI.",
    // Cline's models write `server_name` (its access_mcp_resource's spelling): both work.
    schema: z
      .object({
        server: z.string().min(1).optional().describe("The MCP server's name."),
        server_name: z.string().min(1).optional().describe("The same as server (Cline's spelling)."),
        uri: z.string().min(1),
      })
      .refine((input) => input.server !== undefined || input.server_name !== undefined, {
        message: "server: required (the MCP server's name, as list_mcp_resources shows it)",
      })
      .transform(({ server, server_name, uri }) => ({ server: server ?? server_name ?? "", uri })),
    access: () => ({ kind: "other" }),
    async execute(input, ctx) {
      if (!ctx.resources) return failure(NO_SERVERS);
      return ctx.resources.readResource(input.server, input.uri);
    },
  });
}
