/**
 * Agent loop figures ("the loop's own cost per turn does not grow with
 * the length of the conversation") and the prompt size budget (≤ 3,000 tokens for
 * the core prompt plus core tool schemas).
 *
 * Loop overhead: a 200-turn cassette of no-op tool calls on the replay model, so
 * the time between two model requests is the loop itself (call validation, policy,
 * events, context estimate, message building). Compared with a naive loop that
 * re-measures the whole history before every request.
 */
import { estimateTokens } from "../src/agent/context-window.js";
import { runSession } from "../src/agent/loop.js";
import { parseCassette } from "../src/agent/models/cassette.js";
import { createReplayModel } from "../src/agent/models/replay.js";
import { renderSystemPrompt } from "../src/agent/prompts/system-prompt.js";
import type { Model } from "../src/agent/types.js";
import type { Checkpointer } from "../src/git/types.js";
import type { Policy } from "../src/policy/types.js";
import { Redactor } from "../src/secrets/redactor.js";
import type { Tool } from "../src/tools/types.js";
import { type Bench, type BenchRow, median } from "./types.js";

const TURNS = 200;
const RUNS = 5;
const WINDOW = 20;

const noop: Tool = {
  name: "noop",
  description: "does nothing",
  inputSchema: { type: "object", properties: { n: { type: "number" } } },
  source: "core",
  parse: (input) => ({ ok: true, value: input }),
  access: () => ({ kind: "other" }),
  execute: async () => ({ ok: true, content: "ok", writtenPaths: [] }),
};
const done: Tool = {
  ...noop,
  name: "attempt_completion",
  execute: async () => ({ ok: true, content: "", writtenPaths: [], control: { kind: "completion", result: "done" } }),
};
const allow: Policy = { decide: async () => ({ decision: "allow", rule: "bench", reason: "bench" }) };
const checkpointer: Checkpointer = {
  afterTool: async () => null,
  afterTurn: async () => null,
  finish: async () => [],
  list: () => [],
};

/** Per-turn gaps (ms) between consecutive model requests in one 200-turn session. */
async function turnGaps(naive: boolean): Promise<number[]> {
  const turns = Array.from({ length: TURNS }, (_, i) =>
    i === TURNS - 1
      ? { tool_calls: [{ name: "attempt_completion", input: {} }] }
      : {
          text: `step ${i}`,
          tool_calls: [{ name: "noop", input: { n: i } }],
          usage: { input_tokens: 1000 + i * 50, output_tokens: 20 },
        },
  );
  const replay = createReplayModel(parseCassette({ turns }, "bench.yml"), { file: "bench.yml" });
  const stamps: number[] = [];
  const model: Model = {
    id: replay.id,
    contextWindow: 10_000_000,
    generate: (req) => {
      stamps.push(performance.now());
      // The naive alternative: measure the whole history before every request.
      if (naive) estimateTokens(req.messages);
      return replay.generate(req);
    },
  };
  const outcome = await runSession({
    model,
    tools: [noop, done],
    policy: allow,
    checkpointer,
    system: "bench",
    prompt: "bench",
    limits: { maxTurns: TURNS + 1, maxCostUsd: 1, timeoutMinutes: 10, repeatWarn: 1e9, repeatStop: 1e9 },
    workspace: process.cwd(),
    env: {},
    emit: () => {},
    redactor: new Redactor(),
  });
  if (outcome.kind !== "no_changes") throw new Error(`bench session ended ${outcome.kind}: ${outcome.message}`);
  return stamps.slice(1).map((t, i) => t - (stamps[i] ?? t));
}

async function loopRows(): Promise<BenchRow[]> {
  const early: number[] = [];
  const late: number[] = [];
  const naiveLate: number[] = [];
  await turnGaps(false); // warm-up
  for (let run = 0; run < RUNS; run++) {
    const gaps = await turnGaps(false);
    early.push(median(gaps.slice(0, WINDOW)));
    late.push(median(gaps.slice(-WINDOW)));
    naiveLate.push(median((await turnGaps(true)).slice(-WINDOW)));
  }
  const earlyUs = median(early) * 1000;
  const lateUs = median(late) * 1000;
  const method = `replay model, one no-op tool call per turn, ${TURNS}-turn session × ${RUNS} runs; time between consecutive model requests, median of turns`;
  return [
    {
      name: `loop overhead per turn, turns ${TURNS - WINDOW}–${TURNS - 1}`,
      value: lateUs,
      unit: "µs",
      baseline: { name: `same run, turns 1–${WINDOW}`, value: earlyUs },
      target: "flat: late ≤ 1.5× early",
      // A few µs of slack so scheduler noise on a tiny number does not flip the verdict.
      met: lateUs <= earlyUs * 1.5 + 5,
      method: `${method} (late vs early windows of ${WINDOW})`,
    },
    {
      name: `loop overhead per turn at turn ~${TURNS}, incremental context estimate`,
      value: lateUs,
      unit: "µs",
      baseline: { name: "naive: re-measure the whole history per request", value: median(naiveLate) * 1000 },
      method: `${method} ${TURNS - WINDOW}–${TURNS - 1}`,
    },
  ];
}

async function promptRow(): Promise<BenchRow> {
  const prompt = renderSystemPrompt({
    repository: "octo/app",
    branch: "patchbay/issue-1",
    request: "",
    nonce: "0123456789abcdef",
  });
  let tools: { name: string; description: string; inputSchema: unknown }[] = [];
  let source = "no core tools found";
  try {
    const { createCoreTools } = await import("../src/tools/registry.js");
    tools = createCoreTools().map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema }));
    source = `${tools.length} core tool schemas from src/tools/registry.ts`;
  } catch (error) {
    source = `core tools unavailable (${String(error).slice(0, 80)})`;
  }
  const promptTokens = estimateTokens(prompt);
  const toolTokens = estimateTokens(tools);
  const total = promptTokens + toolTokens;
  return {
    name: "system prompt + core tool schemas",
    value: total,
    unit: "tokens",
    target: "≤ 3,000 tokens",
    met: total <= 3_000,
    method: `characters / 4; prompt ${promptTokens} + tools ${toolTokens} (${source}); no instruction files, empty request`,
  };
}

export const bench: Bench = async () => [...(await loopRows()), await promptRow()];
