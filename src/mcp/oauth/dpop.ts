/**
 * DPoP (RFC 9449, MCP's SEP-1932): tokens bound to a key Patchbay holds, so a
 * stolen token is useless without it. Used when the authorization server
 * advertises it (`dpop_signing_alg_values_supported` with ES256): every token
 * request carries a proof (the token comes back bound), the token is presented
 * with the `DPoP` scheme and a fresh proof per request (with `ath`, the
 * token's hash), and a server's `use_dpop_nonce` challenge — at the token
 * endpoint (§8) or the MCP server (§9) — is answered once with its nonce.
 *
 * Built on node:crypto (an ES256 key, a JWS by hand: header, claims, P-1363
 * signature); the MCP SDK has no hook for a proof at the token endpoint, and
 * jose would be a dependency for three lines of signing.
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomUUID,
  sign,
} from "node:crypto";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export class DpopKey {
  private readonly publicJwk: JsonWebKey;
  /** The last nonce each server asked for (by origin). */
  private readonly nonces = new Map<string, string>();

  private constructor(private readonly key: KeyObject) {
    const { kty, crv, x, y } = key.export({ format: "jwk" });
    this.publicJwk = { kty, crv, x, y };
  }

  static create(): DpopKey {
    return new DpopKey(generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey);
  }

  /** From a private JWK kept with a login (a DPoP-bound refresh token needs its key). */
  static from(jwk: JsonWebKey): DpopKey {
    return new DpopKey(createPrivateKey({ key: jwk, format: "jwk" }));
  }

  /** The private key as a JWK, to keep with the login. */
  toJwk(): JsonWebKey {
    return this.key.export({ format: "jwk" });
  }

  /** A proof for one request (RFC 9449 §4.2): htu without query or fragment. */
  proof(method: string, url: string, accessToken?: string): string {
    const target = new URL(url);
    const header = { typ: "dpop+jwt", alg: "ES256", jwk: this.publicJwk };
    const nonce = this.nonces.get(target.origin);
    const claims = {
      jti: randomUUID(),
      htm: method.toUpperCase(),
      htu: `${target.origin}${target.pathname}`,
      iat: Math.floor(Date.now() / 1000),
      ath: accessToken ? b64url(createHash("sha256").update(accessToken).digest()) : undefined,
      nonce: nonce || undefined,
    };
    const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
    const signature = sign("sha256", Buffer.from(input), { key: this.key, dsaEncoding: "ieee-p1363" });
    return `${input}.${b64url(signature)}`;
  }

  /**
   * `fetch` with a proof on every request; on a nonce challenge (a 400 with
   * `use_dpop_nonce` from a token endpoint, a 401 naming it from a resource),
   * the nonce is kept and the request sent once more.
   */
  fetch(base: FetchLike, accessToken?: () => string | undefined): FetchLike {
    return async (url, init) => {
      const href = typeof url === "string" ? url : url.href;
      const send = () => {
        const headers = new Headers(init?.headers);
        const token = accessToken?.();
        if (token) headers.set("Authorization", `DPoP ${token}`);
        headers.set("DPoP", this.proof(init?.method ?? "GET", href, token));
        return base(url, { ...init, headers });
      };
      const response = await send();
      const nonce = response.headers.get("DPoP-Nonce");
      if (!nonce || !(await this.challenged(response))) return response;
      this.nonces.set(new URL(href).origin, nonce);
      await response.body?.cancel();
      return send();
    };
  }

  private async challenged(response: Response): Promise<boolean> {
    if (response.status === 401) return /use_dpop_nonce/.test(response.headers.get("WWW-Authenticate") ?? "");
    if (response.status !== 400) return false;
    const body = await response
      .clone()
      .text()
      .catch(() => "");
    return /"error"\s*:\s*"use_dpop_nonce"/.test(body);
  }
}

/** Whether an authorization server's metadata offers DPoP with the one algorithm Patchbay signs with. */
export function offersDpop(metadata: unknown): boolean {
  if (typeof metadata !== "object" || metadata === null || !("dpop_signing_alg_values_supported" in metadata))
    return false;
  const algs = metadata.dpop_signing_alg_values_supported;
  return Array.isArray(algs) && algs.includes("ES256");
}
