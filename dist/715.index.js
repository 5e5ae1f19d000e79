export const id = 715;
export const ids = [715];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/** Thin wrapper over node:util parseArgs that turns its errors into UsageErrors. */


function parse(argv, options, usage) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${e.message}\nusage: ${usage}`, 2);
    }
}


/***/ }),

/***/ 71674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   POLICY_EXIT: () => (/* binding */ POLICY_EXIT),
/* harmony export */   policyCommand: () => (/* binding */ policyCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74833);
/* harmony import */ var _policy_access_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76390);
/* harmony import */ var _policy_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44795);
/* harmony import */ var _policy_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89752);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
/**
 * `patchbay policy check TOOL [JSON]`: how the approval rules would decide one
 * call, with the deciding rule and the rule to add to allow it — the same
 * decision a run makes, from the same config.
 */







const USAGE = `patchbay policy check TOOL [JSON] [--config FILE] [--repo DIR] [--json] [--read-only]

  TOOL         a core tool (execute_command, write_to_file, …) or mcp__<server>__<tool>
  JSON         the call's input, e.g. '{"command":"npm test"}' or '{"path":"src/a.ts"}'
  --read-only  treat the tool as declaring readOnlyHint: true (MCP annotations)
  --json       print {"decision","rule","reason","suggestion"}

Exit status: 0 allow, 3 ask, 4 deny; 1 for a config error, 2 for a usage error.`;
const POLICY_EXIT = { allow: 0, ask: 3, deny: 4 };
function parseInput(text) {
    if (text === undefined)
        return {};
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`the call input is not JSON (${e instanceof Error ? e.message : String(e)})\nusage: ${USAGE}`, 2);
    }
}
const policyCommand = async (argv, io) => {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .q)(argv, {
        config: { type: "string" },
        repo: { type: "string" },
        json: { type: "boolean" },
        "read-only": { type: "boolean" },
        help: { type: "boolean", short: "h" },
    }, USAGE);
    if (values.help) {
        io.stdout(`usage: ${USAGE}\n`);
        return 0;
    }
    const [verb, tool, inputText, ...extra] = positionals;
    if (verb !== "check" || !tool || extra.length)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`usage: ${USAGE}`, 2);
    const input = parseInput(inputText);
    let access;
    try {
        access = (0,_policy_access_js__WEBPACK_IMPORTED_MODULE_2__/* .accessOf */ .Y)(tool, input);
    }
    catch (e) {
        if (e instanceof _policy_access_js__WEBPACK_IMPORTED_MODULE_2__/* .AccessInputError */ .J)
            throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(e.message, 2);
        throw e;
    }
    const repo = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? ".");
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)({ repo, ...(values.config ? { configPath: values.config } : {}), env: io.env });
    let verdict;
    try {
        const policy = (0,_policy_policy_js__WEBPACK_IMPORTED_MODULE_4__.createPolicy)(loaded.config, { workspace: repo, configFiles: [loaded.configPath, ...loaded.files] });
        verdict = await policy.decide({
            tool,
            input,
            access,
            ...(values["read-only"] ? { annotations: { readOnlyHint: true } } : {}),
        });
    }
    catch (e) {
        if (e instanceof _policy_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PolicyConfigError */ .T)
            throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${loaded.configPath}: ${e.message}`, 1);
        throw e;
    }
    if (values.json) {
        io.stdout(`${JSON.stringify(verdict)}\n`);
    }
    else {
        io.stdout(`${verdict.decision}\nrule: ${verdict.rule}\nreason: ${verdict.reason}\n`);
        if (verdict.suggestion)
            io.stdout(`to allow it, add under approval.rules:\n${verdict.suggestion.replace(/^/gm, "  ")}\n`);
    }
    return POLICY_EXIT[verdict.decision];
};


/***/ }),

/***/ 76390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ AccessInputError),
/* harmony export */   Y: () => (/* binding */ accessOf)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/**
 * What a core tool call touches, from its raw JSON input, for when no Tool
 * object is at hand (`patchbay policy check`). The tools themselves report
 * their access through Tool.access; this knows only their input shapes.
 */

const withPath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const optionalPath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const withCommand = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
class AccessInputError extends Error {
    tool;
    constructor(tool, message) {
        super(message);
        this.tool = tool;
        this.name = "AccessInputError";
    }
}
function parse(tool, schema, input, expected) {
    const result = schema.safeParse(input);
    if (!result.success)
        throw new AccessInputError(tool, `${tool} takes ${expected}, e.g. ${exampleOf(tool)}`);
    return result.data;
}
function exampleOf(tool) {
    return tool === "execute_command" ? `'{"command":"npm test"}'` : `'{"path":"src/index.ts"}'`;
}
function accessOf(tool, input) {
    switch (tool) {
        case "read_file":
            return { kind: "read", paths: [parse(tool, withPath, input, "a string `path`").path] };
        case "list_files":
        case "search_files":
        case "list_code_definition_names":
            return { kind: "read", paths: [parse(tool, optionalPath, input ?? {}, "an optional string `path`").path ?? "."] };
        case "write_to_file":
        case "replace_in_file":
            return { kind: "write", paths: [parse(tool, withPath, input, "a string `path`").path] };
        case "execute_command":
            return { kind: "exec", command: parse(tool, withCommand, input, "a string `command`").command };
        case "list_mcp_resources":
        case "access_mcp_resource":
            return { kind: "read" };
        default:
            return { kind: "other" };
    }
}


/***/ }),

/***/ 58060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ READ_ONLY_CORE_TOOLS),
/* harmony export */   G1: () => (/* binding */ CONTROL_TOOLS),
/* harmony export */   OT: () => (/* binding */ CORE_WRITE_TOOLS),
/* harmony export */   Oj: () => (/* binding */ CORE_TOOLS),
/* harmony export */   gl: () => (/* binding */ PROTECTED_WHY),
/* harmony export */   u4: () => (/* binding */ protectedArea)
/* harmony export */ });
/* unused harmony export ALWAYS_PROTECTED_FILES */
/**
 * What holds whatever the config says (DESIGN §3): the control tools always run,
 * read-only core tools may read the workspace, and Patchbay's own machinery —
 * git internals, its config, CI workflows — is not written unless a rule names it.
 */
/** Ending the session or asking the user is never blocked. */
const CONTROL_TOOLS = new Set(["attempt_completion", "ask_followup_question"]);
const READ_ONLY_CORE_TOOLS = new Set([
    "read_file",
    "list_files",
    "search_files",
    "list_code_definition_names",
    "list_mcp_resources",
    "access_mcp_resource",
]);
const CORE_WRITE_TOOLS = new Set(["write_to_file", "replace_in_file"]);
const CORE_TOOLS = new Set([
    ...CONTROL_TOOLS,
    ...READ_ONLY_CORE_TOOLS,
    ...CORE_WRITE_TOOLS,
    "execute_command",
]);
/** Config files Patchbay always protects, besides the one it loaded. */
const ALWAYS_PROTECTED_FILES = [".mcp.json", ".github/patchbay.yml"];
/**
 * Which protected area a workspace-relative path is in, if any. Compared
 * without case: on a case-insensitive file system `.GIT/hooks` is `.git/hooks`.
 */
function protectedArea(rel, configFiles) {
    const p = rel.toLowerCase();
    const parts = p.split("/");
    if (parts.includes(".git"))
        return ".git";
    if (p === ".github/workflows" || p.startsWith(".github/workflows/"))
        return ".github/workflows";
    for (const file of [...ALWAYS_PROTECTED_FILES, ...configFiles])
        if (p === file.toLowerCase())
            return file;
    return undefined;
}
const PROTECTED_WHY = {
    ".git": "git internals (hooks and config run code, config may hold credentials, history is Patchbay's record)",
    ".github/workflows": "CI workflows (they run with the repository's secrets)",
};


/***/ })

};
