import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TriggerError } from "../../src/github/trigger/error.js";
import { looksTruncated, readEvent } from "../../src/github/trigger/event-file.js";

let dir: string;
const EXAMPLE = join(import.meta.dirname, "../../examples/events/issue_comment.issue.json");

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "patchbay-event-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function failure(path: string, eventName = "issue_comment"): Promise<TriggerError> {
  try {
    await readEvent(path, eventName);
  } catch (error) {
    if (error instanceof TriggerError) return error;
    throw error;
  }
  throw new Error("expected readEvent to fail");
}

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

describe("readEvent", () => {
  it("reads a payload", async () => {
    const payload = await readEvent(EXAMPLE, "issue_comment");
    expect(payload.action).toBe("created");
  });

  it("a missing file names the event and the file, and says what to do", async () => {
    const path = join(dir, "nope.json");
    const error = await failure(path);
    expect(error).toMatchObject({ code: "TRIGGER_EVENT_FILE", eventName: "issue_comment", file: path });
    expect(error.message).toContain(`Cannot read the \`issue_comment\` event file ${path}: it does not exist`);
    expect(error.message).toContain("--event");
  });

  it("a directory", async () => {
    const sub = join(dir, "a-dir");
    await mkdir(sub);
    expect((await failure(sub)).message).toContain("it is a directory");
  });

  it("an empty file", async () => {
    const error = await failure(await file("empty.json", "  \n"), "schedule");
    expect(error.message).toMatch(/^The `schedule` event file .*empty\.json is empty/);
  });

  it("text that is not JSON", async () => {
    const error = await failure(await file("bad.json", "action: created\n"));
    expect(error.message).toMatch(/^The `issue_comment` event file .*bad\.json is not valid JSON: /);
  });

  it("JSON with a typo in the middle is not called truncated", async () => {
    const error = await failure(await file("typo.json", '{"action": "created",, "x": 1}'));
    expect(error.message).toContain("is not valid JSON");
  });

  it("a payload cut short (a real example, halved) is called truncated", async () => {
    const text = await readFile(EXAMPLE, "utf8");
    const error = await failure(await file("cut.json", text.slice(0, Math.floor(text.length / 2))));
    expect(error.message).toMatch(/^The `issue_comment` event file .*cut\.json is cut short/);
    expect(error.message).toContain("Re-download or re-copy");
  });

  it("JSON that is not an object", async () => {
    expect((await failure(await file("array.json", "[1, 2]"))).message).toContain("holds an array");
    expect((await failure(await file("null.json", "null"))).message).toContain("holds null");
  });
});

describe("looksTruncated", () => {
  it.each([
    ['{"a": 1', true],
    ['{"a": "b', true],
    ['{"a": ["x", {"b": 1}', true],
    ['{"a": "}"', true],
    ['{"a": "\\"}"', true],
    ['{"a": 1}', false],
    ['{"a": 1,, }', false],
    ["nonsense", false],
  ])("%j → %s", (text, expected) => {
    expect(looksTruncated(text)).toBe(expected);
  });
});
