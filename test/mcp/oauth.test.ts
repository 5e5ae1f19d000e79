/**
 * OAuth against a real local authorization server + protected MCP server:
 * client credentials (from token_url or discovered), a login from a refresh
 * token (the CI path), renewal when the access token runs out, and the ways a
 * token endpoint fails — each a message that says what to do.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { McpHub } from "../../src/mcp/hub.js";
import { LoginProvider } from "../../src/mcp/oauth/login-provider.js";
import { startLoopback } from "../../src/mcp/oauth/loopback.js";
import { MemoryTokenStore } from "../../src/mcp/oauth/store.js";
import { baseOpts, config } from "./helpers.js";
import { CLIENT_ID, CLIENT_SECRET, type OAuthFixture, oauthMcpServer } from "./oauth-server.js";

let server: OAuthFixture;
beforeEach(async () => {
  server = await oauthMcpServer();
});
afterEach(() => server.close());

const credentials = (extra: Record<string, unknown> = {}) => ({
  client_id: CLIENT_ID,
  client_secret: CLIENT_SECRET,
  ...extra,
});

async function withHub<T>(
  servers: Parameters<typeof McpHub.connect>[0],
  opts: Partial<Parameters<typeof McpHub.connect>[1]>,
  fn: (hub: McpHub) => Promise<T>,
): Promise<T> {
  const hub = await McpHub.connect(servers, { ...baseOpts(), ...opts });
  try {
    return await fn(hub);
  } finally {
    await hub.close();
  }
}

/** A headless "browser": approves at the authorization server and follows it back to the loopback. */
const approve = async (url: URL) => {
  const answer = await fetch(url, { redirect: "manual" });
  const location = answer.headers.get("location");
  if (location) await fetch(location);
};

/** Logs in through the loopback (as `patchbay mcp login` does) and returns what was kept. */
async function login(store: MemoryTokenStore) {
  const loopback = await startLoopback({ open: approve, say: () => {} });
  try {
    await withHub(
      { api: config({ url: server.url, type: "http" }) },
      { oauth: { store, ...loopback.hooks } },
      async (hub) => {
        expect(hub.status()[0]).toMatchObject({ status: "connected", tools: 1 });
      },
    );
  } finally {
    await loopback.close();
  }
  return store.load(new URL(server.url).href);
}

describe("OAuth client credentials", () => {
  it("fetches a token from token_url and calls the protected server", async () => {
    await withHub(
      { api: config({ url: server.url, oauth: credentials({ token_url: server.tokenUrl }) }) },
      {},
      async (hub) => {
        expect(hub.status()[0]).toMatchObject({ status: "connected", transport: "http", tools: 1 });
        const result = await hub.callTool("api", "whoami", {});
        expect(result).toMatchObject({ ok: true, content: expect.stringMatching(/^token tok-/) });
        expect(server.issued("client_credentials")).toBe(1);
      },
    );
  });

  it("discovers the token endpoint from the server's OAuth metadata", async () => {
    await withHub({ api: config({ url: server.url, type: "http", oauth: credentials() }) }, {}, async (hub) => {
      expect(hub.status()[0]).toMatchObject({ status: "connected" });
      expect(await hub.callTool("api", "whoami", {})).toMatchObject({ ok: true });
    });
  });

  it("gets a fresh token when the server stops accepting the old one", async () => {
    await withHub({ api: config({ url: server.url, type: "http", oauth: credentials() }) }, {}, async (hub) => {
      const first = await hub.callTool("api", "whoami", {});
      server.revokeAll();
      const second = await hub.callTool("api", "whoami", {});
      expect(second.ok).toBe(true);
      expect(second.content).not.toBe(first.content);
    });
  });

  it("a wrong secret fails with what to check, and the secret is not in the message", async () => {
    const oauth = credentials({ token_url: server.tokenUrl, client_secret: "wrong-one" });
    await withHub({ api: config({ url: server.url, type: "http", oauth }) }, {}, async (hub) => {
      const [status] = hub.status();
      expect(status?.status).toBe("failed");
      expect(status?.error).toContain("invalid_client");
      expect(status?.error).toMatch(/check oauth.client_id and oauth.client_secret/);
      expect(status?.error).not.toContain("wrong-one");
    });
  });

  it("without any way to log in, the 401 says how", async () => {
    await withHub({ api: config({ url: server.url, type: "http" }) }, {}, async (hub) => {
      expect(hub.status()[0]?.error).toMatch(/HTTP 401 \(not authorized\); log in once with `patchbay mcp login api`/);
    });
  });
});

describe("OAuth login (authorization code with PKCE) and its refresh token", () => {
  it("a login through the loopback keeps tokens and a registered client; the next connect needs no browser", async () => {
    const store = new MemoryTokenStore();
    const kept = await login(store);
    expect(kept?.tokens?.refresh_token).toMatch(/^ref-/);
    expect(kept?.client?.client_id).toMatch(/^dyn-/);
    expect(server.issued("authorization_code")).toBe(1);
    // Later runs on this machine: the store only, no one to ask.
    await withHub({ api: config({ url: server.url, type: "http" }) }, { oauth: { store } }, async (hub) => {
      expect(await hub.callTool("api", "whoami", {})).toMatchObject({ ok: true });
    });
    expect(server.issued("authorization_code")).toBe(1);
  });

  it("CI: the printed secret (refresh token + client) is enough; the access token is refreshed at start", async () => {
    const kept = await login(new MemoryTokenStore());
    const secret = JSON.stringify({ refresh_token: kept?.tokens?.refresh_token, client_id: kept?.client?.client_id });
    const oauth = { refresh_token: secret };
    await withHub({ api: config({ url: server.url, type: "http", oauth }) }, {}, async (hub) => {
      expect(hub.status()[0]).toMatchObject({ status: "connected" });
      expect(await hub.callTool("api", "whoami", {})).toMatchObject({ ok: true });
    });
    expect(server.issued("refresh_token")).toBe(1);
  });

  it("an access token about to run out is renewed before the request, not after a refusal", async () => {
    await server.close();
    server = await oauthMcpServer({ accessTtl: 1 });
    const store = new MemoryTokenStore();
    await login(store);
    const before = server.issued("refresh_token");
    await withHub({ api: config({ url: server.url, type: "http" }) }, { oauth: { store } }, async (hub) => {
      expect(await hub.callTool("api", "whoami", {})).toMatchObject({ ok: true });
    });
    expect(server.issued("refresh_token")).toBeGreaterThan(before);
  });

  it("a revoked or expired refresh token: log in again and update the secret", async () => {
    const kept = await login(new MemoryTokenStore());
    server.revokeRefreshTokens();
    const oauth = {
      refresh_token: JSON.stringify({ refresh_token: kept?.tokens?.refresh_token, client_id: kept?.client?.client_id }),
    };
    await withHub({ api: config({ url: server.url, type: "http", oauth }) }, {}, async (hub) => {
      const [status] = hub.status();
      expect(status?.status).toBe("failed");
      expect(status?.error).toMatch(
        /refused the refresh token \(HTTP 400: .*invalid_grant.*\) — it expired or was revoked; run `patchbay mcp login api` again/,
      );
      expect(status?.error).not.toContain(kept?.tokens?.refresh_token);
    });
  });

  it("a token endpoint that fails: try again later", async () => {
    const kept = await login(new MemoryTokenStore());
    server.tokenEndpointDown(503);
    const oauth = {
      refresh_token: JSON.stringify({ refresh_token: kept?.tokens?.refresh_token, client_id: kept?.client?.client_id }),
    };
    await withHub({ api: config({ url: server.url, type: "http", oauth }) }, {}, async (hub) => {
      expect(hub.status()[0]?.error).toMatch(
        /token endpoint failed to refresh the login \(HTTP 503: .*server_error.*\); try again later/,
      );
    });
  });

  it("a bare refresh token for a client the config does not name cannot be refreshed, and says so", async () => {
    const kept = await login(new MemoryTokenStore());
    await withHub(
      { api: config({ url: server.url, type: "http", oauth: { refresh_token: kept?.tokens?.refresh_token } }) },
      {},
      async (hub) => {
        expect(hub.status()[0]?.error).toMatch(/refused the refresh token/);
      },
    );
  });

  it("an answer from another issuer (RFC 9207 iss) is refused", async () => {
    await server.close();
    server = await oauthMcpServer({ answerIss: "https://evil.example" });
    const loopback = await startLoopback({ open: approve, say: () => {} });
    try {
      const store = new MemoryTokenStore();
      await withHub(
        { api: config({ url: server.url, type: "http" }) },
        { oauth: { store, ...loopback.hooks } },
        async (hub) => {
          expect(hub.status()[0]?.error).toMatch(
            /the answer came from issuer https:\/\/evil\.example, not http:\/\/127\.0\.0\.1:\d+; refused/,
          );
        },
      );
      expect(server.issued("authorization_code")).toBe(0);
    } finally {
      await loopback.close();
    }
  });

  it("DPoP: where the server offers it, tokens are bound to Patchbay's key, used with proofs, and refreshed with it in CI", async () => {
    await server.close();
    server = await oauthMcpServer({ dpop: true });
    const kept = await login(new MemoryTokenStore());
    expect(kept?.dpopKey?.kty).toBe("EC");
    expect(kept?.tokens?.token_type).toBe("DPoP");
    const file = (key?: object) =>
      JSON.stringify({
        refresh_token: kept?.tokens?.refresh_token,
        client_id: kept?.client?.client_id,
        dpop_key: key,
      });
    // The secret `mcp login` prints carries the key: without it the bound refresh token is refused.
    await withHub(
      { api: config({ url: server.url, type: "http", oauth: { refresh_token: file(kept?.dpopKey) } }) },
      {},
      async (hub) => {
        expect(await hub.callTool("api", "whoami", {})).toMatchObject({ ok: true });
      },
    );
    await withHub(
      { api: config({ url: server.url, type: "http", oauth: { refresh_token: file() } }) },
      {},
      async (hub) => {
        expect(hub.status()[0]?.error).toMatch(/refused the refresh token/);
      },
    );
  });

  it("the callback's state must be this login's; an error answer is reported", async () => {
    const back = (query: string) => async () => new URL(`http://127.0.0.1:1/callback?${query}`);
    const wrongState = new LoginProvider("api", server.url, {}, { authorize: back("code=c&state=other") }, undefined);
    wrongState.state();
    await expect(wrongState.redirectToAuthorization(new URL(server.url))).rejects.toThrow(/wrong state/);
    const refused = new LoginProvider(
      "api",
      server.url,
      {},
      { authorize: back("error=access_denied&error_description=no") },
      undefined,
    );
    await expect(refused.redirectToAuthorization(new URL(server.url))).rejects.toThrow(
      /refused the login: access_denied \(no\)/,
    );
    const nobody = new LoginProvider("api", server.url, {}, {}, undefined);
    await expect(nobody.redirectToAuthorization(new URL(server.url))).rejects.toThrow(/patchbay mcp login api/);
  });
});
