/**
 * The two control tools: they do nothing in the workspace but end the session,
 * with a question for a person or with the final result.
 */
import { z } from "zod";
import { defineTool } from "./define.js";

export function createAskFollowupQuestion() {
  return defineTool({
    name: "ask_followup_question",
    description: "Ask the requester a question when you cannot proceed without their answer. Ends this run.",
    schema: z.object({ question: z.string().min(1), options: z.array(z.string()).max(5).optional() }),
    access: () => ({ kind: "other" }),
    async execute(input) {
      return {
        ok: true,
        content: "Question posted; the run stops until it is answered.",
        writtenPaths: [],
        control: { kind: "question", question: input.question, options: input.options },
      };
    },
  });
}

export function createAttemptCompletion() {
  return defineTool({
    name: "attempt_completion",
    description: "Finish: summarize what you did. Call only when the task is done.",
    schema: z.object({
      result: z.string().min(1).describe("Final summary for the requester"),
      command: z.string().optional().describe("Command that shows the result"),
    }),
    access: () => ({ kind: "other" }),
    async execute(input) {
      const result = input.command ? `${input.result}\n\nTo see it: \`${input.command}\`` : input.result;
      return { ok: true, content: "Completed.", writtenPaths: [], control: { kind: "completion", result } };
    },
  });
}
