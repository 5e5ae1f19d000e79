/**
 * MCP sampling, answered by the run's own model: a server with `sampling: true`
 * may ask it for a completion while one of its tools runs. What it costs counts
 * against the run's `max_cost_usd` (the session absorbs it as side spend), a
 * request the budget cannot pay is declined, and each request is shown where
 * the run is watched — the transcript, the console and the progress comment.
 * The model gets no tools here: a server's prompt must not call the agent's.
 */
import type { ModelMessage } from "ai";
import type { SideSpend } from "../../agent/side-spend.js";
import { type EventSink, emptyUsage, type Model, type SessionEvent, type Usage } from "../../agent/types.js";
import { addUsage } from "../../agent/usage.js";
import type { SamplingHandler } from "../../mcp/client-requests.js";

type SamplingParams = Parameters<SamplingHandler>[1];
type SamplingContent = SamplingParams["messages"][number]["content"];

/** The log source of a sampling request's line (github/reporting/progress.ts shows these in the comment). */
const SAMPLING_SOURCE = "mcp-sampling";

export class SamplingBridge implements SideSpend {
  private model: Model | undefined;
  private maxCostUsd = Number.POSITIVE_INFINITY;
  /** The session's cost at its last turn, as the `turn` events report it. */
  private sessionCost = 0;
  private pending = { usage: emptyUsage(), costUsd: 0 };

  private emit: EventSink = () => {};

  /** The run's model once the session has made it, and the session's sink (transcript, console, comment). */
  attach(model: Model, maxCostUsd: number, emit: EventSink): void {
    this.model = model;
    this.maxCostUsd = maxCostUsd;
    this.emit = emit;
  }

  /** Follows the session's spend (wired into the run's event sink). */
  observe(event: SessionEvent): void {
    if (event.type === "turn") this.sessionCost = event.total_cost_usd;
  }

  drain(): { usage: Usage; costUsd: number } {
    const spent = this.pending;
    this.pending = { usage: emptyUsage(), costUsd: 0 };
    return spent;
  }

  readonly handler: SamplingHandler = async (server, params, signal) => {
    const model = this.model;
    if (!model) throw new Error("the run's model is not ready yet");
    if (params.tools?.length) throw new Error("tool use in sampling is not offered (the model answers with text only)");
    const spent = this.sessionCost + this.pending.costUsd;
    if (spent >= this.maxCostUsd)
      throw new Error(`the run's budget is spent ($${spent.toFixed(2)} of max_cost_usd $${this.maxCostUsd})`);
    const response = await model.generate({
      system: params.systemPrompt ?? "",
      messages: params.messages.map(toModelMessage),
      tools: [],
      signal,
    });
    const cost = model.costUsd?.(response.usage) ?? 0;
    this.pending = {
      costUsd: this.pending.costUsd + cost,
      usage: addUsage(this.pending.usage, response.usage),
    };
    const asked = params.messages
      .map((m) => textOf(m.content))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    this.emit({
      type: "log",
      level: "info",
      source: SAMPLING_SOURCE,
      message: `MCP server "${server}" asked the model (sampling): "${asked.length > 120 ? `${asked.slice(0, 119)}…` : asked}" — ${response.usage.outputTokens} tokens, $${cost.toFixed(4)}`,
    });
    return {
      role: "assistant",
      content: { type: "text", text: response.text },
      model: model.id,
      stopReason: "endTurn",
    };
  };
}

function textOf(content: SamplingContent): string {
  const parts = Array.isArray(content) ? content : [content];
  return parts.map((p) => (p.type === "text" ? p.text : `[${p.type}]`)).join(" ");
}

/** An MCP sampling message as the AI SDK's message (text and images; other parts are named, not sent). */
function toModelMessage(message: SamplingParams["messages"][number]): ModelMessage {
  const parts = Array.isArray(message.content) ? message.content : [message.content];
  if (message.role === "assistant")
    return { role: "assistant", content: parts.map((p) => (p.type === "text" ? p.text : `[${p.type}]`)).join("\n") };
  return {
    role: "user",
    content: parts.map((p) =>
      p.type === "image"
        ? { type: "image" as const, image: p.data, mediaType: p.mimeType }
        : { type: "text" as const, text: p.type === "text" ? p.text : `[${p.type} not shown]` },
    ),
  };
}
