/**
 * After a checkpoint the index is synced only when someone may read it —
 * a command that could (git, a test runner), the end of the run — or in idle time;
 * a command that cannot read it (`sed -i`) does not wait. Through the real
 * checkpointer on a real repository; the test holds git's `update-index` at a gate,
 * so "waits" and "does not wait" are seen directly rather than timed, and chooses
 * how long "idle" is ("never", or "at once"), so a loaded machine changes nothing.
 */
import { execFileSync } from "node:child_process";
import { rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import type { GitRunner } from "../../src/git/runner.js";
import { loadShellSyntax } from "../../src/policy/shell/ast.js";
import { cleanup, fixture, git, gitConfig, write } from "./helpers.js";

afterEach(cleanup);
// In a run the policy has loaded the shell parser before any command (about 50 ms, once).
beforeAll(() => loadShellSyntax());

/**
 * A real runner whose `update-index` calls wait until the test opens the gate.
 * `idleMs`: how long the run is idle before the sync starts by itself (default: never).
 */
function gated(idleMs = Number.POSITIVE_INFINITY) {
  const fx = fixture();
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: string[] = [];
  let reached: () => void = () => {};
  /** Resolves once an `update-index` is held at the gate. */
  const atGate = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const runner: GitRunner = {
    ...fx.runner,
    exec: async (args, o) => {
      if (args.includes("update-index")) {
        held.push(String(o?.input ?? ""));
        reached();
        await gate;
      }
      return fx.runner.exec(args, o);
    },
  };
  const cp = new GitCheckpointer({
    runner,
    runId: "17",
    runUrl: "u",
    config: gitConfig(),
    syncWhenIdleMs: idleMs,
  });
  let step = 0;
  /** What the loop does around an execute_command: beforeTool, the command, afterTool. */
  const command = async (text: string, content: string) => {
    await cp.beforeTool("exec", text);
    write(fx.work, "src/a.txt", content);
    return cp.afterTool({ step: ++step, tool: "execute_command", summary: text });
  };
  return { ...fx, cp, held, atGate, open: () => open(), command };
}

/** Whether `p` has settled: a flag read after the promise the test waited on (no clock involved). */
function tracked<T>(p: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let done = false;
  const promise = p.finally(() => {
    done = true;
  });
  return { promise, settled: () => done };
}

describe("the index sync after checkpoints", () => {
  it("sed commands neither wait for nor start a sync; git status waits for one sync of both checkpoints, then sees a clean tree", async () => {
    const { cp, held, atGate, open, command, work } = gated();
    try {
      // Held at a closed gate, a sed that waited for a sync would never get here.
      expect((await command("sed -i s/a/b/ src/a.txt", "b\n"))?.files).toEqual(["src/a.txt"]);
      await command("sed -i s/b/c/ src/a.txt", "c\n");
      expect(held).toEqual([]);

      const before = tracked(cp.beforeTool("exec", "git status --porcelain"));
      await atGate;
      expect(before.settled()).toBe(false);
      expect(held).toEqual(["src/a.txt\0"]);
      open();
      await before.promise;
      // What the git command reads: the index matches HEAD and the work tree.
      expect(git(work, "status", "--porcelain")).toBe("");
      expect(git(work, "diff", "--cached", "--name-only", "HEAD")).toBe("");
    } finally {
      open();
      await cp.finish(true);
    }
    expect(git(work, "show", "HEAD:src/a.txt")).toBe("c");
    expect(held).toHaveLength(1);
  });

  it("with no tool call after a checkpoint, the sync starts by itself while the run is idle", async () => {
    const { cp, held, atGate, open, command, work } = gated(0);
    try {
      await command("sed -i s/a/b/ src/a.txt", "b\n");
      // Nobody asks for it: only the idle timer can bring the sync to the gate.
      await atGate;
      expect(held).toEqual(["src/a.txt\0"]);
      open();
    } finally {
      open();
      await cp.finish(true);
    }
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("a command given without its text and an MCP tool wait, also for a sync another caller started", async () => {
    const { cp, held, atGate, open, command, work } = gated();
    try {
      await command("sed -i s/a/b/ src/a.txt", "b\n");
      const exec = tracked(cp.beforeTool("exec"));
      const other = tracked(cp.beforeTool("other"));
      await atGate;
      expect(exec.settled() || other.settled()).toBe(false);
      expect(held).toHaveLength(1);
      open();
      await Promise.all([exec.promise, other.promise]);
    } finally {
      open();
      await cp.finish(true);
    }
    expect(git(work, "status", "--porcelain")).toBe("");
  });
});

describe("a path the sync cannot index", () => {
  it("a committed file swapped for a FIFO by a command that skipped the sync: the next reader and the end of the run go on, the checkpoint stays", async () => {
    const fx = fixture();
    const cp = new GitCheckpointer({ runner: fx.runner, runId: "17", runUrl: "u", config: gitConfig() });
    await cp.beforeTool("exec", "sed -i s/a/b/ src/a.txt");
    write(fx.work, "src/a.txt", "b\n");
    await cp.afterTool({ step: 1, tool: "execute_command", summary: "sed" });
    // `mv pipe src/a.txt` cannot read the index, so it runs before the sync of src/a.txt.
    await cp.beforeTool("exec", "mv pipe src/a.txt");
    rmSync(path.join(fx.work, "src/a.txt"));
    execFileSync("mkfifo", [path.join(fx.work, "src/a.txt")]);
    expect(await cp.afterTool({ step: 2, tool: "execute_command", summary: "mv" })).toBeNull();
    await cp.beforeTool("exec", "git status --porcelain");
    await cp.finish(true);
    expect(git(fx.work, "show", "HEAD:src/a.txt")).toBe("b");
    expect(git(fx.work, "log", "--format=%s", "-1")).toMatch(/^execute_command: /);
    // The FIFO is still there, untouched, and git reads the repository without error.
    expect(statSync(path.join(fx.work, "src/a.txt")).isFIFO()).toBe(true);
    expect(git(fx.work, "status", "--porcelain", "--", "src/a.txt")).toContain("src/a.txt");
  });
});
