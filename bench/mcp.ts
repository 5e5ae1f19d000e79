/**
 * MCP hub figures (docs/decisions/0008-secrets-never-leave.md): N stdio servers connect concurrently (total ≈
 * the slowest alone), and a tool call through the hub adds ≤ 0.5 ms over a
 * bare SDK client talking to the same kind of server.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { mcpServerSchema } from "../src/config/schema.js";
import { McpHub } from "../src/mcp/hub.js";
import { type Bench, type BenchRow, median, timeRuns } from "./types.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURE = path.join(root, "test/mcp/fixtures/fixture-server.mjs");
const TINY = path.join(root, "test/mcp/fixtures/tiny-server.mjs");
const EVERYTHING = path.join(root, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
const opts = { cwd: root, env };

const server = (args: string[]) => mcpServerSchema.parse({ command: process.execPath, args });

async function connectMs(servers: Record<string, ReturnType<typeof server>>): Promise<number> {
  const start = performance.now();
  const hub = await McpHub.connect(servers, opts);
  const ms = performance.now() - start;
  const failed = hub.status().filter((s) => s.status !== "connected");
  await hub.close();
  if (failed.length) throw new Error(`bench server failed: ${failed.map((f) => f.error).join("; ")}`);
  return ms;
}

/** Concurrent connect of `servers` vs each alone; the ratio is judged against the slowest alone. */
async function concurrency(
  label: string,
  servers: Record<string, ReturnType<typeof server>>,
  runs: number,
  judged: boolean,
): Promise<BenchRow> {
  const alone: number[] = [];
  for (const [name, config] of Object.entries(servers))
    alone.push(median(await timeRuns(() => connectMs({ [name]: config }), runs)));
  const slowest = Math.max(...alone);
  const together = median(await timeRuns(() => connectMs(servers), runs));
  const ratio = together / slowest;
  return {
    name: `connect ${Object.keys(servers).length} stdio servers concurrently (${label})`,
    value: together,
    unit: "ms",
    baseline: { name: "slowest server alone", value: slowest },
    ...(judged ? { target: "≤ 1.3× the slowest", met: ratio <= 1.3 } : {}),
    method: `median of ${runs} runs after 1 warm-up; ratio ${ratio.toFixed(2)}×; each server is a separate node process, close() not timed`,
  };
}

async function roundTrip(calls: number): Promise<BenchRow[]> {
  const hub = await McpHub.connect({ fx: server([FIXTURE]) }, opts);
  const bare = new Client({ name: "bench", version: "1" });
  await bare.connect(new StdioClientTransport({ command: process.execPath, args: [FIXTURE], stderr: "ignore" }));
  try {
    const echo = hub.findTool("fx", "echo");
    if (!echo) throw new Error("fixture has no echo tool");
    const ctx = { workspace: root, signal: new AbortController().signal, env: {}, log: () => {} };
    const viaHub = async () => {
      const parsed = echo.parse({ text: "ping" });
      if (!parsed.ok) throw new Error(parsed.error);
      const result = await echo.execute(parsed.value, ctx);
      if (!result.ok) throw new Error(result.content);
    };
    const viaSdk = async () => {
      await bare.callTool({ name: "echo", arguments: { text: "ping" } });
    };
    // Interleaved batches, so drift (GC, CPU frequency) hits both sides alike.
    const hubTimes: number[] = [];
    const sdkTimes: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      sdkTimes.push(...(await timeRuns(viaSdk, calls / 10, batch === 0 ? 50 : 5)));
      hubTimes.push(...(await timeRuns(viaHub, calls / 10, batch === 0 ? 50 : 5)));
    }
    const hubMs = median(hubTimes);
    const sdkMs = median(sdkTimes);
    const added = hubMs - sdkMs;
    return [
      {
        name: "echo round trip through the hub (parse + execute)",
        value: hubMs,
        unit: "ms",
        baseline: { name: "bare SDK Client.callTool", value: sdkMs },
        method: `median of ${calls} calls each, interleaved in 10 batches, stdio fixture server`,
      },
      {
        name: "time the hub adds to a tool call",
        value: added,
        unit: "ms",
        target: "≤ 0.5 ms",
        met: added <= 0.5,
        method: "difference of the two medians above",
      },
    ];
  } finally {
    await bare.close();
    await hub.close();
  }
}

export const bench: Bench = async () => {
  const delays = [100, 200, 300, 400, 500];
  // I/O-bound start-up (the servers wait, as ones that log in or load an index do): what the hub controls.
  const delayed = Object.fromEntries(delays.map((d) => [`s${d}`, server([TINY, "--delay", String(d)])]));
  const everything = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`ev${n}`, server([EVERYTHING, "stdio"])]));
  return [
    await concurrency("fixtures that wait 100–500 ms before serving", delayed, 5, true),
    // CPU-bound start-up: 5 Node processes loading the SDK share 2 cores; informational.
    await concurrency("5 × server-everything, CPU-bound start-up", everything, 3, false),
    ...(await roundTrip(1000)),
  ];
};
