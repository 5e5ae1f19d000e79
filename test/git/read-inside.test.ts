/**
 * The checkpointer reads files as Patchbay, outside the sandbox. A process the agent
 * left running can swap a file for a symlink between the check and the read; reading
 * through it would put Patchbay's own /proc/self/environ (the token) into a commit.
 */
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readInsideWorkspace } from "../../src/git/checkpoints/read-inside.js";
import { tempTree } from "../helpers/tmp.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function workspace() {
  const outside = await tempTree({ "secret.txt": "GITHUB_TOKEN=ghs_secret\n" });
  const tree = await tempTree({ "src/a.txt": "hello\n" });
  cleanups.push(tree.cleanup, outside.cleanup);
  return { dir: tree.dir, secret: path.join(outside.dir, "secret.txt"), outsideDir: outside.dir };
}

describe("reading a work-tree file for a checkpoint", () => {
  it("reads a regular file inside the work tree", async () => {
    const w = await workspace();
    expect((await readInsideWorkspace(w.dir, "src/a.txt"))?.toString()).toBe("hello\n");
  });

  it("does not follow a file swapped for a symlink to Patchbay's own environment or another file", async () => {
    const w = await workspace();
    await symlink("/proc/self/environ", path.join(w.dir, "src/env.txt"));
    await symlink(w.secret, path.join(w.dir, "src/leak.txt"));
    expect(await readInsideWorkspace(w.dir, "src/env.txt")).toBeNull();
    expect(await readInsideWorkspace(w.dir, "src/leak.txt")).toBeNull();
  });

  it("does not follow a folder swapped for a symlink out of the work tree", async () => {
    const w = await workspace();
    await symlink(w.outsideDir, path.join(w.dir, "out"));
    expect(await readInsideWorkspace(w.dir, "out/secret.txt")).toBeNull();
    await symlink("/proc/self", path.join(w.dir, "self"));
    expect(await readInsideWorkspace(w.dir, "self/environ")).toBeNull();
  });

  it("still reads through a link that stays inside the work tree, and a work tree reached through a link", async () => {
    const w = await workspace();
    await mkdir(path.join(w.dir, "lib"));
    await writeFile(path.join(w.dir, "lib/b.txt"), "b\n");
    await symlink(path.join(w.dir, "lib"), path.join(w.dir, "alias"));
    expect((await readInsideWorkspace(w.dir, "alias/b.txt"))?.toString()).toBe("b\n");
    const viaLink = `${w.dir}-link`;
    await symlink(w.dir, viaLink);
    cleanups.push(async () => (await import("node:fs/promises")).rm(viaLink, { force: true }));
    expect((await readInsideWorkspace(viaLink, "src/a.txt"))?.toString()).toBe("hello\n");
  });
});
