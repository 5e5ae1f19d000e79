/**
 * Two-job runs (docs/decisions/0023-two-job-runs.md) through what ships (`node bin/patchbay.js`): `patchbay run --stage agent
 * --outbox DIR` commits locally and writes the outbox; `patchbay publish DIR`, in
 * another clone, checks it against the same event and pushes; `--dry-run` checks
 * and writes nothing; an outbox for another event is refused with exit 1.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { git } from "../helpers/git.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { env, FILES } from "./run-fixtures.js";

let repo: TestRepo;

const EVENT = path.resolve(import.meta.dirname, "../../examples/events/issues.labeled.json");

describe("patchbay run --stage agent, then patchbay publish", () => {
  it("the outbox carries the commit; publish checks it and pushes; another event is refused", async () => {
    repo = await testRepo(FILES);
    const cassette = path.join(repo.root, "c.json");
    await writeFile(
      cassette,
      JSON.stringify({
        turns: [
          {
            tool_calls: [
              {
                name: "replace_in_file",
                input: {
                  path: "src/math.js",
                  diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE",
                },
              },
            ],
          },
          { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed add()." } }] },
        ],
      }),
    );
    const outbox = path.join(repo.root, "outbox");
    const agent = await runCli(
      ["run", "--event", EVENT, "--stage", "agent", "--outbox", outbox, "--model", `replay:${cassette}`],
      { cwd: repo.work, env: env() },
    );
    expect(agent.code, agent.stderr).toBe(0);
    expect(agent.stdout).toContain(`outbox: ${outbox}`);
    const json = JSON.parse(await readFile(path.join(outbox, "outbox.json"), "utf8")) as {
      event: { runId: string };
      branch: string;
    };
    expect(json.branch).toBe("patchbay/issue-1");
    expect(repo.remoteGit("for-each-ref", "--format=%(refname)")).toBe("refs/heads/main");

    // Another clone, as the publish job has it.
    const clone = path.join(repo.root, "publish");
    git(repo.root, "clone", "-q", `file://${repo.remote}`, clone);
    const flags = ["--event", EVENT, "--run-id", json.event.runId, "--repo", clone];
    const dry = await runCli(["publish", outbox, ...flags, "--dry-run"], { cwd: clone, env: env() });
    expect(dry.code, dry.stderr).toBe(0);
    expect(repo.remoteGit("for-each-ref", "--format=%(refname)")).toBe("refs/heads/main");

    const other = path.join(repo.root, "other-event.json");
    await writeFile(other, (await readFile(EVENT, "utf8")).replace('"labeled"', '"labeled" '));
    const refused = await runCli(["publish", outbox, ...flags.slice(2), "--event", other, "--event-name", "issues"], {
      cwd: clone,
      env: env(),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("event (event.sha256): the outbox was made for another event");

    const published = await runCli(["publish", outbox, ...flags, "--json"], { cwd: clone, env: env() });
    expect(published.code, published.stderr).toBe(0);
    expect(JSON.parse(published.stdout)).toMatchObject({ ok: true, refusals: [], branch: "patchbay/issue-1" });
    expect(repo.remoteGit("show", "patchbay/issue-1:src/math.js")).toContain("return a + b;");
  });
});
