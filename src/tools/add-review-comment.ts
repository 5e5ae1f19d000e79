/**
 * `add_review_comment`: one finding of a code review — where (a line of the
 * pull request's diff, or a range within one hunk), how severe, what is wrong,
 * and optionally the replacement code, which GitHub shows as a suggestion the
 * author can commit. The model calls it once per finding, then completes with a
 * summary.
 *
 * Like reply_to_thread, the tool knows nothing of GitHub (tools/ never imports
 * github/): the run injects a ReviewFindings capability that places the finding
 * on the diff it fetched and answers whether it will be an inline comment or go
 * into the summary, and why. Nothing is posted until the run ends, as one review.
 */
import { z } from "zod";
import { SEVERITIES, type Severity } from "../config/code-review-schema.js";
import { defineTool, failure } from "./define.js";

interface FindingInput {
  path: string;
  line: number;
  startLine?: number;
  side: "LEFT" | "RIGHT";
  severity: Severity;
  body: string;
  suggestion?: string;
}

/** Supplied by the run for code reviews only. */
export interface ReviewFindings {
  /** Records the finding; `ok: false` when it was not kept (a duplicate, below the minimum, too many). */
  record(finding: FindingInput): { ok: boolean; message: string };
}

/** A comment on a pull request: enough for an explanation; a suggestion gets more room for code. */
const MAX_BODY = 8_000;
const MAX_SUGGESTION = 20_000;

const lower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);
const positiveLine = () => z.coerce.number().int().positive();

export function createAddReviewComment(findings: ReviewFindings) {
  return defineTool({
    name: "add_review_comment",
    description:
      "Report one finding of the code review as an inline comment on the pull request's diff. `line` is a line " +
      "number as the diff shows it: the new file's line (side RIGHT, the default) for added or unchanged lines, " +
      "the old file's line (side LEFT) for removed lines. For several lines give start_line too; the range must " +
      "lie within one hunk. `suggestion` is the exact replacement for lines start_line..line (side RIGHT only), " +
      "shown as a GitHub suggestion the author can commit. The answer says whether the comment goes on the diff " +
      "or, when its line is not in the diff, into the summary with its location. One call per finding.",
    schema: z.object({
      path: z.string().min(1).describe("The file, relative to the repository root"),
      line: positiveLine().describe("The (last) line the finding is about"),
      start_line: positiveLine().optional().describe("First line of a multi-line finding, in the same hunk"),
      side: z
        .preprocess(upper, z.enum(["RIGHT", "LEFT"]))
        .default("RIGHT")
        .describe("RIGHT: new lines; LEFT: removed lines"),
      severity: z
        .preprocess(lower, z.enum(SEVERITIES))
        .describe("critical (breaks, insecure, data loss) · high · medium · low · nit (style, wording)"),
      body: z.string().trim().min(1).max(MAX_BODY).describe("What is wrong and why, in Markdown"),
      suggestion: z
        .string()
        .max(MAX_SUGGESTION)
        .optional()
        .describe("Replacement code for lines start_line..line, without a code fence"),
    }),
    access: () => ({ kind: "other" }),
    async execute(input) {
      const answer = findings.record({
        path: input.path,
        line: input.line,
        startLine: input.start_line,
        side: input.side,
        severity: input.severity,
        body: input.body,
        suggestion: input.suggestion,
      });
      return answer.ok ? { ok: true, content: answer.message, writtenPaths: [] } : failure(answer.message);
    },
  });
}
