/**
 * Turning whatever went wrong with a server into one sentence a user can act
 * on: what happened, which server, what to try. Raw SDK errors ("SSE error:
 * undefined", "MCP error -32000") say none of that.
 */
import { OAuthError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { UnsetVariableError } from "../config/expand.js";
import { httpStatus } from "./transport.js";

/** Named error for failures of the hub itself (unknown server, closed hub). */
export class McpHubError extends Error {
  constructor(
    message: string,
    readonly code: "unknown_server" | "unknown_tool" | "closed" | "unavailable",
  ) {
    super(message);
    this.name = "McpHubError";
  }
}

/** Context that makes a message useful: the last stderr lines, a non-JSON stdout line, how the process ended. */
export interface Clues {
  stderr?: string;
  garbage?: string;
  exit?: string;
  /** A path the sandbox hides that the server needed. */
  hidden?: string;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The last few lines of stderr, enough to show the cause without flooding a status line. */
export function stderrTail(stderr: string | undefined, maxChars = 1500): string {
  const text = (stderr ?? "").trimEnd();
  if (text.length <= maxChars) return text;
  return `…${text.slice(text.length - maxChars)}`;
}

export function withClues(message: string, clues: Clues): string {
  // A hidden path is the cause, whatever the process said: it comes first.
  let out = clues.hidden
    ? `${clues.hidden}: install the server as a package (\`npx -y pkg\`, fetched before the run), or put it in the work tree (${message})`
    : message;
  if (clues.exit) out += `; the process ${clues.exit}`;
  if (clues.garbage) out += `; it wrote non-JSON to stdout (stdout is reserved for MCP messages): ${clues.garbage}`;
  const tail = stderrTail(clues.stderr);
  if (tail) out += `\nstderr:\n${tail}`;
  return out;
}

/** Why connecting failed, with a hint what to change. */
export function describeConnectError(
  error: unknown,
  target: { name?: string; command?: string; url?: string; oauth?: object },
): string {
  const status = httpStatus(error);
  if (status === 401 || status === 403)
    return `${target.url} answered HTTP ${status} (not authorized); ${
      target.oauth
        ? "the token Patchbay got was not accepted"
        : `log in once with \`patchbay mcp login ${target.name ?? "SERVER"}\`, or set \`headers\` (e.g. Authorization: "Bearer \${TOKEN}") or \`oauth\` for this server`
    }`;
  if (error instanceof OAuthError) return describeOAuthError(error);
  if (error instanceof UnsetVariableError) return `${error.key}: ${error.message}`;
  if (status !== undefined) return `${target.url} answered HTTP ${status}: ${trimHttp(errorText(error))}`;
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  if (code === "ENOENT")
    return `command "${target.command}" was not found; install it or fix \`command\` (PATH is searched)`;
  if (code === "EACCES") return `command "${target.command}" is not executable`;
  if (code === "ECONNREFUSED" || /ECONNREFUSED|fetch failed/.test(errorText(error)))
    return `nothing answered at ${target.url} (connection refused); is the server running?`;
  if (/Unexpected content type/i.test(errorText(error)))
    return `${target.url} did not answer as an MCP server (${errorText(error)}); check the url`;
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed)
    return "the server closed the connection before the handshake finished";
  if (error instanceof SyntaxError)
    return `${target.url} answered something that is not JSON (${errorText(error)}); is it an MCP server? Check the url`;
  return errorText(error);
}

/** An authorization server's OAuth error (RFC 6749 §5.2), with what to check. */
function describeOAuthError(error: OAuthError): string {
  const said = `the authorization server answered ${error.errorCode}${error.message ? ` (${error.message})` : ""}`;
  if (error.errorCode === "invalid_client" || error.errorCode === "unauthorized_client")
    return `${said}: check oauth.client_id and oauth.client_secret (or private_key)`;
  if (error.errorCode === "invalid_scope") return `${said}: check oauth.scope`;
  return said;
}

/** Why a call failed, for the model and the log. */
export function describeCallError(error: unknown, timeoutSeconds: number): string {
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout)
      return `no answer within ${timeoutSeconds} s, so the request was cancelled (the limit is the server's \`timeout\` in the config); try a smaller request or go on without this tool`;
    if (error.code === ErrorCode.ConnectionClosed) return "the server closed the connection during the call";
    return `the server answered with error ${error.code}: ${error.message.replace(/^MCP error -?\d+: /, "")}`;
  }
  if (error instanceof Error && (error.name === "AbortError" || /aborted/i.test(error.message)))
    return "the call was cancelled";
  return errorText(error);
}

function trimHttp(message: string): string {
  return message.replace(/^(SSE error: |Streamable HTTP error: )/, "").slice(0, 500);
}

/** Connecting took longer than `connect_timeout`. */
export class ConnectTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(
      `did not finish connecting within ${ms / 1000} s (the server never answered initialize, server/discover or tools/list); raise \`connect_timeout\` if it is just slow`,
    );
    this.name = "ConnectTimeoutError";
  }
}

/** A url without a type: Streamable HTTP was turned down and the SSE fallback failed too. */
export class FallbackError extends Error {
  constructor(
    readonly httpError: unknown,
    readonly sseError: unknown,
    url: string | undefined,
  ) {
    super(
      `${describeConnectError(httpError, { url })} (tried Streamable HTTP); the SSE fallback failed too: ${describeConnectError(sseError, { url })}`,
    );
    this.name = "FallbackError";
  }
}
