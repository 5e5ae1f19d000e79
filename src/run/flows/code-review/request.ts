/**
 * What a review's model is told: the request (Patchbay's words — what to review,
 * how much, the severities, what to do with its earlier findings) and the
 * untrusted context (the PR's title and description, sanitized; the diff with
 * its line numbers; the earlier findings' words), fenced by the system prompt.
 */

import { renderTemplate } from "../../../agent/prompts/render.js";
import { REVIEW_REQUEST_TEMPLATE } from "../../../agent/prompts/review-template.js";
import type { UntrustedText } from "../../../agent/prompts/system-prompt.js";
import type { RenderedDiff } from "../../../code-review/render-diff.js";
import type { Severity } from "../../../config/code-review-schema.js";
import { SEVERITY_LABEL } from "../../../github/reporting/code-review-render.js";
import type { OwnThread } from "../../../github/review-threads/code-review-threads.js";
import { sanitizeUntrusted, truncate } from "../../../util/sanitize.js";

export interface ReviewRequestInput {
  pullNumber?: number;
  /** A local review: the ref the branch is compared with. */
  localBase?: string;
  requester?: string;
  focus: string;
  headSha: string;
  /** The head of the last review, when only the commits since are reviewed. */
  since?: string;
  forcePushedFrom?: string;
  files: number;
  diff: RenderedDiff;
  minSeverity: Severity;
  earlier: OwnThread[];
  title?: string;
  body?: string;
}

const short = (sha: string) => sha.slice(0, 7);

function scopeText(input: ReviewRequestInput): string {
  const cut = input.diff.cut.length
    ? ` The diff was cut to fit what you read: ${input.diff.cut.length} file(s) are not shown in full (${input.diff.cut.slice(0, 10).join(", ")}${input.diff.cut.length > 10 ? ", …" : ""}); read them with read_file.`
    : "";
  const columns =
    " Each diff line shows the old line number, the new line number, and +, - or a space: comment on added and unchanged lines with their new number (side RIGHT), on removed lines with their old number (side LEFT).";
  if (input.since)
    return `You reviewed this pull request before, at ${short(input.since)}. Review only what changed since: the diff in the context goes from ${short(input.since)} to ${short(input.headSha)}, over the ${input.files} file(s) of the pull request it touches. Its new line numbers are the head's (side RIGHT); its removed lines belong to your last review's head and cannot take comments. Comments must sit on lines of the pull request's own diff; a finding elsewhere is listed in the summary.${cut}`;
  const forced = input.forcePushedFrom
    ? ` The branch was force-pushed since your last review (${short(input.forcePushedFrom)} is no longer in its history), so the whole pull request is reviewed again.`
    : "";
  const what = input.localBase
    ? `the changes of the checked-out branch since it left ${input.localBase} (uncommitted changes to tracked files included)`
    : `the whole pull request at ${short(input.headSha)}`;
  return `The diff in the context is ${what}: ${input.files} file(s).${forced}${columns}${cut}`;
}

function earlierText(earlier: OwnThread[]): string {
  if (earlier.length === 0) return "";
  const changed = earlier.filter((t) => t.changed);
  const out = [
    "",
    `Your earlier findings on this pull request that are still open (${earlier.length}) are listed in the context. Do not report them again.`,
  ];
  if (changed.length)
    out.push(
      `The code of ${changed.length} of them changed since your last review: check each, and when it is fixed call resolve_review_thread with its thread id and one line saying what fixed it. Leave the others open.`,
    );
  return `${out.join("\n")}\n`;
}

export function reviewRequest(input: ReviewRequestInput): string {
  const what = input.pullNumber !== undefined ? `pull request #${input.pullNumber}` : "the checked-out branch";
  const focus = input.focus
    ? ` ${input.requester ? `@${input.requester} asks` : "You are asked"} to focus on: ${input.focus.replace(/\s+/g, " ").slice(0, 500)}`
    : "";
  return renderTemplate(
    REVIEW_REQUEST_TEMPLATE,
    {
      what,
      focus,
      scope: scopeText(input),
      minSeverity: input.minSeverity,
      earlier: earlierText(input.earlier),
    },
    "review request",
  );
}

export function reviewContext(input: ReviewRequestInput): UntrustedText[] {
  const out: UntrustedText[] = [];
  const clean = (text: string, max: number, what: string) => {
    const { text: safe, removed } = sanitizeUntrusted(text);
    return truncate(safe, max, what) + (removed.length ? `\n[hidden content removed: ${removed.join(", ")}]` : "");
  };
  if (input.title !== undefined)
    out.push({
      label: `pull request #${input.pullNumber ?? "?"}: title and description`,
      text: `# ${clean(input.title, 500, "title")}\n\n${clean(input.body || "(no description)", 8_000, "description")}`,
    });
  // The diff is code: shown as it is (sanitizing would hide exactly what a review must see), fenced.
  out.push({
    label: input.since ? "diff since the last review" : "diff",
    text: input.diff.text || "(no changed lines)",
  });
  if (input.earlier.length) {
    const lines = input.earlier.slice(0, 50).map((t) => {
      const first = t.thread.comments.nodes[0]?.body ?? "";
      const words = first
        .replace(/<!--[\s\S]*?-->/g, "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 240);
      const where = `${t.thread.path}${t.thread.line ? `:${t.thread.line}` : ""}`;
      return `- ${t.thread.id} — ${where} — ${t.changed ? "code changed since" : "code unchanged"} — ${SEVERITY_LABEL[t.severity]}: ${words}`;
    });
    if (input.earlier.length > 50) lines.push(`- … ${input.earlier.length - 50} more`);
    out.push({ label: "your earlier findings, still open", text: lines.join("\n") });
  }
  return out;
}
