/**
 * Named errors for the GitHub surface, and the one place that reads a status or
 * message off an unknown thrown value (Octokit throws RequestError, fetch throws
 * TypeError, plugins rethrow either).
 */

export type GitHubErrorCode = "GITHUB_RATE_LIMIT" | "GITHUB_PERMISSION" | "GITHUB_NOT_FOUND" | "GITHUB_API";

export class GitHubError extends Error {
  constructor(
    message: string,
    readonly code: GitHubErrorCode,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}

/** Primary or secondary rate limit still hit after the bounded retries. */
export class GitHubRateLimitError extends GitHubError {
  constructor(message: string, status?: number) {
    super(message, "GITHUB_RATE_LIMIT", status);
    this.name = "GitHubRateLimitError";
  }
}

/** The workflow token lacks a permission; `permissions` names what the workflow must grant. */
export class GitHubPermissionError extends GitHubError {
  constructor(
    message: string,
    readonly permissions: string[],
    status?: number,
  ) {
    super(message, "GITHUB_PERMISSION", status);
    this.name = "GitHubPermissionError";
  }
}

/** The HTTP status of an Octokit RequestError (or anything shaped like one). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
    return error.status;
  }
  return undefined;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** GitHub's wording for secondary limits ("You have exceeded a secondary rate limit"). */
export const SECONDARY_RATE_LIMIT = /\bsecondary rate\b/i;
