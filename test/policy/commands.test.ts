import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DecideContext, decide } from "../../src/policy/decide.js";
import { nodeFsView } from "../../src/policy/paths.js";
import { compileRules, type RuleSet } from "../../src/policy/rules.js";
import { loadShellSyntax } from "../../src/policy/shell/ast.js";
import { COMMAND_CASES } from "./command-table.js";
import { config, TABLE_CONFIG_YAML, workspace } from "./fixtures.js";

let rules: RuleSet;
let ctx: DecideContext;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const ws = await workspace({ "README.md": "hi\n" });
  cleanup = ws.cleanup;
  rules = compileRules(config(TABLE_CONFIG_YAML), []);
  ctx = { workspace: ws.dir, fs: nodeFsView, shell: await loadShellSyntax() };
});
afterAll(() => cleanup());

const exec = (command: string) => ({
  tool: "execute_command",
  input: { command },
  access: { kind: "exec" as const, command },
});

describe("execute_command table", () => {
  it("has at least 120 cases", () => {
    expect(COMMAND_CASES.length).toBeGreaterThanOrEqual(120);
  });

  it.each(
    COMMAND_CASES.map(([cmd, want, note]) => [
      JSON.stringify(cmd.length > 80 ? `${cmd.slice(0, 77)}...` : cmd),
      note ?? "",
      cmd,
      want,
    ]),
  )("%s %s", (_label, _note, command, want) => {
    const verdict = decide(rules, exec(String(command)), ctx);
    expect(verdict.decision, `${verdict.rule}: ${verdict.reason}`).toBe(want);
    expect(verdict.rule).not.toBe("");
    if (verdict.decision !== "allow") expect(verdict.suggestion).toBeTruthy();
  });
});

describe("verdict details", () => {
  it("names the deciding deny rule by position and text, with its reason", () => {
    const v = decide(rules, exec("npm test && curl x"), ctx);
    expect(v.rule).toBe("approval.rules[1] (deny execute_command commands: curl *, wget *, rm -rf *, nc *, sudo *)");
    expect(v.reason).toContain("no network or mass deletion");
    expect(v.reason).toContain("`curl x`");
  });

  it("suggests the rule that would allow an unmatched segment", () => {
    const v = decide(rules, exec("npm test && npm install"), ctx);
    expect(v.rule).toBe("approval.default");
    expect(v.suggestion).toBe('- allow: execute_command\n  commands: ["npm install"]');
  });

  it("suggests allow_redirects for a redirect", () => {
    const v = decide(rules, exec("echo hi > out.txt"), ctx);
    expect(v.rule).toBe("built-in: redirect");
    expect(v.suggestion).toBe('- allow: execute_command\n  commands: ["echo hi"]\n  allow_redirects: true');
  });

  it("says when a deny rule must go first", () => {
    const v = decide(rules, exec("curl x"), ctx);
    expect(v.suggestion).toMatch(/^# approval\.rules\[1\] denies this/);
  });

  it("explains a parse error", () => {
    const v = decide(rules, exec('echo "oops'), ctx);
    expect(v.rule).toBe("built-in: unparseable command");
    expect(v.reason).toMatch(/does not parse as bash .*quote/);
  });

  it("fails closed, with a reason, on nesting deeper than the stack", () => {
    const v = decide(rules, exec(`${"( ".repeat(20_000)}true${" )".repeat(20_000)}`), ctx);
    expect(v).toMatchObject({ decision: "deny", reason: "the command is nested too deeply to judge" });
  });

  it("names the segment inside bash -c", () => {
    const v = decide(rules, exec("bash -c 'curl x'"), ctx);
    expect(v.reason).toContain("(inside bash -c)");
  });

  it("is order-independent: reversing the rules changes no decision", () => {
    const reversed: RuleSet = { ...rules, rules: [...rules.rules].reverse() };
    for (const [command] of COMMAND_CASES.filter(([c]) => c.length < 10_000))
      expect(decide(reversed, exec(command), ctx).decision).toBe(decide(rules, exec(command), ctx).decision);
  });

  it("leaves the globals GopherJS touches as they were", () => {
    expect(Error.stackTraceLimit).not.toBe(Number.POSITIVE_INFINITY);
    expect(Object.hasOwn(globalThis, "sh")).toBe(false);
    expect(Object.hasOwn(globalThis, "require")).toBe(false);
  });

  it("denies when the policy has no parser (never allows blindly)", () => {
    const v = decide(rules, exec("npm test"), { workspace: ctx.workspace, fs: ctx.fs });
    expect(v.decision).toBe("deny");
  });
});
