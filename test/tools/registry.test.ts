import { describe, expect, it } from "vitest";
import {
  CORE_TOOL_NAMES,
  createCoreTools,
  DuplicateToolError,
  findTool,
  getTool,
  toolsByName,
  UnknownToolError,
} from "../../src/tools/registry.js";
import type { ResourceAccess } from "../../src/tools/types.js";
import { makeCtx } from "./helpers.js";

describe("core tool registry", () => {
  it("has the documented model-facing names, all from core", () => {
    const tools = createCoreTools();
    expect(tools.map((t) => t.name)).toEqual([...CORE_TOOL_NAMES]);
    for (const t of tools) {
      expect(t.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(t.source).toBe("core");
      expect(t.inputSchema["type"]).toBe("object");
      expect(t.inputSchema).not.toHaveProperty("$schema");
    }
  });

  it("keeps descriptions and schemas compact (the whole core prompt budget is 3,000 tokens)", () => {
    const text = JSON.stringify(
      createCoreTools().map((t) => ({ name: t.name, description: t.description, input_schema: t.inputSchema })),
    );
    // ~4 characters per token: the tool block stays under ~1,100 tokens, leaving the rest for the prompt.
    expect(text.length).toBeLessThan(4500);
  });

  it("offers web_fetch when the allowlist names a host, and browser_action when the config turns it on", () => {
    const names = (tools: { name: string }[]) => tools.map((t) => t.name);
    expect(names(createCoreTools("search_replace", { web: { allow: [] } }))).not.toContain("web_fetch");
    const both = createCoreTools("search_replace", {
      web: { allow: ["docs.python.org"] },
      browser: { images: true },
    });
    expect(names(both)).toEqual(expect.arrayContaining(["web_fetch", "browser_action"]));
    // The control tools stay last.
    expect(names(both).slice(-2)).toEqual(["ask_followup_question", "attempt_completion"]);
    const text = JSON.stringify(
      both
        .filter((t) => t.name === "web_fetch" || t.name === "browser_action")
        .map((t) => ({ name: t.name, description: t.description, input_schema: t.inputSchema })),
    );
    // What the two web tools add to every request: a few hundred tokens.
    expect(text.length).toBeLessThan(2000);
    expect(() => createCoreTools("search_replace", { web: { allow: ["a.test"], pins: "a.test:80" } })).toThrow(
      "PATCHBAY_WEB_FETCH_RESOLVE",
    );
  });

  it("looks tools up by name", () => {
    const tools = createCoreTools();
    expect(findTool(tools, "read_file")?.name).toBe("read_file");
    expect(findTool(tools, "nope")).toBeUndefined();
    expect(() => getTool(tools, "nope")).toThrow(UnknownToolError);
    expect(() => getTool(tools, "nope")).toThrow(/Available tools: read_file, write_to_file/);
  });

  it("maps tools by name and refuses duplicates", () => {
    const tools = createCoreTools();
    expect(toolsByName(tools).get("search_files")?.name).toBe("search_files");
    const clash = { ...tools[0]!, source: "fs" };
    expect(() => toolsByName([...tools, clash])).toThrow(DuplicateToolError);
    expect(() => toolsByName([...tools, clash])).toThrow(/Two tools are named read_file \(from core and fs\)/);
  });

  it.each([
    ["read_file", {}, /path: required \(string\)/],
    ["write_to_file", { path: "a" }, /content: required \(string\)/],
    ["replace_in_file", { path: "a", diff: 5 }, /diff: expected string, received number/],
    ["list_files", { recursive: "maybe" }, /recursive: expected boolean/],
    ["search_files", { regex: "" }, /regex: /],
    ["execute_command", { command: "ls", timeout_seconds: "soon" }, /timeout_seconds: expected number/],
    ["access_mcp_resource", { server: "fs" }, /uri: required/],
    ["attempt_completion", null, /result: required/],
  ])("%s explains bad input", (name, input, message) => {
    const parsed = getTool(createCoreTools(), name).parse(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(new RegExp(`^Invalid arguments for ${name}: `));
      expect(parsed.error).toMatch(message);
      expect(parsed.error).toMatch(/Expected \{ .* \}\.$/);
    }
  });

  it.each([
    ["read_file", { path: "a" }, { kind: "read", paths: ["a"] }],
    ["write_to_file", { path: "a", content: "" }, { kind: "write", paths: ["a"] }],
    ["replace_in_file", { path: "a", diff: "" }, { kind: "write", paths: ["a"] }],
    ["list_files", {}, { kind: "read", paths: ["."] }],
    ["search_files", { regex: "x", path: "src" }, { kind: "read", paths: ["src"] }],
    ["list_code_definition_names", { path: "src" }, { kind: "read", paths: ["src"] }],
    ["execute_command", { command: "npm test" }, { kind: "exec", command: "npm test" }],
    ["list_mcp_resources", {}, { kind: "other" }],
    ["attempt_completion", { result: "done" }, { kind: "other" }],
  ])("%s access()", (name, input, access) => {
    const tool = getTool(createCoreTools(), name);
    const parsed = tool.parse(input);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(tool.access(parsed.value)).toEqual(access);
  });
});

describe("control and MCP resource tools", () => {
  const tools = createCoreTools();
  const call = async (name: string, input: unknown, ctx = makeCtx("/nonexistent")) => {
    const tool = getTool(tools, name);
    const parsed = tool.parse(input);
    if (!parsed.ok) throw new Error(parsed.error);
    return tool.execute(parsed.value, ctx);
  };

  it("ask_followup_question ends with a question", async () => {
    const result = await call("ask_followup_question", { question: "Which branch?", options: ["main", "dev"] });
    expect(result.control).toEqual({ kind: "question", question: "Which branch?", options: ["main", "dev"] });
    expect(result.writtenPaths).toEqual([]);
  });

  it("attempt_completion ends with the result (and the demo command)", async () => {
    expect((await call("attempt_completion", { result: "Fixed." })).control).toEqual({
      kind: "completion",
      result: "Fixed.",
    });
    expect((await call("attempt_completion", { result: "Fixed.", command: "npm test" })).control).toEqual({
      kind: "completion",
      result: "Fixed.\n\nTo see it: `npm test`",
    });
  });

  it("MCP resource tools say clearly when no servers are connected", async () => {
    for (const [name, input] of [
      ["list_mcp_resources", {}],
      ["access_mcp_resource", { server: "fs", uri: "file:///x" }],
    ] as const) {
      const result = await call(name, input);
      expect(result).toMatchObject({ ok: false, content: expect.stringMatching(/^No MCP servers are connected/) });
    }
  });

  it("MCP resource tools go through ctx.resources", async () => {
    const calls: string[] = [];
    const resources: ResourceAccess = {
      async listResources(server) {
        calls.push(`list:${server ?? "*"}`);
        return "fs: file:///README.md";
      },
      async readResource(server, uri) {
        calls.push(`read:${server}:${uri}`);
        return { ok: true, content: "# readme" };
      },
    };
    const ctx = makeCtx("/nonexistent", { resources });
    expect((await call("list_mcp_resources", { server: "fs" }, ctx)).content).toBe("fs: file:///README.md");
    expect((await call("access_mcp_resource", { server: "fs", uri: "file:///README.md" }, ctx)).content).toBe(
      "# readme",
    );
    // Cline's spelling (docs/decisions/0016-mcp-client-at-the-references-level.md).
    expect((await call("access_mcp_resource", { server_name: "fs", uri: "file:///b.md" }, ctx)).content).toBe(
      "# readme",
    );
    expect(calls).toEqual(["list:fs", "read:fs:file:///README.md", "read:fs:file:///b.md"]);
    const neither = getTool(createCoreTools(), "access_mcp_resource").parse({ uri: "file:///x" });
    expect(neither).toMatchObject({ ok: false, error: expect.stringContaining("server: required") });
  });
});
