/**
 * GitHub calls have deadlines and are idempotent, against a GitHub
 * stand-in on 127.0.0.1 (a real HTTP server, so a request that is never answered
 * is really never answered). An HTML 502 storm ends in one line naming the call,
 * the status and the page's title; a create GitHub never answers is looked up
 * before it is sent again, and sent once; a 422 "already exists" finds and
 * updates the PR; a request never answered, or under way when the run stops,
 * ends without being sent four more times.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { GitHubTimeoutError } from "../../src/github/deadline-fetch.js";
import { createOctokit } from "../../src/github/octokit.js";
import { findOrCreatePullRequest } from "../../src/github/pulls.js";
import { GitHubApiError } from "../../src/github/request-errors.js";
import { Redactor } from "../../src/secrets/redactor.js";

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server | undefined;
const seen: string[] = [];
afterEach(async () => {
  seen.length = 0;
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function github(handler: Handler): Promise<string> {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => {
      body += d.toString();
    });
    req.on("end", () => {
      seen.push(`${req.method} ${req.url}`);
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const client = (baseUrl: string, extra: { requestTimeoutMs?: number; signal?: AbortSignal } = {}) =>
  createOctokit({ token: "ghs_test", baseUrl, retryBaseMs: 1, paceWrites: false, ...extra });
const spec = {
  owner: "o",
  repo: "r",
  head: "patchbay/issue-3",
  base: "main",
  title: "Patchbay: issue 3",
  body: "What Patchbay did",
  draft: true,
};
const pr = (number: number, base = "main") => ({
  number,
  html_url: `https://github.com/o/r/pull/${number}`,
  draft: true,
  base: { ref: base },
});

const UNICORN = `<!DOCTYPE html>\n<html>\n<head><title>Unicorn! &middot; GitHub</title><style>body{}</style></head>\n<body>\n<h1>No server is currently available to service your request.</h1>\n${"<p>x</p>\n".repeat(500)}</body></html>`;

describe("GitHub calls that fail", () => {
  it("an HTML 502 storm: a few tries, then one line naming the call, the status and the page's title — never the page", async () => {
    const url = await github((_req, res) => {
      res.writeHead(502, { "content-type": "text/html; charset=utf-8" });
      res.end(UNICORN);
    });
    const error = await client(url)
      .rest.repos.get({ owner: "o", repo: "r" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as Error).message).toBe(
      'GitHub API GET /repos/o/r: HTTP 502 an HTML page ("Unicorn! · GitHub"); GitHub may be having trouble — try again later',
    );
    expect(seen.length).toBe(4); // the first try and the retry plugin's three
  });

  it("a PR create GitHub never answers: looked up before it is sent again, and sent once", async () => {
    let posted = false;
    const url = await github((req, res) => {
      if (req.method === "POST") {
        posted = true; // made, but never answered
        return;
      }
      if (req.method === "GET" && req.url?.startsWith("/repos/o/r/pulls?"))
        return json(res, 200, posted ? [pr(12)] : []);
      json(res, 404, { message: "Not Found" });
    });
    const made = await findOrCreatePullRequest(client(url, { requestTimeoutMs: 300 }), spec, new Redactor(), {
      backoffMs: 10,
    });
    expect(made).toMatchObject({ number: 12, url: "https://github.com/o/r/pull/12" });
    expect(seen.filter((r) => r.startsWith("POST"))).toEqual(["POST /repos/o/r/pulls"]);
  });

  it("422 'A pull request already exists': finds it, whatever its base, and updates it", async () => {
    const url = await github((req, res, body) => {
      if (req.method === "GET" && req.url?.includes("base=main")) return json(res, 200, []);
      if (req.method === "GET" && req.url?.startsWith("/repos/o/r/pulls?")) return json(res, 200, [pr(7, "develop")]);
      if (req.method === "POST")
        return json(res, 422, {
          message: "Validation Failed",
          errors: [
            {
              resource: "PullRequest",
              code: "custom",
              message: "A pull request already exists for o:patchbay/issue-3.",
            },
          ],
        });
      if (req.method === "PATCH" && req.url === "/repos/o/r/pulls/7")
        return json(res, 200, { ...pr(7), ...JSON.parse(body) });
      json(res, 404, { message: "Not Found" });
    });
    const made = await findOrCreatePullRequest(client(url), spec, new Redactor(), { backoffMs: 10 });
    expect(made).toMatchObject({ number: 7, created: false });
    expect(seen).toContain("PATCH /repos/o/r/pulls/7");
  });

  it("a request GitHub never answers: cut at its deadline, named, and not sent four times", async () => {
    const url = await github(() => {});
    const error = await client(url, { requestTimeoutMs: 200 })
      .rest.repos.get({ owner: "o", repo: "r" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubTimeoutError);
    expect((error as Error).message).toBe(
      "GitHub API GET /repos/o/r: no answer in 0.2 s; GitHub may be slow or down — try again later",
    );
    expect(seen).toEqual(["GET /repos/o/r"]);
  });

  it("the run stops while GitHub does not answer: the request ends at once and is not sent again", async () => {
    const url = await github(() => {});
    const abort = new AbortController();
    const pending = client(url, { signal: abort.signal })
      .rest.repos.get({ owner: "o", repo: "r" })
      .catch((e: unknown) => e);
    setTimeout(() => abort.abort(new Error("stopped by SIGTERM")), 100);
    const error = await pending;
    expect((error as Error).message).toBe("GitHub API GET /repos/o/r: stopped with the run");
    expect(seen).toEqual(["GET /repos/o/r"]);
  });
});
