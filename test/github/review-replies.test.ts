import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postThreadReplies, renderThreadSummary } from "../../src/github/review-threads/replies.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { thread } from "./ci-review-fixtures.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

type Body = { query: string; variables: Record<string, unknown> };
const is = (kind: string, id: string) => (b: Body) => b.query.includes(kind) && b.variables.thread === id;
const replied = (id: string) => ({
  data: {
    addPullRequestReviewThreadReply: { comment: { id: `C_${id}`, url: `https://github.com/o/r/pull/5#r_${id}` } },
  },
});
const state = (isResolved: boolean, login?: string) => ({
  data: { node: { isResolved, resolvedBy: login ? { login } : null } },
});

describe("postThreadReplies", () => {
  it("replies with the commit link, resolves changed threads, and reports every outcome", async () => {
    const redactor = new Redactor();
    redactor.add("sk-secret-9876");
    const sent: Record<string, string> = {};
    const record = (id: string) => (b: Body) => {
      if (!is("addPullRequestReviewThreadReply", id)(b)) return false;
      sent[id] = String(b.variables.body);
      return true;
    };
    const scope = nock(API)
      .post("/graphql", record("PRRT_1"))
      .reply(200, replied("1"))
      .post("/graphql", is("node(id:", "PRRT_1"))
      .reply(200, state(false))
      .post("/graphql", is("resolveReviewThread", "PRRT_1"))
      .reply(200, { data: { resolveReviewThread: { thread: { id: "PRRT_1", isResolved: true } } } })
      .post("/graphql", record("PRRT_2"))
      .reply(200, replied("2"))
      .post("/graphql", record("PRRT_3"))
      .reply(200, replied("3"))
      .post("/graphql", is("node(id:", "PRRT_3"))
      .reply(200, state(true, "maintainer"))
      .post("/graphql", record("PRRT_4"))
      .reply(200, replied("4"))
      .post("/graphql", is("node(id:", "PRRT_4"))
      .reply(200, state(false))
      .post("/graphql", is("resolveReviewThread", "PRRT_4"))
      .reply(200, { data: null, errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }] });

    const threads = [thread(1), thread(2), thread(3), thread(4), thread(5)];
    const reports = await postThreadReplies(testOctokit(), {
      threads,
      replies: [
        { threadId: "PRRT_1", body: "Renamed x.", resolve: true },
        { threadId: "PRRT_2", body: "Kept: sk-secret-9876 is the API's name.", resolve: false },
        { threadId: "PRRT_3", body: "Done.", resolve: true },
        { threadId: "PRRT_4", body: "Done too.", resolve: true },
      ],
      checkpoints: [
        { sha: "b".repeat(40), files: ["src/f4.ts"] },
        { sha: "a".repeat(40), files: ["src/f1.ts", "src/f3.ts"] },
      ],
      commitUrl: (sha) => `https://github.com/o/r/commit/${sha}`,
      resolveThreads: true,
      redactor,
    });
    scope.done();
    expect(sent.PRRT_1).toBe(
      `Renamed x.\n\nChanged in [\`aaaaaaa\`](https://github.com/o/r/commit/${"a".repeat(40)}).`,
    );
    expect(sent.PRRT_2).toBe("Kept: *** is the API's name.");
    expect(reports.map((r) => r.outcome.kind)).toEqual([
      "resolved",
      "replied",
      "resolved_by_person",
      "resolve_failed",
      "unanswered",
    ]);
    const summary = renderThreadSummary(reports);
    expect(summary).toContain("- ✅ [`src/f1.ts:11`](https://github.com/o/r/pull/5#discussion_r1): changed in aaaaaaa");
    expect(summary).toContain("- 💬 [`src/f2.ts:12`](https://github.com/o/r/pull/5#discussion_r2): [replied]");
    expect(summary).toContain("already resolved by @maintainer during the run");
    expect(summary).toContain(
      "could not resolve it: GitHub could not resolve review thread PRRT_4: Resource not accessible by integration",
    );
    expect(summary).toContain("- 💬 [`src/f5.ts:15`](https://github.com/o/r/pull/5#discussion_r5): not addressed");
  });

  it("leaves a thread open when no checkpoint of the run carries a change, and says so", async () => {
    let body = "";
    const scope = nock(API)
      .post("/graphql", (b: Body) => {
        body = String(b.variables.body);
        return b.query.includes("addPullRequestReviewThreadReply");
      })
      .reply(200, replied("1"));
    const reports = await postThreadReplies(testOctokit(), {
      threads: [thread(1)],
      replies: [{ threadId: "PRRT_1", body: "Fixed.", resolve: true }],
      checkpoints: [],
      commitUrl: (sha) => sha,
      resolveThreads: true,
      redactor: new Redactor(),
    });
    scope.done();
    expect(body).toContain("No commit of this run carries a change for it, so it stays open.");
    expect(reports[0]?.outcome.kind).toBe("replied");
  });

  it("reports a reply GitHub refused (e.g. a thread on a deleted line) without stopping the others", async () => {
    const scope = nock(API)
      .post("/graphql", is("addPullRequestReviewThreadReply", "PRRT_1"))
      .reply(200, { data: null, errors: [{ message: "Could not resolve to a node with the global id of 'PRRT_1'" }] })
      .post("/graphql", is("addPullRequestReviewThreadReply", "PRRT_2"))
      .reply(200, replied("2"));
    const reports = await postThreadReplies(testOctokit(), {
      threads: [thread(1, { diffSide: "LEFT" }), thread(2)],
      replies: [
        { threadId: "PRRT_1", body: "a", resolve: false },
        { threadId: "PRRT_2", body: "b", resolve: false },
      ],
      checkpoints: [],
      commitUrl: (sha) => sha,
      resolveThreads: false,
      redactor: new Redactor(),
    });
    scope.done();
    expect(reports.map((r) => r.outcome.kind)).toEqual(["reply_failed", "replied"]);
    expect(renderThreadSummary(reports)).toContain(
      "(on removed lines (base side of the diff))`](https://github.com/o/r/pull/5#discussion_r1): the reply could not be posted",
    );
  });

  it("says so when the review had no threads", () => {
    expect(renderThreadSummary([])).toContain("no open threads");
  });
});
