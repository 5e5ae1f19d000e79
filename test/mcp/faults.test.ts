/**
 * Each way a server can misbehave, with a real process or a real local HTTP
 * server. In every case a good server alongside keeps working and the message
 * names the failing server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { McpServerConfig } from "../../src/config/schema.js";
import { McpHub } from "../../src/mcp/hub.js";
import { baseOpts, config, stdioFixture, until } from "./helpers.js";
import { droppingSse, type HttpFixture, status } from "./http-servers.js";

async function withGood(name: string, bad: McpServerConfig) {
  const hub = await McpHub.connect({ good: stdioFixture("fixture-server.mjs"), [name]: bad }, baseOpts());
  const failed = hub.status().find((s) => s.name === name);
  const good = await hub.callTool("good", "echo", { text: "ok" });
  return { hub, failed, good };
}

async function expectFailure(name: string, bad: McpServerConfig, pattern: RegExp): Promise<void> {
  const { hub, failed, good } = await withGood(name, bad);
  try {
    expect(good).toEqual({ ok: true, content: "echo: ok" });
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(pattern);
    expect(hub.tools().every((t) => t.source === "good")).toBe(true);
    const call = await hub.callTool(name, "anything", {});
    expect(call.ok).toBe(false);
    expect(call.content).toContain(`"${name}"`);
  } finally {
    await hub.close();
  }
}

describe("stdio faults", () => {
  it("a command that does not exist", () =>
    expectFailure(
      "ghost",
      config({ command: "patchbay-no-such-command-xyz" }),
      /command "patchbay-no-such-command-xyz" was not found/,
    ));

  it("a server that exits at start, with its stderr in the message", () =>
    expectFailure(
      "quitter",
      stdioFixture("exit-at-start.mjs"),
      /closed the connection.*exited with code 2[\s\S]*FIXTURE_CONFIG is missing/,
    ));

  it("a server that never answers initialize", () =>
    expectFailure(
      "mute",
      stdioFixture("silent.mjs", [], { connect_timeout: 1 }),
      /did not finish connecting within 1 s/,
    ));

  it("a server that writes garbage to stdout", () =>
    expectFailure(
      "noisy",
      stdioFixture("garbage.mjs", [], { connect_timeout: 1 }),
      /wrote non-JSON to stdout.*Welcome to garbage server/,
    ));
});

describe("HTTP faults", () => {
  const fixtures: HttpFixture[] = [];
  const track = async <T extends HttpFixture>(f: Promise<T>): Promise<T> => {
    const fixture = await f;
    fixtures.push(fixture);
    return fixture;
  };
  afterAll(async () => {
    for (const f of fixtures) await f.close();
  });

  it("HTTP 401", async () => {
    const f = await track(status(401, "missing bearer token"));
    await expectFailure(
      "locked",
      config({ url: f.url }),
      /answered HTTP 401 \(not authorized\); log in once with `patchbay mcp login locked`, or set `headers`/,
    );
  });

  it("HTTP 500", async () => {
    const f = await track(status(500, "internal kaboom"));
    await expectFailure("broken", config({ url: f.url, type: "http" }), /answered HTTP 500: .*internal kaboom/);
  });

  it("an HTML page instead of MCP", async () => {
    const f = await track(status(200, "<html><body>Login</body></html>", "text/html"));
    await expectFailure("html", config({ url: f.url, type: "http" }), /did not answer as an MCP server.*text\/html/);
  });

  it("a url without a type where neither Streamable HTTP nor SSE answers", async () => {
    const f = await track(status(404, "no such endpoint"));
    await expectFailure(
      "lost",
      config({ url: f.url }),
      /answered HTTP 404.*\(tried Streamable HTTP\); the SSE fallback failed too: .*404/,
    );
  });

  it("a port where nothing listens", async () => {
    const f = await track(status(200, ""));
    const url = f.url;
    await f.close();
    await expectFailure("nobody", config({ url, type: "http" }), /nothing answered at .*connection refused/);
  });

  describe("an SSE stream that drops during a call", () => {
    let dropper: Awaited<ReturnType<typeof droppingSse>>;
    beforeAll(async () => {
      dropper = await track(droppingSse());
    });

    it("fails the call with a message naming the server, and the other server keeps working", async () => {
      const hub = await McpHub.connect(
        { good: stdioFixture("fixture-server.mjs"), dropper: config({ url: dropper.url, type: "sse", timeout: 2 }) },
        baseOpts(),
      );
      try {
        expect(hub.status().find((s) => s.name === "dropper")).toMatchObject({
          status: "connected",
          transport: "sse",
          tools: 1,
        });
        const result = await hub.callTool("dropper", "echo", {});
        expect(dropper.drops()).toBe(1);
        expect(result.ok).toBe(false);
        expect(result.content).toMatch(
          /"echo" on server "dropper" failed: the server closed the connection during the call/,
        );
        expect(await hub.callTool("good", "echo", { text: "ok" })).toMatchObject({ ok: true });
        // The hub opens a new session rather than leaving the server dead.
        await until(() => hub.status().find((s) => s.name === "dropper")?.status === "connected", "reconnect");
        expect(hub.status().find((s) => s.name === "dropper")?.restarts).toBe(1);
      } finally {
        await hub.close();
      }
    });
  });
});

describe("colliding tool names", () => {
  it("two servers whose tool names collide after sanitizing both stay reachable", async () => {
    const hub = await McpHub.connect(
      {
        "a.b": stdioFixture("fixture-server.mjs", [], { env: { MARK: "dotted" } }),
        a_b: stdioFixture("fixture-server.mjs", [], { env: { MARK: "underscored" } }),
      },
      baseOpts(),
    );
    try {
      const envTools = hub.tools().filter((t) => t.name.startsWith("mcp__a_b__env"));
      expect(envTools).toHaveLength(2);
      expect(new Set(envTools.map((t) => t.name)).size).toBe(2);
      const bySource = new Map(envTools.map((t) => [t.source, t]));
      const ctx = { workspace: "/tmp", signal: new AbortController().signal, env: {}, log: () => {} };
      expect((await bySource.get("a.b")?.execute({ name: "MARK" }, ctx))?.content).toBe("dotted");
      expect((await bySource.get("a_b")?.execute({ name: "MARK" }, ctx))?.content).toBe("underscored");
      expect(bySource.get("a.b")?.name).toBe("mcp__a_b__env");
    } finally {
      await hub.close();
    }
  });
});

describe("a server with a disabled flag", () => {
  it("is reported disabled and never started", async () => {
    const hub = await McpHub.connect(
      { off: config({ command: "patchbay-no-such-command-xyz", disabled: true }) },
      baseOpts(),
    );
    try {
      expect(hub.status()).toEqual([expect.objectContaining({ name: "off", status: "disabled", tools: 0 })]);
    } finally {
      await hub.close();
    }
  });
});
