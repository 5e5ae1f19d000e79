import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyWasm, GRAMMARS } from "../../scripts/copy-wasm.mjs";
import { grammarFiles } from "../../src/tools/definitions/languages.js";
import { locateWasm } from "../../src/tools/definitions/wasm-location.js";
import { createListCodeDefinitionNames } from "../../src/tools/list-code-definition-names.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

const SOURCES: Record<string, string> = {
  "a.ts":
    "export function add(a: number) {\n  return a;\n}\nexport class Calc {\n  run() {}\n}\ninterface Shape {}\ntype Id = string;\nconst arrow = () => 1;\nconst LIMIT = 30;\nlet obj = { a: 1 };\n",
  "b.tsx": "export const App = () => <div />;\n",
  "c.js": "function legacy() {}\nclass Old { m() {} }\nvar notFn = 1;\nvar fn = function () {};\n",
  "d.py": "def top():\n    pass\n\nclass K:\n    def method(self):\n        pass\n",
  "e.go": "package main\n\nfunc Main() {}\n\ntype T struct{}\n\nfunc (t T) M() {}\n",
  "f.rs": "pub fn run() {}\nstruct S;\nimpl S {\n    fn new() -> S { S }\n}\ntrait Tr {}\n",
  "G.java": "public class G {\n  public G() {}\n  void go() {}\n}\n",
  "h.c": "int f(void) { return 0; }\nstruct S { int a; };\nstruct S s_instance;\ntypedef int T;\n",
  "notes.md": "# not code\n",
};

let ws: Workspace;
beforeAll(async () => {
  ws = await makeWorkspace();
  await mkdir(path.join(ws.dir, "src"));
  for (const [name, text] of Object.entries(SOURCES)) await writeFile(path.join(ws.dir, "src", name), text);
});
afterAll(async () => {
  await ws.cleanup();
});

const run = (p: string) => createListCodeDefinitionNames().execute({ path: p }, makeCtx(ws.dir));

describe("list_code_definition_names", () => {
  it.each([
    [
      "a.ts",
      [
        "1 | export function add",
        "4 | export class Calc",
        "5 |   run() {}",
        "7 | interface Shape",
        "8 | type Id",
        "9 | const arrow",
      ],
    ],
    ["b.tsx", ["1 | export const App"]],
    ["c.js", ["1 | function legacy", "2 | class Old", "4 | var fn"]],
    ["d.py", ["1 | def top", "4 | class K", "5 |     def method"]],
    ["e.go", ["3 | func Main", "5 | type T struct", "7 | func (t T) M"]],
    ["f.rs", ["1 | pub fn run", "2 | struct S", "3 | impl S", "4 |     fn new", "6 | trait Tr"]],
    ["h.c", ["1 | int f(void)", "2 | struct S {", "4 | typedef int T"]],
    ["G.java", ["1 | public class G", "2 |   public G()", "3 |   void go"]],
  ])("finds definitions in %s", async (file, expected) => {
    const result = await run(`src/${file}`);
    expect(result.ok).toBe(true);
    const lines = result.content.split("\n");
    expect(lines[0]).toBe(`src/${file}`);
    for (const [i, want] of expected.entries())
      expect(lines[i + 1]?.trim()).toMatch(new RegExp(`^${want.replace(/[()|]/g, "\\$&")}`));
    expect(lines).toHaveLength(expected.length + 1);
  });

  it("covers a directory's files, code first, others listed without definitions", async () => {
    const result = await run("src");
    const headers = result.content.split("\n").filter((l) => l.startsWith("src/"));
    expect(headers).toEqual([
      "src/a.ts",
      "src/b.tsx",
      "src/c.js",
      "src/d.py",
      "src/e.go",
      "src/f.rs",
      "src/G.java",
      "src/h.c",
      "src/notes.md (no parser for this file type)",
    ]);
  });

  it("explains missing and outside paths", async () => {
    expect((await run("nope.ts")).content).toMatch(/No such file or directory: nope.ts/);
    expect((await run("../x.ts")).content).toMatch(/outside the workspace/);
  });
});

describe("wasm files for dist", () => {
  it("copy-wasm's list matches the languages the tool loads", () => {
    expect([...GRAMMARS].sort()).toEqual(grammarFiles());
  });

  it("falls back to node_modules when running from source", () => {
    expect(locateWasm().runtime).toMatch(/node_modules\/web-tree-sitter\/web-tree-sitter\.wasm$/);
    expect(locateWasm().grammar("tree-sitter-go.wasm")).toMatch(
      /node_modules\/@repomix\/tree-sitter-wasms\/out\/tree-sitter-go\.wasm$/,
    );
  });

  it("copies the runtime and every grammar into <dist>/wasm", async () => {
    const dist = await makeWorkspace("pb-dist-");
    try {
      await copyWasm(dist.dir);
      const names = (await readdir(path.join(dist.dir, "wasm"))).sort();
      expect(names).toEqual([...grammarFiles(), "web-tree-sitter.wasm"].sort());
      // A bundle at <dist>/index.js finds them there, not in node_modules.
      const where = locateWasm(pathToFileURL(path.join(dist.dir, "index.js")).href);
      expect(where.runtime).toBe(path.join(dist.dir, "wasm", "web-tree-sitter.wasm"));
      expect(where.grammar("tree-sitter-go.wasm")).toBe(path.join(dist.dir, "wasm", "tree-sitter-go.wasm"));
    } finally {
      await dist.cleanup();
    }
  });
});
