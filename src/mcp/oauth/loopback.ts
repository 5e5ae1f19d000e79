/**
 * The browser half of `patchbay mcp login`: a one-shot HTTP listener on
 * 127.0.0.1 (RFC 8252 §7.3, a native app's loopback redirect) that waits for
 * the authorization server to send the browser back with `?code=…`, and a way
 * to send the browser there. The callback's checks (state, iss) are the
 * provider's (login-provider.ts); this only carries the URL back.
 */
import { createServer, type Server } from "node:http";
import type { OAuthHooks } from "./hooks.js";

export interface Loopback {
  hooks: Required<Pick<OAuthHooks, "authorize" | "redirectUrl">>;
  close(): Promise<void>;
}

/** How the person is sent to the authorization URL (open a browser; tests and CI pass their own). */
export type OpenBrowser = (url: URL) => Promise<void>;

export async function startLoopback(opts: {
  /** Fixed port (oauth.callback_port, for clients registered with one redirect URI); 0 picks a free one. */
  port?: number;
  open: OpenBrowser;
  /** Told the URL, in case the browser does not open. */
  say: (line: string) => void;
  timeoutMs?: number;
}): Promise<Loopback> {
  let deliver: ((url: URL) => void) | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname !== "/callback") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    const failed = url.searchParams.has("error");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>Patchbay</title><p>${failed ? "The login was refused; see the terminal." : "Logged in. You can close this tab and go back to the terminal."}</p>`,
    );
    deliver?.(url);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const redirectUrl = `http://127.0.0.1:${port}/callback`;
  const timeoutMs = opts.timeoutMs ?? 10 * 60_000;

  const authorize = async (url: URL): Promise<URL> => {
    const back = new Promise<URL>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer from the browser within ${timeoutMs / 60_000} minutes; run the login again`)),
        timeoutMs,
      );
      deliver = (callback) => {
        clearTimeout(timer);
        deliver = undefined;
        resolve(callback);
      };
    });
    opts.say(`Opening the browser to log in. If it does not open, visit:\n  ${url.href}\n`);
    await opts.open(url).catch((error: unknown) => {
      opts.say(`(could not open a browser: ${error instanceof Error ? error.message : String(error)})\n`);
    });
    return back;
  };

  return {
    hooks: { authorize, redirectUrl },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
