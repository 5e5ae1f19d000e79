/**
 * Which paths a command or an MCP tool may have changed (docs/decisions/0011-one-git-writer-per-run.md): the work-tree
 * watcher's paths when it can be trusted, a full `git status` when it cannot.
 *
 * The watcher starts at the first command (a run that runs none pays nothing) and
 * the status fallback runs when: the watcher could not start or had to give up
 * (inotify's watch limit), it distrusts its own events (a possible queue overflow,
 * a .gitignore or .git/info/exclude change, a directory moved or deleted, a watch
 * error), or HEAD moved other than by a checkpoint (the agent's own `git commit`,
 * `checkout`, `reset`: the work tree may now differ from HEAD where no file
 * changed). The end of the run always asks git (`full`), so a missed event can
 * delay a change to the last checkpoint but never lose it.
 */

import type { Logger } from "../../util/logger.js";
import { warnIndexLocked } from "../lock-wait.js";
import { type TreeStatus, treeStatus } from "../status.js";
import type { Head, RunWriter } from "./run-writer.js";
import { WatcherUnavailableError, WorkTreeWatcher } from "./watcher.js";

export interface Detected {
  /** Paths that may have changed: compare them with HEAD. */
  paths: string[];
  /** When git status found them: its result (HEAD's entries come with it). */
  status?: TreeStatus;
}

const sameHead = (a: Head, b: Head) => a.sha === b.sha && a.ref === b.ref;

export class ChangeDetector {
  private watcher: WorkTreeWatcher | null = null;
  /** Why this run watches nothing (the watcher cannot start here). */
  private off: string | undefined;
  /** HEAD as the last checkpoint (or the watcher's start) left it. */
  private expected: Head | undefined;
  /** HEAD moved other than by a checkpoint since the last full status. */
  private moved = false;
  /** Commands ran in this run (so more are likely: the checkpointer syncs the index early). */
  used = false;
  /** A watcher ran in this run: the end of the run must ask git once (without one, every checkpoint did). */
  watched = false;

  constructor(
    private readonly writer: RunWriter,
    private readonly log: Pick<Logger, "info" | "warning">,
    private readonly limits: { maxWatches?: number; maxEvents?: number } = {},
  ) {}

  /** Before a command or MCP tool: every change from here on is seen. */
  async arm(): Promise<void> {
    if (this.off !== undefined || this.watcher) return;
    this.used = true;
    try {
      this.watcher = await WorkTreeWatcher.start({
        workspace: this.writer.runner.cwd,
        ignore: await this.writer.ignoreMatcher(),
        ...this.limits,
      });
    } catch (error) {
      if (!(error instanceof WatcherUnavailableError)) throw error;
      this.off = error.message;
      this.log.info(`checkpoints after commands ask git status for changes: ${error.message}`);
      return;
    }
    this.watched = true;
    // What the command changes is compared with HEAD as it is now.
    this.expected ??= await this.writer.head();
  }

  /** HEAD just before a checkpoint: another HEAD than the last one left means the agent moved it. */
  observe(head: Head): void {
    if (this.expected && !sameHead(head, this.expected)) this.moved = true;
  }

  /** A checkpoint moved HEAD. */
  committed(head: Head): void {
    if (this.expected) this.expected = head;
  }

  /** What may have changed since the last call; `full` asks git whatever the watcher says. */
  async detect(head: Head, full: boolean): Promise<Detected> {
    this.observe(head);
    const report = await this.watcher?.take();
    if (report?.stale) {
      // Its watches may miss directories now: the next command starts a new one.
      this.watcher?.close();
      this.watcher = null;
    }
    let why = full ? "the end of the run checks the whole tree" : (report?.distrust ?? this.off);
    if (!why && this.moved) why = "HEAD moved by a git command";
    if (!why && report) return { paths: report.paths };
    if (!why) why = "no watcher";
    if (report?.distrust || this.moved) this.log.info(`checkpoint: asking git status for changes: ${why}`);
    this.moved = false;
    if (this.expected) this.expected = head;
    await this.writer.syncIndex().catch((e) => warnIndexLocked(e, (m) => this.log.warning(m)));
    const status = await treeStatus(this.writer.runner);
    return { paths: status.changes.map((c) => c.path), status };
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
  }
}
