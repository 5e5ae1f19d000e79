/**
 * One model request: fit the conversation into the context window first, count
 * usage and cost after. A provider's context-length error gets one harder cut
 * and one retry; a second one fails the run.
 */
import { cutContext, estimateTokens } from "./context-window.js";
import { ContextLengthError } from "./errors.js";
import type { RunContext, SessionState } from "./session-setup.js";
import type { ModelResponse } from "./types.js";

/** Tokens kept free for the answer and the estimate's error. */
function reserveFor(window: number): number {
  return Math.min(32_000, Math.floor(window * 0.2));
}

export async function callModel(state: SessionState, run: RunContext): Promise<ModelResponse> {
  const { model } = run.opts;
  const budget = model.contextWindow - reserveFor(model.contextWindow);
  if (run.meter.estimate(state.messages, run.fixedTokens) > budget) cut(state, run, budget, "near the context window");
  let response: ModelResponse;
  try {
    response = await request(state, run);
  } catch (error) {
    if (!(error instanceof ContextLengthError)) throw error;
    // Our estimate was wrong for this provider: cut to half of what we think we sent, and at most half the window.
    const sent = run.fixedTokens + estimateTokens(state.messages);
    cut(state, run, Math.floor(Math.min(model.contextWindow, sent) / 2), "the provider said the request was too long");
    response = await request(state, run);
  }
  state.turns++;
  const cost = model.costUsd?.(response.usage) ?? 0;
  state.costUsd += cost;
  state.usage = {
    inputTokens: state.usage.inputTokens + response.usage.inputTokens,
    outputTokens: state.usage.outputTokens + response.usage.outputTokens,
    cacheReadTokens: state.usage.cacheReadTokens + response.usage.cacheReadTokens,
    cacheWriteTokens: state.usage.cacheWriteTokens + response.usage.cacheWriteTokens,
  };
  run.opts.emit({
    type: "turn",
    turn: state.turns,
    text: response.text,
    usage: response.usage,
    cost_usd: cost,
    total_cost_usd: state.costUsd,
  });
  return response;
}

function request(state: SessionState, run: RunContext): Promise<ModelResponse> {
  return run.opts.model.generate({
    system: run.opts.system,
    messages: state.messages,
    tools: run.specs,
    signal: run.signal,
  });
}

function cut(state: SessionState, run: RunContext, budget: number, why: string): void {
  const result = cutContext(state.messages, budget, run.fixedTokens);
  state.messages = result.messages;
  run.meter.reset();
  run.opts.emit({
    type: "context",
    dropped: result.dropped,
    message: `Context cut (${why}): ${result.stubbed} old tool outputs stubbed, ${result.dropped} old messages dropped.`,
  });
}
