/**
 * The issues a sweep runs over (`patchbay matrix`): open issues with a label
 * (the issues list API), or the hits of a search query (the search API, limited
 * to this repository and to issues). Pull requests are left out either way.
 * Stops reading pages once it has one more than the limit: enough to know the
 * list was capped without paging through a thousand issues.
 */
import type { GitHubClient } from "../octokit.js";

export type IssueSelector = { label: string } | { query: string };

export interface IssueSearch {
  owner: string;
  repo: string;
  select: IssueSelector;
  limit: number;
}

export interface FoundIssues {
  numbers: number[];
  /** True when more issues matched than `limit`. */
  capped: boolean;
  /** How many matched, when GitHub says (the search API does; the list API does not). */
  total?: number;
}

const PER_PAGE = 100;

/** The search query as sent: the user's words, scoped to this repository and to open issues unless they say otherwise. */
function scopedQuery(query: string, owner: string, repo: string): string {
  const parts = [query.trim()];
  if (!/(^|\s)repo:/.test(query)) parts.push(`repo:${owner}/${repo}`);
  if (!/(^|\s)(is|type):(issue|pr|pull-request)\b/.test(query)) parts.push("is:issue");
  if (!/(^|\s)(is|state):(open|closed)\b/.test(query)) parts.push("is:open");
  return parts.filter(Boolean).join(" ");
}

export async function findIssues(octokit: GitHubClient, search: IssueSearch): Promise<FoundIssues> {
  const numbers: number[] = [];
  const want = search.limit + 1;
  if ("label" in search.select) {
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
      owner: search.owner,
      repo: search.repo,
      labels: search.select.label,
      state: "open",
      sort: "created",
      direction: "asc",
      per_page: PER_PAGE,
    })) {
      for (const issue of page.data) if (!issue.pull_request) numbers.push(issue.number);
      if (numbers.length >= want) break;
    }
    return { numbers: numbers.slice(0, search.limit), capped: numbers.length > search.limit };
  }
  const q = scopedQuery(search.select.query, search.owner, search.repo);
  let total: number | undefined;
  for await (const page of octokit.paginate.iterator(octokit.rest.search.issuesAndPullRequests, {
    q,
    sort: "created",
    order: "asc",
    per_page: PER_PAGE,
  })) {
    total ??= "total_count" in page.data ? Number(page.data.total_count) : undefined;
    for (const issue of page.data) if (!issue.pull_request) numbers.push(issue.number);
    if (numbers.length >= want) break;
  }
  return {
    numbers: numbers.slice(0, search.limit),
    capped: numbers.length > search.limit,
    total,
  };
}
