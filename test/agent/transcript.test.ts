import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTranscriptWriter } from "../../src/agent/transcript.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";

const jsonLine = z.record(z.string(), z.unknown());

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

describe("transcript", () => {
  it("writes one redacted JSON line per event with the transcript's stable fields", async () => {
    const redactor = new Redactor();
    redactor.add("sk-secret-value-123");
    const file = path.join(ws.dir, "out", "transcript.jsonl");
    const h = await runTurns(
      ws.dir,
      [
        { tool_calls: [{ name: "write_to_file", input: { path: "k.txt", content: "key=sk-secret-value-123" } }] },
        { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] },
      ],
      { emit: createTranscriptWriter(file, redactor), redactor },
    );
    const text = await readFile(file, "utf8");
    expect(text).not.toContain("sk-secret-value-123");
    const lines = text
      .trimEnd()
      .split("\n")
      .map((l) => jsonLine.parse(JSON.parse(l)));
    expect(lines[0]).toMatchObject({ type: "start" });
    const tool = lines.find((l) => l["type"] === "tool");
    expect(tool).toMatchObject({
      step: 1,
      name: "write_to_file",
      input: { path: "k.txt", content: "key=***" },
      decision: "allow",
      rule: "test: allow all",
      ok: true,
    });
    expect(tool?.["checkpoint"]).toMatch(/^sha/);
    const end = lines.at(-1);
    expect(end).toMatchObject({
      type: "end",
      outcome: "completed",
      turns: 2,
      cost_usd: 0,
      commits: [tool?.["checkpoint"]],
    });
    expect(end?.["usage"]).toEqual({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });
    // Saved state is redacted too.
    expect(JSON.stringify(h.saved.at(-1))).not.toContain("sk-secret-value-123");
  });
});
