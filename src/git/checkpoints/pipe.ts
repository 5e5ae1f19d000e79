/**
 * Long-lived git processes for a run (docs/decisions/0011-one-git-writer-per-run.md): one `git fast-import` that writes
 * (a checkpoint is a few writes to its stdin, not process start-ups) and one
 * `git cat-file --batch-check` that resolves names. Both answer on stdout one line
 * per question, in the order asked, so a FIFO of waiters pairs them up.
 * fast-import runs no filters and no hooks: it stores bytes as given.
 *
 * If a process dies, every waiting and later request fails with WriterDiedError;
 * the owner starts a new one. Refs fast-import updated at a completed `checkpoint` stay.
 */
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { holdOpen } from "../../util/exec.js";
import type { GitRunner } from "../runner.js";

export class WriterDiedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WriterDiedError";
  }
}

interface Waiter {
  count: number;
  lines: string[];
  resolve: (lines: string[]) => void;
  reject: (error: Error) => void;
}

const STDERR_KEPT = 4096;

/**
 * `unpackLimit=0`: a checkpoint's few objects stay one small pack, with no unpack-objects.
 * `core.fsync=none`: a checkpoint is as durable as `git commit` with git's defaults (which
 * writes loose objects without fsync): it survives the run being killed or crashing at
 * any point, since the pack and the ref are complete files before the ref moves. Only a
 * power loss could tear it, and an Actions runner that loses power loses its disk too.
 * Two fsyncs per checkpoint were most of its cost on a busy disk.
 */
const FAST_IMPORT_CONFIG = ["-c", "fastimport.unpackLimit=0", "-c", "core.fsync=none"];

export class GitPipe {
  private buffered = "";
  private readonly waiters: Waiter[] = [];
  private stderr = "";
  private died: WriterDiedError | null = null;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly name: string,
  ) {
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => this.onData(chunk));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    // EPIPE after a kill: the exit handler reports it.
    child.stdin.on("error", () => {});
    this.exited = new Promise((resolve) => {
      child.on("close", (code, signal) => {
        const how = signal ? `killed by ${signal}` : `exit ${code}`;
        this.fail(new WriterDiedError(`git ${this.name} stopped (${how}): ${this.stderr.trim() || "no message"}`));
        resolve();
      });
      child.on("error", (error) => {
        this.fail(new WriterDiedError(`git ${this.name} could not run: ${error.message}`));
        resolve();
      });
    });
    this.idle();
  }

  /**
   * `--force`: the session-state ref is replaced by a parentless commit each time; the
   * branch is only ever given a child of its current tip (read just before writing).
   */
  static async fastImport(runner: GitRunner): Promise<GitPipe> {
    const args = ["fast-import", "--quiet", "--done", "--force", "--date-format=raw"];
    return new GitPipe(await runner.spawn([...FAST_IMPORT_CONFIG, ...args]), "fast-import");
  }

  /** Answers "<sha> <type> <size>" or "<name> missing" per name. */
  static async catFile(runner: GitRunner): Promise<GitPipe> {
    return new GitPipe(await runner.spawn(["cat-file", "--batch-check"]), "cat-file");
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.died === null;
  }

  /** Writes `data` and resolves with the next `count` answer lines. */
  request(data: string | Buffer, count: number): Promise<string[]> {
    if (this.died) return Promise.reject(this.died);
    const answer = new Promise<string[]>((resolve, reject) => {
      if (count > 0) this.waiters.push({ count, lines: [], resolve, reject });
      else resolve([]);
    });
    this.busy();
    this.child.stdin.write(data);
    return answer;
  }

  /** Ends the input (`done` for fast-import) and waits for the process to finish its last pack. */
  async close(last = ""): Promise<void> {
    if (this.died) return;
    this.busy();
    this.child.stdin.end(last);
    await this.exited;
  }

  /** For the owner's last resort and for tests: the process dies as if killed. */
  kill(): void {
    this.child.kill("SIGKILL");
  }

  private onData(chunk: string): void {
    this.buffered += chunk;
    let nl = this.buffered.indexOf("\n");
    while (nl >= 0) {
      const line = this.buffered.slice(0, nl);
      this.buffered = this.buffered.slice(nl + 1);
      const w = this.waiters[0];
      if (w) {
        w.lines.push(line);
        if (w.lines.length === w.count) {
          this.waiters.shift();
          w.resolve(w.lines);
        }
      }
      nl = this.buffered.indexOf("\n");
    }
    if (this.waiters.length === 0) this.idle();
  }

  private fail(error: WriterDiedError): void {
    if (!this.died) this.died = error;
    for (const w of this.waiters.splice(0)) w.reject(this.died);
    this.idle();
  }

  private busy(): void {
    holdOpen(this.child, true);
  }

  private idle(): void {
    holdOpen(this.child, false);
  }
}

/** fast-import paths are literal to end of line unless they start with `"` or hold a newline. */
export function fiPath(p: string): string {
  if (!p.startsWith('"') && !p.includes("\n")) return p;
  return `"${p.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

/** `data` framing for a blob or message of exactly these bytes. */
export function fiData(bytes: Buffer): Buffer[] {
  return [Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from("\n")];
}
