/**
 * Code review end to end (docs/decisions/0017-code-review.md), through the action's entry: real webhook
 * payloads from @octokit/webhooks-examples, a real repository with a bare origin
 * whose commits the pull request's files are computed from, a replay cassette
 * for the model, GitHub's API mocked with every request checked. Each run posts
 * exactly one review (or none) and keeps one summary comment; inline comments
 * sit where the diff puts them; nothing is pushed. The rules are least-privilege:
 * edit tools only, everything else denied.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { reviewJsonSchema } from "../../src/code-review/review-json.js";
import { prCommentEvent, pullFiles, pullResponse, ReviewMock } from "./code-review-mock.js";
import { type CassetteTurn, cloneWorkspace, type JsonObject, remoteGit, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const LEAST_PRIVILEGE = `approval:
  default: deny
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**"]
`;

const lines = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i + 1)).join("\n");
const LONG = `${lines(40, (i) => `export const v${i} = ${i};`)}\n`;
const KEEP = lines(8, (i) => `export const keep${i} = ${i};`);
const MAIN = { "src/long.ts": LONG, "src/old-name.ts": `export const name = 'old';\n${KEEP}\n` };
const BRANCH = {
  "src/math.ts": "export function add(a: number, b: number): number {\n  return a * b;\n}\n",
  "src/long.ts": LONG.replace("v5 = 5;", "v5 = 50;").replace("v30 = 30;", "v30 = 300;"),
};

const e2e = useE2e({ config: LEAST_PRIVILEGE, files: MAIN, branches: { "fix-add": BRANCH } });
let head: string;
let base: string;

beforeEach(async () => {
  // A binary file and a rename with a change, pushed on the PR's branch.
  const work = cloneWorkspace(e2e.origin, "fix-add");
  const { writeFile, rename } = await import("node:fs/promises");
  await writeFile(`${work}/logo.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 0, 0xff]));
  await rename(`${work}/src/old-name.ts`, `${work}/src/new-name.ts`);
  await writeFile(`${work}/src/new-name.ts`, `export const name = 'new';\n${KEEP}\n`);
  const { git } = await import("../helpers/git.js");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "logo, rename");
  git(work, "push", "-q", "origin", "fix-add");
  head = remoteGit(e2e.origin, "rev-parse", "fix-add");
  base = remoteGit(e2e.origin, "rev-parse", "main");
});

const finding = (input: JsonObject) => ({ name: "add_review_comment", input });

/** Every kind of place a finding can name, and two the rules drop. */
const FINDINGS: CassetteTurn[] = [
  { tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
  {
    tool_calls: [
      finding({
        path: "src/math.ts",
        line: 2,
        severity: "high",
        body: "add() multiplies.",
        suggestion: "  return a + b;",
      }),
      finding({ path: "src/math.ts", line: 2, side: "LEFT", severity: "medium", body: "The old line was right." }),
      finding({ path: "src/long.ts", start_line: 4, line: 6, severity: "medium", body: "v5 breaks the sequence." }),
      finding({ path: "src/long.ts", line: 30, severity: "critical", body: "v30 is read as a port." }),
      finding({ path: "src/long.ts", start_line: 5, line: 30, severity: "low", body: "Two edits.", suggestion: "x" }),
      finding({ path: "src/long.ts", line: 20, severity: "low", body: "v20 is unused." }),
      finding({ path: "logo.png", line: 1, severity: "low", body: "The logo is not optimized." }),
      finding({ path: "src/old-name.ts", line: 1, severity: "medium", body: "The name changed for callers." }),
      finding({ path: "src/math.ts", line: 2, severity: "high", body: "add()  MULTIPLIES." }),
      finding({ path: "src/math.ts", line: 1, severity: "nit", body: "Spacing." }),
    ],
  },
  { tool_calls: [{ name: "execute_command", input: { command: "npm test" } }] },
  { tool_calls: [{ name: "attempt_completion", input: { result: "add() multiplies; v30 looks wrong." } }] },
];

describe("@patchbay review on a pull request", () => {
  test("one review with every inline comment where the diff puts it, one summary comment, nothing pushed", async () => {
    const review = new ReviewMock(e2e.gh);
    e2e.gh.gate().pull(2, pullResponse({ head, base })).reaction(7001);
    review
      .identity()
      .comments()
      .createsSummary(9901)
      .files(pullFiles(e2e.origin, base, head))
      .review(5501);
    const refsBefore = remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)");
    const run = await e2e.run({
      event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
      inputs: { model: `replay:${await writeCassette(e2e.origin, FINDINGS)}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();

    const [posted, ...more] = review.reviews();
    expect(more).toEqual([]);
    expect(posted?.event).toBe("REQUEST_CHANGES");
    expect(posted?.commit_id).toBe(head);
    const places = (posted?.comments ?? []).map(({ path, line, side, start_line, start_side }) => ({
      path,
      line,
      side,
      start_line,
      start_side: start_line !== undefined ? start_side : undefined,
    }));
    expect(places).toEqual([
      { path: "src/long.ts", line: 30, side: "RIGHT" },
      { path: "src/math.ts", line: 2, side: "RIGHT" },
      { path: "src/math.ts", line: 2, side: "LEFT" },
      { path: "src/long.ts", line: 6, side: "RIGHT", start_line: 4, start_side: "RIGHT" },
      { path: "src/new-name.ts", line: 1, side: "RIGHT" },
    ]);
    const bodies = (posted?.comments ?? []).map((c) => String(c.body));
    expect(bodies[1]).toContain("**🟠 High** · add() multiplies.");
    expect(bodies[1]).toContain("```suggestion\n  return a + b;\n```");
    expect(bodies[0]).toContain("🔴 Critical");

    // One summary comment: created once (saying the review runs), then edited to the summary.
    expect(review.createdComments()).toBe(1);
    const summary = review.summaryWrites(9901).at(-1) ?? "";
    expect(summary).toContain("Patchbay code review: 8 findings — changes requested");
    expect(summary).toContain("[the review](https://github.com/octo-org/example/pull/2#pullrequestreview-5501)");
    // Off the diff, each with its location and why.
    expect(summary).toMatch(/`src\/long\.ts:20`.*v20 is unused\.\n.*line 20 of src\/long\.ts is not in the diff/);
    expect(summary).toMatch(/`src\/long\.ts:5-30`.*Two edits\.\n.*span two hunks/);
    expect(summary).toMatch(/`logo\.png:1`.*\n.*logo\.png is a binary file/);
    expect(summary).toContain("dropped: 1 below code_review.min_severity, 1 duplicate");
    expect(summary).toContain(`the whole pull request at \`${head.slice(0, 7)}\``);
    expect(summary).toContain(`<!-- patchbay-code-review-state {"v":1,"head":"${head}","event":"REQUEST_CHANGES"} -->`);

    expect(run.outputs.outcome).toBe("completed");
    expect(run.outputs.findings).toBe("8");
    const json = reviewJsonSchema.parse(JSON.parse(run.outputs.review_json ?? ""));
    expect(json.findings.map((f) => [f.path, f.placement])).toEqual([
      ["src/math.ts", "inline"],
      ["src/math.ts", "inline"],
      ["src/long.ts", "inline"],
      ["src/long.ts", "inline"],
      ["src/long.ts", "summary"],
      ["src/long.ts", "summary"],
      ["logo.png", "summary"],
      ["src/new-name.ts", "inline"],
    ]);
    expect(json).toMatchObject({ pull_request: 2, head_sha: head, base_sha: base, event: "REQUEST_CHANGES" });
    // Read-only: no push, no branch, the command the rules do not allow refused.
    expect(remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)")).toBe(refsBefore);
    expect(run.log).toMatch(/denied execute_command npm test[^\n]*\n.*Denied by approval\.default/);
  });
});

describe("what a review does with what it cannot put on the diff", () => {
  test("200 findings: one review with code_review.max_comments inline, the rest in one summary within GitHub's limit", async () => {
    const review = new ReviewMock(e2e.gh);
    e2e.gh.gate().pull(2, pullResponse({ head, base })).reaction(7001);
    review
      .identity()
      .comments()
      .createsSummary(9902)
      .files(pullFiles(e2e.origin, base, head))
      .review(5502);
    const many = Array.from({ length: 200 }, (_, i) =>
      finding({
        path: "src/long.ts",
        line: (i % 7) + 2,
        severity: i % 2 ? "medium" : "low",
        body: `Finding number ${i + 1}: ${"word ".repeat(60)}`,
      }),
    );
    const run = await e2e.run({
      event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
      turns: [{ tool_calls: many }, { tool_calls: [{ name: "attempt_completion", input: { result: "Many." } }] }],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    const [posted, ...more] = review.reviews();
    expect(more).toEqual([]);
    expect(posted?.comments).toHaveLength(20);
    // The most severe first: the 100 medium findings fill the inline places.
    expect(posted?.comments?.every((c) => String(c.body).includes("🟡 Medium"))).toBe(true);
    const summary = review.summaryWrites(9902).at(-1) ?? "";
    expect(summary.length).toBeLessThanOrEqual(65_536);
    expect(summary).toContain("#### Findings not on the diff (180)");
    expect(summary).toMatch(/- … \d+ more, in the run's `review_json` output and job summary/);
    const json = reviewJsonSchema.parse(JSON.parse(run.outputs.review_json ?? ""));
    expect(json.findings).toHaveLength(200);
    expect(json.findings.filter((f) => f.placement === "inline")).toHaveLength(20);
    expect(run.outputs.findings).toBe("200");
  });

  test("GitHub refuses the inline comments: the review goes out without them and the summary lists every finding", async () => {
    const review = new ReviewMock(e2e.gh);
    e2e.gh.gate().pull(2, pullResponse({ head, base })).reaction(7001);
    review
      .identity()
      .comments()
      .createsSummary(9903)
      .files(pullFiles(e2e.origin, base, head))
      .review(0, 422, "Unprocessable Entity: pull_request_review_thread.line must be part of the diff")
      .review(5503);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
      inputs: { model: `replay:${await writeCassette(e2e.origin, FINDINGS)}` },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    const [refused, posted] = review.reviews();
    expect(refused?.comments).toHaveLength(5);
    expect(posted?.comments).toBeUndefined();
    expect(posted?.event).toBe("REQUEST_CHANGES");
    const summary = review.summaryWrites(9903).at(-1) ?? "";
    expect(summary).toContain("GitHub refused the inline comments");
    expect(summary).toContain("#### Findings not on the diff (8)");
    expect(summary).toMatch(/`src\/math\.ts:2`.*add\(\) multiplies\./);
  });

  test("a pull request with no diff: the model is not called, no review, the summary says why", async () => {
    const review = new ReviewMock(e2e.gh);
    e2e.gh
      .gate()
      .pull(2, pullResponse({ head: base, base, headRef: "main" }))
      .reaction(7001);
    review.identity().comments().createsSummary(9904).files([]);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: prCommentEvent("@patchbay review") },
      // A cassette with no turns: any model call would end the run with an error.
      turns: [],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(review.reviews()).toEqual([]);
    expect(review.summaryWrites(9904).at(-1)).toContain("Nothing to review: the pull request changes no files.");
    expect(run.outputs).toMatchObject({ outcome: "no_changes", findings: "0", turns: "0" });
  });
});
