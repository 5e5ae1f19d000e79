/**
 * The engine's Checkpointer (docs/decisions/0005-a-checkpoint-per-tool-call.md): a commit per changing tool call, per turn
 * or at the end (`git.checkpoints`), optionally squashed on success with the
 * fine-grained history kept at `refs/patchbay/runs/<run id>`.
 */
import type { GitConfig } from "../../config/schema.js";
import { cannotReadIndex } from "../../policy/shell/index-blind.js";
import type { Redactor } from "../../secrets/redactor.js";
import { faultSummary } from "../../util/faults.js";
import { type Logger, silentLogger } from "../../util/logger.js";
import { GitLockError, warnIndexLocked } from "../lock-wait.js";
import type { SaverOptions, SessionLike, Shrink } from "../refs/session-saver.js";
import type { SavedState, SaveStateOptions } from "../refs/session-state.js";
import { StateSaves } from "../refs/state-saves.js";
import type { GitIdentity, GitRunner } from "../runner.js";
import type { Checkpoint, Checkpointer, CheckpointRequest, ToolKind } from "../types.js";
import { ChangeDetector, type Detected } from "./change-detector.js";
import { type ChangeSet, collectChanges, normalizePath } from "./changes.js";
import { moveHead } from "./commit.js";
import { type HeldChanges, HeldChangesBox, type JudgePath, restoreHeld } from "./held.js";
import { checkpointMessage } from "./message.js";
import { journalPending } from "./pending-journal.js";
import { WriterDiedError } from "./pipe.js";
import { type Head, type JournalSink, RunWriter, SCRATCH_REF } from "./run-writer.js";
import type { SignedCommitter } from "./signed.js";
import { squashRun } from "./squash.js";

export interface GitCheckpointerOptions {
  runner: GitRunner;
  runId: string;
  runUrl: string;
  requester?: GitIdentity;
  config: GitConfig;
  log?: Pick<Logger, "info" | "warning">;
  /** Paths with uncommitted changes before the run (PreparedBranch.dirtyAtStart): never staged. */
  dirtyAtStart?: string[];
  /** Required when config.sign: commits go through GitHub's Git Data API. */
  signer?: SignedCommitter;
  /** Subject of the squashed commit; default "patchbay: run <id>". */
  squashSubject?: string;
  /** Masks secret values in commit messages (a summary may quote a command with a token). */
  redactor?: Redactor;
  /** Seconds since the epoch, for commit dates (tests pin it). */
  now?: () => number;
  /**
   * For changes no approved file-tool call named (a command's, an MCP tool's): the
   * rules' verdict on committing the path (held.ts). Without it everything is committed.
   */
  judge?: JudgePath;
  /** Limits for the work-tree watcher (tests make them small); default: from the kernel's inotify limits. */
  watch?: { maxWatches?: number; maxEvents?: number };
  /** Where what a kill would leave half-done is recorded (the run lock's journal; recover.ts reads it). */
  journal?: JournalSink;
  /** Changes a killed run on this branch made and did not commit: committed with the first checkpoint. */
  carried?: string[];
  /** How long a git lock another process holds is waited for (default lock-wait.ts's LOCK_WAIT_MS). */
  lockWaitMs?: number;
  /** How long the run is idle before the index sync starts by itself (run-writer.ts; tests choose it). */
  syncWhenIdleMs?: number;
}

export class CheckpointError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CheckpointError";
  }
}

export const runHistoryRef = (runId: string) => `refs/patchbay/runs/${runId.replace(/[^A-Za-z0-9._-]/g, "-")}`;

export class GitCheckpointer implements Checkpointer {
  private readonly checkpoints: Checkpoint[] = [];
  private pending: CheckpointRequest[] = [];
  private readonly exclude: ReadonlySet<string>;
  private readonly log: Pick<Logger, "info" | "warning">;
  /** HEAD before this run's first checkpoint: what a squash goes back to. */
  private base: string | null | undefined;
  /** The run's long-lived git processes (docs/decisions/0011-one-git-writer-per-run.md). */
  readonly writer: RunWriter;
  /** What commands and MCP tools changed: a work-tree watcher, or git status when it cannot be trusted. */
  private readonly detector: ChangeDetector;
  private usedScratch = false;
  private readonly states: StateSaves;
  /** Said once: the index stays behind at the end (a lock, a full disk). */
  private indexWarned = false;
  private readonly journal: JournalSink;
  private finished = false;
  private lastStep = 0;
  /** Changes kept back from commits: withheld (deny) or held for approval (ask). */
  private readonly held: HeldChangesBox;

  constructor(private readonly opts: GitCheckpointerOptions) {
    const carried = opts.carried ?? [];
    this.exclude = new Set((opts.dirtyAtStart ?? []).filter((p) => !carried.includes(p)));
    this.log = opts.log ?? silentLogger;
    this.held = new HeldChangesBox(opts.judge, this.log);
    this.journal = opts.journal ?? (() => {});
    this.writer = new RunWriter(opts.runner, {
      onRestart: (why) => this.log.warning(why),
      journal: this.journal,
      lockWaitMs: opts.lockWaitMs,
      syncWhenIdleMs: opts.syncWhenIdleMs,
    });
    const who = { name: opts.config.author_name, email: opts.config.author_email };
    // After finish() (the loop's last save), nothing else will close the writer.
    this.states = new StateSaves(this.writer, who, this.log, async () => {
      if (this.finished) await this.closeWriter();
    });
    const leftover = { step: 0, tool: "patchbay", summary: "changes the last run made and could not commit" };
    if (carried.length) this.pending.push({ ...leftover, paths: carried });
    this.detector = new ChangeDetector(this.writer, this.log, opts.watch);
    if (opts.config.sign && !opts.signer)
      throw new CheckpointError("git.sign is true but no GitHub API was given to sign commits with");
  }

  get historyRef(): string {
    return runHistoryRef(this.opts.runId);
  }

  list(): Checkpoint[] {
    return [...this.checkpoints];
  }

  /**
   * A command or an MCP tool may read the index (`git status`, `git stash`): bring it
   * up to date first — unless the command is made only of programs that cannot read it
   * (`sed`, `cat`, `ls`, …: policy/shell/index-blind.ts), when the sync is left to the
   * next reader (or to idle time). And what it changes is seen from here
   * on (with `end` checkpoints one git status at the end finds it all, so nothing is
   * watched).
   */
  async beforeTool(kind: ToolKind, command?: string, paths?: string[]): Promise<void> {
    if (kind !== "read") this.recordPending(kind === "write" ? (paths ?? []) : "unknown");
    if (kind !== "exec" && kind !== "other") return;
    const watch = this.opts.config.checkpoints === "end" ? undefined : this.detector.arm();
    // Nothing waiting to be synced: no reason to look at the command.
    const blind =
      kind === "exec" && command !== undefined && this.writer.syncPending && (await cannotReadIndex(command));
    await Promise.all([blind ? undefined : this.writer.syncIndex().catch((e) => this.indexLocked(e)), watch]);
  }

  /** The index stays behind while another git holds its lock: a warning (lock-wait.ts). */
  private indexLocked(error: unknown): void {
    warnIndexLocked(error, (m) => this.log.warning(m));
  }

  async afterTool(req: CheckpointRequest): Promise<Checkpoint | null> {
    this.pending.push(req);
    this.lastStep = Math.max(this.lastStep, req.step);
    if (this.opts.config.checkpoints !== "tool") return null;
    return this.commitPending();
  }

  async afterTurn(_turn: number): Promise<Checkpoint | null> {
    if (this.opts.config.checkpoints !== "turn") return null;
    return this.commitPending();
  }

  async finish(success: boolean): Promise<Checkpoint[]> {
    try {
      // Deferred work is committed even when the run failed: committed work is never lost.
      // After commands were watched, git looks at the whole tree once: an event the
      // watcher missed still ends up in a checkpoint.
      await this.commitPending(this.detector.watched);
      const left = this.held.take();
      if (left)
        this.log.warning(
          `not committed, waiting for approval: ${left.files.map((f) => f.path).join(", ")} (${left.why})`,
        );
    } finally {
      this.finished = true;
      await this.close();
    }
    if (success && this.opts.config.squash && this.checkpoints.length > 1) {
      const squashed = await squashRun({
        ...this.opts,
        checkpoints: this.checkpoints,
        base: this.base,
        historyRef: this.historyRef,
        log: this.log,
        redact: (text) => this.redact(text),
      });
      if (squashed) return [squashed];
    }
    return this.list();
  }

  /** Ends the run's git processes, packs the run's objects and syncs the index; safe to call twice. */
  async close(): Promise<void> {
    this.detector.close();
    await this.closeWriter();
    if (this.usedScratch) await this.opts.runner.exec(["update-ref", "-d", SCRATCH_REF], { allowAllExitCodes: true });
    this.usedScratch = false;
  }

  /**
   * The run's end: its commits stand whatever happens to the index now, and the
   * journal keeps the entries still behind for the next run, so nothing here fails the run.
   */
  private async closeWriter(): Promise<void> {
    await this.writer.close().catch((error: unknown) => {
      if (this.indexWarned) return;
      this.indexWarned = true;
      if (error instanceof GitLockError) return this.indexLocked(error);
      const why = faultSummary(error) ?? (error instanceof Error ? error.message : String(error));
      this.log.warning(`the index could not be brought in line with the checkpoints: ${why}; the next run does it`);
    });
  }

  /** The session state (docs/decisions/0005-a-checkpoint-per-tool-call.md) as one JSON text, in the run's fast-import stream. */
  saveState(branch: string, json: string, opts: SaveStateOptions): Promise<SavedState> {
    return this.states.json(branch, json, opts);
  }

  /** The session state a turn at a time (session-saver.ts): what the loop saves after every turn. */
  saveSession(branch: string, state: SessionLike, opts: Omit<SaverOptions, "who"> & { shrink: Shrink }) {
    return this.states.session(branch, state, opts);
  }

  /** What a kill before the pending calls' checkpoint would leave (pending-journal.ts). */
  private recordPending(running: string[] | "unknown" = []): void {
    journalPending(this.journal, this.opts.runner.cwd, this.pending, running);
  }

  /** Changes held for a person's approval since the last call (a command wrote .npmrc under an `ask` rule). */
  takeHeld(): HeldChanges | undefined {
    return this.held.take();
  }

  /**
   * Commits held changes a person approved. A resumed run starts from a fresh
   * checkout, so the held bytes are written into the work tree first (through
   * src/beneath); each path is judged again, and one the rules now deny is left out.
   */
  async commitHeld(held: HeldChanges, step: number, approvedBy: string): Promise<Checkpoint | null> {
    const paths = await restoreHeld(this.opts.runner.cwd, held, this.opts.judge, this.log);
    if (paths.length === 0) return null;
    this.pending.push({
      step,
      tool: "approval",
      summary: `${paths.join(", ")} (approved by ${approvedBy})`,
      paths,
      approved: paths,
    });
    this.lastStep = Math.max(this.lastStep, step);
    return this.commitPending();
  }

  /** `sweep`: find changes with a full git status, and commit them even with no tool call pending. */
  private async commitPending(sweep = false): Promise<Checkpoint | null> {
    let reqs = this.pending;
    this.pending = [];
    if (reqs.length === 0) {
      if (!sweep) return null;
      reqs = [{ step: this.lastStep, tool: "patchbay", summary: "changes made by commands that no checkpoint saw" }];
    }
    // What was detected is kept for a retry: the watcher reports each change once.
    const memo: { found?: Detected } = {};
    for (let attempt = 0; ; attempt++) {
      try {
        const made = await this.commitOnce(reqs, sweep, memo);
        this.recordPending();
        return made;
      } catch (error) {
        if (!(error instanceof WriterDiedError)) throw error;
        if (attempt > 0)
          throw new CheckpointError(
            `${error.message}; the checkpoints made so far are on the branch, this one is still in the working tree`,
          );
        this.log.warning(`${error.message}; retrying the checkpoint with a new one`);
      }
    }
  }

  private async commitOnce(
    reqs: CheckpointRequest[],
    sweep: boolean,
    memo: { found?: Detected },
  ): Promise<Checkpoint | null> {
    const { runner } = this.opts;
    const w = this.writer;
    const head = await w.head();
    const named = new Set<string>();
    const approved = new Set<string>();
    let detect = sweep;
    for (const r of reqs) {
      if (r.paths === undefined) detect = true;
      else for (const p of r.paths) named.add(p);
      for (const p of r.approved ?? []) approved.add(p);
    }
    const paths = new Set(named);
    // Detected changes skip the pre-run dirty paths quietly; a tool that names one gets a warning.
    if (detect) memo.found ??= await this.detector.detect(head, sweep);
    else this.detector.observe(head);
    const found = memo.found;
    for (const p of found?.paths ?? []) if (!this.exclude.has(p)) paths.add(p);
    if (paths.size === 0) return null;

    const last = reqs[reqs.length - 1];
    if (!last) return null;
    const tools = [...new Set(reqs.map((r) => r.tool))].join(", ");
    const summary = reqs.length === 1 ? last.summary : reqs.map((r) => r.summary).join("; ");
    const body = reqs.length > 1 ? reqs.map((r) => `- step ${r.step}: ${r.tool}: ${r.summary}`).join("\n") : undefined;
    const message = this.redact(
      checkpointMessage({
        tool: tools,
        summary,
        step: last.step,
        runUrl: this.opts.runUrl,
        requester: this.opts.requester,
        body,
      }),
    );
    // A writer that died after naming the commit may still have put it on the branch.
    const landed = w.lastUnconfirmed !== null && head.sha === w.lastUnconfirmed ? head.sha : null;
    const set = await collectChanges(w, [...paths], {
      exclude: this.exclude,
      log: this.log,
      parent: landed ? await firstParent(runner, landed) : head.sha,
      known: found?.status && found.status.head === head.sha ? found.status.changes : undefined,
    });
    set.changes = await this.held.sort(set.changes, underAny(this.opts.runner.cwd, approved));
    if (set.changes.length === 0) return null;
    if (landed) w.landed(set.changes.map((c) => c.path));
    const sha = landed ?? (await this.write(set, message, head));
    this.detector.committed({ ref: head.ref, sha });
    // Commands ran in this run, so one is likely to come, and it needs the index current.
    if (this.detector.used) this.writer.syncSoon();
    if (this.base === undefined) this.base = set.parent;
    const checkpoint: Checkpoint = {
      step: last.step,
      tool: tools,
      sha,
      files: set.changes.map((c) => c.path),
      subject: message.split("\n")[0] ?? "",
    };
    this.checkpoints.push(checkpoint);
    return checkpoint;
  }

  private redact(text: string): string {
    return this.opts.redactor ? this.opts.redactor.redact(text) : text;
  }

  private async write(set: ChangeSet, message: string, head: Head): Promise<string> {
    if (this.opts.signer) return this.opts.signer.commit(set, message);
    const spec = {
      parent: set.parent,
      changes: set.changes,
      message,
      author: { name: this.opts.config.author_name, email: this.opts.config.author_email },
      time: this.opts.now?.() ?? Math.floor(Date.now() / 1000),
    };
    if (head.ref) return this.writer.commit({ ...spec, ref: head.ref });
    // A detached HEAD: the commit goes to a scratch ref, then HEAD moves with a compare-and-swap.
    this.usedScratch = true;
    const sha = await this.writer.commit({ ...spec, ref: SCRATCH_REF });
    if (!(await moveHead(this.opts.runner, sha, set.parent, "checkpoint")))
      throw new CheckpointError("HEAD moved while a checkpoint was written; retry the run");
    return sha;
  }
}

async function firstParent(runner: GitRunner, sha: string): Promise<string | null> {
  const res = await runner.exec(["rev-parse", "-q", "--verify", `${sha}^1`], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : null;
}

/** A path an approved call named, or a file in a folder it named, was judged with the call. */
function underAny(workspace: string, approved: Set<string>): (path: string) => boolean {
  const rels = new Set<string>();
  for (const p of approved) {
    const rel = normalizePath(workspace, p);
    if (rel !== null) rels.add(rel);
  }
  return (p) => {
    for (let i = p.length; i !== -1; i = p.lastIndexOf("/", i - 1)) if (rels.has(p.slice(0, i))) return true;
    return false;
  };
}
