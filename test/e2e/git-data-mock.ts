/**
 * GitHub's Git Data API at the network edge (nock), for `git.sign: true` runs:
 * each request is carried out with real git plumbing on the test's bare origin
 * (test/git/fake-git-data-api.ts), so a commit the run makes "through GitHub" is a
 * real object on the remote — authored by GitHub, as GitHub makes them — that the
 * run then fetches like any other.
 */
import type nock from "nock";
import type { TreeEntryInput } from "../../src/git/checkpoints/signed.js";
import { FakeGitDataApi } from "../git/fake-git-data-api.js";
import { OWNER, REPO } from "./harness.js";

const GIT = `/repos/${OWNER}/${REPO}/git`;

type Reply = [number, Record<string, unknown>];

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/** `heads%2Fpatchbay%2Fissue-1` or `heads/patchbay/issue-1` → `patchbay/issue-1`. */
function branchOf(uri: string, route: string): string {
  return decodeURIComponent(uri.slice(uri.indexOf(route) + route.length)).replace(/^heads\//, "");
}

/**
 * Answers the Git Data API on `scope` from the bare repository `bare`; returns the
 * fake, whose `calls` list what was asked in order.
 */
export function gitDataApi(scope: nock.Scope, bare: string): FakeGitDataApi {
  const api = new FakeGitDataApi(bare);
  const times = 50;
  scope
    .get(new RegExp(`^${GIT}/ref/`))
    .times(times)
    .optionally()
    .reply(async (uri): Promise<Reply> => {
      const branch = branchOf(uri, `${GIT}/ref/`);
      const sha = await api.getRef(branch);
      return sha
        ? [200, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } }]
        : [404, { message: "Not Found" }];
    });
  scope
    .post(`${GIT}/refs`)
    .times(times)
    .optionally()
    .reply(async (_uri, body): Promise<Reply> => {
      const { ref, sha } = record(body);
      await api.createRef(str(ref).replace(/^refs\/heads\//, ""), str(sha));
      return [201, { ref: str(ref), object: { sha: str(sha), type: "commit" } }];
    });
  scope
    .patch(new RegExp(`^${GIT}/refs/`))
    .times(times)
    .optionally()
    .reply(async (uri, body): Promise<Reply> => {
      const branch = branchOf(uri, `${GIT}/refs/`);
      const { sha, force } = record(body);
      try {
        await api.updateRef(branch, str(sha), force === true);
      } catch {
        return [422, { message: "Update is not a fast forward" }];
      }
      return [200, { ref: `refs/heads/${branch}`, object: { sha: str(sha), type: "commit" } }];
    });
  scope
    .post(`${GIT}/blobs`)
    .times(times)
    .optionally()
    .reply(async (_uri, body): Promise<Reply> => [201, { sha: await api.createBlob(str(record(body).content)) }]);
  scope
    .post(`${GIT}/trees`)
    .times(times)
    .optionally()
    .reply(async (_uri, body): Promise<Reply> => {
      const { base_tree, tree } = record(body);
      const entries = (Array.isArray(tree) ? tree : []).map((e): TreeEntryInput => {
        const entry = record(e);
        const mode = str(entry.mode);
        return {
          path: str(entry.path),
          mode: mode === "100755" || mode === "120000" ? mode : "100644",
          type: "blob",
          sha: entry.sha === null ? null : str(entry.sha),
        };
      });
      return [201, { sha: await api.createTree(str(base_tree), entries) }];
    });
  scope
    .post(`${GIT}/commits`)
    .times(times)
    .optionally()
    .reply(async (_uri, body): Promise<Reply> => {
      const { message, tree, parents } = record(body);
      const sha = await api.createCommit(str(message), str(tree), (Array.isArray(parents) ? parents : []).map(str));
      return [201, { sha, verification: { verified: true, reason: "valid" } }];
    });
  return api;
}
