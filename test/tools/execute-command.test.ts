import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExecuteCommand } from "../../src/tools/execute-command.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
beforeAll(async () => {
  ws = await makeWorkspace();
});
afterAll(async () => {
  await ws.cleanup();
});

/** Running (a zombie waiting to be reaped counts as dead). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

const run = (command: string, extra: Record<string, unknown> = {}, ctxExtra = {}) => {
  const tool = createExecuteCommand();
  const parsed = tool.parse({ command, ...extra });
  if (!parsed.ok) throw new Error(parsed.error);
  return tool.execute(parsed.value, makeCtx(ws.dir, ctxExtra));
};

describe("execute_command", () => {
  it("runs in the workspace root and reports the exit code", async () => {
    const result = await run("pwd; echo err >&2; exit 3");
    expect(result.ok).toBe(false);
    expect(result.content).toBe(`Exit code 3.\n${ws.dir}\nerr`);
    expect(result.writtenPaths).toBeUndefined();
  });

  it("passes only the context's environment", async () => {
    const result = await run(
      'echo "[$GITHUB_TOKEN][$PB_VISIBLE]"',
      {},
      { env: { PATH: process.env["PATH"] ?? "", PB_VISIBLE: "yes" } },
    );
    expect(result).toMatchObject({ ok: true, content: "Exit code 0.\n[][yes]" });
  });

  it("kills a command that never ends, and its backgrounded child", async () => {
    const pidFile = path.join(ws.dir, "bg.pid");
    const result = await run(`sleep 1000 & echo $! > ${pidFile}; echo started; sleep 1000`, { timeout_seconds: 1 });
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(
      /^Timed out after 1s; the command and everything it started were killed\. Output so far:\nstarted\n/,
    );
    const pid = Number((await readFile(pidFile, "utf8")).trim());
    // The group gets SIGKILL when the call settles; give the kernel a moment to reap.
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    expect(alive(pid)).toBe(false);
  });

  it("reports progress while running", async () => {
    const seen: string[] = [];
    await run("echo step one; sleep 0.2; echo step two", {}, { progress: (m: string) => seen.push(m) });
    expect(seen[0]).toBe("step one");
  });

  it("stops when the session is cancelled", async () => {
    const controller = new AbortController();
    const pending = run("echo go; sleep 1000", {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const result = await pending;
    expect(result.content).toMatch(/^Cancelled; the command was killed/);
  });

  it("access() exposes the command to the policy", () => {
    expect(createExecuteCommand().access({ command: "npm test" })).toEqual({ kind: "exec", command: "npm test" });
  });

  it("refuses a command with a NUL byte before anything starts, and says why", () => {
    const parsed = createExecuteCommand().parse({ command: "echo hi #\0$(id)" });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.error).toContain("NUL byte");
  });

  it("rejects a timeout beyond the maximum", () => {
    expect(createExecuteCommand().parse({ command: "x", timeout_seconds: 99999 }).ok).toBe(false);
  });
});
