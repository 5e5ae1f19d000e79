/**
 * Containment (docs/decisions/0010-containment.md): what the sandbox adds to one execute_command — the
 * real tool, `true` and `node -e 0`, sandboxed against bare, same run — and
 * what the egress proxy adds to one HTTPS-style CONNECT tunnel against a direct
 * TCP connection to the same local server. The sandbox's own start (once per
 * run, on the first command) is reported on its own.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Allowlist } from "../src/sandbox/allowlist.js";
import { EgressProxy } from "../src/sandbox/egress-proxy.js";
import { findMechanism } from "../src/sandbox/mechanism.js";
import { NamespaceSandbox } from "../src/sandbox/namespace.js";
import { createExecuteCommand } from "../src/tools/execute-command.js";
import type { ToolContext } from "../src/tools/types.js";
import { scrubbedEnv } from "../src/util/env.js";
import { type BenchRow, median, timeRuns } from "./types.js";

const RUNS = 30;
const PROXY_RUNS = 200;

export async function bench(): Promise<BenchRow[]> {
  const mechanism = findMechanism();
  if (mechanism.kind === "none") throw new Error(`no sandbox on this machine: ${mechanism.reasons.join("; ")}`);
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "patchbay-bench-sandbox-")));
  execFileSync("git", ["init", "-q", dir]);
  const ctx: ToolContext = {
    workspace: dir,
    signal: new AbortController().signal,
    env: scrubbedEnv(process.env),
    log: () => {},
  };
  const options = {
    mechanism,
    workspace: dir,
    hide: [os.homedir()],
    limits: { processes: 256, memory_mb: 4096, file_mb: 50, tmp_mb: 2048 },
    allow: new Allowlist([]),
    blocked: new Map<string, number>(),
  };
  const rows: BenchRow[] = [];
  try {
    const starts = await timeRuns(async () => (await NamespaceSandbox.start(options)).close(), 5, 1);
    rows.push({
      name: "sandbox start (once per run, at the first command)",
      value: median(starts),
      unit: "ms",
      method: `${starts.length} starts, median: namespaces, read-only binds, egress bridge ready`,
    });
    const sandbox = await NamespaceSandbox.start(options);
    try {
      const bare = createExecuteCommand();
      const boxed = createExecuteCommand({ sandbox });
      for (const command of ["true", "node -e 0"]) {
        const run = (tool: typeof bare) => async () => {
          const result = await tool.execute({ command }, ctx);
          if (!result.ok) throw new Error(result.content);
        };
        // Alternating calls, so load from elsewhere on a shared machine hits both sides alike.
        const insideTimes: number[] = [];
        const outsideTimes: number[] = [];
        for (let i = 0; i < RUNS + 3; i++) {
          const a = await timeRuns(run(boxed), 1, 0);
          const b = await timeRuns(run(bare), 1, 0);
          if (i >= 3) {
            insideTimes.push(...a);
            outsideTimes.push(...b);
          }
        }
        const inside = median(insideTimes);
        const outside = median(outsideTimes);
        rows.push({
          name: `execute_command \`${command}\`, sandboxed`,
          value: inside,
          unit: "ms",
          baseline: { name: "bare", value: outside },
          target: "≤ 25 ms over bare",
          met: inside - outside <= 25,
          method: `${RUNS} calls each, alternating, median, after 3 warm-up pairs; overhead ${(inside - outside).toFixed(1)} ms`,
        });
      }
    } finally {
      await sandbox.close();
    }
    rows.push(await spacedRow(options, ctx));
    rows.push(...(await proxyRows(dir)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const SPACED_RUNS = 20;
const SPACING_MS = 100;

/**
 * A command the way a run meets it: the model thought for a while since the last one.
 * As root the sandbox has a pids cgroup, and moving a process into a cgroup waits for an
 * RCU grace period unless another move came just before — so the cost shows only when
 * commands are apart. With the standby (sandbox/standby.ts) the move happened while the
 * model thought; the baseline is a sandbox without one, whose every command moves itself.
 */
async function spacedRow(options: Parameters<typeof NamespaceSandbox.start>[0], ctx: ToolContext): Promise<BenchRow> {
  const warm = await NamespaceSandbox.start(options);
  const cold = await NamespaceSandbox.start({ ...options, standby: false });
  try {
    const tools = { warm: createExecuteCommand({ sandbox: warm }), cold: createExecuteCommand({ sandbox: cold }) };
    const times: Record<keyof typeof tools, number[]> = { warm: [], cold: [] };
    for (let i = 0; i < SPACED_RUNS + 2; i++)
      for (const side of ["warm", "cold"] as const) {
        await new Promise((r) => setTimeout(r, SPACING_MS));
        const [ms] = await timeRuns(
          async () => {
            const result = await tools[side].execute({ command: "true" }, ctx);
            if (!result.ok) throw new Error(result.content);
          },
          1,
          0,
        );
        if (i >= 2) times[side].push(ms ?? Number.NaN);
      }
    return {
      name: `execute_command \`true\`, sandboxed, ${SPACING_MS} ms after the previous command`,
      value: median(times.warm),
      unit: "ms",
      baseline: { name: "the command joins the pids cgroup as it starts (no standby)", value: median(times.cold) },
      method: `${SPACED_RUNS} calls each, alternating, ${SPACING_MS} ms idle before each (the model's turn), median, after 2 warm-up pairs; as root, where the sandbox has a pids cgroup`,
    };
  } finally {
    await warm.close();
    await cold.close();
  }
}

/** One CONNECT tunnel through the proxy, round trip of one byte, against a direct connection. */
async function proxyRows(dir: string): Promise<BenchRow[]> {
  const echo = net.createServer((s) => s.pipe(s));
  await new Promise<void>((r) => echo.listen(0, "127.0.0.1", r));
  const port = (echo.address() as net.AddressInfo).port;
  const socket = path.join(dir, "egress.sock");
  const proxy = new EgressProxy(new Allowlist([`127.0.0.1:${port}`]), new Map());
  await proxy.listen(socket);
  const roundTrip = (s: net.Socket) =>
    new Promise<void>((resolve) => {
      s.once("data", () => {
        s.destroy();
        resolve();
      });
      s.write("x");
    });
  const direct = async () => {
    const s = net.connect(port, "127.0.0.1");
    await new Promise((r) => s.once("connect", r));
    await roundTrip(s);
  };
  const tunnelled = async () => {
    const s = net.connect(socket);
    await new Promise((r) => s.once("connect", r));
    s.write(`CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await new Promise((r) => s.once("data", r));
    await roundTrip(s);
  };
  try {
    const viaProxy = median(await timeRuns(tunnelled, PROXY_RUNS, 10));
    const bare = median(await timeRuns(direct, PROXY_RUNS, 10));
    return [
      {
        name: "connection through the egress proxy (CONNECT + 1-byte round trip)",
        value: viaProxy,
        unit: "ms",
        baseline: { name: "direct TCP", value: bare },
        method: `${PROXY_RUNS} connections each, median, to an echo server on 127.0.0.1 (the sandbox's bridge adds one loopback hop)`,
      },
    ];
  } finally {
    await proxy.close();
    echo.close();
  }
}
