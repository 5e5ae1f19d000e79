/**
 * OAuth 2 client credentials for remote MCP servers (config `oauth:`). No
 * browser flow: Patchbay runs unattended, so the only grant is the one a CI job
 * can do alone. The token comes from `token_url`, or from the endpoint the
 * server's OAuth metadata names (RFC 9728 → RFC 8414), and is fetched again
 * when it expires or the server answers 401.
 */
import { discoverOAuthServerInfo } from "@modelcontextprotocol/sdk/client/auth.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { z } from "zod";

export interface OAuthSettings {
  client_id: string;
  client_secret: string;
  scope?: string;
  token_url?: string;
}

export class OAuthError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "OAuthError";
  }
}

const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});

/** Tokens are renewed this long before they expire, so a request never leaves with a token about to die. */
const EARLY_MS = 30_000;

interface Endpoint {
  url: string;
  /** client_secret_basic unless the server supports only client_secret_post. */
  method: "basic" | "post";
  resource?: string;
}

export class ClientCredentials {
  private token: { value: string; renewAt: number } | undefined;
  private endpoint: Endpoint | undefined;
  private inflight: Promise<string> | undefined;

  constructor(
    private readonly settings: OAuthSettings,
    private readonly serverUrl: URL,
    private readonly baseFetch: FetchLike = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fetch that sends the bearer token and, on a 401, gets a fresh one and retries once. */
  readonly fetch: FetchLike = async (url, init) => {
    const first = await this.baseFetch(url, this.withToken(init, await this.accessToken()));
    if (first.status !== 401) return first;
    await first.body?.cancel();
    this.token = undefined;
    return this.baseFetch(url, this.withToken(init, await this.accessToken()));
  };

  /** A valid access token, fetched when there is none or it is about to expire. */
  async accessToken(): Promise<string> {
    if (this.token && this.token.renewAt > this.now()) return this.token.value;
    // Concurrent requests share one token request.
    this.inflight ??= this.requestToken().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private withToken(init: RequestInit | undefined, token: string): RequestInit {
    const headers = new Headers(init?.headers);
    headers.set("Authorization", `Bearer ${token}`);
    return { ...init, headers };
  }

  private async resolveEndpoint(): Promise<Endpoint> {
    if (this.settings.token_url) return { url: this.settings.token_url, method: "basic" };
    let info: Awaited<ReturnType<typeof discoverOAuthServerInfo>>;
    try {
      info = await discoverOAuthServerInfo(this.serverUrl, { fetchFn: this.baseFetch });
    } catch (error) {
      throw new OAuthError(
        `could not discover the OAuth token endpoint of ${this.serverUrl.href}: ${message(error)}; set oauth.token_url`,
      );
    }
    const meta = info.authorizationServerMetadata;
    if (!meta?.token_endpoint)
      throw new OAuthError(
        `${info.authorizationServerUrl} publishes no OAuth metadata with a token_endpoint; set oauth.token_url`,
      );
    const methods = meta.token_endpoint_auth_methods_supported;
    const method = methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post");
    return { url: meta.token_endpoint, method: method ? "post" : "basic", resource: info.resourceMetadata?.resource };
  }

  private async requestToken(): Promise<string> {
    this.endpoint ??= await this.resolveEndpoint();
    const { url, method, resource } = this.endpoint;
    const body = new URLSearchParams({ grant_type: "client_credentials" });
    if (this.settings.scope) body.set("scope", this.settings.scope);
    if (resource) body.set("resource", resource);
    const headers: Record<string, string> = {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    };
    if (method === "basic") {
      const id = encodeURIComponent(this.settings.client_id);
      const secret = encodeURIComponent(this.settings.client_secret);
      headers.Authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
    } else {
      body.set("client_id", this.settings.client_id);
      body.set("client_secret", this.settings.client_secret);
    }
    let response: Response;
    try {
      response = await this.baseFetch(url, { method: "POST", headers, body: body.toString() });
    } catch (error) {
      throw new OAuthError(`token request to ${url} failed: ${message(error)}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new OAuthError(
        `token request to ${url} answered HTTP ${response.status}: ${text.slice(0, 300)}; check oauth.client_id and oauth.client_secret`,
        response.status,
      );
    let parsed: z.infer<typeof tokenResponse>;
    try {
      parsed = tokenResponse.parse(JSON.parse(text));
    } catch {
      throw new OAuthError(`token endpoint ${url} did not return a JSON access_token: ${text.slice(0, 200)}`);
    }
    const lifetime = (parsed.expires_in ?? 3600) * 1000;
    this.token = { value: parsed.access_token, renewAt: this.now() + lifetime - Math.min(EARLY_MS, lifetime / 2) };
    return parsed.access_token;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
