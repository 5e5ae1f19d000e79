/**
 * `git.sign: true` makes commits through GitHub's Git Data API; a dry run must
 * not write there (issue 14 item 11). The action, with the GitHub API mocked:
 * a dry run's checkpoints are ordinary local commits and no request writes.
 */
import { afterEach, beforeEach, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { GitHubMock } from "./github-mock.js";
import {
  cloneWorkspace,
  createSandbox,
  examplePayload,
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
      paths: ["src/**"]
`;

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

test("git.sign with dry_run: local commits, no Git Data API write, nothing pushed", async () => {
  gh.gate();
  const workspace = cloneWorkspace(sandbox);
  const run = await runActionE2e({
    sandbox,
    workspace,
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: {
      dry_run: "true",
      model: `replay:${await writeCassette(sandbox, [
        { tool_calls: [{ name: "write_to_file", input: { path: "src/math.ts", content: "export const add = 1;\n" } }] },
        { tool_calls: [{ name: "attempt_completion", input: { result: "Done." } }] },
      ])}`,
    },
    runId: "701",
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(run.outputs).toMatchObject({ outcome: "completed", commits: "1" });
  expect(gh.writes.filter((w) => w.path.includes("/git/"))).toEqual([]);
  expect(gh.writes).toEqual([]);
  expect(remoteHas(sandbox, "refs/heads/patchbay/issue-1")).toBe(false);
  expect(git(workspace, "log", "-1", "--format=%s", "patchbay/issue-1")).toContain("write_to_file: src/math.ts");
});
