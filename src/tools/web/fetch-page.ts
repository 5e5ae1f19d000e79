/**
 * A URL fetched the way web_fetch promises: each hop — the first URL and every
 * redirect — is judged before anything is sent to it: a canonical http(s) URL
 * without credentials, a host the run's egress allowlist allows
 * (`sandbox.network.allow`, the list the sandbox's proxy uses), the approval
 * rules (redirects only: the first URL was judged as the call), and a name that
 * resolves to public addresses only (or an operator's pin). Then one GET to the
 * checked address (http-get.ts).
 */

import { canonicalUrl } from "../../policy/urls.js";
import type { Allowlist } from "../../sandbox/allowlist.js";
import { type Resolver, resolvePublic } from "./addresses.js";
import { getOnce, type HopResult } from "./http-get.js";
import type { Pins } from "./pins.js";

export interface FetchLimits {
  /** Body bytes kept (decompressed); the rest is not read. */
  maxBytes: number;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export interface FetchRules {
  allow: Allowlist;
  pins: Pins;
  resolver: Resolver;
  /** The approval rules' verdict on a redirect target; anything but "allow" stops there. */
  judgeRedirect?: (url: string) => Promise<{ decision: string; rule: string; reason: string }>;
  /** Told each host refused for the allowlist, for the run's "blocked" report. */
  onBlocked?: (host: string) => void;
}

export type Fetched =
  | { ok: true; url: string; redirects: string[]; result: HopResult }
  | { ok: false; url: string; redirects: string[]; reason: string; timedOut?: boolean };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchPage(
  start: string,
  rules: FetchRules,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<Fetched> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const both = AbortSignal.any([signal, deadline]);
  const redirects: string[] = [];
  let current = start;
  for (let hop = 0; ; hop++) {
    const refusal = await judge(current, hop > 0, rules);
    if (typeof refusal === "string") return { ok: false, url: current, redirects, reason: refusal };
    let result: HopResult;
    try {
      result = await getOnce(refusal.url, { ...refusal.address, maxBytes: limits.maxBytes, signal: both });
    } catch (error) {
      if (signal.aborted) throw error;
      if (deadline.aborted)
        return {
          ok: false,
          url: current,
          redirects,
          timedOut: true,
          reason: `no complete answer from ${refusal.url.host} within ${limits.timeoutMs / 1000}s (the page may never end); the connection was closed`,
        };
      return {
        ok: false,
        url: current,
        redirects,
        reason: `the request to ${refusal.url.host} failed: ${describe(error)}`,
      };
    }
    const location = result.headers.location;
    if (!REDIRECTS.has(result.status) || !location) return { ok: true, url: current, redirects, result };
    if (hop >= limits.maxRedirects)
      return { ok: false, url: current, redirects, reason: `more than ${limits.maxRedirects} redirects` };
    let next: string;
    try {
      next = new URL(location, current).href;
    } catch {
      return {
        ok: false,
        url: current,
        redirects,
        reason: `the redirect to ${JSON.stringify(location.slice(0, 200))} is not a URL`,
      };
    }
    redirects.push(current);
    current = next;
  }
}

type Judged = { url: URL; address: { address: string; family: 4 | 6 } };

/** The checked URL and the address to connect to, or why this hop is refused. */
async function judge(input: string, redirected: boolean, rules: FetchRules): Promise<Judged | string> {
  const shown = withoutCredentials(input).slice(0, 300);
  const where = redirected ? `the redirect to ${shown}` : shown;
  const canonical = canonicalUrl(input);
  if (!canonical.ok) return `${where}: ${canonical.reason}`;
  const url = new URL(canonical.url);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (!rules.allow.allows(url.hostname, port)) {
    rules.onBlocked?.(url.hostname);
    return `${where}: ${url.hostname} is not in sandbox.network.allow (the run's egress allowlist, which governs web_fetch and commands alike); add it in .github/patchbay.yml if the run needs it`;
  }
  if (redirected && rules.judgeRedirect) {
    const verdict = await rules.judgeRedirect(canonical.url);
    if (verdict.decision !== "allow")
      return `${where} is ${verdict.decision === "deny" ? "denied" : "not allowed without approval"} by ${verdict.rule}: ${verdict.reason}${verdict.decision === "ask" ? ". Call web_fetch with that URL itself to ask for it" : ""}`;
  }
  const pinned = rules.pins.get(`${url.hostname}:${port}`);
  if (pinned) return { url, address: { address: pinned, family: pinned.includes(":") ? 6 : 4 } };
  const resolved = await resolvePublic(url.hostname, rules.resolver);
  if (!resolved.ok) return `${where}: ${resolved.reason}`;
  return { url, address: { address: resolved.address, family: resolved.family } };
}

/** A URL as it may be shown: a user name or password in it is not repeated. */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, "$1…@");
}

function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e.code
    ? `${e.code}${e.message && !e.message.includes(e.code) ? ` (${e.message})` : ""}`
    : String(e.message ?? error);
}
