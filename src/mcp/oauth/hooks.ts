/**
 * What the hub's OAuth needs from its caller: where tokens are kept between
 * runs (a file on a person's machine; nothing in CI, where the config's
 * refresh_token is the start), and — only for `patchbay mcp login` or an
 * interactive run — how a person authorizes in a browser.
 */
import type { TokenStore } from "./store.js";

export interface OAuthHooks {
  store?: TokenStore;
  /**
   * Sends a person to `url` (opens the browser) and resolves with the URL the
   * authorization server redirected back to (the loopback callback, with `code`
   * or `error`). Absent: the run cannot ask anyone, and a server that needs a
   * login fails with how to log in.
   */
  authorize?: (url: URL) => Promise<URL>;
  /** Where authorize()'s redirect lands: the loopback callback URL (e.g. http://127.0.0.1:PORT/callback). */
  redirectUrl?: string;
  /** Told every token Patchbay obtains (access and refresh), so the run's redactor masks it wherever it shows up. */
  secret?: (value: string) => void;
}
