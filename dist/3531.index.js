export const id = 3531;
export const ids = [3531];
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
// EXTERNAL MODULE: ./src/config/suggest.ts
var suggest = __webpack_require__(42784);
// EXTERNAL MODULE: ./src/util/faults.ts
var faults = __webpack_require__(48003);
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
  patchbay run [--event FILE | --issue N | --prompt TEXT | --command NAME [ARGS…] | --mcp-prompt SERVER:PROMPT [ARG=VALUE…]]
               [--repo DIR] [--base REF] [--model PROVIDER/NAME | replay:FILE]
               [--config FILE] [--mode edit|plan|go] [--output-schema FILE] [--dry-run] [--transcript FILE] [--record FILE]
  patchbay publish DIR [--event FILE] [--run-id ID] [--repo DIR] [--dry-run] [--json]
  patchbay review [--base REF] [--focus TEXT] [--json] [--repo DIR] [--model PROVIDER/NAME | replay:FILE]
  patchbay mcp list [--config FILE] [--json]
  patchbay mcp call SERVER TOOL [JSON] [--config FILE]
  patchbay mcp login SERVER [--config FILE] [--port N]
  patchbay policy check TOOL [JSON] [--config FILE] [--json]
  patchbay config check [--config FILE] [--repo DIR] [--json]
  patchbay skills [--repo DIR] [--json]
  patchbay checkpoints [--branch B] [--repo DIR] [--json]
  patchbay branches [--prune] [--repo DIR]
  patchbay restore STEP [--branch B] [--repo DIR]
  patchbay init [--repo DIR] [--review] [--force]
  patchbay sandbox check
  patchbay matrix --label L | --query Q [--limit N] [--repository OWNER/NAME]
  patchbay ledger [--days N] [--json] [--repo DIR]

Add --debug to any command for stack traces.`;
/** Subcommands load lazily: `patchbay config check` should not pay for the AI SDK. */
const COMMANDS = {
    run: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(7983), __webpack_require__.e(298), __webpack_require__.e(4504), __webpack_require__.e(1553), __webpack_require__.e(5106), __webpack_require__.e(7928), __webpack_require__.e(4580), __webpack_require__.e(7696)]).then(__webpack_require__.bind(__webpack_require__, 84580))).runCommand,
    review: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(298), __webpack_require__.e(4504), __webpack_require__.e(1553), __webpack_require__.e(5106), __webpack_require__.e(7928), __webpack_require__.e(332)]).then(__webpack_require__.bind(__webpack_require__, 90332))).reviewCommand,
    publish: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(7983), __webpack_require__.e(4006), __webpack_require__.e(298), __webpack_require__.e(4504), __webpack_require__.e(1553), __webpack_require__.e(5106), __webpack_require__.e(201), __webpack_require__.e(2055), __webpack_require__.e(7928), __webpack_require__.e(6500), __webpack_require__.e(5163), __webpack_require__.e(3306), __webpack_require__.e(6294), __webpack_require__.e(4580), __webpack_require__.e(7493)]).then(__webpack_require__.bind(__webpack_require__, 87493))).publishCommand,
    config: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(4006), __webpack_require__.e(4504), __webpack_require__.e(1553), __webpack_require__.e(9306), __webpack_require__.e(5671)]).then(__webpack_require__.bind(__webpack_require__, 95671))).configCommand,
    skills: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(9306), __webpack_require__.e(2526)]).then(__webpack_require__.bind(__webpack_require__, 79306))).skillsCommand,
    mcp: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(4405), __webpack_require__.e(2956), __webpack_require__.e(4504), __webpack_require__.e(1553), __webpack_require__.e(9779), __webpack_require__.e(8599), __webpack_require__.e(4277)]).then(__webpack_require__.bind(__webpack_require__, 78774))).mcpCommand,
    policy: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(8815), __webpack_require__.e(4006), __webpack_require__.e(4405), __webpack_require__.e(2956), __webpack_require__.e(4504), __webpack_require__.e(1553), __webpack_require__.e(201), __webpack_require__.e(6500), __webpack_require__.e(9779), __webpack_require__.e(8599), __webpack_require__.e(5428)]).then(__webpack_require__.bind(__webpack_require__, 5891))).policyCommand,
    checkpoints: async () => (await __webpack_require__.e(/* import() */ 3393).then(__webpack_require__.bind(__webpack_require__, 23393))).checkpointsCommand,
    branches: async () => (await __webpack_require__.e(/* import() */ 4).then(__webpack_require__.bind(__webpack_require__, 90004))).branchesCommand,
    restore: async () => (await __webpack_require__.e(/* import() */ 3393).then(__webpack_require__.bind(__webpack_require__, 23393))).restoreCommand,
    init: async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1807)]).then(__webpack_require__.bind(__webpack_require__, 91807))).initCommand,
    sandbox: async () => (await Promise.all(/* import() */[__webpack_require__.e(9779), __webpack_require__.e(84)]).then(__webpack_require__.bind(__webpack_require__, 68712))).sandboxCommand,
    matrix: async () => (await Promise.all(/* import() */[__webpack_require__.e(7983), __webpack_require__.e(7755)]).then(__webpack_require__.bind(__webpack_require__, 87755))).matrixCommand,
    ledger: async () => (await Promise.all(/* import() */[__webpack_require__.e(8343), __webpack_require__.e(9728)]).then(__webpack_require__.bind(__webpack_require__, 79728))).ledgerCommand,
};
async function main(argv, io) {
    const debug = argv.includes("--debug");
    const args = argv.filter((a) => a !== "--debug");
    const [first, ...afterFirst] = args;
    // `patchbay help run` is `patchbay run --help`.
    const helpFor = first === "help" && afterFirst[0] ? afterFirst[0] : undefined;
    const [name, ...rest] = helpFor ? [helpFor, ...afterFirst.slice(1), "--help"] : args;
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
        const guess = (0,suggest/* nearest */.p)(name, Object.keys(COMMANDS));
        io.stderr(`patchbay: unknown command "${name}"${guess ? ` — did you mean "${guess}"?` : ""}\n\n${HELP}\n`);
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
        // Exit code 0 is an answer (`--help`), so it goes to stdout where `| less` finds it.
        if (error.exitCode === 0)
            io.stdout(`${error.message}\n`);
        else
            io.stderr(`patchbay: ${error.message}\n`);
        return error.exitCode;
    }
    // A fault of the machine (a full disk) is one sentence with what to do, not a bug to report.
    const fault = (0,faults/* describeFault */.Qx)(error);
    if (fault) {
        io.stderr(`patchbay: ${fault}\n`);
        if (debug && error instanceof Error && error.stack)
            io.stderr(`${error.stack}\n`);
        return 1;
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
    const stdout = writerThatOutlivesItsReader(process.stdout);
    const stderr = writerThatOutlivesItsReader(process.stderr);
    const isTTY = Boolean(process.stdin.isTTY && process.stdout.isTTY);
    return main(argv, {
        stdout,
        stderr,
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
/**
 * `patchbay run … | head` closes our stdout early: the reader has seen enough, but
 * the run has not finished — it goes on, its commits and transcript complete, and
 * what it would have printed is dropped. (Ending there would cancel it halfway.)
 * Anything but a closed pipe on the stream still throws.
 */
function writerThatOutlivesItsReader(stream) {
    let gone = false;
    stream.on("error", (error) => {
        if (error.code !== "EPIPE")
            throw error;
        gone = true;
    });
    return (text) => {
        if (!gone)
            stream.write(text);
    };
}


/***/ }),

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ formatProblem),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
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

/***/ 42784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ nearest)
/* harmony export */ });
/** "Did you mean": the nearest candidate by edit distance, when it is near enough to be a typo. */
function nearest(word, candidates) {
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
        const d = distance(word.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    const allowed = Math.max(1, Math.floor(word.length / 3));
    return bestDistance <= allowed ? best : undefined;
}
/** Damerau–Levenshtein (optimal string alignment): a swapped pair of letters counts as one typo. */
function distance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            const row = d[i];
            const prev = d[i - 1];
            let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                v = Math.min(v, d[i - 2][j - 2] + 1);
            }
            row[j] = v;
        }
    }
    return d[a.length][b.length];
}


/***/ }),

/***/ 48003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ describeFault),
/* harmony export */   RW: () => (/* binding */ faultSummary),
/* harmony export */   kS: () => (/* binding */ EnvironmentFault)
/* harmony export */ });
/**
 * Faults of the machine, not of Patchbay (docs/decisions/0012-faults-leave-the-repository-consistent.md): a full disk, a quota, a
 * read-only file system, memory, a lock another program holds. A run that meets
 * one ends with a sentence naming it and what to do — never "Internal error …
 * please report this", which sends people to file a bug about their disk.
 *
 * Recognised by the errno code Node gives (ENOSPC…) or by the words the C library
 * and git print ("No space left on device"), anywhere in an error's message or
 * cause chain: a git process reports the fault on stderr, which becomes part of
 * the error Patchbay throws.
 */
/** An error Patchbay raises itself for a fault of the environment (a lock another process holds). */
class EnvironmentFault extends Error {
    fault;
    constructor(message, fault) {
        super(message);
        this.fault = fault;
        this.name = "EnvironmentFault";
    }
}
const KINDS = [
    {
        kind: "disk_full",
        codes: ["ENOSPC"],
        // git's own words for it: "sha1 file '…' write error. Out of diskspace".
        words: /No space left on device|Out of diskspace/i,
        what: "the disk is full",
        todo: "free some space (or give the job a bigger disk) and run again",
    },
    {
        kind: "quota",
        codes: ["EDQUOT"],
        words: /Disk quota exceeded/i,
        what: "the disk quota is used up",
        todo: "free some space within the quota and run again",
    },
    {
        kind: "read_only",
        codes: ["EROFS"],
        words: /Read-only file system/i,
        what: "the file system is read-only",
        todo: "run Patchbay on a checkout it can write to",
    },
    {
        kind: "memory",
        codes: ["ENOMEM"],
        words: /Cannot allocate memory|Out of memory/i,
        what: "the machine ran out of memory",
        todo: "give the job more memory, or close what else is running, and run again",
    },
    {
        kind: "files",
        codes: ["EMFILE", "ENFILE"],
        words: /Too many open files/i,
        what: "the process ran out of file descriptors",
        todo: "raise the open-files limit (ulimit -n) and run again",
    },
];
function* chain(error) {
    const seen = new Set();
    for (let e = error; e !== undefined && e !== null && !seen.has(e); e = e.cause) {
        seen.add(e);
        yield e;
    }
}
/**
 * What the tool said, in its words, up to the words that name the fault: the end
 * of the line that has them ("fatal: sha1 file '…' write error. Out of diskspace"),
 * not the command line in front of it.
 */
function evidence(text, words) {
    const line = (text.split("\n").find((l) => words.test(l)) ?? text).replace(/\s+/g, " ").trim();
    const match = words.exec(line);
    const end = match ? match.index + match[0].length : line.length;
    const start = Math.max(0, line.lastIndexOf("fatal:", end), line.lastIndexOf("error:", end), end - 200);
    return `${start > 0 && !/^(fatal|error):/.test(line.slice(start)) ? "…" : ""}${line.slice(start, end)}`;
}
/**
 * A sentence for people when `error` is a fault of the environment, else undefined.
 * `doing` says what Patchbay was doing ("writing a checkpoint").
 */
function describeFault(error, doing) {
    for (const e of chain(error)) {
        if (e instanceof EnvironmentFault)
            return e.message;
        const code = e.code;
        const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
        for (const k of KINDS) {
            if ((typeof code === "string" && k.codes.includes(code)) || k.words.test(message)) {
                const where = doing ? ` while ${doing}` : "";
                return `Stopped because ${k.what}${where} (${evidence(message, k.words) || code}): ${k.todo}. The commits made so far are kept.`;
            }
        }
    }
    return undefined;
}
/** For a warning: what the fault is and the tool's words ("the disk is full (…)"), or undefined. */
function faultSummary(error) {
    for (const e of chain(error)) {
        if (e instanceof EnvironmentFault)
            return e.message;
        const code = e.code;
        const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
        const k = KINDS.find((k) => (typeof code === "string" && k.codes.includes(code)) || k.words.test(message));
        if (k)
            return `${k.what} (${evidence(message, k.words) || code})`;
    }
    return undefined;
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
