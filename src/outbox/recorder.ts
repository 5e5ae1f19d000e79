/**
 * The agent stage's GitHub client (docs/decisions/0023-two-job-runs.md): reads go to GitHub as always (the
 * permission gate, the context, review threads), and no write leaves the
 * process. Each write the run makes is answered here, at the one place every
 * request passes (octokit's request hook), with what GitHub would have said —
 * a comment id, a pull request number — and kept as a typed request for the
 * outbox. So the pipeline runs as it does in one job, unchanged, and the agent's
 * job needs a token that can only read (or none).
 *
 * A write this module does not know is not sent either: it is kept as
 * `unsupported` and the outbox says so, so the publish stage refuses it by name
 * instead of the agent stage losing it quietly.
 */
import type { GitHubClient } from "../github/octokit.js";
import { type OutboxWrite, PENDING_PULL_URL } from "./schema.js";

/** A write the recorder answered but has no outbox kind for. */
export interface UnsupportedWrite {
  method: string;
  route: string;
}

interface ProgressDraft {
  target: "issue" | "review_thread";
  number: number;
  replyTo?: number;
  body: string;
}

/** Ids of the comments the recorder made up: far above GitHub's, so never one of theirs. */
const FIRST_FAKE_ID = 9_000_000_000_000;

type Params = Record<string, unknown>;

export class WriteRecorder {
  private nextId = FIRST_FAKE_ID;
  /** Comments the recorder "created", by fake id: the first is the progress comment. */
  private readonly comments = new Map<number, ProgressDraft>();
  private readonly kept: OutboxWrite[] = [];
  readonly unsupported: UnsupportedWrite[] = [];
  /** Every write the run tried, as `METHOD route`, for the log. */
  readonly seen: string[] = [];

  /** From now on `octokit` sends reads only; writes are recorded and answered here. */
  attach(octokit: GitHubClient): void {
    octokit.hook.wrap("request", async (request, options) => {
      const method = String(options.method ?? "GET").toUpperCase();
      const route = String(options.url ?? "");
      if (!isWrite(method, route, options as Params)) {
        if (method === "GET" && normalise(route) === "/repos/:/:/pulls") this.notePullQuery(options as Params);
        return request(options);
      }
      this.seen.push(`${method} ${route}`);
      return { status: 201, url: route, headers: {}, data: this.answer(method, route, options as Params) };
    });
  }

  /** The writes in the order the outbox lists them: comments last, in their final words. */
  writes(): OutboxWrite[] {
    const comments: OutboxWrite[] = [];
    let first = true;
    for (const draft of this.comments.values()) {
      if (first && draft.target === "review_thread")
        comments.push({
          kind: "progress_comment",
          target: "review_thread",
          number: draft.number,
          replyTo: draft.replyTo,
          body: draft.body,
        });
      else if (first)
        comments.push({ kind: "progress_comment", target: "issue", number: draft.number, body: draft.body });
      else comments.push({ kind: "comment", number: draft.number, body: draft.body });
      first = false;
    }
    return [...this.kept, ...comments];
  }

  private fakeComment(draft: ProgressDraft): Params {
    const id = this.nextId++;
    this.comments.set(id, draft);
    return { id, html_url: `https://patchbay.invalid/outbox/comment-${id}`, body: draft.body };
  }

  private answer(method: string, route: string, p: Params): unknown {
    const text = (key: string) => (typeof p[key] === "string" ? (p[key] as string) : "");
    const num = (key: string) => Number(p[key]);
    if (route === "/graphql") return { data: this.graphql(text("query"), (p.variables ?? {}) as Params) };
    const r = normalise(route);
    if (method === "POST" && r === "/repos/:/:/issues/:issue_number/comments")
      return this.fakeComment({ target: "issue", number: num("issue_number"), body: text("body") });
    if (method === "POST" && r === "/repos/:/:/pulls/:pull_number/comments/:comment_id/replies")
      return this.fakeComment({
        target: "review_thread",
        number: num("pull_number"),
        replyTo: num("comment_id"),
        body: text("body"),
      });
    if (
      method === "PATCH" &&
      (r === "/repos/:/:/issues/comments/:comment_id" || r === "/repos/:/:/pulls/comments/:comment_id")
    ) {
      const draft = this.comments.get(num("comment_id"));
      if (draft) {
        draft.body = text("body");
        return { id: num("comment_id"), body: draft.body };
      }
    }
    if (method === "POST" && r === "/repos/:/:/issues/comments/:comment_id/reactions") {
      this.kept.push({ kind: "reaction", commentId: num("comment_id"), on: "issue_comment", content: "eyes" });
      return { id: 1, content: "eyes" };
    }
    if (method === "POST" && r === "/repos/:/:/pulls/comments/:comment_id/reactions") {
      this.kept.push({ kind: "reaction", commentId: num("comment_id"), on: "review_comment", content: "eyes" });
      return { id: 1, content: "eyes" };
    }
    if (method === "POST" && r === "/repos/:/:/pulls") {
      this.keepPull({ head: text("head"), base: text("base"), title: text("title"), body: text("body") });
      return { number: 1, html_url: PENDING_PULL_URL, draft: p.draft === true, title: text("title") };
    }
    if (method === "PATCH" && r === "/repos/:/:/pulls/:pull_number") {
      // The open PR found for the branch is updated: publish finds it again by its head, never by this number.
      const found = this.pullQuery;
      if (found) this.keepPull({ ...found, title: text("title"), body: text("body") });
      else this.unsupported.push({ method, route: `${route} (no lookup by head before it)` });
      return { number: num("pull_number"), html_url: PENDING_PULL_URL };
    }
    if (method === "POST" && r === "/repos/:/:/issues/:issue_number/labels") {
      const labels = Array.isArray(p.labels) ? p.labels.filter((l): l is string => typeof l === "string") : [];
      this.kept.push({ kind: "labels", number: num("issue_number"), labels });
      return labels.map((name) => ({ name }));
    }
    this.unsupported.push({ method, route });
    return {};
  }

  /** The last lookup of a branch's open PR (pulls.ts lists by head and base before it updates one). */
  private pullQuery: { head: string; base: string } | undefined;

  private notePullQuery(p: Params): void {
    if (typeof p.head !== "string" || typeof p.base !== "string") return;
    this.pullQuery = { head: p.head.replace(/^[^:]*:/, ""), base: p.base };
  }

  private keepPull(pr: Omit<Extract<OutboxWrite, { kind: "pull_request" }>, "kind">): void {
    // One PR per run: a second create or update of the same branch replaces the first.
    const at = this.kept.findIndex((w) => w.kind === "pull_request" && w.head === pr.head);
    if (at >= 0) this.kept.splice(at, 1);
    this.kept.push({ kind: "pull_request", ...pr });
  }

  private graphql(query: string, variables: Params): unknown {
    const thread = typeof variables.thread === "string" ? variables.thread : "";
    if (/addPullRequestReviewThreadReply/.test(query)) {
      this.kept.push({ kind: "review_reply", threadId: thread, body: String(variables.body ?? "") });
      return {
        addPullRequestReviewThreadReply: { comment: { id: "pending", url: "https://patchbay.invalid/outbox/reply" } },
      };
    }
    if (/resolveReviewThread/.test(query)) {
      this.kept.push({ kind: "resolve_thread", threadId: thread });
      return { resolveReviewThread: { thread: { id: thread, isResolved: true } } };
    }
    this.unsupported.push({ method: "POST", route: `/graphql ${firstWords(query)}` });
    return {};
  }
}

/** Any method but GET/HEAD is a write; GraphQL only when it is a mutation. */
function isWrite(method: string, route: string, options: Params): boolean {
  if (route === "/graphql" || route.endsWith("/api/graphql"))
    return /^\s*mutation\b/.test(typeof options.query === "string" ? options.query : "");
  return method !== "GET" && method !== "HEAD";
}

/** `/repos/{owner}/{repo}/issues/{issue_number}/comments` → `/repos/:/:/issues/:issue_number/comments`. */
function normalise(route: string): string {
  return route.replace(/^\/repos\/\{owner\}\/\{repo\}/, "/repos/:/:").replace(/\{(\w+)\}/g, ":$1");
}

function firstWords(query: string): string {
  return query.replace(/\s+/g, " ").trim().slice(0, 60);
}
