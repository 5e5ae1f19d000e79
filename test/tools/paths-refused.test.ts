import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statBeneath } from "../../src/beneath/files.js";
import { createReadFile } from "../../src/tools/read-file.js";
import { createReplaceInFile } from "../../src/tools/replace-in-file.js";
import { createWriteToFile } from "../../src/tools/write-to-file.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
let outside: Workspace;

beforeAll(async () => {
  ws = await makeWorkspace();
  outside = await makeWorkspace("pb-outside-");
  await writeFile(path.join(outside.dir, "secret.txt"), "TOP SECRET\n");
  await mkdir(path.join(ws.dir, "src"));
  await writeFile(path.join(ws.dir, "src/a.ts"), "a\n");
  await symlink(path.join(outside.dir, "secret.txt"), path.join(ws.dir, "link-file"));
  await symlink(outside.dir, path.join(ws.dir, "link-dir"));
  await symlink(path.join(ws.dir, "src/a.ts"), path.join(ws.dir, "inside-link"));
  await symlink(path.join(outside.dir, "not-yet.txt"), path.join(ws.dir, "dangling"));
  await symlink("/proc/self/environ", path.join(ws.dir, "env-link"));
  await symlink("src/not-yet.ts", path.join(ws.dir, "inside-dangling"));
});
afterAll(async () => {
  await ws.cleanup();
  await outside.cleanup();
});

/** What the walk says of `input`: where it is, or the refusal the model reads. */
async function resolve(input: string) {
  try {
    const { rel, stat } = await statBeneath(ws.dir, input);
    return { ok: true as const, rel, exists: stat !== undefined };
  } catch (e) {
    return { ok: false as const, error: e instanceof Error ? e.message : String(e) };
  }
}

describe("walking a path under the workspace", () => {
  it("resolves paths inside, existing or new", async () => {
    expect(await resolve("src/a.ts")).toMatchObject({ ok: true, rel: "src/a.ts", exists: true });
    expect(await resolve("src/new/b.ts")).toMatchObject({ ok: true, rel: "src/new/b.ts", exists: false });
    expect(await resolve(path.join(ws.dir, "src/a.ts"))).toMatchObject({ ok: true, rel: "src/a.ts" });
    expect(await resolve("src/../src/a.ts")).toMatchObject({ ok: true, rel: "src/a.ts" });
  });

  it("follows a symlink that stays inside to its target", async () => {
    expect(await resolve("inside-link")).toMatchObject({ ok: true, rel: "src/a.ts" });
  });

  it.each([
    ["../x.txt", /outside the workspace — it resolves to/],
    ["src/../../x.txt", /outside the workspace/],
    ["/etc/passwd", /"\/etc\/passwd" is outside the workspace/],
    ["/proc/self/environ", /outside the workspace \(a system path\)/],
    ["link-file", /symlink that points outside the workspace/],
    ["link-dir/secret.txt", /symlink that points outside the workspace/],
    ["link-dir/new/file.txt", /symlink that points outside the workspace/],
    ["dangling", /symlink that points outside the workspace \(dangling → .*not-yet\.txt\)/],
    ["inside-dangling", /inside-dangling is a symlink to src\/not-yet\.ts, which does not exist/],
    ["env-link", /symlink that points outside the workspace \(env-link → \/proc\//],
    ["", /path is empty/],
  ])("refuses %s", async (input, message) => {
    const result = await resolve(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

describe("file tools refuse paths outside", () => {
  const ctx = () => makeCtx(ws.dir);

  it.each([
    "../secret.txt",
    "/proc/self/environ",
    "link-file",
    "link-dir/secret.txt",
    "env-link",
    "<outside>/secret.txt",
  ])("read_file %s", async (p) => {
    const tool = createReadFile();
    const result = await tool.execute({ path: p.replace("<outside>", outside.dir) }, ctx());
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/Refused/);
    expect(result.content).not.toContain("TOP SECRET");
  });

  it.each(["link-file", "link-dir/new.txt", "dangling", "../escape.txt"])(
    "write_to_file %s writes nothing",
    async (p) => {
      const result = await createWriteToFile().execute({ path: p, content: "pwned" }, ctx());
      expect(result.ok).toBe(false);
      expect(result.content).toMatch(/Refused/);
      expect(await readFile(path.join(outside.dir, "secret.txt"), "utf8")).toBe("TOP SECRET\n");
    },
  );

  it("replace_in_file through a symlinked directory writes nothing", async () => {
    const result = await createReplaceInFile().execute(
      { path: "link-dir/secret.txt", diff: "------- SEARCH\nTOP SECRET\n=======\npwned\n+++++++ REPLACE" },
      ctx(),
    );
    expect(result.ok).toBe(false);
    expect(await readFile(path.join(outside.dir, "secret.txt"), "utf8")).toBe("TOP SECRET\n");
  });
});
