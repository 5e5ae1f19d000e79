import { describe, expect, it } from "vitest";
import type { Outcome, SessionEvent } from "../../src/agent/types.js";
import { renderJobSummary, SummaryRecorder } from "../../src/github/reporting/summary.js";
import { Redactor } from "../../src/secrets/redactor.js";

const usage = { inputTokens: 1200, outputTokens: 340, cacheReadTokens: 800, cacheWriteTokens: 50 };
const outcome: Outcome = {
  kind: "completed",
  message: "Fixed the sign in add().",
  turns: 2,
  usage,
  costUsd: 0.0123,
  commits: [{ step: 2, tool: "replace_in_file", sha: "abcdef1234567890", files: ["src/math.ts"], subject: "s" }],
};
const tool = (step: number, name: string, ok: boolean, checkpoint: string | null, input: unknown): SessionEvent => ({
  type: "tool",
  step,
  name,
  input,
  decision: "allow",
  rule: "r",
  ok,
  checkpoint,
  output: "",
  duration_ms: 200,
});
const turn = (n: number): SessionEvent => ({ type: "turn", turn: n, text: "", usage, cost_usd: 0, total_cost_usd: 0 });

async function recorded() {
  let clock = 1_000_000;
  const rec = new SummaryRecorder(() => clock);
  const step = (ms: number, e: SessionEvent) => {
    clock += ms;
    rec.onEvent(e);
  };
  step(0, { type: "start", time: "t", model: "anthropic/claude-sonnet-4-5", prompt: "p", workspace: "/w" });
  step(1500, turn(1));
  step(300, tool(1, "read_file", true, null, { path: "test/math.test.ts" }));
  step(900, turn(2));
  step(250, tool(2, "replace_in_file", true, "abcdef1234567890", { path: "src/math.ts" }));
  step(250, tool(3, "execute_command", false, null, { command: "npm test | tee log: ghp_secretsecret" }));
  return rec;
}

describe("renderJobSummary", () => {
  it("lists the screenshots a run saved and links the workflow run's artifacts", () => {
    const shot: SessionEvent = {
      ...(tool(4, "browser_action", true, null, { action: "launch", url: "http://localhost:3000/" }) as Extract<
        SessionEvent,
        { type: "tool" }
      >),
      artifacts: ["/tmp/a/browser-001-launch.png"],
    };
    const md = renderJobSummary([{ at: 1, event: shot }], outcome, {
      links: { runUrl: "https://github.com/o/r/actions/runs/7" },
    });
    expect(md).toContain("### Screenshots");
    expect(md).toContain(
      "Saved in the run's artifacts ([patchbay-artifacts](https://github.com/o/r/actions/runs/7#artifacts)):",
    );
    expect(md).toContain("- step 4: `browser-001-launch.png`");
    expect(renderJobSummary([{ at: 1, event: tool(1, "read_file", true, null, {}) }], outcome)).not.toContain(
      "Screenshots",
    );
  });

  it("tables the calls with tokens, cost, timing and a Mermaid gantt of turns and tools", async () => {
    const rec = await recorded();
    expect(rec.render()).toBeUndefined();
    await rec.finish(outcome, { prUrl: "https://github.com/o/r/pull/8" });
    const redactor = new Redactor();
    redactor.add("ghp_secretsecret");
    const md = rec.render({ repoUrl: "https://github.com/o/r", redactor }) ?? "";
    expect(md).toContain("## Patchbay: completed");
    expect(md).toContain("| 2 | 3 | 1 | 2050 | 800 (39 %) | 50 | 340 | $0.0123 | 3.2 s |");
    expect(md).toContain("| 1 | `read_file` | test/math.test.ts | allow | ✅ |  | 200 ms |");
    expect(md).toContain(
      "| 2 | `replace_in_file` | src/math.ts | allow | ✅ | [`abcdef1`](https://github.com/o/r/commit/abcdef1234567890) | 200 ms |",
    );
    expect(md).toContain("| 3 | `execute_command` | npm test \\| tee log: *** | allow | ❌ |");
    expect(md).not.toContain("ghp_secretsecret");
    expect(md).toContain("[pull request](https://github.com/o/r/pull/8)");
    expect(md).toContain("```mermaid\ngantt\n  dateFormat x");
    expect(md).toContain("  Turn 1 : t0, 0, 1500");
    expect(md).toContain("  read_file (1) : done, s1, 1600, 1800");
    expect(md).toContain("  execute_command (3) : crit, s4,");
  });

  it("a replay's cost reads n/a (replay), not $0.0000", () => {
    const events = [
      {
        at: 0,
        event: { type: "start", time: "t", model: "replay//demo/cassette.yml", prompt: "p", workspace: "/w" } as const,
      },
    ];
    const md = renderJobSummary(events, outcome);
    expect(md).toContain("| n/a (replay) |");
    expect(md).not.toContain("$0.0");
  });

  it("bounds the table of a long run", () => {
    const events = Array.from({ length: 300 }, (_, i) => ({ at: i, event: tool(i + 1, "read_file", true, null, {}) }));
    const md = renderJobSummary(events, outcome, { maxRows: 100 });
    expect(md).toContain("… 200 more calls");
    expect(md.split("\n").filter((l) => l.startsWith("| ") && l.includes("read_file"))).toHaveLength(100);
  });
});
