/**
 * Flows 1 and 4 (docs/decisions/0005-a-checkpoint-per-tool-call.md): a comment on a pull request. From this
 * repository, the work goes on the PR's own branch (looked up with GET /pulls/N)
 * and no new PR is opened; from a fork, nothing is pushed and the change is
 * posted as a patch in a comment.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import {
  cloneWorkspace,
  examplePayload,
  type JsonObject,
  merge,
  remoteCommits,
  remoteGit,
  runActionE2e,
  runUrl,
  writeCassette,
} from "./harness.js";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "./least-privilege.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**"]
`;

const COMMENT = 2501234789;
const PR_FILES = { "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n" };

const e2e = useE2e({ config: CONFIG, branches: { "fix-add": PR_FILES } });

/** GET /pulls/2 as GitHub answers it, heads pointing at the sandbox's commits. */
function pullResponse(patch: JsonObject): JsonObject {
  const pr = examplePayload("pull_request_review_comment").pull_request;
  if (typeof pr !== "object" || pr === null || Array.isArray(pr)) throw new Error("example has no pull_request");
  return merge(merge(pr, { changed_files: 1, additions: 1, deletions: 1, review_comments: 0 }), patch);
}

const NUMBERS_TEST = {
  name: "write_to_file",
  input: { path: "test/math.test.ts", content: "// add(2, 3) === 5 on Node 24 too\n" },
};

describe("a comment on a pull request", () => {
  test("of this repository: commits on the PR's branch, pushed; no new PR", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    e2e.gh
      .gate()
      .pull(2, pullResponse({ head: { sha: head }, base: { sha: base } }), 2)
      .reaction(COMMENT)
      .progressComment(2, 9101)
      .issue(2, { title: "Fix add() sign", body: "Fixes #1.\n\nChanges `a - b` to `a + b`." })
      .pullFiles(2, [{ filename: "src/math.ts", status: "modified", additions: 1, deletions: 1, patch: "@@ -1 +1 @@" }])
      .issueOnly(1);
    const cassette = await writeCassette(e2e.origin, [
      { tool_calls: [NUMBERS_TEST] },
      { tool_calls: [{ name: "attempt_completion", input: { result: "Made the test pass." } }] },
    ]);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.pr") },
      inputs: { model: `replay:${cassette}` },
      runId: "601",
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "fix-add", pr_url: "", commits: "1" });
    const commits = remoteCommits(e2e.origin, "fix-add", head);
    expect(commits.map((c) => c.subject)).toEqual([expect.stringMatching(/^write_to_file: test\/math\.test\.ts/)]);
    expect(commits[0]?.trailers["Patchbay-Run"]).toBe(runUrl(e2e.origin, "601"));
    // No PR was created or updated: the requests above are all there were.
    expect(e2e.gh.requests.some((r) => r.startsWith("POST /repos/octo-org/example/pulls"))).toBe(false);
    expect(e2e.gh.finalComment(2, 9101)).toContain("✅ Patchbay finished");
    expect(e2e.gh.finalComment(2, 9101)).toContain(commits[0]?.sha.slice(0, 7));
  });

  test("from a fork: nothing is pushed, the change is posted as a patch", async () => {
    // The fork's head is reachable only as refs/pull/2/head, as on GitHub.
    const seed = cloneWorkspace(e2e.origin, "fix-add");
    git(seed, "push", "-q", "origin", "fix-add:refs/pull/2/head");
    git(e2e.origin.remote, "branch", "-D", "fix-add");
    const head = remoteGit(e2e.origin, "rev-parse", "refs/pull/2/head");
    const refsBefore = remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)");
    e2e.gh
      .gate()
      .pull(
        2,
        pullResponse({
          head: {
            sha: head,
            ref: "fix-add",
            label: "someone:fix-add",
            repo: { full_name: "someone/example", fork: true },
          },
        }),
        2,
      )
      .reaction(COMMENT)
      .progressComment(2, 9201)
      .issue(2, { title: "Fix add() sign", body: "Fixes #1." })
      .pullFiles(2, [])
      .issueOnly(1)
      .extraComment(2, 9202);
    const cassette = await writeCassette(e2e.origin, [
      { tool_calls: [NUMBERS_TEST] },
      { tool_calls: [{ name: "attempt_completion", input: { result: "Added the test." } }] },
    ]);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.pr") },
      inputs: { model: `replay:${cassette}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", pr_url: "", commits: "1" });
    // Nothing pushed anywhere.
    expect(remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)")).toBe(refsBefore);
    // The patch comment: a format-patch series of the checkpoint.
    const patch = String(e2e.gh.bodiesOf("POST", "/repos/octo-org/example/issues/2/comments")[1]?.body);
    expect(patch).toContain("comes from a fork");
    expect(patch).toContain("Subject: [PATCH] write_to_file: test/math.test.ts");
    expect(patch).toContain("+// add(2, 3) === 5 on Node 24 too");
    expect(e2e.gh.finalComment(2, 9201)).toContain("✅ Patchbay finished");
  });

  test("a review comment: answered in its thread, on the PR's branch, under the base's config (not the head's)", async () => {
    // The PR tries to loosen the rules for its own run.
    const pr = cloneWorkspace(e2e.origin, "fix-add");
    await writeFile(
      path.join(pr, ".github/patchbay.yml"),
      "approval:\n  default: allow\n  rules:\n    - allow: execute_command\n",
    );
    git(pr, "commit", "-q", "-am", "loosen the rules");
    git(pr, "push", "-q", "origin", "fix-add");
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    const TRIGGER = 1612345678;
    const payload = examplePayload("pull_request_review_comment", {
      comment: { commit_id: head, original_commit_id: head },
      pull_request: { head: { sha: head }, base: { sha: base } },
    });
    e2e.gh
      .gate()
      .reviewThread(2, TRIGGER, 9301)
      .issue(2, { title: "Fix add() sign", body: "Fixes #1." })
      .pull(2, pullResponse({ head: { sha: head }, base: { sha: base } }))
      .pullFiles(2, [{ filename: "src/math.ts", status: "modified", additions: 1, deletions: 1, patch: "@@ -1 +1 @@" }])
      .issueOnly(1);
    const run = await runActionE2e({
      origin: e2e.origin,
      // actions/checkout on a pull_request event: the PR's head (here), with the base fetched for config.
      workspace: cloneWorkspace(e2e.origin, "fix-add"),
      event: { name: "pull_request_review_comment", payload },
      inputs: {
        model: `replay:${await writeCassette(e2e.origin, [
          { tool_calls: [NUMBERS_TEST] },
          { tool_calls: [{ name: "execute_command", input: { command: "touch pwned.txt" } }] },
        ])}`,
      },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    // The base's rules ask about execute_command; the head's would have allowed it.
    expect(run.outputs).toMatchObject({ outcome: "awaiting_approval", branch: "fix-add", pr_url: "", commits: "1" });
    expect(remoteCommits(e2e.origin, "fix-add", head).map((c) => c.trailers["Patchbay-Tool"])).toEqual([
      "write_to_file",
    ]);
    const replies = e2e.gh.bodiesOf("POST", `/repos/octo-org/example/pulls/2/comments/${TRIGGER}/replies`);
    expect(String(replies[0]?.body)).toContain("Patchbay is working on this");
    const edits = e2e.gh.bodiesOf("PATCH", "/repos/octo-org/example/pulls/comments/9301");
    expect(String(edits[edits.length - 1]?.body)).toContain("**Pending call:** `execute_command` `touch pwned.txt`");
  });
});

describe.each(EDIT_FORMATS)("least privilege (%s): read and edit src/** only, everything else denied", (format) => {
  test("a comment on a pull request: the fix is pushed on its branch", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({ config: leastPrivilege(format), branches: { "fix-add": PR_FILES } });
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    e2e.gh
      .gate()
      .pull(2, pullResponse({ head: { sha: head }, base: { sha: base } }), 2)
      .reaction(COMMENT)
      .progressComment(2, 9111)
      .issue(2, { title: "Fix add() sign", body: "Fixes #1." })
      .pullFiles(2, [{ filename: "src/math.ts", status: "modified", additions: 1, deletions: 1, patch: "@@ -1 +1 @@" }])
      .issueOnly(1);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.pr") },
      turns: [
        editTurn(format, "src/math.ts", "  return a + b;", "  return b + a;"),
        { tool_calls: [{ name: "attempt_completion", input: { result: "Swapped the operands." } }] },
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
