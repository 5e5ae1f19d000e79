/**
 * Flow 2 (docs/decisions/0006-the-action-surface.md): a request on an issue → branch patchbay/issue-N, a draft PR
 * that closes the issue and lists the checkpoints; a later request on the same
 * issue continues the branch and the saved session, and updates that PR.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { pullUrl } from "./github-mock.js";
import { examplePayload, remoteCommits, remoteHas, runUrl, writeCassette } from "./harness.js";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "./least-privilege.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  default: ask
  rules:
    - allow: [read_file, list_files, search_files]
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**"]
`;

const FIX = {
  name: "replace_in_file",
  input: { path: "src/math.ts", diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE" },
};

const e2e = useE2e({ config: CONFIG });

describe("a request on an issue", () => {
  test("works on patchbay/issue-1 and opens a draft PR that closes the issue; a later request continues it", async () => {
    const COMMENT = 2501234567;
    e2e.gh.gate().reaction(COMMENT).progressComment(1, 9001).issue(1).openPulls("patchbay/issue-1").createPull(11);
    const cassette = await writeCassette(e2e.origin, [
      { text: "Reading add().", tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
      { tool_calls: [FIX] },
      { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed the sign in add()." } }] },
    ]);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      inputs: { model: `replay:${cassette}` },
      runId: "501",
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({
      outcome: "completed",
      branch: "patchbay/issue-1",
      pr_url: pullUrl(11),
      commits: "1",
      turns: "3",
    });
    // The PR: draft, closes the issue, lists the checkpoint.
    const [created] = e2e.gh.bodiesOf("POST", "/repos/octo-org/example/pulls");
    const commits = remoteCommits(e2e.origin, "patchbay/issue-1");
    expect(commits).toHaveLength(1);
    expect(created).toMatchObject({ head: "patchbay/issue-1", base: "main", draft: true });
    expect(String(created?.body)).toContain("Closes #1");
    expect(String(created?.body)).toContain(commits[0]?.sha.slice(0, 7));
    // The commit and its trailers.
    expect(commits[0]?.subject).toMatch(/^replace_in_file: src\/math\.ts/);
    expect(commits[0]?.trailers).toMatchObject({
      "Patchbay-Run": runUrl(e2e.origin, "501"),
      "Patchbay-Tool": "replace_in_file",
      "Co-authored-by": "octocat <21031067+octocat@users.noreply.github.com>",
    });
    expect(remoteHas(e2e.origin, "refs/patchbay/state/patchbay/issue-1")).toBe(true);
    // The progress comment: created, then finished with the summary and links.
    const final = e2e.gh.finalComment(1, 9001);
    expect(e2e.gh.commentBodies(1, 9001)[0]).toContain("Patchbay is working on this");
    expect(final).toContain("✅ Patchbay finished");
    expect(final).toContain("Fixed the sign in add().");
    expect(final).toContain(pullUrl(11));
    // The job summary.
    expect(run.summary).toContain("replace_in_file");
    expect(run.summary).toContain("mermaid");

    // A later request on the same issue: same branch, the saved session, the same PR updated.
    e2e.resetGitHub();
    const FOLLOW_UP = 2501239999;
    e2e.gh
      .gate()
      .reaction(FOLLOW_UP)
      .progressComment(1, 9002)
      .issue(1)
      .openPulls("patchbay/issue-1", [{ number: 11, html_url: pullUrl(11), draft: true }])
      .updatePull(11);
    const cassette2 = await writeCassette(e2e.origin, [
      {
        tool_calls: [{ name: "write_to_file", input: { path: "test/math.test.ts", content: "// add(2, 3) === 5\n" } }],
      },
      { tool_calls: [{ name: "attempt_completion", input: { result: "Added a test." } }] },
    ]);
    const second = await e2e.run({
      event: {
        name: "issue_comment",
        payload: examplePayload("issue_comment.issue", {
          comment: {
            id: FOLLOW_UP,
            body: "@patchbay now add a test for it",
            created_at: "2026-11-20T09:30:00Z",
            updated_at: "2026-11-20T09:30:00Z",
          },
        }),
      },
      inputs: { model: `replay:${cassette2}` },
      runId: "502",
    });
    expect(second.exitCode, second.log).toBe(0);
    e2e.gh.assertDone();
    expect(second.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/issue-1", pr_url: pullUrl(11) });
    expect(second.log).toContain("continuing the saved session on patchbay/issue-1");
    const all = remoteCommits(e2e.origin, "patchbay/issue-1");
    expect(all.map((c) => c.subject)).toEqual([
      commits[0]?.subject,
      expect.stringMatching(/^write_to_file: test\/math\.test\.ts/),
    ]);
    expect(all[1]?.trailers["Patchbay-Run"]).toBe(runUrl(e2e.origin, "502"));
    // The PR body now lists both runs' checkpoints.
    const [updated] = e2e.gh.bodiesOf("PATCH", "/repos/octo-org/example/pulls/11");
    expect(String(updated?.body)).toContain(all[0]?.sha.slice(0, 7));
    expect(String(updated?.body)).toContain(all[1]?.sha.slice(0, 7));
  });

  test("labeled `patchbay`: no comment to react to; the issue's text is data for the model, not its instructions", async () => {
    e2e.gh.gate().progressComment(1, 9003).issue(1).openPulls("patchbay/issue-1").createPull(12);
    const run = await e2e.run({
      event: { name: "issues", payload: examplePayload("issues.labeled") },
      turns: [{ tool_calls: [FIX] }, { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed." } }] }],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/issue-1", pr_url: pullUrl(12) });
    expect(e2e.gh.requests.some((r) => r.includes("/reactions"))).toBe(false);
    const [created] = e2e.gh.bodiesOf("POST", "/repos/octo-org/example/pulls");
    expect(created?.title).toBe("Patchbay: add() returns the wrong sum (#1)");
    expect(String(created?.body)).toContain("Closes #1");
    // The model was asked to resolve the issue; the issue's own words came as context.
    const start = JSON.parse((await readFile(run.outputs.transcript ?? "", "utf8")).split("\n")[0] ?? "{}");
    expect(start).toMatchObject({ type: "start" });
    // The title is the issue author's words: only in the fenced context, never in the instructions.
    expect(start.prompt).toMatch(/^Resolve issue #1\. Its title, description and discussion are in the context below/);
    expect(start.prompt).not.toContain("add() returns the wrong sum");
  });
});

describe.each(EDIT_FORMATS)("least privilege (%s): read and edit src/** only, everything else denied", (format) => {
  test("a label and a comment each end with the fix pushed and a pull request", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({ config: leastPrivilege(format) });
    const fix = editTurn(format, "src/math.ts", "  return a - b;", "  return a + b;");
    const done = { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed." } }] };
    e2e.gh.gate().progressComment(1, 9004).issue(1).openPulls("patchbay/issue-1").createPull(13);
    const labeled = await e2e.run({
      event: { name: "issues", payload: examplePayload("issues.labeled") },
      turns: [fix, done],
    });
    expect(labeled.exitCode, labeled.log).toBe(0);
    e2e.gh.assertDone();
    expect(labeled.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/issue-1", pr_url: pullUrl(13) });
    expect(remoteCommits(e2e.origin, "patchbay/issue-1").map((c) => c.subject)).toEqual([
      expect.stringContaining(editSubject(format, "src/math.ts")),
    ]);

    // A comment on another issue: a branch of its own, the same rules.
    e2e.resetGitHub();
    e2e.gh.gate().reaction(2501234567).progressComment(3, 9005).issue(3).openPulls("patchbay/issue-3").createPull(14);
    const commented = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue", { issue: { number: 3 } }) },
      turns: [fix, done],
    });
    expect(commented.exitCode, commented.log).toBe(0);
    e2e.gh.assertDone();
    expect(commented.outputs).toMatchObject({ outcome: "completed", branch: "patchbay/issue-3", pr_url: pullUrl(14) });
    expect(remoteCommits(e2e.origin, "patchbay/issue-3")).toHaveLength(1);
  });
});
