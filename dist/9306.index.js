export const id = 9306;
export const ids = [9306];
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

/***/ 2582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   _z: () => (/* binding */ inFolder),
/* harmony export */   bb: () => (/* binding */ readChild)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50448);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10086);
/**
 * Folders under a root, listed and read through descriptors (walk.ts says
 * why): a folder is opened with O_NOFOLLOW and listed through its own
 * descriptor, and a file in it is opened relative to that descriptor, so a
 * folder swapped for a symlink to somewhere else mid-listing is never entered.
 * Walkers (list_files, search_files, definitions) re-walk each folder from the
 * root instead of keeping thousands of descriptors open: a few syscalls per
 * folder, and a swap anywhere above it is seen.
 */




const READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
/**
 * Runs `fn` on the folder `input` names under `root` (in-tree symlinks followed).
 * Throws WalkError when it is missing or not a folder.
 */
async function inFolder(root, input, fn) {
    return (0,_files_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .ux)(root, input, { followLast: true }, async (found) => {
        if (!found.stat)
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("missing", `No such directory: ${found.rel}. List its parent to see what exists.`);
        if (!found.stat.isDirectory())
            throw new _walk_js__WEBPACK_IMPORTED_MODULE_3__/* .WalkError */ .Wd("not-a-directory", `${found.rel} is a file, not a directory. Use read_file to read it.`);
        if (found.name === "")
            return fn(found.dir);
        const dir = (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .openDirAt */ .tw)(found.dir, found.name, input);
        try {
            return await fn(dir);
        }
        finally {
            (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .closeDir */ .GH)(dir);
        }
    });
}
/** The entries of an open folder, as its descriptor lists them. */
function entriesOf(dir) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .self */ .bg)(dir), { withFileTypes: true });
}
/**
 * Reads the regular file `name` in the open folder `dir`, up to `maxBytes`
 * (larger files are skipped, not cut). Not followed if it became a symlink;
 * skipped if it has a second hard link (which may be outside the root).
 */
async function readChild(dir, name, maxBytes) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__.at)(dir, name), READ_FLAGS);
    }
    catch {
        return { skipped: "not-a-file" }; // a symlink now (ELOOP), gone, or unreadable
    }
    try {
        const stat = await handle.stat();
        if (!stat.isFile())
            return { skipped: "not-a-file" };
        if (stat.nlink > 1)
            return { skipped: "linked" };
        if (stat.size > maxBytes)
            return { skipped: "too-large", size: stat.size };
        return { data: await handle.readFile() };
    }
    finally {
        await handle.close();
    }
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

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   yj: () => (/* binding */ positive)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42784);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/**
 * Thin wrapper over node:util parseArgs: `--help`/`-h` prints the command's usage
 * (every command gets it for free), an unknown flag gets "did you mean", and any
 * other parse error becomes a UsageError.
 */



/** Exit code 0 tells main() to print the message on stdout: help is an answer, not an error. */
const HELP_EXIT = 0;
/** `positionals: false`: a command that takes only flags refuses a stray word, naming it. */
function parse(argv, options, usage, opts = {}) {
    if (wantsHelp(argv))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`usage: ${usage}`, HELP_EXIT);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${explain(e, options)}\nusage: ${usage}`, 2);
    }
    if (opts.positionals === false && parsed.positionals.length)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument "${parsed.positionals[0]}"\nusage: ${usage}`, 2);
    return parsed;
}
/** A flag's whole number from `min` to `max` (`fallback` when absent); `why` says where the bound comes from. */
function wholeNumber(value, flag, range) {
    if (value === undefined)
        return range.fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < range.min || n > range.max)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a whole number from ${range.min} to ${range.max}${range.why ? ` (${range.why})` : ""}, got "${value}"`, 2);
    return n;
}
/** A flag's positive number, or undefined when it was not given. */
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** `--help` or `-h` before a `--` that ends the options. */
function wantsHelp(argv) {
    const end = argv.indexOf("--");
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
function explain(error, options) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '(-{1,2}[^'=]+)/.exec(message)?.[1];
    if (!unknown)
        return message;
    const flags = Object.keys(options).map((name) => `--${name}`);
    const guess = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(unknown, flags);
    return `unknown option ${unknown}${guess ? ` — did you mean ${guess}?` : ""}`;
}


/***/ }),

/***/ 79306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printSkillProblems: () => (/* binding */ printSkillProblems),
/* harmony export */   skillsCommand: () => (/* binding */ skillsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
/* harmony import */ var _skills_discover_skills_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79170);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/**
 * `patchbay skills [--repo DIR] [--json]`: the repository's Agent Skills as a
 * run finds them — name, file and description of each one offered to the model,
 * then every problem with its file and line (errors leave a skill out of runs,
 * warnings do not). Exit 1 when a skill has an error.
 */




const USAGE = "patchbay skills [--repo DIR] [--json]";
const skillsCommand = async (argv, io) => {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(argv, { repo: { type: "string" }, json: { type: "boolean" } }, USAGE, {
        positionals: false,
    });
    const repo = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? ".");
    const { skills, problems } = await (0,_skills_discover_skills_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverSkills */ .i)(repo);
    const errors = problems.filter((p) => p.level === "error").length;
    if (values.json) {
        const list = skills.map(({ name, description, file, compatibility }) => ({
            name,
            description,
            file,
            compatibility,
        }));
        io.stdout(`${JSON.stringify({ skills: list, problems }, null, 2)}\n`);
        return errors ? 1 : 0;
    }
    if (skills.length === 0)
        io.stdout(`no skills (a skill is a folder with a SKILL.md under ${_skills_discover_skills_js__WEBPACK_IMPORTED_MODULE_2__/* .SKILL_ROOTS */ .e.join(", ")})\n`);
    for (const skill of skills)
        io.stdout(`${skill.name}  ${skill.file}\n    ${skill.description.replace(/\s+/g, " ")}\n`);
    printSkillProblems(problems, io);
    return errors ? 1 : 0;
};
/** `error: file:line: message (hint)` — errors leave the skill out of runs. */
function printSkillProblems(problems, io) {
    for (const problem of problems)
        io.stderr(`${problem.level}: ${(0,_config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatProblem */ .V)(problem)}${problem.level === "error" ? " — this skill is left out of runs" : ""}\n`);
}


/***/ }),

/***/ 2635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ splitFrontMatter)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);
/* harmony import */ var _locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55562);
/**
 * Markdown files that start with YAML front matter — an Agent Skill's SKILL.md,
 * a repository command — split into their front matter (parsed, still able to
 * point at lines) and their body. The YAML is parsed with the file's own line
 * numbers (the opening `---` line stands in as a blank line), so every problem
 * found in it names the line of the file a person opens.
 *
 * gray-matter and front-matter (the usual libraries) parse with js-yaml and
 * give back plain objects: no positions to report a bad key's line with, and a
 * second YAML parser next to the `yaml` the config already uses.
 */


const FENCE = /^---[ \t]*$/;
const CLOSE = /^(---|\.\.\.)[ \t]*$/;
/** Throws ConfigError (file and line) when there is no front matter, it is not closed, or it is not a YAML mapping. */
function splitFrontMatter(file, text, what) {
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
    if (!FENCE.test(lines[0] ?? ""))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x([
            {
                file,
                line: 1,
                message: `no front matter: ${what} starts with a YAML block between two \`---\` lines`,
                hint: "begin the file with ---, the keys, then --- again",
            },
        ]);
    const end = lines.findIndex((line, i) => i > 0 && CLOSE.test(line));
    if (end === -1)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x([
            { file, line: 1, message: "the front matter is not closed: no `---` line after the opening one" },
        ]);
    // The opening fence becomes an empty line, so the document's line numbers are the file's.
    const located = (0,_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLocated */ .o)(["", ...lines.slice(1, end)].join("\n"));
    const [error] = located.doc.errors;
    if (error) {
        const { line, col } = located.lineCounter.linePos(error.pos[0]);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x([
            { file, line, column: col, message: `invalid YAML in the front matter: ${error.message.split("\n")[0]}` },
        ]);
    }
    const data = located.doc.toJS() ?? {};
    if (typeof data !== "object" || data === null || Array.isArray(data))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x([{ file, line: 2, message: "the front matter must be a mapping of keys (name: value)" }]);
    return {
        data: { ...data },
        located,
        body: lines.slice(end + 1).join("\n"),
        bodyLine: end + 2,
    };
}


/***/ }),

/***/ 79170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ SKILL_ROOTS),
/* harmony export */   i: () => (/* binding */ discoverSkills)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _beneath_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50448);
/* harmony import */ var _beneath_folders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2582);
/* harmony import */ var _util_thousands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19851);
/* harmony import */ var _skill_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42598);
/**
 * The repository's Agent Skills: every `<root>/<name>/SKILL.md` under the roots
 * agents agree on (Copilot's `.github/skills`, Claude Code's `.claude/skills`,
 * the cross-agent `.agents/skills`), checked against the specification.
 *
 * Read through src/beneath: a skill folder in the work tree is the agent's to
 * change, so a SKILL.md an earlier run left as a link to /proc/self/environ is
 * refused, not followed. A folder linked from one root to another
 * (`.claude/skills` → `.github/skills`, a common set-up) is one skill, found once.
 */





const SKILL_ROOTS = [".github/skills", ".claude/skills", ".agents/skills"];
/** Largest SKILL.md read at all. */
const MAX_FILE_BYTES = 256 * 1024;
/** Most skills listed in the system prompt. */
const MAX_SKILLS = 100;
async function discoverSkills(root) {
    const skills = [];
    const problems = [];
    const seenFiles = new Set();
    const byName = new Map();
    for (const skillsRoot of SKILL_ROOTS) {
        for (const folder of await folderNames(root, skillsRoot)) {
            const input = `${skillsRoot}/${folder}/SKILL.md`;
            const read = await readSkillFile(root, input);
            if (read.kind === "none")
                continue;
            if (read.kind === "problem") {
                problems.push(read.problem);
                continue;
            }
            if (seenFiles.has(read.rel))
                continue; // the same folder, reached through a link
            seenFiles.add(read.rel);
            const checked = (0,_skill_file_js__WEBPACK_IMPORTED_MODULE_3__/* .checkSkillFile */ .W)({
                file: read.rel,
                dir: node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(read.rel),
                folderName: folder,
                text: read.text,
            });
            problems.push(...checked.problems);
            const skill = checked.skill;
            if (!skill)
                continue;
            const first = byName.get(skill.name);
            if (first) {
                problems.push({
                    file: read.rel,
                    line: 2,
                    key: "name",
                    level: "error",
                    message: `a skill named "${skill.name}" is already defined in ${first.file}; this one is left out`,
                    hint: "give one of them another name (and folder)",
                });
                continue;
            }
            if (skills.length >= MAX_SKILLS) {
                problems.push({
                    file: read.rel,
                    level: "warning",
                    message: `left out: only the first ${MAX_SKILLS} skills are offered to the model`,
                });
                continue;
            }
            byName.set(skill.name, skill);
            skills.push(skill);
        }
    }
    return { skills, problems };
}
/** The folders (or links to folders) directly under a skills root; none when it is missing. */
async function folderNames(root, skillsRoot) {
    try {
        return await (0,_beneath_folders_js__WEBPACK_IMPORTED_MODULE_2__/* .inFolder */ ._z)(root, skillsRoot, async (dir) => (await (0,_beneath_folders_js__WEBPACK_IMPORTED_MODULE_2__/* .entriesOf */ .Mc)(dir))
            .filter((e) => e.isDirectory() || e.isSymbolicLink())
            .map((e) => e.name)
            .sort());
    }
    catch (error) {
        if (error instanceof _beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .WalkError */ .Wd)
            return [];
        throw error;
    }
}
async function readSkillFile(root, input) {
    try {
        return await (0,_beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(root, input, { followLast: true }, async (found) => {
            if (!found.stat)
                return { kind: "none" };
            const { handle, stat } = await (0,_beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .openFound */ .Bv)(found, input);
            try {
                if (stat.size > MAX_FILE_BYTES)
                    return problem(found.rel, `SKILL.md is ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .o)(stat.size)} bytes, over the ${MAX_FILE_BYTES / 1024} KiB Patchbay reads; the skill is left out`);
                return { kind: "file", rel: found.rel, text: (await handle.readFile()).toString("utf8") };
            }
            finally {
                await handle.close();
            }
        });
    }
    catch (error) {
        if (error instanceof _beneath_files_js__WEBPACK_IMPORTED_MODULE_1__/* .WalkError */ .Wd)
            return problem(input, `not read: ${error.message}`);
        throw error;
    }
}
function problem(file, message) {
    return { kind: "problem", problem: { file, level: "error", message } };
}


/***/ }),

/***/ 42598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ MAX_BODY_CHARS),
/* harmony export */   W: () => (/* binding */ checkSkillFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88343);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
/* harmony import */ var _config_front_matter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2635);
/* harmony import */ var _config_locate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55562);
/* harmony import */ var _config_validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42526);
/* harmony import */ var _util_thousands_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19851);
/**
 * One SKILL.md checked against the Agent Skills specification (agentskills.io,
 * and its reference validator skills-ref): `name` (1–64 lowercase letters,
 * digits and single hyphens, the folder's own name) and `description` (1–1,024
 * characters) are required; `license`, `compatibility` (≤ 500 characters),
 * `metadata` (strings to strings) and `allowed-tools` are optional. Each problem
 * names the file and line. Keys other agents add (Claude Code's, say) are
 * warnings, not errors: the skill still loads.
 *
 * `allowed-tools` is read and ignored: a skill never pre-approves a call,
 * Patchbay's approval rules decide each one.
 */







/** What load_skill returns of a body at most; the rest stays readable with read_file. */
const MAX_BODY_CHARS = 20_000;
const NAME = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;
const KNOWN_KEYS = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"];
const frontMatterSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP({ error: (i) => (i.input === undefined ? "name is required" : "name must be text") })
        .transform((n) => n.trim().normalize("NFKC"))
        .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .min(1, "name must not be empty")
        .max(64, "name is at most 64 characters")
        .regex(NAME, "name uses lowercase letters, digits and single hyphens, and does not start or end with a hyphen (e.g. pdf-processing)")),
    description: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP({ error: (i) => (i.input === undefined ? "description is required" : "description must be text") })
        .trim()
        .min(1, "description must not be empty")
        .max(1024, "description is at most 1,024 characters"),
    license: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP({ error: "license must be text" }).optional(),
    compatibility: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP({ error: "compatibility must be text" })
        .min(1, "compatibility must not be empty")
        .max(500, "compatibility is at most 500 characters")
        .optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), { error: "metadata maps names to text values" }).optional(),
    "allowed-tools": zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP())], { error: "allowed-tools is a space-separated string or a list" })
        .optional(),
});
/**
 * Checks the SKILL.md at `file` (repository-relative), found in the folder `folderName`
 * under a skills root; `dir` is where that folder really is.
 */
function checkSkillFile(input) {
    const { file } = input;
    let parsed;
    try {
        parsed = (0,_config_front_matter_js__WEBPACK_IMPORTED_MODULE_2__/* .splitFrontMatter */ .v)(file, input.text, "SKILL.md");
    }
    catch (error) {
        if (!(error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x))
            throw error;
        return { problems: error.problems.map((p) => ({ ...p, level: "error" })) };
    }
    const problems = [];
    for (const key of Object.keys(parsed.data).filter((k) => !KNOWN_KEYS.includes(k))) {
        const at = (0,_config_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .locate */ .x)(parsed.located, [], key);
        problems.push({
            file,
            line: at?.line,
            key,
            level: "warning",
            message: `\`${key}\` is not an Agent Skills key; Patchbay ignores it`,
            hint: `the spec's keys are ${KNOWN_KEYS.join(", ")}`,
        });
    }
    const result = frontMatterSchema.safeParse(parsed.data);
    if (!result.success) {
        const found = (0,_config_validate_js__WEBPACK_IMPORTED_MODULE_4__/* .issuesToProblems */ .q)(result.error.issues, frontMatterSchema, file, parsed.located);
        return { problems: [...found.map((p) => ({ ...p, level: "error" })), ...problems] };
    }
    const meta = result.data;
    if (meta.name !== input.folderName.normalize("NFKC")) {
        const at = (0,_config_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .locate */ .x)(parsed.located, ["name"]);
        return {
            problems: [
                {
                    file,
                    line: at?.line,
                    key: "name",
                    level: "error",
                    message: `name "${meta.name}" must be the skill folder's name, "${input.folderName}"`,
                    hint: `rename the folder or write name: ${input.folderName}`,
                },
                ...problems,
            ],
        };
    }
    if (parsed.body.length > MAX_BODY_CHARS)
        problems.push({
            file,
            line: parsed.bodyLine,
            level: "warning",
            message: `the body is ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_6__/* .thousands */ .o)(parsed.body.length)} characters; load_skill gives the model the first ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_6__/* .thousands */ .o)(MAX_BODY_CHARS)} and says where the rest is`,
            hint: "move detail into references/ files the skill points to",
        });
    problems.push(...referencesOutside(file, input.dir, parsed.body, parsed.bodyLine));
    return {
        skill: {
            name: meta.name,
            description: meta.description,
            dir: input.dir,
            file,
            body: parsed.body,
            bodyLine: parsed.bodyLine,
            compatibility: meta.compatibility || undefined,
        },
        problems,
    };
}
/** Markdown link and image targets, and reference definitions (`[id]: target`). */
const LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s{0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
/**
 * Files a skill points to are its own: relative paths under its folder. A link
 * that leads out of the folder (`../../x`, `/etc/x`) is named, with its line.
 */
function referencesOutside(file, dir, body, bodyLine) {
    const problems = [];
    for (const match of body.matchAll(LINK)) {
        const target = (match[1] ?? match[2] ?? "").split(/[?#]/)[0] ?? "";
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target))
            continue; // a URL or mailto:, not a file
        const resolved = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(dir, decodeSafely(target)));
        const inside = !target.startsWith("/") && (resolved === dir || resolved.startsWith(`${dir}/`));
        if (inside)
            continue;
        const line = bodyLine + body.slice(0, match.index).split("\n").length - 1;
        problems.push({
            file,
            line,
            level: "warning",
            message: `the reference "${target}" leads outside the skill's folder; a skill's files are those under ${dir}/`,
            hint: "copy what it needs into the skill's references/ folder",
        });
    }
    return problems;
}
function decodeSafely(target) {
    try {
        return decodeURIComponent(target);
    }
    catch {
        return target;
    }
}


/***/ }),

/***/ 19851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ thousands)
/* harmony export */ });
/**
 * A count with thousands separators, as `n.toLocaleString("en-US")` writes an
 * integer: 12345 → "12,345". Written out because the first toLocaleString in a
 * process sets up ICU's number formatter, about 9 ms on the bench machine, and a
 * run's usage line pays it in every run for commas only.
 */
function thousands(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString("en-US");
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}


/***/ })

};
