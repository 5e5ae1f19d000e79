/**
 * A local stand-in for a provider's API (127.0.0.1 only): it keeps what each
 * request body would be billed under the provider's caching rules, and answers
 * with the session's next scripted turn in the provider's own response format,
 * its usage set to that bill, so the run's own usage and cost accounting (the
 * numbers a user sees) is what the bench measures.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { estimateTokens } from "../../src/agent/context-window.js";
import type { Billed, CacheRules } from "./cache-rules.js";
import { lastBreakpointEnd, type Provider, requestBlocks } from "./request-blocks.js";
import type { ScriptedTurn } from "./traffic.js";

export interface RecordedRequest {
  billed: Billed;
  outputTokens: number;
  blocks: number;
  /** Blocks up to the last cache breakpoint (Anthropic; 0 elsewhere). */
  breakpointEnd: number;
}

export interface StandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Model time plus tool time between two requests: well inside the 5-minute cache lifetime. */
const TURN_GAP_MS = 20_000;

export async function startStandIn(
  provider: Provider,
  model: string,
  turns: ScriptedTurn[],
  rules: CacheRules,
): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const turn = turns[requests.length];
      if (!turn) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: `the scripted session has only ${turns.length} turns` } }));
        return;
      }
      const blocks = requestBlocks(provider, JSON.parse(Buffer.concat(chunks).toString("utf8")));
      const billed = rules.bill(blocks, requests.length * TURN_GAP_MS);
      const outputTokens = estimateTokens({ text: turn.text, calls: turn.calls.map((c) => [c.name, c.input]) });
      requests.push({ billed, outputTokens, blocks: blocks.length, breakpointEnd: lastBreakpointEnd(blocks) });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(providerReply(provider, model, requests.length, turn, billed, outputTokens)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const path = provider === "google" ? "/v1beta" : "/v1";
  return {
    baseUrl: `http://127.0.0.1:${port}${path}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Response `n` of a session in the provider's wire format: the turn's words and calls, usage as billed. */
export function providerReply(
  provider: Provider,
  model: string,
  n: number,
  turn: { text: string; calls: { name: string; input: unknown }[] },
  billed: Billed,
  output: number,
) {
  const id = (j: number) => `${n}_${j}`;
  if (provider === "anthropic")
    return {
      id: `msg_${n}`,
      type: "message",
      role: "assistant",
      model,
      content: [
        { type: "text", text: turn.text },
        ...turn.calls.map((c, j) => ({ type: "tool_use", id: `toolu_${id(j)}`, name: c.name, input: c.input })),
      ],
      stop_reason: "tool_use",
      stop_sequence: null,
      usage: {
        input_tokens: billed.uncached,
        output_tokens: output,
        cache_creation_input_tokens: billed.cacheWrite,
        cache_read_input_tokens: billed.cacheRead,
      },
    };
  if (provider === "openai")
    return {
      id: `resp_${n}`,
      object: "response",
      created_at: n,
      status: "completed",
      model,
      incomplete_details: null,
      output: [
        {
          type: "message",
          id: `msg_${n}`,
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: turn.text, annotations: [] }],
        },
        ...turn.calls.map((c, j) => ({
          type: "function_call",
          id: `fc_${id(j)}`,
          call_id: `call_${id(j)}`,
          name: c.name,
          arguments: JSON.stringify(c.input),
          status: "completed",
        })),
      ],
      usage: {
        input_tokens: billed.total,
        output_tokens: output,
        total_tokens: billed.total + output,
        input_tokens_details: { cached_tokens: billed.cacheRead },
        output_tokens_details: { reasoning_tokens: 0 },
      },
    };
  return {
    candidates: [
      {
        content: {
          role: "model",
          parts: [{ text: turn.text }, ...turn.calls.map((c) => ({ functionCall: { name: c.name, args: c.input } }))],
        },
        finishReason: "STOP",
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: billed.total,
      candidatesTokenCount: output,
      totalTokenCount: billed.total + output,
      cachedContentTokenCount: billed.cacheRead,
    },
    modelVersion: model,
  };
}
