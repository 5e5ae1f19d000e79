/**
 * PATCHBAY_WEB_FETCH_RESOLVE: addresses the person running Patchbay pins for
 * names, in curl's `--resolve` form (`host:port:address`, comma-separated), e.g.
 * an intranet docs server, or a test's server on 127.0.0.1. A pinned name is not
 * looked up, and its address is not held to the public-only rule: the operator
 * chose it, not whoever runs the name's DNS. The allowlist and the approval rules
 * still apply. Nothing the agent runs can set it (Patchbay's own environment).
 */
import ipaddr from "ipaddr.js";

export const PIN_VARIABLE = "PATCHBAY_WEB_FETCH_RESOLVE";

export class PinError extends Error {
  override name = "PinError";
}

/** "host:port" → address. */
export type Pins = ReadonlyMap<string, string>;

export function parsePins(value: string | undefined): Pins {
  const pins = new Map<string, string>();
  for (const entry of (value ?? "").split(",").map((e) => e.trim())) {
    if (!entry) continue;
    const match = /^([^:\s]+):(\d{1,5}):(\[[^\]]+\]|[^\s]+)$/.exec(entry);
    const address = match?.[3]?.replace(/^\[|\]$/g, "");
    if (!match || !address || !ipaddr.isValid(address))
      throw new PinError(
        `${PIN_VARIABLE}: "${entry}" is not host:port:address (e.g. docs.internal:443:10.0.0.7, as curl's --resolve)`,
      );
    pins.set(`${(match[1] as string).toLowerCase()}:${Number(match[2])}`, address);
  }
  return pins;
}
