/**
 * The edit formats (issue 18): apply_patch on a 1 MB file with 5 hunks against a
 * naive read/replace/write, and what each format's tool schemas cost in tokens
 * with the system prompt (budget ≤ 3,000).
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { estimateTokens } from "../src/agent/context-window.js";
import { renderSystemPrompt } from "../src/agent/prompts/system-prompt.js";
import { createApplyPatch } from "../src/tools/apply-patch.js";
import type { EditFormat } from "../src/tools/edit-format.js";
import { createCoreTools } from "../src/tools/registry.js";
import { scrubbedEnv } from "../src/util/env.js";
import { type Bench, type BenchRow, median } from "./types.js";

const RUNS = 30;

/** The same ~1.3 MB file and 5 three-line changes as bench/tools.ts, as a V4A patch (hunks out of order). */
function fixture(): { file: string; blocks: [string, string][]; patch: string } {
  const lines = Array.from({ length: 25_000 }, (_, i) => `  const value${i} = compute(${i}, "padding text");`);
  const file = `${lines.join("\n")}\n`;
  const picks = [24_000, 100, 12_345, 6_000, 18_000];
  const blocks = picks.map((i): [string, string] => [
    `${lines[i - 1]}\n${lines[i]}\n${lines[i + 1]}`,
    `${lines[i - 1]}\n  const value${i} = changed(${i});\n${lines[i + 1]}`,
  ]);
  const hunks = picks
    .map((i) => `@@\n ${lines[i - 1]}\n-${lines[i]}\n+  const value${i} = changed(${i});\n ${lines[i + 1]}`)
    .join("\n");
  return { file, blocks, patch: `*** Begin Patch\n*** Update File: big.ts\n${hunks}\n*** End Patch` };
}

async function patchRow(): Promise<BenchRow> {
  const { file, blocks, patch } = fixture();
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-patch-")));
  try {
    const target = path.join(dir, "big.ts");
    const tool = createApplyPatch();
    const ctx = { workspace: dir, signal: new AbortController().signal, env: scrubbedEnv(process.env), log: () => {} };
    const expected = blocks.reduce((t, [s, r]) => t.replace(s, r), file);
    writeFileSync(target, file);
    const check = await tool.execute({ input: patch }, ctx);
    if (!check.ok || (await readFile(target, "utf8")) !== expected) throw new Error(`bench patch: ${check.content}`);
    // Interleaved, so both see the same load on a shared machine.
    const patchTimes: number[] = [];
    const naiveTimes: number[] = [];
    const once = async (fn: () => Promise<void>, into: number[]) => {
      writeFileSync(target, file);
      const start = performance.now();
      await fn();
      into.push(performance.now() - start);
    };
    const viaTool = async () => {
      const result = await tool.execute({ input: patch }, ctx);
      if (!result.ok) throw new Error(result.content);
    };
    const viaNaive = async () => {
      const text = await readFile(target, "utf8");
      await writeFile(
        target,
        blocks.reduce((t, [s, r]) => t.replace(s, r), text),
      );
    };
    for (let i = 0; i < RUNS + 3; i++) {
      await once(viaTool, patchTimes);
      await once(viaNaive, naiveTimes);
    }
    const call = median(patchTimes.slice(3));
    const naive = median(naiveTimes.slice(3));
    return {
      name: "apply_patch tool call (parse, read, apply, write), 1 MB, 5 hunks",
      value: call,
      unit: "ms",
      baseline: { name: "readFile + String.replace ×5 + writeFile", value: naive },
      target: "≤ 1×",
      met: call <= naive,
      method: `median of ${RUNS} interleaved runs after 3 warm-up; the fixture is rewritten before each (not timed); ${(Buffer.byteLength(file) / 1e6).toFixed(2)} MB, 25,000 lines, 5 three-line hunks out of order, each checked for a unique match`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function tokenRow(format: EditFormat): BenchRow {
  const prompt = renderSystemPrompt({
    repository: "octo/app",
    branch: "patchbay/issue-1",
    request: "",
    nonce: "0123456789abcdef",
  });
  const tools = createCoreTools(format).map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: t.inputSchema,
  }));
  const total = estimateTokens(prompt) + estimateTokens(tools);
  return {
    name: `system prompt + core tool schemas, tools.edit: ${format}`,
    value: total,
    unit: "tokens",
    target: "≤ 3,000 tokens",
    met: total <= 3_000,
    method: `characters / 4; prompt ${estimateTokens(prompt)} + ${tools.length} tool schemas ${estimateTokens(tools)}; no instruction files, empty request`,
  };
}

export const bench: Bench = async () => [
  await patchRow(),
  ...(["search_replace", "apply_patch", "text_editor"] as const).map(tokenRow),
];
