/**
 * Cold start: `node dist/index.js`, run the way the runner runs it (an
 * issues.labeled event, the runner's files), timed from spawn to (a) "trigger
 * parsed, config loaded" (PATCHBAY_EXIT_AT=config) and (b) the moment the first
 * model request reaches the provider's API — a local server speaking Anthropic's
 * Messages API, so the real provider code is loaded and used. Beside it: bare
 * `node -e 0` of the same Node, run in alternation with it (so load from elsewhere
 * on a shared machine hits both alike), and installing a CLI agent from npm
 * before it can even start. The target: the first request within 3× a
 * bare `node -e 0` on Node 24, the action's runtime. For scale, the floor any
 * agent built on the AI SDK pays: a minimal program (the same provider package,
 * bundled by ncc like dist/) that sends one request with one tool and nothing else.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchRow, median } from "./types.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "dist/index.js");
const RUNS = 15;

/** A one-turn Anthropic reply: the model completes at once. */
const REPLY = JSON.stringify({
  id: "msg_bench",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [{ type: "tool_use", id: "toolu_bench", name: "attempt_completion", input: { result: "done" } }],
  stop_reason: "tool_use",
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 5 },
});

function runOnce(
  node: string,
  env: Record<string, string>,
  firstRequest?: Promise<number>,
  script = entry,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(node, [script], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    child.on("exit", async (code) => {
      if (code !== 0) return reject(new Error(`${path.basename(script)} exited ${code}: ${stderr}`));
      resolve(firstRequest ? (await firstRequest) - start : performance.now() - start);
    });
  });
}

export async function bench(): Promise<BenchRow[]> {
  const work = mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-startup-"));
  let arrived: (at: number) => void = () => {};
  const server = createServer((req, res) => {
    arrived(performance.now());
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(REPLY);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  try {
    const gitEnv = {
      ...process.env,
      GIT_AUTHOR_NAME: "b",
      GIT_AUTHOR_EMAIL: "b@example.com",
      GIT_COMMITTER_NAME: "b",
      GIT_COMMITTER_EMAIL: "b@example.com",
    };
    const makeRepo = (name: string, extraConfig = "") => {
      const dir = path.join(work, name);
      spawnSync("git", ["init", "-q", "-b", "main", dir]);
      writeFileSync(path.join(dir, "README.md"), "bench\n");
      spawnSync("mkdir", ["-p", path.join(dir, ".github")]);
      writeFileSync(
        path.join(dir, ".github/patchbay.yml"),
        `model:\n  provider: anthropic\n  name: claude-sonnet-4-5\n  base_url: http://127.0.0.1:${port}/v1\n${extraConfig}`,
      );
      spawnSync("git", ["-C", dir, "add", "-A"], { env: gitEnv });
      spawnSync("git", ["-C", dir, "commit", "-qm", "init"], { env: gitEnv });
      return dir;
    };
    const repo = makeRepo("repo");
    // The same run with the sandbox off: what containment adds to a run that starts no command.
    const unconfined = makeRepo("repo-unconfined", "sandbox:\n  mode: off\n");
    // The runner creates these files before a step runs.
    writeFileSync(path.join(work, "output"), "");
    writeFileSync(path.join(work, "state"), "");
    const env = (extra: Record<string, string> = {}): Record<string, string> => ({
      PATH: process.env.PATH ?? "",
      HOME: work,
      GITHUB_EVENT_NAME: "issues",
      GITHUB_EVENT_PATH: path.join(root, "examples/events/issues.labeled.json"),
      GITHUB_WORKSPACE: repo,
      GITHUB_OUTPUT: path.join(work, "output"),
      GITHUB_STATE: path.join(work, "state"),
      RUNNER_TEMP: work,
      INPUT_DRY_RUN: "true",
      INPUT_ANTHROPIC_API_KEY: "bench-key",
      ...extra,
    });
    const times = async (n: number, fn: () => Promise<number>) => {
      await fn(); // warm the disk cache
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(await fn());
      return out;
    };
    const bareOnce = async (bin: string) => {
      const start = performance.now();
      spawnSync(bin, ["-e", "0"]);
      return performance.now() - start;
    };
    const node = process.execPath;
    const bare = median(await times(RUNS, () => bareOnce(node)));
    const toConfig = median(await times(RUNS, () => runOnce(node, env({ PATCHBAY_EXIT_AT: "config" }))));
    const request = (bin: string) => runOnce(bin, env(), new Promise<number>((r) => (arrived = r)));
    /** The first request and bare `node -e 0` of the same Node, alternating; medians of each. */
    const againstBare = async (bin: string) => {
      await request(bin);
      await bareOnce(bin);
      const runs: number[] = [];
      const bares: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        bares.push(await bareOnce(bin));
        runs.push(await request(bin));
      }
      return { run: median(runs), bare: median(bares) };
    };
    const first = await againstBare(node);
    const toRequest = first.run;
    // Alternating pairs, so load from elsewhere on a shared machine hits both sides alike.
    const contained: number[] = [];
    const bareRun: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const a = await request(node);
      const b = await runOnce(node, env({ GITHUB_WORKSPACE: unconfined }), new Promise<number>((r) => (arrived = r)));
      if (i > 0) {
        contained.push(a);
        bareRun.push(b);
      }
    }
    const method = `median of ${RUNS} runs (after one warm-up) of \`node dist/index.js\` with the runner's env, an issues.labeled event and no GitHub token`;
    const rows: BenchRow[] = [];
    // GitHub runs the action on Node 24 (runs.using: node24): measured too, when npx can fetch it.
    const node24 = node24Path();
    const probe = buildProbe(work);
    if (node24) {
      const on24 = await againstBare(node24);
      if (probe) {
        const floor = await probeAgainstBare(
          node24,
          probe,
          env({ PROBE_BASE_URL: `http://127.0.0.1:${port}/v1` }),
          () => new Promise<number>((r) => (arrived = r)),
        );
        rows.push({
          name: `the floor: a minimal AI SDK program's first request on Node ${versionOf(node24)}`,
          value: floor.run,
          unit: "ms",
          baseline: { name: "bare `node -e 0` on the same Node", value: floor.bare },
          method: `median of ${RUNS} runs (after one warm-up), alternating with bare \`node -e 0\`: \`ai\`'s generateText with @ai-sdk/anthropic and one tool, bundled by ncc, timed until its first HTTP request reaches the same local server; Patchbay's first request is ${(on24.run / floor.run).toFixed(2)}× this`,
        });
      }
      rows.push({
        name: `cold start to the first model request on Node ${versionOf(node24)} (the action's runtime)`,
        value: on24.run,
        unit: "ms",
        baseline: { name: "bare `node -e 0` on the same Node", value: on24.bare },
        target: "≤ 3× bare `node -e 0` (and ≤ 300 ms)",
        met: on24.run <= on24.bare * 3 && on24.run <= 300,
        method: `${method}, on Node 24 from \`npx -y node@24\`, alternating with bare \`node -e 0\` of that Node; timed until the Anthropic provider's first HTTP request reaches a local server`,
      });
    }
    return [
      {
        name: "cold start to trigger parsed + config loaded",
        value: toConfig,
        unit: "ms",
        baseline: { name: "bare `node -e 0`", value: bare },
        method: `${method}, stopped by PATCHBAY_EXIT_AT=config`,
      },
      {
        name: `cold start to the first model request (no MCP servers), Node ${process.versions.node}`,
        value: toRequest,
        unit: "ms",
        baseline: { name: "bare `node -e 0` on the same Node", value: first.bare },
        target: "≤ 300 ms",
        met: toRequest <= 300,
        method: `${method}, alternating with bare \`node -e 0\`; timed until the Anthropic provider's first HTTP request reaches a local server`,
      },
      {
        name: "cold start to the first model request, sandbox on (a run that starts no command)",
        value: median(contained),
        unit: "ms",
        baseline: { name: "the same run with sandbox.mode: off", value: median(bareRun) },
        target: "unchanged (within 5 %)",
        met: median(contained) <= median(bareRun) * 1.05,
        method: `${method}; ${RUNS} alternating pairs after one warm-up pair, medians`,
      },
      ...rows,
      setupAgainstCliInstall(toRequest, work),
    ];
  } finally {
    server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** One request through the AI SDK and nothing else: what any agent on it pays before its first request. */
const PROBE = `import { generateText, jsonSchema, tool } from "ai";
import { createAnthropic } from "@ai-sdk/anthropic";
const anthropic = createAnthropic({ apiKey: process.env.INPUT_ANTHROPIC_API_KEY, baseURL: process.env.PROBE_BASE_URL });
await generateText({
  model: anthropic("claude-sonnet-4-5"),
  system: "You are a coding agent.",
  prompt: "Fix the bug.",
  tools: {
    attempt_completion: tool({
      description: "Say the task is done.",
      inputSchema: jsonSchema({ type: "object", properties: { result: { type: "string" } }, required: ["result"] }),
    }),
  },
});
`;

/** The probe bundled by ncc as dist/ is (it resolves `ai` from this repository's node_modules). */
function buildProbe(work: string): string | undefined {
  const dir = path.join(root, "node_modules/.cache/patchbay-startup-probe");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "probe.mjs"), PROBE);
  const out = path.join(work, "probe");
  const built = spawnSync(
    path.join(root, "node_modules/.bin/ncc"),
    ["build", path.join(dir, "probe.mjs"), "-o", out, "-q"],
    {
      encoding: "utf8",
    },
  );
  return built.status === 0 ? path.join(out, "index.mjs") : undefined;
}

async function probeAgainstBare(
  node: string,
  probe: string,
  env: Record<string, string>,
  nextRequest: () => Promise<number>,
): Promise<{ run: number; bare: number }> {
  const once = () => runOnce(node, env, nextRequest(), probe);
  await once();
  const runs: number[] = [];
  const bares: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    spawnSync(node, ["-e", "0"]);
    bares.push(performance.now() - start);
    runs.push(await once());
  }
  return { run: median(runs), bare: median(bares) };
}

function versionOf(node: string): string {
  return spawnSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
}

function node24Path(): string | undefined {
  const found = spawnSync("npx", ["-y", "node@24", "-e", "process.stdout.write(process.execPath)"], {
    encoding: "utf8",
  });
  return found.status === 0 && found.stdout ? found.stdout.trim() : undefined;
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
      ? "the bundled action's cold start to its first model request (no install: dist/ is committed) against one npm install of a CLI agent into a temp prefix with an empty cache — before that CLI has even started"
      : `the CLI install failed (${(install.stderr || "").split("\n")[0]}); no comparison this run`,
  };
}
