/**
 * `ResourceAccess` (src/tools/types.ts) over the hub's connections, for the
 * list_mcp_resources and access_mcp_resource core tools. Listing is live (no
 * cache): resources change more often than tools and are asked for rarely.
 */
import type { ResourceAccess, ToolResult } from "../tools/types.js";
import type { McpConnection } from "./connection.js";
import { errorText } from "./errors.js";
import { capText, DEFAULT_LIMITS } from "./result.js";

export class HubResources implements ResourceAccess {
  constructor(private readonly connections: () => McpConnection[]) {}

  private find(server: string): McpConnection | undefined {
    return this.connections().find((c) => c.name === server);
  }

  private names(): string {
    return (
      this.connections()
        .map((c) => `"${c.name}"`)
        .join(", ") || "(none configured)"
    );
  }

  async listResources(server?: string): Promise<string> {
    let targets = this.connections();
    if (server !== undefined) {
      const one = this.find(server);
      if (!one) return `There is no MCP server "${server}". Servers: ${this.names()}.`;
      targets = [one];
    }
    const sections = await Promise.all(
      targets.map(async (c) => {
        if (!c.available) return `## ${c.name}\n(server ${c.status().status}; no resources available)`;
        try {
          const { resources, templates, warnings } = await c.content.listResources();
          const lines = [`## ${c.name}`];
          for (const r of resources)
            lines.push(
              `- ${r.uri}${r.name ? ` — ${r.name}` : ""}${r.mimeType ? ` (${r.mimeType})` : ""}${r.description ? `: ${r.description}` : ""}`,
            );
          for (const t of templates)
            lines.push(
              `- template ${t.uriTemplate}${t.name ? ` — ${t.name}` : ""}${t.description ? `: ${t.description}` : ""}`,
            );
          for (const w of warnings) lines.push(`- (warning: ${w})`);
          if (lines.length === 1) lines.push("(no resources)");
          return lines.join("\n");
        } catch (error) {
          return `## ${c.name}\n(listing resources failed: ${errorText(error)})`;
        }
      }),
    );
    if (sections.length === 0) return "No MCP servers are configured, so there are no resources.";
    return capText(sections.join("\n\n"), DEFAULT_LIMITS.maxChars);
  }

  async readResource(server: string, uri: string): Promise<ToolResult> {
    const connection = this.find(server);
    if (!connection) return { ok: false, content: `There is no MCP server "${server}". Servers: ${this.names()}.` };
    return connection.content.readResource(uri);
  }
}
