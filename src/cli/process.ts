/** Binds the CLI to the real process: stdout, stderr, environment, terminal. */
import { createInterface } from "node:readline/promises";
import { main } from "./main.js";

export async function runCli(argv: string[]): Promise<number> {
  const stdout = writerThatOutlivesItsReader(process.stdout);
  const stderr = writerThatOutlivesItsReader(process.stderr);
  const isTTY = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  return main(argv, {
    stdout,
    stderr,
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
 * `patchbay run … | head` closes our stdout early: the reader has seen enough, but
 * the run has not finished — it goes on, its commits and transcript complete, and
 * what it would have printed is dropped. (Ending there would cancel it halfway.)
 * Anything but a closed pipe on the stream still throws.
 */
function writerThatOutlivesItsReader(stream: NodeJS.WriteStream): (text: string) => void {
  let gone = false;
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    gone = true;
  });
  return (text) => {
    if (!gone) stream.write(text);
  };
}
