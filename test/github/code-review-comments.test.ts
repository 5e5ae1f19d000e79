/**
 * What a code review writes on GitHub (docs/decisions/0017-code-review.md): inline comments that cannot be
 * broken out of (a suggestion holding backticks, a finding that @mentions people
 * or hides a marker), the summary comment found only among the token's own
 * comments — a comment anyone writes with the markers cannot make a review skip
 * commits — and the review posted once, with GitHub's known refusals handled.
 */
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiffIndex } from "../../src/code-review/anchor.js";
import { parseHunks } from "../../src/code-review/diff.js";
import { FindingLog } from "../../src/code-review/findings.js";
import { redactRequests } from "../../src/github/redact-requests.js";
import { dismissEarlierChangeRequests, postReview } from "../../src/github/reporting/code-review-post.js";
import { findingMarkerOf, renderInlineComment } from "../../src/github/reporting/code-review-render.js";
import { parseReviewState, ReviewSummaryComment } from "../../src/github/reporting/code-review-sticky.js";
import { finishKilledComment, KILLED_NOTE } from "../../src/github/reporting/killed.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const index = new DiffIndex({
  truncated: false,
  files: [
    { path: "a.ts", status: "modified", additions: 3, deletions: 0, hunks: parseHunks("@@ -0,0 +1,3 @@\n+a\n+b\n+c") },
  ],
});

describe("an inline comment", () => {
  it("fences a suggestion its backticks cannot close, neutralizes mentions and markers, and carries its fingerprint", () => {
    const log = new FindingLog(index, { minSeverity: "nit" });
    const kept = log.record({
      path: "a.ts",
      line: 2,
      startLine: 1,
      side: "RIGHT",
      severity: "high",
      body: "Ask @octocat <!-- hidden --> about this.",
      suggestion: "const s = `````;\n",
    });
    if (kept.kind !== "kept") throw new Error("not kept");
    const body = renderInlineComment(kept.finding);
    expect(body).toContain("**🟠 High** · Ask @\u200Boctocat &lt;!-- hidden --> about this.");
    expect(body).toContain("``````suggestion\nconst s = `````;\n``````");
    expect(body).toContain("<!-- patchbay -->");
    expect(findingMarkerOf(body)).toEqual({ fingerprint: kept.finding.fingerprint, severity: "high" });
  });
});

describe("the summary comment", () => {
  const state = (head: string) =>
    `<!-- patchbay-code-review -->\n<!-- patchbay-code-review-state {"v":1,"head":"${head}"} -->\n### review\n\n<!-- patchbay-code-review-body -->\nsaid before\n<!-- /patchbay-code-review-body -->\n<!-- patchbay -->`;
  const listed = (id: number, login: string, body: string) => ({
    id,
    html_url: `https://x/${id}`,
    body,
    user: { login },
  });

  it("is the token's own: the same markers in someone else's comment are ignored", async () => {
    nock(API)
      .get("/repos/o/r/issues/2/comments")
      .query({ per_page: "100", page: "1" })
      .reply(200, [
        listed(1, "mallory", state("f".repeat(40))),
        listed(2, "github-actions[bot]", state("a".repeat(40))),
      ]);
    const found = await ReviewSummaryComment.find(
      testOctokit(),
      { owner: "o", repo: "r", number: 2 },
      "github-actions[bot]",
      new Redactor(),
    );
    expect(found.commentId).toBe(2);
    expect(found.state).toEqual({ head: "a".repeat(40) });
    expect(found.lastSummary).toBe("said before");
  });

  it("only someone else's: none found, and the review starts from scratch (a new comment)", async () => {
    nock(API)
      .get("/repos/o/r/issues/2/comments")
      .query({ per_page: "100", page: "1" })
      .reply(200, [listed(1, "mallory", state("f".repeat(40)))])
      .post("/repos/o/r/issues/2/comments")
      .reply(201, { id: 3, html_url: "https://x/3" });
    const found = await ReviewSummaryComment.find(
      testOctokit(),
      { owner: "o", repo: "r", number: 2 },
      "github-actions[bot]",
      new Redactor(),
    );
    expect(found.state).toBeUndefined();
    await found.write({ state: undefined, headline: "### 🔄 reviewing", foldLast: true });
    expect(found.commentId).toBe(3);
  });

  it("while a review runs or after one fails, the last summary stays, folded; a secret in it is masked", async () => {
    const redactor = new Redactor();
    redactor.add("ghs_supersecret_token_value");
    let written = "";
    nock(API)
      .get("/repos/o/r/issues/2/comments")
      .query({ per_page: "100", page: "1" })
      .reply(200, [listed(2, "github-actions[bot]", state("a".repeat(40)))])
      .patch("/repos/o/r/issues/comments/2")
      .reply(200, (_uri, body) => {
        written = (body as { body: string }).body;
        return { id: 2 };
      });
    const found = await ReviewSummaryComment.find(
      testOctokit(),
      { owner: "o", repo: "r", number: 2 },
      "github-actions[bot]",
      redactor,
    );
    await found.write({ state: found.state, headline: "### ⚠️ failed: ghs_supersecret_token_value", foldLast: true });
    expect(
      written.startsWith('<!-- patchbay-code-review -->\n<!-- patchbay-code-review-state {"v":1,"head":"aaaa'),
    ).toBe(true);
    expect(written).toContain("<details><summary>The last completed review</summary>");
    expect(written).toContain("<!-- patchbay-code-review-body -->\nsaid before\n<!-- /patchbay-code-review-body -->");
    expect(written).not.toContain("ghs_supersecret_token_value");
  });
});

describe("a review killed mid-run", () => {
  it("the post step's note goes under the summary comment; the state the next review starts from stays", async () => {
    const body = `<!-- patchbay-code-review -->\n<!-- patchbay-code-review-state {"v":1,"head":"${"b".repeat(40)}"} -->\n### 🔄 Patchbay is reviewing this pull request\n\n<!-- patchbay -->`;
    let written = "";
    nock(API)
      .get("/repos/o/r/issues/comments/5")
      .reply(200, { id: 5, body })
      .patch("/repos/o/r/issues/comments/5")
      .reply(200, (_uri, sent) => {
        written = (sent as { body: string }).body;
        return { id: 5 };
      });
    await finishKilledComment(testOctokit(), { owner: "o", repo: "r", id: 5, kind: "issue" });
    expect(written).toContain(KILLED_NOTE);
    expect(written.startsWith("<!-- patchbay-code-review -->\n")).toBe(true);
    expect(parseReviewState(written)).toEqual({ head: "b".repeat(40) });
  });
});

describe("posting the review", () => {
  it("a secret the model wrote into a finding never reaches GitHub, in the review's body or an inline comment", async () => {
    const redactor = new Redactor();
    redactor.add("sk-live-abcdef0123456789abcdef");
    const octokit = testOctokit();
    redactRequests(octokit, redactor);
    let sent = "";
    nock(API)
      .post("/repos/o/r/pulls/2/reviews", (b) => {
        sent = JSON.stringify(b);
        return true;
      })
      .reply(200, { id: 1, html_url: "https://x/r/1" });
    await postReview(octokit, {
      repo: { owner: "o", repo: "r" },
      pullNumber: 2,
      commitId: "c".repeat(40),
      event: "COMMENT",
      body: "key sk-live-abcdef0123456789abcdef",
      comments: [
        { path: "a.ts", line: 1, side: "RIGHT", body: "The key sk-live-abcdef0123456789abcdef is committed." },
      ],
    });
    expect(sent).toContain("is committed.");
    expect(sent).not.toContain("sk-live-abcdef0123456789abcdef");
    expect(sent).not.toContain("abcdef0123456789");
  });

  const request = {
    repo: { owner: "o", repo: "r" },
    pullNumber: 2,
    commitId: "c".repeat(40),
    body: "review",
    comments: [{ path: "a.ts", line: 1, side: "RIGHT" as const, body: "x" }],
  };

  it("the token opened the PR itself: asked for changes, it is posted as a comment, saying why", async () => {
    const events: string[] = [];
    nock(API)
      .post("/repos/o/r/pulls/2/reviews", (b) => events.push(b.event) > 0)
      .reply(422, { message: "Unprocessable Entity: Can not request changes on your own pull request" })
      .post("/repos/o/r/pulls/2/reviews", (b) => events.push(b.event) > 0)
      .reply(200, { id: 9, html_url: "https://x/r/9" });
    const posted = await postReview(testOctokit(), { ...request, event: "REQUEST_CHANGES" });
    expect(events).toEqual(["REQUEST_CHANGES", "COMMENT"]);
    expect(posted).toMatchObject({ id: 9, event: "COMMENT", downgraded: expect.stringContaining("own author") });
  });

  it("a token that may not write reviews: an error that names the permission, and what to do for a fork", async () => {
    nock(API).post("/repos/o/r/pulls/2/reviews").reply(403, { message: "Resource not accessible by integration" });
    await expect(postReview(testOctokit(), { ...request, event: "COMMENT" })).rejects.toThrow(
      /permissions: \{ pull-requests: write \}.*ask with `@patchbay review` in a comment instead/,
    );
  });

  it("earlier reviews of Patchbay's that requested changes are dismissed; a person's are not", async () => {
    const dismissed: number[] = [];
    nock(API)
      .get("/repos/o/r/pulls/2/reviews")
      .query({ per_page: "100" })
      .reply(200, [
        { id: 1, state: "CHANGES_REQUESTED", user: { login: "github-actions[bot]" } },
        { id: 2, state: "CHANGES_REQUESTED", user: { login: "maintainer" } },
        { id: 3, state: "COMMENTED", user: { login: "github-actions[bot]" } },
      ])
      .put(/\/repos\/o\/r\/pulls\/2\/reviews\/\d+\/dismissals/)
      .reply(200, (uri) => {
        dismissed.push(Number(/reviews\/(\d+)\//.exec(uri)?.[1]));
        return {};
      });
    const problems = await dismissEarlierChangeRequests(
      testOctokit(),
      { owner: "o", repo: "r", pullNumber: 2 },
      { botLogin: "github-actions", headSha: "d".repeat(40) },
    );
    expect(problems).toEqual([]);
    expect(dismissed).toEqual([1]);
  });
});
