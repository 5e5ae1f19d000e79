/**
 * Token usage as a user reads it. Usage keeps the input in three parts because
 * each is priced apart (uncached, read from the provider's cache, written to it);
 * people want the whole input and how much of it the cache served — the same
 * figures `npm run bench` measures (bench/billing.ts).
 */
import { thousands } from "../util/thousands.js";
import type { Usage } from "./types.js";

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
  };
}

/** Every input token sent: uncached, read from cache and written to cache. */
export function inputTotal(usage: Usage): number {
  return usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
}

/** The share of input tokens the cache served, 0–1 (0 with no input). */
export function cacheShare(usage: Usage): number {
  const total = inputTotal(usage);
  return total > 0 ? usage.cacheReadTokens / total : 0;
}

/** "2,050 in (800 from cache, 39 %; 50 written to cache) / 340 out". */
export function usageLabel(usage: Usage): string {
  const share = Math.round(cacheShare(usage) * 100);
  return `${thousands(inputTotal(usage))} in (${thousands(usage.cacheReadTokens)} from cache, ${share} %; ${thousands(usage.cacheWriteTokens)} written to cache) / ${thousands(usage.outputTokens)} out`;
}
