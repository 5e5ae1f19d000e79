/**
 * `reply_to_thread`: how the model says, per review thread, what it did — a
 * change (resolve: true) or why it left the code as it is (resolve: false).
 *
 * The tool knows nothing of GitHub (tools/ never imports github/): the run
 * injects a ReviewReplies capability. Replies are recorded, not posted at once,
 * so each can link the checkpoint commit once it is pushed, and a thread is only
 * resolved when a change for it really reached the branch. Being a tool, every
 * call goes through the approval rules like any other.
 */
import { z } from "zod";
import { defineTool, failure, looseBoolean } from "./define.js";

export interface ThreadReply {
  threadId: string;
  body: string;
  resolve: boolean;
}

/** Supplied by the run for review tasks only. */
export interface ReviewReplies {
  /** The threads this task is about; a reply to any other is refused. */
  readonly threadIds: readonly string[];
  record(reply: ThreadReply): Promise<void>;
}

/** Replies are posted as comments: long enough for an explanation, short enough for a thread. */
const MAX_BODY = 4_000;

export function createReplyToThread(replies: ReviewReplies) {
  return defineTool({
    name: "reply_to_thread",
    description:
      "Answer one review thread. After changing the code for it, say what changed and set resolve: true " +
      "(Patchbay adds the commit link and resolves the thread once the change is pushed). If you decide not " +
      "to change anything, explain why and set resolve: false; the thread stays open for the reviewer. " +
      "One call per thread; a later call for the same thread replaces the earlier one.",
    schema: z.object({
      thread_id: z.string().min(1).describe("The thread id from the task, e.g. PRRT_kwDO…"),
      body: z.string().min(1).max(MAX_BODY).describe("The reply, in Markdown"),
      resolve: looseBoolean().describe("true: you changed the code for this thread; false: you did not"),
    }),
    access: () => ({ kind: "other" }),
    async execute(input) {
      if (!replies.threadIds.includes(input.thread_id)) {
        const known = replies.threadIds.length ? replies.threadIds.join(", ") : "none";
        return failure(`Unknown review thread ${input.thread_id}. The threads of this review are: ${known}.`);
      }
      await replies.record({ threadId: input.thread_id, body: input.body, resolve: input.resolve });
      const then = input.resolve
        ? "posted with the checkpoint link once the change is pushed, and the thread resolved"
        : "posted when the run ends; the thread stays open";
      return { ok: true, content: `Reply to ${input.thread_id} recorded: it is ${then}.`, writtenPaths: [] };
    },
  });
}

/** A ReviewReplies that keeps the last reply per thread, in the order threads were first answered. */
export function createReplyLog(threadIds: readonly string[]): ReviewReplies & { replies(): ThreadReply[] } {
  const byThread = new Map<string, ThreadReply>();
  return {
    threadIds,
    async record(reply) {
      byThread.set(reply.threadId, reply);
    },
    replies: () => [...byThread.values()],
  };
}
