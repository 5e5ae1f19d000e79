/** Shared pieces for the MCP hub tests: fixture paths, server configs, real child servers on free ports. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type McpServerConfig, mcpServerSchema } from "../../src/config/schema.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, "../..");
export const fixture = (name: string) => path.join(here, "fixtures", name);
export const everything = path.join(repoRoot, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");

export function config(input: Record<string, unknown>): McpServerConfig {
  return mcpServerSchema.parse(input);
}

/** A stdio server config running a fixture script with this Node. */
export function stdioFixture(
  script: string,
  args: string[] = [],
  extra: Record<string, unknown> = {},
): McpServerConfig {
  return config({ command: process.execPath, args: [fixture(script), ...args], ...extra });
}

export const baseOpts = () => ({ cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME } });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface Running {
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts server-everything over sse or streamableHttp on a free port and waits until it listens. */
export async function startEverything(mode: "sse" | "streamableHttp"): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [everything, mode], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`server-everything ${mode} did not start: ${err}`)), 15_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      if (/listening|running on port/i.test(err)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`server-everything exited with ${code}: ${err}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  return { port, child, stop };
}

/** Process ids whose parent is `ppid`, read from the process table. */
export function childrenOf(ppid: number): number[] {
  const out = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, parent]) => parent === ppid)
    .map(([pid]) => pid as number);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it returns true (a condition, not a timing assertion); fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
