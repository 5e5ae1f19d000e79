/**
 * Posts the replies the model recorded with reply_to_thread, once the run's
 * checkpoints are pushed: each reply in its thread with the checkpoint commit
 * link, then the thread resolved when a change for it reached the branch.
 * A reply that was posted stays even when resolving fails; every outcome is
 * returned for the summary, nothing is thrown.
 */
import type { Redactor } from "../../secrets/redactor.js";
import { messageOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";
import { type ReviewThread, replyInThread, resolveThread, threadLocation, threadState } from "./threads.js";

interface RecordedReply {
  threadId: string;
  body: string;
  resolve: boolean;
}

interface RunCheckpoint {
  sha: string;
  files: string[];
}

type ThreadOutcome =
  /** ✅ changed, replied with the commit, resolved. */
  | { kind: "resolved"; commit: string; replyUrl: string }
  /** 💬 replied, left open: the model chose not to change it (or resolving is turned off). */
  | { kind: "replied"; replyUrl: string; commit?: string }
  /** ✅ changed and replied, but a person resolved it during the run. */
  | { kind: "resolved_by_person"; by?: string; replyUrl: string; commit?: string }
  /** 💬 replied; resolving failed (reason says why). */
  | { kind: "resolve_failed"; replyUrl: string; commit?: string; reason: string }
  /** 💬 the reply could not be posted. */
  | { kind: "reply_failed"; reason: string }
  /** 💬 the model did not answer this thread. */
  | { kind: "unanswered" };

export interface ThreadReport {
  thread: ReviewThread;
  outcome: ThreadOutcome;
}

export interface PostRepliesOptions {
  threads: ReviewThread[];
  replies: RecordedReply[];
  /** This run's checkpoints, newest first, as pushed. */
  checkpoints: RunCheckpoint[];
  commitUrl: (sha: string) => string;
  resolveThreads: boolean;
  redactor: Redactor;
}

export async function postThreadReplies(octokit: GitHubClient, options: PostRepliesOptions): Promise<ThreadReport[]> {
  const reports: ThreadReport[] = [];
  for (const thread of options.threads) {
    const reply = options.replies.find((r) => r.threadId === thread.id);
    reports.push({ thread, outcome: reply ? await answer(octokit, thread, reply, options) : { kind: "unanswered" } });
  }
  return reports;
}

async function answer(
  octokit: GitHubClient,
  thread: ReviewThread,
  reply: RecordedReply,
  options: PostRepliesOptions,
): Promise<ThreadOutcome> {
  // A change "for this thread" is the newest checkpoint touching its file, else the run's newest one.
  const commit = reply.resolve
    ? (options.checkpoints.find((c) => c.files.includes(thread.path)) ?? options.checkpoints[0])?.sha
    : undefined;
  const link = commit ? `\n\nChanged in [\`${commit.slice(0, 7)}\`](${options.commitUrl(commit)}).` : "";
  const noChange =
    reply.resolve && !commit ? "\n\n(No commit of this run carries a change for it, so it stays open.)" : "";
  let replyUrl: string;
  try {
    replyUrl = (await replyInThread(octokit, thread.id, options.redactor.redact(reply.body) + link + noChange)).url;
  } catch (error) {
    return { kind: "reply_failed", reason: messageOf(error) };
  }
  const withCommit = commit ? { commit } : {};
  if (!commit || !options.resolveThreads) return { kind: "replied", replyUrl, ...withCommit };
  try {
    const state = await threadState(octokit, thread.id);
    if (state.resolved) return { kind: "resolved_by_person", replyUrl, ...withCommit, by: state.by || undefined };
    await resolveThread(octokit, thread.id);
    return { kind: "resolved", commit, replyUrl };
  } catch (error) {
    return { kind: "resolve_failed", replyUrl, ...withCommit, reason: messageOf(error) };
  }
}

/** The one summary comment's list: every thread with ✅ (changed) or 💬 (answered, open) and a link. */
export function renderThreadSummary(reports: ThreadReport[]): string {
  if (reports.length === 0) return "The review had no open threads; the review's own text was the request.";
  const lines = reports.map(({ thread, outcome }) => {
    const where = `\`${threadLocation(thread)}\``;
    const first = thread.comments.nodes[0]?.url;
    return `- ${outcomeLine(first ? `[${where}](${first})` : where, outcome)}`;
  });
  return `### Review threads\n\n${lines.join("\n")}`;
}

function outcomeLine(name: string, outcome: ThreadOutcome): string {
  const short = (sha?: string) => sha?.slice(0, 7) ?? "";
  switch (outcome.kind) {
    case "resolved":
      return `✅ ${name}: changed in ${short(outcome.commit)}, [replied](${outcome.replyUrl}) and resolved`;
    case "resolved_by_person": {
      const by = outcome.by ? ` by @${outcome.by}` : "";
      const commit = outcome.commit ? ` in ${short(outcome.commit)}` : "";
      return `✅ ${name}: changed${commit}, [replied](${outcome.replyUrl}); already resolved${by} during the run`;
    }
    case "replied": {
      const commit = outcome.commit ? ` (changed in ${short(outcome.commit)})` : "";
      return `💬 ${name}: [replied](${outcome.replyUrl}), left open${commit}`;
    }
    case "resolve_failed":
      return `💬 ${name}: [replied](${outcome.replyUrl}) but could not resolve it: ${outcome.reason}`;
    case "reply_failed":
      return `💬 ${name}: the reply could not be posted: ${outcome.reason}`;
    case "unanswered":
      return `💬 ${name}: not addressed in this run, left open`;
  }
}
