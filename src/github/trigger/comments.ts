/**
 * Comment-shaped triggers: `issue_comment`, `pull_request_review_comment` and
 * `pull_request_review`. A comment triggers when it is new, is not Patchbay's own, comes
 * from a permitted sender and mentions the phrase outside code and quotes.
 *
 * A bare phrase (`@patchbay` and nothing else) on an issue means "work on this issue": the
 * request becomes the issue's title and body. On a PR there is no such obvious task, so a
 * bare phrase is skipped with a hint to say what to do.
 */

import { hasPatchbayMarker, PATCHBAY_MARKER } from "../marker.js";
import {
  branchForPullRequest,
  issueSource,
  parsePayload,
  prSource,
  senderRefusal,
  skip,
  type TriggerContext,
  titleAndBody,
  toActor,
  toPullRequest,
  toRepository,
} from "./common.js";
import {
  issueCommentPayloadSchema,
  reviewCommentPayloadSchema,
  reviewPayloadSchema,
  type UserPayload,
} from "./payloads.js";
import { findPhrase, phraseHint, stripPhrase } from "./phrase.js";
import type { Trigger, TriggerResult, TriggerSource } from "./types.js";

/** Skip reasons for comment actions other than `created` / `submitted`. */
function commentActionSkip(
  ctx: TriggerContext,
  noun: string,
  action: string,
  wanted: string,
): TriggerResult | undefined {
  if (action === wanted) return undefined;
  if (action === "edited")
    return skip(`the ${noun} was edited; edits do not re-trigger Patchbay — write a new comment instead`);
  if (action === "deleted") return skip(`the ${noun} was deleted`);
  return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
}

interface CommentText {
  sender: UserPayload;
  body: string;
  /** "comment" or "review", for the skip reasons. */
  noun: string;
  source: TriggerSource;
}

/**
 * The checks every comment-like trigger shares; returns the request text or a skip.
 * Order matters: Patchbay's own comments are recognised before anything else so that the
 * progress comment (which may quote the request) can never start a run.
 */
function commentRequest(ctx: TriggerContext, c: CommentText): { request: string } | { skip: TriggerResult } {
  if (hasPatchbayMarker(c.body))
    return { skip: skip(`the ${c.noun} is Patchbay's own (it carries the ${PATCHBAY_MARKER} marker)`) };
  const refusal = senderRefusal(ctx, toActor(c.sender));
  if (refusal) return { skip: skip(refusal) };
  if (findPhrase(c.body, ctx.phrase).length === 0)
    return { skip: skip(`no ${phraseHint(ctx.phrase)} in the ${c.noun}`) };
  const request = stripPhrase(c.body, ctx.phrase);
  if (request) return { request };
  if (c.source.kind === "issue") return { request: titleAndBody(c.source.title ?? "", c.source.body, ctx.phrase) };
  return {
    skip: skip(`the ${c.noun} only says ${ctx.phrase}; add what to do, e.g. \`${ctx.phrase} fix the failing test\``),
  };
}

export function fromIssueComment(ctx: TriggerContext, payload: unknown, action: string): TriggerResult {
  const notCreated = commentActionSkip(ctx, "comment", action, "created");
  if (notCreated) return notCreated;
  const p = parsePayload(issueCommentPayloadSchema, ctx.eventName, payload);
  const source = issueSource(p.issue);
  const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "comment", source });
  if ("skip" in result) return result.skip;
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action,
    actor: toActor(p.sender),
    request: result.request,
    via: "phrase",
    automation: false,
    source,
    repository: toRepository(p.repository),
    comment: {
      kind: "issue_comment",
      id: p.comment.id,
      url: p.comment.html_url,
      createdAt: p.comment.created_at,
      updatedAt: p.comment.updated_at,
      body: p.comment.body,
      authorAssociation: p.comment.author_association || undefined,
    },
    // The issue_comment payload has no PR heads; the run fetches the PR to pick the branch.
    branch:
      source.kind === "pr"
        ? { kind: "pr-lookup", number: p.issue.number }
        : { kind: "new", from: p.repository.default_branch },
    time: p.comment.created_at,
  };
  return { kind: "trigger", trigger };
}

export function fromReviewComment(ctx: TriggerContext, payload: unknown, action: string): TriggerResult {
  const notCreated = commentActionSkip(ctx, "review comment", action, "created");
  if (notCreated) return notCreated;
  const p = parsePayload(reviewCommentPayloadSchema, ctx.eventName, payload);
  const source = prSource(p.pull_request);
  const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "review comment", source });
  if ("skip" in result) return result.skip;
  const pullRequest = toPullRequest(p.pull_request);
  const c = p.comment;
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action,
    actor: toActor(p.sender),
    request: result.request,
    via: "phrase",
    automation: false,
    source,
    repository: toRepository(p.repository),
    pullRequest,
    comment: {
      kind: "review_comment",
      id: c.id,
      url: c.html_url,
      createdAt: c.created_at,
      updatedAt: c.updated_at,
      body: c.body,
      path: c.path,
      diffHunk: c.diff_hunk,
      authorAssociation: c.author_association || undefined,
      line: c.line ?? undefined,
      startLine: c.start_line ?? undefined,
      side: c.side || undefined,
      commitId: c.commit_id || undefined,
      inReplyToId: c.in_reply_to_id,
    },
    branch: branchForPullRequest(pullRequest),
    time: c.created_at,
  };
  return { kind: "trigger", trigger };
}

export function fromReview(ctx: TriggerContext, payload: unknown, action: string): TriggerResult {
  const notSubmitted = commentActionSkip(ctx, "review", action, "submitted");
  if (notSubmitted) return notSubmitted;
  const p = parsePayload(reviewPayloadSchema, ctx.eventName, payload);
  const source = prSource(p.pull_request);
  const body = p.review.body ?? "";
  const result = commentRequest(ctx, { sender: p.sender, body, noun: "review", source });
  if ("skip" in result) return result.skip;
  const pullRequest = toPullRequest(p.pull_request);
  const time = p.review.submitted_at ?? ctx.now.toISOString();
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action,
    actor: toActor(p.sender),
    request: result.request,
    via: "phrase",
    automation: false,
    source,
    repository: toRepository(p.repository),
    pullRequest,
    comment: {
      kind: "review",
      id: p.review.id,
      url: p.review.html_url,
      createdAt: time,
      updatedAt: time,
      body,
      authorAssociation: p.review.author_association || undefined,
      commitId: p.review.commit_id || undefined,
    },
    branch: branchForPullRequest(pullRequest),
    time,
  };
  return { kind: "trigger", trigger };
}
