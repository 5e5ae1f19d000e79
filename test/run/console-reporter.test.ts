import { afterEach, describe, expect, it, vi } from "vitest";
import type { Outcome, SessionEvent } from "../../src/agent/types.js";
import { ConsoleReporter } from "../../src/run/stages/console-reporter.js";

const usage = { inputTokens: 1200, outputTokens: 300, cacheReadTokens: 900, cacheWriteTokens: 100 };
const outcome: Outcome = {
  kind: "completed",
  message: "The agent completed the request.",
  result: "Fixed add().",
  turns: 3,
  usage,
  costUsd: 0.0123,
  commits: [
    {
      step: 2,
      tool: "replace_in_file",
      sha: "a".repeat(40),
      files: ["src/math.ts"],
      subject: "replace_in_file: src/math.ts",
    },
  ],
};

const tool = (over: Partial<Extract<SessionEvent, { type: "tool" }>>): SessionEvent => ({
  type: "tool",
  step: 1,
  name: "read_file",
  input: { path: "src/math.ts" },
  decision: "allow",
  rule: "built-in",
  ok: true,
  checkpoint: null,
  output: "",
  duration_ms: 12,
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ConsoleReporter", () => {
  it("prints one line per tool call with decision, duration and checkpoint, then a summary", async () => {
    let out = "";
    const r = new ConsoleReporter({ write: (t) => (out += t), color: false });
    r.onEvent(tool({}));
    r.onEvent(tool({ step: 2, name: "replace_in_file", checkpoint: "abcdef1234567890", duration_ms: 40 }));
    r.onEvent(
      tool({
        step: 3,
        name: "execute_command",
        input: { command: "curl x" },
        decision: "deny",
        ok: false,
        output: "Denied by rule 4",
      }),
    );
    await r.finish(outcome, { branch: "patchbay/issue-1", prUrl: "https://github.com/o/r/pull/2" });
    const lines = out.split("\n");
    expect(lines[0]).toBe("  1 ✓ read_file src/math.ts 12 ms");
    expect(lines[1]).toBe("  2 ✓ replace_in_file src/math.ts 40 ms → abcdef1");
    expect(lines[2]).toBe("  3 ✗ denied execute_command curl x 12 ms");
    expect(lines[3]).toContain("Denied by rule 4");
    expect(out).toContain("■ completed: The agent completed the request.");
    expect(out).toMatch(/tool calls\s+3/);
    expect(out).toMatch(/checkpoints\s+1/);
    expect(out).toMatch(/tokens\s+2,200 in \(900 from cache, 41 %; 100 written to cache\) \/ 300 out/);
    expect(out).toMatch(/cost\s+\$0\.0123/);
    expect(out).toMatch(/pull request\s+https:\/\/github.com\/o\/r\/pull\/2/);
    expect(out).not.toContain("\u001b[");
  });

  it("uses colour only when asked (a terminal)", () => {
    let out = "";
    const r = new ConsoleReporter({ write: (t) => (out += t), color: true });
    r.onEvent(tool({}));
    expect(out).toContain("\u001b[32m✓\u001b[0m");
  });

  it("shows progress while a call runs longer than a second, and stops when it ends", () => {
    vi.useFakeTimers();
    let out = "";
    const r = new ConsoleReporter({ write: (t) => (out += t), color: false });
    r.onEvent({ type: "tool_start", step: 1, name: "execute_command", input: { command: "npm test" } });
    vi.advanceTimersByTime(500);
    expect(out).toBe("");
    vi.advanceTimersByTime(2600);
    expect(out).toContain("execute_command still running (1s)");
    expect(out).toContain("execute_command still running (3s)");
    r.onEvent({ type: "progress", step: 1, name: "execute_command", message: "✓ add works" });
    expect(out).toContain("… execute_command: ✓ add works");
    r.onEvent(tool({ name: "execute_command", input: { command: "npm test" }, duration_ms: 3100 }));
    const before = out;
    vi.advanceTimersByTime(5000);
    expect(out).toBe(before);
  });

  it("an awaiting-approval outcome shows the pending call, the rule and the rule to add", async () => {
    let out = "";
    const r = new ConsoleReporter({ write: (t) => (out += t), color: false });
    await r.finish(
      {
        ...outcome,
        kind: "awaiting_approval",
        message: "execute_command needs approval.",
        result: undefined,
        pending: {
          id: "c1",
          name: "execute_command",
          input: { command: "rm -rf build" },
          rule: "approval.default",
          reason: "no rule matches",
          suggestion: '- allow: execute_command\n  commands: ["rm -rf build"]',
        },
      },
      {},
    );
    expect(out).toContain("pending call: execute_command rm -rf build");
    expect(out).toContain("rule: approval.default");
    expect(out).toContain('    - allow: execute_command\n      commands: ["rm -rf build"]');
  });
});
