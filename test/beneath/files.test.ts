/**
 * src/beneath on real directories: what is read and written is what the walk
 * checked, a write replaces a file whole (or not at all), and links out of the
 * root are refused at every position of the path.
 */
import { spawnSync } from "node:child_process";
import { chmod, mkdir, readdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { readBeneath, removeBeneath, renameBeneath, WalkError, writeBeneath } from "../../src/beneath/files.js";
import { tempTree } from "../helpers/tmp.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function tree(files: Record<string, string>) {
  const t = await tempTree(files);
  const outside = await tempTree({ "secret.txt": "SECRET\n" });
  cleanups.push(t.cleanup, outside.cleanup);
  return { dir: t.dir, outside: outside.dir };
}

describe("writing under a root", () => {
  it("creates folders, replaces a file whole and keeps its permission bits", async () => {
    const t = await tree({ "bin/run.sh": "#!/bin/sh\necho old\n" });
    await chmod(path.join(t.dir, "bin/run.sh"), 0o750);
    expect(await writeBeneath(t.dir, "bin/run.sh", "#!/bin/sh\necho new\n")).toEqual({
      rel: "bin/run.sh",
      created: false,
    });
    expect((await stat(path.join(t.dir, "bin/run.sh"))).mode & 0o777).toBe(0o750);
    expect(await writeBeneath(t.dir, "a/b/c.txt", "deep\n")).toEqual({ rel: "a/b/c.txt", created: true });
    expect(await readFile(path.join(t.dir, "a/b/c.txt"), "utf8")).toBe("deep\n");
    // No temp file is left beside the written one.
    expect(await readdir(path.join(t.dir, "bin"))).toEqual(["run.sh"]);
  });

  it("a write that fails midway (file size limit) leaves the old content and no temp file", async () => {
    const t = await tree({ "big.txt": "the old content\n" });
    const script = `import { writeBeneath } from ${JSON.stringify(pathToFileURL(path.join(ROOT, "src/beneath/files.ts")).href)};
try { await writeBeneath(${JSON.stringify(t.dir)}, "big.txt", "x".repeat(100000)); console.log("written"); }
catch (e) { console.log(e.name + ": " + e.message); }`;
    const res = spawnSync(
      "prlimit",
      [
        "--fsize=4096",
        process.execPath,
        "--import",
        pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href,
        "--input-type=module",
        "-e",
        script,
      ],
      { encoding: "utf8" },
    );
    expect(res.stdout).toMatch(
      /WriteError: Could not write big\.txt: the file is over the size limit .*left as it was/,
    );
    expect(await readFile(path.join(t.dir, "big.txt"), "utf8")).toBe("the old content\n");
    expect(await readdir(t.dir)).toEqual(["big.txt"]);
  });

  it("never writes through a link out of the root, at any position of the path", async () => {
    const t = await tree({ "src/a.txt": "a\n" });
    await symlink(path.join(t.outside, "secret.txt"), path.join(t.dir, "src/file-link"));
    await symlink(t.outside, path.join(t.dir, "dir-link"));
    await symlink("../..", path.join(t.dir, "src/up"));
    for (const target of ["src/file-link", "dir-link/secret.txt", "dir-link/new.txt", "src/up/x/new.txt"]) {
      await expect(writeBeneath(t.dir, target, "pwned")).rejects.toThrow(WalkError);
    }
    expect(await readFile(path.join(t.outside, "secret.txt"), "utf8")).toBe("SECRET\n");
    expect(await readdir(t.outside)).toEqual(["secret.txt"]);
  });

  it("a write through a link inside the root lands on the link's target", async () => {
    const t = await tree({ "src/a.txt": "a\n" });
    await symlink("src/a.txt", path.join(t.dir, "alias"));
    expect(await writeBeneath(t.dir, "alias", "b\n")).toEqual({ rel: "src/a.txt", created: false });
    expect(await readFile(path.join(t.dir, "src/a.txt"), "utf8")).toBe("b\n");
  });
});

describe("reading, removing and renaming under a root", () => {
  it("reads a file and says where it is; a FIFO is refused without hanging", async () => {
    const t = await tree({ "src/a.txt": "hello\n" });
    expect(await readBeneath(t.dir, "src/../src/a.txt")).toEqual({ rel: "src/a.txt", data: Buffer.from("hello\n") });
    expect(await readBeneath(t.dir, "src/missing.txt")).toBeNull();
    spawnSync("mkfifo", [path.join(t.dir, "pipe")]);
    await expect(readBeneath(t.dir, "pipe")).rejects.toThrow(/not a regular file/);
  });

  it("removes a link itself, never what it points at; renames only inside", async () => {
    const t = await tree({ "src/a.txt": "a\n" });
    await symlink(path.join(t.outside, "secret.txt"), path.join(t.dir, "link"));
    expect(await removeBeneath(t.dir, "link")).toEqual({ rel: "link" });
    expect(await readFile(path.join(t.outside, "secret.txt"), "utf8")).toBe("SECRET\n");
    expect(await renameBeneath(t.dir, "src/a.txt", "lib/b.txt")).toEqual({ from: "src/a.txt", to: "lib/b.txt" });
    await mkdir(path.join(t.dir, "x"));
    await writeFile(path.join(t.dir, "x/y.txt"), "y\n");
    await expect(renameBeneath(t.dir, "x/y.txt", "lib/b.txt")).rejects.toThrow(/already exists/);
    await expect(renameBeneath(t.dir, "x/y.txt", "../escaped.txt")).rejects.toThrow(/outside the workspace/);
    expect(await readFile(path.join(t.dir, "x/y.txt"), "utf8")).toBe("y\n");
  });
});
