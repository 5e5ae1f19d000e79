/**
 * The edit formats (docs/decisions/0015-native-edit-tools-as-trained.md): per format, five changes to a 1 MB file
 * made through the format's tool against a naive read/replace/write doing the
 * same changes, interleaved in the same run; and what each format's tool
 * schemas cost in tokens with the system prompt (budget ≤ 3,000).
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { estimateTokens } from "../src/agent/context-window.js";
import { renderSystemPrompt } from "../src/agent/prompts/system-prompt.js";
import { type EditFormat, editToolName } from "../src/tools/edit-format.js";
import { createCoreTools, getTool } from "../src/tools/registry.js";
import type { ToolContext } from "../src/tools/types.js";
import { scrubbedEnv } from "../src/util/env.js";
import { type Bench, type BenchRow, median } from "./types.js";

const RUNS = 50;
const FORMATS: EditFormat[] = ["search_replace", "apply_patch", "text_editor", "gemini_replace"];

/** ~1.3 MB, 25,000 lines; five three-line changes spread through it (in file order, as a patch lists them). */
function fixture() {
  const lines = Array.from({ length: 25_000 }, (_, i) => `  const value${i} = compute(${i}, "padding text");`);
  const file = `${lines.join("\n")}\n`;
  const picks = [100, 6_000, 12_345, 18_000, 24_000];
  const changes = picks.map((i) => ({
    before: [lines[i - 1], lines[i], lines[i + 1]] as string[],
    after: [lines[i - 1], `  const value${i} = changed(${i});`, lines[i + 1]] as string[],
  }));
  return { file, changes };
}

type Change = ReturnType<typeof fixture>["changes"][number];

/** The tool calls that make the five changes in each format: one call, or one per change. */
function callsFor(format: EditFormat, changes: Change[]): Record<string, unknown>[] {
  const text = (ls: string[]) => ls.join("\n");
  if (format === "search_replace")
    return [
      {
        path: "big.ts",
        diff: changes
          .map((c) => `------- SEARCH\n${text(c.before)}\n=======\n${text(c.after)}\n+++++++ REPLACE`)
          .join("\n"),
      },
    ];
  if (format === "apply_patch") {
    const hunks = changes.map((c) => `@@\n ${c.before[0]}\n-${c.before[1]}\n+${c.after[1]}\n ${c.before[2]}`);
    return [{ input: `*** Begin Patch\n*** Update File: big.ts\n${hunks.join("\n")}\n*** End Patch` }];
  }
  if (format === "text_editor")
    return changes.map((c) => ({
      command: "str_replace",
      path: "big.ts",
      old_str: text(c.before),
      new_str: text(c.after),
    }));
  return changes.map((c) => ({ file_path: "big.ts", old_string: text(c.before), new_string: text(c.after) }));
}

async function speedRow(format: EditFormat): Promise<BenchRow> {
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const { file, changes } = fixture();
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-edit-format-")));
  try {
    const target = path.join(dir, "big.ts");
    const ctx: ToolContext = {
      workspace: dir,
      signal: new AbortController().signal,
      env: scrubbedEnv(process.env),
      log: () => {},
    };
    const tool = getTool(createCoreTools(format), editToolName(format));
    const inputs = callsFor(format, changes).map((input) => {
      const parsed = tool.parse(input);
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.value;
    });
    const viaTool = async () => {
      for (const input of inputs) {
        const result = await tool.execute(input, ctx);
        if (!result.ok) throw new Error(`bench ${format}: ${result.content}`);
      }
    };
    // The naive alternative makes the same calls: one read/replace/write per tool call.
    const perCall = inputs.length === 1 ? [changes] : changes.map((c) => [c]);
    const viaNaive = async () => {
      for (const group of perCall) {
        const text = await readFile(target, "utf8");
        await writeFile(
          target,
          group.reduce((t, c) => t.replace(c.before.join("\n"), c.after.join("\n")), text),
        );
      }
    };
    const expected = changes.reduce((t, c) => t.replace(c.before.join("\n"), c.after.join("\n")), file);
    writeFileSync(target, file);
    await viaTool();
    if ((await readFile(target, "utf8")) !== expected) throw new Error(`bench ${format}: the tool's result differs`);
    const toolTimes: number[] = [];
    const naiveTimes: number[] = [];
    const once = async (fn: () => Promise<void>, into: number[]) => {
      writeFileSync(target, file);
      const start = performance.now();
      await fn();
      into.push(performance.now() - start);
    };
    for (let i = 0; i < RUNS + 3; i++) {
      await once(viaTool, toolTimes);
      await once(viaNaive, naiveTimes);
    }
    const load = `${loadBefore}, ${os.loadavg()[0]?.toFixed(1)}`;
    const value = median(toolTimes.slice(3));
    const naive = median(naiveTimes.slice(3));
    const calls = inputs.length === 1 ? "1 call" : `${inputs.length} calls`;
    return {
      name: `${editToolName(format)} (tools.edit: ${format}), 1 MB, 5 changes, ${calls}`,
      value,
      unit: "ms",
      baseline: {
        name: `readFile + String.replace + writeFile per call (${inputs.length === 1 ? "×5 replace in one" : "×5"})`,
        value: naive,
      },
      target: "≤ 1×",
      met: value <= naive,
      method: `median of ${RUNS} interleaved runs after 3 warm-up; the fixture is rewritten before each (not timed); ${(Buffer.byteLength(file) / 1e6).toFixed(2)} MB, 25,000 lines, 5 three-line changes, each checked for its match (unique, or in order for apply_patch); the tool also confines the path to the workspace and checks the bytes are UTF-8 text; load average before and after: ${load}`,
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
  const edit = tools.find((t) => t.name === editToolName(format));
  const total = estimateTokens(prompt) + estimateTokens(tools);
  return {
    name: `system prompt + core tool schemas, tools.edit: ${format}`,
    value: total,
    unit: "tokens",
    target: "≤ 3,000 tokens",
    met: total <= 3_000,
    method: `characters / 4; prompt ${estimateTokens(prompt)} + ${tools.length} tool schemas ${estimateTokens(tools)}, of which ${editToolName(format)} ${estimateTokens(edit)}${format === "text_editor" ? " (to Claude it goes as the provider-defined text_editor_20250728, for which Anthropic counts 700 input tokens instead)" : ""}; no instruction files, empty request`,
  };
}

export const bench: Bench = async () => {
  const rows: BenchRow[] = [];
  for (const format of FORMATS) rows.push(await speedRow(format));
  return [...rows, ...FORMATS.map(tokenRow)];
};
