/**
 * The modern (2026-07-28) MCP wire, as far as Patchbay speaks it: no
 * initialize handshake; every request carries the protocol version, the
 * client's identity and capabilities in `_meta` (and the version in the
 * `MCP-Protocol-Version` header, which the SDK's transport sends once told);
 * `server/discover` says what a server supports; a result may be an
 * InputRequiredResult (multi round-trip requests). The SDK (1.x) has types for
 * the 2025-11-25 revision only, so the few shapes the modern revision adds are
 * declared here, from the specification's schema (schema/2026-07-28/schema.ts:
 * RequestMetaObject, DiscoverResult, InputRequiredResult and its error codes);
 * everything else (tools, resources, prompts, elicitation, sampling) is the
 * same shape as before and uses the SDK's schemas.
 */
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type ClientCapabilities, ServerCapabilitiesSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

/** The modern revisions Patchbay speaks, preferred first. */
export const MODERN_VERSIONS = ["2026-07-28"] as const;

/** Error codes the modern revision defines (basic/index#error-codes). */
export const ModernErrorCode = {
  HeaderMismatch: -32020,
  MissingRequiredClientCapability: -32021,
  UnsupportedProtocolVersion: -32022,
  MethodNotFound: -32601,
} as const;

/** Methods whose result may be an InputRequiredResult (basic/patterns/mrtr#supported-requests). */
export const MRTR_METHODS: ReadonlySet<string> = new Set(["tools/call", "resources/read", "prompts/get"]);

/** The `_meta` every modern request carries. */
export function requestMeta(
  version: string,
  clientInfo: { name: string; version: string },
  capabilities: ClientCapabilities,
): Record<string, unknown> {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": clientInfo,
    "io.modelcontextprotocol/clientCapabilities": modernCapabilities(capabilities),
  };
}

/**
 * Capabilities in the modern shape: `roots` lost `listChanged` (the
 * notification is gone); the rest is as declared for the stateful protocol.
 */
function modernCapabilities(capabilities: ClientCapabilities): ClientCapabilities {
  const { roots, ...rest } = capabilities;
  return roots ? { ...rest, roots: {} } : rest;
}

export const DiscoverResultSchema = z.looseObject({
  supportedVersions: z.array(z.string()),
  capabilities: ServerCapabilitiesSchema,
  instructions: z.string().optional(),
  _meta: z
    .looseObject({
      "io.modelcontextprotocol/serverInfo": z.looseObject({ name: z.string(), version: z.string() }).optional(),
    })
    .optional(),
});
export type DiscoverResult = z.infer<typeof DiscoverResultSchema>;

/** Any result, as it comes: `resultType` says whether it is final (absent means "complete"). */
export const AnyResultSchema = z.looseObject({ resultType: z.string().optional() });

export const InputRequiredResultSchema = z.looseObject({
  resultType: z.literal("input_required"),
  inputRequests: z.record(z.string(), z.looseObject({ method: z.string(), params: z.unknown().optional() })).optional(),
  requestState: z.string().optional(),
});

/** A JSON-RPC error the modern revision defines, as a server answers it. */
const modernErrorBody = z.looseObject({
  error: z.looseObject({
    code: z.number(),
    message: z.string().optional(),
    data: z.looseObject({ supported: z.array(z.string()).optional() }).optional(),
  }),
});
export type ModernError = z.infer<typeof modernErrorBody>["error"] & { status: number };

/**
 * The JSON-RPC error inside an HTTP error the SDK's transport threw (it keeps
 * the body after "Error POSTing to endpoint: "), when it is one the modern
 * revision defines: how a modern server says "not like that" (streamable-http
 * #backward-compatibility). Undefined for anything else — a legacy server.
 */
export function modernErrorOf(error: unknown): ModernError | undefined {
  if (!(error instanceof StreamableHTTPError)) return undefined;
  const status = error.code ?? 0;
  const body = error.message.slice(error.message.indexOf("{"));
  let parsed: z.infer<typeof modernErrorBody>;
  try {
    const result = modernErrorBody.safeParse(JSON.parse(body));
    if (!result.success) return undefined;
    parsed = result.data;
  } catch {
    return undefined;
  }
  const code = parsed.error.code;
  const modern =
    (status === 400 &&
      (code === ModernErrorCode.UnsupportedProtocolVersion ||
        code === ModernErrorCode.HeaderMismatch ||
        code === ModernErrorCode.MissingRequiredClientCapability)) ||
    (status === 404 && code === ModernErrorCode.MethodNotFound);
  return modern ? { ...parsed.error, status } : undefined;
}
