/**
 * A long coding session as tool traffic, the same every run (a seeded generator):
 * file reads of real files of this repository and of an installed package (2–40 KB),
 * search results and listings built from those files, test and build output, edits
 * in the edit tool each provider gets, a new file now and then, and MCP results
 * (GitHub issues and pull requests as JSON). Each turn is the model's words and one
 * to three calls, with the output each call returns.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

interface ScriptedCall {
  name: string;
  input: Record<string, unknown>;
  /** What the tool returns to the model. */
  output: string;
}

export interface ScriptedTurn {
  text: string;
  calls: ScriptedCall[];
}

/** The edit tool a provider's model is given (src/tools/edit-format.ts resolves the same). */
export type EditTool = "replace_in_file" | "apply_patch" | "str_replace_based_edit_tool";

/** mulberry32: a small seeded PRNG, so every run replays the same session. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SourceFile {
  rel: string;
  text: string;
}

/** Text files of 2–40 KB under `dirs`, sorted, so the pool is the same on every machine with this checkout. */
function filePool(root: string, dirs: string[]): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.(ts|js|md)$/.test(entry.name)) {
        const size = statSync(abs).size;
        if (size >= 2_048 && size <= 40_960)
          out.push({ rel: path.relative(root, abs), text: readFileSync(abs, "utf8") });
      }
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return out;
}

const WORDS = ["Usage", "redact", "checkpoint", "estimateTokens", "policy", "emit", "signal", "outcome", "workspace"];
const SAYINGS = [
  "Let me look at how this is wired before changing anything.",
  "The failing assertion points at the usage totals; I'll read the module that builds them.",
  "That file imports the helper I need. Reading it next.",
  "I'll search for the other callers so the change covers all of them.",
  "Running the tests to see where we stand.",
  "The test still fails on the second case: the cache counts are added twice. Fixing that now.",
  "Now the edit. Keeping the change small and in the style of the surrounding code.",
  "Checking the issue thread for the expected behaviour the reporter described.",
  "The build passes; the remaining failure is in the summary renderer. Looking at its test.",
  "Good, that one is green. Moving on to the next failing file, which is about the transcript's end event and how the totals are written there.",
];

/** A vitest run: passing files, sometimes a failure with its diff and stack. */
function testOutput(rand: () => number, files: SourceFile[]): string {
  const lines = [" RUN  v4.1.12 /home/runner/work/app/app", ""];
  const count = 3 + Math.floor(rand() * 25);
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const file = pick(rand, files)
      .rel.replace(/^src\//, "test/")
      .replace(/\.ts$/, ".test.ts");
    const tests = 2 + Math.floor(rand() * 30);
    if (rand() < 0.15) {
      failed++;
      lines.push(` ❯ ${file} (${tests} tests | 1 failed) ${Math.floor(rand() * 900)}ms`);
      lines.push(`   × reports the usage of every turn > adds cache reads ${Math.floor(rand() * 90)}ms`);
      lines.push("     → expected 1200 to be 1000 // Object.is equality");
    } else lines.push(` ✓ ${file} (${tests} tests) ${Math.floor(rand() * 900)}ms`);
  }
  if (failed > 0) {
    const source = pick(rand, files).text.split("\n");
    const at = Math.floor(rand() * Math.max(1, source.length - 8));
    lines.push("", "⎯⎯⎯⎯⎯⎯⎯ Failed Tests ⎯⎯⎯⎯⎯⎯⎯", "", " FAIL  test/usage.test.ts > adds cache reads");
    lines.push("AssertionError: expected 1200 to be 1000 // Object.is equality", "", "- Expected", "+ Received", "");
    lines.push("- 1000", "+ 1200", "", " ❯ test/usage.test.ts:42:31");
    for (let i = 0; i < 7; i++) lines.push(`    ${at + i}| ${source[at + i] ?? ""}`);
  }
  lines.push("", ` Test Files  ${failed ? `${failed} failed | ` : ""}${count - failed} passed (${count})`);
  lines.push(`      Tests  ${count * 9} passed`, `   Duration  ${(rand() * 20 + 2).toFixed(2)}s`);
  return lines.join("\n");
}

function searchOutput(word: string, files: SourceFile[]): string {
  const hits: string[] = [];
  for (const file of files) {
    file.text.split("\n").forEach((line, i) => {
      if (hits.length < 80 && line.includes(word)) hits.push(`${file.rel}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
    if (hits.length >= 80) break;
  }
  return hits.length ? hits.join("\n") : `No matches for ${word}.`;
}

function listOutput(dir: string, files: SourceFile[]): string {
  const names = files.filter((f) => f.rel.startsWith(`${dir}/`)).map((f) => f.rel.slice(dir.length + 1));
  return names.length ? names.slice(0, 120).join("\n") : `${dir} is empty.`;
}

function mcpOutput(rand: () => number, files: SourceFile[], kind: "issue" | "pulls"): string {
  const prose = (n: number) =>
    pick(rand, files)
      .text.split("\n")
      .filter((l) => l.trim())
      .slice(0, n)
      .join("\n");
  if (kind === "issue")
    return JSON.stringify({
      number: 100 + Math.floor(rand() * 900),
      title: "Usage totals double-count cache reads on resumed sessions",
      state: "open",
      user: { login: "octocat" },
      labels: [{ name: "bug" }, { name: "patchbay" }],
      body: prose(20 + Math.floor(rand() * 40)),
      comments: Array.from({ length: 1 + Math.floor(rand() * 4) }, (_, i) => ({
        user: { login: `reviewer${i}` },
        created_at: "2026-11-20T10:00:00Z",
        body: prose(5 + Math.floor(rand() * 15)),
      })),
    });
  return JSON.stringify(
    Array.from({ length: 3 + Math.floor(rand() * 8) }, (_, i) => ({
      number: 200 + i,
      title: `Fix ${pick(rand, WORDS)} handling in ${pick(rand, files).rel}`,
      state: "open",
      draft: rand() < 0.2,
      head: { ref: `feature/${i}` },
      base: { ref: "main" },
      user: { login: `dev${i}` },
      body: prose(3 + Math.floor(rand() * 8)),
    })),
  );
}

function editCall(rand: () => number, file: SourceFile, tool: EditTool): ScriptedCall {
  const lines = file.text.split("\n");
  const at = Math.floor(rand() * Math.max(1, lines.length - 6));
  const old = lines.slice(at, at + 2 + Math.floor(rand() * 5)).join("\n");
  const next = `${old}\n// patched: keep the cache counts apart (${at})`;
  if (tool === "str_replace_based_edit_tool")
    return {
      name: tool,
      input: { command: "str_replace", path: file.rel, old_str: old, new_str: next },
      output: `Edited ${file.rel} (replaced).`,
    };
  if (tool === "apply_patch") {
    const minus = old.split("\n").map((l) => `-${l}`);
    const plus = next.split("\n").map((l) => `+${l}`);
    const patch = ["*** Begin Patch", `*** Update File: ${file.rel}`, "@@", ...minus, ...plus, "*** End Patch"];
    return { name: tool, input: { input: patch.join("\n") }, output: `Updated ${file.rel} (1 hunk).` };
  }
  const diff = `------- SEARCH\n${old}\n=======\n${next}\n+++++++ REPLACE`;
  return { name: tool, input: { path: file.rel, diff }, output: `Applied 1 block to ${file.rel}.` };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** One call of the mix: mostly reads, then edits, tests, searches, MCP results, listings and new files. */
function oneCall(rand: () => number, files: SourceFile[], read: SourceFile[], tool: EditTool): ScriptedCall {
  const r = rand();
  if (r < 0.34 || read.length === 0) {
    const file = pick(rand, files);
    read.push(file);
    return { name: "read_file", input: { path: file.rel }, output: file.text };
  }
  if (r < 0.54) return editCall(rand, pick(rand, read.slice(-8)), tool);
  if (r < 0.68) {
    const command = pick(rand, ["npm test", "npx vitest run test/agent", "npm run build", "npm run typecheck"]);
    return { name: "execute_command", input: { command }, output: testOutput(rand, files) };
  }
  if (r < 0.78) {
    const word = pick(rand, WORDS);
    return { name: "search_files", input: { path: ".", regex: word }, output: searchOutput(word, files) };
  }
  if (r < 0.88) {
    const issue = rand() < 0.5;
    return issue
      ? {
          name: "mcp__github__get_issue",
          input: { owner: "octo", repo: "app", issue_number: 42 },
          output: mcpOutput(rand, files, "issue"),
        }
      : {
          name: "mcp__github__list_pull_requests",
          input: { owner: "octo", repo: "app", state: "open" },
          output: mcpOutput(rand, files, "pulls"),
        };
  }
  if (r < 0.95) {
    const dir = path.dirname(pick(rand, files).rel);
    return { name: "list_files", input: { path: dir }, output: listOutput(dir, files) };
  }
  const source = pick(rand, read);
  const rel = `test/generated-${Math.floor(rand() * 1e6)}.test.ts`;
  const content = source.text.slice(0, 1_000 + Math.floor(rand() * 3_000));
  return {
    name: "write_to_file",
    input: { path: rel, content },
    output: `Created ${rel} (${content.split("\n").length} lines).`,
  };
}

/**
 * `turns` model turns: the last one completes; one in six makes two or three calls.
 * The same `seed` gives the same session, whatever the edit tool.
 */
export function buildSession(root: string, turns: number, editTool: EditTool, seed = 34): ScriptedTurn[] {
  const files = filePool(root, ["src", "test", "node_modules/@modelcontextprotocol/sdk/dist/esm/server"]);
  if (files.length < 20) throw new Error(`billing bench: only ${files.length} source files of 2–40 KB under ${root}`);
  const rand = prng(seed);
  const read: SourceFile[] = [];
  const out: ScriptedTurn[] = [];
  for (let i = 0; i < turns - 1; i++) {
    const n = rand() < 1 / 6 ? 2 + Math.floor(rand() * 2) : 1;
    const calls = Array.from({ length: n }, () => oneCall(rand, files, read, editTool));
    out.push({ text: pick(rand, SAYINGS), calls });
  }
  out.push({
    text: "All tests pass.",
    calls: [
      { name: "attempt_completion", input: { result: "Fixed the cache accounting; tests pass." }, output: "Done." },
    ],
  });
  return out;
}
