/**
 * Every GitHub request has a deadline and hears the run's signal (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * Without one, a request GitHub never answers waited for undici's own 300 s
 * header timeout, the retry plugin sent it four times (about 20 minutes), and
 * SIGTERM waited for all of it.
 *
 * - Each request (and the reading of its body) is cut after `timeoutMs`.
 * - A run that is being stopped aborts the requests under way at once; the
 *   requests made after that — the last edit of the progress comment, saying the
 *   run was cancelled — get `closingMs` each, so a cancelled run still says so
 *   but never hangs on a GitHub that does not answer.
 * A request cut by its deadline fails with GitHubTimeoutError, named in one line,
 * and is not sent again by the retry plugin (a request nobody answered in a minute
 * is not worth three more minutes); one the run stopped is not sent again either.
 */
import { GitHubError } from "./errors.js";

export class GitHubTimeoutError extends GitHubError {
  constructor(
    readonly call: string,
    readonly seconds?: number,
  ) {
    const within = seconds === undefined ? "in time" : `in ${seconds} s`;
    super(`GitHub API ${call}: no answer ${within}; GitHub may be slow or down — try again later`, "GITHUB_API");
    this.name = "GitHubTimeoutError";
  }
}

export interface DeadlineOptions {
  /** Per request, body included; default 60 s. */
  timeoutMs?: number;
  /** The run's signal: aborts the requests under way when the run is stopped. */
  signal?: AbortSignal;
  /** Per request once the run is stopping; default 10 s. */
  closingMs?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_CLOSING_MS = 10_000;

/** `base` with a deadline and the run's signal on every request. */
export function deadlineFetch(base: typeof fetch, options: DeadlineOptions = {}): typeof fetch {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const closingMs = options.closingMs ?? DEFAULT_CLOSING_MS;
  return async (input, init) => {
    const stopping = options.signal?.aborted === true;
    const limit = stopping ? closingMs : timeoutMs;
    const deadline = AbortSignal.timeout(limit);
    const signals = [deadline];
    if (init?.signal) signals.push(init.signal);
    if (options.signal && !stopping) signals.push(options.signal);
    const call = `${init?.method ?? "GET"} ${pathOf(input)}`;
    try {
      return await base(input, { ...init, signal: AbortSignal.any(signals) });
    } catch (error) {
      if (deadline.aborted) throw notRetried(new GitHubTimeoutError(call, limit / 1000));
      if (options.signal?.aborted)
        throw notRetried(new GitHubError(`GitHub API ${call}: stopped with the run`, "GITHUB_API"));
      throw error;
    }
  };
}

/**
 * Octokit passes an error named AbortError through untouched, and its retry plugin
 * leaves it alone; octokit.ts takes the GitHubError back out of `cause`.
 */
function notRetried(cause: GitHubError): Error {
  const error = new Error(cause.message, { cause });
  error.name = "AbortError";
  return error;
}

/** The URL's path, without host or query: what names the call in a message. */
export function pathOf(input: Parameters<typeof fetch>[0]): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url).pathname;
  } catch {
    return url.split("?")[0] ?? url;
  }
}
