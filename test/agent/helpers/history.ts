/** Reading a session's message history in tests. */
import type { ModelMessage } from "ai";
import { expect } from "vitest";

export const complete = (result = "done") => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

/** The text of every tool result in a message list, in order. */
export function toolResults(messages: ModelMessage[]): string[] {
  return messages.flatMap((m) =>
    m.role === "tool"
      ? m.content.flatMap((p) =>
          p.type === "tool-result" && (p.output.type === "text" || p.output.type === "error-text")
            ? [p.output.value]
            : [],
        )
      : [],
  );
}

/** Every tool call in the history has exactly one result in the tool message right after it. */
export function expectValidHistory(messages: ModelMessage[]): void {
  messages.forEach((m, i) => {
    if (m.role !== "assistant" || typeof m.content === "string") return;
    const ids = m.content.flatMap((p) => (p.type === "tool-call" ? [p.toolCallId] : []));
    if (!ids.length) return;
    const next = messages[i + 1];
    const answered =
      next?.role === "tool" ? next.content.flatMap((p) => (p.type === "tool-result" ? [p.toolCallId] : [])) : [];
    expect(answered).toEqual(ids);
  });
}
