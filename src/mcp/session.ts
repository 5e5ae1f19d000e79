/**
 * "Our Streamable HTTP session is gone": the spec's signal is HTTP 404 for a
 * request that carries the session id (the server restarted, or expired it),
 * and the client must start a new session with a new initialize. Servers built
 * on the TypeScript SDK's examples answer an unknown session id with 400 "No
 * valid session ID provided" instead, so that counts too.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export function sessionGone(error: unknown): boolean {
  if (!(error instanceof StreamableHTTPError)) return false;
  if (error.code === 404) return true;
  return error.code === 400 && /session/i.test(error.message);
}

/** What the keeper needs of its connection. */
export interface SessionHost {
  /** The client, when connected. */
  current(): Client | undefined;
  /** Whether the connection is Streamable HTTP (only that has sessions to renew). */
  http(): boolean;
  /** Why there is no client, for the error a caller gets. */
  why(): string;
  /** Closes `stale` and connects again (a new initialize, so a new session). */
  reopen(stale: Client): Promise<void>;
}

/**
 * Runs requests on the connected client; when a Streamable HTTP server says our
 * session is gone (it restarted), opens a new session — initialize again, as the
 * spec requires — and runs the request once more. The server had not handled
 * the first one (it did not know the session), so running it again is safe.
 */
export class SessionKeeper {
  renewing: Promise<void> | undefined;

  constructor(private readonly host: SessionHost) {}

  async run<T>(fn: (client: Client) => Promise<T>): Promise<T> {
    if (this.renewing) await this.renewing;
    const client = this.host.current();
    if (!client) throw new Error(this.host.why());
    try {
      return await fn(client);
    } catch (error) {
      // Our session gone — said by this request, or noticed meanwhile (the GET stream's 404 renews it
      // and closes the old client under this request): either way the server did not handle it.
      const renewedMeanwhile = this.host.current() !== client || this.renewing !== undefined;
      if (!(this.host.http() && (sessionGone(error) || renewedMeanwhile))) throw error;
      await this.renew(client);
      const renewed = this.host.current();
      if (!renewed) throw new Error(this.host.why());
      return fn(renewed);
    }
  }

  /** A new session, once however many requests noticed the old one was gone. */
  renew(stale: Client): Promise<void> {
    if (this.host.current() !== stale) return this.renewing ?? Promise.resolve();
    this.renewing ??= this.host.reopen(stale).finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }
}
