/**
 * Scheduled maintenance and automation (config `tasks`, the `prompt` input): `schedule` and
 * `workflow_dispatch` run the configured task; a PR only when something changed,
 * and a later run of the same task updates the open PR. A `prompt` input turns
 * any event into automation mode.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { pullUrl } from "./github-mock.js";
import { examplePayload, remoteCommits, remoteGit, remoteHas, runUrl, writeCassette } from "./harness.js";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "./least-privilege.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "package.json"]
tasks:
  deps:
    schedule: "0 6 * * 1"
    prompt: Update outdated dev dependencies; open a PR only if the tests pass.
`;

const BUMP = {
  name: "write_to_file",
  input: { path: "package.json", content: '{ "devDependencies": { "x": "^2" } }\n' },
};
const done = (result: string) => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

const e2e = useE2e({
  config: CONFIG,
  files: { "package.json": '{ "devDependencies": { "x": "^1" } }\n' },
});

describe("scheduled and dispatched tasks", () => {
  test("schedule: no changes → no PR and no branch; changes → a PR; the next run updates that PR", async () => {
    // 1. Nothing to do: no GitHub request at all (a schedule names nobody to check), nothing pushed.
    const idle = await e2e.run({
      event: { name: "schedule", payload: examplePayload("schedule") },
      turns: [done("Everything is up to date.")],
    });
    expect(idle.exitCode, idle.log).toBe(0);
    e2e.gh.assertDone();
    expect(e2e.gh.requests).toEqual([]);
    expect(idle.outputs).toMatchObject({ outcome: "no_changes", pr_url: "", commits: "0" });
    // Nothing was pushed, so no branch is named.
    expect(idle.outputs.branch).toBe("");
    const branch = "patchbay/task-deps";
    expect(remoteHas(e2e.origin, `refs/heads/${branch}`)).toBe(false);

    // 2. A change: the branch is pushed and a PR opened.
    e2e.gh.openPulls(branch).createPull(21);
    const changed = await e2e.run({
      event: { name: "schedule", payload: examplePayload("schedule") },
      turns: [{ tool_calls: [BUMP] }, done("Bumped x to ^2.")],
      runId: "801",
    });
    expect(changed.exitCode, changed.log).toBe(0);
    e2e.gh.assertDone();
    expect(changed.outputs).toMatchObject({ outcome: "completed", branch, pr_url: pullUrl(21), commits: "1" });
    const [created] = e2e.gh.bodiesOf("POST", "/repos/octo-org/example/pulls");
    expect(created).toMatchObject({ head: branch, base: "main", title: "Patchbay: task deps" });
    expect(String(created?.body)).toContain("task `deps`");
    const first = remoteCommits(e2e.origin, branch);
    expect(first.map((c) => c.trailers["Patchbay-Run"])).toEqual([runUrl(e2e.origin, "801")]);

    // 3. The next week's run finds the open PR and updates it.
    e2e.resetGitHub();
    e2e.gh.openPulls(branch, [{ number: 21, html_url: pullUrl(21), draft: true }]).updatePull(21);
    const again = await e2e.run({
      event: { name: "schedule", payload: examplePayload("schedule") },
      turns: [
        {
          tool_calls: [
            {
              name: "write_to_file",
              input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
            },
          ],
        },
        done("Also fixed add()."),
      ],
      runId: "802",
    });
    expect(again.exitCode, again.log).toBe(0);
    e2e.gh.assertDone();
    expect(again.outputs).toMatchObject({ outcome: "completed", branch, pr_url: pullUrl(21) });
    expect(remoteCommits(e2e.origin, branch)).toHaveLength(2);
  });

  test("workflow_dispatch with input task: the permission of who dispatched it is checked, then the task runs", async () => {
    e2e.gh.gate().openPulls("patchbay/task-deps").createPull(22);
    const run = await e2e.run({
      event: { name: "workflow_dispatch", payload: examplePayload("workflow_dispatch") },
      turns: [{ tool_calls: [BUMP] }, done("Bumped.")],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", pr_url: pullUrl(22), commits: "1" });
    expect(remoteCommits(e2e.origin, run.outputs.branch ?? "")).toHaveLength(1);
  });
});

describe("the prompt input (automation mode)", () => {
  test("turns an ordinary comment into a run on its issue, the prompt being the operator's request", async () => {
    const COMMENT = 2501230001;
    // No 👀: the comment did not ask for anything; the workflow did.
    e2e.gh.gate().progressComment(1, 9301).issue(1).openPulls("patchbay/issue-1").createPull(23);
    const run = await e2e.run({
      event: {
        name: "issue_comment",
        payload: examplePayload("issue_comment.issue", { comment: { id: COMMENT, body: "Thanks, looks good to me." } }),
      },
      inputs: {
        prompt: "Triage this issue and fix it if it is a one-line bug.",
        model: `replay:${await writeCassette(e2e.origin, [
          {
            tool_calls: [
              {
                name: "write_to_file",
                input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
              },
            ],
          },
          done("One-line fix."),
        ])}`,
      },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/issue-1", pr_url: pullUrl(23) });
    expect(remoteGit(e2e.origin, "show", "patchbay/issue-1:src/math.ts")).toContain("a + b");
    expect(e2e.gh.finalComment(1, 9301)).toContain("One-line fix.");
    // The operator's prompt is the request as it is, not a commenter's text to be wary of.
    const start = JSON.parse((await readFile(run.outputs.transcript ?? "", "utf8")).split("\n")[0] ?? "{}");
    expect(start).toMatchObject({ type: "start", prompt: "Triage this issue and fix it if it is a one-line bug." });
  });
});

describe.each(EDIT_FORMATS)("least privilege (%s): read and edit src/** only, everything else denied", (format) => {
  test("a scheduled task's change is pushed with a pull request", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({
      config: leastPrivilege(
        format,
        `tasks:
  tidy:
    schedule: "0 6 * * 1"
    prompt: Fix the sign in add().
`,
      ),
    });
    e2e.gh.openPulls("patchbay/task-tidy").createPull(22);
    const run = await e2e.run({
      event: { name: "schedule", payload: examplePayload("schedule") },
      turns: [editTurn(format, "src/math.ts", "  return a - b;", "  return a + b;"), done("Fixed add().")],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/task-tidy", pr_url: pullUrl(22) });
    expect(remoteCommits(e2e.origin, "patchbay/task-tidy").map((c) => c.subject)).toEqual([
      expect.stringContaining(editSubject(format, "src/math.ts")),
    ]);
  });
});
