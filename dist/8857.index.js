export const id = 8857;
export const ids = [8857];
export const modules = {

/***/ 8976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V2: () => (/* binding */ failure),
/* harmony export */   bi: () => (/* binding */ looseBoolean),
/* harmony export */   e7: () => (/* binding */ looseInt),
/* harmony export */   uO: () => (/* binding */ defineTool)
/* harmony export */ });
/* unused harmony exports modelSchema, describeIssues */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98439);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49567);
/**
 * Builds a core Tool from a zod schema: the JSON Schema the model sees, a
 * parse() whose errors say what was wrong and what was expected, and the
 * "core" source. Each tool file supplies only its schema, access and execute.
 */

/** JSON Schema for the model, without keys that cost tokens and say nothing. */
function modelSchema(schema) {
    const json = zod__WEBPACK_IMPORTED_MODULE_0__/* .toJSONSchema */ .bl(schema, { io: "input", unrepresentable: "any" });
    return strip(json);
}
function strip(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return {};
    const out = {};
    for (const [key, v] of Object.entries(value)) {
        if (key === "$schema")
            continue;
        if ((key === "maximum" && v === Number.MAX_SAFE_INTEGER) || (key === "minimum" && v === Number.MIN_SAFE_INTEGER))
            continue;
        if (Array.isArray(v))
            out[key] = v.map((item) => (typeof item === "object" && item !== null ? strip(item) : item));
        else if (typeof v === "object" && v !== null)
            out[key] = strip(v);
        else
            out[key] = v;
    }
    return out;
}
/** "path: expected string, got nothing; start_line: must be ≥ 1". */
function describeIssues(error) {
    return error.issues
        .map((issue) => {
        const where = issue.path.length > 0 ? issue.path.join(".") : "input";
        if (issue.code === "invalid_type" && issue.message.includes("received undefined"))
            return `${where}: required (${issue.expected})`;
        return `${where}: ${issue.message.replace(/^Invalid input: /, "")}`;
    })
        .join("; ");
}
function expectedShape(json) {
    const props = json["properties"];
    if (typeof props !== "object" || props === null)
        return "";
    const required = Array.isArray(json["required"]) ? json["required"] : [];
    const keys = Object.entries(props).map(([key, v]) => {
        const type = typeof v === "object" && v !== null && "type" in v && typeof v.type === "string" ? v.type : "value";
        return `${key}${required.includes(key) ? "" : "?"}: ${type}`;
    });
    return `{ ${keys.join(", ")} }`;
}
function defineTool(spec) {
    const inputSchema = modelSchema(spec.schema);
    const shape = expectedShape(inputSchema);
    return {
        name: spec.name,
        description: spec.description,
        inputSchema,
        source: "core",
        parse(input) {
            const parsed = spec.schema.safeParse(input ?? {});
            if (parsed.success)
                return { ok: true, value: parsed.data };
            return {
                ok: false,
                error: `Invalid arguments for ${spec.name}: ${describeIssues(parsed.error)}. Expected ${shape}.`,
            };
        },
        access: (input) => spec.access(input),
        execute: (input, ctx) => spec.execute(input, ctx),
    };
}
/** A boolean that also accepts "true"/"false", as models sometimes send strings. */
function looseBoolean() {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY((v) => (v === "true" ? true : v === "false" ? false : v), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY());
}
/** An integer that also accepts numeric strings. */
function looseInt() {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai().int();
}
function failure(content, extra = {}) {
    return { ok: false, content, writtenPaths: [], ...extra };
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


/***/ }),

/***/ 8857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CORE_TOOL_NAMES: () => (/* binding */ CORE_TOOL_NAMES),
  DuplicateToolError: () => (/* binding */ DuplicateToolError),
  UnknownToolError: () => (/* binding */ UnknownToolError),
  createCoreTools: () => (/* binding */ createCoreTools),
  findTool: () => (/* binding */ findTool),
  getTool: () => (/* binding */ getTool),
  toolsByName: () => (/* binding */ toolsByName)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/tools/define.ts
var tools_define = __webpack_require__(8976);
;// CONCATENATED MODULE: ./src/tools/text.ts
/** Size bounds for what the model reads: every cut says so and how to see more. */
/** Cuts `text` to at most `max` characters at a line boundary, with a note. */
function capText(text, max, hint) {
    if (text.length <= max)
        return text;
    const cut = text.lastIndexOf("\n", max);
    const head = text.slice(0, cut > max / 2 ? cut : max);
    return `${head}\n[… output cut: ${text.length - head.length} more characters. ${hint}]`;
}
/** Cuts one long line, saying how much was dropped. */
function capLine(line, max) {
    if (line.length <= max)
        return line;
    return `${line.slice(0, max)} [… ${line.length - max} more characters on this line]`;
}
/** Numbers lines for the model: "  12 | text". */
function numberLines(lines, firstLine, maxLineChars = 2000) {
    const width = String(firstLine + lines.length - 1).length;
    return lines.map((line, i) => `${String(firstLine + i).padStart(width)} | ${capLine(line, maxLineChars)}`).join("\n");
}
/** True when a buffer looks binary: a NUL byte or many invalid UTF-8 sequences early on. */
function looksBinary(sample) {
    if (sample.includes(0))
        return true;
    if (sample.length === 0)
        return false;
    const text = sample.toString("utf8");
    let bad = 0;
    for (const ch of text)
        if (ch === "\uFFFD")
            bad++;
    return bad / text.length > 0.1;
}

;// CONCATENATED MODULE: ./src/tools/edit/lines.ts
/**
 * The line model shared by every edit format: a file is a list of lines, each
 * carrying its own line ending ("\n", "\r\n", or "" for a last line without a
 * final newline). Edits replace whole lines, so a file's line endings, its
 * final newline (or lack of one) and its byte-order mark survive any edit.
 */
function splitLines(content) {
    const bom = content.startsWith("\uFEFF") ? "\uFEFF" : "";
    const body = content.slice(bom.length);
    const parts = body === "" ? [] : body.split("\n");
    // "a\n".split gives a last "" that is not a line: the file ends with a newline.
    const closed = parts.length > 0 && parts[parts.length - 1] === "";
    if (closed)
        parts.pop();
    const lines = new Array(parts.length);
    let crlf = 0;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        const open = i === parts.length - 1 && !closed;
        if (open)
            lines[i] = { text: part, eol: "" };
        else if (part.charCodeAt(part.length - 1) === 13) {
            lines[i] = { text: part.slice(0, -1), eol: "\r\n" };
            crlf++;
        }
        else
            lines[i] = { text: part, eol: "\n" };
    }
    const withEol = parts.length - (closed ? 0 : 1);
    return {
        bom,
        lines,
        eol: withEol > 0 && crlf === withEol ? "\r\n" : "\n",
        finalNewline: lines.length === 0 || closed,
    };
}
function joinLines(file) {
    let out = file.bom;
    for (const line of file.lines)
        out += line.text + line.eol;
    return out;
}
/**
 * The ending for lines written in place of `region`: the region's own ending when
 * all its lines agree (so a mixed file keeps each part as it was), else the file's.
 */
function regionEol(file, start, end) {
    let seen;
    for (let i = start; i < end; i++) {
        const eol = file.lines[i].eol;
        if (eol === "")
            continue;
        if (seen !== undefined && seen !== eol)
            return file.eol;
        seen = eol;
    }
    return seen === "\r\n" || seen === "\n" ? seen : file.eol;
}
/**
 * The lines written in place of lines [start, end): each ends like the region it
 * replaces. When that region is the file's last line and it has no final
 * newline, the last written line has none either; when nothing is written
 * there, the line before keeps its own newline (each line owns its ending).
 */
function spliceLines(file, start, end, texts) {
    const eol = regionEol(file, start, end);
    const lines = texts.map((text) => ({ text, eol }));
    const last = lines.at(-1);
    if (last && end > start && end === file.lines.length && file.lines[end - 1]?.eol === "")
        last.eol = "";
    return lines;
}
/**
 * For a file whose lines all end alike, finds exact whole-line occurrences of
 * `search` with the engine's native string search instead of comparing line by
 * line (the common case on a large file). Undefined for mixed endings.
 */
function wholeLineFinder(content, file, max) {
    const body = content.slice(file.bom.length);
    const eol = file.eol;
    const last = file.lines.length - 1;
    if (file.lines.some((l, i) => l.eol !== eol && !(l.eol === "" && i === last)))
        return undefined;
    const starts = new Array(file.lines.length);
    let at = 0;
    file.lines.forEach((l, i) => {
        starts[i] = at;
        at += l.text.length + l.eol.length;
    });
    const lineAt = (offset) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    };
    return (search) => {
        const needle = search.join(eol);
        const hits = [];
        for (let i = body.indexOf(needle); i !== -1; i = body.indexOf(needle, i + 1)) {
            const end = i + needle.length;
            const startsLine = i === 0 || body.charCodeAt(i - 1) === 10;
            // At the very end only when the last line has no newline; otherwise a newline must follow.
            const endsLine = end === body.length ? !file.finalNewline : body.startsWith(eol, end);
            // In an LF file a line's text may itself end in "\r"; a needle ending in "\r" would then match part of a line.
            if (startsLine && endsLine && !needle.endsWith("\r")) {
                hits.push(lineAt(i));
                if (hits.length > max)
                    break;
            }
        }
        return hits;
    };
}

;// CONCATENATED MODULE: ./src/tools/edit/match.ts
/**
 * Finds where one SEARCH section sits in a file, on whole lines, trying looser
 * strategies in turn (Cline's order): exact lines, then lines equal after
 * trimming surrounding whitespace, then — for blocks of three lines or more —
 * the first and last lines as anchors. Each strategy must find exactly one
 * place: a strategy that finds two stops the search, since guessing between
 * them would edit the wrong one. A SEARCH is never matched inside a line.
 */
const MAX_REPORTED = 10;
/** Every start line where `test` holds for the n lines from there (stops after MAX_REPORTED + 1). */
function scan(file, n, test, anchorsOnly) {
    const hits = [];
    for (let i = 0; i + n <= file.length; i++) {
        if (!test(file[i], 0))
            continue;
        let ok = true;
        if (anchorsOnly)
            ok = test(file[i + n - 1], n - 1);
        else
            for (let j = 1; j < n && ok; j++) {
                if (!test(file[i + j], j))
                    ok = false;
            }
        if (ok) {
            hits.push(i);
            if (hits.length > MAX_REPORTED)
                break;
        }
    }
    return hits;
}
function leading(line) {
    return line.slice(0, line.length - line.trimStart().length);
}
/**
 * When every non-blank SEARCH line equals its file line except for one shared
 * difference in leading whitespace, the REPLACE lines get the same correction
 * (a SEARCH quoted with its indentation lost). Any other difference (trailing
 * whitespace, mixed shifts) leaves the REPLACE as written.
 */
function reindent(fileLines, searchLines, replaceLines) {
    let add;
    let remove;
    let first = true;
    for (let j = 0; j < searchLines.length; j++) {
        const s = searchLines[j];
        const f = fileLines[j];
        if (s.trim() === "")
            continue;
        if (s.trimStart() !== f.trimStart())
            return replaceLines;
        const fw = leading(f);
        const sw = leading(s);
        const a = fw.endsWith(sw) ? fw.slice(0, fw.length - sw.length) : undefined;
        const r = sw.endsWith(fw) ? sw.slice(0, sw.length - fw.length) : undefined;
        if (first) {
            add = a;
            remove = r;
            first = false;
        }
        if (a !== add)
            add = undefined;
        if (r !== remove)
            remove = undefined;
        if (add === undefined && remove === undefined)
            return replaceLines;
    }
    if (add)
        return replaceLines.map((l) => (l.trim() === "" ? l : add + l));
    if (remove) {
        const cut = remove;
        return replaceLines.map((l) => (l.startsWith(cut) ? l.slice(cut.length) : l));
    }
    return replaceLines;
}
function found(file, start, search, replace, method) {
    const end = start + search.length;
    const lines = method === "trimmed" ? reindent(file.slice(start, end), search, replace) : replace;
    return { kind: "found", match: { start, end, method, replace: lines } };
}
function byMethod(file, search, replace, method, exactFinder) {
    const trimmed = search.map((l) => l.trim());
    const test = method === "exact" ? (line, j) => line === search[j] : (line, j) => line.trim() === trimmed[j];
    const hits = method === "exact" && exactFinder ? exactFinder(search) : scan(file, search.length, test, method === "anchors");
    if (hits.length === 0)
        return { kind: "none" };
    if (hits.length > 1)
        return { kind: "ambiguous", method, lines: hits.slice(0, MAX_REPORTED).map((i) => i + 1) };
    return found(file, hits[0], search, replace, method);
}
function strategies(file, search, replace, exactFinder) {
    for (const method of ["exact", "trimmed", "anchors"]) {
        if (method === "anchors") {
            const first = search[0].trim();
            const last = search[search.length - 1].trim();
            if (search.length < 3 || first === "" || last === "")
                break;
        }
        const outcome = byMethod(file, search, replace, method, exactFinder);
        if (outcome.kind !== "none")
            return outcome;
    }
    return { kind: "none" };
}
/** Drops one trailing blank line (a blank line left before the divider). */
function withoutTrailingBlank(lines) {
    return lines.length > 1 && lines.at(-1).trim() === "" ? lines.slice(0, -1) : undefined;
}
/**
 * `file` holds the file's lines without their endings; `search` and `replace`
 * the block's lines. `search` is not empty and not only whitespace.
 */
function findMatch(file, search, replace, exactFinder) {
    const outcome = strategies(file, search, replace, exactFinder);
    if (outcome.kind !== "none")
        return outcome;
    // A blank line typed before `=======` (and usually before `+++++++ REPLACE` too) is not part of the intent.
    const shorter = withoutTrailingBlank(search);
    if (shorter === undefined)
        return outcome;
    return strategies(file, shorter, withoutTrailingBlank(replace) ?? replace, exactFinder);
}

;// CONCATENATED MODULE: ./src/tools/edit/nearest.ts
/**
 * Finds the part of a file that most resembles a SEARCH block that did not
 * match, so the error can show the model what the file really says there.
 */
/** Character bigrams of a trimmed line, for a cheap similarity score. */
function bigrams(text) {
    const out = new Map();
    const s = text.trim().slice(0, 300);
    for (let i = 0; i < s.length - 1; i++) {
        const g = s.slice(i, i + 2);
        out.set(g, (out.get(g) ?? 0) + 1);
    }
    return out;
}
function dice(a, b, sizeA, sizeB) {
    if (sizeA + sizeB === 0)
        return 0;
    let common = 0;
    for (const [g, n] of a)
        common += Math.min(n, b.get(g) ?? 0);
    return (2 * common) / (sizeA + sizeB);
}
const MAX_SCAN_LINES = 50_000;
/**
 * Returns the 0-based first line of the most similar window, or undefined when
 * nothing in the file resembles the block at all.
 */
function nearestLine(fileLines, searchLines) {
    // Vote: every SEARCH line found verbatim (trimmed) in the file suggests where the block starts.
    const positions = new Map();
    const limit = Math.min(fileLines.length, MAX_SCAN_LINES);
    for (let i = 0; i < limit; i++) {
        const key = fileLines[i].trim();
        if (key.length < 3)
            continue;
        const list = positions.get(key);
        if (list) {
            if (list.length < 20)
                list.push(i);
        }
        else
            positions.set(key, [i]);
    }
    const votes = new Map();
    searchLines.forEach((line, j) => {
        const key = line.trim();
        if (key.length < 3)
            return;
        for (const i of positions.get(key) ?? [])
            votes.set(i - j, (votes.get(i - j) ?? 0) + 1);
    });
    let best;
    let bestVotes = 0;
    for (const [start, n] of votes) {
        if (n > bestVotes || (n === bestVotes && best !== undefined && start < best)) {
            best = start;
            bestVotes = n;
        }
    }
    if (best !== undefined)
        return Math.max(0, best);
    // No line matches verbatim: find the line most similar to the first non-blank SEARCH line.
    const offset = searchLines.findIndex((l) => l.trim().length > 0);
    if (offset === -1)
        return undefined;
    const target = bigrams(searchLines[offset]);
    const targetSize = [...target.values()].reduce((a, b) => a + b, 0);
    let bestScore = 0.4; // below this, nothing in the file looks like the block
    let bestLine;
    for (let i = 0; i < limit; i++) {
        const grams = bigrams(fileLines[i]);
        const size = [...grams.values()].reduce((a, b) => a + b, 0);
        const score = dice(target, grams, targetSize, size);
        if (score > bestScore) {
            bestScore = score;
            bestLine = i;
        }
    }
    return bestLine === undefined ? undefined : Math.max(0, bestLine - offset);
}

;// CONCATENATED MODULE: ./src/tools/edit/parse-blocks.ts
/**
 * Parses SEARCH/REPLACE blocks out of a replace_in_file diff. Both marker sets
 * are accepted (`------- SEARCH` / `=======` / `+++++++ REPLACE`, and the legacy
 * `<<<<<<< SEARCH` / `>>>>>>> REPLACE`). A broken sequence is reported with the
 * line and what was expected, so the model can fix its own diff.
 */
const SEARCH = /^(?:-{3,}|<{3,}) ?SEARCH>?$/;
const DIVIDER = /^={3,}$/;
const REPLACE = /^(?:\+{3,}|>{3,}) ?REPLACE>?$/;
/** A line that was probably meant as a marker but is malformed. */
/** A closing marker cut off part-way ("+++++++ REPL"), as a reply that ran out of tokens ends. */
const PARTIAL_REPLACE = /^(?:\+{3,}|>{3,}) ?R?E?P?L?A?C?E?$/;
const NEAR_MARKER = /^(?:[-<>+=]{3,}\s*(?:SEARCH|REPLACE)\b.*|(?:SEARCH|REPLACE)\s*[-<>+=]{3,}.*|[-<>+]{5,}\s*\w*)$/i;
const FORMAT_HINT = "Each block is:\n------- SEARCH\n<exact lines from the file>\n=======\n<new lines>\n+++++++ REPLACE";
function parseBlocks(diff) {
    const lines = diff.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
    // The newline ending the diff's last line does not start another line.
    if (lines.length > 1 && lines.at(-1) === "")
        lines.pop();
    const blocks = [];
    let state = "idle";
    let search = [];
    let replace = [];
    let opened = 0;
    const fail = (n, what) => ({
        ok: false,
        error: `Malformed diff at line ${n}: ${what}\n${FORMAT_HINT}`,
    });
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const marker = raw.trim();
        const n = i + 1;
        if (state === "idle") {
            if (SEARCH.test(marker)) {
                state = "search";
                opened = n;
                search = [];
                replace = [];
            }
            else if (DIVIDER.test(marker))
                return fail(n, "`=======` with no `------- SEARCH` before it.");
            else if (REPLACE.test(marker))
                return fail(n, "`+++++++ REPLACE` with no block open.");
            else if (marker !== "" && !marker.startsWith("```")) {
                const hint = NEAR_MARKER.test(marker) ? "this looks like a misspelled marker" : "text outside any block";
                return fail(n, `${JSON.stringify(raw.slice(0, 80))} — ${hint}.`);
            }
        }
        else if (state === "search") {
            if (DIVIDER.test(marker))
                state = "replace";
            else if (SEARCH.test(marker))
                return fail(n, `a new SEARCH marker, but the block opened at line ${opened} has no \`=======\` yet.`);
            else if (REPLACE.test(marker))
                return fail(n, `\`+++++++ REPLACE\` before the \`=======\` of the block opened at line ${opened}.`);
            else
                search.push(raw);
        }
        else {
            if (REPLACE.test(marker)) {
                blocks.push({ index: blocks.length + 1, line: opened, search, replace });
                state = "idle";
            }
            else if (SEARCH.test(marker))
                return fail(n, `a new SEARCH marker, but the block opened at line ${opened} was not closed with \`+++++++ REPLACE\`.`);
            else if (DIVIDER.test(marker))
                return fail(n, `a second \`=======\` in the block opened at line ${opened}; close it with \`+++++++ REPLACE\`.`);
            else
                replace.push(raw);
        }
    }
    if (state === "search")
        return fail(lines.length, `the block opened at line ${opened} ends without \`=======\` and \`+++++++ REPLACE\`.`);
    const unterminated = state === "replace";
    if (unterminated) {
        // Everything before was well-formed: a reply cut off in its last REPLACE section is applied as written.
        if (PARTIAL_REPLACE.test((replace.at(-1) ?? "").trim()))
            replace.pop();
        blocks.push({ index: blocks.length + 1, line: opened, search, replace });
    }
    if (blocks.length === 0)
        return { ok: false, error: `No SEARCH/REPLACE blocks found in the diff.\n${FORMAT_HINT}` };
    return { ok: true, blocks, unterminated };
}

;// CONCATENATED MODULE: ./src/tools/edit/apply.ts
/**
 * The replace_in_file engine: pure, no I/O. Applies every SEARCH/REPLACE block
 * of a diff to a file's text, or none of them, on whole lines (./lines.ts):
 * every line of a section includes its newline, so an empty REPLACE deletes the
 * matched lines entirely. Blocks may come in any order; each is located in the
 * original text, and overlapping blocks are refused.
 */





const QUOTE_LINES = 30;
const REGION_CONTEXT = 3;
function quote(lines) {
    const shown = lines.slice(0, QUOTE_LINES).join("\n");
    return lines.length > QUOTE_LINES ? `${shown}\n[… ${lines.length - QUOTE_LINES} more lines]` : shown;
}
function region(texts, start, length) {
    const from = Math.max(0, start - REGION_CONTEXT);
    const to = Math.min(texts.length, start + Math.min(length, QUOTE_LINES) + REGION_CONTEXT);
    return numberLines(texts.slice(from, to), from + 1, 300);
}
function noMatchMessage(texts, block, total, label, term) {
    const near = nearestLine(texts, block.search);
    const where = near === undefined
        ? "Nothing in the file resembles it."
        : `The closest part of the file (lines ${near + 1}-${Math.min(texts.length, near + block.search.length)}):\n${region(texts, near, block.search.length)}`;
    return (`${term} ${block.index} of ${total} (diff line ${block.line}) does not match ${label} — ` +
        `tried exact lines, lines with surrounding whitespace trimmed and first/last-line anchors (a SEARCH matches whole lines, never part of one).\nThe block:\n${quote(block.search)}\n` +
        `${where}\nCopy the SEARCH lines exactly from the current file (read_file shows it) and retry.`);
}
const UNTERMINATED_NOTE = "The last block had no closing `+++++++ REPLACE` marker (the reply was probably cut off); it was applied as written. Read the end of that region to check it is complete.";
function locate(texts, block, total, label, term, exactFinder) {
    if (block.search.length === 0) {
        return {
            kind: "empty-search",
            message: `${term} ${block.index} is empty, but ${label} is not: quote the lines to replace (an empty SEARCH only fills an empty or new file; use write_to_file to replace the whole file).`,
        };
    }
    if (block.search.every((l) => l.trim() === "")) {
        return {
            kind: "empty-search",
            message: `${term} ${block.index} (diff line ${block.line}) holds only whitespace, which cannot say which lines to replace in ${label}: quote at least one line with text in it.`,
        };
    }
    const outcome = findMatch(texts, block.search, block.replace, exactFinder);
    if (outcome.kind === "found")
        return { block, match: outcome.match };
    if (outcome.kind === "none")
        return { kind: "no-match", message: noMatchMessage(texts, block, total, label, term) };
    const how = outcome.method === "exact"
        ? ""
        : ` (after ${outcome.method === "trimmed" ? "trimming whitespace" : "matching first/last lines"})`;
    return {
        kind: "ambiguous",
        message: `${term} ${block.index} of ${total} matches ${outcome.lines.length > 10 ? "more than 10" : outcome.lines.length} places in ${label}${how} (starting at lines ${outcome.lines.join(", ")}). Add surrounding lines to the SEARCH (and REPLACE) so it matches exactly one place.\nThe block:\n${quote(block.search)}`,
    };
}
function failed(label, errors, blocks) {
    const shown = errors.slice(0, 3).map((e) => e.message);
    if (errors.length > 3)
        shown.push(`[… ${errors.length - 3} more failing blocks]`);
    const okCount = blocks - errors.length;
    const tail = okCount > 0 ? `\n(${okCount} other block(s) matched, but nothing was written: all blocks apply or none.)` : "";
    return {
        ok: false,
        kind: errors[0].kind,
        error: `Nothing was written to ${label}.\n${shown.join("\n\n")}${tail}`,
    };
}
/** An empty (or new) file takes the REPLACE lines of its empty SEARCH blocks, each line with its newline. */
function fillEmpty(file, blocks, label, isNew, term) {
    const bad = blocks.find((b) => b.search.some((l) => l.trim() !== ""));
    if (bad) {
        return {
            ok: false,
            kind: "no-match",
            error: `${label} is ${isNew ? "a new file" : "empty"}, so ${term} ${bad.index} cannot match. Use an empty SEARCH section to write its first content, or write_to_file.`,
        };
    }
    return blocks.flatMap((b) => spliceLines(file, 0, 0, b.replace));
}
/**
 * Applies `diff` to `original` (undefined for a file that does not exist yet).
 * `label` names the file in messages.
 */
function applyDiff(original, diff, label) {
    const parsed = parseBlocks(diff);
    if (!parsed.ok)
        return { ok: false, kind: "malformed", error: parsed.error };
    return applyBlocks(original, parsed.blocks, label, parsed.unterminated ? [UNTERMINATED_NOTE] : []);
}
/**
 * The engine every edit format shares (SEARCH/REPLACE, apply_patch hunks, the
 * text editor's str_replace): whole-line blocks, located in the original, all or none.
 */
function applyBlocks(original, blocks, label, notes = [], 
/** What a block is called in messages ("hunk" for apply_patch). */
term = "SEARCH block") {
    const file = splitLines(original ?? "");
    if (file.lines.length === 0) {
        const lines = fillEmpty(file, blocks, label, original === undefined, term);
        if (!Array.isArray(lines))
            return lines;
        return done(file, lines, original, blocks.length, ["exact"], notes);
    }
    const texts = file.lines.map((l) => l.text);
    const finder = wholeLineFinder(original ?? "", file, 10);
    const located = [];
    const errors = [];
    for (const block of blocks) {
        const r = locate(texts, block, blocks.length, label, term, finder);
        if ("match" in r)
            located.push(r);
        else
            errors.push(r);
    }
    if (errors.length > 0)
        return failed(label, errors, blocks.length);
    located.sort((a, b) => a.match.start - b.match.start);
    for (let k = 1; k < located.length; k++) {
        const prev = located[k - 1];
        const cur = located[k];
        if (cur.match.start < prev.match.end) {
            return {
                ok: false,
                kind: "overlap",
                error: `Nothing was written to ${label}: ${term}s ${prev.block.index} and ${cur.block.index} overlap (both cover line ${cur.match.start + 1}). Merge them into one block.`,
            };
        }
    }
    const out = [];
    let at = 0;
    for (const { match } of located) {
        out.push(...file.lines.slice(at, match.start), ...spliceLines(file, match.start, match.end, match.replace));
        at = match.end;
    }
    out.push(...file.lines.slice(at));
    const methods = [...new Set(located.map((m) => m.match.method))];
    return done(file, out, original, blocks.length, methods, notes);
}
function done(file, lines, original, blocks, methods, notes) {
    const content = joinLines({ ...file, lines });
    return { ok: true, content, blocks, methods, changed: content !== original, notes };
}

// EXTERNAL MODULE: ./src/tools/edit/v4a.ts
var v4a = __webpack_require__(98197);
;// CONCATENATED MODULE: ./src/tools/paths.ts
/**
 * Confines file tools to the workspace (DESIGN §9). The policy checks paths
 * before a call runs; this is the second fence, applied where the file system
 * is actually touched: `..` escapes, absolute paths elsewhere, symlinks that
 * lead out (resolved with realpath, through the deepest existing parent for a
 * new file), dangling symlinks and files with more than one hard link (another
 * name for the same file may be outside the workspace, where a symlink check
 * cannot see it) are all refused with a message the model can act on.
 */


function inside(root, candidate) {
    const rel = external_node_path_default().relative(root, candidate);
    return rel === "" || (!rel.startsWith("..") && !external_node_path_default().isAbsolute(rel));
}
function toRel(root, abs) {
    const rel = external_node_path_default().relative(root, abs);
    return rel === "" ? "." : rel.split((external_node_path_default()).sep).join("/");
}
function isErrno(e, code) {
    return e instanceof Error && "code" in e && e.code === code;
}
/** Names a regular file has (1 for a file only the workspace names); directories count as 1. */
async function hardLinks(abs) {
    const s = await (0,promises_.stat)(abs).catch(() => undefined);
    return s?.isFile() ? s.nlink : 1;
}
const OUTSIDE_HINT = "Use a path relative to the repository root; files outside the workspace are off limits.";
/**
 * Resolves a path the model wrote against `workspace` (absolute and already
 * symlink-resolved). Never throws for a bad path; throws only when the file
 * system fails in an unexpected way (EIO and the like).
 */
async function resolveInWorkspace(workspace, input) {
    if (input.trim() === "")
        return { ok: false, error: "The path is empty. Give a path relative to the repository root." };
    if (input.includes("\0"))
        return { ok: false, error: `The path ${JSON.stringify(input)} contains a NUL byte.` };
    const lexical = external_node_path_default().resolve(workspace, input);
    if (!inside(workspace, lexical)) {
        const special = /^\/(proc|sys|dev)(\/|$)/.test(lexical) ? " (a system path)" : "";
        return {
            ok: false,
            error: `Refused: ${JSON.stringify(input)} is outside the workspace${special} — it resolves to ${lexical}. ${OUTSIDE_HINT}`,
        };
    }
    // Walk up to the deepest part of the path that exists, resolve its symlinks,
    // then append the parts that do not exist yet (they cannot be symlinks).
    let existing = lexical;
    const missing = [];
    for (;;) {
        try {
            const real = await (0,promises_.realpath)(existing);
            const abs = external_node_path_default().join(real, ...missing);
            if (!inside(workspace, abs)) {
                return {
                    ok: false,
                    error: `Refused: ${JSON.stringify(input)} goes through a symlink that points outside the workspace (to ${real}). ${OUTSIDE_HINT}`,
                };
            }
            const rel = toRel(workspace, abs);
            if (missing.length === 0) {
                const links = await hardLinks(abs);
                if (links > 1)
                    return {
                        ok: false,
                        error: `Refused: ${rel} has ${links} hard links; another name for this file may be outside the workspace, so reading or writing it is not allowed. Use another file, or ask for this one to be replaced by a plain copy.`,
                    };
            }
            return { ok: true, abs, rel, exists: missing.length === 0 };
        }
        catch (e) {
            if (!isErrno(e, "ENOENT") && !isErrno(e, "ENOTDIR"))
                throw e;
        }
        const link = await (0,promises_.lstat)(existing).catch(() => undefined);
        if (link?.isSymbolicLink()) {
            const target = await (0,promises_.readlink)(existing);
            return {
                ok: false,
                error: `Refused: ${toRel(workspace, existing)} is a symlink to ${target}, which does not exist; writing through it could land outside the workspace. Remove the link or use another path.`,
            };
        }
        if (link !== undefined) {
            // Exists but realpath failed with ENOTDIR: a file used as a directory.
            return {
                ok: false,
                error: `${JSON.stringify(input)}: ${toRel(workspace, existing)} is a file, not a directory.`,
            };
        }
        const parent = external_node_path_default().dirname(existing);
        if (parent === existing)
            return { ok: false, error: `Cannot resolve ${JSON.stringify(input)}.` };
        missing.unshift(external_node_path_default().basename(existing));
        existing = parent;
    }
}

;// CONCATENATED MODULE: ./src/tools/apply-patch.ts
/**
 * apply_patch: OpenAI's patch envelope (./edit/v4a.ts) on the shared line engine.
 * Every operation is checked and computed before anything is written, so a
 * patch applies whole or not at all. Every path it touches (added, deleted,
 * moved from and to) goes through the policy and the workspace check.
 */








const schema = schemas/* object */.Ikc({
    input: schemas/* string */.YjP()
        .describe("The patch: *** Begin Patch, then *** Update File: path with @@ hunks (' ' context, '-' old, '+' new lines), *** Add File: path (+lines), *** Delete File: path, optional *** Move to: path; then *** End Patch."),
});
async function readText(abs, rel) {
    const info = await (0,promises_.stat)(abs);
    if (!info.isFile())
        return { error: `${rel} is not a regular file.` };
    const bytes = await (0,promises_.readFile)(abs);
    if (looksBinary(bytes.subarray(0, 8192)))
        return { error: `${rel} is a binary file; apply_patch edits text files.` };
    return bytes.toString("utf8");
}
/** Checks one operation and computes what it writes; a string is the error for the model. */
async function plan(op, workspace, claimed) {
    const target = await resolveInWorkspace(workspace, op.path);
    if (!target.ok)
        return target.error;
    const claim = (rel) => {
        if (claimed.has(rel))
            return `${rel} appears twice in the patch; put all its changes in one operation.`;
        claimed.add(rel);
        return undefined;
    };
    const twice = claim(target.rel);
    if (twice)
        return twice;
    if (op.kind === "add") {
        if (target.exists)
            return `*** Add File: ${target.rel} — the file already exists. Use *** Update File to change it.`;
        return [{ rel: target.rel, abs: target.abs, content: op.lines.map((l) => `${l}\n`).join("") }];
    }
    if (!target.exists)
        return `*** ${op.kind === "delete" ? "Delete" : "Update"} File: ${target.rel} — no such file. Check the path with list_files, or use *** Add File to create it.`;
    const original = await readText(target.abs, target.rel);
    if (typeof original !== "string")
        return original.error;
    if (op.kind === "delete")
        return [{ rel: target.rel, abs: target.abs, content: null }];
    const outcome = op.hunks.length === 0
        ? { ok: true, content: original }
        : applyBlocks(original, op.hunks, target.rel, [], "hunk");
    if (!outcome.ok)
        return outcome.error.replaceAll("SEARCH", "hunk's old lines");
    if (op.moveTo === undefined)
        return [{ rel: target.rel, abs: target.abs, content: outcome.content }];
    const dest = await resolveInWorkspace(workspace, op.moveTo);
    if (!dest.ok)
        return dest.error;
    if (dest.exists)
        return `*** Move to: ${dest.rel} — that path already exists; move to a new path, or delete it first.`;
    const again = claim(dest.rel);
    if (again)
        return again;
    return [
        { rel: dest.rel, abs: dest.abs, content: outcome.content },
        { rel: target.rel, abs: target.abs, content: null },
    ];
}
function createApplyPatch() {
    return (0,tools_define/* defineTool */.uO)({
        name: "apply_patch",
        description: "Edit, add, delete or move files with one patch in the apply_patch format. The whole patch applies or none of it.",
        schema,
        access: (input) => ({ kind: "write", paths: (0,v4a/* patchPaths */.BT)(input.input) }),
        async execute(input, ctx) {
            const parsed = (0,v4a/* parsePatch */.iz)(input.input);
            if (!parsed.ok)
                return (0,tools_define/* failure */.V2)(parsed.error);
            const writes = [];
            const claimed = new Set();
            for (const op of parsed.ops) {
                const planned = await plan(op, ctx.workspace, claimed);
                if (typeof planned === "string")
                    return (0,tools_define/* failure */.V2)(`Nothing was changed: ${planned}`);
                writes.push(...planned);
            }
            for (const w of writes) {
                if (w.content === null)
                    await (0,promises_.rm)(w.abs);
                else {
                    await (0,promises_.mkdir)(external_node_path_default().dirname(w.abs), { recursive: true });
                    await (0,promises_.writeFile)(w.abs, w.content, "utf8");
                }
            }
            const verbs = parsed.ops.map((op) => op.kind === "add"
                ? `added ${op.path}`
                : op.kind === "delete"
                    ? `deleted ${op.path}`
                    : op.hunks.length === 0
                        ? `moved ${op.path} → ${op.moveTo}`
                        : `updated ${op.path}${op.moveTo ? ` → ${op.moveTo}` : ""} (${op.hunks.length} hunk${op.hunks.length === 1 ? "" : "s"})`);
            const summary = verbs.join(", ");
            return {
                ok: true,
                content: `Applied the patch: ${summary}.`,
                writtenPaths: writes.map((w) => w.rel),
                summary: summary.length > 120 ? `${summary.slice(0, 117)}...` : summary,
            };
        },
    });
}

;// CONCATENATED MODULE: ./src/tools/control.ts
/**
 * The two control tools: they do nothing in the workspace but end the session,
 * with a question for a person or with the final result.
 */


function createAskFollowupQuestion() {
    return (0,tools_define/* defineTool */.uO)({
        name: "ask_followup_question",
        description: "Ask the requester a question when you cannot proceed without their answer. Ends this run.",
        schema: schemas/* object */.Ikc({ question: schemas/* string */.YjP().min(1), options: schemas/* array */.YOg(schemas/* string */.YjP()).max(5).optional() }),
        access: () => ({ kind: "other" }),
        async execute(input) {
            return {
                ok: true,
                content: "Question posted; the run stops until it is answered.",
                writtenPaths: [],
                control: { kind: "question", question: input.question, ...(input.options ? { options: input.options } : {}) },
            };
        },
    });
}
function createAttemptCompletion() {
    return (0,tools_define/* defineTool */.uO)({
        name: "attempt_completion",
        description: "Finish: summarize what you did. Call only when the task is done.",
        schema: schemas/* object */.Ikc({
            result: schemas/* string */.YjP().min(1).describe("Final summary for the requester"),
            command: schemas/* string */.YjP().optional().describe("Command that shows the result"),
        }),
        access: () => ({ kind: "other" }),
        async execute(input) {
            const result = input.command ? `${input.result}\n\nTo see it: \`${input.command}\`` : input.result;
            return { ok: true, content: "Completed.", writtenPaths: [], control: { kind: "completion", result } };
        },
    });
}

// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(37895);
;// CONCATENATED MODULE: ./src/tools/execute-command.ts
/**
 * execute_command: `bash -c` in the workspace root through util/exec (own
 * process group; the whole tree dies on timeout or abort), with the scrubbed
 * environment from the context. stdout and stderr are kept interleaved, head
 * and tail, so a command printing 50 MB costs a bounded amount of memory.
 */



const DEFAULT_TIMEOUT_SECONDS = 300;
const MAX_TIMEOUT_SECONDS = 3600;
/** Characters of output the model sees: half from the start, half from the end. */
const MAX_OUTPUT_BYTES = 30_000;
const PROGRESS_EVERY_MS = 1000;
const execute_command_schema = schemas/* object */.Ikc({
    // No program can take a NUL in an argument; say so before anything starts.
    command: schemas/* string */.YjP()
        .min(1)
        .refine((c) => !c.includes("\0"), "the command contains a NUL byte, which no program can be given")
        .describe("bash command, run in repo root"),
    timeout_seconds: (0,tools_define/* looseInt */.e7)().min(1).max(MAX_TIMEOUT_SECONDS).optional().describe(`Default ${DEFAULT_TIMEOUT_SECONDS}`),
});
function createExecuteCommand(options = {}) {
    return (0,tools_define/* defineTool */.uO)({
        name: "execute_command",
        description: "Run a shell command in the repo root (non-interactive). Output is cut to head and tail.",
        schema: execute_command_schema,
        access: (input) => ({ kind: "exec", command: input.command }),
        async execute(input, ctx) {
            const timeoutSeconds = input.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
            const output = new exec/* BoundedBuffer */.GI(MAX_OUTPUT_BYTES);
            let lastProgress = 0;
            // --norc: node's stdio pipes are sockets, which makes Debian's bash think it
            // runs under sshd and source ~/.bashrc; the command should see only ctx.env.
            const bare = {
                command: "bash",
                args: ["--norc", "--noprofile", "-c", input.command],
                cwd: ctx.workspace,
                env: ctx.env,
            };
            const launch = options.sandbox ? await options.sandbox.launch(bare) : bare;
            const result = await (0,exec/* exec */.m0)(launch.command, launch.args, {
                cwd: launch.cwd,
                env: launch.env,
                signal: ctx.signal,
                timeoutMs: timeoutSeconds * 1000,
                ...(launch.start ? { start: launch.start } : {}),
                // exec keeps its own per-stream copies; ours is the interleaved one, so keep theirs small.
                maxOutputBytes: 4096,
                onOutput(chunk) {
                    output.push(Buffer.from(chunk, "utf8"));
                    const now = Date.now();
                    if (ctx.progress && now - lastProgress >= PROGRESS_EVERY_MS) {
                        lastProgress = now;
                        const line = chunk.trimEnd().split("\n").pop() ?? "";
                        if (line !== "")
                            ctx.progress(line.slice(0, 200));
                    }
                },
            });
            // What the command left dying in the sandbox is reaped before the next call starts.
            await options.sandbox?.settle?.();
            if (result.spawnError)
                throw new Error(`execute_command: could not start bash: ${result.spawnError}`);
            const text = output.toString().trimEnd();
            const body = text === "" ? "(no output)" : text;
            const cut = output.dropped > 0 ? ` ${output.dropped} bytes of output were cut from the middle.` : "";
            if (result.timedOut) {
                return (0,tools_define/* failure */.V2)(`Timed out after ${timeoutSeconds}s; the command and everything it started were killed.${cut} Output so far:\n${body}\n` +
                    "If it needs longer, pass a larger timeout_seconds; if it waits for input, make it non-interactive.", { writtenPaths: undefined });
            }
            if (result.aborted)
                return (0,tools_define/* failure */.V2)(`Cancelled; the command was killed.${cut} Output so far:\n${body}`, { writtenPaths: undefined });
            const status = result.exitCode === null ? `Killed by signal ${result.signal ?? "unknown"}.` : `Exit code ${result.exitCode}.`;
            return { ok: result.exitCode === 0, content: `${status}${cut}\n${body}`, summary: input.command.slice(0, 60) };
        },
    });
}

;// CONCATENATED MODULE: ./src/tools/definitions/languages.ts
/**
 * Which grammar parses which file, and the tree-sitter query that finds its
 * definitions. Every node captured as @def is one definition; the tool shows
 * the first line of each. Queries stay small: names of functions, classes,
 * methods, types — what a model needs to find its way around a file.
 * C++ and Ruby are left out on purpose: their grammars would add 5.6 MB to dist/.
 */
const TS_COMMON = `
(function_declaration) @def
(generator_function_declaration) @def
(class_declaration) @def
(method_definition) @def
(lexical_declaration (variable_declarator value: (arrow_function))) @def
(lexical_declaration (variable_declarator value: (function_expression))) @def
(variable_declaration (variable_declarator value: (arrow_function))) @def
(variable_declaration (variable_declarator value: (function_expression))) @def
`;
// One pattern per value type: an alternation ([a b]) under a field matched every
// declarator in web-tree-sitter 0.27, so `const N = 30` showed up as a definition.
const TYPESCRIPT = `${TS_COMMON}
(abstract_class_declaration) @def
(abstract_method_signature) @def
(interface_declaration) @def
(type_alias_declaration) @def
(enum_declaration) @def
(internal_module) @def
(function_signature) @def
`;
const LANGUAGES = {
    typescript: { grammar: "typescript", query: TYPESCRIPT },
    tsx: { grammar: "tsx", query: TYPESCRIPT },
    javascript: { grammar: "javascript", query: TS_COMMON },
    python: {
        grammar: "python",
        query: `
(function_definition) @def
(class_definition) @def
`,
    },
    go: {
        grammar: "go",
        query: `
(function_declaration) @def
(method_declaration) @def
(type_declaration) @def
`,
    },
    rust: {
        grammar: "rust",
        query: `
(function_item) @def
(function_signature_item) @def
(struct_item) @def
(enum_item) @def
(trait_item) @def
(impl_item) @def
(mod_item) @def
(type_item) @def
(macro_definition) @def
`,
    },
    java: {
        grammar: "java",
        query: `
(class_declaration) @def
(interface_declaration) @def
(enum_declaration) @def
(record_declaration) @def
(method_declaration) @def
(constructor_declaration) @def
`,
    },
    c: {
        grammar: "c",
        query: `
(function_definition) @def
(struct_specifier body: (_)) @def
(enum_specifier body: (_)) @def
(type_definition) @def
`,
    },
};
const EXTENSIONS = {
    ".ts": "typescript",
    ".mts": "typescript",
    ".cts": "typescript",
    ".tsx": "tsx",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".jsx": "javascript",
    ".py": "python",
    ".pyi": "python",
    ".go": "go",
    ".rs": "rust",
    ".java": "java",
    ".c": "c",
    ".h": "c",
};
/** The language of a file name, or undefined when no grammar covers it. */
function languageFor(fileName) {
    const dot = fileName.lastIndexOf(".");
    if (dot === -1)
        return undefined;
    const id = EXTENSIONS[fileName.slice(dot).toLowerCase()];
    return id === undefined ? undefined : LANGUAGES[id];
}
/** Grammar files the tool needs at run time (the build copies these into dist). */
function grammarFiles() {
    return [...new Set(Object.values(LANGUAGES).map((l) => `tree-sitter-${l.grammar}.wasm`))].sort();
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./node_modules/web-tree-sitter/web-tree-sitter.js
var web_tree_sitter = __webpack_require__(40033);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/tools/definitions/wasm-location.ts
/**
 * Where the tree-sitter .wasm files are at run time. A build copies them into
 * `<dist>/wasm/` (scripts/copy-wasm.mjs), found by walking up from this module's
 * URL — which is the bundle itself once bundled. From source or tests they come
 * straight from node_modules.
 */




const RUNTIME_WASM = "web-tree-sitter.wasm";
class WasmNotFoundError extends Error {
    name = "WasmNotFoundError";
}
function bundledDir(moduleUrl) {
    let dir = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(moduleUrl));
    for (let i = 0; i < 4; i++) {
        const candidate = external_node_path_default().join(dir, "wasm");
        if ((0,external_node_fs_.existsSync)(external_node_path_default().join(candidate, RUNTIME_WASM)))
            return candidate;
        dir = external_node_path_default().dirname(dir);
    }
    return undefined;
}
/** `moduleUrl` is where the code runs from: this module, or the bundle that contains it. */
function locateWasm(moduleUrl = import.meta.url) {
    const bundled = bundledDir(moduleUrl);
    if (bundled)
        return { runtime: external_node_path_default().join(bundled, RUNTIME_WASM), grammar: (f) => external_node_path_default().join(bundled, f) };
    try {
        const require = (0,external_node_module_.createRequire)(import.meta.url);
        const runtime = require.resolve(`web-tree-sitter/${RUNTIME_WASM}`);
        const grammars = external_node_path_default().join(external_node_path_default().dirname(require.resolve("@repomix/tree-sitter-wasms/package.json")), "out");
        return { runtime, grammar: (f) => external_node_path_default().join(grammars, f) };
    }
    catch (e) {
        throw new WasmNotFoundError(`tree-sitter wasm files not found next to ${(0,external_node_url_.fileURLToPath)(moduleUrl)} (wasm/) nor in node_modules: ${e instanceof Error ? e.message : String(e)}. Rebuild with scripts/copy-wasm.mjs.`);
    }
}

;// CONCATENATED MODULE: ./src/tools/definitions/parser.ts
/**
 * Lazily loads web-tree-sitter and grammars (once per process: the wasm
 * runtime is global) and extracts definition lines from source text.
 */





let init;
const loaded = new Map();
/**
 * Bundled by ncc into an ES module, web-tree-sitter's CommonJS build reads the
 * free variable `__dirname` (only to guess where its wasm is — locateFile below
 * overrides the guess) and would throw a ReferenceError. Give it the bundle's
 * directory, which is what CommonJS would have given it.
 */
function provideDirname() {
    if ("__dirname" in globalThis)
        return;
    Object.defineProperty(globalThis, "__dirname", {
        value: external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)),
        configurable: true,
        writable: true,
    });
}
function initRuntime() {
    if (!init) {
        provideDirname();
        const where = locateWasm();
        init = web_tree_sitter/* Parser */.iX.init({ locateFile: () => where.runtime });
    }
    return init;
}
async function load(spec) {
    await initRuntime();
    const file = locateWasm().grammar(`tree-sitter-${spec.grammar}.wasm`);
    const language = await web_tree_sitter/* Language */.TM.load(await (0,promises_.readFile)(file));
    const parser = new web_tree_sitter/* Parser */.iX();
    parser.setLanguage(language);
    return { parser, query: new web_tree_sitter/* Query */.XK(language, spec.query) };
}
function forLanguage(spec) {
    let entry = loaded.get(spec.grammar);
    if (!entry) {
        entry = load(spec);
        // A failed load is not cached, so a transient error can be retried.
        entry.catch(() => loaded.delete(spec.grammar));
        loaded.set(spec.grammar, entry);
    }
    return entry;
}
async function findDefinitions(spec, source) {
    const { parser, query } = await forLanguage(spec);
    const tree = parser.parse(source);
    if (!tree)
        return [];
    try {
        const lines = source.split("\n");
        const seen = new Set();
        const out = [];
        for (const capture of query.captures(tree.rootNode)) {
            const row = capture.node.startPosition.row;
            if (seen.has(row))
                continue;
            seen.add(row);
            out.push({ line: row + 1, text: (lines[row] ?? "").replace(/\r$/, "").trimEnd() });
        }
        return out.sort((a, b) => a.line - b.line);
    }
    finally {
        tree.delete();
    }
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/tools/ignore-rules.ts
/**
 * .gitignore rules for walking a directory without git: every .gitignore from
 * the workspace root down to the directory being listed applies, as in git.
 */



/** Always hidden: git internals and installed dependencies (huge, never what the model wants). */
const ALWAYS_HIDDEN = new Set([".git", "node_modules"]);
class IgnoreStack {
    layers;
    constructor(layers) {
        this.layers = layers;
    }
    /** Rules from the root .gitignore down to (and including) `relDir`. */
    static async forDir(workspace, relDir) {
        const parts = relDir === "." || relDir === "" ? [] : relDir.split("/");
        const layers = [];
        for (let i = 0; i <= parts.length; i++) {
            const base = parts.slice(0, i).join("/");
            const layer = await loadLayer(workspace, base);
            if (layer)
                layers.push(layer);
        }
        return new IgnoreStack(layers);
    }
    /** A stack with `relDir`'s own .gitignore added, for descending into it. */
    async descend(workspace, relDir) {
        const layer = await loadLayer(workspace, relDir);
        return layer ? new IgnoreStack([...this.layers, layer]) : this;
    }
    /** `rel` is workspace-relative; directories are tested with a trailing slash. */
    ignores(rel, isDir) {
        const name = rel.slice(rel.lastIndexOf("/") + 1);
        if (ALWAYS_HIDDEN.has(name))
            return true;
        for (const layer of this.layers) {
            const sub = layer.base === "" ? rel : rel.startsWith(`${layer.base}/`) ? rel.slice(layer.base.length + 1) : undefined;
            if (sub === undefined || sub === "")
                continue;
            if (layer.rules.ignores(isDir ? `${sub}/` : sub))
                return true;
        }
        return false;
    }
}
async function loadLayer(workspace, base) {
    try {
        const text = await (0,promises_.readFile)(external_node_path_default().join(workspace, base, ".gitignore"), "utf8");
        return { base, rules: ignore_default()().add(text) };
    }
    catch {
        return undefined; // no .gitignore here (or unreadable): nothing to apply
    }
}

;// CONCATENATED MODULE: ./src/tools/list-code-definition-names.ts
/**
 * list_code_definition_names: the functions, classes, methods and types of a
 * file, or of every file directly in a directory, found with tree-sitter.
 * Files no grammar covers are listed without definitions.
 */









const MAX_FILES = 50;
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_DEFS_PER_FILE = 200;
const MAX_CHARS = 40_000;
const list_code_definition_names_schema = schemas/* object */.Ikc({ path: schemas/* string */.YjP().describe("File or directory (its top-level files)") });
async function describeFile(abs, rel) {
    const spec = languageFor(rel);
    if (!spec)
        return `${rel} (no parser for this file type)`;
    const info = await (0,promises_.stat)(abs);
    if (info.size > MAX_FILE_BYTES)
        return `${rel} (too large to parse: ${info.size.toLocaleString("en-US")} bytes)`;
    const buf = await (0,promises_.readFile)(abs);
    if (looksBinary(buf.subarray(0, 8192)))
        return `${rel} (binary)`;
    const defs = await findDefinitions(spec, buf.toString("utf8"));
    if (defs.length === 0)
        return `${rel} (no definitions found)`;
    const width = String(defs[defs.length - 1]?.line ?? 1).length;
    const lines = defs
        .slice(0, MAX_DEFS_PER_FILE)
        .map((d) => `  ${String(d.line).padStart(width)} | ${capLine(d.text, 200)}`);
    if (defs.length > MAX_DEFS_PER_FILE)
        lines.push(`  [… ${defs.length - MAX_DEFS_PER_FILE} more definitions]`);
    return `${rel}\n${lines.join("\n")}`;
}
function createListCodeDefinitionNames() {
    return (0,tools_define/* defineTool */.uO)({
        name: "list_code_definition_names",
        description: "List functions, classes, methods and types (with line numbers) in a file or a directory's files.",
        schema: list_code_definition_names_schema,
        access: (input) => ({ kind: "read", paths: [input.path] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path);
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            if (!resolved.exists)
                return (0,tools_define/* failure */.V2)(`No such file or directory: ${input.path}. Use list_files to find it.`);
            const info = await (0,promises_.stat)(resolved.abs);
            if (info.isFile())
                return { ok: true, content: await describeFile(resolved.abs, resolved.rel), writtenPaths: [] };
            if (!info.isDirectory())
                return (0,tools_define/* failure */.V2)(`${resolved.rel} is not a file or directory.`);
            const rules = await IgnoreStack.forDir(ctx.workspace, resolved.rel);
            const entries = (await (0,promises_.readdir)(resolved.abs, { withFileTypes: true }))
                .filter((e) => e.isFile())
                .map((e) => ({ name: e.name, rel: resolved.rel === "." ? e.name : `${resolved.rel}/${e.name}` }))
                .filter((e) => !rules.ignores(e.rel, false))
                .sort((a, b) => a.name.localeCompare(b.name));
            if (entries.length === 0)
                return {
                    ok: true,
                    content: `${resolved.rel} has no files directly in it; try a subdirectory.`,
                    writtenPaths: [],
                };
            // Files with a grammar first: they are what the model asked about.
            entries.sort((a, b) => Number(!languageFor(a.name)) - Number(!languageFor(b.name)));
            const parts = [];
            for (const e of entries.slice(0, MAX_FILES))
                parts.push(await describeFile(external_node_path_default().join(resolved.abs, e.name), e.rel));
            if (entries.length > MAX_FILES)
                parts.push(`[showing ${MAX_FILES} of ${entries.length} files; pass a single file path for the others]`);
            const content = capText(parts.join("\n\n"), MAX_CHARS, "Pass a single file path to see the rest.");
            return { ok: true, content, writtenPaths: [] };
        },
    });
}

// EXTERNAL MODULE: ./src/util/host-git.ts
var host_git = __webpack_require__(44841);
;// CONCATENATED MODULE: ./src/tools/git.ts
/** Small git helpers for the read-only tools (list_files, search_files). */

/** True when `dir` is inside a git work tree (and git is installed); `workspace` is where git must not come from. */
async function inGitWorkTree(dir, workspace, env, signal) {
    const result = await (0,host_git/* hostGit */.R)(workspace, ["rev-parse", "--is-inside-work-tree"], {
        cwd: dir,
        env,
        signal,
        timeoutMs: 10_000,
    });
    return result.exitCode === 0 && result.stdout.trim() === "true";
}

;// CONCATENATED MODULE: ./src/tools/list-files.ts
/**
 * list_files: a directory's entries, or every file below it, without what
 * .gitignore hides. In a git work tree the recursive listing comes from
 * `git ls-files` (fast on large repos); elsewhere from a walk with the same rules.
 */








const MAX_ENTRIES = 500;
const list_files_schema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().optional().describe("Directory, default repo root"),
    recursive: (0,tools_define/* looseBoolean */.bi)().optional(),
});
function join(relDir, name) {
    return relDir === "." ? name : `${relDir}/${name}`;
}
async function listShallow(workspace, abs, relDir) {
    const rules = await IgnoreStack.forDir(workspace, relDir);
    const entries = await (0,promises_.readdir)(abs, { withFileTypes: true });
    const out = [];
    for (const e of entries) {
        const rel = join(relDir, e.name);
        const isDir = e.isDirectory();
        if (!rules.ignores(rel, isDir))
            out.push(isDir ? `${rel}/` : rel);
    }
    return out.sort();
}
/** Breadth-first walk; stops once more than `limit` files are found. */
async function walk(workspace, abs, relDir, limit) {
    const out = [];
    const queue = [
        { abs, rel: relDir, rules: await IgnoreStack.forDir(workspace, relDir) },
    ];
    while (queue.length > 0 && out.length <= limit) {
        const dir = queue.shift();
        const entries = await (0,promises_.readdir)(dir.abs, { withFileTypes: true }).catch(() => []);
        entries.sort((a, b) => a.name.localeCompare(b.name));
        for (const e of entries) {
            const rel = join(dir.rel, e.name);
            if (e.isDirectory()) {
                if (!dir.rules.ignores(rel, true))
                    queue.push({ abs: external_node_path_default().join(dir.abs, e.name), rel, rules: await dir.rules.descend(workspace, rel) });
            }
            else if (!dir.rules.ignores(rel, false))
                out.push(rel);
        }
    }
    return out;
}
function createListFiles() {
    return (0,tools_define/* defineTool */.uO)({
        name: "list_files",
        description: "List a directory (recursive: all files below it), honoring .gitignore.",
        schema: list_files_schema,
        access: (input) => ({ kind: "read", paths: [input.path || "."] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path || ".");
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            if (!resolved.exists)
                return (0,tools_define/* failure */.V2)(`No such directory: ${input.path}. List its parent to see what exists.`);
            if (!(await (0,promises_.stat)(resolved.abs)).isDirectory())
                return (0,tools_define/* failure */.V2)(`${resolved.rel} is a file, not a directory. Use read_file to read it.`);
            let entries;
            let exactTotal = true;
            if (!input.recursive)
                entries = await listShallow(ctx.workspace, resolved.abs, resolved.rel);
            else if (await inGitWorkTree(resolved.abs, ctx.workspace, ctx.env, ctx.signal)) {
                const result = await (0,host_git/* hostGit */.R)(ctx.workspace, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
                    cwd: resolved.abs,
                    env: ctx.env,
                    signal: ctx.signal,
                    timeoutMs: 60_000,
                    maxOutputBytes: 64 * 1024 * 1024,
                });
                if (result.exitCode !== 0)
                    throw new Error(`git ls-files failed in ${resolved.rel}: ${result.stderr.trim()}`);
                const names = new Set(result.stdout.split("\0").filter((n) => n !== ""));
                entries = [...names].map((n) => join(resolved.rel, n)).sort();
            }
            else {
                entries = await walk(ctx.workspace, resolved.abs, resolved.rel, MAX_ENTRIES);
                exactTotal = entries.length <= MAX_ENTRIES;
            }
            if (entries.length === 0)
                return { ok: true, content: `${resolved.rel}: no files (or all ignored).`, writtenPaths: [] };
            const shown = entries.slice(0, MAX_ENTRIES);
            let content = shown.join("\n");
            if (entries.length > MAX_ENTRIES) {
                const total = exactTotal ? `of ${entries.length.toLocaleString("en-US")}` : "; more exist";
                content += `\n[showing ${MAX_ENTRIES} entries ${total}. List a subdirectory or use search_files to narrow down.]`;
            }
            return { ok: true, content, writtenPaths: [] };
        },
    });
}

;// CONCATENATED MODULE: ./src/tools/mcp-resources.ts
/** list_mcp_resources / access_mcp_resource: thin doors to the MCP hub's resources. */


const NO_SERVERS = "No MCP servers are connected in this session, so there are no MCP resources. Use the file tools instead.";
function createListMcpResources() {
    return (0,tools_define/* defineTool */.uO)({
        name: "list_mcp_resources",
        description: "List resources offered by connected MCP servers.",
        schema: schemas/* object */.Ikc({ server: schemas/* string */.YjP().optional() }),
        access: () => ({ kind: "other" }),
        async execute(input, ctx) {
            if (!ctx.resources)
                return (0,tools_define/* failure */.V2)(NO_SERVERS);
            return { ok: true, content: await ctx.resources.listResources(input.server), writtenPaths: [] };
        },
    });
}
function createAccessMcpResource() {
    return (0,tools_define/* defineTool */.uO)({
        name: "access_mcp_resource",
        description: "Read a resource from an MCP server by URI.",
        schema: schemas/* object */.Ikc({ server: schemas/* string */.YjP().min(1), uri: schemas/* string */.YjP().min(1) }),
        access: () => ({ kind: "other" }),
        async execute(input, ctx) {
            if (!ctx.resources)
                return (0,tools_define/* failure */.V2)(NO_SERVERS);
            return ctx.resources.readResource(input.server, input.uri);
        },
    });
}

;// CONCATENATED MODULE: ./src/tools/read-file.ts
/**
 * read_file: a file with line numbers, a window of at most MAX_LINES lines /
 * MAX_CHARS characters that says how to read on. Reads in chunks, so a huge
 * file costs memory only for the window shown. Binary files are described.
 */





const MAX_LINES = 400;
const read_file_MAX_CHARS = 40_000;
const MAX_LINE_BYTES = 2000;
const CHUNK = 1 << 20;
const read_file_schema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().describe("Relative to repo root"),
    start_line: (0,tools_define/* looseInt */.e7)().min(1).optional(),
    end_line: (0,tools_define/* looseInt */.e7)().min(1).optional(),
});
/**
 * Collects lines [start, end] (1-based, inclusive) and counts all lines,
 * keeping at most MAX_LINE_BYTES of any one line (a minified bundle can be one
 * 50 MB line) and counting what it drops.
 */
async function readWindow(file, start, end) {
    const handle = await (0,promises_.open)(file, "r");
    try {
        const lines = [];
        let chars = 0;
        let cutAtChars = false;
        let lineNo = 1;
        let pieces = [];
        let kept = 0;
        let dropped = 0;
        let pending = false;
        const wanted = () => lineNo >= start && lineNo <= end && !cutAtChars;
        const append = (bytes) => {
            pending = true;
            if (!wanted())
                return;
            const room = Math.max(0, MAX_LINE_BYTES - kept);
            if (room > 0) {
                const piece = Buffer.from(bytes.subarray(0, room)); // copy: the read buffer is reused
                pieces.push(piece);
                kept += piece.length;
            }
            dropped += Math.max(0, bytes.length - room);
        };
        const endLine = () => {
            if (wanted()) {
                let text = Buffer.concat(pieces).toString("utf8").replace(/\r$/, "");
                if (dropped > 0)
                    text += ` [… ${dropped} more bytes on this line]`;
                if (chars + text.length > read_file_MAX_CHARS && lines.length > 0)
                    cutAtChars = true;
                else {
                    lines.push(text);
                    chars += text.length;
                }
            }
            lineNo++;
            pieces = [];
            kept = 0;
            dropped = 0;
            pending = false;
        };
        const buf = Buffer.alloc(CHUNK);
        for (;;) {
            const { bytesRead } = await handle.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            const chunk = buf.subarray(0, bytesRead);
            let from = 0;
            for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
                append(chunk.subarray(from, nl));
                endLine();
                from = nl + 1;
            }
            if (from < bytesRead)
                append(chunk.subarray(from));
        }
        if (pending)
            endLine(); // a last line without a final newline
        return { lines, total: lineNo - 1, cutAtChars };
    }
    finally {
        await handle.close();
    }
}
function createReadFile() {
    return (0,tools_define/* defineTool */.uO)({
        name: "read_file",
        description: `Read a file with line numbers (max ${MAX_LINES} lines per call; use start_line/end_line for more).`,
        schema: read_file_schema,
        access: (input) => ({ kind: "read", paths: [input.path] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path);
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            if (!resolved.exists)
                return (0,tools_define/* failure */.V2)(`No such file: ${input.path}. Use list_files or search_files to find the right path.`);
            const info = await (0,promises_.stat)(resolved.abs);
            if (info.isDirectory())
                return (0,tools_define/* failure */.V2)(`${input.path} is a directory. Use list_files to see what it contains.`);
            if (!info.isFile())
                return (0,tools_define/* failure */.V2)(`${input.path} is not a regular file (a device, socket or pipe); not read.`);
            const head = Buffer.alloc(Math.min(info.size, 8192));
            const handle = await (0,promises_.open)(resolved.abs, "r");
            try {
                await handle.read(head, 0, head.length, 0);
            }
            finally {
                await handle.close();
            }
            if (looksBinary(head)) {
                return {
                    ok: true,
                    content: `${resolved.rel} is a binary file (${info.size.toLocaleString("en-US")} bytes${describeMagic(head)}); its content is not shown.`,
                    writtenPaths: [],
                };
            }
            if (info.size === 0)
                return { ok: true, content: `${resolved.rel} is empty.`, writtenPaths: [] };
            const start = input.start_line ?? 1;
            const requestedEnd = input.end_line ?? start + MAX_LINES - 1;
            if (requestedEnd < start)
                return (0,tools_define/* failure */.V2)(`end_line (${requestedEnd}) is before start_line (${start}).`);
            const end = Math.min(requestedEnd, start + MAX_LINES - 1);
            const win = await readWindow(resolved.abs, start, end);
            if (start > win.total) {
                return (0,tools_define/* failure */.V2)(`${resolved.rel} has ${win.total} lines; start_line=${start} is past the end.`);
            }
            const last = start + win.lines.length - 1;
            const body = numberLines(win.lines, start, Number.POSITIVE_INFINITY); // lines are capped already
            const wholeFile = start === 1 && last >= win.total;
            if (wholeFile)
                return { ok: true, content: body, writtenPaths: [] };
            const more = last < win.total ? `; call again with start_line=${last + 1}` : "";
            const why = win.cutAtChars ? " (size cap)" : last < requestedEnd && last < win.total ? " (line cap)" : "";
            return {
                ok: true,
                content: `[showing lines ${start}-${last} of ${win.total}${why}${more}]\n${body}`,
                writtenPaths: [],
            };
        },
    });
}
function describeMagic(head) {
    const sig = head.subarray(0, 8).toString("latin1");
    if (sig.startsWith("\x89PNG"))
        return ", PNG image";
    if (sig.startsWith("\xFF\xD8\xFF"))
        return ", JPEG image";
    if (sig.startsWith("GIF8"))
        return ", GIF image";
    if (sig.startsWith("%PDF"))
        return ", PDF document";
    if (sig.startsWith("PK\x03\x04"))
        return ", zip archive";
    if (sig.startsWith("\x7FELF"))
        return ", ELF executable";
    if (sig.startsWith("\0asm"))
        return ", WebAssembly module";
    return "";
}

;// CONCATENATED MODULE: ./src/tools/replace-in-file.ts
/**
 * replace_in_file: applies SEARCH/REPLACE blocks through the pure engine in
 * ./edit, writing only when every block applies. Failures are counted per file
 * for the life of this tool instance (one session): after three, the error
 * suggests write_to_file instead of another round of guessing.
 */







const replace_in_file_schema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().describe("Relative to repo root"),
    diff: schemas/* string */.YjP()
        .describe("One or more blocks:\n------- SEARCH\n<exact current lines>\n=======\n<new lines>\n+++++++ REPLACE\nSEARCH must match one place; keep blocks small."),
});
const FAILURES_BEFORE_HINT = 3;
function createReplaceInFile() {
    const failures = new Map();
    return (0,tools_define/* defineTool */.uO)({
        name: "replace_in_file",
        description: "Edit parts of a file with SEARCH/REPLACE blocks. All blocks apply or none.",
        schema: replace_in_file_schema,
        access: (input) => ({ kind: "write", paths: [input.path] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path);
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            let original;
            if (resolved.exists) {
                const info = await (0,promises_.stat)(resolved.abs);
                if (!info.isFile())
                    return (0,tools_define/* failure */.V2)(`${resolved.rel} is not a regular file; replace_in_file edits files.`);
                const bytes = await (0,promises_.readFile)(resolved.abs);
                if (looksBinary(bytes.subarray(0, 8192)))
                    return (0,tools_define/* failure */.V2)(`${resolved.rel} is a binary file; replace_in_file edits text files only.`);
                original = bytes.toString("utf8");
            }
            const outcome = applyDiff(original, input.diff, resolved.rel);
            if (!outcome.ok) {
                const key = `${ctx.workspace}\0${resolved.rel}`;
                const count = (failures.get(key) ?? 0) + 1;
                failures.set(key, count);
                const hint = count >= FAILURES_BEFORE_HINT
                    ? `\nreplace_in_file has failed ${count} times on ${resolved.rel} in this session. Read the file again, or rewrite it whole with write_to_file.`
                    : "";
                return (0,tools_define/* failure */.V2)(outcome.error + hint);
            }
            const summary = `${resolved.rel} (${outcome.blocks} block${outcome.blocks === 1 ? "" : "s"})`;
            if (!outcome.changed) {
                return {
                    ok: true,
                    content: `No change: the REPLACE text equals the current text of ${resolved.rel}.`,
                    writtenPaths: [],
                };
            }
            if (original === undefined)
                await (0,promises_.mkdir)(external_node_path_default().dirname(resolved.abs), { recursive: true });
            await (0,promises_.writeFile)(resolved.abs, outcome.content, "utf8");
            const loose = outcome.methods.filter((m) => m !== "exact");
            const note = loose.length > 0 ? ` (matched by ${loose.join(" and ")}; read the file if unsure of the result)` : "";
            const notes = outcome.notes.map((n) => `\n${n}`).join("");
            return { ok: true, content: `Applied ${summary}${note}.${notes}`, writtenPaths: [resolved.rel], summary };
        },
    });
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/tools/search-walk.ts
/**
 * The search_files fallback outside git: walks the directory with the same
 * .gitignore rules as list_files and tests each line with a JS RegExp. Also
 * holds the formatter both paths share.
 */





const MAX_MATCHES = 300;
const search_walk_MAX_CHARS = 40_000;
const search_walk_MAX_FILE_BYTES = 2 * 1024 * 1024;
const search_walk_MAX_FILES = 50_000;
function formatHits(hits, cut, regex) {
    const matches = hits.filter((h) => h.kind === "match").length;
    if (matches === 0)
        return `No matches for ${JSON.stringify(regex)}.`;
    const out = [];
    let file;
    let shown = 0;
    let stopped = false;
    for (const h of hits) {
        if (h.kind === "match") {
            if (shown >= MAX_MATCHES) {
                stopped = true;
                break;
            }
            shown++;
        }
        if (h.file !== file) {
            if (file !== undefined)
                out.push("");
            out.push(h.file);
            file = h.file;
        }
        if (h.kind === "break")
            out.push("  --");
        else
            out.push(`  ${h.line}${h.kind === "match" ? ":" : "-"} ${capLine(h.text, 300)}`);
    }
    const files = new Set(hits.filter((h) => h.kind === "match").map((h) => h.file)).size;
    const summary = stopped || cut
        ? `[showing the first ${shown} matches; more exist. Narrow path, file_pattern or regex.]`
        : `[${matches} match${matches === 1 ? "" : "es"} in ${files} file${files === 1 ? "" : "s"}]`;
    return `${capText(out.join("\n"), search_walk_MAX_CHARS, "Narrow path, file_pattern or regex.")}\n${summary}`;
}
async function searchByWalking(workspace, abs, relDir, re, filePattern, context) {
    const matchName = filePattern
        ? picomatch_default()(filePattern, { dot: true, basename: !filePattern.includes("/") })
        : () => true;
    const hits = [];
    let matches = 0;
    let files = 0;
    const queue = [
        { abs, rel: relDir, rules: await IgnoreStack.forDir(workspace, relDir) },
    ];
    while (queue.length > 0) {
        const dir = queue.shift();
        const entries = await (0,promises_.readdir)(dir.abs, { withFileTypes: true }).catch(() => []);
        entries.sort((a, b) => a.name.localeCompare(b.name));
        for (const e of entries) {
            const rel = dir.rel === "." ? e.name : `${dir.rel}/${e.name}`;
            const full = external_node_path_default().join(dir.abs, e.name);
            if (e.isDirectory()) {
                if (!dir.rules.ignores(rel, true))
                    queue.push({ abs: full, rel, rules: await dir.rules.descend(workspace, rel) });
                continue;
            }
            if (!e.isFile() || dir.rules.ignores(rel, false))
                continue;
            const relToSearch = relDir === "." ? rel : rel.slice(relDir.length + 1);
            if (!matchName(relToSearch))
                continue;
            if (++files > search_walk_MAX_FILES)
                return { hits, cut: true };
            if ((await (0,promises_.stat)(full)).size > search_walk_MAX_FILE_BYTES)
                continue;
            const buf = await (0,promises_.readFile)(full);
            if (looksBinary(buf.subarray(0, 8192)))
                continue;
            const lines = buf.toString("utf8").split("\n");
            let lastShown = -1;
            for (let i = 0; i < lines.length; i++) {
                if (!re.test(lines[i]))
                    continue;
                const from = Math.max(i - context, lastShown + 1);
                if (lastShown >= 0 && from > lastShown + 1 && context > 0)
                    hits.push({ file: rel, line: 0, text: "", kind: "break" });
                for (let k = from; k <= Math.min(i + context, lines.length - 1); k++) {
                    hits.push({
                        file: rel,
                        line: k + 1,
                        text: lines[k].replace(/\r$/, ""),
                        kind: k === i || re.test(lines[k]) ? "match" : "context",
                    });
                    lastShown = k;
                }
                i = Math.max(i, lastShown);
                if (++matches > MAX_MATCHES)
                    return { hits, cut: true };
            }
        }
    }
    return { hits, cut: false };
}

;// CONCATENATED MODULE: ./src/tools/search-files.ts
/**
 * search_files: regex search with line numbers and optional context. In a git
 * work tree it runs `git grep` (tracked and untracked files, .gitignore
 * honored, binary files skipped), stopping git once enough has been read; the
 * JS fallback in ./search-walk.ts covers directories outside git.
 */







/** Bytes of git grep output read before git is stopped: plenty for MAX_MATCHES lines. */
const MAX_GREP_BYTES = 2 * 1024 * 1024;
const search_files_schema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().optional().describe("Directory, default repo root"),
    regex: schemas/* string */.YjP().min(1).describe("PCRE/JS syntax"),
    file_pattern: schemas/* string */.YjP().optional().describe("Glob, e.g. *.ts"),
    context_lines: (0,tools_define/* looseInt */.e7)().min(0).max(10).optional(),
});
function pathspec(relDir, pattern) {
    if (!pattern)
        return relDir === "." ? "." : relDir;
    const prefix = relDir === "." ? "" : `${relDir}/`;
    return pattern.includes("/") ? `:(glob)${prefix}${pattern}` : `:(glob)${prefix}**/${pattern}`;
}
/** Parses `git grep -n --heading --break` output into hits. */
function parseGrep(text) {
    const hits = [];
    let file;
    for (const line of text.split("\n")) {
        if (line === "") {
            file = undefined;
            continue;
        }
        if (file === undefined) {
            file = line;
            continue;
        }
        if (line === "--") {
            hits.push({ file, line: 0, text: "", kind: "break" });
            continue;
        }
        const m = /^(\d+)([:=-])(.*)$/.exec(line);
        if (m)
            hits.push({ file, line: Number(m[1]), text: m[3], kind: m[2] === ":" ? "match" : "context" });
    }
    return hits;
}
async function gitGrep(cwd, args, env, signal) {
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener("abort", onAbort, { once: true });
    let out = "";
    let cut = false;
    try {
        const result = await (0,host_git/* hostGit */.R)(cwd, args, {
            cwd,
            env,
            signal: stop.signal,
            timeoutMs: 120_000,
            maxOutputBytes: 64 * 1024,
            onOutput(chunk, stream) {
                if (stream !== "stdout" || cut)
                    return;
                out += chunk;
                if (out.length > MAX_GREP_BYTES) {
                    cut = true;
                    out = out.slice(0, out.lastIndexOf("\n") + 1);
                    stop.abort();
                }
            },
        });
        return { exitCode: result.exitCode, out, err: result.stderr, cut };
    }
    finally {
        signal.removeEventListener("abort", onAbort);
    }
}
function createSearchFiles() {
    return (0,tools_define/* defineTool */.uO)({
        name: "search_files",
        description: "Regex search across files (honors .gitignore); shows matching lines with line numbers.",
        schema: search_files_schema,
        access: (input) => ({ kind: "read", paths: [input.path || "."] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path || ".");
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            if (!resolved.exists)
                return (0,tools_define/* failure */.V2)(`No such directory: ${input.path}.`);
            if (!(await (0,promises_.stat)(resolved.abs)).isDirectory())
                return (0,tools_define/* failure */.V2)(`${resolved.rel} is a file; search_files takes a directory (use file_pattern to pick files).`);
            const context = input.context_lines ?? 0;
            if (!(await inGitWorkTree(ctx.workspace, ctx.workspace, ctx.env, ctx.signal))) {
                let re;
                try {
                    // PCRE's leading (?i) is common in model output; JS spells it as a flag.
                    const caseless = input.regex.startsWith("(?i)");
                    re = new RegExp(caseless ? input.regex.slice(4) : input.regex, caseless ? "i" : "");
                }
                catch (e) {
                    return (0,tools_define/* failure */.V2)(`Invalid regex ${JSON.stringify(input.regex)}: ${e instanceof Error ? e.message : String(e)}. Escape special characters such as ( [ { . * + ? with a backslash.`);
                }
                const found = await searchByWalking(ctx.workspace, resolved.abs, resolved.rel, re, input.file_pattern, context);
                return { ok: true, content: formatHits(found.hits, found.cut, input.regex), writtenPaths: [] };
            }
            const base = [
                "-c",
                "core.quotePath=false",
                "grep",
                "-n",
                "-I",
                "--no-color",
                "--heading",
                "--break",
                "--untracked",
            ];
            if (context > 0)
                base.push(`-C${context}`);
            const spec = pathspec(resolved.rel, input.file_pattern);
            let run = await gitGrep(ctx.workspace, [...base, "-P", "-e", input.regex, "--", spec], ctx.env, ctx.signal);
            if (run.exitCode === 128 && /USE_LIBPCRE|cannot use Perl-compatible/i.test(run.err)) {
                // git built without PCRE: extended regexes are the closest dialect.
                run = await gitGrep(ctx.workspace, [...base, "-E", "-e", input.regex, "--", spec], ctx.env, ctx.signal);
            }
            if (ctx.signal.aborted)
                return (0,tools_define/* failure */.V2)("Cancelled: the search was stopped.");
            if (run.exitCode === 128 || (run.exitCode !== 0 && run.exitCode !== 1 && !run.cut)) {
                const why = run.err.replace(/^fatal: /m, "").trim();
                if (/^command line, |regex|regular expression|parenthes|quantifier|character class/im.test(why))
                    return (0,tools_define/* failure */.V2)(`Invalid regex ${JSON.stringify(input.regex)}: ${why}. Escape special characters such as ( [ { . * + ? with a backslash.`);
                return (0,tools_define/* failure */.V2)(`search_files failed: ${why || `git grep exited with ${run.exitCode}`}`);
            }
            const hits = parseGrep(run.out);
            return { ok: true, content: formatHits(hits, run.cut, input.regex), writtenPaths: [] };
        },
    });
}


;// CONCATENATED MODULE: ./src/tools/text-editor.ts
/**
 * Anthropic's text editor tool (`str_replace_based_edit_tool`, offered to Claude
 * as the provider-defined textEditor_20250728): view, create, str_replace and
 * insert, on the same line model and engine as replace_in_file. str_replace
 * takes old_str as exact text first, as Claude expects; when that is not found,
 * the shared engine's trimmed and anchor matches are tried on whole lines.
 */










const TEXT_EDITOR_NAME = "str_replace_based_edit_tool";
const text_editor_schema = schemas/* object */.Ikc({
    command: schemas/* enum */.k5n(["view", "create", "str_replace", "insert"]),
    path: schemas/* string */.YjP().describe("Relative to repo root"),
    file_text: schemas/* string */.YjP().optional().describe("create: the whole file"),
    old_str: schemas/* string */.YjP().optional().describe("str_replace: the exact text to replace, found once"),
    new_str: schemas/* string */.YjP().optional().describe("str_replace: the new text; insert: the text to insert"),
    insert_line: (0,tools_define/* looseInt */.e7)().optional().describe("insert: the line after which to insert (0 = top)"),
    insert_text: schemas/* string */.YjP().optional().describe("insert: the text to insert"),
    view_range: schemas/* array */.YOg((0,tools_define/* looseInt */.e7)()).optional().describe("view: [first, last] line, last -1 = end"),
});
async function text_editor_readText(abs, rel) {
    const info = await (0,promises_.stat)(abs);
    if (!info.isFile())
        return (0,tools_define/* failure */.V2)(`${rel} is not a regular file.`);
    const bytes = await (0,promises_.readFile)(abs);
    if (looksBinary(bytes.subarray(0, 8192)))
        return (0,tools_define/* failure */.V2)(`${rel} is a binary file; the text editor edits text files.`);
    return bytes.toString("utf8");
}
function lineOf(text, index) {
    return text.slice(0, index).split("\n").length;
}
/** Exact text, found once, in the file with LF endings; CRLF files get new_str in CRLF. */
function strReplace(original, oldStr, newStr, rel) {
    const crlf = splitLines(original).eol === "\r\n";
    const body = crlf ? original.replaceAll("\r\n", "\n") : original;
    const want = oldStr.replaceAll("\r\n", "\n");
    const first = body.indexOf(want);
    if (first !== -1) {
        const second = body.indexOf(want, first + 1);
        if (second !== -1)
            return (0,tools_define/* failure */.V2)(`old_str occurs more than once in ${rel} (lines ${lineOf(body, first)} and ${lineOf(body, second)}). Include more surrounding lines so it is unique.`);
        const out = body.slice(0, first) + newStr.replaceAll("\r\n", "\n") + body.slice(first + want.length);
        return crlf ? out.replaceAll("\n", "\r\n") : out;
    }
    // Not found as text: the shared engine tries whole lines, trimmed, then anchors.
    const lines = (s) => (s === "" ? [] : s.replace(/\n$/, "").split("\n"));
    const outcome = applyBlocks(original, [{ index: 1, line: 1, search: lines(want), replace: lines(newStr.replaceAll("\r\n", "\n")) }], rel, [], "old_str");
    if (!outcome.ok)
        return (0,tools_define/* failure */.V2)(`No replacement was made: ${outcome.error.replace(/^Nothing was written to [^\n]*\n/, "")}`);
    return outcome.content;
}
function insert(original, after, text, rel) {
    const file = splitLines(original);
    const count = file.lines.length;
    if (!Number.isInteger(after) || after < 0 || after > count)
        return (0,tools_define/* failure */.V2)(`insert_line ${after} is outside ${rel}, which has ${count} line${count === 1 ? "" : "s"}: use 0 to insert at the top, ${count} to append, or a line number in between. Nothing was changed.`);
    const added = text
        .replace(/\r?\n$/, "")
        .split(/\r?\n/)
        .map((t) => ({ text: t, eol: file.eol }));
    const lines = [...file.lines];
    const last = lines.at(-1);
    // Appending after a last line without a newline: that line gets one, the new last line keeps lacking it.
    if (after === count && last && last.eol === "") {
        lines[count - 1] = { ...last, eol: file.eol };
        added.at(-1).eol = "";
    }
    lines.splice(after, 0, ...added);
    return joinLines({ ...file, lines });
}
async function view(input, ctx, isDir) {
    if (isDir)
        return createListFiles().execute({ path: input.path, recursive: false }, ctx);
    const [start, end] = input.view_range ?? [];
    return createReadFile().execute({
        path: input.path,
        ...(start !== undefined ? { start_line: Math.max(1, start) } : {}),
        ...(end !== undefined && end !== -1 ? { end_line: end } : {}),
    }, ctx);
}
function createTextEditor() {
    return (0,tools_define/* defineTool */.uO)({
        name: TEXT_EDITOR_NAME,
        description: "View, create and edit text files: view (a file with line numbers, or a directory), create (a new file), str_replace (old_str found exactly once becomes new_str), insert (insert_text after insert_line).",
        schema: text_editor_schema,
        access: (input) => ({ kind: input.command === "view" ? "read" : "write", paths: [input.path] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path);
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            const rel = resolved.rel;
            if (input.command === "view") {
                if (!resolved.exists)
                    return (0,tools_define/* failure */.V2)(`${rel} does not exist. Use command "create" to make it.`);
                return view(input, ctx, (await (0,promises_.stat)(resolved.abs)).isDirectory());
            }
            if (input.command === "create") {
                if (input.file_text === undefined)
                    return (0,tools_define/* failure */.V2)(`create needs file_text (the whole content of ${rel}).`);
                if (resolved.exists)
                    return (0,tools_define/* failure */.V2)(`${rel} already exists; use str_replace or insert to change it.`);
                await (0,promises_.mkdir)(external_node_path_default().dirname(resolved.abs), { recursive: true });
                await (0,promises_.writeFile)(resolved.abs, input.file_text, "utf8");
                return { ok: true, content: `Created ${rel}.`, writtenPaths: [rel], summary: `${rel} (created)` };
            }
            if (!resolved.exists)
                return (0,tools_define/* failure */.V2)(`${rel} does not exist. Use command "create" to make it.`);
            const original = await text_editor_readText(resolved.abs, rel);
            if (typeof original !== "string")
                return original;
            let next;
            if (input.command === "str_replace") {
                if (input.old_str === undefined || input.old_str === "")
                    return (0,tools_define/* failure */.V2)("str_replace needs old_str: the exact text to replace, copied from the file.");
                next = strReplace(original, input.old_str, input.new_str ?? "", rel);
            }
            else {
                const text = input.insert_text ?? input.new_str;
                if (input.insert_line === undefined || text === undefined)
                    return (0,tools_define/* failure */.V2)("insert needs insert_line (0 = top of the file) and insert_text.");
                next = insert(original, input.insert_line, text, rel);
            }
            if (typeof next !== "string")
                return next;
            if (next === original)
                return { ok: true, content: `No change: ${rel} already reads that way.`, writtenPaths: [] };
            await (0,promises_.writeFile)(resolved.abs, next, "utf8");
            const what = input.command === "insert" ? `inserted after line ${input.insert_line}` : "replaced";
            return { ok: true, content: `Edited ${rel} (${what}).`, writtenPaths: [rel], summary: `${rel} (${what})` };
        },
    });
}

;// CONCATENATED MODULE: ./src/tools/write-to-file.ts
/** write_to_file: creates or overwrites a whole file, creating its directories. */





const write_to_file_schema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().describe("Relative to repo root"),
    content: schemas/* string */.YjP().describe("Complete file content"),
});
function createWriteToFile() {
    return (0,tools_define/* defineTool */.uO)({
        name: "write_to_file",
        description: "Create or overwrite a file with the complete content. Prefer replace_in_file for edits.",
        schema: write_to_file_schema,
        access: (input) => ({ kind: "write", paths: [input.path] }),
        async execute(input, ctx) {
            const resolved = await resolveInWorkspace(ctx.workspace, input.path);
            if (!resolved.ok)
                return (0,tools_define/* failure */.V2)(resolved.error);
            if (resolved.rel === ".")
                return (0,tools_define/* failure */.V2)("write_to_file needs a file path, not the repository root.");
            if (resolved.exists) {
                const info = await (0,promises_.stat)(resolved.abs);
                if (info.isDirectory())
                    return (0,tools_define/* failure */.V2)(`${resolved.rel} is a directory; give a file path inside it.`);
                if (!info.isFile())
                    return (0,tools_define/* failure */.V2)(`${resolved.rel} is not a regular file; not written.`);
            }
            try {
                await (0,promises_.mkdir)(external_node_path_default().dirname(resolved.abs), { recursive: true });
                await (0,promises_.writeFile)(resolved.abs, input.content, "utf8");
            }
            catch (e) {
                const code = e instanceof Error && "code" in e ? String(e.code) : "";
                if (code === "ENOTDIR" || code === "EEXIST" || code === "EISDIR" || code === "EACCES" || code === "EROFS") {
                    return (0,tools_define/* failure */.V2)(`Could not write ${resolved.rel}: ${e instanceof Error ? e.message : String(e)}`);
                }
                throw e;
            }
            const lines = input.content === "" ? 0 : input.content.split("\n").length - (input.content.endsWith("\n") ? 1 : 0);
            const verb = resolved.exists ? "Overwrote" : "Created";
            return {
                ok: true,
                content: `${verb} ${resolved.rel} (${lines} lines).`,
                writtenPaths: [resolved.rel],
                summary: `${resolved.rel} (${verb.toLowerCase()})`,
            };
        },
    });
}

;// CONCATENATED MODULE: ./src/tools/registry.ts
/**
 * The core tools. Call createCoreTools() once per session: replace_in_file
 * keeps a per-file failure count for that session. (Tool<I> is assignable to
 * Tool because access/execute are methods, whose parameters TypeScript checks
 * bivariantly; the loop only ever passes execute() what parse() returned.)
 */











const CORE_TOOL_NAMES = [
    "read_file",
    "write_to_file",
    "replace_in_file",
    "list_files",
    "search_files",
    "list_code_definition_names",
    "execute_command",
    "list_mcp_resources",
    "access_mcp_resource",
    "ask_followup_question",
    "attempt_completion",
];
/** The edit tool for each format (./edit-format.ts); the others are left out, so the model sees one way to edit. */
function createEditTool(format) {
    if (format === "apply_patch")
        return createApplyPatch();
    if (format === "text_editor")
        return createTextEditor();
    return createReplaceInFile();
}
function createCoreTools(editFormat = "search_replace", options = {}) {
    return [
        createReadFile(),
        createWriteToFile(),
        createEditTool(editFormat),
        createListFiles(),
        createSearchFiles(),
        createListCodeDefinitionNames(),
        createExecuteCommand(options.commands),
        createListMcpResources(),
        createAccessMcpResource(),
        createAskFollowupQuestion(),
        createAttemptCompletion(),
    ];
}
/** Looks a tool up by its model-facing name. */
function findTool(tools, name) {
    return tools.find((t) => t.name === name);
}
class DuplicateToolError extends Error {
    name = "DuplicateToolError";
}
/** A name → tool map (core tools plus MCP tools); two tools with one name is a wiring bug. */
function toolsByName(tools) {
    const map = new Map();
    for (const tool of tools) {
        const existing = map.get(tool.name);
        if (existing)
            throw new DuplicateToolError(`Two tools are named ${tool.name} (from ${existing.source} and ${tool.source}).`);
        map.set(tool.name, tool);
    }
    return map;
}
class UnknownToolError extends Error {
    toolName;
    available;
    name = "UnknownToolError";
    constructor(toolName, available) {
        super(`Unknown tool ${JSON.stringify(toolName)}. Available tools: ${available.join(", ")}.`);
        this.toolName = toolName;
        this.available = available;
    }
}
/** Like findTool, but throws UnknownToolError, whose message lists the available names. */
function getTool(tools, name) {
    const tool = findTool(tools, name);
    if (!tool)
        throw new UnknownToolError(name, tools.map((t) => t.name));
    return tool;
}


/***/ })

};
