import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GitHubPermissionError } from "../../src/github/errors.js";
import { checkPermission, tokenIdentity } from "../../src/github/permission.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const config = { min_permission: "write" as const, allowed_bots: ["renovate"] };
const who = (actor: string, actorType = "User") => ({ owner: "o", repo: "r", actor, actorType });
const permission = (user: string, status: number, body: object) =>
  nock(API)
    .get(`/repos/o/r/collaborators/${encodeURIComponent(user)}/permission`)
    .reply(status, body);

describe("checkPermission", () => {
  it("allows a writer", async () => {
    const scope = permission("alice", 200, { permission: "write", role_name: "write" });
    const result = await checkPermission(testOctokit(), who("alice"), config, "github-actions[bot]");
    expect(result).toMatchObject({ allowed: true, permission: "write" });
    scope.done();
  });

  it("uses role_name to tell maintain from write and triage from read", async () => {
    const scope = permission("mia", 200, { permission: "write", role_name: "maintain" })
      .get("/repos/o/r/collaborators/tom/permission")
      .reply(200, { permission: "read", role_name: "triage" });
    const octokit = testOctokit();
    const strict = { ...config, min_permission: "maintain" as const };
    expect(await checkPermission(octokit, who("mia"), strict, "x[bot]")).toMatchObject({ allowed: true });
    const tom = await checkPermission(octokit, who("tom"), { ...config, min_permission: "write" }, "x[bot]");
    expect(tom).toMatchObject({ allowed: false, code: "insufficient_permission" });
    expect(tom.reason).toContain("tom has triage permission on o/r; Patchbay needs write");
    scope.done();
  });

  it("refuses a reader", async () => {
    const scope = permission("rob", 200, { permission: "read", role_name: "read" });
    const result = await checkPermission(testOctokit(), who("rob"), config, "x[bot]");
    expect(result).toMatchObject({ allowed: false, code: "insufficient_permission" });
    scope.done();
  });

  it("refuses a non-collaborator (404)", async () => {
    const scope = permission("eve", 404, { message: "eve is not a user" });
    const result = await checkPermission(testOctokit(), who("eve"), config, "x[bot]");
    expect(result).toMatchObject({ allowed: false, code: "not_collaborator" });
    expect(result.reason).toContain("not a collaborator on o/r");
    scope.done();
  });

  it("refuses bots unless allow-listed, without asking the API", async () => {
    const octokit = testOctokit();
    const refused = await checkPermission(octokit, who("dependabot[bot]", "Bot"), config, "x[bot]");
    expect(refused).toMatchObject({ allowed: false, code: "bot" });
    expect(refused.reason).toContain("trigger.allowed_bots");
    const allowed = await checkPermission(octokit, who("renovate[bot]", "Bot"), config, "x[bot]");
    expect(allowed).toMatchObject({ allowed: true, permission: "bot" });
  });

  it("ignores the token's own identity, falling back to github-actions[bot] when /user is 403", async () => {
    const scope = nock(API).get("/user").reply(403, { message: "Resource not accessible by integration" });
    const octokit = testOctokit();
    const identity = tokenIdentity(octokit);
    const result = await checkPermission(octokit, who("github-actions[bot]", "Bot"), config, identity);
    expect(result).toMatchObject({ allowed: false, code: "self" });
    // Resolved once, lazily: a second check makes no request.
    expect(await identity.login()).toBe("github-actions[bot]");
    scope.done();
  });

  it("resolves a PAT's own login through GET /user", async () => {
    const scope = nock(API).get("/user").reply(200, { login: "patchbay-bot" });
    const octokit = testOctokit();
    const result = await checkPermission(octokit, who("Patchbay-Bot"), config, tokenIdentity(octokit));
    expect(result).toMatchObject({ allowed: false, code: "self" });
    scope.done();
  });

  it("says which permission is missing when the API answers 403", async () => {
    const scope = permission("alice", 403, { message: "Resource not accessible by integration" });
    await expect(checkPermission(testOctokit(), who("alice"), config, "x[bot]")).rejects.toBeInstanceOf(
      GitHubPermissionError,
    );
    scope.done();
  });
});
