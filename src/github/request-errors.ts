/**
 * A failed GitHub request as one line for people (docs/decisions/0012-faults-leave-the-repository-consistent.md): which call, the
 * status, and GitHub's own message — `GitHub API POST /repos/o/r/pulls: HTTP 422
 * Validation Failed: A pull request already exists for o:b.` An HTML page (a 502
 * from GitHub's edge, a proxy's login page) is summarised by its title, never
 * quoted: the raw page was once a job's only error. The error keeps `status`
 * and `response`, which callers branch on.
 */

import { GitHubTimeoutError, pathOf } from "./deadline-fetch.js";
import { GitHubError, statusOf } from "./errors.js";

export class GitHubApiError extends GitHubError {
  constructor(
    message: string,
    status: number | undefined,
    /** "POST /repos/o/r/pulls" */
    readonly call: string,
    /** What GitHub said, in one line (its message and the errors' messages). */
    readonly githubMessage: string,
    readonly response?: unknown,
  ) {
    super(message, "GITHUB_API", status);
    this.name = "GitHubApiError";
  }
}

interface RequestLike {
  method?: string;
  url?: string;
}

const oneLine = (text: string, max = 300) => text.replace(/\s+/g, " ").trim().slice(0, max);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", middot: "·" };

/** The few entities a page title holds ("Unicorn! &middot; GitHub"). */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** What GitHub said, from a response body: JSON's message and errors, or an HTML page's title. */
function whatGitHubSaid(data: unknown): string {
  if (typeof data === "object" && data !== null && "message" in data) {
    const body = data as { message?: unknown; errors?: unknown };
    const errors = Array.isArray(body.errors)
      ? body.errors.map((e) =>
          typeof e === "object" && e !== null && "message" in e
            ? String(e.message)
            : typeof e === "string"
              ? e
              : JSON.stringify(e),
        )
      : [];
    return oneLine([String(body.message), ...errors].filter(Boolean).join(": "));
  }
  if (typeof data === "string") {
    if (/<(!doctype|html|head|body)\b/i.test(data)) {
      const title = /<title[^>]*>([^<]*)<\/title>/i.exec(data)?.[1] ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(data)?.[1];
      return title ? `an HTML page ("${oneLine(decodeEntities(title), 80)}")` : "an HTML page";
    }
    return oneLine(data) || "no message";
  }
  return "no message";
}

/** The error a caller sees for a failed request (rate limits are named before this, in octokit.ts). */
export function explainRequestError(error: unknown, options: RequestLike): unknown {
  if (error instanceof GitHubError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof GitHubError) return cause;
  const request = (error as { request?: RequestLike } | null)?.request;
  const call = `${(request?.method ?? options.method ?? "GET").toUpperCase()} ${pathOf(request?.url ?? options.url ?? "")}`;
  if (error instanceof Error && error.name === "TimeoutError") return new GitHubTimeoutError(call);
  const status = statusOf(error);
  if (status === undefined) return error;
  const response = (error as { response?: { data?: unknown } }).response;
  if (!response) {
    // No HTTP answer at all: the connection failed (octokit gives those status 500).
    const why = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    return new GitHubApiError(
      `GitHub API ${call}: could not connect (${oneLine(why, 200)})`,
      status,
      call,
      oneLine(why),
    );
  }
  const said = whatGitHubSaid(response.data);
  const hint = status >= 500 ? "; GitHub may be having trouble — try again later" : "";
  return new GitHubApiError(`GitHub API ${call}: HTTP ${status} ${said}${hint}`, status, call, said, response);
}

/** GitHub's own words for a failed request (for a message that names the call itself). */
export function gitHubSaid(error: unknown): string {
  if (error instanceof GitHubApiError) return error.githubMessage;
  return error instanceof Error ? error.message : String(error);
}
