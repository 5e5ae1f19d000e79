/**
 * Whole runs of the action against GitHub's API mocked at the network
 * edge: a 422 "pull request already exists" finds that PR and updates it (the run
 * succeeds, its PR is the output); an HTML 502 on the PR create ends the run with
 * one line naming the call and the page's title — never the page — after looking
 * for the PR before each new attempt; and a push replayed onto commits someone
 * else pushed meanwhile lists, in the PR body and the job summary, only commits
 * that are on the pushed branch.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { pullUrl } from "./github-mock.js";
import { cloneWorkspace, examplePayload, OWNER, REPO, runActionE2e, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  default: deny
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["touch *", "sleep *"]
`;
const COMMENT = 2501234567;
const BRANCH = "patchbay/issue-1";
const R = `/repos/${OWNER}/${REPO}`;

const e2e = useE2e({ config: CONFIG });

const event = { name: "issue_comment", payload: examplePayload("issue_comment.issue") };
const write = (file: string, content: string) => ({
  tool_calls: [{ name: "write_to_file", input: { path: file, content } }],
});
const done = { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed add()." } }] };

describe("GitHub's answers at the end of a run", () => {
  test("422 'A pull request already exists': the run finds that PR, updates it and succeeds", async () => {
    e2e.gh.gate().reaction(COMMENT).progressComment(1, 9101).issue(1).openPulls(BRANCH);
    e2e.gh.createPull(0, 422, {
      message: "Validation Failed",
      errors: [
        { resource: "PullRequest", code: "custom", message: `A pull request already exists for ${OWNER}:${BRANCH}.` },
      ],
    });
    // Listed with its base, it is not there (a person retargeted it); by its head alone, it is.
    e2e.gh.openPulls(BRANCH);
    e2e.gh.scope
      .get(`${R}/pulls`)
      .query({ head: `${OWNER}:${BRANCH}`, state: "open", per_page: "1" })
      .reply(200, [{ number: 8, html_url: pullUrl(8), draft: true }]);
    e2e.gh.updatePull(8);
    const cassette = await writeCassette(e2e.origin, [
      write("src/math.ts", "export const add = (a: number, b: number) => a + b;\n"),
      done,
    ]);
    const run = await e2e.run({
      event,
      inputs: { model: `replay:${cassette}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "completed", pr_url: pullUrl(8) });
    expect(e2e.gh.finalComment(1, 9101)).toContain(pullUrl(8));
  });

  test("an HTML 502 on the PR create: looked up before each new attempt, then one line naming the call — never the page", async () => {
    const page = `<!DOCTYPE html><html><head><title>Unicorn! &middot; GitHub</title></head><body>${"<div>busy</div>".repeat(300)}</body></html>`;
    e2e.gh.gate().reaction(COMMENT).progressComment(1, 9102).issue(1).openPulls(BRANCH);
    for (let i = 0; i < 3; i++) {
      e2e.gh.scope.post(`${R}/pulls`).reply(502, page, { "content-type": "text/html" });
      e2e.gh.openPulls(BRANCH); // the create may have happened: looked for before it is sent again
    }
    const cassette = await writeCassette(e2e.origin, [
      write("src/math.ts", "export const add = (a: number, b: number) => a + b;\n"),
      done,
    ]);
    const run = await e2e.run({
      event,
      inputs: { model: `replay:${cassette}` },
    });
    e2e.gh.assertDone();
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe("failed");
    const line = `GitHub API POST ${R}/pulls: HTTP 502 an HTML page ("Unicorn! · GitHub"); GitHub may be having trouble — try again later`;
    expect(run.log).toContain(
      `::error::Patchbay failed: The work is committed on ${BRANCH}, but publishing it failed: ${line}`,
    );
    expect(run.log).not.toMatch(/<div|<!DOCTYPE|<html/i);
    expect(e2e.gh.requests.filter((r) => r === `POST ${R}/pulls`)).toHaveLength(3);
    // The work is on the remote all the same.
    expect(git(e2e.origin.remote, "show", `${BRANCH}:src/math.ts`)).toContain("a + b");
  }, 60_000);

  test("a push replayed onto commits someone else pushed: the PR body and the job summary name only commits on the pushed branch", async () => {
    e2e.gh.gate().reaction(COMMENT).progressComment(1, 9103).issue(1).openPulls(BRANCH).createPull(21);
    const workspace = cloneWorkspace(e2e.origin);
    const cassette = await writeCassette(e2e.origin, [
      write("src/math.ts", "export const add = (a: number, b: number) => a + b;\n"),
      { tool_calls: [{ name: "execute_command", input: { command: "touch src/started && sleep 2" } }] },
      write("src/more.ts", "export const more = 1;\n"),
      done,
    ]);
    const run = await runActionE2e({
      origin: e2e.origin,
      workspace,
      event,
      inputs: { model: `replay:${cassette}` },
      // While the run works, someone pushes to its branch: its push is refused and replayed on theirs.
      during: async () => {
        const deadline = Date.now() + 20_000;
        while (!existsSync(path.join(workspace, "src/started")) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        const other = cloneWorkspace(e2e.origin);
        git(other, "checkout", "-q", "-b", BRANCH);
        await writeFile(path.join(other, "NOTES.md"), "someone else\n");
        git(other, "add", "NOTES.md");
        git(other, "commit", "-q", "-m", "someone else's commit");
        git(other, "push", "-q", "origin", BRANCH);
      },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.log).toContain("after replaying our commits on top of commits pushed by someone else");
    const onBranch = new Set(git(e2e.origin.remote, "rev-list", BRANCH).split("\n"));
    const [created] = e2e.gh.bodiesOf("POST", `${R}/pulls`);
    const listed = [...String(created?.body).matchAll(/commit\/([0-9a-f]{40})/g)].map((m) => m[1] as string);
    expect(listed).toHaveLength(3);
    for (const sha of listed) expect(onBranch.has(sha), sha).toBe(true);
    const inSummary = [...run.summary.matchAll(/commit\/([0-9a-f]{40})/g)].map((m) => m[1] as string);
    expect(inSummary.length).toBeGreaterThan(0);
    for (const sha of inSummary) expect(onBranch.has(sha), sha).toBe(true);
    const finalComment = e2e.gh.finalComment(1, 9103);
    for (const sha of [...finalComment.matchAll(/commit\/([0-9a-f]{40})/g)].map((m) => m[1] as string))
      expect(onBranch.has(sha), sha).toBe(true);
  }, 60_000);
});
