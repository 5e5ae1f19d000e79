import { Octokit } from "@octokit/core";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createGitDataApi, GitDataApiError } from "../../src/git/checkpoints/git-data-api.js";

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const SHA = (c: string) => c.repeat(40);
const API = "https://api.github.com";

function api() {
  const octokit = new Octokit({ auth: "test-token" });
  return createGitDataApi(octokit.request.bind(octokit), { owner: "o", repo: "r" });
}

describe("createGitDataApi (Octokit request)", () => {
  it("makes the Git Data API calls with the right bodies, and no author on commits", async () => {
    const bodies: Record<string, unknown> = {};
    const keep = (name: string) => (body: unknown) => {
      bodies[name] = body;
      return true;
    };
    const scope = nock(API)
      .get("/repos/o/r/git/ref/heads%2Fpatchbay%2Fissue-1")
      .reply(200, { ref: "refs/heads/patchbay/issue-1", object: { sha: SHA("a"), type: "commit" } })
      .post("/repos/o/r/git/blobs", keep("blob"))
      .reply(201, { sha: SHA("b") })
      .post("/repos/o/r/git/trees", keep("tree"))
      .reply(201, { sha: SHA("c") })
      .post("/repos/o/r/git/commits", keep("commit"))
      .reply(201, { sha: SHA("d"), verification: { verified: true } })
      .patch("/repos/o/r/git/refs/heads%2Fpatchbay%2Fissue-1", keep("update"))
      .reply(200, { object: { sha: SHA("d") } })
      .post("/repos/o/r/git/refs", keep("create"))
      .reply(201, {});
    const gh = api();
    expect(await gh.getRef("patchbay/issue-1")).toBe(SHA("a"));
    expect(await gh.createBlob("aGVsbG8=")).toBe(SHA("b"));
    const entries = [{ path: "x", mode: "100644" as const, type: "blob" as const, sha: null }];
    expect(await gh.createTree(SHA("e"), entries)).toBe(SHA("c"));
    expect(await gh.createCommit("m", SHA("c"), [SHA("a")])).toBe(SHA("d"));
    await gh.updateRef("patchbay/issue-1", SHA("d"), false);
    await gh.createRef("patchbay/new", SHA("d"));
    expect(scope.isDone()).toBe(true);
    expect(bodies).toEqual({
      blob: { content: "aGVsbG8=", encoding: "base64" },
      tree: { base_tree: SHA("e"), tree: entries },
      commit: { message: "m", tree: SHA("c"), parents: [SHA("a")] },
      update: { sha: SHA("d"), force: false },
      create: { ref: "refs/heads/patchbay/new", sha: SHA("d") },
    });
  });

  it("reads a missing ref as null and rejects answers without a sha", async () => {
    nock(API).get("/repos/o/r/git/ref/heads%2Fnope").reply(404, { message: "Not Found" });
    nock(API).post("/repos/o/r/git/blobs").reply(201, { nothing: true });
    const gh = api();
    expect(await gh.getRef("nope")).toBeNull();
    await expect(gh.createBlob("eA==")).rejects.toThrow(GitDataApiError);
  });
});
