/**
 * An MCP server's prompt as the request: `@patchbay /server:prompt arg=value`
 * in a comment, or `patchbay run --mcp-prompt server:prompt arg=value`. The
 * prompt's messages become what the model is asked; words on the lines after
 * the first are added to it. A prompt that does not exist, or arguments it needs
 * and did not get, end the run before the model is called, saying what to write.
 */
import type { GetPromptResult, Prompt } from "@modelcontextprotocol/sdk/types.js";
import type { McpHub } from "../../mcp/hub.js";

interface PromptRequest {
  server: string;
  prompt: string;
  args: Record<string, string>;
  /** The request's further lines, added after the prompt's text. */
  more: string;
}

class PromptRequestError extends Error {
  override name = "PromptRequestError";
}

const HEAD = /^\/([A-Za-z0-9_.-]+):(\S+)/;
const ARG = /\s+([A-Za-z_][\w.-]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S+)/y;

/** `/server:prompt a=1 b="two words"` at the start of a request, parsed; undefined for any other request. */
function parsePromptRequest(text: string): PromptRequest | undefined {
  const trimmed = text.trimStart();
  const newline = trimmed.indexOf("\n");
  const first = newline === -1 ? trimmed : trimmed.slice(0, newline);
  const head = HEAD.exec(first);
  if (!head?.[1] || !head[2]) return undefined;
  const args: Record<string, string> = {};
  let at = head[0].length;
  ARG.lastIndex = at;
  for (let m = ARG.exec(first); m; m = ARG.exec(first)) {
    const raw = m[2] as string;
    args[m[1] as string] = raw.startsWith('"') ? JSON.parse(raw) : raw.startsWith("'") ? raw.slice(1, -1) : raw;
    at = ARG.lastIndex;
  }
  const leftover = first.slice(at).trim();
  const more = [leftover, newline === -1 ? "" : trimmed.slice(newline + 1).trim()].filter(Boolean).join("\n");
  return { server: head[1], prompt: head[2], args, more };
}

/** The request's text with the prompt filled in, or undefined when the request names no prompt. */
export async function expandPromptRequest(text: string, hub: McpHub | undefined): Promise<string | undefined> {
  const request = parsePromptRequest(text);
  if (!request) return undefined;
  const usage = `/${request.server}:${request.prompt}`;
  const servers = hub?.status().filter((s) => s.status === "connected") ?? [];
  if (!hub || !servers.some((s) => s.name === request.server)) {
    const names = servers.map((s) => s.name).join(", ") || "none";
    throw new PromptRequestError(
      `${usage}: there is no connected MCP server "${request.server}" (connected: ${names})`,
    );
  }
  const { prompts } = await hub.serverPrompts(request.server);
  const prompt = prompts.find((p) => p.name === request.prompt);
  if (!prompt) {
    const names = prompts.map((p) => p.name).join(", ") || "none";
    throw new PromptRequestError(
      `${usage}: MCP server "${request.server}" has no prompt "${request.prompt}" (its prompts: ${names})`,
    );
  }
  const missing = (prompt.arguments ?? []).filter((a) => a.required && !(a.name in request.args));
  if (missing.length)
    throw new PromptRequestError(
      `${usage} needs ${missing.map((a) => `\`${a.name}\``).join(", ")}; write \`${usage} ${signature(prompt)}\``,
    );
  let result: GetPromptResult;
  try {
    result = await hub.getPrompt(request.server, request.prompt, request.args);
  } catch (error) {
    throw new PromptRequestError(
      `${usage}: the server refused it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const body = result.messages.map(messageText).filter(Boolean).join("\n\n");
  return [`(MCP prompt ${usage} of server "${request.server}")`, body, request.more].filter(Boolean).join("\n\n");
}

function signature(prompt: Prompt): string {
  return (prompt.arguments ?? []).map((a) => (a.required ? `${a.name}=…` : `[${a.name}=…]`)).join(" ");
}

function messageText(message: GetPromptResult["messages"][number]): string {
  const c = message.content;
  const text =
    c.type === "text"
      ? c.text
      : c.type === "resource"
        ? "text" in c.resource
          ? `[${c.resource.uri}]\n${c.resource.text}`
          : `[${c.resource.uri}: binary, not shown]`
        : c.type === "resource_link"
          ? `[resource ${c.uri}]`
          : `[${c.type} not shown]`;
  return message.role === "assistant" ? `(assistant) ${text}` : text;
}
