import type { ModelMessage } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  COMPACT_AT_MOST,
  ContextMeter,
  compactionPoint,
  cutContext,
  estimateTokens,
} from "../../src/agent/context-window.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";

const call = (id: string, name = "read_file"): ModelMessage => ({
  role: "assistant",
  content: [{ type: "tool-call", toolCallId: id, toolName: name, input: { path: id } }],
});
const result = (id: string, text: string, name = "read_file"): ModelMessage => ({
  role: "tool",
  content: [{ type: "tool-result", toolCallId: id, toolName: name, output: { type: "text", value: text } }],
});

function conversation(exchanges: number, outputChars: number): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: "user", content: "the task" }];
  for (let i = 1; i <= exchanges; i++) messages.push(call(`c${i}`), result(`c${i}`, `${i}:`.padEnd(outputChars, "x")));
  return messages;
}

describe("cutContext", () => {
  it("stubs large old outputs first and keeps the recent ones", () => {
    const messages = conversation(6, 4000);
    const full = estimateTokens(messages);
    const { messages: out, dropped, stubbed } = cutContext(messages, full - 2000, 0);
    expect(dropped).toBe(0);
    expect(stubbed).toBeGreaterThanOrEqual(2);
    expect(out).toHaveLength(messages.length);
    expect(JSON.stringify(out[2])).toContain("was removed to save context");
    // The last two exchanges are untouched.
    expect(out.slice(-4)).toEqual(messages.slice(-4));
    // The input is not modified.
    expect(JSON.stringify(messages[2])).not.toContain("removed");
  });

  it("drops whole old exchanges, keeps the task and the first turn, and leaves one notice", () => {
    const messages = conversation(8, 100);
    const first = cutContext(messages, 200, 0);
    expect(first.dropped).toBeGreaterThan(0);
    expect(first.messages[0]).toEqual(messages[0]);
    expect(first.messages[1]).toEqual(messages[1]);
    expect(first.messages[2]).toEqual(messages[2]);
    const notice = first.messages[3];
    expect(notice).toMatchObject({ role: "user" });
    expect(String(notice?.content)).toMatch(/^\[Patchbay: \d+ earlier messages/);
    expect(first.messages.slice(-4)).toEqual(messages.slice(-4));
    // Every remaining tool result still follows its call.
    for (let i = 0; i < first.messages.length; i++) {
      if (first.messages[i]?.role === "tool") expect(first.messages[i - 1]?.role).toBe("assistant");
    }
    // A second cut counts what the first removed and keeps a single notice.
    const more = [...first.messages, call("n1"), result("n1", "y"), call("n2"), result("n2", "z")];
    const second = cutContext(more, 100, 0);
    const notices = second.messages.filter((m) => typeof m.content === "string" && m.content.startsWith("[Patchbay: "));
    expect(notices).toHaveLength(1);
    expect(String(notices[0]?.content)).toContain(`${first.dropped + second.dropped} earlier messages`);
  });

  it("stubs the long arguments of old calls (a whole file written) and keeps their paths", () => {
    const written = "w".repeat(6_000);
    const messages: ModelMessage[] = [
      { role: "user", content: "the task" },
      {
        role: "assistant",
        content: [
          { type: "tool-call", toolCallId: "w1", toolName: "write_to_file", input: { path: "a.ts", content: written } },
        ],
      },
      result("w1", "wrote a.ts", "write_to_file"),
      ...conversation(3, 100).slice(1),
    ];
    const { messages: out, stubbed } = cutContext(messages, estimateTokens(messages) - 1_000, 0);
    expect(stubbed).toBe(1);
    expect(out[1]).toMatchObject({
      content: [{ input: { path: "a.ts", content: "[Patchbay: 6000 characters removed to save context.]" } }],
    });
    expect(out.slice(2)).toEqual(messages.slice(2));
  });

  it("does nothing when the conversation fits", () => {
    const messages = conversation(3, 100);
    expect(cutContext(messages, 1_000_000, 0)).toEqual({ messages, dropped: 0, stubbed: 0 });
  });
});

describe("compactionPoint", () => {
  it("compacts near the window, never above 150,000 tokens, and down to half in one batch", () => {
    // A 1M-token window would let each turn cost ever more; the cap keeps a long run's turns flat.
    expect(compactionPoint(1_048_576)).toEqual({ at: COMPACT_AT_MOST, to: COMPACT_AT_MOST / 2 });
    expect(compactionPoint(200_000)).toEqual({ at: 150_000, to: 75_000 });
    // Small windows keep a fifth free for the answer and the estimate's error.
    expect(compactionPoint(128_000)).toEqual({ at: 102_400, to: 51_200 });
    expect(compactionPoint(20_000)).toEqual({ at: 16_000, to: 8_000 });
  });
});

describe("ContextMeter", () => {
  it("estimates from the last real usage plus what was added since", () => {
    const meter = new ContextMeter();
    const messages = conversation(2, 400);
    expect(meter.estimate(messages, 50)).toBe(50 + estimateTokens(messages));
    meter.measured({ inputTokens: 1000, outputTokens: 10, cacheReadTokens: 500, cacheWriteTokens: 0 }, messages.length);
    expect(meter.estimate(messages, 50)).toBe(1510);
    const added = result("c9", "x".repeat(400));
    expect(meter.estimate([...messages, added], 50)).toBe(1510 + estimateTokens(added));
  });
});

describe("context management in the loop", () => {
  let ws: { dir: string; cleanup: () => Promise<void> };
  beforeEach(async () => {
    ws = await tempWorkspace();
  });
  afterEach(async () => {
    await ws.cleanup();
  });

  it("cuts before a request that would pass the window, and keeps going", async () => {
    const big = "y".repeat(12_000);
    // No usage in the cassette: the meter falls back to estimating the whole request.
    const turns = [
      { tool_calls: [{ name: "write_to_file", input: { path: "big.txt", content: big } }] },
      ...["1", "2", "3", "4"].map((n) => ({ tool_calls: [{ name: "read_file", input: { path: "big.txt", n } }] })),
      { tool_calls: [{ name: "attempt_completion", input: { result: "ok" } }] },
    ];
    const { createReplayModel } = await import("../../src/agent/models/replay.js");
    const { parseCassette } = await import("../../src/agent/models/cassette.js");
    const model = createReplayModel(parseCassette({ turns }, "ctx.yml"), { file: "ctx.yml", contextWindow: 12_000 });
    const h = await runTurns(ws.dir, [], { model });
    expect(h.outcome.kind).toBe("completed");
    const cuts = h.events.filter((e) => e.type === "context");
    expect(cuts.length).toBeGreaterThan(0);
    expect(cuts[0]?.message).toMatch(
      /^Context cut \(the conversation passed 9,600 tokens\) to about 4,800 tokens: \d+ old tool outputs or inputs stubbed/,
    );
  });
});
