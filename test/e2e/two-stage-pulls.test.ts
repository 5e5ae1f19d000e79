/**
 * Two-job runs, flows on pull requests, each split in two jobs through the built
 * action: a comment on a PR of this repository (the PR's own branch is pushed by
 * publish, no new PR), a fork's PR (nothing pushed; publish posts the patch), and
 * a review whose threads are answered (publish replies and resolves, in the PR's
 * own threads only). Every agent stage makes read requests only.
 */
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { thread } from "../github/ci-review-fixtures.js";
import { git } from "../helpers/git.js";
import type { GitHubMock } from "./github-mock.js";
import {
  type CassetteTurn,
  cloneWorkspace,
  type EventSpec,
  examplePayload,
  type JsonObject,
  merge,
  remoteCommits,
  remoteGit,
} from "./harness.js";
import { useE2e } from "./use-e2e.js";
import { asks, type GraphqlBody, REVIEW_ID, reviewPayload, threadsPage } from "./webhook-examples.js";

const CONFIG = `approval:
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**"]
    - allow: reply_to_thread
`;
const COMMENT = 2501234789;
const PR_FILES = { "src/math.ts": "export function add(a: number, b: number): number {\n  return a * b;\n}\n" };
const NUMBERS_TEST = {
  name: "write_to_file",
  input: { path: "test/math.test.ts", content: "// add(2, 3) === 5\n" },
};
const done = (result: string): CassetteTurn => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

// Each test runs the built action two to four times (agent and publish, per workflow run): over
// the default 30 s when the whole suite shares the machine, hence the explicit 120 s below.
const e2e = useE2e({ config: CONFIG, branches: { "fix-add": PR_FILES } });
/** The last stage's GitHub stand-in. */
let gh: GitHubMock;

async function stage(
  which: "agent" | "publish",
  event: EventSpec,
  runId: string,
  mocks: (gh: GitHubMock) => void,
  options: { turns?: CassetteTurn[]; checkout?: string } = {},
) {
  const done = await e2e.stage(which, { event, runId, github: mocks, turns: options.turns, ref: options.checkout });
  gh = done.gh;
  return done.run;
}

function pullResponse(patch: JsonObject): JsonObject {
  const pr = examplePayload("pull_request_review_comment").pull_request;
  if (typeof pr !== "object" || pr === null || Array.isArray(pr)) throw new Error("example has no pull_request");
  return merge(merge(pr, { changed_files: 1, additions: 1, deletions: 1, review_comments: 0 }), patch);
}

describe("a comment on a pull request, split", () => {
  test("of this repository: publish pushes the PR's own branch and opens no PR", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    const pull = pullResponse({ head: { sha: head }, base: { sha: base } });
    const event = { name: "issue_comment", payload: examplePayload("issue_comment.pr") };
    await stage(
      "agent",
      event,
      "631",
      (g) =>
        g
          .gate()
          .pull(2, pull, 2)
          .issue(2, { title: "Fix add() sign", body: "Fixes #1." })
          .pullFiles(2, [])
          .issueOnly(1),
      { turns: [{ tool_calls: [NUMBERS_TEST] }, done("Added the test.")] },
    );
    await stage("publish", event, "631", (g) => g.gate().pull(2, pull).reaction(COMMENT).extraComment(2, 9101));
    expect(remoteCommits(e2e.origin, "fix-add", head).map((c) => c.subject)).toEqual([
      expect.stringMatching(/^write_to_file: test\/math\.test\.ts/),
    ]);
    expect(gh.requests.some((r) => r.startsWith("POST /repos/octo-org/example/pulls"))).toBe(false);
    expect(String(gh.bodiesOf("POST", "/repos/octo-org/example/issues/2/comments")[0]?.body)).toContain(
      "✅ Patchbay finished",
    );
  }, 120_000);

  test("from a fork: the agent stage pushes nothing, publish pushes nothing and posts the patch", async () => {
    const seed = cloneWorkspace(e2e.origin, "fix-add");
    git(seed, "push", "-q", "origin", "fix-add:refs/pull/2/head");
    git(e2e.origin.remote, "branch", "-D", "fix-add");
    const head = remoteGit(e2e.origin, "rev-parse", "refs/pull/2/head");
    const refsBefore = remoteGit(e2e.origin, "for-each-ref");
    const pull = pullResponse({
      head: { sha: head, ref: "fix-add", label: "someone:fix-add", repo: { full_name: "someone/example", fork: true } },
    });
    const event = { name: "issue_comment", payload: examplePayload("issue_comment.pr") };
    await stage(
      "agent",
      event,
      "632",
      (g) =>
        g
          .gate()
          .pull(2, pull, 2)
          .issue(2, { title: "Fix add() sign", body: "Fixes #1." })
          .pullFiles(2, [])
          .issueOnly(1),
      { turns: [{ tool_calls: [NUMBERS_TEST] }, done("Added the test.")] },
    );
    await stage("publish", event, "632", (g) =>
      g.gate().pull(2, pull).reaction(COMMENT).extraComment(2, 9201).extraComment(2, 9202),
    );
    expect(remoteGit(e2e.origin, "for-each-ref")).toBe(refsBefore);
    const [progress, patch] = gh.bodiesOf("POST", "/repos/octo-org/example/issues/2/comments");
    expect(String(progress?.body)).toContain("✅ Patchbay finished");
    expect(String(patch?.body)).toContain("comes from a fork");
    expect(String(patch?.body)).toContain("Subject: [PATCH] write_to_file: test/math.test.ts");
  }, 120_000);
});

describe("a review's threads, split", () => {
  test("the agent stage only reads the threads; publish pushes, replies and resolves in the PR's own threads", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    const threads = [thread(1, { path: "src/math.ts", line: 2 }, REVIEW_ID)];
    const event = { name: "pull_request_review", payload: reviewPayload(head, base) };
    await stage(
      "agent",
      event,
      "641",
      (g) => {
        g.gate();
        g.issue(2, { title: "Fix add()", body: "Makes add() add." });
        g.pull(2, {
          number: 2,
          title: "Fix add()",
          body: "Makes add() add.",
          head: { ref: "fix-add", sha: head },
          base: { ref: "main", sha: base },
        });
        g.scope
          .post("/graphql", asks("reviewThreads"))
          .reply(200, threadsPage(threads))
          .post("/graphql", asks("node(id:"))
          .reply(200, { data: { node: { isResolved: false, resolvedBy: null } } });
      },
      {
        checkout: "fix-add",
        turns: [
          {
            tool_calls: [
              {
                name: "replace_in_file",
                input: {
                  path: "src/math.ts",
                  diff: "------- SEARCH\n  return a * b;\n=======\n  return a + b;\n+++++++ REPLACE",
                },
              },
            ],
          },
          {
            tool_calls: [
              { name: "reply_to_thread", input: { thread_id: "PRRT_1", body: "add() adds now.", resolve: true } },
            ],
          },
          done("Addressed the review."),
        ],
      },
    );
    // A crafted copy that replies in a thread of another pull request: refused, nothing written.
    const honest = path.join(e2e.origin.dir, "outbox-641");
    const crafted = path.join(e2e.origin.dir, "outbox-641-crafted");
    await cp(honest, crafted, { recursive: true });
    const json = JSON.parse(await readFile(path.join(crafted, "outbox.json"), "utf8")) as {
      writes: Array<Record<string, unknown>>;
    };
    for (const w of json.writes) if (w.kind === "review_reply") w.threadId = "PRRT_of_another_pr";
    await writeFile(path.join(crafted, "outbox.json"), JSON.stringify(json));
    gh = e2e.resetGitHub();
    gh.gate();
    gh.scope.post("/graphql", asks("reviewThreads")).reply(200, threadsPage(threads));
    const refused = await e2e.run({
      event,
      inputs: { stage: "publish", outbox: crafted },
      runId: "641",
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs.refusals).toContain("PRRT_of_another_pr is not a thread of #2");
    expect(gh.writes.filter((w) => w.path !== "/graphql" || /^\s*mutation\b/.test(String(w.body.query)))).toEqual([]);
    expect(remoteCommits(e2e.origin, "fix-add", head)).toEqual([]);

    const replies: string[] = [];
    await stage("publish", event, "641", (g) => {
      g.gate().extraComment(2, 9701);
      g.scope
        .post("/graphql", asks("reviewThreads"))
        .reply(200, threadsPage(threads))
        .post("/graphql", (b: GraphqlBody) => {
          if (!asks("addPullRequestReviewThreadReply")(b) || b.variables.thread !== "PRRT_1") return false;
          replies.push(String(b.variables.body));
          return true;
        })
        .reply(200, {
          data: { addPullRequestReviewThreadReply: { comment: { id: "C1", url: "https://github.com/c/1" } } },
        })
        .post("/graphql", (b: GraphqlBody) => asks("resolveReviewThread")(b) && b.variables.thread === "PRRT_1")
        .reply(200, { data: { resolveReviewThread: { thread: { id: "PRRT_1", isResolved: true } } } });
    });
    const [fix] = remoteCommits(e2e.origin, "fix-add", head);
    expect(fix?.trailers["Patchbay-Tool"]).toBe("replace_in_file");
    expect(replies).toEqual([expect.stringContaining(`add() adds now.\n\nChanged in [\`${fix?.sha.slice(0, 7)}\`]`)]);
    expect(String(gh.bodiesOf("POST", "/repos/octo-org/example/issues/2/comments")[0]?.body)).toContain(
      "### Review threads",
    );
  }, 120_000);
});
