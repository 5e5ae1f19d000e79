/**
 * "ask" in CI (docs/decisions/0003-approval-is-a-pure-decision.md): a call the rules ask about stops
 * the run as awaiting_approval, with the pending call, the rule and a suggested
 * rule in the comment and outputs; `@patchbay approve` in a new workflow run
 * (a fresh clone, the state ref fetched from origin) runs the call and goes on;
 * `@patchbay deny <why>` refuses it and the reason reaches the model. A question
 * (ask_followup_question) ends as needs_input and the next comment answers it.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { pullUrl } from "./github-mock.js";
import { type CassetteTurn, examplePayload, remoteCommits, remoteGit, remoteHas } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  default: ask
  rules:
    - allow: [read_file, list_files, search_files]
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**", "tests-ran.txt"]
`;

const BRANCH = "patchbay/issue-1";
const STATE_REF = `refs/patchbay/state/${BRANCH}`;
const FIRST_COMMENT = 2501234567;
const FIX = {
  name: "write_to_file",
  input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
};
const RUN_TESTS = { name: "execute_command", input: { command: "touch tests-ran.txt" } };
const done = (result: string): CassetteTurn => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

const e2e = useE2e({ config: CONFIG });

/** A later `@patchbay …` comment on issue #1. */
function answer(id: number, body: string) {
  return {
    name: "issue_comment",
    payload: examplePayload("issue_comment.issue", {
      comment: { id, body, created_at: "2026-11-20T10:00:00Z", updated_at: "2026-11-20T10:00:00Z" },
    }),
  };
}

/** Run 1: a fix (checkpoint), then a command the rules ask about. */
async function runUntilApproval() {
  e2e.gh.gate().reaction(FIRST_COMMENT).progressComment(1, 9401).issue(1).openPulls(BRANCH).createPull(31);
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    turns: [{ tool_calls: [FIX] }, { tool_calls: [RUN_TESTS] }],
    runId: "901",
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  return run;
}

/** Every file of the saved state (state.json and the conversation's chunk files), as one text. */
function stateJson(): string {
  const files = remoteGit(e2e.origin, "ls-tree", "-r", "--name-only", STATE_REF).split("\n").filter(Boolean);
  return files.map((f) => remoteGit(e2e.origin, "show", `${STATE_REF}:${f}`)).join("\n");
}

describe("the approval round trip", () => {
  test("ask → awaiting_approval with the pending call; approve (fresh clone) → the call runs and the run goes on", async () => {
    const first = await runUntilApproval();
    expect(first.outputs).toMatchObject({ outcome: "awaiting_approval", branch: BRANCH, commits: "1" });
    const waiting = e2e.gh.finalComment(1, 9401);
    expect(waiting).toContain("⏸ Patchbay is waiting for approval");
    expect(waiting).toContain("**Pending call:** `execute_command` `touch tests-ran.txt`");
    expect(waiting).toMatch(/\*\*Asked by:\*\* `[^`]*default[^`]*`/);
    expect(waiting).toContain("@patchbay approve");
    expect(waiting).toContain("@patchbay deny <why>");
    expect(waiting).toContain("add this rule to `.github/patchbay.yml`");
    expect(waiting).toMatch(/```yaml\n[\s\S]*execute_command[\s\S]*touch[\s\S]*```/);
    // The session state travelled to origin with the branch.
    expect(remoteHas(e2e.origin, STATE_REF)).toBe(true);
    expect(stateJson()).toContain("touch tests-ran.txt");
    expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(true);
    const transcript = (await readFile(first.outputs.transcript ?? "", "utf8")).trim().split("\n");
    expect(JSON.parse(transcript[transcript.length - 1] ?? "{}")).toMatchObject({
      type: "end",
      outcome: "awaiting_approval",
    });

    // Run 2: a new workflow run on a fresh checkout of main.
    e2e.resetGitHub();
    e2e.gh
      .gate()
      .reaction(2501235000)
      .progressComment(1, 9402)
      .issue(1)
      .openPulls(BRANCH, [{ number: 31, html_url: pullUrl(31), draft: true }])
      .updatePull(31);
    const second = await e2e.run({
      event: answer(2501235000, "@patchbay approve"),
      turns: [done("Fixed add(); the tests ran.")],
      runId: "902",
    });
    expect(second.exitCode, second.log).toBe(0);
    e2e.gh.assertDone();
    expect(second.log).toContain(`continuing the saved session on ${BRANCH} (approval)`);
    expect(second.outputs).toMatchObject({ outcome: "completed", branch: BRANCH, pr_url: pullUrl(31), commits: "1" });
    // The approved command ran in run 2 and its change is a checkpoint of its own.
    const commits = remoteCommits(e2e.origin, BRANCH);
    expect(commits.map((c) => c.trailers["Patchbay-Tool"])).toEqual(["write_to_file", "execute_command"]);
    expect(remoteGit(e2e.origin, "ls-tree", "--name-only", BRANCH)).toContain("tests-ran.txt");
    const final = e2e.gh.finalComment(1, 9402);
    expect(final).toContain("✅ Patchbay finished");
    expect(final).toContain("`execute_command` `touch tests-ran.txt`");
    // The PR lists both runs' checkpoints, each once.
    const body = String(e2e.gh.bodiesOf("PATCH", "/repos/octo-org/example/pulls/31")[0]?.body);
    expect(body).toContain("### Checkpoints (2)");
    for (const c of commits) expect(body.split(`/commit/${c.sha}`)).toHaveLength(2);
  });

  test("deny <why>: the call is refused and the reason reaches the model", async () => {
    await runUntilApproval();
    e2e.resetGitHub();
    e2e.gh
      .gate()
      .reaction(2501235001)
      .progressComment(1, 9403)
      .issue(1)
      .openPulls(BRANCH, [{ number: 31, html_url: pullUrl(31), draft: true }])
      .updatePull(31);
    const denied = await e2e.run({
      event: answer(2501235001, "@patchbay deny no shell commands on this repo"),
      turns: [done("Left the tests for CI.")],
    });
    expect(denied.exitCode, denied.log).toBe(0);
    e2e.gh.assertDone();
    // `commits` counts this run's checkpoints (action.yml), not the first run's.
    expect(denied.outputs).toMatchObject({ outcome: "completed", commits: "0" });
    expect(remoteCommits(e2e.origin, BRANCH)).toHaveLength(1);
    expect(remoteGit(e2e.origin, "ls-tree", "--name-only", BRANCH)).not.toContain("tests-ran.txt");
    // The conversation the model continues from holds the refusal with the reason.
    expect(stateJson()).toContain("The user denied this execute_command call: no shell commands on this repo");
    expect(e2e.gh.finalComment(1, 9403)).toContain(
      "- ❌ `execute_command` `touch tests-ran.txt` — denied when asked for approval",
    );
  });
});

describe("a follow-up question", () => {
  test("ask_followup_question → needs_input; the next comment is the answer", async () => {
    e2e.gh.gate().reaction(FIRST_COMMENT).progressComment(1, 9501).issue(1);
    const asked = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      turns: [
        { tool_calls: [{ name: "ask_followup_question", input: { question: "Should add() also accept strings?" } }] },
      ],
    });
    expect(asked.exitCode, asked.log).toBe(0);
    e2e.gh.assertDone();
    expect(asked.outputs).toMatchObject({ outcome: "needs_input", commits: "0", pr_url: "" });
    const question = e2e.gh.finalComment(1, 9501);
    expect(question).toContain("❓ Patchbay needs your input");
    expect(question).toContain("Should add() also accept strings?");
    expect(question).toContain("Answer with `@patchbay <your answer>`");
    expect(remoteHas(e2e.origin, STATE_REF)).toBe(true);

    e2e.resetGitHub();
    e2e.gh.gate().reaction(2501235002).progressComment(1, 9502).issue(1).openPulls(BRANCH).createPull(32);
    const answered = await e2e.run({
      event: answer(2501235002, "@patchbay no, numbers only"),
      turns: [{ tool_calls: [FIX] }, done("Numbers only; fixed.")],
    });
    expect(answered.exitCode, answered.log).toBe(0);
    e2e.gh.assertDone();
    expect(answered.log).toContain("(reply)");
    expect(answered.outputs).toMatchObject({ outcome: "completed", pr_url: pullUrl(32), commits: "1" });
    expect(stateJson()).toContain("no, numbers only");
  });
});
