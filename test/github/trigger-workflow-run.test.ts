import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseTrigger } from "../../src/github/trigger/parse.js";
import type { TriggerResult } from "../../src/github/trigger/types.js";
import { config, withIn } from "./trigger-fixtures.js";

/** The real `workflow_run` examples GitHub publishes (api.github.com variant). */
function examples(): Record<string, unknown>[] {
  const all = z
    .array(z.looseObject({ name: z.string(), examples: z.array(z.record(z.string(), z.unknown())) }))
    .parse(createRequire(import.meta.url)("@octokit/webhooks-examples"));
  return all.find((d) => d.name === "workflow_run")?.examples ?? [];
}

/** The example with a pull request (workflow "test", PR #2 from branch `changes`), made a failure. */
function failedOnPr(): Record<string, unknown> {
  const ex = examples().find((e) => JSON.stringify(e).includes('"pull_requests":[{'));
  if (!ex) throw new Error("no workflow_run example with a pull request");
  return withIn(withIn(ex, "workflow_run.conclusion", "failure"), "action", "completed");
}

const ciConfig = (extra: Record<string, unknown> = {}) => config({ ci_fix: { workflows: ["test"], ...extra } });
const parse = (payload: unknown, cfg = ciConfig()): TriggerResult =>
  parseTrigger({ eventName: "workflow_run", payload, config: cfg });

function skipReason(r: TriggerResult): string {
  if (r.kind !== "skip") throw new Error("expected a skip");
  return r.reason;
}

describe("workflow_run trigger", () => {
  it("every published example parses to a trigger or a reasoned skip", () => {
    expect(examples().length).toBeGreaterThan(0);
    for (const ex of examples()) expect(parse(ex).kind).toMatch(/skip|trigger/);
    for (const ex of examples()) expect(skipReason(parse(ex, config()))).toMatch(/not failure|not completed|ci_fix/);
  });

  it("a failed run of a listed workflow on a PR of this repository works on the PR's head branch", () => {
    const r = parse(failedOnPr());
    if (r.kind !== "trigger") throw new Error(r.reason);
    expect(r.trigger.source).toEqual({ kind: "pr", number: 2 });
    expect(r.trigger.branch).toEqual({ kind: "existing", name: "changes" });
    expect(r.trigger.automation).toBe(true);
    expect(r.trigger.actor).toBeUndefined();
    expect(r.trigger.ciFix).toMatchObject({
      workflow: "test",
      isFork: false,
      headSha: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(r.trigger.request).toContain('The "test" workflow failed on pull request #2');
  });

  it("skips a workflow that is not listed, naming the list", () => {
    expect(skipReason(parse(failedOnPr(), ciConfig({ workflows: ["CI"] })))).toBe(
      'workflow "test" is not in ci_fix.workflows (listed: `CI`)',
    );
  });

  it("skips a run that did not fail, or is not completed", () => {
    expect(skipReason(parse(withIn(failedOnPr(), "workflow_run.conclusion", "success")))).toContain("not failure");
    expect(skipReason(parse(withIn(failedOnPr(), "action", "requested")))).toContain("not completed");
  });

  it("skips a failure with no pull request on a branch not in ci_fix.branches", () => {
    const payload = withIn(failedOnPr(), "workflow_run.pull_requests", []);
    expect(skipReason(parse(payload))).toContain("master, which has no pull request and is not in ci_fix.branches");
  });

  it("a failure with no pull request on a listed branch gets a new branch from it", () => {
    const payload = withIn(failedOnPr(), "workflow_run.pull_requests", []);
    const r = parse(payload, ciConfig({ branches: ["master"] }));
    if (r.kind !== "trigger") throw new Error(r.reason);
    expect(r.trigger.source).toEqual({ kind: "task", task: "ci-fix-master" });
    expect(r.trigger.branch).toEqual({ kind: "new", from: "master" });
  });

  it("a fork's failure is never pushed: a fork branch hint", () => {
    const fork = withIn(
      withIn(failedOnPr(), "workflow_run.pull_requests", []),
      "workflow_run.head_repository.full_name",
      "stranger/octo-repo",
    );
    const r = parse(fork);
    if (r.kind !== "trigger") throw new Error(r.reason);
    expect(r.trigger.branch).toMatchObject({ kind: "fork", headRepo: "stranger/octo-repo" });
    expect(r.trigger.ciFix?.isFork).toBe(true);
  });
});
