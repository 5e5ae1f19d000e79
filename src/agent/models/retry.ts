/**
 * Our own retry for model calls (the SDK's is turned off with maxRetries: 0).
 * The AI SDK's retry also honours `retry-after` / `retry-after-ms` and retries
 * 429s and 5xx (529 "overloaded" included), but it cannot do what people see here:
 * - say each retry as it happens ("trying again in N s", through `onRetry`) — the
 *   SDK has no hook, so the wait would be silent;
 * - retry what is not an HTTP error status: an API that went quiet (ModelIdleError,
 *   idle-fetch.ts) and a 200 whose body broke off midway;
 * - turn the last failure into one ModelError a person can act on: the context
 *   window (ContextLengthError, which the loop answers with a harder cut), a bad key
 *   or model name (with what to check), "gave up after N attempts".
 * Waits are capped at 60 s, a server's `retry-after` included.
 */
import { APICallError } from "ai";
import { ContextLengthError, ModelError } from "../errors.js";
import { ModelIdleError } from "./idle-fetch.js";

export interface RetryOptions {
  provider: string;
  /** Total attempts including the first. */
  maxAttempts?: number;
  /** First backoff in ms; doubles each time, capped by maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  signal?: AbortSignal;
  /** Injectable for tests; resolves after ms or rejects when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
}

const CONTEXT_PATTERNS = [
  /prompt is too long/i,
  /context[_ ]length/i,
  /maximum context length/i,
  /context window/i,
  /too many tokens/i,
  /input is too long/i,
  /exceeds the (?:maximum|max) (?:number of )?tokens/i,
];

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Milliseconds the server asked us to wait, from retry-after-ms or retry-after (seconds or an HTTP date). */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower["retry-after-ms"]);
  if (lower["retry-after-ms"] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const after = lower["retry-after"];
  if (after === undefined) return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

type Classified =
  | { retry: true; reason: string; delayMs?: number; error: ModelError }
  | { retry: false; error: ModelError | Error };

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  for (let e = error; e !== undefined && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    yield e;
  }
}

/**
 * A 200 whose body broke off (the connection closed, or the JSON ends midway):
 * the answer was cut, not wrong, and another attempt is likely to get it whole.
 * A complete body that does not match the provider's schema is not this.
 */
function cutOff(error: APICallError): string | undefined {
  for (const e of causes(error.cause)) {
    if (!(e instanceof Error)) continue;
    if (e.name === "AI_JSONParseError") return "the response ended midway";
    if (e.name === "TypeError" && /terminated|other side closed|premature close/i.test(e.message))
      return "the connection closed midway through the response";
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_BODY_TIMEOUT)$/.test(code))
      return "the connection closed midway through the response";
  }
  return error.isRetryable ? "the connection closed midway through the response" : undefined;
}

/** Turns whatever the SDK threw into a ModelError and decides whether another attempt may help. */
function classifyError(error: unknown, provider: string): Classified {
  // An API that went quiet (idle-fetch.ts), however the SDK wrapped it: retried like a 5xx.
  for (const e of causes(error)) if (e instanceof ModelIdleError) return { retry: true, reason: e.message, error: e };
  if (error instanceof ModelError) return { retry: false, error };
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const body = error.responseBody ?? "";
    const detail = shortDetail(error.message, body);
    if (CONTEXT_PATTERNS.some((p) => p.test(body) || p.test(error.message))) {
      return {
        retry: false,
        error: new ContextLengthError(
          `${provider}: the request is longer than the model's context window (${detail})`,
          provider,
          status,
        ),
      };
    }
    const cut = status !== undefined && status >= 200 && status < 300 ? cutOff(error) : undefined;
    if (cut)
      return {
        retry: true,
        reason: cut,
        error: new ModelError(`${provider} API: ${cut} (HTTP ${status})`, provider, status, "network"),
      };
    if (status !== undefined && status >= 200 && status < 300) {
      // A 200 whose body does not match the provider's schema: the SDK reports it as a failed call.
      return {
        retry: false,
        error: new ModelError(
          `${provider} API returned a response Patchbay could not read (HTTP ${status}): ${error.message.slice(0, 200)}`,
          provider,
          status,
          "malformed",
        ),
      };
    }
    const overloaded = status === 529 || /overloaded/i.test(body);
    if (status === 429 || overloaded || (status !== undefined && status >= 500)) {
      const code = overloaded ? "overloaded" : status === 429 ? "rate_limited" : "http";
      return {
        retry: true,
        reason: `HTTP ${status}${overloaded ? " overloaded" : ""}`,
        delayMs: retryAfterMs(error.responseHeaders),
        error: new ModelError(`${provider} API returned HTTP ${status}: ${detail}`, provider, status, code),
      };
    }
    if (status === undefined && error.isRetryable) {
      return {
        retry: true,
        reason: "network error",
        error: new ModelError(`${provider} API could not be reached: ${detail}`, provider, undefined, "network"),
      };
    }
    const hint =
      status === 401 || status === 403
        ? " Check the API key (model.api_key_env) and its permissions."
        : status === 404
          ? " Check model.name and model.base_url."
          : "";
    return {
      retry: false,
      error: new ModelError(`${provider} API returned HTTP ${status ?? "error"}: ${detail}.${hint}`, provider, status),
    };
  }
  if (error instanceof Error && error.name === "AbortError") return { retry: false, error };
  const message = error instanceof Error ? error.message : String(error);
  // Parse failures of a 200 response (AI_TypeValidationError, AI_JSONParseError) are not worth retrying.
  return {
    retry: false,
    error: new ModelError(
      `${provider} API returned a response Patchbay could not read: ${message.slice(0, 300)}`,
      provider,
      undefined,
      "malformed",
    ),
  };
}

function shortDetail(message: string, body: string): string {
  const text = body || message;
  const match = /"message"\s*:\s*"([^"]{1,300})"/.exec(text);
  return (match?.[1] ?? text).replace(/\s+/g, " ").slice(0, 300);
}

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions): Promise<T> {
  const maxAttempts = opts.maxAttempts ?? 4;
  const base = opts.baseDelayMs ?? 2_000;
  const cap = opts.maxDelayMs ?? 60_000;
  const sleep = opts.sleep ?? sleepFor;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      const c = classifyError(error, opts.provider);
      if (!c.retry) throw c.error;
      if (attempt >= maxAttempts) {
        throw new ModelError(
          `${c.error.message} — gave up after ${attempt} attempts. Try again later, or check the provider's status page.`,
          opts.provider,
          c.error.status,
          c.error.code,
        );
      }
      const backoff = Math.min(cap, base * 2 ** (attempt - 1));
      // The server's retry-after wins, but never wait longer than the cap.
      const delayMs = Math.min(cap, c.delayMs ?? backoff);
      opts.onRetry?.({ attempt, delayMs, reason: c.reason });
      await sleep(delayMs, opts.signal);
    }
  }
}
