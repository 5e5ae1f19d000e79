/**
 * A connected server's resources, resource templates and prompts: listed live
 * (they change more often than tools and are asked for rarely), each request
 * through the connection's session handling (a Streamable HTTP session the
 * server forgot is renewed, as for tool calls).
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  type GetPromptResult,
  GetPromptResultSchema,
  type Prompt,
  ReadResourceResultSchema,
  type Resource,
  type ResourceTemplate,
} from "@modelcontextprotocol/sdk/types.js";
import type { ToolResult } from "../tools/types.js";
import { describeCallError, errorText } from "./errors.js";
import { listPrompts, listResources, listResourceTemplates } from "./listing.js";
import { normalizeReadResult } from "./result.js";
import { perCallSignal } from "./signals.js";
import type { ServerState } from "./types.js";

export interface ContentSession {
  name: string;
  timeoutSeconds(): number;
  /** The client when connected. */
  connected(): Client | undefined;
  state(): ServerState;
  run<T>(fn: (client: Client) => Promise<T>): Promise<T>;
}

export class ServerContent {
  constructor(private readonly session: ContentSession) {}

  private get options() {
    return { timeout: this.session.timeoutSeconds() * 1000 };
  }

  async listResources(): Promise<{ resources: Resource[]; templates: ResourceTemplate[]; warnings: string[] }> {
    if (!this.session.connected()?.getServerCapabilities()?.resources)
      return { resources: [], templates: [], warnings: [] };
    const [resources, templates] = await Promise.all([
      this.session.run((client) => listResources(client, this.options)),
      this.session
        .run((client) => listResourceTemplates(client, this.options))
        .catch((error: unknown) => ({
          items: [],
          warnings: [`listing resource templates failed: ${errorText(error)}`],
        })),
    ]);
    return {
      resources: resources.items,
      templates: templates.items,
      warnings: [...resources.warnings, ...templates.warnings],
    };
  }

  async readResource(uri: string, signal?: AbortSignal): Promise<ToolResult> {
    const { name } = this.session;
    if (!this.session.connected())
      return { ok: false, content: `MCP server "${name}" is ${this.session.state()}; cannot read ${uri}` };
    const call = perCallSignal(signal);
    try {
      const result = await this.session.run((client) =>
        client.request({ method: "resources/read", params: { uri } }, ReadResourceResultSchema, {
          ...this.options,
          signal: call.signal,
        }),
      );
      return normalizeReadResult(result, { server: name, uri });
    } catch (error) {
      return {
        ok: false,
        content: `reading resource ${uri} from MCP server "${name}" failed: ${describeCallError(error, this.session.timeoutSeconds())}`,
      };
    } finally {
      call.dispose();
    }
  }

  async listPrompts(): Promise<{ prompts: Prompt[]; warnings: string[] }> {
    if (!this.session.connected()?.getServerCapabilities()?.prompts) return { prompts: [], warnings: [] };
    const listing = await this.session.run((client) => listPrompts(client, this.options));
    return { prompts: listing.items, warnings: listing.warnings };
  }

  /** prompts/get; throws with the server's reason (a missing argument, an unknown prompt). */
  async getPrompt(name: string, args: Record<string, string>): Promise<GetPromptResult> {
    return this.session.run((client) =>
      client.request({ method: "prompts/get", params: { name, arguments: args } }, GetPromptResultSchema, this.options),
    );
  }
}
