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
  return capJoined([text], max);
}

/**
 * `parts.join("\n")` cut to `max` characters as capText would cut it, without
 * building the whole joined string first: a 50 MB result is read from its ends.
 */
function capJoined(parts: readonly string[], max: number): string {
  const total = parts.reduce((n, p) => n + p.length, 0) + Math.max(0, parts.length - 1);
  if (total <= max) return parts.join("\n");
  const half = Math.floor(max / 2);
  const joined = (from: number, to: number) => {
    let out = "";
    let at = 0;
    parts.forEach((part, i) => {
      const piece = i < parts.length - 1 ? [part, "\n"] : [part];
      for (const chunk of piece) {
        const start = Math.max(from, at);
        const end = Math.min(to, at + chunk.length);
        if (start < end) out += chunk.slice(start - at, end - at);
        at += chunk.length;
      }
    });
    return out;
  };
  const cut = total - 2 * half;
  return `${joined(0, half)}\n[… ${cut} characters cut from the middle of a ${total}-character result …]\n${joined(total - half, total)}`;
}

function bytesOfBase64(data: string): number {
  return Math.floor((data.length * 3) / 4);
}

/** Media types whose bytes are text a model reads, whatever a server sends them as (a blob or text). */
const TEXT_TYPES =
  /^(text\/|application\/(json|xml|yaml|x-yaml|javascript|x-sh|toml|sql|graphql)\b|application\/[\w.+-]+\+(json|xml)\b)/i;

/**
 * A blob whose media type is text, decoded — or undefined when it is binary (or
 * not valid UTF-8 after all). Only the head is decoded: the result is cut to the
 * model's limit anyway, and a 50 MB blob must not become a 100 MB string first.
 */
function textOfBlob(blob: string, mimeType: string | undefined, maxChars: number): string | undefined {
  if (!mimeType || !TEXT_TYPES.test(mimeType)) return undefined;
  // maxChars characters are at most 4 bytes each; 3 bytes are 4 base64 characters.
  const headChars = Math.min(blob.length, Math.ceil((maxChars * 4) / 3) * 4);
  const bytes = Buffer.from(blob.slice(0, headChars), "base64");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(headChars < blob.length ? trimPartial(bytes) : bytes);
  } catch {
    return undefined;
  }
  return headChars < blob.length ? `${text}\n[… ${bytesOfBase64(blob)} bytes in all; the rest is not shown …]` : text;
}

/** Drops a UTF-8 sequence cut in half at the end. */
function trimPartial(bytes: Buffer): Buffer {
  let end = bytes.length;
  let back = 0;
  while (end - back - 1 >= 0 && back < 4 && ((bytes[end - back - 1] ?? 0) & 0xc0) === 0x80) back++;
  const lead = bytes[end - back - 1];
  if (lead !== undefined && lead >= 0xc0) end = end - back - 1;
  return bytes.subarray(0, end);
}

type Part = CallToolResult["content"][number];

function describePart(part: Part, images: ToolImage[], budget: { imageChars: number }, maxChars: number): string {
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
      const head = `[resource ${r.uri}${r.mimeType ? `, ${r.mimeType}` : ""}]`;
      if ("text" in r) return `${head}\n${r.text}`;
      const text = textOfBlob(r.blob, r.mimeType, maxChars);
      if (text !== undefined) return `${head}\n${text}`;
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
  let parts = result.content.map((part) => describePart(part, images, budget, limits.maxChars));
  if (parts.length === 0 && result.structuredContent !== undefined) parts = [JSON.stringify(result.structuredContent)];
  const empty = parts.every((p) => p === "");
  if (result.isError)
    parts = [
      `MCP tool "${where.tool}" on server "${where.server}" reported an error:`,
      ...(empty ? ["(no details given)"] : parts),
    ];
  else if (empty) parts = ["(the tool returned no content)"];
  // Cut from the parts' ends, not from one joined copy of a result that may be megabytes.
  return {
    ok: !result.isError,
    content: capJoined(parts, limits.maxChars),
    images: images.length ? images : undefined,
  };
}

/** A resources/read result as text for access_mcp_resource. */
export function normalizeReadResult(
  result: ReadResourceResult,
  where: { server: string; uri: string },
  limits: ResultLimits = DEFAULT_LIMITS,
): ToolResult {
  const parts = result.contents.map((c) => {
    const label = (text: string) => (result.contents.length > 1 ? `[${c.uri}]\n${text}` : text);
    if ("text" in c) return label(c.text);
    const text = textOfBlob(c.blob, c.mimeType, limits.maxChars);
    if (text !== undefined) return label(text);
    return `[${c.uri}: ${c.mimeType ?? "binary"}, ${bytesOfBase64(c.blob)} bytes of binary, not shown]`;
  });
  if (parts.every((p) => p === ""))
    return { ok: true, content: `(resource ${where.uri} on server "${where.server}" is empty)` };
  return { ok: true, content: capJoined(parts, limits.maxChars) };
}

/** A thrown error (timeout, crash, protocol error) as a result the model can act on. */
export function errorResult(message: string, where: { server: string; tool: string }): ToolResult {
  return { ok: false, content: `MCP tool "${where.tool}" on server "${where.server}" failed: ${message}` };
}
