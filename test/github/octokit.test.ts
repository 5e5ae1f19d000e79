import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GitHubRateLimitError } from "../../src/github/errors.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

describe("createOctokit", () => {
  it("sends the token and honours GITHUB_API_URL for GHES", async () => {
    const scope = nock("https://ghe.example.com", { reqheaders: { authorization: "token ghs_testtoken123" } })
      .get("/api/v3/repos/o/r")
      .reply(200, { full_name: "o/r" });
    const octokit = testOctokit({ baseUrl: "https://ghe.example.com/api/v3/" });
    const { data } = await octokit.rest.repos.get({ owner: "o", repo: "r" });
    expect(data.full_name).toBe("o/r");
    scope.done();
  });

  it("retries a 502 and then succeeds", async () => {
    const scope = nock(API)
      .get("/repos/o/r")
      .reply(502, "Bad Gateway")
      .get("/repos/o/r")
      .reply(200, { full_name: "o/r" });
    const { data } = await testOctokit().rest.repos.get({ owner: "o", repo: "r" });
    expect(data.full_name).toBe("o/r");
    scope.done();
  });

  it("does not retry a 404", async () => {
    const scope = nock(API).get("/repos/o/r").reply(404, { message: "Not Found" });
    await expect(testOctokit().rest.repos.get({ owner: "o", repo: "r" })).rejects.toMatchObject({ status: 404 });
    scope.done();
  });

  it("retries a secondary rate limit a bounded number of times, then fails clearly", async () => {
    const limited = { message: "You have exceeded a secondary rate limit. Please wait a few minutes." };
    const scope = nock(API).post("/repos/o/r/issues/1/comments").times(3).reply(403, limited, { "retry-after": "1" });
    const warnings: string[] = [];
    const call = testOctokit({ warnings }).rest.issues.createComment({
      owner: "o",
      repo: "r",
      issue_number: 1,
      body: "x",
    });
    await expect(call).rejects.toBeInstanceOf(GitHubRateLimitError);
    await expect(call).rejects.toThrow(/still limited after 2 retries.*Wait a few minutes/);
    expect(warnings.filter((w) => w.includes("secondary rate limit"))).toHaveLength(3);
    scope.done();
  });

  it("recovers when a secondary rate limit lifts", async () => {
    const scope = nock(API)
      .get("/repos/o/r")
      .reply(403, { message: "You have exceeded a secondary rate limit" }, { "retry-after": "1" })
      .get("/repos/o/r")
      .reply(200, { full_name: "o/r" });
    const { data } = await testOctokit().rest.repos.get({ owner: "o", repo: "r" });
    expect(data.full_name).toBe("o/r");
    scope.done();
  });

  it("does not sit out a primary rate limit that resets in an hour", async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    const scope = nock(API)
      .get("/repos/o/r")
      .reply(403, { message: "API rate limit exceeded" }, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset });
    await expect(testOctokit().rest.repos.get({ owner: "o", repo: "r" })).rejects.toBeInstanceOf(GitHubRateLimitError);
    scope.done();
  });
});
