/**
 * Code review triggers (docs/decisions/0017-code-review.md), kept apart from the other
 * handlers: `@patchbay review [focus]` in a comment on a pull request (an issue
 * comment or a comment on its diff) turns that comment's trigger into a review;
 * with `code_review.auto`, a `pull_request` that is opened, marked ready for
 * review or pushed to (synchronize) is reviewed without being asked — drafts
 * only when someone asks. The sender checks are the other flows' (Patchbay's
 * own events never trigger, bots only when allowed); the permission gate and
 * fork handling come later, as for every run.
 */
import {
  branchForPullRequest,
  parsePayload,
  prSource,
  senderRefusal,
  skip,
  type TriggerContext,
  toActor,
  toPullRequest,
  toRepository,
} from "./common.js";
import { pullRequestPayloadSchema } from "./payloads.js";
import type { Trigger, TriggerResult } from "./types.js";

/** `review`, `review: the SQL`, `Review, focusing on tests` — the verb must open the request. */
const REVIEW_VERB = /^review\b[:,.]?\s*([\s\S]*)$/i;

/** Comments where `@patchbay review` asks for a code review; a submitted review's text asks to address it. */
const VERB_EVENTS: ReadonlySet<string> = new Set(["issue_comment", "pull_request_review_comment"]);

/** `pull_request` actions a code review follows under `code_review.auto`. */
const AUTO_REVIEW_ACTIONS: readonly string[] = ["opened", "ready_for_review", "synchronize"];

/** A comment trigger whose request opens with `review` becomes a code review (on a PR); anything else is unchanged. */
export function withReviewVerb(ctx: TriggerContext, result: TriggerResult): TriggerResult {
  if (result.kind !== "trigger") return result;
  const t = result.trigger;
  if (!VERB_EVENTS.has(t.eventName) || t.via !== "phrase") return result;
  const verb = REVIEW_VERB.exec(t.request.trim());
  if (!verb) return result;
  const focus = verb[1]?.trim() ?? "";
  if (t.source.kind !== "pr") {
    // "review the design" on an issue is an ordinary request; a bare "review" has nothing to review.
    if (focus) return result;
    return skip(
      `\`${ctx.phrase} review\` reviews a pull request, and #${t.source.number ?? "?"} is an issue; ask on the pull request`,
    );
  }
  return { kind: "trigger", trigger: { ...t, codeReview: { focus, auto: false } } };
}

/**
 * A `pull_request` event under `code_review.auto`: a review trigger, a skip
 * (a draft, a sender that may not trigger), or undefined when the event is not
 * one automatic reviews follow (the other pull_request flows then decide).
 */
export function autoReview(ctx: TriggerContext, payload: unknown, action: string): TriggerResult | undefined {
  if (!ctx.config.code_review.auto) {
    // No other flow follows pushes: say how to have them reviewed.
    if (action === "synchronize")
      return skip("a push to a pull request starts a code review only with code_review.auto: true in the config");
    return undefined;
  }
  if (!AUTO_REVIEW_ACTIONS.includes(action)) return undefined;
  const p = parsePayload(pullRequestPayloadSchema, ctx.eventName, payload);
  const actor = toActor(p.sender);
  const refusal = senderRefusal(ctx, actor);
  if (refusal) return skip(refusal);
  const pr = p.pull_request;
  if (pr.draft)
    return skip(
      `pull request #${pr.number} is a draft: automatic reviews wait until it is marked ready for review (or comment \`${ctx.phrase} review\` to review it now)`,
    );
  const pullRequest = toPullRequest(pr);
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action,
    actor,
    request: "review",
    via: "review",
    automation: false,
    source: prSource(pr),
    repository: toRepository(p.repository),
    pullRequest,
    branch: branchForPullRequest(pullRequest),
    codeReview: { focus: "", auto: true },
    time: action === "opened" ? pr.created_at : pr.updated_at,
  };
  return { kind: "trigger", trigger };
}
