/**
 * `code_review:` — giving reviews (docs/decisions/0017-code-review.md), apart from `review:`,
 * which is about working through reviews people gave. Severities live here, at the
 * bottom of the dependency rule, because the schema, the tool and the renderer all
 * name them.
 */
import { z } from "zod";

/** Most severe first: the order findings are posted in and compared by. */
export const SEVERITIES = ["critical", "high", "medium", "low", "nit"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** `request_changes_at: never` keeps every review a COMMENT. */
const REQUEST_CHANGES_LEVELS = [...SEVERITIES, "never"] as const;

export const codeReviewSchema = z
  .strictObject({
    auto: z
      .boolean()
      .default(false)
      .describe(
        "Review pull requests when they are opened, marked ready for review, or pushed to (`pull_request` opened/ready_for_review/synchronize). Drafts are reviewed only when someone asks with `@patchbay review`.",
      ),
    instructions: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .default("REVIEW.md")
      .describe(
        "Review guidelines read from the base branch, before the repository's `instructions` files (AGENTS.md, CLAUDE.md, …): a path or a list of paths.",
      ),
    min_severity: z
      .enum(SEVERITIES)
      .default("low")
      .describe("Findings below this severity are dropped (critical > high > medium > low > nit)."),
    max_comments: z
      .number()
      .int("max_comments must be a whole number")
      .nonnegative("max_comments must be 0 or more")
      .default(20)
      .describe("Most inline comments in one review; further findings are listed in the summary comment."),
    request_changes_at: z
      .enum(REQUEST_CHANGES_LEVELS)
      .default("critical")
      .describe(
        "A finding at this severity or above makes the review REQUEST_CHANGES instead of COMMENT; `never` keeps it a comment.",
      ),
  })
  .prefault({});

export type CodeReviewConfig = z.infer<typeof codeReviewSchema>;

/** 0 for critical … 4 for nit: lower is more severe. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

/** Whether `severity` is at `level` or more severe. */
export function atLeast(severity: Severity, level: Severity): boolean {
  return severityRank(severity) <= severityRank(level);
}

/** The configured review instruction files, as a list. */
export function reviewInstructionFiles(config: CodeReviewConfig): string[] {
  return typeof config.instructions === "string" ? [config.instructions] : config.instructions;
}
