/**
 * `${VAR}` and `${VAR:-default}` expansion (docs/decisions/0002-one-config-file-with-safe-defaults.md) in the places a server
 * entry may take values from the environment: command, args, cwd, env, url,
 * headers and oauth. An unset variable without a default is an error naming the
 * server and the key. What a config passes to a server on purpose — header values,
 * the OAuth secrets, and any variable it hands over in `env:` (but the harmless
 * ones: PATH, HOME, …) — is handed to the Redactor, as are variables whose name
 * says they hold a secret wherever they are used, so none of them reaches a log.
 *
 * A stdio server runs in the sandbox, whose HOME, TMPDIR and XDG folders are
 * not the runner's (the runner's home is hidden there): in its command, args,
 * cwd and env those variables are left for `expandPlaces`, which fills them in
 * when the server starts — with the sandbox's values, or the host's when it runs
 * unconfined.
 */

import type { Redactor } from "../secrets/redactor.js";
import { isSafeName, isSecretName } from "../util/env.js";
import type { McpServerConfig, OAuthConfig } from "./schema.js";

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

function expandString(
  value: string,
  key: string,
  env: Record<string, string | undefined>,
  redactor?: Redactor,
  /** Header, secret and server-env values are secrets whatever the variable's name (but the harmless ones). */
  secret = false,
  /** Variables left as written, for a later pass (`expandPlaces`). */
  defer?: ReadonlySet<string>,
): string {
  const expanded = value.replace(PATTERN, (match, name: string, fallback: string | undefined) => {
    if (defer?.has(name)) return match;
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
  // Only a stdio server has a sandbox whose places differ from the host's.
  const defer = server.command ? SANDBOX_PLACES : undefined;
  const mapRecord = (
    record: Record<string, string>,
    key: string,
    secret: (k: string) => boolean,
    later?: typeof defer,
  ) =>
    Object.fromEntries(
      Object.entries(record).map(([k, v]) => [k, expandString(v, at(key, k), env, redactor, secret(k), later)]),
    );
  const local = (value: string | undefined, key: string) =>
    value === undefined ? undefined : expandString(value, at(key), env, redactor, false, defer);
  return {
    ...server,
    command: local(server.command, "command"),
    args: server.args.map((arg, i) => expandString(arg, at("args", i), env, redactor, false, defer)),
    cwd: local(server.cwd, "cwd"),
    env: mapRecord(server.env, "env", () => true, defer),
    url: server.url === undefined ? undefined : expandString(server.url, at("url"), env, redactor),
    headers: mapRecord(server.headers, "headers", () => true),
    oauth:
      server.oauth &&
      expandOAuth(
        server.oauth,
        (key, value) => expandString(value, at("oauth", key), env, redactor, OAUTH_SECRETS.has(key)),
        redactor,
      ),
  };
}

/** OAuth values that are credentials whatever the variable they came from is called. */
const OAUTH_SECRETS = new Set(["client_secret", "private_key", "refresh_token", "assertion", "id_token"]);

function expandOAuth(
  oauth: OAuthConfig,
  expand: (key: string, value: string) => string,
  redactor?: Redactor,
): OAuthConfig {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(oauth)) out[key] = typeof value === "string" ? expand(key, value) : value;
  // `patchbay mcp login`'s secret is a small JSON file: the token and client secret inside it are secrets on their own.
  if (typeof out.refresh_token === "string" && out.refresh_token.trim().startsWith("{"))
    for (const [key, inner] of Object.entries(parsedObject(out.refresh_token)))
      if (OAUTH_SECRETS.has(key) && typeof inner === "string") redactor?.add(inner);
  return { ...oauth, ...out };
}

function parsedObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}

/** The variables whose values a stdio server's sandbox sets for itself (sandbox/namespace.ts sandboxEnv). */
const SANDBOX_PLACES: ReadonlySet<string> = new Set(["HOME", "TMPDIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"]);

/**
 * A stdio server's deferred variables filled in as it starts, from `places`
 * (the sandbox's values, or the host environment for an unconfined server).
 * Throws UnsetVariableError for one that is unset there and has no default.
 */
export function expandPlaces(
  server: McpServerConfig,
  places: Record<string, string | undefined>,
  keyPrefix: string,
): McpServerConfig {
  const only = (value: string, key: string) =>
    value.replace(PATTERN, (match, name: string, fallback: string | undefined) => {
      if (!SANDBOX_PLACES.has(name)) return match;
      const found = places[name];
      if (found !== undefined && found !== "") return found;
      if (fallback !== undefined) return fallback;
      throw new UnsetVariableError(name, `${keyPrefix}.${key}`);
    });
  return {
    ...server,
    command: server.command === undefined ? undefined : only(server.command, "command"),
    args: server.args.map((arg, i) => only(arg, `args.${i}`)),
    cwd: server.cwd === undefined ? undefined : only(server.cwd, "cwd"),
    env: Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, only(v, `env.${k}`)])),
  };
}
