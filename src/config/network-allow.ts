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

/** 1–65535, digits only. */
const PORT = "(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d{2}|655[0-2]\\d|6553[0-5])";
/** A host name or IPv4 address, or an IPv6 address in brackets. */
const HOST = "(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?|\\[[0-9A-Fa-f:.]+\\])";

/**
 * Every entry the allowlist takes, as one regex: a preset, or `host`, `host:port`,
 * `*.suffix`, `*.suffix:port`. The loader checks it and the JSON Schema says it
 * (schema/patchbay.schema.json), so an editor and a run agree on every entry.
 */
export const ALLOW_ENTRY = new RegExp(
  `^(?:${Object.keys(NETWORK_PRESETS).join("|")}|(?:\\*\\.)?${HOST}(?::${PORT})?)$`,
);

/** The problem with an allowlist entry, for the config check; undefined when it is fine. */
export function allowEntryProblem(entry: string): string | undefined {
  if (ALLOW_ENTRY.test(entry)) return undefined;
  if (/[/@\s]/.test(entry) || entry.includes("://"))
    return `"${entry}" is not a host: write a host name, host:port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
  if (entry.replace(/^\*\./, "").includes("*")) return `"${entry}": a wildcard is allowed only as a leading "*."`;
  const port = /:([^:\]]*)$/.exec(entry)?.[1];
  if (port !== undefined && !new RegExp(`^${PORT}$`).test(port) && ALLOW_ENTRY.test(entry.slice(0, -port.length - 1)))
    return `"${entry}": the port must be 1–65535`;
  return `"${entry}" is not a host name: letters, digits, "-", "_" and "." (an IPv6 address in brackets), with an optional :port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
}

export function splitHostPort(text: string): { host: string; port?: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return { host: bracketed[1] ?? "", port: bracketed[2] ? Number(bracketed[2]) : undefined };
  const colon = text.lastIndexOf(":");
  if (colon > 0 && text.indexOf(":") === colon)
    return { host: text.slice(0, colon), port: Number(text.slice(colon + 1)) };
  return { host: text };
}
