/** Shapes GitHub answers with for workflow run jobs and review threads, shared by unit and e2e tests. */
import type { ReviewThread } from "../../src/github/review-threads/threads.js";

export const jobsFixture = {
  total_count: 2,
  jobs: [
    {
      id: 11,
      name: "lint",
      status: "completed",
      conclusion: "success",
      html_url: "https://github.com/o/r/actions/runs/30433642/job/11",
      steps: [{ name: "Run lint", number: 1, status: "completed", conclusion: "success" }],
    },
    {
      id: 12,
      name: "test",
      status: "completed",
      conclusion: "failure",
      html_url: "https://github.com/o/r/actions/runs/30433642/job/12",
      steps: [
        { name: "Set up job", number: 1, status: "completed", conclusion: "success" },
        {
          name: "Run npm test",
          number: 2,
          status: "completed",
          conclusion: "failure",
          started_at: "2026-11-24T10:00:05Z",
          completed_at: "2026-11-24T10:00:07Z",
        },
        { name: "Post", number: 3, status: "completed", conclusion: "skipped" },
      ],
    },
  ],
};

export function thread(i: number, extra: Partial<ReviewThread> = {}, reviewId = 77): ReviewThread {
  return {
    id: `PRRT_${i}`,
    isResolved: false,
    isOutdated: false,
    path: `src/f${i}.ts`,
    line: 10 + i,
    originalLine: 10 + i,
    startLine: null,
    diffSide: "RIGHT",
    resolvedBy: null,
    comments: {
      totalCount: 1,
      nodes: [
        {
          id: `PRRC_${i}`,
          author: { login: "reviewer" },
          // A maintainer's: trust.authors (writers by default on a public repository) reads it.
          authorAssociation: "OWNER",
          body: `Please rename x in ${i}`,
          createdAt: "2026-11-24T09:00:00Z",
          diffHunk: "@@ -1,3 +1,3 @@\n-a\n+b",
          url: `https://github.com/o/r/pull/5#discussion_r${i}`,
          pullRequestReview: { databaseId: reviewId },
        },
      ],
    },
    ...extra,
  };
}
