/**
 * `${VAR}` and `${VAR:-default}` expansion (DESIGN §2) in the places a server
 * entry may take values from the environment: command, args, cwd, env, url,
 * headers and oauth. An unset variable without a default is an error naming the
 * server and the key. What a config passes to a server on purpose — header values,
 * the OAuth secret, and any variable it hands over in `env:` (but the harmless
 * ones: PATH, HOME, …) — is handed to the Redactor, as are variables whose name
 * says they hold a secret wherever they are used, so none of them reaches a log.
 */
import { isSafeName, isSecretName } from "../util/env.js";
import type { McpServerConfig } from "./schema.js";
import type { Redactor } from "./secrets.js";

const PATTERN = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export class UnsetVariableError extends Error {
  constructor(
    readonly variable: string,
    readonly key: string,
  ) {
    super(`\${${variable}} is not set and has no default`);
    this.name = "UnsetVariableError";
  }
}

export function expandString(
  value: string,
  key: string,
  env: Record<string, string | undefined>,
  redactor?: Redactor,
  /** Header, secret and server-env values are secrets whatever the variable's name (but the harmless ones). */
  secret = false,
): string {
  const expanded = value.replace(PATTERN, (_match, name: string, fallback: string | undefined) => {
    const found = env[name];
    if (found !== undefined && found !== "") {
      if ((secret && !isSafeName(name)) || isSecretName(name)) redactor?.add(found);
      return found;
    }
    if (fallback !== undefined) return fallback;
    throw new UnsetVariableError(name, key);
  });
  if (secret && expanded !== value && !onlySafe(value)) redactor?.add(expanded);
  return expanded;
}

/** The value is nothing but harmless variables (`${HOME}/.cache`): passing it on passes no secret. */
function onlySafe(value: string): boolean {
  return [...value.matchAll(PATTERN)].every((m) => isSafeName(m[1] ?? ""));
}

/** Expands one server entry; `path` is the key prefix for error messages, e.g. ["mcp_servers", "docs"]. */
export function expandServer(
  server: McpServerConfig,
  path: string[],
  env: Record<string, string | undefined>,
  redactor?: Redactor,
): McpServerConfig {
  const at = (...rest: (string | number)[]) => [...path, ...rest].join(".");
  const mapRecord = (record: Record<string, string>, key: string, secret: (k: string) => boolean) =>
    Object.fromEntries(
      Object.entries(record).map(([k, v]) => [k, expandString(v, at(key, k), env, redactor, secret(k))]),
    );
  return {
    ...server,
    command: server.command === undefined ? undefined : expandString(server.command, at("command"), env, redactor),
    args: server.args.map((arg, i) => expandString(arg, at("args", i), env, redactor)),
    cwd: server.cwd === undefined ? undefined : expandString(server.cwd, at("cwd"), env, redactor),
    env: mapRecord(server.env, "env", () => true),
    url: server.url === undefined ? undefined : expandString(server.url, at("url"), env, redactor),
    headers: mapRecord(server.headers, "headers", () => true),
    oauth: server.oauth && {
      ...server.oauth,
      client_id: expandString(server.oauth.client_id, at("oauth", "client_id"), env, redactor),
      client_secret: expandString(server.oauth.client_secret, at("oauth", "client_secret"), env, redactor, true),
      scope: server.oauth.scope && expandString(server.oauth.scope, at("oauth", "scope"), env, redactor),
      token_url:
        server.oauth.token_url && expandString(server.oauth.token_url, at("oauth", "token_url"), env, redactor),
    },
  };
}
