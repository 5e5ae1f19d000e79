/**
 * An MCP server's tool as a Patchbay `Tool` (src/tools/types.ts): the mapped
 * model-facing name, arguments checked against the server's own JSON Schema
 * before anything is sent, and execution through the hub.
 */
import type { JsonSchema, ParseResult, Tool, ToolContext, ToolResult } from "../tools/types.js";
import { isRecord } from "../util/is-record.js";
import type { ListedTool } from "./listing.js";

export type McpToolInput = Record<string, unknown>;

export type CallFn = (
  server: string,
  tool: string,
  args: McpToolInput,
  opts: { signal?: AbortSignal; progress?: (message: string) => void },
) => Promise<ToolResult>;

export function adaptTool(name: string, server: string, listed: ListedTool, call: CallFn): Tool<McpToolInput> {
  const def = listed.def;
  const annotations = def.annotations
    ? {
        readOnlyHint: def.annotations.readOnlyHint,
        destructiveHint: def.annotations.destructiveHint,
      }
    : undefined;
  const inputSchema: JsonSchema = { ...def.inputSchema };
  return {
    name,
    description:
      def.description ?? def.title ?? def.annotations?.title ?? `Tool "${def.name}" of MCP server "${server}"`,
    inputSchema,
    source: server,
    annotations,
    parse(input: unknown): ParseResult<McpToolInput> {
      // Models send nothing at all for tools without parameters.
      const value = input === undefined || input === null ? {} : input;
      if (!isRecord(value))
        return {
          ok: false,
          error: `${name} takes a JSON object of arguments, got ${Array.isArray(value) ? "an array" : typeof value}`,
        };
      const checked = listed.validate(value);
      if (!checked.valid)
        return {
          ok: false,
          error: `invalid arguments for ${name}: ${checked.errorMessage}; expected arguments matching ${JSON.stringify(def.inputSchema)}`,
        };
      return { ok: true, value };
    },
    access: () => ({ kind: "other" }),
    execute: (input: McpToolInput, ctx: ToolContext) =>
      call(server, def.name, input, { signal: ctx.signal, progress: ctx.progress }),
  };
}
