/**
 * Cost per call flat in run length (docs/decisions/0012-faults-leave-the-repository-consistent.md): one `patchbay run` (the CLI's main,
 * in process, replay cassette) of 1,100 changing calls — write_to_file and
 * replace_in_file in turn, over 20 files, each call a checkpoint and a session
 * save — timed call by call from the console's line per call, with the process's
 * RSS read at each line. Calls 101–200 (after start-up and warm-up) are the early
 * window, the last 100 the late one — in wall-clock time and in CPU time (the
 * machine is shared); RSS after 200 calls against the peak. Each turn reports
 * usage as a provider does, so the context estimate works as in a real run.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { shrinkSavedSession } from "../src/agent/state.js";
import { main } from "../src/cli/main.js";
import { gitSchema } from "../src/config/schema.js";
import { GitCheckpointer } from "../src/git/checkpoints/checkpointer.js";
import { createGitRunner } from "../src/git/runner.js";
import { Redactor } from "../src/secrets/redactor.js";
import { type Bench, type BenchRow, median } from "./types.js";

const CALLS = 1100;
const FILES = 20;

function cassette(): string {
  const turns = ["turns:"];
  for (let i = 0; i < CALLS; i++) {
    const file = `src/f${i % FILES}.txt`;
    const round = Math.floor(i / FILES);
    // Each file is written, then edited: a replace of the line the last write put there.
    const call =
      round % 2 === 0
        ? `{ name: write_to_file, input: { path: ${file}, content: "round ${round} of ${file}\\nsecond line\\n" } }`
        : `{ name: replace_in_file, input: { path: ${file}, diff: "------- SEARCH\\nround ${round - 1} of ${file}\\n=======\\nround ${round} of ${file}, edited\\n+++++++ REPLACE" } }`;
    // Usage as a provider reports it (the context estimate works from it, as in a real run).
    turns.push(
      `  - usage: { input_tokens: ${2000 + i * 60}, output_tokens: 30 }`,
      "    tool_calls:",
      `      - ${call}`,
    );
  }
  turns.push("  - tool_calls:", "      - { name: attempt_completion, input: { result: done } }");
  return `${turns.join("\n")}\n`;
}

interface Sample {
  at: number;
  rss: number;
  /** CPU milliseconds so far: this process, and the git processes it started and reaped. */
  cpu: number;
}

/** utime + stime of this process and of its reaped children (/proc/self/stat, clock ticks of 10 ms). */
function cpuSoFar(): number {
  const own = process.cpuUsage();
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of stat (cutime, cstime) are 13 and 14 after the command name.
  const children = (Number(fields[13]) + Number(fields[14])) * 10;
  return (own.user + own.system) / 1000 + children;
}

async function longRun(): Promise<Sample[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pb-bench-long-"));
  try {
    const repo = path.join(dir, "repo");
    await mkdir(path.join(repo, "src"), { recursive: true });
    await mkdir(path.join(repo, ".github"), { recursive: true });
    for (let i = 0; i < FILES; i++) await writeFile(path.join(repo, `src/f${i}.txt`), `start of ${i}\n`);
    await writeFile(
      path.join(repo, ".github/patchbay.yml"),
      `limits:\n  max_turns: ${CALLS + 10}\n  max_tool_errors: 1000\napproval:\n  default: deny\n  rules:\n    - allow: [write_to_file, replace_in_file]\n      paths: ["src/**"]\n`,
    );
    const git = createGitRunner({ cwd: repo, baseEnv: { PATH: process.env.PATH, HOME: dir } });
    await git.exec(["init", "-q", "-b", "main"]);
    await git.exec(["add", "-A"]);
    await git.exec(["commit", "-q", "-m", "initial"]);
    const tape = path.join(dir, "long.yml");
    await writeFile(tape, cassette());
    const samples: Sample[] = [];
    let failed = "";
    const code = await main(["run", "--prompt", "long run", "--repo", repo, "--model", `replay:${tape}`], {
      stdout: (text) => {
        // One console line per call: "   17 ✓ write_to_file src/f16.txt 3 ms → 1a2b3c4".
        for (const line of text.split("\n"))
          if (/^\s*\d+ \S (write_to_file|replace_in_file)/.test(line)) {
            samples.push({ at: performance.now(), rss: process.memoryUsage().rss, cpu: cpuSoFar() });
            if (!line.includes("✓")) failed += `${line}\n`;
          }
      },
      stderr: (text) => {
        failed += text;
      },
      env: { PATH: process.env.PATH, HOME: dir, TMPDIR: dir },
      cwd: dir,
      isTTY: false,
    });
    if (code !== 0 || samples.length < CALLS || failed)
      throw new Error(`long run failed (exit ${code}, ${samples.length} calls):\n${failed}`);
    return samples;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One save at turn 1,000 (2,000 messages), a turn at a time against the whole state
 * at once (what every save did before: redact, shrink, serialize, parse, send).
 */
async function saveAtTurn1000(): Promise<{ incremental: number; whole: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pb-bench-save-"));
  try {
    const git = createGitRunner({ cwd: dir, baseEnv: { PATH: process.env.PATH, HOME: dir } });
    await git.exec(["init", "-q", "-b", "main"]);
    await git.exec(["commit", "-q", "--allow-empty", "-m", "initial"]);
    const cp = new GitCheckpointer({ runner: git, runId: "bench", runUrl: "bench", config: gitSchema.parse({}) });
    const redactor = new Redactor();
    redactor.add("sk-bench-secret-value-0001");
    const messages: { role: "user" | "assistant"; content: string }[] = [];
    const state = () => ({
      version: 1 as const,
      model: "replay",
      messages,
      usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
      costUsd: 0,
      turns: messages.length / 2,
      step: messages.length / 2,
      checkpoints: [],
      alwaysAllowed: [],
    });
    const turn = (i: number) =>
      messages.push(
        { role: "assistant", content: `call ${i}: write_to_file src/f${i % FILES}.txt with a line or two of content` },
        { role: "user", content: `result ${i}: wrote src/f${i % FILES}.txt (2 lines); checkpoint 1a2b3c4` },
      );
    const incremental: number[] = [];
    const whole: number[] = [];
    const opts = { redactor, maxBytes: 1_500_000, shrink: () => shrinkSavedSession(state(), 1_350_000).messages };
    for (let i = 0; i < 1020; i++) {
      turn(i);
      let t = performance.now();
      await cp.saveSession("main", state(), opts);
      if (i >= 1000) incremental.push(performance.now() - t);
      if (i < 1000) continue;
      t = performance.now();
      const json = JSON.stringify(shrinkSavedSession(redactor.redactValue(state()), 1_500_000));
      await cp.saveState("whole", json, { redactor });
      whole.push(performance.now() - t);
    }
    await cp.finish(true);
    return { incremental: median(incremental), whole: median(whole) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const bench: Bench = async () => {
  const samples = await longRun();
  const perCall = samples.slice(1).map((s, i) => s.at - (samples[i] as Sample).at);
  // perCall[k] is call k+2's time: calls 101–200 are perCall[99..198], the last 100 the tail.
  const early = median(perCall.slice(99, 199));
  const late = median(perCall.slice(-100));
  // CPU per call over a window: robust to the load of other work on a shared machine.
  const cpuPerCall = (from: number, to: number) =>
    ((samples[to] as Sample).cpu - (samples[from] as Sample).cpu) / (to - from);
  const cpuEarly = cpuPerCall(100, 200);
  const cpuLate = cpuPerCall(samples.length - 101, samples.length - 1);
  const load = os.loadavg()[0]?.toFixed(1);
  const rss200 = (samples[199] as Sample).rss / 2 ** 20;
  const peak = Math.max(...samples.map((s) => s.rss)) / 2 ** 20;
  const byHundred = Array.from({ length: Math.floor(perCall.length / 100) }, (_, i) =>
    median(perCall.slice(i * 100, i * 100 + 100)).toFixed(1),
  );
  const method = `one \`patchbay run\` in process (replay cassette) of ${CALLS} calls, write_to_file and replace_in_file in turn over ${FILES} files, each a checkpoint and a session save; time between consecutive calls' console lines; medians per hundred calls: ${byHundred.join(", ")} ms`;
  const rows: BenchRow[] = [
    {
      name: `ms per call, last 100 of ${CALLS} calls`,
      value: late,
      unit: "ms",
      baseline: { name: "calls 101–200 of the same run", value: early },
      target: "≤ 1.5× calls 101–200",
      met: late <= 1.5 * early,
      method: `${method}; load average at the end ${load}`,
    },
    {
      name: `CPU ms per call (Patchbay and its git processes), last 100 of ${CALLS} calls`,
      value: cpuLate,
      unit: "ms",
      baseline: { name: "calls 101–200 of the same run", value: cpuEarly },
      target: "≤ 1.5× calls 101–200",
      met: cpuLate <= 1.5 * cpuEarly,
      method:
        "same run; CPU time of this process (process.cpuUsage) and of the git processes it started (cutime + cstime of /proc/self/stat), over each window ÷ its calls: what the wall clock shows without the load of other work",
    },
    {
      name: `peak RSS over ${CALLS} calls`,
      value: peak * 2 ** 20,
      unit: "bytes",
      baseline: { name: "RSS after 200 calls", value: rss200 * 2 ** 20 },
      target: "≤ 1.5× RSS after 200 calls",
      met: peak <= 1.5 * rss200,
      method: `process RSS at each call's console line, same run; after 200 calls ${rss200.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`,
    },
  ];
  const save = await saveAtTurn1000();
  rows.push({
    name: "one session save at turn 1,000 (2,000 messages)",
    value: save.incremental,
    unit: "ms",
    baseline: { name: "the whole state at every save (redact, shrink, serialize, parse, send)", value: save.whole },
    method:
      "median of 20 saves (turns 1,001–1,020) through the run's writer, each after one more turn; the whole-state save of the same state right after, to its own ref",
  });
  return rows;
};
