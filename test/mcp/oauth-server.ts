/**
 * A small OAuth authorization server + protected MCP server on 127.0.0.1, for
 * the client-credentials tests: RFC 9728 / 8414 metadata, a token endpoint
 * with client_secret_basic, and a Streamable HTTP MCP endpoint that wants a
 * bearer token it issued.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { type HttpFixture, listen, readBody } from "./http-servers.js";

export const CLIENT_ID = "patchbay-ci";
export const CLIENT_SECRET = "s3cret-value-123";

export interface OAuthFixture extends HttpFixture {
  origin: string;
  tokenUrl: string;
  tokenRequests: () => number;
  /** Forget every issued token, as a server does when it rotates keys. */
  revokeAll: () => void;
}

export async function oauthMcpServer(): Promise<OAuthFixture> {
  const valid = new Set<string>();
  let issued = 0;
  let origin = "";

  const json = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname.startsWith("/.well-known/oauth-protected-resource"))
      return json(res, 200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
    if (url.pathname === "/.well-known/oauth-authorization-server")
      return json(res, 200, {
        issuer: origin,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        response_types_supported: ["code"],
        grant_types_supported: ["client_credentials"],
        token_endpoint_auth_methods_supported: ["client_secret_basic"],
      });
    if (url.pathname === "/token" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: "invalid_client" });
      if (form.get("grant_type") !== "client_credentials") return json(res, 400, { error: "unsupported_grant_type" });
      const token = `tok-${++issued}`;
      valid.add(token);
      return json(res, 200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
    }
    if (url.pathname === "/mcp") {
      const token = req.headers.authorization?.replace(/^Bearer /, "");
      if (!token || !valid.has(token)) {
        res.writeHead(401, {
          "WWW-Authenticate": `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
        });
        return res.end();
      }
      const body = req.method === "POST" ? JSON.parse(await readBody(req)) : undefined;
      const server = new McpServer({ name: "protected", version: "1.0.0" });
      server.registerTool("whoami", { description: "Says which token was used" }, async () => ({
        content: [{ type: "text", text: `token ${token}` }],
      }));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
      return;
    }
    res.writeHead(404).end();
  };

  const fixture = await listen((req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  origin = new URL(fixture.url).origin;
  return {
    ...fixture,
    origin,
    tokenUrl: `${origin}/token`,
    tokenRequests: () => issued,
    revokeAll: () => valid.clear(),
  };
}
