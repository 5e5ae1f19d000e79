export const id = 717;
export const ids = [717];
export const modules = {

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

/***/ 52717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createTerminalApprover: () => (/* binding */ createTerminalApprover),
/* harmony export */   parseAnswer: () => (/* binding */ parseAnswer)
/* harmony export */ });
/* harmony import */ var _access_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76390);
/**
 * Asking a person at a terminal about a call the policy marked `ask`. Separate
 * from the decision itself (STYLE 6): this only words the question and reads
 * the answer. "always" makes the policy allow calls like this one for the rest
 * of the run, through an in-memory rule.
 */

function describeCall(call) {
    const input = JSON.stringify(call.input) ?? "";
    return `${call.name} ${input.length > 300 ? `${input.slice(0, 297)}...` : input}`;
}
function defaultPolicyCall(call) {
    try {
        return { tool: call.name, input: call.input, access: (0,_access_js__WEBPACK_IMPORTED_MODULE_0__/* .accessOf */ .Y)(call.name, call.input) };
    }
    catch {
        return { tool: call.name, input: call.input, access: { kind: "other" } }; // the rule then names the tool only
    }
}
function parseAnswer(text) {
    const a = text.trim().toLowerCase();
    if (a === "y" || a === "yes")
        return "yes";
    if (a === "n" || a === "no" || a === "")
        return "no";
    if (a === "a" || a === "always")
        return "always";
    return undefined;
}
function createTerminalApprover(prompt, opts = {}) {
    const toPolicyCall = opts.accessOf ?? defaultPolicyCall;
    return async (call, verdict) => {
        if (verdict.decision === "deny")
            return "no"; // a deny is not a question
        if (verdict.decision === "allow")
            return "yes";
        const question = [
            `Patchbay wants to run ${describeCall(call)}`,
            `  ${verdict.reason}`,
            verdict.suggestion ? `  to allow it in the config:\n${verdict.suggestion.replace(/^/gm, "    ")}` : "",
            "Allow? [y]es / [N]o / [a]lways for this run: ",
        ]
            .filter(Boolean)
            .join("\n");
        for (let i = 0; i < (opts.attempts ?? 3); i++) {
            const answer = parseAnswer(await prompt(question));
            if (answer === undefined)
                continue;
            if (answer === "always" && opts.policy) {
                const remembered = await opts.policy.allowAlways(toPolicyCall(call));
                return remembered ? "always" : "yes";
            }
            return answer;
        }
        return "no";
    };
}


/***/ })

};
