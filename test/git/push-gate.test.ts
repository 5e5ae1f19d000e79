/**
 * The pre-push gate, on real repositories: what the agent slipped
 * into the branch (its own `git commit`, a workflow file, a secret, a huge file)
 * stops the push with a message naming commit, file and rule; the remote is left
 * as it was and the commits stay in the local branch.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../src/git/branch.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { PrePushCheck as PushGate, PushRefusedError } from "../../src/git/push/pre-push-check.js";
import { Pusher } from "../../src/git/push/push-schedule.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { cleanup, fixture, git, gitConfig, gitInput, write } from "./helpers.js";

afterEach(cleanup);

const BRANCH = "patchbay/issue-1";
const RUN_SECRET = "ghs_runSecretValue0123456789abcdefXYZ";

async function setUp(maxFileBytes = 50 * 1024 * 1024, maxPushBytes?: number) {
  const fx = fixture();
  const prepared = await prepareBranch(fx.runner, BRANCH, "main");
  const cp = new GitCheckpointer({ runner: fx.runner, runId: "1", runUrl: "u", config: gitConfig() });
  const made = new Set<string>();
  const redactor = new Redactor();
  redactor.add(RUN_SECRET);
  const gate = new PushGate(fx.runner, [prepared.head], {
    isOurs: (sha) => made.has(sha),
    denyPath: async (p) => (p.startsWith(".github/workflows/") ? "built-in: CI workflows are not written" : undefined),
    maxFileBytes,
    maxPushBytes: maxPushBytes || undefined,
    redactor,
  });
  const pusher = await Pusher.create({
    runner: fx.runner,
    branch: BRANCH,
    expected: prepared.remoteSha,
    config: { push_every_checkpoints: 100, push_every_minutes: 100 },
    gate,
  });
  const checkpoint = async (step: number) => {
    const c = await cp.afterTool({ step, tool: "execute_command", summary: `step ${step}` });
    if (c) made.add(c.sha);
    return c;
  };
  const remoteRefs = () => git(fx.remote, "for-each-ref", "--format=%(refname)");
  return { ...fx, checkpoint, pusher, remoteRefs };
}

async function refused(s: Awaited<ReturnType<typeof setUp>>): Promise<PushRefusedError> {
  const before = s.remoteRefs();
  const error = await s.pusher.pushNow().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PushRefusedError);
  expect(s.remoteRefs()).toBe(before);
  return error as PushRefusedError;
}

describe("the pre-push gate", () => {
  it("pushes the checkpointer's own clean commits", async () => {
    const s = await setUp();
    write(s.work, "src/a.txt", "fine\n");
    const c = await s.checkpoint(1);
    await s.pusher.pushNow();
    expect(git(s.remote, "rev-parse", `refs/heads/${BRANCH}`)).toBe(c?.sha);
  });

  it("refuses the agent's own `git commit` of a workflow file, naming the commit and the path", async () => {
    const s = await setUp();
    write(s.work, ".github/workflows/x.yml", "on: push\njobs: {}\n");
    git(s.work, "add", ".github/workflows/x.yml");
    git(s.work, "commit", "-q", "-m", "add ci");
    const agentCommit = git(s.work, "rev-parse", "HEAD");
    write(s.work, "src/a.txt", "after\n");
    const c = await s.checkpoint(1);
    const error = await refused(s);
    expect(error.message).toContain(`${agentCommit.slice(0, 12)}: not made by Patchbay's checkpointer ("add ci")`);
    expect(error.message).toContain(".github/workflows/x.yml: built-in: CI workflows are not written");
    expect(error.message).toMatch(/commits are kept in the local branch/);
    expect(error.findings.map((f) => f.kind).sort()).toEqual(["denied-path", "foreign-commit"]);
    // Kept locally.
    expect(git(s.work, "rev-parse", BRANCH)).toBe(c?.sha);
    expect(git(s.work, "rev-parse", `${BRANCH}^`)).toBe(agentCommit);
  });

  it("stops a secret in a committed file, naming the file, line and rule", async () => {
    const s = await setUp();
    write(s.work, "src/config.js", 'export const x = 1;\nconst token = "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";\n');
    const c = await s.checkpoint(1);
    const error = await refused(s);
    expect(error.findings).toEqual([
      {
        kind: "secret",
        sha: c?.sha,
        path: "src/config.js:2",
        rule: "@secretlint/secretlint-rule-github (GITHUB_TOKEN)",
      },
    ]);
    expect(error.message).not.toContain("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");
    expect(git(s.work, "rev-parse", BRANCH)).toBe(c?.sha);
  });

  it("stops the run's own secret, even base64-encoded", async () => {
    const s = await setUp();
    write(s.work, "src/leak.txt", `hello\n${Buffer.from(`x-access-token:${RUN_SECRET}`).toString("base64")}\n`);
    await s.checkpoint(1);
    const error = await refused(s);
    expect(error.message).toContain("src/leak.txt:2: a secret value of this run");
  });

  it("a line that looks like a diff's file header (`++ /dev/null`, `++ b/other`) hides nothing after it from the scan", async () => {
    const s = await setUp();
    const token = "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";
    // In a -U0 diff each added line gets a "+": these two read "+++ /dev/null" and "+++ b/decoy.txt".
    write(s.work, "src/notes.md", `# notes\n++ /dev/null\nt = "${token}"\n++ b/decoy.txt\nu = "${token}"\n`);
    const c = await s.checkpoint(1);
    const error = await refused(s);
    const rule = "@secretlint/secretlint-rule-github (GITHUB_TOKEN)";
    expect(error.findings).toEqual([
      { kind: "secret", sha: c?.sha, path: "src/notes.md:3", rule },
      { kind: "secret", sha: c?.sha, path: "src/notes.md:5", rule },
    ]);
  });

  it("stops a file over the size limit", async () => {
    const s = await setUp(1024 * 1024);
    writeFileSync(path.join(s.work, "big.bin"), Buffer.alloc(1536 * 1024, 7));
    await s.checkpoint(1);
    const error = await refused(s);
    expect(error.message).toContain("big.bin: 1.5 MB is over sandbox.limits.file_mb (1 MB)");
  });

  it("reads bytes, not git's diff: a token in a file .gitattributes marks -diff, or behind a NUL byte, is found", async () => {
    const token = "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";
    for (const [file, content, attributes, line] of [
      ["src/config.txt", `token=${token}\n`, "*.txt -diff\n", 1],
      ["src/config.txt", `token=${token}\n`, "*.txt binary\n", 1],
      ["src/blob.dat", Buffer.concat([Buffer.from([0, 1, 2, 0]), Buffer.from(`\n${RUN_SECRET}\n`)]), "", 2],
    ] as const) {
      const s = await setUp();
      if (attributes) write(s.work, ".gitattributes", attributes);
      writeFileSync(path.join(s.work, file), content);
      await s.checkpoint(1);
      expect(git(s.work, "show", "--format=", "HEAD", "--", file)).toMatch(/Binary files/);
      const error = await refused(s);
      expect(error.findings.map((f) => f.path)).toContain(`${file}:${line}`);
      expect(error.message).not.toContain(token);
      cleanup();
    }
  });

  it("finds the run's secret reversed, cut to 12 characters, or split over lines", async () => {
    const reversed = [...RUN_SECRET].reverse().join("");
    for (const content of [
      `r = "${reversed}"\n`,
      `part = "${RUN_SECRET.slice(7, 19)}"\n`,
      `a = "${RUN_SECRET.slice(0, 16)}"\nb = "${RUN_SECRET.slice(16)}"\n`,
    ]) {
      const s = await setUp();
      write(s.work, "notes.md", content);
      await s.checkpoint(1);
      const error = await refused(s);
      expect(error.findings.some((f) => f.kind === "secret" && f.path === "notes.md:1")).toBe(true);
      cleanup();
    }
  });

  it("checks Patchbay's own refs too: a session state holding the run's secret is not pushed, nor the branch", async () => {
    const s = await setUp();
    write(s.work, "src/a.txt", "fine\n");
    await s.checkpoint(1);
    // A state commit written without the redactor (what a form it does not know would look like).
    const tree = execTree(s.work, `{"final":"${RUN_SECRET}"}`);
    const commit = git(s.work, "commit-tree", tree, "-m", "state");
    git(s.work, "update-ref", `refs/patchbay/state/${BRANCH}`, commit);
    const error = await refused(s);
    expect(error.findings).toEqual([expect.objectContaining({ kind: "secret", sha: commit, path: "state.json:1" })]);
    expect(git(s.remote, "for-each-ref", "--format=%(refname)")).not.toContain(BRANCH);
  });

  it("stops a run whose pushes add up to more than push_mb, file by file under file_mb", async () => {
    const s = await setUp(1024 * 1024, 2 * 1024 * 1024);
    for (let i = 0; i < 3; i++) writeFileSync(path.join(s.work, `part${i}.bin`), Buffer.alloc(900 * 1024, i + 1));
    await s.checkpoint(1);
    const error = await refused(s);
    expect(error.message).toMatch(
      /2\.6 MB of new files in this run's pushes is over sandbox\.limits\.push_mb \(2 MB\)/,
    );
  });
});

/** A tree holding state.json with `json`, written into the repository's objects. */
function execTree(work: string, json: string): string {
  const blob = gitInput(work, json, "hash-object", "-w", "--stdin");
  return gitInput(work, `100644 blob ${blob}\tstate.json\n`, "mktree");
}
