export const id = 2526;
export const ids = [2526];
export const modules = {

/***/ 55562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ parseLocated),
/* harmony export */   x: () => (/* binding */ locate)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/** Maps a key path in a parsed YAML (or JSON) document to its line and column, for error messages. */

function parseLocated(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    return { doc, lineCounter };
}
/**
 * Line/column of the deepest node along `path` that exists. With `keyOf`, the
 * position of that key inside the map at `path` (for unknown keys).
 */
function locate({ doc, lineCounter }, path, keyOf) {
    let node = doc.contents;
    let position = offsetOf(node);
    for (const segment of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            position = offsetOf(pair.key) ?? position;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === "number") {
            const item = node.items[segment];
            if (item === undefined)
                break;
            position = offsetOf(item) ?? position;
            node = item;
        }
        else
            break;
    }
    if (keyOf !== undefined && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === keyOf);
        if (pair)
            position = offsetOf(pair.key) ?? position;
    }
    if (position === undefined)
        return undefined;
    const { line, col } = lineCounter.linePos(position);
    return { line, column: col };
}
function offsetOf(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) ? node.range?.[0] : undefined;
}


/***/ }),

/***/ 42526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ knownKeys),
/* harmony export */   q: () => (/* binding */ issuesToProblems)
/* harmony export */ });
/* harmony import */ var _locate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55562);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42784);


/** Keys an object schema accepts at `path`, for "did you mean". */
function knownKeys(schema, path) {
    let current = schema;
    for (const segment of [...path, null]) {
        current = unwrap(current);
        if (!current)
            return [];
        const def = current._zod.def;
        if (segment === null) {
            return def.type === "object" && "shape" in def ? Object.keys(def.shape) : [];
        }
        if (def.type === "object" && "shape" in def)
            current = def.shape[String(segment)];
        else if (def.type === "record" && "valueType" in def)
            current = def.valueType;
        else if (def.type === "array" && "element" in def)
            current = def.element;
        else
            return [];
    }
    return [];
}
function unwrap(schema) {
    let s = schema;
    for (let i = 0; s && i < 10; i++) {
        const def = s._zod.def;
        if ((def.type === "default" || def.type === "prefault" || def.type === "optional" || def.type === "nullable") &&
            "innerType" in def)
            s = def.innerType;
        else if (def.type === "pipe" && "in" in def && "out" in def) {
            // z.preprocess is a pipe from a transform into the real schema: the keys live on `out`.
            const input = def.in;
            s = input._zod.def.type === "transform" ? def.out : input;
        }
        else
            break;
    }
    return s;
}
function issuesToProblems(issues, schema, file, located, 
/** Prefix for key paths when the document is nested (".mcp.json" → mcpServers). */
keyPrefix = []) {
    const problems = [];
    for (const issue of issues) {
        const path = [...keyPrefix, ...issue.path];
        if (issue.code === "unrecognized_keys") {
            const known = knownKeys(schema, issue.path);
            for (const key of issue.keys) {
                const pos = (0,_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .locate */ .x)(located, path, key);
                const guess = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearest */ .p)(key, known);
                problems.push({
                    file,
                    line: pos?.line,
                    column: pos?.column,
                    key: [...path, key].join("."),
                    message: `unknown key \`${key}\``,
                    hint: guess
                        ? `did you mean \`${guess}\`?`
                        : known.length
                            ? `valid keys here: ${known.join(", ")}`
                            : undefined,
                });
            }
            continue;
        }
        const pos = (0,_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .locate */ .x)(located, path);
        const guess = issue.code === "invalid_value" && typeof issue.input === "string"
            ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearest */ .p)(issue.input, issue.values.map(String))
            : undefined;
        problems.push({
            file,
            line: pos?.line,
            column: pos?.column,
            key: path.length ? path.join(".") : undefined,
            message: explain(issue),
            hint: guess ? `did you mean "${guess}"?` : undefined,
        });
    }
    return problems;
}
function explain(issue) {
    switch (issue.code) {
        case "invalid_type":
            if (issue.expected === "int")
                return `expected a whole number, got ${describe(issue.input)}`;
            return issue.input === undefined
                ? `is required (expected ${issue.expected})`
                : `expected ${issue.expected}, got ${describe(issue.input)}`;
        case "invalid_value":
            return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${describe(issue.input)}`;
        case "invalid_key":
            return issue.issues[0]?.message ?? issue.message;
        default:
            return issue.message;
    }
}
function describe(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "a list";
    if (typeof value === "object")
        return "a mapping";
    if (typeof value === "string")
        return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    return `${typeof value} ${String(value)}`;
}


/***/ })

};
