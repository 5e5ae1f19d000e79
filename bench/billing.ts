/**
 * What a long run is billed: a 100-turn and a 300-turn session of
 * realistic tool traffic (billing/traffic.ts) through Patchbay's real loop and the
 * real AI SDK adapter of each provider, against a local stand-in that bills each
 * request body under the provider's documented caching rules (billing/cache-rules.ts)
 * and answers with that usage. The cost is the run's own: each turn's usage priced
 * by Patchbay's price table (src/agent/models/prices.ts), as a real run reports it.
 *
 * Beside it: the same requests with no cache at all, and the floor — the same
 * session with a perfect cache, where each turn reads the previous request's whole
 * prompt and writes only what is new (min(previous, this) tokens read, the rest
 * written; priced the same way).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Usage } from "../src/agent/types.js";
import { AnthropicCache, AutomaticCache, type CacheRules } from "./billing/cache-rules.js";
import type { Provider } from "./billing/request-blocks.js";
import { replaySession, type SessionRun } from "./billing/run-session.js";
import type { Bench, BenchRow } from "./types.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Setup {
  provider: Provider;
  model: string;
  rules: () => CacheRules;
  /** The caching rule as documented, with where it is documented. */
  rule: string;
}

const SETUPS: Record<Provider, Setup> = {
  anthropic: {
    provider: "anthropic",
    model: "claude-sonnet-4-5",
    rules: () => new AnthropicCache(1_024),
    rule: "Anthropic's rules (platform.claude.com/docs/en/build-with-claude/prompt-caching): prompt order tools → system → messages; explicit `cache_control` breakpoints, at most 4; a breakpoint's prefix is cached only from 1,024 tokens (Claude Sonnet 4.5); a breakpoint reads an entry ending at it or at one of the ~20 block boundaries before it; 5-minute lifetime, refreshed on use; writes 1.25× and reads 0.1× the input price",
  },
  openai: {
    provider: "openai",
    model: "gpt-5",
    rules: () => new AutomaticCache(1_024, 128),
    rule: "OpenAI's rules (developers.openai.com/api/docs/guides/prompt-caching; cookbook Prompt_Caching_201): automatic, exact prefix matches only, for prompts of 1,024 tokens or more, hits in 128-token increments, no write fee before the GPT-5.6 family; cached input at the table's cached price",
  },
  google: {
    provider: "google",
    model: "gemini-2.5-pro",
    rules: () => new AutomaticCache(2_048, 1),
    rule: "Gemini's implicit caching (ai.google.dev/gemini-api/docs/caching): on by default for Gemini 2.5 and newer, a shared prefix of at least 2,048 tokens (Gemini 2.5 Pro) is billed at the cached price, no write fee; Google does not promise a hit, so this is the best case of its rule",
  },
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => (values.length ? sum(values) / values.length : 0);

interface Figures {
  billed: number;
  floor: number;
  uncached: number;
  /** Share of input tokens read from cache, turns 4 on. */
  cachedShare: number;
  perTurn: number[];
  tokens: number;
}

/** The run's figures, after checking that what it reported is what the stand-in billed. */
function figures(run: SessionRun): Figures {
  const { requests, turns } = run;
  if (turns.length !== requests.length)
    throw new Error(`billing bench: ${requests.length} requests but ${turns.length} turn events`);
  turns.forEach((t, i) => {
    const b = requests[i]?.billed;
    const same =
      b &&
      t.usage.inputTokens === b.uncached &&
      t.usage.cacheReadTokens === b.cacheRead &&
      t.usage.cacheWriteTokens === b.cacheWrite;
    if (!same)
      throw new Error(`billing bench: turn ${i + 1} reported ${JSON.stringify(t.usage)}, billed ${JSON.stringify(b)}`);
  });
  const perTurn = turns.map((t) => t.costUsd);
  const billed = sum(perTurn);
  if (Math.abs(billed - run.outcome.costUsd) > 1e-9)
    throw new Error(`billing bench: the outcome says $${run.outcome.costUsd}, the turns add up to $${billed}`);
  let previous = 0;
  let floor = 0;
  let uncached = 0;
  for (const [i, r] of requests.entries()) {
    const output = turns[i]?.usage.outputTokens ?? 0;
    const read = Math.min(previous, r.billed.total);
    const perfect: Usage = {
      inputTokens: 0,
      outputTokens: output,
      cacheReadTokens: read,
      cacheWriteTokens: r.billed.total - read,
    };
    floor += run.costOf(perfect);
    uncached += run.costOf({
      inputTokens: r.billed.total,
      outputTokens: output,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
    previous = r.billed.total;
  }
  const late = requests.slice(3);
  const cachedShare = sum(late.map((r) => r.billed.cacheRead)) / Math.max(1, sum(late.map((r) => r.billed.total)));
  return { billed, floor, uncached, cachedShare, perTurn, tokens: sum(requests.map((r) => r.billed.total)) };
}

async function billingRows(setup: Setup): Promise<BenchRow[]> {
  const id = `${setup.provider}/${setup.model}`;
  const run = (turns: number) =>
    replaySession({ root, provider: setup.provider, model: setup.model, turns, rules: setup.rules() });
  const short = await run(100);
  const long = await run(300);
  const s = figures(short);
  const l = figures(long);
  const adapter = `Patchbay's loop and the real AI SDK ${setup.provider} adapter (createModel) against a local stand-in that bills each request body and answers with that usage; cost = the run's own per-turn cost (Patchbay's price table), checked equal to what the stand-in billed`;
  const traffic = `scripted session (bench/billing/traffic.ts, seed 34): reads of real 2–40 KB files, test and build output, edits in ${setup.provider}'s edit tool, searches, listings, new files, GitHub MCP results; one turn in six makes 2–3 calls; tokens = characters / 4`;
  const floorNote =
    "floor = a perfect cache: each turn reads min(previous request, this request) tokens and writes the rest";
  const late = mean(l.perTurn.slice(250, 300));
  const early = mean(l.perTurn.slice(50, 100));
  return [
    {
      name: `${id}, 100-turn session: billed cost`,
      value: s.billed,
      unit: "USD",
      baseline: { name: "the same requests with no cache", value: s.uncached },
      method: `${adapter}; ${traffic}; ${(s.tokens / 1e6).toFixed(2)} M input tokens sent; ${setup.rule}`,
    },
    {
      name: `${id}, 100-turn session: billed ÷ perfect-cache floor`,
      value: s.billed / s.floor,
      unit: "×",
      target: "≤ 1.25×",
      met: s.billed <= s.floor * 1.25,
      method: `billed $${s.billed.toFixed(4)} ÷ floor $${s.floor.toFixed(4)}; ${floorNote}; compactions at turns: ${short.compactions.join(", ") || "none"}`,
    },
    {
      name: `${id}, 100-turn session: input tokens served from cache after turn 3`,
      value: s.cachedShare * 100,
      unit: "%",
      target: "≥ 90 %",
      met: s.cachedShare >= 0.9,
      method: "cache reads ÷ all input tokens, requests 4–100, as the stand-in billed them (and the run reported them)",
    },
    {
      name: `${id}, 300-turn session: cost per turn, turns 251–300`,
      value: late,
      unit: "USD",
      baseline: { name: "turns 51–100", value: early },
      target: "≤ 2× turns 51–100",
      met: late <= early * 2,
      method: `mean billed cost per turn; compactions at turns: ${long.compactions.join(", ") || "none"}; ${(l.tokens / 1e6).toFixed(2)} M input tokens sent`,
    },
    {
      name: `${id}, 300-turn session: billed cost`,
      value: l.billed,
      unit: "USD",
      baseline: { name: "the same requests with no cache", value: l.uncached },
      method: `floor $${l.floor.toFixed(2)} (${(l.billed / l.floor).toFixed(2)}× it); cache share after turn 3: ${(l.cachedShare * 100).toFixed(1)} %`,
    },
  ];
}

export const anthropic: Bench = () => billingRows(SETUPS.anthropic);
export const openai: Bench = () => billingRows(SETUPS.openai);
export const google: Bench = () => billingRows(SETUPS.google);
