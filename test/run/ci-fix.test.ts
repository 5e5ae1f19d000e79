import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { checkpointMessage } from "../../src/git/checkpoints/message.js";
import type { Trigger } from "../../src/github/trigger/types.js";
import { checkCiFixLoop as guardCiFix } from "../../src/run/flows/ci-fix.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { API, setupNock, teardownNock, testOctokit } from "../github/helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const HEAD = "a".repeat(40);
const config = configSchema.parse({ ci_fix: { workflows: ["CI"], max_attempts: 2 } });
const trigger: Trigger = {
  eventName: "workflow_run",
  action: "completed",
  request: "fix CI",
  via: "task",
  automation: true,
  source: { kind: "pr", number: 5 },
  repository: { owner: "o", name: "r", fullName: "o/r", defaultBranch: "main" },
  branch: { kind: "existing", name: "feature" },
  ciFix: {
    runId: 9,
    runUrl: "https://github.com/o/r/actions/runs/9",
    workflow: "CI",
    headSha: HEAD,
    headBranch: "feature",
    headRepo: "o/r",
    isFork: false,
  },
  time: "2026-11-24T10:00:00Z",
};
const cp = (sha: string, run: number) => ({
  sha,
  commit: { message: checkpointMessage({ tool: "replace_in_file", summary: "x", step: 1, runUrl: `u/${run}` }) },
});
const human = (sha: string) => ({ sha, commit: { message: "Add feature" } });

describe("guardCiFix", () => {
  it("goes while attempts remain", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls/5")
      .reply(200, { head: { sha: HEAD } })
      .get("/repos/o/r/commits")
      .query({ sha: HEAD, per_page: 50 })
      .reply(200, [cp(HEAD, 1), human("h")]);
    expect(await guardCiFix(testOctokit(), trigger, config, new Redactor(), false)).toEqual({ go: true });
    scope.done();
  });

  it("stops at the limit with one comment per head, and not a second time", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls/5")
      .twice()
      .reply(200, { head: { sha: HEAD } })
      .get("/repos/o/r/commits")
      .query({ sha: HEAD, per_page: 50 })
      .twice()
      .reply(200, [cp(HEAD, 2), cp("b".repeat(40), 1), human("h")])
      .get("/repos/o/r/issues/5/comments")
      .query({ per_page: 100 })
      .reply(200, [])
      .post("/repos/o/r/issues/5/comments", (b) => {
        expect(b.body).toContain(`<!-- patchbay:ci-fix-stopped ${HEAD} -->`);
        expect(b.body).toContain("already made 2 attempt(s)");
        expect(b.body).toContain("Failed run: https://github.com/o/r/actions/runs/9");
        return true;
      })
      .reply(201, { id: 1 })
      .get("/repos/o/r/issues/5/comments")
      .query({ per_page: 100 })
      .reply(200, [{ id: 1, body: `<!-- patchbay -->\n<!-- patchbay:ci-fix-stopped ${HEAD} -->\nstopped` }]);
    const first = await guardCiFix(testOctokit(), trigger, config, new Redactor(), false);
    expect(first).toMatchObject({ go: false, reason: expect.stringContaining("ci_fix.max_attempts is 2") });
    const second = await guardCiFix(testOctokit(), trigger, config, new Redactor(), false);
    expect(second.go).toBe(false);
    scope.done();
  });

  it("skips without reading commits when the head moved on", async () => {
    const scope = nock(API)
      .get("/repos/o/r/pulls/5")
      .reply(200, { head: { sha: "c".repeat(40) } });
    const gate = await guardCiFix(testOctokit(), trigger, config, new Redactor(), false);
    expect(gate).toMatchObject({ go: false, reason: expect.stringContaining("branch is at ccccccc now") });
    scope.done();
  });

  it("reads a listed branch's tip when there is no pull request", async () => {
    const onBranch: Trigger = { ...trigger, source: { kind: "task", task: "ci-fix-main" } };
    const scope = nock(API)
      .get("/repos/o/r/branches/feature")
      .reply(200, { commit: { sha: HEAD } })
      .get("/repos/o/r/commits")
      .query(true)
      .reply(200, [human(HEAD)]);
    expect(await guardCiFix(testOctokit(), onBranch, config, new Redactor(), false)).toEqual({ go: true });
    scope.done();
  });
});
