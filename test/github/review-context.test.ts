import { describe, expect, it } from "vitest";
import { renderReviewTask } from "../../src/github/review-threads/review-context.js";
import { thread } from "./ci-review-fixtures.js";

const review = {
  id: 77,
  author: "reviewer",
  body: "@patchbay please address these",
  url: "https://github.com/o/r/pull/5#pullrequestreview-77",
  submittedAt: "2026-11-24T09:00:00Z",
};
const NONCE = "feedfacefeedface";

describe("renderReviewTask", () => {
  it("lists every thread with id, place, hunk and comments, fenced", () => {
    const text = renderReviewTask({
      review,
      threads: [thread(1), thread(2, { diffSide: "LEFT" }), thread(3, { isOutdated: true, line: null })],
      moreThreads: 0,
      pullNumber: 5,
      nonce: NONCE,
    });
    expect(text).toContain("## Open threads (3)");
    expect(text).toContain(`<<<UNTRUSTED ${NONCE} review thread PRRT_1\n### Thread PRRT_1 — src/f1.ts:11 — open`);
    expect(text).toContain("src/f2.ts:12 (on removed lines (base side of the diff))");
    expect(text).toContain("src/f3.ts:13 (outdated: the code changed since the comment)");
    expect(text).toContain("@reviewer at 2026-11-24T09:00:00Z:\nPlease rename x in 1");
    expect(text).toContain("```diff\n@@ -1,3 +1,3 @@");
    expect(text).toContain("reply_to_thread");
  });

  it("bounds 100 threads: the first in full, the rest by id", () => {
    const threads = Array.from({ length: 100 }, (_, i) => thread(i));
    const text = renderReviewTask({ review, threads, moreThreads: 20, pullNumber: 5, nonce: NONCE });
    expect(text.match(/### Thread PRRT_/g)).toHaveLength(30);
    expect(text).toContain("70 more open thread(s), not shown in full");
    expect(text).toContain("- PRRT_99 — src/f99.ts:109");
    expect(text).toContain("(20 more thread(s) of the pull request were not fetched.)");
    expect(text.length).toBeLessThan(60_000);
  });

  it("with no threads, the review's text is the request", () => {
    const text = renderReviewTask({ review, threads: [], moreThreads: 0, pullNumber: 5, nonce: NONCE });
    expect(text).toContain("The review has no open threads");
    expect(text).toContain("please address these");
  });
});
