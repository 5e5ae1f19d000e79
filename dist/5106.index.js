export const id = 5106;
export const ids = [5106];
export const modules = {

/***/ 50448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ openFound),
/* harmony export */   GK: () => (/* binding */ readBeneath),
/* harmony export */   QM: () => (/* binding */ WriteError),
/* harmony export */   U6: () => (/* binding */ TEMP_FILE),
/* harmony export */   Wd: () => (/* reexport safe */ _walk_js__WEBPACK_IMPORTED_MODULE_3__.Wd),
/* harmony export */   Y9: () => (/* binding */ removeBeneath),
/* harmony export */   iV: () => (/* binding */ statBeneath),
/* harmony export */   pB: () => (/* binding */ writeBeneath),
/* harmony export */   ux: () => (/* binding */ within)
/* harmony export */ });
/* unused harmony export renameBeneath */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10086);
/**
 * Reading and writing files under a root through the descriptors walk.ts
 * opened, so what is read or written is what was checked (walk.ts says why).
 *
 * - A file is opened with O_NOFOLLOW (a symlink swapped in after the walk
 *   fails the open instead of being followed) and O_NONBLOCK (a FIFO put there
 *   does not hang the run), then checked through its descriptor: a regular file
 *   with one name (a second hard link may be outside the root).
 * - A write goes to a new temp file in the verified directory and is renamed
 *   over the name there: a swap can neither redirect it nor make it write into
 *   a file that another name shares, and a full disk or a kill mid-write leaves
 *   the previous content whole. The file keeps its permission bits.
 */




const READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK;

/** A file system error a tool reports to the model as what it is (a full disk, a read-only tree). */
class WriteError extends Error {
    code;
    name = "WriteError";
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
/** Runs `fn` with `input` walked under `root`; the descriptors are closed after. */
async function within(root, input, opts, fn) {
    const rootDir = (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .openRoot */ .R8)(root);
    let found;
    try {
        found = (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .walk */ .GG)(root, rootDir, input, opts);
        return await fn(found);
    }
    finally {
        if (found && found.dir !== rootDir)
            (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .closeDir */ .GH)(found.dir);
        (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .closeDir */ .GH)(rootDir);
    }
}
function errno(e) {
    return e instanceof Error && "code" in e ? String(e.code) : "";
}
/**
 * Opens the regular file `found` names for reading. Refuses anything else, and
 * (unless `hardLinks` is "allow") a file with a second hard link, whose other
 * name may be outside the root. The caller closes the handle.
 */
async function openFound(found, input, hardLinks = "refuse") {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(found.dir, found.name), READ_FLAGS);
    }
    catch (e) {
        const code = errno(e);
        if (code === "ELOOP" || code === "ENOENT" || code === "ENXIO")
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("changed", `${JSON.stringify(input)} changed while it was being opened (a file or symlink was replaced); nothing was read. Try again once nothing else is changing it.`);
        throw e;
    }
    try {
        const stat = await handle.stat();
        if (stat.isDirectory())
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("not-a-directory", `${found.rel} is a directory.`);
        if (!stat.isFile())
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("invalid", `${found.rel} is not a regular file (a device, socket or pipe); not read.`);
        if (stat.nlink > 1 && hardLinks === "refuse")
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("outside", `Refused: ${found.rel} has ${stat.nlink} hard links; another name for this file may be outside the workspace, so reading or writing it is not allowed. Use another file, or ask for this one to be replaced by a plain copy.`);
        return { handle, stat };
    }
    catch (e) {
        await handle.close();
        throw e;
    }
}
/** The whole content of the regular file at `input` under `root`, and where it really is. */
async function readBeneath(root, input) {
    return within(root, input, { followLast: true }, async (found) => {
        if (!found.stat)
            return null;
        const { handle } = await openFound(found, input);
        try {
            return { rel: found.rel, data: await handle.readFile() };
        }
        finally {
            await handle.close();
        }
    });
}
/**
 * Writes `data` to the file `found` names, replacing it whole (temp file + rename
 * in the same directory). `found` must come from a walk with createDirs.
 */
async function writeFound(found, data) {
    const before = found.stat;
    if (before?.isDirectory())
        throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("not-a-directory", `${found.rel} is a directory; give a file path inside it.`);
    if (before && !before.isFile())
        throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("invalid", `${found.rel} is not a regular file; not written.`);
    if (found.name === "")
        throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("invalid", "A file path is needed, not the repository root.");
    const temp = tempName(found.name);
    const mode = before ? before.mode & 0o7777 : 0o666;
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(found.dir, temp), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW, mode);
        // The umask applied at creation; an existing file's bits are put back exactly.
        if (before)
            await handle.chmod(mode);
        await handle.writeFile(data);
        await handle.close();
        handle = undefined;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(found.dir, temp), (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(found.dir, found.name));
    }
    catch (e) {
        await handle?.close().catch(() => { });
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(found.dir, temp));
        }
        catch {
            // never created, or already renamed
        }
        throw asWriteError(e, found.rel);
    }
    return { rel: found.rel, created: !before };
}
/** Writes a whole file at `input` under `root`, creating its folders. */
async function writeBeneath(root, input, data) {
    return within(root, input, { followLast: true, createDirs: true }, (found) => writeFound(found, data));
}
/** Removes the file (or symlink) at `input`; a directory is refused. */
async function removeBeneath(root, input) {
    return within(root, input, { followLast: false }, (found) => {
        if (!found.stat)
            return null;
        if (found.stat.isDirectory())
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("not-a-directory", `${found.rel} is a directory; not removed.`);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(found.dir, found.name));
        }
        catch (e) {
            throw asWriteError(e, found.rel);
        }
        return { rel: found.rel };
    });
}
/**
 * Renames `from` to `to`, both under `root` (creating `to`'s folders). `to`
 * must not exist. Both names are resolved through their own open directories.
 */
async function renameBeneath(root, from, to) {
    return within(root, from, { followLast: false }, (src) => within(root, to, { followLast: false, createDirs: true }, (dest) => {
        if (!src.stat)
            throw new WalkError("invalid", `${src.rel} does not exist.`);
        if (dest.stat)
            throw new WalkError("invalid", `${dest.rel} already exists.`);
        try {
            renameSync(at(src.dir, src.name), at(dest.dir, dest.name));
        }
        catch (e) {
            throw asWriteError(e, dest.rel);
        }
        return { from: src.rel, to: dest.rel };
    }));
}
/** Stat of what `input` names (symlinks inside the root followed), or undefined when nothing is there. */
async function statBeneath(root, input) {
    return within(root, input, { followLast: true }, (found) => ({ rel: found.rel, stat: found.stat }));
}
/**
 * The names writes use for their temp files: a run killed between the write and
 * the rename leaves one, and the next run's recovery removes it by this shape.
 */
const TEMP_FILE = /(?:^|\/)\.[^/]*\.[0-9a-f]{12}\.patchbay-tmp$/;
function tempName(name) {
    const suffix = `.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.patchbay-tmp`;
    // Names are at most 255 bytes; a long one gets a short temp name.
    return Buffer.byteLength(name) + suffix.length + 1 <= 255 ? `.${name}${suffix}` : `.patchbay${suffix}`;
}
const WRITE_ERRORS = {
    ENOSPC: "the disk is full",
    EDQUOT: "the disk quota is used up",
    EFBIG: "the file is over the size limit (sandbox.limits.file_mb)",
    EROFS: "the file system is read-only",
    EACCES: "permission denied",
    EPERM: "permission denied",
    ENOTDIR: "a part of the path is a file, not a folder",
    EISDIR: "it is a folder",
    ENAMETOOLONG: "a name in the path is too long",
    EXDEV: "the two paths are on different file systems",
};
function asWriteError(e, rel) {
    const code = errno(e);
    const why = WRITE_ERRORS[code];
    if (!why)
        return e;
    return new WriteError(code, `Could not write ${rel}: ${why} (${code}); the file was left as it was.`);
}


/***/ }),

/***/ 10086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ walk),
/* harmony export */   GH: () => (/* binding */ closeDir),
/* harmony export */   R8: () => (/* binding */ openRoot),
/* harmony export */   Wd: () => (/* binding */ WalkError),
/* harmony export */   at: () => (/* binding */ at),
/* harmony export */   bg: () => (/* binding */ self),
/* harmony export */   tw: () => (/* binding */ openDirAt)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Finding a path under a root without ever leaving it, whatever another process
 * does to the tree meanwhile.
 *
 * Patchbay's file tools run on the host, outside the sandbox, on a work tree
 * that a process left running in the sandbox can change at any moment. A check
 * that resolves a path and an open that walks it again by name are two walks:
 * between them `src/a.txt` (or `src`) can become a symlink to the runner's
 * credentials or to the installed action's own files. So a path is walked
 * once, one component at a time, from an open descriptor of the root: each
 * directory is opened with O_DIRECTORY|O_NOFOLLOW relative to the descriptor
 * of its parent, and the caller reads or writes through what this walk opened.
 * A symlink is never followed by the kernel — it is read and its target walked
 * the same way, and a target that leaves the root is refused. This is what
 * openat2(RESOLVE_BENEATH) does in the kernel and Go's os.Root in user space;
 * Node has no openat, so "relative to a descriptor" is spelled
 * /proc/self/fd/N/name, which the kernel resolves through the open directory
 * itself (a rename or a swap of its path changes nothing).
 *
 * Without /proc (not Linux) the same walk runs on path names: each component is
 * still checked, but a swap between check and use can win there.
 */


const DIR_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
/** What Linux allows before ELOOP. */
const MAX_LINKS = 40;
const hasProcFd = process.platform === "linux" && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)("/proc/self/fd");
/** The name of `name` inside `dir`, resolved by the kernel through the open descriptor. */
function at(dir, name) {
    return hasProcFd ? `/proc/self/fd/${dir.fd}/${name}` : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir.abs, name);
}
/** `dir` itself, as a path the kernel resolves through its descriptor. */
function self(dir) {
    return hasProcFd ? `/proc/self/fd/${dir.fd}` : dir.abs;
}
function closeDir(dir) {
    if (dir)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(dir.fd);
}
class WalkError extends Error {
    code;
    name = "WalkError";
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
function errno(e) {
    return e instanceof Error && "code" in e ? String(e.code) : "";
}
const OUTSIDE_HINT = "Use a path relative to the repository root; files outside the workspace are off limits.";
/** Opens the root (a path Patchbay chose, not the agent). */
function openRoot(root) {
    return { fd: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(root, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY), rel: ".", abs: root };
}
function join(rel, name) {
    return rel === "." ? name : `${rel}/${name}`;
}
/**
 * Walks `input` (relative to `root`, or absolute inside it) from `rootDir`.
 * Throws WalkError for a path that leaves the root or cannot be walked; other
 * errors (EIO, EMFILE) are the file system's and propagate as they are.
 */
function walk(root, rootDir, input, opts) {
    if (input.trim() === "")
        throw new WalkError("invalid", "The path is empty. Give a path relative to the repository root.");
    if (input.includes("\0"))
        throw new WalkError("invalid", `The path ${JSON.stringify(input)} contains a NUL byte.`);
    let relInput = input;
    {
        // Read as written first: a path that leaves the root on paper is refused before anything is opened.
        const lexical = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, input);
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, lexical);
        if (rel === ".." || rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel)) {
            const special = /^\/(proc|sys|dev)(\/|$)/.test(lexical) ? " (a system path)" : "";
            throw new WalkError("outside", `Refused: ${JSON.stringify(input)} is outside the workspace${special} — it resolves to ${lexical}. ${OUTSIDE_HINT}`);
        }
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(input))
            relInput = rel === "" ? "." : rel;
    }
    const stack = [rootDir];
    const queue = relInput.split("/");
    let links = 0;
    let through; // the first symlink followed, for messages
    let finalLink; // the symlink that was the last component, once followed
    const top = () => stack[stack.length - 1];
    const release = (keep) => {
        for (const d of stack)
            if (d !== keep && d !== rootDir)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(d.fd);
    };
    const outside = (target) => new WalkError("outside", through !== undefined
        ? `Refused: ${JSON.stringify(input)} goes through a symlink that points outside the workspace (${through} → ${target}). ${OUTSIDE_HINT}`
        : `Refused: ${JSON.stringify(input)} is outside the workspace — it resolves to ${node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, relInput)}. ${OUTSIDE_HINT}`);
    try {
        while (queue.length > 0) {
            const comp = queue.shift();
            if (comp === "" || comp === ".")
                continue;
            if (comp === "..") {
                if (stack.length === 1)
                    throw outside(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, relInput));
                const gone = stack.pop();
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(gone.fd);
                continue;
            }
            const last = queue.every((c) => c === "" || c === ".");
            const dir = top();
            let stat;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at(dir, comp));
            }
            catch (e) {
                const code = errno(e);
                if (code === "ENAMETOOLONG")
                    throw new WalkError("invalid", `The path ${JSON.stringify(input)} has a name that is too long.`);
                if (code !== "ENOENT")
                    throw e;
            }
            if (stat?.isSymbolicLink() && (!last || opts.followLast)) {
                if (++links > MAX_LINKS)
                    throw new WalkError("loop", `Refused: ${JSON.stringify(input)} has too many levels of symbolic links.`);
                let target;
                try {
                    target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(at(dir, comp));
                }
                catch (e) {
                    if (errno(e) === "EINVAL" || errno(e) === "ENOENT")
                        throw changed(input);
                    throw e;
                }
                through ??= join(dir.rel, comp);
                if (last)
                    finalLink = join(dir.rel, comp);
                if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(target)) {
                    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(target));
                    if (rel.startsWith("..") || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
                        throw outside(target);
                    for (const d of stack.splice(1))
                        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(d.fd);
                    queue.unshift(...rel.split("/"));
                }
                else
                    queue.unshift(...target.split("/"));
                continue;
            }
            if (last) {
                // A dangling link may be made to point elsewhere before it is written through: refused, as before.
                if (stat === undefined && finalLink !== undefined)
                    throw new WalkError("dangling", `Refused: ${finalLink} is a symlink to ${join(dir.rel, comp)}, which does not exist; writing through it is not allowed. Remove the link or use another path.`);
                release(dir);
                return { dir, name: comp, rel: join(dir.rel, comp), stat };
            }
            if (stat === undefined) {
                if (!opts.createDirs) {
                    // Nothing there: what remains cannot exist either; the caller says "no such file".
                    const rest = queue.filter((c) => c !== "" && c !== ".");
                    if (rest.includes(".."))
                        throw new WalkError("invalid", `${JSON.stringify(input)} goes up out of a folder that does not exist.`);
                    // `name` stays one component: nothing may be created through this result.
                    const missing = { dir, name: comp, rel: join(dir.rel, [comp, ...rest].join("/")), stat: undefined };
                    release(dir);
                    return missing;
                }
                mkdirAt(dir, comp);
            }
            else if (!stat.isDirectory()) {
                throw new WalkError("not-a-directory", `${JSON.stringify(input)}: ${join(dir.rel, comp)} is a file, not a directory.`);
            }
            stack.push(openDirAt(dir, comp, input));
        }
        // The path named the root (or a folder through "..") itself.
        const dir = top();
        release(dir);
        return { dir, name: "", rel: dir.rel, stat: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(dir.fd) };
    }
    catch (e) {
        release(rootDir);
        throw e;
    }
}
function changed(input) {
    return new WalkError("changed", `${JSON.stringify(input)} changed while it was being opened (a file or symlink was replaced); nothing was read or written. Try again once nothing else is changing it.`);
}
function mkdirAt(dir, name) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(at(dir, name));
    }
    catch (e) {
        if (errno(e) !== "EEXIST")
            throw e;
    }
}
/** Opens a directory entry as a directory, refusing a symlink put there after it was looked at. */
function openDirAt(dir, name, input) {
    try {
        return { fd: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(at(dir, name), DIR_FLAGS), rel: join(dir.rel, name), abs: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir.abs, name) };
    }
    catch (e) {
        const code = errno(e);
        // ELOOP: a symlink now; ENOTDIR: a file now; ENOENT: gone.
        if (code === "ELOOP" || code === "ENOTDIR" || code === "ENOENT")
            throw changed(input);
        throw e;
    }
}


/***/ }),

/***/ 77937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   K9: () => (/* binding */ collectChanges),
/* harmony export */   xF: () => (/* binding */ headSha)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46696);
/* harmony import */ var _read_inside_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21439);
/**
 * Turning "these paths were written" into tree changes against HEAD, without
 * scanning the rest of the tree: one lstat and one read per path, HEAD's entries
 * for just those paths from the run's long-lived fast-import (`ls`), blob ids
 * hashed in process, ignore rules matched in process. The cost follows the number
 * of paths written, not the size of the repository (docs/decisions/0008-secrets-never-leave.md).
 */




async function headSha(runner) {
    const res = await runner.exec(["rev-parse", "-q", "--verify", "HEAD^{commit}"], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
/** A workspace-relative POSIX path, or null when the path leaves the workspace. */
function normalizePath(workspace, p) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, p);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, abs);
    if (!rel || rel.startsWith("..") || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return null;
    const posix = rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/");
    if (posix === ".git" || posix.startsWith(".git/"))
        return null;
    return posix;
}
const TREE_MODE = "040000";
/** `ls-tree -r` of the files under these directories of `parent` (a deleted directory). */
async function filesUnder(runner, parent, dirs) {
    const map = new Map();
    if (dirs.length === 0)
        return map;
    const res = await runner.exec(["ls-tree", "-r", "-z", "--full-tree", parent, "--", ...dirs.map(literal)]);
    for (const line of res.stdout.split("\0")) {
        const m = /^(\d+) \w+ ([0-9a-f]+)\t(.*)$/s.exec(line);
        if (m?.[1] && m[2] && m[3] !== undefined)
            map.set(m[3], { mode: m[1], sha: m[2] });
    }
    return map;
}
/** A pathspec that matches exactly this path (no globbing of `*` or `[` in names). */
function literal(p) {
    return `:(literal)${p}`;
}
/** What is at `abs` as git sees it: a file, an executable, a symlink, missing — or a directory or something git cannot store (a FIFO, a socket, a device). */
async function kindOf(abs) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(abs).catch(() => null);
    if (!st)
        return "missing";
    if (st.isSymbolicLink())
        return "symlink";
    if (st.isDirectory())
        return "dir";
    if (st.isFile())
        return st.mode & 0o100 ? "exec" : "file";
    return "other";
}
/** Tree changes for the paths a tool wrote (or that status reported), relative to `opts.parent`. */
async function collectChanges(lookup, rawPaths, opts) {
    const { runner } = lookup;
    const workspace = runner.cwd;
    const parent = opts.parent;
    const known = new Map();
    for (const c of opts.known ?? [])
        if (!known.get(c.path)?.head)
            known.set(c.path, c);
    const wanted = new Set();
    for (const raw of rawPaths) {
        const p = normalizePath(workspace, raw);
        if (p === null) {
            opts.log.warning(`checkpoint: left out ${raw}: it is outside the workspace or inside .git`);
            continue;
        }
        wanted.add(p);
    }
    // Git records only the owner's execute bit (100755 vs 100644).
    // Directories a tool reports (mkdir, an extracted archive) are expanded with a status limited to them.
    const files = [];
    const dirs = [];
    for (const p of wanted) {
        const kind = await kindOf(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, p));
        if (kind === "dir")
            dirs.push(p);
        else if (kind !== "other")
            files.push({ path: p, kind });
    }
    if (dirs.length) {
        for (const c of await (0,_status_js__WEBPACK_IMPORTED_MODULE_3__/* .changedPaths */ .vl)(runner, dirs.map(literal))) {
            if (wanted.has(c.path))
                continue;
            wanted.add(c.path);
            const kind = await kindOf(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, c.path));
            files.push({ path: c.path, kind: kind === "dir" || kind === "other" ? "missing" : kind });
        }
    }
    const kept = [];
    const seenDirs = new Map();
    for (const f of files) {
        if (f.path.includes("\n")) {
            opts.log.warning(`checkpoint: left out a path with a newline in its name: ${JSON.stringify(f.path)}`);
            continue;
        }
        if (await insideNestedRepo(workspace, f.path, seenDirs)) {
            opts.log.info(`checkpoint: left out ${f.path}: it is inside a submodule, a nested repository or a symlinked directory`);
            continue;
        }
        if (!opts.exclude.has(f.path)) {
            kept.push(f);
            continue;
        }
        opts.log.warning(`checkpoint: left ${f.path} out of the commit: it had uncommitted changes before the run, which stay in the working tree`);
    }
    const old = new Map();
    const ask = [];
    for (const f of kept) {
        const head = known.get(f.path)?.head;
        if (head)
            old.set(f.path, head);
        else if (!known.has(f.path))
            ask.push(f.path);
    }
    if (parent)
        for (const [p, e] of await lookup.entries(parent, ask))
            old.set(p, e);
    // A deleted directory: every file git had under it.
    const goneDirs = kept.filter((f) => f.kind === "missing" && old.get(f.path)?.mode === TREE_MODE).map((f) => f.path);
    const under = parent ? await filesUnder(runner, parent, goneDirs) : new Map();
    const ignored = await lookup.ignored(kept.filter((f) => f.kind !== "missing" && !old.has(f.path) && !known.has(f.path)).map((f) => f.path));
    const changes = [];
    for (const f of kept) {
        const before = old.get(f.path);
        if (f.kind === "missing") {
            if (before?.mode === TREE_MODE) {
                for (const [p, entry] of under)
                    if (p.startsWith(`${f.path}/`) && entry.mode !== "160000" && !opts.exclude.has(p))
                        changes.push({ kind: "delete", path: p });
            }
            else if (before && before.mode !== "160000")
                changes.push({ kind: "delete", path: f.path });
            continue;
        }
        if (ignored.has(f.path) || before?.mode === "160000")
            continue;
        const link = f.kind === "symlink" ? await (0,_read_inside_js__WEBPACK_IMPORTED_MODULE_2__/* .readLinkInsideWorkspace */ .Y)(workspace, f.path) : null;
        const content = f.kind === "symlink" ? link && Buffer.from(link, "utf8") : await (0,_read_inside_js__WEBPACK_IMPORTED_MODULE_2__/* .readInsideWorkspace */ .y)(workspace, f.path);
        if (!content)
            continue;
        const mode = f.kind === "symlink" ? "120000" : f.kind === "exec" ? "100755" : "100644";
        const sha = lookup.blobId(content);
        if (before && before.mode === mode && before.sha === sha)
            continue;
        changes.push({ kind: "upsert", path: f.path, mode, sha, content });
    }
    return { parent, changes: dedupe(changes) };
}
/**
 * True when a parent directory of `p` holds a `.git` (a submodule's file or a
 * nested repository) or is a symlink (git stores the link, not what is behind it).
 */
async function insideNestedRepo(workspace, p, cache) {
    const parts = p.split("/");
    for (let i = 1; i < parts.length; i++) {
        const rel = parts.slice(0, i).join("/");
        let foreign = cache.get(rel);
        if (foreign === undefined) {
            const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, rel);
            foreign =
                Boolean((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(dir).catch(() => null))?.isSymbolicLink()) ||
                    Boolean(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, ".git")).catch(() => null));
            cache.set(rel, foreign);
        }
        if (foreign)
            return true;
    }
    return false;
}
function dedupe(changes) {
    const seen = new Map();
    for (const c of changes)
        seen.set(c.path, c);
    return [...seen.values()];
}


/***/ }),

/***/ 41351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ syncIndex),
/* harmony export */   _: () => (/* binding */ moveHead)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lock_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59351);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9437);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77937);
/**
 * The two ref and index moves a checkpoint may need beside the run's writer:
 * moving a detached HEAD with a compare-and-swap, and bringing index entries in
 * line with the work tree for just the paths a checkpoint committed.
 */




/** Moves HEAD (and the branch it points to) from `expected` to `sha`; false if HEAD was not at `expected`. */
async function moveHead(runner, sha, expected, reason) {
    // An empty old value means "must not exist yet" (an unborn branch).
    const args = ["update-ref", "-m", `patchbay: ${reason}`, "HEAD", sha, expected ?? ""];
    return (await runner.exec(args, { allowAllExitCodes: true })).exitCode === 0;
}
/**
 * Brings the index entries of `paths` in line with the working tree (and so with
 * the new HEAD). Split-index mode makes this write only the changed entries instead
 * of rewriting a 10 MB index on a 100,000-file repository; every git reads it.
 */
async function syncIndex(runner, paths, lockWaitMs = _lock_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .LOCK_WAIT_MS */ .To) {
    // A path a command turned into a directory or a FIFO since it was committed has no
    // index entry to bring in line, and update-index would refuse the whole batch (and
    // with it the run): its entry is left as it was, and git status shows the path changed.
    const kinds = await Promise.all(paths.map((p) => (0,_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(runner.cwd, p))));
    const indexable = paths.filter((_, i) => kinds[i] !== "dir" && kinds[i] !== "other");
    if (indexable.length === 0)
        return;
    const args = ["-c", "core.splitIndex=true", "update-index", "--add", "--remove", "--replace", "-z", "--stdin"];
    // Another git holding index.lock (a person's `git status`) is waited for, briefly: see lock-wait.ts.
    const res = await (0,_lock_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .retryAfterLock */ .sc)(() => runner.exec(args, { input: `${indexable.join("\0")}\0`, allowAllExitCodes: true }), "bringing the index in line with the checkpoints", lockWaitMs);
    if (res.exitCode !== 0)
        throw new _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .GitCommandError */ .iR(args, res.exitCode, res.stderr, runner.cwd);
}


/***/ }),

/***/ 63554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ fiData),
/* harmony export */   IO: () => (/* binding */ WriterDiedError),
/* harmony export */   Z7: () => (/* binding */ fiPath),
/* harmony export */   z6: () => (/* binding */ GitPipe)
/* harmony export */ });
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37895);

class WriterDiedError extends Error {
    constructor(message) {
        super(message);
        this.name = "WriterDiedError";
    }
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
class GitPipe {
    child;
    name;
    buffered = "";
    waiters = [];
    stderr = "";
    died = null;
    exited;
    constructor(child, name) {
        this.child = child;
        this.name = name;
        child.stdout.setEncoding("utf8");
        child.stdout.on("data", (chunk) => this.onData(chunk));
        child.stderr.setEncoding("utf8");
        child.stderr.on("data", (chunk) => {
            this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
        });
        // EPIPE after a kill: the exit handler reports it.
        child.stdin.on("error", () => { });
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
    static async fastImport(runner) {
        const args = ["fast-import", "--quiet", "--done", "--force", "--date-format=raw"];
        return new GitPipe(await runner.spawn([...FAST_IMPORT_CONFIG, ...args]), "fast-import");
    }
    /** Answers "<sha> <type> <size>" or "<name> missing" per name. */
    static async catFile(runner) {
        return new GitPipe(await runner.spawn(["cat-file", "--batch-check"]), "cat-file");
    }
    get pid() {
        return this.child.pid;
    }
    get alive() {
        return this.died === null;
    }
    /** Writes `data` and resolves with the next `count` answer lines. */
    request(data, count) {
        if (this.died)
            return Promise.reject(this.died);
        const answer = new Promise((resolve, reject) => {
            if (count > 0)
                this.waiters.push({ count, lines: [], resolve, reject });
            else
                resolve([]);
        });
        this.busy();
        this.child.stdin.write(data);
        return answer;
    }
    /** Ends the input (`done` for fast-import) and waits for the process to finish its last pack. */
    async close(last = "") {
        if (this.died)
            return;
        this.busy();
        this.child.stdin.end(last);
        await this.exited;
    }
    /** For the owner's last resort and for tests: the process dies as if killed. */
    kill() {
        this.child.kill("SIGKILL");
    }
    onData(chunk) {
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
        if (this.waiters.length === 0)
            this.idle();
    }
    fail(error) {
        if (!this.died)
            this.died = error;
        for (const w of this.waiters.splice(0))
            w.reject(this.died);
        this.idle();
    }
    busy() {
        (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_0__/* .holdOpen */ .I1)(this.child, true);
    }
    idle() {
        (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_0__/* .holdOpen */ .I1)(this.child, false);
    }
}
/** fast-import paths are literal to end of line unless they start with `"` or hold a newline. */
function fiPath(p) {
    if (!p.startsWith('"') && !p.includes("\n"))
        return p;
    return `"${p.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}
/** `data` framing for a blob or message of exactly these bytes. */
function fiData(bytes) {
    return [Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from("\n")];
}


/***/ }),

/***/ 21439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ readLinkInsideWorkspace),
/* harmony export */   y: () => (/* binding */ readInsideWorkspace)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _beneath_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50448);
/* harmony import */ var _beneath_walk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10086);
/**
 * Reading a work-tree file or link for a checkpoint without following a path out of it.
 *
 * The checkpointer runs outside the sandbox, as Patchbay, after a command that a
 * process left running in the sandbox may still be racing: between the lstat
 * that said "regular file" and the read, `src/a.txt` (or its folder `src`) can
 * become a symlink to `/proc/self/environ` — which, read here, is Patchbay's own
 * environment with the GitHub token. So the path is walked through src/beneath
 * (every folder opened without following links, the file opened with O_NOFOLLOW
 * through its folder's descriptor): a link in the last place is never followed.
 */



/** The file's bytes, or null when it is gone, not a regular file, or reached only through a link out of `workspace`. */
async function readInsideWorkspace(workspace, relative) {
    try {
        return await (0,_beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(workspace, relative, { followLast: false }, async (found) => {
            if (!found.stat?.isFile())
                return null;
            // A hard link is read: a file the work tree holds is committed whoever else names it (the push gate scans
            // the bytes), and in the sandbox no link can reach a file outside the work tree.
            const { handle } = await (0,_beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .openFound */ .Bv)(found, relative, "allow");
            try {
                return await handle.readFile();
            }
            finally {
                await handle.close();
            }
        });
    }
    catch (e) {
        if (e instanceof _beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .WalkError */ .Wd)
            return null;
        throw e;
    }
}
/** A symlink's target as git stores it, or null when the path is no longer a link inside `workspace`. */
async function readLinkInsideWorkspace(workspace, relative) {
    try {
        return await (0,_beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(workspace, relative, { followLast: false }, (found) => {
            if (!found.stat?.isSymbolicLink())
                return null;
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)((0,_beneath_walk_js__WEBPACK_IMPORTED_MODULE_2__.at)(found.dir, found.name));
            }
            catch {
                return null; // replaced since the walk looked at it
            }
        });
    }
    catch (e) {
        if (e instanceof _beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .WalkError */ .Wd)
            return null;
        throw e;
    }
}


/***/ }),

/***/ 8572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ RunWriter),
  r: () => (/* binding */ SCRATCH_REF)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/git/lock-wait.ts
var lock_wait = __webpack_require__(59351);
// EXTERNAL MODULE: ./src/git/run-lock/leftovers.ts
var leftovers = __webpack_require__(44906);
// EXTERNAL MODULE: ./src/git/checkpoints/commit.ts
var commit = __webpack_require__(41351);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: ./src/beneath/files.ts
var files = __webpack_require__(50448);
;// CONCATENATED MODULE: ./src/git/checkpoints/ignored.ts
/**
 * Which new paths .gitignore keeps out of a checkpoint, decided in process (no
 * `check-ignore` process per checkpoint: docs/decisions/0011-one-git-writer-per-run.md). Only paths HEAD does not track are asked about
 * (a tracked file is never ignored). Rules as git applies them: `.git/info/exclude`,
 * then each `.gitignore` from the root down; for every directory on the path and the
 * path itself, the deepest file with a matching rule decides, and a file inside an
 * ignored directory stays ignored. Rule files are re-read when they change on disk.
 * The `ignore` package (used by list_files too) parses and matches each file's rules.
 */



class IgnoreMatcher {
    workspace;
    infoExclude;
    files = new Map();
    constructor(workspace, 
    /** `<git dir>/info/exclude`. */
    infoExclude) {
        this.workspace = workspace;
        this.infoExclude = infoExclude;
    }
    /**
     * The subset of `paths` (workspace-relative, POSIX) that git would ignore; `dirs`
     * when they are directories (a `build/` rule matches only a directory).
     */
    async ignoredAmong(paths, dirs = false) {
        const out = new Set();
        if (paths.length === 0)
            return out;
        // Every rule file these paths need, read (or found unchanged) once, before any decision:
        // deciding then takes no await per path (the watcher asks about 10,000 directories at once).
        const bases = new Set([""]);
        for (const p of paths)
            for (let i = p.indexOf("/"); i !== -1; i = p.indexOf("/", i + 1))
                bases.add(p.slice(0, i));
        const rules = new Map();
        await Promise.all([...bases].map(async (base) => rules.set(base, await this.loadInTree(base === "" ? ".gitignore" : `${base}/.gitignore`))));
        const exclude = await this.load(this.infoExclude);
        for (const p of paths) {
            const parts = p.split("/");
            const layers = exclude ? [{ base: "", rules: exclude }] : [];
            let ignored = false;
            for (let i = 0; i < parts.length && !ignored; i++) {
                const base = parts.slice(0, i).join("/");
                const here = rules.get(base);
                if (here)
                    layers.push({ base, rules: here });
                const entry = parts.slice(0, i + 1).join("/");
                ignored = decide(layers, entry, dirs || i < parts.length - 1);
            }
            if (ignored)
                out.add(p);
        }
        return out;
    }
    /**
     * A work-tree .gitignore, read through src/beneath: one that a sandboxed process
     * made a link (or put under a folder it swapped for one) is not followed out of the tree.
     */
    async loadInTree(rel) {
        try {
            return await (0,files/* within */.ux)(this.workspace, rel, { followLast: false }, async (found) => {
                const st = found.stat;
                if (!st?.isFile())
                    return null;
                const key = `${st.ino}:${st.size}:${st.mtimeMs}`;
                const cached = this.files.get(rel);
                if (cached?.key === key)
                    return cached.rules;
                const { handle } = await (0,files/* openFound */.Bv)(found, rel);
                const text = await handle.readFile("utf8").finally(() => handle.close());
                const rules = ignore_default()().add(text);
                this.files.set(rel, { key, rules });
                return rules;
            });
        }
        catch (e) {
            if (e instanceof files/* WalkError */.Wd)
                return null;
            throw e;
        }
    }
    /** `.git/info/exclude`: inside .git, which the sandbox cannot write. */
    async load(file) {
        const st = await (0,promises_.stat)(file).catch(() => null);
        if (!st?.isFile())
            return null;
        const key = `${st.ino}:${st.size}:${st.mtimeMs}`;
        const cached = this.files.get(file);
        if (cached?.key === key)
            return cached.rules;
        const text = await (0,promises_.readFile)(file, "utf8").catch(() => null);
        const rules = text === null ? null : ignore_default()().add(text);
        this.files.set(file, { key, rules });
        return rules;
    }
}
/** The deepest layer with an opinion on `entry` decides. */
function decide(layers, entry, isDir) {
    for (let i = layers.length - 1; i >= 0; i--) {
        const layer = layers[i];
        const rel = layer.base === "" ? entry : entry.slice(layer.base.length + 1);
        const verdict = layer.rules.test(isDir ? `${rel}/` : rel);
        if (verdict.ignored)
            return true;
        if (verdict.unignored)
            return false;
    }
    return false;
}

// EXTERNAL MODULE: ./src/git/checkpoints/pipe.ts
var pipe = __webpack_require__(63554);
;// CONCATENATED MODULE: ./src/git/checkpoints/run-packs.ts
/**
 * The packs a run writes (docs/decisions/0012-faults-leave-the-repository-consistent.md). fast-import writes one small pack per
 * checkpoint with new objects: a run of 1,000 calls made about 2,000, and every
 * git process that looks an object up searches each pack's index in turn, so
 * each checkpoint cost more than the one before, and a killed run left them all.
 *
 * So the small packs are rolled into one every ROLL_EVERY checkpoints, during the
 * run (only this run's packs: `pack-objects --stdin-packs`, which reads no other
 * pack and walks no history), and at the end every pack of the run becomes one.
 * The rolled packs are not rolled again until the end, so the work per roll stays
 * the same however long the run is; a run of N checkpoints holds about
 * ROLL_EVERY + N / ROLL_EVERY packs at any time.
 */


/** Small packs rolled into one at a time: one `pack-objects` of a few milliseconds per this many checkpoints. */
const ROLL_EVERY = 64;
class RunPacks {
    runner;
    packDir;
    before;
    /** Packs made by rolling: left alone until the end. */
    rolled = new Set();
    written = 0;
    constructor(runner, packDir) {
        this.runner = runner;
        this.packDir = packDir;
    }
    async list() {
        return (await (0,promises_.readdir)(await this.packDir()).catch(() => [])).filter((f) => f.endsWith(".pack"));
    }
    /** Before the run's first pack: what was there is not the run's. */
    async start() {
        this.before ??= new Set(await this.list());
    }
    /** Counts a pack written; true when enough small ones piled up to roll them (with the writers stopped). */
    wrote() {
        this.written++;
        return this.written >= ROLL_EVERY;
    }
    /** Rolls the small packs written since the last roll into one. Call with no git process writing or reading packs. */
    async roll() {
        this.written = 0;
        if (!this.before)
            return;
        const before = this.before;
        const small = (await this.list()).filter((p) => !before.has(p) && !this.rolled.has(p));
        const made = await this.pack(small);
        if (made)
            this.rolled.add(made);
    }
    /** At the end: every pack of the run becomes one. */
    async finish() {
        if (!this.before)
            return;
        const before = this.before;
        await this.pack((await this.list()).filter((p) => !before.has(p)));
        this.before = undefined;
        this.rolled.clear();
        this.written = 0;
    }
    /** One pack holding the objects of `packs`, which are then removed; its file name, or undefined. */
    async pack(packs) {
        if (packs.length < 2)
            return undefined;
        const dir = await this.packDir();
        const res = await this.runner.exec(["pack-objects", "--stdin-packs", "-q", external_node_path_default().join(dir, "pack")], {
            input: `${packs.join("\n")}\n`,
            allowAllExitCodes: true,
        });
        const made = res.stdout.trim();
        if (res.exitCode !== 0 || !made)
            return undefined; // the small packs stay; nothing is lost
        const name = `pack-${made}.pack`;
        for (const p of packs) {
            if (p === name)
                continue;
            const stem = p.slice(0, -".pack".length);
            for (const ext of [".idx", ".rev", ".pack"])
                await (0,promises_.rm)(external_node_path_default().join(dir, stem + ext), { force: true });
        }
        return name;
    }
}

;// CONCATENATED MODULE: ./src/git/checkpoints/run-writer.ts
/**
 * The run's git writer (docs/decisions/0011-one-git-writer-per-run.md): one `git fast-import` for every object and ref
 * the run writes (checkpoints, the session state), one `git cat-file --batch-check`
 * for looking refs up, started on first use and restarted if one dies.
 *
 * Durability: a commit is followed by `checkpoint` (pack written, refs updated) and
 * a `progress` line; only when that line is back, and the ref reads as the new
 * commit, is the commit reported. After each checkpoint the ref is `reset` in
 * fast-import's memory, so a later checkpoint never rewrites a ref the agent moved.
 *
 * The index is brought up to date lazily, in one `update-index` for every path
 * committed since the last time (syncIndex), by whoever is about to read it, or
 * started early in the background (syncSoon) when a command is likely to read it.
 */









/** fast-import must name a ref for a commit HEAD cannot take directly (a detached HEAD). */
const SCRATCH_REF = "refs/patchbay/scratch";
/**
 * How long after a checkpoint with no other git work the index sync starts by itself:
 * far shorter than any model's answer, far longer than the gap between replayed calls.
 */
const SYNC_WHEN_IDLE_MS = 50;
class RunWriter {
    runner;
    writer = null;
    reader = null;
    dirs;
    packs;
    ignore;
    unsynced = new Set();
    /** Paths of a commit on its way to fast-import: after a kill it may have landed. */
    committing = [];
    /** Paths an index sync under way has taken out of `unsynced`: journaled until it is done. */
    syncingPaths = [];
    /** A syncSoon still running: every other index write waits for it. */
    syncing = Promise.resolve();
    /** A syncSoon waiting for the run to be idle. */
    idle;
    progress = 0;
    /** The commit fast-import named before it died, if it died before confirming it. */
    lastUnconfirmed = null;
    onRestart;
    journal;
    lockWaitMs;
    syncWhenIdleMs;
    /** When this writer was made: a dead fast-import's leftovers since then are the run's to remove. */
    since = Date.now();
    constructor(runner, options = {}) {
        this.runner = runner;
        this.onRestart = options.onRestart ?? (() => { });
        this.journal = options.journal ?? (() => { });
        this.lockWaitMs = options.lockWaitMs ?? lock_wait/* LOCK_WAIT_MS */.To;
        this.syncWhenIdleMs = options.syncWhenIdleMs ?? SYNC_WHEN_IDLE_MS;
        this.packs = new RunPacks(runner, async () => external_node_path_default().join((await this.where()).objectsDir, "pack"));
    }
    /** fast-import's process id (tests kill it). */
    get writerPid() {
        return this.writer?.pid;
    }
    async where() {
        if (this.dirs)
            return this.dirs;
        const out = await this.runner.exec([
            "rev-parse",
            "--absolute-git-dir",
            "--git-path",
            "objects",
            "--show-object-format",
            "--git-common-dir",
        ]);
        const [gitDir = "", objects = "", format = "sha1", common = gitDir] = out.stdout.split("\n").map((l) => l.trim());
        const resolved = (p) => external_node_path_default().resolve(this.runner.cwd, p);
        this.dirs = { gitDir, commonDir: resolved(common), objectsDir: resolved(objects), format };
        this.ignore = new IgnoreMatcher(this.runner.cwd, external_node_path_default().join(gitDir, "info", "exclude"));
        return this.dirs;
    }
    async fastImport() {
        if (this.writer?.alive)
            return this.writer;
        await this.packs.start();
        if (this.writer)
            this.onRestart("git fast-import stopped during the run; a new one takes over");
        this.writer = await pipe/* GitPipe */.z6.fastImport(this.runner);
        if (this.writer.pid !== undefined)
            this.journal({ writer: this.writer.pid });
        return this.writer;
    }
    async catFile() {
        if (!this.reader?.alive)
            this.reader = await pipe/* GitPipe */.z6.catFile(this.runner);
        return this.reader;
    }
    /** The commit `name` resolves to, or null. */
    async resolve(name) {
        const [line = ""] = await (await this.catFile()).request(`${name}\n`, 1);
        const m = /^([0-9a-f]{40,64}) commit /.exec(line);
        return m?.[1] ?? null;
    }
    async head() {
        const { gitDir } = await this.where();
        const text = (await (0,promises_.readFile)(external_node_path_default().join(gitDir, "HEAD"), "utf8")).trim();
        const ref = text.startsWith("ref: ") ? text.slice(5).trim() : null;
        return { ref, sha: await this.resolve("HEAD") };
    }
    /** Finds the repository's object format (and directories) before blob ids are computed. */
    async ready() {
        await this.where();
    }
    blobId(content) {
        const algo = this.dirs?.format === "sha256" ? "sha256" : "sha1";
        return (0,external_node_crypto_.createHash)(algo).update(`blob ${content.length}\0`).update(content).digest("hex");
    }
    async entries(parent, paths) {
        const map = new Map();
        if (paths.length === 0)
            return map;
        const lines = await (await this.fastImport()).request(paths.map((p) => `ls ${parent} ${(0,pipe/* fiPath */.Z7)(p)}\n`).join(""), paths.length);
        paths.forEach((p, i) => {
            const m = /^(\d{6}) \w+ ([0-9a-f]{40,64})\t/.exec(lines[i] ?? "");
            if (m?.[1] && m[2])
                map.set(p, { mode: m[1], sha: m[2] });
        });
        return map;
    }
    async ignored(paths) {
        return (await this.ignoreMatcher()).ignoredAmong(paths);
    }
    /** The run's in-process .gitignore rules (the work-tree watcher shares them). */
    async ignoreMatcher() {
        await this.where();
        return this.ignore;
    }
    /** Writes the commit, waits until its ref is updated on disk, checks it, and returns its id. */
    async commit(spec) {
        const who = `${spec.author.name} <${spec.author.email}> ${spec.time} +0000`;
        const parts = [
            Buffer.from(`commit ${spec.ref}\nmark :1\nauthor ${who}\ncommitter ${who}\n`),
            ...(0,pipe/* fiData */.Ck)(Buffer.from(spec.message, "utf8")),
        ];
        parts.push(Buffer.from(spec.parent ? `from ${spec.parent}\n` : ""));
        for (const c of spec.changes) {
            if (c.kind === "delete")
                parts.push(Buffer.from(`D ${(0,pipe/* fiPath */.Z7)(c.path)}\n`));
            else if (c.content)
                parts.push(Buffer.from(`M ${c.mode} inline ${(0,pipe/* fiPath */.Z7)(c.path)}\n`), ...(0,pipe/* fiData */.Ck)(c.content));
            else
                parts.push(Buffer.from(`M ${c.mode} ${c.sha} ${(0,pipe/* fiPath */.Z7)(c.path)}\n`));
        }
        // A new root commit (unborn branch): forget any earlier tip fast-import holds for this ref.
        if (!spec.parent)
            parts.unshift(Buffer.from(`reset ${spec.ref}\n`));
        // Journaled before fast-import has it: a kill from here on may leave the commit on the branch.
        // On a failure they stay journaled: the commit may have landed all the same (see landed()).
        this.committing = spec.changes.map((c) => c.path);
        this.recordUnsynced();
        const sha = await this.durably(spec.ref, parts, spec.parent ?? "");
        this.landed(this.committing);
        return sha;
    }
    /** A commit with these paths is on the branch (also one a dying writer put there): their index entries follow. */
    landed(paths) {
        for (const p of paths)
            this.unsynced.add(p);
        this.committing = [];
        this.recordUnsynced();
    }
    /**
     * The session state as a parentless commit holding one file, at `ref`, through the
     * same stream as the checkpoints and just as durable: a job killed during the next
     * turn still leaves this state behind.
     */
    async writeState(ref, file, text, message, who) {
        const stamp = `${who.name} <${who.email}> ${Math.floor(Date.now() / 1000)} +0000`;
        return this.durably(ref, [
            Buffer.from(`reset ${ref}\ncommit ${ref}\nmark :1\ncommitter ${stamp}\n`),
            ...(0,pipe/* fiData */.Ck)(Buffer.from(message, "utf8")),
            Buffer.from(`M 100644 inline ${(0,pipe/* fiPath */.Z7)(file)}\n`),
            ...(0,pipe/* fiData */.Ck)(Buffer.from(text, "utf8")),
        ]);
    }
    /** `expected`: what the ref must hold for the commit to go on it ("" = nothing; undefined = anything). */
    /**
     * The session state as a parentless commit of several files (session-saver.ts):
     * each sent inline, or named by the id of a blob an earlier save already wrote.
     */
    async writeStateTree(ref, files, message, who) {
        const stamp = `${who.name} <${who.email}> ${Math.floor(Date.now() / 1000)} +0000`;
        const parts = [
            Buffer.from(`reset ${ref}\ncommit ${ref}\nmark :1\ncommitter ${stamp}\n`),
            ...(0,pipe/* fiData */.Ck)(Buffer.from(message, "utf8")),
        ];
        for (const f of files) {
            if (f.content)
                parts.push(Buffer.from(`M 100644 inline ${(0,pipe/* fiPath */.Z7)(f.path)}\n`), ...(0,pipe/* fiData */.Ck)(f.content));
            else
                parts.push(Buffer.from(`M 100644 ${f.sha} ${(0,pipe/* fiPath */.Z7)(f.path)}\n`));
        }
        return this.durably(ref, parts);
    }
    async durably(ref, commit, expected) {
        const writer = await this.fastImport();
        const tag = `patchbay-${++this.progress}`;
        this.lastUnconfirmed = null;
        // Both requests go out at once (one wake-up of fast-import, not two); the answers come in order.
        const marked = writer.request(Buffer.concat([...commit, Buffer.from("\nget-mark :1\n")]), 1);
        const checkpointed = writer.request(`checkpoint\nreset ${ref}\nprogress ${tag}\n`, 1);
        checkpointed.catch(() => { }); // a death is reported by whichever answer is awaited first
        const [markLine = ""] = await marked;
        const sha = markLine.trim();
        // If fast-import dies from here on, the owner knows which commit to look for on the branch.
        this.lastUnconfirmed = sha;
        const [done = ""] = await checkpointed;
        if (done !== `progress ${tag}`)
            throw new pipe/* WriterDiedError */.IO(`git fast-import answered out of turn: ${done}`);
        const now = await this.resolve(ref);
        if (now !== sha)
            await this.moveLockedRef(ref, sha, now, expected);
        this.lastUnconfirmed = null;
        // Every so many packs, with nothing in flight: roll them into one (run-packs.ts).
        if (this.packs.wrote())
            await this.rollPacks();
        return sha;
    }
    /**
     * fast-import wrote the commit but could not move the ref: another git holds its
     * lock (`refs/heads/x.lock`). Once the lock goes, the ref is moved here, still only
     * from what the commit was made on; a lock that stays is reported as one.
     */
    async moveLockedRef(ref, sha, now, expected) {
        const res = await this.runner.exec(["rev-parse", "--git-path", `${ref}.lock`]);
        const lock = external_node_path_default().resolve(this.runner.cwd, res.stdout.trim());
        const started = Date.now();
        if (!(await (0,lock_wait/* waitForFileGone */.k2)(lock, this.lockWaitMs)))
            throw new lock_wait/* GitLockError */.c2(lock, `moving ${ref} to a new commit`, Date.now() - started);
        // A compare-and-swap: a ref someone else moved meanwhile is left where they put it.
        const from = expected === undefined ? [] : [expected];
        const moved = await this.runner.exec(["update-ref", "-m", "patchbay: checkpoint", ref, sha, ...from], {
            allowAllExitCodes: true,
        });
        if (moved.exitCode !== 0)
            throw new Error(`git fast-import wrote ${sha.slice(0, 12)} but ${ref} is at ${now?.slice(0, 12) ?? "nothing"}`);
    }
    /** Stops the writer and reader (each starts again when next needed) and rolls the run's small packs. */
    async rollPacks() {
        const writer = this.writer;
        this.writer = null;
        await writer?.close("done\n");
        await this.reader?.close();
        this.reader = null;
        await this.packs.roll();
    }
    /** Paths committed since the last index sync. */
    get syncPending() {
        return this.unsynced.size > 0;
    }
    /** Brings the index entries of every path committed since the last call in line with the work tree. */
    async syncIndex() {
        clearTimeout(this.idle);
        this.idle = undefined;
        // Chained, so a second reader also waits for a sync already under way.
        const sync = this.syncing.then(() => this.syncNow());
        this.syncing = sync.catch(() => { });
        await sync;
    }
    /**
     * Starts syncIndex in the background once the run has been idle for a moment, without
     * waiting for it: the checkpointer calls this after a checkpoint when a command is
     * likely to follow, so `update-index` (which reads the whole index, about 20 ms at
     * 100,000 files) runs while the model answers and the command's own syncIndex only
     * waits for what is left of it. When the next tool call comes sooner (a replayed
     * run, a burst of `sed` calls that never read the index), the sync waits for the
     * next reader instead, and many checkpoints share one `update-index`. Only the next
     * syncIndex reports a failure (it retries the paths first).
     */
    syncSoon() {
        clearTimeout(this.idle);
        if (this.syncWhenIdleMs === Number.POSITIVE_INFINITY)
            return;
        this.idle = setTimeout(() => {
            this.idle = undefined;
            this.syncing = this.syncing.then(() => this.syncNow()).catch(() => { });
        }, this.syncWhenIdleMs);
        this.idle.unref();
    }
    async syncNow() {
        if (this.unsynced.size === 0)
            return;
        const paths = [...this.unsynced];
        this.unsynced.clear();
        // A checkpoint made meanwhile journals again: these paths stay in it until their entries are written.
        this.syncingPaths = paths;
        try {
            await (0,commit/* syncIndex */.I)(this.runner, paths, this.lockWaitMs);
        }
        catch (error) {
            for (const p of paths)
                this.unsynced.add(p);
            throw error;
        }
        finally {
            this.syncingPaths = [];
        }
        this.recordUnsynced();
    }
    recordUnsynced() {
        this.journal({ unsynced: [...new Set([...this.unsynced, ...this.syncingPaths, ...this.committing])] });
    }
    /**
     * Ends the writer and reader, rolls the packs this run's checkpoints wrote into one
     * (only those packs: `pack-objects --stdin-packs`), removes what a fast-import that
     * died during the run left, and syncs the index (whose failure, a lock another git
     * holds, is thrown last: the rest is done by then).
     */
    async close() {
        const writer = this.writer;
        this.writer = null;
        await writer?.close("done\n");
        await this.reader?.close();
        this.reader = null;
        const synced = this.syncIndex().then(() => undefined, (error) => error);
        const failed = await synced;
        await this.packs.finish();
        if (this.dirs)
            await (0,leftovers/* removeDeadGitFiles */.Y)(this.dirs, this.since);
        if (failed)
            throw failed;
    }
}


/***/ }),

/***/ 59351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JO: () => (/* binding */ warnIndexLocked),
/* harmony export */   To: () => (/* binding */ LOCK_WAIT_MS),
/* harmony export */   c2: () => (/* binding */ GitLockError),
/* harmony export */   k2: () => (/* binding */ waitForFileGone),
/* harmony export */   sc: () => (/* binding */ retryAfterLock)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_faults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48003);
/**
 * A git lock file (`index.lock`, `refs/heads/x.lock`) that appears while a run
 * works: another git command holds it (an editor's git integration, a person's
 * `git status`), usually for milliseconds, or a killed one left it. Patchbay
 * waits a little for it to go and tries again; a lock still there after that is
 * reported as what it is — a GitLockError naming the file — not as a failed
 * checkpoint or an internal error.
 */



/** How long a lock another process holds is waited for; long enough for any git command that is working. */
const LOCK_WAIT_MS = 5000;
class GitLockError extends _util_faults_js__WEBPACK_IMPORTED_MODULE_2__/* .EnvironmentFault */ .kS {
    lockFile;
    constructor(lockFile, doing, waitedMs) {
        super(`${lockFile} exists: another git command is using this repository (or one was killed and left the file); Patchbay waited ${Math.round(waitedMs / 1000)} s while ${doing}. When no git command is running, remove it (\`rm '${lockFile}'\`).`, "lock");
        this.lockFile = lockFile;
        this.name = "GitLockError";
    }
}
/** The lock file a failed git command names ("Unable to create '…/index.lock': File exists."). */
function lockFileIn(stderr) {
    return /Unable to create '([^']+\.lock)': File exists/.exec(stderr)?.[1];
}
/** Waits up to `ms` for `file` to go; true when it went. */
async function waitForFileGone(file, ms) {
    const deadline = Date.now() + ms;
    while ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file)) {
        if (Date.now() >= deadline)
            return false;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(50);
    }
    return true;
}
/**
 * Runs `attempt` (a git command with allowAllExitCodes) again after a lock it met
 * goes; throws GitLockError when the lock outlives `ms`. Any other failure is the
 * caller's: its result is returned as it is.
 */
async function retryAfterLock(attempt, doing, ms = LOCK_WAIT_MS) {
    const started = Date.now();
    for (;;) {
        const res = await attempt();
        const lock = res.exitCode === 0 ? undefined : lockFileIn(res.stderr);
        if (!lock)
            return res;
        const left = ms - (Date.now() - started);
        if (left <= 0 || !(await waitForFileGone(lock, left)))
            throw new GitLockError(lock, doing, Date.now() - started);
    }
}
/**
 * For a sync of index entries that met a lock past the wait: the checkpoints are on
 * the branch and the entries follow at the next sync (or the next run, from the
 * journal), so it is a warning, not a failure. Anything else is thrown on.
 */
function warnIndexLocked(error, warn) {
    if (!(error instanceof GitLockError))
        throw error;
    warn(`${error.message} The checkpoints are committed; the index catches up once the lock is gone.`);
}


/***/ }),

/***/ 8438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   wC: () => (/* binding */ execRemote),
/* harmony export */   ze: () => (/* binding */ onServer)
/* harmony export */ });
/* unused harmony export RemoteNotAllowedError */
/* harmony import */ var _push_pinned_remote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6526);
/**
 * Commands that talk to a remote: credentials for that one command only, and
 * bounded retries with backoff when the failure looks like the network, not a
 * refusal (a rejected push is never retried here — push-branch.ts resolves it).
 */

const DEFAULT_SERVER_URL = "https://github.com";
const serverOf = (auth) => (auth.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/+$/, "");
/**
 * Whether a remote URL is on the GitHub server (`serverUrl`, trailing slashes
 * ignored): the one rule for where the run's token may go.
 */
function onServer(url, serverUrl) {
    const server = serverUrl.replace(/\/+$/, "");
    return url === server || url.startsWith(`${server}/`);
}
/**
 * Credentials as environment-borne config (GIT_CONFIG_COUNT, git ≥ 2.31): the same
 * effect as `-c http.<server>/.extraheader=…`, but out of the process's argv and never
 * in .git/config, and scoped to the server so it goes nowhere else. The empty first
 * value resets any header inherited from config files; no credential helper runs.
 */
function authEnv(auth) {
    if (!auth)
        return {};
    const basic = Buffer.from(`${auth.username ?? "x-access-token"}:${auth.token}`, "utf8").toString("base64");
    const key = `http.${serverOf(auth)}/.extraheader`;
    return {
        GIT_CONFIG_COUNT: "3",
        GIT_CONFIG_KEY_0: key,
        GIT_CONFIG_VALUE_0: "",
        GIT_CONFIG_KEY_1: key,
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
        GIT_CONFIG_KEY_2: "credential.helper",
        GIT_CONFIG_VALUE_2: "",
    };
}
class RemoteNotAllowedError extends Error {
    remote;
    url;
    constructor(remote, url, server) {
        super(`remote ${remote} points to ${safeUrl(url)}, not to ${server}; Patchbay sends its token only to ${server} — check \`git remote -v\` and url.*.insteadOf in the repository's config`);
        this.remote = remote;
        this.url = url;
        this.name = "RemoteNotAllowedError";
    }
}
/** The remote a fetch/push/ls-remote talks to: its first argument that is not an option. */
function remoteArg(args) {
    return args.slice(1).find((a) => !a.startsWith("-"));
}
/**
 * Before a token goes out, the remote's URLs (after insteadOf rewriting, push URLs
 * included) must all be on the token's server: a repository whose config was
 * changed to point elsewhere, or at a local path whose receive-pack runs a
 * command, does not get it.
 */
async function assertRemoteOnServer(runner, args, auth) {
    const remote = remoteArg(args);
    if (!remote)
        return;
    const server = serverOf(auth);
    const urls = [];
    const isName = !remote.includes("/") && !remote.includes(":");
    if (isName) {
        for (const extra of [[], ["--push"]]) {
            const res = await runner.exec(["remote", "get-url", "--all", ...extra, remote], { allowAllExitCodes: true });
            urls.push(...res.stdout.split("\n").filter(Boolean));
        }
    }
    else {
        urls.push((await runner.exec(["ls-remote", "--get-url", remote])).stdout.trim());
    }
    for (const url of urls.length ? urls : [remote]) {
        if (!onServer(url, server))
            throw new RemoteNotAllowedError(remote, url, server);
    }
}
/** stderr of failures worth retrying: the remote could not be reached or the transfer broke. */
const TRANSIENT = [
    /could not resolve host/i,
    /unable to access/i,
    /could not read from remote repository/i,
    /does not appear to be a git repository/i,
    /connection (reset|refused|timed out)/i,
    /operation timed out/i,
    /early eof/i,
    /the remote end hung up unexpectedly/i,
    /rpc failed/i,
    /(502|503|504) /,
    /\(timed out\)/,
];
function isTransientFailure(result) {
    if (result.exitCode === 0)
        return false;
    return TRANSIENT.some((re) => re.test(result.stderr));
}
const DEFAULT_DELAYS_MS = [1000, 3000, 9000];
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs a remote command; returns its last result (the caller judges a non-zero exit). */
async function execRemote(runner, args, auth, retry = {}, options = {}) {
    const remote = remoteArg(args);
    if (remote)
        await (0,_push_pinned_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .assertNotRewritten */ .w)(runner, remote);
    if (auth)
        await assertRemoteOnServer(runner, args, auth);
    const delays = retry.delaysMs ?? DEFAULT_DELAYS_MS;
    const sleep = retry.sleep ?? realSleep;
    for (let attempt = 1;; attempt++) {
        const result = await runner.exec(args, {
            ...options,
            allowAllExitCodes: true,
            // A stalled transfer (under 1 KB/s for a minute) fails and is retried instead of hanging the job.
            env: { GIT_HTTP_LOW_SPEED_LIMIT: "1000", GIT_HTTP_LOW_SPEED_TIME: "60", ...options.env, ...authEnv(auth) },
        });
        const delay = delays[attempt - 1];
        if (!isTransientFailure(result) || delay === undefined)
            return result;
        await retry.onRetry?.(attempt, result);
        await sleep(delay);
    }
}
/** A remote URL with any user:password@ part masked, for messages. */
function safeUrl(url) {
    return url.replace(/\/\/[^/@\s]*@/, "//***@");
}


/***/ }),

/***/ 6526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ pinRemoteUrl),
/* harmony export */   w: () => (/* binding */ assertNotRewritten)
/* harmony export */ });
class RemoteRewrittenError extends Error {
    url;
    key;
    constructor(url, key) {
        super(`refused to talk to ${maskUrl(url)}: the repository's config rewrites it (${key}); Patchbay pushes only to the URL pinned when the run started — remove the key with \`git config --unset-all ${key}\``);
        this.url = url;
        this.key = key;
        this.name = "RemoteRewrittenError";
    }
}
const maskUrl = (url) => url.replace(/\/\/[^/@\s]*@/, "//***@");
const isRemoteName = (remote) => !remote.includes("/") && !remote.includes(":");
/** The URL a push to `remote` goes to now (its push URL, else its URL); a URL is returned as is. */
async function pinRemoteUrl(runner, remote) {
    if (!isRemoteName(remote))
        return remote;
    const res = await runner.exec(["remote", "get-url", "--push", remote], { allowAllExitCodes: true });
    const url = res.stdout.trim().split("\n")[0];
    return res.exitCode === 0 && url ? url : remote;
}
/** The raw URLs a remote argument stands for (config values, before any rewriting). */
async function rawUrls(runner, remote) {
    if (!isRemoteName(remote))
        return [remote];
    const urls = [];
    for (const key of [`remote.${remote}.url`, `remote.${remote}.pushurl`]) {
        const res = await runner.exec(["config", "--null", "--get-all", key], { allowAllExitCodes: true });
        urls.push(...res.stdout.split("\0").filter(Boolean));
    }
    return urls;
}
/** Throws RemoteRewrittenError when an insteadOf/pushInsteadOf in the config would rewrite `remote`. */
async function assertNotRewritten(runner, remote) {
    const res = await runner.exec(["config", "--null", "--get-regexp", "^url\\..*\\.(insteadof|pushinsteadof)$"], {
        allowAllExitCodes: true,
    });
    const rules = res.stdout
        .split("\0")
        .filter(Boolean)
        .map((item) => {
        const nl = item.indexOf("\n");
        return { key: item.slice(0, nl), prefix: item.slice(nl + 1) };
    })
        .filter((r) => r.prefix !== "");
    if (rules.length === 0)
        return;
    for (const url of await rawUrls(runner, remote)) {
        const rule = rules.find((r) => url.startsWith(r.prefix));
        if (rule)
            throw new RemoteRewrittenError(url, rule.key);
    }
}


/***/ }),

/***/ 91091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ unmergedPaths),
/* harmony export */   VJ: () => (/* binding */ gitDirs),
/* harmony export */   iF: () => (/* binding */ refuseMidOperation),
/* harmony export */   zW: () => (/* binding */ gitLockFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23368);
/**
 * A repository in the middle of something (docs/decisions/0012-faults-leave-the-repository-consistent.md): a paused rebase, a merge
 * waiting for its commit, a bisect, conflicts, or a lock file some git left. A run
 * that switched branches there would take the operation's state with it — a
 * `git rebase --continue` afterwards moved `main` onto the agent's commits, and
 * `MERGE_HEAD` was silently dropped — so the run refuses before it touches
 * anything, and says how to finish or undo what is in progress.
 *
 * The markers are the files git itself reads to say "You are currently rebasing"
 * (wt-status.c): rebase-merge/, rebase-apply/ (with `applying` for `git am`),
 * MERGE_HEAD, CHERRY_PICK_HEAD, REVERT_HEAD, sequencer/, BISECT_LOG — all in the
 * work tree's own git directory, linked worktrees included.
 */



class RepositoryStateError extends _util_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e {
    constructor(message) {
        super(message);
        this.name = "RepositoryStateError";
    }
}
async function gitDirs(runner) {
    const out = await runner.exec(["rev-parse", "--absolute-git-dir", "--git-common-dir"]);
    const [gitDir = "", common = ""] = out.stdout.split("\n").map((l) => l.trim());
    return { gitDir, commonDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(runner.cwd, common) };
}
const exists = (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p).then(() => true, () => false);
/** The operation git has paused in this work tree, if any. */
async function operation(gitDir) {
    const at = (name) => exists(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(gitDir, name));
    if (await at("rebase-apply/applying"))
        return { what: "`git am` is applying patches", todo: "`git am --continue` (or `git am --abort`)" };
    if ((await at("rebase-merge")) || (await at("rebase-apply")))
        return { what: "a rebase is in progress", todo: "`git rebase --continue` (or `git rebase --abort`)" };
    if (await at("MERGE_HEAD"))
        return { what: "a merge is in progress", todo: "`git commit` to conclude it (or `git merge --abort`)" };
    if (await at("CHERRY_PICK_HEAD"))
        return {
            what: "a cherry-pick is in progress",
            todo: "`git cherry-pick --continue` (or `git cherry-pick --abort`)",
        };
    if (await at("REVERT_HEAD"))
        return { what: "a revert is in progress", todo: "`git revert --continue` (or `git revert --abort`)" };
    if (await at("sequencer"))
        return {
            what: "a cherry-pick or revert of several commits is paused",
            todo: "`git cherry-pick --continue` or `git revert --continue` (or `--quit` to stop there)",
        };
    if (await at("BISECT_LOG"))
        return { what: "a bisect is in progress", todo: "`git bisect reset`" };
    return undefined;
}
/**
 * Every `*.lock` git could have left: in the git directory (index.lock, HEAD.lock),
 * the shared directory (config.lock, packed-refs.lock) and under refs/.
 */
async function gitLockFiles(dirs) {
    const found = new Set();
    for (const dir of new Set([dirs.gitDir, dirs.commonDir])) {
        for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []))
            if (name.endsWith(".lock"))
                found.add(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name));
    }
    const refs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dirs.commonDir, "refs");
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(refs, { recursive: true }).catch(() => []);
    for (const name of entries)
        if (name.endsWith(".lock"))
            found.add(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(refs, name));
    return [...found].sort();
}
/**
 * Waits up to `ms` for lock files to go (a git command finishing its work); returns
 * those still there. Short: a lock that outlives the wait is reported, not waited out.
 */
async function waitForLocks(dirs, ms) {
    const deadline = Date.now() + ms;
    for (;;) {
        const locks = await gitLockFiles(dirs);
        if (locks.length === 0 || Date.now() >= deadline)
            return locks;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
/** Paths with unresolved conflicts, from `git ls-files --unmerged -z` output. */
function unmergedPaths(lsFilesOutput) {
    return [
        ...new Set(lsFilesOutput
            .split("\0")
            .filter(Boolean)
            .map((l) => l.split("\t")[1] ?? "")),
    ];
}
/**
 * Refuses a repository in the middle of an operation, with unresolved conflicts
 * (`conflicted`: unmergedPaths), or with a git lock file present after a short wait
 * (call after a killed Patchbay run's own locks were cleared: recover.ts). Reads only.
 */
async function refuseMidOperation(repo, dirs, conflicted, lockWaitMs = 2000) {
    const op = await operation(dirs.gitDir);
    if (op)
        throw new RepositoryStateError(`${repo}: ${op.what}, and a run would switch branches under it. Finish it with ${op.todo}, then run Patchbay again.`);
    if (conflicted.length)
        throw new RepositoryStateError(`${repo}: ${conflicted.length} file(s) have unresolved conflicts (${conflicted.slice(0, 5).join(", ")}${conflicted.length > 5 ? ", …" : ""}). ` +
            "Resolve them and `git add` them (or `git checkout --merge -- FILE` to start over), then run Patchbay again.");
    // A git command at work finishes in moments; a lock still there after the wait was left behind.
    const locks = await waitForLocks(dirs, lockWaitMs);
    if (locks.length) {
        const first = locks[0];
        const more = locks.length > 1 ? ` (and ${locks.length - 1} more: ${locks.slice(1, 4).join(", ")})` : "";
        throw new RepositoryStateError(`${repo}: ${first} exists${more}: another git command is working in this repository, or one was killed and left it. ` +
            `When no git command is running, remove it (\`rm '${first}'\`) and run Patchbay again.`);
    }
}


/***/ }),

/***/ 44906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ removeDeadLocks),
/* harmony export */   Y: () => (/* binding */ removeDeadGitFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_processes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75813);
/* harmony import */ var _in_progress_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91091);
/**
 * Files a dead git leaves in a repository: the temporary pack a killed
 * `fast-import` or `index-pack` was writing (`objects/pack/tmp_pack_*`, with
 * its `tmp_idx_*`), the `.keep` files fast-import puts on its packs until it
 * exits (a killed one never takes them away, and kept packs are never repacked),
 * fast-import's crash report (`fast_import_crash_<pid>`), and `*.lock` files. Each is Patchbay's to remove only when no process has it open
 * and it was made since `since` (the start of the run that died, or of this run):
 * an older one, or one in use, belongs to someone else.
 */




const TEMP_PACK = /^tmp_(pack|idx|rev|bitmap|mtimes)_/;
const CRASH_REPORT = /^fast_import_crash_(\d+)$/;
async function madeSince(file, since) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined);
    // A second of slack: file times are coarser than the clock on some file systems.
    return info !== undefined && info.mtimeMs >= since - 1000;
}
/** Of these files, the ones no process holds open and that were made since `since`. */
async function abandoned(files, since) {
    const recent = [];
    for (const f of files)
        if (await madeSince(f, since))
            recent.push(f);
    const held = await (0,_util_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .heldOpen */ .Q)(recent);
    return recent.filter((f) => !held.has(f));
}
/** Temporary packs and crash reports left since `since`; removes them and returns their names. */
async function removeDeadGitFiles(dirs, since) {
    const packDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dirs.commonDir, "objects", "pack");
    const temps = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(packDir).catch(() => []))
        .filter((n) => TEMP_PACK.test(n))
        .map((n) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(packDir, n));
    const crashes = [];
    for (const dir of new Set([dirs.gitDir, dirs.commonDir]))
        for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => [])) {
            const pid = CRASH_REPORT.exec(name)?.[1];
            if (pid && !(0,_util_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .processAlive */ .F)(Number(pid)))
                crashes.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name));
        }
    const keeps = [];
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(packDir).catch(() => [])) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(packDir, name);
        // fast-import's own mark; a .keep a person or `git index-pack --keep` made says something else.
        if (name.endsWith(".keep") && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8").catch(() => "")).trim() === "fast-import")
            keeps.push(file);
    }
    const gone = await abandoned([...temps, ...crashes, ...keeps], since);
    for (const f of gone)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(f, { force: true });
    return gone;
}
/** Git lock files left since `since` that no process holds open: removes them and returns their names. */
async function removeDeadLocks(dirs, since) {
    const gone = await abandoned(await (0,_in_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .gitLockFiles */ .zW)(dirs), since);
    for (const f of gone)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(f, { force: true });
    return gone;
}


/***/ }),

/***/ 9437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ DEFAULT_IDENTITY),
  iR: () => (/* binding */ GitCommandError),
  ho: () => (/* binding */ createGitRunner),
  QM: () => (/* binding */ patchbayDir)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(35767);
// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(37895);
// EXTERNAL MODULE: ./src/util/git-env.ts
var git_env = __webpack_require__(61138);
// EXTERNAL MODULE: ./src/util/program-path.ts
var program_path = __webpack_require__(42558);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/host-git.ts
var host_git = __webpack_require__(44841);
;// CONCATENATED MODULE: ./src/git/config-overrides.ts
/**
 * Patchbay's git obeys Patchbay, not the repository (docs/decisions/0010-containment.md). An allowed
 * command can write `.git/config`, an included file or the runner's global config;
 * none of that may make Patchbay's own git run a program, change what a checkpoint
 * holds, or send data elsewhere.
 *
 * - Global and system config are not read at all (GIT_CONFIG_GLOBAL=/dev/null,
 *   GIT_CONFIG_NOSYSTEM, GIT_ATTR_NOSYSTEM).
 * - Repository config cannot be switched off, so every key that names a program or
 *   a destination is overridden from the environment (GIT_CONFIG_COUNT/KEY/VALUE,
 *   the "command" scope, which beats every config file): fixed keys always, and the
 *   keys whose names the repository chooses (`filter.<driver>.clean`,
 *   `http.<url>.proxy`, …) as found by reading the effective config, re-read
 *   whenever one of its files changes.
 * - What cannot be overridden (`url.<base>.insteadOf` rewrites add up; an override
 *   never removes one) is refused where it matters, before a remote command
 *   (push/pinned-remote.ts).
 */



/**
 * Keys whose middle part the repository names, and the value that makes each
 * harmless. A merge driver gets `false` (a conflict, so a replay falls back to a
 * new branch) rather than an empty command, which would "succeed" and drop theirs.
 */
const NAMED_KEYS = [
    { key: /^filter\..+\.(clean|smudge|process)$/, value: "" },
    { key: /^filter\..+\.required$/, value: "false" },
    { key: /^diff\..+\.(textconv|command)$/, value: "" },
    { key: /^merge\..+\.driver$/, value: "false" },
    { key: /^(http|remote)\..+\.proxy$/, value: "" },
    { key: /^http\..+\.(cookiefile|curloptresolve)$/, value: "" },
    { key: /^http\..+\.sslverify$/, value: "true" },
    { key: /^credential\..+\.helper$/, value: "" },
    { key: /^remote\..+\.receivepack$/, value: "git-receive-pack" },
    { key: /^remote\..+\.uploadpack$/, value: "git-upload-pack" },
    { key: /^remote\..+\.vcs$/, value: "" },
    { key: /^hook\..+\.command$/, value: "true" },
    { key: /^hook\..+\.enabled$/, value: "false" },
];
/** The override for one key the repository's config holds, if it needs one. */
function overrideFor(key) {
    const lower = key.toLowerCase();
    const hit = NAMED_KEYS.find((k) => k.key.test(lower));
    return hit ? [key, hit.value] : undefined;
}
class ConfigTamperedError extends Error {
    constructor(message) {
        super(`${message}; Patchbay's git stops here rather than work on another tree or without its guards`);
        this.name = "ConfigTamperedError";
    }
}
/** Reads the effective config (includes followed) with `env` (global and system already off). */
async function scanConfig(cwd, env) {
    const dir = await (0,host_git/* hostGit */.R)(cwd, ["rev-parse", "--absolute-git-dir", "--git-common-dir"], {
        cwd,
        env,
        timeoutMs: 30_000,
    });
    if (dir.exitCode !== 0)
        return null;
    const [gitDir = "", common = ""] = dir.stdout.trim().split("\n");
    const commonDir = external_node_path_default().resolve(cwd, common);
    const res = await (0,host_git/* hostGit */.R)(cwd, ["config", "--list", "--show-origin", "--null", "--includes"], {
        cwd,
        env,
        timeoutMs: 30_000,
    });
    const files = new Set([external_node_path_default().join(commonDir, "config"), external_node_path_default().join(gitDir, "config.worktree")]);
    const overrides = [];
    let worktree;
    const items = res.stdout.split("\0");
    for (let i = 0; i + 1 < items.length; i += 2) {
        const origin = items[i] ?? "";
        const entry = items[i + 1] ?? "";
        if (origin.startsWith("file:"))
            files.add(external_node_path_default().resolve(cwd, origin.slice(5)));
        const key = entry.split("\n", 1)[0] ?? "";
        if (key.toLowerCase() === "core.worktree")
            worktree = entry.slice(key.length + 1);
        const pair = overrideFor(key);
        if (pair)
            overrides.push(pair);
    }
    return { overrides, files: [...files], worktree };
}
/** A cheap identity of the config files' contents: size, times and inode of each. */
async function fingerprint(files) {
    const parts = await Promise.all(files.map(async (f) => {
        const s = await (0,promises_.stat)(f, { bigint: true }).catch(() => null);
        return s ? `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : "-";
    }));
    return parts.join("|");
}
/**
 * Keeps the overrides for one repository current: the config is read again only
 * when one of its files changed since the last read (a stat per file per call).
 */
class ConfigOverrides {
    cwd;
    env;
    scanned = null;
    pinnedWorktree;
    print = "";
    reading;
    constructor(cwd, env) {
        this.cwd = cwd;
        this.env = env;
    }
    async overrides() {
        if (this.scanned && (await fingerprint(this.scanned.files)) === this.print)
            return this.scanned.overrides;
        // Commands started at once share one read of the config.
        this.reading ??= this.read().finally(() => {
            this.reading = undefined;
        });
        return this.reading;
    }
    async read() {
        for (let attempt = 1;; attempt++) {
            // The files as they were before git read them: a change while it read is noticed below.
            const known = this.scanned?.files;
            const before = known ? await fingerprint(known) : undefined;
            const scanned = await scanConfig(this.cwd, this.env);
            if (!scanned) {
                // Not a repository (yet): nothing to override. Once it was one, an unreadable config is not a pass.
                if (this.scanned === null)
                    return [];
                throw new ConfigTamperedError(`git can no longer read the repository's config in ${this.cwd}`);
            }
            // core.worktree cannot be overridden for every call (temporary worktrees have their own): pinned instead.
            if (this.scanned === null)
                this.pinnedWorktree = scanned.worktree;
            else if (scanned.worktree !== this.pinnedWorktree)
                throw new ConfigTamperedError(`the repository's config changed core.worktree during the run (${this.pinnedWorktree ?? "unset"} → ${scanned.worktree ?? "unset"}); put it back with \`git config ${this.pinnedWorktree === undefined ? "--unset core.worktree" : `core.worktree ${this.pinnedWorktree}`}\``);
            const after = await fingerprint(scanned.files);
            // The same files as before (the usual case): one look at them says both.
            const now = known && known.join("\0") !== scanned.files.join("\0") ? await fingerprint(known) : after;
            const moved = known !== undefined && before !== now;
            this.scanned = scanned;
            // Changed while git read it: these overrides may predate the change, so they are read again
            // now (a few times at most) and, if still moving, again at the next command.
            this.print = moved ? "" : after;
            if (!moved || attempt >= 3)
                return scanned.overrides;
        }
    }
}

;// CONCATENATED MODULE: ./src/git/runner.ts
/**
 * The one git runner, after create-pull-request's git command manager: every git call in Patchbay goes
 * through `GitRunner.exec(args, { allowAllExitCodes })` and gets `{ exitCode, stdout,
 * stderr }` back; the caller decides what a failure means.
 *
 * Every command runs with global and system config ignored and every repository
 * key that names a program or a destination overridden (config-overrides.ts: hooks,
 * fsmonitor, filters, textconv, proxies, credential helpers…), no pager, no
 * prompts, a scrubbed environment and a fixed identity, so a runner with no
 * `user.email` still commits.
 */






/** The default author of checkpoints (config `git.author_name` / `author_email` override it). */
const DEFAULT_IDENTITY = {
    name: "github-actions[bot]",
    email: "41898282+github-actions[bot]@users.noreply.github.com",
};
class GitCommandError extends Error {
    args;
    exitCode;
    stderr;
    cwd;
    constructor(args, exitCode, stderr, cwd) {
        super(`git ${args.join(" ")} failed (exit ${exitCode}) in ${cwd}: ${stderr.trim() || "no output"}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.cwd = cwd;
        this.name = "GitCommandError";
    }
}
function createGitRunner(options) {
    const identity = options.identity ?? DEFAULT_IDENTITY;
    const cwd = options.cwd;
    // What git starts by name (ssh, an editor, a hook's helper) is looked up outside the work tree too.
    const env = (0,program_path/* hostGitEnv */.io)({
        ...(0,util_env/* scrubbedEnv */.wS)(options.baseEnv ?? process.env),
        GIT_TERMINAL_PROMPT: "0",
        GIT_PAGER: "cat",
        PAGER: "cat",
        GIT_EDITOR: "true",
        GIT_SSH_COMMAND: "ssh -o BatchMode=yes",
        // Parsed messages (rejections, network errors) are in English.
        LC_ALL: "C",
        LANGUAGE: "C",
        ...(0,git_env/* staticGitEnv */.IH)(),
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
    }, cwd);
    const guard = new ConfigOverrides(cwd, env);
    // Looked up once: a git the agent plants on PATH later is never the one Patchbay runs.
    const program = (0,program_path/* gitProgram */.V0)(env, cwd);
    return {
        cwd,
        async exec(args, opts = {}) {
            // The repository's own keys first, then the caller's (credentials), which win.
            const guarded = (0,git_env/* mergeGitEnv */.e)(env, (0,git_env/* configEnv */._h)(await guard.overrides()));
            const res = await (0,exec/* exec */.m0)(program, args, {
                cwd: opts.cwd ?? cwd,
                env: opts.env ? (0,git_env/* mergeGitEnv */.e)(guarded, opts.env) : guarded,
                input: opts.input,
                timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? 10 * 60_000,
                maxOutputBytes: opts.maxOutputBytes ?? 64 * 1024 * 1024,
            });
            if (res.spawnError)
                throw new GitCommandError(args, -1, `git could not start: ${res.spawnError}`, cwd);
            const exitCode = res.exitCode ?? (res.timedOut ? 124 : 128);
            const stderr = res.timedOut ? `${res.stderr}\n(timed out)` : res.stderr;
            if (exitCode !== 0 && !opts.allowAllExitCodes)
                throw new GitCommandError(args, exitCode, stderr, opts.cwd ?? cwd);
            return { exitCode, stdout: res.stdout, stderr };
        },
        async spawn(args) {
            // A long-lived git (fast-import, cat-file) gets the same guarded environment as exec.
            const guarded = (0,git_env/* mergeGitEnv */.e)(env, (0,git_env/* configEnv */._h)(await guard.overrides()));
            return (0,external_node_child_process_.spawn)(program, args, { cwd, env: guarded, stdio: ["pipe", "pipe", "pipe"] });
        },
    };
}
/** Where Patchbay keeps its own files inside a repository: `<git dir>/patchbay`. */
async function patchbayDir(runner) {
    const res = await runner.exec(["rev-parse", "--absolute-git-dir"]);
    return `${res.stdout.trim()}/patchbay`;
}
/** How the git layer reports what the engine should know (a warning it should show). */


/***/ }),

/***/ 46696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xb: () => (/* binding */ dirtyPaths),
/* harmony export */   t$: () => (/* binding */ treeStatus),
/* harmony export */   vl: () => (/* binding */ changedPaths)
/* harmony export */ });
/** `git status --porcelain=v2 -z` for the whole tree or some pathspecs. */
async function treeStatus(runner, pathspecs = []) {
    const res = await runner.exec([
        "-c",
        "core.quotePath=false",
        "status",
        "--porcelain=v2",
        "--branch",
        "-z",
        "--untracked-files=all",
        "--ignore-submodules=all",
        "--no-renames",
        ...(pathspecs.length ? ["--", ...pathspecs] : []),
    ]);
    let head = null;
    let branch = null;
    const changes = [];
    for (const entry of res.stdout.split("\0")) {
        if (entry.startsWith("# branch.oid ")) {
            const oid = entry.slice(13).trim();
            head = /^[0-9a-f]{40,64}$/.test(oid) ? oid : null;
        }
        else if (entry.startsWith("# branch.head ")) {
            const name = entry.slice(14).trim();
            branch = name === "(detached)" ? null : name;
        }
        else if (entry.startsWith("? ")) {
            const path = entry.slice(2);
            // An untracked directory despite -uall is a nested repository: not ours to commit.
            if (!path.endsWith("/"))
                changes.push({ path, status: "??" });
        }
        else if (entry.startsWith("1 ")) {
            // 1 XY sub mH mI mW hH hI path
            const fields = entry.split(" ");
            const path = fields.slice(8).join(" ");
            const [xy, mH, hH] = [fields[1] ?? "", fields[3] ?? "", fields[6] ?? ""];
            const tracked = mH !== "000000" && !/^0+$/.test(hH);
            changes.push({ path, status: xy, head: tracked ? { mode: mH, sha: hH } : undefined });
        }
        else if (entry.startsWith("u ")) {
            changes.push({ path: entry.split(" ").slice(10).join(" "), status: "UU" });
        }
    }
    return { head, branch, changes };
}
/** Just the changed paths. */
async function changedPaths(runner, pathspecs = []) {
    return (await treeStatus(runner, pathspecs)).changes;
}
/**
 * Paths with uncommitted changes before the run started. Patchbay never stages
 * them: a checkpoint holds only what the agent did, and the person's own work stays
 * in the working tree exactly as it was.
 */
async function dirtyPaths(runner) {
    return (await changedPaths(runner)).map((c) => c.path);
}


/***/ }),

/***/ 5661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sameLogin)
/* harmony export */ });
/**
 * GitHub logins compare without case, and an app's login with or without its
 * `[bot]` suffix (the REST API says `patchbay[bot]`, the GraphQL API `patchbay`).
 */
function sameLogin(a, b) {
    return bare(a) === bare(b);
}
const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, "");


/***/ }),

/***/ 14329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ PATCHBAY_MARKER),
/* harmony export */   T: () => (/* binding */ hasPatchbayMarker)
/* harmony export */ });
/**
 * The hidden marker Patchbay puts in every comment and PR body it writes. The
 * trigger parser skips text carrying it (Patchbay never answers itself), and
 * the context reader leaves such comments out of what the model reads.
 */
/** Hidden marker Patchbay puts in every comment it writes; a comment carrying it is Patchbay's own. */
const PATCHBAY_MARKER = "<!-- patchbay -->";
const MARKER_PATTERN = /<!--\s*patchbay(?![\w-])[\s\S]*?-->/i;
function hasPatchbayMarker(text) {
    return MARKER_PATTERN.test(text);
}


/***/ }),

/***/ 41727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HM: () => (/* reexport */ SUPPORTED_EVENTS),
  eC: () => (/* reexport */ actorToCheckFor),
  ol: () => (/* reexport */ branchForPullRequest),
  Wf: () => (/* reexport */ commentTargetFor),
  g3: () => (/* reexport */ contextRequestFor),
  _r: () => (/* reexport */ inferEventName),
  yA: () => (/* reexport */ parsePullRequest),
  uc: () => (/* reexport */ parseTrigger),
  Yh: () => (/* reexport */ reactableCommentFor),
  j_: () => (/* reexport */ readEvent),
  Xr: () => (/* reexport */ repoUrlFor),
  a2: () => (/* reexport */ stripPhrase)
});

// EXTERNAL MODULE: ./src/github/logins.ts
var logins = __webpack_require__(5661);
;// CONCATENATED MODULE: ./src/github/trigger/error.ts
class TriggerError extends Error {
    code;
    eventName;
    file;
    constructor(message, code, eventName, file) {
        super(message);
        this.code = code;
        this.eventName = eventName;
        this.file = file;
        this.name = "TriggerError";
    }
}
/** Dotted path of a zod issue, with array indexes in brackets: `pull_request.head.repo`, `issue.labels[0].name`. */
function issuePath(path, prefix) {
    let out = prefix;
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out ? `.${String(key)}` : String(key);
    }
    return out || "(the payload itself)";
}
/**
 * A TriggerError naming the event and every field that is missing or of the wrong type,
 * so a truncated or hand-written event file can be fixed in one go.
 */
function malformedPayload(eventName, error, prefix = "") {
    const problems = error.issues.slice(0, 6).map((issue) => {
        const where = `\`${issuePath(issue.path, prefix)}\``;
        // zod reports an absent field as "expected X, received undefined".
        return /received undefined/.test(issue.message) ? `${where} is missing` : `${where}: ${issue.message}`;
    });
    const more = error.issues.length > 6 ? ` (and ${error.issues.length - 6} more)` : "";
    return new TriggerError(`The \`${eventName}\` event payload is not one Patchbay can read: ${problems.join("; ")}${more}. ` +
        `Check that the event file is a complete \`${eventName}\` webhook payload (GITHUB_EVENT_PATH, or --event for the CLI).`, "TRIGGER_MALFORMED_PAYLOAD", eventName);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
;// CONCATENATED MODULE: ./src/github/trigger/payloads.ts
/**
 * Zod schemas for the parts of webhook payloads Patchbay reads — and only those. Objects
 * are loose so fields GitHub adds (or GHES omits elsewhere) never break parsing; a field we
 * rely on that is missing is a TriggerError naming it.
 */

const userSchema = schemas/* looseObject */._H3({
    login: schemas/* string */.YjP(),
    id: schemas/* number */.aig(),
    type: schemas/* string */.YjP().optional(),
});
const repositorySchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    full_name: schemas/* string */.YjP(),
    owner: schemas/* looseObject */._H3({ login: schemas/* string */.YjP() }),
    default_branch: schemas/* string */.YjP(),
    html_url: schemas/* string */.YjP().optional(),
    /** Public or private: decides trust.authors' default. */
    private: schemas/* boolean */.zMY().optional(),
});
const labelSchema = schemas/* looseObject */._H3({ name: schemas/* string */.YjP() });
const issueSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig().int(),
    title: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
    labels: schemas/* array */.YOg(labelSchema).nullish(),
    user: userSchema.nullish(),
    author_association: schemas/* string */.YjP().optional(),
    /** Present (an object of URLs) when the "issue" is a pull request. */
    pull_request: schemas/* looseObject */._H3({ html_url: schemas/* string */.YjP().nullish() }).nullish(),
});
const branchEndSchema = schemas/* looseObject */._H3({
    ref: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP(),
    /** null when the head fork was deleted. */
    repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullable(),
});
const pullRequestSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig().int(),
    title: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
    draft: schemas/* boolean */.zMY().optional(),
    labels: schemas/* array */.YOg(labelSchema).nullish(),
    user: userSchema.nullish(),
    author_association: schemas/* string */.YjP().optional(),
    head: branchEndSchema,
    base: branchEndSchema.extend({ repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }) }),
});
const issueCommentSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
    user: userSchema,
    author_association: schemas/* string */.YjP().optional(),
});
const reviewCommentSchema = issueCommentSchema.extend({
    path: schemas/* string */.YjP(),
    diff_hunk: schemas/* string */.YjP(),
    commit_id: schemas/* string */.YjP().optional(),
    line: schemas/* number */.aig().nullish(),
    start_line: schemas/* number */.aig().nullish(),
    side: schemas/* string */.YjP().nullish(),
    in_reply_to_id: schemas/* number */.aig().optional(),
});
const reviewSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    submitted_at: schemas/* string */.YjP().nullish(),
    commit_id: schemas/* string */.YjP().nullish(),
    user: userSchema.nullable(),
    author_association: schemas/* string */.YjP().optional(),
});
/** `changes` on an `edited` action: what the body was before the edit. */
const changesSchema = schemas/* looseObject */._H3({ body: schemas/* looseObject */._H3({ from: schemas/* string */.YjP().nullish() }).optional() }).optional();
/** Every payload Patchbay acts on has these two; `sender` is absent only on `schedule`. */
const basePayloadSchema = schemas/* looseObject */._H3({
    action: schemas/* string */.YjP().optional(),
    repository: repositorySchema,
    sender: userSchema.optional(),
});
const issueCommentPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    issue: issueSchema,
    comment: issueCommentSchema,
    sender: userSchema,
});
const reviewCommentPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    pull_request: pullRequestSchema,
    comment: reviewCommentSchema,
    sender: userSchema,
});
const reviewPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    pull_request: pullRequestSchema,
    review: reviewSchema,
    sender: userSchema,
});
const issuesPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    issue: issueSchema,
    sender: userSchema,
    label: labelSchema.optional(),
    assignee: userSchema.nullish(),
    changes: changesSchema,
});
const pullRequestPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    pull_request: pullRequestSchema,
    sender: userSchema,
    label: labelSchema.optional(),
    assignee: userSchema.nullish(),
    changes: changesSchema,
});
const schedulePayloadSchema = basePayloadSchema.extend({ schedule: schemas/* string */.YjP() });
/** Dispatch inputs are strings on github.com, but a hand-written event file may hold anything. */
const looseRecord = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish();
const workflowDispatchPayloadSchema = basePayloadSchema.extend({
    inputs: looseRecord,
    ref: schemas/* string */.YjP().optional(),
});
const repositoryDispatchPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    branch: schemas/* string */.YjP().optional(),
    client_payload: looseRecord,
});

;// CONCATENATED MODULE: ./src/github/trigger/phrase.ts
/**
 * Finding the trigger phrase in Markdown text and cutting it out of the request.
 *
 * Rules (decided here, tested in test/github/trigger-phrase.test.ts):
 * - the phrase (default `@patchbay`) matches case-insensitively anywhere, as a whole word:
 *   not `@patchbay-dev`, `@patchbay_x`, `email@patchbay.io`, `@patchbay.io` or `@patchbay/team`;
 *   trailing punctuation (`@patchbay,` `@patchbay:` `@patchbay.`) is fine;
 * - the slash form (`/patchbay`) matches only at the start of a line (leading spaces allowed),
 *   like a chat command;
 * - nothing inside fenced code blocks, inline code, HTML comments or `>` quoted lines counts:
 *   quoting an earlier request in a reply, or showing the syntax in docs, must not re-trigger.
 */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
/** What may not touch the phrase on either side for it to be a word of its own. */
const BEFORE = String.raw `(?<![\w.+\-@/])`;
const AFTER = String.raw `(?![\w-]|[./@][\w])`;
/** The `@phrase` (anywhere) and `/phrase` (start of a line) patterns for a configured phrase. */
function phrasePatterns(phrase) {
    const name = phrase.replace(/^[@/]/, "");
    const patterns = [new RegExp(`${BEFORE}${escapeRegExp(phrase)}${AFTER}`, "gi")];
    if (name)
        patterns.push(new RegExp(`^[ \\t]*/${escapeRegExp(name)}${AFTER}`, "gim"));
    return patterns;
}
const blank = (text) => text.replace(/[^\n]/g, " ");
/**
 * The text with code, quotes and HTML comments blanked out. Same length and same line
 * breaks as the input, so indexes found in it are indexes into the original.
 */
function maskIgnored(text) {
    const lines = text.split("\n");
    let fence;
    const kept = lines.map((line) => {
        if (fence) {
            const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
            if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length)
                fence = undefined;
            return blank(line);
        }
        const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (open?.[1]) {
            fence = { char: open[1][0] ?? "`", length: open[1].length };
            return blank(line);
        }
        if (/^ {0,3}>/.test(line))
            return blank(line);
        return line;
    });
    return (kept
        .join("\n")
        .replace(/<!--[\s\S]*?(?:-->|$)/g, blank)
        // An inline code span: a run of backticks closed by a run of the same length.
        .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank));
}
/** Every live occurrence of the phrase (or its slash form), in text order. */
function findPhrase(text, phrase) {
    const masked = maskIgnored(text);
    const matches = [];
    for (const pattern of phrasePatterns(phrase)) {
        for (const m of masked.matchAll(pattern)) {
            // The slash pattern may include leading indentation; the match proper starts at the slash.
            const offset = m[0].search(/\S/);
            matches.push({ index: m.index + offset, length: m[0].length - offset });
        }
    }
    return matches.sort((a, b) => a.index - b.index);
}
/** The phrase as users see it in skip reasons: `@patchbay` (or `/patchbay` at the start of a line). */
function phraseHint(phrase) {
    const name = phrase.replace(/^[@/]/, "");
    return phrase.startsWith("/") ? phrase : `${phrase} (or /${name} at the start of a line)`;
}
function mentionsPhrase(text, phrase) {
    return text ? findPhrase(text, phrase).length > 0 : false;
}
/**
 * The text with every live phrase occurrence cut out, with the `:`/`,` and spaces right
 * after it: `@patchbay: fix it` → `fix it`, `please @patchbay fix it` → `please fix it`.
 * Code blocks and quotes stay as they are — they are context for the request.
 */
function stripPhrase(text, phrase) {
    let out = text;
    for (const match of findPhrase(text, phrase).reverse()) {
        let end = match.index + match.length;
        const rest = /^[:,]?[ \t]*/.exec(out.slice(end));
        end += rest ? rest[0].length : 0;
        let start = match.index;
        const lineStart = out.lastIndexOf("\n", start - 1) + 1;
        // A phrase that opened its line takes the indentation with it.
        if (/^[ \t]*$/.test(out.slice(lineStart, start)))
            start = lineStart;
        out = out.slice(0, start) + out.slice(end);
    }
    return out
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .trim();
}

;// CONCATENATED MODULE: ./src/github/trigger/common.ts




function skip(reason) {
    return { kind: "skip", reason };
}
/** Validate `payload` or throw a TriggerError naming the event and each missing field. */
function parsePayload(schema, eventName, payload) {
    const result = schema.safeParse(payload);
    if (!result.success)
        throw malformedPayload(eventName, result.error);
    return result.data;
}
/**
 * A pull request from the REST API (`GET /repos/{owner}/{repo}/pulls/{n}`), which has the
 * webhook's shape: for `pr-lookup` branch hints, after fetching the PR.
 */
function parsePullRequest(data) {
    return toPullRequest(parsePayload(pullRequestSchema, "pull_request", data));
}
function toActor(user) {
    const type = user.type === "Bot" || /\[bot\]$/i.test(user.login) ? "Bot" : "User";
    return { login: user.login, id: user.id, type };
}
function toRepository(repo) {
    return {
        owner: repo.owner.login,
        name: repo.name,
        fullName: repo.full_name,
        defaultBranch: repo.default_branch,
        url: repo.html_url || undefined,
        private: repo.private,
    };
}
function toPullRequest(pr) {
    const headRepo = pr.head.repo?.full_name ?? null;
    return {
        number: pr.number,
        headRef: pr.head.ref,
        headSha: pr.head.sha,
        headRepo,
        baseRef: pr.base.ref,
        baseSha: pr.base.sha,
        baseRepo: pr.base.repo.full_name,
        // A deleted head repository counts as a fork: there is nowhere we may push.
        isFork: headRepo === null || headRepo.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
        draft: pr.draft ?? false,
    };
}
/** Same-repository PRs are worked on in place; fork PRs only ever get a patch (docs/decisions/0005-a-checkpoint-per-tool-call.md). */
function branchForPullRequest(pr) {
    return pr.isFork ? { kind: "fork", sha: pr.headSha, headRepo: pr.headRepo } : { kind: "existing", name: pr.headRef };
}
function issueSource(issue) {
    const isPr = issue.pull_request != null;
    return {
        kind: isPr ? "pr" : "issue",
        number: issue.number,
        title: issue.title,
        body: issue.body ?? "",
        url: (isPr ? issue.pull_request?.html_url : undefined) ?? issue.html_url,
        ...authorOf(issue),
    };
}
function prSource(pr) {
    return { kind: "pr", number: pr.number, title: pr.title, body: pr.body ?? "", url: pr.html_url, ...authorOf(pr) };
}
function authorOf(item) {
    if (!item.user)
        return {};
    return {
        author: {
            login: item.user.login,
            association: item.author_association || undefined,
        },
    };
}
/** The request for label/assign flows and bare summons: the issue or PR itself. */
function titleAndBody(title, body, phrase) {
    const rest = body ? stripPhrase(body, phrase) : "";
    return rest ? `${title}\n\n${rest}` : title;
}
function labelNames(labels) {
    return (labels ?? []).map((l) => l.name);
}
function includesName(list, name) {
    return list.some((item) => item.toLowerCase() === name.toLowerCase());
}
function isOwnLogin(ctx, login) {
    return ctx.botLogin !== undefined && (0,logins/* sameLogin */.U)(ctx.botLogin, login);
}
/**
 * Why this sender may not trigger a run, or undefined when it may: Patchbay's own events
 * never do (no loops), other bots only when listed in `trigger.allowed_bots` (`*` for all).
 * The collaborator-permission check comes later, in the permission gate.
 */
function senderRefusal(ctx, actor) {
    if (isOwnLogin(ctx, actor.login))
        return `the event was caused by Patchbay itself (${actor.login})`;
    if (actor.type !== "Bot")
        return undefined;
    const allowed = ctx.config.trigger.allowed_bots;
    if (allowed.includes("*") || allowed.some((b) => (0,logins/* sameLogin */.U)(b, actor.login)))
        return undefined;
    return `\`${actor.login}\` is a bot; list it in trigger.allowed_bots to let it trigger Patchbay`;
}
function listOrNone(items) {
    return items.length ? items.map((i) => `\`${i}\``).join(", ") : "none";
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/github/trigger/event-file.ts
/**
 * Reading GITHUB_EVENT_PATH (or the CLI's `--event FILE`). Every failure names the event
 * and the file, and says which of the usual mistakes it is: no file, an empty file, text
 * that is not JSON, or JSON cut off part-way (a truncated download or copy-paste).
 */


/**
 * True when `text` ends inside a string or with brackets still open: JSON that was cut
 * short, as opposed to JSON with a typo in the middle. Our own scan, because V8's wording
 * for the two cases differs between Node versions.
 */
function looksTruncated(text) {
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (const ch of text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (ch === "\\")
                escaped = true;
            else if (ch === '"')
                inString = false;
        }
        else if (ch === '"')
            inString = true;
        else if (ch === "{" || ch === "[")
            depth++;
        else if (ch === "}" || ch === "]")
            depth--;
    }
    return inString || depth > 0;
}
function fail(message, eventName, path) {
    return new TriggerError(message, "TRIGGER_EVENT_FILE", eventName, path);
}
/** The parsed event payload at `path`; a TriggerError (code TRIGGER_EVENT_FILE) if it cannot be read. */
async function readEvent(path, eventName) {
    const what = `the \`${eventName}\` event file ${path}`;
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
        if (code === "ENOENT")
            throw fail(`Cannot read ${what}: it does not exist. In a workflow GITHUB_EVENT_PATH points at it; for a local run pass --event with an existing file (see examples/events/).`, eventName, path);
        if (code === "EISDIR")
            throw fail(`Cannot read ${what}: it is a directory, not a JSON file.`, eventName, path);
        throw fail(`Cannot read ${what}: ${error instanceof Error ? error.message : String(error)}.`, eventName, path);
    }
    if (text.trim() === "")
        throw fail(`${capital(what)} is empty; it should hold the event's JSON payload.`, eventName, path);
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        if (looksTruncated(text))
            throw fail(`${capital(what)} is cut short (${text.length} characters, the JSON ends before its last object closes): ${detail}. Re-download or re-copy the whole payload.`, eventName, path);
        throw fail(`${capital(what)} is not valid JSON: ${detail}.`, eventName, path);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw fail(`${capital(what)} holds ${Array.isArray(parsed) ? "an array" : String(parsed === null ? "null" : typeof parsed)}; an event payload is a JSON object.`, eventName, path);
    return { ...parsed };
}
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

;// CONCATENATED MODULE: ./src/github/trigger/event-name.ts
/**
 * The event name for a payload file given without one (`patchbay run --event FILE`):
 * GitHub puts the name in GITHUB_EVENT_NAME, not in the payload, so a local run
 * infers it from the payload's shape. `--event-name` overrides.
 */

const shape = schemas/* looseObject */._H3({
    comment: schemas/* unknown */.L5J().optional(),
    review: schemas/* unknown */.L5J().optional(),
    issue: schemas/* unknown */.L5J().optional(),
    pull_request: schemas/* unknown */.L5J().optional(),
    schedule: schemas/* unknown */.L5J().optional(),
    inputs: schemas/* unknown */.L5J().optional(),
    client_payload: schemas/* unknown */.L5J().optional(),
    action: schemas/* unknown */.L5J().optional(),
    workflow_run: schemas/* unknown */.L5J().optional(),
});
function inferEventName(payload) {
    const parsed = shape.safeParse(payload);
    if (!parsed.success)
        return undefined;
    const p = parsed.data;
    if (p.comment !== undefined && p.issue !== undefined)
        return "issue_comment";
    if (p.comment !== undefined && p.pull_request !== undefined)
        return "pull_request_review_comment";
    if (p.review !== undefined && p.pull_request !== undefined)
        return "pull_request_review";
    if (p.issue !== undefined)
        return "issues";
    if (p.pull_request !== undefined)
        return "pull_request";
    if (p.workflow_run !== undefined)
        return "workflow_run";
    if (p.schedule !== undefined)
        return "schedule";
    if (p.client_payload !== undefined)
        return "repository_dispatch";
    if (p.inputs !== undefined)
        return "workflow_dispatch";
    return undefined;
}

;// CONCATENATED MODULE: ./src/github/trigger/from-trigger.ts
/**
 * Adapters from a parsed Trigger (types.ts) to the inputs of the gate,
 * the context gatherer and the comment poster, so the orchestrator does not
 * repeat these field mappings.
 */
/** Undefined for schedules, whose payload names nobody: there is no one to check. */
function actorToCheckFor(t) {
    if (!t.actor)
        return undefined;
    return { owner: t.repository.owner, repo: t.repository.name, actor: t.actor.login, actorType: t.actor.type };
}
/** Undefined for tasks and ad-hoc prompts without an issue or PR around them. */
function contextRequestFor(t) {
    const number = t.source.number;
    if (t.source.kind === "task" || number === undefined)
        return undefined;
    const c = t.comment;
    return {
        owner: t.repository.owner,
        repo: t.repository.name,
        kind: t.source.kind,
        number,
        triggerTime: t.time,
        triggerCommentId: c?.id,
        reviewComment: c?.kind === "review_comment" && c.path && c.diffHunk
            ? { path: c.path, diffHunk: c.diffHunk, line: c.line }
            : undefined,
    };
}
/** Review comments are answered in their thread (replies go to the thread's first comment). */
function commentTargetFor(t) {
    const number = t.pullRequest?.number ?? t.source.number;
    if (number === undefined)
        return undefined;
    const owner = t.repository.owner;
    const repo = t.repository.name;
    if (t.comment?.kind === "review_comment") {
        return { kind: "review_thread", owner, repo, pullNumber: number, replyTo: t.comment.inReplyToId ?? t.comment.id };
    }
    return { kind: "issue", owner, repo, issueNumber: number };
}
function reactableCommentFor(t) {
    return t.comment ? { kind: t.comment.kind, id: t.comment.id } : undefined;
}
/** `https://github.com/o/r` (or the GHES host), for commit and branch links. */
function repoUrlFor(t, serverUrl = "https://github.com") {
    return t.repository.url ?? `${serverUrl.replace(/\/+$/, "")}/${t.repository.owner}/${t.repository.name}`;
}

;// CONCATENATED MODULE: ./src/github/trigger/code-review.ts
/**
 * Code review triggers (docs/decisions/0017-code-review.md), kept apart from the other
 * handlers: `@patchbay review [focus]` in a comment on a pull request (an issue
 * comment or a comment on its diff) turns that comment's trigger into a review;
 * with `code_review.auto`, a `pull_request` that is opened, marked ready for
 * review or pushed to (synchronize) is reviewed without being asked — drafts
 * only when someone asks. The sender checks are the other flows' (Patchbay's
 * own events never trigger, bots only when allowed); the permission gate and
 * fork handling come later, as for every run.
 */


/** `review`, `review: the SQL`, `Review, focusing on tests` — the verb must open the request. */
const REVIEW_VERB = /^review\b[:,.]?\s*([\s\S]*)$/i;
/** Comments where `@patchbay review` asks for a code review; a submitted review's text asks to address it. */
const VERB_EVENTS = new Set(["issue_comment", "pull_request_review_comment"]);
/** `pull_request` actions a code review follows under `code_review.auto`. */
const AUTO_REVIEW_ACTIONS = ["opened", "ready_for_review", "synchronize"];
/** A comment trigger whose request opens with `review` becomes a code review (on a PR); anything else is unchanged. */
function withReviewVerb(ctx, result) {
    if (result.kind !== "trigger")
        return result;
    const t = result.trigger;
    if (!VERB_EVENTS.has(t.eventName) || t.via !== "phrase")
        return result;
    const verb = REVIEW_VERB.exec(t.request.trim());
    if (!verb)
        return result;
    const focus = verb[1]?.trim() ?? "";
    if (t.source.kind !== "pr") {
        // "review the design" on an issue is an ordinary request; a bare "review" has nothing to review.
        if (focus)
            return result;
        return skip(`\`${ctx.phrase} review\` reviews a pull request, and #${t.source.number ?? "?"} is an issue; ask on the pull request`);
    }
    return { kind: "trigger", trigger: { ...t, codeReview: { focus, auto: false } } };
}
/**
 * A `pull_request` event under `code_review.auto`: a review trigger, a skip
 * (a draft, a sender that may not trigger), or undefined when the event is not
 * one automatic reviews follow (the other pull_request flows then decide).
 */
function autoReview(ctx, payload, action) {
    if (!ctx.config.code_review.auto) {
        // No other flow follows pushes: say how to have them reviewed.
        if (action === "synchronize")
            return skip("a push to a pull request starts a code review only with code_review.auto: true in the config");
        return undefined;
    }
    if (!AUTO_REVIEW_ACTIONS.includes(action))
        return undefined;
    const p = parsePayload(pullRequestPayloadSchema, ctx.eventName, payload);
    const actor = toActor(p.sender);
    const refusal = senderRefusal(ctx, actor);
    if (refusal)
        return skip(refusal);
    const pr = p.pull_request;
    if (pr.draft)
        return skip(`pull request #${pr.number} is a draft: automatic reviews wait until it is marked ready for review (or comment \`${ctx.phrase} review\` to review it now)`);
    const pullRequest = toPullRequest(pr);
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor,
        request: "review",
        via: "review",
        automation: false,
        source: prSource(pr),
        repository: toRepository(p.repository),
        pullRequest,
        branch: branchForPullRequest(pullRequest),
        codeReview: { focus: "", auto: true },
        time: action === "opened" ? pr.created_at : pr.updated_at,
    };
    return { kind: "trigger", trigger };
}

// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(14329);
;// CONCATENATED MODULE: ./src/github/trigger/comments.ts
/**
 * Comment-shaped triggers: `issue_comment`, `pull_request_review_comment` and
 * `pull_request_review`. A comment triggers when it is new, is not Patchbay's own, comes
 * from a permitted sender and mentions the phrase outside code and quotes.
 *
 * A bare phrase (`@patchbay` and nothing else) on an issue means "work on this issue": the
 * request becomes the issue's title and body. On a PR there is no such obvious task, so a
 * bare phrase is skipped with a hint to say what to do.
 */




/** Skip reasons for comment actions other than `created` / `submitted`. */
function commentActionSkip(ctx, noun, action, wanted) {
    if (action === wanted)
        return undefined;
    if (action === "edited")
        return skip(`the ${noun} was edited; edits do not re-trigger Patchbay — write a new comment instead`);
    if (action === "deleted")
        return skip(`the ${noun} was deleted`);
    return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
}
/**
 * The checks every comment-like trigger shares; returns the request text or a skip.
 * Order matters: Patchbay's own comments are recognised before anything else so that the
 * progress comment (which may quote the request) can never start a run.
 */
function commentRequest(ctx, c) {
    if ((0,marker/* hasPatchbayMarker */.T)(c.body))
        return { skip: skip(`the ${c.noun} is Patchbay's own (it carries the ${marker/* PATCHBAY_MARKER */.Q} marker)`) };
    const refusal = senderRefusal(ctx, toActor(c.sender));
    if (refusal)
        return { skip: skip(refusal) };
    if (findPhrase(c.body, ctx.phrase).length === 0)
        return { skip: skip(`no ${phraseHint(ctx.phrase)} in the ${c.noun}`) };
    const request = stripPhrase(c.body, ctx.phrase);
    if (request)
        return { request };
    if (c.source.kind === "issue")
        return { request: titleAndBody(c.source.title ?? "", c.source.body, ctx.phrase) };
    return {
        skip: skip(`the ${c.noun} only says ${ctx.phrase}; add what to do, e.g. \`${ctx.phrase} fix the failing test\``),
    };
}
function fromIssueComment(ctx, payload, action) {
    const notCreated = commentActionSkip(ctx, "comment", action, "created");
    if (notCreated)
        return notCreated;
    const p = parsePayload(issueCommentPayloadSchema, ctx.eventName, payload);
    const source = issueSource(p.issue);
    const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "comment", source });
    if ("skip" in result)
        return result.skip;
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: toActor(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: toRepository(p.repository),
        comment: {
            kind: "issue_comment",
            id: p.comment.id,
            url: p.comment.html_url,
            createdAt: p.comment.created_at,
            updatedAt: p.comment.updated_at,
            body: p.comment.body,
            authorAssociation: p.comment.author_association || undefined,
        },
        // The issue_comment payload has no PR heads; the run fetches the PR to pick the branch.
        branch: source.kind === "pr"
            ? { kind: "pr-lookup", number: p.issue.number }
            : { kind: "new", from: p.repository.default_branch },
        time: p.comment.created_at,
    };
    return { kind: "trigger", trigger };
}
function fromReviewComment(ctx, payload, action) {
    const notCreated = commentActionSkip(ctx, "review comment", action, "created");
    if (notCreated)
        return notCreated;
    const p = parsePayload(reviewCommentPayloadSchema, ctx.eventName, payload);
    const source = prSource(p.pull_request);
    const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "review comment", source });
    if ("skip" in result)
        return result.skip;
    const pullRequest = toPullRequest(p.pull_request);
    const c = p.comment;
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: toActor(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: toRepository(p.repository),
        pullRequest,
        comment: {
            kind: "review_comment",
            id: c.id,
            url: c.html_url,
            createdAt: c.created_at,
            updatedAt: c.updated_at,
            body: c.body,
            path: c.path,
            diffHunk: c.diff_hunk,
            authorAssociation: c.author_association || undefined,
            line: c.line ?? undefined,
            startLine: c.start_line ?? undefined,
            side: c.side || undefined,
            commitId: c.commit_id || undefined,
            inReplyToId: c.in_reply_to_id,
        },
        branch: branchForPullRequest(pullRequest),
        time: c.created_at,
    };
    return { kind: "trigger", trigger };
}
function fromReview(ctx, payload, action) {
    const notSubmitted = commentActionSkip(ctx, "review", action, "submitted");
    if (notSubmitted)
        return notSubmitted;
    const p = parsePayload(reviewPayloadSchema, ctx.eventName, payload);
    const source = prSource(p.pull_request);
    const body = p.review.body ?? "";
    const result = commentRequest(ctx, { sender: p.sender, body, noun: "review", source });
    if ("skip" in result)
        return result.skip;
    const pullRequest = toPullRequest(p.pull_request);
    const time = p.review.submitted_at ?? ctx.now.toISOString();
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: toActor(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: toRepository(p.repository),
        pullRequest,
        comment: {
            kind: "review",
            id: p.review.id,
            url: p.review.html_url,
            createdAt: time,
            updatedAt: time,
            body,
            authorAssociation: p.review.author_association || undefined,
            commitId: p.review.commit_id || undefined,
        },
        branch: branchForPullRequest(pullRequest),
        time,
    };
    return { kind: "trigger", trigger };
}

;// CONCATENATED MODULE: ./src/github/trigger/items.ts
/**
 * Issue- and PR-shaped triggers: `issues` and `pull_request` (also `pull_request_target`,
 * which carries the same payload). They trigger when
 * - `opened` / `reopened` / `ready_for_review` (PRs): the body mentions the phrase, or the
 *   item already carries a trigger label;
 * - `edited`: the edit *added* the phrase to the body (an edit of an old request must not
 *   re-run it; `changes.body.from` tells what the body was);
 * - `labeled`: the added label is in `trigger.labels`;
 * - `assigned`: the assignee is in `trigger.assignees`.
 * The request is the body without the phrase, or the title and body when that is empty.
 *
 * GitHub sends `opened` *and* `labeled` for an issue created with a label; a workflow that
 * listens to both should use a `concurrency` group per issue (the later run continues on
 * the same branch).
 */




const ISSUE_ACTIONS = ["opened", "edited", "labeled", "assigned"];
const PR_ACTIONS = ["opened", "reopened", "ready_for_review", "edited", "labeled", "assigned"];
/** How the item triggers, or why it does not. */
function decide(ctx, item) {
    const { labels, assignees } = ctx.config.trigger;
    const mentioned = mentionsPhrase(item.body, ctx.phrase);
    switch (item.action) {
        case "opened":
        case "reopened":
        case "ready_for_review": {
            if (mentioned)
                return { via: "phrase" };
            const label = item.labels.find((l) => includesName(labels, l));
            if (label)
                return { via: "label" };
            return {
                skip: `no ${phraseHint(ctx.phrase)} in the ${item.noun} body and no trigger label on it (its labels: ${listOrNone(item.labels)}; trigger.labels: ${listOrNone(labels)})`,
            };
        }
        case "edited":
            if (!mentioned)
                return { skip: `the edited ${item.noun} body has no ${phraseHint(ctx.phrase)}` };
            if (item.bodyBefore === undefined)
                return { skip: `the ${item.noun} was edited but its body did not change` };
            if (mentionsPhrase(item.bodyBefore, ctx.phrase))
                return {
                    skip: `the ${item.noun} was edited but ${ctx.phrase} was already there; edits do not re-trigger Patchbay`,
                };
            return { via: "phrase" };
        case "labeled":
            if (item.label !== undefined && includesName(labels, item.label))
                return { via: "label" };
            return { skip: `label \`${item.label ?? "?"}\` is not a trigger label (trigger.labels: ${listOrNone(labels)})` };
        case "assigned":
            if (item.assignee !== undefined && includesName(assignees, item.assignee))
                return { via: "assignee" };
            return {
                skip: `the ${item.noun} was assigned to \`${item.assignee ?? "?"}\`, not to one of trigger.assignees (${listOrNone(assignees)})`,
            };
        default:
            return { skip: `action \`${item.action}\` of \`${ctx.eventName}\` is not one Patchbay acts on` };
    }
}
function build(ctx, b) {
    // A body with the marker was written by Patchbay (its own PR): opening or editing it is
    // never a request. Someone labelling or assigning it afterwards is, and goes on below.
    if (!["labeled", "assigned"].includes(b.item.action) && (0,marker/* hasPatchbayMarker */.T)(b.item.body))
        return skip(`the ${b.item.noun} is Patchbay's own (its body carries the ${marker/* PATCHBAY_MARKER */.Q} marker)`);
    const actor = toActor(b.sender);
    const refusal = senderRefusal(ctx, actor);
    if (refusal)
        return skip(refusal);
    const decision = decide(ctx, b.item);
    if ("skip" in decision)
        return skip(decision.skip);
    const stripped = decision.via === "phrase" ? stripPhrase(b.item.body, ctx.phrase) : "";
    const trigger = {
        eventName: ctx.eventName,
        action: b.item.action,
        actor,
        request: stripped || titleAndBody(b.item.title, b.item.body, ctx.phrase),
        via: decision.via,
        automation: false,
        source: b.source,
        repository: b.repository,
        pullRequest: b.pullRequest,
        branch: b.branch,
        time: b.item.action === "opened" ? b.item.createdAt : b.item.updatedAt,
    };
    return { kind: "trigger", trigger };
}
function fromIssues(ctx, payload, action) {
    if (!ISSUE_ACTIONS.includes(action))
        return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
    const p = parsePayload(issuesPayloadSchema, ctx.eventName, payload);
    const source = issueSource(p.issue);
    return build(ctx, {
        sender: p.sender,
        item: {
            noun: "issue",
            action,
            title: p.issue.title,
            body: p.issue.body ?? "",
            labels: labelNames(p.issue.labels),
            label: p.label?.name,
            assignee: p.assignee?.login,
            bodyBefore: p.changes?.body?.from,
            createdAt: p.issue.created_at,
            updatedAt: p.issue.updated_at,
        },
        source,
        branch: source.kind === "pr"
            ? { kind: "pr-lookup", number: p.issue.number }
            : { kind: "new", from: p.repository.default_branch },
        repository: toRepository(p.repository),
    });
}
function fromPullRequest(ctx, payload, action) {
    if (!PR_ACTIONS.includes(action))
        return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
    const p = parsePayload(pullRequestPayloadSchema, ctx.eventName, payload);
    const pullRequest = toPullRequest(p.pull_request);
    return build(ctx, {
        sender: p.sender,
        item: {
            noun: "pull request",
            action,
            title: p.pull_request.title,
            body: p.pull_request.body ?? "",
            labels: labelNames(p.pull_request.labels),
            label: p.label?.name,
            assignee: p.assignee?.login,
            bodyBefore: p.changes?.body?.from,
            createdAt: p.pull_request.created_at,
            updatedAt: p.pull_request.updated_at,
        },
        source: prSource(p.pull_request),
        pullRequest,
        branch: branchForPullRequest(pullRequest),
        repository: toRepository(p.repository),
    });
}

;// CONCATENATED MODULE: ./src/github/trigger/tasks.ts
/**
 * Triggers whose request comes from the workflow rather than from a person's text:
 * `schedule` (cron matched to `tasks.*.schedule`), `workflow_dispatch` (inputs `task` /
 * `prompt`), `repository_dispatch` (client_payload `task` / `prompt`), and automation mode —
 * a `prompt` or `task` action input on any other event.
 *
 * A missing request is a skip (the workflow may run Patchbay conditionally); a task name
 * that is not in the config, or both a prompt and a task, is a TriggerError — someone asked
 * for something that cannot be done, and the run must say so.
 */





const tasks_text = (value) => typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
/** `prompt`/`task` from one place (action inputs, dispatch inputs, client_payload); blanks count as absent. */
function pickInputs(from) {
    const prompt = tasks_text(from?.prompt);
    const task = tasks_text(from?.task);
    return { prompt: prompt || undefined, task: task || undefined };
}
const given = (inputs) => inputs.prompt !== undefined || inputs.task !== undefined;
function configuredTasks(ctx) {
    return listOrNone(Object.keys(ctx.config.tasks));
}
function resolve(ctx, inputs, where) {
    if (inputs.prompt !== undefined && inputs.task !== undefined)
        throw new TriggerError(`Both a prompt and a task (\`${inputs.task}\`) were given in ${where}; give one of them.`, "TRIGGER_CONFLICTING_INPUTS", ctx.eventName);
    if (inputs.prompt !== undefined)
        return { via: "prompt", request: inputs.prompt };
    if (inputs.task === undefined)
        return undefined;
    const task = ctx.config.tasks[inputs.task];
    if (!task)
        throw new TriggerError(`Task \`${inputs.task}\` (from ${where}) is not in the config. Configured tasks: ${configuredTasks(ctx)}. ` +
            `Add it under \`tasks:\` in .github/patchbay.yml or use one of those names.`, "TRIGGER_UNKNOWN_TASK", ctx.eventName);
    return { via: "task", task: inputs.task, request: task.prompt };
}
/** A trigger with no issue or PR around it: a named task or an ad-hoc prompt. */
function taskTrigger(ctx, t) {
    const source = t.requested.via === "task" ? { kind: "task", task: t.requested.task } : { kind: "task" };
    const trigger = {
        eventName: ctx.eventName,
        action: t.action || undefined,
        actor: t.payload.sender ? toActor(t.payload.sender) : undefined,
        request: t.requested.request,
        via: t.requested.via,
        automation: true,
        source,
        repository: toRepository(t.payload.repository),
        branch: { kind: "new", from: t.from ?? t.payload.repository.default_branch },
        time: ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}
const normalizeCron = (cron) => cron.trim().split(/\s+/).join(" ");
function fromSchedule(ctx, payload, inputs) {
    const p = parsePayload(schedulePayloadSchema, ctx.eventName, payload);
    const explicit = resolve(ctx, inputs, "the action inputs");
    if (explicit)
        return taskTrigger(ctx, { requested: explicit, payload: p });
    const cron = normalizeCron(p.schedule);
    const entries = Object.entries(ctx.config.tasks);
    const matching = entries.filter(([, task]) => task.schedule !== undefined && normalizeCron(task.schedule) === cron);
    const [first, second] = matching;
    if (!first) {
        const schedules = entries.filter(([, t]) => t.schedule).map(([name, t]) => `${name}: \`${t.schedule}\``);
        return skip(`no task in the config has schedule \`${p.schedule}\` (scheduled tasks: ${schedules.length ? schedules.join(", ") : "none"})`);
    }
    if (second)
        throw new TriggerError(`Schedule \`${p.schedule}\` matches several tasks (${listOrNone(matching.map(([name]) => name))}); ` +
            `give each task its own cron string, or pass \`task\` as an action input.`, "TRIGGER_AMBIGUOUS_SCHEDULE", ctx.eventName);
    const [name, task] = first;
    return taskTrigger(ctx, { requested: { via: "task", task: name, request: task.prompt }, payload: p });
}
function fromWorkflowDispatch(ctx, payload, inputs) {
    const p = parsePayload(workflowDispatchPayloadSchema, ctx.eventName, payload);
    // Action inputs (`with:`) win as a whole over the dispatch form's inputs.
    const [chosen, where] = given(inputs)
        ? [inputs, "the action inputs"]
        : [pickInputs(p.inputs), "the workflow_dispatch inputs"];
    const requested = resolve(ctx, chosen, where);
    if (!requested)
        return skip(`workflow_dispatch was run without a \`task\` or \`prompt\` input (configured tasks: ${configuredTasks(ctx)})`);
    const from = p.ref?.replace(/^refs\/(heads|tags)\//, "");
    return taskTrigger(ctx, { requested, payload: p, from: from || undefined });
}
function fromRepositoryDispatch(ctx, payload, inputs) {
    const p = parsePayload(repositoryDispatchPayloadSchema, ctx.eventName, payload);
    const [chosen, where] = given(inputs)
        ? [inputs, "the action inputs"]
        : [pickInputs(p.client_payload), "client_payload"];
    const requested = resolve(ctx, chosen, where);
    if (!requested)
        return skip(`repository_dispatch \`${p.action}\` has no client_payload.prompt or client_payload.task (configured tasks: ${configuredTasks(ctx)})`);
    return taskTrigger(ctx, { requested, payload: p, action: p.action, from: p.branch || undefined });
}
/** Automation mode needs only the repository; an issue or PR, when present, is where the work goes. */
const automationPayloadSchema = basePayloadSchema.extend({
    issue: issueSchema.optional(),
    pull_request: pullRequestSchema.optional(),
    comment: schemas/* looseObject */._H3({ body: schemas/* string */.YjP().nullish() }).nullish(),
});
/** The issue or PR an automation event is about, if any. */
function workPlace(p) {
    if (p.pull_request) {
        const pullRequest = toPullRequest(p.pull_request);
        return { source: prSource(p.pull_request), branch: branchForPullRequest(pullRequest), pullRequest };
    }
    if (!p.issue)
        return undefined;
    const source = issueSource(p.issue);
    const branch = source.kind === "pr"
        ? { kind: "pr-lookup", number: p.issue.number }
        : { kind: "new", from: p.repository.default_branch };
    return { source, branch };
}
/**
 * Any event with a `prompt` or `task` action input. Nothing about the event is checked except
 * that Patchbay did not cause it itself — a run reacting to its own comment or PR would loop.
 * Returns undefined when no such input was given.
 */
function fromAutomation(ctx, payload, inputs) {
    const requested = resolve(ctx, inputs, "the action inputs");
    if (!requested)
        return undefined;
    const p = parsePayload(automationPayloadSchema, ctx.eventName, payload);
    if (p.sender && isOwnLogin(ctx, p.sender.login))
        return skip(`the event was caused by Patchbay itself (${p.sender.login}); skipping to avoid a loop`);
    if (p.comment?.body && (0,marker/* hasPatchbayMarker */.T)(p.comment.body))
        return skip(`the comment is Patchbay's own (it carries the ${marker/* PATCHBAY_MARKER */.Q} marker); skipping to avoid a loop`);
    const place = workPlace(p);
    if (!place)
        return taskTrigger(ctx, { requested, payload: p, action: p.action || undefined });
    const { pullRequest, branch } = place;
    const source = requested.via === "task" ? { ...place.source, task: requested.task } : place.source;
    const trigger = {
        eventName: ctx.eventName,
        action: p.action || undefined,
        actor: p.sender ? toActor(p.sender) : undefined,
        request: requested.request,
        via: requested.via,
        automation: true,
        source,
        repository: toRepository(p.repository),
        pullRequest,
        branch,
        time: ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}

;// CONCATENATED MODULE: ./src/github/trigger/workflow-run.ts
/**
 * `workflow_run` → a CI-fix trigger (the "CI fix" flow): a completed run that
 * failed, of a workflow named in `ci_fix.workflows`. Where the work goes:
 * - a pull request of this repository (`workflow_run.pull_requests`): its head branch;
 * - a pull request from a fork (GitHub leaves `pull_requests` empty for those; the head
 *   repository tells): never pushed, a patch is posted (`fork` branch hint);
 * - no pull request, on a branch in `ci_fix.branches`: a new branch and a pull request
 *   against the failed branch; any other branch is skipped.
 * No actor is gated: the request comes from the repository's own configuration, and the
 * pusher may well be Patchbay itself (that is what the loop guard is for).
 */



const prEndSchema = schemas/* looseObject */._H3({
    ref: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP(),
    repo: schemas/* looseObject */._H3({ url: schemas/* string */.YjP().optional(), name: schemas/* string */.YjP().optional() }).nullish(),
});
const workflowRunSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    name: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    head_branch: schemas/* string */.YjP().nullable(),
    head_sha: schemas/* string */.YjP(),
    event: schemas/* string */.YjP().optional(),
    status: schemas/* string */.YjP().nullable().optional(),
    conclusion: schemas/* string */.YjP().nullable(),
    run_attempt: schemas/* number */.aig().optional(),
    updated_at: schemas/* string */.YjP().optional(),
    pull_requests: schemas/* array */.YOg(schemas/* looseObject */._H3({ number: schemas/* number */.aig(), head: prEndSchema, base: prEndSchema })).default([]),
    head_repository: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullish(),
    repository: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).optional(),
});
const workflowRunPayloadSchema = basePayloadSchema.extend({
    workflow_run: workflowRunSchema,
    workflow: schemas/* looseObject */._H3({ name: schemas/* string */.YjP().optional(), path: schemas/* string */.YjP().optional() }).nullish(),
});
function fromWorkflowRun(ctx, payload, action) {
    const p = parsePayload(workflowRunPayloadSchema, ctx.eventName, payload);
    const run = p.workflow_run;
    const name = run.name || p.workflow?.name || "";
    const listed = ctx.config.ci_fix.workflows;
    if (action !== "completed")
        return skip(`workflow_run is ${action}, not completed`);
    if (run.conclusion !== "failure")
        return skip(`workflow "${name}" concluded ${run.conclusion ?? "without a conclusion"}, not failure`);
    if (!includesName(listed, name))
        return skip(`workflow "${name}" is not in ci_fix.workflows (listed: ${listOrNone(listed)})`);
    const repository = toRepository(p.repository);
    const headRepo = run.head_repository?.full_name ?? null;
    const isFork = headRepo !== null && headRepo.toLowerCase() !== repository.fullName.toLowerCase();
    const branch = run.head_branch ?? "";
    const pr = run.pull_requests[0];
    const ci = {
        runId: run.id,
        runUrl: run.html_url,
        workflow: name,
        headSha: run.head_sha,
        headBranch: branch,
        headRepo,
        isFork,
    };
    let source;
    let hint;
    if (isFork) {
        source = { kind: "task", task: "ci-fix" };
        hint = { kind: "fork", sha: run.head_sha, headRepo };
    }
    else if (pr) {
        source = { kind: "pr", number: pr.number };
        hint = { kind: "existing", name: pr.head.ref };
    }
    else if (includesName(ctx.config.ci_fix.branches, branch)) {
        source = { kind: "task", task: `ci-fix-${branch.replace(/[^A-Za-z0-9._-]+/g, "-")}` };
        hint = { kind: "new", from: branch };
    }
    else {
        return skip(`workflow "${name}" failed on ${branch || "a detached head"}, which has no pull request and is not in ci_fix.branches (listed: ${listOrNone(ctx.config.ci_fix.branches)})`);
    }
    const trigger = {
        eventName: ctx.eventName,
        action,
        request: ciFixRequest(name, branch, run.head_sha, pr?.number),
        via: "task",
        automation: true,
        source,
        repository,
        branch: hint,
        ciFix: ci,
        time: run.updated_at ?? ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}
function ciFixRequest(workflow, branch, sha, pr) {
    const where = pr ? `pull request #${pr} (branch ${branch})` : `branch ${branch}`;
    return (`The "${workflow}" workflow failed on ${where} at ${sha.slice(0, 7)}. Find the cause from the failed jobs ` +
        "and logs in the context below, fix the code (not the tests' expectations, unless they are what is wrong), " +
        "run the failing check locally if you can, and finish with attempt_completion saying what was wrong and what you changed. " +
        "Do not edit workflow files to make the failure go away.");
}

;// CONCATENATED MODULE: ./src/github/trigger/parse.ts
/**
 * GitHub event → Trigger (docs/decisions/0001-the-session-knows-nothing-of-github.md). A pure function of the event name, the
 * payload, the config and the action inputs: it decides whether Patchbay should act, and on
 * what, without calling GitHub. Anything not worth acting on is a `skip` with a reason for
 * the log; a payload it cannot read is a TriggerError.
 *
 * Precedence: `schedule` / `workflow_dispatch` / `repository_dispatch` always take their
 * request from the workflow; on any other event a `prompt` or `task` action input turns on
 * automation mode (no phrase needed); otherwise the event's own rules apply.
 *
 * The request text:
 * - a comment or review: its text with the phrase cut out (phrase.ts); a bare
 *   phrase on an issue means the issue's title and body, on a PR it is skipped with a hint;
 * - an issue or PR body with the phrase: the body without it, or the title and body if
 *   nothing else is left; a label or assignee trigger: the title and body;
 * - a task: its `prompt` from the config; a prompt input or client_payload.prompt: as given.
 */








/** Events with an `action`, by name. `pull_request_target` carries the `pull_request` payload. */
const HANDLERS = {
    issue_comment: fromIssueComment,
    pull_request_review_comment: fromReviewComment,
    pull_request_review: fromReview,
    issues: fromIssues,
    pull_request: fromPullRequest,
    pull_request_target: fromPullRequest,
    workflow_run: fromWorkflowRun,
};
/** Every event name parseTrigger understands (a local run tells an event file's name by these). */
const SUPPORTED_EVENTS = [
    ...Object.keys(HANDLERS),
    "schedule",
    "workflow_dispatch",
    "repository_dispatch",
];
const actionSchema = schemas/* looseObject */._H3({ action: schemas/* string */.YjP() });
function parseTrigger(input) {
    const { eventName, payload, config } = input;
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
        throw new TriggerError(`The \`${eventName}\` event payload is not a JSON object (got ${payload === null ? "null" : Array.isArray(payload) ? "an array" : typeof payload}).`, "TRIGGER_MALFORMED_PAYLOAD", eventName);
    const ctx = {
        eventName,
        config,
        phrase: config.trigger.phrase,
        botLogin: input.botLogin || undefined,
        now: input.now ?? new Date(),
    };
    const inputs = pickInputs(input.inputs ? { ...input.inputs } : undefined);
    switch (eventName) {
        case "schedule":
            return fromSchedule(ctx, payload, inputs);
        case "workflow_dispatch":
            return fromWorkflowDispatch(ctx, payload, inputs);
        case "repository_dispatch":
            return fromRepositoryDispatch(ctx, payload, inputs);
    }
    const automated = fromAutomation(ctx, payload, inputs);
    if (automated)
        return automated;
    const handler = HANDLERS[eventName];
    if (!handler)
        return skip(`event \`${eventName}\` is not one Patchbay acts on`);
    const { action } = parsePayload(actionSchema, eventName, payload);
    if (eventName === "pull_request" || eventName === "pull_request_target") {
        const review = autoReview(ctx, payload, action);
        if (review)
            return review;
    }
    return withReviewVerb(ctx, handler(ctx, payload, action));
}

;// CONCATENATED MODULE: ./src/github/trigger/index.ts
/**
 * The trigger room's one door: turn a webhook event (or a CLI event file) into
 * a Trigger — who asked, on what, for which branch — or a reason to skip, and
 * map a Trigger to the inputs of the API calls that follow. Everything else in
 * this folder is how that parsing is done; the rest of src/ imports from here.
 */








/***/ }),

/***/ 17733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ deliveryFrom),
/* harmony export */   O_: () => (/* binding */ readsOrigin),
/* harmony export */   PN: () => (/* binding */ pushes),
/* harmony export */   YW: () => (/* binding */ commitsThroughApi),
/* harmony export */   _t: () => (/* binding */ postsToGitHub)
/* harmony export */ });
const TRAITS = {
    "dry-run": (d) => ({ pushes: false, postsToGitHub: false, readsOrigin: d.readsOrigin, commitsThroughApi: false }),
    local: () => ({ pushes: false, postsToGitHub: true, readsOrigin: false, commitsThroughApi: true }),
    push: () => ({ pushes: true, postsToGitHub: true, readsOrigin: true, commitsThroughApi: true }),
    // Its GitHub client records writes instead of sending them (outbox/recorder.ts): it "posts" to the outbox.
    outbox: () => ({ pushes: false, postsToGitHub: true, readsOrigin: true, commitsThroughApi: false }),
};
function traitsOf(delivery) {
    return TRAITS[delivery.kind](delivery);
}
const pushes = (delivery) => traitsOf(delivery).pushes;
const postsToGitHub = (delivery) => traitsOf(delivery).postsToGitHub;
const readsOrigin = (delivery) => traitsOf(delivery).readsOrigin;
const commitsThroughApi = (delivery) => traitsOf(delivery).commitsThroughApi;
/**
 * The entry points' flags as one delivery. `push`: true when --push asked for it,
 * false for a local run that keeps its commits, undefined to push as the Action does.
 */
function deliveryFrom(flags) {
    if (flags.dryRun)
        return { kind: "dry-run", readsOrigin: flags.push !== false };
    if (flags.push === false)
        return { kind: "local" };
    return { kind: "push", checkFirst: flags.push === true };
}


/***/ }),

/***/ 25274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ lockCheckout),
  D: () => (/* binding */ lockCheckoutForPostStep)
});

// EXTERNAL MODULE: ./src/git/run-lock/in-progress.ts
var in_progress = __webpack_require__(91091);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/beneath/files.ts
var files = __webpack_require__(50448);
// EXTERNAL MODULE: ./src/util/processes.ts
var processes = __webpack_require__(75813);
// EXTERNAL MODULE: ./src/git/checkpoints/run-writer.ts + 2 modules
var run_writer = __webpack_require__(8572);
// EXTERNAL MODULE: ./src/git/status.ts
var git_status = __webpack_require__(46696);
// EXTERNAL MODULE: ./src/git/run-lock/leftovers.ts
var leftovers = __webpack_require__(44906);
;// CONCATENATED MODULE: ./src/git/run-lock/recover.ts
/**
 * What a run does first when the run before it on this checkout was killed
 * (docs/decisions/0012-faults-leave-the-repository-consistent.md): it finds the dead run's journal in the lock file (run-lock.ts) and
 * puts right what the kill left half-done, before anything else looks at the
 * repository.
 *
 * - **The index.** Checkpoints go to the branch through fast-import; index entries
 *   follow lazily (run-writer.ts). Killed in between, `git status` showed every
 *   checkpointed file as a staged deletion plus an untracked file, and the next run
 *   took them for the person's own changes. Each journaled path's index entry is
 *   set to the branch's commit (`git reset -- <paths>`): the work tree is not
 *   touched, and anything newer in it shows as an ordinary unstaged change.
 * - **A call not yet committed.** The paths a tool call was writing when the run
 *   died (or, for a command, what is dirty now that was not when that run started)
 *   are the dead run's work: a run on the same branch commits them as its own.
 * - **Dead git's files.** fast-import's crash report and temporary packs, and git
 *   lock files nobody holds open, made since the dead run started.
 * - **Half-done writes.** A file tool writes a temp file beside its target and
 *   renames it into place; killed in between, the temp file stays, untracked, and
 *   the next run would call it the person's change. Those made since the dead run
 *   started are removed (through the no-follow walk: the tree is the agent's).
 */






/** How long a dead run's orphaned fast-import gets to finish its last pack and refs. */
const ORPHAN_WAIT_MS = 5000;
async function recoverKilledRun(runner, dirs, killed) {
    const { holder, journal } = killed;
    const notes = [];
    const how = !holder.ended
        ? "was killed and"
        : journal.unsynced.length || journal.overflow
            ? "ended while another git held the index, and"
            : "repaired a killed run and";
    const last = `the last run (pid ${holder.pid}) ${how}`;
    const since = Date.parse(holder.since) || 0;
    // A fast-import orphaned by the kill still writes its last commit and moves the ref when its input ends.
    if (journal.writer !== undefined)
        await waitForExit(journal.writer, ORPHAN_WAIT_MS);
    const head = await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true });
    const headRef = head.exitCode === 0 ? head.stdout.trim() : null;
    const sameBranch = journal.ref === undefined || journal.ref === headRef;
    let repaired = [];
    if (sameBranch)
        repaired = await resetIndexEntries(runner, journal);
    if (repaired.length)
        notes.push(`${last} had not brought the index in line with its ${repaired.length} last checkpointed file(s); done now (${preview(repaired)})`);
    else if (!sameBranch && journal.unsynced.length)
        notes.push(`${last} left index entries behind on ${journal.ref}, but the checkout has moved to ${headRef ?? "a detached HEAD"} since; the index is left as it is`);
    // One look at the tree: the temp files of cut-short writes go first, so they are never carried.
    const status = await (0,git_status/* treeStatus */.t$)(runner);
    const temps = await removeDeadTempFiles(runner, status, since);
    if (temps.length)
        notes.push(`removed the temporary files of writes the kill cut short: ${preview(temps)}`);
    let carried;
    const branch = journal.ref?.replace(/^refs\/heads\//, "");
    if (sameBranch && branch && (journal.pending.length || journal.pendingUnknown)) {
        const gone = new Set(temps);
        const dirty = status.changes.map((c) => c.path).filter((p) => !gone.has(p));
        const before = new Set(journal.dirtyAtStart ?? dirty);
        const named = new Set(journal.pending);
        const paths = dirty.filter((p) => named.has(p) || (journal.pendingUnknown && !before.has(p)));
        if (paths.length) {
            carried = { branch, paths };
            notes.push(`${last} had not committed its changes to ${preview(paths)}; a run on ${branch} commits them with its first checkpoint`);
        }
    }
    const files = await (0,leftovers/* removeDeadGitFiles */.Y)(dirs, since);
    const locks = await (0,leftovers/* removeDeadLocks */.B)(dirs, since);
    const gone = [...locks, ...files].map((f) => f.replace(`${dirs.commonDir}/`, "").replace(`${dirs.gitDir}/`, ""));
    if (gone.length)
        notes.push(`removed what git left when the last run was killed: ${preview(gone)}`);
    await runner.exec(["update-ref", "-d", run_writer/* SCRATCH_REF */.r], { allowAllExitCodes: true });
    return { notes, carried };
}
/** Sets each journaled path's index entry to HEAD's; returns the paths whose entry was behind. */
async function resetIndexEntries(runner, journal) {
    // The index's own view of what differs from HEAD: only those entries need setting.
    const staged = await runner.exec(["diff-index", "--cached", "--name-only", "-z", "--no-renames", "HEAD"], {
        allowAllExitCodes: true,
    });
    if (staged.exitCode !== 0)
        return [];
    const differing = staged.stdout.split("\0").filter(Boolean);
    let paths;
    if (journal.overflow) {
        // More paths than the journal listed: every staged difference, except what was the person's before that run.
        const theirs = new Set(journal.dirtyAtStart ?? []);
        paths = differing.filter((p) => !theirs.has(p));
    }
    else {
        const listed = new Set(journal.unsynced);
        paths = differing.filter((p) => listed.has(p));
    }
    if (paths.length === 0)
        return [];
    await runner.exec(["reset", "-q", "HEAD", "--pathspec-from-file=-", "--pathspec-file-nul"], {
        input: `${paths.join("\0")}\0`,
        env: { GIT_LITERAL_PATHSPECS: "1" },
    });
    return paths;
}
/** Untracked temp files of interrupted writes, made since `since`: removed; their paths returned. */
async function removeDeadTempFiles(runner, status, since) {
    const removed = [];
    for (const change of status.changes) {
        if (change.status !== "??" || !files/* TEMP_FILE */.U6.test(change.path))
            continue;
        try {
            const { stat } = await (0,files/* statBeneath */.iV)(runner.cwd, change.path);
            // Older than the dead run: not its write (someone's own file of that shape stays).
            if (!stat?.isFile() || stat.mtimeMs < since - 1000)
                continue;
            if (await (0,files/* removeBeneath */.Y9)(runner.cwd, change.path))
                removed.push(change.path);
        }
        catch {
            // A path that moved or turned into a link since status ran: left alone.
        }
    }
    return removed;
}
async function waitForExit(pid, ms) {
    const deadline = Date.now() + ms;
    while ((0,processes/* processAlive */.F)(pid) && Date.now() < deadline)
        await (0,promises_.setTimeout)(20);
}
function preview(items) {
    return items.length > 5 ? `${items.slice(0, 5).join(", ")}, … ${items.length - 5} more` : items.join(", ");
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/program-path.ts
var program_path = __webpack_require__(42558);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
;// CONCATENATED MODULE: ./src/git/run-lock/run-lock.ts
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








const RUN_LOCK_FILE = "patchbay/run.lock";
/** The system's own directories: a `flock` the agent planted on PATH never takes the lock. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** flock(1)'s exit code when the lock is held (`--conflict-exit-code`). */
const BUSY = 75;
/** Journaled paths beyond this are not listed; recovery then works from the index itself. */
const MAX_JOURNALED_PATHS = 5000;
/** Exit code 75 (EX_TEMPFAIL): a script can wait and try again. */
class RepositoryBusyError extends usage_error/* UsageError */.e {
    holder;
    constructor(message, holder) {
        super(message, 75);
        this.holder = holder;
        this.name = "RepositoryBusyError";
    }
}
const emptyJournal = () => ({ unsynced: [], pending: [], pendingUnknown: false, dirtyAtStart: [] });
class RunLock {
    fd;
    file;
    holder;
    killed;
    journal = emptyJournal();
    released = false;
    constructor(fd, file, holder, 
    /** Set when the last holder was killed: what it left to repair. */
    killed) {
        this.fd = fd;
        this.file = file;
        this.holder = holder;
        this.killed = killed;
    }
    /**
     * Takes the lock for the repository whose git directory is `gitDir`, or throws
     * RepositoryBusyError saying who holds it. Never waits: a second run refuses at once.
     */
    static async take(gitDir, what, repo = external_node_path_default().dirname(gitDir)) {
        const file = external_node_path_default().join(gitDir, RUN_LOCK_FILE);
        await (0,external_node_fs_promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        // O_NOFOLLOW: a symlink planted in .git never points the lock (and its writes) elsewhere.
        const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW, 0o644);
        try {
            const before = readRecord(fd);
            const got = await flockDescriptor(fd);
            const busy = got === "busy" || (got === "unavailable" && before?.holder && holderAlive(before.holder));
            if (busy)
                throw busyError(repo, file, readRecord(fd)?.holder ?? before?.holder);
            const previous = readRecord(fd);
            const holder = { pid: process.pid, host: external_node_os_default().hostname(), since: new Date().toISOString(), what };
            const killed = previous?.holder ? { holder: previous.holder, journal: previous.journal } : undefined;
            const lock = new RunLock(fd, file, holder, killed);
            // Until the repair is done, the dead run's journal stays ours: a kill during it repeats it next time.
            if (killed)
                lock.journal = { ...killed.journal };
            lock.write();
            return lock;
        }
        catch (error) {
            (0,external_node_fs_.closeSync)(fd);
            throw error;
        }
    }
    /** The work branch, once known, for a run that is refused meanwhile. */
    setBranch(branch) {
        this.holder = { ...this.holder, branch };
        this.write();
    }
    /** Records what a kill from now on would leave half-done (a few hundred bytes, no fsync). */
    record(update) {
        this.journal = { ...this.journal, ...update };
        this.write();
    }
    /**
     * The repair of a killed run's leftovers is complete: its journal is dropped, but
     * for the changes it left that this run will commit (`carried`), still pending.
     */
    repaired(carried = []) {
        this.journal = { ...emptyJournal(), ref: this.journal.ref, pending: carried };
        if (!carried.length)
            delete this.journal.ref;
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
    release() {
        if (this.released)
            return;
        try {
            const left = this.journal.pending.length || this.journal.pendingUnknown;
            if (this.journal.unsynced.length || this.journal.overflow || left) {
                this.holder = { ...this.holder, ended: new Date().toISOString() };
                this.write();
            }
            else
                (0,external_node_fs_.ftruncateSync)(this.fd, 0);
        }
        finally {
            this.released = true;
            (0,external_node_fs_.closeSync)(this.fd);
        }
    }
    write() {
        if (this.released)
            return;
        const journal = capJournal(this.journal);
        // One line each; a kill between the write and the truncate leaves a longer old tail after them, never a torn line.
        const text = `${JSON.stringify(this.holder)}\n${JSON.stringify(journal)}\n`;
        const bytes = Buffer.from(text, "utf8");
        (0,external_node_fs_.writeSync)(this.fd, bytes, 0, bytes.length, 0);
        (0,external_node_fs_.ftruncateSync)(this.fd, bytes.length);
    }
}
function capJournal(journal) {
    const over = journal.unsynced.length > MAX_JOURNALED_PATHS || journal.pending.length > MAX_JOURNALED_PATHS;
    const dirty = journal.dirtyAtStart && journal.dirtyAtStart.length > MAX_JOURNALED_PATHS ? null : journal.dirtyAtStart;
    if (!over)
        return { ...journal, dirtyAtStart: dirty };
    return {
        ...journal,
        unsynced: journal.unsynced.slice(0, MAX_JOURNALED_PATHS),
        pending: journal.pending.slice(0, MAX_JOURNALED_PATHS),
        pendingUnknown: journal.pendingUnknown || journal.pending.length > MAX_JOURNALED_PATHS,
        dirtyAtStart: dirty,
        overflow: journal.overflow || journal.unsynced.length > MAX_JOURNALED_PATHS,
    };
}
function readRecord(fd) {
    let text;
    try {
        // From the start every time (a descriptor's own offset moves with each read).
        const bytes = Buffer.alloc((0,external_node_fs_.fstatSync)(fd).size);
        const got = (0,external_node_fs_.readSync)(fd, bytes, 0, bytes.length, 0);
        text = bytes.subarray(0, got).toString("utf8");
    }
    catch {
        return undefined;
    }
    const [first = "", second = ""] = text.split("\n");
    const holder = parseHolder(first);
    if (!holder)
        return undefined;
    return { holder, journal: parseJournal(second) };
}
function parseHolder(line) {
    try {
        const value = JSON.parse(line);
        if (typeof value.pid !== "number" || typeof value.since !== "string")
            return undefined;
        return {
            pid: value.pid,
            since: value.since,
            host: typeof value.host === "string" ? value.host : "",
            what: typeof value.what === "string" ? value.what : "patchbay run",
            branch: typeof value.branch === "string" ? value.branch : undefined,
            ended: typeof value.ended === "string" ? value.ended : undefined,
        };
    }
    catch {
        return undefined;
    }
}
const strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
function parseJournal(line) {
    try {
        const value = JSON.parse(line);
        return {
            ref: typeof value.ref === "string" ? value.ref : undefined,
            unsynced: strings(value.unsynced),
            pending: strings(value.pending),
            pendingUnknown: value.pendingUnknown === true,
            dirtyAtStart: value.dirtyAtStart === null ? null : strings(value.dirtyAtStart),
            overflow: value.overflow === true ? true : undefined,
            writer: typeof value.writer === "number" ? value.writer : undefined,
        };
    }
    catch {
        // The holder line was whole but the journal was not: nothing listed, so recovery looks at the index itself.
        return { ...emptyJournal(), dirtyAtStart: null, overflow: true };
    }
}
function holderAlive(holder) {
    return holder.host === external_node_os_default().hostname() && holder.pid !== process.pid && (0,processes/* processAlive */.F)(holder.pid);
}
/** flock(LOCK_EX | LOCK_NB) on our descriptor, through util-linux's `flock` as the child's fd 3. */
function flockDescriptor(fd) {
    const program = (0,program_path/* hostProgram */.dW)("flock", SYSTEM_PATH);
    if (!program.startsWith("/"))
        return Promise.resolve("unavailable");
    return new Promise((resolve) => {
        // Not util/exec: it gives a child pipes only, and the point here is to share a descriptor.
        const child = (0,external_node_child_process_.spawn)(program, ["--exclusive", "--nonblock", "--conflict-exit-code", String(BUSY), "3"], {
            stdio: ["ignore", "ignore", "ignore", fd],
        });
        child.on("error", () => resolve("unavailable"));
        child.on("close", (code) => resolve(code === 0 ? "locked" : code === BUSY ? "busy" : "unavailable"));
    });
}
function busyError(repo, file, holder) {
    if (!holder)
        return new RepositoryBusyError(`another Patchbay run is starting in ${repo}; wait for it to end (\`flock ${file} true\` returns when it has) and run again`);
    const since = new Date(holder.since);
    const ago = Math.max(0, Math.round((Date.now() - since.getTime()) / 60_000));
    const where = holder.branch ? ` on branch ${holder.branch}` : "";
    const host = holder.host && holder.host !== external_node_os_default().hostname() ? ` on host ${holder.host}` : "";
    return new RepositoryBusyError(`another Patchbay run is working in ${repo}: ${holder.what}, pid ${holder.pid}${host}${where}, since ${since.toISOString()} (${ago} min ago). ` +
        `One run at a time per checkout: wait for it to end (\`flock ${file} true\` returns when it has), or stop it (\`kill ${holder.pid}\`); ` +
        "the lock ends with that process, so there is no file to delete.", holder);
}

// EXTERNAL MODULE: ./src/git/runner.ts + 1 modules
var git_runner = __webpack_require__(9437);
// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(35767);
// EXTERNAL MODULE: ./src/util/host-git.ts
var host_git = __webpack_require__(44841);
;// CONCATENATED MODULE: ./src/run/stages/checkout-lock.ts
/**
 * Before a run touches the repository (docs/decisions/0012-faults-leave-the-repository-consistent.md): it takes the checkout's run lock
 * (a second run refuses at once, naming the first), puts right what a killed run
 * before it left half-done, and refuses a repository in the middle of a rebase,
 * merge, cherry-pick, revert, bisect or `am`, with conflicts, or with a git lock
 * file — each with what to do. The guard is released when the run ends.
 */






async function lockCheckout(start, repo, env, what, say) {
    const dirs = { gitDir: start.gitDir, commonDir: start.commonDir };
    // Side by side, each a process start-up the run waits for: the lock, and the index's conflicts.
    const [lock, unmerged] = await Promise.all([
        RunLock.take(dirs.gitDir, what, repo),
        (0,host_git/* hostGit */.R)(repo, ["ls-files", "--unmerged", "-z"], { cwd: repo, env: (0,util_env/* scrubbedEnv */.wS)(env), timeoutMs: 60_000 }),
    ]);
    try {
        let recovery = { notes: [] };
        if (lock.killed) {
            const runner = (0,git_runner/* createGitRunner */.ho)({ cwd: repo, baseEnv: env, timeoutMs: 60_000 });
            recovery = await recoverKilledRun(runner, dirs, lock.killed);
            lock.repaired(recovery.carried?.paths ?? []);
        }
        for (const note of recovery.notes)
            say(note);
        await (0,in_progress/* refuseMidOperation */.iF)(repo, dirs, (0,in_progress/* unmergedPaths */.MA)(unmerged.stdout));
        return { lock, recovery, release: () => lock.release() };
    }
    catch (error) {
        lock.release();
        throw error;
    }
}
/**
 * The action's post step, after a main step that may have been killed: the lock
 * (main is gone, so it is free) and the repair of what main left half-done, but no
 * refusal — the post step only pushes what is committed. Returns the release, or
 * undefined when another run holds the checkout (then the post step leaves it alone).
 */
async function lockCheckoutForPostStep(repo, env, say) {
    const runner = (0,git_runner/* createGitRunner */.ho)({ cwd: repo, baseEnv: env, timeoutMs: 60_000 });
    const dirs = await (0,in_progress/* gitDirs */.VJ)(runner);
    let lock;
    try {
        lock = await RunLock.take(dirs.gitDir, "the Patchbay action's post step", repo);
    }
    catch (error) {
        if (error instanceof RepositoryBusyError) {
            say(error.message);
            return undefined;
        }
        throw error;
    }
    try {
        if (lock.killed) {
            const recovery = await recoverKilledRun(runner, dirs, lock.killed);
            lock.repaired(recovery.carried?.paths ?? []);
            for (const note of recovery.notes)
                say(note);
        }
    }
    catch (error) {
        lock.release();
        throw error;
    }
    return () => lock.release();
}


/***/ }),

/***/ 96618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
/** Says nothing: for callers with no one to tell (tests, checks run before the run's output exists). */
const silentLogger = { info: () => { }, warning: () => { }, debug: () => { } };


/***/ }),

/***/ 75813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ processAlive),
/* harmony export */   Q: () => (/* binding */ heldOpen)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What the kernel knows about other processes, for telling a file another process
 * is working on from one a dead process left behind (a stale lock, a half-written
 * temporary pack): whether a pid is alive, and which files some process holds open.
 * Linux keeps both in /proc; where there is no /proc, nothing is known to be open.
 */

/** Whether a process with this id exists (it may belong to another user). */
function processAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists, it just is not ours to signal.
        return error.code === "EPERM";
    }
}
/**
 * Which of `files` (absolute paths) some process has open right now. A process of
 * another user whose descriptors we may not read counts as holding none: the
 * caller pairs this with an age check, never uses it alone to delete.
 */
async function heldOpen(files) {
    const wanted = new Set(files);
    const held = new Set();
    if (wanted.size === 0)
        return held;
    const pids = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)("/proc").catch(() => [])).filter((name) => /^\d+$/.test(name));
    for (const pid of pids) {
        const fds = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(`/proc/${pid}/fd`).catch(() => []);
        for (const fd of fds) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(`/proc/${pid}/fd/${fd}`).catch(() => "");
            if (wanted.has(target))
                held.add(target);
        }
        if (held.size === wanted.size)
            break;
    }
    return held;
}


/***/ })

};
