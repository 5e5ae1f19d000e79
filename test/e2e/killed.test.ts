/**
 * A job killed midway (the post step: docs/decisions/0006-the-action-surface.md): the main step dies without
 * finishing (SIGKILL, as after a timeout), then `runPost()` pushes what main
 * left unpushed and finishes the progress comment. Both run as the runner starts
 * them, from the built bundle: the main step (`node dist/index.js`, killed) against
 * a fake GitHub on 127.0.0.1 that answers while the test waits, the post step
 * (`node dist/post.js`) against nock through the harness's API bridge.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import {
  cloneWorkspace,
  examplePayload,
  OWNER,
  parseOutputs,
  REPO,
  ROOT,
  remoteCommits,
  remoteHas,
  runnerEnv,
  runPostE2e,
  writeCassette,
} from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["touch *", "sleep *"]
`;
const BRANCH = "patchbay/issue-1";
const COMMENT_ID = 9801;

/** Just enough of GitHub for the main step's start: gate, 👀, the comment, the issue. Logs every request. */
function fakeGitHub(requests: string[], unexpected: string[]): Server {
  const R = `/repos/${OWNER}/${REPO}`;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const line = `${req.method} ${req.url}`;
    requests.push(line);
    req.resume();
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (line === "GET /user") return send(403, { message: "Resource not accessible by integration" });
    if (line === `GET ${R}/collaborators/octocat/permission`)
      return send(200, { permission: "write", role_name: "write" });
    if (line === `POST ${R}/issues/comments/2501234567/reactions`) return send(201, { id: 1 });
    if (line === `POST ${R}/issues/1/comments`) return send(201, { id: COMMENT_ID, html_url: "https://github.com/x" });
    if (line === `PATCH ${R}/issues/comments/${COMMENT_ID}`) return send(200, { id: COMMENT_ID });
    if (line === `GET ${R}/issues/1`)
      return send(200, {
        number: 1,
        title: "add() returns the wrong sum",
        body: "",
        user: { login: "octocat" },
        created_at: "2026-11-20T09:00:00Z",
        html_url: "https://github.com/octo-org/example/issues/1",
        comments: 0,
      });
    if (line === `GET ${R}/issues/1/comments?per_page=100&page=1`) return send(200, []);
    unexpected.push(line);
    send(404, { message: `not faked: ${line}` });
  });
}

const e2e = useE2e({ config: CONFIG });
let server: Server | undefined;
let child: ChildProcess | undefined;
beforeEach(() => {
  // The post step's API calls go to nock; the fake server is the only local connection.
  e2e.gh.allowLocal();
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

test("killed midway: the post step pushes what main left and finishes the comment", async () => {
  const requests: string[] = [];
  const unexpected: string[] = [];
  server = fakeGitHub(requests, unexpected);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the fake GitHub has no TCP address");
  const port = address.port;

  const workspace = cloneWorkspace(e2e.origin);
  const cassette = await writeCassette(e2e.origin, [
    {
      tool_calls: [
        {
          name: "write_to_file",
          input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
        },
      ],
    },
    // The job dies while this runs; the orphaned sleep ends on its own.
    { tool_calls: [{ name: "execute_command", input: { command: "touch started.txt && sleep 8" } }] },
  ]);
  const event = { name: "issue_comment", payload: examplePayload("issue_comment.issue") };
  const main = await runnerEnv({
    origin: e2e.origin,
    workspace,
    event,
    inputs: { model: `replay:${cassette}` },
    runId: "1001",
  });
  const env: Record<string, string> = { ...main.env, GITHUB_API_URL: `http://127.0.0.1:${port}` };
  child = spawn(process.execPath, [path.join(ROOT, "dist/index.js")], {
    cwd: workspace,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    log += d.toString();
  });
  const exited = new Promise<void>((resolve) => child?.once("exit", () => resolve()));
  const marker = path.join(workspace, "started.txt");
  for (let i = 0; i < 1500 && !existsSync(marker) && child.exitCode === null; i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(existsSync(marker), log).toBe(true);
  child.kill("SIGKILL");
  await exited;

  // What the kill left: a checkpoint and the session state, local only (pushes are batched, git.push_every_*).
  expect(log).toContain("✓ write_to_file src/math.ts");
  const localTip = git(workspace, "rev-parse", BRANCH);
  const localState = git(workspace, "rev-parse", `refs/patchbay/state/${BRANCH}`);
  expect(remoteHas(e2e.origin, `refs/heads/${BRANCH}`)).toBe(false);
  expect(remoteHas(e2e.origin, `refs/patchbay/state/${BRANCH}`)).toBe(false);
  const state = parseOutputs(await readFile(env.GITHUB_STATE ?? "", "utf8"));
  expect(JSON.parse(state.patchbay ?? "{}")).toMatchObject({ finished: false, comment: { id: COMMENT_ID } });
  expect(unexpected).toEqual([]);
  expect(requests.slice(0, 4)).toEqual([
    "GET /user",
    `GET /repos/${OWNER}/${REPO}/collaborators/octocat/permission`,
    `POST /repos/${OWNER}/${REPO}/issues/comments/2501234567/reactions`,
    `POST /repos/${OWNER}/${REPO}/issues/1/comments`,
  ]);

  // The post step: the session state goes to origin, the comment gets its ending.
  e2e.gh.scope.get(`/repos/${OWNER}/${REPO}/issues/comments/${COMMENT_ID}`).reply(200, {
    id: COMMENT_ID,
    body: "### 🔄 Patchbay is working on this\n\n- ✅ `write_to_file`\n\n<!-- patchbay -->",
  });
  e2e.gh.scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/${COMMENT_ID}`).reply(200, { id: COMMENT_ID });
  const post = await runPostE2e({ origin: e2e.origin, workspace, event, stateFile: env.GITHUB_STATE ?? "" });
  e2e.gh.assertDone();
  expect(post.exitCode).toBe(0);
  expect(post.log).toContain("did not finish");
  expect(git(e2e.origin.remote, "rev-parse", BRANCH)).toBe(localTip);
  expect(remoteCommits(e2e.origin, BRANCH).map((c) => c.trailers["Patchbay-Tool"])).toEqual(["write_to_file"]);
  expect(git(e2e.origin.remote, "rev-parse", `refs/patchbay/state/${BRANCH}`)).toBe(localState);
  const [edited] = e2e.gh.bodiesOf("PATCH", `/repos/${OWNER}/${REPO}/issues/comments/${COMMENT_ID}`);
  expect(String(edited?.body)).toContain("- ✅ `write_to_file`");
  expect(String(edited?.body)).toContain("The job was cancelled or timed out before Patchbay finished.");
  expect(String(edited?.body)).toContain(BRANCH);
});
