/**
 * Gathers what the model should know about the issue or PR a run is about,
 * within fixed bounds: a thread of 500 comments or a PR of 3,000 files costs a
 * handful of requests and a bounded number of characters.
 */
import { z } from "zod";
import { statusOf } from "../errors.js";
import { hasPatchbayMarker } from "../marker.js";
import type { GitHubClient } from "../octokit.js";
import { pullFileSchema } from "./code-review-files.js";

/** Every comment Patchbay posts carries this, so it can recognise (and never obey) itself. */

export interface ContextRequest {
  owner: string;
  repo: string;
  kind: "issue" | "pr";
  number: number;
  /** ISO time of the trigger: comments created or edited after it are left out. */
  triggerTime: string;
  /** The triggering comment, marked as the request in the rendered context. */
  triggerCommentId?: number;
  /** Review-comment triggers: the file and hunk the comment is attached to. */
  reviewComment?: { path: string; diffHunk: string; line?: number | null };
}

export interface ContextLimits {
  /** Comments kept from the start of the thread. */
  firstComments: number;
  /** Comments kept from the end of the thread. */
  lastComments: number;
  /** Changed files listed (and whose patches may be shown) for a PR. */
  maxFiles: number;
  /** Characters of diff shown in all. */
  maxDiffChars: number;
  /** Most recent inline review comments kept for a PR. */
  reviewComments: number;
}

const DEFAULT_CONTEXT_LIMITS: ContextLimits = {
  firstComments: 5,
  lastComments: 30,
  maxFiles: 100,
  maxDiffChars: 60_000,
  reviewComments: 20,
};

interface ContextComment {
  id: number;
  author: string;
  createdAt: string;
  updatedAt: string;
  body: string;
  isTrigger: boolean;
  /** GitHub's author_association (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE …), for trust.authors. */
  association?: string;
  /** Why the body is left out of the model's context (trust.authors), when it is. */
  withheld?: string;
}

/** An inline comment on a PR's diff. */
interface ReviewThreadComment extends ContextComment {
  path: string;
  line?: number | null;
}

interface ChangedFile {
  path: string;
  status: string;
  additions: number;
  deletions: number;
  /** Undefined when GitHub sends none (binary, too large) or the diff budget ran out. */
  patch?: string;
}

export interface RequestContext {
  owner: string;
  repo: string;
  kind: "issue" | "pr";
  number: number;
  title: string;
  author: string;
  authorAssociation?: string;
  /** Why the title and description are left out of the model's context (trust.authors), when they are. */
  withheld?: string;
  createdAt: string;
  body: string;
  url: string;
  comments: ContextComment[];
  /** How many comments exist in all, and why some are not shown. */
  commentStats: {
    total: number;
    /** Comments not shown because of the bounds; they sit after the first `gapAfter` shown. */
    omittedMiddle: number;
    gapAfter: number;
    ownComments: number;
    afterTrigger: number;
  };
  pr?: {
    head: string;
    base: string;
    changedFiles: number;
    additions: number;
    deletions: number;
    files: ChangedFile[];
    /** Files whose patch was left out because the diff budget ran out. */
    patchesOmitted: number;
    /** The most recent inline review comments, oldest first, filtered like comments. */
    reviewComments: ReviewThreadComment[];
    reviewCommentsTotal: number;
  };
  reviewComment?: { path: string; diffHunk: string; line?: number | null };
  linkedIssues: {
    number: number;
    title: string;
    body: string;
    url: string;
    author: string;
    association?: string;
    withheld?: string;
  }[];
}

const userSchema = z.object({ login: z.string() }).nullable();

const commentSchema = z.object({
  id: z.number(),
  user: userSchema,
  created_at: z.string(),
  updated_at: z.string(),
  body: z.string().nullish(),
  author_association: z.string().optional(),
});

const issueSchema = z.object({
  number: z.number(),
  title: z.string(),
  body: z.string().nullish(),
  user: userSchema,
  created_at: z.string(),
  html_url: z.string(),
  comments: z.number(),
  author_association: z.string().optional(),
});

const pullSchema = z.object({
  head: z.object({ ref: z.string() }),
  base: z.object({ ref: z.string() }),
  changed_files: z.number(),
  additions: z.number(),
  deletions: z.number(),
  review_comments: z.number().optional(),
});

const reviewCommentSchema = commentSchema.extend({ path: z.string(), line: z.number().nullish() });

const PER_PAGE = 100;
/** "Closes #12", "fixes: #3", "Resolved #7": GitHub's closing keywords, same repository only. */
const CLOSING_REFERENCE = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)\b/gi;
const MAX_LINKED_ISSUES = 3;

export async function gatherContext(
  octokit: GitHubClient,
  req: ContextRequest,
  limits: ContextLimits = DEFAULT_CONTEXT_LIMITS,
): Promise<RequestContext> {
  const repo = { owner: req.owner, repo: req.repo };
  const issue = issueSchema.parse((await octokit.rest.issues.get({ ...repo, issue_number: req.number })).data);
  const { comments, stats } = await gatherComments(octokit, req, issue.comments, limits);

  const ctx: RequestContext = {
    owner: req.owner,
    repo: req.repo,
    kind: req.kind,
    number: req.number,
    title: issue.title,
    author: issue.user?.login ?? "ghost",
    authorAssociation: issue.author_association || undefined,
    createdAt: issue.created_at,
    body: issue.body ?? "",
    url: issue.html_url,
    comments,
    commentStats: stats,
    reviewComment: req.reviewComment,
    linkedIssues: [],
  };

  if (req.kind === "pr") {
    ctx.pr = await gatherPull(octokit, req, limits);
    ctx.linkedIssues = await gatherLinkedIssues(octokit, req, issue.body ?? "");
  }
  return ctx;
}

async function listCommentPage(octokit: GitHubClient, req: ContextRequest, page: number) {
  const { data } = await octokit.rest.issues.listComments({
    owner: req.owner,
    repo: req.repo,
    issue_number: req.number,
    per_page: PER_PAGE,
    page,
  });
  return z.array(commentSchema).parse(data);
}

/**
 * Reads the first page and the last pages only: enough for the opening of the
 * thread and its most recent part, whatever its length.
 */
async function gatherComments(
  octokit: GitHubClient,
  req: ContextRequest,
  total: number,
  limits: ContextLimits,
): Promise<{ comments: ContextComment[]; stats: RequestContext["commentStats"] }> {
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  // Two trailing pages, because the newest comments are often our own or after the trigger.
  const tailPages = Math.max(1, Math.ceil(limits.lastComments / PER_PAGE) + 1);
  const pages = new Set<number>([1]);
  for (let p = Math.max(1, lastPage - tailPages + 1); p <= lastPage; p++) pages.add(p);

  const raw: z.infer<typeof commentSchema>[] = [];
  for (const page of [...pages].sort((a, b) => a - b)) raw.push(...(await listCommentPage(octokit, req, page)));
  const unfetched = Math.max(0, total - raw.length);

  const filtered = filterComments(raw, req);
  const eligible: ContextComment[] = filtered.kept.map(({ source: _source, ...c }) => c);
  const { ownComments, afterTrigger } = filtered;

  const keep = limits.firstComments + limits.lastComments;
  const whole = eligible.length <= keep && unfetched === 0;
  const comments = whole
    ? eligible
    : [
        ...eligible.slice(0, limits.firstComments),
        ...(limits.lastComments > 0 ? eligible.slice(limits.firstComments).slice(-limits.lastComments) : []),
      ];
  const omittedMiddle = eligible.length - comments.length + unfetched;
  const gapAfter = whole ? comments.length : Math.min(limits.firstComments, comments.length);
  return { comments, stats: { total, omittedMiddle, gapAfter, ownComments, afterTrigger } };
}

/**
 * Drops Patchbay's own comments and those created or edited after the trigger
 * (updated_at >= created_at, so one test covers both).
 */
function filterComments<C extends z.infer<typeof commentSchema>>(raw: readonly C[], req: ContextRequest) {
  const cutoff = Date.parse(req.triggerTime);
  let ownComments = 0;
  let afterTrigger = 0;
  const kept: (ContextComment & { source: C })[] = [];
  for (const c of raw) {
    const body = c.body ?? "";
    if (hasPatchbayMarker(body)) ownComments++;
    else if (Date.parse(c.updated_at) > cutoff) afterTrigger++;
    else
      kept.push({
        id: c.id,
        author: c.user?.login ?? "ghost",
        createdAt: c.created_at,
        updatedAt: c.updated_at,
        body,
        isTrigger: c.id === req.triggerCommentId,
        association: c.author_association || undefined,
        source: c,
      });
  }
  return { kept, ownComments, afterTrigger };
}

/** The last page(s) of inline review comments: the recent review is what a request usually refers to. */
async function gatherReviewComments(
  octokit: GitHubClient,
  req: ContextRequest,
  total: number,
  limits: ContextLimits,
): Promise<ReviewThreadComment[]> {
  if (total === 0 || limits.reviewComments === 0) return [];
  const page = Math.max(1, Math.ceil(total / PER_PAGE));
  const { data } = await octokit.rest.pulls.listReviewComments({
    owner: req.owner,
    repo: req.repo,
    pull_number: req.number,
    per_page: PER_PAGE,
    page,
  });
  const { kept } = filterComments(z.array(reviewCommentSchema).parse(data), req);
  return kept.slice(-limits.reviewComments).map(({ source, ...c }) => ({ ...c, path: source.path, line: source.line }));
}

async function gatherPull(
  octokit: GitHubClient,
  req: ContextRequest,
  limits: ContextLimits,
): Promise<NonNullable<RequestContext["pr"]>> {
  const repo = { owner: req.owner, repo: req.repo };
  const pull = pullSchema.parse((await octokit.rest.pulls.get({ ...repo, pull_number: req.number })).data);

  // The files endpoint carries each file's patch, so no separate (unbounded) diff request is needed.
  const files: ChangedFile[] = [];
  const pages = Math.ceil(Math.min(pull.changed_files, limits.maxFiles) / PER_PAGE);
  for (let page = 1; page <= pages; page++) {
    const { data } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: req.number, per_page: PER_PAGE, page });
    for (const f of z.array(pullFileSchema).parse(data)) {
      if (files.length >= limits.maxFiles) break;
      files.push({
        path: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        patch: f.patch,
      });
    }
  }

  let budget = limits.maxDiffChars;
  let patchesOmitted = 0;
  for (const f of files) {
    if (f.patch === undefined) continue;
    if (f.patch.length > budget) {
      f.patch = undefined;
      patchesOmitted++;
    } else {
      budget -= f.patch.length;
    }
  }
  const reviewCommentsTotal = pull.review_comments ?? 0;
  return {
    head: pull.head.ref,
    base: pull.base.ref,
    changedFiles: pull.changed_files,
    additions: pull.additions,
    deletions: pull.deletions,
    files,
    patchesOmitted,
    reviewComments: await gatherReviewComments(octokit, req, reviewCommentsTotal, limits),
    reviewCommentsTotal,
  };
}

export function closingReferences(body: string): number[] {
  const numbers = [...body.matchAll(CLOSING_REFERENCE)].map((m) => Number(m[1]));
  return [...new Set(numbers)].slice(0, MAX_LINKED_ISSUES);
}

async function gatherLinkedIssues(octokit: GitHubClient, req: ContextRequest, body: string) {
  const linked: RequestContext["linkedIssues"] = [];
  for (const n of closingReferences(body)) {
    if (n === req.number) continue;
    try {
      const { data } = await octokit.rest.issues.get({ owner: req.owner, repo: req.repo, issue_number: n });
      const issue = issueSchema.parse(data);
      linked.push({
        number: n,
        title: issue.title,
        body: issue.body ?? "",
        url: issue.html_url,
        author: issue.user?.login ?? "ghost",
        association: issue.author_association || undefined,
      });
    } catch (error) {
      // A reference to a deleted or transferred issue is not worth failing the run for.
      if (statusOf(error) === 404 || statusOf(error) === 410) continue;
      throw error;
    }
  }
  return linked;
}
