/**
 * What a request tells the provider's prompt cache. Every turn re-sends the whole
 * conversation, so what a run costs is mostly whether the provider serves that
 * prefix from its cache (bench/billing.ts measures it, under each provider's
 * documented rules).
 *
 * Anthropic caches only up to explicit breakpoints (at most 4 per request; its
 * prompt order is tools, then system, then messages), and a breakpoint finds an
 * earlier cache entry only within about 20 content blocks before it. Three are
 * spent where they pay:
 * - the system prompt: caches the tool definitions and the system prompt, the part
 *   that survives a compaction of the conversation (context-window.ts);
 * - the end of the previous request (the message before the newest assistant
 *   turn): exactly the prefix the previous request wrote, so this request reads
 *   it back however many blocks the newest turn added (a turn of many parallel
 *   calls adds more than 20);
 * - the last message: writes the conversation so far for the next request.
 *
 * OpenAI and Gemini cache prefixes automatically; OpenAI routes requests with the
 * same `prompt_cache_key` to the same cache, so a run's requests share one key.
 */
import { createHash } from "node:crypto";
import type { ModelMessage, SystemModelMessage } from "ai";

const EPHEMERAL = { anthropic: { cacheControl: { type: "ephemeral" } } } as const;

/** The system prompt as a cache breakpoint (it comes after the tools, so it caches both). */
export function cachedSystem(system: string): SystemModelMessage {
  return { role: "system", content: system, providerOptions: EPHEMERAL };
}

/**
 * This request's copy of the messages with breakpoints on the previous request's
 * end and on the last message. The stored history is not touched.
 */
export function withCacheBreakpoints(messages: ModelMessage[]): ModelMessage[] {
  const last = messages.length - 1;
  if (last < 0) return messages;
  const newestTurn = messages.findLastIndex((m) => m.role === "assistant");
  const previousEnd = newestTurn - 1;
  const out = [...messages];
  for (const i of previousEnd >= 0 && previousEnd < last ? [previousEnd, last] : [last]) {
    const message = out[i] as ModelMessage;
    out[i] = { ...message, providerOptions: { ...message.providerOptions, ...EPHEMERAL } } as ModelMessage;
  }
  return out;
}

/** One key per system prompt, i.e. per run (the prompt holds the run's nonce): OpenAI's `prompt_cache_key`. */
export function promptCacheKey(system: string): string {
  return `patchbay-${createHash("sha256").update(system).digest("hex").slice(0, 24)}`;
}
