/**
 * Opening a remote MCP server: Streamable HTTP, or SSE when configured so. With
 * no transport configured ("auto"), HTTP first and SSE when the server's answer
 * says it speaks only the older protocol; when both fail, one error names both.
 */
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { McpServerConfig } from "../config/schema.js";
import { FallbackError } from "./errors.js";
import { createAuth, createRemoteTransport, shouldFallBackToSse } from "./transport.js";

/** Attaches over the first transport that works; returns the kind it settled on. */
export async function openRemote(
  config: McpServerConfig,
  kind: "auto" | "http" | "sse",
  fetchFn: FetchLike | undefined,
  attach: (transport: Transport) => Promise<void>,
): Promise<"http" | "sse"> {
  const auth = createAuth(config, fetchFn);
  const first = kind === "sse" ? "sse" : "http";
  try {
    await attach(createRemoteTransport(config, first, auth, fetchFn));
  } catch (error) {
    if (kind !== "auto" || !shouldFallBackToSse(error)) throw error;
    try {
      await attach(createRemoteTransport(config, "sse", auth, fetchFn));
    } catch (sseError) {
      throw new FallbackError(error, sseError, config.url);
    }
    return "sse";
  }
  return first;
}
