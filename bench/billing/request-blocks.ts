/**
 * A provider request body as the provider's cache sees it: an ordered list of
 * blocks (each tool definition, each system part, each content block of each
 * message), with its estimated tokens and whether it carries a cache breakpoint.
 * Two requests share a cached prefix exactly as far as their blocks are equal.
 *
 * Order is the provider's prompt order: Anthropic renders tools, then system, then
 * messages (its prompt-caching guide); OpenAI's cache covers the whole request
 * prefix, tools and instructions before the conversation; Gemini's request puts the
 * system instruction and tools before the contents. Markers that steer the cache
 * (`cache_control`) are not content: they are left out of the key.
 */
import { estimateTokens } from "../../src/agent/context-window.js";

export interface Block {
  /** Canonical content: two blocks are the same prompt text when their keys are equal. */
  key: string;
  tokens: number;
  /** Anthropic: this block carries `cache_control`. */
  breakpoint: boolean;
}

export type Provider = "anthropic" | "openai" | "google";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function block(kind: string, value: unknown): Block {
  let breakpoint = false;
  let content = value;
  if (isObject(value) && "cache_control" in value) {
    const { cache_control: _marker, ...rest } = value;
    breakpoint = true;
    content = rest;
  }
  const key = `${kind}:${JSON.stringify(content)}`;
  return { key, tokens: estimateTokens(content), breakpoint };
}

function anthropicBlocks(body: Json): Block[] {
  const out: Block[] = [];
  for (const tool of list(body["tools"])) out.push(block("tool", tool));
  const system = body["system"];
  if (typeof system === "string") out.push(block("system", { type: "text", text: system }));
  for (const part of list(system)) out.push(block("system", part));
  for (const message of list(body["messages"])) {
    if (!isObject(message)) continue;
    const role = String(message["role"]);
    const content = message["content"];
    if (typeof content === "string") out.push(block(role, { type: "text", text: content }));
    for (const part of list(content)) out.push(block(role, part));
  }
  return out;
}

function openaiBlocks(body: Json): Block[] {
  const out: Block[] = [];
  if (typeof body["instructions"] === "string") out.push(block("instructions", body["instructions"]));
  for (const tool of list(body["tools"])) out.push(block("tool", tool));
  for (const item of list(body["input"])) out.push(block("item", item));
  return out;
}

function googleBlocks(body: Json): Block[] {
  const out: Block[] = [];
  const system = body["systemInstruction"];
  if (isObject(system)) for (const part of list(system["parts"])) out.push(block("system", part));
  for (const group of list(body["tools"]))
    if (isObject(group)) for (const fn of list(group["functionDeclarations"])) out.push(block("tool", fn));
  for (const content of list(body["contents"])) {
    if (!isObject(content)) continue;
    const role = String(content["role"]);
    for (const part of list(content["parts"])) out.push(block(role, part));
  }
  return out;
}

export function requestBlocks(provider: Provider, body: unknown): Block[] {
  if (!isObject(body)) throw new Error(`${provider} request body is not a JSON object`);
  if (provider === "anthropic") return anthropicBlocks(body);
  if (provider === "openai") return openaiBlocks(body);
  return googleBlocks(body);
}

/** Index just past the last breakpoint (0 when there is none): the prefix the request asks the cache to keep. */
export function lastBreakpointEnd(blocks: Block[]): number {
  for (let i = blocks.length - 1; i >= 0; i--) if (blocks[i]?.breakpoint) return i + 1;
  return 0;
}
