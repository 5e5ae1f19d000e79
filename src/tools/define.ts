/**
 * Builds a core Tool from a zod schema: the JSON Schema the model sees, a
 * parse() whose errors say what was wrong and what was expected, and the
 * "core" source. Each tool file supplies only its schema, access and execute.
 */
import { z } from "zod";
import type { JsonSchema, ParseResult, Tool, ToolAccess, ToolContext, ToolResult } from "./types.js";

export interface ToolSpec<S extends z.ZodType> {
  name: string;
  description: string;
  schema: S;
  access(input: z.output<S>): ToolAccess;
  execute(input: z.output<S>, ctx: ToolContext): Promise<ToolResult>;
}

/** JSON Schema for the model, without keys that cost tokens and say nothing. */
function modelSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return strip(json);
}

function strip(value: unknown): JsonSchema {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "$schema") continue;
    if ((key === "maximum" && v === Number.MAX_SAFE_INTEGER) || (key === "minimum" && v === Number.MIN_SAFE_INTEGER))
      continue;
    if (Array.isArray(v)) out[key] = v.map((item) => (typeof item === "object" && item !== null ? strip(item) : item));
    else if (typeof v === "object" && v !== null) out[key] = strip(v);
    else out[key] = v;
  }
  return out;
}

/** "path: expected string, got nothing; start_line: must be ≥ 1". */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join(".") : "input";
      if (issue.code === "invalid_type" && issue.message.includes("received undefined"))
        return `${where}: required (${issue.expected})`;
      return `${where}: ${issue.message.replace(/^Invalid input: /, "")}`;
    })
    .join("; ");
}

function expectedShape(json: JsonSchema): string {
  const props = json["properties"];
  if (typeof props !== "object" || props === null) return "";
  const required = Array.isArray(json["required"]) ? json["required"] : [];
  const keys = Object.entries(props).map(([key, v]) => {
    const type = typeof v === "object" && v !== null && "type" in v && typeof v.type === "string" ? v.type : "value";
    return `${key}${required.includes(key) ? "" : "?"}: ${type}`;
  });
  return `{ ${keys.join(", ")} }`;
}

export function defineTool<S extends z.ZodType>(spec: ToolSpec<S>): Tool<z.output<S>> {
  const inputSchema = modelSchema(spec.schema);
  const shape = expectedShape(inputSchema);
  return {
    name: spec.name,
    description: spec.description,
    inputSchema,
    source: "core",
    parse(input: unknown): ParseResult<z.output<S>> {
      const parsed = spec.schema.safeParse(input ?? {});
      if (parsed.success) return { ok: true, value: parsed.data };
      return {
        ok: false,
        error: `Invalid arguments for ${spec.name}: ${describeIssues(parsed.error)}. Expected ${shape}.`,
      };
    },
    access: (input) => spec.access(input),
    execute: (input, ctx) => spec.execute(input, ctx),
  };
}

/** A boolean that also accepts "true"/"false", as models sometimes send strings. */
export function looseBoolean() {
  return z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean());
}

/** An integer that also accepts numeric strings. */
export function looseInt() {
  return z.coerce.number().int();
}

export function failure(content: string, extra: Partial<ToolResult> = {}): ToolResult {
  return { ok: false, content, writtenPaths: [], ...extra };
}
