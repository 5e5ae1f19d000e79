/**
 * Built-in prices (USD per million tokens) and context windows for current models.
 * `model.prices` / `model.context_window` in config override them (docs/decisions/0002-one-config-file-with-safe-defaults.md).
 * Lookup is by longest matching prefix so dated ids ("claude-sonnet-4-5-20250929")
 * and regional Bedrock ids ("us.anthropic.claude-…") find their family.
 */
import type { ModelConfig } from "../../config/schema.js";
import type { Usage } from "../types.js";

interface Prices {
  input_per_mtok: number;
  output_per_mtok: number;
  cache_read_per_mtok?: number;
  cache_write_per_mtok?: number;
}

interface ModelInfo {
  prices: Prices;
  contextWindow: number;
}

const claude = (input: number, output: number, contextWindow = 200_000): ModelInfo => ({
  // Anthropic: cache reads are 0.1× input, 5-minute cache writes 1.25× input.
  prices: {
    input_per_mtok: input,
    output_per_mtok: output,
    cache_read_per_mtok: input * 0.1,
    cache_write_per_mtok: input * 1.25,
  },
  contextWindow,
});

const openai = (input: number, output: number, cacheRead: number, contextWindow: number): ModelInfo => ({
  prices: {
    input_per_mtok: input,
    output_per_mtok: output,
    cache_read_per_mtok: cacheRead,
    cache_write_per_mtok: input,
  },
  contextWindow,
});

const gemini = (input: number, output: number, cacheRead: number, contextWindow = 1_048_576): ModelInfo => ({
  prices: {
    input_per_mtok: input,
    output_per_mtok: output,
    cache_read_per_mtok: cacheRead,
    cache_write_per_mtok: input,
  },
  contextWindow,
});

/** Keys are model-name prefixes, matched after stripping a Bedrock region/vendor prefix. */
const TABLE: Record<string, ModelInfo> = {
  "claude-opus-4-5": claude(5, 25),
  "claude-opus-4-1": claude(15, 75),
  "claude-opus-4": claude(15, 75),
  "claude-sonnet-4-5": claude(3, 15),
  "claude-sonnet-4": claude(3, 15),
  "claude-haiku-4-5": claude(1, 5),
  "claude-3-7-sonnet": claude(3, 15),
  "claude-3-5-sonnet": claude(3, 15),
  "claude-3-5-haiku": claude(0.8, 4),
  "claude-3-haiku": claude(0.25, 1.25),
  "gpt-5.1": openai(1.25, 10, 0.125, 400_000),
  "gpt-5-mini": openai(0.25, 2, 0.025, 400_000),
  "gpt-5-nano": openai(0.05, 0.4, 0.005, 400_000),
  "gpt-5": openai(1.25, 10, 0.125, 400_000),
  "gpt-4.1-mini": openai(0.4, 1.6, 0.1, 1_047_576),
  "gpt-4.1-nano": openai(0.1, 0.4, 0.025, 1_047_576),
  "gpt-4.1": openai(2, 8, 0.5, 1_047_576),
  "gpt-4o-mini": openai(0.15, 0.6, 0.075, 128_000),
  "gpt-4o": openai(2.5, 10, 1.25, 128_000),
  o3: openai(2, 8, 0.5, 200_000),
  "o4-mini": openai(1.1, 4.4, 0.275, 200_000),
  "gemini-2.5-pro": gemini(1.25, 10, 0.125),
  "gemini-2.5-flash-lite": gemini(0.1, 0.4, 0.01),
  "gemini-2.5-flash": gemini(0.3, 2.5, 0.03),
  "gemini-2.0-flash": gemini(0.1, 0.4, 0.025),
};

/** For models the table does not know: a window small enough to be safe on most servers. */
const DEFAULT_CONTEXT_WINDOW = 128_000;

const KEYS_LONGEST_FIRST = Object.keys(TABLE).sort((a, b) => b.length - a.length);

/** Finds the table entry for a model name, or undefined. */
export function lookupModel(name: string): ModelInfo | undefined {
  // "us.anthropic.claude-sonnet-4-5-20250929-v1:0" → "claude-sonnet-4-5-20250929-v1:0"; "models/gemini-…" → "gemini-…"
  const bare = name.replace(/^models\//, "").replace(/^(?:[a-z]{2}\.)?anthropic\./, "");
  const key = KEYS_LONGEST_FIRST.find((k) => bare === k || bare.startsWith(`${k}-`) || bare.startsWith(`${k}@`));
  return key ? TABLE[key] : undefined;
}

export function contextWindowFor(spec: Pick<ModelConfig, "name" | "context_window">): number {
  return spec.context_window ?? lookupModel(spec.name)?.contextWindow ?? DEFAULT_CONTEXT_WINDOW;
}

/** Cost of one turn's usage. Cache reads/writes default to the input price when a table has none. */
function costOf(usage: Usage, prices: Prices): number {
  const perToken = (perMtok: number) => perMtok / 1_000_000;
  return (
    usage.inputTokens * perToken(prices.input_per_mtok) +
    usage.outputTokens * perToken(prices.output_per_mtok) +
    usage.cacheReadTokens * perToken(prices.cache_read_per_mtok ?? prices.input_per_mtok) +
    usage.cacheWriteTokens * perToken(prices.cache_write_per_mtok ?? prices.input_per_mtok)
  );
}

/**
 * The cost function for a model: config prices win, then the table; an unknown
 * model costs 0 and `warn` is told once, so max_cost_usd cannot protect that run.
 */
export function pricing(
  spec: Pick<ModelConfig, "provider" | "name" | "prices">,
  warn: (message: string) => void = () => {},
): (usage: Usage) => number {
  const prices = spec.prices ?? lookupModel(spec.name)?.prices;
  if (!prices) {
    if (spec.provider !== "replay")
      warn(
        `no price known for ${spec.provider}/${spec.name}: cost is reported as 0 and limits.max_cost_usd cannot stop this run. Set model.prices in .github/patchbay.yml.`,
      );
    return () => 0;
  }
  return (usage) => costOf(usage, prices);
}
