/**
 * Which addresses web_fetch may connect to: public unicast only. A name that
 * resolves to loopback, a private or link-local network (cloud metadata at
 * 169.254.169.254 among them), carrier-grade NAT (Alibaba's metadata), unique-local
 * IPv6 (AWS's fd00:ec2::254), or an address that embeds an IPv4 one (NAT64, 6to4,
 * Teredo, IPv4-mapped) is refused: the runner's own services and its cloud's
 * credentials sit there. Classification is ipaddr.js's range table, so every
 * special range IANA lists is covered, not only the ones named here.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/** What web_fetch resolves names with (node:dns's lookup, so /etc/hosts counts as it does for every program). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

const WHY: Record<string, string> = {
  loopback: "loopback (this machine)",
  private: "a private network",
  linkLocal: "link-local (where cloud metadata services answer)",
  carrierGradeNat: "carrier-grade NAT space (where some clouds' metadata services answer)",
  uniqueLocal: "a unique-local IPv6 network",
  unspecified: "the unspecified address",
  multicast: "multicast",
  broadcast: "broadcast",
};

/** Why `ip` may not be connected to, or undefined for a public unicast address. */
function addressProblem(ip: string): string | undefined {
  if (!ipaddr.isValid(ip)) return `${ip} is not an IP address`;
  const range = ipaddr.process(ip).range();
  if (range === "unicast") return undefined;
  return `${ip} is ${WHY[range] ?? `in a special-purpose range (${range})`}`;
}

export type Resolved = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * The one address the request connects to. Every address the name has must be
 * public: a name that also points inside is refused outright rather than
 * trimmed, since its owner meant it to reach inside.
 */
export async function resolvePublic(host: string, resolver: Resolver): Promise<Resolved> {
  const literal = host.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(literal)) addresses = [{ address: literal, family: literal.includes(":") ? 6 : 4 }];
  else {
    try {
      addresses = await resolver(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, reason: `${host} could not be resolved (${code ?? String(error)})` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `${host} has no address` };
  for (const { address } of addresses) {
    const problem = addressProblem(address);
    if (problem)
      return { ok: false, reason: `${host} resolves to ${problem}; web_fetch reaches public addresses only` };
  }
  const first = addresses[0] as { address: string; family: number };
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
