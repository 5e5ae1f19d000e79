/**
 * The hub against the reference servers: @modelcontextprotocol/server-everything
 * over stdio, SSE and Streamable HTTP (explicit and inferred from a bare url),
 * and @modelcontextprotocol/server-filesystem over stdio.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { McpServerConfig } from "../../src/config/schema.js";
import { McpHub } from "../../src/mcp/hub.js";
import { baseOpts, config, everything, type Running, repoRoot, startEverything } from "./helpers.js";

const EXPECTED_TOOLS = [
  "echo",
  "get-sum",
  "get-tiny-image",
  "trigger-long-running-operation",
  "get-resource-reference",
];

describe.each([
  ["stdio", "stdio"],
  ["sse", "sse"],
  ["streamableHttp", "http"],
  ["auto → streamableHttp", "http"],
  ["auto → sse fallback", "sse"],
] as const)("server-everything over %s", (label, expectedTransport) => {
  let running: Running | undefined;
  let hub: McpHub;

  beforeAll(async () => {
    let server: McpServerConfig;
    if (label === "stdio") server = config({ command: process.execPath, args: [everything, "stdio"] });
    else {
      const mode = label.includes("sse") ? "sse" : "streamableHttp";
      running = await startEverything(mode);
      const url = `http://127.0.0.1:${running.port}/${mode === "sse" ? "sse" : "mcp"}`;
      server = label.startsWith("auto") ? config({ url }) : config({ url, type: mode === "sse" ? "sse" : "http" });
    }
    hub = await McpHub.connect({ ev: server }, baseOpts());
    await hub.settled();
  });
  afterAll(async () => {
    await hub?.close();
    await running?.stop();
  });

  it("connects over the expected transport and lists every tool", () => {
    const [status] = hub.status();
    expect(status).toMatchObject({ status: "connected", transport: expectedTransport, warnings: [] });
    const names = hub.tools().map((t) => t.name);
    for (const tool of EXPECTED_TOOLS) expect(names).toContain(`mcp__ev__${tool}`);
    expect(status?.tools).toBe(names.length);
  });

  it("calls echo and get-sum", async () => {
    expect(await hub.callTool("ev", "echo", { message: "hello" })).toEqual({ ok: true, content: "Echo: hello" });
    const sum = await hub.callTool("ev", "get-sum", { a: 2, b: 40 });
    expect(sum.ok).toBe(true);
    expect(sum.content).toContain("42");
  });

  it("returns get-tiny-image as an image", async () => {
    const result = await hub.callTool("ev", "get-tiny-image", {});
    expect(result.ok).toBe(true);
    expect(result.images?.[0]?.mimeType).toBe("image/png");
    expect(
      Buffer.from(result.images?.[0]?.data ?? "", "base64")
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect(result.content).toMatch(/\[image 1: image\/png, \d+ bytes\]/);
  });

  it("reports progress of trigger-long-running-operation", async () => {
    const progress: string[] = [];
    const result = await hub.callTool(
      "ev",
      "trigger-long-running-operation",
      { duration: 0.4, steps: 3 },
      {
        progress: (m) => progress.push(m),
      },
    );
    expect(result.ok).toBe(true);
    expect(result.content).toContain("Long running operation completed");
    expect(progress[0]).toMatch(/1\/3/);
  });

  it("lists resources and templates and reads both kinds", async () => {
    const listing = await hub.resources.listResources("ev");
    expect(listing).toContain("demo://resource/static/document/architecture.md");
    expect(listing).toMatch(/template demo:\/\/resource\/dynamic\/text\/\{resourceId\}/);
    const doc = await hub.resources.readResource("ev", "demo://resource/static/document/architecture.md");
    expect(doc.ok).toBe(true);
    expect(doc.content).toContain("Architecture");
    const dynamic = await hub.resources.readResource("ev", "demo://resource/dynamic/text/7");
    expect(dynamic.ok).toBe(true);
    expect(dynamic.content.length).toBeGreaterThan(0);
    // A text/plain blob is text: shown, not "binary, not shown" (docs/decisions/0016-mcp-client-at-the-references-level.md).
    const blob = await hub.resources.readResource("ev", "demo://resource/dynamic/blob/3");
    expect(blob).toMatchObject({
      ok: true,
      content: expect.stringMatching(/^Resource 3: This is a base64 blob created at /),
    });
    const missing = await hub.resources.readResource("ev", "demo://nope");
    expect(missing).toMatchObject({
      ok: false,
      content: expect.stringMatching(/demo:\/\/nope from MCP server "ev" failed/),
    });
  });
});

describe("server-filesystem over stdio", () => {
  let dir: string;
  let hub: McpHub;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "patchbay-mcp-fs-"));
    await writeFile(path.join(dir, "hello.txt"), "hello from the filesystem server\n");
    const bin = path.join(repoRoot, "node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");
    // The work tree is the server's root (MCP roots): the filesystem server then serves it, whatever its args say.
    hub = await McpHub.connect(
      { fs: config({ command: process.execPath, args: [bin, dir] }) },
      { ...baseOpts(), cwd: dir },
    );
  });
  afterAll(async () => {
    await hub.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("lists its tools and reads a file", async () => {
    expect(hub.status()[0]).toMatchObject({ status: "connected" });
    const names = hub.tools().map((t) => t.name);
    expect(names).toContain("mcp__fs__read_text_file");
    expect(names).toContain("mcp__fs__list_directory");
    const read = hub.tools().find((t) => t.name === "mcp__fs__read_text_file");
    expect(read?.annotations?.readOnlyHint).toBe(true);
    const result = await hub.callTool("fs", "read_text_file", { path: path.join(dir, "hello.txt") });
    expect(result).toMatchObject({ ok: true, content: expect.stringContaining("hello from the filesystem server") });
  });

  it("reports a file outside its allowed directories as an error result", async () => {
    const result = await hub.callTool("fs", "read_text_file", { path: "/etc/hostname" });
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/on server "fs"/);
  });
});
