/**
 * The words of a code review on GitHub: each inline comment (severity, the
 * finding, a suggestion block the author can commit, a hidden fingerprint a
 * re-review recognises), and the one summary comment (counts by severity, what
 * was looked at, the findings that could not go on the diff with their
 * locations, earlier findings resolved, cost). Model text is neutralized (no
 * @mentions, no hidden markers) and every body carries Patchbay's marker.
 */
import { costLabel } from "../../agent/models/labels.js";
import { locationText } from "../../code-review/anchor.js";
import type { DroppedCounts, RecordedFinding, Selection, SummaryFinding } from "../../code-review/findings.js";
import type { Severity } from "../../config/code-review-schema.js";
import { SEVERITIES } from "../../config/code-review-schema.js";
import { PATCHBAY_MARKER } from "../marker.js";
import { code, MAX_COMMENT_CHARS, neutralize } from "./progress.js";

export const SEVERITY_LABEL: Record<Severity, string> = {
  critical: "🔴 Critical",
  high: "🟠 High",
  medium: "🟡 Medium",
  low: "🔵 Low",
  nit: "⚪ Nit",
};

const FINDING_MARKER = /<!-- patchbay-finding: ([0-9a-f]{16}) (critical|high|medium|low|nit) -->/;

/** A fence its content cannot close: one backtick longer than the longest run inside. */
function fenced(text: string, info: string): string {
  const runs = text.match(/`{3,}/g) ?? [];
  const ticks = "`".repeat(Math.max(2, ...runs.map((r) => r.length)) + 1);
  return `${ticks}${info}\n${text.replace(/\n$/, "")}\n${ticks}`;
}

/** One inline comment of the review. */
export function renderInlineComment(f: RecordedFinding): string {
  const out = [`**${SEVERITY_LABEL[f.severity]}** · ${neutralize(f.body)}`];
  if (f.placement.kind === "inline" && f.placement.note) out.push("", `<sub>${neutralize(f.placement.note)}</sub>`);
  if (f.suggestion !== undefined) {
    const fits = f.placement.kind === "inline" && f.placement.suggestionFits;
    out.push("", fits ? fenced(f.suggestion, "suggestion") : `Proposed code:\n\n${fenced(f.suggestion, "")}`);
  }
  out.push("", `<!-- patchbay-finding: ${f.fingerprint} ${f.severity} -->`, PATCHBAY_MARKER);
  return out.join("\n");
}

/** The fingerprint and severity an earlier inline comment of Patchbay's carries. */
export function findingMarkerOf(body: string): { fingerprint: string; severity: Severity } | undefined {
  const m = FINDING_MARKER.exec(body);
  return m?.[1] && m[2] ? { fingerprint: m[1], severity: m[2] as Severity } : undefined;
}

export function countsLine(counts: Record<Severity, number>): string {
  const parts = SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${SEVERITY_LABEL[s]} ${counts[s]}`);
  return parts.length ? parts.join(" · ") : "no findings";
}

/** What the review looked at, in one sentence. */
export interface ReviewScope {
  headSha: string;
  /** The head of the last review, when only the commits since were reviewed. */
  since?: string;
  /** The last review's head was no longer in the branch's history (a force-push): the whole PR was reviewed. */
  forcePushedFrom?: string;
  files: number;
  additions: number;
  deletions: number;
  /** Files whose diff the model was not shown in full. */
  cut: string[];
  truncated: boolean;
}

function scopeLine(s: ReviewScope): string {
  const short = (sha: string) => code(sha.slice(0, 7));
  const what = s.since
    ? `the commits since the last review (${short(s.since)}..${short(s.headSha)})`
    : `the whole pull request at ${short(s.headSha)}`;
  const forced = s.forcePushedFrom
    ? ` — the branch was force-pushed since the last review (${short(s.forcePushedFrom)} is no longer in its history)`
    : "";
  const size = `${s.files} file${s.files === 1 ? "" : "s"}, +${s.additions} −${s.deletions}`;
  const cut = s.cut.length
    ? `; the diff of ${s.cut.length} file${s.cut.length === 1 ? "" : "s"} was cut to fit what the model reads (${s.cut
        .slice(0, 5)
        .map(code)
        .join(", ")}${s.cut.length > 5 ? ", …" : ""}), which it could read in the checkout`
    : "";
  const truncated = s.truncated ? "; GitHub lists only the first 3,000 files of this pull request" : "";
  return `Looked at ${what}${forced}: ${size}${cut}${truncated}.`;
}

export interface SummaryInput {
  selection: Selection;
  dropped: DroppedCounts;
  scope: ReviewScope;
  /** The model's closing summary. */
  result?: string;
  reviewUrl?: string;
  /** Why the review could not carry its inline comments (GitHub refused them): they are listed below instead. */
  inlineRefused?: string;
  resolved: { path: string; line: number | null; reason: string; url?: string }[];
  resolveFailures: string[];
  stillOpen: number;
  turns: number;
  costUsd: number;
  model?: string;
  /** How the session ended when it did not complete: the findings so far are posted, and this says why it stopped. */
  stopped?: string;
}

function summaryFinding(f: SummaryFinding, maxBody: number): string {
  const body = neutralize(f.body.length > maxBody ? `${f.body.slice(0, maxBody)}…` : f.body).replace(/\n+/g, " ");
  const lines = [
    `- **${SEVERITY_LABEL[f.severity]}** ${code(locationText(f))} — ${body}`,
    `  <sub>${neutralize(f.why)}</sub>`,
  ];
  if (f.suggestion !== undefined && f.suggestion.length <= 2_000)
    lines.push(
      fenced(f.suggestion, "")
        .split("\n")
        .map((l) => `  ${l}`)
        .join("\n"),
    );
  return lines.join("\n");
}

/** The summary of a finished review: what goes between the sticky comment's body markers. */
export function renderReviewSummary(input: SummaryInput): string {
  const { selection } = input;
  const total = selection.inline.length + selection.summary.length;
  const verdict = selection.event === "REQUEST_CHANGES" ? " — changes requested" : "";
  const out = [`### 🔍 Patchbay code review: ${total} finding${total === 1 ? "" : "s"}${verdict}`, ""];
  out.push(`**${countsLine(selection.counts)}**`);
  if (selection.inline.length)
    out.push(
      "",
      `${selection.inline.length} inline in ${input.reviewUrl ? `[the review](${input.reviewUrl})` : "the review"}${selection.summary.length ? `, ${selection.summary.length} listed below` : ""}.`,
    );
  out.push("", scopeLine(input.scope));
  if (input.stopped) out.push("", `> ⚠️ ${neutralize(input.stopped)} The findings reported until then are posted.`);
  if (input.inlineRefused)
    out.push("", `> ⚠️ GitHub refused the inline comments (${neutralize(input.inlineRefused)}); they are listed below.`);
  if (input.result?.trim())
    out.push(
      "",
      "**Summary:**",
      "",
      ...neutralize(input.result.trim())
        .split("\n")
        .map((l) => `> ${l}`),
    );
  if (selection.summary.length) {
    out.push("", `#### Findings not on the diff (${selection.summary.length})`, "");
    // Room for every finding, short ones in full; a list too long for one comment says how many are left out.
    let budget = MAX_COMMENT_CHARS - 12_000 - out.join("\n").length;
    let shown = 0;
    for (const f of selection.summary) {
      const text = summaryFinding(f, 600);
      if (text.length > budget) break;
      out.push(text);
      budget -= text.length + 1;
      shown++;
    }
    if (shown < selection.summary.length)
      out.push(`- … ${selection.summary.length - shown} more, in the run's \`review_json\` output and job summary`);
  }
  if (input.resolved.length || input.stillOpen || input.resolveFailures.length) {
    out.push("", "#### Earlier findings", "");
    for (const r of input.resolved) {
      const where = code(`${r.path}${r.line ? `:${r.line}` : ""}`);
      out.push(`- ✅ ${r.url ? `[${where}](${r.url})` : where} resolved: ${neutralize(r.reason)}`);
    }
    for (const failure of input.resolveFailures) out.push(`- 💬 ${neutralize(failure)}`);
    if (input.stillOpen)
      out.push(
        `- ${input.stillOpen} still open, not repeated${input.resolved.length ? "" : " (their code did not change, or the problem is still there)"}`,
      );
  }
  const dropped = droppedLine(input.dropped);
  out.push(
    "",
    `<sub>${[dropped, `${input.turns} turns`, costLabel(input.costUsd, input.model, 2)].filter(Boolean).join(" · ")}</sub>`,
  );
  return out.join("\n");
}

function droppedLine(d: DroppedCounts): string {
  const parts = [];
  if (d.belowMinSeverity) parts.push(`${d.belowMinSeverity} below code_review.min_severity`);
  if (d.duplicates) parts.push(`${d.duplicates} duplicate${d.duplicates === 1 ? "" : "s"}`);
  if (d.overLimit) parts.push(`${d.overLimit} over the limit of one review`);
  return parts.length ? `dropped: ${parts.join(", ")}` : "";
}

/** The review's own body (the inline comments carry the findings; the summary comment carries the rest). */
export function renderReviewBody(selection: Selection, summaryUrl?: string): string {
  const where = summaryUrl ? `[the summary comment](${summaryUrl})` : "the summary comment";
  const rest = selection.summary.length ? `; ${selection.summary.length} more in ${where}` : `; details in ${where}`;
  return `**Patchbay code review** — ${countsLine(selection.counts)}${rest}.\n\n${PATCHBAY_MARKER}`;
}
