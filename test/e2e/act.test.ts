/**
 * The act case (a dry run by default: docs/decisions/0006-the-action-surface.md): the BUILT bundle, `node
 * dist/index.js`, with the environment act gives a JavaScript action — ACT=true,
 * INPUT_* for every input (defaults evaluated, `${{ github.token }}` empty without
 * a secret), GITHUB_* variables, GITHUB_OUTPUT but no step summary file and no
 * OIDC variables. The default is a dry run: nothing pushed, no GitHub request,
 * exit 0, outputs written.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  type CassetteTurn,
  cloneWorkspace,
  examplePayload,
  FAKE_TOKEN,
  OWNER,
  parseOutputs,
  REPO,
  ROOT,
  remoteGit,
  remoteHas,
  runActionE2e,
  writeCassette,
} from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  rules:
    - allow: [read_file, write_to_file]
      paths: ["src/**"]
`;

const e2e = useE2e({ config: CONFIG }, { github: false });
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const FIX_TURNS: CassetteTurn[] = [
  { tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
  {
    tool_calls: [
      {
        name: "write_to_file",
        input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
      },
    ],
  },
  { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed add()." } }] },
];

/** A port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return address.port;
}

/** Runs the bundle as act would on an issue comment; `apiUrl` is GITHUB_API_URL. */
async function actRun(options: { token: string; apiUrl: string }) {
  const bundle = path.join(ROOT, "dist/index.js");
  if (!existsSync(bundle)) throw new Error("dist/index.js is missing: run `npm run build` before this test.");
  const workspace = cloneWorkspace(e2e.origin);
  const act = path.join(e2e.origin.dir, "act");
  await mkdir(path.join(act, "tmp"), { recursive: true });
  const eventPath = path.join(act, "event.json");
  await writeFile(eventPath, JSON.stringify(examplePayload("issue_comment.issue")));
  const outputFile = path.join(act, "output.txt");
  const stateFile = path.join(act, "state.txt");
  await writeFile(outputFile, "");
  await writeFile(stateFile, "");
  const cassette = await writeCassette(e2e.origin, [
    { tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
    {
      tool_calls: [
        {
          name: "write_to_file",
          input: { path: "src/math.ts", content: "export const add = (a: number, b: number) => a + b;\n" },
        },
      ],
    },
    { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed add()." } }] },
  ]);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: act,
    GIT_CONFIG_NOSYSTEM: "1",
    ACT: "true",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_ACTOR: "octocat",
    GITHUB_RUN_ID: "1",
    GITHUB_RUN_NUMBER: "1",
    GITHUB_SHA: remoteGit(e2e.origin, "rev-parse", "main"),
    GITHUB_REF: "refs/heads/main",
    GITHUB_SERVER_URL: e2e.origin.serverUrl,
    GITHUB_API_URL: options.apiUrl,
    GITHUB_GRAPHQL_URL: `${options.apiUrl}/graphql`,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STATE: stateFile,
    GITHUB_ENV: path.join(act, "env.txt"),
    GITHUB_PATH: path.join(act, "path.txt"),
    RUNNER_TEMP: path.join(act, "tmp"),
    RUNNER_OS: "Linux",
    // act's naming: every declared input, defaults evaluated; github.token is empty without -s GITHUB_TOKEN.
    INPUT_GITHUB_TOKEN: options.token,
    INPUT_MODEL: `replay:${cassette}`,
    INPUT_ANTHROPIC_API_KEY: "",
    INPUT_OPENAI_API_KEY: "",
    INPUT_GOOGLE_API_KEY: "",
    INPUT_API_KEY: "",
    INPUT_BASE_URL: "",
    INPUT_PROMPT: "",
    INPUT_TASK: "",
    INPUT_CONFIG: ".github/patchbay.yml",
    INPUT_DRY_RUN: "",
    INPUT_MAX_TURNS: "",
    INPUT_MAX_COST_USD: "",
    INPUT_TIMEOUT_MINUTES: "",
  };
  const refsBefore = remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)");
  const run = spawnSync(process.execPath, [bundle], { env, cwd: workspace, encoding: "utf8", timeout: 60_000 });
  return {
    status: run.status,
    log: `${run.stdout}\n${run.stderr}`,
    outputs: parseOutputs(await readFile(outputFile, "utf8")),
    remoteUnchanged: remoteGit(e2e.origin, "for-each-ref", "--format=%(refname) %(objectname)") === refsBefore,
    workBranch: spawnSync("git", ["rev-parse", "--verify", "-q", "patchbay/issue-1"], {
      cwd: workspace,
      encoding: "utf8",
    }).stdout.trim(),
  };
}

const COMPLETED = { outcome: "completed", branch: "patchbay/issue-1", pr_url: "", commits: "1", turns: "3" };

test("act without a token: a dry run — no push, no GitHub request, exit 0, outputs written", async () => {
  // Any request to the API would be seen here (nock cannot watch another process).
  const requests: string[] = [];
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the request catcher has no TCP address");

  const run = await actRun({ token: "", apiUrl: `http://127.0.0.1:${address.port}` });
  expect(run.status, run.log).toBe(0);
  expect(requests).toEqual([]);
  expect(run.remoteUnchanged).toBe(true);
  expect(run.outputs).toMatchObject(COMPLETED);
  expect(run.log).toContain("dry run");
  // The work is there to look at, in the local checkout.
  expect(run.workBranch).toMatch(/^[0-9a-f]{40}$/);
});

test("act with a token (a secret) but no reachable GitHub API: the dry run still completes, writing nothing", async () => {
  // In-process (the same entry, runAction) so the client's retries wait 1 ms instead of seconds.
  const run = await runActionE2e({
    entry: "source",
    origin: e2e.origin,
    workspace: cloneWorkspace(e2e.origin),
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { dry_run: "", model: `replay:${await writeCassette(e2e.origin, FIX_TURNS)}` },
    env: { ACT: "true", GITHUB_API_URL: `http://127.0.0.1:${await closedPort()}` },
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(run.outputs).toMatchObject(COMPLETED);
  expect(run.log).toContain("could not be reached");
  // Only the runner's masking command may carry the token.
  expect(run.log.replace(`::add-mask::${FAKE_TOKEN}`, "")).not.toContain(FAKE_TOKEN);
  expect(remoteHas(e2e.origin, "refs/heads/patchbay/issue-1")).toBe(false);
});

test("a token and an unreachable API outside act is a failure, not a silent pass", async () => {
  // In-process for the same reason: the client's retries wait 1 ms.
  const run = await runActionE2e({
    entry: "source",
    origin: e2e.origin,
    workspace: cloneWorkspace(e2e.origin),
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { dry_run: "true", model: `replay:${await writeCassette(e2e.origin, FIX_TURNS)}` },
    env: { GITHUB_API_URL: `http://127.0.0.1:${await closedPort()}` },
  });
  expect(run.exitCode).toBe(1);
  expect(run.outputs.outcome).toBe("failed");
  expect(run.log).toMatch(
    /::error::could not reach the GitHub API at http:\/\/127\.0\.0\.1:\d+ to check @octocat's permission/,
  );
});
