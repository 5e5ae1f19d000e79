/**
 * Find-or-create the pull request for a branch (after create-pull-request's
 * github-helper): one PR per branch, updated by later runs. Known failures are
 * named constants that become branches in the logic.
 */

import type { Checkpoint } from "../git/types.js";
import type { Redactor } from "../secrets/redactor.js";
import { UsageError } from "../util/usage-error.js";
import { type CreateOnceOptions, createOnce, NO_RETRY } from "./create-once.js";
import { GitHubError, GitHubPermissionError, messageOf, statusOf } from "./errors.js";
import { PATCHBAY_MARKER } from "./marker.js";
import type { GitHubClient } from "./octokit.js";
import type { RepoRef } from "./reporting/comments.js";
import { neutralize } from "./reporting/progress.js";
import { GitHubApiError, gitHubSaid } from "./request-errors.js";
import { branchForPullRequest, parsePullRequest, type Trigger } from "./trigger/index.js";

/** 422: a PR for this head and base exists (created by an earlier or concurrent run). */
const PR_ALREADY_EXISTS = /A pull request already exists for/i;
/** 422: the repository's plan does not allow drafts (private repos on free plans). */
const DRAFTS_NOT_SUPPORTED = /Draft pull requests are not supported/i;
/** 422: the branch has nothing the base lacks. */
const NO_COMMITS_BETWEEN = /No commits between/i;
/** 403: the repository setting "Allow GitHub Actions to create and approve pull requests" is off. */
const ACTIONS_MAY_NOT_CREATE_PRS = /not permitted to create or approve pull requests/i;

export class NoCommitsError extends GitHubError {
  constructor(message: string) {
    super(message, "GITHUB_API", 422);
    this.name = "NoCommitsError";
  }
}

export interface PullRequestSpec {
  owner: string;
  repo: string;
  /** Branch in the same repository. */
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
}

export interface PullRequestResult {
  number: number;
  url: string;
  created: boolean;
  draft: boolean;
}

/** The open PR whose head is `head` in this repository, if any (scheduled tasks find earlier runs' PRs this way). */
async function findOpenPullRequest(
  octokit: GitHubClient,
  where: RepoRef & { head: string; base?: string },
): Promise<PullRequestResult | undefined> {
  const { data } = await octokit.rest.pulls.list({
    owner: where.owner,
    repo: where.repo,
    head: `${where.owner}:${where.head}`,
    base: where.base,
    state: "open",
    per_page: 1,
  });
  const pr = data[0];
  return pr ? { number: pr.number, url: pr.html_url, created: false, draft: pr.draft ?? false } : undefined;
}

/** An issue_comment on a PR carries no branch: ask the API for the PR's head, and return the trigger with it. */
export async function lookUpPullRequest(octokit: GitHubClient | undefined, trigger: Trigger): Promise<Trigger> {
  const number = trigger.source.number;
  if (!octokit || number === undefined)
    throw new UsageError(
      `the comment is on pull request #${number}; finding its branch needs a GitHub token (the github_token input, or GITHUB_TOKEN for the CLI)`,
    );
  const { data } = await octokit.rest.pulls.get({
    owner: trigger.repository.owner,
    repo: trigger.repository.name,
    pull_number: number,
  });
  const pullRequest = parsePullRequest(data);
  return { ...trigger, pullRequest, branch: branchForPullRequest(pullRequest) };
}

/** Title and body are redacted here, whoever wrote them. */
export async function findOrCreatePullRequest(
  octokit: GitHubClient,
  unredacted: PullRequestSpec,
  redactor: Redactor,
  options: CreateOnceOptions = {},
): Promise<PullRequestResult> {
  const spec = { ...unredacted, title: redactor.redact(unredacted.title), body: redactor.redact(unredacted.body) };
  const where = `${spec.owner}/${spec.repo} (${spec.head} → ${spec.base})`;
  const byHead = () => findOpenPullRequest(octokit, spec);
  // After a 422 "already exists", whatever its base: one open PR per head, and a person may have retargeted it.
  const anyBase = async () =>
    (await byHead()) ?? (await findOpenPullRequest(octokit, { owner: spec.owner, repo: spec.repo, head: spec.head }));
  try {
    const existing = await byHead();
    if (existing) return await update(octokit, spec, existing);
    // Sent once: a create GitHub did not answer is looked up before it is sent again (create-once.ts).
    const createWith = (draft: boolean) => createOnce(() => create(octokit, spec, draft), byHead, options);
    try {
      return await createWith(spec.draft);
    } catch (error) {
      const message = messageOf(error);
      if (statusOf(error) !== 422) throw error;
      if (PR_ALREADY_EXISTS.test(message))
        return await update(octokit, spec, await existingAfter422(anyBase, where, options));
      if (DRAFTS_NOT_SUPPORTED.test(message) && spec.draft) return await createWith(false);
      if (NO_COMMITS_BETWEEN.test(message)) {
        throw new NoCommitsError(`No pull request for ${where}: the branch has no commits that ${spec.base} lacks.`);
      }
      throw error;
    }
  } catch (error) {
    throw explainPullError(error, where);
  }
}

/**
 * GitHub said a PR for this head exists (an earlier or concurrent run made it, or a
 * create it never answered did): find it — lists can lag a create by a moment.
 */
async function existingAfter422(
  byHead: () => Promise<PullRequestResult | undefined>,
  where: string,
  options: CreateOnceOptions,
): Promise<PullRequestResult> {
  let wait = options.backoffMs ?? 1000;
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await byHead();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait *= 2;
  }
  throw new GitHubError(
    `GitHub says a pull request for ${where} already exists, but lists none open for that branch; the branch is pushed — open the pull request from it, or run again`,
    "GITHUB_API",
    422,
  );
}

async function create(octokit: GitHubClient, spec: PullRequestSpec, draft: boolean): Promise<PullRequestResult> {
  const { data } = await octokit.rest.pulls.create({
    owner: spec.owner,
    repo: spec.repo,
    head: spec.head,
    base: spec.base,
    title: spec.title,
    body: spec.body,
    draft,
    request: NO_RETRY,
  });
  return { number: data.number, url: data.html_url, created: true, draft: data.draft ?? draft };
}

async function update(octokit: GitHubClient, spec: PullRequestSpec, pr: PullRequestResult): Promise<PullRequestResult> {
  // Draft state is left alone: a person may have marked the PR ready for review.
  await octokit.rest.pulls.update({
    owner: spec.owner,
    repo: spec.repo,
    pull_number: pr.number,
    title: spec.title,
    body: spec.body,
  });
  return pr;
}

function explainPullError(error: unknown, where: string): unknown {
  // Already explained; a plain API error (request-errors.ts) is made more specific here.
  if (error instanceof GitHubError && !(error instanceof GitHubApiError)) return error;
  const status = statusOf(error);
  const message = gitHubSaid(error);
  if (status === 403 && ACTIONS_MAY_NOT_CREATE_PRS.test(message)) {
    return new GitHubPermissionError(
      `GitHub Actions may not create pull requests in ${where}. Turn on "Allow GitHub Actions to create and approve ` +
        'pull requests" (Settings → Actions → General), or pass a token that may.',
      ["repository setting: allow GitHub Actions to create pull requests"],
      status,
    );
  }
  if (status === 403 || status === 404) {
    return new GitHubPermissionError(
      `GitHub refused to open or update the pull request for ${where} (HTTP ${status}: ${message}). ` +
        "Give the workflow `permissions: { pull-requests: write, contents: write }`.",
      ["pull-requests: write", "contents: write"],
      status,
    );
  }
  return error;
}

export interface PullBodyInput {
  /** `https://github.com/o/r`, for commit links; none for a local run's preview (there is nothing to link to). */
  repoUrl?: string;
  summary: string;
  checkpoints: readonly Checkpoint[];
  /** Issue this PR closes (issue triggers). */
  closes?: number;
  /** Where the request came from, e.g. an issue comment URL, or the task name. */
  requestedBy?: string;
  runUrl?: string;
}

const MAX_LISTED_CHECKPOINTS = 100;

/** The PR description: what was done, the checkpoints, and `Closes #N`. Redacted, marked. */
export function renderPullBody(input: PullBodyInput, redactor: Redactor): string {
  const out = ["## What Patchbay did", "", neutralize(input.summary.trim() || "(no summary)"), ""];
  if (input.closes !== undefined) out.push(`Closes #${input.closes}`, "");
  if (input.checkpoints.length > 0) {
    out.push(`### Checkpoints (${input.checkpoints.length})`, "");
    const shown = input.checkpoints.slice(-MAX_LISTED_CHECKPOINTS);
    if (shown.length < input.checkpoints.length)
      out.push(`- … ${input.checkpoints.length - shown.length} earlier checkpoints`);
    for (const c of shown) {
      const sha = `\`${c.sha.slice(0, 7)}\``;
      out.push(`- ${input.repoUrl ? `[${sha}](${input.repoUrl}/commit/${c.sha})` : sha} ${neutralize(c.subject)}`);
    }
    out.push("");
  }
  const footer: string[] = [];
  if (input.requestedBy) footer.push(`Requested in ${input.requestedBy}`);
  if (input.runUrl) footer.push(`[workflow run](${input.runUrl})`);
  if (footer.length > 0) out.push(`<sub>${footer.join(" · ")}</sub>`, "");
  out.push(PATCHBAY_MARKER);
  return redactor.redact(out.join("\n"));
}
