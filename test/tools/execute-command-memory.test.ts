/**
 * The tool's memory with 50 MB of output, measured as the worker process's RSS: so this file runs in a
 * process of its own (vitest.config.ts, project "alone"), where no other file's heap moves the figure.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExecuteCommand, MAX_OUTPUT_BYTES } from "../../src/tools/execute-command.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
beforeAll(async () => {
  ws = await makeWorkspace();
});
afterAll(async () => {
  await ws.cleanup();
});

const run = (command: string) => {
  const tool = createExecuteCommand();
  const parsed = tool.parse({ command });
  if (!parsed.ok) throw new Error(parsed.error);
  return tool.execute(parsed.value, makeCtx(ws.dir));
};

describe("execute_command", () => {
  it("keeps head and tail of 50 MB of output, saying how much was cut", async () => {
    const before = process.memoryUsage().rss;
    const result = await run("echo FIRST; head -c 52428800 /dev/zero | tr '\\0' 'x'; echo; echo LAST");
    expect(result.ok).toBe(true);
    expect(result.content.startsWith("Exit code 0. ")).toBe(true);
    expect(result.content).toMatch(/ \d{8} bytes of output were cut from the middle\./);
    expect(result.content).toContain("FIRST");
    expect(result.content.trimEnd().endsWith("LAST")).toBe(true);
    expect(result.content.length).toBeLessThan(MAX_OUTPUT_BYTES + 500);
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });
});
