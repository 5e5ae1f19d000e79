/**
 * The sweep's per-issue job: the `issue` input makes a dispatched (or scheduled)
 * run work on that issue as if the person who started the workflow had labeled it.
 */
import { expect, test } from "vitest";
import { pullUrl } from "./github-mock.js";
import { ACTOR, examplePayload, OWNER, REPO, remoteCommits, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const e2e = useE2e({ config: "approval:\n  default: allow\n" });

test("issue: N works on that issue for GITHUB_ACTOR, through the permission gate", async () => {
  const labeled = examplePayload("issues.labeled");
  // The event rebuilt from the API: the repository, the issue, and the person who started the workflow.
  const json = { "content-type": "application/json" };
  e2e.gh.scope.get(`/repos/${OWNER}/${REPO}`).reply(200, JSON.stringify(labeled.repository), json);
  e2e.gh.scope.get(`/repos/${OWNER}/${REPO}/issues/1`).reply(200, JSON.stringify(labeled.issue), json);
  e2e.gh.scope.get(`/users/${ACTOR.login}`).reply(200, { login: ACTOR.login, id: ACTOR.id, type: "User" });
  e2e.gh.gate().progressComment(1, 9301).issue(1).openPulls("patchbay/issue-1").createPull(31);
  const cassette = await writeCassette(e2e.origin, [
    {
      tool_calls: [
        {
          name: "replace_in_file",
          input: {
            path: "src/math.ts",
            diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE",
          },
        },
      ],
    },
    { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed." } }] },
  ]);
  const run = await e2e.run({
    event: { name: "workflow_dispatch", payload: examplePayload("workflow_dispatch", { inputs: { label: "sweep" } }) },
    inputs: { model: `replay:${cassette}`, issue: "1" },
    env: { GITHUB_ACTOR: ACTOR.login },
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  expect(run.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/issue-1", pr_url: pullUrl(31) });
  expect(remoteCommits(e2e.origin, "patchbay/issue-1")).toHaveLength(1);
});

test("issue: something that is not a number fails the step before anything runs", async () => {
  const run = await e2e.run({
    event: { name: "workflow_dispatch", payload: examplePayload("workflow_dispatch") },
    inputs: { issue: "twelve" },
    env: { GITHUB_ACTOR: ACTOR.login },
  });
  expect(run.exitCode).toBe(1);
  e2e.gh.assertDone();
  expect(run.log).toContain('input `issue` must be an issue number, got "twelve"');
});
