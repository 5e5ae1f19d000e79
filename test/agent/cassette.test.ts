import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CassetteError } from "../../src/agent/errors.js";
import { loadCassette, parseCassette } from "../../src/agent/models/cassette.js";
import { createModel } from "../../src/agent/models/create-model.js";
import { createRecorder } from "../../src/agent/models/recorder.js";
import { createReplayModel } from "../../src/agent/models/replay.js";
import type { ModelRequest } from "../../src/agent/types.js";
import { tempWorkspace } from "./helpers/session.js";

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

const req = (): ModelRequest => ({
  system: "s",
  messages: [{ role: "user", content: "u" }],
  tools: [],
  signal: new AbortController().signal,
});

const YAML = `turns:
  - text: I'll look at the failing test first.
    tool_calls:
      - { name: read_file, input: { path: test/math.test.ts } }
  - tool_calls:
      - name: replace_in_file
        input: { path: src/math.ts, diff: "------- SEARCH\\n  return a - b\\n=======\\n  return a + b\\n+++++++ REPLACE" }
  - tool_calls:
      - { name: attempt_completion, input: { result: Fixed the sign in add(). } }
    usage: { input_tokens: 10, output_tokens: 3 }
`;

describe("cassettes", () => {
  it("plays the documented cassette example from a YAML file through createModel, turn by turn", async () => {
    await writeFile(path.join(ws.dir, "fix.yml"), YAML);
    const model = createModel({ provider: "replay", name: "fix.yml" }, {}, { cwd: ws.dir });
    expect(model.id).toBe(`replay/${path.join(ws.dir, "fix.yml")}`);
    const first = await model.generate(req());
    expect(first).toMatchObject({
      text: "I'll look at the failing test first.",
      toolCalls: [{ name: "read_file", input: { path: "test/math.test.ts" } }],
    });
    const second = await model.generate(req());
    expect(second.toolCalls[0]?.input).toMatchObject({ diff: expect.stringContaining("+++++++ REPLACE") });
    const third = await model.generate(req());
    expect(third.usage).toEqual({ inputTokens: 10, outputTokens: 3, cacheReadTokens: 0, cacheWriteTokens: 0 });
    await expect(model.generate(req())).rejects.toThrow(
      `cassette ${path.join(ws.dir, "fix.yml")} has 3 turns; the run asked for turn 4.`,
    );
  });

  it("names the file and the turn of a schema error", async () => {
    const file = path.join(ws.dir, "bad.json");
    await writeFile(file, JSON.stringify({ turns: [{ text: "ok" }, { tool_calls: [{ input: {} }] }] }));
    const error = (() => {
      try {
        loadCassette(file);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CassetteError);
    expect(error).toMatchObject({ file, turn: 1 });
    expect(messageOf(error)).toMatch(
      new RegExp(`^cassette ${file}: turn 2 \\(turns\\[1\\]\\.tool_calls\\[0\\]\\.name\\)`),
    );
    expect(() => parseCassette({ turns: [{ tool_call: [] }] }, "x.yml")).toThrow(/turn 1 .*Unrecognized key/);
  });

  it("says what is wrong with a missing or unparseable file", async () => {
    expect(() => loadCassette(path.join(ws.dir, "missing.yml"))).toThrow(/cannot be read: ENOENT/);
    await writeFile(path.join(ws.dir, "broken.yml"), "turns: [\n  - {");
    expect(() => loadCassette(path.join(ws.dir, "broken.yml"))).toThrow(/is not valid YAML/);
  });

  it("records a run and replays it identically", async () => {
    const source = createReplayModel(
      parseCassette(
        {
          turns: [
            {
              text: "hi",
              tool_calls: [
                { name: "read_file", input: { path: "a" } },
                { name: "x", input: "{bad" },
              ],
              usage: { input_tokens: 5 },
            },
          ],
        },
        "src.yml",
      ),
      { file: "src.yml" },
    );
    const recorder = createRecorder(source);
    const original = await recorder.model.generate(req());
    const out = path.join(ws.dir, "rec", "out.yml");
    await mkdir(path.dirname(out), { recursive: true });
    await recorder.save(out);
    expect(await readFile(out, "utf8")).toContain("name: read_file");
    const replayed = await createModel({ provider: "replay", name: out }, {}).generate(req());
    expect(replayed).toEqual(original);
    expect(replayed.toolCalls[1]?.parseError).toMatch(/not valid JSON/);
  });
});
