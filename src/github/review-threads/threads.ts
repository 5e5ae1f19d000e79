/**
 * Pull request review threads over GraphQL (REST has no notion of a thread or
 * of "resolved"): list them with their comments, reply in one, resolve one.
 * Answers are checked where they enter; GraphQL errors become named failures.
 */
import { z } from "zod";
import { messageOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";

const commentSchema = z.object({
  id: z.string(),
  author: z.object({ login: z.string() }).nullable(),
  /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE …: for trust.authors. */
  authorAssociation: z.string().optional(),
  body: z.string(),
  createdAt: z.string(),
  diffHunk: z.string().nullable().optional(),
  url: z.string().optional(),
  pullRequestReview: z.object({ databaseId: z.number().nullable() }).nullable().optional(),
});

const threadSchema = z.object({
  id: z.string(),
  isResolved: z.boolean(),
  isOutdated: z.boolean(),
  path: z.string(),
  line: z.number().nullable(),
  originalLine: z.number().nullable().optional(),
  startLine: z.number().nullable().optional(),
  diffSide: z.enum(["LEFT", "RIGHT"]).nullable().optional(),
  resolvedBy: z.object({ login: z.string() }).nullable().optional(),
  comments: z.object({ totalCount: z.number(), nodes: z.array(commentSchema) }),
});

export type ReviewThread = z.infer<typeof threadSchema>;

const pageSchema = z.object({
  repository: z.object({
    pullRequest: z
      .object({
        reviewThreads: z.object({
          totalCount: z.number(),
          pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
          nodes: z.array(threadSchema),
        }),
      })
      .nullable(),
  }),
});

const THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line originalLine startLine diffSide
          resolvedBy { login }
          comments(first: 30) {
            totalCount
            nodes { id author { login } authorAssociation body createdAt diffHunk url pullRequestReview { databaseId } }
          }
        }
      }
    }
  }
}`;

/** Pages of 100 fetched at most: 500 threads is beyond any review a run can work through. */
const MAX_PAGES = 5;

class ReviewThreadError extends Error {
  override name = "ReviewThreadError";
  constructor(
    message: string,
    readonly code: "GRAPHQL" | "NOT_FOUND",
  ) {
    super(message);
  }
}

export interface ThreadListing {
  threads: ReviewThread[];
  /** Threads the pull request has beyond those fetched. */
  more: number;
}

export async function listReviewThreads(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  number: number,
): Promise<ThreadListing> {
  const threads: ReviewThread[] = [];
  let cursor: string | null = null;
  let total = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data = await graphql(
      octokit,
      THREADS_QUERY,
      { ...repo, number, cursor },
      `list review threads of #${number}`,
    );
    const pr = pageSchema.parse(data).repository.pullRequest;
    if (!pr)
      throw new ReviewThreadError(`Pull request #${number} was not found in ${repo.owner}/${repo.repo}.`, "NOT_FOUND");
    threads.push(...pr.reviewThreads.nodes);
    total = pr.reviewThreads.totalCount;
    if (!pr.reviewThreads.pageInfo.hasNextPage) break;
    cursor = pr.reviewThreads.pageInfo.endCursor;
  }
  return { threads, more: Math.max(0, total - threads.length) };
}

/** Threads of one review (a comment of it is in the thread) still open. */
export function openThreadsOfReview(threads: ReviewThread[], reviewId: number): ReviewThread[] {
  return threads.filter(
    (t) => !t.isResolved && t.comments.nodes.some((c) => c.pullRequestReview?.databaseId === reviewId),
  );
}

const REPLY_MUTATION = `mutation($thread: ID!, $body: String!) {
  addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $thread, body: $body }) {
    comment { id url }
  }
}`;

const replySchema = z.object({
  addPullRequestReviewThreadReply: z.object({
    comment: z.object({ id: z.string(), url: z.string() }).nullable(),
  }),
});

export async function replyInThread(octokit: GitHubClient, threadId: string, body: string): Promise<{ url: string }> {
  const data = await graphql(octokit, REPLY_MUTATION, { thread: threadId, body }, `reply in review thread ${threadId}`);
  const comment = replySchema.parse(data).addPullRequestReviewThreadReply.comment;
  if (!comment) throw new ReviewThreadError(`GitHub did not create the reply in review thread ${threadId}.`, "GRAPHQL");
  return { url: comment.url };
}

const STATE_QUERY = `query($thread: ID!) {
  node(id: $thread) { ... on PullRequestReviewThread { isResolved resolvedBy { login } } }
}`;

const stateSchema = z.object({
  node: z
    .object({ isResolved: z.boolean(), resolvedBy: z.object({ login: z.string() }).nullable().optional() })
    .nullable(),
});

/** Whether a thread is resolved now, and by whom: people resolve threads while a run works. */
export async function threadState(
  octokit: GitHubClient,
  threadId: string,
): Promise<{ resolved: boolean; by?: string }> {
  const data = await graphql(octokit, STATE_QUERY, { thread: threadId }, `read review thread ${threadId}`);
  const node = stateSchema.parse(data).node;
  if (!node) throw new ReviewThreadError(`Review thread ${threadId} no longer exists.`, "NOT_FOUND");
  return { resolved: node.isResolved, by: node.resolvedBy?.login };
}

const RESOLVE_MUTATION = `mutation($thread: ID!) {
  resolveReviewThread(input: { threadId: $thread }) { thread { id isResolved } }
}`;

const resolveSchema = z.object({
  resolveReviewThread: z.object({ thread: z.object({ id: z.string(), isResolved: z.boolean() }).nullable() }),
});

export async function resolveThread(octokit: GitHubClient, threadId: string): Promise<void> {
  const data = await graphql(octokit, RESOLVE_MUTATION, { thread: threadId }, `resolve review thread ${threadId}`);
  if (!resolveSchema.parse(data).resolveReviewThread.thread?.isResolved)
    throw new ReviewThreadError(`GitHub did not mark review thread ${threadId} resolved.`, "GRAPHQL");
}

async function graphql(
  octokit: GitHubClient,
  query: string,
  variables: Record<string, unknown>,
  what: string,
): Promise<unknown> {
  try {
    return await octokit.graphql(query, variables);
  } catch (error) {
    throw new ReviewThreadError(`GitHub could not ${what}: ${graphqlMessage(error)}`, "GRAPHQL");
  }
}

/** GraphqlResponseError carries `errors: [{ message, type }]`; anything else has a message. */
function graphqlMessage(error: unknown): string {
  if (typeof error === "object" && error !== null && "errors" in error && Array.isArray(error.errors)) {
    const messages = error.errors
      .map((e: unknown) => (typeof e === "object" && e !== null && "message" in e ? String(e.message) : ""))
      .filter(Boolean);
    if (messages.length > 0) return messages.join("; ");
  }
  return messageOf(error);
}

/** Where a thread points, in words: deleted lines and outdated threads say so. */
export function threadLocation(t: ReviewThread): string {
  const line = t.line ?? t.originalLine ?? null;
  const range = t.startLine && line && t.startLine !== line ? `${t.startLine}-${line}` : line ? `${line}` : "";
  const where = range ? `${t.path}:${range}` : t.path;
  const notes: string[] = [];
  if (t.diffSide === "LEFT") notes.push("on removed lines (base side of the diff)");
  if (t.isOutdated) notes.push("outdated: the code changed since the comment");
  return notes.length ? `${where} (${notes.join("; ")})` : where;
}
