import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSession } from "../../src/agent/loop.js";
import { recordingCheckpointer } from "./helpers/checkpointer.js";
import { complete, expectValidHistory, toolResults } from "./helpers/history.js";
import { tablePolicy } from "./helpers/policy.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

describe("limits", () => {
  it("stops at max_turns with the limit named and how to raise it", async () => {
    const h = await runTurns(
      ws.dir,
      [
        { tool_calls: [{ name: "write_to_file", input: { path: "f", content: "1" } }] },
        { tool_calls: [{ name: "noop", input: {} }] },
        complete(),
      ],
      { limits: { maxTurns: 2, maxCostUsd: 5, timeoutMinutes: 5 } },
    );
    expect(h.outcome).toMatchObject({ kind: "budget_exceeded", limit: "max_turns", turns: 2 });
    expect(h.outcome.message).toContain("limits.max_turns = 2");
    expect(h.outcome.commits).toHaveLength(1);
    expect(h.checkpointer.finished).toEqual([false]);
  });

  it("stops as stuck after max_tool_errors failed calls in a row", async () => {
    const fail = { tool_calls: [{ name: "fail", input: {} }] };
    const h = await runTurns(
      ws.dir,
      [fail, { tool_calls: [{ name: "noop", input: {} }] }, fail, fail, fail, complete()],
      { limits: { maxTurns: 50, maxCostUsd: 5, timeoutMinutes: 5, maxToolErrors: 3 } },
    );
    expect(h.outcome).toMatchObject({ kind: "stuck", limit: "tool_errors", turns: 5 });
    expect(h.outcome.message).toContain("limits.max_tool_errors = 3");
  });

  it("answers every call of the turn in which a limit stops the run", async () => {
    const fail = { name: "fail", input: {} };
    const h = await runTurns(
      ws.dir,
      [{ tool_calls: [fail, { ...fail, input: { a: 1 } }, { ...fail, input: { a: 2 } }, { name: "noop", input: {} }] }],
      { limits: { maxTurns: 50, maxCostUsd: 5, timeoutMinutes: 5, maxToolErrors: 3 } },
    );
    expect(h.outcome).toMatchObject({ kind: "stuck", limit: "tool_errors", turns: 1 });
    const messages = h.saved.at(-1)?.messages ?? [];
    expectValidHistory(messages);
    expect(toolResults(messages)).toEqual([
      "this always fails",
      "this always fails",
      "this always fails",
      "Not run: the run stopped before this call finished. Call it again if it is still needed.",
    ]);
  });

  it("warns at the third identical call and stops at the fifth", async () => {
    const same = { tool_calls: [{ name: "noop", input: { n: 1 } }] };
    const h = await runTurns(ws.dir, [same, same, same, same, same, complete()]);
    expect(h.outcome).toMatchObject({ kind: "budget_exceeded", limit: "repeated_call", turns: 5 });
    const results = toolResults(h.saved.at(-1)?.messages ?? []);
    expect(results[1]).toBe("ok");
    expect(results[2]).toContain("you have made this exact noop call 3 times in a row");
    expect(results[4]).toMatch(/^Not run: the run stopped before this call finished/);
    expectValidHistory(h.saved.at(-1)?.messages ?? []);
  });

  it("stops at timeout_minutes while a tool is running", async () => {
    const hang = {
      name: "hang",
      description: "waits until aborted",
      inputSchema: { type: "object" },
      source: "core",
      parse: (input: unknown) => ({ ok: true as const, value: input }),
      access: () => ({ kind: "other" as const }),
      execute: (_: unknown, ctx: { signal: AbortSignal }) =>
        new Promise<never>((_resolve, reject) =>
          ctx.signal.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    };
    const h = await runTurns(ws.dir, [{ tool_calls: [{ name: "hang", input: {} }] }], {
      tools: [hang],
      limits: { maxTurns: 5, maxCostUsd: 5, timeoutMinutes: 0.001 },
    });
    expect(h.outcome).toMatchObject({ kind: "budget_exceeded", limit: "timeout_minutes" });
    expect(h.outcome.message).toContain("Raise limits.timeout_minutes");
    expectValidHistory(h.saved.at(-1)?.messages ?? []);
  });

  it("ends as cancelled when the caller aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const h = await runTurns(ws.dir, [complete()], { signal: controller.signal });
    expect(h.outcome.kind).toBe("cancelled");
  });
});

describe("runSession without helpers", () => {
  it("uses the model's cost function and stops at max_cost_usd", async () => {
    const checkpointer = recordingCheckpointer();
    const { createReplayModel } = await import("../../src/agent/models/replay.js");
    const { parseCassette } = await import("../../src/agent/models/cassette.js");
    const { Redactor } = await import("../../src/secrets/redactor.js");
    const { testTools } = await import("./helpers/tools.js");
    const usage = { input_tokens: 1_000_000, output_tokens: 100_000 };
    const model = createReplayModel(
      parseCassette(
        {
          turns: [
            { tool_calls: [{ name: "noop" }], usage },
            { tool_calls: [{ name: "noop", input: { n: 2 } }], usage },
            { tool_calls: [{ name: "attempt_completion", input: { result: "x" } }] },
          ],
        },
        "c.yml",
      ),
      { file: "c.yml", costUsd: (u) => u.inputTokens * 3e-6 + u.outputTokens * 15e-6 },
    );
    const outcome = await runSession({
      model,
      tools: testTools(),
      policy: tablePolicy({}),
      checkpointer,
      system: "s",
      prompt: "p",
      limits: { maxTurns: 10, maxCostUsd: 8, timeoutMinutes: 5 },
      workspace: ws.dir,
      env: {},
      emit: () => {},
      redactor: new Redactor(),
    });
    expect(outcome).toMatchObject({ kind: "budget_exceeded", limit: "max_cost_usd", turns: 2 });
    expect(outcome.costUsd).toBeCloseTo(9);
    expect(outcome.usage).toEqual({
      inputTokens: 2_000_000,
      outputTokens: 200_000,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
    expect(outcome.message).toContain("limits.max_cost_usd = $8");
  });
});
