/**
 * A small OAuth authorization server + protected MCP server on 127.0.0.1:
 * RFC 9728 / 8414 metadata, dynamic client registration, an authorization
 * endpoint that approves at once (as the conformance suite's does: the
 * "browser" is redirected straight back with a code), PKCE (S256) checked at the
 * token endpoint, refresh tokens, client credentials with client_secret_basic,
 * and a Streamable HTTP MCP endpoint that wants a bearer token it issued. Knobs
 * make it misbehave the ways the tests need.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { type HttpFixture, listen, readBody } from "./http-servers.js";

export const CLIENT_ID = "patchbay-ci";
export const CLIENT_SECRET = "s3cret-value-123";

export interface OAuthOptions {
  /** Seconds an access token lives (expires_in). */
  accessTtl?: number;
  /** The `iss` the authorization answer carries (RFC 9207); default the issuer. */
  answerIss?: string;
}

export interface OAuthFixture extends HttpFixture {
  origin: string;
  tokenUrl: string;
  /** Tokens issued, by grant. */
  issued: (grant?: string) => number;
  /** Forget every issued access token, as a server does when it rotates keys. */
  revokeAll: () => void;
  /** Forget every refresh token (a revoked login). */
  revokeRefreshTokens: () => void;
  /** The token endpoint answers this status to everything until set back to undefined. */
  tokenEndpointDown: (status: number | undefined) => void;
}

export async function oauthMcpServer(options: OAuthOptions = {}): Promise<OAuthFixture> {
  const access = new Set<string>();
  const refresh = new Map<string, string>(); // refresh token → client id
  const clients = new Map<string, string[]>(); // client id → redirect uris
  const codes = new Map<string, { client: string; challenge: string; redirect: string }>();
  const issuedBy = new Map<string, number>();
  let down: number | undefined;
  let origin = "";

  const json = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const issue = (res: ServerResponse, grant: string, client?: string) => {
    issuedBy.set(grant, (issuedBy.get(grant) ?? 0) + 1);
    const token = `tok-${randomBytes(6).toString("hex")}`;
    access.add(token);
    const body: Record<string, unknown> = {
      access_token: token,
      token_type: "Bearer",
      expires_in: options.accessTtl ?? 3600,
    };
    if (client && grant !== "client_credentials") {
      const next = `ref-${randomBytes(8).toString("hex")}`;
      refresh.set(next, client);
      body.refresh_token = next;
    }
    return json(res, 200, body);
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    if (down) return json(res, down, { error: "server_error", error_description: "the token service is down" });
    const form = new URLSearchParams(await readBody(req));
    const grant = form.get("grant_type") ?? "";
    if (grant === "client_credentials") {
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: "invalid_client" });
      return issue(res, grant);
    }
    if (grant === "authorization_code") {
      const code = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (
        !code ||
        code.client !== form.get("client_id") ||
        code.challenge !== challenge ||
        code.redirect !== form.get("redirect_uri")
      )
        return json(res, 400, { error: "invalid_grant", error_description: "bad code, verifier or redirect" });
      return issue(res, grant, code.client);
    }
    if (grant === "refresh_token") {
      const client = refresh.get(form.get("refresh_token") ?? "");
      if (!client || client !== form.get("client_id"))
        return json(res, 400, { error: "invalid_grant", error_description: "refresh token expired or revoked" });
      issuedBy.set(grant, (issuedBy.get(grant) ?? 0) + 1);
      const next = `tok-${randomBytes(6).toString("hex")}`;
      access.add(next);
      return json(res, 200, { access_token: next, token_type: "Bearer", expires_in: options.accessTtl ?? 3600 });
    }
    return json(res, 400, { error: "unsupported_grant_type" });
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname.startsWith("/.well-known/oauth-protected-resource"))
      return json(res, 200, { resource: `${origin}/mcp`, authorization_servers: [origin], scopes_supported: ["mcp"] });
    if (url.pathname === "/.well-known/oauth-authorization-server")
      return json(res, 200, {
        issuer: origin,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        registration_endpoint: `${origin}/register`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code", "refresh_token", "client_credentials"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "none"],
        authorization_response_iss_parameter_supported: true,
      });
    if (url.pathname === "/register" && req.method === "POST") {
      const metadata = JSON.parse(await readBody(req)) as { redirect_uris?: string[] };
      const id = `dyn-${clients.size + 1}`;
      clients.set(id, metadata.redirect_uris ?? []);
      return json(res, 201, { ...metadata, client_id: id, token_endpoint_auth_method: "none" });
    }
    if (url.pathname === "/authorize") {
      const client = url.searchParams.get("client_id") ?? "";
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      if (!clients.get(client)?.includes(redirect) || url.searchParams.get("code_challenge_method") !== "S256")
        return json(res, 400, { error: "invalid_request" });
      const code = `code-${randomBytes(6).toString("hex")}`;
      codes.set(code, { client, challenge: url.searchParams.get("code_challenge") ?? "", redirect });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      back.searchParams.set("iss", options.answerIss ?? origin);
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") return token(req, res);
    if (url.pathname === "/mcp") {
      const bearer = req.headers.authorization?.replace(/^Bearer /, "");
      if (!bearer || !access.has(bearer)) {
        res.writeHead(401, {
          "WWW-Authenticate": `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
        });
        return res.end();
      }
      const body = req.method === "POST" ? JSON.parse(await readBody(req)) : undefined;
      const server = new McpServer({ name: "protected", version: "1.0.0" });
      server.registerTool("whoami", { description: "Says which token was used" }, async () => ({
        content: [{ type: "text", text: `token ${bearer}` }],
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
    issued: (grant) => (grant ? (issuedBy.get(grant) ?? 0) : [...issuedBy.values()].reduce((a, b) => a + b, 0)),
    revokeAll: () => access.clear(),
    revokeRefreshTokens: () => refresh.clear(),
    tokenEndpointDown: (status) => {
      down = status;
    },
  };
}
