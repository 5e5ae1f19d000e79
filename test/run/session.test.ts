/**
 * Scenario: `patchbay run --prompt … --model replay:FILE --transcript … --record …` over a
 * real git repository in a temp dir, with the real core tools and the real git checkpointer.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { SessionEvent } from "../../src/agent/types.js";
import { gitSchema } from "../../src/config/schema.js";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { createGitRunner } from "../../src/git/runner.js";
import { runSessionFrom as runEngine } from "../../src/run/stages/session.js";
import { createCoreTools } from "../../src/tools/registry.js";
import { allowAll } from "../agent/helpers/policy.js";
import { tempWorkspace } from "../agent/helpers/session.js";
import { git } from "../helpers/git.js";

const jsonLine = z.record(z.string(), z.unknown());

let ws: { dir: string; cleanup: () => Promise<void> };
let out: { dir: string; cleanup: () => Promise<void> };

beforeEach(async () => {
  ws = await tempWorkspace();
  out = await tempWorkspace();
  git(ws.dir, "init", "-q", "-b", "main");
  git(ws.dir, "config", "user.email", "t@example.com");
  git(ws.dir, "config", "user.name", "T");
  await writeFile(path.join(ws.dir, "math.js"), "export function add(a, b) {\n  return a - b\n}\n");
  await writeFile(path.join(ws.dir, "AGENTS.md"), "Keep functions tiny.\n");
  git(ws.dir, "add", "-A");
  git(ws.dir, "commit", "-q", "-m", "init");
});
afterEach(async () => {
  await ws.cleanup();
  await out.cleanup();
});

const CASSETTE = `turns:
  - text: I'll look at the code first.
    tool_calls:
      - { name: read_file, input: { path: math.js } }
  - tool_calls:
      - name: replace_in_file
        input: { path: math.js, diff: "------- SEARCH\\n  return a - b\\n=======\\n  return a + b\\n+++++++ REPLACE" }
  - tool_calls:
      - { name: attempt_completion, input: { result: Fixed the sign in add(). } }
`;

describe("runEngine", () => {
  it("fixes the file, commits a checkpoint, writes the transcript and a re-playable recording", async () => {
    const cassette = path.join(out.dir, "fix.yml");
    await writeFile(cassette, CASSETTE);
    const transcript = path.join(out.dir, "t.jsonl");
    const record = path.join(out.dir, "rec.yml");
    const events: SessionEvent[] = [];
    const checkpointer = new GitCheckpointer({
      runner: createGitRunner({ cwd: ws.dir, baseEnv: {} }),
      runId: "1",
      runUrl: "local",
      config: gitSchema.parse({}),
    });
    const { outcome } = await runEngine({
      request: { prompt: "Fix add().", instructions: ["AGENTS.md"] },
      model: { spec: `replay:${cassette}`, env: { ANTHROPIC_API_KEY: "sk-ant-never-printed" }, record },
      workspace: { repo: ws.dir, tools: createCoreTools(), policy: allowAll, checkpointer },
      session: { limits: { maxTurns: 10, maxCostUsd: 1, timeoutMinutes: 5 } },
      report: { transcript, warn: () => {}, emit: (e) => events.push(e) },
    });
    expect(outcome.kind).toBe("completed");
    expect(outcome.result).toBe("Fixed the sign in add().");
    expect(await readFile(path.join(ws.dir, "math.js"), "utf8")).toContain("return a + b");
    expect(outcome.commits).toHaveLength(1);
    expect(git(ws.dir, "log", "-1", "--format=%s")).toMatch(/^replace_in_file: /);
    const lines = (await readFile(transcript, "utf8"))
      .trimEnd()
      .split("\n")
      .map((l) => jsonLine.parse(JSON.parse(l)));
    expect(
      lines.filter((l) => l["type"] === "tool").map((l) => [l["name"], l["ok"], l["checkpoint"] !== null]),
    ).toEqual([
      ["read_file", true, false],
      ["replace_in_file", true, true],
      ["attempt_completion", true, false],
    ]);
    expect(events.at(-1)).toMatchObject({
      type: "end",
      outcome: "completed",
      turns: 3,
      commits: [outcome.commits[0]?.sha],
    });
    const recorded = await readFile(record, "utf8");
    expect(recorded).toContain("name: replace_in_file");
    expect(recorded).toContain("Fixed the sign in add().");
  });

  it("reports a missing cassette as a failed run with the path", async () => {
    const missing = path.join(out.dir, "missing.yml");
    await expect(
      runEngine({
        request: { prompt: "x" },
        model: { spec: `replay:${missing}`, env: {} },
        workspace: {
          repo: ws.dir,
          tools: createCoreTools(),
          policy: allowAll,
          checkpointer: new GitCheckpointer({
            runner: createGitRunner({ cwd: ws.dir, baseEnv: {} }),
            runId: "2",
            runUrl: "local",
            config: gitSchema.parse({}),
          }),
        },
        session: { limits: { maxTurns: 10, maxCostUsd: 1, timeoutMinutes: 5 } },
        report: { warn: () => {}, emit: () => {} },
      }),
    ).rejects.toThrow(`cassette ${missing} cannot be read: ENOENT. Check the path after replay:.`);
  });
});
