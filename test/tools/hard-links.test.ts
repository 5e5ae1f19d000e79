/**
 * A hard link is another name for a file, and the other name may be
 * outside the workspace (a credentials file, say) where no symlink check sees it.
 * The file tools refuse a file with more than one link, reading and writing.
 */
import { link, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createReadFile } from "../../src/tools/read-file.js";
import { createReplaceInFile } from "../../src/tools/replace-in-file.js";
import type { Tool } from "../../src/tools/types.js";
import { createWriteToFile } from "../../src/tools/write-to-file.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
let outside: string;
beforeEach(async () => {
  ws = await makeWorkspace();
  outside = await mkdtemp(path.join(os.tmpdir(), "pb-outside-"));
});
afterEach(async () => {
  await ws.cleanup();
  await rm(outside, { recursive: true, force: true });
});

async function run<I>(tool: Tool<I>, input: Record<string, unknown>) {
  const parsed = tool.parse(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return tool.execute(parsed.value, makeCtx(ws.dir));
}

async function linkedSecret(): Promise<string> {
  const secret = path.join(outside, "credentials");
  await writeFile(secret, "token=ghs_outside_secret\n");
  await link(secret, path.join(ws.dir, "notes.txt"));
  return secret;
}

describe("file tools and hard links", () => {
  it("read_file refuses a file with a second name outside the workspace", async () => {
    await linkedSecret();
    const result = await run(createReadFile(), { path: "notes.txt" });
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/Refused: notes\.txt has 2 hard links/);
    expect(result.content).not.toContain("ghs_outside_secret");
  });

  it("replace_in_file refuses to read it; write_to_file replaces the name with a new file; the outside file stays as it was", async () => {
    const secret = await linkedSecret();
    const replace = await run(createReplaceInFile(), {
      path: "notes.txt",
      diff: "------- SEARCH\ntoken\n=======\nmine\n+++++++ REPLACE\n",
    });
    expect(replace.ok).toBe(false);
    expect(replace.content).toMatch(/hard links/);
    // A write is a new file renamed over the name: the other name keeps the old file.
    const write = await run(createWriteToFile(), { path: "notes.txt", content: "overwritten\n" });
    expect(write.ok).toBe(true);
    expect(await readFile(path.join(ws.dir, "notes.txt"), "utf8")).toBe("overwritten\n");
    expect((await stat(path.join(ws.dir, "notes.txt"))).nlink).toBe(1);
    expect(await readFile(secret, "utf8")).toBe("token=ghs_outside_secret\n");
  });

  it("still reads and writes a file with one name", async () => {
    await writeFile(path.join(ws.dir, "plain.txt"), "hello\n");
    expect((await run(createReadFile(), { path: "plain.txt" })).ok).toBe(true);
    expect((await run(createWriteToFile(), { path: "plain.txt", content: "bye\n" })).ok).toBe(true);
  });
});
