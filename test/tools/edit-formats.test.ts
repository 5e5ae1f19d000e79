/**
 * The three edit formats on one engine: the same cases, translated into
 * SEARCH/REPLACE, apply_patch and the text editor, give the same bytes (or the
 * same refusal, with the file unchanged). Then each format's own bad inputs.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accessOf } from "../../src/policy/access.js";
import { createPolicy } from "../../src/policy/policy.js";
import { createApplyPatch } from "../../src/tools/apply-patch.js";
import { resolveEditFormat } from "../../src/tools/edit-format.js";
import { createReplaceInFile } from "../../src/tools/replace-in-file.js";
import { createTextEditor } from "../../src/tools/text-editor.js";
import type { Tool, ToolResult } from "../../src/tools/types.js";
import { config } from "../policy/fixtures.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

async function call(tool: Tool, input: unknown): Promise<ToolResult> {
  const parsed = tool.parse(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return tool.execute(parsed.value, makeCtx(ws.dir));
}
const file = (rel: string) => readFile(path.join(ws.dir, rel), "utf8");
const put = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(ws.dir, rel)), { recursive: true });
  await writeFile(path.join(ws.dir, rel), text);
};

type Case = { name: string; file: string; search: string[]; replace: string[]; out?: string; error?: RegExp };
const cases: Case[] = [
  { name: "one line, exact", file: "a\nb\nc\n", search: ["b"], replace: ["B"], out: "a\nB\nc\n" },
  { name: "delete a line entirely", file: "a\nb\nc\n", search: ["b"], replace: [], out: "a\nc\n" },
  { name: "CRLF stays CRLF", file: "a\r\nb\r\nc\r\n", search: ["b"], replace: ["X", "Y"], out: "a\r\nX\r\nY\r\nc\r\n" },
  { name: "no final newline kept", file: "a\nb", search: ["b"], replace: ["c"], out: "a\nc" },
  { name: "whitespace drift (trimmed match)", file: "a\n  b  \nc\n", search: ["b"], replace: ["B"], out: "a\nB\nc\n" },
  { name: "matches twice", file: "x\ny\nx\n", search: ["x"], replace: ["z"], error: /2 places|more than once/ },
  { name: "matches nothing", file: "a\nb\n", search: ["q"], replace: ["z"], error: /does not match/ },
  {
    name: "matches only after trimming, in two places",
    file: "  a\n    a\n",
    search: ["a"],
    replace: ["b"],
    error: /2 places|more than once/,
  },
];

const lines = (ls: string[]) => ls.map((l) => `${l}\n`).join("");
const formats: Record<string, (c: Case) => [Tool, unknown]> = {
  search_replace: (c) => [
    createReplaceInFile(),
    { path: "f.txt", diff: `------- SEARCH\n${lines(c.search)}=======\n${lines(c.replace)}+++++++ REPLACE` },
  ],
  apply_patch: (c) => [
    createApplyPatch(),
    {
      input: `*** Begin Patch\n*** Update File: f.txt\n@@\n${c.search.map((l) => `-${l}\n`).join("")}${c.replace.map((l) => `+${l}\n`).join("")}*** End Patch`,
    },
  ],
  text_editor: (c) => [
    createTextEditor(),
    { command: "str_replace", path: "f.txt", old_str: lines(c.search), new_str: lines(c.replace) },
  ],
};

describe.each(Object.keys(formats))("%s: the SEARCH/REPLACE cases, translated", (format) => {
  it.each(cases)("$name", async (c) => {
    await put("f.txt", c.file);
    const [tool, input] = (formats[format] as (c: Case) => [Tool, unknown])(c);
    const result = await call(tool, input);
    if (c.out !== undefined) {
      expect(result.content).not.toMatch(/^Nothing|^No replacement/);
      expect(result.ok).toBe(true);
      expect(await file("f.txt")).toBe(c.out);
    } else {
      expect(result.ok).toBe(false);
      expect(result.content).toMatch(c.error as RegExp);
      expect(await file("f.txt")).toBe(c.file);
    }
  });
});

const patch = (body: string) => ({ input: `*** Begin Patch\n${body}\n*** End Patch` });

describe("apply_patch", () => {
  it("adds, updates, moves and deletes in one patch, and reports every path it wrote", async () => {
    await put("src/a.ts", "export const a = 1;\nexport const b = 2;\n");
    await put("old.txt", "bye\n");
    await put("src/move.ts", "m\n");
    const result = await call(
      createApplyPatch(),
      patch(
        "*** Add File: src/new.ts\n+export const n = 0;\n*** Update File: src/a.ts\n@@ export const a = 1;\n export const a = 1;\n-export const b = 2;\n+export const b = 3;\n*** Delete File: old.txt\n*** Update File: src/move.ts\n*** Move to: lib/moved.ts\n@@\n-m\n+moved\n",
      ),
    );
    expect(result).toMatchObject({ ok: true });
    expect(result.writtenPaths?.sort()).toEqual(["lib/moved.ts", "old.txt", "src/a.ts", "src/move.ts", "src/new.ts"]);
    expect(await file("src/new.ts")).toBe("export const n = 0;\n");
    expect(await file("src/a.ts")).toBe("export const a = 1;\nexport const b = 3;\n");
    expect(await file("lib/moved.ts")).toBe("moved\n");
    await expect(file("old.txt")).rejects.toThrow(/ENOENT/);
    await expect(file("src/move.ts")).rejects.toThrow(/ENOENT/);
  });

  const bad: { name: string; body: string; error: RegExp }[] = [
    { name: "adds a file that exists", body: "*** Add File: a.txt\n+x", error: /a\.txt — the file already exists/ },
    {
      name: "updates a missing file",
      body: "*** Update File: nope.txt\n@@\n-a\n+b",
      error: /nope\.txt — no such file/,
    },
    { name: "deletes a missing file", body: "*** Delete File: nope.txt", error: /nope\.txt — no such file/ },
    {
      name: "moves onto an existing path",
      body: "*** Update File: a.txt\n*** Move to: b.txt\n@@\n-a\n+A",
      error: /Move to: b\.txt — that path already exists/,
    },
    { name: "escapes the workspace", body: "*** Add File: ../escape.txt\n+x", error: /outside the workspace/ },
    {
      name: "moves out of the workspace",
      body: "*** Update File: a.txt\n*** Move to: ../../out.txt\n@@\n-a\n+A",
      error: /outside the workspace/,
    },
    {
      name: "a hunk line without a prefix",
      body: "*** Update File: a.txt\n@@\nfoo",
      error: /line 4: a hunk line starts with/,
    },
    { name: "an unknown header", body: "*** Rename File: a.txt", error: /line 2: expected `\*\*\* Add File:`/ },
    {
      name: "the same file twice",
      body: "*** Update File: a.txt\n@@\n-a\n+A\n*** Delete File: a.txt",
      error: /a\.txt appears twice/,
    },
    {
      name: "a later operation fails: nothing written",
      body: "*** Update File: a.txt\n@@\n-a\n+A\n*** Update File: b.txt\n@@\n-zzz\n+y",
      error: /hunk 1 of 1 .* does not match b\.txt/,
    },
  ];
  it.each(bad)("refuses a patch that $name, changing nothing", async ({ body, error }) => {
    await put("a.txt", "a\n");
    await put("b.txt", "b\n");
    const result = await call(createApplyPatch(), patch(body));
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(error);
    expect([await file("a.txt"), await file("b.txt")]).toEqual(["a\n", "b\n"]);
  });

  it("refuses a patch without its envelope", async () => {
    const result = await call(createApplyPatch(), { input: "*** Update File: a.txt\n@@\n-a\n+b" });
    expect(result).toMatchObject({ ok: false });
    expect(result.content).toMatch(/must start with `\*\*\* Begin Patch`/);
  });

  it("puts every path it touches before the policy, and the policy refuses an escape", async () => {
    const input = patch("*** Update File: src/a.ts\n*** Move to: ../x.ts\n*** Add File: .github/workflows/ci.yml\n+x");
    const access = createApplyPatch().access(input);
    expect(access).toEqual({ kind: "write", paths: ["src/a.ts", "../x.ts", ".github/workflows/ci.yml"] });
    expect(accessOf("apply_patch", input)).toEqual(access);
    const policy = createPolicy(config("approval:\n  default: allow\n"), { workspace: ws.dir, configFiles: [] });
    const verdict = await policy.decide({ tool: "apply_patch", input, access });
    expect(verdict.decision).toBe("deny");
  });
});

describe("text editor", () => {
  const edit = (input: Record<string, unknown>) => call(createTextEditor(), { path: "f.txt", ...input });

  it.each([
    { file: "a\nb\n", line: 0, text: "z", out: "z\na\nb\n" },
    { file: "a\nb\n", line: 1, text: "z\ny\n", out: "a\nz\ny\nb\n" },
    { file: "a\nb\n", line: 2, text: "z", out: "a\nb\nz\n" },
    { file: "a\nb", line: 2, text: "z", out: "a\nb\nz" },
    { file: "a\r\nb\r\n", line: 1, text: "z", out: "a\r\nz\r\nb\r\n" },
  ])("inserts after line $line of $file", async ({ file: text, line, text: insert, out }) => {
    await put("f.txt", text);
    const result = await edit({ command: "insert", insert_line: line, insert_text: insert });
    expect(result.ok).toBe(true);
    expect(await file("f.txt")).toBe(out);
  });

  it.each([-1, 3, 99])("refuses insert_line %i outside a 2-line file, changing nothing", async (line) => {
    await put("f.txt", "a\nb\n");
    const result = await edit({ command: "insert", insert_line: line, insert_text: "z" });
    expect(result.ok).toBe(false);
    expect(result.content).toBe(
      `insert_line ${line} is outside f.txt, which has 2 lines: use 0 to insert at the top, 2 to append, or a line number in between. Nothing was changed.`,
    );
    expect(await file("f.txt")).toBe("a\nb\n");
  });

  it("replaces text inside a line, as Claude expects of str_replace", async () => {
    await put("f.txt", "return a - b;\n");
    expect((await edit({ command: "str_replace", old_str: "a - b", new_str: "a + b" })).ok).toBe(true);
    expect(await file("f.txt")).toBe("return a + b;\n");
  });

  it("creates a file, and refuses to create one that exists", async () => {
    expect((await edit({ command: "create", file_text: "new\n" })).ok).toBe(true);
    const again = await edit({ command: "create", file_text: "other\n" });
    expect(again).toMatchObject({
      ok: false,
      content: "f.txt already exists; use str_replace or insert to change it.",
    });
    expect(await file("f.txt")).toBe("new\n");
  });

  it("views a file with line numbers and a range", async () => {
    await put("f.txt", "a\nb\nc\n");
    const result = await edit({ command: "view", view_range: [2, 3] });
    expect(result.content).toContain("2 | b\n3 | c");
    expect(createTextEditor().access({ command: "view", path: "f.txt" })).toEqual({ kind: "read", paths: ["f.txt"] });
  });

  it("refuses a path outside the workspace", async () => {
    const result = await edit({ command: "create", path: "../out.txt", file_text: "x" });
    expect(result).toMatchObject({ ok: false });
    expect(result.content).toMatch(/outside the workspace/);
  });
});

describe("tools.edit: auto", () => {
  it.each([
    ["anthropic", "claude-sonnet-4-5", "text_editor"],
    ["bedrock", "anthropic.claude-sonnet-4-5", "text_editor"],
    ["openai", "gpt-5", "apply_patch"],
    ["openai", "gpt-4.1-mini", "apply_patch"],
    ["openai", "gpt-4o", "search_replace"],
    ["openai-compatible", "qwen2.5-coder", "search_replace"],
    ["google", "gemini-2.5-pro", "search_replace"],
    ["replay", "cassette.yml", "search_replace"],
  ])("%s/%s gets %s", (provider, model, format) => {
    expect(resolveEditFormat("auto", provider, model)).toBe(format);
    expect(resolveEditFormat("search_replace", provider, model)).toBe("search_replace");
  });
});
