/** The configuration as it may be shown to people: secret values masked. */
import type { Config } from "./schema.js";
import { MASK, type Redactor } from "./secrets.js";

export function maskedConfig(config: Config, redactor: Redactor): Config {
  const servers = Object.fromEntries(
    Object.entries(config.mcp_servers).map(([name, server]) => [
      name,
      {
        ...server,
        // Header values carry credentials whatever their name; show that one is set, not what.
        headers: Object.fromEntries(Object.keys(server.headers).map((k) => [k, MASK])),
        oauth: server.oauth && { ...server.oauth, client_secret: MASK },
      },
    ]),
  );
  return redactor.redactValue({ ...config, mcp_servers: servers });
}
