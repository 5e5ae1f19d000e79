/**
 * Recording findings and choosing what goes inline: duplicates (in the same
 * review, or of an earlier review's open thread) and findings below
 * `code_review.min_severity` are dropped and counted; at most
 * `code_review.max_comments` go inline, most severe first; the rest, and every
 * finding off the diff, are listed in the summary; the verdict follows
 * `code_review.request_changes_at`. The model is told each time where its
 * finding went, or why it was not kept.
 */
import { describe, expect, it } from "vitest";
import { DiffIndex } from "../../src/code-review/anchor.js";
import { answerText } from "../../src/code-review/answers.js";
import { parseHunks } from "../../src/code-review/diff.js";
import { type Finding, FindingLog, fingerprintOf, selectFindings } from "../../src/code-review/findings.js";

const hunk = `@@ -1,0 +1,30 @@\n${Array.from({ length: 30 }, (_, i) => `+line ${i + 1}`).join("\n")}`;
const index = new DiffIndex({
  truncated: false,
  files: [{ path: "src/a.ts", status: "added", additions: 30, deletions: 0, hunks: parseHunks(hunk) }],
});
const f = (over: Partial<Finding>): Finding => ({
  path: "src/a.ts",
  line: 1,
  side: "RIGHT",
  severity: "medium",
  body: "x",
  ...over,
});

describe("FindingLog", () => {
  it("drops findings below min_severity and says so to the model", () => {
    const log = new FindingLog(index, { minSeverity: "medium" });
    const answer = log.record(f({ severity: "low" }));
    expect(answer).toEqual({ kind: "below_min_severity", minSeverity: "medium" });
    expect(answerText(answer)).toEqual({
      ok: false,
      message:
        "Not recorded: this repository's code_review.min_severity is medium; findings below it are dropped. Report only findings at medium or above.",
    });
    expect(log.record(f({ severity: "critical" })).kind).toBe("kept");
    expect(log.dropped).toEqual({ belowMinSeverity: 1, duplicates: 0, overLimit: 0 });
  });

  it("drops the same finding reported twice, however worded in case and spacing, on overlapping lines", () => {
    const log = new FindingLog(index, { minSeverity: "nit" });
    expect(log.record(f({ line: 3, body: "Off by one." })).kind).toBe("kept");
    expect(log.record(f({ line: 3, startLine: 2, body: "off  BY one" }))).toEqual({
      kind: "duplicate",
      of: "finding 1 of this review",
    });
    // The same words elsewhere in the file are another finding.
    expect(log.record(f({ line: 20, body: "Off by one." })).kind).toBe("kept");
    expect(log.dropped.duplicates).toBe(1);
  });

  it("drops what an earlier review's open thread already says: the same words, or the same place and severity", () => {
    const log = new FindingLog(index, {
      minSeverity: "nit",
      earlier: [
        {
          fingerprint: fingerprintOf("src/a.ts", "Leaks a handle."),
          path: "src/a.ts",
          line: null,
          side: "RIGHT",
          where: "T1",
        },
        { path: "src/a.ts", line: 9, side: "RIGHT", severity: "high", where: "T2" },
      ],
    });
    expect(log.record(f({ line: 4, body: "leaks a handle" }))).toEqual({
      kind: "duplicate",
      of: "an earlier review's open thread (T1)",
    });
    expect(log.record(f({ line: 9, severity: "high", body: "Said differently." }))).toMatchObject({
      kind: "duplicate",
    });
    expect(log.record(f({ line: 9, severity: "low", body: "Another problem here." })).kind).toBe("kept");
  });

  it("stops at its limit and tells the model to finish", () => {
    const log = new FindingLog(index, { minSeverity: "nit", max: 2 });
    log.record(f({ body: "a" }));
    log.record(f({ body: "b", line: 2 }));
    const answer = log.record(f({ body: "c", line: 3 }));
    expect(answer).toEqual({ kind: "limit", max: 2 });
    expect(answerText(answer).message).toContain("Finish with attempt_completion");
  });

  it("answers where a kept finding goes: inline, or the summary and why", () => {
    const log = new FindingLog(index, { minSeverity: "nit" });
    expect(answerText(log.record(f({ line: 2, suggestion: "y" })))).toEqual({
      ok: true,
      message: "Finding 1 recorded as an inline comment on src/a.ts:2.",
    });
    expect(answerText(log.record(f({ line: 40 }))).message).toBe(
      "Finding 2 recorded. It cannot be an inline comment — line 40 of src/a.ts is not in the diff on the new side (RIGHT); its hunks cover lines 1–30 — so it will be listed in the review's summary with its location (src/a.ts:40). If another line of the diff shows the problem, report it there instead.",
    );
    expect(answerText(log.record(f({ line: 3, side: "LEFT", body: "y" }))).message).toContain(
      "not in the diff on the old side",
    );
    // Told it could not go inline, the model reports it again on a line of the diff: it moves there.
    expect(answerText(log.record(f({ line: 12 })))).toEqual({
      ok: true,
      message: "Finding 2 recorded as an inline comment on src/a.ts:12.",
    });
    expect(log.all().map((x) => [x.id, x.line, x.placement.kind])).toEqual([
      [1, 2, "inline"],
      [2, 12, "inline"],
      [3, 3, "summary"],
    ]);
  });
});

describe("selectFindings", () => {
  const log = new FindingLog(index, { minSeverity: "nit" });
  const severities = ["nit", "low", "medium", "high", "critical"] as const;
  for (let i = 0; i < 200; i++)
    log.record(f({ line: (i % 30) + 1, severity: severities[i % 5], body: `finding ${i}` }));
  log.record(f({ line: 99, severity: "critical", body: "off the diff" }));

  it("200 findings: max_comments inline, most severe first; the rest and off-diff ones in the summary", () => {
    const s = selectFindings(log.all(), { maxComments: 20, requestChangesAt: "critical" });
    expect(s.inline).toHaveLength(20);
    expect(s.inline.every((x) => x.severity === "critical")).toBe(true);
    expect(s.summary).toHaveLength(181);
    expect(s.summary.find((x) => x.body === "off the diff")?.why).toContain("line 99 of src/a.ts is not in the diff");
    expect(s.summary.find((x) => x.body === "finding 0")?.why).toBe("over code_review.max_comments (20 inline)");
    expect(s.counts).toEqual({ critical: 41, high: 40, medium: 40, low: 40, nit: 40 });
    expect(s.event).toBe("REQUEST_CHANGES");
  });

  it("max_comments 0 puts everything in the summary; request_changes_at never keeps it a comment", () => {
    const s = selectFindings(log.all(), { maxComments: 0, requestChangesAt: "never" });
    expect(s.inline).toEqual([]);
    expect(s.summary).toHaveLength(201);
    expect(s.event).toBe("COMMENT");
  });

  it("a verdict at a level no finding reaches is a comment", () => {
    const only = new FindingLog(index, { minSeverity: "nit" });
    only.record(f({ severity: "high" }));
    expect(selectFindings(only.all(), { maxComments: 5, requestChangesAt: "critical" }).event).toBe("COMMENT");
    expect(selectFindings(only.all(), { maxComments: 5, requestChangesAt: "high" }).event).toBe("REQUEST_CHANGES");
  });
});
