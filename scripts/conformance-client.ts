/**
 * The client side of the MCP conformance suite (@modelcontextprotocol/conformance,
 * `client` scenarios), driven through Patchbay's hub exactly as a run and
 * `patchbay mcp login` use it: the server the suite started (argv[2]) is
 * configured the way a user would configure it, connected, its tools listed and
 * each called with the smallest arguments its schema accepts, then closed.
 *
 * OAuth scenarios: machine grants (client credentials, private_key_jwt, JWT
 * bearer, enterprise-managed) come from `oauth:` config built from
 * MCP_CONFORMANCE_CONTEXT, as a user writes them; the authorization-code
 * scenarios log in through Patchbay's loopback listener with a headless
 * "browser" (the suite's authorization server approves at once and redirects
 * back), so the same code a person's login runs is what the suite checks.
 * Elicitation is answered as a person at the terminal pressing Enter on every
 * field (the defaults). Exit 1 when the server could not be connected, so the
 * suite records why.
 */

import { z } from "zod";
import { type McpServerConfig, mcpServerSchema } from "../src/config/schema.js";
import { McpHub } from "../src/mcp/hub.js";
import { startLoopback } from "../src/mcp/oauth/loopback.js";
import { MemoryTokenStore } from "../src/mcp/oauth/store.js";
import type { JsonSchema } from "../src/tools/types.js";

const contextSchema = z.looseObject({
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  private_key_pem: z.string().optional(),
  signing_algorithm: z.string().optional(),
  valid_jwt: z.string().optional(),
  idp_id_token: z.string().optional(),
  idp_token_endpoint: z.string().optional(),
  idp_client_id: z.string().optional(),
  // Calls the scenario wants made, with these arguments (http-custom-headers).
  toolCalls: z.array(z.object({ name: z.string(), arguments: z.record(z.string(), z.unknown()) })).optional(),
});
type Context = z.infer<typeof contextSchema>;

/** The client ID metadata document URL the suite's CIMD scenario expects a client to publish. */
const CIMD_URL = "https://conformance-test.local/client-metadata.json";

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

/** The arguments a model would send: a null for an optional argument is no argument. */
function withoutNulls(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
}

/** The `oauth:` a user would write for this scenario's grant, from what the suite hands out. */
function oauthFor(scenario: string, ctx: Context): Record<string, unknown> | undefined {
  if (scenario === "auth/client-credentials-basic")
    return { grant: "client_credentials", client_id: ctx.client_id, client_secret: ctx.client_secret };
  if (scenario === "auth/client-credentials-jwt")
    return {
      grant: "client_credentials",
      client_id: ctx.client_id,
      private_key: ctx.private_key_pem,
      signing_algorithm: ctx.signing_algorithm ?? "ES256",
    };
  if (scenario === "auth/wif-jwt-bearer")
    return { grant: "jwt_bearer", client_id: ctx.client_id, assertion: ctx.valid_jwt };
  if (scenario === "auth/enterprise-managed-authorization")
    return {
      grant: "enterprise",
      client_id: ctx.client_id,
      client_secret: ctx.client_secret,
      id_token: ctx.idp_id_token,
      idp_token_url: ctx.idp_token_endpoint,
      idp_client_id: ctx.idp_client_id,
    };
  if (scenario === "auth/pre-registration")
    return { grant: "authorization_code", client_id: ctx.client_id, client_secret: ctx.client_secret };
  if (scenario === "auth/basic-cimd") return { client_metadata_url: CIMD_URL };
  if (scenario.startsWith("auth/")) return {};
  return undefined;
}

/** A headless browser: the suite's authorization server approves at once; follow it back to the loopback. */
async function approve(url: URL): Promise<void> {
  const answer = await fetch(url, { redirect: "manual" });
  const location = answer.headers.get("location");
  if (!location) throw new Error(`the authorization endpoint did not redirect (HTTP ${answer.status})`);
  await fetch(location);
}

async function main(): Promise<number> {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write("usage: conformance-client <server-url>\n");
    return 2;
  }
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
  const raw = process.env.MCP_CONFORMANCE_CONTEXT;
  const ctx = raw ? contextSchema.parse(JSON.parse(raw)) : {};
  const oauth = oauthFor(scenario, ctx);
  const server: McpServerConfig = mcpServerSchema.parse({
    url,
    type: "http",
    timeout: 20,
    connect_timeout: 20,
    ...(oauth && Object.keys(oauth).length ? { oauth } : {}),
  });
  const loopback = oauth ? await startLoopback({ open: approve, say: () => {}, timeoutMs: 20_000 }) : undefined;
  const hub = await McpHub.connect(
    { conformance: server },
    {
      cwd: process.cwd(),
      env: {},
      onLog: (e) => process.stderr.write(`[${e.server}] ${e.level}: ${e.message}\n`),
      ...(loopback ? { oauth: { store: new MemoryTokenStore(), ...loopback.hooks } } : {}),
      // A person at the terminal pressing Enter on every field: the form's defaults.
      elicit: async () => ({ action: "accept", content: {} }),
    },
  );
  try {
    const [status] = hub.status();
    if (status?.status !== "connected") {
      process.stderr.write(`scenario ${scenario}: ${status?.error ?? "not connected"}\n`);
      return 1;
    }
    const tools = hub.tools();
    // A model handed a tool's schema to echo passes it on as it is (json-schema-2020-12-preservation).
    const focal = tools.find((t) => t.name.endsWith("__json_schema_2020_12_tool"));
    for (const tool of tools) {
      if (focal && tool === focal) continue;
      const wanted = ctx.toolCalls?.find((call) => tool.name.endsWith(`__${call.name}`));
      const args = wanted
        ? withoutNulls(wanted.arguments)
        : focal && tool.name.endsWith("__json_schema_echo")
          ? { schema: focal.inputSchema }
          : sampleArgs(tool.inputSchema);
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
    await loopback?.close();
  }
}

process.exitCode = await main();
