/**
 * The `review_json` output: a review's findings and verdict as JSON a later
 * workflow step can read with `fromJSON()`. The schema is here (and in the
 * README's Code review section); tests check what the action outputs against it.
 */
import { z } from "zod";
import { SEVERITIES, type Severity } from "../config/code-review-schema.js";
import type { DroppedCounts, RecordedFinding, Selection } from "./findings.js";

const counts = z.object(Object.fromEntries(SEVERITIES.map((s) => [s, z.number().int().nonnegative()])));

export const reviewJsonSchema = z.object({
  version: z.literal(1),
  /** null for a local `patchbay review`. */
  pull_request: z.number().int().nullable(),
  head_sha: z.string(),
  /** The commit the diff is taken from (the PR's base, or the merge base of a local review). */
  base_sha: z.string().nullable(),
  /** "incremental": only the commits since `reviewed_since`, the head of the last review. */
  scope: z.enum(["full", "incremental"]),
  reviewed_since: z.string().nullable(),
  event: z.enum(["COMMENT", "REQUEST_CHANGES"]),
  /** The PR review and the summary comment; null when none was posted (a local or dry run, nothing inline). */
  review_url: z.string().nullable(),
  summary_url: z.string().nullable(),
  counts,
  findings: z.array(
    z.object({
      id: z.number().int().positive(),
      path: z.string(),
      line: z.number().int().positive(),
      start_line: z.number().int().positive().nullable(),
      side: z.enum(["LEFT", "RIGHT"]),
      severity: z.enum(SEVERITIES),
      body: z.string(),
      suggestion: z.string().nullable(),
      /** inline: a comment of the review; summary: listed in the summary comment (`reason` says why). */
      placement: z.enum(["inline", "summary"]),
      reason: z.string().nullable(),
    }),
  ),
  dropped: z.object({
    below_min_severity: z.number().int().nonnegative(),
    duplicates: z.number().int().nonnegative(),
    over_limit: z.number().int().nonnegative(),
  }),
  /** Earlier findings of Patchbay's that this review found fixed, replied to and resolved. */
  resolved_threads: z.array(z.object({ thread_id: z.string(), path: z.string(), reason: z.string() })),
});

export type ReviewJson = z.infer<typeof reviewJsonSchema>;

export interface ReviewJsonInput {
  pullRequest?: number;
  headSha: string;
  baseSha?: string;
  reviewedSince?: string;
  selection: Selection;
  dropped: DroppedCounts;
  reviewUrl?: string;
  summaryUrl?: string;
  resolved: { threadId: string; path: string; reason: string }[];
}

function entry(f: RecordedFinding, placement: "inline" | "summary", reason?: string): ReviewJson["findings"][number] {
  return {
    id: f.id,
    path: f.path,
    line: f.placement.kind === "inline" ? f.placement.line : f.line,
    start_line: (f.placement.kind === "inline" ? f.placement.startLine : f.startLine) ?? null,
    side: f.side,
    severity: f.severity,
    body: f.body,
    suggestion: f.suggestion ?? null,
    placement,
    reason: reason ?? null,
  };
}

export function reviewJson(input: ReviewJsonInput): ReviewJson {
  const { selection } = input;
  const findings = [
    ...selection.inline.map((f) => entry(f, "inline")),
    ...selection.summary.map((f) => entry(f, "summary", f.why)),
  ].sort((a, b) => a.id - b.id);
  return {
    version: 1,
    pull_request: input.pullRequest ?? null,
    head_sha: input.headSha,
    base_sha: input.baseSha ?? null,
    scope: input.reviewedSince ? "incremental" : "full",
    reviewed_since: input.reviewedSince ?? null,
    event: selection.event,
    review_url: input.reviewUrl ?? null,
    summary_url: input.summaryUrl ?? null,
    counts: selection.counts satisfies Record<Severity, number>,
    findings,
    dropped: {
      below_min_severity: input.dropped.belowMinSeverity,
      duplicates: input.dropped.duplicates,
      over_limit: input.dropped.overLimit,
    },
    resolved_threads: input.resolved.map((r) => ({ thread_id: r.threadId, path: r.path, reason: r.reason })),
  };
}
