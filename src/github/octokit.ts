/**
 * The one Octokit factory (built once and passed in, never ad hoc): auth, GHES base URL, retry of
 * transient failures and throttling with a bounded patience for rate limits.
 * Everything else receives the client as a parameter.
 */
import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import Bottleneck from "bottleneck";
import type { Logger } from "../util/logger.js";
import { deadlineFetch } from "./deadline-fetch.js";
import { GitHubRateLimitError, messageOf, SECONDARY_RATE_LIMIT, statusOf } from "./errors.js";
import { explainRequestError } from "./request-errors.js";

export const DEFAULT_API_URL = "https://api.github.com";

const PatchbayOctokit = Octokit.plugin(restEndpointMethods, paginateRest, retry, throttling);
export type GitHubClient = InstanceType<typeof PatchbayOctokit>;

export interface CreateOctokitOptions {
  token: string;
  /** GITHUB_API_URL on GHES (https://ghe.example.com/api/v3); api.github.com otherwise. */
  baseUrl?: string;
  /** Defaults to globalThis.fetch (which nock intercepts in tests, unlike @actions/github's undici fetch). */
  fetch?: typeof globalThis.fetch;
  log?: Pick<Logger, "debug" | "warning">;
  /** How many times a rate-limited request is retried before failing (default 2). */
  rateLimitRetries?: number;
  /** Longest wait for a primary rate limit reset that is worth sitting through, seconds (default 60). */
  maxRateLimitWaitSeconds?: number;
  /** Multiplier for every retry delay in ms per second of Retry-After (default 1000); tests set 1. */
  retryBaseMs?: number;
  userAgent?: string;
  /** Deadline of each request, body included (default 60 s): see deadline-fetch.ts. */
  requestTimeoutMs?: number;
  /** The run's signal: requests under way are stopped with the run. */
  signal?: AbortSignal;
  /**
   * Space out writes as GitHub asks (1 s between writes, 3 s between notifying ones).
   * Default: on, except for an API on the loopback interface — a stand-in (the demo's,
   * the tests'), which has no secondary rate limits to respect. Rate-limit handling
   * stays on either way.
   */
  paceWrites?: boolean;
}

/**
 * Client errors that another attempt cannot fix (the plugin would retry e.g. a 406
 * "diff too large"); 429 is left to the throttling plugin, which knows how long to wait.
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 405, 406, 409, 410, 411, 413, 415, 422, 429, 451];

const silent: Pick<Logger, "debug" | "warning"> = { debug: () => {}, warning: () => {} };

export function createOctokit(options: CreateOctokitOptions): GitHubClient {
  const log = options.log ?? silent;
  const maxRetries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const baseMs = options.retryBaseMs ?? 1000;
  const describe = (o: { method: string; url: string }) => `${o.method} ${o.url}`;

  const octokit = new PatchbayOctokit({
    auth: options.token,
    baseUrl: (options.baseUrl || DEFAULT_API_URL).replace(/\/+$/, ""),
    userAgent: options.userAgent ?? "patchbay",
    request: {
      fetch: deadlineFetch(options.fetch ?? globalThis.fetch, {
        timeoutMs: options.requestTimeoutMs,
        signal: options.signal,
      }),
    },
    // Octokit's own console logging would bypass the Redactor; route it through ours.
    log: {
      debug: () => {},
      info: () => {},
      warn: (m: string) => log.warning(m),
      error: (m: string) => log.warning(m),
    },
    retry: { retryAfterBaseValue: baseMs, doNotRetry: DO_NOT_RETRY },
    throttle: {
      retryAfterBaseValue: baseMs,
      ...writeGroups(options.paceWrites ?? !isLoopback(options.baseUrl)),
      onRateLimit: (retryAfter, request, _octokit, retryCount) => {
        const again = retryCount < maxRetries && retryAfter <= maxWait;
        log.warning(`GitHub rate limit on ${describe(request)}; ${again ? `retrying in ${retryAfter}s` : "giving up"}`);
        return again;
      },
      onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => {
        const again = retryCount < maxRetries;
        log.warning(
          `GitHub secondary rate limit on ${describe(request)}; ${again ? `retrying in ${retryAfter}s` : "giving up"}`,
        );
        return again;
      },
    },
  });

  // Registered after the plugins, so it sees the error that is left once retry and throttling gave up:
  // a rate limit is named as one, anything else becomes one line naming the call (request-errors.ts).
  octokit.hook.error("request", (error, request) => {
    const status = statusOf(error);
    if ((status === 403 || status === 429) && isRateLimit(error)) {
      throw new GitHubRateLimitError(
        `GitHub rate limit: ${request.method} ${request.url} was still limited after ${maxRetries} retries ` +
          `(${messageOf(error)}). Wait a few minutes and re-run; if this keeps happening, reduce how often Patchbay runs.`,
        status,
      );
    }
    throw explainRequestError(error, request);
  });
  return octokit;
}

/** http(s)://127.x.x.x, [::1] or localhost: a server on this machine, not GitHub. */
export function isLoopback(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

/**
 * The plugin's own write and notification groups (one write a second) when paced, else groups
 * with no gap. The plugin assigns our options over its groups, so "paced" must leave the keys out.
 */
function writeGroups(paced: boolean) {
  if (paced) return {};
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
  };
}

function isRateLimit(error: unknown): boolean {
  if (SECONDARY_RATE_LIMIT.test(messageOf(error))) return true;
  if (typeof error === "object" && error !== null && "response" in error) {
    const response = error.response;
    if (typeof response === "object" && response !== null && "headers" in response) {
      const headers = response.headers;
      if (typeof headers === "object" && headers !== null && "x-ratelimit-remaining" in headers) {
        return headers["x-ratelimit-remaining"] === "0";
      }
    }
  }
  return false;
}
