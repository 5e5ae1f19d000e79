/** Binds the CLI to the real process: stdout, stderr, environment, terminal. */
import { createInterface } from "node:readline/promises";
import { main } from "./main.js";

export async function runCli(argv: string[]): Promise<number> {
  endQuietlyOnClosedPipe();
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

/**
 * `patchbay … | head` closes our stdout early; that is the reader saying "enough",
 * not an error worth a stack trace. Anything else on the stream still throws.
 */
function endQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
}
