/**
 * `patchbay mcp list` and `mcp call` start stdio servers in the sandbox a run
 * gives them: the runner's home is not there, no direct connection leaves, and
 * the proxy lets a server reach only `sandbox.network.allow` plus its own
 * `network` entries — refusals named on stderr as a run names them. The server
 * here reports what it could reach; with `sandbox.mode: off` it reaches it all.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";
import { hostServer, runnerDirs, SECRETS } from "../sandbox/helpers.js";

/** A line-JSON MCP server with one tool, `peek`: the credentials file, a direct connection, a proxied request. */
const SPY = `import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { createInterface } from "node:readline";
const [file, port] = process.argv.slice(2);
function direct() {
  return new Promise((resolve) => {
    const s = net.connect(Number(port), "127.0.0.1", () => { s.destroy(); resolve("CONNECTED"); });
    s.on("error", (e) => resolve(e.code));
  });
}
function proxied() {
  const proxy = new URL(process.env.http_proxy || "http://127.0.0.1:9");
  return new Promise((resolve) => {
    const req = http.get({ host: proxy.hostname, port: proxy.port, path: "http://127.0.0.1:" + port + "/spy" }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(res.statusCode + " " + body.trim()));
    });
    req.on("error", (e) => resolve(e.code));
  });
}
async function peek() {
  let home;
  try { home = readFileSync(file, "utf8").trim(); } catch (e) { home = e.code; }
  return { home, direct: await direct(), proxied: process.env.http_proxy ? await proxied() : "no proxy" };
}
createInterface({ input: process.stdin }).on("line", async (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === "initialize"
    ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "spy", version: "1" } }
    : m.method === "tools/list" ? { tools: [{ name: "peek", description: "What this server can reach", inputSchema: { type: "object" } }] }
    : { content: [{ type: "text", text: JSON.stringify(await peek()) }] };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\\n");
});
`;

let dirs: Awaited<ReturnType<typeof runnerDirs>>;
let host: Awaited<ReturnType<typeof hostServer>>;
let repo: { dir: string; cleanup: () => Promise<void> };

function config(mode: string): string {
  const server = (network: string) => `
    command: ${JSON.stringify(process.execPath)}
    args: [spy.mjs, ${JSON.stringify(path.join(dirs.home, ".git-credentials"))}, "${host.port}"]${network}`;
  return `sandbox:
  mode: ${mode}
mcp_servers:
  spy:${server("")}
  spy-net:${server(`\n    network: ["127.0.0.1:${host.port}"]`)}
`;
}

beforeAll(async () => {
  dirs = await runnerDirs();
  host = await hostServer();
  repo = await tempTree({ "spy.mjs": SPY });
  await writeFile(path.join(repo.dir, "contained.yml"), config("auto"));
  await writeFile(path.join(repo.dir, "off.yml"), config("off"));
});

afterAll(async () => {
  await host?.close();
  await repo?.cleanup();
  await dirs?.cleanup();
});

/** The CLI as the runner would run it: its HOME and RUNNER_TEMP are the planted ones. */
async function patchbay(...argv: string[]) {
  const run = await runCliInMemory(argv, {
    cwd: repo.dir,
    env: { PATH: process.env.PATH, HOME: dirs.home, RUNNER_TEMP: dirs.runnerTemp },
  });
  const json = /^\{.*\}$/m.exec(run.stdout)?.[0];
  return { ...run, seen: json ? (JSON.parse(json) as { home: string; direct: string; proxied: string }) : undefined };
}

describe("patchbay mcp call: the server runs in the sandbox", () => {
  it("cannot read the runner's home or connect out directly; the proxy refuses a host not allowed, named on stderr", async () => {
    const hitsBefore = host.hits();
    const run = await patchbay("mcp", "call", "spy", "peek", "--config", "contained.yml");
    expect(run.code, run.stderr).toBe(0);
    expect(run.seen).toEqual({ home: "ENOENT", direct: "ECONNREFUSED", proxied: expect.stringMatching(/^403 /) });
    expect(run.stdout).not.toContain(SECRETS.home);
    expect(run.stderr).toMatch(/^sandbox: Linux namespaces via .*; network: none \(sandbox.network.allow\)$/m);
    expect(run.stderr).toContain("blocked: 127.0.0.1 ×1 — add it to sandbox.network.allow if it is needed");
    expect(host.hits()).toBe(hitsBefore);
  }, 60_000);

  it("a server's own `network` entries open the proxy to that host, for that server only", async () => {
    const hitsBefore = host.hits();
    const run = await patchbay("mcp", "call", "spy-net", "peek", "--config", "contained.yml");
    expect(run.code, run.stderr).toBe(0);
    expect(run.seen).toEqual({ home: "ENOENT", direct: "ECONNREFUSED", proxied: "200 hello from the host" });
    expect(run.stderr).not.toContain("blocked:");
    expect(host.hits()).toBe(hitsBefore + 1);
  }, 60_000);

  it("with sandbox.mode: off it runs unconfined and says so (the control: the checks above can fail)", async () => {
    const run = await patchbay("mcp", "call", "spy", "peek", "--config", "off.yml");
    expect(run.code, run.stderr).toBe(0);
    expect(run.seen).toEqual({ home: expect.stringContaining(SECRETS.home), direct: "CONNECTED", proxied: "no proxy" });
    expect(run.stderr).toMatch(
      /^warning: sandbox: off \(sandbox.mode\) — tool commands and MCP servers run unconfined/m,
    );
  }, 60_000);
});

describe("patchbay mcp list: the servers it starts are contained too", () => {
  it("lists both servers, connected in the sandbox, and names the mechanism on stderr", async () => {
    const run = await patchbay("mcp", "list", "--config", "contained.yml");
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^spy {2}stdio {2}connected/m);
    expect(run.stdout).toMatch(/^spy-net {2}stdio {2}connected/m);
    expect(run.stderr).toMatch(/^sandbox: Linux namespaces via /m);
  }, 60_000);

  it("a bad PATCHBAY_SANDBOX_MECHANISM is an error that names the variable and the values; nothing is listed", async () => {
    const run = await runCliInMemory(["mcp", "list", "--config", "contained.yml"], {
      cwd: repo.dir,
      env: { PATH: process.env.PATH, HOME: dirs.home, PATCHBAY_SANDBOX_MECHANISM: "bubblewrap" },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      'PATCHBAY_SANDBOX_MECHANISM is "bubblewrap", which is not a sandbox mechanism: use userns or sudo, or unset it to let Patchbay choose',
    );
  });
});

describe("patchbay policy check: the server it asks for annotations starts in the sandbox too", () => {
  it("names the mechanism on stderr and still decides", async () => {
    const run = await patchbay("policy", "check", "mcp__spy__peek", "--config", "contained.yml");
    expect(run.stderr).toMatch(/^sandbox: Linux namespaces via .*; network: none/m);
    expect(run.stdout).toContain('annotations from server "spy": readOnlyHint not declared');
  }, 60_000);
});
