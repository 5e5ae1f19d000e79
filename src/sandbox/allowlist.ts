/**
 * Which hosts a sandboxed process may reach through the egress proxy.
 * An entry is a host (`api.example.com`, any port), `host:port`, `*.suffix`
 * (the suffix's subdomains, not the bare suffix) or a preset name standing for
 * a documented list. Matching is on the name the client asked the proxy for;
 * the proxy resolves it, so a sandboxed process never needs DNS.
 */
import { NETWORK_PRESETS, splitHostPort } from "../config/network-allow.js";

interface Rule {
  host: string;
  port?: number;
  suffix: boolean;
}

export class Allowlist {
  private readonly rules: Rule[];

  constructor(entries: readonly string[]) {
    this.rules = entries.flatMap((entry) => (NETWORK_PRESETS[entry] ?? [entry]).map(parseEntry));
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }

  allows(host: string, port: number): boolean {
    const name = normalizeHost(host);
    return this.rules.some(
      (rule) =>
        (rule.port === undefined || rule.port === port) &&
        (rule.suffix ? name.endsWith(`.${rule.host}`) : name === rule.host),
    );
  }
}

function parseEntry(entry: string): Rule {
  const suffix = entry.startsWith("*.");
  const { host, port } = splitHostPort(suffix ? entry.slice(2) : entry);
  return { host: normalizeHost(host), suffix, port };
}

function normalizeHost(host: string): string {
  return host
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}
