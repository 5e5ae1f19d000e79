/**
 * A code review's end: the findings split into inline comments and the summary,
 * one pull request review posted (or none, when there is nothing inline and no
 * changes to ask for), the earlier threads the model found fixed answered and
 * resolved, the summary comment rewritten, and the result — `findings` and
 * `review_json` — for the outputs and the CLI. A local or dry run posts nothing
 * and returns the same result.
 */
import type { Outcome } from "../../../agent/types.js";
import { emptyUsage } from "../../../agent/types.js";
import { inputTotal } from "../../../agent/usage.js";
import { type ReviewEvent, type Selection, selectFindings } from "../../../code-review/findings.js";
import { reviewJson } from "../../../code-review/review-json.js";
import { atLeast, type Severity } from "../../../config/code-review-schema.js";
import { messageOf } from "../../../github/errors.js";
import {
  dismissEarlierChangeRequests,
  type InlineComment,
  needsReview,
  type PostedReview,
  postReview,
} from "../../../github/reporting/code-review-post.js";
import {
  countsLine,
  renderInlineComment,
  renderReviewBody,
  renderReviewSummary,
} from "../../../github/reporting/code-review-render.js";
import { type ResolvedThread, resolveFixedThreads } from "../../../github/review-threads/code-review-threads.js";
import type { RunResult, RunSettings } from "../../contract.js";
import { postsToGitHub } from "../../delivery.js";
import type { Admitted } from "../../stages/admit.js";
import type { Ended } from "../../stages/conclude.js";
import { finishAll } from "../../stages/reporters.js";
import type { CodeReviewRun } from "./prepare.js";

/** Ends that still post what was found: the session stopped on a limit, not on an error. */
const STOPPED = new Set(["budget_exceeded", "stuck", "invalid_output", "needs_input", "awaiting_approval"]);

/** What concluding a review reads of an admitted run: where it may post, who hears, and the spend to record. */
export type ReviewConcludeInput = Pick<
  Admitted,
  "config" | "trigger" | "log" | "reporters" | "octokit" | "spend" | "redactor" | "repoUrl"
> & { settings: Pick<RunSettings, "delivery" | "runUrl"> };

export async function concludeCodeReview(
  run: ReviewConcludeInput,
  review: CodeReviewRun,
  ended?: Ended,
): Promise<RunResult> {
  const { config, trigger, log, reporters, settings } = run;
  const cfg = config.code_review;
  const session: Outcome = ended
    ? // A review changes no file by design: finishing one is completing it, not "no changes were needed".
      { ...ended.outcome, kind: ended.outcome.kind === "no_changes" ? "completed" : ended.outcome.kind }
    : {
        kind: "no_changes",
        message: `Nothing to review: ${review.nothingToReview ?? "no changes"}.`,
        turns: 0,
        usage: emptyUsage(),
        costUsd: 0,
        commits: [],
      };
  let selection = selectFindings(review.findings.all(), {
    maxComments: cfg.max_comments,
    requestChangesAt: cfg.request_changes_at,
  });
  // Where the pull request stands, earlier open findings included (moving findings to the summary keeps it).
  const standing = verdict(review, selection, cfg.request_changes_at);
  const octokit = postsToGitHub(run.settings.delivery) ? run.octokit : undefined;
  const pr = trigger.pullRequest;
  const posting = octokit && pr && reporters.codeReview && session.kind !== "failed" && session.kind !== "cancelled";
  const repo = { owner: trigger.repository.owner, repo: trigger.repository.name };
  let posted: PostedReview | undefined;
  let postFailure: string | undefined;
  let resolved: ResolvedThread[] = [];
  const problems: string[] = [];
  if (posting) {
    const comments = selection.inline.map(toComment);
    if (needsReview({ event: selection.event, comments })) {
      try {
        posted = await postReview(octokit, {
          repo,
          pullNumber: pr.number,
          commitId: review.headSha,
          event: selection.event,
          body: renderReviewBody(selection, reporters.codeReview?.commentUrl),
          comments,
        });
      } catch (error) {
        postFailure = messageOf(error);
        log.warning(`could not post the review: ${postFailure}`);
      }
      // Whatever GitHub would not take inline is listed in the summary instead: nothing is lost.
      const refused = postFailure ?? posted?.inlineRefused;
      if (refused) selection = allInSummary(selection, `GitHub did not take the inline comment (${refused})`);
    }
    const fixed = review.earlier.flatMap((t) => {
      const reason = review.fixed.get(t.thread.id);
      return reason ? [{ thread: t.thread, reason }] : [];
    });
    if (fixed.length) {
      const done = await resolveFixedThreads(octokit, fixed);
      resolved = done.resolved;
      problems.push(...done.failures);
    }
    if (review.previous?.event === "REQUEST_CHANGES" && standing === "COMMENT" && review.botLogin)
      problems.push(
        ...(await dismissEarlierChangeRequests(
          octokit,
          { ...repo, pullNumber: pr.number },
          { botLogin: review.botLogin, headSha: review.headSha, keep: posted?.id || undefined },
        )),
      );
  }

  const total = selection.inline.length + selection.summary.length;
  const stopped = STOPPED.has(session.kind) ? `The review stopped early: ${session.message}` : undefined;
  const summary = review.nothingToReview
    ? `### 🔍 Patchbay code review: nothing to review\n\nNothing to review: ${review.nothingToReview}.`
    : renderReviewSummary({
        // The headline says where the pull request stands.
        selection: { ...selection, event: standing },
        dropped: review.findings.dropped,
        scope: review.scope,
        result: session.result || undefined,
        reviewUrl: posted?.url || undefined,
        inlineRefused: postFailure || posted?.inlineRefused || undefined,
        resolved: resolved.map((r) => ({
          path: r.path,
          line: r.line,
          reason: r.reason,
          url: r.url || undefined,
        })),
        resolveFailures: problems,
        stillOpen: review.earlier.length - resolved.length,
        turns: session.turns,
        costUsd: session.costUsd,
        stopped: stopped || undefined,
      });
  // The next review starts from this head only when this one was whole; else it looks at these commits again.
  const whole = session.kind === "completed" || session.kind === "no_changes";
  const state = whole ? { head: review.headSha, event: standing } : review.previous;
  // With nothing to review, the summary comment keeps the last review's summary under a line that says so.
  if (reporters.codeReview && !review.nothingToReview && (whole || stopped))
    reporters.codeReview.complete({ state, summary });

  const json = reviewJson({
    pullRequest: review.pullNumber,
    headSha: review.headSha,
    baseSha: review.baseSha || undefined,
    reviewedSince: review.scope.since || undefined,
    selection: { ...selection, event: standing },
    dropped: review.findings.dropped,
    reviewUrl: posted?.url || undefined,
    summaryUrl: reporters.codeReview?.commentUrl || undefined,
    resolved: resolved.map((r) => ({ threadId: r.threadId, path: r.path, reason: r.reason })),
  });
  const message = review.nothingToReview
    ? session.message
    : session.kind === "completed"
      ? `Reviewed: ${total} finding${total === 1 ? "" : "s"} (${countsLine(selection.counts)}); ${selection.inline.length} inline, ${selection.summary.length} in the summary.`
      : session.message;
  const outcome: Outcome = { ...session, message };
  const links = { runUrl: settings.runUrl, details: summary };
  await finishAll(reporters.all, outcome, links, log);
  const ran = session.usage;
  await run.spend.record(outcome, {
    costUsd: session.costUsd,
    inputTokens: inputTotal(ran),
    outputTokens: ran.outputTokens,
  });
  const jobSummary = reporters.summary.render({ repoUrl: run.repoUrl, redactor: run.redactor });
  return {
    outcome: run.redactor.redactValue(outcome),
    commitsMade: 0,
    thisRun: { turns: session.turns, usage: session.usage, costUsd: session.costUsd },
    transcript: ended?.transcript || undefined,
    summary: run.redactor.redact(`${jobSummary ?? ""}\n\n${summary}\n`),
    links: { runUrl: settings.runUrl || undefined },
    codeReview: { findings: total, json: run.redactor.redactValue(json) },
  };
}

/**
 * Where the pull request stands: REQUEST_CHANGES while a finding of this review,
 * or an earlier one still open (not found fixed), reaches `request_changes_at`.
 */
function verdict(review: CodeReviewRun, selection: Selection, level: Severity | "never"): ReviewEvent {
  if (selection.event === "REQUEST_CHANGES" || level === "never") return selection.event;
  const open = review.earlier.filter((t) => !review.fixed.has(t.thread.id));
  return open.some((t) => atLeast(t.severity, level)) ? "REQUEST_CHANGES" : "COMMENT";
}

function toComment(f: Selection["inline"][number]): InlineComment {
  if (f.placement.kind !== "inline") throw new Error("internal: a summary finding among the inline ones");
  const { path, line, side, startLine } = f.placement;
  return {
    path,
    line,
    side,
    start_line: startLine,
    start_side: startLine !== undefined ? side : undefined,
    body: renderInlineComment(f),
  };
}

/** The same findings, every one listed in the summary (GitHub refused the inline comments). */
function allInSummary(selection: Selection, why: string): Selection {
  return { ...selection, inline: [], summary: [...selection.inline.map((f) => ({ ...f, why })), ...selection.summary] };
}
