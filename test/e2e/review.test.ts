/**
 * The review flow end to end: a real `pull_request_review` payload (from
 * @octokit/webhooks-examples) asking "@patchbay" to address a review with three
 * threads, a replay cassette, a real repository with a bare origin, REST and
 * GraphQL mocked with every request asserted. The changes land on the PR's branch,
 * each thread gets a reply in place, the changed ones are resolved, and the one
 * comment lists every thread with ✅ / 💬.
 */
import { describe, expect, test } from "vitest";
import { thread } from "../github/ci-review-fixtures.js";
import { OWNER, REPO, remoteCommits, remoteGit, writeCassette } from "./harness.js";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "./least-privilege.js";
import { useE2e } from "./use-e2e.js";
import { asks, type GraphqlBody, REVIEW_ID, reviewPayload, threadsPage } from "./webhook-examples.js";

const CONFIG = `approval:
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**", "README.md"]
    - allow: reply_to_thread
`;
const BROKEN = { "src/math.ts": "export function add(a: number, b: number): number {\n  return a * b;\n}\n" };

const e2e = useE2e({ config: CONFIG, branches: { "fix-add": BROKEN } });

function prContext(head: string, base: string) {
  e2e.gh.issue(2, { title: "Fix add()", body: "Makes add() add." });
  e2e.gh.pull(2, {
    number: 2,
    title: "Fix add()",
    body: "Makes add() add.",
    head: { ref: "fix-add", sha: head, repo: { full_name: `${OWNER}/${REPO}` } },
    base: { ref: "main", sha: base, repo: { full_name: `${OWNER}/${REPO}` } },
    changed_files: 1,
    additions: 1,
    deletions: 1,
    review_comments: 0,
  });
  e2e.gh.pullFiles(2, [
    { filename: "src/math.ts", status: "modified", additions: 1, deletions: 1, patch: "@@ -1 +1 @@" },
  ]);
}

describe("a review that asks Patchbay to address its threads", () => {
  test("three threads: two changed, replied and resolved; one answered and left open", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    const threads = [
      thread(1, { path: "src/math.ts", line: 2 }, REVIEW_ID),
      thread(2, { path: "src/old.ts", line: 4, diffSide: "LEFT" }, REVIEW_ID),
      thread(3, { path: "README.md", line: 1 }, REVIEW_ID),
      thread(4, { path: "src/math.ts" }, 42), // another review's thread: not this run's business
    ];
    e2e.gh.gate().progressComment(2, 9701);
    prContext(head, base);
    const replies: Record<string, string> = {};
    e2e.gh.scope
      .post("/graphql", asks("reviewThreads"))
      .reply(200, threadsPage(threads))
      .post("/graphql", (b: GraphqlBody) => {
        if (!asks("addPullRequestReviewThreadReply")(b)) return false;
        replies[String(b.variables.thread)] = String(b.variables.body);
        return true;
      })
      .times(3)
      .reply(200, (_uri, body) => {
        const id = String((body as GraphqlBody).variables.thread);
        return {
          data: { addPullRequestReviewThreadReply: { comment: { id: `C${id}`, url: `https://github.com/c/${id}` } } },
        };
      })
      .post("/graphql", asks("node(id:"))
      .times(2)
      .reply(200, { data: { node: { isResolved: false, resolvedBy: null } } })
      .post("/graphql", asks("resolveReviewThread", "PRRT_1"))
      .reply(200, { data: { resolveReviewThread: { thread: { id: "PRRT_1", isResolved: true } } } })
      .post("/graphql", asks("resolveReviewThread", "PRRT_3"))
      .reply(200, { data: { resolveReviewThread: { thread: { id: "PRRT_3", isResolved: true } } } });
    const cassette = await writeCassette(e2e.origin, [
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
      {
        tool_calls: [
          {
            name: "reply_to_thread",
            input: {
              thread_id: "PRRT_2",
              body: "src/old.ts was removed in this PR; nothing to change.",
              resolve: false,
            },
          },
        ],
      },
      { tool_calls: [{ name: "write_to_file", input: { path: "README.md", content: "# example\n\nadd() adds.\n" } }] },
      { tool_calls: [{ name: "reply_to_thread", input: { thread_id: "PRRT_3", body: "Documented.", resolve: true } }] },
      { tool_calls: [{ name: "attempt_completion", input: { result: "Addressed the review." } }] },
    ]);
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "pull_request_review", payload: reviewPayload(head, base) },
      inputs: { model: `replay:${cassette}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "fix-add", commits: "2" });
    const [fix, readme] = remoteCommits(e2e.origin, "fix-add", head);
    expect(fix?.trailers["Patchbay-Tool"]).toBe("replace_in_file");
    expect(readme?.trailers["Patchbay-Tool"]).toBe("write_to_file");
    // Each reply in its own thread; changed ones link their own checkpoint.
    expect(replies.PRRT_1).toContain(`add() adds now.\n\nChanged in [\`${fix?.sha.slice(0, 7)}\`]`);
    expect(replies.PRRT_3).toContain(`Changed in [\`${readme?.sha.slice(0, 7)}\`]`);
    expect(replies.PRRT_2).toBe("src/old.ts was removed in this PR; nothing to change.");
    expect(replies.PRRT_4).toBeUndefined();
    const final = e2e.gh.finalComment(2, 9701);
    expect(final).toContain("### Review threads");
    expect(final).toMatch(/✅ \[`src\/math\.ts:2`\].*resolved/);
    expect(final).toMatch(/💬 \[`src\/old\.ts:4 \(on removed lines.*left open/);
    expect(final).toMatch(/✅ \[`README\.md:1`\].*resolved/);
  });

  test("a review with no threads: the review's text is the request, no GraphQL writes", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    e2e.gh.gate().progressComment(2, 9801);
    prContext(head, base);
    e2e.gh.scope.post("/graphql", asks("reviewThreads")).reply(200, threadsPage([]));
    const cassette = await writeCassette(e2e.origin, [
      { tool_calls: [{ name: "attempt_completion", input: { result: "Nothing to change." } }] },
    ]);
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "pull_request_review", payload: reviewPayload(head, base) },
      inputs: { model: `replay:${cassette}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(e2e.gh.finalComment(2, 9801)).toContain("The review had no open threads");
  });
});

describe.each(EDIT_FORMATS)("least privilege (%s): read and edit src/** only, everything else denied", (format) => {
  test("a review's thread: the fix is pushed on the PR's branch", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({ config: leastPrivilege(format), branches: { "fix-add": BROKEN } });
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    e2e.gh.gate().progressComment(2, 9711);
    prContext(head, base);
    e2e.gh.scope
      .post("/graphql", asks("reviewThreads"))
      .reply(200, threadsPage([thread(1, { path: "src/math.ts", line: 2 }, REVIEW_ID)]));
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "pull_request_review", payload: reviewPayload(head, base) },
      turns: [
        editTurn(format, "src/math.ts", "  return a * b;", "  return a + b;"),
        { tool_calls: [{ name: "attempt_completion", input: { result: "add() adds now." } }] },
      ],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "fix-add", commits: "1" });
    expect(remoteCommits(e2e.origin, "fix-add", head).map((c) => c.subject)).toEqual([
      expect.stringContaining(editSubject(format, "src/math.ts")),
    ]);
  });
});
