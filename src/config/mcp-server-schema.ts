/**
 * One MCP server entry, in the shape of `.mcp.json`'s `mcpServers` (Claude
 * Code), with the keys Cline, Cursor, Windsurf and Claude Code's OAuth settings
 * put there accepted: each either works (folded into Patchbay's own key by the
 * final transform) or is listed in FOREIGN_NOTES and becomes a warning naming
 * the key (config/load.ts). A config copied from another client never stops a run.
 */
import { z } from "zod";
import { networkAllowSchema } from "./sandbox-schema.js";

const positive = (what: string) =>
  z.number({ error: `${what} must be a number` }).positive(`${what} must be greater than 0`);

const OAUTH_GRANTS = ["authorization_code", "client_credentials", "jwt_bearer", "enterprise"] as const;

/**
 * `oauth:` for remote servers. Which grant is used follows from what is given
 * (oauth-grant.ts): a refresh token or nothing → authorization code (`patchbay
 * mcp login`); a client secret or private key alone → client credentials; an
 * assertion → JWT bearer; an ID token → enterprise-managed authorization.
 */
const oauthSchema = z.strictObject({
  grant: z.enum(OAUTH_GRANTS).optional().describe("The OAuth grant; inferred from the other keys when absent."),
  client_id: z.string().min(1).optional().describe("A pre-registered client id (else dynamic registration)."),
  client_secret: z.string().min(1).optional().describe("The client's secret (client_secret_basic or _post)."),
  private_key: z
    .string()
    .min(1)
    .optional()
    .describe("PEM private key for private_key_jwt client authentication (usually `${SECRET}`)."),
  signing_algorithm: z.string().min(1).optional().describe("JWS algorithm for private_key_jwt (default RS256)."),
  scope: z.string().optional().describe("Scopes to ask for, space-separated (default: what the server says)."),
  token_url: z.url().optional().describe("Token endpoint, when the server's OAuth metadata does not say."),
  issuer: z
    .url()
    .optional()
    .describe(
      "The authorization server's issuer URL: machine credentials are sent only there (default: the one the server's metadata names).",
    ),
  refresh_token: z
    .string()
    .min(1)
    .optional()
    .describe("The refresh token `patchbay mcp login` printed (a secret, e.g. `${LINEAR_MCP_TOKEN}`) for CI."),
  assertion: z.string().min(1).optional().describe("jwt_bearer: the JWT to exchange (e.g. an OIDC token)."),
  id_token: z.string().min(1).optional().describe("enterprise: the identity provider's ID token."),
  idp_token_url: z.url().optional().describe("enterprise: the identity provider's token endpoint."),
  idp_client_id: z.string().min(1).optional().describe("enterprise: Patchbay's client id at the identity provider."),
  client_metadata_url: z
    .url()
    .optional()
    .describe("An https URL of a client ID metadata document, used as the client id where the server supports it."),
  callback_port: z
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe("`patchbay mcp login`'s loopback port (a fixed redirect URI for pre-registered clients)."),
  // Claude Code's spellings.
  clientId: z.string().min(1).optional().describe("Claude Code's spelling of client_id."),
  callbackPort: z.number().int().min(1).max(65535).optional().describe("Claude Code's spelling of callback_port."),
  scopes: z.string().optional().describe("Claude Code's spelling of scope."),
  authServerMetadataUrl: z.string().optional().describe("Claude Code's discovery override (not used; a warning)."),
});

/** Cursor's `auth` block. */
const cursorAuthSchema = z.looseObject({
  CLIENT_ID: z.string().optional(),
  CLIENT_SECRET: z.string().optional(),
  scopes: z.union([z.string(), z.array(z.string())]).optional(),
});

const serverObject = z.strictObject({
  type: z
    .enum(["stdio", "http", "sse", "streamableHttp", "streamable-http"])
    .optional()
    .describe("Transport. Inferred when absent: `command` → stdio, `url` → Streamable HTTP with SSE fallback."),
  transportType: z.enum(["stdio", "sse", "streamableHttp"]).optional().describe("Cline's spelling of `type`."),
  command: z.string().min(1, "command must not be empty").optional().describe("Program to start (stdio servers)."),
  args: z.array(z.string()).default([]).describe("Arguments; `${VAR}` and `${VAR:-default}` expand."),
  cwd: z.string().optional().describe("Working directory, relative to the repository."),
  env: z
    .record(z.string(), z.string())
    .default({})
    .describe(
      "Environment passed to the server on purpose; it gets nothing else of the runner's. For a sandboxed server, `${HOME}`, `${TMPDIR}` and `${XDG_*}` are the sandbox's.",
    ),
  url: z.string().optional().describe("Endpoint of a remote server (http or sse)."),
  headers: z
    .record(z.string(), z.string())
    .default({})
    .describe("HTTP headers, e.g. `Authorization: Bearer ${TOKEN}`."),
  oauth: oauthSchema
    .optional()
    .describe("OAuth for remote servers: `patchbay mcp login` once, a refresh token in CI, or a machine grant."),
  timeout: positive("timeout").default(60).describe("Seconds per request; progress notifications reset it."),
  connect_timeout: positive("connect_timeout").default(30).describe("Seconds to connect and initialize."),
  disabled: z.boolean().default(false).describe("Declared but not started."),
  network: networkAllowSchema
    .default([])
    .describe("Hosts this stdio server's sandbox may reach, on top of `sandbox.network.allow`."),
  autoApprove: z.array(z.string()).default([]).describe("Cline's list of this server's tools to allow without asking."),
  sampling: z
    .boolean()
    .default(false)
    .describe(
      "Let this server ask the run's model for completions (MCP sampling), under the run's budget; each request is shown.",
    ),
  prefetch: z
    .boolean()
    .default(true)
    .describe(
      "`npx -y pkg`, `pnpm dlx pkg`, `uvx pkg`: fetch the package on the host before the run (install scripts off) and run it offline.",
    ),
  description: z.string().optional().describe("What the server is for (documentation only)."),
  // Other clients' keys: folded into ours below, or warned about (FOREIGN_NOTES).
  alwaysAllow: z.array(z.string()).optional().describe("Cline's older name of autoApprove."),
  serverUrl: z.string().optional().describe("Windsurf's spelling of url."),
  enabled: z.boolean().optional().describe("`enabled: false` is `disabled: true`."),
  auth: cursorAuthSchema.optional().describe("Cursor's OAuth block (CLIENT_ID, CLIENT_SECRET, scopes)."),
  envFile: z.string().optional().describe("Not read (a warning): list variables in `env`."),
  headersHelper: z.string().optional().describe("Not run (a warning): use `headers` with `${VAR}`."),
});

/** Foreign keys Patchbay accepts but does not act on: why, and what to write instead. */
export const FOREIGN_NOTES: Record<string, string> = {
  envFile:
    "is not read: Patchbay gives a server only the variables in `env` (values like `${NAME}` expand from the environment)",
  headersHelper:
    "is not run: Patchbay runs no command from the config on the host; set `headers` with `${VAR}` values instead",
  "oauth.authServerMetadataUrl": "is not used: Patchbay discovers the authorization server from the MCP server",
};

type ServerObject = z.infer<typeof serverObject>;

/** Other clients' spellings → Patchbay's keys; the foreign keys themselves are gone afterwards. */
function fold(input: ServerObject) {
  const { alwaysAllow, serverUrl, enabled, auth, envFile: _e, headersHelper: _h, oauth, ...server } = input;
  const folded = {
    ...server,
    url: server.url ?? serverUrl,
    disabled: server.disabled || enabled === false,
    autoApprove: [...new Set([...server.autoApprove, ...(alwaysAllow ?? [])])],
    oauth: foldOAuth(oauth, auth),
  };
  return folded;
}

function foldOAuth(
  oauth: z.infer<typeof oauthSchema> | undefined,
  cursor: z.infer<typeof cursorAuthSchema> | undefined,
): Omit<z.infer<typeof oauthSchema>, "clientId" | "callbackPort" | "scopes" | "authServerMetadataUrl"> | undefined {
  if (!oauth && !cursor) return undefined;
  const { clientId, callbackPort, scopes, authServerMetadataUrl: _a, ...own } = oauth ?? {};
  const cursorScope = Array.isArray(cursor?.scopes) ? cursor.scopes.join(" ") : cursor?.scopes;
  const clientSecret = own.client_secret ?? cursor?.CLIENT_SECRET;
  const scope = own.scope ?? scopes ?? cursorScope;
  const clientIdValue = own.client_id ?? clientId ?? cursor?.CLIENT_ID;
  const port = own.callback_port ?? callbackPort;
  return {
    ...own,
    client_id: clientIdValue,
    client_secret: clientSecret,
    scope,
    callback_port: port,
  };
}

/**
 * The superRefine below, as JSON Schema (merged into schema/patchbay.schema.json by
 * `.meta()`), so an editor rejects what the loader rejects: `command` or a URL
 * (`url`, or Windsurf's `serverUrl`), not both; a stdio type needs `command`,
 * another type a URL (`transportType` counts when `type` is absent).
 * test/config/json-schema.test.ts holds both to the same configs.
 */
const typeIs = (key: "type" | "transportType", stdio: boolean) => {
  const is = { required: [key], properties: { [key]: stdio ? { const: "stdio" } : { not: { const: "stdio" } } } };
  // A JSON Schema keyword set to undefined is not "no keyword" to every validator: leave `not` out.
  return key === "transportType" ? { ...is, not: { required: ["type"] } } : is;
};
const HAS_URL = { anyOf: [{ required: ["url"] }, { required: ["serverUrl"] }] };
const SERVER_SHAPE = {
  oneOf: [{ required: ["command"], not: HAS_URL }, { allOf: [HAS_URL, { not: { required: ["command"] } }] }],
  // "if the type says stdio, then command": not the first, or the second.
  allOf: (["type", "transportType"] as const).flatMap((key) => [
    { anyOf: [{ not: typeIs(key, true) }, { required: ["command"] }] },
    { anyOf: [{ not: typeIs(key, false) }, HAS_URL] },
  ]),
};

export const mcpServerSchema = serverObject
  .meta(SERVER_SHAPE)
  .superRefine((server, ctx) => {
    const url = server.url ?? server.serverUrl;
    if (server.command && url) {
      ctx.addIssue({ code: "custom", message: "a server has either `command` (stdio) or `url` (http/sse), not both" });
    } else if (!server.command && !url) {
      ctx.addIssue({ code: "custom", message: "a server needs `command` (stdio) or `url` (http/sse)" });
    }
    const type = server.type ?? server.transportType;
    if (type === "stdio" && url) ctx.addIssue({ code: "custom", message: "type stdio needs `command`, not `url`" });
    if (type && type !== "stdio" && server.command)
      ctx.addIssue({ code: "custom", message: `type ${type} needs \`url\`, not \`command\`` });
  })
  .transform(fold);

export type McpServerConfig = z.output<typeof mcpServerSchema>;
export type OAuthConfig = NonNullable<McpServerConfig["oauth"]>;
