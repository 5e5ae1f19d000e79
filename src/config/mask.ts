/** The configuration as it may be shown to people: secret values masked. */

import { MASK, type Redactor } from "../secrets/redactor.js";
import type { Config, OAuthConfig } from "./schema.js";

export function maskedConfig(config: Config, redactor: Redactor): Config {
  const servers = Object.fromEntries(
    Object.entries(config.mcp_servers).map(([name, server]) => [
      name,
      {
        ...server,
        // Header values carry credentials whatever their name; show that one is set, not what.
        headers: Object.fromEntries(Object.keys(server.headers).map((k) => [k, MASK])),
        oauth: server.oauth && maskOAuth(server.oauth),
      },
    ]),
  );
  return redactor.redactValue({ ...config, mcp_servers: servers });
}

/** The OAuth values that are credentials: shown as set, never shown. */
function maskOAuth(oauth: OAuthConfig): OAuthConfig {
  const out: OAuthConfig = { ...oauth };
  for (const key of ["client_secret", "private_key", "refresh_token", "assertion", "id_token"] as const)
    if (out[key] !== undefined) out[key] = MASK;
  return out;
}
