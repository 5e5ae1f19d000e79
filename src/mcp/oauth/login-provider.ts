/**
 * The authorization-code grant (with PKCE, dynamic client registration or a
 * client ID metadata document or a pre-registered client, scopes from the
 * server's challenge, resource indicators — all done by the MCP SDK's `auth()`)
 * as an OAuthClientProvider: what the SDK asks a client to keep and decide.
 *
 * What it adds to the SDK: the login is kept in a TokenStore (a person's
 * machine) or starts from the config's refresh token (CI); the redirect goes to
 * whoever can authorize (a browser, through `patchbay mcp login`) and, when
 * there is no one, fails with how to log in; and the answer is checked as RFC
 * 9207 and RFC 8414 ask (the `state`, the `iss` parameter, the metadata's
 * issuer), which the SDK leaves to the client.
 */
import { randomBytes } from "node:crypto";
import type { OAuthClientProvider, OAuthDiscoveryState } from "@modelcontextprotocol/sdk/client/auth.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { z } from "zod";
import type { OAuthConfig } from "../../config/schema.js";
import { DpopKey, offersDpop } from "./dpop.js";
import type { OAuthHooks } from "./hooks.js";
import type { StoredLogin } from "./store.js";
import { type TokenFile, tokenFile } from "./token-file.js";

export class LoginRequiredError extends Error {
  constructor(readonly server: string) {
    super(
      `MCP server "${server}" needs an OAuth login: run \`patchbay mcp login ${server}\` on your machine (for CI, add the secret it prints and set oauth.refresh_token)`,
    );
    this.name = "LoginRequiredError";
  }
}

class AuthorizationResponseError extends Error {
  override name = "AuthorizationResponseError";
}

/** The loopback redirect a login uses when nothing else is known (RFC 8252 §7.3). */
const DEFAULT_REDIRECT = "http://127.0.0.1:8976/callback";

export class LoginProvider implements OAuthClientProvider {
  private login: StoredLogin;
  private verifier: string | undefined;
  private expectedState: string | undefined;
  private code: string | undefined;
  private readonly seed: TokenFile | undefined;
  private key: DpopKey | undefined;

  constructor(
    readonly server: string,
    readonly serverUrl: string,
    private readonly config: OAuthConfig,
    private readonly hooks: OAuthHooks,
    stored: StoredLogin | undefined,
  ) {
    this.seed = config.refresh_token ? tokenFile(config.refresh_token) : undefined;
    this.login = stored ?? {};
    // CI: the refresh token (or token file) from the config is where the login starts.
    if (this.seed && !this.login.tokens?.refresh_token)
      this.login = {
        ...this.login,
        tokens: { access_token: "", token_type: "Bearer", refresh_token: this.seed.refresh_token },
        savedAt: 0,
      };
    const jwk = this.login.dpopKey ?? this.seed?.dpop_key;
    if (jwk) this.key = DpopKey.from(jwk);
  }

  /** The DPoP key, when the authorization server offers DPoP (created at discovery, kept with the login). */
  get dpop(): DpopKey | undefined {
    return this.key;
  }

  get redirectUrl(): string {
    if (this.hooks.redirectUrl) return this.hooks.redirectUrl;
    return this.config.callback_port ? `http://127.0.0.1:${this.config.callback_port}/callback` : DEFAULT_REDIRECT;
  }

  get clientMetadataUrl(): string | undefined {
    return this.config.client_metadata_url;
  }

  get clientMetadata(): OAuthClientMetadata {
    const secret = this.config.client_secret ?? this.seed?.client_secret;
    return {
      client_name: "Patchbay",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: secret ? "client_secret_basic" : "none",
      scope: this.config.scope || undefined,
      // SEP-837: a command-line tool is a native application.
      ...({ application_type: "native" } as object),
    };
  }

  /** True when an access token is known and not about to run out. */
  fresh(now = Date.now()): boolean {
    const tokens = this.login.tokens;
    if (!tokens?.access_token) return false;
    if (tokens.expires_in === undefined || this.login.savedAt === undefined) return true;
    return now < this.login.savedAt + tokens.expires_in * 1000 - 30_000;
  }

  /** Something to start from without a person: tokens, or a refresh token. */
  get hasLogin(): boolean {
    return !!(this.login.tokens?.access_token || this.login.tokens?.refresh_token);
  }

  state(): string {
    this.expectedState = randomBytes(16).toString("base64url");
    return this.expectedState;
  }

  clientInformation(): OAuthClientInformationMixed | undefined {
    if (this.login.client) return this.login.client;
    const id = this.config.client_id ?? this.seed?.client_id;
    if (!id) return undefined;
    const secret = this.config.client_secret ?? this.seed?.client_secret;
    return { client_id: id, client_secret: secret || undefined };
  }

  async saveClientInformation(client: OAuthClientInformationMixed): Promise<void> {
    await this.update({ client });
  }

  tokens(): OAuthTokens | undefined {
    return this.login.tokens?.access_token
      ? this.login.tokens
      : this.login.tokens?.refresh_token
        ? this.login.tokens
        : undefined;
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    await this.update({ tokens, savedAt: Date.now() });
  }

  /** Everything the store holds now (what `mcp login` prints as the CI secret comes from it). */
  current(): StoredLogin {
    return this.login;
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    if (!this.hooks.authorize) throw new LoginRequiredError(this.server);
    const back = await this.hooks.authorize(authorizationUrl);
    this.code = this.checkCallback(back);
  }

  /** The code the last redirect brought back, once. */
  takeCode(): string | undefined {
    const code = this.code;
    this.code = undefined;
    return code;
  }

  /** RFC 6749 §4.1.2 (state), RFC 9207 (iss): an answer that is not for us is refused. */
  private checkCallback(back: URL): string {
    const params = back.searchParams;
    const error = params.get("error");
    if (error)
      throw new AuthorizationResponseError(
        `the authorization server refused the login: ${error}${params.get("error_description") ? ` (${params.get("error_description")})` : ""}`,
      );
    if (this.expectedState !== undefined && params.get("state") !== this.expectedState)
      throw new AuthorizationResponseError("the login's answer carries the wrong state; it was not for this login");
    const issuer = this.login.discovery?.authorizationServerMetadata?.issuer;
    const iss = params.get("iss");
    const required = issSupported.safeParse(this.login.discovery?.authorizationServerMetadata).data
      ?.authorization_response_iss_parameter_supported;
    if (required === true && iss === null)
      throw new AuthorizationResponseError("the authorization server promised an `iss` in its answer and sent none");
    if (iss !== null && issuer !== undefined && iss !== issuer)
      throw new AuthorizationResponseError(`the answer came from issuer ${iss}, not ${issuer}; refused`);
    const code = params.get("code");
    if (!code) throw new AuthorizationResponseError("the authorization server's answer has no code");
    return code;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error("no PKCE code verifier was saved for this login");
    return this.verifier;
  }

  /** RFC 8414 §3.3: metadata whose issuer is not the URL it was found under is not used. */
  async saveDiscoveryState(state: OAuthDiscoveryState): Promise<void> {
    const issuer = state.authorizationServerMetadata?.issuer;
    if (issuer !== undefined && !sameIssuer(issuer, state.authorizationServerUrl))
      throw new AuthorizationResponseError(
        `the authorization server at ${state.authorizationServerUrl} publishes metadata for issuer ${issuer}; refused (RFC 8414 §3.3)`,
      );
    // A refresh token from the config is for this authorization server: say so, as the SDK stamps what it saves.
    const tokens = this.login.tokens;
    const stamp =
      tokens && tokens.issuer == null ? { tokens: { ...tokens, issuer: String(state.authorizationServerUrl) } } : {};
    if (!this.key && offersDpop(state.authorizationServerMetadata)) this.key = DpopKey.create();
    await this.update({ discovery: state, ...stamp, dpopKey: this.key?.toJwk() ?? this.login.dpopKey });
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.login.discovery;
  }

  async invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery"): Promise<void> {
    if (scope === "verifier") this.verifier = undefined;
    const next: StoredLogin = { ...this.login };
    if (scope === "all" || scope === "tokens") delete next.tokens;
    if (scope === "all" || scope === "client") delete next.client;
    if (scope === "all" || scope === "discovery") delete next.discovery;
    this.login = next;
    await this.hooks.store?.save(this.serverUrl, next);
  }

  private async update(part: Partial<StoredLogin>): Promise<void> {
    this.login = { ...this.login, ...part };
    await this.hooks.store?.save(this.serverUrl, this.login);
  }
}

/** RFC 9207's metadata flag (the SDK's metadata type does not name it; its schema keeps unknown keys). */
const issSupported = z.looseObject({ authorization_response_iss_parameter_supported: z.boolean().optional() });

/** Identical, but for the trailing "/" a URL parser adds to a bare origin. */
function sameIssuer(a: string, b: string): boolean {
  return a === b || a === `${b}/` || `${a}/` === b;
}
