/**
 * The CI-fix flow end to end (the "CI fix" flow): a real `workflow_run` payload
 * (from @octokit/webhooks-examples) for a failed run on PR #2, a replay cassette, a
 * real repository with a bare origin, and GitHub's REST API mocked with every request
 * asserted. A red run leads to one checkpoint on the PR's branch and one comment; the
 * loop guard stops a further attempt with one comment; a moved head is skipped.
 */
import { describe, expect, test } from "vitest";
import { checkpointMessage } from "../../src/git/checkpoints/message.js";
import { git } from "../helpers/git.js";
import {
  cloneWorkspace,
  type JsonObject,
  merge,
  OWNER,
  REPO,
  remoteCommits,
  remoteGit,
  runUrl,
  writeCassette,
} from "./harness.js";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "./least-privilege.js";
import { useE2e } from "./use-e2e.js";
import { failedRunPayload } from "./webhook-examples.js";

const CONFIG = `ci_fix:
  workflows: [CI]
approval:
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**"]
`;
const R = `/repos/${OWNER}/${REPO}`;
const BROKEN = { "src/math.ts": "export function add(a: number, b: number): number {\n  return a * b;\n}\n" };

const e2e = useE2e({ config: CONFIG, branches: { "fix-add": BROKEN } });

const checkpoint = (sha: string, run: number) => ({
  sha,
  commit: {
    message: checkpointMessage({ tool: "replace_in_file", summary: "src/math.ts", step: 1, runUrl: `u/${run}` }),
  },
});

function guardReads(head: string, commits: JsonObject[]) {
  e2e.gh.scope.get(`${R}/pulls/2`).reply(200, { head: { sha: head } });
  e2e.gh.scope.get(`${R}/commits`).query({ sha: head, per_page: "50" }).reply(200, commits);
}

const LOG = [
  "2026-11-24T10:00:01.0Z ##[group]Run npm test",
  "2026-11-24T10:00:06.0Z \u001b[31mFAIL\u001b[0m test/math.test.ts > add(2, 3)",
  "2026-11-24T10:00:06.1Z AssertionError: expected 6 to be 5",
  `2026-11-24T10:00:06.2Z using token ghs_e2eFakeToken0123456789abcdefABCDEF`,
].join("\n");

describe("a failed CI run on a pull request", () => {
  test("leads to a checkpoint on the PR's branch and one comment", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    guardReads(head, [{ sha: head, commit: { message: "fix-add: work" } }]);
    e2e.gh.progressComment(2, 9501);
    const blob = e2e.gh.failedJob({
      log: LOG,
      annotations: [{ path: "src/math.ts", start_line: 2, annotation_level: "failure", message: "expected 6 to be 5" }],
      diff: "diff --git a/src/math.ts b/src/math.ts\n-  return a + b;\n+  return a * b;\n",
    });
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
      { tool_calls: [{ name: "attempt_completion", input: { result: "add() multiplied; it adds again." } }] },
    ]);
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "workflow_run", payload: failedRunPayload(head) },
      inputs: { model: `replay:${cassette}` },
      runId: "801",
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    blob?.done();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "fix-add", pr_url: "", commits: "1" });
    const commits = remoteCommits(e2e.origin, "fix-add", head);
    expect(commits.map((c) => c.trailers["Patchbay-Tool"])).toEqual(["replace_in_file"]);
    expect(commits[0]?.trailers["Patchbay-Run"]).toBe(runUrl(e2e.origin, "801"));
    expect(remoteGit(e2e.origin, "show", "fix-add:src/math.ts")).toContain("return a + b;");
    // One comment, created once and edited; it links the checkpoint.
    expect(e2e.gh.bodiesOf("POST", `${R}/issues/2/comments`)).toHaveLength(1);
    expect(e2e.gh.finalComment(2, 9501)).toContain("✅ Patchbay finished");
    expect(e2e.gh.finalComment(2, 9501)).toContain(commits[0]?.sha.slice(0, 7));
  });

  test("the loop guard: after max_attempts Patchbay runs on this head, one comment says it stopped", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    guardReads(head, [
      checkpoint(head, 2),
      checkpoint("b".repeat(40), 1),
      { sha: "c".repeat(40), commit: { message: "work" } },
    ]);
    e2e.gh.scope.get(`${R}/issues/2/comments`).query({ per_page: "100" }).reply(200, []);
    e2e.gh.scope.post(`${R}/issues/2/comments`).reply(201, { id: 9601 });
    const refsBefore = remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)");
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "workflow_run", payload: failedRunPayload(head) },
      turns: [],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs.outcome).toBe("skipped");
    expect(run.log).toContain("ci_fix.max_attempts is 2");
    const [comment] = e2e.gh.bodiesOf("POST", `${R}/issues/2/comments`);
    expect(String(comment?.body)).toContain("Patchbay stopped: it already made 2 attempt(s)");
    expect(String(comment?.body)).toContain("Push a commit of your own");
    expect(remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)")).toBe(refsBefore);
  });

  test("a failure on a commit that is no longer the branch tip is skipped, with no comment", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    e2e.gh.scope.get(`${R}/pulls/2`).reply(200, { head: { sha: "d".repeat(40) } });
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "workflow_run", payload: failedRunPayload(head) },
      turns: [],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs.outcome).toBe("skipped");
    expect(run.log).toContain("the branch is at ddddddd now");
  });

  test("a workflow not in ci_fix.workflows is skipped before any request", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const payload = merge(failedRunPayload(head), { workflow_run: { name: "Deploy" }, workflow: { name: "Deploy" } });
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "workflow_run", payload },
      turns: [],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(e2e.gh.requests).toEqual([]);
    expect(run.log).toContain('workflow "Deploy" is not in ci_fix.workflows');
  });

  test("a failure with no pull request on a branch not in ci_fix.branches is skipped before any request", async () => {
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const payload = merge(failedRunPayload(head), { workflow_run: { pull_requests: [] } });
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "workflow_run", payload },
      turns: [],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(e2e.gh.requests).toEqual([]);
    expect(run.log).toContain("fix-add, which has no pull request and is not in ci_fix.branches");
  });

  test("a fork's failure: nothing is pushed, the fix is posted on its pull request as a patch", async () => {
    const seed = cloneWorkspace(e2e.origin, "fix-add");
    git(seed, "push", "-q", "origin", "fix-add:refs/pull/2/head");
    git(e2e.origin.remote, "branch", "-D", "fix-add");
    const head = remoteGit(e2e.origin, "rev-parse", "refs/pull/2/head");
    const base = remoteGit(e2e.origin, "rev-parse", "main");
    const refsBefore = remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)");
    const payload = merge(failedRunPayload(head), {
      workflow_run: { pull_requests: [], head_repository: { full_name: "someone/example" } },
    });
    e2e.gh.scope
      .get(`${R}/pulls`)
      .query({ head: "someone:fix-add", state: "open", per_page: "1" })
      .reply(200, [{ number: 2 }]);
    e2e.gh.pull(2, {
      number: 2,
      title: "Fix add()",
      body: "",
      html_url: `https://github.com/${OWNER}/${REPO}/pull/2`,
      created_at: "2026-11-20T09:00:00Z",
      updated_at: "2026-11-20T09:00:00Z",
      head: { ref: "fix-add", sha: head, repo: { full_name: "someone/example" } },
      base: { ref: "main", sha: base, repo: { full_name: `${OWNER}/${REPO}` } },
    });
    e2e.gh.progressComment(2, 9901);
    e2e.gh.failedJob({ log: { gone: true }, diff: "diff --git a/src/math.ts b/src/math.ts\n" });
    e2e.gh.extraComment(2, 9902);
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
      { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed add()." } }] },
    ]);
    const run = await e2e.run({
      event: { name: "workflow_run", payload },
      inputs: { model: `replay:${cassette}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)")).toBe(refsBefore);
    const patch = String(e2e.gh.bodiesOf("POST", `${R}/issues/2/comments`)[1]?.body);
    expect(patch).toContain("comes from a fork");
    expect(patch).toContain("+  return a + b;");
  });
});

describe.each(EDIT_FORMATS)("least privilege (%s): read and edit src/** only, everything else denied", (format) => {
  test("a failed CI run: the fix is pushed on the PR's branch", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({
      config: leastPrivilege(format, "ci_fix:\n  workflows: [CI]\n"),
      branches: { "fix-add": BROKEN },
    });
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    guardReads(head, [{ sha: head, commit: { message: "fix-add: work" } }]);
    e2e.gh.progressComment(2, 9511);
    e2e.gh.failedJob({
      log: LOG,
      diff: "diff --git a/src/math.ts b/src/math.ts\n-  return a + b;\n+  return a * b;\n",
    });
    const run = await e2e.run({
      ref: "fix-add",
      event: { name: "workflow_run", payload: failedRunPayload(head) },
      turns: [
        editTurn(format, "src/math.ts", "  return a * b;", "  return a + b;"),
        { tool_calls: [{ name: "attempt_completion", input: { result: "add() adds again." } }] },
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
