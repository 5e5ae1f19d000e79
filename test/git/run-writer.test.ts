/**
 * The run's long-lived git writer (docs/decisions/0011-one-git-writer-per-run.md), on real repositories: what the agent
 * does to the repository between two tool calls, a writer killed mid-run, many
 * files at once, the session state riding in the same stream, and packs.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import { loadSessionState } from "../../src/git/refs/session-state.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { cleanup, fixture, git, gitConfig, write } from "./helpers.js";

afterEach(cleanup);

function setup(over: Record<string, unknown> = {}) {
  const fx = fixture();
  const warnings: string[] = [];
  const cp = new GitCheckpointer({
    runner: fx.runner,
    runId: "17",
    runUrl: "https://github.com/o/r/actions/runs/17",
    config: gitConfig(over),
    log: { info: () => {}, warning: (m) => warnings.push(m) },
  });
  const tool = (step: number, rel: string, text: string) => {
    write(fx.work, rel, text);
    return cp.afterTool({ step, tool: "write_to_file", summary: rel, paths: [rel] });
  };
  /** What the agent's execute_command does: the index is made current first, as the loop does. */
  const command = async (fn: () => void) => {
    await cp.beforeTool("exec");
    fn();
  };
  return { ...fx, cp, tool, command, warnings };
}

const subjects = (work: string, range: string) => git(work, "log", "--format=%s", range).split("\n");

describe("the agent's own git commands between two tool calls", () => {
  it("git reset: the next checkpoint builds on the reset branch, and the dropped checkpoint does not come back", async () => {
    const { work, cp, tool, command } = setup();
    const first = await tool(1, "a.txt", "1\n");
    await tool(2, "b.txt", "2\n");
    await command(() => git(work, "reset", "-q", "--hard", "HEAD~1"));
    const third = await tool(3, "c.txt", "3\n");
    expect(git(work, "rev-parse", `${third?.sha}^`)).toBe(first?.sha);
    await cp.finish(true);
    expect(git(work, "rev-parse", "HEAD")).toBe(third?.sha);
    expect(subjects(work, "-3")).toEqual(["write_to_file: c.txt", "write_to_file: a.txt", "initial"]);
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("git checkout -b: checkpoints follow HEAD to the new branch and leave the old one alone", async () => {
    const { work, cp, tool, command } = setup();
    const first = await tool(1, "a.txt", "1\n");
    await command(() => git(work, "checkout", "-q", "-b", "side"));
    const second = await tool(2, "b.txt", "2\n");
    await cp.finish(true);
    expect(git(work, "rev-parse", "main")).toBe(first?.sha);
    expect(git(work, "rev-parse", "side")).toBe(second?.sha);
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("git stash: the stash holds only the agent's uncommitted edit, and checkpoints go on", async () => {
    const { work, cp, tool, command } = setup();
    await tool(1, "a.txt", "1\n");
    await command(() => {
      write(work, "README.md", "edited by a command\n");
      git(work, "stash", "-q");
    });
    expect(git(work, "stash", "show", "--name-only", "stash@{0}")).toBe("README.md");
    await tool(2, "b.txt", "2\n");
    await cp.finish(true);
    expect(git(work, "show", "HEAD:a.txt")).toBe("1");
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("git commit: the agent's commit stays under the next checkpoint", async () => {
    const { work, cp, tool, command } = setup();
    await tool(1, "a.txt", "1\n");
    await command(() => {
      write(work, "own.txt", "own\n");
      git(work, "add", "own.txt");
      git(work, "commit", "-q", "-m", "agent commit");
    });
    await tool(2, "a.txt", "2\n");
    await cp.finish(true);
    expect(subjects(work, "-3")).toEqual(["write_to_file: a.txt", "agent commit", "write_to_file: a.txt"]);
    expect(git(work, "status", "--porcelain")).toBe("");
  });
});

describe("changes in one turn", () => {
  it("a file changed by a command and by a file tool in the same turn is committed once, as it ends up", async () => {
    const { work, cp } = setup({ checkpoints: "turn" });
    write(work, "a.txt", "from the tool\n");
    await cp.afterTool({ step: 1, tool: "write_to_file", summary: "a", paths: ["a.txt"] });
    await cp.beforeTool("exec");
    write(work, "a.txt", "from the command\n");
    write(work, "b.txt", "also the command\n");
    await cp.afterTool({ step: 2, tool: "execute_command", summary: "sed" });
    const c = await cp.afterTurn(1);
    expect(c?.files.sort()).toEqual(["a.txt", "b.txt"]);
    expect(git(work, "show", "HEAD:a.txt")).toBe("from the command");
    await cp.finish(true);
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("one checkpoint per tool when the command rewrites what the tool just committed", async () => {
    const { work, cp, tool } = setup();
    await tool(1, "a.txt", "tool\n");
    await cp.beforeTool("exec");
    write(work, "a.txt", "command\n");
    const c = await cp.afterTool({ step: 2, tool: "execute_command", summary: "rewrite" });
    expect(c?.files).toEqual(["a.txt"]);
    expect(subjects(work, "-2")).toEqual(["execute_command: rewrite", "write_to_file: a.txt"]);
  });

  it("a tool that writes 1,000 files at once makes one checkpoint holding all of them", async () => {
    const { work, cp } = setup();
    const paths = Array.from({ length: 1000 }, (_, i) => `gen/d${i % 10}/f${i}.txt`);
    for (const p of paths) write(work, p, `${p}\n`);
    const c = await cp.afterTool({ step: 1, tool: "mcp__gen__scaffold", summary: "scaffold", paths });
    expect(c?.files).toHaveLength(1000);
    expect(git(work, "ls-tree", "-r", "--name-only", "HEAD", "gen").split("\n")).toHaveLength(1000);
    await cp.finish(true);
    expect(git(work, "status", "--porcelain")).toBe("");
  });
});

describe("a writer that dies", () => {
  it("fast-import killed between checkpoints: the next one restarts it, and every checkpoint is on the branch", async () => {
    const { work, cp, tool, warnings } = setup();
    const first = await tool(1, "a.txt", "1\n");
    const pid = cp.writer.writerPid;
    expect(pid).toBeTypeOf("number");
    process.kill(pid as number, "SIGKILL");
    await new Promise((r) => setTimeout(r, 50));
    const second = await tool(2, "b.txt", "2\n");
    expect(cp.writer.writerPid).not.toBe(pid);
    expect(warnings.join("\n")).toMatch(/fast-import stopped/);
    expect(git(work, "rev-parse", `${second?.sha}^`)).toBe(first?.sha);
    await cp.finish(true);
    expect(cp.list().map((c) => c.sha)).toEqual([first?.sha, second?.sha]);
    expect(git(work, "status", "--porcelain")).toBe("");
    expect(git(work, "fsck", "--no-dangling")).toBe("");
  });

  it("fast-import killed while a checkpoint is being written: the checkpoint is retried and lands once", async () => {
    const { work, cp, tool } = setup();
    const first = await tool(1, "a.txt", "1\n");
    write(work, "b.txt", "2\n");
    const pending = cp.afterTool({ step: 2, tool: "write_to_file", summary: "b.txt", paths: ["b.txt"] });
    process.kill(cp.writer.writerPid as number, "SIGKILL");
    const second = await pending;
    await cp.finish(true);
    expect(second).not.toBeNull();
    expect(git(work, "rev-parse", "HEAD")).toBe(second?.sha);
    expect(git(work, "rev-parse", "HEAD~1")).toBe(first?.sha);
    expect(git(work, "show", "HEAD:b.txt")).toBe("2");
  });
});

describe("the session state and packs", () => {
  it("is on disk when the save returns, in the same stream as the checkpoints, and reads back", async () => {
    const { work, runner, cp, tool } = setup();
    const redactor = new Redactor();
    await tool(1, "a.txt", "1\n");
    const first = await cp.saveState("main", JSON.stringify({ turn: 1 }), { redactor });
    // What a job killed during the next turn leaves behind.
    expect(git(work, "rev-parse", first.ref)).toBe(first.sha);
    await tool(2, "b.txt", "2\n");
    const second = await cp.saveState("main", JSON.stringify({ turn: 2 }), { redactor });
    expect(git(work, "rev-parse", second.ref)).toBe(second.sha);
    await cp.finish(true);
    // The loop's last save comes after finish(): the writer opens again and closes after it.
    await cp.saveState("main", JSON.stringify({ turn: 3 }), { redactor });
    expect(await loadSessionState(runner, "main")).toEqual({ state: { turn: 3 } });
    expect(git(work, "rev-list", "--count", first.ref)).toBe("1");
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("rolls the run's small packs into one and leaves the repository's own pack alone", async () => {
    const { work, cp, tool } = setup();
    git(work, "repack", "-a", "-d", "-q");
    const packDir = path.join(work, ".git", "objects", "pack");
    const packs = () => readdirSync(packDir).filter((f) => f.endsWith(".pack"));
    const before = packs();
    for (let i = 0; i < 5; i++) await tool(i + 1, `f${i}.txt`, `${i}\n`);
    expect(packs().length).toBeGreaterThan(before.length + 1);
    await cp.finish(true);
    const after = packs();
    expect(after.filter((p) => before.includes(p))).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(git(work, "fsck", "--no-dangling")).toBe("");
  });
});
