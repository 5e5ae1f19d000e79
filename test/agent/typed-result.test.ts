import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSession } from "../../src/agent/loop.js";
import { parseCassette } from "../../src/agent/models/cassette.js";
import { createReplayModel } from "../../src/agent/models/replay.js";
import type { SessionEvent } from "../../src/agent/types.js";
import { createOutputValidator } from "../../src/config/output-schema.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { recordingCheckpointer } from "./helpers/checkpointer.js";
import { tablePolicy } from "./helpers/policy.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";
import { testTools } from "./helpers/tools.js";

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

const schema = {
  type: "object",
  required: ["label"],
  additionalProperties: false,
  properties: { label: { enum: ["bug", "feature"] } },
};
const output = { check: createOutputValidator(schema).check };
const complete = (result: string) => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

describe("typed results", () => {
  it("a valid result ends the run with it parsed, in the outcome and the transcript's end event", async () => {
    const h = await runTurns(ws.dir, [complete('{"label":"bug"}')], { output });
    expect(h.outcome).toMatchObject({ kind: "no_changes", resultJson: { label: "bug" } });
    expect(h.events.at(-1)).toMatchObject({ type: "end", result_json: { label: "bug" } });
  });

  it("an invalid result gets one correction turn with the errors, and the corrected one is kept", async () => {
    const h = await runTurns(ws.dir, [complete("It is a bug."), complete('{"label":"bug"}')], { output });
    expect(h.outcome.resultJson).toEqual({ label: "bug" });
    expect(h.outcome.turns).toBe(2);
    expect(JSON.stringify(h.saved.at(-1)?.messages)).toContain(
      "The result does not match the required output schema:\\n- the result is not JSON",
    );
  });

  it("a result that stays invalid ends as invalid_output, with the errors and no result_json", async () => {
    const h = await runTurns(ws.dir, [complete('{"label":"bugg"}'), complete('{"label":"x","n":1}')], { output });
    expect(h.outcome.kind).toBe("invalid_output");
    expect(h.outcome.resultJson).toBeUndefined();
    expect(h.outcome.message).toContain("did not match the output_schema, even after a correction turn");
    expect(h.outcome.message).toContain("/label must be equal to one of the allowed values");
    expect(h.outcome.message).toContain("must NOT have additional properties (n)");
    const end = h.events.at(-1);
    expect(end).toMatchObject({ type: "end", outcome: "invalid_output" });
    expect(end && "result_json" in end).toBe(false);
  });

  it("without an output schema the result stays prose", async () => {
    const h = await runTurns(ws.dir, [complete("It is a bug.")]);
    expect(h.outcome).toMatchObject({ kind: "no_changes", result: "It is a bug." });
    expect(h.outcome.resultJson).toBeUndefined();
  });
});

describe("the daily spend ceiling", () => {
  it("stops the run that crosses what was left of the day, like max_cost_usd", async () => {
    const usage = { input_tokens: 1_000_000, output_tokens: 0 };
    const model = createReplayModel(
      parseCassette(
        {
          turns: [
            { tool_calls: [{ name: "noop" }], usage },
            { tool_calls: [{ name: "noop", input: { n: 2 } }], usage },
            complete("x"),
          ],
        },
        "c.yml",
      ),
      { file: "c.yml", costUsd: (u) => u.inputTokens * 3e-6 },
    );
    const events: SessionEvent[] = [];
    const outcome = await runSession({
      model,
      tools: testTools(),
      policy: tablePolicy({}),
      checkpointer: recordingCheckpointer(),
      system: "s",
      prompt: "p",
      limits: {
        maxTurns: 10,
        maxCostUsd: 50,
        timeoutMinutes: 5,
        dailyRemaining: { usd: 2.5, limit: "daily_cost_usd" },
      },
      workspace: ws.dir,
      env: {},
      emit: (e) => events.push(e),
      redactor: new Redactor(),
    });
    expect(outcome).toMatchObject({ kind: "budget_exceeded", limit: "daily_cost_usd", turns: 1 });
    expect(outcome.message).toContain("reached limits.daily_cost_usd (it had $2.5000 left when it started)");
  });
});
