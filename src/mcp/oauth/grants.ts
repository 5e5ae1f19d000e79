/**
 * Which OAuth grant a server's `oauth:` asks for, and the provider for the
 * grants a CI job can do alone. Client credentials (client_secret_basic/_post,
 * or private_key_jwt) are the SDK's own providers; JWT bearer (RFC 7523, e.g.
 * a workload's OIDC token) and enterprise-managed authorization (SEP-990: the
 * identity provider's ID token exchanged for an ID-JAG, then a JWT bearer
 * grant) are small providers here, built the way the SDK's are.
 */

import {
  discoverOAuthServerInfo,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
} from "@modelcontextprotocol/sdk/client/auth.js";
import { ClientCredentialsProvider, PrivateKeyJwtProvider } from "@modelcontextprotocol/sdk/client/auth-extensions.js";
import type {
  OAuthClientInformation,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { z } from "zod";
import type { OAuthConfig } from "../../config/schema.js";

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type Grant = NonNullable<OAuthConfig["grant"]>;

const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";

/** The grant the keys given ask for (`grant:` wins). */
export function grantOf(oauth: OAuthConfig): Grant {
  if (oauth.grant) return oauth.grant;
  if (oauth.id_token) return "enterprise";
  if (oauth.assertion) return "jwt_bearer";
  if (oauth.refresh_token) return "authorization_code";
  if (oauth.client_id && (oauth.client_secret || oauth.private_key)) return "client_credentials";
  return "authorization_code";
}

class OAuthConfigError extends Error {
  override name = "OAuthConfigError";
}

/**
 * A provider for a machine grant (no person, no redirect). Client credentials
 * are bound to one authorization server (the SDK's `expectedIssuer`): the
 * configured `issuer`, else the token_url's, else the one the MCP server's
 * metadata names, found once here.
 */
export async function machineProvider(
  server: string,
  serverUrl: URL,
  oauth: OAuthConfig,
  fetchFn: FetchLike,
): Promise<OAuthClientProvider> {
  const grant = grantOf(oauth);
  const need = (key: keyof OAuthConfig, value: string | undefined): string => {
    if (value) return value;
    throw new OAuthConfigError(`MCP server "${server}": oauth grant ${grant} needs oauth.${String(key)}`);
  };
  let provider: OAuthClientProvider;
  if (grant === "client_credentials") {
    const clientId = need("client_id", oauth.client_id);
    const expectedIssuer =
      oauth.issuer ??
      (oauth.token_url
        ? new URL(oauth.token_url).origin
        : (await discoverOAuthServerInfo(serverUrl, { fetchFn })).authorizationServerUrl);
    provider = oauth.private_key
      ? new PrivateKeyJwtProvider({
          clientId,
          privateKey: oauth.private_key,
          algorithm: oauth.signing_algorithm ?? "RS256",
          clientName: "Patchbay",
          expectedIssuer,
          scope: oauth.scope || undefined,
        })
      : new ClientCredentialsProvider({
          clientId,
          clientSecret: need("client_secret", oauth.client_secret),
          clientName: "Patchbay",
          expectedIssuer,
          scope: oauth.scope || undefined,
        });
  } else if (grant === "jwt_bearer") {
    provider = new JwtBearerProvider(oauth, () => Promise.resolve(need("assertion", oauth.assertion)));
  } else if (grant === "enterprise") {
    const exchange = new IdJagExchange(server, oauth, fetchFn);
    provider = new JwtBearerProvider(oauth, (discovery) => exchange.idJag(discovery));
  } else throw new OAuthConfigError(`MCP server "${server}": ${grant} is not a machine grant`);
  return oauth.token_url ? withTokenUrl(provider, oauth.token_url) : provider;
}

/**
 * `oauth.token_url`: the token endpoint named in the config, for servers that
 * publish no OAuth metadata — discovery is skipped.
 */
function withTokenUrl(provider: OAuthClientProvider, tokenUrl: string): OAuthClientProvider {
  const issuer = new URL(tokenUrl).origin;
  const state: OAuthDiscoveryState = {
    authorizationServerUrl: issuer,
    authorizationServerMetadata: {
      issuer,
      authorization_endpoint: tokenUrl,
      token_endpoint: tokenUrl,
      response_types_supported: ["code"],
    },
  };
  provider.discoveryState = () => state;
  provider.saveDiscoveryState = () => {};
  return provider;
}

/** RFC 7523 §2.1: a JWT assertion exchanged for an access token; the assertion comes from `assertion()`. */
class JwtBearerProvider implements OAuthClientProvider {
  private saved: OAuthTokens | undefined;
  private client: OAuthClientInformation;
  private discovery: OAuthDiscoveryState | undefined;

  constructor(
    private readonly oauth: OAuthConfig,
    private readonly assertion: (discovery: OAuthDiscoveryState | undefined) => Promise<string>,
  ) {
    this.client = {
      client_id: oauth.client_id ?? "patchbay",
      client_secret: oauth.client_secret || undefined,
    };
  }
  get redirectUrl(): undefined {
    return undefined;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Patchbay",
      redirect_uris: [],
      grant_types: [JWT_BEARER],
      token_endpoint_auth_method: this.oauth.client_secret ? "client_secret_basic" : "none",
      scope: this.oauth.scope || undefined,
    };
  }
  clientInformation(): OAuthClientInformation {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformation): void {
    this.client = info;
  }
  tokens(): OAuthTokens | undefined {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }
  redirectToAuthorization(): void {
    throw new Error("the JWT bearer grant has no browser step");
  }
  saveCodeVerifier(): void {}
  codeVerifier(): string {
    throw new Error("the JWT bearer grant uses no PKCE verifier");
  }
  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }
  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }
  async prepareTokenRequest(scope?: string): Promise<URLSearchParams> {
    const params = new URLSearchParams({ grant_type: JWT_BEARER, assertion: await this.assertion(this.discovery) });
    const wanted = this.oauth.scope ?? scope;
    if (wanted) params.set("scope", wanted);
    return params;
  }
}

/**
 * SEP-990 step one: at the identity provider, the ID token becomes an ID-JAG
 * (an identity assertion grant) for this authorization server and resource.
 */
class IdJagExchange {
  constructor(
    private readonly server: string,
    private readonly oauth: OAuthConfig,
    private readonly fetchFn: FetchLike,
  ) {}

  async idJag(discovery: OAuthDiscoveryState | undefined): Promise<string> {
    const { idp_token_url: url, id_token: idToken } = this.oauth;
    if (!url || !idToken)
      throw new OAuthConfigError(
        `MCP server "${this.server}": enterprise authorization needs oauth.id_token and oauth.idp_token_url`,
      );
    const audience = discovery?.authorizationServerMetadata?.issuer ?? discovery?.authorizationServerUrl;
    if (!audience) throw new Error(`MCP server "${this.server}": its authorization server was not found`);
    const body = new URLSearchParams({
      grant_type: TOKEN_EXCHANGE,
      requested_token_type: "urn:ietf:params:oauth:token-type:id-jag",
      audience,
      subject_token: idToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
    });
    const resource = discovery?.resourceMetadata?.resource;
    if (resource) body.set("resource", resource);
    if (this.oauth.idp_client_id) body.set("client_id", this.oauth.idp_client_id);
    const response = await this.fetchFn(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(
        `the identity provider's token exchange at ${url} answered HTTP ${response.status}: ${text.slice(0, 300)}`,
      );
    const parsed = tokenAnswer.safeParse(safeJson(text));
    if (!parsed.success) throw new Error(`the identity provider's token exchange at ${url} returned no token`);
    return parsed.data.access_token;
  }
}
