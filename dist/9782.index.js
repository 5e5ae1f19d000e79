export const id = 9782;
export const ids = [9782];
export const modules = {

/***/ 49782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ serializeCassette),
/* harmony export */   loadCassette: () => (/* binding */ loadCassette)
/* harmony export */ });
/* unused harmony exports cassetteSchema, parseCassette */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48606);
/**
 * The cassette format (DESIGN §8): the turns a replay model plays back, in YAML or
 * JSON. Validated with zod; errors name the file and the turn.
 */




const cassetteUsageSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
    cache_read_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
    cache_write_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
});
const toolCallSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1, "a tool call needs a name"),
    /** Any JSON; a string here is sent as raw arguments text (to replay invalid JSON). */
    input: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J().default({}),
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const turnSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    text: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(toolCallSchema).default([]),
    usage: cassetteUsageSchema.optional(),
    /** Make this turn fail like a provider would; used to script error paths. */
    error: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["context_length", "http_500", "malformed"]).optional(),
});
const cassetteSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(turnSchema),
});
/** Validates cassette data; `file` is only for messages. */
function parseCassette(data, file) {
    const parsed = cassetteSchema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const turn = path[0] === "turns" && typeof path[1] === "number" ? path[1] : undefined;
    const where = turn !== undefined ? `turn ${turn + 1} (turns[${turn}]${suffix(path.slice(2))})` : path.join(".") || "top level";
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .LR(`cassette ${file}: ${where}: ${issue?.message ?? "invalid"}. A cassette is { turns: [{ text?, tool_calls?: [{ name, input }], usage? }] }.`, file, turn);
}
function suffix(path) {
    return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}
function loadCassette(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, "utf8");
    }
    catch (error) {
        const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .LR(`cassette ${file} cannot be read: ${code}. Check the path after replay:.`, file);
    }
    let data;
    try {
        data = file.endsWith(".json") ? JSON.parse(text) : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text);
    }
    catch (error) {
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .LR(`cassette ${file} is not valid ${file.endsWith(".json") ? "JSON" : "YAML"}: ${message}`, file);
    }
    return parseCassette(data, file);
}
function serializeCassette(cassette, file) {
    return file.endsWith(".json") ? `${JSON.stringify(cassette, null, 2)}\n` : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .stringify */ .As)(cassette, { lineWidth: 0 });
}


/***/ })

};
