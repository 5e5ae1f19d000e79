import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessOf } from "../../src/policy/access.js";
import { withPlanMode } from "../../src/policy/plan-mode.js";
import { createPolicy } from "../../src/policy/policy.js";
import type { PolicyCall } from "../../src/policy/types.js";
import { config, workspace } from "./fixtures.js";

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const ws = await workspace({ "src/a.ts": "" });
  dir = ws.dir;
  cleanup = ws.cleanup;
});
afterAll(() => cleanup());

const call = (tool: string, input: unknown, readOnlyHint?: boolean): PolicyCall => ({
  tool,
  input,
  access: accessOf(tool, input),
  annotations: readOnlyHint !== undefined ? { readOnlyHint } : undefined,
});

// A config that allows everything: plan mode must deny writes, commands and MCP tools anyway.
const permissive = `approval: { default: allow, rules: [ { allow: "*" }, { allow: write_to_file, paths: ["**"] }, { allow: execute_command, commands: ["*"] } ] }`;

describe("plan mode", () => {
  it("denies file writes, commands and MCP tools not marked read-only, whatever the rules allow", async () => {
    const normal = createPolicy(config(permissive), { workspace: dir, configFiles: [] });
    const plan = withPlanMode(normal);
    const write = call("write_to_file", { path: "src/a.ts", content: "x" });
    const edit = call("replace_in_file", { path: "src/a.ts", diff: "x" });
    const command = call("execute_command", { command: "npm test" });
    const mcp = call("mcp__fs__write_file", { path: "a" });
    const mcpUnknown = call("mcp__db__query", {}, false);
    for (const c of [write, edit, command, mcp, mcpUnknown]) {
      expect((await normal.decide(c)).decision).toBe("allow");
      expect(await plan.decide(c)).toMatchObject({ decision: "deny", rule: "built-in: plan mode" });
    }
    expect((await plan.decide(write)).reason).toBe(
      "write_to_file writes files (src/a.ts). In plan mode nothing is changed: describe this step in the plan instead, and it runs after `@patchbay go`.",
    );
    expect((await plan.decide(command)).reason).toMatch(/^execute_command runs a command \(`npm test`\)/);
    expect((await plan.decide(mcp)).reason).toMatch(/does not mark read-only \(readOnlyHint\)/);
  });

  it("an 'always' answer cannot reopen a write in plan mode", async () => {
    const plan = withPlanMode(createPolicy(config("approval: { default: ask }"), { workspace: dir, configFiles: [] }));
    const write = call("write_to_file", { path: "src/a.ts", content: "x" });
    expect(await plan.allowAlways(write)).toBe(false);
    expect((await plan.decide(write)).decision).toBe("deny");
  });

  it("leaves reads, read-only MCP tools and the control tools to the normal rules", async () => {
    const plan = withPlanMode(
      createPolicy(config(`approval: { default: ask, rules: [ { deny: read_file, paths: ["secret/**"] } ] }`), {
        workspace: dir,
        configFiles: [],
      }),
    );
    expect((await plan.decide(call("read_file", { path: "src/a.ts" }))).decision).toBe("allow");
    expect((await plan.decide(call("read_file", { path: "secret/x" }))).decision).toBe("deny");
    expect((await plan.decide(call("search_files", { path: ".", regex: "x" }))).decision).toBe("allow");
    expect((await plan.decide(call("attempt_completion", { result: "plan" }))).decision).toBe("allow");
    // Read-only MCP tools are not denied by plan mode; the rules still decide (here: the default, ask).
    expect(await plan.decide(call("mcp__docs__search", {}, true))).toMatchObject({ decision: "ask" });
  });
});
