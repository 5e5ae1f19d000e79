/**
 * Where Patchbay keeps the MCP packages it fetched: `$PATCHBAY_MCP_CACHE`, else
 * `$XDG_CACHE_HOME/patchbay/mcp-packages`, else `~/.cache/patchbay/mcp-packages`
 * (the path the workflow templates' actions/cache step saves and restores).
 * Its own module, so opening the sandbox (which shows it read-only) does not
 * load the fetcher.
 */
import path from "node:path";

export function defaultCacheDir(env: Record<string, string | undefined>): string | undefined {
  if (env.PATCHBAY_MCP_CACHE) return path.resolve(env.PATCHBAY_MCP_CACHE);
  const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, ".cache") : undefined);
  return base ? path.join(base, "patchbay", "mcp-packages") : undefined;
}
