import { describe, expect, it } from "vitest";
import { lintRules } from "../../src/policy/lint.js";
import { config } from "./fixtures.js";

describe("lintRules", () => {
  it("is quiet for the documented example", () => {
    const c = config(`
mcp_servers:
  fs: { command: npx, args: [server] }
  github: { url: "http://127.0.0.1:1/mcp" }
approval:
  default: ask
  rules:
    - allow: [read_file, list_files, search_files, list_code_definition_names]
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**"]
    - deny: [write_to_file, replace_in_file]
      paths: [".github/workflows/**", "**/.env*"]
      reason: protected path
    - allow: execute_command
      commands: ["npm test", "npm run *", "git diff *"]
    - deny: execute_command
      commands: ["curl *", "wget *"]
    - allow: "mcp__fs__*"
    - ask: "mcp__github__create_*"
`);
    expect(lintRules(c)).toEqual([]);
  });

  it("warns that allow_options only means something on an allow rule", () => {
    const c = config(`
approval:
  rules:
    - deny: execute_command
      commands: ["git diff *"]
      allow_options: ["--output"]
`);
    expect(lintRules(c)).toContain("approval.rules[0]: allow_options only means something on an allow rule");
  });

  it("finds rules that contradict each other", () => {
    const c = config(`
approval:
  rules:
    - allow: write_to_file
      paths: ["src/**"]
    - deny: write_to_file
      paths: ["src/**"]
    - allow: execute_command
      commands: ["npm test"]
    - ask: "*"
`);
    const warnings = lintRules(c);
    expect(warnings).toContain(
      "approval.rules[0] allows and approval.rules[1] denies write_to_file for paths src/**: deny always wins, so approval.rules[0] has no effect there",
    );
    expect(
      warnings.some((w) => w.startsWith("approval.rules[2] allows and approval.rules[3] asks for execute_command")),
    ).toBe(true);
  });

  it("does not call narrower denies contradictions", () => {
    const c = config(`
approval:
  rules:
    - allow: write_to_file
      paths: ["src/**"]
    - deny: write_to_file
      paths: ["src/generated/**"]
`);
    expect(lintRules(c)).toEqual([]);
  });

  it("finds rules that match no known tool, with a did-you-mean", () => {
    const c = config(`
mcp_servers:
  fs: { command: node }
approval:
  rules:
    - allow: write_file
    - allow: "mcp__github__*"
    - allow: "mcp__fs__*"
    - allow: "mcp__f*__read"
`);
    const warnings = lintRules(c);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^approval\.rules\[0\]: "write_file" matches no known tool — did you mean "write_to_file"\?/,
    );
    expect(warnings[1]).toMatch(/^approval\.rules\[1\]: "mcp__github__\*" matches no known tool .*servers: fs/);
  });

  it("checks MCP globs against real tool names when it has them", () => {
    const c = config(`
mcp_servers:
  fs: { command: node }
approval:
  rules:
    - allow: "mcp__fs__read_*"
    - allow: "mcp__fs__delete"
`);
    const warnings = lintRules(c, { mcpTools: ["mcp__fs__read_text", "mcp__fs__write_text"] });
    expect(warnings).toEqual([expect.stringMatching(/^approval\.rules\[1\]: "mcp__fs__delete" matches no known tool/)]);
  });

  it("flags paths on execute_command and commands on file tools", () => {
    const c = config(`
approval:
  rules:
    - allow: execute_command
      paths: ["src/**"]
    - allow: write_to_file
      commands: ["npm test"]
`);
    const warnings = lintRules(c);
    expect(warnings).toEqual([
      expect.stringContaining("approval.rules[0]: execute_command has no paths"),
      expect.stringContaining("approval.rules[1]: write_to_file runs no command"),
    ]);
  });

  it("reports invalid globs with the rule position", () => {
    const c = {
      ...config(""),
      approval: { default: "ask" as const, rules: [{ allow: "write_to_file", paths: ["/abs/**"] }] },
    };
    expect(lintRules(c)).toEqual([
      expect.stringMatching(/^approval\.rules\[0\]: the path glob "\/abs\/\*\*" is absolute/),
    ]);
  });
});
