/** The real loop over the real Anthropic provider, nock playing the API: failures end cleanly or recover. */
import nock from "nock";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createModel } from "../../src/agent/models/create-model.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";

let ws: { dir: string; cleanup: () => Promise<void> };
beforeAll(() => nock.disableNetConnect());
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  nock.cleanAll();
  await ws.cleanup();
});
afterAll(() => nock.enableNetConnect());

const reply = (id: string, name: string, input: unknown) => ({
  id: `msg_${id}`,
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [{ type: "tool_use", id: `toolu_${id}`, name, input }],
  stop_reason: "tool_use",
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
});
const tooLong = {
  type: "error",
  error: { type: "invalid_request_error", message: "prompt is too long: 250000 tokens > 200000 maximum" },
};

const model = () =>
  createModel(
    { provider: "anthropic", name: "claude-sonnet-4-5" },
    { ANTHROPIC_API_KEY: "sk-ant-loop" },
    {
      retry: { maxAttempts: 3, sleep: async () => {} },
    },
  );

describe("loop with a real provider", () => {
  it("cuts the context and retries once on a context-length error", async () => {
    const bodies: unknown[] = [];
    const record = (body: unknown) => {
      bodies.push(body);
      return true;
    };
    nock("https://api.anthropic.com")
      .post("/v1/messages", record)
      .reply(200, reply("1", "write_to_file", { path: "a.txt", content: "A".repeat(5000) }))
      .post("/v1/messages", record)
      .reply(200, reply("2", "write_to_file", { path: "b.txt", content: "b" }))
      .post("/v1/messages", record)
      .reply(200, reply("3", "read_file", { path: "a.txt" }))
      .post("/v1/messages", record)
      .reply(200, reply("4", "noop", {}))
      .post("/v1/messages", record)
      .reply(400, tooLong)
      .post("/v1/messages", record)
      .reply(200, reply("5", "attempt_completion", { result: "done" }));
    const h = await runTurns(ws.dir, [], { model: model() });
    expect(h.outcome.kind).toBe("completed");
    expect(h.outcome.turns).toBe(5);
    const context = h.events.find((e) => e.type === "context");
    expect(context?.message).toMatch(/^Context cut \(the provider said the request was too long\)/);
    expect(nock.isDone()).toBe(true);
    // The retried request is smaller than the refused one, and still starts with the task.
    const refused = JSON.stringify(bodies[4]);
    const retried = JSON.stringify(bodies[5]);
    expect(retried.length).toBeLessThan(refused.length);
    expect(retried).toContain("Do the thing.");
    expect(retried).toContain("[Patchbay: ");
  });

  it("fails cleanly when the context-length error comes back after the cut", async () => {
    nock("https://api.anthropic.com").post("/v1/messages").times(2).reply(400, tooLong);
    const h = await runTurns(ws.dir, [], { model: model() });
    expect(h.outcome.kind).toBe("failed");
    expect(h.outcome.message).toContain("anthropic: the request is longer than the model's context window");
    expect(h.events.at(-1)).toMatchObject({ type: "end", outcome: "failed" });
  });

  it("recovers from a 429 and ends as failed after three 500s, with the work so far", async () => {
    nock("https://api.anthropic.com")
      .post("/v1/messages")
      .reply(429, { type: "error", error: { type: "rate_limit_error", message: "rate" } }, { "retry-after": "1" })
      .post("/v1/messages")
      .reply(200, reply("1", "write_to_file", { path: "c.txt", content: "c" }))
      .post("/v1/messages")
      .times(3)
      .reply(500, { type: "error", error: { type: "api_error", message: "boom" } });
    const h = await runTurns(ws.dir, [], { model: model() });
    expect(h.outcome.kind).toBe("failed");
    expect(h.outcome.message).toBe(
      "anthropic API returned HTTP 500: boom — gave up after 3 attempts. Try again later, or check the provider's status page.",
    );
    expect(h.outcome.commits).toHaveLength(1);
    expect(h.outcome.turns).toBe(1);
    expect(nock.isDone()).toBe(true);
  });

  it("ends failed with a precise message on a malformed body", async () => {
    nock("https://api.anthropic.com")
      .post("/v1/messages")
      .reply(200, "<html>gateway</html>", { "content-type": "text/html" });
    const h = await runTurns(ws.dir, [], { model: model() });
    expect(h.outcome.kind).toBe("failed");
    expect(h.outcome.message).toMatch(/^anthropic API returned a response Patchbay could not read/);
  });
});
