/**
 * Bad input to `patchbay run` (docs/decisions/0013-local-runs-like-a-local-tool.md): each case is a real repository in a
 * temp dir, and each ends with one clear message and the repository as it was
 * found — branch, HEAD, index and status unchanged — or on a work branch that
 * holds only complete checkpoints.
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { runCli } from "../helpers/cli.js";
import { git } from "../helpers/git.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { tempTree } from "../helpers/tmp.js";

const FILES = {
  "src/a.js": "export const a = 1;\n",
  "notes.txt": "draft\n",
  ".github/patchbay.yml": `approval:
  default: ask
  rules:
    - allow: [read_file, list_files, write_to_file]
    - allow: execute_command
      commands: ["touch *", "sleep *"]
`,
};

const DONE = `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/b.js, content: "export const b = 2;\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Added b. } }
`;

/** A write, then a command no rule allows: the run pauses for approval. */
const ASKS = `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/b.js, content: "export const b = 2;\\n" } }
  - tool_calls:
      - { name: execute_command, input: { command: "echo hi" } }
`;

/** A port nothing listens on: one the OS just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups) await c();
  cleanups = [];
});

async function repoFor(): Promise<TestRepo> {
  const repo = await repoWithRemote(FILES);
  cleanups.push(repo.cleanup);
  // Work in progress the run must not disturb: a staged and an unstaged change.
  await repo.write("notes.txt", "draft, edited\n");
  await repo.write("src/a.js", "export const a = 10;\n");
  repo.git("add", "src/a.js");
  return repo;
}

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: process.env.TMPDIR,
  ...extra,
});

/** What "as it was" means: branch, HEAD, index, status, and the list of branches. */
function snapshot(dir: string) {
  const run = (...args: string[]) => {
    try {
      return git(dir, ...args).trim();
    } catch {
      return "(none)";
    }
  };
  return {
    branch: run("symbolic-ref", "-q", "--short", "HEAD"),
    head: run("rev-parse", "HEAD"),
    index: run("ls-files", "-s"),
    status: run("status", "--porcelain=v1", "-uall"),
    branches: run("branch", "--list"),
  };
}

async function cassette(dir: string, name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

async function run(repo: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  return runCli(["run", "--prompt", "Add b", "--repo", repo, ...args], { cwd, env: env(extraEnv) });
}

/** One clear message: a sentence on stderr, no stack trace, no git command line. */
function expectOneMessage(stderr: string, pattern: RegExp) {
  expect(stderr).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toMatch(/Command failed|fatal:/);
}

describe("patchbay run: bad input leaves the repository as it was", () => {
  it("no API key: names the variable, creates no branch", async () => {
    const repo = await repoFor();
    const before = snapshot(repo.work);
    const r = await run(repo.work, ["--model", "anthropic/claude-sonnet-4-5"], repo.root);
    expect(r.code).toBe(1);
    expectOneMessage(r.stderr, /ANTHROPIC_API_KEY/);
    expect(snapshot(repo.work)).toEqual(before);
  });

  it("a mistyped --model: says what the form is", async () => {
    const repo = await repoFor();
    const before = snapshot(repo.work);
    const r = await run(repo.work, ["--model", "antropic/claude"], repo.root);
    expect(r.code).toBe(1);
    expectOneMessage(r.stderr, /is not PROVIDER\/NAME or replay:FILE/);
    expect(snapshot(repo.work)).toEqual(before);
  });

  it("a missing cassette and a malformed one", async () => {
    const repo = await repoFor();
    const before = snapshot(repo.work);
    const missing = await run(repo.work, ["--model", `replay:${path.join(repo.root, "nope.yml")}`], repo.root);
    expect(missing.code).toBe(1);
    expectOneMessage(missing.stderr, /nope\.yml/);
    const bad = await cassette(repo.root, "bad.yml", "turns: [ { tool_calls: 3 ");
    const malformed = await run(repo.work, ["--model", `replay:${bad}`], repo.root);
    expect(malformed.code).toBe(1);
    expectOneMessage(malformed.stderr, /bad\.yml/);
    expect(snapshot(repo.work)).toEqual(before);
  });

  it("--repo that is not a git repository, a bare one, and one with no commits: plain sentences", async () => {
    const tree = await tempTree({ "plain/readme.md": "hi\n" });
    cleanups.push(tree.cleanup);
    const file = await cassette(tree.dir, "done.yml", DONE);
    const plain = await run(path.join(tree.dir, "plain"), ["--model", `replay:${file}`], tree.dir);
    expect(plain.code).toBe(1);
    expectOneMessage(plain.stderr, /plain is not a git repository; run Patchbay in a clone/);

    git(tree.dir, "init", "-q", "--bare", "bare.git");
    const bare = await run(path.join(tree.dir, "bare.git"), ["--model", `replay:${file}`], tree.dir);
    expect(bare.code).toBe(1);
    expectOneMessage(bare.stderr, /is a bare git repository/);

    await mkdir(path.join(tree.dir, "empty"));
    git(path.join(tree.dir, "empty"), "init", "-q", "-b", "main");
    await writeFile(path.join(tree.dir, "empty", "x.txt"), "x\n");
    const before = snapshot(path.join(tree.dir, "empty"));
    const empty = await run(path.join(tree.dir, "empty"), ["--model", `replay:${file}`], tree.dir);
    expect(empty.code).toBe(1);
    expectOneMessage(empty.stderr, /has no commits yet/);
    expect(snapshot(path.join(tree.dir, "empty"))).toEqual(before);
  });

  it("a detached HEAD: a failing run stays detached at the same commit; a good run works from it", async () => {
    const repo = await repoFor();
    repo.git("stash", "-q");
    repo.git("checkout", "-q", "--detach", "HEAD");
    const before = snapshot(repo.work);
    const r = await run(repo.work, ["--model", "anthropic/claude-sonnet-4-5"], repo.root);
    expect(r.code).toBe(1);
    expect(snapshot(repo.work)).toEqual(before);
    const good = await run(repo.work, ["--model", `replay:${await cassette(repo.root, "d.yml", DONE)}`], repo.root);
    expect(good.code).toBe(0);
    expect(repo.git("log", "-1", "--format=%s", "patchbay/task-local-add-b")).toContain("write_to_file: src/b.js");
  });

  it("no remote: a local run commits locally; with --push it is an immediate error and nothing changes", async () => {
    const repo = await repoFor();
    repo.git("remote", "remove", "origin");
    const file = await cassette(repo.root, "d.yml", DONE);
    const before = snapshot(repo.work);
    const pushing = await run(repo.work, ["--model", `replay:${file}`, "--push"], repo.root);
    expect(pushing.code).toBe(1);
    expectOneMessage(pushing.stderr, /--push: .* has no remote named origin/);
    expect(snapshot(repo.work)).toEqual(before);

    const local = await run(repo.work, ["--model", `replay:${file}`], repo.root);
    expect(local.code).toBe(0);
    expect(local.stdout).toContain("■ completed");
    expect(local.stdout).toContain("the commits are on the local branch patchbay/task-local-add-b, not pushed");
    expect(local.stdout).toContain("git diff main...patchbay/task-local-add-b");
    expect(local.stdout).toContain("patchbay checkpoints --branch patchbay/task-local-add-b");
    // The preview of the PR-to-be lists the checkpoints without links to a server that has none of them.
    const sha = repo.git("rev-parse", "--short=7", "patchbay/task-local-add-b").trim();
    expect(local.stdout).toContain("Pull request (not opened): ");
    expect(local.stdout).toContain(`- \`${sha}\` write_to_file: src/b.js`);
    expect(local.stdout).not.toContain("https://github.com/local/");
  });

  it("an unreachable remote with --push: an immediate error, nothing changes", async () => {
    const repo = await repoFor();
    repo.git("remote", "set-url", "origin", `file://${path.join(repo.root, "gone.git")}`);
    const before = snapshot(repo.work);
    const r = await run(
      repo.work,
      ["--model", `replay:${await cassette(repo.root, "d.yml", DONE)}`, "--push"],
      repo.root,
    );
    expect(r.code).toBe(1);
    expectOneMessage(r.stderr, /--push: could not reach origin \(file:\/\/.*gone\.git\)/);
    expect(snapshot(repo.work)).toEqual(before);
  });

  it.each([
    ["a closed port on 127.0.0.1", "completed", DONE, async () => `http://127.0.0.1:${await closedPort()}/o/r.git`],
    ["a path that does not exist", "awaiting_approval", ASKS, async () => "/nonexistent/patchbay-origin.git"],
  ])(
    "an unreachable origin (%s) without --push: the run ends as %s, its real outcome",
    async (_, outcome, turns, url) => {
      const repo = await repoFor();
      repo.git("remote", "set-url", "origin", await url());
      // A spend limit: the ledger, too, stays in the clone.
      await repo.write(".github/patchbay.yml", `${FILES[".github/patchbay.yml"]}limits:\n  daily_cost_usd: 5\n`);
      const r = await run(repo.work, ["--model", `replay:${await cassette(repo.root, "t.yml", turns)}`], repo.root);
      expect(r.stderr).toBe("");
      expect(r.stdout).toContain(`■ ${outcome}`);
      expect(r.code).toBe(0);
      // Nothing about the remote in the output: it was never asked.
      expect(r.stdout).not.toMatch(/could not (reach|fetch)|unable to access|does not appear to be a git repository/i);
      expect(repo.git("log", "-1", "--format=%s", "patchbay/task-local-add-b")).toContain("write_to_file: src/b.js");
      expect(repo.git("rev-parse", "patchbay/task-local-add-b~1")).toBe(repo.git("rev-parse", "main"));
    },
  );

  it("without --push a local run pushes nothing; two runs in a row both work", async () => {
    const repo = await repoFor();
    const file = await cassette(repo.root, "d.yml", DONE);
    const first = await run(repo.work, ["--model", `replay:${file}`], repo.root);
    expect(first.code).toBe(0);
    expect(repo.remoteGit("branch", "--list")).not.toContain("patchbay/");
    const again = await cassette(repo.root, "e.yml", DONE.replace("b = 2", "b = 3"));
    const second = await runCli(["run", "--prompt", "Add b again", "--repo", repo.work, "--model", `replay:${again}`], {
      cwd: repo.root,
      env: env(),
    });
    expect(second.stderr).toBe("");
    expect(second.code).toBe(0);
    // A local tool starts from where you are: the first run left you on its work branch and said
    // how to get back; the second starts there, and says so.
    expect(first.stdout).toContain("back to where you were: git switch main");
    expect(second.stdout).toContain("from patchbay/task-local-add-b (");
    expect(repo.git("rev-parse", "patchbay/task-local-add-b-again~1")).toBe(
      repo.git("rev-parse", "patchbay/task-local-add-b"),
    );
  });

  it("a failed run, then a good one: the second is not blamed on the first", async () => {
    const repo = await repoFor();
    const failed = await run(repo.work, ["--model", "openai/gpt-5"], repo.root);
    expect(failed.code).toBe(1);
    const good = await run(repo.work, ["--model", `replay:${await cassette(repo.root, "d.yml", DONE)}`], repo.root);
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
  });

  it("an interrupted run (SIGINT) before its first checkpoint leaves the repository as it was", async () => {
    const repo = await repoFor();
    const before = snapshot(repo.work);
    const { code, out } = await interrupted(repo, []);
    expect(code).toBe(1);
    expect(out).toContain("■ cancelled");
    expect(out).toContain("removed the empty work branch patchbay/task-local-add-b and switched back to main");
    expect(snapshot(repo.work)).toEqual(before);
  });

  it("an interrupted run after a checkpoint keeps the work branch with that complete checkpoint", async () => {
    const repo = await repoFor();
    const { code } = await interrupted(repo, [
      '      - { name: write_to_file, input: { path: src/b.js, content: "export const b = 2;\\n" } }',
      "  - tool_calls:",
    ]);
    expect(code).toBe(1);
    expect(repo.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("patchbay/task-local-add-b");
    expect(repo.git("log", "-1", "--format=%s")).toContain("write_to_file: src/b.js");
    expect(repo.git("show", "HEAD:src/b.js")).toBe("export const b = 2;");
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: repo.work, encoding: "utf8" })).not.toContain("b.js");
  });
});

/** A run whose command waits; once the command is running, the process gets SIGINT (Ctrl-C). */
async function interrupted(repo: TestRepo, firstTurns: string[]) {
  const slow = [
    "turns:",
    "  - tool_calls:",
    ...firstTurns,
    `      - { name: execute_command, input: { command: "sleep 30" } }`,
    "  - tool_calls:",
    "      - { name: attempt_completion, input: { result: never } }",
    "",
  ].join("\n");
  const file = await cassette(repo.root, "slow.yml", slow);
  let out = "";
  const running = main(["run", "--prompt", "Add b", "--repo", repo.work, "--model", `replay:${file}`], {
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      out += t;
    },
    env: env(),
    cwd: repo.root,
    isTTY: false,
  });
  let done = false;
  void running.finally(() => {
    done = true;
  });
  // The command runs in the sandbox, which sees nothing outside the work tree: the console's
  // "still running" line, not a file, says it has started.
  while (!done && !out.includes("execute_command still running")) await new Promise((r) => setTimeout(r, 50));
  expect(done).toBe(false);
  // What Ctrl-C delivers: the run's own SIGINT handler.
  process.emit("SIGINT");
  return { code: await running, out };
}
