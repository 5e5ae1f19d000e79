/**
 * Configs people already have (docs/decisions/0016-mcp-client-at-the-references-level.md): the keys Claude Code, Cline, Cursor
 * and Windsurf write in `mcpServers` entries either work or are a warning naming
 * the key, and one broken entry leaves out that server only — never every server.
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";
import { fixture } from "../mcp/helpers.js";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function load(files: Record<string, string>, env: Record<string, string> = {}) {
  const tree = await tempTree(files);
  cleanup = tree.cleanup;
  return { tree, loaded: await loadConfig({ repo: tree.dir, env }) };
}

const json = (servers: Record<string, unknown>) => JSON.stringify({ mcpServers: servers }, null, 2);

describe(".mcp.json entries written for other clients", () => {
  it("Cline's keys work: alwaysAllow joins autoApprove, disabled, timeout, transportType", async () => {
    const { loaded } = await load({
      ".mcp.json": json({
        cline: {
          command: "node",
          args: ["server.js"],
          alwaysAllow: ["read_thing"],
          autoApprove: ["list_things"],
          timeout: 120,
          transportType: "stdio",
        },
        off: { command: "node", disabled: true },
      }),
    });
    const cline = loaded.config.mcp_servers.cline;
    expect(cline?.autoApprove.sort()).toEqual(["list_things", "read_thing"]);
    expect(cline?.timeout).toBe(120);
    expect(loaded.config.mcp_servers.off?.disabled).toBe(true);
    expect(loaded.warnings).toEqual([]);
  });

  it("Cursor's auth block and Claude Code's oauth spellings become oauth; Windsurf's serverUrl is the url", async () => {
    const { loaded } = await load({
      ".mcp.json": json({
        cursor: {
          url: "https://mcp.example.com/mcp",
          auth: { CLIENT_ID: "cur-id", CLIENT_SECRET: "cur-secret", scopes: ["read", "write"] },
        },
        claude: { type: "http", url: "https://mcp.example.com/mcp", oauth: { clientId: "cc-id", callbackPort: 8976 } },
        windsurf: { serverUrl: "https://mcp.example.com/sse", description: "Docs search" },
        zed: { command: "node", enabled: false },
      }),
    });
    const servers = loaded.config.mcp_servers;
    expect(servers.cursor?.oauth).toMatchObject({
      client_id: "cur-id",
      client_secret: "cur-secret",
      scope: "read write",
    });
    expect(servers.claude?.oauth).toEqual({ client_id: "cc-id", callback_port: 8976 });
    expect(servers.windsurf?.url).toBe("https://mcp.example.com/sse");
    expect(servers.zed?.disabled).toBe(true);
    expect(loaded.warnings).toEqual([]);
  });

  it("keys Patchbay does not act on are warnings that name the key and the line", async () => {
    const { loaded } = await load({
      ".mcp.json": json({
        vscode: { command: "node", envFile: ".env" },
        helper: {
          url: "https://mcp.example.com/mcp",
          headersHelper: "./get-token.sh",
          oauth: { authServerMetadataUrl: "https://x" },
        },
      }),
    });
    expect(Object.keys(loaded.config.mcp_servers).sort()).toEqual(["helper", "vscode"]);
    const text = loaded.warnings.join("\n");
    expect(text).toMatch(/\.mcp\.json:\d+:\d+: mcpServers\.vscode\.envFile is not read/);
    expect(text).toMatch(/\.mcp\.json:\d+:\d+: mcpServers\.helper\.headersHelper is not run/);
    expect(text).toMatch(/mcpServers\.helper\.oauth\.authServerMetadataUrl is not used/);
  });

  it("an unknown key is a warning with the nearest known key; the server still starts", async () => {
    const { loaded } = await load({ ".mcp.json": json({ fs: { command: "npx", arg: ["x"], icon: "📁" } }) });
    expect(loaded.config.mcp_servers.fs?.command).toBe("npx");
    const text = loaded.warnings.join("\n");
    expect(text).toContain("mcpServers.fs.arg: unknown key `arg`, ignored (did you mean `args`?)");
    expect(text).toContain("mcpServers.fs.icon: unknown key `icon`, ignored");
  });

  it("a broken entry leaves out that server only, saying where and why", async () => {
    const { loaded } = await load(
      {
        ".mcp.json": json({
          good: { command: "node" },
          wrongType: { command: 5 },
          nothing: { args: ["x"] },
          api: { url: "http://127.0.0.1:1/mcp", headers: { "X-Key": "${API_KEY}" } },
        }),
      },
      {},
    );
    expect(Object.keys(loaded.config.mcp_servers)).toEqual(["good"]);
    const text = loaded.warnings.join("\n");
    expect(text).toMatch(
      /\.mcp\.json:\d+:\d+: mcpServers\.wrongType\.command: expected string, got number 5 — server "wrongType" is not started; the other servers are/,
    );
    expect(text).toContain('a server needs `command` (stdio) or `url` (http/sse) — server "nothing" is not started');
    expect(text).toMatch(
      /mcpServers\.api\.headers\.X-Key: server "api": \$\{API_KEY\} is not set and has no default.* — server "api" is not started/,
    );
  });

  it("patchbay.yml stays strict for typos, but accepts the foreign keys with the same warnings", async () => {
    const tree = await tempTree({
      ".github/patchbay.yml": "mcp_servers:\n  fs:\n    command: node\n    alwaysAllow: [x]\n    envFile: .env\n",
    });
    cleanup = tree.cleanup;
    const loaded = await loadConfig({ repo: tree.dir, env: {} });
    expect(loaded.config.mcp_servers.fs?.autoApprove).toEqual(["x"]);
    expect(loaded.warnings.join("\n")).toMatch(/\.github\/patchbay\.yml:5:5: mcp_servers\.fs\.envFile is not read/);
    await cleanup();
    const typo = await tempTree({ ".github/patchbay.yml": "mcp_servers:\n  fs:\n    comand: node\n" });
    cleanup = typo.cleanup;
    await expect(loadConfig({ repo: typo.dir, env: {} })).rejects.toThrow(
      /unknown key `comand`.*did you mean `command`/,
    );
  });
});

describe("through the CLI with real servers", () => {
  it("`mcp list`: a .mcp.json with every foreign key and one broken entry still connects the good servers", async () => {
    const server = fixture("fixture-server.mjs");
    const tree = await tempTree({
      // The fixture lives in Patchbay's checkout, which the sandbox hides; the sandboxed path is test/cli/mcp-sandbox.test.ts.
      ".github/patchbay.yml": "sandbox: { mode: off }\n",
      ".mcp.json": json({
        cline: {
          command: process.execPath,
          args: [server],
          alwaysAllow: ["echo"],
          autoApprove: [],
          timeout: 30,
          disabled: false,
          transportType: "stdio",
        },
        cursor: {
          command: process.execPath,
          args: [server, "--prefix", "c_"],
          envFile: ".env",
          description: "the same fixture",
        },
        broken: { command: 42 },
      }),
    });
    cleanup = tree.cleanup;
    const run = await runCliInMemory(["mcp", "list", "--repo", tree.dir], {
      cwd: tree.dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(run.stdout).toMatch(/^cline {2}stdio {2}connected/m);
    expect(run.stdout).toMatch(/^cursor {2}stdio {2}connected/m);
    expect(run.stderr).toContain("mcpServers.cursor.envFile is not read");
    expect(run.stderr).toContain('server "broken" is not started');
    expect(run.code).toBe(0);
  });

  it("`config check` prints the warnings and exits 0", async () => {
    const tree = await tempTree({
      ".mcp.json": json({ a: { command: "node", alwaysAllow: ["t"], headersHelper: "x" } }),
    });
    cleanup = tree.cleanup;
    const run = await runCliInMemory(["config", "check"], { cwd: tree.dir, env: { PATH: process.env.PATH } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("# warning: .mcp.json:");
    expect(run.stdout).toContain("headersHelper is not run");
  });
});
