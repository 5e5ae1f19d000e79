/**
 * "Our Streamable HTTP session is gone": the spec's signal is HTTP 404 for a
 * request that carries the session id (the server restarted, or expired it),
 * and the client must start a new session with a new initialize. Servers built
 * on the TypeScript SDK's examples answer an unknown session id with 400 "No
 * valid session ID provided" instead, so that counts too.
 */
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export function sessionGone(error: unknown): boolean {
  if (!(error instanceof StreamableHTTPError)) return false;
  if (error.code === 404) return true;
  return error.code === 400 && /session/i.test(error.message);
}
