import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GitHubPermissionError } from "../../src/github/errors.js";
import { findOrCreatePullRequest, NoCommitsError, renderPullBody } from "../../src/github/pulls.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const spec = {
  owner: "o",
  repo: "r",
  head: "patchbay/issue-3",
  base: "main",
  title: "Fix add()",
  body: "b",
  draft: true,
};
const listQuery = { head: "o:patchbay/issue-3", base: "main", state: "open", per_page: 1 };
const pr = (number: number, draft = true) => ({ number, html_url: `https://github.com/o/r/pull/${number}`, draft });

describe("findOrCreatePullRequest", () => {
  it("creates a draft PR when none exists", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [])
      .post("/repos/o/r/pulls", (b) => b.draft === true && b.head === "patchbay/issue-3" && b.base === "main")
      .reply(201, pr(8));
    expect(await findOrCreatePullRequest(testOctokit(), spec, new Redactor())).toEqual({
      number: 8,
      url: "https://github.com/o/r/pull/8",
      created: true,
      draft: true,
    });
    scope.done();
  });

  it("redacts the title and body it sends", async () => {
    const redactor = new Redactor();
    redactor.add("ghp_secretsecret");
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [])
      .post("/repos/o/r/pulls", (b) => b.title === "Fix *** leak" && b.body === "token *** removed")
      .reply(201, pr(8));
    const leaky = { ...spec, title: "Fix ghp_secretsecret leak", body: "token ghp_secretsecret removed" };
    expect(await findOrCreatePullRequest(testOctokit(), leaky, redactor)).toMatchObject({ number: 8 });
    scope.done();
  });

  it("updates the PR an earlier run opened (scheduled tasks, later triggers)", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [pr(5, false)])
      .patch("/repos/o/r/pulls/5", (b) => b.title === "Fix add()" && b.body === "b" && !("draft" in b))
      .reply(200, pr(5, false));
    expect(await findOrCreatePullRequest(testOctokit(), spec, new Redactor())).toMatchObject({
      number: 5,
      created: false,
      draft: false,
    });
    scope.done();
  });

  it("on 422 'A pull request already exists' looks it up and updates it", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [])
      .post("/repos/o/r/pulls")
      .reply(422, {
        message: "Validation Failed",
        errors: [
          { resource: "PullRequest", code: "custom", message: "A pull request already exists for o:patchbay/issue-3." },
        ],
      })
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [pr(6)])
      .patch("/repos/o/r/pulls/6")
      .reply(200, pr(6));
    expect(await findOrCreatePullRequest(testOctokit(), spec, new Redactor())).toMatchObject({
      number: 6,
      created: false,
    });
    scope.done();
  });

  it("falls back to a ready PR where drafts are not supported", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [])
      .post("/repos/o/r/pulls", (b) => b.draft === true)
      .reply(422, {
        message: "Validation Failed",
        errors: [{ message: "Draft pull requests are not supported in this repository." }],
      })
      .post("/repos/o/r/pulls", (b) => b.draft === false)
      .reply(201, pr(9, false));
    expect(await findOrCreatePullRequest(testOctokit(), spec, new Redactor())).toMatchObject({
      number: 9,
      draft: false,
    });
    scope.done();
  });

  it("names the missing permissions on 403 and 404", async () => {
    for (const status of [403, 404]) {
      const scope = nock(API)
        .get("/repos/o/r/pulls")
        .query(listQuery)
        .reply(status, { message: "Resource not accessible by integration" });
      const call = findOrCreatePullRequest(testOctokit(), spec, new Redactor());
      await expect(call).rejects.toBeInstanceOf(GitHubPermissionError);
      await expect(call).rejects.toThrow(/pull-requests: write, contents: write/);
      scope.done();
    }
  });

  it("explains the repository setting that blocks Actions from creating PRs", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [])
      .post("/repos/o/r/pulls")
      .reply(403, { message: "GitHub Actions is not permitted to create or approve pull requests." });
    await expect(findOrCreatePullRequest(testOctokit(), spec, new Redactor())).rejects.toThrow(
      /Allow GitHub Actions to create and approve/,
    );
    scope.done();
  });

  it("says so when the branch has no commits", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [])
      .post("/repos/o/r/pulls")
      .reply(422, {
        message: "Validation Failed",
        errors: [{ message: "No commits between main and patchbay/issue-3" }],
      });
    await expect(findOrCreatePullRequest(testOctokit(), spec, new Redactor())).rejects.toBeInstanceOf(NoCommitsError);
    scope.done();
  });

  it("retries a 502 from GitHub", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(502, "bad gateway")
      .get("/repos/o/r/pulls")
      .query(listQuery)
      .reply(200, [pr(5)])
      .patch("/repos/o/r/pulls/5")
      .reply(200, pr(5));
    expect(await findOrCreatePullRequest(testOctokit(), spec, new Redactor())).toMatchObject({ number: 5 });
    scope.done();
  });
});

describe("renderPullBody", () => {
  it("says what was done, lists checkpoints, closes the issue, and is redacted and marked", () => {
    const redactor = new Redactor();
    redactor.add("ghp_secretsecret");
    const body = renderPullBody(
      {
        repoUrl: "https://github.com/o/r",
        summary: "Fixed add(); token ghp_secretsecret was not needed",
        checkpoints: [
          {
            step: 2,
            tool: "replace_in_file",
            sha: "abcdef1234567890",
            files: ["src/math.ts"],
            subject: "replace_in_file: src/math.ts",
          },
        ],
        closes: 3,
        runUrl: "https://github.com/o/r/actions/runs/1",
      },
      redactor,
    );
    expect(body).toContain("Fixed add(); token *** was not needed");
    expect(body).toContain("Closes #3");
    expect(body).toContain(
      "- [`abcdef1`](https://github.com/o/r/commit/abcdef1234567890) replace_in_file: src/math.ts",
    );
    expect(body).toContain("<!-- patchbay -->");
  });
});
