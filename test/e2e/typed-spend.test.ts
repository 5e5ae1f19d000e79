/**
 * Typed results (`output_schema` → `result_json`) and spend under control across
 * runs (the ledger at refs/patchbay/ledger), through the action entry.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { appendLedger, readLedger } from "../../src/git/refs/ledger.js";
import { createGitRunner } from "../../src/git/runner.js";
import { pullUrl } from "./github-mock.js";
import { cloneWorkspace, examplePayload, remoteCommits, remoteHas, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const RULES = `approval:
  default: allow
`;
const SCHEMA = JSON.stringify({
  type: "object",
  required: ["label"],
  additionalProperties: false,
  properties: { label: { enum: ["bug", "feature"] } },
});
const complete = (result: string) => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });
const FIX = {
  name: "replace_in_file",
  input: { path: "src/math.ts", diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE" },
};

const e2e = useE2e();

const event = (id: number, body: string) => ({
  name: "issue_comment",
  payload: examplePayload("issue_comment.issue", { comment: { id, body } }),
});

describe("typed results", () => {
  test("a schema-typed run sets result_json and the transcript's end event", async () => {
    await e2e.createOrigin({ config: RULES });
    e2e.gh.gate().reaction(4001).progressComment(1, 9101).issue(1);
    const cassette = await writeCassette(e2e.origin, [complete("not json"), complete('{"label":"bug"}')]);
    const run = await e2e.run({
      event: event(4001, "@patchbay label this issue"),
      inputs: { model: `replay:${cassette}`, output_schema: SCHEMA },
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    expect(run.outputs.result_json).toBe('{"label":"bug"}');
    const lines = (await readFile(run.outputs.transcript ?? "", "utf8")).trim().split("\n");
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ type: "end", result_json: { label: "bug" } });
  });

  test("a result that stays invalid fails the step as invalid_output, with no result_json", async () => {
    await e2e.createOrigin({ config: RULES });
    e2e.gh.gate().reaction(4002).progressComment(1, 9102).issue(1);
    const cassette = await writeCassette(e2e.origin, [complete('{"label":"bugg"}'), complete('{"label":"nope"}')]);
    const run = await e2e.run({
      event: event(4002, "@patchbay label this issue"),
      inputs: { model: `replay:${cassette}`, output_schema: SCHEMA },
    });
    expect(run.exitCode).toBe(1);
    e2e.gh.assertDone();
    expect(run.outputs).toMatchObject({ outcome: "invalid_output", result_json: "" });
    expect(e2e.gh.finalComment(1, 9102)).toContain("/label must be equal to one of the allowed values");
  });

  test("an output_schema that is not a JSON Schema is a config error before anything runs", async () => {
    await e2e.createOrigin({ config: RULES });
    // No request at all may be made: e2e.gh expects none.
    const cassette = await writeCassette(e2e.origin, [{ tool_calls: [FIX] }]);
    const run = await e2e.run({
      event: event(4003, "@patchbay label this issue"),
      inputs: { model: `replay:${cassette}`, output_schema: '{"type":"objekt"}' },
    });
    expect(run.exitCode).toBe(1);
    e2e.gh.assertDone();
    expect(run.log).toContain("Configuration error");
    expect(run.log).toContain("not a valid JSON Schema: /type must be equal to one of the allowed values");
    expect(remoteHas(e2e.origin, "refs/heads/patchbay/issue-1")).toBe(false);
  });
});

describe("the spend ledger", () => {
  const LIMITED = `model:
  provider: replay
  name: unused.json
  prices: { input_per_mtok: 1, output_per_mtok: 0 }
limits:
  daily_cost_usd: 1
approval:
  default: allow
`;

  test("a run that crosses daily_cost_usd stops with its work pushed and recorded; the next run is skipped", async () => {
    await e2e.createOrigin({ config: LIMITED });
    // Earlier today another run spent $0.40.
    const seedRunner = createGitRunner({ cwd: cloneWorkspace(e2e.origin), baseEnv: { PATH: process.env.PATH } });
    await appendLedger(
      seedRunner,
      [
        {
          run_id: "earlier",
          time: new Date().toISOString(),
          user: "hubot",
          trigger: "schedule",
          outcome: "completed",
          cost_usd: 0.4,
          input_tokens: 400_000,
          output_tokens: 0,
        },
      ],
      {},
    );
    e2e.gh.gate().reaction(5001).progressComment(1, 9201).issue(1).openPulls("patchbay/issue-1").createPull(21);
    const usage = { input_tokens: 400_000, output_tokens: 0 };
    const cassette = await writeCassette(e2e.origin, [
      { tool_calls: [FIX], usage },
      { tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }], usage },
      complete("never reached"),
    ]);
    const first = await e2e.run({
      event: event(5001, "@patchbay fix add()"),
      inputs: { model: `replay:${cassette}` },
      runId: "901",
    });
    e2e.gh.assertDone();
    expect(first.outputs).toMatchObject({ outcome: "budget_exceeded", commits: "1", pr_url: pullUrl(21) });
    expect(first.log).toContain("reached limits.daily_cost_usd (it had $0.6000 left when it started)");
    expect(remoteCommits(e2e.origin, "patchbay/issue-1")).toHaveLength(1);
    const ledger = await readLedger(createGitRunner({ cwd: e2e.origin.remote, baseEnv: { PATH: process.env.PATH } }));
    expect(ledger.entries.map((e) => [e.run_id, e.user, e.outcome, e.cost_usd])).toEqual([
      ["earlier", "hubot", "completed", 0.4],
      ["901", "octocat", "budget_exceeded", 0.8],
    ]);

    e2e.resetGitHub().gate().reaction(5002).progressComment(1, 9202);
    const second = await e2e.run({
      event: event(5002, "@patchbay try again"),
      inputs: { model: `replay:${cassette}` },
      runId: "902",
    });
    e2e.gh.assertDone();
    expect(second.outputs.outcome).toBe("skipped");
    const said = "Skipped: this repository has spent $1.20 today (limits.daily_cost_usd = $1.00). The limit resets at";
    expect(e2e.gh.finalComment(1, 9202)).toContain(said);
    expect(second.summary).toContain(said);
  });
});
