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
import { createReplace } from "../../src/tools/replace.js";
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

type Case = {
  name: string;
  file: string;
  search: string[];
  replace: string[];
  out?: string;
  error?: RegExp;
  /** apply_patch follows Codex: a hunk takes the first place it matches (and says so). */
  apply_patch?: string;
};
const cases: Case[] = [
  { name: "one line, exact", file: "a\nb\nc\n", search: ["b"], replace: ["B"], out: "a\nB\nc\n" },
  { name: "delete a line entirely", file: "a\nb\nc\n", search: ["b"], replace: [], out: "a\nc\n" },
  { name: "CRLF stays CRLF", file: "a\r\nb\r\nc\r\n", search: ["b"], replace: ["X", "Y"], out: "a\r\nX\r\nY\r\nc\r\n" },
  { name: "no final newline kept", file: "a\nb", search: ["b"], replace: ["c"], out: "a\nc" },
  { name: "whitespace drift (trimmed match)", file: "a\n  b  \nc\n", search: ["b"], replace: ["B"], out: "a\nB\nc\n" },
  {
    name: "matches twice",
    file: "x\ny\nx\n",
    search: ["x"],
    replace: ["z"],
    error: /2 places|Found 2 matches/,
    apply_patch: "z\ny\nx\n",
  },
  {
    name: "matches nothing",
    file: "a\nb\n",
    search: ["q"],
    replace: ["z"],
    error: /does not match|Failed to find expected lines|No match found/,
  },
  {
    name: "matches only after trimming, in two places",
    file: "  a\n    a\n",
    search: ["a"],
    replace: ["b"],
    error: /2 places|Found 2 matches/,
    apply_patch: "b\n    a\n",
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
    const out = format === "apply_patch" && c.apply_patch !== undefined ? c.apply_patch : c.out;
    if (out !== undefined) {
      expect(result.content).not.toMatch(/^Nothing|^No replacement/);
      expect(result.ok).toBe(true);
      expect(await file("f.txt")).toBe(out);
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

  it("puts every path it touches before the policy, and the policy refuses an escape", async () => {
    const input = patch("*** Update File: src/a.ts\n*** Move to: ../x.ts\n*** Add File: .github/workflows/ci.yml\n+x");
    const access = createApplyPatch().access(input);
    expect(access).toEqual({ kind: "write", paths: ["src/a.ts", "../x.ts", ".github/workflows/ci.yml"] });
    expect(accessOf("apply_patch", input)).toEqual(access);
    const policy = createPolicy(config("approval:\n  default: allow\n"), { workspace: ws.dir, configFiles: [] });
    const verdict = await policy.decide({ tool: "apply_patch", input, access });
    expect(verdict.decision).toBe("deny");
  });
  it("lets a patch that names no file reach the tool under a deny-all policy, so the model reads the parse error", async () => {
    const policy = createPolicy(config("approval:\n  default: deny\n"), { workspace: ws.dir, configFiles: [] });
    for (const input of [
      { input: "*** Update File: a.txt\n@@\n-a\n+b" },
      { input: "*** Begin Patch\n*** End Patch" },
    ]) {
      const access = createApplyPatch().access(input);
      expect(access).toEqual({ kind: "read", paths: [] });
      expect(accessOf("apply_patch", input)).toEqual(access);
      expect((await policy.decide({ tool: "apply_patch", input, access })).decision).toBe("allow");
      expect((await call(createApplyPatch(), input)).content).toMatch(/^(Invalid patch|No files were modified)/);
    }
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
      `Invalid \`insert_line\` parameter: ${line}. It should be within the range of lines of the file: [0, 2]. Use 0 to insert at the top of f.txt or 2 to append; nothing was changed.`,
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
      content:
        "File already exists at: f.txt. Cannot overwrite files using command `create`. Use str_replace or insert to change it.",
    });
    expect(await file("f.txt")).toBe("new\n");
  });

  it("views a file with line numbers and a range; a view is a read the policy allows like read_file", async () => {
    await put("f.txt", "a\nb\nc\n");
    const result = await edit({ command: "view", view_range: [2, 3] });
    expect(result.content).toBe("2: b\n3: c");
    const input = { command: "view", path: "f.txt" };
    const access = createTextEditor().access({ command: "view", path: "f.txt" });
    expect(access).toEqual({ kind: "read", paths: ["f.txt"] });
    const policy = createPolicy(config("approval:\n  default: deny\n"), { workspace: ws.dir, configFiles: [] });
    expect(await policy.decide({ tool: "str_replace_based_edit_tool", input, access })).toMatchObject({
      decision: "allow",
      rule: "built-in: read-only tool inside the workspace",
    });
    const write = { command: "insert", path: "f.txt", insert_line: 0, insert_text: "x" };
    const writeAccess = accessOf("str_replace_based_edit_tool", write);
    expect(
      await policy.decide({ tool: "str_replace_based_edit_tool", input: write, access: writeAccess }),
    ).toMatchObject({ decision: "deny" });
  });

  it("refuses a path outside the workspace", async () => {
    const result = await edit({ command: "create", path: "../out.txt", file_text: "x" });
    expect(result).toMatchObject({ ok: false });
    expect(result.content).toMatch(/outside the workspace/);
  });
});

describe("replace (Gemini CLI)", () => {
  it("shows the model gemini-cli's parameters, and puts file_path before the policy", () => {
    const tool = createReplace();
    expect(Object.keys(tool.inputSchema["properties"] as object)).toEqual([
      "file_path",
      "old_string",
      "new_string",
      "expected_replacements",
    ]);
    const input = { file_path: "src/a.ts", old_string: "a", new_string: "b" };
    expect(tool.access(input)).toEqual({ kind: "write", paths: ["src/a.ts"] });
    expect(accessOf("replace", input)).toEqual({ kind: "write", paths: ["src/a.ts"] });
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
    ["google", "gemini-2.5-pro", "gemini_replace"],
    ["google", "gemini-3-pro-preview", "gemini_replace"],
    ["replay", "cassette.yml", "search_replace"],
  ])("%s/%s gets %s", (provider, model, format) => {
    expect(resolveEditFormat("auto", provider, model)).toBe(format);
    expect(resolveEditFormat("search_replace", provider, model)).toBe("search_replace");
  });
});
