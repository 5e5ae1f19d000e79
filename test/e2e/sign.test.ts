/**
 * `git.sign: true`: checkpoints are made through GitHub's Git
 * Data API, so GitHub signs them and shows them as Verified. Through the action,
 * with the GitHub API mocked at the network edge and the Git Data API carried out
 * on the real bare origin: the branch on the remote holds the API-made commits,
 * and the run's own checkout ends on them. A dry run makes no Git Data API call.
 */
import { expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { gitDataApi } from "./git-data-mock.js";
import { pullUrl } from "./github-mock.js";
import {
  cloneWorkspace,
  examplePayload,
  remoteCommits,
  remoteGit,
  remoteHas,
  runActionE2e,
  writeCassette,
} from "./harness.js";
import { useE2e } from "./use-e2e.js";

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

const e2e = useE2e({ config: CONFIG });

test("git.sign: each checkpoint is a commit GitHub made (blob, tree, commit, ref), and the branch points at it", async () => {
  e2e.gh.gate().reaction(COMMENT).progressComment(1, 9001).issue(1).openPulls(BRANCH).createPull(11);
  const api = gitDataApi(e2e.gh.scope, e2e.origin.remote);
  const main = remoteGit(e2e.origin, "rev-parse", "main");
  const workspace = cloneWorkspace(e2e.origin);
  const run = await runActionE2e({
    origin: e2e.origin,
    workspace,
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { model: `replay:${await writeCassette(e2e.origin, TURNS)}` },
    runId: "702",
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  expect(run.outputs).toMatchObject({ outcome: "completed", branch: BRANCH, commits: "2", pr_url: pullUrl(11) });

  // The requests, in order: the branch is created at main on GitHub, then each checkpoint
  // is a blob, a tree on its parent's tree, a commit, and the ref moved to it.
  const ref = "/repos/octo-org/example/git/ref";
  expect(e2e.gh.requests.filter((r) => r.includes("/git/"))).toEqual([
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
  const commits = remoteCommits(e2e.origin, BRANCH);
  expect(commits.map((c) => c.subject)).toEqual([
    expect.stringMatching(/^write_to_file: src\/math\.ts/),
    expect.stringMatching(/^write_to_file: test\/math\.test\.ts/),
  ]);
  const posted = e2e.gh.bodiesOf("POST", "/repos/octo-org/example/git/commits");
  expect(posted.map((b) => b.parents)).toEqual([[main], [commits[0]?.sha]]);
  for (const body of posted) expect(Object.keys(body).sort()).toEqual(["message", "parents", "tree"]);
  expect(posted[0]?.message).toContain("Patchbay-Tool: write_to_file");
  expect(remoteGit(e2e.origin, "log", "--format=%an <%ae>", `main..${BRANCH}`).split("\n")).toEqual([
    "GitHub <noreply@github.com>",
    "GitHub <noreply@github.com>",
  ]);
  const moves = e2e.gh.bodiesOf("PATCH", `${ref}s/`);
  expect(moves.map((b) => [b.sha, b.force])).toEqual(commits.map((c) => [c.sha, false]));
  expect(remoteGit(e2e.origin, "rev-parse", `refs/heads/${BRANCH}`)).toBe(commits[1]?.sha);
  // The API-made commits are what the run's checkout is on, with the files as written; no fallback branch.
  expect(git(workspace, "rev-parse", "HEAD")).toBe(commits[1]?.sha);
  expect(git(workspace, "show", `${BRANCH}:src/math.ts`)).toBe("export const add = 1;");
  expect(git(workspace, "status", "--porcelain")).toBe("");
  expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}-2`)).toBe(false);
  const [pull] = e2e.gh.bodiesOf("POST", "/repos/octo-org/example/pulls");
  expect(pull).toMatchObject({ head: BRANCH, base: "main" });
});

test("git.sign with dry_run: local commits, no Git Data API call at all, nothing pushed", async () => {
  e2e.gh.gate();
  const api = gitDataApi(e2e.gh.scope, e2e.origin.remote);
  const workspace = cloneWorkspace(e2e.origin);
  const run = await runActionE2e({
    origin: e2e.origin,
    workspace,
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { dry_run: "true", model: `replay:${await writeCassette(e2e.origin, TURNS)}` },
    runId: "701",
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(run.outputs).toMatchObject({ outcome: "completed", commits: "2" });
  expect(e2e.gh.requests.filter((r) => r.includes("/git/"))).toEqual([]);
  expect(api.calls).toEqual([]);
  expect(e2e.gh.writes).toEqual([]);
  expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
  expect(git(workspace, "log", "-2", "--format=%s", BRANCH).split("\n")).toEqual([
    expect.stringContaining("write_to_file: test/math.test.ts"),
    expect.stringContaining("write_to_file: src/math.ts"),
  ]);
  expect(run.log).toContain("git.sign: this run pushes nothing, so its checkpoints are ordinary local commits");
});
