/**
 * Who and what starts a code review (docs/decisions/0017-code-review.md), end to end through the action:
 * `@patchbay review [focus]` on a line of the diff (a draft is reviewed when
 * someone asks), a request by someone without permission (refused before any
 * write), an automatic review of a draft (skipped), a pull request from a fork
 * (its head fetched through the pull ref, nothing pushed anywhere), and a
 * re-review after a force-push (the whole pull request again, said so).
 */
import { readFile } from "node:fs/promises";
import { beforeEach, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import {
  listedComment,
  prCommentEvent,
  pullFiles,
  pullRequestEvent,
  pullResponse,
  ReviewMock,
  reviewCommentEvent,
} from "./code-review-mock.js";
import { cloneWorkspace, OWNER, REPO, remoteGit, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `code_review:
  auto: true
approval:
  default: deny
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["grep -n *"]
`;
const BROKEN = { "src/math.ts": "export function add(a: number, b: number): number {\n  return a * b;\n}\n" };
const ONE_FINDING = [
  {
    tool_calls: [
      {
        name: "add_review_comment",
        input: { path: "src/math.ts", line: 2, severity: "high", body: "add() multiplies." },
      },
    ],
  },
  { tool_calls: [{ name: "attempt_completion", input: { result: "One problem." } }] },
];

const e2e = useE2e({ config: CONFIG, branches: { "fix-add": BROKEN } });
let head: string;
let base: string;
beforeEach(() => {
  head = remoteGit(e2e.origin, "rev-parse", "fix-add");
  base = remoteGit(e2e.origin, "rev-parse", "main");
});

test("@patchbay review <focus> on a line of a draft's diff: reviewed, 👀 on that comment, the summary in the conversation, an allowed command run", async () => {
  const review = new ReviewMock(e2e.gh);
  e2e.gh.gate();
  e2e.gh.scope.post(`/repos/${OWNER}/${REPO}/pulls/comments/7101/reactions`, { content: "eyes" }).reply(201, { id: 1 });
  review
    .identity()
    .comments()
    .createsSummary(9911)
    .files(pullFiles(e2e.origin, base, head))
    .review(5511);
  const run = await e2e.run({
    ref: "fix-add",
    event: {
      name: "pull_request_review_comment",
      payload: reviewCommentEvent("@patchbay review the arithmetic", { head, base, draft: true }),
    },
    turns: [
      { tool_calls: [{ name: "execute_command", input: { command: "grep -n return src/math.ts" } }] },
      ...ONE_FINDING,
    ],
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  // A review runs the commands the rules allow (in the e2e.origin).
  expect(run.log).toMatch(/✓ execute_command grep -n return src\/math\.ts/);
  expect(review.reviews().map((r) => r.comments?.map((c) => [c.path, c.line, c.side]))).toEqual([
    [["src/math.ts", 2, "RIGHT"]],
  ]);
  expect(review.createdComments()).toBe(1);
  const start = JSON.parse((await readFile(run.outputs.transcript ?? "", "utf8")).split("\n")[0] ?? "{}");
  expect(start.prompt).toContain("Review pull request #2. @octocat asks to focus on: the arithmetic");
});

test("a review asked for by someone without write permission: refused before anything is written", async () => {
  e2e.gh.tokenUser().permission("octocat", "read");
  const run = await e2e.run({
    event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
    inputs: { model: `replay:${await writeCassette(e2e.origin, ONE_FINDING)}` },
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  expect(e2e.gh.writes).toEqual([]);
  expect(run.outputs.outcome).toBe("skipped");
  expect(run.outputs.final_message).toContain("octocat has read permission");
});

test("an automatic review of a draft is skipped without a single request; marking it ready reviews it", async () => {
  const draft = await e2e.run({
    ref: "fix-add",
    event: { name: "pull_request", payload: pullRequestEvent("opened", { head, base, draft: true }) },
    inputs: { model: `replay:${await writeCassette(e2e.origin, ONE_FINDING)}` },
  });
  expect(draft.exitCode, draft.log).toBe(0);
  expect(e2e.gh.requests).toEqual([]);
  expect(draft.outputs.outcome).toBe("skipped");
  expect(draft.log).toContain("pull request #2 is a draft: automatic reviews wait until it is marked ready for review");

  const review = new ReviewMock(e2e.gh);
  e2e.gh.gate();
  review
    .identity()
    .comments()
    .createsSummary(9912)
    .files(pullFiles(e2e.origin, base, head))
    .review(5512);
  const ready = await e2e.run({
    ref: "fix-add",
    event: { name: "pull_request", payload: pullRequestEvent("ready_for_review", { head, base }) },
    inputs: { model: `replay:${await writeCassette(e2e.origin, ONE_FINDING)}` },
  });
  expect(ready.exitCode, ready.log).toBe(0);
  e2e.gh.assertDone();
  expect(review.reviews()).toHaveLength(1);
});

test("a fork's pull request: its head fetched through the pull ref, reviewed, nothing pushed anywhere", async () => {
  // The fork's head is reachable only as refs/pull/2/head, as on GitHub.
  const seed = cloneWorkspace(e2e.origin, "fix-add");
  git(seed, "push", "-q", "origin", "fix-add:refs/pull/2/head");
  git(e2e.origin.remote, "branch", "-D", "fix-add");
  const fork = { head, base, fork: "someone/example" };
  const refsBefore = remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)");
  const review = new ReviewMock(e2e.gh);
  e2e.gh.gate().pull(2, pullResponse(fork)).reaction(7001);
  review
    .identity()
    .comments()
    .createsSummary(9913)
    .files(pullFiles(e2e.origin, base, "refs/pull/2/head"))
    .review(5513);
  const run = await e2e.run({
    event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
    inputs: { model: `replay:${await writeCassette(e2e.origin, ONE_FINDING)}` },
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  expect(run.log).toContain(`reviewing ${head.slice(0, 7)}, the head of pull request #2`);
  expect(review.reviews()[0]?.commit_id).toBe(head);
  expect(remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)")).toBe(refsBefore);
});

test("a force-push between two reviews: the whole pull request is reviewed again, and the summary says why", async () => {
  // The last review saw a commit the branch no longer has.
  const gone = cloneWorkspace(e2e.origin, "fix-add");
  git(gone, "commit", "-q", "--allow-empty", "-m", "reviewed, then force-pushed away");
  const lost = git(gone, "rev-parse", "HEAD");
  const earlier = `<!-- patchbay-code-review -->\n<!-- patchbay-code-review-state {"v":1,"head":"${lost}","event":"COMMENT"} -->\n<!-- patchbay-code-review-body -->\nold\n<!-- /patchbay-code-review-body -->\n<!-- patchbay -->`;
  const review = new ReviewMock(e2e.gh);
  e2e.gh.gate();
  review
    .identity()
    .comments([listedComment(9914, earlier)])
    .editsSummary(9914)
    .files(pullFiles(e2e.origin, base, head));
  e2e.gh.scope.post("/graphql").reply(200, {
    data: {
      repository: {
        pullRequest: { reviewThreads: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } },
      },
    },
  });
  review.review(5514);
  const run = await e2e.run({
    ref: "fix-add",
    event: {
      name: "pull_request",
      payload: pullRequestEvent("synchronize", { head, base }, { before: lost, after: head }),
    },
    inputs: { model: `replay:${await writeCassette(e2e.origin, ONE_FINDING)}` },
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  const summary = review.summaryWrites(9914).at(-1) ?? "";
  expect(summary).toContain(`the whole pull request at \`${head.slice(0, 7)}\``);
  expect(summary).toContain(`force-pushed since the last review (\`${lost.slice(0, 7)}\` is no longer in its history)`);
  expect(summary).toContain(`"head":"${head}"`);
  expect(review.createdComments()).toBe(0);
  expect(review.reviews()).toHaveLength(1);
});

test("@patchbay review again with no new commits: nothing new to review, the model not called, the last summary kept", async () => {
  const earlier = `<!-- patchbay-code-review -->\n<!-- patchbay-code-review-state {"v":1,"head":"${head}","event":"COMMENT"} -->\n<!-- patchbay-code-review-body -->\n### 🔍 Patchbay code review: 3 findings\n<!-- /patchbay-code-review-body -->\n<!-- patchbay -->`;
  const review = new ReviewMock(e2e.gh);
  e2e.gh.gate().pull(2, pullResponse({ head, base })).reaction(7001);
  review
    .identity()
    .comments([listedComment(9915, earlier)])
    .editsSummary(9915)
    .files(pullFiles(e2e.origin, base, head));
  const run = await e2e.run({
    event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
    // No turns: a model call would end the run with an error.
    turns: [],
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  expect(review.reviews()).toEqual([]);
  const summary = review.summaryWrites(9915).at(-1) ?? "";
  expect(summary).toContain(`Nothing to review: there are no new commits since the last review (${head.slice(0, 7)}).`);
  expect(summary).toContain("<details><summary>The last completed review</summary>");
  expect(summary).toContain("### 🔍 Patchbay code review: 3 findings");
  expect(summary).toContain(`{"v":1,"head":"${head}","event":"COMMENT"}`);
  expect(run.outputs).toMatchObject({ outcome: "no_changes", findings: "0" });
});
