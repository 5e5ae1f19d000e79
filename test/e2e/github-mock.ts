/**
 * The network edge of the e2e tests: GitHub's REST API, mocked with nock. Every
 * request is logged (matched or not); `assertDone()` fails on an expected request
 * that was not made and on any request nobody expected. Bodies of writes are kept
 * so tests can read what was posted.
 */
import nock from "nock";
import { jobsFixture } from "../github/ci-review-fixtures.js";
import { ACTOR, OWNER, REPO } from "./harness.js";

const API = "https://api.github.com";
const R = `/repos/${OWNER}/${REPO}`;

type Body = Record<string, unknown>;

export interface Write {
  method: string;
  path: string;
  body: Body;
}

function asBody(body: unknown): Body {
  if (typeof body === "string") {
    try {
      return asBody(JSON.parse(body));
    } catch {
      return {};
    }
  }
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body))
    : {};
}

/** Where a failed job's log is stored (GitHub answers the logs request with a redirect there). */
const LOG_STORE = "https://results-receiver.actions.example.net";

export interface FailedJob {
  /** The job's log, served from the results store; `gone` answers the logs request 410 (expired). */
  log: string | { gone: true };
  /** The check run's annotations. */
  annotations?: Body[];
  /** PR #2's diff, as `GET /pulls/2` with the diff media type answers. */
  diff: string;
}

export class GitHubMock {
  readonly scope = nock(API);
  /** `METHOD path` of every request that reached nock, in order. */
  readonly requests: string[] = [];
  readonly unexpected: string[] = [];
  readonly writes: Write[] = [];
  private readonly onNoMatch = (req: { method?: string; path?: string; href?: string }) => {
    this.unexpected.push(`${req.method ?? "?"} ${req.href ?? req.path ?? "?"}`);
  };

  constructor() {
    nock.disableNetConnect();
    nock.emitter.on("no match", this.onNoMatch);
    this.scope.on("request", (req: { method: string; path: string }, _interceptor: unknown, body: string) => {
      this.requests.push(`${req.method} ${decodeURIComponent(req.path)}`);
      if (req.method !== "GET") this.writes.push({ method: req.method, path: req.path, body: asBody(body) });
    });
  }

  /** Lets connections to 127.0.0.1 through (a fake server of the test's own). */
  allowLocal(): this {
    nock.enableNetConnect("127.0.0.1");
    return this;
  }

  /** Every expected request was made and nothing else was asked. */
  assertDone(): void {
    const pending = this.scope.pendingMocks();
    if (this.unexpected.length || pending.length)
      throw new Error(
        `GitHub API: unexpected ${JSON.stringify(this.unexpected)}; expected but not made ${JSON.stringify(pending)}; made ${JSON.stringify(this.requests, null, 1)}`,
      );
  }

  close(): void {
    nock.emitter.removeListener("no match", this.onNoMatch);
    nock.cleanAll();
    nock.enableNetConnect();
  }

  bodiesOf(method: string, pathPrefix: string): Body[] {
    return this.writes.filter((w) => w.method === method && w.path.startsWith(pathPrefix)).map((w) => w.body);
  }

  // ── the gate ────────────────────────────────────────────────────────────────

  /** GET /user: installation tokens may not read it (403), so Patchbay falls back to github-actions[bot]. */
  tokenUser(): this {
    this.scope.get("/user").reply(403, { message: "Resource not accessible by integration" });
    return this;
  }

  permission(login: string, permission: string, role = permission): this {
    this.scope
      .get(`${R}/collaborators/${login}/permission`)
      .reply(200, { permission, role_name: role, user: { login, id: ACTOR.id } });
    return this;
  }

  /** The usual gate: the token's login, then the actor's write permission. */
  gate(login = ACTOR.login, permission = "write"): this {
    return this.tokenUser().permission(login, permission);
  }

  // ── the progress comment ───────────────────────────────────────────────────

  reaction(commentId: number): this {
    this.scope
      .post(`${R}/issues/comments/${commentId}/reactions`, { content: "eyes" })
      .reply(201, { id: 1, content: "eyes" });
    return this;
  }

  /** The run's comment is created once and edited as the run goes (how often depends on pacing). */
  progressComment(issue: number, commentId: number): this {
    this.scope.post(`${R}/issues/${issue}/comments`).reply(201, {
      id: commentId,
      html_url: `https://github.com/${OWNER}/${REPO}/issues/${issue}#issuecomment-${commentId}`,
    });
    this.scope
      .patch(`${R}/issues/comments/${commentId}`)
      .times(50)
      .optionally()
      .reply(200, (_uri, body) => ({ id: commentId, body: asBody(body).body }));
    return this;
  }

  /** Review-comment triggers: 👀 on the review comment, the run's comment a reply in its thread. */
  reviewThread(pull: number, triggerId: number, commentId: number): this {
    this.scope
      .post(`${R}/pulls/comments/${triggerId}/reactions`, { content: "eyes" })
      .reply(201, { id: 2, content: "eyes" });
    this.scope.post(`${R}/pulls/${pull}/comments/${triggerId}/replies`).reply(201, {
      id: commentId,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${pull}#discussion_r${commentId}`,
    });
    this.scope.patch(`${R}/pulls/comments/${commentId}`).times(50).optionally().reply(200, { id: commentId });
    return this;
  }

  /** What the run's comment said, each time it was written (create first, then the edits). */
  commentBodies(issue: number, commentId: number): string[] {
    return this.writes
      .filter(
        (w) =>
          (w.method === "POST" && w.path === `${R}/issues/${issue}/comments`) ||
          (w.method === "PATCH" && w.path === `${R}/issues/comments/${commentId}`),
      )
      .map((w) => String(w.body.body ?? ""));
  }

  /** The last thing the run's comment said. */
  finalComment(issue: number, commentId: number): string {
    const bodies = this.commentBodies(issue, commentId);
    return bodies[bodies.length - 1] ?? "";
  }

  // ── context ────────────────────────────────────────────────────────────────

  issue(number: number, fields: Body = {}, comments: Body[] = []): this {
    this.scope.get(`${R}/issues/${number}`).reply(200, {
      number,
      title: "add() returns the wrong sum",
      body: "`add(2, 3)` returns `-1` instead of `5`.",
      user: { login: ACTOR.login },
      created_at: "2026-11-20T09:00:00Z",
      html_url: `https://github.com/${OWNER}/${REPO}/issues/${number}`,
      comments: comments.length,
      ...fields,
    });
    this.scope.get(`${R}/issues/${number}/comments`).query({ per_page: "100", page: "1" }).reply(200, comments);
    return this;
  }

  /** GET /issues/N alone (a PR body's "Fixes #N" is read as a linked issue). */
  issueOnly(number: number, fields: Body = {}): this {
    this.scope.get(`${R}/issues/${number}`).reply(200, {
      number,
      title: "add() returns the wrong sum",
      body: "`add(2, 3)` returns `-1` instead of `5`.",
      user: { login: ACTOR.login },
      created_at: "2026-11-20T09:00:00Z",
      html_url: `https://github.com/${OWNER}/${REPO}/issues/${number}`,
      comments: 0,
      ...fields,
    });
    return this;
  }

  /** A second comment of the run's own (the patch of a fork PR). */
  extraComment(issue: number, commentId: number): this {
    this.scope.post(`${R}/issues/${issue}/comments`).reply(201, {
      id: commentId,
      html_url: `https://github.com/${OWNER}/${REPO}/issues/${issue}#issuecomment-${commentId}`,
    });
    return this;
  }

  /** GET /pulls/N, answered `times` times (branch lookup + context). */
  pull(number: number, pull: Body, times = 1): this {
    this.scope.get(`${R}/pulls/${number}`).times(times).reply(200, pull);
    return this;
  }

  pullFiles(number: number, files: Body[]): this {
    this.scope.get(`${R}/pulls/${number}/files`).query({ per_page: "100", page: "1" }).reply(200, files);
    return this;
  }

  // ── pull requests ──────────────────────────────────────────────────────────

  /** GET /pulls?head=…: the open PR of a branch (none by default). */
  openPulls(branch: string, found: Body[] = [], base = "main"): this {
    this.scope
      .get(`${R}/pulls`)
      .query({ head: `${OWNER}:${branch}`, base, state: "open", per_page: "1" })
      .reply(200, found);
    return this;
  }

  createPull(number: number, status = 201, reply?: Body): this {
    this.scope.post(`${R}/pulls`).reply(status, (_uri, body) => {
      const sent = asBody(body);
      return (
        reply ?? {
          number,
          html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}`,
          draft: sent.draft,
          title: sent.title,
        }
      );
    });
    return this;
  }

  updatePull(number: number): this {
    this.scope
      .patch(`${R}/pulls/${number}`)
      .reply(200, { number, html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}` });
    return this;
  }

  // ── a failed CI run ────────────────────────────────────────────────────────

  /**
   * What the CI fix reads of failed run 30433642 (jobsFixture: job 12 failed): the jobs, the
   * log, the annotations and PR #2's diff. Returns the results store's scope (to check the log was read).
   */
  failedJob(job: FailedJob): nock.Scope | undefined {
    this.scope
      .get(`${R}/actions/runs/30433642/jobs`)
      .query({ filter: "latest", per_page: "100" })
      .reply(200, jobsFixture);
    if (typeof job.log === "string")
      this.scope.get(`${R}/actions/jobs/12/logs`).reply(302, "", { location: `${LOG_STORE}/12.txt` });
    else this.scope.get(`${R}/actions/jobs/12/logs`).reply(410, { message: "Gone" });
    this.scope
      .get(`${R}/check-runs/12/annotations`)
      .query({ per_page: "50" })
      .reply(200, job.annotations ?? [])
      .get(`${R}/pulls/2`)
      .reply(200, job.diff);
    return typeof job.log === "string" ? nock(LOG_STORE).get("/12.txt").reply(200, job.log) : undefined;
  }
}

export function pullUrl(number: number): string {
  return `https://github.com/${OWNER}/${REPO}/pull/${number}`;
}
