/**
 * Tool schemas from real servers (docs/decisions/0016-mcp-client-at-the-references-level.md): one validator per tool from its own
 * schema — two tools sharing a `$id` no longer share a validator — JSON Schema
 * 2020-12 and draft-07 keywords enforced, outputSchema checked against
 * structuredContent, and task-only tools called as tasks, or not offered when
 * the server cannot run them as tasks.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpHub } from "../../src/mcp/hub.js";
import { baseOpts, stdioFixture } from "./helpers.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "patchbay-raw-tools-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function rawServer(spec: unknown) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(spec));
  const notes: string[] = [];
  const hub = await McpHub.connect(
    { raw: stdioFixture("raw-tools-server.mjs", [file]) },
    { ...baseOpts(), onLog: (e) => notes.push(`${e.level}: ${e.message}`) },
  );
  return { hub, notes };
}

const parse = (hub: McpHub, tool: string, input: unknown) => {
  const found = hub.findTool("raw", tool);
  if (!found) throw new Error(`no tool ${tool}`);
  return found.parse(input);
};

const ID = "https://example.com/schemas/args.json";

describe("input schemas", () => {
  it("two tools whose schemas share a $id are each checked against their own schema", async () => {
    const { hub } = await rawServer({
      tools: [
        {
          name: "count",
          inputSchema: { $id: ID, type: "object", properties: { n: { type: "number" } }, required: ["n"] },
        },
        {
          name: "name",
          inputSchema: { $id: ID, type: "object", properties: { s: { type: "string" } }, required: ["s"] },
        },
        { name: "odd", inputSchema: { $id: "urn:shared", type: "object", required: ["k"] } },
      ],
      results: { count: { echoArguments: true }, name: { echoArguments: true }, odd: { echoArguments: true } },
    });
    try {
      expect(parse(hub, "count", { n: 1 })).toMatchObject({ ok: true });
      expect(parse(hub, "name", { s: "x" })).toMatchObject({ ok: true });
      expect(parse(hub, "count", { s: "x" })).toMatchObject({
        ok: false,
        error: expect.stringContaining("must have required property 'n'"),
      });
      expect(parse(hub, "name", { n: 1 })).toMatchObject({
        ok: false,
        error: expect.stringContaining("must have required property 's'"),
      });
    } finally {
      await hub.close();
    }
  });

  it("enforces 2020-12 keywords (and draft-07's, when the schema says draft-07), quietly about unknown formats", async () => {
    const { hub, notes } = await rawServer({
      tools: [
        {
          name: "modern",
          inputSchema: {
            $schema: "https://json-schema.org/draft/2020-12/schema",
            type: "object",
            properties: {
              pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false },
            },
            dependentRequired: { start: ["end"] },
            unevaluatedProperties: false,
          },
        },
        {
          name: "unmarked",
          inputSchema: {
            type: "object",
            properties: { tag: { type: "string", format: "x-custom" } },
            dependentRequired: { a: ["b"] },
          },
        },
        {
          name: "old",
          inputSchema: {
            $schema: "http://json-schema.org/draft-07/schema#",
            type: "object",
            dependencies: { a: ["b"] },
          },
        },
      ],
      results: { modern: { echoArguments: true }, unmarked: { echoArguments: true }, old: { echoArguments: true } },
    });
    try {
      expect(parse(hub, "modern", { pair: ["a", 1] })).toMatchObject({ ok: true });
      expect(parse(hub, "modern", { pair: ["a", "b"] })).toMatchObject({
        ok: false,
        error: expect.stringContaining("/pair/1 must be number"),
      });
      expect(parse(hub, "modern", { pair: ["a", 1, 2] })).toMatchObject({ ok: false });
      expect(parse(hub, "modern", { start: 1 })).toMatchObject({ ok: false, error: expect.stringContaining("end") });
      expect(parse(hub, "modern", { stray: 1 })).toMatchObject({
        ok: false,
        error: expect.stringContaining("unevaluated"),
      });
      // No $schema: 2020-12, MCP's default dialect.
      expect(parse(hub, "unmarked", { a: 1 })).toMatchObject({ ok: false });
      expect(parse(hub, "unmarked", { tag: "anything" })).toMatchObject({ ok: true });
      expect(parse(hub, "old", { a: 1 })).toMatchObject({ ok: false, error: expect.stringContaining("b") });
      expect(parse(hub, "old", { a: 1, b: 2 })).toMatchObject({ ok: true });
      // Ajv's note about the format it does not know is debug detail, said once.
      expect(notes.filter((n) => /x-custom/.test(n))).toEqual([expect.stringMatching(/^debug: /)]);
    } finally {
      await hub.close();
    }
  });
});

describe("outputSchema", () => {
  const outputSchema = { type: "object", properties: { count: { type: "integer" } }, required: ["count"] };
  const spec = {
    tools: [
      { name: "good", inputSchema: { type: "object" }, outputSchema },
      { name: "bad", inputSchema: { type: "object" }, outputSchema },
      { name: "bare", inputSchema: { type: "object" }, outputSchema },
    ],
    results: {
      good: { content: [{ type: "text", text: "3 things" }], structuredContent: { count: 3 } },
      bad: { content: [{ type: "text", text: "three things" }], structuredContent: { count: "three" } },
      bare: { content: [{ type: "text", text: "no structure" }] },
    },
  };

  it("a result that matches passes; one that does not is a failure that says where, with what the tool wrote", async () => {
    const { hub } = await rawServer(spec);
    try {
      expect(await hub.callTool("raw", "good", {})).toEqual({ ok: true, content: "3 things" });
      const bad = await hub.callTool("raw", "bad", {});
      expect(bad.ok).toBe(false);
      expect(bad.content).toContain(
        'MCP tool "bad" on server "raw" returned structuredContent that does not match its outputSchema: /count must be integer',
      );
      expect(bad.content).toContain("three things");
      const bare = await hub.callTool("raw", "bare", {});
      expect(bare).toMatchObject({
        ok: false,
        content: expect.stringContaining("returned no structuredContent, though it declares an outputSchema"),
      });
    } finally {
      await hub.close();
    }
  });
});

describe("task-augmented tools", () => {
  it("a task-only tool of a server without tasks is not offered, with a one-line note", async () => {
    const { hub, notes } = await rawServer({
      tools: [
        { name: "plain", inputSchema: { type: "object" } },
        { name: "only-task", inputSchema: { type: "object" }, execution: { taskSupport: "required" } },
      ],
      results: { plain: { echoArguments: true }, "only-task": { echoArguments: true } },
    });
    try {
      expect(hub.tools().map((t) => t.name)).toEqual(["mcp__raw__plain"]);
      expect(hub.status()[0]?.warnings).toEqual([
        'tool "only-task" not offered: it runs only as a task, and the server does not declare tasks for tools/call',
      ]);
      expect(notes.filter((n) => n.includes("only-task"))).toHaveLength(1);
    } finally {
      await hub.close();
    }
  });

  it("a task-only tool of a server with tasks is called as a task: created, polled, its result fetched", async () => {
    const hub = await McpHub.connect({ fx: stdioFixture("features-server.mjs") }, baseOpts());
    try {
      expect(hub.tools().map((t) => t.name)).toContain("mcp__fx__later");
      expect(await hub.callTool("fx", "later", { ms: 150 })).toEqual({
        ok: true,
        content: "done after 150 ms, as a task",
      });
    } finally {
      await hub.close();
    }
  });
});
