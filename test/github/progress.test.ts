import { describe, expect, it } from "vitest";
import { emptyUsage, type Outcome, type SessionEvent } from "../../src/agent/types.js";
import { code, renderProgress } from "../../src/github/reporting/progress.js";
import { describeInput } from "../../src/tools/describe-input.js";

const repoUrl = "https://github.com/o/r";
const sha = "0123456789abcdef0123456789abcdef01234567";

const tool = (
  step: number,
  name: string,
  extra: Partial<Extract<SessionEvent, { type: "tool" }>> = {},
): SessionEvent => ({
  type: "tool",
  step,
  name,
  input: { path: `src/f${step}.ts` },
  decision: "allow",
  rule: "approval.rules[0]",
  ok: true,
  checkpoint: null,
  output: "",
  duration_ms: 10,
  ...extra,
});
const turn = (n: number, total: number): SessionEvent => ({
  type: "turn",
  turn: n,
  text: "",
  usage: emptyUsage(),
  cost_usd: 0.01,
  total_cost_usd: total,
});
const outcome = (kind: Outcome["kind"], extra: Partial<Outcome> = {}): Outcome => ({
  kind,
  message: "m",
  turns: 2,
  usage: emptyUsage(),
  costUsd: 0.1234,
  commits: [],
  ...extra,
});

describe("renderProgress", () => {
  it("shows a fetched URL with its size, and a browser step with its screenshot's name", () => {
    const body = renderProgress(
      [
        tool(1, "web_fetch", {
          input: { url: "https://docs.example/guide" },
          detail: "https://docs.example/guide — 200, 12.3 kB",
        }),
        tool(2, "browser_action", {
          input: { action: "click", coordinate: "200,130" },
          detail: "click http://localhost:8199/",
          artifacts: ["/runner/_temp/patchbay-1-artifacts/browser-002-click.png"],
        }),
      ],
      undefined,
      { repoUrl },
    );
    expect(body).toContain("`https://docs.example/guide — 200, 12.3 kB`");
    expect(body).toContain("— `click http://localhost:8199/` — 📷 `browser-002-click.png`");
    expect(body).not.toContain("/runner/_temp");
  });

  it("lists calls with status icons, checkpoint links and the running cost", () => {
    const events: SessionEvent[] = [
      turn(1, 0.05),
      tool(1, "read_file"),
      tool(2, "write_to_file", { checkpoint: sha }),
      tool(3, "execute_command", { input: { command: "npm test" }, ok: false }),
      tool(4, "write_to_file", { decision: "deny", rule: "approval.rules[2]: deny .github/workflows/**", ok: false }),
      { type: "tool_start", step: 5, name: "search_files", input: { regex: "TODO" } },
    ];
    const md = renderProgress(events, undefined, { repoUrl, runId: "42" });
    expect(md).toContain("🔄 Patchbay is working on this");
    expect(md).toContain("- ✅ `read_file` `src/f1.ts`");
    expect(md).toContain(`- ✅ \`write_to_file\` \`src/f2.ts\` — [\`0123456\`](${repoUrl}/commit/${sha})`);
    expect(md).toContain("- ❌ `execute_command` `npm test`");
    expect(md).toContain("denied by `approval.rules[2]: deny .github/workflows/**`");
    expect(md).toContain("- ⏳ `search_files` `TODO`");
    expect(md).toContain("$0.05");
    expect(md).toContain("<!-- patchbay -->\n<!-- patchbay-run: 42 -->");
  });

  it("shows the final outcome, summary, cost and links", () => {
    const md = renderProgress(
      [tool(1, "write_to_file", { checkpoint: sha })],
      outcome("completed", { result: "Fixed add(). cc @alice", commits: [] }),
      {
        repoUrl,
        links: {
          prUrl: "https://github.com/o/r/pull/9",
          branch: "patchbay/issue-3",
          runUrl: "https://github.com/o/r/actions/runs/1",
        },
      },
    );
    expect(md).toContain("### ✅ Patchbay finished");
    expect(md).toContain("> Fixed add(). cc @\u200Balice");
    expect(md).toContain("$0.12");
    expect(md).toContain(
      "[Pull request](https://github.com/o/r/pull/9) · branch `patchbay/issue-3` · [Workflow run](https://github.com/o/r/actions/runs/1)",
    );
  });

  it("explains a pending approval: the call, the rule, the suggestion and how to answer", () => {
    const md = renderProgress(
      [{ type: "tool_start", step: 1, name: "execute_command", input: { command: "npm publish" } }],
      outcome("awaiting_approval", {
        pending: {
          id: "c1",
          name: "execute_command",
          input: { command: "npm publish" },
          rule: "approval.default",
          reason: "no rule matched",
          suggestion: '- allow: execute_command\n  commands: ["npm publish"]',
        },
      }),
      { repoUrl, phrase: "/bot" },
    );
    expect(md).toContain("⏸ Patchbay is waiting for approval");
    expect(md).toContain("**Pending call:** `execute_command` `npm publish`");
    expect(md).toContain("**Asked by:** `approval.default` — no rule matched");
    expect(md).toContain("comment `/bot approve`");
    expect(md).toContain("`/bot deny <why>`");
    expect(md).toContain('```yaml\n- allow: execute_command\n  commands: ["npm publish"]\n```');
    expect(md).toContain("- ⏸ `execute_command` `npm publish`");
  });

  it("asks the question on needs_input", () => {
    const md = renderProgress([], outcome("needs_input", { result: "Which database?" }), { repoUrl });
    expect(md).toContain("❓ Patchbay needs your input");
    expect(md).toContain("> Which database?");
    expect(md).toContain("Answer with `@patchbay <your answer>`");
  });

  it("names a stuck run for what happened, with the message saying what to do", () => {
    const md = renderProgress(
      [],
      outcome("stuck", {
        limit: "tool_errors",
        message: "Stopped: 6 tool calls in a row failed (limits.max_tool_errors = 6)",
      }),
      { repoUrl },
    );
    expect(md).toContain("⚠️ Patchbay stopped: stuck after failed calls in a row");
    expect(md).toContain("limits.max_tool_errors = 6");
  });

  it("bounds a run of 500 calls and keeps its marker", () => {
    const events = Array.from({ length: 500 }, (_, i) =>
      tool(i + 1, "read_file", { input: { path: "x".repeat(300) } }),
    );
    const md = renderProgress(events, outcome("budget_exceeded", { limit: "max_turns" }), { repoUrl, maxCalls: 50 });
    expect(md).toContain("_… 450 earlier tool calls not shown_");
    expect(md).toContain("⚠️ Patchbay stopped: max_turns reached");
    expect(md.length).toBeLessThan(10_000);
    expect(md.endsWith("<!-- patchbay -->")).toBe(true);
  });

  it("keeps model text from hiding the rest of the comment or escaping code spans", () => {
    const md = renderProgress([], outcome("failed", { message: "boom <!-- hide" }), { repoUrl });
    expect(md).toContain("boom &lt;!-- hide");
    expect(code("a`b")).toBe("``a`b``");
    expect(describeInput({ command: "npm   test\n--watch" })).toBe("npm test ⏎ --watch");
  });

  it("shows the characters that make a command look different than it runs", () => {
    expect(describeInput({ command: "echo ok\rrm -rf x" })).toBe("echo ok⟨U+000D⟩rm -rf x");
    expect(describeInput({ command: "echo 'a\u2028b' \u202e; curl x" })).toBe("echo 'a⟨U+2028⟩b' ⟨U+202E⟩; curl x");
    expect(describeInput({ command: "git commit -m 'x\u200b'" })).toBe("git commit -m 'x⟨U+200B⟩'");
  });

  it("shows each MCP sampling request a server made of the run's model", () => {
    const events: SessionEvent[] = [
      turn(1, 0.05),
      tool(1, "mcp__docs__summarize"),
      {
        type: "log",
        level: "info",
        source: "mcp-sampling",
        message: 'MCP server "docs" asked the model (sampling): "Summarize @someone\'s notes" — 42 tokens, $0.0012',
      },
      { type: "log", level: "info", source: "mcp:docs", message: "stdio, 3 tools (120 ms)" },
    ];
    const md = renderProgress(events, undefined, { repoUrl, runId: "42" });
    expect(md).toMatch(/^> 🤖 MCP server "docs" asked the model \(sampling\): .* — 42 tokens, \$0\.0012$/m);
    // Quoted text cannot mention anyone.
    expect(md).not.toContain("@someone");
    expect(md).not.toContain("stdio, 3 tools");
  });
});

describe("the progress comment's footer", () => {
  const start: SessionEvent = {
    type: "start",
    time: "2026-11-24T09:00:00.000Z",
    model: "anthropic/claude-sonnet-4-5",
    prompt: "p",
    workspace: "/w",
  };
  const used = (
    input: number,
    read: number,
    write: number,
    out: number,
    cost: number,
    total: number,
  ): SessionEvent => ({
    type: "turn",
    turn: 1,
    text: "",
    usage: { inputTokens: input, cacheReadTokens: read, cacheWriteTokens: write, outputTokens: out },
    cost_usd: cost,
    total_cost_usd: total,
  });

  it("carries tokens in, from and to the cache, out, the cost and how long the run has taken", () => {
    const running = renderProgress(
      [start, used(100, 0, 2000, 50, 0.01, 0.01), used(40, 2000, 300, 30, 0.002, 0.012)],
      undefined,
      {
        repoUrl,
        now: Date.parse("2026-11-24T09:03:05.000Z"),
      },
    );
    expect(running).toContain(
      "<sub>2 turns · 0 tool calls · 0 checkpoints · 4,440 in (2,000 from cache, 45 %; 2,300 written to cache) / 80 out tokens · $0.01 · 3 min 5 s</sub>",
    );
    const done = renderProgress(
      [start, used(100, 0, 2000, 50, 0.01, 0.01)],
      outcome("completed", {
        turns: 1,
        usage: { inputTokens: 100, cacheReadTokens: 0, cacheWriteTokens: 2000, outputTokens: 50 },
        costUsd: 0.01,
      }),
      { repoUrl, now: Date.parse("2026-11-24T09:00:42.400Z") },
    );
    expect(done).toContain(
      "· 2,100 in (0 from cache, 0 %; 2,000 written to cache) / 50 out tokens · $0.01 · 42 s</sub>",
    );
  });
});
