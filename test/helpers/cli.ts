/**
 * The CLI as tests run it. `runCli` starts what ships — `node bin/patchbay.js`, the
 * built bundle — as a user's shell would; `runCliInMemory` calls the entry from
 * src/ in this process with an in-memory CliIO, for the few tests that answer a
 * terminal prompt or look inside the run.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  /** The whole environment of the command (default: PATH and HOME only). */
  env?: Record<string, string | undefined>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BIN = path.join(ROOT, "bin/patchbay.js");

const defaultEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME });

/**
 * `node <bin> ...argv` (default: this checkout's bin/patchbay.js) with exactly `env`;
 * `as`: a program that runs it as someone else (`setpriv --reuid … --`).
 */
export async function runCli(argv: string[], options: CliOptions & { bin?: string; as?: string[] }): Promise<CliRun> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.env ?? defaultEnv())) if (value !== undefined) env[name] = value;
  const [command = process.execPath, ...prefix] = [...(options.as ?? []), process.execPath];
  const child = spawn(command, [...prefix, options.bin ?? BIN, ...argv], {
    cwd: options.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const code = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (exit, signal) => resolve(exit ?? (signal ? 128 : 1)));
  });
  return { code, stdout, stderr };
}

export async function runCliInMemory(argv: string[], options: CliOptions): Promise<CliRun> {
  // Loaded only here: a test that runs the bundle alone never compiles src/.
  const { main } = await import("../../src/cli/main.js");
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: options.env ?? defaultEnv(),
    cwd: options.cwd,
    isTTY: false,
  });
  return { code, stdout, stderr };
}
