/** `patchbay mcp list` / `mcp call` against a config file in a temp repo, with real servers. */

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { mcpCommand } from "../../src/cli/mcp.js";
import { UsageError } from "../../src/util/usage-error.js";
import { fixture } from "./helpers.js";

let repo: string;

function io(env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    cwd: repo,
    isTTY: false,
  };
  return { cli, out: () => out.join(""), err: () => err.join("") };
}

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), "patchbay-mcp-cli-"));
  await mkdir(path.join(repo, ".github"));
  const yaml = `mcp_servers:
  good:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(fixture("fixture-server.mjs"))}]
    env: { TOKEN_FOR_SERVER: "\${MY_SECRET_TOKEN}" }
  ghost:
    command: patchbay-no-such-command-xyz
`;
  await writeFile(path.join(repo, ".github/patchbay.yml"), yaml);
  await writeFile(
    path.join(repo, "only-good.yml"),
    `mcp_servers:\n  good:\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(fixture("fixture-server.mjs"))}]\n`,
  );
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe("patchbay mcp list", () => {
  it("shows every server with status, tools and errors; exit 1 when one failed", async () => {
    const t = io({ MY_SECRET_TOKEN: "tok-very-secret" });
    const code = await mcpCommand(["list"], t.cli);
    expect(code).toBe(1);
    const text = t.out();
    expect(text).toMatch(/^good {2}stdio {2}connected {2}\d+ ms {2}\(fixture 1\.0\.0\)$/m);
    expect(text).toMatch(/^ {4}mcp__good__echo — Echoes its text$/m);
    expect(text).toMatch(/^ghost {2}stdio {2}failed$/m);
    expect(text).toMatch(/error: command "patchbay-no-such-command-xyz" was not found/);
  });

  it("prints JSON with --json", async () => {
    const t = io({ MY_SECRET_TOKEN: "tok-very-secret" });
    const code = await mcpCommand(["list", "--json"], t.cli);
    expect(code).toBe(1);
    const report = JSON.parse(t.out());
    const good = report.servers.find((s: { name: string }) => s.name === "good");
    expect(good).toMatchObject({ status: "connected", transport: "stdio" });
    expect(good.tools).toContainEqual({ name: "mcp__good__echo", description: "Echoes its text" });
    expect(report.servers.find((s: { name: string }) => s.name === "ghost")).toMatchObject({ status: "failed" });
  });

  it("exits 0 when every server connected", async () => {
    const t = io();
    expect(await mcpCommand(["list", "--config", "only-good.yml"], t.cli)).toBe(0);
  });
});

describe("patchbay mcp call", () => {
  it("calls a tool and prints its result", async () => {
    const t = io({ MY_SECRET_TOKEN: "tok-very-secret" });
    expect(await mcpCommand(["call", "good", "echo", '{"text":"hi"}'], t.cli)).toBe(0);
    expect(t.out()).toBe("echo: hi\n");
  });

  it("redacts secrets the server echoes back", async () => {
    const t = io({ MY_SECRET_TOKEN: "tok-very-secret" });
    expect(await mcpCommand(["call", "good", "env", '{"name":"TOKEN_FOR_SERVER"}'], t.cli)).toBe(0);
    expect(t.out()).toBe("***\n");
  });

  it("rejects arguments that do not match the tool's schema", async () => {
    const t = io({ MY_SECRET_TOKEN: "x" });
    expect(await mcpCommand(["call", "good", "echo", '{"text": 1}'], t.cli)).toBe(1);
    expect(t.err()).toMatch(/invalid arguments for mcp__good__echo/);
  });

  it("exits 1 with the error when the tool fails or the server is down", async () => {
    const t = io({ MY_SECRET_TOKEN: "x" });
    expect(await mcpCommand(["call", "good", "fail"], t.cli)).toBe(1);
    expect(t.err()).toMatch(/"fail" on server "good" reported an error/);
    const u = io({ MY_SECRET_TOKEN: "x" });
    expect(await mcpCommand(["call", "ghost", "echo"], u.cli)).toBe(1);
    expect(u.err()).toMatch(/MCP server "ghost" failed: command "patchbay-no-such-command-xyz" was not found/);
  });

  it("reports usage errors", async () => {
    const t = io({ MY_SECRET_TOKEN: "x" });
    await expect(mcpCommand(["call", "good", "echo", "{nope"], t.cli)).rejects.toThrow(/not valid JSON/);
    await expect(mcpCommand(["call", "good", "echo", "[1]"], t.cli)).rejects.toThrow(/must be a JSON object/);
    await expect(mcpCommand(["call", "nobody", "echo"], t.cli)).rejects.toThrow(
      /no MCP server "nobody" in the config \(servers: good, ghost\)/,
    );
    await expect(mcpCommand(["frobnicate"], t.cli)).rejects.toBeInstanceOf(UsageError);
  });
});
