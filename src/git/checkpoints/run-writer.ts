/**
 * The run's git writer (docs/decisions/0011-one-git-writer-per-run.md): one `git fast-import` for every object and ref
 * the run writes (checkpoints, the session state), one `git cat-file --batch-check`
 * for looking refs up, started on first use and restarted if one dies.
 *
 * Durability: a commit is followed by `checkpoint` (pack written, refs updated) and
 * a `progress` line; only when that line is back, and the ref reads as the new
 * commit, is the commit reported. After each checkpoint the ref is `reset` in
 * fast-import's memory, so a later checkpoint never rewrites a ref the agent moved.
 *
 * The index is brought up to date lazily, in one `update-index` for every path
 * committed since the last time (syncIndex), by whoever is about to read it, or
 * started early in the background (syncSoon) when a command is likely to read it.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GitLockError, LOCK_WAIT_MS, waitForFileGone } from "../lock-wait.js";
import type { TreeFile } from "../refs/state-chunks.js";
import { removeDeadGitFiles } from "../run-lock/leftovers.js";
import type { RunJournal } from "../run-lock/run-lock.js";
import type { GitIdentity, GitRunner } from "../runner.js";
import type { OldEntry, TreeChange, TreeLookup } from "./changes.js";
import { syncIndex } from "./commit.js";
import { IgnoreMatcher } from "./ignored.js";
import { fiData, fiPath, GitPipe, WriterDiedError } from "./pipe.js";
import { RunPacks } from "./run-packs.js";

/** Where the writer records what a kill would leave half-done (the run lock's journal). */
export type JournalSink = (update: Partial<RunJournal>) => void;

/** fast-import must name a ref for a commit HEAD cannot take directly (a detached HEAD). */
export const SCRATCH_REF = "refs/patchbay/scratch";

/**
 * How long after a checkpoint with no other git work the index sync starts by itself:
 * far shorter than any model's answer, far longer than the gap between replayed calls.
 */
const SYNC_WHEN_IDLE_MS = 50;

export interface Head {
  /** HEAD's commit; null on an unborn branch. */
  sha: string | null;
  /** The branch ref HEAD points at; null when detached. */
  ref: string | null;
}

export interface CommitSpec {
  ref: string;
  parent: string | null;
  changes: TreeChange[];
  message: string;
  author: GitIdentity;
  /** Seconds since the epoch. */
  time: number;
}

interface Dirs {
  gitDir: string;
  commonDir: string;
  objectsDir: string;
  format: string;
}

export interface RunWriterOptions {
  /** Told when fast-import died and a new one takes over. */
  onRestart?: (why: string) => void;
  /** Where what a kill would leave half-done is recorded. */
  journal?: JournalSink;
  /** How long a git lock another process holds is waited for (lock-wait.ts). */
  lockWaitMs?: number;
  /** How long the run is idle before the index sync starts by itself: SYNC_WHEN_IDLE_MS, unless a test needs "never by itself" (Infinity) or "at once" (0). */
  syncWhenIdleMs?: number;
}

export class RunWriter implements TreeLookup {
  private writer: GitPipe | null = null;
  private reader: GitPipe | null = null;
  private dirs: Dirs | undefined;
  private readonly packs: RunPacks;
  private ignore: IgnoreMatcher | undefined;
  private readonly unsynced = new Set<string>();
  /** Paths of a commit on its way to fast-import: after a kill it may have landed. */
  private committing: string[] = [];
  /** Paths an index sync under way has taken out of `unsynced`: journaled until it is done. */
  private syncingPaths: string[] = [];
  /** A syncSoon still running: every other index write waits for it. */
  private syncing: Promise<void> = Promise.resolve();
  /** A syncSoon waiting for the run to be idle. */
  private idle: NodeJS.Timeout | undefined;
  private progress = 0;
  /** The commit fast-import named before it died, if it died before confirming it. */
  lastUnconfirmed: string | null = null;

  private readonly onRestart: (why: string) => void;
  private readonly journal: JournalSink;
  private readonly lockWaitMs: number;
  private readonly syncWhenIdleMs: number;
  /** When this writer was made: a dead fast-import's leftovers since then are the run's to remove. */
  private readonly since = Date.now();

  constructor(
    readonly runner: GitRunner,
    options: RunWriterOptions = {},
  ) {
    this.onRestart = options.onRestart ?? (() => {});
    this.journal = options.journal ?? (() => {});
    this.lockWaitMs = options.lockWaitMs ?? LOCK_WAIT_MS;
    this.syncWhenIdleMs = options.syncWhenIdleMs ?? SYNC_WHEN_IDLE_MS;
    this.packs = new RunPacks(runner, async () => path.join((await this.where()).objectsDir, "pack"));
  }

  /** fast-import's process id (tests kill it). */
  get writerPid(): number | undefined {
    return this.writer?.pid;
  }

  private async where(): Promise<Dirs> {
    if (this.dirs) return this.dirs;
    const out = await this.runner.exec([
      "rev-parse",
      "--absolute-git-dir",
      "--git-path",
      "objects",
      "--show-object-format",
      "--git-common-dir",
    ]);
    const [gitDir = "", objects = "", format = "sha1", common = gitDir] = out.stdout.split("\n").map((l) => l.trim());
    const resolved = (p: string) => path.resolve(this.runner.cwd, p);
    this.dirs = { gitDir, commonDir: resolved(common), objectsDir: resolved(objects), format };
    this.ignore = new IgnoreMatcher(this.runner.cwd, path.join(gitDir, "info", "exclude"));
    return this.dirs;
  }

  private async fastImport(): Promise<GitPipe> {
    if (this.writer?.alive) return this.writer;
    await this.packs.start();
    if (this.writer) this.onRestart("git fast-import stopped during the run; a new one takes over");
    this.writer = await GitPipe.fastImport(this.runner);
    if (this.writer.pid !== undefined) this.journal({ writer: this.writer.pid });
    return this.writer;
  }

  private async catFile(): Promise<GitPipe> {
    if (!this.reader?.alive) this.reader = await GitPipe.catFile(this.runner);
    return this.reader;
  }

  /** The commit `name` resolves to, or null. */
  async resolve(name: string): Promise<string | null> {
    const [line = ""] = await (await this.catFile()).request(`${name}\n`, 1);
    const m = /^([0-9a-f]{40,64}) commit /.exec(line);
    return m?.[1] ?? null;
  }

  async head(): Promise<Head> {
    const { gitDir } = await this.where();
    const text = (await readFile(path.join(gitDir, "HEAD"), "utf8")).trim();
    const ref = text.startsWith("ref: ") ? text.slice(5).trim() : null;
    return { ref, sha: await this.resolve("HEAD") };
  }

  /** Finds the repository's object format (and directories) before blob ids are computed. */
  async ready(): Promise<void> {
    await this.where();
  }

  blobId(content: Buffer): string {
    const algo = this.dirs?.format === "sha256" ? "sha256" : "sha1";
    return createHash(algo).update(`blob ${content.length}\0`).update(content).digest("hex");
  }

  async entries(parent: string, paths: string[]): Promise<Map<string, OldEntry>> {
    const map = new Map<string, OldEntry>();
    if (paths.length === 0) return map;
    const lines = await (await this.fastImport()).request(
      paths.map((p) => `ls ${parent} ${fiPath(p)}\n`).join(""),
      paths.length,
    );
    paths.forEach((p, i) => {
      const m = /^(\d{6}) \w+ ([0-9a-f]{40,64})\t/.exec(lines[i] ?? "");
      if (m?.[1] && m[2]) map.set(p, { mode: m[1], sha: m[2] });
    });
    return map;
  }

  async ignored(paths: string[]): Promise<Set<string>> {
    return (await this.ignoreMatcher()).ignoredAmong(paths);
  }

  /** The run's in-process .gitignore rules (the work-tree watcher shares them). */
  async ignoreMatcher(): Promise<IgnoreMatcher> {
    await this.where();
    return this.ignore as IgnoreMatcher;
  }

  /** Writes the commit, waits until its ref is updated on disk, checks it, and returns its id. */
  async commit(spec: CommitSpec): Promise<string> {
    const who = `${spec.author.name} <${spec.author.email}> ${spec.time} +0000`;
    const parts: Buffer[] = [
      Buffer.from(`commit ${spec.ref}\nmark :1\nauthor ${who}\ncommitter ${who}\n`),
      ...fiData(Buffer.from(spec.message, "utf8")),
    ];
    parts.push(Buffer.from(spec.parent ? `from ${spec.parent}\n` : ""));
    for (const c of spec.changes) {
      if (c.kind === "delete") parts.push(Buffer.from(`D ${fiPath(c.path)}\n`));
      else if (c.content) parts.push(Buffer.from(`M ${c.mode} inline ${fiPath(c.path)}\n`), ...fiData(c.content));
      else parts.push(Buffer.from(`M ${c.mode} ${c.sha} ${fiPath(c.path)}\n`));
    }
    // A new root commit (unborn branch): forget any earlier tip fast-import holds for this ref.
    if (!spec.parent) parts.unshift(Buffer.from(`reset ${spec.ref}\n`));
    // Journaled before fast-import has it: a kill from here on may leave the commit on the branch.
    // On a failure they stay journaled: the commit may have landed all the same (see landed()).
    this.committing = spec.changes.map((c) => c.path);
    this.recordUnsynced();
    const sha = await this.durably(spec.ref, parts, spec.parent ?? "");
    this.landed(this.committing);
    return sha;
  }

  /** A commit with these paths is on the branch (also one a dying writer put there): their index entries follow. */
  landed(paths: string[]): void {
    for (const p of paths) this.unsynced.add(p);
    this.committing = [];
    this.recordUnsynced();
  }

  /**
   * The session state as a parentless commit holding one file, at `ref`, through the
   * same stream as the checkpoints and just as durable: a job killed during the next
   * turn still leaves this state behind.
   */
  async writeState(ref: string, file: string, text: string, message: string, who: GitIdentity): Promise<string> {
    const stamp = `${who.name} <${who.email}> ${Math.floor(Date.now() / 1000)} +0000`;
    return this.durably(ref, [
      Buffer.from(`reset ${ref}\ncommit ${ref}\nmark :1\ncommitter ${stamp}\n`),
      ...fiData(Buffer.from(message, "utf8")),
      Buffer.from(`M 100644 inline ${fiPath(file)}\n`),
      ...fiData(Buffer.from(text, "utf8")),
    ]);
  }

  /** `expected`: what the ref must hold for the commit to go on it ("" = nothing; undefined = anything). */
  /**
   * The session state as a parentless commit of several files (session-saver.ts):
   * each sent inline, or named by the id of a blob an earlier save already wrote.
   */
  async writeStateTree(ref: string, files: TreeFile[], message: string, who: GitIdentity): Promise<string> {
    const stamp = `${who.name} <${who.email}> ${Math.floor(Date.now() / 1000)} +0000`;
    const parts: Buffer[] = [
      Buffer.from(`reset ${ref}\ncommit ${ref}\nmark :1\ncommitter ${stamp}\n`),
      ...fiData(Buffer.from(message, "utf8")),
    ];
    for (const f of files) {
      if (f.content) parts.push(Buffer.from(`M 100644 inline ${fiPath(f.path)}\n`), ...fiData(f.content));
      else parts.push(Buffer.from(`M 100644 ${f.sha} ${fiPath(f.path)}\n`));
    }
    return this.durably(ref, parts);
  }

  private async durably(ref: string, commit: Buffer[], expected?: string): Promise<string> {
    const writer = await this.fastImport();
    const tag = `patchbay-${++this.progress}`;
    this.lastUnconfirmed = null;
    // Both requests go out at once (one wake-up of fast-import, not two); the answers come in order.
    const marked = writer.request(Buffer.concat([...commit, Buffer.from("\nget-mark :1\n")]), 1);
    const checkpointed = writer.request(`checkpoint\nreset ${ref}\nprogress ${tag}\n`, 1);
    checkpointed.catch(() => {}); // a death is reported by whichever answer is awaited first
    const [markLine = ""] = await marked;
    const sha = markLine.trim();
    // If fast-import dies from here on, the owner knows which commit to look for on the branch.
    this.lastUnconfirmed = sha;
    const [done = ""] = await checkpointed;
    if (done !== `progress ${tag}`) throw new WriterDiedError(`git fast-import answered out of turn: ${done}`);
    const now = await this.resolve(ref);
    if (now !== sha) await this.moveLockedRef(ref, sha, now, expected);
    this.lastUnconfirmed = null;
    // Every so many packs, with nothing in flight: roll them into one (run-packs.ts).
    if (this.packs.wrote()) await this.rollPacks();
    return sha;
  }

  /**
   * fast-import wrote the commit but could not move the ref: another git holds its
   * lock (`refs/heads/x.lock`). Once the lock goes, the ref is moved here, still only
   * from what the commit was made on; a lock that stays is reported as one.
   */
  private async moveLockedRef(ref: string, sha: string, now: string | null, expected?: string): Promise<void> {
    const res = await this.runner.exec(["rev-parse", "--git-path", `${ref}.lock`]);
    const lock = path.resolve(this.runner.cwd, res.stdout.trim());
    const started = Date.now();
    if (!(await waitForFileGone(lock, this.lockWaitMs)))
      throw new GitLockError(lock, `moving ${ref} to a new commit`, Date.now() - started);
    // A compare-and-swap: a ref someone else moved meanwhile is left where they put it.
    const from = expected === undefined ? [] : [expected];
    const moved = await this.runner.exec(["update-ref", "-m", "patchbay: checkpoint", ref, sha, ...from], {
      allowAllExitCodes: true,
    });
    if (moved.exitCode !== 0)
      throw new Error(`git fast-import wrote ${sha.slice(0, 12)} but ${ref} is at ${now?.slice(0, 12) ?? "nothing"}`);
  }

  /** Stops the writer and reader (each starts again when next needed) and rolls the run's small packs. */
  private async rollPacks(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    await writer?.close("done\n");
    await this.reader?.close();
    this.reader = null;
    await this.packs.roll();
  }

  /** Paths committed since the last index sync. */
  get syncPending(): boolean {
    return this.unsynced.size > 0;
  }

  /** Brings the index entries of every path committed since the last call in line with the work tree. */
  async syncIndex(): Promise<void> {
    clearTimeout(this.idle);
    this.idle = undefined;
    // Chained, so a second reader also waits for a sync already under way.
    const sync = this.syncing.then(() => this.syncNow());
    this.syncing = sync.catch(() => {});
    await sync;
  }

  /**
   * Starts syncIndex in the background once the run has been idle for a moment, without
   * waiting for it: the checkpointer calls this after a checkpoint when a command is
   * likely to follow, so `update-index` (which reads the whole index, about 20 ms at
   * 100,000 files) runs while the model answers and the command's own syncIndex only
   * waits for what is left of it. When the next tool call comes sooner (a replayed
   * run, a burst of `sed` calls that never read the index), the sync waits for the
   * next reader instead, and many checkpoints share one `update-index`. Only the next
   * syncIndex reports a failure (it retries the paths first).
   */
  syncSoon(): void {
    clearTimeout(this.idle);
    if (this.syncWhenIdleMs === Number.POSITIVE_INFINITY) return;
    this.idle = setTimeout(() => {
      this.idle = undefined;
      this.syncing = this.syncing.then(() => this.syncNow()).catch(() => {});
    }, this.syncWhenIdleMs);
    this.idle.unref();
  }

  private async syncNow(): Promise<void> {
    if (this.unsynced.size === 0) return;
    const paths = [...this.unsynced];
    this.unsynced.clear();
    // A checkpoint made meanwhile journals again: these paths stay in it until their entries are written.
    this.syncingPaths = paths;
    try {
      await syncIndex(this.runner, paths, this.lockWaitMs);
    } catch (error) {
      for (const p of paths) this.unsynced.add(p);
      throw error;
    } finally {
      this.syncingPaths = [];
    }
    this.recordUnsynced();
  }

  private recordUnsynced(): void {
    this.journal({ unsynced: [...new Set([...this.unsynced, ...this.syncingPaths, ...this.committing])] });
  }

  /**
   * Ends the writer and reader, rolls the packs this run's checkpoints wrote into one
   * (only those packs: `pack-objects --stdin-packs`), removes what a fast-import that
   * died during the run left, and syncs the index (whose failure, a lock another git
   * holds, is thrown last: the rest is done by then).
   */
  async close(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    await writer?.close("done\n");
    await this.reader?.close();
    this.reader = null;
    const synced = this.syncIndex().then(
      () => undefined,
      (error: unknown) => error,
    );
    const failed = await synced;
    await this.packs.finish();
    if (this.dirs) await removeDeadGitFiles(this.dirs, this.since);
    if (failed) throw failed;
  }
}
