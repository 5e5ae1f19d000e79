/**
 * Keeping the conversation inside the model's context window, and what a turn
 * costs bounded (the loop's cost per turn must not grow with the
 * conversation, so the estimate is incremental: the last request's real token
 * count plus an estimate of what was added since, and the full history is only
 * measured when a cut is needed).
 *
 * Every turn re-sends the conversation, and the provider's prompt cache serves
 * the part the previous request already sent, so the history is never touched
 * between turns except at a compaction: when the conversation passes
 * `compactionPoint().at` (near the window, and never above COMPACT_AT_MOST
 * tokens, which keeps a long run's cost per turn flat), it is cut to half of that
 * in one batch, so the next compaction is many turns away and the prefix stays
 * cached in between.
 *
 * A cut first stubs out large outputs of old tool calls (and large inputs of old
 * calls, such as a whole file written), oldest first, so everything before the
 * last cut stays as it was; then it drops the oldest whole exchanges (an
 * assistant turn and the results that answer it). The task and the first
 * assistant turn always stay, and a notice marks the gap.
 */
import type { AssistantModelMessage, ModelMessage, ToolResultPart } from "ai";
import type { Usage } from "./types.js";

/** Rough tokens of some JSON-able value: characters / 4. */
export function estimateTokens(value: unknown): number {
  return Math.ceil((typeof value === "string" ? value.length : JSON.stringify(value).length) / 4);
}

const NOTICE_PREFIX = "[Patchbay: ";
/** Tool outputs longer than this are stubbed first when the context is cut. */
const STUB_OVER_CHARS = 1_000;
/** The most recent exchanges are never stubbed or dropped: the model is working with them. */
const KEEP_RECENT = 2;

/**
 * The conversation is compacted at this many tokens at most, whatever the window:
 * past it, each turn costs more to send than the old tool output it carries is
 * worth, and both Anthropic and Gemini bill prompts over 200k tokens at a higher rate.
 */
export const COMPACT_AT_MOST = 150_000;

export interface CompactionPoint {
  /** A request estimated above this many tokens is compacted first. */
  at: number;
  /** …down to this many, in one batch. */
  to: number;
}

/** Tokens kept free for the answer and the estimate's error. */
function reserveFor(window: number): number {
  return Math.min(32_000, Math.floor(window * 0.2));
}

export function compactionPoint(contextWindow: number): CompactionPoint {
  const at = Math.min(contextWindow - reserveFor(contextWindow), COMPACT_AT_MOST);
  return { at, to: Math.floor(at / 2) };
}

/** Tracks the size of the next request from real usage plus what was added since. */
export class ContextMeter {
  private baseTokens = 0;
  private baseLength = 0;

  /** After a response: the request's prompt tokens and the answer's tokens cover messages[0..length). */
  measured(usage: Usage, messagesLength: number): void {
    this.baseTokens = usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens + usage.outputTokens;
    this.baseLength = messagesLength;
  }

  /** Estimated tokens of a request with these messages; only the messages added since the last measure are estimated. */
  estimate(messages: ModelMessage[], fixedTokens: number): number {
    if (this.baseTokens === 0 || this.baseLength > messages.length) return fixedTokens + estimateTokens(messages);
    let added = 0;
    for (let i = this.baseLength; i < messages.length; i++) added += estimateTokens(messages[i]);
    return this.baseTokens + added;
  }

  /** After a cut the old measure no longer applies. */
  reset(): void {
    this.baseTokens = 0;
    this.baseLength = 0;
  }
}

export interface CutResult {
  messages: ModelMessage[];
  /** Messages removed. */
  dropped: number;
  /** Tool outputs replaced by a stub. */
  stubbed: number;
}

/**
 * Cuts `messages` until `fixedTokens` (system prompt and tools) plus the messages fit
 * in `budgetTokens`, or nothing more can go. Returns a new array; the input is untouched.
 */
export function cutContext(messages: ModelMessage[], budgetTokens: number, fixedTokens: number): CutResult {
  const out = [...messages];
  const exchanges = exchangeStarts(out);
  // Indices before `protectedFrom` may be cut; the last KEEP_RECENT exchanges may not.
  const protectedFrom =
    exchanges.length > KEEP_RECENT ? (exchanges[exchanges.length - KEEP_RECENT] ?? out.length) : out.length;
  let size = fixedTokens + estimateTokens(out);
  let stubbed = 0;
  for (let i = 1; i < protectedFrom && size > budgetTokens; i++) {
    const message = out[i];
    const stub =
      message?.role === "tool" ? stubResults(message) : message?.role === "assistant" ? stubInputs(message) : undefined;
    if (!message || !stub?.count) continue;
    const { message: smaller, count } = stub;
    size += estimateTokens(smaller) - estimateTokens(message);
    out[i] = smaller;
    stubbed += count;
  }

  let dropped = 0;
  const firstDroppable = exchanges[1];
  if (size > budgetTokens && firstDroppable !== undefined) {
    // Drop whole exchanges from the second one on, oldest first, until it fits.
    let end = firstDroppable;
    for (const start of exchanges.slice(2)) {
      if (start >= protectedFrom || size <= budgetTokens) break;
      for (let i = end; i < start; i++) size -= estimateTokens(out[i]);
      end = start;
    }
    if (size > budgetTokens && protectedFrom > end && protectedFrom < out.length) {
      for (let i = end; i < protectedFrom; i++) size -= estimateTokens(out[i]);
      end = protectedFrom;
    }
    dropped = end - firstDroppable;
    if (dropped > 0) {
      const earlier = previousNotice(out, firstDroppable);
      const removed = dropped + earlier.count;
      const notice: ModelMessage = {
        role: "user",
        content: `${NOTICE_PREFIX}${removed} earlier messages (old tool calls and their results) were removed to stay within the context window. Work from the current state of the files; read them again if you need details.]`,
      };
      out.splice(firstDroppable, dropped, notice);
      if (earlier.index !== undefined) out.splice(earlier.index, 1);
    }
  }
  return { messages: out, dropped, stubbed };
}

/** Index of each assistant message: where an exchange starts. */
function exchangeStarts(messages: ModelMessage[]): number[] {
  const starts: number[] = [];
  messages.forEach((m, i) => {
    if (m.role === "assistant") starts.push(i);
  });
  return starts;
}

function previousNotice(messages: ModelMessage[], before: number): { index?: number; count: number } {
  for (let i = before - 1; i > 0 && messages[i]?.role !== "assistant"; i--) {
    const m = messages[i];
    if (m?.role === "user" && typeof m.content === "string" && m.content.startsWith(NOTICE_PREFIX)) {
      const count = Number(/^\[Patchbay: (\d+)/.exec(m.content)?.[1] ?? 0);
      return { index: i, count };
    }
  }
  return { count: 0 };
}

type Stubbed<M> = { message: M; count: number };

function stubResults(message: Extract<ModelMessage, { role: "tool" }>): Stubbed<ModelMessage> {
  let count = 0;
  const content = message.content.map((part) => {
    if (part.type !== "tool-result") return part;
    const stub = stubPart(part);
    if (stub !== part) count++;
    return stub;
  });
  return { message: count ? { ...message, content } : message, count };
}

/** Long string arguments of old calls (a whole file written, a large edit) become a notice; paths stay. */
function stubInputs(message: AssistantModelMessage): Stubbed<ModelMessage> {
  if (typeof message.content === "string") return { message, count: 0 };
  let count = 0;
  const content = message.content.map((part) => {
    if (part.type !== "tool-call" || typeof part.input !== "object" || part.input === null) return part;
    let changed = false;
    const input = Object.fromEntries(
      Object.entries(part.input).map(([key, value]) => {
        if (typeof value !== "string" || value.length <= STUB_OVER_CHARS || value.startsWith(NOTICE_PREFIX))
          return [key, value];
        changed = true;
        return [key, `${NOTICE_PREFIX}${value.length} characters removed to save context.]`];
      }),
    );
    if (!changed) return part;
    count++;
    return { ...part, input };
  });
  return { message: count ? { ...message, content } : message, count };
}

function stubPart(part: ToolResultPart): ToolResultPart {
  const output = part.output;
  const text =
    output.type === "text" || output.type === "error-text"
      ? output.value
      : output.type === "content"
        ? JSON.stringify(output.value)
        : undefined;
  if (text === undefined || text.length <= STUB_OVER_CHARS || text.startsWith(NOTICE_PREFIX)) return part;
  return {
    ...part,
    output: {
      type: "text",
      value: `${NOTICE_PREFIX}the output of this ${part.toolName} call (${text.length} characters) was removed to save context. Call the tool again if you need it.]`,
    },
  };
}
