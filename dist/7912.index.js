export const id = 7912;
export const ids = [7912];
export const modules = {

/***/ 87912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeInheritedDescriptors: () => (/* binding */ closeInheritedDescriptors)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Descriptors Patchbay's own parent left open for it. Node opens everything of
 * its own close-on-exec, but a descriptor inherited without that flag — a
 * runner's log pipe, a credentials file a wrapper script opened — would pass on
 * to every program Patchbay starts: git, the sandbox and every command and
 * server in it (`cat <&3`). So at the entry, before anything is started, every
 * descriptor above stderr that is not close-on-exec is closed; Node's IPC
 * channel (NODE_CHANNEL_FD), when there is one, is kept.
 */

const O_CLOEXEC = 0o2000000;
/** Closes inherited descriptors above 2 that would survive an exec; returns the ones closed. */
function closeInheritedDescriptors(env = process.env) {
    if (process.platform !== "linux")
        return [];
    const keep = new Set([0, 1, 2]);
    const ipc = Number(env.NODE_CHANNEL_FD);
    if (Number.isInteger(ipc))
        keep.add(ipc);
    const closed = [];
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)("/proc/self/fd");
    }
    catch {
        return closed; // no /proc: nothing to learn the flags from
    }
    for (const name of names) {
        const fd = Number(name);
        if (!Number.isInteger(fd) || keep.has(fd))
            continue;
        let flags;
        try {
            flags = Number.parseInt(/^flags:\s+([0-7]+)/m.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/self/fdinfo/${fd}`, "utf8"))?.[1] ?? "", 8);
        }
        catch {
            continue; // gone already (the listing's own descriptor)
        }
        if (Number.isNaN(flags) || flags & O_CLOEXEC)
            continue;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            closed.push(fd);
        }
        catch {
            // closed meanwhile
        }
    }
    return closed;
}


/***/ })

};
