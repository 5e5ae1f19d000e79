/**
 * Two-job runs, the flows no person starts, split in two jobs through the built
 * action: a scheduled task (publish pushes the task's branch and opens its PR)
 * and a CI fix (publish re-applies the loop guard's reads, pushes the PR's branch
 * and posts the one comment). Every agent stage makes read requests only.
 */
import type nock from "nock";
import { describe, expect, test } from "vitest";
import { type GitHubMock, pullUrl } from "./github-mock.js";
import { type CassetteTurn, type EventSpec, examplePayload, OWNER, REPO, remoteCommits, remoteGit } from "./harness.js";
import { useE2e } from "./use-e2e.js";
import { failedRunPayload } from "./webhook-examples.js";

const R = `/repos/${OWNER}/${REPO}`;
const done = (result: string): CassetteTurn => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });
const FIX = (from: string) => ({
  name: "replace_in_file",
  input: { path: "src/math.ts", diff: `------- SEARCH\n  return ${from};\n=======\n  return a + b;\n+++++++ REPLACE` },
});

// Each test runs the built action two to four times (agent and publish, per workflow run): over
// the default 30 s when the whole suite shares the machine, hence the explicit 120 s below.
const e2e = useE2e();

async function stage(
  which: "agent" | "publish",
  event: EventSpec,
  runId: string,
  mocks: (gh: GitHubMock) => void,
  options: { turns?: CassetteTurn[]; checkout?: string } = {},
) {
  const done = await e2e.stage(which, { event, runId, github: mocks, turns: options.turns, ref: options.checkout });
  return { run: done.run, gh: done.gh };
}

describe("automation, split", () => {
  test("a scheduled task: publish pushes the task's branch and opens its PR", async () => {
    await e2e.createOrigin({
      config: `approval:
  rules:
    - allow: [replace_in_file]
      paths: ["src/**"]
tasks:
  tidy:
    schedule: "0 6 * * 1"
    prompt: Fix the sign in add().
`,
    });
    const event = { name: "schedule", payload: examplePayload("schedule") };
    await stage("agent", event, "651", (g) => g.openPulls("patchbay/task-tidy"), {
      turns: [{ tool_calls: [FIX("a - b")] }, done("Fixed add().")],
    });
    const { run, gh: publishGh } = await stage("publish", event, "651", (g) =>
      g.openPulls("patchbay/task-tidy").createPull(22),
    );
    expect(run.outputs).toMatchObject({ branch: "patchbay/task-tidy", pr_url: pullUrl(22) });
    expect(publishGh.writes.map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo-org/example/pulls"]);
    expect(remoteCommits(e2e.origin, "patchbay/task-tidy")).toHaveLength(1);
  }, 120_000);

  test("a CI fix: publish pushes the PR's branch and posts the one comment", async () => {
    const BROKEN = { "src/math.ts": "export function add(a: number, b: number): number {\n  return a * b;\n}\n" };
    await e2e.createOrigin({
      config: `ci_fix:
  workflows: [CI]
approval:
  rules:
    - allow: [replace_in_file]
      paths: ["src/**"]
`,
      branches: { "fix-add": BROKEN },
    });
    const head = remoteGit(e2e.origin, "rev-parse", "fix-add");
    const event = { name: "workflow_run", payload: failedRunPayload(head) };
    const guard = (g: GitHubMock) => {
      g.scope.get(`${R}/pulls/2`).reply(200, { head: { sha: head } });
      g.scope
        .get(`${R}/commits`)
        .query({ sha: head, per_page: "50" })
        .reply(200, [{ sha: head, commit: { message: "fix-add: work" } }]);
    };
    let blob: nock.Scope | undefined;
    await stage(
      "agent",
      event,
      "661",
      (g) => {
        guard(g);
        // After the mock's own set-up: closing the previous one cleans every interceptor.
        blob = g.failedJob({
          log: "FAIL test/math.test.ts > add(2, 3)\n",
          diff: "diff --git a/src/math.ts b/src/math.ts\n",
        });
      },
      { checkout: "fix-add", turns: [{ tool_calls: [FIX("a * b")] }, done("add() adds again.")] },
    );
    blob?.done();
    await stage("publish", event, "661", (g) => {
      guard(g);
      g.extraComment(2, 9501);
    });
    expect(remoteCommits(e2e.origin, "fix-add", head).map((c) => c.trailers["Patchbay-Tool"])).toEqual([
      "replace_in_file",
    ]);
    expect(remoteGit(e2e.origin, "show", "fix-add:src/math.ts")).toContain("return a + b;");
  }, 120_000);
});
