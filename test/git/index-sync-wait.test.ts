/**
 * Issue 17: the index is synced after a checkpoint in the background, and only a
 * command that could read it waits for the sync. Through the real checkpointer on a
 * real repository; the test holds git's `update-index` at a gate, so "waits" and
 * "does not wait" are seen directly rather than timed.
 */
import { afterEach, describe, expect, it } from "vitest";
import { GitCheckpointer } from "../../src/git/checkpointer.js";
import type { GitRunner } from "../../src/git/runner.js";
import { cleanup, fixture, git, gitConfig, write } from "./helpers.js";

afterEach(cleanup);

/** A real runner whose `update-index` calls wait until the test opens the gate. */
function gatedRunner(inner: GitRunner) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: string[][] = [];
  const runner: GitRunner = {
    ...inner,
    exec: async (args, o) => {
      if (args.includes("update-index")) {
        held.push(args);
        await gate;
      }
      return inner.exec(args, o);
    },
  };
  return { runner, held, open: () => open() };
}

/** Whether the promise settles within a generous moment (it never would while held at the gate). */
const settles = (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 1_500))]);

describe("the index sync before a command", () => {
  it("a command that cannot read the index (sed -i) runs without waiting; git status waits, then sees a clean tree", async () => {
    const fx = fixture();
    const gate = gatedRunner(fx.runner);
    const cp = new GitCheckpointer({ runner: gate.runner, runId: "17", runUrl: "u", config: gitConfig() });
    try {
      await cp.beforeTool("exec", "sed -i s/a/b/ src/a.txt");
      write(fx.work, "src/a.txt", "b\n");
      const first = await cp.afterTool({ step: 1, tool: "execute_command", summary: "sed" });
      expect(first?.files).toEqual(["src/a.txt"]);
      // The sync for that checkpoint has started and is held.
      expect(gate.held).toHaveLength(1);

      // The next sed does not wait for it …
      expect(await settles(cp.beforeTool("exec", "sed -i s/b/c/ src/a.txt"))).toBe(true);
      write(fx.work, "src/a.txt", "c\n");
      const second = await cp.afterTool({ step: 2, tool: "execute_command", summary: "sed" });
      expect(second?.files).toEqual(["src/a.txt"]);

      // … but git does: it reads the index.
      const before = cp.beforeTool("exec", "git status --porcelain");
      expect(await settles(before)).toBe(false);
      gate.open();
      await before;
      // What the git command sees: the index matches HEAD and the work tree.
      expect(git(fx.work, "status", "--porcelain")).toBe("");
      expect(git(fx.work, "diff", "--cached", "--name-only", "HEAD")).toBe("");
    } finally {
      gate.open();
      await cp.finish(true);
    }
    expect(git(fx.work, "show", "HEAD:src/a.txt")).toBe("c");
    expect(git(fx.work, "status", "--porcelain")).toBe("");
  });

  it("a command given without its text, and an MCP tool, wait as before", async () => {
    const fx = fixture();
    const gate = gatedRunner(fx.runner);
    const cp = new GitCheckpointer({ runner: gate.runner, runId: "17", runUrl: "u", config: gitConfig() });
    try {
      await cp.beforeTool("exec", "sed -i s/a/b/ src/a.txt");
      write(fx.work, "src/a.txt", "b\n");
      await cp.afterTool({ step: 1, tool: "execute_command", summary: "sed" });
      expect(await settles(cp.beforeTool("exec"))).toBe(false);
      expect(await settles(cp.beforeTool("other"))).toBe(false);
      gate.open();
    } finally {
      gate.open();
      await cp.finish(true);
    }
    expect(git(fx.work, "status", "--porcelain")).toBe("");
  });
});
