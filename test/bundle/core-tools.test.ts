/**
 * Every core tool, called through what ships: the built bundle (`node
 * bin/patchbay.js`) and the package as npm would install it (`npm pack`, the
 * tarball installed offline, its `patchbay` bin). A tool can work from src/ and
 * fail from the bundle — list_code_definition_names did ("createRequire is not a
 * function") — so each call must succeed here, under least-privilege rules.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BIN, runCli } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { tempTree } from "../helpers/tmp.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A line-JSON MCP server with one resource, started by the run from the repository (in its sandbox). */
const NOTES_SERVER = `import { createInterface } from "node:readline";
const reply = (id, result) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id, result }) + "\\n");
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === "initialize")
    return reply(m.id, { protocolVersion: m.params.protocolVersion, capabilities: { resources: {} }, serverInfo: { name: "notes", version: "1" } });
  if (m.method === "resources/list")
    return reply(m.id, { resources: [{ uri: "notes://today", name: "today", mimeType: "text/plain" }] });
  if (m.method === "resources/read")
    return reply(m.id, { contents: [{ uri: m.params.uri, mimeType: "text/plain", text: "Remember the sign of add()." }] });
  reply(m.id, {});
});
`;

const RULES = `approval:
  default: deny
  rules:
    - allow: [read_file, list_files, search_files, list_code_definition_names, list_mcp_resources, access_mcp_resource]
    - allow: [write_to_file, replace_in_file, apply_patch, str_replace_based_edit_tool]
      paths: ["src/**", "notes/**"]
    - allow: execute_command
      commands: ["node --test*"]
mcp_servers:
  notes:
    command: node
    args: [tools/notes-server.mjs]
`;

const call = (name: string, input: Record<string, unknown>) => ({ tool_calls: [{ name, input }] });

/** Every core tool but the edit formats' alternatives; the run pauses on the question. */
const ALL_TOOLS = [
  call("list_files", { path: ".", recursive: true }),
  call("read_file", { path: "src/math.js" }),
  call("search_files", { path: "src", regex: "a - b" }),
  call("list_code_definition_names", { path: "src" }),
  call("write_to_file", { path: "notes/plan.md", content: "Fix the sign.\n" }),
  call("replace_in_file", {
    path: "src/math.js",
    diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE",
  }),
  call("execute_command", { command: "node --test test/" }),
  call("list_mcp_resources", {}),
  call("access_mcp_resource", { server: "notes", uri: "notes://today" }),
  call("ask_followup_question", { question: "Shall I also document it?" }),
];
const AFTER_ANSWER = [call("attempt_completion", { result: "Fixed add() and noted why." })];
const APPLY_PATCH = [
  call("apply_patch", {
    input:
      "*** Begin Patch\n*** Update File: src/math.js\n@@\n-export function add(a, b) {\n+export function add(a, b) { // adds\n*** End Patch\n",
  }),
  call("attempt_completion", { result: "Commented." }),
];
const TEXT_EDITOR = [
  call("str_replace_based_edit_tool", { command: "view", path: "src/math.js" }),
  call("str_replace_based_edit_tool", {
    command: "insert",
    path: "src/math.js",
    insert_line: 0,
    insert_text: "// math",
  }),
  call("attempt_completion", { result: "Headed." }),
];

const toolEvent = z.looseObject({ type: z.literal("tool"), name: z.string(), ok: z.boolean(), decision: z.string() });

async function toolsIn(transcript: string): Promise<z.infer<typeof toolEvent>[]> {
  return (await readFile(transcript, "utf8"))
    .trim()
    .split("\n")
    .map((line) => toolEvent.safeParse(JSON.parse(line)))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}

/** The scenario with one `patchbay` bin: every call allowed and successful, the work committed. */
async function everyTool(bin: string): Promise<void> {
  const repo: TestRepo = await repoWithRemote({
    "package.json": JSON.stringify({ name: "calc", type: "module" }),
    "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
    "test/math.test.js":
      'import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { add } from "../src/math.js";\n\ntest("add", () => assert.equal(add(2, 3), 5));\n',
    "tools/notes-server.mjs": NOTES_SERVER,
    ".github/patchbay.yml": `tools:\n  edit: search_replace\n${RULES}`,
    ".github/apply-patch.yml": `tools:\n  edit: apply_patch\n${RULES}`,
    ".github/text-editor.yml": `tools:\n  edit: text_editor\n${RULES}`,
  });
  try {
    const env = { PATH: process.env.PATH, HOME: repo.root, TMPDIR: process.env.TMPDIR };
    const steps: [string[], unknown[]][] = [
      [["--prompt", "Fix add"], ALL_TOOLS],
      [["--answer", "No, just the fix."], AFTER_ANSWER],
      [["--prompt", "Comment add", "--config", ".github/apply-patch.yml"], APPLY_PATCH],
      [["--prompt", "Head the file", "--config", ".github/text-editor.yml"], TEXT_EDITOR],
    ];
    const called = new Set<string>();
    for (const [i, [args, turns]] of steps.entries()) {
      const cassette = path.join(repo.root, `c${i}.json`);
      const transcript = path.join(repo.root, `t${i}.jsonl`);
      await writeFile(cassette, JSON.stringify({ turns }));
      const run = await runCli(["run", ...args, "--model", `replay:${cassette}`, "--transcript", transcript], {
        cwd: repo.work,
        env,
        bin,
      });
      expect(run.stderr, run.stdout).toBe("");
      expect(run.code, run.stdout).toBe(0);
      for (const tool of await toolsIn(transcript)) {
        expect(tool, run.stdout).toMatchObject({ decision: "allow", ok: true });
        called.add(tool.name);
      }
      if (i === 1) {
        // Back where the first run started, for the next ones.
        expect(repo.git("show", "HEAD:src/math.js")).toContain("return a + b;");
        repo.git("switch", "-q", "main");
      }
    }
    expect([...called].sort()).toEqual(
      [
        "access_mcp_resource",
        "apply_patch",
        "ask_followup_question",
        "attempt_completion",
        "execute_command",
        "list_code_definition_names",
        "list_files",
        "list_mcp_resources",
        "read_file",
        "replace_in_file",
        "search_files",
        "str_replace_based_edit_tool",
        "write_to_file",
      ].sort(),
    );
  } finally {
    await repo.cleanup();
  }
}

describe("every core tool through what ships", () => {
  let packed: { dir: string; cleanup: () => Promise<void> } | undefined;
  let packedBin = "";
  beforeAll(async () => {
    packed = await tempTree();
    const prefix = path.join(packed.dir, "prefix");
    await mkdir(prefix);
    const npm = (...args: string[]) =>
      execFileSync("npm", [...args, "--silent", "--no-audit", "--no-fund"], { cwd: ROOT, encoding: "utf8" }).trim();
    const tarball = npm("pack", "--pack-destination", packed.dir).split("\n").at(-1) ?? "";
    // Offline: the bundle needs no dependency, so the tarball must install from itself alone.
    npm("install", "--offline", "--prefix", prefix, path.join(packed.dir, tarball));
    packedBin = path.join(prefix, "node_modules/.bin/patchbay");
  }, 120_000);
  afterAll(async () => {
    await packed?.cleanup();
  });

  it("the bundle: node bin/patchbay.js", async () => {
    await everyTool(BIN);
  }, 120_000);

  it("the packed tarball: npm pack, installed offline, its patchbay bin", async () => {
    await everyTool(packedBin);
  }, 120_000);
});
