/**
 * What real servers ask of Patchbay and do to it mid-run (docs/decisions/0016-mcp-client-at-the-references-level.md): roots,
 * sampling and elicitation requests — answered, or declined saying Patchbay
 * did; a tool list changed while connected; a Streamable HTTP server that
 * restarts (our session gone: 404, or the SDK examples' 400); and an answer
 * over the message cap (70 MB), which fails the call at once with its size.
 */
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { HubOptions } from "../../src/mcp/hub.js";
import { McpHub } from "../../src/mcp/hub.js";
import { baseOpts, config, stdioFixture, until } from "./helpers.js";
import { type SessionServer, sessionServer } from "./session-server.js";

let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

async function features(opts: Partial<HubOptions> = {}, extra: Record<string, unknown> = {}) {
  hub = await McpHub.connect({ fx: stdioFixture("features-server.mjs", [], extra) }, { ...baseOpts(), ...opts });
  expect(hub.status()[0]).toMatchObject({ status: "connected" });
  return hub;
}

describe("what a server asks of the client", () => {
  it("roots: the work tree", async () => {
    const dir = await realpath(await mkdtemp(path.join(tmpdir(), "patchbay-roots-")));
    try {
      const h = await features({ cwd: dir });
      const result = await h.callTool("fx", "roots", {});
      expect(JSON.parse(result.content)).toEqual([{ uri: pathToFileURL(dir).href, name: "work tree" }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("sampling without `sampling: true`: declined, and the model is told Patchbay declined and why", async () => {
    const h = await features({
      sampling: async () => ({ role: "assistant", content: { type: "text", text: "never" }, model: "m" }),
    });
    const result = await h.callTool("fx", "ask", { question: "What is 6 × 7?" });
    expect(result.content).toContain(
      'Patchbay declined the server\'s sampling/createMessage request: sampling is off for MCP server "fx" (its config would need `sampling: true`',
    );
    expect(result.content).not.toMatch(/-32601|Method not found/);
  });

  it("sampling with `sampling: true`: answered by the run's hook", async () => {
    const asked: string[] = [];
    const h = await features(
      {
        sampling: async (server, params) => {
          asked.push(`${server}: ${JSON.stringify(params.messages[0]?.content)}`);
          return { role: "assistant", content: { type: "text", text: "forty-two" }, model: "test/model" };
        },
      },
      { sampling: true },
    );
    expect(await h.callTool("fx", "ask", { question: "What is 6 × 7?" })).toEqual({
      ok: true,
      content: "the model said: forty-two",
    });
    expect(asked).toEqual(['fx: {"type":"text","text":"What is 6 × 7?"}']);
  });

  it("elicitation with no one to ask: declined by Patchbay, saying so; with a terminal: the answer, defaults filled in", async () => {
    const declined = await (await features()).callTool("fx", "form", {});
    expect(declined.content).toContain(
      `Patchbay declined the server's elicitation/create request ("Which branch should I use?"): this run has no one to answer a form`,
    );
    await hub?.close();
    const answered = await (await features({ elicit: async () => ({ action: "accept", content: {} }) })).callTool(
      "fx",
      "form",
      {},
    );
    expect(JSON.parse(answered.content)).toEqual({ action: "accept", content: { branch: "main" } });
  });
});

describe("a tool list that changes while connected", () => {
  it("added, removed and changed tools are what tools() returns next, and the generation moves", async () => {
    const h = await features();
    const before = h.generation;
    const shoutBefore = JSON.stringify(h.findTool("fx", "shout")?.inputSchema);
    expect(await h.callTool("fx", "swap", {})).toMatchObject({ ok: true });
    await until(() => h.generation !== before, "the new tool list");
    await h.settled();
    const names = h.tools().map((t) => t.name);
    expect(names).toContain("mcp__fx__whisper");
    expect(names).not.toContain("mcp__fx__echo");
    expect(JSON.stringify(h.findTool("fx", "shout")?.inputSchema)).not.toBe(shoutBefore);
    expect(await h.callTool("fx", "whisper", { text: "QUIET" })).toEqual({ ok: true, content: "quiet" });
  });
});

describe("an answer over the message cap", () => {
  it("70 MB over stdio fails the call at once with its size (the timeout is 10 minutes); the server stays usable", async () => {
    const h = await features({}, { timeout: 600 });
    const result = await h.callTool("fx", "big", { mb: 70 });
    expect(result).toMatchObject({ ok: false });
    expect(result.content).toMatch(/the server's answer was 70\.0 MB, over the 64\.0 MB limit of one MCP message/);
    expect(await h.callTool("fx", "shout", { text: "still here" })).toEqual({ ok: true, content: "STILL HERE" });
  });

  it("a big answer under the cap comes through, cut to what the model reads", async () => {
    const h = await features({}, { timeout: 600 });
    const result = await h.callTool("fx", "big", { mb: 8 });
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(/characters cut from the middle of a 8388608-character result/);
  });
});

describe("a Streamable HTTP server that restarts", () => {
  let server: SessionServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each([404, 400] as const)(
    "unknown session (HTTP %i): a new session, and the call goes through",
    async (status) => {
      server = await sessionServer(status);
      hub = await McpHub.connect({ api: config({ url: server.url, type: "http" }) }, baseOpts());
      expect(await hub.callTool("api", "echo", { text: "before" })).toEqual({ ok: true, content: "echo: before" });
      await server.restart();
      expect(await hub.callTool("api", "echo", { text: "after" })).toEqual({ ok: true, content: "echo: after" });
      expect(await hub.callTool("api", "echo", { text: "again" })).toEqual({ ok: true, content: "echo: again" });
      expect(server.sessions()).toBe(2);
      expect(hub.status()[0]).toMatchObject({ status: "connected" });
    },
  );
});
