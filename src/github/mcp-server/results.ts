/**
 * Results of the built-in GitHub MCP server's tools, and the one guard that
 * turns a GitHub failure into a result the model can act on.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { sanitizeUntrusted } from "../../util/sanitize.js";
import { messageOf, statusOf } from "../errors.js";

export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true,
} as const;

export const text = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }] });
const failure = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }], isError: true });
export const untrusted = (t: string) => sanitizeUntrusted(t).text;

/** Runs a handler, turning GitHub failures into results the model can read. */
export function failuresAsResults(where: string) {
  return <A>(what: (args: A) => string, fn: (args: A) => Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await fn(args);
      } catch (error) {
        const status = statusOf(error);
        const hint =
          status === 404
            ? "It does not exist in this repository, or the token cannot see it; check the number or ref."
            : status === 403
              ? "The workflow token may not read this; it needs the matching `permissions:` (e.g. actions: read, checks: read)."
              : "Try again later or use another source.";
        return failure(
          `GitHub could not ${what(args)} in ${where} (${status ? `HTTP ${status}: ` : ""}${messageOf(error)}). ${hint}`,
        );
      }
    };
}
