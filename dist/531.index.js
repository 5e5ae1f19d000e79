export const id = 531;
export const ids = [531];
export const modules = {

/***/ 73531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:readline/promises"
var promises_ = __webpack_require__(26848);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * `patchbay` — the CLI entry. Parses the subcommand, hands it a CliIO, and maps
 * errors to exit codes: user errors print their message, anything else prints
 * its stack only with --debug.
 */


const HELP = `patchbay — run a coding agent on a repository, with MCP servers, approval rules and a git checkpoint per tool call

Usage:
  patchbay run [--event FILE | --issue N | --prompt TEXT] [--repo DIR] [--model PROVIDER/NAME | replay:FILE]
               [--config FILE] [--mode edit|plan] [--output-schema FILE] [--dry-run] [--transcript FILE] [--record FILE]
  patchbay mcp list [--config FILE] [--json]
  patchbay mcp call SERVER TOOL [JSON] [--config FILE]
  patchbay policy check TOOL [JSON] [--config FILE] [--json]
  patchbay config check [--config FILE] [--repo DIR] [--json]
  patchbay checkpoints [--branch B] [--repo DIR] [--json]
  patchbay restore STEP [--branch B] [--repo DIR]
  patchbay matrix --label L | --query Q [--limit N] [--repository OWNER/NAME]
  patchbay ledger [--days N] [--json] [--repo DIR]

Add --debug to any command for stack traces.`;
/** Subcommands load lazily: `patchbay config check` should not pay for the AI SDK. */
const COMMANDS = {
    run: async () => (await Promise.all(/* import() */[__webpack_require__.e(343), __webpack_require__.e(411), __webpack_require__.e(983), __webpack_require__.e(833), __webpack_require__.e(497), __webpack_require__.e(175)]).then(__webpack_require__.bind(__webpack_require__, 94175))).runCommand,
    config: async () => (await Promise.all(/* import() */[__webpack_require__.e(343), __webpack_require__.e(411), __webpack_require__.e(6), __webpack_require__.e(833), __webpack_require__.e(671)]).then(__webpack_require__.bind(__webpack_require__, 95671))).configCommand,
    mcp: async () => (await Promise.all(/* import() */[__webpack_require__.e(343), __webpack_require__.e(411), __webpack_require__.e(337), __webpack_require__.e(883), __webpack_require__.e(335), __webpack_require__.e(833), __webpack_require__.e(777), __webpack_require__.e(558)]).then(__webpack_require__.bind(__webpack_require__, 74558))).mcpCommand,
    policy: async () => (await Promise.all(/* import() */[__webpack_require__.e(343), __webpack_require__.e(411), __webpack_require__.e(6), __webpack_require__.e(833), __webpack_require__.e(752), __webpack_require__.e(715)]).then(__webpack_require__.bind(__webpack_require__, 71674))).policyCommand,
    checkpoints: async () => (await __webpack_require__.e(/* import() */ 393).then(__webpack_require__.bind(__webpack_require__, 23393))).checkpointsCommand,
    restore: async () => (await __webpack_require__.e(/* import() */ 393).then(__webpack_require__.bind(__webpack_require__, 23393))).restoreCommand,
    matrix: async () => (await Promise.all(/* import() */[__webpack_require__.e(983), __webpack_require__.e(577)]).then(__webpack_require__.bind(__webpack_require__, 40577))).matrixCommand,
    ledger: async () => (await Promise.all(/* import() */[__webpack_require__.e(343), __webpack_require__.e(233)]).then(__webpack_require__.bind(__webpack_require__, 45233))).ledgerCommand,
};
async function main(argv, io) {
    const debug = argv.includes("--debug");
    const args = argv.filter((a) => a !== "--debug");
    const [name, ...rest] = args;
    if (!name || name === "help" || name === "--help" || name === "-h") {
        io.stdout(`${HELP}\n`);
        return name ? 0 : 2;
    }
    if (name === "--version" || name === "-v") {
        io.stdout(`${VERSION}\n`);
        return 0;
    }
    const load = COMMANDS[name];
    if (!load) {
        io.stderr(`patchbay: unknown command "${name}"\n\n${HELP}\n`);
        return 2;
    }
    try {
        return await (await load())(rest, io);
    }
    catch (error) {
        return reportError(error, io, debug);
    }
}
const VERSION = "0.1.0";
function reportError(error, io, debug) {
    if (error instanceof errors/* ConfigError */.x) {
        io.stderr(`Configuration error:\n${error.message}\n`);
        return 1;
    }
    if (error instanceof usage_error/* UsageError */.e) {
        io.stderr(`patchbay: ${error.message}\n`);
        return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`patchbay: ${message}\n`);
    if (debug && error instanceof Error && error.stack)
        io.stderr(`${error.stack}\n`);
    else
        io.stderr("(run with --debug for details)\n");
    return 1;
}

;// CONCATENATED MODULE: ./src/cli/process.ts
/** Binds the CLI to the real process: stdout, stderr, environment, terminal. */


async function runCli(argv) {
    const isTTY = Boolean(process.stdin.isTTY && process.stdout.isTTY);
    return main(argv, {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        env: process.env,
        cwd: process.cwd(),
        isTTY,
        prompt: isTTY
            ? async (question) => {
                const rl = (0,promises_.createInterface)({ input: process.stdin, output: process.stdout });
                try {
                    return await rl.question(question);
                }
                finally {
                    rl.close();
                }
            }
            : undefined,
    });
}


/***/ }),

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony export formatProblem */
function formatProblem(p) {
    const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ""}` : p.file;
    const key = p.key ? ` ${p.key}:` : "";
    return `${where}:${key} ${p.message}${p.hint ? ` (${p.hint})` : ""}`;
}
class ConfigError extends Error {
    problems;
    code = "config_error";
    constructor(problems) {
        super(problems.map(formatProblem).join("\n"));
        this.problems = problems;
        this.name = "ConfigError";
    }
}


/***/ }),

/***/ 23368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * The error whose message is for users as it is. Any layer may throw it (a flag
 * the CLI cannot parse, a PR branch that needs a token); the entry points print
 * it without a stack trace and exit with its code.
 */
/** An error whose message is for users as it is: printed without a stack trace, exit code 1 (or `exitCode`). */
class UsageError extends Error {
    exitCode;
    constructor(message, exitCode = 1) {
        super(message);
        this.exitCode = exitCode;
        this.name = "UsageError";
    }
}


/***/ })

};
