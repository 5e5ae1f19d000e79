/**
 * Code review mode (docs/decisions/0017-code-review.md): a review reads and reports. File writes, the
 * browser and MCP tools not marked read-only are denied whatever the rules say;
 * commands run exactly as the rules allow (a review may run the tests); what the
 * rules would ask about is refused in CI and put to a person at a terminal; the
 * review's own tools are allowed even under `approval.default: deny`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessOf } from "../../src/policy/access.js";
import { createPolicy } from "../../src/policy/policy.js";
import { withReviewMode } from "../../src/policy/review-mode.js";
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
const policy = (yaml: string, canAsk = false) =>
  withReviewMode(createPolicy(config(yaml), { workspace: dir, configFiles: [] }), { canAsk });

describe("review mode", () => {
  it("denies writes, the browser and MCP tools that may change things, whatever the rules allow", async () => {
    const review = policy(
      `approval: { default: allow, rules: [ { allow: "*" }, { allow: write_to_file, paths: ["**"] } ] }`,
    );
    for (const c of [
      call("write_to_file", { path: "src/a.ts", content: "x" }),
      call("apply_patch", { input: "*** Begin Patch\n*** End Patch" }),
      call("browser_action", { action: "launch", url: "http://localhost:3000" }),
      call("mcp__db__drop_table", {}, false),
      call("ask_followup_question", { question: "Which?" }),
    ])
      expect(await review.decide(c)).toMatchObject({ decision: "deny", rule: "built-in: code review" });
    expect((await review.decide(call("write_to_file", { path: "src/a.ts", content: "x" }))).reason).toBe(
      "write_to_file writes files (src/a.ts). A code review changes nothing: report what should change with add_review_comment instead.",
    );
    expect((await review.decide(call("mcp__docs__search", {}, true))).decision).toBe("allow");
  });

  it("runs the commands the rules allow and refuses the others; an 'ask' in CI is a refusal that says how to allow it", async () => {
    const review = policy(
      `approval: { default: ask, rules: [ { allow: execute_command, commands: ["npm test"] }, { deny: execute_command, commands: ["curl *"] } ] }`,
    );
    expect((await review.decide(call("execute_command", { command: "npm test" }))).decision).toBe("allow");
    expect((await review.decide(call("execute_command", { command: "curl example.com" }))).decision).toBe("deny");
    const asked = await review.decide(call("execute_command", { command: "make lint" }));
    expect(asked.decision).toBe("deny");
    expect(asked.reason).toMatch(
      /a code review in CI does not pause for approval \(approval\.default says ask\); to let reviews make this call, allow it in approval\.rules$/,
    );
    // At a terminal (patchbay review), the person is asked instead.
    expect(
      (await policy("approval: { default: ask }", true).decide(call("execute_command", { command: "make lint" })))
        .decision,
    ).toBe("ask");
  });

  it("the review's own tools are allowed under the least-privilege rules; reads as always", async () => {
    const review = policy(`approval: { default: deny, rules: [ { allow: [write_to_file], paths: ["src/**"] } ] }`);
    expect((await review.decide(call("add_review_comment", { path: "src/a.ts", line: 1 }))).decision).toBe("allow");
    expect((await review.decide(call("resolve_review_thread", { thread_id: "T" }))).decision).toBe("allow");
    expect((await review.decide(call("read_file", { path: "src/a.ts" }))).decision).toBe("allow");
    expect((await review.decide(call("attempt_completion", { result: "done" }))).decision).toBe("allow");
    expect(await review.allowAlways(call("write_to_file", { path: "src/a.ts", content: "x" }))).toBe(false);
  });
});
