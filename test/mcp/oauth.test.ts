/** OAuth client credentials against a real local authorization server + protected MCP server. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpHub } from "../../src/mcp/hub.js";
import { ClientCredentials } from "../../src/mcp/oauth.js";
import { baseOpts, config } from "./helpers.js";
import { CLIENT_ID, CLIENT_SECRET, type OAuthFixture, oauthMcpServer } from "./oauth-server.js";

let server: OAuthFixture;
beforeAll(async () => {
  server = await oauthMcpServer();
});
afterAll(() => server.close());

const oauth = (extra: Record<string, unknown> = {}) => ({
  client_id: CLIENT_ID,
  client_secret: CLIENT_SECRET,
  ...extra,
});

describe("OAuth client credentials", () => {
  it("fetches a token from token_url and calls the protected server", async () => {
    const before = server.tokenRequests();
    const hub = await McpHub.connect(
      { api: config({ url: server.url, oauth: oauth({ token_url: server.tokenUrl }) }) },
      baseOpts(),
    );
    try {
      expect(hub.status()[0]).toMatchObject({ status: "connected", transport: "http", tools: 1 });
      const result = await hub.callTool("api", "whoami", {});
      expect(result).toMatchObject({ ok: true, content: expect.stringMatching(/^token tok-\d+$/) });
      expect(server.tokenRequests() - before).toBe(1);
    } finally {
      await hub.close();
    }
  });

  it("discovers the token endpoint from the server's OAuth metadata", async () => {
    const hub = await McpHub.connect({ api: config({ url: server.url, type: "http", oauth: oauth() }) }, baseOpts());
    try {
      expect(hub.status()[0]).toMatchObject({ status: "connected" });
      expect(await hub.callTool("api", "whoami", {})).toMatchObject({ ok: true });
    } finally {
      await hub.close();
    }
  });

  it("gets a fresh token when the server stops accepting the old one", async () => {
    const hub = await McpHub.connect({ api: config({ url: server.url, type: "http", oauth: oauth() }) }, baseOpts());
    try {
      const first = await hub.callTool("api", "whoami", {});
      server.revokeAll();
      const second = await hub.callTool("api", "whoami", {});
      expect(second.ok).toBe(true);
      expect(second.content).not.toBe(first.content);
    } finally {
      await hub.close();
    }
  });

  it("renews the token when it expires", async () => {
    let now = 1_000_000;
    const credentials = new ClientCredentials(
      oauth({ token_url: server.tokenUrl }),
      new URL(server.url),
      fetch,
      () => now,
    );
    const first = await credentials.accessToken();
    expect(await credentials.accessToken()).toBe(first);
    now += 3600 * 1000;
    const second = await credentials.accessToken();
    expect(second).not.toBe(first);
  });

  it("fails with a message naming the token URL when the secret is wrong", async () => {
    const hub = await McpHub.connect(
      {
        api: config({
          url: server.url,
          type: "http",
          oauth: oauth({ token_url: server.tokenUrl, client_secret: "wrong-one" }),
        }),
      },
      baseOpts(),
    );
    try {
      const [status] = hub.status();
      expect(status?.status).toBe("failed");
      expect(status?.error).toContain(`token request to ${server.tokenUrl} answered HTTP 401`);
      expect(status?.error).toMatch(/check oauth.client_id and oauth.client_secret/);
      expect(status?.error).not.toContain("wrong-one");
    } finally {
      await hub.close();
    }
  });

  it("sends static headers (a token from the environment) on every request", async () => {
    const token = await new ClientCredentials(oauth({ token_url: server.tokenUrl }), new URL(server.url)).accessToken();
    const hub = await McpHub.connect(
      { api: config({ url: server.url, type: "http", headers: { Authorization: `Bearer ${token}` } }) },
      baseOpts(),
    );
    try {
      expect(await hub.callTool("api", "whoami", {})).toEqual({ ok: true, content: `token ${token}` });
    } finally {
      await hub.close();
    }
  });

  it("without oauth, the 401 says to configure auth", async () => {
    const hub = await McpHub.connect({ api: config({ url: server.url, type: "http" }) }, baseOpts());
    try {
      expect(hub.status()[0]?.error).toMatch(/HTTP 401 \(not authorized\)/);
    } finally {
      await hub.close();
    }
  });
});
