import { describe, expect, it } from "vitest";
import { baseName, MAX_TOOL_NAME, mapToolNames, sanitize, ToolNameMap } from "../../src/mcp/names.js";

const valid = /^[A-Za-z0-9_-]{1,64}$/;

describe("sanitize", () => {
  it.each([
    ["plain", "plain"],
    ["with space", "with_space"],
    ["dots.and/slashes", "dots_and_slashes"],
    ["ünïcödé", "_n_c_d_"],
    ["keep-dash_and_underscore", "keep-dash_and_underscore"],
  ])("%s → %s", (input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });
});

describe("baseName", () => {
  it("is mcp__server__tool when short and clean", () => {
    expect(baseName({ server: "fs", tool: "read_file" })).toBe("mcp__fs__read_file");
  });

  it("sanitizes both parts", () => {
    expect(baseName({ server: "my.server", tool: "get data" })).toBe("mcp__my_server__get_data");
  });

  it("cuts long names to 64 characters with a hash suffix", () => {
    const name = baseName({ server: "server", tool: "t".repeat(100) });
    expect(name).toHaveLength(MAX_TOOL_NAME);
    expect(name).toMatch(valid);
    expect(name).toMatch(/^mcp__server__t+_[0-9a-f]{6}$/);
  });

  it("gives two long names with the same start different suffixes", () => {
    const a = baseName({ server: "s", tool: `${"x".repeat(80)}a` });
    const b = baseName({ server: "s", tool: `${"x".repeat(80)}b` });
    expect(a).not.toBe(b);
  });
});

describe("mapToolNames", () => {
  it("resolves a collision after sanitizing, deterministically whatever the input order", () => {
    const refs = [
      { server: "a.b", tool: "echo" },
      { server: "a_b", tool: "echo" },
    ];
    const one = mapToolNames(refs);
    const two = mapToolNames([...refs].reverse());
    expect(one).toEqual(two);
    const names = one.map((m) => m.name);
    expect(new Set(names).size).toBe(2);
    // "a.b" sorts before "a_b", so it keeps the plain name.
    expect(one.find((m) => m.server === "a.b")?.name).toBe("mcp__a_b__echo");
    expect(one.find((m) => m.server === "a_b")?.name).toMatch(/^mcp__a_b__echo_[0-9a-f]{6}$/);
  });

  it("resolves tools of one server that collide after sanitizing", () => {
    const mapped = mapToolNames([
      { server: "s", tool: "get data" },
      { server: "s", tool: "get_data" },
      { server: "s", tool: "get/data" },
    ]);
    expect(new Set(mapped.map((m) => m.name)).size).toBe(3);
    for (const m of mapped) expect(m.name).toMatch(valid);
  });

  it("resolves collisions between cut names", () => {
    const long = "y".repeat(90);
    const mapped = mapToolNames([
      { server: "s", tool: `${long} 1` },
      { server: "s", tool: `${long}_1` },
    ]);
    expect(new Set(mapped.map((m) => m.name)).size).toBe(2);
    for (const m of mapped) expect(m.name.length).toBeLessThanOrEqual(MAX_TOOL_NAME);
  });

  it("every name is valid for the model, for awkward inputs", () => {
    const refs = [
      { server: "x", tool: "" },
      { server: "💥", tool: "🔥" },
      { server: "s".repeat(70), tool: "t" },
    ];
    for (const m of mapToolNames(refs)) expect(m.name).toMatch(valid);
  });
});

describe("ToolNameMap", () => {
  it("maps names back to the real server and tool", () => {
    const map = new ToolNameMap([
      { server: "my.server", tool: "get data" },
      { server: "my_server", tool: "get data" },
    ]);
    const first = map.nameOf("my.server", "get data");
    const second = map.nameOf("my_server", "get data");
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
    expect(map.resolve(first ?? "")).toEqual({ server: "my.server", tool: "get data" });
    expect(map.resolve(second ?? "")).toEqual({ server: "my_server", tool: "get data" });
    expect(map.resolve("mcp__nope__nothing")).toBeUndefined();
  });
});
