/**
 * `patchbay mcp login SERVER` for real (docs/decisions/0016-mcp-client-at-the-references-level.md): the authorization-code flow
 * with PKCE and dynamic registration against a local authorization server, the
 * browser ($BROWSER, a headless stand-in) sent back to Patchbay's loopback; the
 * login kept for local runs; the one secret it prints is all a CI run needs; a
 * revoked login says to log in again — and no token reaches the output.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";
import { fixture } from "../mcp/helpers.js";
import { type OAuthFixture, oauthMcpServer } from "../mcp/oauth-server.js";

let server: OAuthFixture;
let repo: { dir: string; cleanup: () => Promise<void> };
let secret = "";

beforeAll(async () => {
  server = await oauthMcpServer();
  repo = await tempTree({
    ".github/patchbay.yml": `mcp_servers:\n  api:\n    type: http\n    url: ${server.url}\n`,
    "ci.yml": `mcp_servers:\n  api:\n    type: http\n    url: ${server.url}\n    oauth: { refresh_token: "\${PATCHBAY_MCP_API_OAUTH}" }\n`,
  });
});
afterAll(async () => {
  await server?.close();
  await repo?.cleanup();
});

const home = () => path.join(repo.dir, "home");
const browser = `${process.execPath} ${fixture("headless-browser.mjs")}`;
const patchbay = (argv: string[], env: Record<string, string> = {}) =>
  runCliInMemory(argv, { cwd: repo.dir, env: { PATH: process.env.PATH, HOME: home(), BROWSER: browser, ...env } });

describe("patchbay mcp login", () => {
  it("logs in through the browser and prints the CI secret and the config line", async () => {
    const run = await patchbay(["mcp", "login", "api"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("Opening the browser to log in. If it does not open, visit:");
    expect(run.stdout).toMatch(
      /^Logged in to MCP server "api" \(1 tools\)\. The login is kept in .*\/\.config\/patchbay\/mcp-oauth\/[0-9a-f]+\.json\.$/m,
    );
    const file = /kept in (\S+)\.$/m.exec(run.stdout)?.[1] ?? "";
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(run.stdout).toContain('oauth: { refresh_token: "${PATCHBAY_MCP_API_OAUTH}" }');
    expect(run.stdout).toContain("PATCHBAY_MCP_API_OAUTH: ${{ secrets.PATCHBAY_MCP_API_OAUTH }}");
    secret = /^ {2}(\{"refresh_token".*\})$/m.exec(run.stdout)?.[1] ?? "";
    expect(JSON.parse(secret)).toEqual({
      refresh_token: expect.stringMatching(/^ref-/),
      client_id: expect.stringMatching(/^dyn-/),
    });
    expect(server.issued("authorization_code")).toBe(1);
  }, 60_000);

  it("local runs use the kept login, with no browser", async () => {
    const run = await patchbay(["mcp", "call", "api", "whoami"], { BROWSER: "false" });
    expect(run.code, run.stderr).toBe(0);
    // The server echoes the access token it got; Patchbay masks the tokens it obtained.
    expect(run.stdout).toBe("token ***\n");
    expect(server.issued("authorization_code")).toBe(1);
  }, 60_000);

  it("CI: nothing kept, only the secret — the login is refreshed, and no token is printed", async () => {
    const ci = { GITHUB_ACTIONS: "true", HOME: path.join(repo.dir, "runner"), PATCHBAY_MCP_API_OAUTH: secret };
    const run = await patchbay(["mcp", "call", "api", "whoami", "--config", "ci.yml"], ci);
    expect(run.code, run.stderr).toBe(0);
    expect(server.issued("refresh_token")).toBeGreaterThan(0);
    const refresh = JSON.parse(secret).refresh_token;
    expect(run.stdout).toBe("token ***\n");
    expect(run.stdout + run.stderr).not.toContain(refresh);
  }, 60_000);

  it("a revoked login fails the server with what to do", async () => {
    server.revokeRefreshTokens();
    const ci = { GITHUB_ACTIONS: "true", HOME: path.join(repo.dir, "runner"), PATCHBAY_MCP_API_OAUTH: secret };
    const run = await patchbay(["mcp", "call", "api", "whoami", "--config", "ci.yml"], ci);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("refused the refresh token");
    expect(run.stderr).toContain("run `patchbay mcp login api` again and update the secret it prints");
  }, 60_000);

  it("a stdio server, or one with a machine grant, needs no login; an unknown one is named", async () => {
    const tree = await tempTree({
      ".github/patchbay.yml": `mcp_servers:\n  local:\n    command: node\n  robot:\n    url: ${server.url}\n    oauth: { client_id: a, client_secret: b }\n`,
    });
    try {
      const run = (argv: string[]) =>
        runCliInMemory(argv, { cwd: tree.dir, env: { PATH: process.env.PATH, HOME: home() } });
      expect((await run(["mcp", "login", "local"])).stderr).toContain(
        'MCP server "local" runs a command (stdio); only remote (url) servers log in',
      );
      expect((await run(["mcp", "login", "robot"])).stdout).toContain(
        "authorizes itself with its oauth client_credentials grant; no login is needed",
      );
      expect((await run(["mcp", "login", "nope"])).stderr).toContain(
        'there is no MCP server "nope" in the config (servers: local, robot)',
      );
    } finally {
      await tree.cleanup();
    }
  });
});
