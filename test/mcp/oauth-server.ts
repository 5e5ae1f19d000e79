/**
 * A small OAuth authorization server + protected MCP server on 127.0.0.1:
 * RFC 9728 / 8414 metadata, dynamic client registration, an authorization
 * endpoint that approves at once (as the conformance suite's does: the
 * "browser" is redirected straight back with a code), PKCE (S256) checked at the
 * token endpoint, refresh tokens, client credentials with client_secret_basic,
 * and a Streamable HTTP MCP endpoint that wants a bearer token it issued. Knobs
 * make it misbehave the ways the tests need.
 */
import { createHash, createPublicKey, randomBytes, verify } from "node:crypto";
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
  /** Offer DPoP (RFC 9449): tokens requested with a proof are bound to its key and need one on every use. */
  dpop?: boolean;
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
  /** token (access or refresh) → the thumbprint-ish key id it is bound to */
  const bound = new Map<string, string>();
  /** A valid DPoP proof for this request (signature, htm, htu, ath): its key's id, else undefined. */
  const proofKey = (req: IncomingMessage, token?: string): string | undefined => {
    const proof = req.headers.dpop;
    if (typeof proof !== "string") return undefined;
    const [h, c, sig] = proof.split(".");
    if (!h || !c || !sig) return undefined;
    const header = JSON.parse(Buffer.from(h, "base64url").toString()) as {
      typ?: string;
      jwk: { x: string; y: string; crv: string; kty: string };
    };
    const claims = JSON.parse(Buffer.from(c, "base64url").toString()) as { htm: string; htu: string; ath?: string };
    const key = createPublicKey({ key: header.jwk, format: "jwk" });
    const ok = verify(
      "sha256",
      Buffer.from(`${h}.${c}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(sig, "base64url"),
    );
    const url = new URL(req.url ?? "/", origin);
    const ath = token ? createHash("sha256").update(token).digest("base64url") : undefined;
    if (
      !ok ||
      header.typ !== "dpop+jwt" ||
      claims.htm !== req.method ||
      claims.htu !== `${origin}${url.pathname}` ||
      claims.ath !== ath
    )
      return undefined;
    return `${header.jwk.x}.${header.jwk.y}`;
  };

  const json = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const issue = (res: ServerResponse, grant: string, client?: string, jkt?: string) => {
    issuedBy.set(grant, (issuedBy.get(grant) ?? 0) + 1);
    const token = `tok-${randomBytes(6).toString("hex")}`;
    access.add(token);
    if (jkt) bound.set(token, jkt);
    const body: Record<string, unknown> = {
      access_token: token,
      token_type: jkt ? "DPoP" : "Bearer",
      expires_in: options.accessTtl ?? 3600,
    };
    if (client && grant === "authorization_code") {
      const next = `ref-${randomBytes(8).toString("hex")}`;
      refresh.set(next, client);
      if (jkt) bound.set(next, jkt);
      body.refresh_token = next;
    }
    return json(res, 200, body);
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    if (down) return json(res, down, { error: "server_error", error_description: "the token service is down" });
    const form = new URLSearchParams(await readBody(req));
    const grant = form.get("grant_type") ?? "";
    const jkt = options.dpop ? proofKey(req) : undefined;
    if (options.dpop && req.headers.dpop && !jkt) return json(res, 400, { error: "invalid_dpop_proof" });
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
      return issue(res, grant, code.client, jkt);
    }
    if (grant === "refresh_token") {
      const old = form.get("refresh_token") ?? "";
      const client = refresh.get(old);
      if (!client || client !== form.get("client_id"))
        return json(res, 400, { error: "invalid_grant", error_description: "refresh token expired or revoked" });
      // A bound refresh token is refreshed only with a proof by its key.
      if (bound.has(old) && bound.get(old) !== jkt)
        return json(res, 400, {
          error: "invalid_grant",
          error_description: "the refresh token is bound to another key",
        });
      return issue(res, grant, client, jkt);
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
        dpop_signing_alg_values_supported: options.dpop ? ["ES256"] : undefined,
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
      const bearer = req.headers.authorization?.replace(/^(Bearer|DPoP) /, "");
      const usable =
        bearer !== undefined &&
        access.has(bearer) &&
        (!bound.has(bearer) ||
          (req.headers.authorization?.startsWith("DPoP ") && proofKey(req, bearer) === bound.get(bearer)));
      if (!bearer || !usable) {
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
