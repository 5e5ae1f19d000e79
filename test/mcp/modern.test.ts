/**
 * The modern (2026-07-28) lifecycle against a real server on 127.0.0.1
 * (modern-server.ts) that refuses, as the revision says a server must, any
 * request without the right headers and `_meta`: no initialize, discovery,
 * tool calls with their routing headers, multi-round-trip results answered by
 * the person or declined, and the server that answers garbage or speaks only
 * versions Patchbay does not. The legacy side of the dual-era client (a
 * stateful server gets `initialize` after the modern probe) is what every other
 * HTTP test in this folder runs through.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { McpHub } from "../../src/mcp/hub.js";
import { baseOpts, config } from "./helpers.js";
import { listen, readBody } from "./http-servers.js";
import { type ModernServer, modernServer } from "./modern-server.js";
import { sessionServer } from "./session-server.js";

let server: ModernServer | undefined;
let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  await server?.close();
  hub = undefined;
  server = undefined;
});

async function connect(opts: Partial<Parameters<typeof McpHub.connect>[1]> = {}, serverOpts = {}) {
  server = await modernServer(serverOpts);
  const logs: string[] = [];
  hub = await McpHub.connect(
    { api: config({ url: server.url, type: "http" }) },
    { ...baseOpts(), onLog: (e) => logs.push(`${e.level}: ${e.message}`), ...opts },
  );
  return { server, hub, logs };
}

describe("a modern (2026-07-28) server", () => {
  it("is connected without initialize: discovered, listed, called — every request with the version header and _meta", async () => {
    const { server, hub } = await connect();
    const [status] = hub.status();
    expect(status).toMatchObject({
      status: "connected",
      transport: "http",
      serverInfo: { name: "modern-test", version: "2.0.0" },
    });
    expect(await hub.callTool("api", "echo", { text: "hi" })).toEqual({ ok: true, content: "echo: hi" });
    expect(server.refused).toEqual([]);
    expect(server.seen.map((r) => r.method)).toEqual(["server/discover", "tools/list", "tools/call"]);
    for (const request of server.seen) {
      expect(request.headers["mcp-protocol-version"]).toBe("2026-07-28");
      expect(request.params._meta).toMatchObject({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": { name: "patchbay" },
        "io.modelcontextprotocol/clientCapabilities": { roots: {}, elicitation: { form: { applyDefaults: true } } },
      });
    }
    expect(server.seen[2]?.headers).toMatchObject({ "mcp-method": "tools/call", "mcp-name": "echo" });
  });

  it("a tool with an invalid x-mcp-header is not offered, with a warning naming it; the others are", async () => {
    const { hub, logs } = await connect();
    expect(hub.tools().map((t) => t.name)).toEqual([
      "mcp__api__ask",
      "mcp__api__confirm",
      "mcp__api__echo",
      "mcp__api__moved",
      "mcp__api__route",
    ]);
    expect(hub.status()[0]?.warnings).toEqual([
      'tool "bad_header" dropped: property "data": x-mcp-header is allowed on string, integer and boolean properties only',
    ]);
    expect(logs.join("\n")).toContain('MCP server "api": tool "bad_header" dropped');
  });

  it("arguments marked x-mcp-header go as Mcp-Param-* headers: plain, Base64 when not plain ASCII, none when absent", async () => {
    const { server, hub } = await connect();
    const result = await hub.callTool("api", "route", { region: "us-west1", greeting: " Grüß dich", count: 42 });
    expect(result).toEqual({ ok: true, content: "routed" });
    const call = server.seen.find((r) => r.method === "tools/call");
    expect(call?.headers["mcp-param-region"]).toBe("us-west1");
    expect(call?.headers["mcp-param-greeting"]).toBe(`=?base64?${Buffer.from(" Grüß dich").toString("base64")}?=`);
    expect(call?.headers["mcp-param-count"]).toBe("42");
    expect(await hub.callTool("api", "route", { region: "eu" })).toEqual({ ok: true, content: "routed" });
    expect(server.refused).toEqual([]);
  });

  it("a call refused for headers its tool now wants: the tools are listed again and the call goes through", async () => {
    const { server, hub } = await connect();
    expect(await hub.callTool("api", "moved", { tenant: "acme" })).toEqual({ ok: true, content: "moved" });
    expect(server.refused).toEqual(["tools/call: Header mismatch: Mcp-Param-Tenant is missing for arguments.tenant"]);
    expect(server.seen.map((r) => r.method)).toEqual(["server/discover", "tools/list", "tools/list", "tools/call"]);
    expect(server.seen.at(-1)?.headers["mcp-param-tenant"]).toBe("acme");
  });

  it("refused again after listing again: failed once, with the server's HeaderMismatch error", async () => {
    const { server, hub } = await connect({}, { stubborn: true });
    const result = await hub.callTool("api", "moved", { tenant: "acme" });
    expect(result.ok).toBe(false);
    expect(result.content).toContain(
      "the server answered with error -32020: Header mismatch: Mcp-Param-Tenant is missing for arguments.tenant",
    );
    expect(result.content).toContain('"api"');
    expect(server.refused).toHaveLength(2);
  });

  it("an InputRequiredResult asking the person: answered, and the call sent again with requestState as it was, under a new id", async () => {
    const asked: string[] = [];
    const { server, hub } = await connect({
      elicit: async (_server, params) => {
        asked.push(params.message);
        return { action: "accept", content: { proceed: false } };
      },
    });
    const result = await hub.callTool("api", "confirm", {});
    expect(result).toEqual({ ok: true, content: 'answered: {"action":"accept","content":{"proceed":false}}' });
    expect(asked).toEqual(["Proceed with the deployment?"]);
    const calls = server.seen.filter((r) => r.method === "tools/call");
    expect(calls).toHaveLength(2);
    expect(calls[0]?.params.inputResponses).toBeUndefined();
    expect(calls[1]?.params.requestState).toBe(`opaque "state" ${String(calls[0]?.id)} =?`);
    expect(calls[1]?.id).not.toBe(calls[0]?.id);
    // Nothing of that round carries over to the next call of another tool.
    await hub.callTool("api", "echo", { text: "after" });
    const last = server.seen.at(-1);
    expect(last?.params.inputResponses).toBeUndefined();
    expect(last?.params.requestState).toBeUndefined();
  });

  it("a person pressing Enter on every field: the form's defaults are what the server gets", async () => {
    const { hub } = await connect({ elicit: async () => ({ action: "accept", content: {} }) });
    expect(await hub.callTool("api", "confirm", {})).toEqual({
      ok: true,
      content: 'answered: {"action":"accept","content":{"proceed":true}}',
    });
  });

  it("with no one to answer, the form is declined and the model reads that Patchbay declined it", async () => {
    const { hub } = await connect();
    const result = await hub.callTool("api", "confirm", {});
    expect(result.ok).toBe(true);
    expect(result.content).toContain('answered: {"action":"decline"}');
    expect(result.content).toContain(
      `Patchbay declined the server's elicitation/create request ("Proceed with the deployment?")`,
    );
  });

  it("asking for the model without `sampling: true`: the call fails saying Patchbay declined, and why", async () => {
    const { server, hub } = await connect();
    const result = await hub.callTool("api", "ask", {});
    expect(result.ok).toBe(false);
    expect(result.content).toContain("Patchbay declined the server's sampling/createMessage request: sampling is off");
    expect(server.seen.filter((r) => r.method === "tools/call")).toHaveLength(1);
  });

  it("with `sampling: true`, the run's model answers and the call completes", async () => {
    server = await modernServer();
    hub = await McpHub.connect(
      { api: config({ url: server.url, type: "http", sampling: true }) },
      {
        ...baseOpts(),
        sampling: async (_server, params) => ({
          role: "assistant",
          model: "test-model",
          content: { type: "text", text: `42 (asked: ${JSON.stringify(params.messages[0]?.content)})` },
        }),
      },
    );
    const result = await hub.callTool("api", "ask", {});
    expect(result.ok).toBe(true);
    expect(result.content).toContain('"model":"test-model"');
    expect(server.seen.find((r) => r.method === "tools/call")?.params._meta).toMatchObject({
      "io.modelcontextprotocol/clientCapabilities": { sampling: {} },
    });
  });
});

describe("servers that are not what they seem", () => {
  it("a modern server that speaks only versions Patchbay does not: failed, naming the server, its versions and what to do", async () => {
    const { hub, server } = await connect({}, { supported: ["2099-01-01"] });
    const [status] = hub.status();
    expect(status?.status).toBe("failed");
    expect(status?.error).toBe(
      'MCP server "api" speaks MCP 2099-01-01; Patchbay speaks 2026-07-28, 2025-11-25 and earlier. Use a version of the server that supports one of these, or a newer Patchbay',
    );
    // Asked once, and not taken for a legacy server (no initialize was tried).
    expect(server.refused).toEqual(["server/discover: Unsupported protocol version"]);
  });

  it("a server that discovers fine and then answers garbage: failed with a message saying so", async () => {
    const { hub } = await connect({}, { garbageTools: true });
    const [status] = hub.status();
    expect(status?.status).toBe("failed");
    expect(status?.error).toMatch(/answered something that is not JSON.*is it an MCP server/);
    expect((await hub.callTool("api", "echo", { text: "x" })).content).toContain('"api"');
  });

  it("a legacy server that answers server/discover with something else: initialize, and it works", async () => {
    const methods: string[] = [];
    const legacy = await listen(async (req, res) => {
      // A stateless server has no stream to GET and no session to DELETE.
      if (req.method !== "POST") {
        res.writeHead(405, { Allow: "POST" }).end();
        return;
      }
      const body = JSON.parse(await readBody(req)) as { id?: number; method: string };
      methods.push(body.method);
      if (body.method === "server/discover") {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id: body.id, result: {} }));
        return;
      }
      // The SDK's stateless server: one per request, no sessions.
      const mcp = new McpServer({ name: "lenient", version: "1.0.0" });
      mcp.registerTool("ping", { description: "Pong" }, async () => ({ content: [{ type: "text", text: "pong" }] }));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on("close", () => void transport.close());
      await mcp.connect(transport);
      await transport.handleRequest(req, res, body);
    });
    try {
      hub = await McpHub.connect({ old: config({ url: legacy.url, type: "http" }) }, baseOpts());
      expect(hub.status()[0]?.status).toBe("connected");
      expect(await hub.callTool("old", "ping", {})).toEqual({ ok: true, content: "pong" });
      expect(methods.slice(0, 2)).toEqual(["server/discover", "initialize"]);
    } finally {
      await hub?.close();
      hub = undefined;
      await legacy.close();
    }
  });

  it("a stateful server: one modern probe it turns down, then initialize, and it works as before", async () => {
    const legacy = await sessionServer(404);
    try {
      hub = await McpHub.connect({ old: config({ url: legacy.url, type: "http" }) }, baseOpts());
      expect(hub.status()[0]).toMatchObject({ status: "connected", transport: "http" });
      expect(legacy.sessions()).toBe(1);
      expect(await hub.callTool("old", "echo", { text: "still" })).toEqual({ ok: true, content: "echo: still" });
    } finally {
      await hub?.close();
      hub = undefined;
      await legacy.close();
    }
  });
});
