/**
 * The pull request's diff as GitHub serves it (`GET /pulls/{n}/files`): each
 * file with its status, a renamed file's old path, and its patch — the lines an
 * inline comment may sit on. GitHub sends no patch for a binary file or one too
 * large for its diff; such files are kept, with no lines and the reason.
 */
import { z } from "zod";
import { type DiffFile, type FileStatus, type PullDiff, parseHunks, whyNoLines } from "../../code-review/diff.js";
import type { GitHubClient } from "../octokit.js";

/** One entry of `GET /pulls/{n}/files`, as the code review and the model's PR context both read it. */
export const pullFileSchema = z.object({
  filename: z.string(),
  status: z.string(),
  additions: z.number(),
  deletions: z.number(),
  patch: z.string().optional(),
  previous_filename: z.string().optional(),
});

const STATUSES: readonly FileStatus[] = ["added", "removed", "modified", "renamed", "copied", "changed", "unchanged"];

/** GitHub lists at most 3,000 files of a pull request, 100 a page. */
const PER_PAGE = 100;
const MAX_FILES = 3_000;

export async function fetchPullDiff(
  octokit: GitHubClient,
  where: { owner: string; repo: string; pullNumber: number },
): Promise<PullDiff> {
  const files: DiffFile[] = [];
  for (let page = 1; page <= MAX_FILES / PER_PAGE; page++) {
    const { data } = await octokit.rest.pulls.listFiles({
      owner: where.owner,
      repo: where.repo,
      pull_number: where.pullNumber,
      per_page: PER_PAGE,
      page,
    });
    const listed = z.array(pullFileSchema).parse(data);
    for (const f of listed) files.push(toDiffFile(f));
    if (listed.length < PER_PAGE) return { files, truncated: false };
  }
  return { files, truncated: true };
}

function toDiffFile(f: z.infer<typeof pullFileSchema>): DiffFile {
  const status = STATUSES.find((s) => s === f.status) ?? "changed";
  const hunks = f.patch ? parseHunks(f.patch) : [];
  const base = {
    path: f.filename,
    previousPath: f.previous_filename || undefined,
    status,
    additions: f.additions,
    deletions: f.deletions,
  };
  if (hunks.length > 0) return { ...base, hunks };
  // No patch: counted lines mean a diff too large for GitHub to show; none, a binary file or a bare rename.
  const reason =
    f.additions + f.deletions > 0
      ? `${f.filename} has a diff too large for GitHub to show: it has no lines to comment on`
      : whyNoLines({ ...base, binary: status !== "renamed" });
  return { ...base, hunks, noLines: reason };
}
