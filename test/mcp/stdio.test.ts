/** The hub against real stdio servers (fixture scripts): listing, calling, logging, progress, timeouts, restarts. */
import { getEventListeners } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpHub } from "../../src/mcp/hub.js";
import type { McpLogEvent } from "../../src/mcp/types.js";
import type { ToolContext } from "../../src/tools/types.js";
import { baseOpts, childrenOf, config, fixture, isAlive, stdioFixture, until } from "./helpers.js";

const ctx = (over: Partial<ToolContext> = {}): ToolContext => ({
  workspace: "/tmp",
  signal: new AbortController().signal,
  env: {},
  log: () => {},
  ...over,
});

describe("a stdio server", () => {
  let hub: McpHub;
  const logs: McpLogEvent[] = [];

  beforeAll(async () => {
    hub = await McpHub.connect(
      {
        fx: stdioFixture("fixture-server.mjs", ["--page", "3", "--broken"], { timeout: 0.5, env: { FOO: "bar" } }),
      },
      { ...baseOpts(), env: { ...baseOpts().env, GITHUB_TOKEN: "ghp_secret_value" }, onLog: (e) => logs.push(e) },
    );
  });
  afterAll(() => hub.close());

  it("connects and lists every page of tools", () => {
    const [status] = hub.status();
    expect(status).toMatchObject({ name: "fx", status: "connected", transport: "stdio", tools: 10 });
    expect(status?.connectMs).toBeGreaterThanOrEqual(0);
    expect(status?.stderr).toContain("fixture server ready");
    const names = hub.tools().map((t) => t.name);
    expect(names).toContain("mcp__fx__echo");
    expect(names).toContain("mcp__fx__spawn-child");
  });

  it("drops a tool with an invalid inputSchema with a warning naming it, keeping the others", () => {
    const [status] = hub.status();
    expect(status?.warnings.join("\n")).toMatch(/tool "broken" dropped/);
    expect(status?.warnings.join("\n")).toMatch(/#\d+ \(no name\) dropped/);
    expect(hub.tools().map((t) => t.name)).not.toContain("mcp__fx__broken");
    expect(logs.some((l) => l.level === "warning" && l.message.includes('"broken"'))).toBe(true);
  });

  it("adapts tools to the Tool interface", async () => {
    const echo = hub.tools().find((t) => t.name === "mcp__fx__echo");
    expect(echo).toMatchObject({ source: "fx", description: "Echoes its text", annotations: { readOnlyHint: true } });
    expect(echo?.inputSchema).toMatchObject({ type: "object", required: ["text"] });
    const bad = echo?.parse({ text: 5 });
    expect(bad?.ok).toBe(false);
    expect(bad?.ok === false && bad.error).toMatch(/invalid arguments for mcp__fx__echo/);
    expect(echo?.parse([1])).toMatchObject({ ok: false });
    const good = echo?.parse({ text: "hi" });
    expect(good).toEqual({ ok: true, value: { text: "hi" } });
    if (!echo || !good?.ok) throw new Error("echo missing");
    expect(echo.access(good.value)).toEqual({ kind: "other" });
    expect(await echo.execute(good.value, ctx())).toEqual({ ok: true, content: "echo: hi" });
  });

  it("turns an isError result into ok=false naming server and tool", async () => {
    const result = await hub.callTool("fx", "fail", {});
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/"fail" on server "fx" reported an error/);
    expect(result.content).toContain("something went wrong on purpose");
  });

  it("answers unknown servers and tools with results, not throws", async () => {
    expect(await hub.callTool("nope", "echo", {})).toMatchObject({
      ok: false,
      content: expect.stringMatching(/no MCP server "nope"/),
    });
    expect(await hub.callTool("fx", "nope", {})).toMatchObject({
      ok: false,
      content: expect.stringMatching(/has no tool "nope"/),
    });
  });

  it("passes server log notifications to onLog with their level", async () => {
    await hub.callTool("fx", "log", { text: "disk almost full" });
    await until(() => logs.some((l) => l.message.includes("disk almost full")), "log notification");
    expect(logs.find((l) => l.message.includes("disk almost full"))).toMatchObject({ server: "fx", level: "warning" });
  });

  it("lets progress notifications keep a call alive past its timeout", async () => {
    const seen: string[] = [];
    // 5 steps of 200 ms = 1 s, twice the 0.5 s timeout; each step resets it.
    const result = await hub.callTool("fx", "progress", { steps: 5, ms: 200 }, { progress: (m) => seen.push(m) });
    expect(result).toEqual({ ok: true, content: "done after 5 steps" });
    // The last notification may race the result; the ones before it must all arrive.
    expect(seen.slice(0, 4)).toEqual(["step 1 (1/5)", "step 2 (2/5)", "step 3 (3/5)", "step 4 (4/5)"]);
  });

  it("times out a hanging call with a result naming the server, and goes on", async () => {
    const result = await hub.callTool("fx", "slow", {});
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/"slow" on server "fx" failed: no answer within 0.5 s/);
    expect(await hub.callTool("fx", "echo", { text: "still here" })).toMatchObject({ ok: true });
  });

  it("cancels a call when the signal aborts", async () => {
    const controller = new AbortController();
    const pending = hub.callTool("fx", "slow", {}, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/cancelled/);
  });

  it("leaves no abort listeners on a long-lived signal", async () => {
    const session = new AbortController();
    for (let i = 0; i < 15; i++) await hub.callTool("fx", "echo", { text: String(i) }, { signal: session.signal });
    expect(getEventListeners(session.signal, "abort")).toHaveLength(0);
  });

  it("gives the server only the default environment plus its config env", async () => {
    expect((await hub.callTool("fx", "env", { name: "FOO" })).content).toBe("bar");
    expect((await hub.callTool("fx", "env", { name: "GITHUB_TOKEN" })).content).toBe("<unset>");
    expect((await hub.callTool("fx", "env", { name: "PATH" })).content).toBe(process.env.PATH);
  });

  it("refreshes a server's tools on tools/list_changed", async () => {
    expect(hub.tools().map((t) => t.name)).not.toContain("mcp__fx__added");
    await hub.callTool("fx", "add-tool", {});
    await until(() => hub.tools().some((t) => t.name === "mcp__fx__added"), "the added tool");
    expect(await hub.callTool("fx", "added", {})).toEqual({ ok: true, content: "the added tool works" });
  });
});

describe("a stdio server that crashes mid-call", () => {
  it("reports the crash with stderr, restarts the server, and its tools work again", async () => {
    const logs: McpLogEvent[] = [];
    const hub = await McpHub.connect(
      { crashy: stdioFixture("fixture-server.mjs"), other: stdioFixture("fixture-server.mjs") },
      { ...baseOpts(), restart: { maxAttempts: 2, baseDelayMs: 50 }, onLog: (e) => logs.push(e) },
    );
    try {
      const result = await hub.callTool("crashy", "crash", {});
      expect(result.ok).toBe(false);
      expect(result.content).toMatch(/"crash" on server "crashy" failed: the server closed the connection/);
      expect(result.content).toContain("crashing on purpose");
      // The other server never noticed.
      expect(await hub.callTool("other", "echo", { text: "x" })).toMatchObject({ ok: true });
      await until(() => hub.status().find((s) => s.name === "crashy")?.status === "connected", "restart");
      expect(hub.status().find((s) => s.name === "crashy")?.restarts).toBe(1);
      expect(logs.some((l) => l.server === "crashy" && /reconnecting/.test(l.message))).toBe(true);
      expect(await hub.callTool("crashy", "echo", { text: "back" })).toEqual({ ok: true, content: "echo: back" });
    } finally {
      await hub.close();
    }
  });

  it("gives up after the bounded number of restarts", async () => {
    const hub = await McpHub.connect(
      { crashy: stdioFixture("fixture-server.mjs") },
      { ...baseOpts(), restart: { maxAttempts: 1, baseDelayMs: 10 } },
    );
    try {
      await hub.callTool("crashy", "crash", {});
      await until(() => hub.status()[0]?.status === "connected", "first restart");
      await hub.callTool("crashy", "crash", {});
      await until(() => hub.status()[0]?.status === "failed", "giving up");
      expect(hub.status()[0]?.error).toMatch(/gave up after 1 restarts in a row/);
      const result = await hub.callTool("crashy", "echo", { text: "x" });
      expect(result).toMatchObject({
        ok: false,
        content: expect.stringMatching(/tool unavailable, the server is failed/),
      });
    } finally {
      await hub.close();
    }
  });
});

describe("close()", () => {
  it("leaves no server process or grandchild behind", async () => {
    const hub = await McpHub.connect(
      { a: stdioFixture("fixture-server.mjs"), b: stdioFixture("fixture-server.mjs") },
      baseOpts(),
    );
    const serverPids = [
      Number((await hub.callTool("a", "pid", {})).content),
      Number((await hub.callTool("b", "pid", {})).content),
    ];
    const grandchild = Number((await hub.callTool("a", "spawn-child", {})).content);
    for (const pid of [...serverPids, grandchild]) expect(isAlive(pid)).toBe(true);
    expect(childrenOf(process.pid)).toEqual(expect.arrayContaining(serverPids));
    await hub.close();
    await until(() => ![...serverPids, grandchild].some(isAlive), "every process to exit");
    expect(childrenOf(process.pid).filter((pid) => serverPids.includes(pid))).toEqual([]);
    expect(childrenOf(serverPids[0] ?? -1)).toEqual([]);
  });

  it("kills the real server behind a wrapper (like npx → sh → node)", async () => {
    // `; true` keeps sh alive as the parent instead of exec-ing node.
    const script = `"${process.execPath}" "${fixture("fixture-server.mjs")}"; true`;
    const hub = await McpHub.connect({ wrapped: config({ command: "sh", args: ["-c", script] }) }, baseOpts());
    const serverPid = Number((await hub.callTool("wrapped", "pid", {})).content);
    expect(childrenOf(process.pid)).not.toContain(serverPid);
    expect(isAlive(serverPid)).toBe(true);
    await hub.close();
    await until(() => !isAlive(serverPid), "the wrapped server to exit");
  });
});
