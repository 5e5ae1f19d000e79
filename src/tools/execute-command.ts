/**
 * execute_command: `bash -c` in the workspace root through util/exec (own
 * process group; the whole tree dies on timeout or abort), with the scrubbed
 * environment from the context. stdout and stderr are kept interleaved, head
 * and tail, so a command printing 50 MB costs a bounded amount of memory.
 */
import { z } from "zod";
import type { CommandSandbox, Launch } from "../sandbox/types.js";
import { BoundedBuffer, exec } from "../util/exec.js";
import { defineTool, failure, looseInt } from "./define.js";

const DEFAULT_TIMEOUT_SECONDS = 300;
const MAX_TIMEOUT_SECONDS = 3600;
/** Characters of output the model sees: half from the start, half from the end. */
export const MAX_OUTPUT_BYTES = 30_000;
const PROGRESS_EVERY_MS = 1000;

const schema = z.object({
  // No program can take a NUL in an argument; say so before anything starts.
  command: z
    .string()
    .min(1)
    .refine((c) => !c.includes("\0"), "the command contains a NUL byte, which no program can be given")
    .describe("bash command, run in repo root"),
  timeout_seconds: looseInt().min(1).max(MAX_TIMEOUT_SECONDS).optional().describe(`Default ${DEFAULT_TIMEOUT_SECONDS}`),
});

export interface ExecuteCommandOptions {
  /** Where commands run; without one they run unconfined (sandbox.mode off, or none available). */
  sandbox?: CommandSandbox;
}

export function createExecuteCommand(options: ExecuteCommandOptions = {}) {
  return defineTool({
    name: "execute_command",
    description: "Run a shell command in the repo root (non-interactive). Output is cut to head and tail.",
    schema,
    access: (input) => ({ kind: "exec", command: input.command }),
    async execute(input, ctx) {
      const timeoutSeconds = input.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
      const output = new BoundedBuffer(MAX_OUTPUT_BYTES);
      let lastProgress = 0;
      // --norc: node's stdio pipes are sockets, which makes Debian's bash think it
      // runs under sshd and source ~/.bashrc; the command should see only ctx.env.
      const bare: Launch = {
        command: "bash",
        args: ["--norc", "--noprofile", "-c", input.command],
        cwd: ctx.workspace,
        env: ctx.env,
      };
      const launch = options.sandbox ? await options.sandbox.launch(bare) : bare;
      const result = await exec(launch.command, launch.args, {
        cwd: launch.cwd,
        env: launch.env,
        signal: ctx.signal,
        timeoutMs: timeoutSeconds * 1000,
        start: launch.start,
        // exec keeps its own per-stream copies; ours is the interleaved one, so keep theirs small.
        maxOutputBytes: 4096,
        onOutput(chunk) {
          output.push(Buffer.from(chunk, "utf8"));
          const now = Date.now();
          if (ctx.progress && now - lastProgress >= PROGRESS_EVERY_MS) {
            lastProgress = now;
            const line = chunk.trimEnd().split("\n").pop() ?? "";
            if (line !== "") ctx.progress(line.slice(0, 200));
          }
        },
      });
      // What the command left dying in the sandbox is reaped before the next call starts.
      await options.sandbox?.settle?.();
      if (result.spawnError) throw new Error(`execute_command: could not start bash: ${result.spawnError}`);
      const text = output.toString().trimEnd();
      const body = text === "" ? "(no output)" : text;
      const cut = output.dropped > 0 ? ` ${output.dropped} bytes of output were cut from the middle.` : "";
      if (result.timedOut) {
        return failure(
          `Timed out after ${timeoutSeconds}s; the command and everything it started were killed.${cut} Output so far:\n${body}\n` +
            "If it needs longer, pass a larger timeout_seconds; if it waits for input, make it non-interactive.",
          { writtenPaths: undefined },
        );
      }
      if (result.aborted)
        return failure(`Cancelled; the command was killed.${cut} Output so far:\n${body}`, { writtenPaths: undefined });
      const status =
        result.exitCode === null ? `Killed by signal ${result.signal ?? "unknown"}.` : `Exit code ${result.exitCode}.`;
      return { ok: result.exitCode === 0, content: `${status}${cut}\n${body}`, summary: input.command.slice(0, 60) };
    },
  });
}
