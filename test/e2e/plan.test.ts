/**
 * Plan first (docs/decisions/0018-stages-around-a-run.md): `@patchbay plan …` is a read-only run that posts a
 * plan and creates no branch; `@patchbay go` in a later workflow run continues
 * the same session under the normal rules and does the work.
 */
import { describe, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { pullUrl } from "./github-mock.js";
import { cloneWorkspace, examplePayload, remoteCommits, remoteGit, remoteHas, writeCassette } from "./harness.js";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "./least-privilege.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  default: allow
  rules:
    - allow: [write_to_file, replace_in_file, execute_command]
`;
const FIX = {
  name: "replace_in_file",
  input: { path: "src/math.ts", diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE" },
};
const PLAN_TEXT = "1. In src/math.ts make add() return a + b.\n2. Check with the tests.";
const BRANCH = "patchbay/issue-1";

const e2e = useE2e({ config: CONFIG });

function comment(id: number, body: string) {
  return {
    name: "issue_comment",
    payload: examplePayload("issue_comment.issue", {
      comment: { id, body, created_at: "2026-11-20T09:30:00Z", updated_at: "2026-11-20T09:30:00Z" },
    }),
  };
}

async function planRun(runId: string) {
  e2e.gh.gate().reaction(3001).progressComment(1, 9001).issue(1);
  const cassette = await writeCassette(e2e.origin, [
    { tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
    // The model tries to write in plan mode: denied, whatever the rules allow.
    { tool_calls: [FIX] },
    { tool_calls: [{ name: "execute_command", input: { command: "npm test" } }] },
    { tool_calls: [{ name: "attempt_completion", input: { result: PLAN_TEXT } }] },
  ]);
  return e2e.run({
    event: comment(3001, "@patchbay plan fix the sign in add()"),
    inputs: { model: `replay:${cassette}` },
    runId,
  });
}

describe("plan, then go", () => {
  test("the plan run writes nothing and makes no branch; the go continues its session and does the work", async () => {
    const plan = await planRun("801");
    expect(plan.exitCode, plan.log).toBe(0);
    e2e.gh.assertDone();
    expect(plan.outputs).toMatchObject({ outcome: "no_changes", branch: "", commits: "0" });
    expect(plan.log).toContain("Denied by built-in: plan mode: replace_in_file writes files (src/math.ts)");
    expect(plan.log).toContain("execute_command runs a command (`npm test`)");
    expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
    expect(remoteHas(e2e.origin, `refs/patchbay/plan/${BRANCH}`)).toBe(true);
    expect(remoteHas(e2e.origin, `refs/patchbay/state/${BRANCH}`)).toBe(true);
    expect(remoteGit(e2e.origin, "show", "main:src/math.ts")).toContain("a - b");
    const planComment = e2e.gh.finalComment(1, 9001);
    expect(planComment).toContain("In src/math.ts make add() return a + b.");
    expect(planComment).toContain("Reply `@patchbay go`");

    e2e.resetGitHub();
    e2e.gh.gate().reaction(3002).progressComment(1, 9002).issue(1).openPulls(BRANCH).createPull(12);
    const cassette = await writeCassette(e2e.origin, [
      { tool_calls: [FIX] },
      { tool_calls: [{ name: "attempt_completion", input: { result: "Done as planned." } }] },
    ]);
    const go = await e2e.run({
      event: comment(3002, "@patchbay go and keep it small"),
      inputs: { model: `replay:${cassette}` },
      runId: "802",
    });
    expect(go.exitCode, go.log).toBe(0);
    e2e.gh.assertDone();
    expect(go.outputs).toMatchObject({ outcome: "completed", branch: BRANCH, commits: "1", pr_url: pullUrl(12) });
    expect(remoteCommits(e2e.origin, BRANCH)).toHaveLength(1);
    expect(go.log).toContain(`continuing the saved session on ${BRANCH}`);
    // The session the go continued holds the plan, then the go with the maintainer's words.
    // Every file of the saved state: state.json and the conversation's chunk files.
    const ref = `refs/patchbay/state/${BRANCH}`;
    const state = remoteGit(e2e.origin, "ls-tree", "-r", "--name-only", ref)
      .split("\n")
      .map((f) => remoteGit(e2e.origin, "cat-file", "blob", `${ref}:${f}`))
      .join("\n");
    expect(state).toContain("In src/math.ts make add() return a + b.");
    expect(state).toContain("The plan you wrote above is approved.");
    expect(state).toContain("The maintainer added: and keep it small");
    // The plan is used up.
    expect(remoteHas(e2e.origin, `refs/patchbay/plan/${BRANCH}`)).toBe(false);
  });

  test("a go with no plan before it says how to ask for one, and nothing runs", async () => {
    e2e.gh.gate().reaction(3003).progressComment(1, 9003);
    const cassette = await writeCassette(e2e.origin, [{ tool_calls: [FIX] }]);
    const go = await e2e.run({
      event: comment(3003, "@patchbay go"),
      inputs: { model: `replay:${cassette}` },
    });
    expect(go.exitCode, go.log).toBe(0);
    e2e.gh.assertDone();
    expect(go.outputs.outcome).toBe("skipped");
    expect(e2e.gh.finalComment(1, 9003)).toContain(
      "There is no plan to carry out here. Ask for one first with `@patchbay plan <what you want>`",
    );
    expect(go.summary).toContain("There is no plan to carry out here");
    expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
  });

  test("a go after the plan's branch changed asks for a fresh plan", async () => {
    expect((await planRun("803")).exitCode).toBe(0);
    // Someone merges to main after the plan.
    const other = cloneWorkspace(e2e.origin);
    git(other, "commit", "-q", "--allow-empty", "-m", "meanwhile on main");
    git(other, "push", "-q", "origin", "main");
    e2e.resetGitHub();
    e2e.gh.gate().reaction(3004).progressComment(1, 9004);
    const cassette = await writeCassette(e2e.origin, [{ tool_calls: [FIX] }]);
    const go = await e2e.run({
      event: comment(3004, "@patchbay go"),
      inputs: { model: `replay:${cassette}` },
    });
    e2e.gh.assertDone();
    expect(go.outputs.outcome).toBe("skipped");
    expect(e2e.gh.finalComment(1, 9004)).toMatch(
      /The plan was made on main at [0-9a-f]{7}, and main has changed since/,
    );
    expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
  });
});

describe.each(EDIT_FORMATS)("least privilege (%s): read and edit src/** only, everything else denied", (format) => {
  test("a plan, then the go: the planned fix is pushed with a pull request", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({ config: leastPrivilege(format) });
    e2e.gh.gate().reaction(3011).progressComment(1, 9011).issue(1);
    const plan = await e2e.run({
      event: comment(3011, "@patchbay plan fix the sign in add()"),
      turns: [
        { tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
        { tool_calls: [{ name: "attempt_completion", input: { result: PLAN_TEXT } }] },
      ],
    });
    expect(plan.exitCode, plan.log).toBe(0);
    e2e.gh.assertDone();
    expect(plan.outputs).toMatchObject({ outcome: "no_changes", commits: "0" });

    e2e.resetGitHub();
    e2e.gh.gate().reaction(3012).progressComment(1, 9012).issue(1).openPulls(BRANCH).createPull(13);
    const go = await e2e.run({
      event: comment(3012, "@patchbay go"),
      turns: [
        editTurn(format, "src/math.ts", "  return a - b;", "  return a + b;"),
        { tool_calls: [{ name: "attempt_completion", input: { result: "Done as planned." } }] },
      ],
    });
    expect(go.exitCode, go.log).toBe(0);
    e2e.gh.assertDone();
    expect(go.outputs).toMatchObject({ outcome: "completed", branch: BRANCH, pr_url: pullUrl(13) });
    expect(remoteCommits(e2e.origin, BRANCH).map((c) => c.subject)).toEqual([
      expect.stringContaining(editSubject(format, "src/math.ts")),
    ]);
  });
});
