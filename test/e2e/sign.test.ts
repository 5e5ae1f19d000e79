/**
 * `git.sign: true`: checkpoints are made through GitHub's Git
 * Data API, so GitHub signs them and shows them as Verified. Through the action,
 * with the GitHub API mocked at the network edge and the Git Data API carried out
 * on the real bare origin: the branch on the remote holds the API-made commits,
 * and the run's own checkout ends on them. A dry run makes no Git Data API call.
 */
import { afterEach, beforeEach, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { gitDataApi } from "./git-data-mock.js";
import { GitHubMock, pullUrl } from "./github-mock.js";
import {
  cloneWorkspace,
  createSandbox,
  examplePayload,
  remoteCommits,
  remoteGit,
  remoteHas,
  runActionE2e,
  type Sandbox,
  writeCassette,
} from "./harness.js";

const CONFIG = `git:
  sign: true
approval:
  rules:
    - allow: [read_file, write_to_file]
      paths: ["src/**", "test/**"]
`;

const BRANCH = "patchbay/issue-1";
const COMMENT = 2501234567;

const TURNS = [
  { tool_calls: [{ name: "write_to_file", input: { path: "src/math.ts", content: "export const add = 1;\n" } }] },
  { tool_calls: [{ name: "write_to_file", input: { path: "test/math.test.ts", content: "// add\n" } }] },
  { tool_calls: [{ name: "attempt_completion", input: { result: "Done." } }] },
];

let sandbox: Sandbox;
let gh: GitHubMock;
beforeEach(async () => {
  sandbox = await createSandbox({ config: CONFIG });
  gh = new GitHubMock();
});
afterEach(async () => {
  gh.close();
  await sandbox.cleanup();
});

test("git.sign: each checkpoint is a commit GitHub made (blob, tree, commit, ref), and the branch points at it", async () => {
  gh.gate().reaction(COMMENT).progressComment(1, 9001).issue(1).openPulls(BRANCH).createPull(11);
  const api = gitDataApi(gh.scope, sandbox.remote);
  const main = remoteGit(sandbox, "rev-parse", "main");
  const workspace = cloneWorkspace(sandbox);
  const run = await runActionE2e({
    sandbox,
    workspace,
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { model: `replay:${await writeCassette(sandbox, TURNS)}` },
    runId: "702",
  });
  expect(run.exitCode, run.log).toBe(0);
  gh.assertDone();
  expect(run.outputs).toMatchObject({ outcome: "completed", branch: BRANCH, commits: "2", pr_url: pullUrl(11) });

  // The requests, in order: the branch is created at main on GitHub, then each checkpoint
  // is a blob, a tree on its parent's tree, a commit, and the ref moved to it.
  const ref = "/repos/octo-org/example/git/ref";
  expect(gh.requests.filter((r) => r.includes("/git/"))).toEqual([
    `GET ${ref}/heads/${BRANCH}`,
    "POST /repos/octo-org/example/git/refs",
    ...Array.from({ length: 2 }, () => [
      "POST /repos/octo-org/example/git/blobs",
      "POST /repos/octo-org/example/git/trees",
      "POST /repos/octo-org/example/git/commits",
      `PATCH ${ref}s/heads/${BRANCH}`,
    ]).flat(),
  ]);
  expect(api.calls[1]).toEqual({ name: "createRef", args: [BRANCH, main] });

  // The branch on the remote holds exactly the API-made commits, authored by GitHub (no author
  // was sent: GitHub signs such commits), each on the one before, with the checkpoint's message.
  const commits = remoteCommits(sandbox, BRANCH);
  expect(commits.map((c) => c.subject)).toEqual([
    expect.stringMatching(/^write_to_file: src\/math\.ts/),
    expect.stringMatching(/^write_to_file: test\/math\.test\.ts/),
  ]);
  const posted = gh.bodiesOf("POST", "/repos/octo-org/example/git/commits");
  expect(posted.map((b) => b.parents)).toEqual([[main], [commits[0]?.sha]]);
  for (const body of posted) expect(Object.keys(body).sort()).toEqual(["message", "parents", "tree"]);
  expect(posted[0]?.message).toContain("Patchbay-Tool: write_to_file");
  expect(remoteGit(sandbox, "log", "--format=%an <%ae>", `main..${BRANCH}`).split("\n")).toEqual([
    "GitHub <noreply@github.com>",
    "GitHub <noreply@github.com>",
  ]);
  const moves = gh.bodiesOf("PATCH", `${ref}s/`);
  expect(moves.map((b) => [b.sha, b.force])).toEqual(commits.map((c) => [c.sha, false]));
  expect(remoteGit(sandbox, "rev-parse", `refs/heads/${BRANCH}`)).toBe(commits[1]?.sha);
  // The API-made commits are what the run's checkout is on, with the files as written; no fallback branch.
  expect(git(workspace, "rev-parse", "HEAD")).toBe(commits[1]?.sha);
  expect(git(workspace, "show", `${BRANCH}:src/math.ts`)).toBe("export const add = 1;");
  expect(git(workspace, "status", "--porcelain")).toBe("");
  expect(remoteHas(sandbox, `refs/heads/${BRANCH}-2`)).toBe(false);
  const [pull] = gh.bodiesOf("POST", "/repos/octo-org/example/pulls");
  expect(pull).toMatchObject({ head: BRANCH, base: "main" });
});

test("git.sign with dry_run: local commits, no Git Data API call at all, nothing pushed", async () => {
  gh.gate();
  const api = gitDataApi(gh.scope, sandbox.remote);
  const workspace = cloneWorkspace(sandbox);
  const run = await runActionE2e({
    sandbox,
    workspace,
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { dry_run: "true", model: `replay:${await writeCassette(sandbox, TURNS)}` },
    runId: "701",
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(run.outputs).toMatchObject({ outcome: "completed", commits: "2" });
  expect(gh.requests.filter((r) => r.includes("/git/"))).toEqual([]);
  expect(api.calls).toEqual([]);
  expect(gh.writes).toEqual([]);
  expect(remoteHas(sandbox, `refs/heads/${BRANCH}`)).toBe(false);
  expect(git(workspace, "log", "-2", "--format=%s", BRANCH).split("\n")).toEqual([
    expect.stringContaining("write_to_file: test/math.test.ts"),
    expect.stringContaining("write_to_file: src/math.ts"),
  ]);
  expect(run.log).toContain("git.sign: this run pushes nothing, so its checkpoints are ordinary local commits");
});
