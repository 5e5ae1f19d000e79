/**
 * One Patchbay run per repository (docs/decisions/0012-faults-leave-the-repository-consistent.md): two runs on one checkout would each
 * commit the other's files and switch the work tree under each other.
 *
 * The lock is flock(2) on `<git dir>/patchbay/run.lock`, which the kernel releases
 * when the process dies however it dies (SIGKILL, OOM, a cancelled job), so a dead
 * run never leaves a lock for a person to delete. Cargo locks its caches the same
 * way. Git's own `*.lock` files are created with O_EXCL and outlive a killed git,
 * which is why a stale index.lock needs a human; npm's lock packages
 * (proper-lockfile, lockfile) copy that scheme and add an mtime to guess
 * staleness by. Node has no flock(), and fs-ext is a native addon the bundle
 * cannot carry, so the lock is taken by util-linux's `flock` on a descriptor Node
 * opened and hands over as the child's fd 3: a flock belongs to the open file
 * description, which both share, so the child exits at once and the lock stays
 * with Node's descriptor until Node closes it or dies. The descriptor is
 * close-on-exec, so no command the agent starts inherits it (and keeps the lock
 * after Patchbay is gone). Without a `flock` program (macOS), the file's recorded
 * pid is checked for life instead: weaker (two runs starting in the same instant
 * can both win), said so in the code, and still refusing every later run.
 *
 * The file also says who holds it (pid, branch, since when) for the run that is
 * refused, and carries the holder's journal: what a kill would leave half-done
 * (commits whose index entries are not yet in line, a tool call not yet
 * committed). A run that finds a journal left by a holder that did not release
 * the lock knows the previous run was killed, and repairs what it says
 * (recover.ts). A run that ends normally empties the file.
 */
import { spawn } from "node:child_process";
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync, writeSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { processAlive } from "../../util/processes.js";
import { hostProgram } from "../../util/program-path.js";
import { UsageError } from "../../util/usage-error.js";

export const RUN_LOCK_FILE = "patchbay/run.lock";

/** The system's own directories: a `flock` the agent planted on PATH never takes the lock. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** flock(1)'s exit code when the lock is held (`--conflict-exit-code`). */
const BUSY = 75;

/** Journaled paths beyond this are not listed; recovery then works from the index itself. */
const MAX_JOURNALED_PATHS = 5000;

export interface RunHolder {
  pid: number;
  host: string;
  /** ISO time the run took the lock. */
  since: string;
  /** What holds it: "patchbay run", "the action's post step". */
  what: string;
  branch?: string;
  /** Set when the run ended normally but left index entries behind (never set by a kill). */
  ended?: string;
}

/** What a kill would leave half-done; see recover.ts for what is done with each. */
export interface RunJournal {
  /** The branch ref the run commits to. */
  ref?: string;
  /** Paths committed (or being committed) whose index entries are not yet in line with the commit. */
  unsynced: string[];
  /** Paths of tool calls whose changes are not committed yet. */
  pending: string[];
  /** A pending call changes paths nobody named (a command, an MCP tool). */
  pendingUnknown: boolean;
  /** Paths with changes before the run (never committed by it); null when too many to list. */
  dirtyAtStart: string[] | null;
  /** More paths than the journal lists were unsynced. */
  overflow?: boolean;
  /** The run's fast-import: orphaned by a kill, it still finishes its last commit, which recovery waits for. */
  writer?: number;
}

/** The holder and journal of a run that ended without releasing the lock: it was killed. */
export interface KilledRun {
  holder: RunHolder;
  journal: RunJournal;
}

/** Exit code 75 (EX_TEMPFAIL): a script can wait and try again. */
export class RepositoryBusyError extends UsageError {
  constructor(
    message: string,
    readonly holder?: RunHolder,
  ) {
    super(message, 75);
    this.name = "RepositoryBusyError";
  }
}

const emptyJournal = (): RunJournal => ({ unsynced: [], pending: [], pendingUnknown: false, dirtyAtStart: [] });

export class RunLock {
  private journal: RunJournal = emptyJournal();
  private released = false;

  private constructor(
    private readonly fd: number,
    readonly file: string,
    private holder: RunHolder,
    /** Set when the last holder was killed: what it left to repair. */
    readonly killed: KilledRun | undefined,
  ) {}

  /**
   * Takes the lock for the repository whose git directory is `gitDir`, or throws
   * RepositoryBusyError saying who holds it. Never waits: a second run refuses at once.
   */
  static async take(gitDir: string, what: string, repo = path.dirname(gitDir)): Promise<RunLock> {
    const file = path.join(gitDir, RUN_LOCK_FILE);
    await mkdir(path.dirname(file), { recursive: true });
    // O_NOFOLLOW: a symlink planted in .git never points the lock (and its writes) elsewhere.
    const fd = openSync(file, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
    try {
      const before = readRecord(fd);
      const got = await flockDescriptor(fd);
      const busy = got === "busy" || (got === "unavailable" && before?.holder && holderAlive(before.holder));
      if (busy) throw busyError(repo, file, readRecord(fd)?.holder ?? before?.holder);
      const previous = readRecord(fd);
      const holder: RunHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), what };
      const killed = previous?.holder ? { holder: previous.holder, journal: previous.journal } : undefined;
      const lock = new RunLock(fd, file, holder, killed);
      // Until the repair is done, the dead run's journal stays ours: a kill during it repeats it next time.
      if (killed) lock.journal = { ...killed.journal };
      lock.write();
      return lock;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** The work branch, once known, for a run that is refused meanwhile. */
  setBranch(branch: string): void {
    this.holder = { ...this.holder, branch };
    this.write();
  }

  /** Records what a kill from now on would leave half-done (a few hundred bytes, no fsync). */
  record(update: Partial<RunJournal>): void {
    this.journal = { ...this.journal, ...update };
    this.write();
  }

  /**
   * The repair of a killed run's leftovers is complete: its journal is dropped, but
   * for the changes it left that this run will commit (`carried`), still pending.
   */
  repaired(carried: string[] = []): void {
    this.journal = { ...emptyJournal(), ref: this.journal.ref, pending: carried };
    if (!carried.length) delete this.journal.ref;
    this.write();
  }

  /**
   * The end of the run. With nothing half-done the file is emptied; index entries
   * still behind (a lock another git held past the wait) stay journaled, marked
   * as a normal end, for the next run to put right — and so do a killed run's
   * changes this one repaired but did not commit (the action's post step repairs
   * and pushes, but only the next run on the branch commits them). The lock goes
   * with the descriptor.
   */
  release(): void {
    if (this.released) return;
    try {
      const left = this.journal.pending.length || this.journal.pendingUnknown;
      if (this.journal.unsynced.length || this.journal.overflow || left) {
        this.holder = { ...this.holder, ended: new Date().toISOString() };
        this.write();
      } else ftruncateSync(this.fd, 0);
    } finally {
      this.released = true;
      closeSync(this.fd);
    }
  }

  private write(): void {
    if (this.released) return;
    const journal = capJournal(this.journal);
    // One line each; a kill between the write and the truncate leaves a longer old tail after them, never a torn line.
    const text = `${JSON.stringify(this.holder)}\n${JSON.stringify(journal)}\n`;
    const bytes = Buffer.from(text, "utf8");
    writeSync(this.fd, bytes, 0, bytes.length, 0);
    ftruncateSync(this.fd, bytes.length);
  }
}

function capJournal(journal: RunJournal): RunJournal {
  const over = journal.unsynced.length > MAX_JOURNALED_PATHS || journal.pending.length > MAX_JOURNALED_PATHS;
  const dirty = journal.dirtyAtStart && journal.dirtyAtStart.length > MAX_JOURNALED_PATHS ? null : journal.dirtyAtStart;
  if (!over) return { ...journal, dirtyAtStart: dirty };
  return {
    ...journal,
    unsynced: journal.unsynced.slice(0, MAX_JOURNALED_PATHS),
    pending: journal.pending.slice(0, MAX_JOURNALED_PATHS),
    pendingUnknown: journal.pendingUnknown || journal.pending.length > MAX_JOURNALED_PATHS,
    dirtyAtStart: dirty,
    overflow: journal.overflow || journal.unsynced.length > MAX_JOURNALED_PATHS,
  };
}

function readRecord(fd: number): { holder?: RunHolder; journal: RunJournal } | undefined {
  let text: string;
  try {
    // From the start every time (a descriptor's own offset moves with each read).
    const bytes = Buffer.alloc(fstatSync(fd).size);
    const got = readSync(fd, bytes, 0, bytes.length, 0);
    text = bytes.subarray(0, got).toString("utf8");
  } catch {
    return undefined;
  }
  const [first = "", second = ""] = text.split("\n");
  const holder = parseHolder(first);
  if (!holder) return undefined;
  return { holder, journal: parseJournal(second) };
}

function parseHolder(line: string): RunHolder | undefined {
  try {
    const value = JSON.parse(line) as Partial<RunHolder>;
    if (typeof value.pid !== "number" || typeof value.since !== "string") return undefined;
    return {
      pid: value.pid,
      since: value.since,
      host: typeof value.host === "string" ? value.host : "",
      what: typeof value.what === "string" ? value.what : "patchbay run",
      branch: typeof value.branch === "string" ? value.branch : undefined,
      ended: typeof value.ended === "string" ? value.ended : undefined,
    };
  } catch {
    return undefined;
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

function parseJournal(line: string): RunJournal {
  try {
    const value = JSON.parse(line) as Record<string, unknown>;
    return {
      ref: typeof value.ref === "string" ? value.ref : undefined,
      unsynced: strings(value.unsynced),
      pending: strings(value.pending),
      pendingUnknown: value.pendingUnknown === true,
      dirtyAtStart: value.dirtyAtStart === null ? null : strings(value.dirtyAtStart),
      overflow: value.overflow === true ? true : undefined,
      writer: typeof value.writer === "number" ? value.writer : undefined,
    };
  } catch {
    // The holder line was whole but the journal was not: nothing listed, so recovery looks at the index itself.
    return { ...emptyJournal(), dirtyAtStart: null, overflow: true };
  }
}

function holderAlive(holder: RunHolder): boolean {
  return holder.host === os.hostname() && holder.pid !== process.pid && processAlive(holder.pid);
}

/** flock(LOCK_EX | LOCK_NB) on our descriptor, through util-linux's `flock` as the child's fd 3. */
function flockDescriptor(fd: number): Promise<"locked" | "busy" | "unavailable"> {
  const program = hostProgram("flock", SYSTEM_PATH);
  if (!program.startsWith("/")) return Promise.resolve("unavailable");
  return new Promise((resolve) => {
    // Not util/exec: it gives a child pipes only, and the point here is to share a descriptor.
    const child = spawn(program, ["--exclusive", "--nonblock", "--conflict-exit-code", String(BUSY), "3"], {
      stdio: ["ignore", "ignore", "ignore", fd],
    });
    child.on("error", () => resolve("unavailable"));
    child.on("close", (code) => resolve(code === 0 ? "locked" : code === BUSY ? "busy" : "unavailable"));
  });
}

function busyError(repo: string, file: string, holder: RunHolder | undefined): RepositoryBusyError {
  if (!holder)
    return new RepositoryBusyError(
      `another Patchbay run is starting in ${repo}; wait for it to end (\`flock ${file} true\` returns when it has) and run again`,
    );
  const since = new Date(holder.since);
  const ago = Math.max(0, Math.round((Date.now() - since.getTime()) / 60_000));
  const where = holder.branch ? ` on branch ${holder.branch}` : "";
  const host = holder.host && holder.host !== os.hostname() ? ` on host ${holder.host}` : "";
  return new RepositoryBusyError(
    `another Patchbay run is working in ${repo}: ${holder.what}, pid ${holder.pid}${host}${where}, since ${since.toISOString()} (${ago} min ago). ` +
      `One run at a time per checkout: wait for it to end (\`flock ${file} true\` returns when it has), or stop it (\`kill ${holder.pid}\`); ` +
      "the lock ends with that process, so there is no file to delete.",
    holder,
  );
}
