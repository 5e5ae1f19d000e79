export const id = 1896;
export const ids = [1896];
export const modules = {

/***/ 61896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   aL: () => (/* binding */ ToolNameMap),
/* harmony export */   aj: () => (/* binding */ sanitize),
/* harmony export */   qN: () => (/* binding */ serverOfToolName)
/* harmony export */ });
/* unused harmony exports MAX_TOOL_NAME, mapToolNames */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Model-facing names for MCP tools (DESIGN §4): `mcp__<server>__<tool>`,
 * restricted to [A-Za-z0-9_-] and 64 characters, which every model provider
 * accepts. Pure, so the mapping is table-tested and identical on every run:
 * the same servers and tools always get the same names, whatever order they
 * connected in.
 */

const MAX_TOOL_NAME = 64;
const PREFIX = "mcp__";
/** Replaces every character outside [A-Za-z0-9_-] with `_`. */
function sanitize(part) {
    return part.replace(/[^A-Za-z0-9_-]/g, "_");
}
/** Six hex characters of a hash of the real identity: short, stable, and different for different tools. */
function shortHash(ref, salt = 0) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${ref.server}\u0000${ref.tool}\u0000${salt}`).digest("hex").slice(0, 6);
}
function withSuffix(base, suffix) {
    return `${base.slice(0, MAX_TOOL_NAME - suffix.length - 1)}_${suffix}`;
}
/** The name a tool gets when nothing collides with it. */
function baseName(ref) {
    const full = `${PREFIX}${sanitize(ref.server)}__${sanitize(ref.tool)}`;
    return full.length <= MAX_TOOL_NAME ? full : withSuffix(full, shortHash(ref));
}
/**
 * Names for a set of tools. Collisions (after sanitizing or cutting) are
 * resolved deterministically: refs are ordered by (server, tool); the first
 * keeps the plain name and later ones get a hash suffix of their real identity.
 */
function mapToolNames(refs) {
    const ordered = [...refs].sort((a, b) => compare(a.server, b.server) || compare(a.tool, b.tool));
    const taken = new Set();
    const out = [];
    for (const ref of ordered) {
        let name = baseName(ref);
        for (let salt = 0; taken.has(name); salt++)
            name = withSuffix(baseName(ref), shortHash(ref, salt));
        taken.add(name);
        out.push({ ...ref, name });
    }
    return out;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Lookup from model-facing name back to the real server and tool. */
class ToolNameMap {
    byName = new Map();
    byRef = new Map();
    constructor(refs) {
        for (const mapped of mapToolNames(refs)) {
            this.byName.set(mapped.name, { server: mapped.server, tool: mapped.tool });
            this.byRef.set(`${mapped.server}\u0000${mapped.tool}`, mapped.name);
        }
    }
    resolve(name) {
        return this.byName.get(name);
    }
    nameOf(server, tool) {
        return this.byRef.get(`${server}\u0000${tool}`);
    }
}
/**
 * The configured server a model-facing name (`mcp__<server>__<tool>`) belongs to:
 * the one whose sanitized name the prefix spells, the longest should one prefix another.
 */
function serverOfToolName(name, servers) {
    return servers
        .filter((server) => name.startsWith(`mcp__${sanitize(server)}__`))
        .sort((a, b) => sanitize(b).length - sanitize(a).length)[0];
}


/***/ })

};
