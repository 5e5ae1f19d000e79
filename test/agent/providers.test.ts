/**
 * The real AI SDK providers against recorded wire formats, with nock standing in
 * for the provider APIs (the network edge). Retries sleep through an injected
 * function so no test waits.
 */
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ContextLengthError, ModelConfigError, ModelError } from "../../src/agent/errors.js";
import { createModel } from "../../src/agent/models/create-model.js";
import { parseModelFlag } from "../../src/agent/models/model-spec.js";
import type { ModelRequest } from "../../src/agent/types.js";

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

const delays: number[] = [];
const retry = { maxAttempts: 3, sleep: async (ms: number) => void delays.push(ms) };

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  delays.length = 0;
});
afterAll(() => nock.enableNetConnect());

const request = (): ModelRequest => ({
  system: "You are a test.",
  messages: [
    { role: "user", content: "Fix it." },
    {
      role: "assistant",
      content: [{ type: "tool-call", toolCallId: "toolu_0", toolName: "read_file", input: { path: "a.ts" } }],
    },
    {
      role: "tool",
      content: [
        { type: "tool-result", toolCallId: "toolu_0", toolName: "read_file", output: { type: "text", value: "x" } },
      ],
    },
  ],
  tools: [
    {
      name: "read_file",
      description: "Read a file",
      inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    },
    {
      name: "attempt_completion",
      description: "Finish",
      inputSchema: { type: "object", properties: { result: { type: "string" } } },
    },
  ],
  signal: new AbortController().signal,
});

const anthropicBody = {
  id: "msg_1",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [
    { type: "text", text: "Reading it." },
    { type: "tool_use", id: "toolu_1", name: "read_file", input: { path: "src/a.ts" } },
  ],
  stop_reason: "tool_use",
  stop_sequence: null,
  usage: { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 50, cache_read_input_tokens: 1000 },
};

const anthropic = () =>
  createModel({ provider: "anthropic", name: "claude-sonnet-4-5" }, { ANTHROPIC_API_KEY: "sk-ant-test" }, { retry });

describe("anthropic", () => {
  it("returns tool calls, cache usage and cost, and puts breakpoints on the system prompt, the previous request's end and the last message", async () => {
    let sent: unknown;
    nock("https://api.anthropic.com")
      .post("/v1/messages", (body) => {
        sent = body;
        return true;
      })
      .matchHeader("x-api-key", "sk-ant-test")
      .reply(200, anthropicBody);
    const model = anthropic();
    const response = await model.generate(request());
    expect(response.text).toBe("Reading it.");
    expect(response.toolCalls).toEqual([{ id: "toolu_1", name: "read_file", input: { path: "src/a.ts" } }]);
    expect(response.usage).toEqual({ inputTokens: 100, outputTokens: 20, cacheReadTokens: 1000, cacheWriteTokens: 50 });
    // $3 in, $15 out, $0.30 cache read, $3.75 cache write per Mtok.
    expect(model.costUsd?.(response.usage)).toBeCloseTo((100 * 3 + 20 * 15 + 1000 * 0.3 + 50 * 3.75) / 1e6, 12);
    expect(model.contextWindow).toBe(200_000);
    const body = JSON.stringify(sent);
    const marks = body.match(/"cache_control":\{"type":"ephemeral"\}/g) ?? [];
    expect(marks).toHaveLength(3);
    const ephemeral = { type: "ephemeral" };
    expect(sent).toMatchObject({
      // The system prompt comes after the tools in Anthropic's prompt order: its breakpoint caches both.
      system: [{ type: "text", text: "You are a test.", cache_control: ephemeral }],
      tools: [{ name: "read_file" }, { name: "attempt_completion" }],
      messages: [
        { role: "user", content: [{ type: "text", text: "Fix it.", cache_control: ephemeral }] },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_0" }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_0", cache_control: ephemeral }] },
      ],
    });
  });

  it("waits as retry-after says on 429, then succeeds", async () => {
    nock("https://api.anthropic.com")
      .post("/v1/messages")
      .reply(429, { type: "error", error: { type: "rate_limit_error", message: "slow down" } }, { "retry-after": "2" })
      .post("/v1/messages")
      .reply(
        529,
        { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
        { "retry-after-ms": "150" },
      )
      .post("/v1/messages")
      .reply(200, anthropicBody);
    const response = await anthropic().generate(request());
    expect(response.toolCalls[0]?.name).toBe("read_file");
    expect(delays).toEqual([2000, 150]);
  });

  it("gives up after three 500s with a clean ModelError", async () => {
    nock("https://api.anthropic.com")
      .post("/v1/messages")
      .times(3)
      .reply(500, { type: "error", error: { type: "api_error", message: "Internal server error" } });
    const error = await anthropic()
      .generate(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect(error).toMatchObject({ provider: "anthropic", status: 500 });
    expect(messageOf(error)).toBe(
      "anthropic API returned HTTP 500: Internal server error — gave up after 3 attempts. Try again later, or check the provider's status page.",
    );
    expect(delays).toEqual([2000, 4000]);
    expect(nock.isDone()).toBe(true);
  });

  it("turns a prompt-too-long 400 into a ContextLengthError without retrying", async () => {
    nock("https://api.anthropic.com")
      .post("/v1/messages")
      .reply(400, {
        type: "error",
        error: { type: "invalid_request_error", message: "prompt is too long: 210000 tokens > 200000 maximum" },
      });
    const error = await anthropic()
      .generate(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContextLengthError);
    expect(messageOf(error)).toContain("prompt is too long: 210000 tokens > 200000 maximum");
    expect(delays).toEqual([]);
  });

  it("reports a malformed body without retrying", async () => {
    nock("https://api.anthropic.com").post("/v1/messages").reply(200, { hello: "world" });
    const error = await anthropic()
      .generate(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect(error).toMatchObject({ code: "malformed", provider: "anthropic" });
    expect(messageOf(error)).toMatch(/^anthropic API returned a response Patchbay could not read/);
    expect(delays).toEqual([]);
  });

  it("says which variable to set when the key is missing", () => {
    expect(() => createModel({ provider: "anthropic", name: "claude-sonnet-4-5" }, {})).toThrow(
      /set the environment variable ANTHROPIC_API_KEY/,
    );
    expect(() =>
      createModel({ provider: "openai", name: "gpt-5", api_key_env: "MY_KEY" }, { OPENAI_API_KEY: "x" }),
    ).toThrow(
      new ModelConfigError(
        "no API key for openai/gpt-5: set the environment variable MY_KEY (named by model.api_key_env).",
      ),
    );
  });
});

describe("openai", () => {
  it("reads Chat Completions tool calls, cached tokens and invalid JSON arguments (openai-compatible)", async () => {
    nock("http://127.0.0.1:11434")
      .post("/v1/chat/completions")
      .reply(200, {
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "llama3.1",
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: null,
              tool_calls: [
                { id: "call_1", type: "function", function: { name: "read_file", arguments: '{"path":"a.ts"}' } },
                { id: "call_2", type: "function", function: { name: "read_file", arguments: '{"path": "a.ts"' } },
              ],
            },
            finish_reason: "tool_calls",
          },
        ],
        usage: {
          prompt_tokens: 100,
          completion_tokens: 20,
          total_tokens: 120,
          prompt_tokens_details: { cached_tokens: 60 },
        },
      });
    const warnings: string[] = [];
    const model = createModel(
      { provider: "openai-compatible", name: "llama3.1", base_url: "http://127.0.0.1:11434/v1" },
      {},
      { retry, warn: (m) => warnings.push(m) },
    );
    const response = await model.generate(request());
    expect(response.toolCalls[0]).toEqual({ id: "call_1", name: "read_file", input: { path: "a.ts" } });
    expect(response.toolCalls[1]).toMatchObject({ id: "call_2", name: "read_file", input: '{"path": "a.ts"' });
    expect(response.toolCalls[1]?.parseError).toMatch(/not valid JSON/);
    expect(response.usage).toEqual({ inputTokens: 40, outputTokens: 20, cacheReadTokens: 60, cacheWriteTokens: 0 });
    expect(model.costUsd?.(response.usage)).toBe(0);
    expect(warnings[0]).toMatch(/no price known for openai-compatible\/llama3.1.*model.prices/);
  });

  it("reads Responses API function calls and usage (openai), and sends one prompt_cache_key per system prompt", async () => {
    const keys: unknown[] = [];
    nock("https://api.openai.com")
      .post("/v1/responses", (body) => {
        keys.push(body.prompt_cache_key);
        return true;
      })
      .times(3)
      .reply(200, {
        id: "resp_1",
        object: "response",
        created_at: 1,
        status: "completed",
        model: "gpt-5",
        incomplete_details: null,
        output: [
          {
            type: "function_call",
            id: "fc_1",
            call_id: "call_9",
            name: "attempt_completion",
            arguments: '{"result":"done"}',
            status: "completed",
          },
        ],
        usage: {
          input_tokens: 1000,
          output_tokens: 50,
          total_tokens: 1050,
          input_tokens_details: { cached_tokens: 800 },
          output_tokens_details: { reasoning_tokens: 0 },
        },
      });
    const model = createModel({ provider: "openai", name: "gpt-5" }, { OPENAI_API_KEY: "sk-test" }, { retry });
    const response = await model.generate(request());
    expect(response.toolCalls).toEqual([{ id: "call_9", name: "attempt_completion", input: { result: "done" } }]);
    expect(response.usage).toEqual({ inputTokens: 200, outputTokens: 50, cacheReadTokens: 800, cacheWriteTokens: 0 });
    expect(model.costUsd?.(response.usage)).toBeCloseTo((200 * 1.25 + 50 * 10 + 800 * 0.125) / 1e6, 12);
    // OpenAI routes requests with the same key to the same cache: a run's requests share one, another run's differs.
    await model.generate(request());
    await model.generate({ ...request(), system: "You are another run." });
    expect(keys[0]).toMatch(/^patchbay-[0-9a-f]{24}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("openai errors", () => {
  it("retries a 429 after retry-after-ms and maps context_length_exceeded to ContextLengthError", async () => {
    nock("https://api.openai.com")
      .post("/v1/responses")
      .reply(
        429,
        { error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" } },
        { "retry-after-ms": "20" },
      )
      .post("/v1/responses")
      .reply(400, {
        error: {
          message:
            "This model's maximum context length is 400000 tokens. However, your messages resulted in 512000 tokens.",
          type: "invalid_request_error",
          code: "context_length_exceeded",
        },
      });
    const model = createModel({ provider: "openai", name: "gpt-5" }, { OPENAI_API_KEY: "sk-test" }, { retry });
    const error = await model.generate(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContextLengthError);
    expect(messageOf(error)).toContain("maximum context length is 400000 tokens");
    expect(delays).toEqual([20]);
  });

  it("does not retry a 401 and says to check the key", async () => {
    nock("https://api.openai.com")
      .post("/v1/responses")
      .reply(401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" },
      });
    const model = createModel({ provider: "openai", name: "gpt-5" }, { OPENAI_API_KEY: "sk-bad" }, { retry });
    await expect(model.generate(request())).rejects.toThrow(
      "openai API returned HTTP 401: Incorrect API key provided. Check the API key (model.api_key_env) and its permissions.",
    );
    expect(delays).toEqual([]);
  });
});

describe("parseModelFlag", () => {
  it("parses provider/name and replay:FILE, and rejects the rest", () => {
    expect(parseModelFlag("anthropic/claude-sonnet-4-5")).toEqual({ provider: "anthropic", name: "claude-sonnet-4-5" });
    expect(parseModelFlag("openai-compatible/qwen/qwen3-coder")).toEqual({
      provider: "openai-compatible",
      name: "qwen/qwen3-coder",
    });
    expect(parseModelFlag("replay:cassettes/fix.yml")).toEqual({ provider: "replay", name: "cassettes/fix.yml" });
    expect(() => parseModelFlag("claude")).toThrow(/is not PROVIDER\/NAME or replay:FILE/);
    expect(() => parseModelFlag("mistral/large")).toThrow(ModelConfigError);
  });
});
