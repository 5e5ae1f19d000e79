/**
 * Where an MCP server's OAuth login is kept between runs on a person's machine:
 * one JSON file per server URL under Patchbay's config folder, readable by its
 * owner only. CI keeps nothing here — its start is the config's refresh_token —
 * so a run there is given no store.
 */
import { createHash, type JsonWebKey } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OAuthDiscoveryState } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

export interface StoredLogin {
  tokens?: OAuthTokens;
  /** When the tokens were saved (ms since the epoch), to tell when the access token runs out. */
  savedAt?: number;
  client?: OAuthClientInformationMixed;
  discovery?: OAuthDiscoveryState;
  /** The private key DPoP-bound tokens are bound to (oauth/dpop.ts). */
  dpopKey?: JsonWebKey;
}

export interface TokenStore {
  /** A short description of where logins are kept, for messages. */
  readonly where: string;
  load(serverUrl: string): Promise<StoredLogin | undefined>;
  save(serverUrl: string, login: StoredLogin): Promise<void>;
  remove(serverUrl: string): Promise<void>;
}

/** `$XDG_CONFIG_HOME/patchbay/mcp-oauth` (else `~/.config/…`); undefined without a home. */
export function defaultStoreDir(env: Record<string, string | undefined>): string | undefined {
  const base = env.XDG_CONFIG_HOME || (env.HOME ? path.join(env.HOME, ".config") : undefined);
  return base ? path.join(base, "patchbay", "mcp-oauth") : undefined;
}

export class FileTokenStore implements TokenStore {
  constructor(readonly where: string) {}

  /** One file per server URL; the name is a hash, so a URL never becomes a path. */
  file(serverUrl: string): string {
    const id = createHash("sha256").update(serverUrl).digest("hex").slice(0, 32);
    return path.join(this.where, `${id}.json`);
  }

  async load(serverUrl: string): Promise<StoredLogin | undefined> {
    let text: string;
    try {
      text = await readFile(this.file(serverUrl), "utf8");
    } catch {
      return undefined;
    }
    try {
      const data: unknown = JSON.parse(text);
      return typeof data === "object" && data !== null ? (data as StoredLogin) : undefined;
    } catch {
      return undefined; // a damaged file is a login to do again, not a crash
    }
  }

  async save(serverUrl: string, login: StoredLogin): Promise<void> {
    await mkdir(this.where, { recursive: true, mode: 0o700 });
    const file = this.file(serverUrl);
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify({ serverUrl, ...login }, null, 2)}\n`, { mode: 0o600 });
    await rename(temp, file);
  }

  async remove(serverUrl: string): Promise<void> {
    await rm(this.file(serverUrl), { force: true });
  }
}

/** Keeps logins for the life of the process (tests, and CI runs within one job). */
export class MemoryTokenStore implements TokenStore {
  readonly where = "memory";
  private readonly logins = new Map<string, StoredLogin>();
  async load(serverUrl: string) {
    return this.logins.get(serverUrl);
  }
  async save(serverUrl: string, login: StoredLogin) {
    this.logins.set(serverUrl, login);
  }
  async remove(serverUrl: string) {
    this.logins.delete(serverUrl);
  }
}

/**
 * The store for runs on a person's machine (what `patchbay mcp login` saved);
 * none under GitHub Actions, where a login starts from the config's refresh token.
 */
export function localStore(env: Record<string, string | undefined>): TokenStore | undefined {
  if (env.GITHUB_ACTIONS === "true") return undefined;
  const dir = defaultStoreDir(env);
  return dir ? new FileTokenStore(dir) : undefined;
}
