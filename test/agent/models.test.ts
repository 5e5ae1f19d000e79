import { describe, expect, it } from "vitest";
import { ModelConfigError } from "../../src/agent/errors.js";
import { stableJson } from "../../src/agent/limits.js";
import { toUsage } from "../../src/agent/models/ai-sdk-model.js";
import { createModel } from "../../src/agent/models/create-model.js";
import { contextWindowFor, lookupModel, pricing } from "../../src/agent/models/prices.js";
import { retryAfterMs } from "../../src/agent/models/retry.js";

describe("model factory", () => {
  it("builds google, bedrock and openai-compatible models from env keys", () => {
    const google = createModel({ provider: "google", name: "gemini-2.5-pro" }, { GOOGLE_API_KEY: "g-key" });
    expect(google).toMatchObject({ id: "google/gemini-2.5-pro", contextWindow: 1_048_576 });
    const bedrock = createModel(
      { provider: "bedrock", name: "us.anthropic.claude-sonnet-4-5-20250929-v1:0" },
      { AWS_REGION: "us-east-1", AWS_ACCESS_KEY_ID: "AKIA", AWS_SECRET_ACCESS_KEY: "s" },
    );
    expect(bedrock.contextWindow).toBe(200_000);
    expect(bedrock.costUsd?.({ inputTokens: 1e6, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 })).toBe(3);
    expect(() => createModel({ provider: "bedrock", name: "x" }, { AWS_REGION: "eu-west-1" })).toThrow(
      /set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
    expect(() => createModel({ provider: "openai-compatible", name: "llama" }, {})).toThrow(ModelConfigError);
    const local = createModel(
      { provider: "openai-compatible", name: "llama", base_url: "http://127.0.0.1:1/v1", context_window: 8192 },
      {},
    );
    expect(local.contextWindow).toBe(8192);
  });
});

describe("prices", () => {
  it("finds dated and regional ids, lets config override, and warns for unknown models", () => {
    expect(lookupModel("claude-sonnet-4-5-20250929")?.prices.input_per_mtok).toBe(3);
    expect(lookupModel("claude-opus-4-5")?.prices.input_per_mtok).toBe(5);
    expect(lookupModel("claude-opus-4-1-20250805")?.prices.input_per_mtok).toBe(15);
    expect(lookupModel("gpt-4.1-mini-2025-04-14")?.prices.output_per_mtok).toBe(1.6);
    expect(contextWindowFor({ name: "gpt-4o", context_window: 1000 })).toBe(1000);
    const usage = { inputTokens: 1e6, outputTokens: 1e6, cacheReadTokens: 1e6, cacheWriteTokens: 0 };
    expect(
      pricing({ provider: "anthropic", name: "claude-haiku-4-5", prices: { input_per_mtok: 1, output_per_mtok: 2 } })(
        usage,
      ),
    ).toBe(4);
    const warnings: string[] = [];
    expect(pricing({ provider: "openai", name: "my-fine-tune" }, (m) => warnings.push(m))(usage)).toBe(0);
    expect(warnings).toEqual([expect.stringContaining("no price known for openai/my-fine-tune")]);
  });
});

describe("usage and retry helpers", () => {
  it("splits SDK usage into uncached, cache read and cache write", () => {
    const base = {
      inputTokens: 1100,
      outputTokens: 5,
      totalTokens: 1105,
      outputTokenDetails: { textTokens: 5, reasoningTokens: 0 },
    };
    expect(
      toUsage(
        {
          ...base,
          inputTokenDetails: { noCacheTokens: undefined, cacheReadTokens: 1000, cacheWriteTokens: undefined },
        },
        {
          anthropic: { cacheCreationInputTokens: 60 },
        },
      ),
    ).toEqual({ inputTokens: 40, outputTokens: 5, cacheReadTokens: 1000, cacheWriteTokens: 60 });
  });

  it("reads retry-after-ms, retry-after seconds and HTTP dates", () => {
    expect(retryAfterMs({ "Retry-After-Ms": "250" })).toBe(250);
    expect(retryAfterMs({ "retry-after": "3" })).toBe(3000);
    expect(
      retryAfterMs({ "retry-after": "Wed, 21 Oct 2015 07:28:05 GMT" }, Date.parse("Wed, 21 Oct 2015 07:28:00 GMT")),
    ).toBe(5000);
    expect(retryAfterMs({ "retry-after": "soon" })).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it("treats calls with reordered keys as the same call", () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe(stableJson({ a: { c: 3, d: 2 }, b: 1 }));
  });
});
