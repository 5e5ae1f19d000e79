export const id = 2717;
export const ids = [2717];
export const modules = {

/***/ 76390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ AccessInputError),
/* harmony export */   Y: () => (/* binding */ accessOf)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/* harmony import */ var _tools_edit_v4a_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98197);
/**
 * What a core tool call touches, from its raw JSON input, for when no Tool
 * object is at hand (`patchbay policy check`). The tools themselves report
 * their access through Tool.access; this knows only their input shapes.
 */


const withPath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const optionalPath = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const withCommand = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const withPathAndCommand = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const withInput = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const withUrl = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const browserStep = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
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
    if (tool === "execute_command")
        return `'{"command":"npm test"}'`;
    if (tool === "web_fetch")
        return `'{"url":"https://docs.python.org/3/"}'`;
    if (tool === "browser_action")
        return `'{"action":"launch","url":"http://localhost:3000/"}'`;
    return `'{"path":"src/index.ts"}'`;
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
        case "str_replace_based_edit_tool": {
            const { path, command } = parse(tool, withPathAndCommand, input, "a string `path` and `command`");
            return { kind: command === "view" ? "read" : "write", paths: [path] };
        }
        case "apply_patch":
            return { kind: "write", paths: (0,_tools_edit_v4a_js__WEBPACK_IMPORTED_MODULE_1__/* .patchPaths */ .BT)(parse(tool, withInput, input, "a string `input` (the patch)").input) };
        case "execute_command":
            return { kind: "exec", command: parse(tool, withCommand, input, "a string `command`").command };
        case "list_mcp_resources":
        case "access_mcp_resource":
            return { kind: "read" };
        case "web_fetch":
            return { kind: "read", urls: [parse(tool, withUrl, input, "a string `url`").url] };
        case "browser_action": {
            const step = parse(tool, browserStep, input, "an `action` (launch with a `url`, click, type, …)");
            return { kind: "other", ...(step.url !== undefined ? { urls: [step.url] } : {}) };
        }
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


/***/ }),

/***/ 98197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ patchPaths),
/* harmony export */   iz: () => (/* binding */ parsePatch)
/* harmony export */ });
/* unused harmony export PATCH_HINT */
const PATCH_HINT = "A patch is:\n*** Begin Patch\n*** Update File: path\n@@\n context line\n-old line\n+new line\n*** End Patch\n(also *** Add File: path with +lines, *** Delete File: path, *** Move to: path after Update File)";
const FILE_HEADER = /^\*\*\* (Add|Delete|Update) File: (.+)$/;
const MOVE = /^\*\*\* Move to: (.+)$/;
function parsePatch(text) {
    const lines = text.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
    while (lines.length > 0 && lines.at(-1).trim() === "")
        lines.pop();
    while (lines.length > 0 && lines[0].trim() === "")
        lines.shift();
    const fail = (n, what) => ({
        ok: false,
        error: `Malformed patch at line ${n}: ${what}\n${PATCH_HINT}`,
    });
    if (lines[0]?.trim() !== "*** Begin Patch")
        return fail(1, "the patch must start with `*** Begin Patch`.");
    if (lines.at(-1)?.trim() !== "*** End Patch")
        return fail(lines.length, "the patch must end with `*** End Patch` (was the reply cut off?).");
    const ops = [];
    let i = 1;
    const end = lines.length - 1;
    while (i < end) {
        const n = i + 1;
        const header = FILE_HEADER.exec(lines[i]);
        if (!header)
            return fail(n, `expected \`*** Add File:\`, \`*** Update File:\` or \`*** Delete File:\`, got ${JSON.stringify(lines[i].slice(0, 80))}.`);
        const [, kind, rawPath] = header;
        const path = rawPath.trim();
        i++;
        if (kind === "Delete") {
            ops.push({ kind: "delete", path });
            continue;
        }
        if (kind === "Add") {
            const body = [];
            while (i < end && !lines[i].startsWith("*** ")) {
                const line = lines[i];
                if (!line.startsWith("+"))
                    return fail(i + 1, `every line of an added file starts with \`+\` (in ${path}).`);
                body.push(line.slice(1));
                i++;
            }
            ops.push({ kind: "add", path, lines: body });
            continue;
        }
        const move = MOVE.exec(lines[i] ?? "");
        const moveTo = move ? move[1].trim() : undefined;
        if (move)
            i++;
        const hunks = [];
        let current;
        while (i < end && !FILE_HEADER.test(lines[i])) {
            const line = lines[i];
            const at = i + 1;
            i++;
            if (line.startsWith("@@")) {
                current = undefined;
                continue;
            }
            if (line.trim() === "*** End of File")
                continue;
            if (line.startsWith("*** "))
                return fail(at, `unknown marker ${JSON.stringify(line.slice(0, 60))} in the update of ${path}.`);
            const sign = line[0] ?? " ";
            if (sign !== " " && sign !== "-" && sign !== "+")
                return fail(at, `a hunk line starts with a space (context), \`-\` or \`+\`; got ${JSON.stringify(line.slice(0, 60))} in ${path}.`);
            if (!current) {
                current = { index: hunks.length + 1, line: at, search: [], replace: [] };
                hunks.push(current);
            }
            const body = line.slice(1);
            if (sign !== "+")
                current.search.push(body);
            if (sign !== "-")
                current.replace.push(body);
        }
        if (hunks.length === 0 && moveTo === undefined)
            return fail(n, `\`*** Update File: ${path}\` has no hunks.`);
        ops.push({ kind: "update", path, ...(moveTo !== undefined ? { moveTo } : {}), hunks });
    }
    if (ops.length === 0)
        return fail(1, "the patch has no file operations.");
    return { ok: true, ops };
}
/** Every path a patch names; empty when it does not parse (the tool reports that). */
function patchPaths(input) {
    const parsed = parsePatch(input);
    if (!parsed.ok)
        return [];
    return parsed.ops.flatMap((op) => (op.kind === "update" && op.moveTo ? [op.path, op.moveTo] : [op.path]));
}


/***/ })

};
