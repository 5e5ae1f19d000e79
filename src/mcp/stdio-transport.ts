/**
 * A stdio MCP transport that owns its child as a process group. The SDK's
 * StdioClientTransport signals only the direct child, so the real server
 * behind `npx -y some-server` (npx → sh → node) can outlive Patchbay; here the
 * server runs in its own group and close() takes the whole group down
 * (stdin EOF → SIGTERM → SIGKILL). stderr is kept as a bounded tail for status
 * and error messages, and lines on stdout that are not JSON-RPC are reported
 * instead of silently dropped. stdout is read as bytes and a line is decoded
 * once, when it is complete; a line over MESSAGE_LIMIT is not kept at all, and
 * the request it answers fails at once with its size (oversized.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import type { CommandSandbox } from "../sandbox/types.js";
import { Ends, formatBytes, MESSAGE_LIMIT, tooLargeResponse, tooLargeText } from "./oversized.js";

export interface StdioParams {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Bytes of stderr kept (the tail). */
  stderrBytes?: number;
  /** Run the server inside this sandbox (it and everything it starts). */
  sandbox?: CommandSandbox | undefined;
}

/** How long a server gets to exit after stdin closes, and again after SIGTERM. */
const GRACE_MS = 1000;

/** Keeps the last `max` characters of a stream. */
export class TailBuffer {
  private text = "";
  constructor(private readonly max: number) {}
  push(chunk: string): void {
    this.text += chunk;
    if (this.text.length > this.max) this.text = this.text.slice(this.text.length - this.max);
  }
  toString(): string {
    return this.text;
  }
}

export class ProcessGroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** Called once when the child exits, with how it ended (before onclose). */
  onexit?: (how: string) => void;

  readonly stderr: TailBuffer;
  /** The first line on stdout that was not JSON-RPC, if any (usually the most telling). */
  garbage: string | undefined;
  private child: ChildProcess | undefined;
  /** The line being read, as it arrived (decoded once it is whole). */
  private parts: Buffer[] = [];
  private partsBytes = 0;
  /** The line being read went over MESSAGE_LIMIT: only its ends are kept. */
  private oversized: Ends | undefined;
  /** Requests sent and not yet answered, so an oversized answer with no readable id can still be placed. */
  private readonly outstanding = new Set<string | number>();
  private exited: Promise<void> = Promise.resolve();
  private stopping = false;
  private starting = false;

  constructor(private readonly params: StdioParams) {
    this.stderr = new TailBuffer(params.stderrBytes ?? 64 * 1024);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    if (this.child || this.starting) throw new Error("transport already started");
    this.starting = true;
    const { command, args, cwd, env, sandbox } = this.params;
    const launch = sandbox ? await sandbox.launch({ command, args, cwd, env }) : { command, args, cwd, env };
    return new Promise((resolve, reject) => {
      const child = spawn(launch.command, launch.args, {
        cwd: launch.cwd,
        env: launch.env,
        detached: true, // own process group: close() kills the server and everything it started
        stdio: ["pipe", "pipe", "pipe"],
        windowsHide: true,
      });
      this.child = child;
      this.exited = new Promise((done) => child.once("close", () => done()));
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.once("spawn", () => resolve());
      child.once("exit", (code, signal) => {
        // Only an exit nobody asked for is news.
        if (!this.stopping) this.onexit?.(signal ? `killed by ${signal}` : `exited with code ${code}`);
      });
      child.once("close", () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.on("data", (chunk: Buffer) => this.read(chunk));
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (chunk: string) => this.stderr.push(chunk));
    });
  }

  private read(chunk: Buffer): void {
    let start = 0;
    let newline = chunk.indexOf(0x0a, start);
    while (newline !== -1) {
      this.append(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
      newline = chunk.indexOf(0x0a, start);
    }
    if (start < chunk.length) this.append(chunk.subarray(start));
  }

  private append(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.oversized) {
      this.oversized.push(piece);
      return;
    }
    this.parts.push(piece);
    this.partsBytes += piece.length;
    if (this.partsBytes <= MESSAGE_LIMIT) return;
    // Over the cap: from here on only the ends are kept; memory stays within about one cap.
    this.oversized = new Ends();
    for (const part of this.parts) this.oversized.push(part);
    this.parts = [];
    this.partsBytes = 0;
  }

  private endLine(): void {
    const oversized = this.oversized;
    this.oversized = undefined;
    if (oversized) {
      this.tooLarge(oversized);
      return;
    }
    if (this.parts.length === 0) return;
    const bytes = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
    this.parts = [];
    this.partsBytes = 0;
    const line = bytes.toString("utf8").replace(/\r$/, "");
    if (line.trim() !== "") this.parse(line);
  }

  /** An answer over the cap fails its request now, with its size. */
  private tooLarge(ends: Ends): void {
    const id = ends.id() ?? (this.outstanding.size === 1 ? [...this.outstanding][0] : undefined);
    if (id === undefined) {
      this.onerror?.(
        new Error(`a message of ${formatBytes(ends.bytes)} on stdout was dropped: ${tooLargeText(ends.bytes)}`),
      );
      return;
    }
    this.outstanding.delete(id);
    this.onmessage?.(tooLargeResponse(id, ends.bytes));
  }

  private parse(line: string): void {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.garbage ??= line.slice(0, 200);
      this.onerror?.(new Error(`server wrote a line that is not JSON to stdout: ${line.slice(0, 200)}`));
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(json);
    if (!message.success) {
      this.garbage ??= line.slice(0, 200);
      this.onerror?.(new Error(`server wrote JSON that is not a JSON-RPC message: ${line.slice(0, 200)}`));
      return;
    }
    const data = message.data;
    if ("id" in data && !("method" in data) && data.id !== undefined) this.outstanding.delete(data.id);
    this.onmessage?.(data);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if ("method" in message && "id" in message) this.outstanding.add(message.id);
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) return reject(new Error("server process is not running"));
      if (stdin.write(`${JSON.stringify(message)}\n`)) resolve();
      else stdin.once("drain", () => resolve());
    });
  }

  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    const pid = child.pid;
    this.stopping = true;
    const gone = this.exited;
    const wait = (ms: number) =>
      Promise.race([gone.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
    child.stdin?.end();
    if (!(await wait(GRACE_MS))) {
      killGroup(pid, "SIGTERM");
      if (!(await wait(GRACE_MS))) killGroup(pid, "SIGKILL");
    }
    // Whatever the server left behind in its group goes too.
    killGroup(pid, "SIGKILL");
    await wait(GRACE_MS);
  }

  /**
   * After a failure: a path the server was given or complained about (its args,
   * its stderr: "Cannot find module '/home/…'", "prlimit: failed to execute
   * /home/…") that the sandbox hides, with what hides it.
   */
  hiddenPathIn(): string | undefined {
    const hidden = this.params.sandbox?.hidden;
    if (!hidden) return undefined;
    const mentioned = [...this.stderr.toString().matchAll(/(?:^|[\s'"(=`])(\/[^\s'"():,`]+)/g)].map(
      (m) => m[1] as string,
    );
    for (const p of [...this.params.args.filter((a) => a.startsWith("/")), ...mentioned]) {
      const by = hidden(p);
      if (by) return `${p} is hidden inside the sandbox (${by})`;
    }
    return undefined;
  }

  /** Synchronous last resort for process exit: no waiting, just the group gone. */
  killNow(): void {
    if (this.child?.pid !== undefined) killGroup(this.child.pid, "SIGKILL");
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already empty
  }
}
