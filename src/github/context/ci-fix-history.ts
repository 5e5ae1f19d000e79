/**
 * Reads what the CI-fix loop guard decides on — the branch's tip and the commits
 * under it — and posts the one "stopped" comment. The decision itself is pure
 * (run/flows/ci-fix-loop.ts's inputs are what this returns).
 */
import { z } from "zod";
import type { Redactor } from "../../secrets/redactor.js";
import { PATCHBAY_MARKER } from "../marker.js";
import type { GitHubClient } from "../octokit.js";
import { listCommitsFrom } from "./branch-commits.js";

export interface CiFixHistory {
  branchTip: string;
  /** Newest first, from the failed commit down. */
  commits: { sha: string; message: string }[];
}

const branchSchema = z.object({ commit: z.object({ sha: z.string() }) });
const pullSchema = z.object({ head: z.object({ sha: z.string() }) });

export async function readCiFixHistory(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  at: { pullNumber?: number; branch: string; headSha: string },
): Promise<CiFixHistory> {
  const branchTip =
    at.pullNumber !== undefined
      ? pullSchema.parse((await octokit.rest.pulls.get({ ...repo, pull_number: at.pullNumber })).data).head.sha
      : branchSchema.parse((await octokit.rest.repos.getBranch({ ...repo, branch: at.branch })).data).commit.sha;
  // Only needed when the failed commit is still the tip; otherwise the decision is already made.
  const commits = branchTip === at.headSha ? await listCommitsFrom(octokit, repo, at.headSha, 50) : [];
  return { branchTip, commits };
}

/** Hidden in the comment, so a second failed workflow on the same head does not post it again. */
const stoppedMarker = (headSha: string) => `<!-- patchbay:ci-fix-stopped ${headSha} -->`;

/** Posts the "stopped and why" comment once per head; false when it was already there. */
export async function postStoppedOnce(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  pullNumber: number,
  headSha: string,
  message: string,
  redactor: Redactor,
): Promise<boolean> {
  const marker = stoppedMarker(headSha);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: pullNumber,
    per_page: 100,
  });
  if (comments.some((c) => c.body?.includes(marker))) return false;
  await octokit.rest.issues.createComment({
    ...repo,
    issue_number: pullNumber,
    body: `${PATCHBAY_MARKER}\n${marker}\n${redactor.redact(message)}`,
  });
  return true;
}
