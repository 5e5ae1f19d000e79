/**
 * GitDataApi over any Octokit-style `request(route, params)` — the GitHub layer
 * passes its client's `request` (`octokit.request.bind(octokit)`), so signed
 * commits need no GitHub import here (the dependency rule: docs/decisions/0001-the-session-knows-nothing-of-github.md). Every response
 * is checked as it arrives.
 */
import { z } from "zod";
import type { GitDataApi, TreeEntryInput } from "./signed.js";

/** The shape of `octokit.request`, as much of it as this file uses. */
export type RequestFn = (route: string, params: Record<string, unknown>) => Promise<{ data: unknown }>;

const shaSchema = z.object({ sha: z.string().regex(/^[0-9a-f]{40,64}$/) });
const refSchema = z.object({ object: shaSchema });
const statusSchema = z.object({ status: z.number() });

export class GitDataApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GitDataApiError";
  }
}

function sha(data: unknown, what: string): string {
  const parsed = shaSchema.safeParse(data);
  if (!parsed.success)
    throw new GitDataApiError(`GitHub's answer to ${what} has no sha: ${JSON.stringify(data).slice(0, 200)}`);
  return parsed.data.sha;
}

export function createGitDataApi(request: RequestFn, repo: { owner: string; repo: string }): GitDataApi {
  const base = { owner: repo.owner, repo: repo.repo };
  return {
    async getRef(branch) {
      try {
        const res = await request("GET /repos/{owner}/{repo}/git/ref/{ref}", { ...base, ref: `heads/${branch}` });
        const parsed = refSchema.safeParse(res.data);
        if (!parsed.success) throw new GitDataApiError(`GitHub's answer for ref heads/${branch} has no object sha`);
        return parsed.data.object.sha;
      } catch (error) {
        const status = statusSchema.safeParse(error);
        if (status.success && status.data.status === 404) return null;
        throw error;
      }
    },
    async createRef(branch, commit) {
      await request("POST /repos/{owner}/{repo}/git/refs", { ...base, ref: `refs/heads/${branch}`, sha: commit });
    },
    async updateRef(branch, commit, force) {
      await request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", {
        ...base,
        ref: `heads/${branch}`,
        sha: commit,
        force,
      });
    },
    async createBlob(contentBase64) {
      const res = await request("POST /repos/{owner}/{repo}/git/blobs", {
        ...base,
        content: contentBase64,
        encoding: "base64",
      });
      return sha(res.data, "create blob");
    },
    async createTree(baseTree: string, entries: TreeEntryInput[]) {
      const res = await request("POST /repos/{owner}/{repo}/git/trees", {
        ...base,
        base_tree: baseTree,
        tree: entries,
      });
      return sha(res.data, "create tree");
    },
    async createCommit(message, tree, parents) {
      // No author or committer: GitHub then signs the commit as made by the token's app or user.
      const res = await request("POST /repos/{owner}/{repo}/git/commits", { ...base, message, tree, parents });
      return sha(res.data, "create commit");
    },
  };
}
