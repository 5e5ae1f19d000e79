/**
 * Small real tools for loop tests: they touch real files in the temp workspace,
 * validate their input with zod like the core tools do, and report written paths.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Tool, ToolResult } from "../../../src/tools/types.js";

function defineTool<S extends z.ZodType>(def: {
  name: string;
  schema: S;
  kind: "read" | "write" | "exec" | "other";
  paths?: (input: z.infer<S>) => string[];
  execute: (input: z.infer<S>, workspace: string) => Promise<ToolResult>;
}): Tool<z.infer<S>> {
  return {
    name: def.name,
    description: `test tool ${def.name}`,
    inputSchema: z.toJSONSchema(def.schema),
    source: "core",
    parse(input) {
      const r = def.schema.safeParse(input);
      return r.success
        ? { ok: true, value: r.data }
        : { ok: false, error: r.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; ") };
    },
    access: (input) => ({ kind: def.kind, paths: def.paths ? def.paths(input) : undefined }),
    execute: (input, ctx) => def.execute(input, ctx.workspace),
  };
}

const writeTool = defineTool({
  name: "write_to_file",
  schema: z.object({ path: z.string(), content: z.string() }),
  kind: "write",
  paths: (i) => [i.path],
  async execute(input, workspace) {
    const file = path.join(workspace, input.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, input.content);
    return { ok: true, content: `wrote ${input.path}`, writtenPaths: [input.path], summary: input.path };
  },
});

const readTool = defineTool({
  name: "read_file",
  schema: z.object({ path: z.string() }),
  kind: "read",
  paths: (i) => [i.path],
  async execute(input, workspace) {
    try {
      return { ok: true, content: await readFile(path.join(workspace, input.path), "utf8"), writtenPaths: [] };
    } catch {
      return { ok: false, content: `file not found: ${input.path}. Use list_files to see what exists.` };
    }
  },
});

const noopTool = defineTool({
  name: "noop",
  schema: z.object({ n: z.number().optional() }),
  kind: "other",
  execute: async () => ({ ok: true, content: "ok", writtenPaths: [] }),
});

const failTool = defineTool({
  name: "fail",
  schema: z.object({}).loose(),
  kind: "other",
  execute: async () => ({ ok: false, content: "this always fails", writtenPaths: [] }),
});

const completionTool = defineTool({
  name: "attempt_completion",
  schema: z.object({ result: z.string() }),
  kind: "other",
  execute: async (input) => ({
    ok: true,
    content: "",
    writtenPaths: [],
    control: { kind: "completion", result: input.result },
  }),
});

const questionTool = defineTool({
  name: "ask_followup_question",
  schema: z.object({ question: z.string() }),
  kind: "other",
  execute: async (input) => ({
    ok: true,
    content: "",
    writtenPaths: [],
    control: { kind: "question", question: input.question },
  }),
});

export const testTools = (): Tool[] => [writeTool, readTool, noopTool, failTool, completionTool, questionTool];
