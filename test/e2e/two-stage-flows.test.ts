/**
 * Two-job runs: flows that span workflow runs, each run split in two jobs through the
 * built action. Approvals: the `ask` comment is posted by publish, with the
 * branch and the saved session pushed; `@patchbay approve` starts a new agent
 * stage that resumes from the pushed state. Plan/go: the plan record travels in
 * the outbox, the go continues from it and publish removes the used plan. Every
 * agent stage makes read requests only.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { type GitHubMock, pullUrl } from "./github-mock.js";
import { type CassetteTurn, type EventSpec, examplePayload, remoteCommits, remoteGit, remoteHas } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const BRANCH = "patchbay/issue-1";
const done = (result: string): CassetteTurn => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

// Each test runs the built action two to four times (agent and publish, per workflow run): over
// the default 30 s when the whole suite shares the machine, hence the explicit 120 s below.
const e2e = useE2e();
let gh: GitHubMock;

function comment(id: number, body: string): EventSpec {
  return {
    name: "issue_comment",
    payload: examplePayload("issue_comment.issue", {
      comment: { id, body, created_at: "2026-11-20T10:00:00Z", updated_at: "2026-11-20T10:00:00Z" },
    }),
  };
}

/** The agent stage with only `reads` mocked: any write request would be unexpected. */
async function agent(event: EventSpec, turns: CassetteTurn[], runId: string, reads: (gh: GitHubMock) => void) {
  const stage = await e2e.stage("agent", { event, runId, github: reads, turns });
  gh = stage.gh;
  return stage;
}

async function publish(event: EventSpec, runId: string, expected: (gh: GitHubMock) => void) {
  const stage = await e2e.stage("publish", { event, runId, github: expected });
  gh = stage.gh;
  return stage.run;
}

const lastComment = (issue: number) =>
  String(gh.bodiesOf("POST", `/repos/octo-org/example/issues/${issue}/comments`).at(-1)?.body ?? "");

describe("approvals, split", () => {
  beforeEach(async () => {
    await e2e.createOrigin({
      config: `approval:
  default: ask
  rules:
    - allow: [read_file, write_to_file]
      paths: ["src/**", "tests-ran.txt"]
`,
    });
  });

  test("publish posts the ask; the approval's agent stage resumes from the pushed state", async () => {
    const first = comment(2501234567, "@patchbay fix add()");
    const fix = {
      name: "write_to_file",
      input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
    };
    const ask = { name: "execute_command", input: { command: "touch tests-ran.txt" } };
    const one = await agent(first, [{ tool_calls: [fix] }, { tool_calls: [ask] }], "911", (g) =>
      g.gate().issue(1).openPulls(BRANCH),
    );
    expect(one.run.outputs.outcome).toBe("awaiting_approval");
    expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
    await publish(first, "911", (g) =>
      g.gate().reaction(2501234567).openPulls(BRANCH).createPull(31).extraComment(1, 9401),
    );
    const waiting = lastComment(1);
    expect(waiting).toContain("⏸ Patchbay is waiting for approval");
    expect(waiting).toContain("**Pending call:** `execute_command` `touch tests-ran.txt`");
    expect(waiting).toContain("@patchbay approve");
    expect(remoteHas(e2e.origin, `refs/patchbay/state/${BRANCH}`)).toBe(true);

    const approve = comment(2501235000, "@patchbay approve");
    const two = await agent(approve, [done("Fixed add(); the tests ran.")], "912", (g) =>
      g
        .gate()
        .issue(1)
        .openPulls(BRANCH, [{ number: 31, html_url: pullUrl(31), draft: true }]),
    );
    expect(two.run.log).toContain(`continuing the saved session on ${BRANCH} (approval)`);
    await publish(approve, "912", (g) =>
      g
        .gate()
        .reaction(2501235000)
        .openPulls(BRANCH, [{ number: 31, html_url: pullUrl(31), draft: true }])
        .updatePull(31)
        .extraComment(1, 9402),
    );
    expect(remoteCommits(e2e.origin, BRANCH).map((c) => c.trailers["Patchbay-Tool"])).toEqual([
      "write_to_file",
      "execute_command",
    ]);
    expect(remoteGit(e2e.origin, "ls-tree", "--name-only", BRANCH)).toContain("tests-ran.txt");
    expect(lastComment(1)).toContain("✅ Patchbay finished");
    expect(lastComment(1)).toContain(pullUrl(31));
  }, 120_000);
});

describe("plan, then go, split", () => {
  beforeEach(async () => {
    await e2e.createOrigin({
      config: `approval:
  default: allow
  rules:
    - allow: [write_to_file, replace_in_file, execute_command]
`,
    });
  });

  test("the plan travels in the outbox; the go continues it and publish removes the used plan", async () => {
    const FIX = {
      name: "replace_in_file",
      input: {
        path: "src/math.ts",
        diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE",
      },
    };
    const planEvent = comment(3001, "@patchbay plan fix the sign in add()");
    const plan = await agent(planEvent, [done("1. In src/math.ts make add() return a + b.")], "921", (g) =>
      g.gate().issue(1),
    );
    expect(plan.run.outputs.outcome).toBe("no_changes");
    await publish(planEvent, "921", (g) => g.gate().reaction(3001).extraComment(1, 9001));
    expect(remoteHas(e2e.origin, `refs/patchbay/plan/${BRANCH}`)).toBe(true);
    expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
    expect(lastComment(1)).toContain("Reply `@patchbay go`");

    const goEvent = comment(3002, "@patchbay go");
    const go = await agent(goEvent, [{ tool_calls: [FIX] }, done("Done as planned.")], "922", (g) =>
      g.gate().issue(1).openPulls(BRANCH),
    );
    expect(go.run.log).toContain(`continuing the saved session on ${BRANCH}`);
    await publish(goEvent, "922", (g) =>
      g.gate().reaction(3002).openPulls(BRANCH).createPull(12).extraComment(1, 9002),
    );
    expect(remoteCommits(e2e.origin, BRANCH)).toHaveLength(1);
    expect(remoteGit(e2e.origin, "show", `${BRANCH}:src/math.ts`)).toContain("a + b");
    expect(remoteHas(e2e.origin, `refs/patchbay/plan/${BRANCH}`)).toBe(false);
  }, 120_000);
});
