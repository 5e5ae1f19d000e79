/**
 * Building the conversation in the AI SDK's ModelMessage shape: the assistant turn
 * with its tool calls, and the tool results that answer them.
 */
import type { AssistantModelMessage, ModelMessage, ToolModelMessage, ToolResultPart } from "ai";
import type { ToolImage } from "../tools/types.js";
import type { ModelResponse } from "./types.js";

export function assistantMessage(response: ModelResponse): AssistantModelMessage {
  const content: AssistantModelMessage["content"] = [];
  if (response.text) content.push({ type: "text", text: response.text });
  for (const call of response.toolCalls) {
    // Providers want an object here; unparseable arguments are replaced, and the tool result says what was wrong.
    const input = isObject(call.input) && !call.parseError ? call.input : {};
    content.push({ type: "tool-call", toolCallId: call.id, toolName: call.name, input });
  }
  return { role: "assistant", content };
}

export function toolResultPart(
  id: string,
  name: string,
  ok: boolean,
  text: string,
  images?: ToolImage[],
): ToolResultPart {
  if (images?.length) {
    return {
      type: "tool-result",
      toolCallId: id,
      toolName: name,
      output: {
        type: "content",
        value: [
          { type: "text", text },
          ...images.map((i) => ({ type: "image-data" as const, data: i.data, mediaType: i.mimeType })),
        ],
      },
    };
  }
  return {
    type: "tool-result",
    toolCallId: id,
    toolName: name,
    output: { type: ok ? "text" : "error-text", value: text },
  };
}

function toolMessage(parts: ToolResultPart[]): ToolModelMessage {
  return { role: "tool", content: parts };
}

export function userMessage(text: string): ModelMessage {
  return { role: "user", content: text };
}

/** The tool-call ids of an assistant message, in order. */
function toolCallIds(message: ModelMessage | undefined): string[] {
  if (message?.role !== "assistant" || typeof message.content === "string") return [];
  return message.content.flatMap((p) => (p.type === "tool-call" ? [p.toolCallId] : []));
}

/** Whether the tool message answering `assistantIndex` has a result for `id`. */
export function hasToolResult(messages: ModelMessage[], assistantIndex: number, id: string): boolean {
  const next = messages[assistantIndex + 1];
  return next?.role === "tool" && next.content.some((p) => p.type === "tool-result" && p.toolCallId === id);
}

/**
 * Adds a result to the tool message that answers `assistantIndex`, in the order
 * the calls were made (a resumed call's result arrives after the others).
 */
export function insertToolResult(messages: ModelMessage[], assistantIndex: number, part: ToolResultPart): void {
  const order = toolCallIds(messages[assistantIndex]);
  const next = messages[assistantIndex + 1];
  if (next?.role !== "tool") {
    messages.splice(assistantIndex + 1, 0, toolMessage([part]));
    return;
  }
  const rank = (p: { type: string; toolCallId?: string }) =>
    order.indexOf(p.type === "tool-result" ? (p.toolCallId ?? "") : "");
  const content = [
    ...next.content.filter((p) => !(p.type === "tool-result" && p.toolCallId === part.toolCallId)),
    part,
  ];
  content.sort((a, b) => rank(a) - rank(b));
  messages[assistantIndex + 1] = { ...next, content };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
