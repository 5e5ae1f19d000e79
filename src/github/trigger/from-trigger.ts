/**
 * Adapters from a parsed Trigger (types.ts) to the inputs of the gate,
 * the context gatherer and the comment poster, so the orchestrator does not
 * repeat these field mappings.
 */

import type { ContextRequest } from "../context/gather-context.js";
import type { ActorToCheck } from "../permission.js";
import type { CommentTarget, ReactableComment } from "../reporting/comments.js";
import type { Trigger } from "./types.js";

/** Undefined for schedules, whose payload names nobody: there is no one to check. */
export function actorToCheckFor(t: Trigger): ActorToCheck | undefined {
  if (!t.actor) return undefined;
  return { owner: t.repository.owner, repo: t.repository.name, actor: t.actor.login, actorType: t.actor.type };
}

/** Undefined for tasks and ad-hoc prompts without an issue or PR around them. */
export function contextRequestFor(t: Trigger): ContextRequest | undefined {
  const number = t.source.number;
  if (t.source.kind === "task" || number === undefined) return undefined;
  const c = t.comment;
  return {
    owner: t.repository.owner,
    repo: t.repository.name,
    kind: t.source.kind,
    number,
    triggerTime: t.time,
    triggerCommentId: c?.id,
    reviewComment:
      c?.kind === "review_comment" && c.path && c.diffHunk
        ? { path: c.path, diffHunk: c.diffHunk, line: c.line }
        : undefined,
  };
}

/** Review comments are answered in their thread (replies go to the thread's first comment). */
export function commentTargetFor(t: Trigger): CommentTarget | undefined {
  const number = t.pullRequest?.number ?? t.source.number;
  if (number === undefined) return undefined;
  const owner = t.repository.owner;
  const repo = t.repository.name;
  if (t.comment?.kind === "review_comment") {
    return { kind: "review_thread", owner, repo, pullNumber: number, replyTo: t.comment.inReplyToId ?? t.comment.id };
  }
  return { kind: "issue", owner, repo, issueNumber: number };
}

export function reactableCommentFor(t: Trigger): ReactableComment | undefined {
  return t.comment ? { kind: t.comment.kind, id: t.comment.id } : undefined;
}

/** `https://github.com/o/r` (or the GHES host), for commit and branch links. */
export function repoUrlFor(t: Trigger, serverUrl = "https://github.com"): string {
  return t.repository.url ?? `${serverUrl.replace(/\/+$/, "")}/${t.repository.owner}/${t.repository.name}`;
}
