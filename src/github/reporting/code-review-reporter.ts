/**
 * The Reporter of a code review run: instead of a progress comment of its own,
 * the pull request's one summary comment (code-review-sticky.ts) says the review
 * is running, then shows the new summary — or, when the run failed or was
 * stopped, says so above the last completed review's summary. The 👀 reaction
 * goes on the comment that asked, as for every run.
 */
import type { Reporter, ReportLinks } from "../../agent/reporter.js";
import type { Outcome, SessionEvent } from "../../agent/types.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";
import { messageOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";
import { tokenIdentity } from "../permission.js";
import { type ReviewState, ReviewSummaryComment } from "./code-review-sticky.js";
import { type ReactableComment, type RepoRef, reactEyes } from "./comments.js";
import { neutralize } from "./progress.js";

export interface CodeReviewReporterOptions {
  octokit: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  redactor: Redactor;
  log: Pick<Logger, "debug" | "warning">;
  triggerComment?: ReactableComment;
  runUrl?: string;
}

/** What the run's conclusion hands the reporter before `finish`: the new state and summary. */
export interface CompletedReview {
  /** Where the next review starts; absent when this one did not finish and there was none before. */
  state?: ReviewState;
  summary: string;
}

export class CodeReviewReporter implements Reporter {
  private comment: ReviewSummaryComment | undefined;
  private completed: CompletedReview | undefined;
  /** The token's login, asked once: only its own summary comment counts. */
  private readonly identity;

  constructor(private readonly opt: CodeReviewReporterOptions) {
    this.identity = tokenIdentity(opt.octokit);
  }

  /** The state the last completed review left (undefined before `start`, or for a first review). */
  get previousState(): ReviewState | undefined {
    return this.comment?.state;
  }

  /** The token's login (asked once): whose threads and reviews are Patchbay's own. */
  login(): Promise<string> {
    return this.identity.login();
  }

  get commentId(): number | undefined {
    return this.comment?.commentId;
  }

  get commentUrl(): string | undefined {
    return this.comment?.htmlUrl;
  }

  async start(): Promise<void> {
    const { octokit, repo, pullNumber, redactor, log } = this.opt;
    if (this.opt.triggerComment) await reactEyes(octokit, repo, this.opt.triggerComment, log);
    try {
      const login = await this.identity.login();
      this.comment = await ReviewSummaryComment.find(octokit, { ...repo, number: pullNumber }, login, redactor);
      await this.comment.write({
        state: this.comment.state,
        headline: `### 🔄 Patchbay is reviewing this pull request${this.runLink()}`,
        foldLast: true,
      });
    } catch (error) {
      // Without the comment the review still runs; its end writes (or creates) the comment again.
      log.warning(`Could not read or update the code review's summary comment: ${messageOf(error)}`);
    }
  }

  onEvent(_event: SessionEvent): void {}

  /** Called by the run's conclusion when the review is posted: `finish` then shows this summary. */
  complete(review: CompletedReview): void {
    this.completed = review;
  }

  async finish(outcome: Outcome, links: ReportLinks): Promise<void> {
    const { octokit, repo, pullNumber, redactor } = this.opt;
    this.comment ??= await ReviewSummaryComment.find(
      octokit,
      { ...repo, number: pullNumber },
      await this.identity.login(),
      redactor,
    );
    const run = this.runLink(links.runUrl);
    if (this.completed) {
      await this.comment.write({
        state: this.completed.state,
        headline: "",
        summary: `${this.completed.summary}${run ? `\n\n${run.trim().replace(/^· /, "")}` : ""}`,
      });
      return;
    }
    const head =
      outcome.kind === "no_changes"
        ? "✅ Nothing new to review"
        : outcome.kind === "skipped"
          ? "⏭ Patchbay did not review this pull request"
          : "⚠️ The code review did not finish";
    await this.comment.write({
      state: this.comment.state,
      headline: `### ${head}${run}\n\n${neutralize(outcome.message)}`,
      foldLast: true,
    });
  }

  private runLink(url = this.opt.runUrl): string {
    return url ? ` · [workflow run](${url})` : "";
  }
}
