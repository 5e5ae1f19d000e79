/**
 * OAuth around a remote server's fetch: every request carries the access token;
 * a 401 (or a 403 asking for more scope, SEP-835 step-up) runs the SDK's
 * `auth()` — discovery, registration, refresh, or a new authorization — and the
 * request is sent once more. Logins and refreshes are shared by concurrent
 * requests. When the login's access token is about to run out it is renewed
 * before the request, not after a refusal.
 *
 * Why a fetch wrapper and not the transport's `authProvider`: the SDK's
 * transports end a request with UnauthorizedError when `auth()` needs a
 * redirect, and expect the application to call finishAuth() and reconnect.
 * Here the redirect's answer (the browser's, through `patchbay mcp login`) is
 * awaited in place, so a login or a step-up in the middle of a call is
 * invisible to the call — the way the conformance suite's reference client
 * does it.
 */
import { auth, extractWWWAuthenticateParams, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { LoginProvider, LoginRequiredError } from "./login-provider.js";

/** What the token endpoint last said to a refresh that failed, for the message people read. */
interface RefreshTrouble {
  status: number;
  text: string;
}

class RefreshFailedError extends Error {
  override name = "RefreshFailedError";
}

export function oauthFetch(opts: {
  server: string;
  serverUrl: URL;
  provider: OAuthClientProvider;
  /** For discovery, registration and token requests (not the MCP requests). */
  base: FetchLike;
  /** For the MCP requests themselves. */
  next: FetchLike;
  /** Told each token obtained, for the redactor. */
  secret?: (value: string) => void;
}): FetchLike {
  const { provider, serverUrl, server } = opts;
  const login = provider instanceof LoginProvider ? provider : undefined;
  let refreshTrouble: RefreshTrouble | undefined;
  // Token requests that fail are remembered: a refused refresh explains what follows.
  const tracked: FetchLike = async (url, init) => {
    const body =
      typeof init?.body === "string" ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : "";
    // A token request carries a DPoP proof when the authorization server offers DPoP: the token comes back bound.
    const key = login?.dpop;
    const response =
      key && /grant_type=/.test(body) ? await key.fetch(opts.base)(url, init) : await opts.base(url, init);
    if (!response.ok && /grant_type=refresh_token/.test(body))
      refreshTrouble = { status: response.status, text: (await response.clone().text()).slice(0, 300) };
    return response;
  };
  let running: Promise<void> | undefined;
  const authorize = (params: { resourceMetadataUrl?: URL; scope?: string }): Promise<void> => {
    running ??= (async () => {
      try {
        let result = await auth(provider, { serverUrl, ...params, fetchFn: tracked });
        if (result === "REDIRECT") {
          const authorizationCode = login?.takeCode();
          if (!authorizationCode) throw new LoginRequiredError(server);
          result = await auth(provider, { serverUrl, ...params, authorizationCode, fetchFn: tracked });
        }
      } catch (error) {
        throw explain(error, server, refreshTrouble);
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return async (url, init) => {
    if (login && !login.fresh() && login.hasLogin) await authorize({});
    const send = async () => {
      const headers = new Headers(init?.headers);
      const tokens = await provider.tokens();
      const token = tokens?.access_token;
      for (const value of [token, tokens?.refresh_token]) if (value) opts.secret?.(value);
      // A DPoP-bound token goes with the DPoP scheme and a fresh proof for this request.
      const key = login?.dpop;
      if (token && key && tokens?.token_type?.toLowerCase() === "dpop")
        return key.fetch(opts.next, () => token)(url, { ...init, headers });
      if (token) headers.set("Authorization", `Bearer ${token}`);
      return opts.next(url, { ...init, headers });
    };
    const response = await send();
    const challenge =
      response.status === 401 || response.status === 403 ? extractWWWAuthenticateParams(response) : undefined;
    if (!challenge || (response.status === 403 && challenge.error !== "insufficient_scope")) return response;
    await response.body?.cancel();
    // Discovery again: the server may now name another authorization server (SEP-2352); the
    // SDK then registers anew, as the credentials it keeps are bound to the old one.
    if (response.status === 401) await provider.invalidateCredentials?.("discovery");
    const prior = (await provider.tokens())?.scope;
    const scope = union(prior, challenge.scope);
    await authorize({
      resourceMetadataUrl: challenge.resourceMetadataUrl,
      scope: scope || undefined,
    });
    // Once: a server that refuses the new token too gets its answer through (no loop).
    return send();
  };
}

/** SEP-2350: asking for more scope keeps what was granted before. */
function union(prior: string | undefined, challenged: string | undefined): string | undefined {
  const all = new Set([...(prior?.split(" ") ?? []), ...(challenged?.split(" ") ?? [])].filter(Boolean));
  return all.size ? [...all].join(" ") : undefined;
}

function explain(error: unknown, server: string, refresh: RefreshTrouble | undefined): unknown {
  if (!(error instanceof LoginRequiredError) || !refresh) return error;
  const refused = refresh.status === 400 || refresh.status === 401;
  const said = refresh.text ? `: ${refresh.text}` : "";
  return new RefreshFailedError(
    refused
      ? `MCP server "${server}": its authorization server refused the refresh token (HTTP ${refresh.status}${said}) — it expired or was revoked; run \`patchbay mcp login ${server}\` again and update the secret it prints`
      : `MCP server "${server}": its token endpoint failed to refresh the login (HTTP ${refresh.status}${said}); try again later, or run \`patchbay mcp login ${server}\` again`,
  );
}
