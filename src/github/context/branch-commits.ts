/**
 * Recent commits from a SHA, newest first, with their messages: what the CI-fix
 * loop guard reads (the run's checkout may be shallow, the API never is).
 */
import { z } from "zod";
import type { GitHubClient } from "../octokit.js";

const commitsSchema = z.array(z.object({ sha: z.string(), commit: z.object({ message: z.string() }) }));

export async function listCommitsFrom(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  sha: string,
  max = 50,
): Promise<{ sha: string; message: string }[]> {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/commits", { ...repo, sha, per_page: max });
  return commitsSchema.parse(data).map((c) => ({ sha: c.sha, message: c.commit.message }));
}
