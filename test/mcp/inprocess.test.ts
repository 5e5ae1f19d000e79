/** A server Patchbay ships, connected in-process over linked in-memory transports. */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { McpHub } from "../../src/mcp/hub.js";
import { baseOpts, config } from "./helpers.js";

function builtIn() {
  const server = new McpServer({ name: "builtin", version: "1.0.0" });
  server.registerTool(
    "shout",
    { description: "Upper-cases text", inputSchema: { text: z.string() }, annotations: { readOnlyHint: true } },
    async ({ text }) => ({ content: [{ type: "text", text: text.toUpperCase() }] }),
  );
  server.registerResource("notes", "notes://today", { mimeType: "text/plain" }, async (uri) => ({
    contents: [{ uri: uri.href, text: "buy milk" }],
  }));
  return server;
}

describe("in-process servers", () => {
  it("connect, list, call and read resources without a process", async () => {
    const logs: string[] = [];
    const hub = await McpHub.connect(
      { patchbay: config({ command: "should-not-run" }) },
      { ...baseOpts(), inProcess: [{ name: "patchbay", create: builtIn }], onLog: (e) => logs.push(e.message) },
    );
    try {
      expect(hub.status()).toEqual([
        expect.objectContaining({ name: "patchbay", transport: "in-process", status: "connected", tools: 1 }),
      ]);
      expect(logs.join("\n")).toMatch(/"patchbay" in the config is ignored/);
      const [shout] = hub.tools();
      expect(shout?.name).toBe("mcp__patchbay__shout");
      expect(shout?.parse({})).toMatchObject({ ok: false });
      expect(await hub.callTool("patchbay", "shout", { text: "hi" })).toEqual({ ok: true, content: "HI" });
      expect(await hub.resources.listResources()).toContain("notes://today");
      expect(await hub.resources.readResource("patchbay", "notes://today")).toEqual({ ok: true, content: "buy milk" });
      expect(await hub.resources.readResource("nope", "x://y")).toMatchObject({
        ok: false,
        content: expect.stringMatching(/no MCP server "nope"/),
      });
    } finally {
      await hub.close();
    }
  });

  it("with no servers at all, the hub is empty and says so", async () => {
    const hub = await McpHub.connect({}, baseOpts());
    try {
      expect(hub.tools()).toEqual([]);
      expect(await hub.resources.listResources()).toMatch(/No MCP servers/);
    } finally {
      await hub.close();
    }
  });
});
