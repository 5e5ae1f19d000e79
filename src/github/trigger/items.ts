/**
 * Issue- and PR-shaped triggers: `issues` and `pull_request` (also `pull_request_target`,
 * which carries the same payload). They trigger when
 * - `opened` / `reopened` / `ready_for_review` (PRs): the body mentions the phrase, or the
 *   item already carries a trigger label;
 * - `edited`: the edit *added* the phrase to the body (an edit of an old request must not
 *   re-run it; `changes.body.from` tells what the body was);
 * - `labeled`: the added label is in `trigger.labels`;
 * - `assigned`: the assignee is in `trigger.assignees`.
 * The request is the body without the phrase, or the title and body when that is empty.
 *
 * GitHub sends `opened` *and* `labeled` for an issue created with a label; a workflow that
 * listens to both should use a `concurrency` group per issue (the later run continues on
 * the same branch).
 */

import { hasPatchbayMarker, PATCHBAY_MARKER } from "../marker.js";
import {
  branchForPullRequest,
  includesName,
  issueSource,
  labelNames,
  listOrNone,
  parsePayload,
  prSource,
  senderRefusal,
  skip,
  type TriggerContext,
  titleAndBody,
  toActor,
  toPullRequest,
  toRepository,
} from "./common.js";
import { issuesPayloadSchema, pullRequestPayloadSchema, type UserPayload } from "./payloads.js";
import { mentionsPhrase, phraseHint, stripPhrase } from "./phrase.js";
import type { BranchHint, PullRequestRef, Trigger, TriggerResult, TriggerSource, TriggerVia } from "./types.js";

const ISSUE_ACTIONS = ["opened", "edited", "labeled", "assigned"];
const PR_ACTIONS = ["opened", "reopened", "ready_for_review", "edited", "labeled", "assigned"];

/** What an issues/pull_request payload gives us, whichever of the two it is. */
interface Item {
  noun: "issue" | "pull request";
  action: string;
  title: string;
  body: string;
  labels: string[];
  label?: string;
  assignee?: string;
  bodyBefore?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** How the item triggers, or why it does not. */
function decide(ctx: TriggerContext, item: Item): { via: TriggerVia } | { skip: string } {
  const { labels, assignees } = ctx.config.trigger;
  const mentioned = mentionsPhrase(item.body, ctx.phrase);
  switch (item.action) {
    case "opened":
    case "reopened":
    case "ready_for_review": {
      if (mentioned) return { via: "phrase" };
      const label = item.labels.find((l) => includesName(labels, l));
      if (label) return { via: "label" };
      return {
        skip: `no ${phraseHint(ctx.phrase)} in the ${item.noun} body and no trigger label on it (its labels: ${listOrNone(item.labels)}; trigger.labels: ${listOrNone(labels)})`,
      };
    }
    case "edited":
      if (!mentioned) return { skip: `the edited ${item.noun} body has no ${phraseHint(ctx.phrase)}` };
      if (item.bodyBefore === undefined) return { skip: `the ${item.noun} was edited but its body did not change` };
      if (mentionsPhrase(item.bodyBefore, ctx.phrase))
        return {
          skip: `the ${item.noun} was edited but ${ctx.phrase} was already there; edits do not re-trigger Patchbay`,
        };
      return { via: "phrase" };
    case "labeled":
      if (item.label !== undefined && includesName(labels, item.label)) return { via: "label" };
      return { skip: `label \`${item.label ?? "?"}\` is not a trigger label (trigger.labels: ${listOrNone(labels)})` };
    case "assigned":
      if (item.assignee !== undefined && includesName(assignees, item.assignee)) return { via: "assignee" };
      return {
        skip: `the ${item.noun} was assigned to \`${item.assignee ?? "?"}\`, not to one of trigger.assignees (${listOrNone(assignees)})`,
      };
    default:
      return { skip: `action \`${item.action}\` of \`${ctx.eventName}\` is not one Patchbay acts on` };
  }
}

interface Built {
  sender: UserPayload;
  item: Item;
  source: TriggerSource;
  pullRequest?: PullRequestRef;
  branch: BranchHint;
  repository: Trigger["repository"];
}

function build(ctx: TriggerContext, b: Built): TriggerResult {
  // A body with the marker was written by Patchbay (its own PR): opening or editing it is
  // never a request. Someone labelling or assigning it afterwards is, and goes on below.
  if (!["labeled", "assigned"].includes(b.item.action) && hasPatchbayMarker(b.item.body))
    return skip(`the ${b.item.noun} is Patchbay's own (its body carries the ${PATCHBAY_MARKER} marker)`);
  const actor = toActor(b.sender);
  const refusal = senderRefusal(ctx, actor);
  if (refusal) return skip(refusal);
  const decision = decide(ctx, b.item);
  if ("skip" in decision) return skip(decision.skip);
  const stripped = decision.via === "phrase" ? stripPhrase(b.item.body, ctx.phrase) : "";
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action: b.item.action,
    actor,
    request: stripped || titleAndBody(b.item.title, b.item.body, ctx.phrase),
    via: decision.via,
    automation: false,
    source: b.source,
    repository: b.repository,
    pullRequest: b.pullRequest,
    branch: b.branch,
    time: b.item.action === "opened" ? b.item.createdAt : b.item.updatedAt,
  };
  return { kind: "trigger", trigger };
}

export function fromIssues(ctx: TriggerContext, payload: unknown, action: string): TriggerResult {
  if (!ISSUE_ACTIONS.includes(action))
    return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
  const p = parsePayload(issuesPayloadSchema, ctx.eventName, payload);
  const source = issueSource(p.issue);
  return build(ctx, {
    sender: p.sender,
    item: {
      noun: "issue",
      action,
      title: p.issue.title,
      body: p.issue.body ?? "",
      labels: labelNames(p.issue.labels),
      label: p.label?.name,
      assignee: p.assignee?.login,
      bodyBefore: p.changes?.body?.from,
      createdAt: p.issue.created_at,
      updatedAt: p.issue.updated_at,
    },
    source,
    branch:
      source.kind === "pr"
        ? { kind: "pr-lookup", number: p.issue.number }
        : { kind: "new", from: p.repository.default_branch },
    repository: toRepository(p.repository),
  });
}

export function fromPullRequest(ctx: TriggerContext, payload: unknown, action: string): TriggerResult {
  if (!PR_ACTIONS.includes(action))
    return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
  const p = parsePayload(pullRequestPayloadSchema, ctx.eventName, payload);
  const pullRequest = toPullRequest(p.pull_request);
  return build(ctx, {
    sender: p.sender,
    item: {
      noun: "pull request",
      action,
      title: p.pull_request.title,
      body: p.pull_request.body ?? "",
      labels: labelNames(p.pull_request.labels),
      label: p.label?.name,
      assignee: p.assignee?.login,
      bodyBefore: p.changes?.body?.from,
      createdAt: p.pull_request.created_at,
      updatedAt: p.pull_request.updated_at,
    },
    source: prSource(p.pull_request),
    pullRequest,
    branch: branchForPullRequest(pullRequest),
    repository: toRepository(p.repository),
  });
}
