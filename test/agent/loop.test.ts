import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
      resume: state,
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
      resume: state,
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
      resume: state,
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
      resume: state,
      answer: { kind: "approval", approved: true },
    });
    expect(wrong.outcome.kind).toBe("failed");
    expect(wrong.outcome.message).toContain("waiting for a reply to: Which file?");
    const right = await runTurns(ws.dir, [complete()], {
      resume: state,
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
