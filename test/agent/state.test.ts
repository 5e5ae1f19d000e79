import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResumeError } from "../../src/agent/errors.js";
import { parseSavedSession } from "../../src/agent/state.js";
import { tablePolicy } from "./helpers/policy.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

describe("saved session", () => {
  it("survives JSON storage and resumes from it, keeping earlier commits, usage and turns", async () => {
    const policy = tablePolicy({ noop: "ask" });
    const first = await runTurns(
      ws.dir,
      [
        {
          tool_calls: [{ name: "write_to_file", input: { path: "a", content: "A" } }],
          usage: { input_tokens: 7, output_tokens: 1 },
        },
        { tool_calls: [{ name: "noop", input: {} }], usage: { input_tokens: 9, output_tokens: 2 } },
      ],
      { policy },
    );
    expect(first.outcome.kind).toBe("awaiting_approval");
    const stored = JSON.stringify(first.saved.at(-1));
    const state = parseSavedSession(JSON.parse(stored));
    expect(state).toMatchObject({ version: 1, turns: 2, step: 1, pending: { name: "noop" } });
    const second = await runTurns(ws.dir, [{ tool_calls: [{ name: "attempt_completion", input: { result: "r" } }] }], {
      policy,
      resume: state,
      answer: { kind: "approval", approved: true },
    });
    expect(second.outcome).toMatchObject({ kind: "completed", turns: 3 });
    expect(second.outcome.usage).toMatchObject({ inputTokens: 16, outputTokens: 3 });
    // The commit from the first run is part of the outcome even though this run's checkpointer made none.
    expect(second.outcome.commits.map((c) => c.tool)).toEqual(["write_to_file"]);
  });

  it("rejects data that is not a saved session, naming the field", () => {
    expect(() => parseSavedSession({ version: 1, messages: "nope" }, "refs/patchbay/state")).toThrow(ResumeError);
    expect(() => parseSavedSession({ version: 2 }, "refs/patchbay/state")).toThrow(
      /^refs\/patchbay\/state is not a Patchbay session \(version 1\): version: /,
    );
  });

  it("refuses an answer when nothing is pending", async () => {
    const first = await runTurns(ws.dir, [
      { tool_calls: [{ name: "noop", input: {} }] },
      { tool_calls: [{ name: "attempt_completion", input: { result: "x" } }] },
    ]);
    const state = first.saved.at(-1);
    const h = await runTurns(ws.dir, [], {
      resume: state,
      answer: { kind: "reply", text: "hi" },
    });
    expect(h.outcome.kind).toBe("failed");
    expect(h.outcome.message).toBe("the saved session is not waiting for an answer; start a new run instead.");
  });
});

describe("shrinkSavedSession", () => {
  it("cuts a large saved session below the cap and keeps it valid and resumable", async () => {
    const { shrinkSavedSession } = await import("../../src/agent/state.js");
    const ws2 = await tempWorkspace();
    try {
      const big = "q".repeat(3000);
      const turns = Array.from({ length: 12 }, (_, i) => ({
        tool_calls: [{ name: "write_to_file", input: { path: `f${i}`, content: big } }],
      }));
      const h = await runTurns(ws2.dir, [...turns, { tool_calls: [{ name: "read_file", input: { path: "f0" } }] }], {
        limits: { maxTurns: 13, maxCostUsd: 5, timeoutMinutes: 5 },
      });
      const state = h.saved.at(-1);
      if (!state) throw new Error("no state saved");
      const before = Buffer.byteLength(JSON.stringify(state));
      const small = shrinkSavedSession(state, 20_000);
      expect(before).toBeGreaterThan(20_000);
      expect(Buffer.byteLength(JSON.stringify(small))).toBeLessThanOrEqual(20_000);
      expect(small.messages[0]).toEqual(state.messages[0]);
      expect(parseSavedSession(JSON.parse(JSON.stringify(small))).messages).toHaveLength(small.messages.length);
      expect(shrinkSavedSession(small, 1_000_000)).toBe(small);
    } finally {
      await ws2.cleanup();
    }
  });
});

describe("images the request came with", () => {
  it("go to the model with the first message, and are not kept in the saved session", async () => {
    const seen: unknown[] = [];
    const png = Buffer.from("89504e470d0a1a0a0000", "hex").toString("base64");
    const h = await runTurns(ws.dir, [{ tool_calls: [{ name: "noop", input: {} }] }], {
      policy: tablePolicy({ noop: "ask" }),
      promptImages: [
        { label: "Image 1 of 1, from the issue's description by @alice:", data: png, mediaType: "image/png" },
      ],
      model: {
        id: "test/vision",
        contextWindow: 200_000,
        generate: async (req) => {
          seen.push(structuredClone(req.messages));
          return {
            text: "",
            toolCalls: [{ id: "c1", name: "noop", input: {} }],
            usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
            finishReason: "tool-calls",
          };
        },
      },
    });
    expect(h.outcome.kind).toBe("awaiting_approval");
    expect(seen[0]).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "Do the thing." },
          { type: "text", text: "Image 1 of 1, from the issue's description by @alice:" },
          { type: "image", image: png, mediaType: "image/png" },
        ],
      },
    ]);
    const saved = JSON.stringify(h.saved.at(-1));
    expect(saved).not.toContain(png);
    expect(saved).toContain("[image seen in an earlier run; not kept]");
  });
});
