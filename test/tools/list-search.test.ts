import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListFiles, MAX_ENTRIES } from "../../src/tools/list-files.js";
import { createSearchFiles } from "../../src/tools/search-files.js";
import { git } from "../helpers/git.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

/** The same tree, once as a git repo and once as a plain directory. */
async function populate(dir: string): Promise<void> {
  const files: Record<string, string> = {
    ".gitignore": "dist/\n*.log\nnode_modules/\n",
    "README.md": "# demo\nTODO: docs\n",
    "src/main.ts": "import { add } from './math';\n// TODO: more\nconsole.log(add(1, 2));\n",
    "src/math.ts": "export function add(a: number, b: number) {\n  return a + b;\n}\n",
    "src/nested/.gitignore": "secret.ts\n",
    "src/nested/secret.ts": "TODO hidden by nested ignore\n",
    "src/nested/visible.ts": "export const v = 'TODO visible';\n",
    "dist/out.js": "TODO ignored\n",
    "debug.log": "TODO ignored\n",
    "node_modules/pkg/index.js": "TODO ignored\n",
    "bin.dat": "TODO\0binary",
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

let repo: Workspace;
let plain: Workspace;
beforeAll(async () => {
  repo = await makeWorkspace("pb-repo-");
  plain = await makeWorkspace("pb-plain-");
  await populate(repo.dir);
  await populate(plain.dir);
  git(repo.dir, "init", "-q");
  git(repo.dir, "add", "README.md", "src/main.ts");
  git(repo.dir, "commit", "-qm", "init");
});
afterAll(async () => {
  await repo.cleanup();
  await plain.cleanup();
});

const VISIBLE = [
  ".gitignore",
  "README.md",
  "bin.dat",
  "src/main.ts",
  "src/math.ts",
  "src/nested/.gitignore",
  "src/nested/visible.ts",
];

describe.each([
  ["git repo", () => repo],
  ["plain directory", () => plain],
])("list_files in a %s", (_kind, ws) => {
  it("lists recursively without ignored files (nested .gitignore too)", async () => {
    const result = await createListFiles().execute({ recursive: true }, makeCtx(ws().dir));
    expect(result.content.split("\n").sort()).toEqual(VISIBLE);
  });

  it("lists one level, directories with a slash", async () => {
    const result = await createListFiles().execute({ path: "src" }, makeCtx(ws().dir));
    expect(result.content.split("\n")).toEqual(["src/main.ts", "src/math.ts", "src/nested/"]);
  });

  it("treats an empty path as the repository root", async () => {
    const result = await createListFiles().execute({ path: "" }, makeCtx(ws().dir));
    expect(result.content.split("\n")).toEqual([".gitignore", "README.md", "bin.dat", "src/"]);
  });

  it("lists a subdirectory recursively", async () => {
    const result = await createListFiles().execute({ path: "src/nested", recursive: true }, makeCtx(ws().dir));
    expect(result.content.split("\n").sort()).toEqual(["src/nested/.gitignore", "src/nested/visible.ts"]);
  });

  it("searches with a regex, honoring ignores and skipping binaries", async () => {
    const result = await createSearchFiles().execute({ regex: "TODO\\b" }, makeCtx(ws().dir));
    expect(result.ok).toBe(true);
    expect(result.content).toBe(
      "README.md\n  2: TODO: docs\n\nsrc/main.ts\n  2: // TODO: more\n\nsrc/nested/visible.ts\n  1: export const v = 'TODO visible';\n[3 matches in 3 files]",
    );
  });

  it("filters by file_pattern and shows context", async () => {
    const result = await createSearchFiles().execute(
      { path: "src", regex: "return", file_pattern: "*.ts", context_lines: 1 },
      makeCtx(ws().dir),
    );
    expect(result.content).toBe(
      "src/math.ts\n  1- export function add(a: number, b: number) {\n  2: return a + b;\n  3- }\n[1 match in 1 file]".replace(
        "2: return",
        "2:   return",
      ),
    );
  });

  it("accepts a leading (?i) for case-insensitive search", async () => {
    const result = await createSearchFiles().execute({ regex: "(?i)todo: DOCS" }, makeCtx(ws().dir));
    expect(result.content).toBe("README.md\n  2: TODO: docs\n[1 match in 1 file]");
  });

  it("says when nothing matches", async () => {
    const result = await createSearchFiles().execute({ regex: "no_such_thing_\\d+" }, makeCtx(ws().dir));
    expect(result).toMatchObject({ ok: true, content: 'No matches for "no_such_thing_\\\\d+".' });
  });

  it("explains an invalid regex", async () => {
    const result = await createSearchFiles().execute({ regex: "foo(" }, makeCtx(ws().dir));
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/^Invalid regex "foo\(": .*Escape special characters/);
  });

  it("refuses a path outside", async () => {
    const result = await createSearchFiles().execute({ path: "..", regex: "x" }, makeCtx(ws().dir));
    expect(result.content).toMatch(/outside the workspace/);
  });
});

describe("caps", () => {
  let big: Workspace;
  beforeAll(async () => {
    big = await makeWorkspace("pb-big-");
    await mkdir(path.join(big.dir, "d"));
    for (let i = 0; i < MAX_ENTRIES + 20; i++) await writeFile(path.join(big.dir, "d", `f${i}.txt`), "hit\nhit\n");
    git(big.dir, "init", "-q");
  });
  afterAll(async () => {
    await big.cleanup();
  });

  it("list_files says when the list was cut", async () => {
    const result = await createListFiles().execute({ recursive: true }, makeCtx(big.dir));
    expect(result.content.split("\n")).toHaveLength(MAX_ENTRIES + 1);
    expect(result.content).toMatch(/\[showing 500 entries of 520\. List a subdirectory/);
  });

  it("search_files says when matches were cut", async () => {
    const result = await createSearchFiles().execute({ regex: "hit" }, makeCtx(big.dir));
    expect(result.content).toMatch(
      /\[showing the first 300 matches; more exist\. Narrow path, file_pattern or regex\.\]$/,
    );
  });
});
