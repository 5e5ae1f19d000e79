/**
 * Cold start: `node dist/index.js`, run the way the runner runs it, up to the
 * point named by PATCHBAY_EXIT_AT ("trigger parsed, config loaded", and "the
 * first model request"), against bare `node` starting and exiting.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchRow, median } from "./types.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = 15;

function timeCommand(args: string[], env: Record<string, string>): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
  const ms = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`${args.join(" ")} exited ${result.status}: ${result.stderr || result.stdout}`);
  return ms;
}

export async function bench(): Promise<BenchRow[]> {
  const work = mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-startup-"));
  try {
    spawnSync("git", ["init", "-q", "-b", "main", work]);
    const cassette = path.join(work, "cassette.yml");
    writeFileSync(cassette, "turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n");
    const env = (exitAt: string): Record<string, string> => ({
      PATH: process.env.PATH ?? "",
      HOME: work,
      GITHUB_EVENT_NAME: "issues",
      GITHUB_EVENT_PATH: path.join(root, "examples/events/issues.labeled.json"),
      GITHUB_WORKSPACE: work,
      GITHUB_OUTPUT: path.join(work, "output"),
      RUNNER_TEMP: work,
      INPUT_MODEL: `replay:${cassette}`,
      INPUT_DRY_RUN: "true",
      PATCHBAY_EXIT_AT: exitAt,
    });
    const entry = path.join(root, "dist/index.js");
    const bare = median(Array.from({ length: RUNS }, () => timeCommand(["-e", "0"], env("none"))));
    const rows: BenchRow[] = [];
    for (const [exitAt, label] of [
      ["config", "cold start to trigger parsed + config loaded"],
      ["first-model-request", "cold start to the first model request (no MCP servers)"],
    ] as const) {
      timeCommand([entry], env(exitAt)); // warm the disk cache
      const value = median(Array.from({ length: RUNS }, () => timeCommand([entry], env(exitAt))));
      rows.push({
        name: label,
        value,
        unit: "ms",
        baseline: { name: "bare `node -e 0`", value: bare },
        target: exitAt === "first-model-request" ? "≤ 300 ms" : undefined,
        met: exitAt === "first-model-request" ? value <= 300 : undefined,
        method: `median of ${RUNS} runs of \`node dist/index.js\` with the runner's env (issues.labeled event, replay model), stopped by PATCHBAY_EXIT_AT=${exitAt}`,
      });
    }
    rows.push(setupAgainstCliInstall(rows[1]?.value ?? Number.NaN, work));
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * What a user waits for before the agent's first model request: the bundled
 * action needs no install step (dist/ is committed), so its set-up is its cold
 * start; a CLI-based agent must be installed from npm first. One install, with a
 * fresh prefix and an empty npm cache, so it is not served from this machine.
 */
function setupAgainstCliInstall(bundledMs: number, work: string): BenchRow {
  const prefix = path.join(work, "cli-prefix");
  const cache = path.join(work, "npm-cache");
  const start = performance.now();
  const install = spawnSync(
    "npm",
    ["install", "-g", "--prefix", prefix, "--cache", cache, "--no-audit", "--no-fund", "@anthropic-ai/claude-code"],
    { encoding: "utf8", env: { ...process.env, npm_config_update_notifier: "false" } },
  );
  const installMs = performance.now() - start;
  const ok = install.status === 0;
  return {
    name: "set-up before the first model request: bundled action",
    value: bundledMs,
    unit: "ms",
    baseline: ok ? { name: "`npm install -g @anthropic-ai/claude-code` (empty cache)", value: installMs } : undefined,
    method: ok
      ? "the bundled action's cold start (no install: dist/ is committed) against one npm install of a CLI agent into a temp prefix with an empty cache, before that CLI has even started"
      : `the CLI install failed (${(install.stderr || "").split("\n")[0]}); no comparison this run`,
  };
}
