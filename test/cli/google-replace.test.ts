/**
 * A Google model gets Gemini CLI's `replace` under tools.edit: auto: `patchbay
 * run --model google/…` through the real Google provider, its HTTP played by
 * nock, sends `replace` (and no other edit tool) and runs the model's call on
 * the engine, policy and checkpoints like any edit.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { runCliInMemory } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
let repo: TestRepo | undefined;
afterEach(async () => {
  nock.cleanAll();
  await repo?.cleanup();
  repo = undefined;
});

const call = (name: string, args: Record<string, unknown>) => ({
  candidates: [
    { content: { role: "model", parts: [{ functionCall: { name, args } }] }, finishReason: "STOP", index: 0 },
  ],
  usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
});
const request = z.looseObject({
  tools: z.array(z.looseObject({ functionDeclarations: z.array(z.looseObject({ name: z.string() })) })),
});

describe("tools.edit: auto with a Google model", () => {
  it("offers replace and runs it", async () => {
    repo = await repoWithRemote({ "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n" });
    const sent: z.infer<typeof request>[] = [];
    nock("https://generativelanguage.googleapis.com")
      .post("/v1beta/models/gemini-2.5-pro:generateContent", (body) => {
        sent.push(request.parse(body));
        return true;
      })
      .reply(200, call("replace", { file_path: "src/math.js", old_string: "a - b", new_string: "a + b" }))
      .post("/v1beta/models/gemini-2.5-pro:generateContent")
      .reply(200, call("attempt_completion", { result: "Fixed add()." }));
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCliInMemory(
      [
        "run",
        "--prompt",
        "Fix add",
        "--repo",
        repo.work,
        "--dry-run",
        "--model",
        "google/gemini-2.5-pro",
        "--transcript",
        transcript,
      ],
      { cwd: repo.root, env: { PATH: process.env.PATH, HOME: process.env.HOME, GOOGLE_API_KEY: "g-test-key" } },
    );
    expect(run.stdout).toContain("■ completed");
    expect(nock.isDone()).toBe(true);
    const names = sent[0]?.tools.flatMap((t) => t.functionDeclarations.map((f) => f.name)) ?? [];
    expect(names).toContain("replace");
    expect(names.filter((n) => ["replace_in_file", "apply_patch", "str_replace_based_edit_tool"].includes(n))).toEqual(
      [],
    );
    expect(await readFile(path.join(repo.work, "src/math.js"), "utf8")).toBe(
      "export function add(a, b) {\n  return a + b;\n}\n",
    );
    expect(repo.git("log", "-1", "--format=%s")).toBe("replace: src/math.js (1 replacement)");
    const start = JSON.parse((await readFile(transcript, "utf8")).split("\n")[0] as string);
    expect(start).toMatchObject({ type: "start", edit_format: "gemini_replace" });
  });
});
