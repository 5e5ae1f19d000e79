import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DecideContext, decide } from "../../src/policy/decide.js";
import { PolicyConfigError } from "../../src/policy/errors.js";
import { nodeFsView } from "../../src/policy/paths.js";
import { compileRules } from "../../src/policy/rules.js";
import { loadShellSyntax } from "../../src/policy/shell/ast.js";
import type { PolicyCall } from "../../src/policy/types.js";
import { config, workspace } from "./fixtures.js";

let ctx: DecideContext;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const ws = await workspace({ "src/a.ts": "" });
  cleanup = ws.cleanup;
  ctx = { workspace: ws.dir, fs: nodeFsView, shell: await loadShellSyntax() };
});
afterAll(() => cleanup());

const write = (p: string): PolicyCall => ({
  tool: "write_to_file",
  input: { path: p },
  access: { kind: "write", paths: [p] },
});
const read = (p: string): PolicyCall => ({
  tool: "read_file",
  input: { path: p },
  access: { kind: "read", paths: [p] },
});
const exec = (command: string): PolicyCall => ({
  tool: "execute_command",
  input: { command },
  access: { kind: "exec", command },
});
const mcp = (name: string, readOnlyHint?: boolean): PolicyCall => ({
  tool: name,
  input: {},
  access: { kind: "other" },
  annotations: readOnlyHint !== undefined ? { readOnlyHint } : undefined,
});

describe("no approval section", () => {
  const rules = () => compileRules(config(""), []);
  it.each([
    ["read_file", read("src/a.ts"), "allow"],
    ["write_to_file inside", write("src/b.ts"), "allow"],
    ["write_to_file .git", write(".git/config"), "deny"],
    ["write_to_file workflows", write(".github/workflows/x.yml"), "deny"],
    ["write_to_file outside", write("../x"), "deny"],
    ["execute_command", exec("npm test"), "ask"],
    ["an MCP tool", mcp("mcp__fs__write_file"), "ask"],
    ["attempt_completion", { tool: "attempt_completion", input: {}, access: { kind: "other" } }, "allow"],
    ["ask_followup_question", { tool: "ask_followup_question", input: {}, access: { kind: "other" } }, "allow"],
  ] as const)("%s → %s", (_name, call, want) => {
    const v = decide(rules(), call, ctx);
    expect(v.decision, v.reason).toBe(want);
  });

  it("reports the built-in default by name", () => {
    expect(decide(rules(), exec("npm test"), ctx).rule).toBe("built-in: default (no approval section)");
  });
});

describe("with rules", () => {
  it("a write no rule allows falls to approval.default", () => {
    const r = compileRules(
      config(`approval: { default: deny, rules: [ { allow: execute_command, commands: ["npm test"] } ] }`),
      [],
    );
    const v = decide(r, write("src/b.ts"), ctx);
    expect(v).toMatchObject({ decision: "deny", rule: "approval.default" });
    expect(v.suggestion).toBe('- allow: write_to_file\n  paths: ["src/b.ts"]');
  });

  it("a user deny overrides the built-in read allowance; ask does too", () => {
    const r = compileRules(
      config(
        `approval: { rules: [ { deny: read_file, paths: ["secrets/**"] }, { ask: read_file, paths: ["big/**"] } ] }`,
      ),
      [],
    );
    expect(decide(r, read("secrets/k"), ctx).decision).toBe("deny");
    expect(decide(r, read("big/x"), ctx).decision).toBe("ask");
    expect(decide(r, read("src/a.ts"), ctx).decision).toBe("allow");
  });

  it("control tools are allowed even when a rule denies everything", () => {
    const r = compileRules(config(`approval: { default: deny, rules: [ { deny: "*" } ] }`), []);
    expect(decide(r, { tool: "attempt_completion", input: {}, access: { kind: "other" } }, ctx).decision).toBe("allow");
    expect(decide(r, read("src/a.ts"), ctx).decision).toBe("deny");
  });

  it("default allow lets unmatched calls through, but not a deny", () => {
    const r = compileRules(
      config(`approval: { default: allow, rules: [ { deny: execute_command, commands: ["curl *"] } ] }`),
      [],
    );
    expect(decide(r, exec("make"), ctx).decision).toBe("allow");
    expect(decide(r, exec("make && curl x"), ctx).decision).toBe("deny");
  });

  it("every path of a call must be allowed", () => {
    const r = compileRules(config(`approval: { rules: [ { allow: write_to_file, paths: ["src/**"] } ] }`), []);
    const two: PolicyCall = {
      tool: "write_to_file",
      input: {},
      access: { kind: "write", paths: ["src/a.ts", "lib/b.ts"] },
    };
    const v = decide(r, two, ctx);
    expect(v.decision).toBe("ask");
    expect(v.reason).toContain("lib/b.ts");
  });

  it("rules without paths or commands apply to the whole call", () => {
    const r = compileRules(config(`approval: { rules: [ { allow: [write_to_file, execute_command] } ] }`), []);
    expect(decide(r, write("lib/x.ts"), ctx).decision).toBe("allow");
    expect(decide(r, exec("anything --at all"), ctx).decision).toBe("allow");
    expect(decide(r, exec("anything > file"), ctx).decision).toBe("deny"); // redirects still need allow_redirects
  });
});

describe("MCP tools", () => {
  const yaml = `
mcp_servers:
  fs: { command: node, args: [server.js], autoApprove: [read_text, "list dir"] }
  gh: { url: "http://127.0.0.1:1/mcp" }
approval:
  rules:
    - allow: "mcp__*"
      annotations: read_only
    - deny: "mcp__gh__delete_*"
    - ask: "mcp__gh__create_*"
    - allow: "mcp__gh__get_*"
`;
  const rules = () => compileRules(config(yaml), []);

  const cases: [string, boolean | undefined, string, string][] = [
    ["mcp__gh__search", true, "allow", "read-only annotation"],
    ["mcp__gh__search", false, "ask", "not read-only"],
    ["mcp__gh__search", undefined, "ask", "no annotations"],
    ["mcp__gh__delete_repo", true, "deny", "annotations never override a deny"],
    ["mcp__gh__create_issue", true, "ask", "nor an ask"],
    ["mcp__gh__get_issue", undefined, "allow", "glob over the model-facing name"],
    ["mcp__fs__read_text", undefined, "allow", "autoApprove"],
    ["mcp__fs__list_dir", undefined, "allow", "autoApprove names are sanitized like tool names"],
    ["mcp__fs__write_text", undefined, "ask", "not in autoApprove"],
  ];
  it.each(cases)("%s (readOnlyHint %s) → %s: %s", (name, hint, want) => {
    const v = decide(rules(), mcp(name, hint), ctx);
    expect(v.decision, v.reason).toBe(want);
  });

  it("labels autoApprove rules by their place in the config", () => {
    expect(decide(rules(), mcp("mcp__fs__read_text"), ctx).rule).toBe(
      "mcp_servers.fs.autoApprove[0] (allow mcp__fs__read_text)",
    );
  });

  it("suggests a rule naming the tool", () => {
    expect(decide(rules(), mcp("mcp__fs__write_text"), ctx).suggestion).toBe("- allow: mcp__fs__write_text");
  });

  it("accepts the documented shorthand allow: { annotations: read_only }", () => {
    const r = compileRules(config(`approval: { rules: [ { allow: { annotations: read_only } } ] }`), []);
    expect(decide(r, mcp("mcp__x__y", true), ctx).decision).toBe("allow");
    expect(decide(r, mcp("mcp__x__y", false), ctx).decision).toBe("ask");
  });

  it("autoApprove acts even with no approval section", () => {
    const r = compileRules(config(`mcp_servers: { fs: { command: node, autoApprove: [read_text] } }`), []);
    expect(decide(r, mcp("mcp__fs__read_text"), ctx).decision).toBe("allow");
    expect(decide(r, mcp("mcp__fs__other"), ctx).decision).toBe("ask");
  });
});

describe("invalid rules", () => {
  it.each([
    ["src/[abc", "never closed"],
    ["src/{a,b", "never closed"],
    ["/etc/**", "absolute"],
    ["../outside/**", '".."'],
  ])("the path glob %s is an error with the rule position", (glob, words) => {
    // The schema rejects unbalanced brackets too; the policy checks again for configs built in code.
    const c = {
      ...config(""),
      approval: { default: "ask" as const, rules: [{ allow: "read_file" }, { allow: "write_to_file", paths: [glob] }] },
    };
    let error: unknown;
    try {
      compileRules(c, []);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PolicyConfigError);
    expect(String(error)).toContain("approval.rules[1]");
    expect(String(error)).toContain(words);
  });

  it("a tool glob with spaces is an error", () => {
    const c = { ...config(""), approval: { default: "ask" as const, rules: [{ allow: "write file" }] } };
    expect(() => compileRules(c, [])).toThrow(/approval\.rules\[0\].*"write file"/);
  });
});
