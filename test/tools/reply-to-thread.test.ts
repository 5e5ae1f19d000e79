import { describe, expect, it } from "vitest";
import { decide } from "../../src/policy/decide.js";
import { nodeFsView } from "../../src/policy/paths.js";
import { compileRules } from "../../src/policy/rules.js";
import { loadShellSyntax } from "../../src/policy/shell/ast.js";
import { createReplyLog, createReplyToThread } from "../../src/tools/reply-to-thread.js";
import { config } from "../policy/fixtures.js";
import { makeCtx } from "./helpers.js";

const ctx = makeCtx("/tmp");

describe("reply_to_thread", () => {
  it("records the last reply per thread", async () => {
    const log = createReplyLog(["T1", "T2"]);
    const tool = createReplyToThread(log);
    for (const input of [
      { thread_id: "T1", body: "first", resolve: false },
      { thread_id: "T2", body: "Renamed x to count.", resolve: "true" },
      { thread_id: "T1", body: "Kept it: the name matches the API.", resolve: false },
    ]) {
      const parsed = tool.parse(input);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect((await tool.execute(parsed.value, ctx)).ok).toBe(true);
    }
    expect(log.replies()).toEqual([
      { threadId: "T1", body: "Kept it: the name matches the API.", resolve: false },
      { threadId: "T2", body: "Renamed x to count.", resolve: true },
    ]);
  });

  it("refuses a thread that is not part of the review, naming the ones that are", async () => {
    const log = createReplyLog(["T1"]);
    const tool = createReplyToThread(log);
    const parsed = tool.parse({ thread_id: "PRRT_other", body: "hi", resolve: true });
    if (!parsed.ok) throw new Error(parsed.error);
    const result = await tool.execute(parsed.value, ctx);
    expect(result.ok).toBe(false);
    expect(result.content).toBe("Unknown review thread PRRT_other. The threads of this review are: T1.");
    expect(log.replies()).toEqual([]);
  });

  it("says what is missing from a bad call", () => {
    const parsed = createReplyToThread(createReplyLog([])).parse({ thread_id: "T1" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/body: required.*resolve/);
  });
});

describe("reply_to_thread under the approval rules", () => {
  const call = {
    tool: "reply_to_thread",
    input: { thread_id: "T1", body: "x", resolve: true },
    access: { kind: "other" as const },
  };
  it.each([
    ["no approval section", "", "ask"],
    ["an allow rule", "approval: { rules: [ { allow: reply_to_thread } ] }", "allow"],
    [
      "a deny rule",
      'approval: { default: allow, rules: [ { deny: reply_to_thread, reason: "reviews by people only" } ] }',
      "deny",
    ],
  ])("%s → %s", async (_name, yaml, want) => {
    const ctx = { workspace: "/tmp", fs: nodeFsView, shell: await loadShellSyntax() };
    expect(decide(compileRules(config(yaml), []), call, ctx).decision).toBe(want);
  });
});
