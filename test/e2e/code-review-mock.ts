/**
 * The GitHub side of a code review, for the e2e tests: real webhook payloads
 * from @octokit/webhooks-examples pointed at the test origin's repository, the pull
 * request's files as GitHub would list them (computed with git from the
 * origin's own commits, so every patch and line number is real), and the
 * requests a review makes — answered by the test's GitHubMock, which fails the
 * test on any request nobody expected.
 */
import type { z } from "zod";
import type { GitHubMock } from "./github-mock.js";
import { ACTOR, type JsonObject, merge, type Origin, OWNER, REPO, remoteGit } from "./harness.js";
import { REPOSITORY as repository, webhookExample } from "./webhook-examples.js";

const R = `/repos/${OWNER}/${REPO}`;
const BOT = "github-actions[bot]";

type Json = z.infer<ReturnType<typeof z.json>>;

/** The first example of `event` whose action matches. */
function exampleWith(event: string, action: string, pick: (e: JsonObject) => boolean = () => true): JsonObject {
  return webhookExample(event, (e) => e.action === action && pick(e));
}

const sender = { login: ACTOR.login, id: ACTOR.id, type: "User" };

export interface PullSpec {
  number?: number;
  head: string;
  base: string;
  headRef?: string;
  /** The head repository, when it is a fork. */
  fork?: string;
  draft?: boolean;
  title?: string;
  body?: string;
}

function pullFields(p: PullSpec): JsonObject {
  const headRepo = p.fork ?? `${OWNER}/${REPO}`;
  return {
    number: p.number ?? 2,
    title: p.title ?? "Fix add()",
    body: p.body ?? "Makes add() add.",
    draft: p.draft ?? false,
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${p.number ?? 2}`,
    head: { ref: p.headRef ?? "fix-add", sha: p.head, repo: { full_name: headRepo } },
    base: { ref: "main", sha: p.base, repo: { full_name: `${OWNER}/${REPO}` } },
  };
}

/** A `pull_request` event (opened, synchronize, ready_for_review, …) from the examples, on the test origin. */
export function pullRequestEvent(action: string, p: PullSpec, patch: JsonObject = {}): JsonObject {
  const example = exampleWith("pull_request", action);
  return merge(
    example,
    merge({ action, number: p.number ?? 2, repository, sender, pull_request: pullFields(p) }, patch),
  );
}

/** An `issue_comment` created on the pull request, saying `body`. */
export function prCommentEvent(body: string, number = 2, who = sender): JsonObject {
  const example = exampleWith("issue_comment", "created");
  return merge(example, {
    repository,
    sender: who,
    issue: {
      number,
      title: "Fix add()",
      body: "Makes add() add.",
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}`,
      pull_request: { html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}` },
      labels: [],
    },
    comment: {
      id: 7001,
      body,
      user: who,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}#issuecomment-7001`,
      created_at: "2026-11-24T10:00:00Z",
      updated_at: "2026-11-24T10:00:00Z",
    },
  });
}

/** A comment on a line of the pull request's diff, saying `body`. */
export function reviewCommentEvent(body: string, p: PullSpec): JsonObject {
  const example = exampleWith("pull_request_review_comment", "created");
  return merge(example, {
    repository,
    sender,
    pull_request: pullFields(p),
    comment: {
      id: 7101,
      body,
      user: sender,
      path: "src/math.ts",
      line: 2,
      commit_id: p.head,
      original_commit_id: p.head,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/2#discussion_r7101`,
      created_at: "2026-11-24T10:00:00Z",
      updated_at: "2026-11-24T10:00:00Z",
    },
  });
}

/** GET /pulls/N as GitHub answers it (a comment's run looks the PR up). */
export function pullResponse(p: PullSpec): JsonObject {
  return { ...pullFields(p), created_at: "2026-11-24T09:00:00Z", updated_at: "2026-11-24T09:00:00Z" };
}

/**
 * `GET /pulls/N/files` for base...head as GitHub computes it: status, a rename's
 * old name, counts, and the patch (hunks only; none for a binary file).
 */
export function pullFiles(origin: Origin, base: string, head: string): JsonObject[] {
  const range = `${base}...${head}`;
  const status = remoteGit(origin, "diff", "--name-status", "-M", range).split("\n").filter(Boolean);
  const statuses: Record<string, string> = { A: "added", D: "removed", M: "modified", R: "renamed" };
  return status.map((line) => {
    const [code = "M", first = "", second] = line.split("\t");
    const filename = second ?? first;
    const paths = second ? [first, second] : [first];
    const [added = "0", deleted = "0"] = remoteGit(origin, "diff", "--numstat", "-M", range, "--", ...paths).split(
      "\t",
    );
    const text = remoteGit(origin, "diff", "-M", range, "--", ...paths);
    const at = text.indexOf("\n@@");
    const binary = added === "-";
    const file: JsonObject = {
      filename,
      status: statuses[code[0] ?? "M"] ?? "modified",
      additions: binary ? 0 : Number(added),
      deletions: binary ? 0 : Number(deleted),
      changes: binary ? 0 : Number(added) + Number(deleted),
    };
    if (second) file["previous_filename"] = first;
    if (at >= 0 && !binary) file["patch"] = text.slice(at + 1);
    return file;
  });
}

/** The requests of a code review, on a GitHubMock. */
export class ReviewMock {
  constructor(
    readonly gh: GitHubMock,
    readonly number = 2,
  ) {}

  /** GET /user: the gate's, and the reporter's (whose comments and threads are Patchbay's own). */
  identity(times = 1): this {
    for (let i = 0; i < times; i++) this.gh.tokenUser();
    return this;
  }

  /** The PR's comments, searched for the summary comment. */
  comments(comments: Json[] = []): this {
    this.gh.scope.get(`${R}/issues/${this.number}/comments`).query({ per_page: "100", page: "1" }).reply(200, comments);
    return this;
  }

  /** The summary comment is created once… */
  createsSummary(id: number): this {
    this.gh.scope.post(`${R}/issues/${this.number}/comments`).reply(201, (_uri, body) => ({
      id,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${this.number}#issuecomment-${id}`,
      body: (body as { body?: string }).body,
    }));
    return this.editsSummary(id);
  }

  /** …and edited after. */
  editsSummary(id: number): this {
    this.gh.scope
      .patch(`${R}/issues/comments/${id}`)
      .times(10)
      .optionally()
      .reply(200, (_uri, body) => ({
        id,
        html_url: `https://github.com/${OWNER}/${REPO}/pull/${this.number}#issuecomment-${id}`,
        body: (body as { body?: string }).body,
      }));
    return this;
  }

  files(files: JsonObject[]): this {
    this.gh.scope.get(`${R}/pulls/${this.number}/files`).query({ per_page: "100", page: "1" }).reply(200, files);
    return this;
  }

  /** The one review; `status` other than 200 answers with `message`. */
  review(id: number, status = 200, message = ""): this {
    this.gh.scope
      .post(`${R}/pulls/${this.number}/reviews`)
      .reply(
        status,
        status === 200
          ? { id, html_url: `https://github.com/${OWNER}/${REPO}/pull/2#pullrequestreview-${id}` }
          : { message },
      );
    return this;
  }

  /** What each POST /pulls/N/reviews carried. */
  reviews(): { event?: string; commit_id?: string; body?: string; comments?: Record<string, unknown>[] }[] {
    return this.gh.bodiesOf("POST", `${R}/pulls/${this.number}/reviews`);
  }

  /** Every body written to the summary comment (create, then edits). */
  summaryWrites(id: number): string[] {
    return this.gh.writes
      .filter(
        (w) =>
          (w.method === "POST" && w.path === `${R}/issues/${this.number}/comments`) ||
          (w.method === "PATCH" && w.path === `${R}/issues/comments/${id}`),
      )
      .map((w) => String(w.body.body ?? ""));
  }

  /** Comments created on the PR's conversation (the summary comment must be the only one, once). */
  createdComments(): number {
    return this.gh.writes.filter((w) => w.method === "POST" && w.path === `${R}/issues/${this.number}/comments`).length;
  }
}

/** The summary comment as GitHub lists it, written by `login` with `body`. */
export function listedComment(id: number, body: string, login = BOT): Json {
  return {
    id,
    html_url: `https://github.com/${OWNER}/${REPO}/pull/2#issuecomment-${id}`,
    body,
    user: { login, id: 41898282, type: "Bot" },
    created_at: "2026-11-24T09:00:00Z",
    updated_at: "2026-11-24T09:00:00Z",
  };
}

/**
 * `gh.assertDone()` for a run whose model is a server of the test's own on
 * 127.0.0.1: nock reports those requests as unmatched when the run is in this
 * process (they pass through, allowed); they are not GitHub's.
 */
export function assertGitHubDone(gh: GitHubMock): void {
  const local = gh.unexpected.filter((r) => /\/\/127\.0\.0\.1[:/]/.test(r));
  for (const r of local) gh.unexpected.splice(gh.unexpected.indexOf(r), 1);
  gh.assertDone();
}
