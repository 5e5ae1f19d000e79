import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  listReviewThreads,
  openThreadsOfReview,
  type ReviewThread,
  replyInThread,
  resolveThread,
  threadLocation,
} from "../../src/github/review-threads/threads.js";
import { thread } from "./ci-review-fixtures.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const repo = { owner: "o", repo: "r" };

function page(nodes: ReviewThread[], total: number, next: string | null) {
  return {
    data: {
      repository: {
        pullRequest: {
          reviewThreads: { totalCount: total, pageInfo: { hasNextPage: next !== null, endCursor: next }, nodes },
        },
      },
    },
  };
}

describe("review threads over GraphQL", () => {
  it("pages through 150 threads with the cursor", async () => {
    const first = Array.from({ length: 100 }, (_, i) => thread(i));
    const second = Array.from({ length: 50 }, (_, i) => thread(100 + i));
    const scope = nock(API)
      .post("/graphql", (b) => b.variables.number === 5 && b.variables.cursor === null)
      .reply(200, page(first, 150, "CUR1"))
      .post("/graphql", (b) => b.variables.cursor === "CUR1")
      .reply(200, page(second, 150, null));
    const listing = await listReviewThreads(testOctokit(), repo, 5);
    expect(listing.threads).toHaveLength(150);
    expect(listing.more).toBe(0);
    scope.done();
  });

  it("names the pull request when it does not exist", async () => {
    const scope = nock(API)
      .post("/graphql")
      .reply(200, { data: { repository: { pullRequest: null } } });
    await expect(listReviewThreads(testOctokit(), repo, 9)).rejects.toThrow("Pull request #9 was not found in o/r.");
    scope.done();
  });

  it("keeps the open threads of one review", () => {
    const threads = [thread(1), thread(2, { isResolved: true }), thread(3, {}, 99)];
    expect(openThreadsOfReview(threads, 77).map((t) => t.id)).toEqual(["PRRT_1"]);
  });

  it("replies in a thread and resolves it", async () => {
    const scope = nock(API)
      .post("/graphql", (b) => b.query.includes("addPullRequestReviewThreadReply") && b.variables.thread === "PRRT_1")
      .reply(200, { data: { addPullRequestReviewThreadReply: { comment: { id: "C", url: "https://x/c" } } } })
      .post("/graphql", (b) => b.query.includes("resolveReviewThread") && b.variables.thread === "PRRT_1")
      .reply(200, { data: { resolveReviewThread: { thread: { id: "PRRT_1", isResolved: true } } } });
    expect(await replyInThread(testOctokit(), "PRRT_1", "Done in abc1234")).toEqual({ url: "https://x/c" });
    await resolveThread(testOctokit(), "PRRT_1");
    scope.done();
  });

  it("turns GraphQL errors into a message naming the thread and GitHub's reason", async () => {
    const scope = nock(API)
      .post("/graphql")
      .reply(200, {
        data: null,
        errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }],
      });
    await expect(resolveThread(testOctokit(), "PRRT_2")).rejects.toThrow(
      "GitHub could not resolve review thread PRRT_2: Resource not accessible by integration",
    );
    scope.done();
  });

  it("describes where a thread points, deleted and outdated lines included", () => {
    expect(threadLocation(thread(1))).toBe("src/f1.ts:11");
    expect(threadLocation(thread(2, { diffSide: "LEFT" }))).toBe(
      "src/f2.ts:12 (on removed lines (base side of the diff))",
    );
    expect(threadLocation(thread(3, { line: null, isOutdated: true, startLine: null }))).toBe(
      "src/f3.ts:13 (outdated: the code changed since the comment)",
    );
    expect(threadLocation(thread(4, { startLine: 10 }))).toBe("src/f4.ts:10-14");
  });
});
