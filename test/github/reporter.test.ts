import nock from "nock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyUsage, type Outcome, type SessionEvent } from "../../src/agent/types.js";
import { GitHubPermissionError } from "../../src/github/errors.js";
import { reactEyes } from "../../src/github/reporting/comments.js";
import { GitHubReporter } from "../../src/github/reporting/reporter.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const SECRET = "sk-ant-supersecretvalue";
const outcome: Outcome = {
  kind: "completed",
  message: `Done. The key was ${SECRET}`,
  result: "Fixed it.",
  turns: 1,
  usage: emptyUsage(),
  costUsd: 0.5,
  commits: [],
};
const toolStart = (step: number): SessionEvent => ({
  type: "tool_start",
  step,
  name: "read_file",
  input: { path: "a.ts" },
});

function logger() {
  const lines = { debug: [] as string[], warning: [] as string[] };
  return { lines, log: { debug: (m: string) => lines.debug.push(m), warning: (m: string) => lines.warning.push(m) } };
}

function reporter(
  extra: { intervalMs?: number; maxEdits?: number; review?: boolean; log?: ReturnType<typeof logger>["log"] } = {},
) {
  const redactor = new Redactor();
  redactor.add(SECRET);
  return new GitHubReporter({
    octokit: testOctokit(),
    target: extra.review
      ? { kind: "review_thread", owner: "o", repo: "r", pullNumber: 5, replyTo: 77 }
      : { kind: "issue", owner: "o", repo: "r", issueNumber: 3 },
    redactor,
    log: extra.log ?? logger().log,
    triggerComment: { kind: extra.review ? "review_comment" : "issue_comment", id: 77 },
    progress: { repoUrl: "https://github.com/o/r", runId: "99" },
    intervalMs: extra.intervalMs ?? 60_000,
    maxEdits: extra.maxEdits,
  });
}

describe("GitHubReporter", () => {
  it("reacts, creates one marked comment, and edits it with the redacted final state", async () => {
    const bodies: string[] = [];
    const scope = nock(API)
      .post("/repos/o/r/issues/comments/77/reactions", (b) => b.content === "eyes")
      .reply(201, { id: 1 })
      .post("/repos/o/r/issues/3/comments", (b) => bodies.push(b.body) > 0)
      .reply(201, { id: 500, html_url: "https://github.com/o/r/issues/3#issuecomment-500" })
      .patch("/repos/o/r/issues/comments/500", (b) => bodies.push(b.body) > 0)
      .reply(200, { id: 500 });
    const { lines, log } = logger();
    const r = reporter({ log });
    await r.start();
    // With a long interval these edits wait; finish() replaces them with the final state.
    r.onEvent(toolStart(1));
    r.onEvent(toolStart(2));
    await r.finish(outcome, { prUrl: "https://github.com/o/r/pull/8" });
    expect(r.writeCount).toBe(2);
    expect(bodies[0]).toContain("Patchbay is working on this");
    expect(bodies[1]).toContain("✅ Patchbay finished");
    expect(bodies[1]).toContain("[Pull request](https://github.com/o/r/pull/8)");
    for (const b of bodies) {
      expect(b).toContain("<!-- patchbay -->");
      expect(b).not.toContain(SECRET);
    }
    expect(bodies[1]).toContain("The key was ***");
    // An unexpected request would fail inside the reporter and show up here.
    expect(lines.warning).toEqual([]);
    scope.done();
  });

  it("paces edits and stops editing after maxEdits, but always posts the final state", async () => {
    let patches = 0;
    const scope = nock(API)
      .post("/repos/o/r/issues/comments/77/reactions")
      .reply(201, {})
      .post("/repos/o/r/issues/3/comments")
      .reply(201, { id: 500, html_url: "u" })
      .patch("/repos/o/r/issues/comments/500")
      .times(2)
      .reply(200, () => {
        patches++;
        return { id: 500 };
      });
    const { lines, log } = logger();
    const r = reporter({ intervalMs: 20, maxEdits: 1, log });
    await r.start();
    r.onEvent(toolStart(1));
    await vi.waitFor(() => expect(r.writeCount).toBe(2));
    for (let i = 2; i < 50; i++) r.onEvent(toolStart(i));
    await r.finish(outcome, {});
    expect(patches).toBe(2);
    expect(lines.warning).toEqual([]);
    expect(r.writeCount).toBe(3);
    scope.done();
  });

  it("answers a review comment in its thread", async () => {
    const scope = nock(API)
      .post("/repos/o/r/pulls/comments/77/reactions", (b) => b.content === "eyes")
      .reply(201, {})
      .post("/repos/o/r/pulls/5/comments/77/replies")
      .reply(201, { id: 600, html_url: "u" })
      .patch("/repos/o/r/pulls/comments/600")
      .reply(200, { id: 600 });
    const r = reporter({ review: true });
    await r.start();
    await r.finish(outcome, {});
    scope.done();
  });

  it("goes on when the triggering comment was deleted (404 on the reaction)", async () => {
    const { lines, log } = logger();
    const scope = nock(API)
      .post("/repos/o/r/issues/comments/77/reactions")
      .reply(404, { message: "Not Found" })
      .post("/repos/o/r/issues/3/comments")
      .reply(201, { id: 500, html_url: "u" })
      .patch("/repos/o/r/issues/comments/500")
      .reply(200, {});
    const r = reporter({ log });
    await r.start();
    await r.finish(outcome, {});
    expect(lines.debug.join("\n")).toContain("comment 77 is gone (HTTP 404)");
    expect(lines.warning).toEqual([]);
    scope.done();
  });

  it("starts a new comment when someone deleted the progress comment", async () => {
    const scope = nock(API)
      .post("/repos/o/r/issues/comments/77/reactions")
      .reply(201, {})
      .post("/repos/o/r/issues/3/comments")
      .reply(201, { id: 500, html_url: "u" })
      .patch("/repos/o/r/issues/comments/500")
      .reply(404, { message: "Not Found" })
      .post("/repos/o/r/issues/3/comments")
      .reply(201, { id: 501, html_url: "u2" });
    const r = reporter();
    await r.start();
    await r.finish(outcome, {});
    expect(r.commentUrl).toBe("u2");
    scope.done();
  });

  it("fails the final post with the permission the workflow needs", async () => {
    const { lines, log } = logger();
    const scope = nock(API)
      .post("/repos/o/r/issues/comments/77/reactions")
      .reply(403, { message: "Resource not accessible by integration" })
      .post("/repos/o/r/issues/3/comments")
      .times(2)
      .reply(403, { message: "Resource not accessible by integration" });
    const r = reporter({ log });
    await r.start();
    expect(lines.warning.join("\n")).toContain("issues: write");
    const finish = r.finish(outcome, {});
    await expect(finish).rejects.toBeInstanceOf(GitHubPermissionError);
    await expect(finish).rejects.toThrow(/permissions: \{ issues: write, pull-requests: write \}/);
    scope.done();
  });
});

describe("reactEyes", () => {
  it("does nothing for reviews, which take no reactions", async () => {
    expect(await reactEyes(testOctokit(), { owner: "o", repo: "r" }, { kind: "review", id: 1 }, logger().log)).toBe(
      false,
    );
  });
});
