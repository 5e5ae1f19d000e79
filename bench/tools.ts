/**
 * Edit and search: replace_in_file on a 1 MB file (several blocks) against a
 * naive String.replace, and search_files on a synthetic 100,000-file git repo
 * against `git grep` alone.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { applyDiff } from "../src/tools/edit/apply.js";
import { createReadFile } from "../src/tools/read-file.js";
import { createReplaceInFile } from "../src/tools/replace-in-file.js";
import { createSearchFiles } from "../src/tools/search-files.js";
import type { ToolContext } from "../src/tools/types.js";
import { createWriteToFile } from "../src/tools/write-to-file.js";
import { scrubbedEnv } from "../src/util/env.js";
import { exec } from "../src/util/exec.js";
import { type BenchRow, median, timeRuns } from "./types.js";

const EDIT_RUNS = 30;
const SEARCH_RUNS = 5;
const FILES = 100_000;

function ctx(workspace: string): ToolContext {
  return { workspace, signal: new AbortController().signal, env: scrubbedEnv(process.env), log: () => {} };
}

/** A ~1 MB source-like file and a diff of 5 blocks spread through it, given out of order. */
function editFixture(): { file: string; blocks: [string, string][]; diff: string } {
  const lines = Array.from({ length: 25_000 }, (_, i) => `  const value${i} = compute(${i}, "padding text");`);
  const file = `${lines.join("\n")}\n`;
  const picks = [24_000, 100, 12_345, 6_000, 18_000];
  const blocks = picks.map((i): [string, string] => [
    `${lines[i - 1]}\n${lines[i]}\n${lines[i + 1]}`,
    `${lines[i - 1]}\n  const value${i} = changed(${i});\n${lines[i + 1]}`,
  ]);
  const diff = blocks.map(([s, r]) => `------- SEARCH\n${s}\n=======\n${r}\n+++++++ REPLACE`).join("\n");
  return { file, blocks, diff };
}

async function editRows(): Promise<BenchRow[]> {
  const { file, blocks, diff } = editFixture();
  const naive = () => blocks.reduce((text, [s, r]) => text.replace(s, r), file);
  const check = applyDiff(file, diff, "big.ts");
  if (!check.ok || check.content !== naive()) throw new Error("bench fixture: engine and naive replace disagree");
  const engine = median(await timeRuns(() => applyDiff(file, diff, "big.ts"), EDIT_RUNS, 3));
  const baseline = median(await timeRuns(naive, EDIT_RUNS, 3));

  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-edit-")));
  try {
    const target = path.join(dir, "big.ts");
    const tool = createReplaceInFile();
    const c = ctx(dir);
    const toolCall = median(
      await timeRuns(
        async () => {
          writeFileSync(target, file);
          const result = await tool.execute({ path: "big.ts", diff }, c);
          if (!result.ok) throw new Error(result.content);
        },
        EDIT_RUNS,
        3,
      ),
    );
    const naiveIo = median(
      await timeRuns(
        async () => {
          writeFileSync(target, file);
          const text = await readFile(target, "utf8");
          await writeFile(
            target,
            blocks.reduce((t, [s, r]) => t.replace(s, r), text),
          );
        },
        EDIT_RUNS,
        3,
      ),
    );
    const size = `${(Buffer.byteLength(file) / 1e6).toFixed(2)} MB, 25,000 lines, 5 three-line blocks out of order`;
    return [
      {
        name: "replace_in_file engine, 1 MB file, 5 blocks",
        value: engine,
        unit: "ms",
        baseline: { name: "String.replace ×5 (no uniqueness check, no all-or-nothing)", value: baseline },
        method: `median of ${EDIT_RUNS} runs after 3 warm-up; ${size}; each block checked for a unique match`,
      },
      {
        name: "replace_in_file tool call (read, apply, write), 1 MB",
        value: toolCall,
        unit: "ms",
        baseline: { name: "readFile + String.replace ×5 + writeFile", value: naiveIo },
        method: `median of ${EDIT_RUNS} runs; both rewrite the fixture first; ${size}`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SEAM_RUNS = 200;

/**
 * What the host-side path walk costs a file tool: read_file and write_to_file on
 * a 2 KB file six folders deep go folder by folder (O_NOFOLLOW, descriptor-
 * relative, atomic temp + rename on write), against opening the path by name.
 */
async function seamRows(): Promise<BenchRow[]> {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-seam-")));
  try {
    const rel = "a/b/c/d/e/f/file.ts";
    const target = path.join(dir, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    const text = `${"export const line = 'some source text here';\n".repeat(45)}`;
    writeFileSync(target, text);
    const c = ctx(dir);
    const read = createReadFile();
    const write = createWriteToFile();
    const toolRead = median(
      await timeRuns(
        async () => {
          const r = await read.execute({ path: rel }, c);
          if (!r.ok) throw new Error(r.content);
        },
        SEAM_RUNS,
        10,
      ),
    );
    const naiveRead = median(await timeRuns(() => readFile(target, "utf8"), SEAM_RUNS, 10));
    const toolWrite = median(
      await timeRuns(
        async () => {
          const r = await write.execute({ path: rel, content: text }, c);
          if (!r.ok) throw new Error(r.content);
        },
        SEAM_RUNS,
        10,
      ),
    );
    const naiveWrite = median(await timeRuns(() => writeFile(target, text), SEAM_RUNS, 10));
    const method = `median of ${SEAM_RUNS} calls after 10 warm-up; 2 KB file six folders deep; the tool call includes its checks and the formatted result`;
    return [
      {
        name: "read_file tool call, each folder opened without following links",
        value: toolRead,
        unit: "ms",
        baseline: { name: "fs.readFile by name", value: naiveRead },
        method,
      },
      {
        name: "write_to_file tool call, descriptor-relative temp file + rename",
        value: toolWrite,
        unit: "ms",
        baseline: { name: "fs.writeFile by name", value: naiveWrite },
        method,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 100,000 small files in 1,000 directories, committed with git fast-import and checked out. */
function makeBigRepo(): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-search-")));
  const env = {
    ...scrubbedEnv(process.env),
    GIT_AUTHOR_NAME: "b",
    GIT_AUTHOR_EMAIL: "b@b",
    GIT_COMMITTER_NAME: "b",
    GIT_COMMITTER_EMAIL: "b@b",
  };
  execFileSync("git", ["init", "-q", "-b", "main", dir], { env });
  const parts: string[] = [];
  for (let i = 0; i < FILES; i++) {
    const needle = i % 10_000 === 7 ? `\nconst marker = "needle_in_haystack";` : "";
    const body = `// module ${i}\nexport function f${i}(x: number): number {\n  return x * ${i};\n}${needle}\n`;
    parts.push(`blob\nmark :${i + 1}\ndata ${Buffer.byteLength(body)}\n${body}\n`);
  }
  parts.push("commit refs/heads/main\ncommitter b <b@b> 0 +0000\ndata 5\nbench\n");
  for (let i = 0; i < FILES; i++) parts.push(`M 100644 :${i + 1} src/d${Math.floor(i / 100)}/m${i}.ts\n`);
  parts.push("\n");
  execFileSync("git", ["fast-import", "--quiet"], { cwd: dir, env, input: parts.join(""), maxBuffer: 1 << 26 });
  execFileSync("git", ["checkout", "-q", "-f", "main"], { cwd: dir, env });
  return dir;
}

async function searchRows(): Promise<BenchRow[]> {
  const setupStart = performance.now();
  const dir = makeBigRepo();
  const setupSeconds = ((performance.now() - setupStart) / 1000).toFixed(1);
  try {
    const tool = createSearchFiles();
    const c = ctx(dir);
    const env = scrubbedEnv(process.env);
    const rows: BenchRow[] = [];
    for (const [label, regex, expectCut] of [
      ["rare match (10 files)", "needle_in_\\w+", false],
      ["common match (capped at 300)", "return x", true],
    ] as const) {
      const sample = await tool.execute({ regex }, c);
      if (!sample.ok || sample.content.includes("more exist") !== expectCut)
        throw new Error(`bench search: ${sample.content.slice(0, 300)}`);
      const ours = median(await timeRuns(() => tool.execute({ regex }, c), SEARCH_RUNS, 1));
      const bare = median(
        await timeRuns(
          () => exec("git", ["grep", "-n", "-P", regex], { cwd: dir, env, maxOutputBytes: 64 << 20 }),
          SEARCH_RUNS,
          1,
        ),
      );
      rows.push({
        name: `search_files, ${FILES.toLocaleString("en-US")}-file git repo, ${label}`,
        value: ours,
        unit: "ms",
        baseline: { name: "`git grep -n -P` alone", value: bare },
        target: "≤ 1.5× git grep alone",
        met: ours <= bare * 1.5,
        method: `median of ${SEARCH_RUNS} runs after 1 warm-up; the tool also checks for a work tree, searches untracked files and formats/caps the result; repo built with git fast-import + checkout in ${setupSeconds} s`,
      });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function bench(): Promise<BenchRow[]> {
  return [...(await editRows()), ...(await seamRows()), ...(await searchRows())];
}
