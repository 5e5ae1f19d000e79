/**
 * One MCP message is capped in size (MESSAGE_LIMIT). A server's answer over the
 * cap is not kept: the transports keep only its first and last bytes, and turn
 * it into a JSON-RPC error for the request it answers, so the call fails at once
 * with the answer's size — instead of the message being dropped and the call
 * waiting out its whole timeout for an answer that already came.
 *
 * Which request it answers is read from the message's ends: a JSON-RPC response
 * starts `{"jsonrpc":"2.0","id":…` (Python SDK, most servers) or ends `…,"id":…}`
 * (the TypeScript SDK puts `id` last). Either is at the top level: inside a
 * string, quotes are escaped, and a nested `"id"` is followed by more braces.
 */
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** The largest message a transport accepts. */
export const MESSAGE_LIMIT = 64 * 1024 * 1024;
/** Bytes kept of each end of an oversized message. */
const END_BYTES = 4096;

/** JSON-RPC's "internal error" code; the message says what happened. */
const TOO_LARGE_CODE = -32603;

const ID = String.raw`(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")`;
const HEAD = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}`);
const TAIL = new RegExp(String.raw`"id"\s*:\s*${ID}\s*\}\s*$`);

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/** The request id a message's ends show, if they show one. */
function idFromEnds(head: string, tail: string): string | number | undefined {
  const match = HEAD.exec(head) ?? TAIL.exec(tail);
  if (!match?.[1]) return undefined;
  try {
    const id: unknown = JSON.parse(match[1]);
    return typeof id === "string" || typeof id === "number" ? id : undefined;
  } catch {
    return undefined;
  }
}

export function tooLargeText(bytes: number): string {
  return `the server's answer was ${formatBytes(bytes)}, over the ${formatBytes(MESSAGE_LIMIT)} limit of one MCP message, so Patchbay did not read it; ask the tool for less (a page, a range, a filter)`;
}

/** The error response that stands in for an oversized answer to request `id`. */
export function tooLargeResponse(id: string | number, bytes: number): JSONRPCMessage {
  return { jsonrpc: "2.0", id, error: { code: TOO_LARGE_CODE, message: tooLargeText(bytes) } };
}

/**
 * Keeps the first and last END_BYTES of a stream of chunks and counts the rest:
 * all that is left of a message over the cap.
 */
export class Ends {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  bytes = 0;

  push(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.head.length < END_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, END_BYTES - this.head.length)]);
    const joined = Buffer.concat([this.tail, chunk.subarray(Math.max(0, chunk.length - END_BYTES))]);
    this.tail = joined.subarray(Math.max(0, joined.length - END_BYTES));
  }

  id(): string | number | undefined {
    return idFromEnds(this.head.toString("utf8"), this.tail.toString("utf8"));
  }
}
