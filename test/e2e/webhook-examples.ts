/**
 * GitHub's own webhook payloads (@octokit/webhooks-examples), pointed at the test
 * origin's repository: what the e2e tests feed the action instead of hand-written
 * events. One loader, and the payloads more than one flow's tests send.
 */
import { createRequire } from "node:module";
import { z } from "zod";
import type { ReviewThread } from "../../src/github/review-threads/threads.js";
import { ACTOR, type JsonObject, merge, OWNER, REPO } from "./harness.js";

const definitions = z.array(z.looseObject({ name: z.string(), examples: z.array(z.json()) }));

/** The first example of `event` that `pick` accepts (any, by default). */
export function webhookExample(event: string, pick: (e: JsonObject) => boolean = () => true): JsonObject {
  const all = definitions.parse(createRequire(import.meta.url)("@octokit/webhooks-examples"));
  const found = all
    .find((d) => d.name === event)
    ?.examples.find(
      (e): e is JsonObject => typeof e === "object" && e !== null && !Array.isArray(e) && pick(e as JsonObject),
    );
  if (!found) throw new Error(`no ${event} example`);
  return found;
}

/** The test origin's repository, as a payload names it. */
export const REPOSITORY = {
  name: REPO,
  full_name: `${OWNER}/${REPO}`,
  owner: { login: OWNER },
  default_branch: "main",
};

/** GitHub's `workflow_run` example with a pull request, as a failed "CI" run of PR #2 (branch fix-add). */
export function failedRunPayload(head: string): JsonObject {
  const example = webhookExample("workflow_run", (e) => JSON.stringify(e).includes('"pull_requests":[{'));
  return merge(example, {
    action: "completed",
    repository: REPOSITORY,
    workflow: { name: "CI" },
    workflow_run: {
      id: 30433642,
      name: "CI",
      html_url: `https://github.com/${OWNER}/${REPO}/actions/runs/30433642`,
      conclusion: "failure",
      head_branch: "fix-add",
      head_sha: head,
      head_repository: { full_name: `${OWNER}/${REPO}` },
      pull_requests: [{ number: 2, head: { ref: "fix-add", sha: head }, base: { ref: "main", sha: head } }],
    },
  });
}

/** The review `reviewPayload` submits. */
export const REVIEW_ID = 1590000077;

/** GitHub's `pull_request_review` example: the actor asks @patchbay to address PR #2's review. */
export function reviewPayload(head: string, base: string): JsonObject {
  return merge(webhookExample("pull_request_review"), {
    action: "submitted",
    repository: REPOSITORY,
    sender: { login: ACTOR.login, id: ACTOR.id, type: "User" },
    review: {
      id: REVIEW_ID,
      body: "@patchbay please address these",
      user: { login: ACTOR.login, id: ACTOR.id, type: "User" },
      submitted_at: "2026-11-24T09:30:00Z",
      html_url: `https://github.com/${OWNER}/${REPO}/pull/2#pullrequestreview-${REVIEW_ID}`,
    },
    pull_request: {
      number: 2,
      title: "Fix add()",
      body: "Makes add() add.",
      head: { ref: "fix-add", sha: head, repo: { full_name: `${OWNER}/${REPO}` } },
      base: { ref: "main", sha: base, repo: { full_name: `${OWNER}/${REPO}` } },
    },
  });
}

/** One page of PR #2's review threads, as GitHub's GraphQL API answers. */
export function threadsPage(nodes: ReviewThread[]) {
  return {
    data: {
      repository: {
        pullRequest: {
          reviewThreads: { totalCount: nodes.length, pageInfo: { hasNextPage: false, endCursor: null }, nodes },
        },
      },
    },
  };
}

export type GraphqlBody = { query: string; variables: Record<string, unknown> };

/** A GraphQL request body matcher: the query names `what` (and, given, is about thread `id`). */
export const asks = (what: string, id?: string) => (b: GraphqlBody) =>
  b.query.includes(what) && (id === undefined || b.variables.thread === id);
