/**
 * GitHub event → Trigger (docs/decisions/0001-the-session-knows-nothing-of-github.md). A pure function of the event name, the
 * payload, the config and the action inputs: it decides whether Patchbay should act, and on
 * what, without calling GitHub. Anything not worth acting on is a `skip` with a reason for
 * the log; a payload it cannot read is a TriggerError.
 *
 * Precedence: `schedule` / `workflow_dispatch` / `repository_dispatch` always take their
 * request from the workflow; on any other event a `prompt` or `task` action input turns on
 * automation mode (no phrase needed); otherwise the event's own rules apply.
 *
 * The request text:
 * - a comment or review: its text with the phrase cut out (phrase.ts); a bare
 *   phrase on an issue means the issue's title and body, on a PR it is skipped with a hint;
 * - an issue or PR body with the phrase: the body without it, or the title and body if
 *   nothing else is left; a label or assignee trigger: the title and body;
 * - a task: its `prompt` from the config; a prompt input or client_payload.prompt: as given.
 */
import { z } from "zod";
import { autoReview, withReviewVerb } from "./code-review.js";
import { fromIssueComment, fromReview, fromReviewComment } from "./comments.js";
import { parsePayload, skip, type TriggerContext } from "./common.js";
import { TriggerError } from "./error.js";
import { fromIssues, fromPullRequest } from "./items.js";
import { fromAutomation, fromRepositoryDispatch, fromSchedule, fromWorkflowDispatch, pickInputs } from "./tasks.js";
import type { ParseTriggerInput, TriggerResult } from "./types.js";
import { fromWorkflowRun } from "./workflow-run.js";

type Handler = (ctx: TriggerContext, payload: unknown, action: string) => TriggerResult;

/** Events with an `action`, by name. `pull_request_target` carries the `pull_request` payload. */
const HANDLERS: Readonly<Record<string, Handler>> = {
  issue_comment: fromIssueComment,
  pull_request_review_comment: fromReviewComment,
  pull_request_review: fromReview,
  issues: fromIssues,
  pull_request: fromPullRequest,
  pull_request_target: fromPullRequest,
  workflow_run: fromWorkflowRun,
};

/** Every event name parseTrigger understands (a local run tells an event file's name by these). */
export const SUPPORTED_EVENTS: readonly string[] = [
  ...Object.keys(HANDLERS),
  "schedule",
  "workflow_dispatch",
  "repository_dispatch",
];

const actionSchema = z.looseObject({ action: z.string() });

export function parseTrigger(input: ParseTriggerInput): TriggerResult {
  const { eventName, payload, config } = input;
  if (typeof payload !== "object" || payload === null || Array.isArray(payload))
    throw new TriggerError(
      `The \`${eventName}\` event payload is not a JSON object (got ${payload === null ? "null" : Array.isArray(payload) ? "an array" : typeof payload}).`,
      "TRIGGER_MALFORMED_PAYLOAD",
      eventName,
    );
  const ctx: TriggerContext = {
    eventName,
    config,
    phrase: config.trigger.phrase,
    botLogin: input.botLogin || undefined,
    now: input.now ?? new Date(),
  };
  const inputs = pickInputs(input.inputs ? { ...input.inputs } : undefined);

  switch (eventName) {
    case "schedule":
      return fromSchedule(ctx, payload, inputs);
    case "workflow_dispatch":
      return fromWorkflowDispatch(ctx, payload, inputs);
    case "repository_dispatch":
      return fromRepositoryDispatch(ctx, payload, inputs);
  }
  const automated = fromAutomation(ctx, payload, inputs);
  if (automated) return automated;

  const handler = HANDLERS[eventName];
  if (!handler) return skip(`event \`${eventName}\` is not one Patchbay acts on`);
  const { action } = parsePayload(actionSchema, eventName, payload);
  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const review = autoReview(ctx, payload, action);
    if (review) return review;
  }
  return withReviewVerb(ctx, handler(ctx, payload, action));
}
