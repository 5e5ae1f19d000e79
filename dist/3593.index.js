export const id = 3593;
export const ids = [3593,5974];
export const modules = {

/***/ 33593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOutputValidator: () => (/* binding */ createOutputValidator),
/* harmony export */   outputSchemaProblems: () => (/* binding */ outputSchemaProblems)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Typed results (the action output `result_json`, docs/decisions/0006-the-action-surface.md): the JSON Schema a run's final result
 * must satisfy, checked with Ajv (the validator the MCP SDK uses too; we looked
 * at @cfworker/json-schema and hyperjump as well — Ajv is the best kept and
 * gives error paths people can read). A schema is checked when it is loaded, so
 * a broken one is a config error before anything runs.
 */



function ajvFor(schema) {
    const dialect = "$schema" in schema ? String(schema.$schema) : "";
    const options = { allErrors: true, strict: false, validateFormats: false };
    if (dialect.includes("2020-12"))
        return new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0__.Ajv2020(options);
    if (dialect.includes("2019-09"))
        return new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_1__.Ajv2019(options);
    return new ajv__WEBPACK_IMPORTED_MODULE_2__.Ajv(options);
}
function formatErrors(errors) {
    return (errors ?? []).slice(0, 20).map((e) => {
        const where = e.instancePath || "(the result)";
        const extra = e.keyword === "additionalProperties" ? ` (${String(e.params.additionalProperty)})` : "";
        return `${where} ${e.message ?? e.keyword}${extra}`;
    });
}
/** What is wrong with `schema` as a JSON Schema; empty when it is usable. One problem per place. */
function outputSchemaProblems(schema) {
    if (typeof schema === "boolean")
        return [];
    if (!schema || typeof schema !== "object" || Array.isArray(schema))
        return [{ path: [], message: "must be a JSON Schema object (or a path to a .json file holding one)" }];
    const ajv = ajvFor(schema);
    if (!ajv.validateSchema(schema)) {
        const seen = new Set();
        return (ajv.errors ?? [])
            .filter((e) => !seen.has(e.instancePath) && seen.add(e.instancePath))
            .map((e) => ({
            path: e.instancePath.split("/").slice(1).map(unescapePointer),
            message: `not a valid JSON Schema: ${e.instancePath || "the schema"} ${e.message ?? e.keyword}`,
        }));
    }
    try {
        ajv.compile(schema);
        return [];
    }
    catch (error) {
        return [
            { path: [], message: `not a usable JSON Schema: ${error instanceof Error ? error.message : String(error)}` },
        ];
    }
}
const unescapePointer = (s) => s.replace(/~1/g, "/").replace(/~0/g, "~");
/**
 * The model often wraps JSON in a Markdown fence; that much is forgiven, nothing
 * else (the result must be the JSON value itself).
 */
function unfence(text) {
    const m = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(text);
    return m?.[1] ?? text;
}
/** Compiles a schema already checked by outputSchemaProblems. */
function createOutputValidator(schema) {
    const validate = typeof schema === "boolean" ? new ajv__WEBPACK_IMPORTED_MODULE_2__.Ajv().compile(schema) : ajvFor(schema).compile(schema);
    return {
        schema,
        check(result) {
            let value;
            try {
                value = JSON.parse(unfence(result));
            }
            catch (error) {
                return {
                    ok: false,
                    errors: [`the result is not JSON (${error instanceof Error ? error.message : String(error)})`],
                };
            }
            if (validate(value))
                return { ok: true, value };
            return { ok: false, errors: formatErrors(validate.errors) };
        },
    };
}


/***/ })

};
