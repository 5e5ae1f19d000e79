/**
 * What a GitHub event (or a CLI/automation input) becomes: who asked, what, where (docs/decisions/0001-the-session-knows-nothing-of-github.md).
 * Produced only by `parseTrigger`; everything downstream (task, reporter, permission gate)
 * reads these fields instead of the raw payload.
 */
import type { Config } from "../../config/schema.js";

/** `Bot` when GitHub says so or the login ends in `[bot]`; everything else (users, orgs, mannequins) is `User`. */
type ActorType = "User" | "Bot";

export interface Actor {
  login: string;
  id: number;
  type: ActorType;
}

export interface RepositoryRef {
  owner: string;
  name: string;
  /** `owner/name` as GitHub spells it. */
  fullName: string;
  defaultBranch: string;
  url?: string;
  /** From the payload; undefined when it does not say (trust.authors then defaults as for a public one). */
  private?: boolean;
}

/** Where the request lives. `number` is set for issues and PRs; `task` for a named config task. */
export interface TriggerSource {
  kind: "issue" | "pr" | "task";
  number?: number;
  title?: string;
  body?: string;
  url?: string;
  /** The `tasks.<name>` key; undefined for an ad-hoc `prompt` with no issue or PR around it. */
  task?: string;
  /** Who wrote the issue or PR, and how GitHub relates them to the repository (OWNER, MEMBER, NONE …). */
  author?: { login: string; association?: string };
}

/** The PR's two ends, as in the `pull_request` payload (or the pulls API, see `parsePullRequest`). */
export interface PullRequestRef {
  number: number;
  headRef: string;
  headSha: string;
  /** `owner/name` of the head repository; null when the fork has been deleted. */
  headRepo: string | null;
  baseRef: string;
  baseSha: string;
  baseRepo: string;
  /** Head repository differs from the base repository: nothing may be pushed there (docs/decisions/0005-a-checkpoint-per-tool-call.md). */
  isFork: boolean;
  draft: boolean;
}

/** The comment (or review) that asked, so reporters can react to it and link back. */
interface TriggerComment {
  kind: "issue_comment" | "review_comment" | "review";
  id: number;
  url: string;
  createdAt: string;
  /** For reviews GitHub gives only `submitted_at`; createdAt and updatedAt are both that. */
  updatedAt: string;
  body: string;
  authorAssociation?: string;
  /** Review comments only: the file and diff position the comment is attached to. */
  path?: string;
  diffHunk?: string;
  line?: number;
  startLine?: number;
  side?: string;
  commitId?: string;
  inReplyToId?: number;
}

/**
 * Which branch the work should happen on. The task layer turns `new` into a concrete name
 * with `git.branch`; `pr-lookup` means the payload had no PR heads (an `issue_comment` on a
 * PR), so fetch the PR and call `branchForPullRequest`.
 */
export type BranchHint =
  | { kind: "existing"; name: string }
  | { kind: "new"; from: string }
  | { kind: "fork"; sha: string; headRepo: string | null }
  | { kind: "pr-lookup"; number: number };

/** How the trigger was recognised; reporters word their first comment after it. */
export type TriggerVia = "phrase" | "label" | "assignee" | "prompt" | "task" | "review";

export interface Trigger {
  eventName: string;
  /** The payload's `action` (`created`, `labeled`, …); for repository_dispatch, the event type. */
  action?: string;
  /** Who caused the event. Undefined only for `schedule`, whose payload names nobody. */
  actor?: Actor;
  /** The request with the trigger phrase removed (see `parseTrigger` for the fallbacks). */
  request: string;
  via: TriggerVia;
  /** The request came from the workflow (a `prompt`/`task` input, a schedule, a dispatch), not from a person's text. */
  automation: boolean;
  source: TriggerSource;
  repository: RepositoryRef;
  pullRequest?: PullRequestRef;
  comment?: TriggerComment;
  branch: BranchHint;
  /** A CI-fix trigger (`workflow_run`): the failed run and where it ran. */
  ciFix?: CiFixRef;
  /** A code review (`@patchbay review [focus]`, or `pull_request` with `code_review.auto`): review, change nothing. */
  codeReview?: CodeReviewRequest;
  /** ISO 8601: when the request was made (comment creation, label time, …; `now` when the payload has no time). */
  time: string;
}

interface CodeReviewRequest {
  /** What the requester asked the review to look at ("" for everything). */
  focus: string;
  /** Started by a `pull_request` event under `code_review.auto`, not by a person's comment. */
  auto: boolean;
  /** A local review (`patchbay review --base REF`): the ref the branch is compared with. */
  base?: string;
}

interface CiFixRef {
  runId: number;
  runUrl: string;
  workflow: string;
  headSha: string;
  headBranch: string;
  /** `owner/name` of the repository the failed commit came from. */
  headRepo: string | null;
  isFork: boolean;
}

export type TriggerResult = { kind: "trigger"; trigger: Trigger } | { kind: "skip"; reason: string };

export interface TriggerInputs {
  /** Automation mode: run this prompt on whatever event started the workflow. */
  prompt?: string;
  /** Run `tasks.<task>` from the config. */
  task?: string;
}

export interface ParseTriggerInput {
  /** `GITHUB_EVENT_NAME` */
  eventName: string;
  /** The parsed contents of `GITHUB_EVENT_PATH`. */
  payload: unknown;
  config: Config;
  /** The login Patchbay comments as (e.g. `github-actions[bot]`); its own events never trigger it. */
  botLogin?: string;
  inputs?: TriggerInputs;
  /** The time used when the payload carries none; defaults to the current time. */
  now?: Date;
}
