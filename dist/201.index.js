export const id = 201;
export const ids = [201];
export const modules = {

/***/ 31899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GH: () => (/* binding */ loadShellSyntax),
/* harmony export */   Ln: () => (/* binding */ span),
/* harmony export */   a9: () => (/* binding */ nodes),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   wg: () => (/* binding */ ShellParseError)
/* harmony export */ });
/**
 * Loading mvdan/sh (a real bash parser, compiled to plain JavaScript, so there is
 * no WASM file to ship next to dist/) and reading its Go nodes safely. The nodes
 * are foreign objects with getters and methods; every read goes through the
 * checked accessors below, so an unexpected shape reads as "missing" and the
 * caller denies instead of crashing.
 */
class ShellParseError extends Error {
    constructor(message) {
        super(message);
        this.name = "ShellParseError";
    }
}
function isNode(value) {
    return typeof value === "object" && value !== null;
}
function prop(node, key) {
    return isNode(node) ? Reflect.get(node, key) : undefined;
}
function nodes(node, key) {
    const value = prop(node, key);
    return Array.isArray(value) ? value.filter(isNode) : [];
}
function child(node, key) {
    const value = prop(node, key);
    return isNode(value) ? value : undefined;
}
function str(node, key) {
    const value = prop(node, key);
    return typeof value === "string" ? value : undefined;
}
function num(node, key) {
    const value = prop(node, key);
    return typeof value === "number" ? value : undefined;
}
function bool(node, key) {
    return prop(node, key) === true;
}
function call(node, method) {
    const fn = prop(node, method);
    return typeof fn === "function" ? Reflect.apply(fn, node, []) : undefined;
}
/** Byte offsets [start, end) of a node in the UTF-8 source. */
function span(node) {
    const start = call(call(node, "Pos"), "Offset");
    const end = call(call(node, "End"), "Offset");
    return typeof start === "number" && typeof end === "number" ? [start, end] : undefined;
}
function parseErrorMessage(e) {
    const text = call(e, "Error");
    if (typeof text === "string")
        return text;
    if (e instanceof Error)
        return e.message;
    return "the parser rejected it";
}
let loading;
/**
 * Loads the parser once per process (about 50 ms), on first use rather than at
 * import time, so start-up does not pay for it when no command is judged.
 */
function loadShellSyntax() {
    // GopherJS changes globals when it loads: Error.stackTraceLimit = Infinity (which makes
    // every Error in the process costly), and `require` and `sh` on globalThis. Put them back.
    if (loading)
        return loading;
    const saved = { stackTraceLimit: Error.stackTraceLimit, ...savedGlobals() };
    loading = __webpack_require__.e(/* import() */ 2914).then(__webpack_require__.t.bind(__webpack_require__, 62914, 23)).then((mod) => {
        Error.stackTraceLimit = saved.stackTraceLimit;
        restoreGlobals(saved);
        const syntax = mod.default.syntax;
        const parser = syntax.NewParser(syntax.Variant(syntax.LangBash));
        const parse = (src) => {
            let file;
            try {
                file = parser.Parse(src, "");
            }
            catch (e) {
                throw new ShellParseError(parseErrorMessage(e));
            }
            if (!isNode(file))
                throw new ShellParseError("the parser returned nothing");
            return file;
        };
        const nodeType = (node) => syntax.NodeType(node);
        const walk = (node, visit) => syntax.Walk(node, (n) => (isNode(n) ? visit(n) : true));
        return { parse, nodeType, walk, ops: learnOps(parse) };
    });
    return loading;
}
const GLOBALS = ["require", "sh"];
function savedGlobals() {
    const had = {};
    const values = {};
    for (const name of GLOBALS) {
        had[name] = Object.hasOwn(globalThis, name);
        values[name] = Reflect.get(globalThis, name);
    }
    return { had, values };
}
function restoreGlobals(saved) {
    for (const name of GLOBALS) {
        if (saved.had[name])
            Reflect.set(globalThis, name, saved.values[name]);
        else
            Reflect.deleteProperty(globalThis, name);
    }
}
function binaryOp(parse, src) {
    const op = num(child(nodes(parse(src), "Stmts")[0], "Cmd"), "Op");
    if (op === undefined)
        throw new ShellParseError(`cannot learn the operator code of ${src}`);
    return op;
}
/** Redirect spellings, each with a sample that produces it. */
const REDIRECT_SAMPLES = [
    [">", "a > f"],
    [">>", "a >> f"],
    ["<", "a < f"],
    ["<>", "a <> f"],
    [">&", "a >& 2"],
    ["<&", "a <& 0"],
    [">|", "a >| f"],
    ["<<", "a << E\nE\n"],
    ["<<-", "a <<- E\nE\n"],
    ["<<<", "a <<< w"],
    ["&>", "a &> f"],
    ["&>>", "a &>> f"],
];
function learnOps(parse) {
    const redirects = new Map();
    for (const [spelling, sample] of REDIRECT_SAMPLES) {
        const op = num(nodes(nodes(parse(sample), "Stmts")[0], "Redirs")[0], "Op");
        if (op !== undefined)
            redirects.set(op, spelling);
    }
    return {
        and: binaryOp(parse, "a && b"),
        or: binaryOp(parse, "a || b"),
        pipe: binaryOp(parse, "a | b"),
        pipeAll: binaryOp(parse, "a |& b"),
        redirects,
    };
}


/***/ }),

/***/ 29359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ characterProblem),
/* harmony export */   U: () => (/* binding */ showHidden)
/* harmony export */ });
/* harmony import */ var _ast_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31899);
/**
 * Characters that make a command read differently than it runs. A person
 * approving `npm test` must see what bash will run: a carriage return can
 * overwrite the line in a terminal, U+2028/U+2029/U+0085 break it in a browser
 * but not for bash, bidi controls reorder what follows them (Trojan Source,
 * CVE-2021-42574), and zero-width or other format characters are not seen at all.
 *
 * Where they are refused:
 * - outside quotes, every such character, and every line break that starts a
 *   new command (approval comments and the model's own summaries show a command
 *   on one line, so `npm test⏎rm -rf x` reads as one call; Cline refuses it too);
 * - inside quotes and here-documents a line break, carriage return, line
 *   separator or zero-width character is data for the program (a commit message,
 *   a printf format) and is allowed — comments show it escaped (tools/describe-input.ts);
 * - bidi controls everywhere, quoted or not: they reorder the rest of the line
 *   on screen, including the unquoted part after the closing quote.
 */

const NAMES = {
    8: "BACKSPACE",
    11: "LINE TABULATION",
    12: "FORM FEED",
    13: "CARRIAGE RETURN",
    27: "ESCAPE",
    127: "DELETE",
    133: "NEXT LINE",
    160: "NO-BREAK SPACE",
    173: "SOFT HYPHEN",
    1564: "ARABIC LETTER MARK",
    6158: "MONGOLIAN VOWEL SEPARATOR",
    8203: "ZERO WIDTH SPACE",
    8204: "ZERO WIDTH NON-JOINER",
    8205: "ZERO WIDTH JOINER",
    8206: "LEFT-TO-RIGHT MARK",
    8207: "RIGHT-TO-LEFT MARK",
    8232: "LINE SEPARATOR",
    8233: "PARAGRAPH SEPARATOR",
    8234: "LEFT-TO-RIGHT EMBEDDING",
    8235: "RIGHT-TO-LEFT EMBEDDING",
    8236: "POP DIRECTIONAL FORMATTING",
    8237: "LEFT-TO-RIGHT OVERRIDE",
    8238: "RIGHT-TO-LEFT OVERRIDE",
    8288: "WORD JOINER",
    8294: "LEFT-TO-RIGHT ISOLATE",
    8295: "RIGHT-TO-LEFT ISOLATE",
    8296: "FIRST STRONG ISOLATE",
    8297: "POP DIRECTIONAL ISOLATE",
    65279: "ZERO WIDTH NO-BREAK SPACE",
};
/** Reorders the display of what follows: refused even inside quotes. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Not seen, or seen as something else: controls (but tab and newline), format characters, line/paragraph separators, unusual spaces. */
const HIDDEN = /[^\P{Cc}\t\n]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/u;
/** "U+2028 LINE SEPARATOR", or a category for characters without a listed name. */
function characterName(ch) {
    const cp = ch.codePointAt(0) ?? 0;
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = NAMES[cp] ??
        (/\p{Cc}/u.test(ch)
            ? "(a control character)"
            : /\p{Zs}/u.test(ch)
                ? "(a space that is not U+0020)"
                : "(an invisible format character)");
    return `${code} ${name}`;
}
/** The text with line breaks shown as ⏎ and hidden characters as ⟨U+200B⟩, for reasons people and models read. */
function showHidden(text) {
    return text
        .replace(/\n/g, "⏎")
        .replace(new RegExp(`${HIDDEN.source}|${BIDI.source}`, "gu"), (ch) => `⟨${characterName(ch).split(" ")[0]}⟩`);
}
/**
 * Byte ranges of data the shell does not split or run: single-quoted strings,
 * the literal parts of double-quoted strings, and here-document bodies (with
 * the line break that ends the line they start on).
 */
function dataRanges(sh, file) {
    const ranges = [];
    const add = (node, widen = 0) => {
        const s = node && (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .span */ .Ln)(node);
        if (s)
            ranges.push([s[0] - widen, s[1]]);
    };
    sh.walk(file, (n) => {
        const type = sh.nodeType(n);
        if (type === "SglQuoted")
            add(n);
        else if (type === "DblQuoted") {
            for (const part of (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(n, "Parts"))
                if (sh.nodeType(part) === "Lit")
                    add(part);
        }
        else if (type === "Redirect") {
            const body = (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .child */ .jf)(n, "Hdoc");
            if (body) {
                add(body, 1);
                for (const part of (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(body, "Parts"))
                    if (sh.nodeType(part) === "Lit")
                        add(part);
            }
        }
        return true;
    });
    return ranges;
}
function inside(ranges, at) {
    return ranges.some(([s, e]) => at >= s && at < e);
}
/**
 * Why the command must be refused for a character in it, or undefined. `file`
 * is the parsed command; without it (the command did not parse) every
 * character counts as outside quotes.
 */
function characterProblem(command, sh, file) {
    // Walking the syntax tree is slow: only a command with something to find pays for it.
    if (!/[^\P{Cc}\t]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/u.test(command.replace(/^[ \t\n]+|[ \t\n]+$/g, "")))
        return undefined;
    const data = sh && file ? dataRanges(sh, file) : [];
    const firstCode = command.search(/[^ \t\n]/);
    const lastCode = command.search(/[ \t\n]*$/);
    let byte = 0;
    let line = 1;
    let column = 0;
    let index = 0;
    for (const ch of command) {
        column++;
        const quoted = inside(data, byte);
        const where = `${line > 1 || command.includes("\n") ? `line ${line}, ` : ""}column ${column}`;
        if (ch === "\n") {
            const continued = /(^|[^\\])(\\\\)*\\$/.test(command.slice(0, index));
            if (!quoted && !continued && index > firstCode && index < lastCode)
                return `a line break outside quotes at ${where} splits the command over lines, which approval comments show as one line; write it on one line, joining commands with && or ;`;
            line++;
            column = 0;
        }
        else if (BIDI.test(ch)) {
            return `the command contains ${characterName(ch)} at ${where}${quoted ? " (inside quotes)" : ""}, which reorders how the rest of the line is shown; remove it`;
        }
        else if (!quoted && HIDDEN.test(ch)) {
            return `the command contains ${characterName(ch)} at ${where} outside quotes, which makes it look different than what runs; remove it`;
        }
        byte += Buffer.byteLength(ch, "utf8");
        index += ch.length;
    }
    return undefined;
}


/***/ }),

/***/ 70201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ analyzeCommand)
});

// EXTERNAL MODULE: ./src/policy/shell/ast.ts
var ast = __webpack_require__(31899);
// EXTERNAL MODULE: ./src/policy/shell/characters.ts
var characters = __webpack_require__(29359);
;// CONCATENATED MODULE: ./src/policy/shell/words.ts
/**
 * Shell words as the policy compares them: the value bash would pass to the
 * program after quote removal, or, when the word depends on run-time expansion
 * ($VAR, globs in ANSI-C quotes, arithmetic), its source text and no value.
 */

/** Unescaped `*`, `?`, a `[…]` class, or a `{…,…}`/`{a..b}` brace expression, in unquoted text. */
function expandable(litValue) {
    const bare = litValue.replace(/\\[\s\S]/g, "");
    return /[*?]|\[[^\]]+\]/.test(bare) || /\{[^}]*(,|\.\.)[^}]*\}/.test(bare);
}
/** The command source as UTF-8 bytes: mvdan/sh reports byte offsets. */
class Source {
    text;
    bytes;
    constructor(text) {
        this.text = text;
        this.bytes = Buffer.from(text, "utf8");
    }
    slice(node) {
        const s = (0,ast/* span */.Ln)(node);
        return s ? this.bytes.subarray(s[0], s[1]).toString("utf8") : "";
    }
}
/** Backslash removal outside quotes: `\x` is x, a backslash-newline disappears. */
function unescapeBare(text) {
    return text.replace(/\\(\n|[\s\S])?/g, (_m, c) => (c === undefined || c === "\n" ? "" : c));
}
/** Inside double quotes a backslash escapes only $ ` " \ and newline. */
function unescapeDouble(text) {
    return text.replace(/\\([$`"\\\n])/g, (_m, c) => (c === "\n" ? "" : c));
}
function partValue(sh, part, quoted) {
    switch (sh.nodeType(part)) {
        case "Lit": {
            const value = (0,ast/* str */.gx)(part, "Value");
            if (value === undefined)
                return undefined;
            return quoted ? unescapeDouble(value) : unescapeBare(value);
        }
        case "SglQuoted":
            // $'…' has escapes bash decodes at run time; keep it dynamic rather than re-implement them.
            return (0,ast/* bool */.lc)(part, "Dollar") ? undefined : (0,ast/* str */.gx)(part, "Value");
        case "DblQuoted": {
            if ((0,ast/* bool */.lc)(part, "Dollar"))
                return undefined; // $"…" is locale translation
            let out = "";
            for (const inner of (0,ast/* nodes */.a9)(part, "Parts")) {
                const v = partValue(sh, inner, true);
                if (v === undefined)
                    return undefined;
                out += v;
            }
            return out;
        }
        default:
            return undefined; // ParamExp, CmdSubst, ArithmExp, ProcSubst, ExtGlob, BraceExp
    }
}
function readWord(sh, src, word) {
    let value = "";
    let expands = false;
    for (const part of (0,ast/* nodes */.a9)(word, "Parts")) {
        if (sh.nodeType(part) === "Lit" && expandable((0,ast/* str */.gx)(part, "Value") ?? ""))
            expands = true;
        const v = partValue(sh, part, false);
        if (v === undefined) {
            value = undefined;
            break;
        }
        value += v;
    }
    // Reading positions from the Go objects is slow (~0.1 ms): only dynamic words need their source.
    return { value, raw: value === undefined ? src.slice(word) : quoteWord(value), expands };
}
/** Plain words print as they are; anything with spaces or shell characters is single-quoted. */
function renderWord(word) {
    if (word.value === undefined)
        return word.raw;
    return quoteWord(word.value);
}
function quoteWord(value) {
    if (value === "")
        return "''";
    if (/^[A-Za-z0-9_@%+=:,./*?{}~^[\]!#-]+$/.test(value))
        return value;
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
function renderWords(words) {
    return words.map(renderWord).join(" ");
}

;// CONCATENATED MODULE: ./src/policy/shell/options.ts
const RUNS = "runs a program of its choosing";
const WRITES = "writes to any file, outside the workspace too";
const GIT_GLOBAL = {
    "-c": "sets any git configuration, such as core.pager or an alias that runs a program",
    "--config-env": "sets any git configuration from an environment variable",
    "--exec-path": "makes git run its subcommands from another directory",
};
const GIT = {
    "--output": WRITES,
    "--no-index": "compares any files, outside the repository too",
    "--ext-diff": `${RUNS} (diff.external)`,
    "--textconv": `${RUNS} (a textconv filter)`,
    "--upload-pack": RUNS,
    "--receive-pack": RUNS,
    "--exec": RUNS,
    "--extcmd": RUNS,
};
/** Exact options that are prefixes of hazardous ones, so not abbreviations of them. */
const NOT_ABBREVIATIONS = new Set(["--text", "--no"]);
const PACKAGE_MANAGER = {
    "--script-shell": "runs package scripts with a shell of its choosing",
    "--node-options": "passes options such as --require to every node process",
    "--userconfig": "loads npm settings (script-shell, node-options) from any file",
    "--globalconfig": "loads npm settings (script-shell, node-options) from any file",
};
const SHELL_STRING = "runs a shell command string";
const CALL = { "--call": SHELL_STRING };
const PNPM_SHELL = { "--shell-mode": SHELL_STRING };
const SHORT_C = { c: SHELL_STRING };
const NODE_LONG = {
    "--eval": "runs code given on the command line",
    "--print": "runs code given on the command line",
    "--require": "loads any module before the script",
    "--import": "loads any module before the script",
    "--loader": "loads any module as a loader",
    "--experimental-loader": "loads any module as a loader",
};
const NODE_SHORT = {
    e: NODE_LONG["--eval"] ?? "",
    p: NODE_LONG["--print"] ?? "",
    r: NODE_LONG["--require"] ?? "",
};
const FIND = {
    "-exec": RUNS,
    "-execdir": RUNS,
    "-ok": RUNS,
    "-okdir": RUNS,
    "-delete": "deletes every file it finds",
    "-fprint": WRITES,
    "-fprint0": WRITES,
    "-fprintf": WRITES,
    "-fls": WRITES,
};
const TAR_LONG = {
    "--to-command": RUNS,
    "--checkpoint-action": RUNS,
    "--use-compress-program": RUNS,
    "--rsh-command": RUNS,
    "--info-script": RUNS,
    "--new-volume-script": RUNS,
};
const TAR_SHORT = { I: RUNS, F: RUNS };
const RSYNC_LONG = { "--rsh": RUNS, "--rsync-path": RUNS };
const RSYNC_SHORT = { e: RUNS };
const SORT_LONG = { "--compress-program": RUNS };
const SED_SHORT = { i: "edits files in place", f: "reads a script (which may run commands) from a file" };
const SED_LONG = { "--in-place": SED_SHORT.i ?? "", "--file": SED_SHORT.f ?? "" };
/** Programs with hazardous options; xargs feeding one of them arguments from its input is a hazard too. */
const HAZARD_PROGRAMS = new Set([
    "git",
    "npm",
    "npx",
    "yarn",
    "pnpm",
    "node",
    "nodejs",
    "find",
    "sed",
    "tar",
    "rsync",
    "sort",
]);
function longMatch(word, table, abbreviations) {
    if (!word.startsWith("--"))
        return undefined;
    const name = word.split("=")[0] ?? word;
    if (table[name] !== undefined)
        return name;
    if (!abbreviations || name.length < 5 || NOT_ABBREVIATIONS.has(name))
        return undefined;
    return Object.keys(table).find((option) => option.startsWith(name));
}
/** The first hazardous letter of a short-option cluster, before any letter that takes a value. */
function shortMatch(word, table, valued) {
    if (!/^-[^-]/.test(word))
        return undefined;
    for (const letter of word.slice(1)) {
        if (table[letter] !== undefined)
            return `-${letter}`;
        if (valued.includes(letter))
            return undefined;
    }
    return undefined;
}
/**
 * A word only known at run time (`$X`, `"$@"`) could be any option: `X=--output=/x; git diff $X`.
 * A rule names it as written (`allow_options: ["$X"]`, or a pattern with `$X` in it).
 */
function unknownWord(word) {
    return {
        option: word.raw,
        text: word.raw,
        why: "is only known at run time, so it could be any of the program's options",
    };
}
function scan(args, spec) {
    const found = [];
    for (const word of args) {
        const w = word.value;
        if (w === undefined) {
            found.push(unknownWord(word));
            if (spec.untilPositional)
                break;
            continue;
        }
        if (w === "--")
            break;
        if (spec.untilPositional && !w.startsWith("-"))
            break;
        const long = longMatch(w, spec.long, spec.abbreviations === true);
        const short = spec.short ? shortMatch(w, spec.short, spec.valued ?? "") : undefined;
        const option = long ?? short;
        if (option)
            found.push({ option, text: word.raw, why: spec.long[option] ?? spec.short?.[option.slice(1)] ?? RUNS });
    }
    return found;
}
function git(args) {
    const found = [];
    let i = 0;
    for (; i < args.length; i++) {
        const w = args[i]?.value;
        if (w === undefined) {
            found.push(unknownWord(args[i] ?? { value: undefined, raw: "" }));
            return found; // the subcommand is unknown too
        }
        if (!w.startsWith("-"))
            break;
        const option = w === "-c" ? "-c" : longMatch(w, GIT_GLOBAL, true);
        if (option && (option !== "--exec-path" || w.includes("=")))
            found.push({
                option,
                text: [w, ...(option === "-c" ? [args[i + 1]?.raw ?? ""] : [])].join(" ").trim(),
                why: GIT_GLOBAL[option] ?? RUNS,
            });
        if (["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix"].includes(w))
            i++;
    }
    const sub = args[i]?.value;
    const rest = args.slice(i + 1);
    found.push(...scan(rest, { long: GIT, abbreviations: true }));
    const short = sub === "clone" ? { u: RUNS } : sub === "rebase" || sub === "difftool" ? { x: RUNS } : {};
    found.push(...scan(rest, { long: {}, short, valued: "bcCjoOX" }).filter((h) => h.option.startsWith("-")));
    return found;
}
function packageManager(prog, args) {
    const found = scan(args, { long: PACKAGE_MANAGER, abbreviations: true });
    const sub = args.findIndex((a) => a.value !== undefined && !a.value.startsWith("-"));
    const verb = args[sub]?.value;
    const shellString = (words, long) => scan(words, { long, short: SHORT_C, untilPositional: true }).filter((h) => h.option.startsWith("-"));
    if (prog === "npx")
        found.push(...shellString(args, CALL));
    else if (prog === "npm" && (verb === "exec" || verb === "x"))
        found.push(...shellString(args.slice(sub + 1), CALL));
    else if (prog === "pnpm" && (verb === "exec" || verb === "dlx"))
        found.push(...shellString(args.slice(sub + 1), PNPM_SHELL));
    return found;
}
/** `e` and `w` commands (and the `e`/`w` flags of `s`) in a sed script: they run commands and write files. */
function sedScriptHazards(script, text) {
    const found = [];
    const add = (option, why) => found.push({ option, text, why });
    const s = script;
    let i = 0;
    const until = (stop) => {
        while (i < s.length && !stop.test(s.charAt(i)))
            i++;
    };
    const delimited = (delim) => {
        while (i < s.length && s.charAt(i) !== delim)
            i += s.charAt(i) === "\\" ? 2 : 1;
        i++;
    };
    while (i < s.length) {
        until(/[^\s;]/);
        // Addresses: line numbers, $, /regex/, \cregexc, ranges and negation.
        for (;;) {
            const c = s.charAt(i);
            if (/[0-9$~+,!]/.test(c))
                i++;
            else if (c === "/") {
                i++;
                delimited("/");
                until(/[^IM]/);
            }
            else if (c === "\\") {
                const d = s.charAt(i + 1);
                i += 2;
                delimited(d);
            }
            else
                break;
        }
        const c = s.charAt(i++);
        if (c === "e")
            add("e", "runs a shell command (the sed e command)");
        else if (c === "w" || c === "W")
            add("w", WRITES);
        else if (c === "s" || c === "y") {
            const d = s.charAt(i++);
            delimited(d);
            delimited(d);
            if (c === "s") {
                const flags = /^[0-9gpiImMew]*/.exec(s.slice(i))?.[0] ?? "";
                if (flags.includes("e"))
                    add("e", "runs the pattern space as a shell command (the e flag of s)");
                if (flags.includes("w"))
                    add("w", WRITES);
                i += flags.length;
                if (flags.includes("w"))
                    until(/\n/);
            }
        }
        else if (/[#:btTaicrR]/.test(c))
            until(/[\n;]/);
    }
    return found;
}
function sed(args) {
    const found = scan(args, { long: SED_LONG, short: SED_SHORT, valued: "efl" });
    let scripted = false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i]?.value ?? "";
        const next = args[i + 1];
        if (w === "-e" || w === "--expression") {
            scripted = true;
            if (next?.value !== undefined)
                found.push(...sedScriptHazards(next.value, next.raw));
            i++;
        }
        else if (w.startsWith("--expression=")) {
            scripted = true;
            found.push(...sedScriptHazards(w.slice(13), args[i]?.raw ?? w));
        }
        else if (/^-[^-]*[ef]/.test(w))
            scripted = true;
    }
    const first = args.find((a) => a.value !== undefined && !a.value.startsWith("-"));
    if (!scripted && first?.value !== undefined)
        found.push(...sedScriptHazards(first.value, first.raw));
    return found;
}
function tar(args) {
    const first = args[0]?.value;
    // `tar xIf …`: the first word may be a cluster without its dash.
    const words = first && /^[A-Za-z]+$/.test(first) ? [{ value: `-${first}`, raw: args[0]?.raw ?? first }, ...args.slice(1)] : args;
    return scan(words, { long: TAR_LONG, short: TAR_SHORT, valued: "bCfgHKLNTVX", abbreviations: true });
}
/** The hazardous options a program is given, per the table above; none for programs it does not list. */
function hazardousOptions(prog, args) {
    switch (prog) {
        case "git":
            return git(args);
        case "npm":
        case "npx":
        case "yarn":
        case "pnpm":
            return packageManager(prog, args);
        case "node":
        case "nodejs":
            return scan(args, { long: NODE_LONG, short: NODE_SHORT, valued: "C", untilPositional: true });
        case "find":
            return args.flatMap((a) => a.value === undefined
                ? [unknownWord(a)]
                : FIND[a.value]
                    ? [{ option: a.value, text: a.raw, why: FIND[a.value] ?? RUNS }]
                    : []);
        case "sed":
            return sed(args);
        case "tar":
            return tar(args);
        case "rsync":
            return scan(args, { long: RSYNC_LONG, short: RSYNC_SHORT, valued: "BfMT", abbreviations: true });
        case "sort":
            return scan(args, { long: SORT_LONG, abbreviations: true });
        default:
            return [];
    }
}

;// CONCATENATED MODULE: ./src/policy/shell/wrappers.ts
/**
 * Commands that run other commands. The inner command is judged like any other
 * segment: `timeout 60 npm test` needs `npm test` to be allowed, and
 * `env FOO=1 curl x` is caught by `deny: curl *`. The wrapper itself is also
 * shown to deny/ask rules (so `deny: sudo *` works) and, for sudo and find,
 * must be allowed in its own right. Script strings (`bash -c`, `eval`) are
 * parsed again; a script only known at run time cannot be judged and is refused.
 */


/** Index of the first word after the options, or undefined when a word is only known at run time. */
function skipOptions(words, spec, from = 0) {
    let i = from;
    while (i < words.length) {
        const w = words[i]?.value;
        if (w === undefined)
            return undefined;
        if (w === "--")
            return i + 1;
        if (!w.startsWith("-") || w === "-")
            return i;
        if (w.startsWith("--")) {
            i += !w.includes("=") && spec.long?.includes(w) ? 2 : 1;
            continue;
        }
        let takesNext = false;
        for (let k = 1; k < w.length; k++) {
            if (spec.short?.includes(w.charAt(k))) {
                takesNext = k === w.length - 1; // a value attached to the cluster ends it
                break;
            }
        }
        i += takesNext ? 2 : 1;
    }
    return i;
}
function usedOption(words, end, short, long) {
    return words
        .slice(0, end)
        .some((w) => w.value === long ||
        w.value?.startsWith(`${long}=`) ||
        (w.value?.startsWith("-") && !w.value.startsWith("--") && w.value.slice(1).includes(short)));
}
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
/** `NAME=value` words before the command (env, sudo): dropped unless the variable matters. */
function assignments(words, from, sensitive) {
    const kept = [];
    let i = from;
    for (; i < words.length; i++) {
        const word = words[i];
        const m = word?.value?.match(ASSIGNMENT);
        if (!word || !m)
            break;
        if (sensitive.test(m[1] ?? ""))
            kept.push(renderWords([word]));
    }
    return { next: i, kept };
}
function wrapAt(words, index, self = "wrapper") {
    if (index === undefined)
        return { kind: "refuse", reason: "an option of this wrapper is only known at run time" };
    const inner = words.slice(index);
    return inner.length ? { kind: "wrap", inner, self } : { kind: "plain" };
}
const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "rbash"]);
function shell(name, args) {
    let i = 0;
    let hasC = false;
    while (i < args.length) {
        const w = args[i]?.value;
        if (w === undefined) {
            if (hasC)
                break; // the script itself, judged below
            return { kind: "refuse", reason: `an option of ${name} is only known at run time` };
        }
        if (w === "--" || w === "-") {
            i++;
            break;
        }
        if (!/^[-+]/.test(w))
            break;
        if (/^[-+][oO]$/.test(w) || w === "--rcfile" || w === "--init-file")
            i += 2;
        else {
            if (/^-[^-]/.test(w) && w.includes("c"))
                hasC = true;
            i++;
        }
    }
    if (!hasC)
        return { kind: "plain" }; // runs a script file or reads stdin: judged as written
    const script = args[i];
    if (!script)
        return { kind: "refuse", reason: `${name} -c is given no command` };
    if (script.value === undefined)
        return { kind: "refuse", reason: `the command given to ${name} -c is only known at run time` };
    return { kind: "script", script, via: `${name} -c` };
}
function find(args) {
    const inner = [];
    for (let i = 0; i < args.length; i++) {
        const w = args[i]?.value;
        if (w !== "-exec" && w !== "-execdir" && w !== "-ok" && w !== "-okdir")
            continue;
        const end = args.findIndex((a, k) => k > i && (a.value === ";" || a.value === "+"));
        if (end < 0)
            return { kind: "refuse", reason: `find ${w} has no terminating ';' or '+'` };
        const cmd = args.slice(i + 1, end);
        if (!cmd.length)
            return { kind: "refuse", reason: `find ${w} is given no command` };
        inner.push(cmd);
        i = end;
    }
    return inner.length ? { kind: "many", inner } : { kind: "plain" };
}
function classify(prog, args, sensitive) {
    if (SHELLS.has(prog))
        return shell(prog, args);
    switch (prog) {
        case "nohup":
        case "builtin":
            return wrapAt(args, skipOptions(args, {}));
        case "command":
            return wrapAt(args, skipOptions(args, {}));
        case "exec":
            return wrapAt(args, skipOptions(args, { short: "a" }));
        case "nice":
            return wrapAt(args, skipOptions(args, { short: "n", long: ["--adjustment"] }));
        case "stdbuf":
            return wrapAt(args, skipOptions(args, { short: "ioe", long: ["--input", "--output", "--error"] }));
        case "timeout": {
            const at = skipOptions(args, { short: "sk", long: ["--signal", "--kill-after"] });
            return wrapAt(args, at === undefined ? undefined : at + 1); // past the DURATION
        }
        case "time": {
            const at = skipOptions(args, { short: "fo", long: ["--format", "--output"] });
            if (at !== undefined && usedOption(args, at, "o", "--output"))
                return { kind: "refuse", reason: "time -o writes its report to a file" };
            return wrapAt(args, at);
        }
        case "env": {
            const at = skipOptions(args, { short: "uCS", long: ["--unset", "--chdir", "--split-string"] });
            if (at !== undefined && usedOption(args, at, "S", "--split-string"))
                return { kind: "refuse", reason: "env -S splits a string into a command that cannot be judged here" };
            if (at === undefined)
                return wrapAt(args, at);
            const start = args[at]?.value === "-" ? at + 1 : at; // `env -` is `env -i`
            const { next, kept } = assignments(args, start, sensitive);
            const inner = args.slice(next);
            return inner.length ? { kind: "wrap", inner, prefix: kept, self: "wrapper" } : { kind: "plain" };
        }
        case "sudo":
        case "doas": {
            const at = skipOptions(args, {
                short: prog === "sudo" ? "ughpCDrtTU" : "uC",
                long: [
                    "--user",
                    "--group",
                    "--host",
                    "--prompt",
                    "--close-from",
                    "--chdir",
                    "--role",
                    "--type",
                    "--other-user",
                ],
            });
            if (at === undefined)
                return wrapAt(args, at);
            const { next, kept } = assignments(args, at, sensitive);
            const inner = args.slice(next);
            return inner.length ? { kind: "wrap", inner, prefix: kept, self: "command" } : { kind: "plain" };
        }
        case "xargs": {
            const at = skipOptions(args, {
                short: "adEILnPs",
                long: [
                    "--arg-file",
                    "--delimiter",
                    "--eof",
                    "--replace",
                    "--max-lines",
                    "--max-args",
                    "--max-procs",
                    "--max-chars",
                    "--process-slot-var",
                ],
            });
            if (at === undefined)
                return wrapAt(args, at);
            const inner = args.slice(at);
            return {
                kind: "wrap",
                inner: inner.length ? inner : [{ value: "echo", raw: "echo" }],
                self: "wrapper",
                fromStdin: true,
            };
        }
        case "find":
            return find(args);
        case "eval": {
            if (!args.length)
                return { kind: "plain" };
            if (args.some((a) => a.value === undefined))
                return { kind: "refuse", reason: "the command given to eval is only known at run time" };
            const text = args.map((a) => a.value).join(" ");
            return { kind: "script", script: { value: text, raw: text }, via: "eval" };
        }
        default:
            return { kind: "plain" };
    }
}
/** The segment's hazardous options (options.ts), and xargs handing such a program arguments nobody has seen. */
function optionHazards(prog, args, fromStdin) {
    const found = hazardousOptions(prog, args).map((h) => ({ kind: "option", ...h }));
    if (fromStdin && HAZARD_PROGRAMS.has(prog))
        found.push({
            kind: "option",
            option: "xargs",
            text: `xargs ${prog}`,
            why: `passes ${prog} arguments read from its input, which may be hazardous options`,
        });
    return found;
}
function basename(name) {
    return name.slice(name.lastIndexOf("/") + 1);
}
/** Turns one simple command (its words) into segments, looking into wrappers. */
function unwrap(an, words, call, base, sensitive) {
    const text = [...call.prefix, renderWords(words)].join(" ");
    const name = words[0];
    if (!name)
        return;
    if (name.value === undefined || name.expands) {
        const why = name.expands
            ? `the command name ${name.raw} is expanded by the shell (glob or brace expansion), so the program is only known at run time`
            : `the command name ${name.raw} is only known at run time`;
        an.push({ text, raw: call.raw, hazards: call.hazards, refusal: why }, base);
        return;
    }
    const prog = basename(name.value);
    const args = words.slice(1);
    if (prog !== name.value && prog !== "") {
        // `/usr/bin/curl x` is still curl to a deny rule.
        an.push({
            text: [...call.prefix, renderWords([{ value: prog, raw: prog }, ...args])].join(" "),
            raw: call.raw,
            wrapper: true,
        }, base);
    }
    const how = classify(prog, args, sensitive);
    const own = [...call.hazards, ...optionHazards(prog, args, call.fromStdin === true)];
    switch (how.kind) {
        case "plain":
            an.push({ text, raw: call.raw, hazards: own }, base);
            return;
        case "refuse":
            an.push({ text, raw: call.raw, hazards: call.hazards, refusal: how.reason }, base);
            return;
        case "wrap":
            an.push({
                text,
                raw: call.raw,
                wrapper: how.self === "wrapper" || undefined,
                hazards: how.self === "wrapper" ? undefined : call.hazards,
            }, base);
            unwrap(an, how.inner, {
                prefix: [...call.prefix, ...(how.prefix ?? [])],
                raw: call.raw,
                hazards: how.self === "wrapper" ? call.hazards : [],
                fromStdin: how.fromStdin || undefined,
            }, base, sensitive);
            return;
        case "script":
            an.push({ text, raw: call.raw, wrapper: true }, base);
            an.nested(how.script.value ?? "", how.via, { ...base, hazards: [...base.hazards, ...call.hazards] });
            return;
        case "many":
            an.push({ text, raw: call.raw, hazards: own }, base);
            for (const inner of how.inner)
                unwrap(an, inner, { prefix: [], raw: renderWords(inner), hazards: [] }, base, sensitive);
            return;
    }
}

;// CONCATENATED MODULE: ./src/policy/shell/segments.ts
/**
 * Splits a shell command into the segments the rules judge, with a real bash
 * parser: every simple command of a list, pipeline, subshell, loop or function
 * body is a segment; command and process substitutions contribute their own
 * segments and mark the one they sit in; redirects to files and here-docs are
 * marked too. Commands that run other commands (bash -c, eval, env, xargs,
 * find -exec, sudo, timeout, …) are looked into by wrappers.ts.
 */




const MAX_DEPTH = 8;
/** Harmless redirect targets: they neither write nor read a file of the workspace. */
const HARMLESS_TARGETS = new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty"]);
function collapse(text) {
    return text.replace(/\s+/g, " ").trim();
}
class CommandAnalyzer {
    sh;
    depth;
    segments = [];
    src;
    constructor(sh, text, depth = 0) {
        this.sh = sh;
        this.depth = depth;
        this.src = new Source(text);
    }
    /** Parses and walks the command; returns why a character in it makes it unjudgeable, if one does. */
    run() {
        const file = this.sh.parse(this.src.text);
        const problem = (0,characters/* characterProblem */.$)(this.src.text, this.sh, file);
        if (problem)
            return problem;
        this.stmts((0,ast/* nodes */.a9)(file, "Stmts"), { hazards: [], targets: [] });
        return undefined;
    }
    /** Adds the segments of another command text (bash -c, eval) found inside this one. */
    nested(text, via, base) {
        if (this.depth + 1 > MAX_DEPTH) {
            this.refuse(text, `commands nested more than ${MAX_DEPTH} levels deep`, base);
            return;
        }
        const inner = new CommandAnalyzer(this.sh, text, this.depth + 1);
        try {
            const problem = inner.run();
            if (problem) {
                this.refuse(text, `in the command given to ${via}, ${problem}`, base);
                return;
            }
        }
        catch (e) {
            const why = e instanceof ast/* ShellParseError */.wg ? e.message : String(e);
            this.refuse(text, `the command given to ${via} does not parse (${why})`, base);
            return;
        }
        if (inner.segments.length === 0)
            this.refuse(text, `${via} is given an empty command`, base);
        for (const seg of inner.segments)
            this.segments.push({
                ...seg,
                hazards: [...base.hazards, ...seg.hazards],
                targets: [...base.targets, ...seg.targets],
                via: seg.via ? `${via} > ${seg.via}` : via,
            });
    }
    refuse(text, refusal, base) {
        this.push({ text: collapse(text), raw: collapse(text), refusal }, base);
    }
    push(seg, base) {
        this.segments.push({
            ...seg,
            hazards: [...base.hazards, ...(seg.hazards ?? [])],
            targets: [...base.targets, ...(seg.targets ?? [])],
            via: seg.via || base.via,
        });
    }
    stmts(list, base) {
        for (const stmt of list)
            this.stmt(stmt, base);
    }
    stmt(stmt, outer) {
        const own = this.redirects((0,ast/* nodes */.a9)(stmt, "Redirs"), outer);
        const base = {
            ...outer,
            hazards: [...outer.hazards, ...own.hazards],
            targets: [...outer.targets, ...own.targets],
        };
        const cmd = (0,ast/* child */.jf)(stmt, "Cmd");
        if (!cmd) {
            // A statement of redirects only, such as `> file`: it truncates or creates a file.
            const raw = collapse(this.src.slice(stmt));
            if (base.hazards.length || base.targets.length)
                this.push({ text: raw, raw }, base);
            return;
        }
        const type = this.sh.nodeType(cmd);
        switch (type) {
            case "CallExpr":
                this.callExpr(stmt, cmd, base);
                return;
            case "BinaryCmd":
                this.binary(cmd, base);
                return;
            case "Block":
            case "Subshell":
                this.stmts((0,ast/* nodes */.a9)(cmd, "Stmts"), base);
                return;
            case "IfClause":
                this.ifClause(cmd, base);
                return;
            case "WhileClause":
                this.stmts((0,ast/* nodes */.a9)(cmd, "Cond"), base);
                this.stmts((0,ast/* nodes */.a9)(cmd, "Do"), base);
                return;
            case "ForClause": {
                const loop = (0,ast/* child */.jf)(cmd, "Loop");
                if (loop)
                    this.looseParts(loop, "for", base);
                this.stmts((0,ast/* nodes */.a9)(cmd, "Do"), base);
                return;
            }
            case "CaseClause": {
                const word = (0,ast/* child */.jf)(cmd, "Word");
                if (word)
                    this.looseParts(word, "case", base);
                for (const item of (0,ast/* nodes */.a9)(cmd, "Items")) {
                    for (const pattern of (0,ast/* nodes */.a9)(item, "Patterns"))
                        this.looseParts(pattern, "case", base);
                    this.stmts((0,ast/* nodes */.a9)(item, "Stmts"), base);
                }
                return;
            }
            case "FuncDecl":
            case "TimeClause":
            case "CoprocClause": {
                const inner = (0,ast/* child */.jf)(cmd, type === "FuncDecl" ? "Body" : "Stmt");
                if (inner)
                    this.stmt(inner, base);
                return;
            }
            case "DeclClause":
            case "TestClause":
            case "ArithmCmd":
            case "LetClause": {
                // Builtins that only set variables or test things: judged as written, so a rule must name them.
                const raw = collapse(this.src.slice(cmd));
                this.push({ text: raw, raw, hazards: this.substitutions(cmd, base) }, base);
                return;
            }
            default:
                this.refuse(this.src.slice(cmd), `the shell construct ${type} is not supported by approval rules`, base);
        }
    }
    /**
     * `a && b && c` nests to the left, thousands deep in a long command: walk the
     * chain in a loop (left operands first, in source order) instead of recursing.
     */
    binary(cmd, base) {
        const rights = [];
        let node = cmd;
        let first;
        while (node) {
            const y = (0,ast/* child */.jf)(node, "Y");
            if (y)
                rights.push(y);
            const x = (0,ast/* child */.jf)(node, "X");
            const inner = (0,ast/* child */.jf)(x, "Cmd");
            const plainLeft = x && inner && this.sh.nodeType(inner) === "BinaryCmd" && (0,ast/* nodes */.a9)(x, "Redirs").length === 0;
            if (plainLeft)
                node = inner;
            else {
                first = x;
                node = undefined;
            }
        }
        if (first)
            this.stmt(first, base);
        for (const right of rights.reverse())
            this.stmt(right, base);
    }
    ifClause(clause, base) {
        this.stmts((0,ast/* nodes */.a9)(clause, "Cond"), base);
        this.stmts((0,ast/* nodes */.a9)(clause, "Then"), base);
        const next = (0,ast/* child */.jf)(clause, "Else");
        if (next)
            this.ifClause(next, base);
    }
    /** Words outside any simple command (for-loop lists, case words): only their substitutions matter. */
    looseParts(node, where, base) {
        const hazards = this.substitutions(node, base);
        if (hazards.length) {
            const raw = collapse(this.src.slice(node));
            this.push({ text: `${where} ${raw}`, raw, hazards }, base);
        }
    }
    /**
     * Finds the command and process substitutions directly inside `node`, adds
     * their commands as segments of their own, and returns them as hazards for the
     * segment that contains them.
     */
    substitutions(node, base, text) {
        const found = [];
        // Walking Go nodes is slow; without `$(`, a backtick or `<(`/`>(` in its source a node has no substitution.
        if (!/\$\(|`|[<>]\(/.test(text ?? this.src.slice(node)))
            return found;
        this.sh.walk(node, (n) => {
            const type = this.sh.nodeType(n);
            if (type !== "CmdSubst" && type !== "ProcSubst")
                return true;
            const text = this.src.slice(n);
            found.push({ kind: "substitution", text });
            this.stmts((0,ast/* nodes */.a9)(n, "Stmts"), {
                hazards: base.hazards,
                targets: base.targets,
                via: text.startsWith("`") ? "`…`" : text.slice(0, 2) + "…)",
            });
            return false;
        });
        return found;
    }
    redirects(list, base) {
        const hazards = [];
        const targets = [];
        for (const redirect of list) {
            const op = this.sh.ops.redirects.get((0,ast/* num */.bu)(redirect, "Op") ?? -1);
            const text = collapse(this.src.slice(redirect));
            const wordNode = (0,ast/* child */.jf)(redirect, "Word");
            const hdoc = (0,ast/* child */.jf)(redirect, "Hdoc");
            if (wordNode)
                hazards.push(...this.substitutions(wordNode, base));
            if (hdoc)
                hazards.push(...this.substitutions(hdoc, base));
            const word = wordNode ? readWord(this.sh, this.src, wordNode) : undefined;
            if (op === "<<" || op === "<<-" || op === "<<<") {
                hazards.push({ kind: "heredoc", text });
                continue;
            }
            if ((op === ">&" || op === "<&") && word?.value !== undefined && /^(\d+-?|-)$/.test(word.value))
                continue; // fd duplication: 2>&1
            if (word?.value !== undefined && HARMLESS_TARGETS.has(word.value))
                continue;
            hazards.push({ kind: "redirect", text });
            if (word?.value !== undefined)
                targets.push(word.value);
            else
                targets.push(""); // unknown until run time: never provably inside the workspace
        }
        return { hazards, targets };
    }
    callExpr(stmt, cmd, base) {
        // The statement's span includes its terminator (`;`, `&`), which is not part of the command.
        const raw = collapse(this.src.slice(stmt)).replace(/(?<![;&\\])\s*[;&]$/, "");
        const hazards = this.substitutions(cmd, base, raw);
        const kept = [];
        for (const assign of (0,ast/* nodes */.a9)(cmd, "Assigns")) {
            const name = (0,ast/* str */.gx)((0,ast/* child */.jf)(assign, "Name"), "Value") ?? "";
            if (SENSITIVE_VARIABLE.test(name))
                kept.push(collapse(this.src.slice(assign)));
        }
        const words = (0,ast/* nodes */.a9)(cmd, "Args").map((w) => readWord(this.sh, this.src, w));
        if (words.length === 0) {
            // Only assignments: harmless unless they change how later commands are found or run.
            if (kept.length || hazards.length)
                this.push({ text: raw, raw, hazards }, base);
            return;
        }
        unwrap(this, words, { prefix: kept, raw, hazards }, base, SENSITIVE_VARIABLE);
    }
}
/**
 * Variables that change which program runs or what it loads: an allowed
 * `npm test` is not allowed once PATH or NODE_OPTIONS point elsewhere. Other
 * leading assignments (`CI=1 npm test`) are matched past.
 */
const SENSITIVE_VARIABLE = /^(PATH|HOME|IFS|ENV|BASH_ENV|BASH_FUNC_.*|SHELLOPTS|BASHOPTS|PROMPT_COMMAND|PS4|CDPATH|GLOBIGNORE|LD_.*|DYLD_.*|NODE_OPTIONS|NODE_PATH|PYTHONPATH|PYTHONSTARTUP|PYTHONHOME|PERL5LIB|PERL5OPT|PERLLIB|RUBYOPT|RUBYLIB|GIT_.*|NPM_CONFIG_.*)$/i;
/**
 * The last analysis: the approval rules judge a command and the checkpointer asks
 * right after whether it can read the index (index-blind.ts); one parse serves both.
 * Callers only read an analysis.
 */
let last;
/** Parses a command and returns its segments, or why it cannot be judged. Needs the loaded parser. */
function analyzeCommand(sh, command) {
    if (last && last.sh === sh && last.command === command)
        return last.analysis;
    const analysis = analyzeUncached(sh, command);
    last = { sh, command, analysis };
    return analysis;
}
function analyzeUncached(sh, command) {
    if (command.includes("\0"))
        return { ok: false, error: "the command contains a NUL byte" };
    const analyzer = new CommandAnalyzer(sh, command);
    try {
        const problem = analyzer.run();
        if (problem)
            return { ok: false, error: problem, character: true };
    }
    catch (e) {
        if (e instanceof RangeError || /call stack/.test(String(e)))
            return { ok: false, error: "the command is nested too deeply to judge" };
        const problem = (0,characters/* characterProblem */.$)(command);
        if (problem)
            return { ok: false, error: problem, character: true };
        const why = e instanceof ast/* ShellParseError */.wg ? e.message : String(e);
        return { ok: false, error: `the command does not parse as bash (${why})` };
    }
    if (analyzer.segments.length === 0) {
        // Empty, whitespace, comments only — or only harmless assignments, which run nothing.
        return collapse(command.replace(/#.*$/gm, "")) === ""
            ? { ok: false, error: "the command is empty" }
            : { ok: true, segments: [{ text: collapse(command), raw: collapse(command), hazards: [], targets: [] }] };
    }
    return { ok: true, segments: analyzer.segments };
}


/***/ })

};
