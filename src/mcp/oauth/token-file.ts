/**
 * The one secret `patchbay mcp login` prints for CI: the refresh token, with the
 * client it was issued to (a dynamically registered client's id, and secret if
 * it got one) — a token alone cannot be refreshed by a client nobody remembers.
 * It is compact JSON so it fits a repository secret; `oauth.refresh_token` also
 * takes a bare refresh token, for a client the config names itself.
 */
import { z } from "zod";

const schema = z.object({
  refresh_token: z.string().min(1),
  client_id: z.string().min(1).optional(),
  client_secret: z.string().min(1).optional(),
  /** The private key a DPoP-bound refresh token is bound to (a JWK). */
  dpop_key: z.looseObject({ kty: z.string() }).optional(),
});

export type TokenFile = z.infer<typeof schema>;

export function tokenFile(value: string): TokenFile {
  const text = value.trim();
  if (!text.startsWith("{")) return { refresh_token: text };
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new Error(
      "oauth.refresh_token looks like a token file (it starts with `{`) but is not one; paste exactly what `patchbay mcp login` printed",
    );
  }
}

export function encodeTokenFile(file: TokenFile): string {
  return JSON.stringify(schema.parse(file));
}
