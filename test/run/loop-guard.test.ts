import { describe, expect, it } from "vitest";
import { decideCiFix } from "../../src/run/flows/ci-fix-loop.js";

const head = "a".repeat(40);

describe("decideCiFix", () => {
  it("goes when the failed commit is the tip and attempts remain", () => {
    expect(
      decideCiFix({ headSha: head, branchTip: head, attempts: { count: 1, runs: ["r"] }, maxAttempts: 2 }),
    ).toEqual({
      go: true,
      attempt: 2,
    });
  });

  it("stops at the attempt limit and says how to get more", () => {
    const d = decideCiFix({
      headSha: head,
      branchTip: head,
      attempts: { count: 2, runs: ["r1", "r2"], since: "b".repeat(40) },
      maxAttempts: 2,
    });
    expect(d.go).toBe(false);
    if (d.go) return;
    expect(d.reason).toBe("attempt_limit");
    expect(d.message).toContain("2 attempt(s)");
    expect(d.message).toContain("since bbbbbbb");
    expect(d.message).toContain("ci_fix.max_attempts is 2");
  });

  it("skips a failure on a commit that is no longer the branch tip", () => {
    const d = decideCiFix({
      headSha: head,
      branchTip: "c".repeat(40),
      attempts: { count: 0, runs: [] },
      maxAttempts: 2,
    });
    expect(d).toMatchObject({ go: false, reason: "head_moved" });
    if (!d.go) expect(d.message).toContain("branch is at ccccccc now");
  });
});
