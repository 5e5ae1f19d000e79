/**
 * The request headers the modern revision requires on every Streamable HTTP
 * POST (basic/transports/streamable-http#request-metadata, SEP-2243), so that
 * gateways can route without reading bodies:
 * - `Mcp-Method`: the JSON-RPC method;
 * - `Mcp-Name`: `params.name` (tools/call, prompts/get) or `params.uri`
 *   (resources/read);
 * - `Mcp-Param-{Name}`: a tools/call argument whose property the tool's
 *   inputSchema marks with `x-mcp-header`.
 * Values that are not plain header-safe ASCII go as `=?base64?…?=`. The SDK's
 * transport builds one set of headers for all requests, so they are added
 * here, per request, in its fetch — which also keeps notifications, which the
 * revision does not have over HTTP, off the wire. `x-mcp-header` annotations that break the
 * rules make the tool invalid: `headerProblem` says why (listing drops it).
 */
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { z } from "zod";

const SENTINEL = /^=\?base64\?.*\?=$/;

/** A header value: as it is when safe (visible ASCII and inner spaces), else the Base64 sentinel form. */
function headerValue(value: string): string {
  const safe = /^[\x20-\x7e]*$/.test(value) && value === value.trim() && !SENTINEL.test(value);
  return safe ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const PRIMITIVE = new Set(["string", "integer", "boolean"]);

interface Annotated {
  header: string;
  path: string[];
}

const objectSchema = z.looseObject({ properties: z.record(z.string(), z.unknown()).optional() });

/** Annotations reachable through `properties` alone (the only places they may be). */
function annotations(schema: unknown, path: string[] = []): { found: Annotated[]; problems: string[] } {
  const found: Annotated[] = [];
  const problems: string[] = [];
  const parsed = objectSchema.safeParse(schema);
  if (!parsed.success) return { found, problems };
  for (const [key, prop] of Object.entries(parsed.data.properties ?? {})) {
    const here = [...path, key];
    const p = z.looseObject({ "x-mcp-header": z.unknown().optional(), type: z.unknown().optional() }).safeParse(prop);
    if (!p.success) continue;
    const header = p.data["x-mcp-header"];
    if (header !== undefined) {
      const where = `property "${here.join(".")}"`;
      if (typeof header !== "string" || header === "") problems.push(`${where}: x-mcp-header is empty`);
      else if (!TOKEN.test(header)) problems.push(`${where}: x-mcp-header "${header}" is not an HTTP header name`);
      else if (typeof p.data.type !== "string" || !PRIMITIVE.has(p.data.type))
        problems.push(`${where}: x-mcp-header is allowed on string, integer and boolean properties only`);
      else found.push({ header, path: here });
    }
    const inner = annotations(prop, here);
    found.push(...inner.found);
    problems.push(...inner.problems);
  }
  return { found, problems };
}

/** Counts every `x-mcp-header` in a schema, wherever it is. */
function countAll(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, item) => n + countAll(item), 0);
  if (!node || typeof node !== "object") return 0;
  return Object.entries(node).reduce((n, [key, value]) => n + (key === "x-mcp-header" ? 1 : 0) + countAll(value), 0);
}

/** Why a tool's `x-mcp-header` annotations are invalid, or undefined when they are fine (or absent). */
export function headerProblem(inputSchema: unknown): string | undefined {
  const { found, problems } = annotations(inputSchema);
  const reachable = found.length + problems.length;
  if (countAll(inputSchema) > reachable)
    problems.push("x-mcp-header may only be on properties reached through `properties` (not items, $ref, oneOf, …)");
  const seen = new Set<string>();
  for (const { header } of found) {
    if (seen.has(header.toLowerCase())) problems.push(`x-mcp-header "${header}" is used twice`);
    seen.add(header.toLowerCase());
  }
  return problems.length ? problems.join("; ") : undefined;
}

/** The Mcp-Param-* headers for one call's arguments. */
function paramHeaders(inputSchema: unknown, args: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { header, path } of annotations(inputSchema).found) {
    let value: unknown = args;
    for (const key of path)
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    if (value === undefined || value === null) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      headers[`Mcp-Param-${header}`] = headerValue(String(value));
  }
  return headers;
}

const message = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  method: z.string(),
  params: z
    .looseObject({ name: z.unknown().optional(), uri: z.unknown().optional(), arguments: z.unknown().optional() })
    .optional(),
});

/**
 * A fetch that adds the modern request headers to each POST, from its body;
 * `toolSchema` is the listed tool's inputSchema (for Mcp-Param-*).
 */
export function withRequestHeaders(next: FetchLike, toolSchema: (name: string) => unknown): FetchLike {
  return (url, init) => {
    if (init?.method !== "POST" || typeof init.body !== "string") return next(url, init);
    let parsed: z.infer<typeof message> | undefined;
    try {
      const result = message.safeParse(JSON.parse(init.body));
      parsed = result.success ? result.data : undefined;
    } catch {
      parsed = undefined;
    }
    if (!parsed) return next(url, init);
    // The revision has no client notifications over HTTP (not initialized, not cancelled: closing the
    // stream is the cancellation); the SDK's Protocol still sends notifications/cancelled on a timeout.
    if (parsed.id === undefined) return Promise.resolve(new Response(null, { status: 202 }));
    const headers = new Headers(init.headers);
    headers.set("Mcp-Method", parsed.method);
    const { method, params } = parsed;
    const name =
      method === "resources/read"
        ? params?.uri
        : method === "tools/call" || method === "prompts/get"
          ? params?.name
          : undefined;
    if (typeof name === "string") headers.set("Mcp-Name", headerValue(name));
    if (method === "tools/call" && typeof name === "string")
      for (const [key, value] of Object.entries(paramHeaders(toolSchema(name), params?.arguments)))
        headers.set(key, value);
    return next(url, { ...init, headers });
  };
}
