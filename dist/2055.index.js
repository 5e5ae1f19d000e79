export const id = 2055;
export const ids = [2055];
export const modules = {

/***/ 25200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  co: () => (/* binding */ GitCheckpointer),
  xJ: () => (/* binding */ runHistoryRef)
});

// UNUSED EXPORTS: CheckpointError

// EXTERNAL MODULE: ./src/policy/shell/ast.ts
var ast = __webpack_require__(31899);
// EXTERNAL MODULE: ./src/policy/shell/segments.ts + 3 modules
var segments = __webpack_require__(70201);
;// CONCATENATED MODULE: ./src/policy/shell/index-blind.ts
/**
 * Commands that cannot read git's index (docs/decisions/0011-one-git-writer-per-run.md): made only of programs that read
 * and write the files they are given and never start another program. Before such a
 * command the checkpointer lets the index sync after the last checkpoint go on in the
 * background instead of waiting for it (about 20 ms at 100,000 files); every other
 * command — `git`, a test runner, a script, anything behind a wrapper, a path, a
 * substitution, or an option that runs commands such as sed's `e` — waits, so what it
 * reads from the index is current.
 *
 * A wrong answer here could only show one command an index a checkpoint behind (the
 * sync still finishes before the next reader, the push and the end of the run); it
 * never loses or misrecords a change, so the list stays short and obvious rather than
 * complete.
 */


/** Programs that start no other program, except through an option options.ts marks as a hazard. */
const INDEX_BLIND = new Set([
    "[",
    "basename",
    "cat",
    "chmod",
    "cmp",
    "cp",
    "cut",
    "diff",
    "dirname",
    "du",
    "echo",
    "egrep",
    "false",
    "fgrep",
    "grep",
    "head",
    "ln",
    "ls",
    "md5sum",
    "mkdir",
    "mv",
    "nl",
    "paste",
    "printf",
    "pwd",
    "readlink",
    "realpath",
    "rm",
    "rmdir",
    "sed",
    "sha1sum",
    "sha256sum",
    "sleep",
    "sort",
    "stat",
    "tac",
    "tail",
    "tee",
    "test",
    "touch",
    "tr",
    "true",
    "uniq",
    "wc",
]);
/** Option hazards that only write files (sed -i, sed's w): they read no index. */
const WRITE_ONLY_OPTIONS = new Set(["-i", "--in-place", "w"]);
function blind(segment) {
    if (segment.wrapper || segment.refusal !== undefined)
        return false;
    const program = segment.text.split(" ")[0] ?? "";
    if (!INDEX_BLIND.has(program))
        return false;
    // Options that run programs (sort --compress-program, sed's e) are hazards: options.ts.
    return segment.hazards.every((h) => h.kind === "redirect" || h.kind === "heredoc" || (h.kind === "option" && WRITE_ONLY_OPTIONS.has(h.option ?? "")));
}
/** True when no part of the command can read the git index; false when in doubt. */
async function cannotReadIndex(command) {
    const analysis = (0,segments/* analyzeCommand */.k)(await (0,ast/* loadShellSyntax */.GH)(), command);
    return analysis.ok && analysis.segments.length > 0 && analysis.segments.every(blind);
}

// EXTERNAL MODULE: ./src/util/faults.ts
var faults = __webpack_require__(48003);
// EXTERNAL MODULE: ./src/util/logger.ts
var logger = __webpack_require__(96618);
// EXTERNAL MODULE: ./src/git/lock-wait.ts
var lock_wait = __webpack_require__(59351);
// EXTERNAL MODULE: ./src/git/checkpoints/pipe.ts
var pipe = __webpack_require__(63554);
// EXTERNAL MODULE: ./src/git/refs/session-state.ts
var session_state = __webpack_require__(27395);
;// CONCATENATED MODULE: ./src/git/refs/state-chunks.ts
/**
 * A list saved in the session state as JSON Lines files of CHUNK lines each
 * (`messages/00000.jsonl`, …), so that a save writes only what changed (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * A full chunk never changes again: after the save that first holds it whole, the
 * state commit names its blob by id (computed here, no process asked) instead of
 * sending its bytes. Only the last, open chunk is sent each time — at most CHUNK
 * lines, however long the run. Items are serialized once each, remembered by
 * object identity (the loop hands out the same redacted objects every save).
 */
/** Lines per chunk: a save sends at most this many lines of a list. */
const CHUNK = 64;
class ChunkedList {
    dir;
    blobId;
    clean;
    sealed = [];
    open = [];
    lines = new WeakMap();
    items = [];
    /** Bytes of every line (newlines included): what the list weighs in the state. */
    bytes = 0;
    constructor(dir, blobId, 
    /** A last look at each line before it is stored (the redactor). */
    clean = (line) => line) {
        this.dir = dir;
        this.blobId = blobId;
        this.clean = clean;
    }
    /** What the list holds now. */
    get all() {
        return this.items;
    }
    append(items) {
        for (const item of items) {
            const line = this.lineOf(item);
            this.items.push(item);
            this.open.push(line);
            this.bytes += Buffer.byteLength(line) + 1;
            if (this.open.length === CHUNK) {
                const content = Buffer.from(`${this.open.join("\n")}\n`, "utf8");
                this.sealed.push({ sha: this.blobId(content), pending: content });
                this.open = [];
            }
        }
    }
    /** Starts over with these items (the list was rewritten, not appended to). */
    reset(items) {
        this.sealed = [];
        this.open = [];
        this.items = [];
        this.bytes = 0;
        this.append(items);
    }
    /** The files of this list for the next state commit. */
    files() {
        const name = (i) => `${this.dir}/${String(i).padStart(5, "0")}.jsonl`;
        const out = this.sealed.map((c, i) => c.pending ? { path: name(i), content: c.pending } : { path: name(i), sha: c.sha });
        if (this.open.length)
            out.push({ path: name(this.sealed.length), content: Buffer.from(`${this.open.join("\n")}\n`, "utf8") });
        return out;
    }
    /** The commit holding `files()` is on disk: from now on full chunks are named, not sent. */
    written() {
        for (const c of this.sealed)
            delete c.pending;
    }
    lineOf(item) {
        const key = typeof item === "object" && item !== null ? item : undefined;
        const known = key ? this.lines.get(key) : undefined;
        if (known !== undefined)
            return known;
        const line = this.clean(JSON.stringify(item));
        if (key)
            this.lines.set(key, line);
        return line;
    }
}

;// CONCATENATED MODULE: ./src/git/refs/session-saver.ts


class SessionSaver {
    writer;
    branch;
    opts;
    messages;
    checkpoints;
    /** The live conversation the saved one follows: its length and last message at the last save. */
    liveCount = 0;
    liveLast;
    checkpointCount = 0;
    checkpointLast;
    trimmed;
    constructor(writer, branch, opts) {
        this.writer = writer;
        this.branch = branch;
        this.opts = opts;
        const blobId = (content) => writer.blobId(content);
        const clean = (line) => opts.redactor.redact(line);
        this.messages = new ChunkedList("messages", blobId, clean);
        this.checkpoints = new ChunkedList("checkpoints", blobId, clean);
    }
    async save(state, shrink) {
        await this.writer.ready(); // blob ids are sha1 or sha256, as the repository is
        this.follow(state.messages);
        this.followCheckpoints(state.checkpoints);
        if (this.messages.bytes > this.opts.maxBytes) {
            const before = this.messages.all.length;
            const shrunk = shrink();
            this.messages.reset(shrunk);
            this.trimmed = `the saved conversation was cut from ${before} to ${shrunk.length} messages to stay under ${this.opts.maxBytes} bytes`;
        }
        const { messages: _m, checkpoints: _c, ...rest } = state;
        const head = Buffer.from(JSON.stringify({ ...rest, format: 2, parts: { messages: "messages/", checkpoints: "checkpoints/" } }), "utf8");
        const files = [{ path: session_state/* STATE_FILE */.bv, content: head }, ...this.messages.files(), ...this.checkpoints.files()];
        const ref = (0,session_state/* sessionStateRef */.xu)(this.branch);
        const message = `patchbay session state for ${this.branch}\n\n${this.trimmed ? `${this.trimmed}\n\n` : ""}${session_state/* STATE_MARKER_V2 */.uN}\n`;
        const sha = await this.writer.writeStateTree(ref, files, message, this.opts.who);
        this.messages.written();
        this.checkpoints.written();
        const bytes = head.length + this.messages.bytes + this.checkpoints.bytes;
        return { ref, sha, bytes, trimmed: this.trimmed || undefined };
    }
    /** Appends the messages added since the last save; a conversation rewritten meanwhile is saved anew. */
    follow(live) {
        const appended = live.length >= this.liveCount && (this.liveCount === 0 || live[this.liveCount - 1] === this.liveLast);
        if (appended)
            this.messages.append(live.slice(this.liveCount));
        else
            this.messages.reset(live);
        this.liveCount = live.length;
        this.liveLast = live[live.length - 1];
    }
    followCheckpoints(live) {
        const appended = live.length >= this.checkpointCount &&
            (this.checkpointCount === 0 || live[this.checkpointCount - 1] === this.checkpointLast);
        if (appended)
            this.checkpoints.append(live.slice(this.checkpointCount));
        else
            this.checkpoints.reset(live);
        this.checkpointCount = live.length;
        this.checkpointLast = live[live.length - 1];
    }
}

;// CONCATENATED MODULE: ./src/git/refs/state-saves.ts
/**
 * The session state through the run's writer (docs/decisions/0005-a-checkpoint-per-tool-call.md): as one JSON text, or a
 * turn at a time (session-saver.ts), what the loop saves after every turn. A state
 * commit has no parent, so one a dying fast-import did not confirm is written again
 * by the next one: the same save (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 */



class StateSaves {
    writer;
    who;
    log;
    after;
    saver;
    constructor(writer, who, log, 
    /** After each save (the checkpointer closes the writer once the run has finished). */
    after) {
        this.writer = writer;
        this.who = who;
        this.log = log;
        this.after = after;
    }
    async json(branch, json, opts) {
        const state = (0,session_state/* prepareState */.VE)(branch, json, opts);
        const sha = await this.retried(() => this.writer.writeState(state.ref, session_state/* STATE_FILE */.bv, state.text, state.message, this.who));
        return { ref: state.ref, sha, bytes: state.bytes, trimmed: state.trimmed || undefined };
    }
    async session(branch, state, opts) {
        this.saver ??= new SessionSaver(this.writer, branch, { ...opts, who: this.who });
        const saver = this.saver;
        return this.retried(() => saver.save(state, opts.shrink));
    }
    async retried(write) {
        const done = await write().catch((error) => {
            if (!(error instanceof pipe/* WriterDiedError */.IO))
                throw error;
            this.log.warning(`${error.message}; saving the session state again with a new one`);
            return write();
        });
        await this.after();
        return done;
    }
}

// EXTERNAL MODULE: ./src/git/status.ts
var git_status = __webpack_require__(46696);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/git/checkpoints/watcher.ts
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



/** The work tree cannot be watched at all (the inotify watch limit, too many directories). */
class WatcherUnavailableError extends Error {
    constructor(message) {
        super(message);
        this.name = "WatcherUnavailableError";
    }
}
const DEFAULT_MAX_WATCHES = 8192;
const DEFAULT_QUEUE = 16384;
async function procNumber(file, fallback) {
    const n = Number.parseInt(await (0,promises_.readFile)(file, "utf8").catch(() => ""), 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
}
/**
 * Node does not report inotify's IN_Q_OVERFLOW (libuv drops the event, it has no
 * watch descriptor). But when the kernel's queue overflows it still holds
 * `max_queued_events` events, all of which we then read: fewer events than that
 * since the last report means no overflow. Half of it leaves room for events on
 * watches closed meanwhile, which libuv drops without telling us.
 */
async function eventLimit() {
    return Math.floor((await procNumber("/proc/sys/fs/inotify/max_queued_events", DEFAULT_QUEUE)) / 2);
}
async function watchLimit() {
    return Math.floor((await procNumber("/proc/sys/fs/inotify/max_user_watches", DEFAULT_MAX_WATCHES * 2)) / 2);
}
/**
 * ext2/3/4, XFS and tmpfs keep a directory's link count at 2 + its subdirectories
 * (ext4 gives up at 65,000 and says 1), so a count of 2 means none. Others (btrfs
 * always says 1, overlayfs 1 for merged directories, FUSE file systems whatever they
 * like) get every directory read. The device, so a mount inside the tree is read too.
 */
const LINK_COUNTING = new Set([0xef53, 0x58465342, 0x01021994]);
function countsSubdirs(workspace) {
    try {
        if (!LINK_COUNTING.has(Number((0,external_node_fs_.statfsSync)(workspace).type)))
            return undefined;
        return (0,external_node_fs_.lstatSync)(workspace).dev;
    }
    catch {
        return undefined; // no statfs here: read every directory
    }
}
async function fileKey(file) {
    const st = await (0,promises_.stat)(file).catch(() => null);
    return st ? `${st.ino}:${st.size}:${st.mtimeMs}` : "none";
}
class WorkTreeWatcher {
    opts;
    maxWatches;
    maxEvents;
    watches = new Map();
    changed = new Set();
    pending = new Set();
    /**
     * Paths with a look under way, and whether another event came for them meanwhile:
     * events coalesce per path, so a rename loop costs one job per path, not one per event.
     */
    queued = new Map();
    /** Past the event cap: single events are no longer looked at, git status will see it all. */
    overflowed = false;
    events = 0;
    why;
    stale = false;
    closed = false;
    excludeKey = "";
    /** The work tree's device, when its file system counts subdirectories in a directory's link count. */
    leafDevice;
    constructor(opts, maxWatches, maxEvents) {
        this.opts = opts;
        this.maxWatches = maxWatches;
        this.maxEvents = maxEvents;
    }
    /** Watches every directory of the work tree; resolves once they all are watched. */
    static async start(opts) {
        // Elsewhere fs.watch is not inotify: macOS's FSEvents reports late, after a checkpoint has looked.
        if (process.platform !== "linux")
            throw new WatcherUnavailableError("the work-tree watcher needs Linux (inotify)");
        const w = new WorkTreeWatcher(opts, opts.maxWatches ?? (await watchLimit()), opts.maxEvents ?? (await eventLimit()));
        w.excludeKey = await fileKey(opts.ignore.infoExclude);
        w.leafDevice = countsSubdirs(opts.workspace);
        try {
            await w.addTree("", false);
        }
        catch (error) {
            w.close();
            throw error;
        }
        return w;
    }
    /** How many directories are watched. */
    get size() {
        return this.watches.size;
    }
    /**
     * Everything seen since the last report. Waits for the events the kernel has
     * queued (a command that has exited has made all of its own) and for new
     * directories to be read.
     */
    async take() {
        do {
            // Two turns of the event loop: the first may end the turn that is running now,
            // whose poll for inotify's descriptor came before these events were queued.
            for (let i = 0; i < 2; i++)
                await new Promise((resolve) => setImmediate(resolve));
            await Promise.all([...this.pending]);
        } while (this.pending.size > 0);
        if ((await fileKey(this.opts.ignore.infoExclude)) !== this.excludeKey)
            this.distrust(".git/info/exclude changed", true);
        const report = {
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
    close() {
        this.closed = true;
        for (const w of this.watches.values())
            w.close();
        this.watches.clear();
    }
    distrust(why, stale) {
        this.why ??= why;
        this.stale ||= stale;
    }
    onEvent(dir, type, name) {
        if (this.closed || this.overflowed)
            return;
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
        if (name === ".git")
            return; // a repository's own directory (or a submodule's .git file): never ours
        const rel = dir ? `${dir}/${name}` : name;
        if (name === ".gitignore")
            this.distrust(`${rel} changed`, true);
        const queued = this.queued.get(rel);
        if (queued) {
            queued.type = type;
            queued.again = true;
            return;
        }
        const entry = { type, again: false };
        this.queued.set(rel, entry);
        const job = this.drain(rel, entry).catch((error) => this.distrust(`reading ${rel}: ${error.message}`, true));
        this.pending.add(job);
        void job.finally(() => {
            this.pending.delete(job);
            this.queued.delete(rel);
        });
    }
    /** Looks at `rel` until no event for it is left over (or the watcher gave up on single events). */
    async drain(rel, entry) {
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
    overflow() {
        this.overflowed = true;
        this.changed.clear();
        this.distrust(`more than ${this.maxEvents} file events at once: the kernel may have dropped some`, true);
    }
    /** What an event on `rel` means: a file to look at, a new directory to watch, a watched one gone. */
    async settle(rel, type) {
        if (this.watches.has(rel)) {
            if (type === "change")
                return; // a directory's own attributes: git records none
            // Created, deleted or moved over: the watches below it follow the old inode, not this path.
            this.unwatchTree(rel);
            this.distrust(`directory ${rel} was moved, replaced or deleted`, false);
            this.changed.add(rel);
        }
        // lstat: a symlink to a directory is a link to git, never followed.
        const st = await (0,promises_.lstat)(external_node_path_default().join(this.opts.workspace, rel)).catch(() => null);
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
    async addTree(root, record) {
        let level = [root];
        while (level.length > 0 && !this.closed) {
            const next = [];
            for (const dir of level)
                this.addDir(dir, record, next);
            const ignored = await this.opts.ignore.ignoredAmong(next, true);
            level = next.filter((d) => !ignored.has(d));
        }
    }
    /**
     * Synchronous on purpose: on a 100,000-file tree, 10,000 readdirSync calls cost
     * half of what the same calls through the thread pool do (measured), and the
     * walk blocks nothing else, as no command runs while the watcher starts.
     */
    addDir(dir, record, subdirs) {
        if (this.closed || this.watches.has(dir) || !this.watchDir(dir))
            return;
        const abs = dir ? external_node_path_default().join(this.opts.workspace, dir) : this.opts.workspace;
        // At the start no file is a change, so a directory without subdirectories needs only its
        // watch: on a 100,000-file tree that skips 10,000 of 10,100 reads (an lstat costs a fifth).
        if (!record && dir !== "" && this.leafDevice !== undefined) {
            const st = (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false });
            if (st?.isDirectory() && st.nlink === 2 && st.dev === this.leafDevice)
                return;
        }
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true });
        }
        catch (error) {
            // Gone again already: the parent's event says so. Unreadable: its files cannot be seen.
            const code = error.code;
            if (code !== "ENOENT" && code !== "ENOTDIR")
                this.distrust(`cannot read ${dir}: ${code}`, false);
            this.unwatchTree(dir);
            return;
        }
        if (dir !== "" && entries.some((e) => e.name === ".git")) {
            // A nested repository or a submodule: its insides belong to another repository.
            this.unwatchTree(dir);
            return;
        }
        for (const e of entries) {
            if (e.name === ".git")
                continue;
            const rel = dir ? `${dir}/${e.name}` : e.name;
            if (e.isDirectory())
                subdirs.push(rel);
            else if (record)
                this.changed.add(rel);
        }
    }
    /** False when the directory is gone already. */
    watchDir(dir) {
        if (this.watches.size >= this.maxWatches)
            throw this.unavailable(`the work tree has more than ${this.maxWatches} directories to watch`);
        const abs = dir ? external_node_path_default().join(this.opts.workspace, dir) : this.opts.workspace;
        let w;
        try {
            // Not persistent: an idle watch does not keep Patchbay's process alive.
            w = (0,external_node_fs_.watch)(abs, { persistent: false }, (type, name) => this.onEvent(dir, type, name));
        }
        catch (error) {
            const code = error.code;
            if (code === "ENOENT" || code === "ENOTDIR")
                return false;
            if (code === "ENOSPC")
                throw this.unavailable("the inotify watch limit is reached (raise fs.inotify.max_user_watches)");
            throw this.unavailable(`cannot watch ${dir || "the work tree"}: ${error.message}`);
        }
        w.on("error", (error) => this.distrust(`watching ${dir || "the work tree"} failed: ${error.message}`, true));
        this.watches.set(dir, w);
        return true;
    }
    /** Too many directories for a watcher that is already running: distrust it, and let the restart fail. */
    unavailable(why) {
        this.distrust(why, true);
        return new WatcherUnavailableError(why);
    }
    unwatchTree(dir) {
        for (const [rel, w] of this.watches)
            if (dir === "" || rel === dir || rel.startsWith(`${dir}/`)) {
                w.close();
                this.watches.delete(rel);
            }
    }
}

;// CONCATENATED MODULE: ./src/git/checkpoints/change-detector.ts
/**
 * Which paths a command or an MCP tool may have changed (docs/decisions/0011-one-git-writer-per-run.md): the work-tree
 * watcher's paths when it can be trusted, a full `git status` when it cannot.
 *
 * The watcher starts at the first command (a run that runs none pays nothing) and
 * the status fallback runs when: the watcher could not start or had to give up
 * (inotify's watch limit), it distrusts its own events (a possible queue overflow,
 * a .gitignore or .git/info/exclude change, a directory moved or deleted, a watch
 * error), or HEAD moved other than by a checkpoint (the agent's own `git commit`,
 * `checkout`, `reset`: the work tree may now differ from HEAD where no file
 * changed). The end of the run always asks git (`full`), so a missed event can
 * delay a change to the last checkpoint but never lose it.
 */



const sameHead = (a, b) => a.sha === b.sha && a.ref === b.ref;
class ChangeDetector {
    writer;
    log;
    limits;
    watcher = null;
    /** Why this run watches nothing (the watcher cannot start here). */
    off;
    /** HEAD as the last checkpoint (or the watcher's start) left it. */
    expected;
    /** HEAD moved other than by a checkpoint since the last full status. */
    moved = false;
    /** Commands ran in this run (so more are likely: the checkpointer syncs the index early). */
    used = false;
    /** A watcher ran in this run: the end of the run must ask git once (without one, every checkpoint did). */
    watched = false;
    constructor(writer, log, limits = {}) {
        this.writer = writer;
        this.log = log;
        this.limits = limits;
    }
    /** Before a command or MCP tool: every change from here on is seen. */
    async arm() {
        if (this.off !== undefined || this.watcher)
            return;
        this.used = true;
        try {
            this.watcher = await WorkTreeWatcher.start({
                workspace: this.writer.runner.cwd,
                ignore: await this.writer.ignoreMatcher(),
                ...this.limits,
            });
        }
        catch (error) {
            if (!(error instanceof WatcherUnavailableError))
                throw error;
            this.off = error.message;
            this.log.info(`checkpoints after commands ask git status for changes: ${error.message}`);
            return;
        }
        this.watched = true;
        // What the command changes is compared with HEAD as it is now.
        this.expected ??= await this.writer.head();
    }
    /** HEAD just before a checkpoint: another HEAD than the last one left means the agent moved it. */
    observe(head) {
        if (this.expected && !sameHead(head, this.expected))
            this.moved = true;
    }
    /** A checkpoint moved HEAD. */
    committed(head) {
        if (this.expected)
            this.expected = head;
    }
    /** What may have changed since the last call; `full` asks git whatever the watcher says. */
    async detect(head, full) {
        this.observe(head);
        const report = await this.watcher?.take();
        if (report?.stale) {
            // Its watches may miss directories now: the next command starts a new one.
            this.watcher?.close();
            this.watcher = null;
        }
        let why = full ? "the end of the run checks the whole tree" : (report?.distrust ?? this.off);
        if (!why && this.moved)
            why = "HEAD moved by a git command";
        if (!why && report)
            return { paths: report.paths };
        if (!why)
            why = "no watcher";
        if (report?.distrust || this.moved)
            this.log.info(`checkpoint: asking git status for changes: ${why}`);
        this.moved = false;
        if (this.expected)
            this.expected = head;
        await this.writer.syncIndex().catch((e) => (0,lock_wait/* warnIndexLocked */.JO)(e, (m) => this.log.warning(m)));
        const status = await (0,git_status/* treeStatus */.t$)(this.writer.runner);
        return { paths: status.changes.map((c) => c.path), status };
    }
    close() {
        this.watcher?.close();
        this.watcher = null;
    }
}

// EXTERNAL MODULE: ./src/git/checkpoints/changes.ts
var changes = __webpack_require__(77937);
// EXTERNAL MODULE: ./src/git/checkpoints/commit.ts
var commit = __webpack_require__(41351);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/beneath/files.ts
var files = __webpack_require__(50448);
// EXTERNAL MODULE: ./src/git/checkpoints/read-inside.ts
var read_inside = __webpack_require__(21439);
;// CONCATENATED MODULE: ./src/git/checkpoints/held.ts
/**
 * Changes a checkpoint keeps back. A path no approved file-tool call named — a
 * command's or an MCP tool's change — is judged as if a file tool had written
 * it: allowed, it is committed; denied, it stays in the working tree,
 * uncommitted, with a warning; asked, it is held for a person's approval, in
 * the same flow as an `ask` tool call. The held bytes travel with the session
 * state (a later run, on a fresh checkout, writes and commits them when the
 * answer is "approve"), so they are capped in size.
 */



/** Bytes held for approval across a run: the session state carries them. */
const MAX_HELD_BYTES = 256 * 1024;
class HeldChangesBox {
    judge;
    log;
    held = new Map();
    bytes = 0;
    constructor(judge, log) {
        this.judge = judge;
        this.log = log;
    }
    /**
     * The changes to commit now; the rest are withheld (deny) or held (ask).
     * `approved(path)`: an allowed file-tool call named it, so it was judged with the call.
     */
    async sort(changes, approved) {
        if (!this.judge)
            return changes;
        const kept = [];
        for (const c of changes) {
            if (approved(c.path)) {
                kept.push(c);
                continue;
            }
            const verdict = await this.judge(c.path);
            if (verdict.decision === "allow")
                kept.push(c);
            else if (verdict.decision === "deny")
                this.log.warning(`${c.path} changed but is not committed: ${verdict.why}`);
            else
                this.hold(c, verdict.why);
        }
        return kept;
    }
    /** What waits for approval since the last take, if anything. */
    take() {
        if (this.held.size === 0)
            return undefined;
        const items = [...this.held.values()];
        this.held.clear();
        this.bytes = 0;
        return { files: items.map((i) => i.file), why: [...new Set(items.map((i) => i.why))].join("; ") };
    }
    hold(c, why) {
        if (c.kind === "delete") {
            this.held.set(c.path, { file: { path: c.path, deleted: true }, why });
            return;
        }
        const size = c.content?.length ?? 0;
        if (!c.content || this.bytes + size > MAX_HELD_BYTES) {
            this.log.warning(`${c.path} changed but is not committed: ${why}; it is too large to hold for approval (over ${MAX_HELD_BYTES / 1024} KB held), so it stays in the working tree for a person to commit`);
            return;
        }
        this.bytes += size;
        this.held.set(c.path, {
            file: { path: c.path, mode: c.mode, sha: c.sha, content: c.content.toString("base64") },
            why,
        });
    }
}
/**
 * Puts approved held changes into the work tree where they are not already
 * (a resumed run's fresh checkout) and returns the paths to commit. Each path
 * is judged again (an approval answers an ask, never a deny), and bytes that
 * no longer hash to what was held (masked because they held a secret) are not
 * written.
 */
async function restoreHeld(workspace, held, judge, log) {
    const paths = [];
    for (const file of held.files) {
        const verdict = judge ? await judge(file.path) : undefined;
        if (verdict?.decision === "deny") {
            log.warning(`${file.path} was approved but is not committed: ${verdict.why}`);
            continue;
        }
        try {
            if (file.deleted) {
                await (0,files/* removeBeneath */.Y9)(workspace, file.path);
            }
            else {
                const bytes = Buffer.from(file.content ?? "", "base64");
                if (file.mode === "120000" || !file.sha || blobHash(bytes, file.sha.length) !== file.sha) {
                    log.warning(`${file.path} was approved but is not committed: its held content could not be restored`);
                    continue;
                }
                const current = await (0,read_inside/* readInsideWorkspace */.y)(workspace, file.path);
                if (!current?.equals(bytes))
                    await (0,files/* writeBeneath */.pB)(workspace, file.path, bytes);
            }
        }
        catch (e) {
            if (!(e instanceof files/* WalkError */.Wd || e instanceof files/* WriteError */.QM))
                throw e;
            log.warning(`${file.path} was approved but is not committed: ${e.message}`);
            continue;
        }
        paths.push(file.path);
    }
    return paths;
}
function blobHash(content, hexLength) {
    return (0,external_node_crypto_.createHash)(hexLength === 64 ? "sha256" : "sha1")
        .update(`blob ${content.length}\0`)
        .update(content)
        .digest("hex");
}

// EXTERNAL MODULE: ./src/git/checkpoints/message.ts
var checkpoints_message = __webpack_require__(27519);
;// CONCATENATED MODULE: ./src/git/checkpoints/pending-journal.ts
/**
 * What the run lock's journal says of tool calls not committed yet (run-lock.ts,
 * recover.ts): the paths they named, and whether one changes paths nobody named
 * (a command, an MCP tool) — what a kill before their checkpoint would leave.
 */

/** `running`: the call about to run — the paths it names, or "unknown" for one that names none. */
function journalPending(journal, cwd, pending, running = []) {
    const named = new Set();
    let unknown = running === "unknown";
    for (const p of running === "unknown" ? [] : running)
        named.add(p);
    for (const r of pending) {
        if (r.paths === undefined)
            unknown = true;
        else
            for (const p of r.paths)
                named.add(p);
    }
    const paths = [...named].map((p) => (0,changes/* normalizePath */.Fd)(cwd, p)).filter((p) => p !== null);
    journal({ pending: paths, pendingUnknown: unknown });
}

// EXTERNAL MODULE: ./src/git/checkpoints/run-writer.ts + 2 modules
var run_writer = __webpack_require__(8572);
;// CONCATENATED MODULE: ./src/git/checkpoints/squash.ts


/** One commit with the run's final tree on top of where the run started. */
async function squashRun(input) {
    const { runner, checkpoints, base, log } = input;
    const tip = await (0,changes/* headSha */.xF)(runner);
    if (!tip || !base)
        return null;
    const ours = new Set(checkpoints.map((c) => c.sha));
    const between = (await runner.exec(["rev-list", `${base}..${tip}`])).stdout.split("\n").filter(Boolean);
    if (between.length !== ours.size || between.some((s) => !ours.has(s))) {
        log.warning("squash skipped: the branch has commits other than this run's checkpoints since the run started; the checkpoints stay as they are");
        return null;
    }
    await runner.exec(["update-ref", "-m", "patchbay: run history", input.historyRef, tip]);
    const subjects = checkpoints.map((c) => `- ${c.subject} (${c.sha.slice(0, 8)})`);
    const last = checkpoints[checkpoints.length - 1];
    const trailers = [`Patchbay-Run: ${input.runUrl}`, `Patchbay-Step: ${last.step}`, "Patchbay-Tool: squash"];
    trailers.push(`Patchbay-History: ${input.historyRef}`);
    if (input.requester)
        trailers.push(`Co-authored-by: ${input.requester.name} <${input.requester.email}>`);
    const subject = input.squashSubject ?? `patchbay: run ${input.runId}`;
    const message = input.redact(`${subject}\n\n${subjects.slice(0, 100).join("\n")}\n\n${trailers.join("\n")}\n`);
    let sha;
    if (input.signer) {
        sha = await input.signer.squash(base, tip, message);
    }
    else {
        const time = input.now?.();
        const env = time === undefined ? {} : { GIT_AUTHOR_DATE: `${time} +0000`, GIT_COMMITTER_DATE: `${time} +0000` };
        const author = { name: input.config.author_name, email: input.config.author_email };
        Object.assign(env, {
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: author.name,
            GIT_COMMITTER_EMAIL: author.email,
        });
        sha = (await runner.exec(["commit-tree", `${tip}^{tree}`, "-p", base, "-F", "-"], { input: message, env })).stdout.trim();
        if (!(await (0,commit/* moveHead */._)(runner, sha, tip, "squash"))) {
            log.warning("squash skipped: the branch moved while squashing");
            return null;
        }
    }
    const files = [...new Set(checkpoints.flatMap((c) => c.files))];
    return { step: last.step, tool: "squash", sha, files, subject };
}

;// CONCATENATED MODULE: ./src/git/checkpoints/checkpointer.ts














class CheckpointError extends Error {
    constructor(message) {
        super(message);
        this.name = "CheckpointError";
    }
}
const runHistoryRef = (runId) => `refs/patchbay/runs/${runId.replace(/[^A-Za-z0-9._-]/g, "-")}`;
class GitCheckpointer {
    opts;
    checkpoints = [];
    pending = [];
    exclude;
    log;
    /** HEAD before this run's first checkpoint: what a squash goes back to. */
    base;
    /** The run's long-lived git processes (docs/decisions/0011-one-git-writer-per-run.md). */
    writer;
    /** What commands and MCP tools changed: a work-tree watcher, or git status when it cannot be trusted. */
    detector;
    usedScratch = false;
    states;
    /** Said once: the index stays behind at the end (a lock, a full disk). */
    indexWarned = false;
    journal;
    finished = false;
    lastStep = 0;
    /** Changes kept back from commits: withheld (deny) or held for approval (ask). */
    held;
    constructor(opts) {
        this.opts = opts;
        const carried = opts.carried ?? [];
        this.exclude = new Set((opts.dirtyAtStart ?? []).filter((p) => !carried.includes(p)));
        this.log = opts.log ?? logger/* silentLogger */.q;
        this.held = new HeldChangesBox(opts.judge, this.log);
        this.journal = opts.journal ?? (() => { });
        this.writer = new run_writer/* RunWriter */.X(opts.runner, {
            onRestart: (why) => this.log.warning(why),
            journal: this.journal,
            lockWaitMs: opts.lockWaitMs,
            syncWhenIdleMs: opts.syncWhenIdleMs,
        });
        const who = { name: opts.config.author_name, email: opts.config.author_email };
        // After finish() (the loop's last save), nothing else will close the writer.
        this.states = new StateSaves(this.writer, who, this.log, async () => {
            if (this.finished)
                await this.closeWriter();
        });
        const leftover = { step: 0, tool: "patchbay", summary: "changes the last run made and could not commit" };
        if (carried.length)
            this.pending.push({ ...leftover, paths: carried });
        this.detector = new ChangeDetector(this.writer, this.log, opts.watch);
        if (opts.config.sign && !opts.signer)
            throw new CheckpointError("git.sign is true but no GitHub API was given to sign commits with");
    }
    get historyRef() {
        return runHistoryRef(this.opts.runId);
    }
    list() {
        return [...this.checkpoints];
    }
    /**
     * A command or an MCP tool may read the index (`git status`, `git stash`): bring it
     * up to date first — unless the command is made only of programs that cannot read it
     * (`sed`, `cat`, `ls`, …: policy/shell/index-blind.ts), when the sync is left to the
     * next reader (or to idle time). And what it changes is seen from here
     * on (with `end` checkpoints one git status at the end finds it all, so nothing is
     * watched).
     */
    async beforeTool(kind, command, paths) {
        if (kind !== "read")
            this.recordPending(kind === "write" ? (paths ?? []) : "unknown");
        if (kind !== "exec" && kind !== "other")
            return;
        const watch = this.opts.config.checkpoints === "end" ? undefined : this.detector.arm();
        // Nothing waiting to be synced: no reason to look at the command.
        const blind = kind === "exec" && command !== undefined && this.writer.syncPending && (await cannotReadIndex(command));
        await Promise.all([blind ? undefined : this.writer.syncIndex().catch((e) => this.indexLocked(e)), watch]);
    }
    /** The index stays behind while another git holds its lock: a warning (lock-wait.ts). */
    indexLocked(error) {
        (0,lock_wait/* warnIndexLocked */.JO)(error, (m) => this.log.warning(m));
    }
    async afterTool(req) {
        this.pending.push(req);
        this.lastStep = Math.max(this.lastStep, req.step);
        if (this.opts.config.checkpoints !== "tool")
            return null;
        return this.commitPending();
    }
    async afterTurn(_turn) {
        if (this.opts.config.checkpoints !== "turn")
            return null;
        return this.commitPending();
    }
    async finish(success) {
        try {
            // Deferred work is committed even when the run failed: committed work is never lost.
            // After commands were watched, git looks at the whole tree once: an event the
            // watcher missed still ends up in a checkpoint.
            await this.commitPending(this.detector.watched);
            const left = this.held.take();
            if (left)
                this.log.warning(`not committed, waiting for approval: ${left.files.map((f) => f.path).join(", ")} (${left.why})`);
        }
        finally {
            this.finished = true;
            await this.close();
        }
        if (success && this.opts.config.squash && this.checkpoints.length > 1) {
            const squashed = await squashRun({
                ...this.opts,
                checkpoints: this.checkpoints,
                base: this.base,
                historyRef: this.historyRef,
                log: this.log,
                redact: (text) => this.redact(text),
            });
            if (squashed)
                return [squashed];
        }
        return this.list();
    }
    /** Ends the run's git processes, packs the run's objects and syncs the index; safe to call twice. */
    async close() {
        this.detector.close();
        await this.closeWriter();
        if (this.usedScratch)
            await this.opts.runner.exec(["update-ref", "-d", run_writer/* SCRATCH_REF */.r], { allowAllExitCodes: true });
        this.usedScratch = false;
    }
    /**
     * The run's end: its commits stand whatever happens to the index now, and the
     * journal keeps the entries still behind for the next run, so nothing here fails the run.
     */
    async closeWriter() {
        await this.writer.close().catch((error) => {
            if (this.indexWarned)
                return;
            this.indexWarned = true;
            if (error instanceof lock_wait/* GitLockError */.c2)
                return this.indexLocked(error);
            const why = (0,faults/* faultSummary */.RW)(error) ?? (error instanceof Error ? error.message : String(error));
            this.log.warning(`the index could not be brought in line with the checkpoints: ${why}; the next run does it`);
        });
    }
    /** The session state (docs/decisions/0005-a-checkpoint-per-tool-call.md) as one JSON text, in the run's fast-import stream. */
    saveState(branch, json, opts) {
        return this.states.json(branch, json, opts);
    }
    /** The session state a turn at a time (session-saver.ts): what the loop saves after every turn. */
    saveSession(branch, state, opts) {
        return this.states.session(branch, state, opts);
    }
    /** What a kill before the pending calls' checkpoint would leave (pending-journal.ts). */
    recordPending(running = []) {
        journalPending(this.journal, this.opts.runner.cwd, this.pending, running);
    }
    /** Changes held for a person's approval since the last call (a command wrote .npmrc under an `ask` rule). */
    takeHeld() {
        return this.held.take();
    }
    /**
     * Commits held changes a person approved. A resumed run starts from a fresh
     * checkout, so the held bytes are written into the work tree first (through
     * src/beneath); each path is judged again, and one the rules now deny is left out.
     */
    async commitHeld(held, step, approvedBy) {
        const paths = await restoreHeld(this.opts.runner.cwd, held, this.opts.judge, this.log);
        if (paths.length === 0)
            return null;
        this.pending.push({
            step,
            tool: "approval",
            summary: `${paths.join(", ")} (approved by ${approvedBy})`,
            paths,
            approved: paths,
        });
        this.lastStep = Math.max(this.lastStep, step);
        return this.commitPending();
    }
    /** `sweep`: find changes with a full git status, and commit them even with no tool call pending. */
    async commitPending(sweep = false) {
        let reqs = this.pending;
        this.pending = [];
        if (reqs.length === 0) {
            if (!sweep)
                return null;
            reqs = [{ step: this.lastStep, tool: "patchbay", summary: "changes made by commands that no checkpoint saw" }];
        }
        // What was detected is kept for a retry: the watcher reports each change once.
        const memo = {};
        for (let attempt = 0;; attempt++) {
            try {
                const made = await this.commitOnce(reqs, sweep, memo);
                this.recordPending();
                return made;
            }
            catch (error) {
                if (!(error instanceof pipe/* WriterDiedError */.IO))
                    throw error;
                if (attempt > 0)
                    throw new CheckpointError(`${error.message}; the checkpoints made so far are on the branch, this one is still in the working tree`);
                this.log.warning(`${error.message}; retrying the checkpoint with a new one`);
            }
        }
    }
    async commitOnce(reqs, sweep, memo) {
        const { runner } = this.opts;
        const w = this.writer;
        const head = await w.head();
        const named = new Set();
        const approved = new Set();
        let detect = sweep;
        for (const r of reqs) {
            if (r.paths === undefined)
                detect = true;
            else
                for (const p of r.paths)
                    named.add(p);
            for (const p of r.approved ?? [])
                approved.add(p);
        }
        const paths = new Set(named);
        // Detected changes skip the pre-run dirty paths quietly; a tool that names one gets a warning.
        if (detect)
            memo.found ??= await this.detector.detect(head, sweep);
        else
            this.detector.observe(head);
        const found = memo.found;
        for (const p of found?.paths ?? [])
            if (!this.exclude.has(p))
                paths.add(p);
        if (paths.size === 0)
            return null;
        const last = reqs[reqs.length - 1];
        if (!last)
            return null;
        const tools = [...new Set(reqs.map((r) => r.tool))].join(", ");
        const summary = reqs.length === 1 ? last.summary : reqs.map((r) => r.summary).join("; ");
        const body = reqs.length > 1 ? reqs.map((r) => `- step ${r.step}: ${r.tool}: ${r.summary}`).join("\n") : undefined;
        const message = this.redact((0,checkpoints_message/* checkpointMessage */.ST)({
            tool: tools,
            summary,
            step: last.step,
            runUrl: this.opts.runUrl,
            requester: this.opts.requester,
            body,
        }));
        // A writer that died after naming the commit may still have put it on the branch.
        const landed = w.lastUnconfirmed !== null && head.sha === w.lastUnconfirmed ? head.sha : null;
        const set = await (0,changes/* collectChanges */.K9)(w, [...paths], {
            exclude: this.exclude,
            log: this.log,
            parent: landed ? await firstParent(runner, landed) : head.sha,
            known: found?.status && found.status.head === head.sha ? found.status.changes : undefined,
        });
        set.changes = await this.held.sort(set.changes, underAny(this.opts.runner.cwd, approved));
        if (set.changes.length === 0)
            return null;
        if (landed)
            w.landed(set.changes.map((c) => c.path));
        const sha = landed ?? (await this.write(set, message, head));
        this.detector.committed({ ref: head.ref, sha });
        // Commands ran in this run, so one is likely to come, and it needs the index current.
        if (this.detector.used)
            this.writer.syncSoon();
        if (this.base === undefined)
            this.base = set.parent;
        const checkpoint = {
            step: last.step,
            tool: tools,
            sha,
            files: set.changes.map((c) => c.path),
            subject: message.split("\n")[0] ?? "",
        };
        this.checkpoints.push(checkpoint);
        return checkpoint;
    }
    redact(text) {
        return this.opts.redactor ? this.opts.redactor.redact(text) : text;
    }
    async write(set, message, head) {
        if (this.opts.signer)
            return this.opts.signer.commit(set, message);
        const spec = {
            parent: set.parent,
            changes: set.changes,
            message,
            author: { name: this.opts.config.author_name, email: this.opts.config.author_email },
            time: this.opts.now?.() ?? Math.floor(Date.now() / 1000),
        };
        if (head.ref)
            return this.writer.commit({ ...spec, ref: head.ref });
        // A detached HEAD: the commit goes to a scratch ref, then HEAD moves with a compare-and-swap.
        this.usedScratch = true;
        const sha = await this.writer.commit({ ...spec, ref: run_writer/* SCRATCH_REF */.r });
        if (!(await (0,commit/* moveHead */._)(this.opts.runner, sha, set.parent, "checkpoint")))
            throw new CheckpointError("HEAD moved while a checkpoint was written; retry the run");
        return sha;
    }
}
async function firstParent(runner, sha) {
    const res = await runner.exec(["rev-parse", "-q", "--verify", `${sha}^1`], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
/** A path an approved call named, or a file in a folder it named, was judged with the call. */
function underAny(workspace, approved) {
    const rels = new Set();
    for (const p of approved) {
        const rel = (0,changes/* normalizePath */.Fd)(workspace, p);
        if (rel !== null)
            rels.add(rel);
    }
    return (p) => {
        for (let i = p.length; i !== -1; i = p.lastIndexOf("/", i - 1))
            if (rels.has(p.slice(0, i)))
                return true;
        return false;
    };
}


/***/ }),

/***/ 27519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ runTrailers),
/* harmony export */   QB: () => (/* binding */ readCheckpoints),
/* harmony export */   ST: () => (/* binding */ checkpointMessage)
/* harmony export */ });
/** Subjects stay on one line and short enough for `git log --oneline`. */
function checkpointSubject(tool, summary) {
    const oneLine = summary.replace(/\s+/g, " ").trim();
    const subject = oneLine ? `${tool}: ${oneLine}` : tool;
    return subject.length > 100 ? `${subject.slice(0, 99)}…` : subject;
}
function checkpointMessage(m) {
    const trailers = [`Patchbay-Run: ${m.runUrl}`, `Patchbay-Step: ${m.step}`, `Patchbay-Tool: ${m.tool}`];
    if (m.requester)
        trailers.push(`Co-authored-by: ${m.requester.name} <${m.requester.email}>`);
    const parts = [checkpointSubject(m.tool, m.summary)];
    if (m.body?.trim())
        parts.push(m.body.trim());
    parts.push(trailers.join("\n"));
    return `${parts.join("\n\n")}\n`;
}
/** The runs a commit names in its `Patchbay-Run` trailers (a checkpoint names one). */
async function runTrailers(runner, sha) {
    const res = await runner.exec(["log", "-1", "--format=%(trailers:key=Patchbay-Run,valueonly,unfold)", sha]);
    return res.stdout
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
}
const FIELD = "\x1f";
const RECORD = "\x1e";
/**
 * Checkpoint commits reachable from `rev` (newest first), read from their trailers.
 * Commits without a Patchbay-Step trailer (people's commits) are left out.
 */
async function readCheckpoints(runner, rev, max = 1000) {
    const format = [
        `${RECORD}%H`,
        "%s",
        "%(trailers:key=Patchbay-Step,valueonly,separator=%x2c)",
        "%(trailers:key=Patchbay-Tool,valueonly,separator=%x2c)",
        `%(trailers:key=Patchbay-Run,valueonly,separator=%x2c)${FIELD}`,
    ].join(FIELD);
    const res = await runner.exec([
        "-c",
        "core.quotePath=false",
        "log",
        `--max-count=${max}`,
        "--first-parent",
        "--no-renames",
        "--name-only",
        "-z",
        `--format=${format}`,
        rev,
        "--",
    ]);
    const out = [];
    for (const record of res.stdout.split(RECORD)) {
        if (!record)
            continue;
        const fields = record.split(FIELD);
        const [sha, subject, step, tool, run] = fields;
        const files = (fields[5] ?? "")
            .split(/[\0\n]/)
            .map((f) => f.trim())
            .filter(Boolean);
        const stepNumber = Number.parseInt(step?.trim() ?? "", 10);
        if (!sha || Number.isNaN(stepNumber))
            continue;
        out.push({
            sha: sha.trim(),
            subject: subject ?? "",
            step: stepNumber,
            tool: tool?.trim() ?? "",
            run: run?.trim() ?? "",
            files,
        });
    }
    return out;
}


/***/ }),

/***/ 72664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oj: () => (/* binding */ pushPlan),
/* harmony export */   Or: () => (/* binding */ savePlanRecord),
/* harmony export */   cb: () => (/* binding */ planRecordRef),
/* harmony export */   ji: () => (/* binding */ loadPlanRecord),
/* harmony export */   uy: () => (/* binding */ fetchPlan)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88343);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64377);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8438);
/* harmony import */ var _session_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27395);
/**
 * What a plan run leaves for the `@patchbay go` that carries it out: the branch
 * and commit the plan was made on, and the plan itself, in a commit at
 * `refs/patchbay/plan/<work branch>` (the conversation is in the session state
 * ref beside it). Both travel to the remote with a forced push of our own refs:
 * a newer plan replaces an older one. No work branch is created for a plan.
 */



const PLAN_FILE = "plan.json";
const PLAN_MARKER = "Patchbay-Plan-Version: 1";
const planRecordRef = (workBranch) => `refs/patchbay/plan/${workBranch}`;
const planRecordSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** The branch the plan was made on (the default branch, or the PR's head) and its tip then. */
    base_branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    base_sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{40,64}$/),
    /** The branch the go will create or continue. */
    work_branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    plan: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    run_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    time: zod__WEBPACK_IMPORTED_MODULE_3__/* .datetime */ .w$(),
});
async function savePlanRecord(runner, record) {
    const text = `${JSON.stringify(planRecordSchema.parse(record), null, 2)}\n`;
    const blob = (await runner.exec(["hash-object", "-w", "--stdin"], { input: text })).stdout.trim();
    const tree = (await runner.exec(["mktree"], { input: `100644 blob ${blob}\t${PLAN_FILE}\n` })).stdout.trim();
    const message = `patchbay plan for ${record.work_branch}\n\n${PLAN_MARKER}\n`;
    const commit = (await runner.exec(["commit-tree", tree, "-F", "-"], { input: message })).stdout.trim();
    await runner.exec(["update-ref", "-m", "patchbay: plan", planRecordRef(record.work_branch), commit]);
    return commit;
}
async function loadPlanRecord(runner, workBranch) {
    const ref = planRecordRef(workBranch);
    const found = await runner.exec(["rev-parse", "-q", "--verify", `${ref}^{commit}`], { allowAllExitCodes: true });
    if (found.exitCode !== 0)
        return null;
    const message = (await runner.exec(["cat-file", "commit", ref])).stdout;
    if (!message.includes(PLAN_MARKER))
        return { warning: `${ref} was not written by Patchbay` };
    const blob = await runner.exec(["cat-file", "blob", `${ref}:${PLAN_FILE}`], { allowAllExitCodes: true });
    try {
        return { plan: planRecordSchema.parse(JSON.parse(blob.stdout)) };
    }
    catch {
        return { warning: `${ref} does not hold a readable plan` };
    }
}
/** Fetches the plan and the session it belongs to, when the remote has them; false when it has no plan. */
async function fetchPlan(runner, workBranch, remote) {
    const name = remote.remote ?? "origin";
    const refs = [planRecordRef(workBranch), (0,_session_state_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionStateRef */ .xu)(workBranch)];
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_0__/* .execRemote */ .wC)(runner, ["fetch", "--no-tags", "--no-write-fetch-head", name, ...refs.map((r) => `+${r}:${r}`)], remote.auth);
    if (res.exitCode === 0)
        return true;
    if (/couldn't find remote ref/i.test(res.stderr))
        return false;
    throw new Error(`could not fetch the plan for ${workBranch}: ${res.stderr.trim()}`);
}
/** Pushes the plan and its session (forced: they are Patchbay's own refs, and the newest plan wins). */
async function pushPlan(runner, workBranch, remote) {
    const name = remote.remote ?? "origin";
    const refs = [planRecordRef(workBranch), (0,_session_state_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionStateRef */ .xu)(workBranch)];
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_0__/* .execRemote */ .wC)(runner, ["push", "--porcelain", "--force", name, ...refs.map((r) => `${r}:${r}`)], remote.auth);
    if (res.exitCode !== 0)
        throw new Error(`could not push the plan for ${workBranch}: ${res.stderr.trim()}`);
}


/***/ }),

/***/ 27395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ saveSessionState),
/* harmony export */   VE: () => (/* binding */ prepareState),
/* harmony export */   bv: () => (/* binding */ STATE_FILE),
/* harmony export */   oP: () => (/* binding */ loadSessionState),
/* harmony export */   uN: () => (/* binding */ STATE_MARKER_V2),
/* harmony export */   xu: () => (/* binding */ sessionStateRef)
/* harmony export */ });
/* unused harmony export trimState */
/* harmony import */ var _checkpoints_run_writer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8572);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9437);


const STATE_FILE = "state.json";
const STATE_MARKER = "Patchbay-State-Version: 1";
/** Format 2: the conversation and checkpoints in chunk files beside state.json (session-saver.ts). */
const STATE_MARKER_V2 = "Patchbay-State-Version: 2";
const DEFAULT_STATE_MAX_BYTES = 2 * 1024 * 1024;
/** What a saved state may weigh when read back (format 2 keeps the checkpoint list whole). */
const DEFAULT_LOAD_MAX_BYTES = 8 * 1024 * 1024;
const sessionStateRef = (branch) => `refs/patchbay/state/${branch}`;
class SessionStateError extends Error {
    constructor(message) {
        super(message);
        this.name = "SessionStateError";
    }
}
function size(value) {
    return Buffer.byteLength(JSON.stringify(value), "utf8");
}
/** The array holding the most bytes anywhere in `value`, with its size. */
function largestArray(value) {
    let best = null;
    let bestSize = 0;
    const visit = (v) => {
        if (Array.isArray(v)) {
            const s = size(v);
            if (v.length > 1 && s > bestSize) {
                best = v;
                bestSize = s;
            }
            for (const item of v)
                visit(item);
        }
        else if (v && typeof v === "object")
            for (const item of Object.values(v))
                visit(item);
    };
    visit(value);
    return best;
}
/**
 * Brings the state under `max` bytes: drops the oldest items of the largest array
 * (the conversation, in practice), keeping its newest item; failing that, the
 * state cannot be kept. Returns the note for people.
 */
function trimState(value, max) {
    // The common case, once per turn: already under the cap, one measurement.
    if (size(value) <= max)
        return { value };
    let dropped = 0;
    for (let guard = 0; guard < 1000 && size(value) > max; guard++) {
        const arr = largestArray(value);
        if (!arr)
            break;
        let excess = size(value) - max;
        let n = 0;
        while (n < arr.length - 1 && excess > 0) {
            excess -= size(arr[n]) + 1;
            n++;
        }
        arr.splice(0, Math.max(n, 1));
        dropped += Math.max(n, 1);
    }
    if (size(value) > max)
        throw new SessionStateError(`the session state is over ${max} bytes even after trimming`);
    return dropped ? { value, note: `dropped the ${dropped} oldest item(s) to stay under ${max} bytes` } : { value };
}
/** JSON.parse's result is JSON by construction: checking it again (zod's z.json()) cost most of a save. */
function parseJson(text) {
    return JSON.parse(text);
}
/** The state as it will be stored: redacted, capped, with its commit message. */
function prepareState(branch, json, opts) {
    const max = opts.maxBytes ?? DEFAULT_STATE_MAX_BYTES;
    let value;
    try {
        value = opts.redactor.redactValue(parseJson(json));
    }
    catch (e) {
        throw new SessionStateError(`session state must be JSON text: ${e instanceof Error ? e.message : String(e)}`);
    }
    const { value: kept, note } = trimState(value, max);
    const text = JSON.stringify(kept);
    const message = `patchbay session state for ${branch}\n\n${note ? `${note}\n\n` : ""}${STATE_MARKER}\n`;
    return {
        ref: sessionStateRef(branch),
        text,
        message,
        bytes: Buffer.byteLength(text),
        trimmed: note || undefined,
    };
}
/**
 * Saves the state outside a run (a run saves through its checkpointer's writer). No
 * parent: only the latest state matters, and the ref is force-pushed.
 */
async function saveSessionState(runner, branch, json, opts) {
    const state = prepareState(branch, json, opts);
    const writer = new _checkpoints_run_writer_js__WEBPACK_IMPORTED_MODULE_0__/* .RunWriter */ .X(runner);
    try {
        const sha = await writer.writeState(state.ref, STATE_FILE, state.text, state.message, opts.identity ?? _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_IDENTITY */ .FK);
        return { ref: state.ref, sha, bytes: state.bytes, trimmed: state.trimmed || undefined };
    }
    finally {
        await writer.close();
    }
}
async function loadSessionState(runner, branch, opts = {}) {
    const ref = sessionStateRef(branch);
    const max = opts.maxBytes ?? DEFAULT_LOAD_MAX_BYTES;
    // Whether the ref exists and what it points to, in one process: no line when there is no
    // such ref, a failure when its object is missing.
    const found = await runner.exec(["for-each-ref", "--format=%(refname) %(objecttype)", ref], {
        allowAllExitCodes: true,
    });
    const line = found.stdout.split("\n").find((l) => l.startsWith(`${ref} `));
    if (found.exitCode === 0 && !line)
        return null;
    const warn = (why) => ({
        warning: `saved session state at ${ref} was ignored: ${why}; the run starts fresh (delete the ref with \`git update-ref -d ${ref}\` to silence this)`,
    });
    const type = line?.slice(ref.length + 1).trim() ?? "";
    if (type !== "commit")
        return warn(`it is a ${type || "missing object"}, not a Patchbay state commit`);
    const message = (await runner.exec(["cat-file", "commit", ref])).stdout;
    const v2 = message.includes(STATE_MARKER_V2);
    if (!v2 && !message.includes(STATE_MARKER))
        return warn("it was not written by Patchbay (or by an incompatible version)");
    // Every file of the state, with its size: nothing is read before the whole is known to fit.
    const tree = (await runner.exec(["ls-tree", "-r", "-l", "-z", ref], { allowAllExitCodes: true })).stdout;
    const files = tree
        .split("\0")
        .filter(Boolean)
        .map((entry) => {
        const [meta = "", file = ""] = entry.split("\t");
        const [, , sha = "", size = "0"] = meta.split(/\s+/);
        return { file, sha, size: Number(size) };
    });
    if (!files.some((f) => f.file === STATE_FILE))
        return warn(`it has no ${STATE_FILE}`);
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > max)
        return warn(`it is larger than ${max} bytes`);
    const texts = await readBlobs(runner, files.map((f) => f.sha));
    const text = (file) => texts.get(files.find((f) => f.file === file)?.sha ?? "") ?? "";
    try {
        const head = JSON.parse(text(STATE_FILE));
        if (!v2)
            return { state: head };
        const { format: _format, parts: _parts, ...rest } = head;
        const lines = (dir) => files
            .filter((f) => f.file.startsWith(`${dir}/`))
            .sort((a, b) => a.file.localeCompare(b.file))
            .flatMap((f) => (texts.get(f.sha) ?? "").split("\n").filter(Boolean))
            .map((line) => JSON.parse(line));
        return { state: { ...rest, messages: lines("messages"), checkpoints: lines("checkpoints") } };
    }
    catch (e) {
        return warn(`it is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
}
/** The contents of these blobs, by id, in one `git cat-file --batch`. */
async function readBlobs(runner, shas) {
    const out = new Map();
    if (shas.length === 0)
        return out;
    const res = await runner.exec(["cat-file", "--batch"], { input: `${shas.join("\n")}\n` });
    // "<sha> blob <size>\n<bytes>\n" per blob: sizes are in bytes, so walk a Buffer.
    const data = Buffer.from(res.stdout, "utf8");
    let at = 0;
    while (at < data.length) {
        const nl = data.indexOf(10, at);
        if (nl < 0)
            break;
        const [sha = "", , size = "0"] = data.subarray(at, nl).toString("utf8").split(" ");
        const start = nl + 1;
        const end = start + Number(size);
        out.set(sha, data.subarray(start, end).toString("utf8"));
        at = end + 1;
    }
    return out;
}


/***/ })

};
