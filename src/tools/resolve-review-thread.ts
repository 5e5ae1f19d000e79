/**
 * `resolve_review_thread`: in a re-review, one of Patchbay's own earlier
 * findings whose code changed is fixed now. The run replies in its thread with
 * the one-line reason and resolves it once the review is posted; threads the
 * model leaves alone stay open and are not reported again.
 *
 * Like add_review_comment, the tool records and the run posts: the run injects
 * the EarlierThreads capability, which knows which threads may be resolved.
 */
import { z } from "zod";
import { defineTool, failure } from "./define.js";

/** Supplied by the run for re-reviews with earlier findings whose code changed. */
export interface EarlierThreads {
  /** The threads this review may resolve. */
  readonly ids: readonly string[];
  resolve(threadId: string, reason: string): void;
}

export function createResolveReviewThread(threads: EarlierThreads) {
  return defineTool({
    name: "resolve_review_thread",
    description:
      "Mark one of your earlier review findings as fixed: its code changed and the problem is gone. Give the " +
      "thread id from the task and one line saying what fixed it; the thread gets that line as a reply and is " +
      "resolved when the review is posted. Leave threads that still apply alone: they stay open and are not " +
      "reported again.",
    schema: z.object({
      thread_id: z.string().min(1).describe("The thread id from the task, e.g. PRRT_kwDO…"),
      reason: z
        .string()
        .trim()
        .min(1)
        .max(300)
        .describe("One line: what fixed it")
        .transform((text) => text.replace(/\s+/g, " ")),
    }),
    access: () => ({ kind: "other" }),
    async execute(input) {
      if (!threads.ids.includes(input.thread_id)) {
        const known = threads.ids.length ? threads.ids.join(", ") : "none";
        return failure(
          `Unknown thread ${input.thread_id}. The earlier findings this review may resolve are: ${known}.`,
        );
      }
      threads.resolve(input.thread_id, input.reason);
      return {
        ok: true,
        content: `Thread ${input.thread_id} will be answered "${input.reason}" and resolved when the review is posted.`,
        writtenPaths: [],
      };
    },
  });
}
