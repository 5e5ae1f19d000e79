/**
 * The end of a GitHub Actions job's log, bounded however large the log is.
 *
 * The logs endpoint answers with a redirect to blob storage. Following it by hand
 * lets us ask only for the last bytes (`Range: bytes=-N`) and keeps the token off
 * the storage host; a store that ignores the range is read as a stream of which
 * only the last N bytes are kept, so a 50 MB log never sits in memory whole.
 * The text is then made fit for a prompt: ANSI codes and timestamps stripped,
 * secret values redacted (GitHub masks its own secrets, not ours).
 */
import { stripVTControlCharacters } from "node:util";
import type { Redactor } from "../../secrets/redactor.js";
import { statusOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";

/** Raw bytes read from the end of a log at most (default 512 KiB). */
const DEFAULT_LOG_BYTES = 512 * 1024;

export interface JobLogOptions {
  owner: string;
  repo: string;
  jobId: number;
  maxBytes?: number;
  redactor?: Redactor;
  /** Fetch for the storage host (never sent the token); globalThis.fetch by default. */
  fetch?: typeof globalThis.fetch;
}

export interface LogLine {
  /** Milliseconds since the epoch, from the line's timestamp prefix; undefined when it had none. */
  time?: number;
  text: string;
}

export type JobLogResult =
  | { ok: true; lines: LogLine[] /** The log was longer than what was read. */; cut: boolean }
  | { ok: false; status: number; message: string };

/** Known answers of the logs endpoint. */
const LOGS_EXPIRED = 410;
const LOGS_NOT_FOUND = 404;

export async function fetchJobLog(octokit: GitHubClient, options: JobLogOptions): Promise<JobLogResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_LOG_BYTES;
  const doFetch = options.fetch ?? globalThis.fetch;
  let body: ReadableStream<Uint8Array> | string | null;
  let rangeHonoured = false;
  try {
    const response = await octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", {
      owner: options.owner,
      repo: options.repo,
      job_id: options.jobId,
      request: { redirect: "manual", parseSuccessResponseBody: false },
    });
    const location = response.headers.location;
    if (location) {
      const stored = await doFetch(location, { headers: { Range: `bytes=-${maxBytes}` } });
      if (!stored.ok) return notAvailable(stored.status, options.jobId);
      rangeHonoured = stored.status === 206;
      body = stored.body;
    } else {
      body = toBody(response.data);
    }
  } catch (error) {
    const status = statusOf(error);
    if (status === LOGS_EXPIRED || status === LOGS_NOT_FOUND) return notAvailable(status, options.jobId);
    throw error;
  }
  const { bytes, total } = await tailBytes(body, maxBytes);
  const cut = rangeHonoured || total > bytes.length;
  const text = options.redactor ? options.redactor.redact(decode(bytes, cut)) : decode(bytes, cut);
  return { ok: true, lines: parseLines(text), cut };
}

function notAvailable(status: number, jobId: number): JobLogResult {
  const message =
    status === LOGS_EXPIRED
      ? `The log of job ${jobId} has expired (HTTP 410): GitHub keeps logs for the repository's retention period.`
      : `The log of job ${jobId} is not available (HTTP ${status}): it may have been deleted, or the token lacks \`actions: read\`.`;
  return { ok: false, status, message };
}

function toBody(data: unknown): ReadableStream<Uint8Array> | string | null {
  if (typeof data === "string") return data;
  if (data instanceof ReadableStream) return data;
  return null;
}

/** Reads a body keeping only its last `max` bytes; `total` is how many bytes went by. */
export async function tailBytes(
  body: ReadableStream<Uint8Array> | string | null,
  max: number,
): Promise<{ bytes: Uint8Array; total: number }> {
  if (body === null) return { bytes: new Uint8Array(), total: 0 };
  if (typeof body === "string") {
    const all = new TextEncoder().encode(body);
    return { bytes: all.slice(Math.max(0, all.length - max)), total: all.length };
  }
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let total = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    kept += chunk.length;
    total += chunk.length;
    // Drop whole chunks from the front while the rest still covers `max`.
    while (chunks.length > 1 && kept - (chunks[0]?.length ?? 0) >= max) kept -= chunks.shift()?.length ?? 0;
  }
  const joined = Buffer.concat(chunks);
  return { bytes: joined.subarray(Math.max(0, joined.length - max)), total };
}

/** A cut log starts mid-line (maybe mid-character): that first partial line goes. */
function decode(bytes: Uint8Array, cut: boolean): string {
  const text = new TextDecoder().decode(bytes);
  if (!cut) return text;
  const newline = text.indexOf("\n");
  return newline === -1 ? "" : text.slice(newline + 1);
}

const TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) ?/;

export function parseLines(text: string): LogLine[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines.map((raw) => {
    const clean = stripVTControlCharacters(raw.replace(/^\uFEFF/, ""));
    const match = TIMESTAMP.exec(clean);
    if (!match?.[1]) return { text: clean };
    return { time: Date.parse(match[1]), text: clean.slice(match[0].length) };
  });
}

/**
 * The lines written while a step ran, by timestamp. Step times have whole
 * seconds, so the window is widened to the enclosing seconds.
 */
export function linesOfStep(lines: LogLine[], startedAt?: string | null, completedAt?: string | null): LogLine[] {
  const from = startedAt ? Math.floor(Date.parse(startedAt) / 1000) * 1000 : Number.NaN;
  const to = completedAt ? Math.floor(Date.parse(completedAt) / 1000) * 1000 + 1000 : Number.NaN;
  if (Number.isNaN(from) || Number.isNaN(to)) return [];
  return lines.filter((l) => l.time !== undefined && l.time >= from && l.time < to);
}

/** The last `maxLines` lines, at most `maxChars` characters, saying what was left out. */
export function renderTail(lines: LogLine[], maxLines: number, maxChars: number, cutBefore = false): string {
  let kept = lines.slice(-maxLines).map((l) => l.text);
  let text = kept.join("\n");
  let charCut = false;
  if (text.length > maxChars) {
    charCut = true;
    text = text.slice(-maxChars);
    const newline = text.indexOf("\n");
    if (newline !== -1) text = text.slice(newline + 1);
    kept = text.split("\n");
  }
  const omitted = lines.length - kept.length;
  if (omitted > 0) return `[… ${omitted} earlier line(s) not shown]\n${text}`;
  if (charCut || cutBefore) return `[… earlier output not shown]\n${text}`;
  return text;
}
