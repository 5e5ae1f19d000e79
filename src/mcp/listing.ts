/**
 * Listing a server's tools, resources and resource templates, following
 * pagination to the end. Pages are fetched with a lenient schema and each item
 * is validated on its own: the SDK's listTools() rejects the whole page when one
 * tool is malformed, which would take a server's good tools down with it.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { RequestOptions } from "@modelcontextprotocol/sdk/shared/protocol.js";
import {
  type Tool as McpToolDef,
  type Prompt,
  PromptSchema,
  type Resource,
  ResourceSchema,
  type ResourceTemplate,
  ResourceTemplateSchema,
  ToolSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { ModernClient } from "./modern/client.js";
import { headerProblem } from "./modern/headers.js";
import type { SchemaValidator, ToolSchemaCompiler } from "./tool-schemas.js";

/** A tool as the hub keeps it: the server's definition and validators compiled from its own schemas. */
export interface ListedTool {
  def: McpToolDef;
  validate: SchemaValidator;
  /** From its outputSchema: what its structuredContent must match. */
  validateOutput?: SchemaValidator;
  /** It runs only as a task (execution.taskSupport "required"): called through tasks/… (create, poll, result). */
  task?: true;
}

/** What listTools needs besides the client: the compiler, and whether the server runs tool calls as tasks. */
export interface ToolListingContext {
  compiler: ToolSchemaCompiler;
  tasks: boolean;
}

export interface Listing<T> {
  items: T[];
  /** One line per dropped item, naming it and saying why. */
  warnings: string[];
}

/** Guards against a server that hands out cursors forever. */
const MAX_PAGES = 100;

/** Lenient page schemas: the list must be an array; each item is checked separately below. */
const items = z.array(z.unknown());
const nextCursor = z.string().optional();
const toolsPage = z
  .looseObject({ tools: items, nextCursor })
  .transform((p) => ({ items: p.tools, nextCursor: p.nextCursor }));
const resourcesPage = z
  .looseObject({ resources: items, nextCursor })
  .transform((p) => ({ items: p.resources, nextCursor: p.nextCursor }));
const templatesPage = z
  .looseObject({ resourceTemplates: items, nextCursor })
  .transform((p) => ({ items: p.resourceTemplates, nextCursor: p.nextCursor }));
const promptsPage = z
  .looseObject({ prompts: items, nextCursor })
  .transform((p) => ({ items: p.prompts, nextCursor: p.nextCursor }));
type PageSchema = typeof toolsPage | typeof resourcesPage | typeof templatesPage | typeof promptsPage;

async function paginate(
  client: Client,
  method: "tools/list" | "resources/list" | "resources/templates/list" | "prompts/list",
  schema: PageSchema,
  options: RequestOptions,
): Promise<unknown[]> {
  const all: unknown[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const result = await client.request({ method, params: cursor ? { cursor } : {} }, schema, options);
    all.push(...result.items);
    if (!result.nextCursor || result.nextCursor === cursor) break;
    cursor = result.nextCursor;
  }
  return all;
}

function describe(item: unknown, index: number): string {
  const parsed = z.object({ name: z.string() }).safeParse(item);
  return parsed.success ? `"${parsed.data.name}"` : `#${index + 1} (no name)`;
}

export async function listTools(
  client: Client,
  options: RequestOptions,
  context: ToolListingContext,
): Promise<Listing<ListedTool>> {
  const raw = await paginate(client, "tools/list", toolsPage, options);
  const items: ListedTool[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const parsed = ToolSchema.safeParse(item);
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join(".") || "tool"}: ${i.message}`).join("; ");
      warnings.push(`tool ${describe(item, index)} dropped: invalid definition (${why})`);
      return;
    }
    const def = parsed.data;
    if (seen.has(def.name)) {
      warnings.push(`tool "${def.name}" dropped: listed twice`);
      return;
    }
    // The modern HTTP revision: a tool whose `x-mcp-header` annotations break its rules is dropped (modern/headers.ts).
    const badHeader = client instanceof ModernClient ? headerProblem(def.inputSchema) : undefined;
    if (badHeader) {
      warnings.push(`tool "${def.name}" dropped: ${badHeader}`);
      return;
    }
    const task = def.execution?.taskSupport === "required";
    if (task && !context.tasks) {
      warnings.push(
        `tool "${def.name}" not offered: it runs only as a task, and the server does not declare tasks for tools/call`,
      );
      return;
    }
    let validate: SchemaValidator;
    try {
      validate = context.compiler.compile(def.inputSchema);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      warnings.push(`tool "${def.name}" dropped: its inputSchema is not a valid JSON Schema (${why})`);
      return;
    }
    let validateOutput: SchemaValidator | undefined;
    if (def.outputSchema) {
      try {
        validateOutput = context.compiler.compile(def.outputSchema);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        warnings.push(
          `tool "${def.name}": its outputSchema is not a valid JSON Schema (${why}); its results are not checked`,
        );
      }
    }
    items.push({
      def,
      validate,
      validateOutput,
      task: task ? (true as const) : undefined,
    });
    seen.add(def.name);
  });
  return { items, warnings };
}

function validated<T>(raw: unknown[], schema: z.ZodType<T>, what: string): Listing<T> {
  const items: T[] = [];
  const warnings: string[] = [];
  raw.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) items.push(parsed.data);
    else warnings.push(`${what} ${describe(item, index)} dropped: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  });
  return { items, warnings };
}

export async function listResources(client: Client, options: RequestOptions): Promise<Listing<Resource>> {
  const raw = await paginate(client, "resources/list", resourcesPage, options);
  return validated(raw, ResourceSchema, "resource");
}

export async function listResourceTemplates(
  client: Client,
  options: RequestOptions,
): Promise<Listing<ResourceTemplate>> {
  const raw = await paginate(client, "resources/templates/list", templatesPage, options);
  return validated(raw, ResourceTemplateSchema, "resource template");
}

export async function listPrompts(client: Client, options: RequestOptions): Promise<Listing<Prompt>> {
  const raw = await paginate(client, "prompts/list", promptsPage, options);
  return validated(raw, PromptSchema, "prompt");
}
