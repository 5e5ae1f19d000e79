/** `patchbay run` on event files: --preview, skips, broken events, --issue N, bad flags and a missing cassette. */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startApiBridge } from "../e2e/api-bridge.js";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { env, FILES } from "./run-fixtures.js";

let repo: TestRepo;

describe("patchbay run on event files", () => {
  it("--preview prints the trigger and the task without running anything", async () => {
    repo = await testRepo(FILES);
    const event = path.join(process.cwd(), "examples/events/issues.labeled.json");
    const run = await runCli(["run", "--event", event, "--repo", repo.work, "--preview", "--json"], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout);
    expect(plan.trigger).toMatchObject({
      eventName: "issues",
      action: "labeled",
      via: "label",
      source: { kind: "issue", number: 1 },
    });
    expect(plan.task).toMatchObject({
      mode: "issue",
      branch: { kind: "work", name: "patchbay/issue-1", base: "main" },
    });
  });

  it("an event that is not for Patchbay is a clean skip, not an error", async () => {
    repo = await testRepo(FILES);
    const payload = JSON.parse(await readFile("examples/events/issue_comment.issue.json", "utf8"));
    payload.comment.body = "thanks, looks good";
    const file = path.join(repo.root, "issue_comment.json");
    await writeFile(file, JSON.stringify(payload));
    const run = await runCli(["run", "--event", file, "--repo", repo.work], { cwd: repo.root, env: env() });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^skipped: .*@patchbay/m);
    expect(repo.git("branch", "--list")).not.toContain("patchbay/");
  });

  it("a truncated event file is an error that names the event and the file", async () => {
    repo = await testRepo(FILES);
    const file = path.join(repo.root, "issues.json");
    await writeFile(file, (await readFile("examples/events/issues.labeled.json", "utf8")).slice(0, 300));
    const run = await runCli(["run", "--event", file, "--repo", repo.work], { cwd: repo.root, env: env() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("issues");
    expect(run.stderr).toContain(file);
    expect(run.stderr).toMatch(/truncated|cut/i);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("--issue N reads the issue through the API and plans it as a labeled issue asked for by the token's owner", async () => {
    repo = await testRepo(FILES);
    const nock = (await import("nock")).default;
    nock.disableNetConnect();
    const api = nock("https://api.github.com")
      .get("/repos/octo-org/calc")
      .reply(200, {
        id: 1,
        name: "calc",
        full_name: "octo-org/calc",
        owner: { login: "octo-org", id: 2, type: "Organization" },
        default_branch: "main",
        html_url: "https://github.com/octo-org/calc",
      })
      .get("/repos/octo-org/calc/issues/7")
      .reply(200, {
        id: 70,
        number: 7,
        title: "add() is wrong",
        body: "Please fix",
        state: "open",
        labels: [],
        user: { login: "someone", id: 3, type: "User" },
        html_url: "https://github.com/octo-org/calc/issues/7",
        created_at: "2026-01-01T00:00:00Z",
        updated_at: "2026-01-01T00:00:00Z",
      })
      .get("/user")
      .reply(200, { login: "maintainer", id: 4, type: "User" });
    // The bundle runs in its own process: its API requests reach nock through the bridge.
    const bridge = await startApiBridge();
    try {
      const run = await runCli(["run", "--issue", "7", "--repo", repo.work, "--preview", "--json"], {
        cwd: repo.root,
        env: {
          ...env(),
          GITHUB_TOKEN: "ghp_test_token_123",
          GITHUB_REPOSITORY: "octo-org/calc",
          GITHUB_API_URL: bridge.url,
        },
      });
      expect(run.stderr).toBe("");
      const plan = JSON.parse(run.stdout);
      expect(plan.trigger).toMatchObject({
        via: "label",
        actor: { login: "maintainer" },
        source: { kind: "issue", number: 7 },
      });
      expect(plan.task.branch).toMatchObject({ kind: "work", name: "patchbay/issue-7" });
      expect(api.isDone()).toBe(true);
    } finally {
      await bridge.close();
      nock.cleanAll();
      nock.enableNetConnect();
    }
  });

  it("bad flags are usage errors", async () => {
    repo = await testRepo(FILES);
    expect((await runCli(["run"], { cwd: repo.root, env: env() })).code).toBe(2);
    const both = await runCli(["run", "--event", "x.json", "--issue", "3"], { cwd: repo.root, env: env() });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("cannot be combined");
    const turns = await runCli(["run", "--prompt", "x", "--max-turns=-1"], { cwd: repo.root, env: env() });
    expect(turns.stderr).toContain("--max-turns must be a positive number");
  });

  it("a missing cassette is a clear error before anything runs", async () => {
    repo = await testRepo(FILES);
    const missing = path.join(repo.root, "nope.yml");
    const run = await runCli(["run", "--prompt", "x", "--repo", repo.work, "--model", `replay:${missing}`], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(missing);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
