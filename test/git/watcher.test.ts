/**
 * The work-tree watcher on real directories: which directories it spends inotify
 * watches on, and that each change is reported once.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IgnoreMatcher } from "../../src/git/checkpoints/ignored.js";
import { WorkTreeWatcher } from "../../src/git/checkpoints/watcher.js";
import { cleanup, git, tempDir, write } from "./helpers.js";

const open: WorkTreeWatcher[] = [];
afterEach(() => {
  for (const w of open.splice(0)) w.close();
  cleanup();
});

async function watch(dir: string): Promise<WorkTreeWatcher> {
  const w = await WorkTreeWatcher.start({
    workspace: dir,
    ignore: new IgnoreMatcher(dir, path.join(dir, ".git", "info", "exclude")),
  });
  open.push(w);
  return w;
}

describe("WorkTreeWatcher", () => {
  it("watches every directory but .git, ignored ones and nested repositories, and reports nothing from them", async () => {
    const dir = tempDir();
    git(dir, "init", "-q");
    write(dir, ".gitignore", "build/\n");
    write(dir, ".git/info/exclude", "scratch/\n");
    write(dir, "src/a.txt", "a\n");
    write(dir, "build/deep/er/out.js", "x\n");
    write(dir, "scratch/notes.txt", "x\n");
    write(dir, "vendor/lib/inner/x.txt", "x\n");
    git(path.join(dir, "vendor/lib"), "init", "-q");
    const w = await watch(dir);
    // The root, src and vendor: nothing under .git, build/, scratch/ or the nested vendor/lib.
    expect(w.size).toBe(3);
    write(dir, "build/deep/er/out.js", "changed\n");
    write(dir, "scratch/notes.txt", "changed\n");
    write(dir, "vendor/lib/inner/x.txt", "changed\n");
    write(dir, "src/a.txt", "changed\n");
    mkdirSync(path.join(dir, "build/new"));
    expect(await w.take()).toEqual({ paths: ["src/a.txt"], stale: false });
  });

  it("reports each change once, and a new directory's files with it", async () => {
    const dir = tempDir();
    git(dir, "init", "-q");
    const w = await watch(dir);
    write(dir, "one/two/three.txt", "3\n");
    expect((await w.take()).paths).toEqual(["one/two/three.txt"]);
    expect(await w.take()).toEqual({ paths: [], stale: false });
    write(dir, "one/two/four.txt", "4\n");
    expect((await w.take()).paths).toEqual(["one/two/four.txt"]);
    expect(w.size).toBe(3);
  });
});
