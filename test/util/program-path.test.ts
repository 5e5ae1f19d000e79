import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitProgram, hostPath, hostProgram } from "../../src/util/program-path.js";

describe("hostProgram: the program Patchbay starts on the host", () => {
  let base: string;
  let work: string;
  let system: string;
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), "pb-program-"));
    work = path.join(base, "work");
    system = path.join(base, "system");
    for (const dir of [path.join(work, "node_modules/.bin"), system]) {
      await mkdir(dir, { recursive: true });
      for (const name of ["git", "tool"]) {
        await writeFile(path.join(dir, name), "#!/bin/sh\n");
        await chmod(path.join(dir, name), 0o755);
      }
    }
    await writeFile(path.join(system, "plain"), "not executable");
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it("skips a PATH entry inside the work tree, and a relative one, for the next that has it", () => {
    const PATH = [`${work}/node_modules/.bin`, "node_modules/.bin", ".", "", system].join(":");
    expect(hostProgram("tool", PATH, work)).toBe(path.join(system, "tool"));
    expect(gitProgram({ PATH }, work)).toBe(path.join(system, "git"));
  });

  it("an entry that only looks like the work tree (a sibling with the same prefix) is kept", async () => {
    const sibling = `${work}-tools`;
    await mkdir(sibling, { recursive: true });
    await writeFile(path.join(sibling, "tool"), "#!/bin/sh\n");
    await chmod(path.join(sibling, "tool"), 0o755);
    expect(hostProgram("tool", `${sibling}:${system}`, work)).toBe(path.join(sibling, "tool"));
  });

  it("without a work tree every absolute entry counts, in PATH order", () => {
    expect(hostProgram("tool", `${work}/node_modules/.bin:${system}`)).toBe(path.join(work, "node_modules/.bin/tool"));
  });

  it("a file that is not executable is passed over; a name found nowhere stays the bare name (spawn says ENOENT)", () => {
    expect(hostProgram("plain", system, work)).toBe("plain");
    expect(hostProgram("nothing-here", `${system}:/usr/bin`, work)).toBe("nothing-here");
  });

  it("a name with a slash is taken as given", () => {
    expect(hostProgram("./node_modules/.bin/git", system, work)).toBe("./node_modules/.bin/git");
  });
  it("a PATH directory that is a symlink into the work tree, or a program that is one, is left out too", async () => {
    const linkDir = path.join(base, "link-to-bin");
    await symlink(path.join(work, "node_modules/.bin"), linkDir);
    expect(hostProgram("tool", `${linkDir}:${system}`, work)).toBe(path.join(system, "tool"));
    const outside = path.join(base, "outside-bin");
    await mkdir(outside, { recursive: true });
    await symlink(path.join(work, "node_modules/.bin/tool"), path.join(outside, "tool"));
    expect(hostProgram("tool", `${outside}:${system}`, work)).toBe(path.join(system, "tool"));
    // `..` after a directory the agent may have made a symlink: the real path decides.
    expect(hostPath(`${linkDir}/../link-to-bin:${system}:relative/bin`, work)).toBe(system);
  });

  it("hostPath never leaves PATH empty: spawn would then look in the working directory, the work tree", () => {
    expect(hostPath(`${work}/node_modules/.bin:node_modules/.bin`, work)).toBe("/usr/local/bin:/usr/bin:/bin");
  });

  it("hostPath keeps the other entries, in order", () => {
    expect(hostPath(`/usr/local/bin:${work}/x:/usr/bin:.:`, work)).toBe("/usr/local/bin:/usr/bin");
  });
});
