/**
 * URLs as the approval rules see them (`urls: ["https://docs.python.org/**"]`).
 * A URL is judged in its canonical form — WHATWG URL parsing, as Node's fetch
 * and Chromium do it: scheme and host lowercased, default port dropped, dot
 * segments resolved, the fragment left out — so `HTTPS://Docs.Python.org:443/a/../b`
 * is judged as `https://docs.python.org/b`, and the rule sees what is fetched.
 * Globs are picomatch's, `/` as the separator, as for paths.
 */
import picomatch from "picomatch";

export type CanonicalUrl = { ok: true; url: string; host: string } | { ok: false; reason: string };

/** The URL a rule is matched against, or why no rule can judge it. */
export function canonicalUrl(input: string): CanonicalUrl {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, reason: `${JSON.stringify(input.slice(0, 200))} is not an absolute URL` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, reason: `${url.protocol} URLs are not fetched: only http and https` };
  // Credentials in a URL would be sent to the host (and kept in logs); the web tools carry none.
  if (url.username !== "" || url.password !== "")
    return {
      ok: false,
      reason: `the URL carries a user name or password (${url.protocol}//…@${url.host}); the web tools send no credentials — remove them`,
    };
  url.hash = "";
  return { ok: true, url: url.href, host: url.hostname };
}

export interface UrlGlob {
  source: string;
  /** Case-sensitive match, for allow rules. */
  test(url: string): boolean;
  /** Case-insensitive match, for deny and ask rules: a path spelled in other case may be the same page. */
  testNoCase(url: string): boolean;
}

export function compileUrlGlob(source: string): UrlGlob {
  const exact = picomatch(source, { dot: true });
  const loose = picomatch(source, { dot: true, nocase: true });
  return { source, test: (url) => exact(url), testNoCase: (url) => loose(url) };
}

/** The problem with a URL glob in the config, or undefined when it can match. */
export function urlGlobProblem(glob: string): string | undefined {
  const scheme = /^([a-z*?[\]{}|,]+):\/\//i.exec(glob)?.[1];
  if (!scheme)
    return `"${glob}" is not a URL pattern: write the whole URL with its scheme, e.g. "https://docs.python.org/**"`;
  if (!picomatch(scheme, { nocase: true })("http") && !picomatch(scheme, { nocase: true })("https"))
    return `"${glob}" names a ${scheme}: URL, which is never fetched: only http and https`;
  if (/^[^/]*\/\/[^/]*@/.test(glob))
    return `"${glob}" has a user name or password before the host; URLs with credentials are always refused`;
  return undefined;
}

/** A glob that matches exactly this URL (for the rule a refusal suggests). */
export function literalUrlGlob(url: string): string {
  return url.replace(/[\\*?[\]{}()!+@]/g, "\\$&");
}
