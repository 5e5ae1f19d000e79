/**
 * The one way Patchbay runs a subprocess (docs/decisions/0020-one-exec.md). The child gets the
 * environment the caller passes — nothing inherited by accident — runs in its own
 * process group, and on timeout or abort the whole group dies (SIGTERM, then
 * SIGKILL), so a `sleep 1000 &` in a tool command cannot outlive the call.
 * Output is kept bounded: head and tail, with the count of bytes dropped.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";

export interface ExecOptions {
  cwd: string;
  env: Record<string, string>;
  /** Milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  signal?: AbortSignal;
  input?: string | Buffer;
  /** Bytes kept per stream (half head, half tail). Default 1 MiB. */
  maxOutputBytes?: number;
  /** Called with each chunk of stdout/stderr as it arrives. */
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
  /** A process already started to become this command (sandbox/standby.ts); when it gives none, `command` is spawned. */
  start?: () => ChildProcessWithoutNullStreams | undefined;
}

export interface ExecResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  aborted: boolean;
  /** Bytes dropped from the middle of stdout + stderr because of the cap. */
  truncatedBytes: number;
  /** Set when the program could not start at all (ENOENT, EACCES). */
  spawnError?: string;
}

/**
 * Whether a child and its pipes keep Node's event loop running: a long-lived child
 * waiting for work (git fast-import, the sandbox's standby) must not keep a CLI run
 * that forgot to close it from exiting. The pipes are sockets, though typed as streams.
 */
export function holdOpen(child: ChildProcessWithoutNullStreams, on: boolean): void {
  for (const target of [child, child.stdin, child.stdout, child.stderr] as unknown[]) {
    const handle = target as { ref?: () => void; unref?: () => void };
    on ? handle.ref?.() : handle.unref?.();
  }
}

/** Keeps the first and last `max/2` bytes of a stream. */
export class BoundedBuffer {
  private head: Buffer[] = [];
  private headLen = 0;
  private tail: Buffer[] = [];
  private tailLen = 0;
  dropped = 0;
  constructor(private readonly max: number) {}

  push(chunk: Buffer): void {
    const half = Math.floor(this.max / 2);
    if (this.headLen < half) {
      const take = chunk.subarray(0, half - this.headLen);
      this.head.push(take);
      this.headLen += take.length;
      chunk = chunk.subarray(take.length);
    }
    if (chunk.length === 0) return;
    this.tail.push(chunk);
    this.tailLen += chunk.length;
    const limit = this.max - half;
    while (this.tailLen > limit) {
      const first = this.tail[0] as Buffer;
      const excess = this.tailLen - limit;
      if (first.length <= excess) {
        this.tail.shift();
        this.tailLen -= first.length;
        this.dropped += first.length;
      } else {
        this.tail[0] = first.subarray(excess);
        this.tailLen -= excess;
        this.dropped += excess;
      }
    }
  }

  toString(): string {
    const head = Buffer.concat(this.head).toString("utf8");
    const tail = Buffer.concat(this.tail).toString("utf8");
    if (this.dropped === 0) return head + tail;
    return `${head}\n[… ${this.dropped} bytes cut from the middle …]\n${tail}`;
  }
}

/** How long output may still arrive after the child exited (a detached descendant may never close the pipe). */
const EXIT_GRACE_MS = 1000;

export function exec(command: string, args: string[], options: ExecOptions): Promise<ExecResult> {
  const max = options.maxOutputBytes ?? 1024 * 1024;
  return new Promise((resolve) => {
    const out = new BoundedBuffer(max);
    const err = new BoundedBuffer(max);
    let timedOut = false;
    let aborted = false;
    let settled = false;
    const child =
      options.start?.() ??
      spawn(command, args, {
        cwd: options.cwd,
        env: options.env,
        detached: true, // own process group, so we can kill the whole tree
        stdio: ["pipe", "pipe", "pipe"],
      });

    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, 2000).unref();
    };

    const timer =
      options.timeoutMs && options.timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            killGroup();
          }, options.timeoutMs)
        : undefined;
    const onAbort = () => {
      aborted = true;
      killGroup();
    };
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.on("data", (chunk: Buffer) => {
      out.push(chunk);
      options.onOutput?.(chunk.toString("utf8"), "stdout");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err.push(chunk);
      options.onOutput?.(chunk.toString("utf8"), "stderr");
    });
    child.stdin.on("error", () => {
      // the child may exit before reading its input; that is its business
    });
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();

    const finish = (result: Partial<ExecResult>) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      // Orphans left in the group (a backgrounded `sleep`) die with the call.
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // group already empty
        }
      }
      resolve({
        exitCode: null,
        signal: null,
        stdout: out.toString(),
        stderr: err.toString(),
        timedOut,
        aborted,
        truncatedBytes: out.dropped + err.dropped,
        ...result,
      });
    };
    child.on("error", (e: NodeJS.ErrnoException) => finish({ spawnError: `${e.code ?? "error"}: ${e.message}` }));
    child.on("close", (code, signal) => finish({ exitCode: code, signal }));
    // A process that left its group (setsid, a daemon) can hold stdout open after the
    // child exited, and "close" would never come: after the exit and a short grace
    // for the last output, stop listening and return.
    child.on("exit", (code, signal) => {
      setTimeout(() => {
        if (settled) return;
        child.stdout.destroy();
        child.stderr.destroy();
        finish({ exitCode: code, signal });
      }, EXIT_GRACE_MS).unref();
    });
  });
}
