/**
 * Patchbay's own earlier findings on a pull request, for a re-review: its
 * unresolved review threads (the first comment is the token's and carries a
 * finding marker), split into those whose code changed since — the model checks
 * them and resolves the fixed ones — and those to leave alone and not repeat.
 * Replying and resolving go through threads.ts, as when Patchbay works
 * through a person's review.
 */

import type { EarlierFinding } from "../../code-review/findings.js";
import type { Severity } from "../../config/code-review-schema.js";
import { messageOf } from "../errors.js";
import { sameLogin } from "../logins.js";
import type { GitHubClient } from "../octokit.js";
import { findingMarkerOf } from "../reporting/code-review-render.js";
import { listReviewThreads, type ReviewThread, replyInThread, resolveThread, threadState } from "./threads.js";

export interface OwnThread {
  thread: ReviewThread;
  fingerprint: string;
  severity: Severity;
  /** Its code changed since the last review: it may be fixed now. */
  changed: boolean;
}

/**
 * Open threads Patchbay started, each marked whether its code changed: GitHub
 * marks it outdated, or its file is among `changedPaths` (the files the new
 * commits touched).
 */
export async function ownOpenThreads(
  octokit: GitHubClient,
  where: { owner: string; repo: string; pullNumber: number },
  options: { botLogin: string; changedPaths: ReadonlySet<string> },
): Promise<OwnThread[]> {
  const { threads } = await listReviewThreads(octokit, { owner: where.owner, repo: where.repo }, where.pullNumber);
  const own: OwnThread[] = [];
  for (const thread of threads) {
    const first = thread.comments.nodes[0];
    if (thread.isResolved || !first?.author || !sameLogin(first.author.login, options.botLogin)) continue;
    const marker = findingMarkerOf(first.body);
    if (!marker) continue;
    own.push({ thread, ...marker, changed: thread.isOutdated || options.changedPaths.has(thread.path) });
  }
  return own;
}

export function asEarlierFinding(t: OwnThread): EarlierFinding {
  return {
    fingerprint: t.fingerprint,
    path: t.thread.path,
    line: t.thread.isOutdated ? null : t.thread.line,
    side: t.thread.diffSide ?? "RIGHT",
    severity: t.severity,
    where: t.thread.comments.nodes[0]?.url ?? t.thread.id,
  };
}

export interface ResolvedThread {
  threadId: string;
  path: string;
  line: number | null;
  reason: string;
  url?: string;
}

/**
 * Each fixed thread gets its one-line reason as a reply and is resolved. A thread a
 * person resolved meanwhile is left as it is; what fails is said, never thrown.
 */
export async function resolveFixedThreads(
  octokit: GitHubClient,
  fixed: { thread: ReviewThread; reason: string }[],
): Promise<{ resolved: ResolvedThread[]; failures: string[] }> {
  const resolved: ResolvedThread[] = [];
  const failures: string[] = [];
  for (const { thread, reason } of fixed) {
    const where = `${thread.path}${thread.line ? `:${thread.line}` : ""}`;
    try {
      const state = await threadState(octokit, thread.id);
      if (!state.resolved) {
        const reply = await replyInThread(octokit, thread.id, `Fixed: ${reason}`);
        await resolveThread(octokit, thread.id);
        resolved.push({ threadId: thread.id, path: thread.path, line: thread.line, reason, url: reply.url });
      } else resolved.push({ threadId: thread.id, path: thread.path, line: thread.line, reason });
    } catch (error) {
      failures.push(`${where}: found fixed, but could not reply or resolve it (${messageOf(error)})`);
    }
  }
  return { resolved, failures };
}
