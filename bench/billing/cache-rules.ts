/**
 * What each provider bills for one request, from its blocks (request-blocks.ts)
 * and what earlier requests left in its cache, under the provider's documented
 * caching rules (cited in bench/billing.ts's method column):
 *
 * - Anthropic: explicit breakpoints (at most 4, the SDK drops the rest); each
 *   breakpoint's prefix is written when it is at least the model's minimum
 *   cacheable length; a breakpoint reads the longest cached prefix ending at it or
 *   at one of the ~20 block boundaries before it; entries live 5 minutes,
 *   refreshed when read. Tokens past the last breakpoint are plain input.
 * - OpenAI: automatic: a prompt of 1,024 tokens or more reads the longest prefix
 *   it shares with a recent prompt, in steps of 128 tokens; nothing is billed for
 *   writing.
 * - Google (Gemini 2.5 implicit caching): automatic: the shared prefix with a
 *   recent request is read when it reaches the model's minimum; no write charge.
 *   Google does not promise a hit, so this is the best case of its rule.
 */
import type { Block } from "./request-blocks.js";

export interface Billed {
  /** All input tokens of the request. */
  total: number;
  cacheRead: number;
  cacheWrite: number;
  /** Input billed at the plain input price. */
  uncached: number;
}

export interface CacheRules {
  bill(blocks: Block[], nowMs: number): Billed;
}

/**
 * Prefix identities: block i's prefix id names blocks[0..i] exactly, so two
 * requests share a prefix of k blocks iff their k-th prefix ids are equal.
 */
class PrefixIds {
  private readonly ids = new Map<string, number>();
  private id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(text, id);
    }
    return id;
  }
  /** ids[k] names the first k blocks (ids[0] = 0, the empty prefix). */
  of(blocks: Block[]): number[] {
    const out = [0];
    for (const b of blocks) out.push(this.id(`${out.at(-1)}:${this.id(b.key)}`));
    return out;
  }
}

function cumulative(blocks: Block[]): number[] {
  const out = [0];
  for (const b of blocks) out.push((out.at(-1) ?? 0) + b.tokens);
  return out;
}

const TTL_MS = 5 * 60_000;

export class AnthropicCache implements CacheRules {
  private readonly prefixes = new PrefixIds();
  /** prefix id → when the entry expires. */
  private readonly entries = new Map<number, number>();

  constructor(
    private readonly minTokens: number,
    private readonly lookback = 20,
  ) {}

  bill(blocks: Block[], nowMs: number): Billed {
    const ids = this.prefixes.of(blocks);
    const sums = cumulative(blocks);
    const total = sums.at(-1) ?? 0;
    const breakpoints = blocks.flatMap((b, i) => (b.breakpoint ? [i + 1] : [])).slice(0, 4);
    const live = (k: number) => (this.entries.get(ids[k] ?? -1) ?? 0) > nowMs;
    let readTo = 0;
    for (const end of breakpoints) {
      for (let k = end; k > 0 && k > end - this.lookback; k--) {
        if (!live(k)) continue;
        this.entries.set(ids[k] as number, nowMs + TTL_MS);
        readTo = Math.max(readTo, k);
        break;
      }
    }
    let writeTo = readTo;
    for (const end of breakpoints) {
      if (end <= readTo || (sums[end] ?? 0) < this.minTokens) continue;
      this.entries.set(ids[end] as number, nowMs + TTL_MS);
      writeTo = Math.max(writeTo, end);
    }
    const cacheRead = sums[readTo] ?? 0;
    const cacheWrite = (sums[writeTo] ?? 0) - cacheRead;
    return { total, cacheRead, cacheWrite, uncached: total - cacheRead - cacheWrite };
  }
}

interface Seen {
  ids: number[];
  blocks: Block[];
  sums: number[];
  expires: number;
}

/** OpenAI's and Gemini's automatic prefix caches: no markers, no write charge. */
export class AutomaticCache implements CacheRules {
  private readonly prefixes = new PrefixIds();
  private seen: Seen[] = [];

  constructor(
    private readonly minTokens: number,
    /** Hits count in steps of this many tokens (OpenAI: 128). */
    private readonly step: number,
    /** Recent prompts kept as candidates; the newest is nearly always the longest match. */
    private readonly keep = 4,
  ) {}

  bill(blocks: Block[], nowMs: number): Billed {
    const ids = this.prefixes.of(blocks);
    const sums = cumulative(blocks);
    const total = sums.at(-1) ?? 0;
    let matched = 0;
    for (const prior of this.seen) {
      if (prior.expires <= nowMs) continue;
      matched = Math.max(matched, sharedTokens(prior, ids, blocks, sums));
    }
    const stepped = Math.floor(Math.min(matched, total) / this.step) * this.step;
    const cacheRead = total >= this.minTokens && stepped >= this.minTokens ? stepped : 0;
    this.seen = [...this.seen, { ids, blocks, sums, expires: nowMs + TTL_MS }].slice(-this.keep);
    return { total, cacheRead, cacheWrite: 0, uncached: total - cacheRead };
  }
}

/** Tokens two prompts share from the start: whole equal blocks, then the equal start of the first block that differs. */
function sharedTokens(prior: Seen, ids: number[], blocks: Block[], sums: number[]): number {
  // Prefix ids are equal up to some k and different after it: binary search for k.
  let lo = 0;
  let hi = Math.min(prior.ids.length, ids.length) - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (prior.ids[mid] === ids[mid]) lo = mid;
    else hi = mid - 1;
  }
  const a = prior.blocks[lo]?.key;
  const b = blocks[lo]?.key;
  let partial = 0;
  if (a !== undefined && b !== undefined) {
    let c = 0;
    while (c < a.length && c < b.length && a.charCodeAt(c) === b.charCodeAt(c)) c++;
    partial = Math.min(Math.floor(c / 4), blocks[lo]?.tokens ?? 0);
  }
  return (sums[lo] ?? 0) + partial;
}
