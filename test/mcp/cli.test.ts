/** `patchbay mcp list` / `mcp call` against a config file in a temp repo, with real servers. */

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { mcpCommand } from "../../src/cli/mcp.js";
import { policyCommand } from "../../src/cli/policy.js";
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

/**
 * The fixture server runs from Patchbay's own checkout, which the sandbox hides
 * (the action's directory), so these configs opt out; the sandboxed path of the
 * same commands is test/cli/mcp-sandbox.test.ts.
 */
const UNCONFINED = "sandbox: { mode: off }\n";

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), "patchbay-mcp-cli-"));
  await mkdir(path.join(repo, ".github"));
  const yaml = `${UNCONFINED}mcp_servers:
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
    `${UNCONFINED}mcp_servers:\n  good:\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(fixture("fixture-server.mjs"))}]\n`,
  );
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe("patchbay policy check on an MCP tool", () => {
  const readOnlyRule = async () => {
    await writeFile(
      path.join(repo, "ro.yml"),
      `${UNCONFINED}mcp_servers:\n  good:\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(fixture("fixture-server.mjs"))}]\n` +
        "approval: { default: ask, rules: [ { allow: { annotations: read_only } } ] }\n",
    );
  };

  it("asks the server for the tool's annotations, as a run does", async () => {
    await readOnlyRule();
    const readOnly = io();
    expect(await policyCommand(["check", "mcp__good__echo", "--config", "ro.yml"], readOnly.cli)).toBe(0);
    expect(readOnly.out()).toContain('annotations: annotations from server "good": readOnlyHint true');
    const writes = io();
    expect(await policyCommand(["check", "mcp__good__fail", "--config", "ro.yml"], writes.cli)).toBe(3);
    expect(writes.out()).toContain("readOnlyHint not declared");
  });

  it("says what it assumed when it does not ask or cannot reach the server", async () => {
    await readOnlyRule();
    const offline = io();
    expect(await policyCommand(["check", "mcp__good__echo", "--config", "ro.yml", "--offline"], offline.cli)).toBe(3);
    expect(offline.out()).toContain("not asked (--offline)");
    const down = io({ MY_SECRET_TOKEN: "x" });
    expect(await policyCommand(["check", "mcp__ghost__echo"], down.cli)).toBe(3);
    expect(down.out()).toMatch(
      /server "ghost" failed \(command "patchbay-no-such-command-xyz" was not found.*\): decided as if/,
    );
  });
});

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

  it("takes the model-facing name `mcp list` prints, alone or after the server", async () => {
    const alone = io({ MY_SECRET_TOKEN: "x" });
    expect(await mcpCommand(["call", "mcp__good__echo", '{"text":"hi"}'], alone.cli)).toBe(0);
    expect(alone.out()).toBe("echo: hi\n");
    const after = io({ MY_SECRET_TOKEN: "x" });
    expect(await mcpCommand(["call", "good", "mcp__good__echo", '{"text":"yo"}'], after.cli)).toBe(0);
    expect(after.out()).toBe("echo: yo\n");
    await expect(mcpCommand(["call", "mcp__nobody__echo"], alone.cli)).rejects.toThrow(
      /no configured MCP server matches "mcp__nobody__echo" \(servers: good, ghost\)/,
    );
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
