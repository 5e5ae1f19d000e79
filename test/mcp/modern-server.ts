/**
 * A modern (2026-07-28) MCP server on 127.0.0.1, hand-written from the
 * revision's text because no SDK serves it yet: no initialize; every POST is
 * checked as the revision's Server Validation says (MCP-Protocol-Version
 * present and equal to `_meta`'s, the required `_meta` keys, Mcp-Method,
 * Mcp-Name and Mcp-Param-* matching the body) and refused with its error codes;
 * `server/discover`; tools whose calls return InputRequiredResults
 * (elicitation, sampling) and check the retry echoes `requestState` exactly.
 * Every request is recorded, so tests see what the client sent.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type HttpFixture, listen, readBody } from "./http-servers.js";

interface Seen {
  id: unknown;
  method: string;
  headers: IncomingMessage["headers"];
  params: Record<string, unknown>;
}

export interface ModernServer extends HttpFixture {
  /** Requests that passed validation, in order. */
  seen: Seen[];
  /** Requests refused, with the reason. */
  refused: string[];
}

export interface ModernOptions {
  /** Versions it speaks (default: 2026-07-28). */
  supported?: string[];
  /** Answer tools/list with a body that is not JSON. */
  garbageTools?: boolean;
  /** Keep listing "moved" without the annotation it now requires (by default its listing is fixed once a call is refused). */
  stubborn?: boolean;
}

const decode = (value: string | undefined) => {
  const m = value?.match(/^=\?base64\?(.*)\?=$/);
  return m ? Buffer.from(m[1] ?? "", "base64").toString("utf8") : value;
};

const TOOLS = [
  { name: "echo", inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } },
  {
    name: "route",
    description: "Echoes the routing headers it was sent",
    inputSchema: {
      type: "object",
      properties: {
        region: { type: "string", "x-mcp-header": "Region" },
        greeting: { type: "string", "x-mcp-header": "Greeting" },
        count: { type: "integer", "x-mcp-header": "Count" },
      },
    },
  },
  { name: "confirm", description: "Asks the person first (MRTR elicitation)", inputSchema: { type: "object" } },
  { name: "ask", description: "Asks the client's model first (MRTR sampling)", inputSchema: { type: "object" } },
  {
    name: "moved",
    description: "Listed without annotations, though the server now wants Mcp-Param-Tenant (its schema changed)",
    inputSchema: { type: "object", properties: { tenant: { type: "string" } } },
  },
  {
    name: "bad_header",
    description: "x-mcp-header on an object: invalid, a client must not offer it",
    inputSchema: { type: "object", properties: { data: { type: "object", "x-mcp-header": "Data" } } },
  },
];

const MOVED_ANNOTATED = {
  name: "moved",
  inputSchema: { type: "object", properties: { tenant: { type: "string", "x-mcp-header": "Tenant" } } },
};

type Reply = { status?: number; result?: unknown; error?: { code: number; message: string; data?: unknown } };

export async function modernServer(options: ModernOptions = {}): Promise<ModernServer> {
  const supported = options.supported ?? ["2026-07-28"];
  const seen: Seen[] = [];
  const refused: string[] = [];
  const states = new Map<string, string>();
  let movedAnnotated = false;

  const validate = (req: IncomingMessage, body: Record<string, unknown>): Reply | undefined => {
    const params = (body.params ?? {}) as Record<string, unknown>;
    const meta = (params._meta ?? {}) as Record<string, unknown>;
    const version = req.headers["mcp-protocol-version"];
    const mismatch = (message: string): Reply => ({ status: 400, error: { code: -32020, message } });
    if (!version) return mismatch("Missing MCP-Protocol-Version header");
    if (!meta["io.modelcontextprotocol/protocolVersion"] || !meta["io.modelcontextprotocol/clientCapabilities"])
      return { status: 400, error: { code: -32602, message: "Invalid params: missing _meta keys" } };
    if (meta["io.modelcontextprotocol/protocolVersion"] !== version)
      return mismatch("MCP-Protocol-Version header does not match _meta.protocolVersion");
    if (!supported.includes(String(version)))
      return {
        status: 400,
        error: { code: -32022, message: "Unsupported protocol version", data: { supported, requested: version } },
      };
    if (req.headers["mcp-method"] !== body.method) return mismatch("Mcp-Method header does not match the body");
    const name = body.method === "resources/read" ? params.uri : params.name;
    if (["tools/call", "resources/read", "prompts/get"].includes(String(body.method))) {
      if (decode(req.headers["mcp-name"] as string | undefined) !== name)
        return mismatch("Mcp-Name header does not match the body");
    }
    if (body.method === "tools/call" && name === "route") {
      const args = (params.arguments ?? {}) as Record<string, unknown>;
      for (const [prop, header] of [
        ["region", "region"],
        ["greeting", "greeting"],
        ["count", "count"],
      ] as const) {
        const sent = decode(req.headers[`mcp-param-${header}`] as string | undefined);
        const value = args[prop];
        if (
          (value === undefined || value === null) !== (sent === undefined) ||
          (sent !== undefined && sent !== String(value))
        )
          return mismatch(`Mcp-Param-${header} does not match arguments.${prop}`);
      }
    }
    if (body.method === "tools/call" && name === "moved" && !req.headers["mcp-param-tenant"]) {
      if (!options.stubborn) movedAnnotated = true;
      return mismatch("Header mismatch: Mcp-Param-Tenant is missing for arguments.tenant");
    }
    return undefined;
  };

  const call = (id: unknown, params: Record<string, unknown>): Reply => {
    const name = params.name;
    const responses = params.inputResponses as Record<string, Record<string, unknown>> | undefined;
    if (name === "echo")
      return {
        result: { content: [{ type: "text", text: `echo: ${(params.arguments as { text?: string })?.text}` }] },
      };
    if (name === "moved") return { result: { content: [{ type: "text", text: "moved" }] } };
    if (name === "route") return { result: { content: [{ type: "text", text: "routed" }] } };
    if (name === "confirm" || name === "ask") {
      if (!responses) {
        const state = `opaque "state" ${String(id)} =?`;
        states.set(String(name), state);
        const request =
          name === "confirm"
            ? {
                method: "elicitation/create",
                params: {
                  mode: "form",
                  message: "Proceed with the deployment?",
                  requestedSchema: { type: "object", properties: { proceed: { type: "boolean", default: true } } },
                },
              }
            : {
                method: "sampling/createMessage",
                params: {
                  messages: [{ role: "user", content: { type: "text", text: "What is 6 x 7?" } }],
                  maxTokens: 10,
                },
              };
        return { result: { resultType: "input_required", inputRequests: { q: request }, requestState: state } };
      }
      if (params.requestState !== states.get(String(name)))
        return {
          error: { code: -32602, message: `requestState was not echoed exactly: ${String(params.requestState)}` },
        };
      return {
        result: {
          resultType: "complete",
          content: [{ type: "text", text: `answered: ${JSON.stringify(responses.q)}` }],
        },
      };
    }
    return { error: { code: -32602, message: `Unknown tool: ${String(name)}` } };
  };

  const fixture = await listen(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST") {
      res.writeHead(405, { Allow: "POST" }).end();
      return;
    }
    const text = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      res.writeHead(400, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }));
      return;
    }
    const id = body.id ?? null;
    const params = (body.params ?? {}) as Record<string, unknown>;
    const answer = (reply: Reply) => {
      res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
      const payload = reply.error
        ? { error: reply.error }
        : { result: { resultType: "complete", ...(reply.result as object) } };
      res.end(JSON.stringify({ jsonrpc: "2.0", id, ...payload }));
    };
    const refusal = validate(req, body);
    if (refusal) {
      refused.push(`${String(body.method)}: ${refusal.error?.message}`);
      return answer(refusal);
    }
    seen.push({ id, method: String(body.method), headers: req.headers, params });
    switch (body.method) {
      case "server/discover":
        return answer({
          result: {
            supportedVersions: supported,
            capabilities: { tools: {} },
            instructions: "A modern test server.",
            _meta: { "io.modelcontextprotocol/serverInfo": { name: "modern-test", version: "2.0.0" } },
            ttlMs: 0,
            cacheScope: "private",
          },
        });
      case "tools/list":
        if (options.garbageTools) {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end("<html>this is not JSON</html>");
          return;
        }
        return answer({
          result: {
            tools: TOOLS.map((t) => (t.name === "moved" && movedAnnotated ? MOVED_ANNOTATED : t)),
            ttlMs: 0,
            cacheScope: "private",
          },
        });
      case "tools/call":
        return answer(call(id, params));
      default:
        return answer({ status: 404, error: { code: -32601, message: `Method not found: ${String(body.method)}` } });
    }
  });
  return { ...fixture, seen, refused };
}
