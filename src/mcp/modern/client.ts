/**
 * A client for servers that speak the modern (2026-07-28) revision over
 * Streamable HTTP, as a dual-era client does it (basic/versioning
 * #backward-compatibility): connecting sends `server/discover` instead of
 * `initialize`; a server that answers it is modern, one that answers with a
 * negotiation error gets the request again at a version both speak, and
 * anything else means a legacy server (LegacyServerError: the caller connects
 * with the SDK's Client and `initialize`).
 *
 * It is the SDK's Client with the handshake left out and three things added,
 * so the hub (listing, tool calls, validators, result limits, OAuth, sessions)
 * uses it exactly like the stateful one:
 * - every request carries the modern `_meta` (version, clientInfo,
 *   capabilities) and the transport sends the matching MCP-Protocol-Version;
 * - a tools/call, resources/read or prompts/get answered with an
 *   InputRequiredResult is answered — elicitation, sampling and roots through
 *   the same answers as a server's own requests (client-requests.ts) — and
 *   sent again with the responses and the server's `requestState`, verbatim,
 *   under a new JSON-RPC id;
 * - the server's capabilities and identity come from `server/discover`.
 */
import { Client, type ClientOptions } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type AnySchema, type SchemaOutput, safeParse } from "@modelcontextprotocol/sdk/server/zod-compat.js";
import { Protocol, type RequestOptions } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  type ClientCapabilities,
  ErrorCode,
  type Implementation,
  McpError,
  type ServerCapabilities,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { answerServerRequest, type ClientFeatures } from "../client-requests.js";
import {
  AnyResultSchema,
  type DiscoverResult,
  DiscoverResultSchema,
  InputRequiredResultSchema,
  MODERN_VERSIONS,
  ModernErrorCode,
  MRTR_METHODS,
  modernErrorOf,
  requestMeta,
} from "./protocol.js";

/** A server that asks for more input this many times on one request is not going anywhere. */
const MAX_ROUNDS = 10;

/** The server did not answer as a modern server: connect with `initialize` instead. */
export class LegacyServerError extends Error {
  constructor(readonly answer: unknown) {
    super(
      `the server does not speak the 2026-07-28 protocol (${answer instanceof Error ? answer.message : String(answer)})`,
    );
    this.name = "LegacyServerError";
  }
}

/** A modern server whose protocol versions Patchbay does not speak. */
class VersionMismatchError extends Error {
  constructor(server: string, supported: readonly string[]) {
    super(
      `MCP server "${server}" speaks MCP ${supported.join(", ") || "(no versions listed)"}; Patchbay speaks ${[...MODERN_VERSIONS, "2025-11-25 and earlier"].join(", ")}. Use a version of the server that supports one of these, or a newer Patchbay`,
    );
    this.name = "VersionMismatchError";
  }
}

/** Versions of the stateful era: a server listing only these is spoken to with initialize. */
const LEGACY_VERSION = /^(2024|2025)-/;

export interface ModernClientOptions extends ClientOptions {
  server: string;
  features: ClientFeatures;
  capabilities: ClientCapabilities;
  /** Lists the server's tools again (after a HeaderMismatch on a call). */
  relist?: () => Promise<void>;
}

export class ModernClient extends Client {
  private version: string = MODERN_VERSIONS[0];
  private discovered: DiscoverResult | undefined;
  private readonly info: Implementation;
  private readonly opts: ModernClientOptions;

  constructor(info: Implementation, opts: ModernClientOptions) {
    super(info, opts);
    this.info = info;
    this.opts = opts;
  }

  /** The protocol version in use. */
  get protocolVersion(): string {
    return this.version;
  }

  /** Wires the transport (the SDK's Protocol.connect: not Client.connect, which sends initialize), then discovers. */
  override async connect(transport: Transport, options?: RequestOptions): Promise<void> {
    await Protocol.prototype.connect.call(this, transport);
    try {
      await this.discover(transport, options);
    } catch (error) {
      await this.close().catch(() => {});
      throw error;
    }
  }

  private async discover(transport: Transport, options: RequestOptions | undefined): Promise<void> {
    // Two tries are enough for any server: the second uses a version it listed.
    for (let attempt = 0; attempt < 3; attempt++) {
      transport.setProtocolVersion?.(this.version);
      let result: DiscoverResult;
      try {
        result = await this.request({ method: "server/discover", params: {} }, DiscoverResultSchema, options);
      } catch (error) {
        const modern = modernErrorOf(error) ?? (error instanceof McpError ? modernJsonRpcError(error) : undefined);
        if (!modern) throw legacyOrFatal(error);
        if (modern.code === ModernErrorCode.UnsupportedProtocolVersion) {
          this.version = this.pick(modern.data?.supported ?? []);
          continue;
        }
        if (modern.code === ModernErrorCode.MethodNotFound) {
          // A modern server without server/discover (which it must have): assume it has tools.
          this.discovered = { supportedVersions: [this.version], capabilities: { tools: {} } };
          return;
        }
        throw new Error(`the server refused Patchbay's request (error ${modern.code}: ${modern.message ?? ""})`);
      }
      this.version = result.supportedVersions.includes(this.version)
        ? this.version
        : this.pick(result.supportedVersions);
      this.discovered = result;
      transport.setProtocolVersion?.(this.version);
      return;
    }
    throw new Error(`the server kept refusing protocol version ${this.version}, though it says it supports it`);
  }

  /** A version both speak; legacy-only servers are spoken to with initialize. */
  private pick(supported: readonly string[]): string {
    const mutual = MODERN_VERSIONS.find((v) => supported.includes(v));
    if (mutual) return mutual;
    if (supported.some((v) => LEGACY_VERSION.test(v)))
      throw new LegacyServerError(`it supports ${supported.join(", ")}`);
    throw new VersionMismatchError(this.opts.server, supported);
  }

  override getServerCapabilities(): ServerCapabilities | undefined {
    return this.discovered?.capabilities;
  }

  override getServerVersion(): Implementation | undefined {
    const info = this.discovered?._meta?.["io.modelcontextprotocol/serverInfo"];
    return info ? { name: info.name, version: info.version } : undefined;
  }

  override getInstructions(): string | undefined {
    return this.discovered?.instructions;
  }

  /** The modern revision defines no client notifications over Streamable HTTP (not even initialized). */
  override async notification(): Promise<void> {}

  /** Every request with the modern `_meta`; multi-round-trip results answered and the request sent again. */
  override async request<T extends AnySchema>(
    request: Parameters<Client["request"]>[0],
    resultSchema: T,
    options?: RequestOptions,
  ): Promise<SchemaOutput<T>> {
    const { _meta: callerMeta, ...base } = (request.params ?? {}) as Record<string, unknown>;
    const meta = {
      ...(callerMeta as object | undefined),
      ...requestMeta(this.version, this.info, this.opts.capabilities),
    };
    let extra: Record<string, unknown> = {};
    let relisted = false;
    for (let round = 0; ; round++) {
      const params = { ...base, ...extra, _meta: meta };
      let raw: z.infer<typeof AnyResultSchema>;
      try {
        raw = await super.request({ method: request.method, params }, AnyResultSchema, options);
      } catch (error) {
        const modern = request.method === "server/discover" ? undefined : modernErrorOf(error);
        if (!modern) throw error;
        // The tool's x-mcp-header annotations may have changed since it was listed: list the tools
        // again and send the call once more, with the headers they now ask for (streamable-http#client-behavior).
        const relist = this.opts.relist;
        if (modern.code === ModernErrorCode.HeaderMismatch && request.method === "tools/call" && relist && !relisted) {
          relisted = true;
          await relist();
          round--;
          continue;
        }
        // Otherwise a modern refusal (a header mismatch, a version the server dropped) as the JSON-RPC error it is.
        throw new McpError(modern.code, modern.message ?? "", modern.data);
      }
      const pending = MRTR_METHODS.has(request.method) ? InputRequiredResultSchema.safeParse(raw) : undefined;
      if (!pending?.success) return parsed(resultSchema, raw, request.method);
      if (round + 1 >= MAX_ROUNDS)
        throw new McpError(
          ErrorCode.InternalError,
          `the server asked for more input ${MAX_ROUNDS} times on one ${request.method} request; Patchbay stopped there`,
        );
      const { inputRequests, requestState } = pending.data;
      // Each round is the original request with this round's answers: nothing carries over from the round before.
      extra = {
        inputResponses: inputRequests ? await this.answer(inputRequests, options?.signal) : undefined,
        requestState,
      };
    }
  }

  private async answer(
    requests: Record<string, { method: string; params?: unknown }>,
    signal: AbortSignal | undefined,
  ): Promise<Record<string, unknown>> {
    const responses: Record<string, unknown> = {};
    // One at a time: a person answers one form after another.
    for (const [key, request] of Object.entries(requests))
      responses[key] = await answerServerRequest(
        this.opts.server,
        this.opts.features,
        request,
        signal ?? new AbortController().signal,
      );
    return responses;
  }
}

/** The caller's schema applied to the final result, failing as the SDK's own request does. */
function parsed<T extends AnySchema>(schema: T, raw: unknown, method: string): SchemaOutput<T> {
  const result = safeParse(schema, raw);
  if (result.success) return result.data as SchemaOutput<T>;
  throw new McpError(ErrorCode.InvalidParams, `invalid ${method} result: ${String(result.error)}`);
}

/** A modern error that came back as a JSON-RPC error in a successful HTTP response. */
function modernJsonRpcError(error: McpError) {
  if (error.code !== ModernErrorCode.UnsupportedProtocolVersion) return undefined;
  const data = z.looseObject({ supported: z.array(z.string()).optional() }).safeParse(error.data);
  return { code: error.code, message: error.message, status: 200, data: data.success ? data.data : undefined };
}

/**
 * What a failed probe means. A server that turns `server/discover` down in any
 * way the modern revision does not define — a 4xx without a modern error body
 * (an SDK server: "Bad Request: Server not initialized", an unknown protocol
 * version), a JSON-RPC error, an answer that is not a discovery result, or not
 * JSON at all — is a legacy server. Not being let in (401/403 after OAuth had
 * its go), OAuth's own failures and the network are the same whatever the era:
 * they are the error.
 */
function legacyOrFatal(error: unknown): unknown {
  if (error instanceof LegacyServerError || error instanceof VersionMismatchError) return error;
  if (error instanceof StreamableHTTPError) {
    const status = error.code ?? 0;
    return status === 401 || status === 403 || status >= 500 ? error : new LegacyServerError(error);
  }
  if (error instanceof McpError)
    return error.code === ErrorCode.RequestTimeout || error.code === ErrorCode.ConnectionClosed
      ? error
      : new LegacyServerError(error);
  // An answer that is not a discovery result: the SDK's schema check fails with zod's core error.
  if (error instanceof Error && /^\$?ZodError$/.test(error.name)) return new LegacyServerError(error);
  return error;
}
