import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ModelMessage } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSession } from "../../src/agent/loop.js";
import { recordingCheckpointer } from "./helpers/checkpointer.js";
import { tablePolicy } from "./helpers/policy.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

const complete = (result = "done") => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

/** The text of every tool result in a message list, in order. */
function toolResults(messages: ModelMessage[]): string[] {
  return messages.flatMap((m) =>
    m.role === "tool"
      ? m.content.flatMap((p) =>
          p.type === "tool-result" && (p.output.type === "text" || p.output.type === "error-text")
            ? [p.output.value]
            : [],
        )
      : [],
  );
}

/** Every tool call in the history has exactly one result in the tool message right after it. */
function expectValidHistory(messages: ModelMessage[]): void {
  messages.forEach((m, i) => {
    if (m.role !== "assistant" || typeof m.content === "string") return;
    const ids = m.content.flatMap((p) => (p.type === "tool-call" ? [p.toolCallId] : []));
    if (!ids.length) return;
    const next = messages[i + 1];
    const answered =
      next?.role === "tool" ? next.content.flatMap((p) => (p.type === "tool-result" ? [p.toolCallId] : [])) : [];
    expect(answered).toEqual(ids);
  });
}

describe("runSession", () => {
  it("writes a file, checkpoints it and completes", async () => {
    const h = await runTurns(ws.dir, [
      { text: "Writing.", tool_calls: [{ name: "write_to_file", input: { path: "src/a.ts", content: "x" } }] },
      complete("Wrote a.ts"),
    ]);
    expect(h.outcome.kind).toBe("completed");
    expect(h.outcome.result).toBe("Wrote a.ts");
    expect(h.outcome.turns).toBe(2);
    expect(await readFile(path.join(ws.dir, "src/a.ts"), "utf8")).toBe("x");
    expect(h.checkpointer.requests).toEqual([
      { step: 1, tool: "write_to_file", summary: "src/a.ts", paths: ["src/a.ts"] },
    ]);
    expect(h.outcome.commits.map((c) => c.tool)).toEqual(["write_to_file"]);
    const tool = h.events.find((e) => e.type === "tool");
    expect(tool).toMatchObject({
      step: 1,
      name: "write_to_file",
      decision: "allow",
      ok: true,
      checkpoint: h.outcome.commits[0]?.sha,
    });
    expect(h.events.at(-1)).toMatchObject({ type: "end", outcome: "completed", turns: 2 });
    expect(h.checkpointer.finished).toEqual([true]);
    // Saved after each turn and once at the end.
    expect(h.saved).toHaveLength(3);
    expect(h.saved.at(-1)?.checkpoints).toHaveLength(1);
  });

  it("ends with no_changes when the agent completes without committing anything", async () => {
    const h = await runTurns(ws.dir, [
      { tool_calls: [{ name: "read_file", input: { path: "nope.txt" } }] },
      complete(),
    ]);
    expect(h.outcome.kind).toBe("no_changes");
    expect(h.checkpointer.requests).toEqual([]);
  });

  it("tells the model about an unknown tool and goes on", async () => {
    const h = await runTurns(ws.dir, [{ tool_calls: [{ name: "delete_everything", input: {} }] }, complete()]);
    expect(h.outcome.kind).toBe("no_changes");
    const last = h.saved.at(-1);
    const results = toolResults(last?.messages ?? []);
    expect(results[0]).toContain('There is no tool named "delete_everything"');
    expect(results[0]).toContain("write_to_file");
    expect(h.events.find((e) => e.type === "tool")).toMatchObject({
      decision: "deny",
      rule: "not run: unknown tool",
      ok: false,
    });
  });

  it("reports arguments that are not JSON or miss a required field", async () => {
    const h = await runTurns(ws.dir, [
      { tool_calls: [{ name: "write_to_file", input: '{"path": "a.ts", "content": ' }] },
      { tool_calls: [{ name: "write_to_file", input: { path: "a.ts" } }] },
      complete(),
    ]);
    const results = toolResults(h.saved.at(-1)?.messages ?? []);
    expect(results[0]).toMatch(/not valid JSON/);
    expect(results[1]).toMatch(/content: .*expected string/i);
    expect(h.outcome.kind).toBe("no_changes");
  });

  it("gives a denied call back to the model as an error and continues", async () => {
    const policy = tablePolicy({ write_to_file: "deny" });
    const h = await runTurns(
      ws.dir,
      [{ tool_calls: [{ name: "write_to_file", input: { path: "a", content: "b" } }] }, complete()],
      {
        policy,
      },
    );
    expect(toolResults(h.saved.at(-1)?.messages ?? [])[0]).toMatch(
      /^Denied by test\.table\[write_to_file\]: deny: protected/,
    );
    expect(h.checkpointer.requests).toEqual([]);
    expect(policy.calls[0]).toMatchObject({ tool: "write_to_file", access: { kind: "write", paths: ["a"] } });
  });

  it("turns a tool that throws into an error result and a log event", async () => {
    const boom = {
      name: "boom",
      description: "throws",
      inputSchema: { type: "object" },
      source: "core",
      parse: (input: unknown) => ({ ok: true as const, value: input }),
      access: () => ({ kind: "other" as const }),
      execute: async () => {
        throw new Error("disk on fire");
      },
    };
    const { testTools } = await import("./helpers/tools.js");
    const h = await runTurns(ws.dir, [{ tool_calls: [{ name: "boom", input: {} }] }, complete()], {
      tools: [...testTools(), boom],
    });
    expect(h.outcome.kind).toBe("completed");
    expect(toolResults(h.saved.at(-1)?.messages ?? [])[0]).toMatch(
      /^boom failed: disk on fire\. Try a different approach/,
    );
    expect(h.events).toContainEqual({ type: "log", level: "error", source: "tool boom", message: "disk on fire" });
  });

  it("nudges the model when it answers without a tool", async () => {
    const h = await runTurns(ws.dir, [{ text: "I think it's fine." }, complete()]);
    expect(h.outcome.kind).toBe("no_changes");
    const nudge = h.saved.at(-1)?.messages[2];
    expect(nudge).toMatchObject({ role: "user" });
    expect(JSON.stringify(nudge)).toContain("without calling a tool");
  });

  it("fails cleanly when the cassette runs out", async () => {
    const h = await runTurns(ws.dir, [{ tool_calls: [{ name: "noop", input: {} }] }]);
    expect(h.outcome.kind).toBe("failed");
    expect(h.outcome.message).toBe(
      "cassette inline.yml has 1 turns; the run asked for turn 2. Record a longer cassette or end it with attempt_completion.",
    );
  });

  it("passes the whole history to the model each turn", async () => {
    const h = await runTurns(ws.dir, [{ tool_calls: [{ name: "noop", input: {} }] }, complete()]);
    expect(h.requests).toEqual([{ messages: 1 }, { messages: 3 }]);
  });
});

describe("approval and resume", () => {
  it("pauses on ask without an approver, skips later calls, and resumes on approval", async () => {
    const policy = tablePolicy({ write_to_file: "ask" });
    const first = await runTurns(
      ws.dir,
      [
        {
          tool_calls: [
            { name: "noop", input: {} },
            { name: "write_to_file", input: { path: "b.txt", content: "B" } },
            { name: "noop", input: { n: 2 } },
          ],
        },
      ],
      { policy },
    );
    expect(first.outcome.kind).toBe("awaiting_approval");
    expect(first.outcome.pending).toMatchObject({
      name: "write_to_file",
      input: { path: "b.txt", content: "B" },
      suggestion: "- allow: write_to_file",
    });
    expect(first.events.filter((e) => e.type === "tool").map((e) => e.type === "tool" && e.name)).toEqual(["noop"]);
    const state = first.saved.at(-1);
    expect(state?.pending?.name).toBe("write_to_file");
    expect(toolResults(state?.messages ?? [])[1]).toMatch(/^Not run: an earlier call/);

    const second = await runTurns(ws.dir, [complete("ok")], {
      policy,
      ...(state ? { resume: state } : {}),
      answer: { kind: "approval", approved: true },
    });
    expect(second.outcome.kind).toBe("completed");
    expect(await readFile(path.join(ws.dir, "b.txt"), "utf8")).toBe("B");
    expect(second.events.find((e) => e.type === "tool")).toMatchObject({ step: 2, decision: "ask", ok: true });
    // The result lands between the other two, in call order.
    const resumed = second.saved.at(-1)?.messages ?? [];
    const results = toolResults(resumed);
    expect(results[0]).toBe("ok");
    expect(results[1]).toBe("wrote b.txt");
    expect(results[2]).toMatch(/^Not run/);
    expect(second.outcome.turns).toBe(2);
    expectValidHistory(resumed);
  });

  it("refuses the pending call with the reason on a deny answer", async () => {
    const policy = tablePolicy({ write_to_file: "ask" });
    const first = await runTurns(
      ws.dir,
      [{ tool_calls: [{ name: "write_to_file", input: { path: "c", content: "C" } }] }],
      { policy },
    );
    const state = first.saved.at(-1);
    const second = await runTurns(ws.dir, [complete()], {
      policy,
      ...(state ? { resume: state } : {}),
      answer: { kind: "approval", approved: false, reason: "not in this PR" },
    });
    expect(second.outcome.kind).toBe("no_changes");
    expect(toolResults(second.saved.at(-1)?.messages ?? [])[0]).toContain(
      "The user denied this write_to_file call: not in this PR",
    );
  });

  it("an approval never overrides a deny: a rule added since the pause still refuses the call", async () => {
    const first = await runTurns(
      ws.dir,
      [{ tool_calls: [{ name: "write_to_file", input: { path: "d.txt", content: "D" } }] }],
      { policy: tablePolicy({ write_to_file: "ask" }) },
    );
    const state = first.saved.at(-1);
    expect(state?.pending?.name).toBe("write_to_file");
    const second = await runTurns(ws.dir, [complete()], {
      policy: tablePolicy({ write_to_file: "deny" }),
      ...(state ? { resume: state } : {}),
      answer: { kind: "approval", approved: true },
    });
    expect(second.events.find((e) => e.type === "tool")).toMatchObject({
      name: "write_to_file",
      decision: "deny",
      ok: false,
    });
    await expect(readFile(path.join(ws.dir, "d.txt"), "utf8")).rejects.toThrow(/ENOENT/);
    expect(toolResults(second.saved.at(-1)?.messages ?? [])[0]).toContain("does not override a deny rule");
  });

  it("rejects a resume with the wrong kind of answer", async () => {
    const first = await runTurns(ws.dir, [
      { tool_calls: [{ name: "ask_followup_question", input: { question: "Which file?" } }] },
    ]);
    expect(first.outcome).toMatchObject({ kind: "needs_input", result: "Which file?" });
    const state = first.saved.at(-1);
    const wrong = await runTurns(ws.dir, [complete()], {
      ...(state ? { resume: state } : {}),
      answer: { kind: "approval", approved: true },
    });
    expect(wrong.outcome.kind).toBe("failed");
    expect(wrong.outcome.message).toContain("waiting for a reply to: Which file?");
    const right = await runTurns(ws.dir, [complete()], {
      ...(state ? { resume: state } : {}),
      answer: { kind: "reply", text: "a.ts" },
    });
    expect(right.outcome.kind).toBe("no_changes");
    expect(toolResults(right.saved.at(-1)?.messages ?? [])[0]).toBe("The user replied:\na.ts");
  });

  it("asks the approver; 'no' is a refusal to the model and 'always' stops asking about that exact call", async () => {
    const policy = tablePolicy({ write_to_file: "ask", noop: "ask" });
    const answers = ["no", "always", "yes"] as const;
    const asked: string[] = [];
    const h = await runTurns(
      ws.dir,
      [
        { tool_calls: [{ name: "noop", input: {} }] },
        { tool_calls: [{ name: "write_to_file", input: { path: "d", content: "D" } }] },
        { tool_calls: [{ name: "write_to_file", input: { content: "D", path: "d" } }] },
        { tool_calls: [{ name: "write_to_file", input: { path: "e", content: "E" } }] },
        complete(),
      ],
      {
        policy,
        approver: async (call) => {
          asked.push(call.name);
          return answers[asked.length - 1] ?? "no";
        },
      },
    );
    // The repeated d call (keys in another order) is not asked again; the e call is.
    expect(asked).toEqual(["noop", "write_to_file", "write_to_file"]);
    expect(h.outcome.kind).toBe("completed");
    expect(h.outcome.commits).toHaveLength(3);
    expect(h.events.filter((e) => e.type === "tool").map((e) => e.type === "tool" && e.rule)[2]).toBe(
      "approver: always allow this write_to_file call",
    );
    expect(toolResults(h.saved.at(-1)?.messages ?? [])[0]).toContain("The user declined this noop call");
  });
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
    const { Redactor } = await import("../../src/config/secrets.js");
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
