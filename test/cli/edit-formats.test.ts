/**
 * Each edit format end to end through `patchbay run`: a replay cassette per
 * format (test/cli/cassettes), the real tools, policy and git checkpoints, and a
 * transcript that records which format ran.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

const cassettes = path.join(path.dirname(fileURLToPath(import.meta.url)), "cassettes");
const files = (format: string) => ({
  "package.json": JSON.stringify({ name: "calc", type: "module" }),
  "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
  "docs/old.md": "notes\n",
  "test/math.test.js":
    'import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { add } from "../src/math.js";\n\ntest("add", () => assert.equal(add(2, 3), 5));\n',
  ".github/patchbay.yml": `tools:
  edit: ${format}
approval:
  default: ask
  rules:
    - allow: [read_file, write_to_file, replace_in_file, apply_patch, str_replace_based_edit_tool, replace]
      paths: ["src/**", "docs/**"]
    - allow: execute_command
      commands: ["node --test*"]
`,
});
const lineSchema = z.looseObject({ type: z.string() });

let repo: TestRepo;

const expected: Record<string, { tool: string; math: string; subject: string }> = {
  search_replace: {
    tool: "replace_in_file",
    math: "export function add(a, b) {\n  return a + b;\n}\n",
    subject: "replace_in_file: src/math.js (1 block)",
  },
  apply_patch: {
    tool: "apply_patch",
    math: "export function add(a, b) {\n  return a + b;\n}\n",
    subject: "apply_patch: updated src/math.js (1 hunk), added docs/math.md, moved docs/old.md → docs/notes.md",
  },
  text_editor: {
    tool: "str_replace_based_edit_tool",
    math: "// Adds two numbers.\nexport function add(a, b) {\n  return a + b;\n}\n",
    subject: "str_replace_based_edit_tool: src/math.js (inserted after line 0)",
  },
  gemini_replace: {
    tool: "replace",
    math: "export function add(a, b) {\n  return a + b;\n}\n",
    subject: "replace: docs/math.md (created)",
  },
};

describe.each(Object.keys(expected))("patchbay run with tools.edit: %s", (format) => {
  it("edits through the format's tool, checkpoints each change and records the format", async () => {
    const want = expected[format] as (typeof expected)[string];
    repo = await testRepo(files(format));
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Fix add",
        "--repo",
        repo.work,
        "--dry-run",
        "--model",
        `replay:${path.join(cassettes, `edit-${format}.yml`)}`,
        "--transcript",
        transcript,
      ],
      { cwd: repo.root, env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR } },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("■ completed");
    expect(await readFile(path.join(repo.work, "src/math.js"), "utf8")).toBe(want.math);
    const events = (await readFile(transcript, "utf8"))
      .trim()
      .split("\n")
      .map((l) => lineSchema.parse(JSON.parse(l)));
    expect(events[0]).toMatchObject({ type: "start", edit_format: format });
    const edits = events.filter((e) => e.type === "tool" && e.name === want.tool);
    expect(edits.length).toBeGreaterThan(0);
    for (const e of edits) expect(e).toMatchObject({ decision: "allow", ok: true });
    expect(repo.git("log", "-1", "--format=%s")).toBe(want.subject);
    if (format === "gemini_replace") {
      expect(await readFile(path.join(repo.work, "docs/math.md"), "utf8")).toBe("add(a, b) returns a + b.\n");
      expect(repo.git("log", "-2", "--format=%s")).toBe(
        "replace: docs/math.md (created)\nreplace: src/math.js (1 replacement)",
      );
    }
    if (format === "apply_patch") {
      expect(await readFile(path.join(repo.work, "docs/math.md"), "utf8")).toBe("add(a, b) returns a + b.\n");
      expect(await readFile(path.join(repo.work, "docs/notes.md"), "utf8")).toBe("notes\n");
      expect(repo.git("ls-files", "docs")).toBe("docs/math.md\ndocs/notes.md");
    }
    expect(events.at(-1)).toMatchObject({ type: "end", outcome: "completed" });
  });
});
