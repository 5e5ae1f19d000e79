// A local stand-in for GitHub's REST API, for `npm run demo` only: an HTTP server on
// 127.0.0.1 that answers the few calls one demo run makes (who the token is, the
// requester's permission, the issue, the progress comment, the pull request) and
// records what the run wrote, so the demo can print the comment and the PR as they
// would appear on GitHub. It is not GitHub: nothing leaves this machine. A request
// it does not know gets a 404 and is listed, so the demo shows it instead of hiding it.
import http from "node:http";

/**
 * @param {{ owner: string, repo: string, token: string, issue: Record<string, unknown> }} options
 *   `issue` is the event payload's issue, served as GET /issues/N.
 */
export async function startGitHubStandIn({ owner, repo, token, issue }) {
  const prefix = `/repos/${owner}/${repo}`;
  /** @type {Map<number, { issue: number, bodies: string[] }>} every comment the run made, each body it had */
  const comments = new Map();
  /** @type {{ number: number, title: string, body: string, head: string, base: string, draft: boolean, url: string }[]} */
  const pulls = [];
  /** `METHOD path` of requests the stand-in had no answer for, and of requests without the token. */
  const unanswered = [];
  const unauthorized = [];
  let nextComment = 9001;
  let nextPull = 2;
  let base = "";

  const routes = [
    // An installation token (GITHUB_TOKEN) may not read /user; Patchbay then calls itself github-actions[bot].
    ["GET", /^\/user$/, () => [403, { message: "Resource not accessible by integration" }]],
    [
      "GET",
      new RegExp(`^${prefix}/collaborators/([^/]+)/permission$`),
      (m) => [200, { permission: "write", role_name: "write", user: { login: decodeURIComponent(m[1]) } }],
    ],
    ["GET", new RegExp(`^${prefix}/issues/(\\d+)$`), (m) => (Number(m[1]) === issue.number ? [200, issue] : null)],
    ["GET", new RegExp(`^${prefix}/issues/(\\d+)/comments$`), () => [200, []]],
    [
      "POST",
      new RegExp(`^${prefix}/issues/(\\d+)/comments$`),
      (m, body) => {
        const id = nextComment++;
        comments.set(id, { issue: Number(m[1]), bodies: [String(body.body ?? "")] });
        return [201, { id, body: body.body, html_url: `${base}/${owner}/${repo}/issues/${m[1]}#issuecomment-${id}` }];
      },
    ],
    [
      "PATCH",
      new RegExp(`^${prefix}/issues/comments/(\\d+)$`),
      (m, body) => {
        const comment = comments.get(Number(m[1]));
        if (!comment) return null;
        comment.bodies.push(String(body.body ?? ""));
        return [200, { id: Number(m[1]), body: body.body }];
      },
    ],
    ["GET", new RegExp(`^${prefix}/pulls$`), () => [200, []]],
    [
      "POST",
      new RegExp(`^${prefix}/pulls$`),
      (_m, body) => {
        const number = nextPull++;
        const url = `${base}/${owner}/${repo}/pull/${number}`;
        pulls.push({
          number,
          url,
          title: String(body.title ?? ""),
          body: String(body.body ?? ""),
          head: String(body.head ?? ""),
          base: String(body.base ?? ""),
          draft: body.draft === true,
        });
        return [201, { number, html_url: url, draft: body.draft === true, title: body.title }];
      },
    ],
  ];

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const where = new URL(req.url ?? "/", base);
      const line = `${req.method} ${where.pathname}`;
      const send = (status, data) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(data));
      };
      // The run must authenticate as a real one would: the token, in the Authorization header.
      const auth = req.headers.authorization ?? "";
      if (auth !== `token ${token}` && auth !== `Bearer ${token}` && auth !== `bearer ${token}`) {
        unauthorized.push(line);
        return send(401, { message: "Bad credentials" });
      }
      let body = {};
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      } catch {
        return send(400, { message: "Problems parsing JSON" });
      }
      for (const [method, pattern, answer] of routes) {
        const match = req.method === method ? pattern.exec(where.pathname) : null;
        const answered = match ? answer(match, body) : null;
        if (answered) return send(answered[0], answered[1]);
      }
      unanswered.push(line);
      send(404, { message: "Not Found (the demo's local GitHub stand-in does not answer this request)" });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: base,
    comments,
    pulls,
    unanswered,
    unauthorized,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
