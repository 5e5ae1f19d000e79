/**
 * One model request: compact the conversation first when it has grown past its
 * compaction point (context-window.ts), count usage and cost after. A provider's
 * context-length error gets one harder cut and one retry; a second one fails the run.
 */
import { thousands } from "../util/thousands.js";
import { compactionPoint, cutContext, estimateTokens } from "./context-window.js";
import { ContextLengthError } from "./errors.js";
import type { RunContext, SessionState } from "./session-setup.js";
import type { ModelResponse } from "./types.js";
import { addUsage } from "./usage.js";

export async function callModel(state: SessionState, run: RunContext): Promise<ModelResponse> {
  const { model } = run.opts;
  const point = compactionPoint(model.contextWindow);
  if (run.meter.estimate(state.messages, run.fixedTokens) > point.at)
    cut(state, run, point.to, `the conversation passed ${thousands(point.at)} tokens`);
  let response: ModelResponse;
  const started = performance.now();
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
  state.usage = addUsage(state.usage, response.usage);
  run.opts.emit({
    type: "turn",
    turn: state.turns,
    text: response.text,
    usage: response.usage,
    cost_usd: cost,
    total_cost_usd: state.costUsd,
    // The request's wall time, retries included: a trace's model-call span is this long.
    duration_ms: Math.round(performance.now() - started),
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
  // Nothing left to cut (the recent exchanges alone are that large): the history, and its cache, stay as they are.
  if (result.dropped === 0 && result.stubbed === 0) return;
  state.messages = result.messages;
  run.meter.reset();
  run.opts.emit({
    type: "context",
    dropped: result.dropped,
    message: `Context cut (${why}) to about ${thousands(budget)} tokens: ${result.stubbed} old tool outputs or inputs stubbed, ${result.dropped} old messages dropped.`,
  });
}
