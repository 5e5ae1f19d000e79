/**
 * `sandbox.network.allow` and `mcp_servers.<name>.network` entries: a host
 * (any port), `host:port`, `*.suffix`, or a preset standing for a documented list.
 * Checked when the config loads; matched by the sandbox's egress proxy.
 */
/** Presets: what a package manager or the GitHub CLI needs, nothing more. */
export const NETWORK_PRESETS: Record<string, readonly string[]> = {
  node: ["registry.npmjs.org", "registry.yarnpkg.com", "nodejs.org", "repo.yarnpkg.com"],
  python: ["pypi.org", "files.pythonhosted.org"],
  github: [
    "github.com",
    "api.github.com",
    "codeload.github.com",
    "uploads.github.com",
    "objects.githubusercontent.com",
    "raw.githubusercontent.com",
    "*.githubusercontent.com",
  ],
};

/** The problem with an allowlist entry, for the config check; undefined when it is fine. */
export function allowEntryProblem(entry: string): string | undefined {
  if (NETWORK_PRESETS[entry]) return undefined;
  if (/[/@\s]/.test(entry) || entry.includes("://"))
    return `"${entry}" is not a host: write a host name, host:port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
  const { host, port } = splitHostPort(entry.replace(/^\*\./, ""));
  if (host === "" || host.includes("*")) return `"${entry}": a wildcard is allowed only as a leading "*."`;
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535))
    return `"${entry}": the port must be 1–65535`;
  return undefined;
}

export function splitHostPort(text: string): { host: string; port?: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return { host: bracketed[1] ?? "", ...(bracketed[2] ? { port: Number(bracketed[2]) } : {}) };
  const colon = text.lastIndexOf(":");
  if (colon > 0 && text.indexOf(":") === colon)
    return { host: text.slice(0, colon), port: Number(text.slice(colon + 1)) };
  return { host: text };
}
