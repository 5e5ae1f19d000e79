import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  fetchPlan,
  loadPlanRecord,
  type PlanRecord,
  planRecordRef,
  pushPlan,
  savePlanRecord,
} from "../../src/git/refs/plan-record.js";
import { loadSessionState, saveSessionState } from "../../src/git/refs/session-state.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { cleanup, fixture, git, runnerFor, tempDir } from "./helpers.js";

afterEach(cleanup);

const WORK = "patchbay/issue-7";

describe("plan record", () => {
  it("travels with its session to a fresh clone, and no work branch is created", async () => {
    const fx = fixture();
    const record: PlanRecord = {
      base_branch: "main",
      base_sha: git(fx.work, "rev-parse", "HEAD"),
      work_branch: WORK,
      plan: "1. Change src/a.txt\n2. Run the tests",
      run_id: "100",
      time: "2026-11-24T10:00:00.000Z",
    };
    await savePlanRecord(fx.runner, record);
    await saveSessionState(fx.runner, WORK, JSON.stringify({ messages: [] }), { redactor: new Redactor() });
    await pushPlan(fx.runner, WORK, {});
    expect(git(fx.remote, "branch", "--list")).not.toContain(WORK);

    const clone = path.join(tempDir("pb-clone-"), "repo");
    git(os.tmpdir(), "clone", "-q", fx.remoteUrl, clone);
    const fresh = runnerFor(clone);
    expect(await loadPlanRecord(fresh, WORK)).toBeNull();
    expect(await fetchPlan(fresh, WORK, {})).toBe(true);
    expect(await loadPlanRecord(fresh, WORK)).toEqual({ plan: record });
    expect(await loadSessionState(fresh, WORK)).toEqual({ state: { messages: [] } });
  });

  it("fetching where no plan was made says so instead of failing", async () => {
    const fx = fixture();
    expect(await fetchPlan(fx.runner, "patchbay/issue-8", {})).toBe(false);
  });

  it("a ref that is not a plan is reported, not trusted", async () => {
    const fx = fixture();
    git(fx.work, "update-ref", planRecordRef(WORK), git(fx.work, "rev-parse", "HEAD"));
    expect(await loadPlanRecord(fx.runner, WORK)).toEqual({
      warning: `${planRecordRef(WORK)} was not written by Patchbay`,
    });
  });
});
