/**
 * `patchbay run --issue N`: the `issues.labeled` event GitHub would send when the
 * issue is labeled for Patchbay, rebuilt from the API, with the token's owner as
 * the sender — so the permission gate checks the person running the CLI, and the
 * issue's text stays the author's untrusted description.
 */
import type { GitHubClient } from "../octokit.js";

export interface LabeledIssueRequest {
  owner: string;
  repo: string;
  number: number;
  /** The trigger label the event says was added. */
  label: string;
  /**
   * Who the event says added it. Default: the token's owner (the CLI). The Action's
   * `issue` input passes the person who started the workflow instead: an Actions
   * token's owner is a bot the gate refuses.
   */
  senderLogin?: string;
}

export async function labeledIssueEvent(
  octokit: GitHubClient,
  request: LabeledIssueRequest,
): Promise<{ name: "issues"; payload: Record<string, unknown> }> {
  const where = { owner: request.owner, repo: request.repo };
  const [{ data: repo }, { data: issue }, { data: me }] = await Promise.all([
    octokit.rest.repos.get(where),
    octokit.rest.issues.get({ ...where, issue_number: request.number }),
    request.senderLogin
      ? octokit.rest.users.getByUsername({ username: request.senderLogin })
      : octokit.rest.users.getAuthenticated(),
  ]);
  return {
    name: "issues",
    payload: { action: "labeled", issue, label: { name: request.label }, repository: repo, sender: me },
  };
}
