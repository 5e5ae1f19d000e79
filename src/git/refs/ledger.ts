/**
 * The spend ledger's store: a commit at `refs/patchbay/ledger` whose tree holds
 * `ledger.jsonl`, kept in the repository itself so limits across runs need no
 * external service. Writes are compare-and-swap — `git update-ref <new> <old>`
 * locally, `git push --force-with-lease=<ref>:<old>` to the remote — and a lost
 * race re-reads, merges by run id and tries again, so two concurrent runs both
 * keep their entries. A ref that is not a ledger is ignored with a warning and
 * rebuilt by the next write.
 */

import { type Logger, silentLogger } from "../../util/logger.js";
import { execRemote, type GitAuth, type RetryOptions, safeUrl } from "../network.js";
import type { GitRunner } from "../runner.js";
import { keepRecent, type LedgerEntry, mergeLedgers, parseLedgerLines, serializeLedger } from "./ledger-entries.js";

export const LEDGER_REF = "refs/patchbay/ledger";
const LEDGER_FILE = "ledger.jsonl";
const LEDGER_MARKER = "Patchbay-Ledger-Version: 1";
/** Where a fetched remote ledger is kept before it is merged into ours. */
const FETCHED_LEDGER_REF = "refs/patchbay/ledger-fetched";
/** Entries older than this are dropped on write: limits look at a day, reports at a few weeks. */
const LEDGER_KEEP_DAYS = 90;

class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LedgerError";
  }
}

export interface LedgerRemote {
  /** Remote name or URL; default "origin". */
  remote?: string;
  auth?: GitAuth;
  retry?: RetryOptions;
}

export interface LedgerOptions {
  log?: Pick<Logger, "info" | "warning">;
  now?: () => Date;
  /** Compare-and-swap attempts before giving up (default 8). */
  attempts?: number;
  /** Wait before attempt n (ms); default a short random back-off so racing runs spread out. */
  backoffMs?: (attempt: number) => number;
}

export interface LedgerRead {
  entries: LedgerEntry[];
  /** The commit read, or null when the ref does not exist. */
  sha: string | null;
  warning?: string;
}

const ZERO = "0000000000000000000000000000000000000000";

async function resolve(runner: GitRunner, ref: string): Promise<string | null> {
  const res = await runner.exec(["rev-parse", "-q", "--verify", ref], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : null;
}

/** Reads the ledger at `ref` (default refs/patchbay/ledger); garbage gives no entries and a warning. */
export async function readLedger(runner: GitRunner, ref = LEDGER_REF): Promise<LedgerRead> {
  const sha = await resolve(runner, ref);
  if (!sha) return { entries: [], sha: null };
  const ignored = (why: string): LedgerRead => ({
    entries: [],
    sha,
    warning: `the spend ledger at ${ref} was ignored: ${why}; it is rebuilt from this run on (spend recorded there before is not counted)`,
  });
  const type = (await runner.exec(["cat-file", "-t", sha], { allowAllExitCodes: true })).stdout.trim();
  if (type !== "commit") return ignored(`it is a ${type || "missing object"}, not a ledger commit`);
  const message = (await runner.exec(["cat-file", "commit", sha])).stdout;
  if (!message.includes(LEDGER_MARKER)) return ignored("it was not written by Patchbay");
  const blob = await runner.exec(["cat-file", "blob", `${sha}:${LEDGER_FILE}`], { allowAllExitCodes: true });
  if (blob.exitCode !== 0) return ignored(`it has no ${LEDGER_FILE}`);
  const { entries, skipped } = parseLedgerLines(blob.stdout);
  return {
    entries,
    sha,
    warning: skipped
      ? `the spend ledger at ${ref} had ${skipped} line(s) that are not entries; they were ignored`
      : undefined,
  };
}

async function writeCommit(runner: GitRunner, entries: LedgerEntry[]): Promise<string> {
  const blob = (await runner.exec(["hash-object", "-w", "--stdin"], { input: serializeLedger(entries) })).stdout.trim();
  const tree = (await runner.exec(["mktree"], { input: `100644 blob ${blob}\t${LEDGER_FILE}\n` })).stdout.trim();
  // No parent: the whole ledger is in each commit, so a fetch brings one small object graph.
  const message = `patchbay spend ledger (${entries.length} runs)\n\n${LEDGER_MARKER}\n`;
  return (await runner.exec(["commit-tree", tree, "-F", "-"], { input: message })).stdout.trim();
}

/** Moves `ref` from `old` to `next` only if it still is at `old` (null: must not exist). */
async function casLocal(runner: GitRunner, ref: string, next: string, old: string | null): Promise<boolean> {
  const res = await runner.exec(["update-ref", "-m", "patchbay: ledger", ref, next, old ?? ZERO], {
    allowAllExitCodes: true,
  });
  return res.exitCode === 0;
}

const defaultBackoff = (attempt: number) => Math.floor(Math.random() * 50 * attempt);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Brings the remote's ledger into ours (a fresh checkout has none: actions/checkout
 * fetches branches only). Returns the merged ledger and the remote tip seen.
 */
export async function syncLedger(
  runner: GitRunner,
  remote: LedgerRemote,
  opts: LedgerOptions = {},
): Promise<LedgerRead & { remoteSha: string | null }> {
  const log = opts.log ?? silentLogger;
  const name = remote.remote ?? "origin";
  const fetched = await execRemote(
    runner,
    ["fetch", "--no-tags", "--no-write-fetch-head", name, `+${LEDGER_REF}:${FETCHED_LEDGER_REF}`],
    remote.auth,
    remote.retry,
  );
  let remoteSha: string | null = null;
  if (fetched.exitCode === 0) remoteSha = await resolve(runner, FETCHED_LEDGER_REF);
  else if (/couldn't find remote ref/i.test(fetched.stderr))
    await runner.exec(["update-ref", "-d", FETCHED_LEDGER_REF], { allowAllExitCodes: true });
  else throw new LedgerError(`could not fetch the spend ledger from ${safeUrl(name)}: ${fetched.stderr.trim()}`);
  const theirs: LedgerRead = remoteSha ? await readLedger(runner, FETCHED_LEDGER_REF) : { entries: [], sha: null };
  if (theirs.warning) log.warning(theirs.warning);
  for (let attempt = 1; ; attempt++) {
    const ours = await readLedger(runner);
    if (ours.warning) log.warning(ours.warning);
    if (ours.sha === remoteSha && !ours.warning) return { ...ours, remoteSha };
    if (ours.sha === null && remoteSha === null) return { entries: [], sha: null, remoteSha };
    const merged = mergeLedgers(ours.entries, theirs.entries);
    // Nothing of ours to keep: take the remote's commit as it is, so the next push is a no-op.
    const next =
      ours.entries.length === 0 && remoteSha && !theirs.warning ? remoteSha : await writeCommit(runner, merged);
    if (await casLocal(runner, LEDGER_REF, next, ours.sha)) return { entries: merged, sha: next, remoteSha };
    if (attempt >= (opts.attempts ?? 8)) throw new LedgerError(`${LEDGER_REF} kept changing while it was merged`);
  }
}

/**
 * Adds (or replaces, by run id) entries and writes the ledger with compare-and-swap:
 * to the local ref always, and to the remote when `remote` is given. A lost race
 * re-reads both sides and tries again; nobody's entry is dropped.
 */
export async function appendLedger(
  runner: GitRunner,
  added: LedgerEntry[],
  remote: LedgerRemote | null,
  opts: LedgerOptions = {},
): Promise<LedgerRead> {
  const log = opts.log ?? silentLogger;
  const now = opts.now ?? (() => new Date());
  const attempts = opts.attempts ?? 8;
  const backoff = opts.backoffMs ?? defaultBackoff;
  let lastError = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(backoff(attempt));
    let base: LedgerRead;
    let remoteSha: string | null = null;
    if (remote) {
      const synced = await syncLedger(runner, remote, opts);
      base = synced;
      remoteSha = synced.remoteSha;
    } else {
      base = await readLedger(runner);
      if (base.warning) log.warning(base.warning);
    }
    const entries = keepRecent(mergeLedgers(base.entries, added), now(), LEDGER_KEEP_DAYS);
    const next = await writeCommit(runner, entries);
    if (!remote) {
      if (await casLocal(runner, LEDGER_REF, next, base.sha)) return { entries, sha: next };
      lastError = `${LEDGER_REF} changed meanwhile`;
      continue;
    }
    const name = remote.remote ?? "origin";
    const pushed = await execRemote(
      runner,
      ["push", "--porcelain", `--force-with-lease=${LEDGER_REF}:${remoteSha ?? ""}`, name, `${next}:${LEDGER_REF}`],
      remote.auth,
      remote.retry,
    );
    if (pushed.exitCode === 0) {
      // Ours follows what the remote now holds; a concurrent local write is merged on the next sync.
      await casLocal(runner, LEDGER_REF, next, base.sha);
      return { entries, sha: next };
    }
    lastError = `${pushed.stdout}\n${pushed.stderr}`.trim();
    if (!/\[rejected\]|\[remote rejected\]|stale info|fetch first|non-fast-forward|cannot lock ref/.test(lastError))
      throw new LedgerError(`could not push the spend ledger to ${safeUrl(name)}: ${lastError}`);
  }
  throw new LedgerError(
    `could not write the spend ledger after ${attempts} attempts (other runs kept writing it): ${lastError}`,
  );
}
