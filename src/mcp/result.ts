/**
 * MCP results → the ToolResult the model reads. Text, images and embedded
 * resources become one bounded text plus images; binary that a model cannot
 * read is described rather than dumped. Size caps keep one chatty server from
 * filling the context window; a cut always says so.
 */
import type { CallToolResult, ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import type { ToolImage, ToolResult } from "../tools/types.js";

export interface ResultLimits {
  /** Characters of text kept. */
  maxChars: number;
  /** Base64 characters of images kept in total; further images are described, not sent. */
  maxImageChars: number;
}

export const DEFAULT_LIMITS: ResultLimits = { maxChars: 50_000, maxImageChars: 4 * 1024 * 1024 };

/** Cuts `text` to `max` characters, head and tail kept, with a note saying how much went. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor(max / 2);
  const cut = text.length - 2 * half;
  return `${text.slice(0, half)}\n[… ${cut} characters cut from the middle of a ${text.length}-character result …]\n${text.slice(text.length - half)}`;
}

function bytesOfBase64(data: string): number {
  return Math.floor((data.length * 3) / 4);
}

type Part = CallToolResult["content"][number];

function describePart(part: Part, images: ToolImage[], budget: { imageChars: number }): string {
  switch (part.type) {
    case "text":
      return part.text;
    case "image":
      if (part.data.length <= budget.imageChars) {
        budget.imageChars -= part.data.length;
        images.push({ data: part.data, mimeType: part.mimeType });
        return `[image ${images.length}: ${part.mimeType}, ${bytesOfBase64(part.data)} bytes]`;
      }
      return `[image not shown: ${part.mimeType}, ${bytesOfBase64(part.data)} bytes is over the size limit]`;
    case "audio":
      return `[audio not shown: ${part.mimeType}, ${bytesOfBase64(part.data)} bytes]`;
    case "resource_link":
      return `[resource link: ${part.uri}${part.name ? ` (${part.name})` : ""}${part.mimeType ? `, ${part.mimeType}` : ""}]`;
    case "resource": {
      const r = part.resource;
      if ("text" in r) return `[resource ${r.uri}${r.mimeType ? `, ${r.mimeType}` : ""}]\n${r.text}`;
      return `[resource ${r.uri}: ${r.mimeType ?? "binary"}, ${bytesOfBase64(r.blob)} bytes, not shown]`;
    }
  }
}

/** A tools/call result as the model sees it; `isError` becomes ok=false naming the server and tool. */
export function normalizeCallResult(
  result: CallToolResult,
  where: { server: string; tool: string },
  limits: ResultLimits = DEFAULT_LIMITS,
): ToolResult {
  const images: ToolImage[] = [];
  const budget = { imageChars: limits.maxImageChars };
  const parts = result.content.map((part) => describePart(part, images, budget));
  let text = parts.join("\n");
  if (parts.length === 0 && result.structuredContent !== undefined) text = JSON.stringify(result.structuredContent);
  if (result.isError) {
    text = `MCP tool "${where.tool}" on server "${where.server}" reported an error:\n${text || "(no details given)"}`;
  } else if (text === "") {
    text = "(the tool returned no content)";
  }
  return { ok: !result.isError, content: capText(text, limits.maxChars), ...(images.length ? { images } : {}) };
}

/** A resources/read result as text for access_mcp_resource. */
export function normalizeReadResult(
  result: ReadResourceResult,
  where: { server: string; uri: string },
  limits: ResultLimits = DEFAULT_LIMITS,
): ToolResult {
  const parts = result.contents.map((c) => {
    if ("text" in c) return result.contents.length > 1 ? `[${c.uri}]\n${c.text}` : c.text;
    return `[${c.uri}: ${c.mimeType ?? "binary"}, ${bytesOfBase64(c.blob)} bytes of binary, not shown]`;
  });
  const text = parts.join("\n") || `(resource ${where.uri} on server "${where.server}" is empty)`;
  return { ok: true, content: capText(text, limits.maxChars) };
}

/** A thrown error (timeout, crash, protocol error) as a result the model can act on. */
export function errorResult(message: string, where: { server: string; tool: string }): ToolResult {
  return { ok: false, content: `MCP tool "${where.tool}" on server "${where.server}" failed: ${message}` };
}
