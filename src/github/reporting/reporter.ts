/**
 * GitHubReporter: the Reporter (src/agent/reporter.ts) that keeps one progress
 * comment up to date. Edits are paced (at most one per `intervalMs`, at most
 * `maxEdits` in all) to stay clear of GitHub's secondary rate limits; the final
 * state is always posted.
 */

import type { Reporter, ReportLinks } from "../../agent/reporter.js";
import type { Outcome, SessionEvent } from "../../agent/types.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";
import { thousands } from "../../util/thousands.js";
import { messageOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";
import { type CommentTarget, type ReactableComment, RunComment, reactEyes } from "./comments.js";
import { MAX_COMMENT_CHARS, type ProgressOptions, renderProgress } from "./progress.js";

export interface GitHubReporterOptions {
  octokit: GitHubClient;
  target: CommentTarget;
  redactor: Redactor;
  log: Pick<Logger, "debug" | "warning">;
  /** The comment that asked, for the 👀 reaction. */
  triggerComment?: ReactableComment;
  progress: Omit<ProgressOptions, "links">;
  /** Minimum time between two edits (default 2500 ms). */
  intervalMs?: number;
  /** Edits allowed before the final one (default 40). */
  maxEdits?: number;
}

/** Events that change what the comment shows. */
const VISIBLE: ReadonlySet<SessionEvent["type"]> = new Set(["tool_start", "tool", "turn"]);

export class GitHubReporter implements Reporter {
  private readonly events: SessionEvent[] = [];
  private readonly comment: RunComment;
  private readonly intervalMs: number;
  private readonly maxEdits: number;
  private timer: NodeJS.Timeout | undefined;
  /** Every write is chained, so edits never race each other. */
  private chain: Promise<void> = Promise.resolve();
  private lastWrite = 0;
  private lastBody = "";
  private writes = 0;
  private finished = false;

  constructor(private readonly opt: GitHubReporterOptions) {
    this.comment = new RunComment(opt.octokit, opt.target, opt.redactor);
    this.intervalMs = opt.intervalMs ?? 2500;
    this.maxEdits = opt.maxEdits ?? 40;
  }

  /** Number of comment writes so far (create + edits). */
  get writeCount(): number {
    return this.writes;
  }

  /** The progress comment's id once it exists (the post step finishes it after a kill). */
  get commentId(): number | undefined {
    return this.comment.commentId;
  }

  /**
   * Fork PRs: nothing can be pushed, so the change is posted as a patch in a
   * comment of its own, cut (and said to be cut) when GitHub's size limit forbids more.
   */
  async postPatch(patch: string): Promise<void> {
    const note = new RunComment(this.opt.octokit, this.opt.target, this.opt.redactor);
    const limit = MAX_COMMENT_CHARS - 2_000;
    const shown = patch.length > limit ? patch.slice(0, limit) : patch;
    const ticks = "`".repeat(Math.max(3, ...(shown.match(/`{3,}/g) ?? []).map((r) => r.length + 1)));
    const cut =
      patch.length > limit
        ? `\n\n(The patch is ${thousands(patch.length)} characters; only the first ${thousands(limit)} are shown. The full series is in the workflow run's log.)`
        : "";
    await note.post(
      `This pull request comes from a fork, so Patchbay pushed nothing. Apply the change with \`git am\`:\n\n${ticks}diff\n${shown}\n${ticks}${cut}`,
    );
  }

  get commentUrl(): string | undefined {
    return this.comment.htmlUrl;
  }

  /** 👀 on the triggering comment, then the "working on it" comment, so people see the run at once. */
  async start(): Promise<void> {
    if (this.opt.triggerComment)
      await reactEyes(this.opt.octokit, this.opt.target, this.opt.triggerComment, this.opt.log);
    const body = renderProgress(this.events, undefined, { ...this.opt.progress, now: Date.now() });
    await this.enqueue(body, false).catch((error) => {
      this.opt.log.warning(`Could not post the progress comment: ${messageOf(error)}`);
    });
  }

  onEvent(event: SessionEvent): void {
    if (this.finished) return;
    this.events.push(event);
    if (VISIBLE.has(event.type)) this.schedule();
  }

  async finish(outcome: Outcome, links: ReportLinks): Promise<void> {
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const body = renderProgress(this.events, outcome, { ...this.opt.progress, links, now: Date.now() });
    // Wait for an edit in flight, then post the final state whatever the edit budget says.
    await this.enqueue(body, true);
  }

  private schedule(): void {
    if (this.timer || this.writes > this.maxEdits) return;
    const wait = Math.max(0, this.lastWrite + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.finished) return;
      const body = renderProgress(this.events, undefined, { ...this.opt.progress, now: Date.now() });
      this.enqueue(body, false).catch((error) => {
        // A failed progress edit must not stop the run; the final edit will try again.
        this.opt.log.warning(`Could not update the progress comment: ${messageOf(error)}`);
      });
    }, wait);
    // The run may end before the timer fires; it must not keep the process alive.
    this.timer.unref();
  }

  private enqueue(body: string, final: boolean): Promise<void> {
    const write = this.chain.then(async () => {
      if (body === this.lastBody) return;
      if (!final && this.writes > this.maxEdits) return;
      this.lastWrite = Date.now();
      this.writes++;
      await this.comment.post(body);
      this.lastBody = body;
    });
    this.chain = write.catch(() => {});
    return write;
  }
}
