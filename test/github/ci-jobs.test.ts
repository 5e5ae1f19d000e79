import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failedSteps, formatAnnotation, listAnnotations, listRunJobs } from "../../src/github/context/ci-jobs.js";
import { jobsFixture } from "./ci-review-fixtures.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const repo = { owner: "o", repo: "r" };

describe("CI jobs", () => {
  it("lists the latest attempt's jobs and finds the failed steps", async () => {
    const scope = nock(API)
      .get("/repos/o/r/actions/runs/30433642/jobs")
      .query({ filter: "latest", per_page: 100 })
      .reply(200, jobsFixture);
    const { jobs, more } = await listRunJobs(testOctokit(), repo, 30433642);
    expect(more).toBe(0);
    expect(jobs.map((j) => failedSteps(j).map((s) => s.name))).toEqual([[], ["Run npm test"]]);
    scope.done();
  });

  it("formats check-run annotations as file:line lines", async () => {
    const scope = nock(API)
      .get("/repos/o/r/check-runs/12/annotations")
      .query({ per_page: 50 })
      .reply(200, [
        {
          path: "src/math.ts",
          start_line: 3,
          end_line: 3,
          annotation_level: "failure",
          title: "TS2322",
          message: "Type 'string'\n is not assignable",
        },
        {
          path: ".github",
          start_line: null,
          annotation_level: "failure",
          message: "Process completed with exit code 1.",
        },
      ]);
    const lines = (await listAnnotations(testOctokit(), repo, 12)).map(formatAnnotation);
    expect(lines).toEqual([
      "src/math.ts:3 failure: TS2322: Type 'string' is not assignable",
      ".github failure: Process completed with exit code 1.",
    ]);
    scope.done();
  });
});
