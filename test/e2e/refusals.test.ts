/**
 * Flow 8, bad input (docs/decisions/0006-the-action-surface.md): who may not start a run is turned away without a
 * comment or a commit; a failure at the end (GitHub refusing the PR) is a clear
 * failure that keeps the pushed commits; a cancelled run stops, keeps its
 * commits and says so.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { cloneWorkspace, examplePayload, remoteCommits, remoteGit, runActionE2e, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["touch *", "sleep *"]
`;

const FIX = {
  name: "write_to_file",
  input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
};
const done = (result: string) => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

const e2e = useE2e({ config: CONFIG });

/** A run whose request should never reach the model: the cassette is empty, so any model call would fail. */
async function refusedRun(payload: ReturnType<typeof examplePayload>) {
  const refsBefore = remoteGit(e2e.origin, "for-each-ref");
  const run = await e2e.run({
    event: { name: "issue_comment", payload },
    turns: [],
  });
  expect(run.exitCode, run.log).toBe(0);
  e2e.gh.assertDone();
  expect(run.outputs).toMatchObject({ outcome: "skipped", commits: "0", branch: "", pr_url: "" });
  expect(remoteGit(e2e.origin, "for-each-ref")).toBe(refsBefore);
  // No comment, no reaction: only the reads of the gate.
  expect(e2e.gh.writes).toEqual([]);
  return run;
}

describe("who may not start a run", () => {
  test("an actor with read permission only: skipped, with the reason in the log", async () => {
    e2e.gh.tokenUser().permission("octocat", "read");
    const run = await refusedRun(examplePayload("issue_comment.issue"));
    expect(run.log).toContain("octocat has read permission on octo-org/example; Patchbay needs write");
  });

  test("a bot that is not allow-listed (turned away before any request)", async () => {
    const bot = { login: "renovate[bot]", id: 29139614, type: "Bot" };
    const run = await refusedRun(examplePayload("issue_comment.issue", { comment: { user: bot }, sender: bot }));
    expect(e2e.gh.requests).toEqual([]);
    expect(run.log).toContain("renovate[bot]");
    expect(run.log).toContain("allowed_bots");
  });

  test("Patchbay's own comment never triggers it (no request at all)", async () => {
    const run = await refusedRun(
      examplePayload("issue_comment.issue", {
        comment: { body: "### ✅ Patchbay finished\n\nAsk `@patchbay approve` to continue.\n\n<!-- patchbay -->" },
      }),
    );
    expect(e2e.gh.requests).toEqual([]);
    expect(run.log).toContain("Patchbay's own");
  });
});

describe("failures after the work is done", () => {
  test("GitHub answers 403 to the PR create: the step fails clearly, the commits are pushed, the comment says so", async () => {
    e2e.gh
      .gate()
      .reaction(2501234567)
      .progressComment(1, 9601)
      .issue(1)
      .openPulls("patchbay/issue-1")
      .createPull(0, 403, {
        message: "GitHub Actions is not permitted to create or approve pull requests.",
        documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
      });
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      turns: [{ tool_calls: [FIX] }, done("Fixed.")],
    });
    e2e.gh.assertDone();
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain("::error::");
    expect(run.log).toContain('Turn on "Allow GitHub Actions to create and approve pull requests"');
    expect(run.outputs).toMatchObject({ outcome: "failed", branch: "patchbay/issue-1", commits: "1", pr_url: "" });
    expect(remoteCommits(e2e.origin, "patchbay/issue-1")).toHaveLength(1);
    // The comment does not claim to be working forever.
    const final = e2e.gh.finalComment(1, 9601);
    expect(final).not.toContain("Patchbay is working on this");
    expect(final).toContain("Allow GitHub Actions to create and approve pull requests");
  });
});

describe("a cancelled run", () => {
  test("the job is cancelled midway: the run stops as cancelled, keeps its commits and finishes the comment", async () => {
    e2e.gh.gate().reaction(2501234567).progressComment(1, 9701).issue(1).openPulls("patchbay/issue-1").createPull(41);
    const workspace = cloneWorkspace(e2e.origin);
    const run = await runActionE2e({
      origin: e2e.origin,
      workspace,
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      inputs: {
        model: `replay:${await writeCassette(e2e.origin, [
          { tool_calls: [FIX] },
          { tool_calls: [{ name: "execute_command", input: { command: "touch started.txt && sleep 20" } }] },
          done("never reached"),
        ])}`,
      },
      // The runner cancels a job with a signal; Patchbay's handler turns it into an abort.
      during: async (step) => {
        const marker = path.join(workspace, "started.txt");
        for (let i = 0; i < 500 && !existsSync(marker); i++) await new Promise((r) => setTimeout(r, 20));
        step.signal("SIGINT");
      },
    });
    e2e.gh.assertDone();
    expect(run.exitCode, run.log).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: "cancelled", branch: "patchbay/issue-1" });
    expect(remoteCommits(e2e.origin, "patchbay/issue-1").map((c) => c.trailers["Patchbay-Tool"])).toContain(
      "write_to_file",
    );
    expect(e2e.gh.finalComment(1, 9701)).toContain("⏹ Patchbay was cancelled");
  });
});
