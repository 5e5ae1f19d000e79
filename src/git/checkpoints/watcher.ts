/**
 * Which paths of the work tree changed while commands ran (docs/decisions/0011-one-git-writer-per-run.md), so that the
 * checkpoint after an `execute_command` or an MCP tool looks at those paths only,
 * not at the whole repository with `git status`.
 *
 * One non-recursive inotify watch (Node's fs.watch) per directory, leaving out
 * `.git`, directories .gitignore ignores and nested repositories. A directory that
 * appears gets a watch first and is read right after, so nothing created in it
 * before the watch is missed. inotify watches inodes, so a write made through the
 * sandbox's bind mount of the work tree is seen like any other.
 *
 * The watcher says when its paths may not be all that changed (`distrust`), and the
 * caller then runs a full `git status` instead; nothing is lost by a watcher that
 * fails, only time. `stale` means the set of watches itself may be incomplete: start
 * a new watcher before relying on one again.
 */
import { type Dirent, type FSWatcher, lstatSync, readdirSync, statfsSync, watch } from "node:fs";
import { lstat, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { IgnoreMatcher } from "./ignored.js";

export interface WatchReport {
  /** Workspace-relative paths with an event since the last report: files, symlinks, paths now gone. */
  paths: string[];
  /** Why these paths may not be all that changed; undefined when they are. */
  distrust?: string;
  stale: boolean;
}

export interface WatcherOptions {
  workspace: string;
  ignore: IgnoreMatcher;
  /** Most directories to watch (default: half the user's inotify watch limit, leaving the rest to other tools). */
  maxWatches?: number;
  /** Events between two reports beyond which the kernel's queue may have overflowed (default: see eventLimit). */
  maxEvents?: number;
}

/** The work tree cannot be watched at all (the inotify watch limit, too many directories). */
export class WatcherUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WatcherUnavailableError";
  }
}

const DEFAULT_MAX_WATCHES = 8192;
const DEFAULT_QUEUE = 16384;

async function procNumber(file: string, fallback: number): Promise<number> {
  const n = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Node does not report inotify's IN_Q_OVERFLOW (libuv drops the event, it has no
 * watch descriptor). But when the kernel's queue overflows it still holds
 * `max_queued_events` events, all of which we then read: fewer events than that
 * since the last report means no overflow. Half of it leaves room for events on
 * watches closed meanwhile, which libuv drops without telling us.
 */
async function eventLimit(): Promise<number> {
  return Math.floor((await procNumber("/proc/sys/fs/inotify/max_queued_events", DEFAULT_QUEUE)) / 2);
}

async function watchLimit(): Promise<number> {
  return Math.floor((await procNumber("/proc/sys/fs/inotify/max_user_watches", DEFAULT_MAX_WATCHES * 2)) / 2);
}

/**
 * ext2/3/4, XFS and tmpfs keep a directory's link count at 2 + its subdirectories
 * (ext4 gives up at 65,000 and says 1), so a count of 2 means none. Others (btrfs
 * always says 1, overlayfs 1 for merged directories, FUSE file systems whatever they
 * like) get every directory read. The device, so a mount inside the tree is read too.
 */
const LINK_COUNTING = new Set([0xef53, 0x58465342, 0x01021994]);

function countsSubdirs(workspace: string): number | undefined {
  try {
    if (!LINK_COUNTING.has(Number(statfsSync(workspace).type))) return undefined;
    return lstatSync(workspace).dev;
  } catch {
    return undefined; // no statfs here: read every directory
  }
}

async function fileKey(file: string): Promise<string> {
  const st = await stat(file).catch(() => null);
  return st ? `${st.ino}:${st.size}:${st.mtimeMs}` : "none";
}

export class WorkTreeWatcher {
  private readonly watches = new Map<string, FSWatcher>();
  private readonly changed = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  /**
   * Paths with a look under way, and whether another event came for them meanwhile:
   * events coalesce per path, so a rename loop costs one job per path, not one per event.
   */
  private readonly queued = new Map<string, { type: string; again: boolean }>();
  /** Past the event cap: single events are no longer looked at, git status will see it all. */
  private overflowed = false;
  private events = 0;
  private why: string | undefined;
  private stale = false;
  private closed = false;
  private excludeKey = "";
  /** The work tree's device, when its file system counts subdirectories in a directory's link count. */
  private leafDevice: number | undefined;

  private constructor(
    private readonly opts: WatcherOptions,
    private readonly maxWatches: number,
    private readonly maxEvents: number,
  ) {}

  /** Watches every directory of the work tree; resolves once they all are watched. */
  static async start(opts: WatcherOptions): Promise<WorkTreeWatcher> {
    // Elsewhere fs.watch is not inotify: macOS's FSEvents reports late, after a checkpoint has looked.
    if (process.platform !== "linux") throw new WatcherUnavailableError("the work-tree watcher needs Linux (inotify)");
    const w = new WorkTreeWatcher(
      opts,
      opts.maxWatches ?? (await watchLimit()),
      opts.maxEvents ?? (await eventLimit()),
    );
    w.excludeKey = await fileKey(opts.ignore.infoExclude);
    w.leafDevice = countsSubdirs(opts.workspace);
    try {
      await w.addTree("", false);
    } catch (error) {
      w.close();
      throw error;
    }
    return w;
  }

  /** How many directories are watched. */
  get size(): number {
    return this.watches.size;
  }

  /**
   * Everything seen since the last report. Waits for the events the kernel has
   * queued (a command that has exited has made all of its own) and for new
   * directories to be read.
   */
  async take(): Promise<WatchReport> {
    do {
      // Two turns of the event loop: the first may end the turn that is running now,
      // whose poll for inotify's descriptor came before these events were queued.
      for (let i = 0; i < 2; i++) await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([...this.pending]);
    } while (this.pending.size > 0);
    if ((await fileKey(this.opts.ignore.infoExclude)) !== this.excludeKey)
      this.distrust(".git/info/exclude changed", true);
    const report: WatchReport = {
      paths: [...this.changed],
      distrust: this.why || undefined,
      stale: this.stale,
    };
    this.changed.clear();
    this.events = 0;
    this.overflowed = false;
    this.why = undefined;
    return report;
  }

  close(): void {
    this.closed = true;
    for (const w of this.watches.values()) w.close();
    this.watches.clear();
  }

  private distrust(why: string, stale: boolean): void {
    this.why ??= why;
    this.stale ||= stale;
  }

  private onEvent(dir: string, type: string, name: string | null): void {
    if (this.closed || this.overflowed) return;
    if (++this.events > this.maxEvents || this.changed.size + this.queued.size > this.maxEvents) {
      this.overflow();
      return;
    }
    if (name === null) {
      this.distrust(`an event in ${dir || "the work tree's root"} without a file name`, true);
      return;
    }
    // A name that is not UTF-8 cannot be named back to git exactly.
    if (name.includes("\uFFFD")) {
      this.distrust(`a file name that is not UTF-8 in ${dir || "the root"}`, false);
      return;
    }
    if (name === ".git") return; // a repository's own directory (or a submodule's .git file): never ours
    const rel = dir ? `${dir}/${name}` : name;
    if (name === ".gitignore") this.distrust(`${rel} changed`, true);
    const queued = this.queued.get(rel);
    if (queued) {
      queued.type = type;
      queued.again = true;
      return;
    }
    const entry = { type, again: false };
    this.queued.set(rel, entry);
    const job = this.drain(rel, entry).catch((error: Error) => this.distrust(`reading ${rel}: ${error.message}`, true));
    this.pending.add(job);
    void job.finally(() => {
      this.pending.delete(job);
      this.queued.delete(rel);
    });
  }

  /** Looks at `rel` until no event for it is left over (or the watcher gave up on single events). */
  private async drain(rel: string, entry: { type: string; again: boolean }): Promise<void> {
    do {
      entry.again = false;
      await this.settle(rel, entry.type);
    } while (entry.again && !this.overflowed && !this.closed);
  }

  /**
   * More events than can be trusted (a kernel queue that may have overflowed) or
   * followed (a process renaming files in a loop): stop looking at single events,
   * forget the paths, and let the next report say "use git status", which sees
   * everything whatever happened. Memory and the wait in take() stay bounded.
   */
  private overflow(): void {
    this.overflowed = true;
    this.changed.clear();
    this.distrust(`more than ${this.maxEvents} file events at once: the kernel may have dropped some`, true);
  }

  /** What an event on `rel` means: a file to look at, a new directory to watch, a watched one gone. */
  private async settle(rel: string, type: string): Promise<void> {
    if (this.watches.has(rel)) {
      if (type === "change") return; // a directory's own attributes: git records none
      // Created, deleted or moved over: the watches below it follow the old inode, not this path.
      this.unwatchTree(rel);
      this.distrust(`directory ${rel} was moved, replaced or deleted`, false);
      this.changed.add(rel);
    }
    // lstat: a symlink to a directory is a link to git, never followed.
    const st = await lstat(path.join(this.opts.workspace, rel)).catch(() => null);
    if (st?.isDirectory()) {
      if (!this.watches.has(rel) && !(await this.opts.ignore.ignoredAmong([rel], true)).has(rel))
        await this.addTree(rel, true);
      return;
    }
    this.changed.add(rel);
  }

  /**
   * Watches `root` and every directory under it, breadth first, each watched before
   * it is read. `record`: every file found is a changed path (a directory that
   * appeared during a command).
   */
  private async addTree(root: string, record: boolean): Promise<void> {
    let level = [root];
    while (level.length > 0 && !this.closed) {
      const next: string[] = [];
      for (const dir of level) this.addDir(dir, record, next);
      const ignored = await this.opts.ignore.ignoredAmong(next, true);
      level = next.filter((d) => !ignored.has(d));
    }
  }

  /**
   * Synchronous on purpose: on a 100,000-file tree, 10,000 readdirSync calls cost
   * half of what the same calls through the thread pool do (measured), and the
   * walk blocks nothing else, as no command runs while the watcher starts.
   */
  private addDir(dir: string, record: boolean, subdirs: string[]): void {
    if (this.closed || this.watches.has(dir) || !this.watchDir(dir)) return;
    const abs = dir ? path.join(this.opts.workspace, dir) : this.opts.workspace;
    // At the start no file is a change, so a directory without subdirectories needs only its
    // watch: on a 100,000-file tree that skips 10,000 of 10,100 reads (an lstat costs a fifth).
    if (!record && dir !== "" && this.leafDevice !== undefined) {
      const st = lstatSync(abs, { throwIfNoEntry: false });
      if (st?.isDirectory() && st.nlink === 2 && st.dev === this.leafDevice) return;
    }
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (error) {
      // Gone again already: the parent's event says so. Unreadable: its files cannot be seen.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") this.distrust(`cannot read ${dir}: ${code}`, false);
      this.unwatchTree(dir);
      return;
    }
    if (dir !== "" && entries.some((e) => e.name === ".git")) {
      // A nested repository or a submodule: its insides belong to another repository.
      this.unwatchTree(dir);
      return;
    }
    for (const e of entries) {
      if (e.name === ".git") continue;
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) subdirs.push(rel);
      else if (record) this.changed.add(rel);
    }
  }

  /** False when the directory is gone already. */
  private watchDir(dir: string): boolean {
    if (this.watches.size >= this.maxWatches)
      throw this.unavailable(`the work tree has more than ${this.maxWatches} directories to watch`);
    const abs = dir ? path.join(this.opts.workspace, dir) : this.opts.workspace;
    let w: FSWatcher;
    try {
      // Not persistent: an idle watch does not keep Patchbay's process alive.
      w = watch(abs, { persistent: false }, (type, name) => this.onEvent(dir, type, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return false;
      if (code === "ENOSPC")
        throw this.unavailable("the inotify watch limit is reached (raise fs.inotify.max_user_watches)");
      throw this.unavailable(`cannot watch ${dir || "the work tree"}: ${(error as Error).message}`);
    }
    w.on("error", (error) => this.distrust(`watching ${dir || "the work tree"} failed: ${error.message}`, true));
    this.watches.set(dir, w);
    return true;
  }

  /** Too many directories for a watcher that is already running: distrust it, and let the restart fail. */
  private unavailable(why: string): WatcherUnavailableError {
    this.distrust(why, true);
    return new WatcherUnavailableError(why);
  }

  private unwatchTree(dir: string): void {
    for (const [rel, w] of this.watches)
      if (dir === "" || rel === dir || rel.startsWith(`${dir}/`)) {
        w.close();
        this.watches.delete(rel);
      }
  }
}
