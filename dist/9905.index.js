export const id = 9905;
export const ids = [9905];
export const modules = {

/***/ 9905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FileTokenStore: () => (/* binding */ FileTokenStore),
/* harmony export */   MemoryTokenStore: () => (/* binding */ MemoryTokenStore),
/* harmony export */   defaultStoreDir: () => (/* binding */ defaultStoreDir),
/* harmony export */   localStore: () => (/* binding */ localStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Where an MCP server's OAuth login is kept between runs on a person's machine:
 * one JSON file per server URL under Patchbay's config folder, readable by its
 * owner only. CI keeps nothing here — its start is the config's refresh_token —
 * so a run there is given no store.
 */



/** `$XDG_CONFIG_HOME/patchbay/mcp-oauth` (else `~/.config/…`); undefined without a home. */
function defaultStoreDir(env) {
    const base = env.XDG_CONFIG_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(env.HOME, ".config") : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, "patchbay", "mcp-oauth") : undefined;
}
class FileTokenStore {
    where;
    constructor(where) {
        this.where = where;
    }
    /** One file per server URL; the name is a hash, so a URL never becomes a path. */
    file(serverUrl) {
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(serverUrl).digest("hex").slice(0, 32);
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.where, `${id}.json`);
    }
    async load(serverUrl) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.file(serverUrl), "utf8");
        }
        catch {
            return undefined;
        }
        try {
            const data = JSON.parse(text);
            return typeof data === "object" && data !== null ? data : undefined;
        }
        catch {
            return undefined; // a damaged file is a login to do again, not a crash
        }
    }
    async save(serverUrl, login) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.where, { recursive: true, mode: 0o700 });
        const file = this.file(serverUrl);
        const temp = `${file}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, `${JSON.stringify({ serverUrl, ...login }, null, 2)}\n`, { mode: 0o600 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    async remove(serverUrl) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(this.file(serverUrl), { force: true });
    }
}
/** Keeps logins for the life of the process (tests, and CI runs within one job). */
class MemoryTokenStore {
    where = "memory";
    logins = new Map();
    async load(serverUrl) {
        return this.logins.get(serverUrl);
    }
    async save(serverUrl, login) {
        this.logins.set(serverUrl, login);
    }
    async remove(serverUrl) {
        this.logins.delete(serverUrl);
    }
}
/**
 * The store for runs on a person's machine (what `patchbay mcp login` saved);
 * none under GitHub Actions, where a login starts from the config's refresh token.
 */
function localStore(env) {
    if (env.GITHUB_ACTIONS === "true")
        return undefined;
    const dir = defaultStoreDir(env);
    return dir ? new FileTokenStore(dir) : undefined;
}


/***/ })

};
