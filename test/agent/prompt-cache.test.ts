/**
 * The prompt cache keeps working through a long session: the real loop over the
 * real AI SDK adapter of each provider, nock playing the API. A request must begin
 * with exactly what the previous request asked the provider to cache — for
 * Anthropic, everything up to its last breakpoint, and a breakpoint of its own
 * there, so it reads that entry back however many blocks the newest turn added;
 * for OpenAI and Gemini (automatic prefix caches), the whole previous request —
 * except at a compaction, which must be rare and must leave the tools and the
 * system prompt as they were.
 *
 * Requests are read as the provider's cache sees them, with the billing bench's
 * block model (bench/billing/request-blocks.ts), so the test and `npm run bench`
 * judge the same thing; usage is billed by the bench's cache rules too, which
 * the loop's context estimate relies on.
 */
import nock from "nock";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnthropicCache, AutomaticCache } from "../../bench/billing/cache-rules.js";
import { type Block, lastBreakpointEnd, type Provider, requestBlocks } from "../../bench/billing/request-blocks.js";
import { providerReply } from "../../bench/billing/stand-in.js";
import { createModel } from "../../src/agent/models/create-model.js";
import type { SessionEvent } from "../../src/agent/types.js";
import type { Tool } from "../../src/tools/types.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";
import { testTools } from "./helpers/tools.js";

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

type Call = { name: string; input: Record<string, unknown> };
const FILE = "notes.txt";
const text = (n: number) =>
  Array.from({ length: 60 }, (_, i) => `line ${i} of read ${n}: ${"x".repeat(40)}`).join("\n");

/** 40 turns: a file written, then read again and again (each read adds ~900 tokens), one turn of 12 parallel calls. */
function script(): { text: string; calls: Call[] }[] {
  const turns: { text: string; calls: Call[] }[] = [
    { text: "Writing the notes.", calls: [{ name: "write_to_file", input: { path: FILE, content: text(0) } }] },
  ];
  for (let n = 1; n < 39; n++) {
    const calls: Call[] =
      n === 8
        ? Array.from({ length: 12 }, (_, i) => ({ name: "noop", input: { n: 100 + i } }))
        : [{ name: "read_file", input: { path: FILE, n } }];
    turns.push({ text: `Step ${n}.`, calls });
  }
  turns.push({ text: "Done.", calls: [{ name: "attempt_completion", input: { result: "done" } }] });
  return turns;
}

const SETUPS: Record<Provider, { model: string; host: string; path: string; key: Record<string, string> }> = {
  anthropic: {
    model: "claude-sonnet-4-5",
    host: "https://api.anthropic.com",
    path: "/v1/messages",
    key: { ANTHROPIC_API_KEY: "sk-ant-cache" },
  },
  openai: {
    model: "gpt-5",
    host: "https://api.openai.com",
    path: "/v1/responses",
    key: { OPENAI_API_KEY: "sk-cache" },
  },
  google: {
    model: "gemini-2.5-pro",
    host: "https://generativelanguage.googleapis.com",
    path: "/v1beta/models/gemini-2.5-pro:generateContent",
    key: { GOOGLE_API_KEY: "g-cache" },
  },
};

interface Recorded {
  blocks: Block[][];
  /** Request indices a compaction came just before. */
  compactedBefore: number[];
  events: SessionEvent[];
  outcome: string;
}

/** `rewrite` changes a body on its way to the "provider": how the last test shows the check catches a broken prefix. */
async function session(provider: Provider, rewrite?: (body: unknown, n: number) => unknown): Promise<Recorded> {
  const setup = SETUPS[provider];
  const turns = script();
  const rules = provider === "anthropic" ? new AnthropicCache(1_024) : new AutomaticCache(1_024, 128);
  const blocks: Block[][] = [];
  nock(setup.host)
    .post(setup.path)
    .times(turns.length)
    .reply((_uri, body) => {
      const n = blocks.length;
      const seen = requestBlocks(provider, rewrite ? rewrite(body, n) : body);
      blocks.push(seen);
      const turn = turns[n] ?? { text: "", calls: [] };
      const billed = rules.bill(seen, n * 20_000);
      return [200, providerReply(provider, setup.model, n + 1, turn, billed, 20)];
    });
  // A small window, so the session passes its compaction point (16,000 tokens) and keeps going.
  const model = createModel({ provider, name: setup.model, context_window: 20_000 }, setup.key);
  const compactedBefore: number[] = [];
  const events: SessionEvent[] = [];
  const h = await runTurns(ws.dir, [], {
    model,
    emit: (e) => {
      events.push(e);
      if (e.type === "context") compactedBefore.push(blocks.length);
    },
  });
  return { blocks, compactedBefore, events, outcome: h.outcome.kind };
}

const keys = (blocks: Block[] | undefined, end: number) => (blocks ?? []).slice(0, end).map((b) => b.key);
/** Tool definitions and system prompt: the blocks before the first message. */
const fixedEnd = (blocks: Block[]) => blocks.findIndex((b) => /^(user|item):/.test(b.key));

/** Every way the prefix rule can be broken, as messages; empty when the session kept its cache. */
function prefixBreaks(provider: Provider, r: Recorded): string[] {
  const problems: string[] = [];
  for (let i = 1; i < r.blocks.length; i++) {
    const prev = r.blocks[i - 1] ?? [];
    const cur = r.blocks[i] ?? [];
    if (r.compactedBefore.includes(i)) {
      const end = fixedEnd(prev);
      if (JSON.stringify(keys(cur, end)) !== JSON.stringify(keys(prev, end)))
        problems.push(`request ${i + 1}: the compaction changed the tools or the system prompt`);
      continue;
    }
    // Anthropic caches up to the last breakpoint; the automatic caches, the whole request.
    const end = provider === "anthropic" ? lastBreakpointEnd(prev) : prev.length;
    const first = keys(cur, end).findIndex((k, j) => k !== prev[j]?.key);
    if (first !== -1)
      problems.push(`request ${i + 1}: block ${first} differs from request ${i}'s (before its cache end ${end})`);
    if (provider === "anthropic" && !cur[end - 1]?.breakpoint)
      problems.push(`request ${i + 1}: no breakpoint where request ${i} wrote the cache (block ${end - 1})`);
  }
  return problems;
}

describe.each(["anthropic", "openai", "google"] as const)("prompt cache, %s", (provider) => {
  it("sends each request's cached prefix unchanged, outside rare compactions that keep tools and system", async () => {
    const r = await session(provider);
    expect(r.outcome).toBe("completed");
    expect(r.blocks).toHaveLength(40);
    expect(prefixBreaks(provider, r)).toEqual([]);
    // The session passed its compaction point (about every ten turns here), and each compaction bought
    // many turns: no trimming a little every turn.
    expect(r.compactedBefore.length).toBeGreaterThanOrEqual(1);
    expect(r.compactedBefore.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < r.compactedBefore.length; i++)
      expect((r.compactedBefore[i] ?? 0) - (r.compactedBefore[i - 1] ?? 0)).toBeGreaterThanOrEqual(8);
    const context = r.events.find((e) => e.type === "context");
    expect(context?.message).toMatch(/^Context cut \(the conversation passed 16,000 tokens\) to about 8,000 tokens/);
  });
});

describe("the prefix check", () => {
  it("catches a request whose early history changed between two compactions", async () => {
    // What a per-turn timestamp in the first message, or trimming a little every turn, would do.
    const stamped = (body: unknown, n: number) => {
      const b = structuredClone(body) as { messages: { content: { type: string; text?: string }[] }[] };
      const first = b.messages[0]?.content[0];
      if (first?.text && n === 5) first.text = `${first.text} (turn ${n})`;
      return b;
    };
    const r = await session("anthropic", stamped);
    expect(r.outcome).toBe("completed");
    expect(prefixBreaks("anthropic", r)).toEqual([
      expect.stringMatching(/^request 6: block \d+ differs from request 5's/),
      expect.stringMatching(/^request 7: block \d+ differs from request 6's/),
    ]);
  });
});

describe("tool definitions", () => {
  const mcp = (name: string): Tool => ({
    name,
    description: `${name} from a server`,
    inputSchema: { type: "object", properties: {} },
    source: name.split("__")[1] ?? "server",
    parse: (input) => ({ ok: true, value: input }),
    access: () => ({ kind: "other" }),
    execute: async () => ({ ok: true, content: "ok", writtenPaths: [] }),
  });

  it("go out in one order whatever order the servers listed their tools in, so a later run reads the same cache", async () => {
    const listed = [mcp("mcp__zeta__list"), mcp("mcp__alpha__get"), mcp("mcp__alpha__create")];
    const sent: string[][] = [];
    for (const servers of [listed, [...listed].reverse()]) {
      nock(SETUPS.anthropic.host)
        .post(SETUPS.anthropic.path, (body) => {
          sent.push(body.tools.map((t: { name: string }) => t.name));
          return true;
        })
        .reply(
          200,
          providerReply(
            "anthropic",
            "claude-sonnet-4-5",
            1,
            { text: "", calls: [{ name: "attempt_completion", input: { result: "done" } }] },
            { total: 10, cacheRead: 0, cacheWrite: 0, uncached: 10 },
            5,
          ),
        );
      const model = createModel({ provider: "anthropic", name: "claude-sonnet-4-5" }, SETUPS.anthropic.key);
      const h = await runTurns(ws.dir, [], { model, tools: [...testTools(), ...servers] });
      expect(h.outcome.kind).toBe("no_changes");
    }
    expect(sent[0]).toEqual(sent[1]);
    expect(sent[0]?.slice(-3)).toEqual(["mcp__alpha__create", "mcp__alpha__get", "mcp__zeta__list"]);
  });
});
