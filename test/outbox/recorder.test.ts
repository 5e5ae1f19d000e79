/**
 * The agent stage's GitHub client (docs/decisions/0023-two-job-runs.md): reads reach GitHub, writes never
 * do — each is answered in the process and kept, in its last words, as a typed
 * request of the outbox; a write the format does not know is kept as unsupported.
 */
import nock from "nock";
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/octokit.js";
import { WriteRecorder } from "../../src/outbox/recorder.js";
import { PENDING_PULL_URL } from "../../src/outbox/schema.js";

const API = "https://api.github.com";
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

function client() {
  nock.disableNetConnect();
  const octokit = createOctokit({ token: "ghs_readOnlyToken0123456789", paceWrites: false, retryBaseMs: 1 });
  const recorder = new WriteRecorder();
  recorder.attach(octokit);
  return { octokit, recorder };
}

describe("the write recorder", () => {
  it("sends reads, keeps writes: the progress comment in its last words, 👀, the PR, replies, resolutions", async () => {
    const { octokit, recorder } = client();
    const reads = nock(API)
      .get("/repos/o/r/issues/1")
      .reply(200, { number: 1, title: "t" })
      .get("/repos/o/r/pulls")
      .query(true)
      .reply(200, []);
    const where = { owner: "o", repo: "r" };
    expect((await octokit.rest.issues.get({ ...where, issue_number: 1 })).data).toMatchObject({ number: 1 });
    await octokit.rest.reactions.createForIssueComment({ ...where, comment_id: 77, content: "eyes" });
    const { data: made } = await octokit.rest.issues.createComment({ ...where, issue_number: 1, body: "working" });
    await octokit.rest.issues.updateComment({ ...where, comment_id: made.id, body: "done, see PR" });
    await octokit.rest.pulls.list({ ...where, head: "o:patchbay/issue-1", base: "main", state: "open" });
    const { data: pr } = await octokit.rest.pulls.create({
      ...where,
      head: "patchbay/issue-1",
      base: "main",
      title: "Patchbay: fix",
      body: "Closes #1",
    });
    expect(pr.html_url).toBe(PENDING_PULL_URL);
    await octokit.graphql(
      "mutation($thread: ID!, $body: String!) { addPullRequestReviewThreadReply(input: {}) { comment { id url } } }",
      {
        thread: "T_1",
        body: "fixed",
      },
    );
    await octokit.graphql("mutation($thread: ID!) { resolveReviewThread(input: {}) { thread { id isResolved } } }", {
      thread: "T_1",
    });
    reads.done();
    expect(recorder.writes()).toEqual([
      { kind: "reaction", commentId: 77, on: "issue_comment", content: "eyes" },
      { kind: "pull_request", head: "patchbay/issue-1", base: "main", title: "Patchbay: fix", body: "Closes #1" },
      { kind: "review_reply", threadId: "T_1", body: "fixed" },
      { kind: "resolve_thread", threadId: "T_1" },
      { kind: "progress_comment", target: "issue", number: 1, body: "done, see PR" },
    ]);
    expect(recorder.unsupported).toEqual([]);
  });

  it("an update of an open PR is kept with the head and base it was found by", async () => {
    const { octokit, recorder } = client();
    nock(API)
      .get("/repos/o/r/pulls")
      .query(true)
      .reply(200, [{ number: 5 }]);
    await octokit.rest.pulls.list({ owner: "o", repo: "r", head: "o:patchbay/issue-2", base: "dev", state: "open" });
    await octokit.rest.pulls.update({ owner: "o", repo: "r", pull_number: 5, title: "T", body: "B" });
    expect(recorder.writes()).toEqual([
      { kind: "pull_request", head: "patchbay/issue-2", base: "dev", title: "T", body: "B" },
    ]);
  });

  it("keeps a write it has no kind for as unsupported, and sends nothing", async () => {
    const { octokit, recorder } = client();
    await octokit.rest.git.deleteRef({ owner: "o", repo: "r", ref: "heads/main" });
    expect(recorder.unsupported).toEqual([{ method: "DELETE", route: "/repos/{owner}/{repo}/git/refs/{ref}" }]);
    expect(recorder.writes()).toEqual([]);
  });
});
