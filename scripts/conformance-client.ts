/**
 * The client side of the MCP conformance suite (@modelcontextprotocol/conformance,
 * `client --suite core`), driven through Patchbay's hub exactly as a run uses it:
 * connect the server the suite started (argv[2]), list its tools, call each one
 * with the smallest arguments its schema accepts, close. Client-credentials
 * scenarios get `oauth:` from MCP_CONFORMANCE_CONTEXT. Exit 1 when the server
 * could not be connected, so the suite records why.
 */

import { z } from "zod";
import { mcpServerSchema } from "../src/config/schema.js";
import { McpHub } from "../src/mcp/hub.js";
import type { JsonSchema } from "../src/tools/types.js";

const contextSchema = z.looseObject({ client_id: z.string().optional(), client_secret: z.string().optional() });

/** Minimal arguments for a JSON Schema: every required property with a plain value of its type. */
export function sampleArgs(schema: JsonSchema): Record<string, unknown> {
  const parsed = z
    .object({
      properties: z
        .record(z.string(), z.looseObject({ type: z.unknown().optional(), default: z.unknown().optional() }))
        .optional(),
      required: z.array(z.string()).optional(),
    })
    .safeParse(schema);
  if (!parsed.success) return {};
  const args: Record<string, unknown> = {};
  for (const name of parsed.data.required ?? []) {
    const prop = parsed.data.properties?.[name];
    if (prop?.default !== undefined) args[name] = prop.default;
    else if (prop?.type === "number" || prop?.type === "integer") args[name] = name === "b" ? 3 : 5;
    else if (prop?.type === "boolean") args[name] = true;
    else if (prop?.type === "array") args[name] = [];
    else if (prop?.type === "object") args[name] = {};
    else args[name] = "conformance";
  }
  return args;
}

async function main(): Promise<number> {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write("usage: conformance-client <server-url>\n");
    return 2;
  }
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
  const raw = process.env.MCP_CONFORMANCE_CONTEXT;
  const context = raw ? contextSchema.parse(JSON.parse(raw)) : {};
  const oauth =
    context.client_id && context.client_secret && scenario.startsWith("auth/client-credentials")
      ? { client_id: context.client_id, client_secret: context.client_secret }
      : undefined;
  const server = mcpServerSchema.parse({
    url,
    type: "http",
    timeout: 20,
    connect_timeout: 20,
    ...(oauth ? { oauth } : {}),
  });
  const hub = await McpHub.connect(
    { conformance: server },
    { cwd: process.cwd(), env: {}, onLog: (e) => process.stderr.write(`[${e.server}] ${e.level}: ${e.message}\n`) },
  );
  try {
    const [status] = hub.status();
    if (status?.status !== "connected") {
      process.stderr.write(`scenario ${scenario}: ${status?.error ?? "not connected"}\n`);
      return 1;
    }
    for (const tool of hub.tools()) {
      const args = sampleArgs(tool.inputSchema);
      const parsed = tool.parse(args);
      if (!parsed.ok) {
        process.stderr.write(`${parsed.error}\n`);
        continue;
      }
      const result = await tool.execute(parsed.value, {
        workspace: process.cwd(),
        signal: new AbortController().signal,
        env: {},
        log: () => {},
      });
      process.stdout.write(`${tool.name}: ${result.ok ? "ok" : "error"}: ${result.content.slice(0, 200)}\n`);
    }
    return 0;
  } finally {
    await hub.close();
  }
}

process.exitCode = await main();
