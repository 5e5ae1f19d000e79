/**
 * One tools/call on a connected client, and what its answer means to the model:
 * - a tool that runs only as a task goes through tasks (create, poll, result),
 *   all within the call's timeout, and is cancelled on the server when that runs
 *   out or the run stops;
 * - a result is checked against the tool's outputSchema, and a mismatch is a
 *   failed result saying exactly where, with the content it came with.
 * Protocol failures throw (the connection turns them into results).
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { type CallToolResult, CallToolResultSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { ToolResult } from "../tools/types.js";
import type { ListedTool } from "./listing.js";
import { errorResult, normalizeCallResult } from "./result.js";
import { progressText } from "./signals.js";

export interface CallOptions {
  signal: AbortSignal;
  timeoutMs: number;
  progress?: (message: string) => void;
}

export async function requestToolCall(
  client: Client,
  listed: ListedTool,
  args: Record<string, unknown>,
  opts: CallOptions,
): Promise<CallToolResult> {
  const params = { name: listed.def.name, arguments: args };
  const options = {
    signal: opts.signal,
    timeout: opts.timeoutMs,
    resetTimeoutOnProgress: true,
    // Always asked for, so progress notifications keep a long call alive.
    onprogress: (p: { progress: number; total?: number; message?: string }) => opts.progress?.(progressText(p)),
  };
  if (!listed.task) return client.request({ method: "tools/call", params }, CallToolResultSchema, options);
  return callAsTask(client, params, opts, options);
}

/** tools/call as a task: the whole life of the task stays within the call's timeout. */
async function callAsTask(
  client: Client,
  params: { name: string; arguments: Record<string, unknown> },
  opts: CallOptions,
  options: { timeout: number; resetTimeoutOnProgress: boolean },
): Promise<CallToolResult> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new McpError(ErrorCode.RequestTimeout, "Request timed out")),
    opts.timeoutMs,
  );
  const signal = AbortSignal.any([opts.signal, deadline.signal]);
  let taskId: string | undefined;
  try {
    const stream = client.experimental.tasks.requestStream({ method: "tools/call", params }, CallToolResultSchema, {
      ...options,
      signal,
      task: {},
    });
    for await (const message of stream) {
      if (message.type === "taskCreated") taskId = message.task.taskId;
      else if (message.type === "taskStatus") {
        if (message.task.statusMessage) opts.progress?.(message.task.statusMessage);
      } else if (message.type === "result") return message.result;
      else if (message.type === "error") throw signal.aborted ? signal.reason : message.error;
    }
    throw new McpError(ErrorCode.InternalError, "the task ended without a result");
  } catch (error) {
    // Out of time or stopped: the server is told to stop the task too.
    if (taskId && signal.aborted)
      await client.experimental.tasks.cancelTask(taskId, { timeout: 5000 }).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The result as the model sees it. A tool with an outputSchema must return
 * structuredContent that matches it; if it does not, the model is told where it
 * does not, and still sees what the tool wrote.
 */
export function resultFor(
  listed: ListedTool,
  result: CallToolResult,
  where: { server: string; tool: string },
): ToolResult {
  const normalized = normalizeCallResult(result, where);
  const check = listed.validateOutput;
  if (!check || result.isError) return normalized;
  const problem =
    result.structuredContent === undefined
      ? "returned no structuredContent, though it declares an outputSchema"
      : (() => {
          const verdict = check(result.structuredContent);
          return verdict.valid
            ? undefined
            : `returned structuredContent that does not match its outputSchema: ${verdict.errorMessage}`;
        })();
  if (!problem) return normalized;
  return {
    ok: false,
    content: `MCP tool "${where.tool}" on server "${where.server}" ${problem}. Its result is not reliable; what it returned:\n${normalized.content}`,
    images: normalized.images,
  };
}

/** A call to a server that is not connected: why, and whether to try again. */
export function unavailable(
  where: { server: string; tool: string },
  state: string,
  error: string | undefined,
): ToolResult {
  const why =
    state === "connecting"
      ? "the server is (re)starting; try again shortly"
      : `the server is ${state}${error ? `: ${error}` : ""}`;
  return errorResult(`tool unavailable, ${why}`, where);
}

/** A call's result with what Patchbay declined on its behalf appended, so the model knows who refused. */
export function withNotes(result: ToolResult, declined: string[]): ToolResult {
  if (declined.length === 0) return result;
  return { ...result, content: `${result.content}\n\n(${[...new Set(declined)].join("\n")})` };
}
