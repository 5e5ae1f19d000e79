/** Drives the real loop with a replay model over a real temp workspace, collecting events. */
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runSession } from "../../../src/agent/loop.js";
import { parseCassette } from "../../../src/agent/models/cassette.js";
import { createReplayModel } from "../../../src/agent/models/replay.js";
import type { SessionOptions } from "../../../src/agent/session-setup.js";
import type { SavedSession } from "../../../src/agent/state.js";
import type { Outcome, SessionEvent } from "../../../src/agent/types.js";
import { Redactor } from "../../../src/secrets/redactor.js";
import { recordingCheckpointer } from "./checkpointer.js";
import { allowAll } from "./policy.js";
import { testTools } from "./tools.js";

export async function tempWorkspace(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-agent-")));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Turns in cassette shape (input loosely typed, as YAML would give it). */
export type TurnInput = {
  text?: string;
  tool_calls?: { name: string; input?: unknown }[];
  usage?: Record<string, number>;
  error?: string;
};

export interface Harness {
  outcome: Outcome;
  events: SessionEvent[];
  saved: SavedSession[];
  checkpointer: ReturnType<typeof recordingCheckpointer>;
  requests: { messages: number }[];
}

export async function runTurns(
  workspace: string,
  turns: TurnInput[],
  overrides: Partial<SessionOptions> = {},
): Promise<Harness> {
  const cassette = parseCassette({ turns }, "inline.yml");
  const model = createReplayModel(cassette, { file: "inline.yml" });
  const events: SessionEvent[] = [];
  const saved: SavedSession[] = [];
  const checkpointer = recordingCheckpointer();
  const requests: { messages: number }[] = [];
  const generate = model.generate.bind(model);
  const outcome = await runSession({
    model: {
      ...model,
      generate: (req) => {
        requests.push({ messages: req.messages.length });
        return generate(req);
      },
    },
    tools: testTools(),
    policy: allowAll,
    checkpointer,
    system: "You are a test agent.",
    prompt: "Do the thing.",
    limits: { maxTurns: 50, maxCostUsd: 5, timeoutMinutes: 5 },
    workspace,
    env: {},
    emit: (e) => events.push(e),
    redactor: new Redactor(),
    saveState: async (s) => {
      saved.push(structuredClone(s));
    },
    ...overrides,
  });
  return { outcome, events, saved, checkpointer, requests };
}
