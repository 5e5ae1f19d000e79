/**
 * Kills at random moments, through the action (the built bundle, dist/index.js and dist/post.js, as
 * the runner starts them, against a GitHub stand-in on 127.0.0.1): the main step
 * is killed with SIGKILL at random moments, the post step runs, and then — on the
 * same workspace, as a self-hosted runner keeps it — the next run. After the post
 * step the index agrees with the branch and the branch is on the remote; after the
 * next run the checkout is clean, nothing the killed run committed is lost, and
 * every edit of the next run is committed and pushed.
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { gitLeftovers, ROOT, requireBundle, seeded, startNode, statusLines } from "../helpers/kill.js";
import {
  type CassetteTurn,
  cloneWorkspace,
  createOrigin,
  examplePayload,
  type Origin,
  OWNER,
  parseOutputs,
  REPO,
  remoteHas,
  runnerEnv,
  writeCassette,
} from "./harness.js";

const CONFIG = `approval:
  default: deny
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["sed -i *"]
`;
const BRANCH = "patchbay/issue-1";
const FILES = ["src/math.ts", "src/b.ts", "src/c.ts"];
const TRIALS = Number(process.env.PATCHBAY_KILL_TRIALS_ACTION ?? 4);

/** Enough of GitHub for a whole issue_comment run and its post step; anything else is recorded. */
function fakeGitHub(unexpected: string[]): Server {
  const R = `/repos/${OWNER}/${REPO}`;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const line = `${req.method} ${(req.url ?? "").split("?")[0]}`;
    req.resume();
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (line === "GET /user") return send(403, { message: "Resource not accessible by integration" });
    if (line === `GET ${R}/collaborators/octocat/permission`) return send(200, { permission: "write" });
    if (line === `POST ${R}/issues/comments/2501234567/reactions`) return send(201, { id: 1 });
    if (line === `POST ${R}/issues/1/comments`) return send(201, { id: 77, html_url: "https://github.com/c/77" });
    if (/^(GET|PATCH) \/repos\/[^/]+\/[^/]+\/issues\/comments\/77$/.test(line))
      return send(200, { id: 77, body: "### 🔄 Patchbay is working on this\n\n<!-- patchbay -->" });
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
    if (line === `GET ${R}/issues/1/comments`) return send(200, []);
    if (line === `GET ${R}/pulls`) return send(200, []);
    if (line === `POST ${R}/pulls`) return send(201, { number: 5, html_url: "https://github.com/pr/5", draft: true });
    unexpected.push(line);
    send(404, { message: `not faked: ${line}` });
  });
}

let origin: Origin;
let server: Server;
let apiUrl: string;
const unexpected: string[] = [];

beforeAll(async () => {
  requireBundle();
  origin = await createOrigin({
    config: CONFIG,
    files: { "src/b.ts": "export const b = 1;\n", "src/c.ts": "export const c = 1;\n" },
  });
  server = fakeGitHub(unexpected);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  apiUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await origin?.cleanup();
});

function longTurns(trial: number): CassetteTurn[] {
  const turns: CassetteTurn[] = Array.from({ length: 30 }, (_, i) => {
    const file = FILES[i % FILES.length] as string;
    return i % 3 === 2
      ? { tool_calls: [{ name: "execute_command", input: { command: `sed -i 1s/.*/t${trial}s${i}/ ${file}` } }] }
      : { tool_calls: [{ name: "write_to_file", input: { path: file, content: `trial ${trial} call ${i}\n` } }] };
  });
  return [...turns, { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] }];
}

function checkTurns(trial: number): CassetteTurn[] {
  return [
    ...FILES.map((f) => ({ tool_calls: [{ name: "write_to_file", input: { path: f, content: `after ${trial}\n` } }] })),
    { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed." } }] },
  ];
}

async function step(workspace: string, cassette: string, runId: string) {
  const event = { name: "issue_comment", payload: examplePayload("issue_comment.issue") };
  const { env } = await runnerEnv({ origin, workspace, event, inputs: { model: `replay:${cassette}` }, runId });
  return { ...env, GITHUB_API_URL: apiUrl };
}

async function postStep(env: Record<string, string>): Promise<{ code: number | null; log: string }> {
  const state = parseOutputs(await readFile(env.GITHUB_STATE ?? "", "utf8"));
  const postEnv = { ...env };
  for (const [name, value] of Object.entries(state)) postEnv[`STATE_${name}`] = value;
  const post = startNode(path.join(ROOT, "dist/post.js"), [], { cwd: ROOT, env: postEnv });
  const ended = await post.exited;
  return { code: ended.code, log: post.output() };
}

test(
  "the action's main step killed at random moments: the post step and the next run leave the checkout consistent, nothing lost",
  async () => {
    const seed = Number(process.env.PATCHBAY_KILL_SEED ?? Date.now() % 100_000);
    const random = seeded(seed);
    const workspace = cloneWorkspace(origin);
    for (let trial = 1; trial <= TRIALS; trial++) {
      const long = await writeCassette(origin, longTurns(trial));
      const env = await step(workspace, long, String(9000 + trial * 2));
      const main = startNode(path.join(ROOT, "dist/index.js"), [], { cwd: ROOT, env });
      const delay = 300 + Math.floor(random() * 4000);
      await new Promise((r) => setTimeout(r, delay));
      try {
        process.kill(trial % 2 ? (main.child.pid ?? 0) : -(main.child.pid ?? 0), "SIGKILL");
      } catch {
        // already done: a finished run is a trial too
      }
      await main.exited;
      const reported = [...main.output().matchAll(/→ ([0-9a-f]{7,})/g)].map((m) => m[1] as string);
      const post = await postStep(env);
      const where = `seed ${seed}, trial ${trial}, killed after ${delay} ms\n${main.output()}\n--- post:\n${post.log}`;
      expect(post.code, where).toBe(0);
      expect(post.log, where).not.toMatch(/could not finish/);
      // The index agrees with the branch: nothing staged, whatever the kill left in the work tree.
      expect(git(workspace, "diff", "--cached", "--name-only"), where).toBe("");
      if (remoteHas(origin, `refs/heads/${BRANCH}`) || reported.length)
        expect(git(origin.remote, "rev-parse", BRANCH), where).toBe(git(workspace, "rev-parse", BRANCH));

      const check = await writeCassette(origin, checkTurns(trial));
      const nextEnv = await step(workspace, check, String(9001 + trial * 2));
      const next = startNode(path.join(ROOT, "dist/index.js"), [], { cwd: ROOT, env: nextEnv });
      const done = await next.exited;
      const log = `${where}\n--- next run:\n${next.output()}`;
      expect(done.code, log).toBe(0);
      expect(statusLines(workspace), log).toEqual([]);
      for (const f of FILES) expect(git(workspace, "show", `HEAD:${f}`), `${f}: ${log}`).toBe(`after ${trial}`);
      expect(git(origin.remote, "rev-parse", BRANCH), log).toBe(git(workspace, "rev-parse", "HEAD"));
      for (const sha of reported) expect(git(origin.remote, "merge-base", "--is-ancestor", sha, BRANCH), log).toBe("");
      expect(git(workspace, "fsck", "--no-dangling", "--no-progress"), log).toBe("");
      expect(await gitLeftovers(workspace), log).toEqual([]);
    }
    expect(unexpected).toEqual([]);
  },
  TRIALS * 60_000,
);
