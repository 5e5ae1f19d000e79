/** Binds the CLI to the real process: stdout, stderr, environment, terminal. */
import { createInterface } from "node:readline/promises";
import { main } from "./main.js";

export async function runCli(argv: string[]): Promise<number> {
  const isTTY = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  return main(argv, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    isTTY,
    prompt: isTTY
      ? async (question) => {
          const rl = createInterface({ input: process.stdin, output: process.stdout });
          try {
            return await rl.question(question);
          } finally {
            rl.close();
          }
        }
      : undefined,
  });
}
