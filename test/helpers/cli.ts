/** Runs the real CLI entry with an in-memory CliIO and collects what it prints. */
import { main } from "../../src/cli/main.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCliInMemory(
  argv: string[],
  options: { cwd: string; env?: Record<string, string | undefined> },
): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: options.env ?? { PATH: process.env.PATH, HOME: process.env.HOME },
    cwd: options.cwd,
    isTTY: false,
  });
  return { code, stdout, stderr };
}
