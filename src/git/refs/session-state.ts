/**
 * The session state (conversation, pending approvals, usage) saved inside the
 * repository (docs/decisions/0005-a-checkpoint-per-tool-call.md) at `refs/patchbay/state/<branch>`: a commit whose tree
 * holds `state.json`. It is pushed with the branch, so a later run resumes with
 * nothing else. The text is redacted and capped; what comes back is checked, and
 * anything odd is a warning, never a crash. The agent owns the JSON's shape.
 */
import type { Redactor } from "../../secrets/redactor.js";
import { RunWriter } from "../checkpoints/run-writer.js";
import { DEFAULT_IDENTITY, type GitIdentity, type GitRunner } from "../runner.js";

export const STATE_FILE = "state.json";
const STATE_MARKER = "Patchbay-State-Version: 1";
/** Format 2: the conversation and checkpoints in chunk files beside state.json (session-saver.ts). */
export const STATE_MARKER_V2 = "Patchbay-State-Version: 2";
const DEFAULT_STATE_MAX_BYTES = 2 * 1024 * 1024;
/** What a saved state may weigh when read back (format 2 keeps the checkpoint list whole). */
const DEFAULT_LOAD_MAX_BYTES = 8 * 1024 * 1024;

export const sessionStateRef = (branch: string) => `refs/patchbay/state/${branch}`;

class SessionStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SessionStateError";
  }
}

export interface SaveStateOptions {
  redactor: Redactor;
  maxBytes?: number;
  /** Who the state commit is by; default the checkpoint author. */
  identity?: GitIdentity;
}

export interface SavedState {
  ref: string;
  sha: string;
  bytes: number;
  /** Set when the state was over the cap: what was cut. */
  trimmed?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function size(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), "utf8");
}

/** The array holding the most bytes anywhere in `value`, with its size. */
function largestArray(value: Json): Json[] | null {
  let best: Json[] | null = null;
  let bestSize = 0;
  const visit = (v: Json) => {
    if (Array.isArray(v)) {
      const s = size(v);
      if (v.length > 1 && s > bestSize) {
        best = v;
        bestSize = s;
      }
      for (const item of v) visit(item);
    } else if (v && typeof v === "object") for (const item of Object.values(v)) visit(item);
  };
  visit(value);
  return best;
}

/**
 * Brings the state under `max` bytes: drops the oldest items of the largest array
 * (the conversation, in practice), keeping its newest item; failing that, the
 * state cannot be kept. Returns the note for people.
 */
export function trimState(value: Json, max: number): { value: Json; note?: string } {
  // The common case, once per turn: already under the cap, one measurement.
  if (size(value) <= max) return { value };
  let dropped = 0;
  for (let guard = 0; guard < 1000 && size(value) > max; guard++) {
    const arr = largestArray(value);
    if (!arr) break;
    let excess = size(value) - max;
    let n = 0;
    while (n < arr.length - 1 && excess > 0) {
      excess -= size(arr[n]) + 1;
      n++;
    }
    arr.splice(0, Math.max(n, 1));
    dropped += Math.max(n, 1);
  }
  if (size(value) > max) throw new SessionStateError(`the session state is over ${max} bytes even after trimming`);
  return dropped ? { value, note: `dropped the ${dropped} oldest item(s) to stay under ${max} bytes` } : { value };
}

/** JSON.parse's result is JSON by construction: checking it again (zod's z.json()) cost most of a save. */
function parseJson(text: string): Json {
  return JSON.parse(text) as Json;
}

export interface PreparedState {
  ref: string;
  text: string;
  message: string;
  bytes: number;
  trimmed?: string;
}

/** The state as it will be stored: redacted, capped, with its commit message. */
export function prepareState(branch: string, json: string, opts: SaveStateOptions): PreparedState {
  const max = opts.maxBytes ?? DEFAULT_STATE_MAX_BYTES;
  let value: Json;
  try {
    value = opts.redactor.redactValue(parseJson(json));
  } catch (e) {
    throw new SessionStateError(`session state must be JSON text: ${e instanceof Error ? e.message : String(e)}`);
  }
  const { value: kept, note } = trimState(value, max);
  const text = JSON.stringify(kept);
  const message = `patchbay session state for ${branch}\n\n${note ? `${note}\n\n` : ""}${STATE_MARKER}\n`;
  return {
    ref: sessionStateRef(branch),
    text,
    message,
    bytes: Buffer.byteLength(text),
    trimmed: note || undefined,
  };
}

/**
 * Saves the state outside a run (a run saves through its checkpointer's writer). No
 * parent: only the latest state matters, and the ref is force-pushed.
 */
export async function saveSessionState(
  runner: GitRunner,
  branch: string,
  json: string,
  opts: SaveStateOptions,
): Promise<SavedState> {
  const state = prepareState(branch, json, opts);
  const writer = new RunWriter(runner);
  try {
    const sha = await writer.writeState(
      state.ref,
      STATE_FILE,
      state.text,
      state.message,
      opts.identity ?? DEFAULT_IDENTITY,
    );
    return { ref: state.ref, sha, bytes: state.bytes, trimmed: state.trimmed || undefined };
  } finally {
    await writer.close();
  }
}

export type LoadedState = { state: unknown } | { warning: string } | null;

export async function loadSessionState(
  runner: GitRunner,
  branch: string,
  opts: { maxBytes?: number } = {},
): Promise<LoadedState> {
  const ref = sessionStateRef(branch);
  const max = opts.maxBytes ?? DEFAULT_LOAD_MAX_BYTES;
  // Whether the ref exists and what it points to, in one process: no line when there is no
  // such ref, a failure when its object is missing.
  const found = await runner.exec(["for-each-ref", "--format=%(refname) %(objecttype)", ref], {
    allowAllExitCodes: true,
  });
  const line = found.stdout.split("\n").find((l) => l.startsWith(`${ref} `));
  if (found.exitCode === 0 && !line) return null;
  const warn = (why: string) => ({
    warning: `saved session state at ${ref} was ignored: ${why}; the run starts fresh (delete the ref with \`git update-ref -d ${ref}\` to silence this)`,
  });
  const type = line?.slice(ref.length + 1).trim() ?? "";
  if (type !== "commit") return warn(`it is a ${type || "missing object"}, not a Patchbay state commit`);
  const message = (await runner.exec(["cat-file", "commit", ref])).stdout;
  const v2 = message.includes(STATE_MARKER_V2);
  if (!v2 && !message.includes(STATE_MARKER))
    return warn("it was not written by Patchbay (or by an incompatible version)");
  // Every file of the state, with its size: nothing is read before the whole is known to fit.
  const tree = (await runner.exec(["ls-tree", "-r", "-l", "-z", ref], { allowAllExitCodes: true })).stdout;
  const files = tree
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const [meta = "", file = ""] = entry.split("\t");
      const [, , sha = "", size = "0"] = meta.split(/\s+/);
      return { file, sha, size: Number(size) };
    });
  if (!files.some((f) => f.file === STATE_FILE)) return warn(`it has no ${STATE_FILE}`);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > max) return warn(`it is larger than ${max} bytes`);
  const texts = await readBlobs(
    runner,
    files.map((f) => f.sha),
  );
  const text = (file: string) => texts.get(files.find((f) => f.file === file)?.sha ?? "") ?? "";
  try {
    const head = JSON.parse(text(STATE_FILE)) as Record<string, unknown>;
    if (!v2) return { state: head };
    const { format: _format, parts: _parts, ...rest } = head;
    const lines = (dir: string) =>
      files
        .filter((f) => f.file.startsWith(`${dir}/`))
        .sort((a, b) => a.file.localeCompare(b.file))
        .flatMap((f) => (texts.get(f.sha) ?? "").split("\n").filter(Boolean))
        .map((line) => JSON.parse(line) as unknown);
    return { state: { ...rest, messages: lines("messages"), checkpoints: lines("checkpoints") } };
  } catch (e) {
    return warn(`it is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** The contents of these blobs, by id, in one `git cat-file --batch`. */
async function readBlobs(runner: GitRunner, shas: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (shas.length === 0) return out;
  const res = await runner.exec(["cat-file", "--batch"], { input: `${shas.join("\n")}\n` });
  // "<sha> blob <size>\n<bytes>\n" per blob: sizes are in bytes, so walk a Buffer.
  const data = Buffer.from(res.stdout, "utf8");
  let at = 0;
  while (at < data.length) {
    const nl = data.indexOf(10, at);
    if (nl < 0) break;
    const [sha = "", , size = "0"] = data.subarray(at, nl).toString("utf8").split(" ");
    const start = nl + 1;
    const end = start + Number(size);
    out.set(sha, data.subarray(start, end).toString("utf8"));
    at = end + 1;
  }
  return out;
}
