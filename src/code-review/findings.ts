/**
 * The findings of one review run: recorded as the model reports them (placed on
 * the diff or sent to the summary, duplicates and findings below
 * `code_review.min_severity` dropped and counted), then split into what goes
 * inline — at most `code_review.max_comments`, most severe first — and what the
 * summary lists, with the review's verdict. Nothing here talks to GitHub.
 */
import { createHash } from "node:crypto";
import { atLeast, type Severity, severityRank } from "../config/code-review-schema.js";
import { type DiffIndex, type FindingLocation, type Placement, place } from "./anchor.js";

export interface Finding extends FindingLocation {
  severity: Severity;
  body: string;
  /** Replacement code for the lines `startLine`..`line` (GitHub's suggestion block). */
  suggestion?: string;
}

export interface RecordedFinding extends Finding {
  /** 1, 2, … in the order the model reported them. */
  id: number;
  placement: Placement;
  /** Same file, same words (however spaced or cased): the same finding, wherever its line moved. */
  fingerprint: string;
}

/** A finding already posted by an earlier review and still open (its thread is unresolved). */
export interface EarlierFinding {
  fingerprint?: string;
  path: string;
  /** Where its thread points now; null when GitHub marks it outdated. */
  line: number | null;
  side: "LEFT" | "RIGHT";
  severity?: Severity;
  /** For the model and the tool's answer, e.g. the thread's URL. */
  where: string;
}

export type RecordAnswer =
  | { kind: "kept"; finding: RecordedFinding }
  | { kind: "duplicate"; of: string }
  | { kind: "below_min_severity"; minSeverity: Severity }
  | { kind: "limit"; max: number };

export interface DroppedCounts {
  belowMinSeverity: number;
  duplicates: number;
  /** Reported after the log was full. */
  overLimit: number;
}

/** More than a run can usefully post; past it the model is told to finish. */
const MAX_RECORDED_FINDINGS = 500;

export function fingerprintOf(path: string, body: string): string {
  const words = body
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return createHash("sha256").update(`${path}\n${words}`).digest("hex").slice(0, 16);
}

function overlaps(a: FindingLocation, b: FindingLocation): boolean {
  const [a1, a2] = [a.startLine ?? a.line, a.line].sort((x, y) => x - y) as [number, number];
  const [b1, b2] = [b.startLine ?? b.line, b.line].sort((x, y) => x - y) as [number, number];
  return a.side === b.side && a1 <= b2 && b1 <= a2;
}

export class FindingLog {
  private readonly recorded: RecordedFinding[] = [];
  readonly dropped: DroppedCounts = { belowMinSeverity: 0, duplicates: 0, overLimit: 0 };

  constructor(
    private readonly index: DiffIndex,
    private readonly options: { minSeverity: Severity; earlier?: readonly EarlierFinding[]; max?: number },
  ) {}

  record(finding: Finding): RecordAnswer {
    const max = this.options.max ?? MAX_RECORDED_FINDINGS;
    if (this.recorded.length >= max) {
      this.dropped.overLimit++;
      return { kind: "limit", max };
    }
    if (!atLeast(finding.severity, this.options.minSeverity)) {
      this.dropped.belowMinSeverity++;
      return { kind: "below_min_severity", minSeverity: this.options.minSeverity };
    }
    const path = this.index.file(finding.path)?.path ?? finding.path;
    const fingerprint = fingerprintOf(path, finding.body);
    const placement = place(this.index, finding, finding.suggestion !== undefined);
    const same = this.recorded.findIndex(
      (r) => r.fingerprint === fingerprint && (r.placement.kind === "summary" || overlaps(r, finding)),
    );
    const earlierSame = this.recorded[same];
    if (earlierSame) {
      // The model was told a finding could not go on the diff and reported it again on a line that can: moved there.
      if (earlierSame.placement.kind === "summary" && placement.kind === "inline") {
        const moved: RecordedFinding = { ...finding, path, id: earlierSame.id, placement, fingerprint };
        this.recorded[same] = moved;
        return { kind: "kept", finding: moved };
      }
      this.dropped.duplicates++;
      return { kind: "duplicate", of: `finding ${earlierSame.id} of this review` };
    }
    const earlier = this.options.earlier?.find(
      (e) =>
        e.path === path &&
        (e.fingerprint === fingerprint ||
          (e.line === finding.line && e.side === finding.side && e.severity === finding.severity)),
    );
    if (earlier) {
      this.dropped.duplicates++;
      return { kind: "duplicate", of: `an earlier review's open thread (${earlier.where})` };
    }
    const kept: RecordedFinding = { ...finding, path, id: this.recorded.length + 1, placement, fingerprint };
    this.recorded.push(kept);
    return { kind: "kept", finding: kept };
  }

  all(): readonly RecordedFinding[] {
    return this.recorded;
  }
}

export type ReviewEvent = "COMMENT" | "REQUEST_CHANGES";

export interface SummaryFinding extends RecordedFinding {
  /** Why it is in the summary and not on the diff. */
  why: string;
}

export interface Selection {
  inline: RecordedFinding[];
  summary: SummaryFinding[];
  event: ReviewEvent;
  counts: Record<Severity, number>;
}

/**
 * Inline: the findings placed on the diff, most severe first, at most
 * `maxComments`; the rest of them and every finding off the diff go to the
 * summary. REQUEST_CHANGES when any finding reaches `requestChangesAt`.
 */
export function selectFindings(
  findings: readonly RecordedFinding[],
  options: { maxComments: number; requestChangesAt: Severity | "never" },
): Selection {
  const bySeverity = [...findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || a.id - b.id);
  const inline: RecordedFinding[] = [];
  const summary: SummaryFinding[] = [];
  for (const f of bySeverity) {
    if (f.placement.kind === "summary") summary.push({ ...f, why: f.placement.reason });
    else if (inline.length < options.maxComments) inline.push(f);
    else summary.push({ ...f, why: `over code_review.max_comments (${options.maxComments} inline)` });
  }
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, nit: 0 };
  for (const f of findings) counts[f.severity]++;
  const level = options.requestChangesAt;
  const event: ReviewEvent =
    level !== "never" && findings.some((f) => atLeast(f.severity, level)) ? "REQUEST_CHANGES" : "COMMENT";
  return { inline, summary, event, counts };
}
