export const id = 8380;
export const ids = [8380];
export const modules = {

/***/ 82673:
/***/ ((module) => {

module.exports=n=>{if(!n)return[];if(typeof n!="string"||n.match(/^\s+$/))return[];const s=n.split(`
`);if(s.length===0)return[];const a=[];let o=null,d=null,u=0,m=0,l=null;const g=e=>{d?.changes.push({type:"normal",normal:!0,ln1:u++,ln2:m++,content:e}),l.oldLines--,l.newLines--},p=e=>{const[t,r]=parseFiles(e)??[];o={chunks:[],deletions:0,additions:0,from:t,to:r},a.push(o)},i=()=>{(!o||o.chunks.length)&&p()},$=(e,t)=>{i(),o.new=!0,o.newMode=t[1],o.from="/dev/null"},N=(e,t)=>{i(),o.deleted=!0,o.oldMode=t[1],o.to="/dev/null"},x=(e,t)=>{i(),o.oldMode=t[1]},F=(e,t)=>{i(),o.newMode=t[1]},S=(e,t)=>{i(),o.index=e.split(" ").slice(1),t[1]&&(o.oldMode=o.newMode=t[1].trim())},k=e=>{i(),o.from=parseOldOrNewFile(e)},y=e=>{i(),o.to=parseOldOrNewFile(e)},f=e=>+(e||1),M=(e,t)=>{o||p(e);const[r,c,w,L]=t.slice(1);u=+r,m=+w,d={content:e,changes:[],oldStart:+r,oldLines:f(c),newStart:+w,newLines:f(L)},l={oldLines:f(c),newLines:f(L)},o.chunks.push(d)},R=e=>{d&&(d.changes.push({type:"del",del:!0,ln:u++,content:e}),o.deletions++,l.oldLines--)},b=e=>{d&&(d.changes.push({type:"add",add:!0,ln:m++,content:e}),o.additions++,l.newLines--)},h=e=>{if(!d)return;const[t]=d.changes.slice(-1);d.changes.push({type:t.type,[t.type]:!0,ln1:t.ln1,ln2:t.ln2,ln:t.ln,content:e})},_=[[/^diff\s/,p],[/^new file mode (\d+)$/,$],[/^deleted file mode (\d+)$/,N],[/^old mode (\d+)$/,x],[/^new mode (\d+)$/,F],[/^index\s[\da-zA-Z]+\.\.[\da-zA-Z]+(\s(\d+))?$/,S],[/^---\s/,k],[/^\+\+\+\s/,y],[/^@@\s+-(\d+),?(\d+)?\s+\+(\d+),?(\d+)?\s@@/,M],[/^\\ No newline at end of file$/,h]],v=[[/^\\ No newline at end of file$/,h],[/^-/,R],[/^\+/,b],[/^\s*/,g]],C=e=>{for(const[t,r]of v){const c=e.match(t);if(c){r(e,c);break}}l.oldLines===0&&l.newLines===0&&(l=null)},H=e=>{for(const[t,r]of _){const c=e.match(t);if(c){r(e,c);break}}},O=e=>{l?C(e):H(e)};for(const e of s)O(e);return a};const fileNameDiffRegex=/(a|i|w|c|o|1|2)\/.*(?=["']? ["']?(b|i|w|c|o|1|2)\/)|(b|i|w|c|o|1|2)\/.*$/g,gitFileHeaderRegex=/^(a|b|i|w|c|o|1|2)\//,parseFiles=n=>n?.match(fileNameDiffRegex)?.map(a=>a.replace(gitFileHeaderRegex,"").replace(/("|')$/,"")),qoutedFileNameRegex=/^\\?['"]|\\?['"]$/g,parseOldOrNewFile=n=>{let s=leftTrimChars(n,"-+").trim();return s=removeTimeStamp(s),s.replace(qoutedFileNameRegex,"").replace(gitFileHeaderRegex,"")},leftTrimChars=(n,s)=>{if(n=makeString(n),!s&&String.prototype.trimLeft)return n.trimLeft();const a=formTrimmingString(s);return n.replace(new RegExp(`^${a}+`),"")},timeStampRegex=/\t.*|\d{4}-\d\d-\d\d\s\d\d:\d\d:\d\d(.\d+)?\s(\+|-)\d\d\d\d/,removeTimeStamp=n=>{const s=timeStampRegex.exec(n);return s&&(n=n.substring(0,s.index).trim()),n},formTrimmingString=n=>n==null?"\\s":n instanceof RegExp?n.source:`[${makeString(n).replace(/([.*+?^=!:${}()|[\]/\\])/g,"\\$1")}]`,makeString=n=>`${n??""}`;


/***/ }),

/***/ 88323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y8: () => (/* binding */ DiffIndex),
/* harmony export */   fN: () => (/* binding */ locationText),
/* harmony export */   ik: () => (/* binding */ place)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87121);
/**
 * Where a finding can go: on a line of the diff (an inline comment GitHub will
 * accept), or into the summary with its location — never dropped. Every reason a
 * finding cannot go inline is said in words the model can act on (the lines the
 * diff does show, the side to use for a removed line) and people can read.
 */

/** The diff's files by head path and by a renamed file's base path. */
class DiffIndex {
    diff;
    byPath = new Map();
    byPrevious = new Map();
    constructor(diff) {
        this.diff = diff;
        for (const file of diff.files) {
            this.byPath.set(file.path, file);
            if (file.previousPath)
                this.byPrevious.set(file.previousPath, file);
        }
    }
    get files() {
        return this.diff.files;
    }
    file(path) {
        return this.byPath.get(normalize(path)) ?? this.byPrevious.get(normalize(path));
    }
}
/** `./src/a.ts`, `/src/a.ts` → `src/a.ts`: models write paths either way. */
function normalize(path) {
    return path.replace(/^\.?\/+/, "");
}
function findLine(file, side, line) {
    for (let h = 0; h < file.hunks.length; h++) {
        const hunk = file.hunks[h];
        if (hunk.lines.some((l) => (side === "RIGHT" ? l.new === line : l.old === line)))
            return { hunk: h };
    }
    return undefined;
}
function ranges(file, side) {
    const shown = file.hunks.map((h) => (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .hunkRange */ .km)(h, side)).filter((r) => r !== undefined);
    return shown.length ? shown.join(", ") : "none";
}
function sideWords(side) {
    return side === "RIGHT" ? "new side (RIGHT)" : "old side (LEFT)";
}
function place(index, loc, hasSuggestion) {
    const file = index.file(loc.path);
    if (!file) {
        const more = index.diff.truncated ? " (or not among those GitHub lists: it lists 3,000 at most)" : "";
        return { kind: "summary", reason: `${loc.path} is not among the files this pull request changes${more}` };
    }
    const renamed = file.path !== normalize(loc.path) ? `${loc.path} is now ${file.path}` : undefined;
    if (file.hunks.length === 0)
        return { kind: "summary", reason: file.noLines ?? `${file.path} has no changed lines` };
    const at = findLine(file, loc.side, loc.line);
    if (!at) {
        let hint = "";
        if (loc.side === "RIGHT" && findLine(file, "LEFT", loc.line))
            hint = `; line ${loc.line} is a removed line there: comment on it with side LEFT`;
        return {
            kind: "summary",
            reason: `line ${loc.line} of ${file.path} is not in the diff on the ${sideWords(loc.side)}; its hunks cover lines ${ranges(file, loc.side)}${hint}`,
        };
    }
    const single = { kind: "inline", path: file.path, line: loc.line, side: loc.side };
    const fits = loc.side === "RIGHT";
    const start = loc.startLine;
    if (start === undefined || start === loc.line)
        return { ...single, suggestionFits: fits, ...(renamed ? { note: renamed } : {}) };
    const [first, last] = start < loc.line ? [start, loc.line] : [loc.line, start];
    const from = findLine(file, loc.side, first);
    const to = findLine(file, loc.side, last);
    if (from && to && from.hunk === to.hunk)
        return { ...single, line: last, startLine: first, suggestionFits: fits, ...(renamed ? { note: renamed } : {}) };
    const missing = !from ? first : !to ? last : undefined;
    const why = missing !== undefined
        ? `line ${missing} of ${file.path} is not in the diff on the ${sideWords(loc.side)} (its hunks cover lines ${ranges(file, loc.side)})`
        : `lines ${first}–${last} of ${file.path} span two hunks of the diff (${ranges(file, loc.side)}); a comment's range must lie within one hunk`;
    // A suggestion replaces exactly its range: narrowed, it would replace the wrong lines.
    if (hasSuggestion)
        return { kind: "summary", reason: why };
    return {
        ...single,
        suggestionFits: fits,
        note: `${why}, so the comment is on line ${loc.line} only (lines ${first}–${last} asked)`,
    };
}
/** `path:line`, `path:start-line`, with the side when it is the old one: how a location reads in text. */
function locationText(loc) {
    const range = loc.startLine !== undefined && loc.startLine !== loc.line ? `${loc.startLine}-${loc.line}` : `${loc.line}`;
    return `${loc.path}:${range}${loc.side === "LEFT" ? " (removed lines)" : ""}`;
}


/***/ }),

/***/ 87121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ whyNoLines),
/* harmony export */   FS: () => (/* binding */ parseHunks),
/* harmony export */   jA: () => (/* binding */ filesFromGitDiff),
/* harmony export */   km: () => (/* binding */ hunkRange),
/* harmony export */   xJ: () => (/* binding */ gitFileEntries)
/* harmony export */ });
/* harmony import */ var parse_diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82673);
/* harmony import */ var parse_diff__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(parse_diff__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A pull request's diff as lines a review comment can sit on. GitHub accepts an
 * inline comment only on a line of the diff: an added or a context line on the
 * new side (RIGHT, new line numbers), a removed or a context line on the old
 * side (LEFT, old line numbers), and a range only within one hunk. So the diff
 * is kept as hunks of numbered lines, parsed once, from GitHub's per-file
 * patches or from `git diff` for a local review.
 *
 * Parsing is parse-diff's (it numbers every line and reads git's headers:
 * renames, new and deleted files); its one quirk, a "\ No newline at end of file"
 * marker repeated as a change, is dropped here.
 */

/** The hunks of one file's patch (GitHub's `patch` field: hunks only, no file headers). */
function parseHunks(patch) {
    const [file] = parse_diff__WEBPACK_IMPORTED_MODULE_0___default()(patch);
    return file ? file.chunks.map(toHunk) : [];
}
function toHunk(chunk) {
    const lines = [];
    for (const change of chunk.changes) {
        // "\ No newline at end of file": parse-diff repeats the previous change for it.
        if (change.content.startsWith("\\"))
            continue;
        const text = change.content.slice(1);
        if (change.type === "add")
            lines.push({ kind: "add", new: change.ln, text });
        else if (change.type === "del")
            lines.push({ kind: "del", old: change.ln, text });
        else
            lines.push({ kind: "context", old: change.ln1, new: change.ln2, text });
    }
    return { header: chunk.content, lines };
}
/**
 * A whole `git diff` (with `a/` and `b/` prefixes) joined with its file list:
 * the list says what each file is (git's numstat knows binaries, name-status
 * renames), the patch gives the lines. A file the patch has no hunks for says why.
 */
function filesFromGitDiff(patch, entries) {
    const byPath = new Map();
    for (const file of parse_diff__WEBPACK_IMPORTED_MODULE_0___default()(patch)) {
        const name = file.deleted ? file.from : file.to;
        if (name)
            byPath.set(name, file.chunks.map(toHunk));
    }
    return entries.map((entry) => {
        const hunks = entry.binary ? [] : (byPath.get(entry.path) ?? []);
        return {
            path: entry.path,
            ...(entry.previousPath ? { previousPath: entry.previousPath } : {}),
            status: entry.status,
            additions: entry.additions,
            deletions: entry.deletions,
            hunks,
            ...(hunks.length === 0 ? { noLines: whyNoLines(entry) } : {}),
        };
    });
}
/** Why a file of the diff has no lines, in words for people and the model. */
function whyNoLines(file) {
    if (file.binary)
        return `${file.path} is a binary file: it has no lines to comment on`;
    if (file.status === "renamed" && file.previousPath)
        return `${file.path} was renamed from ${file.previousPath} without changes: it has no changed lines`;
    return `${file.path} has no textual diff (binary, too large for GitHub's diff, or only its mode changed)`;
}
/** Parses `git diff -z --name-status -M` and `git diff -z --numstat -M` into file entries. */
function gitFileEntries(nameStatus, numstat) {
    const counts = new Map();
    const stat = numstat.split("\0");
    for (let i = 0; i < stat.length; i++) {
        const head = stat[i];
        if (!head)
            continue;
        const [added = "", deleted = "", inline = ""] = head.split("\t");
        // A rename's record is "a\td\t" followed by the old and new paths as fields of their own.
        let path = inline;
        if (!path) {
            i += 2;
            path = stat[i] ?? "";
        }
        const binary = added === "-" && deleted === "-";
        counts.set(path, { additions: binary ? 0 : Number(added), deletions: binary ? 0 : Number(deleted), binary });
    }
    const entries = [];
    const fields = nameStatus.split("\0");
    for (let i = 0; i < fields.length;) {
        const code = fields[i++];
        if (!code)
            continue;
        const letter = code[0] ?? "M";
        const previousPath = letter === "R" || letter === "C" ? fields[i++] : undefined;
        const path = fields[i++] ?? "";
        const count = counts.get(path) ?? { additions: 0, deletions: 0, binary: false };
        entries.push({ status: STATUS[letter] ?? "changed", path, ...(previousPath ? { previousPath } : {}), ...count });
    }
    return entries;
}
const STATUS = {
    A: "added",
    D: "removed",
    M: "modified",
    R: "renamed",
    C: "copied",
    T: "changed",
};
/** The line ranges a hunk covers on one side, e.g. "12–18", for messages. */
function hunkRange(hunk, side) {
    const numbers = hunk.lines.map((l) => (side === "RIGHT" ? l.new : l.old)).filter((n) => n !== undefined);
    if (numbers.length === 0)
        return undefined;
    const first = numbers[0];
    const last = numbers[numbers.length - 1];
    return first === last ? `${first}` : `${first}–${last}`;
}


/***/ }),

/***/ 67544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RN: () => (/* binding */ selectFindings),
/* harmony export */   sZ: () => (/* binding */ FindingLog)
/* harmony export */ });
/* unused harmony exports MAX_RECORDED_FINDINGS, fingerprintOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7288);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88323);
/**
 * The findings of one review run: recorded as the model reports them (placed on
 * the diff or sent to the summary, duplicates and findings below
 * `code_review.min_severity` dropped and counted), then split into what goes
 * inline — at most `code_review.max_comments`, most severe first — and what the
 * summary lists, with the review's verdict. Nothing here talks to GitHub.
 */



/** More than a run can usefully post; past it the model is told to finish. */
const MAX_RECORDED_FINDINGS = 500;
function fingerprintOf(path, body) {
    const words = body
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${path}\n${words}`).digest("hex").slice(0, 16);
}
function overlaps(a, b) {
    const [a1, a2] = [a.startLine ?? a.line, a.line].sort((x, y) => x - y);
    const [b1, b2] = [b.startLine ?? b.line, b.line].sort((x, y) => x - y);
    return a.side === b.side && a1 <= b2 && b1 <= a2;
}
class FindingLog {
    index;
    options;
    recorded = [];
    dropped = { belowMinSeverity: 0, duplicates: 0, overLimit: 0 };
    constructor(index, options) {
        this.index = index;
        this.options = options;
    }
    record(finding) {
        const max = this.options.max ?? MAX_RECORDED_FINDINGS;
        if (this.recorded.length >= max) {
            this.dropped.overLimit++;
            return { kind: "limit", max };
        }
        if (!(0,_config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(finding.severity, this.options.minSeverity)) {
            this.dropped.belowMinSeverity++;
            return { kind: "below_min_severity", minSeverity: this.options.minSeverity };
        }
        const path = this.index.file(finding.path)?.path ?? finding.path;
        const fingerprint = fingerprintOf(path, finding.body);
        const placement = (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .place */ .ik)(this.index, finding, finding.suggestion !== undefined);
        const same = this.recorded.findIndex((r) => r.fingerprint === fingerprint && (r.placement.kind === "summary" || overlaps(r, finding)));
        const earlierSame = this.recorded[same];
        if (earlierSame) {
            // The model was told a finding could not go on the diff and reported it again on a line that can: moved there.
            if (earlierSame.placement.kind === "summary" && placement.kind === "inline") {
                const moved = { ...finding, path, id: earlierSame.id, placement, fingerprint };
                this.recorded[same] = moved;
                return { kind: "kept", finding: moved };
            }
            this.dropped.duplicates++;
            return { kind: "duplicate", of: `finding ${earlierSame.id} of this review` };
        }
        const earlier = this.options.earlier?.find((e) => e.path === path &&
            (e.fingerprint === fingerprint ||
                (e.line === finding.line && e.side === finding.side && e.severity === finding.severity)));
        if (earlier) {
            this.dropped.duplicates++;
            return { kind: "duplicate", of: `an earlier review's open thread (${earlier.where})` };
        }
        const kept = { ...finding, path, id: this.recorded.length + 1, placement, fingerprint };
        this.recorded.push(kept);
        return { kind: "kept", finding: kept };
    }
    all() {
        return this.recorded;
    }
}
/**
 * Inline: the findings placed on the diff, most severe first, at most
 * `maxComments`; the rest of them and every finding off the diff go to the
 * summary. REQUEST_CHANGES when any finding reaches `requestChangesAt`.
 */
function selectFindings(findings, options) {
    const bySeverity = [...findings].sort((a, b) => (0,_config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .qs)(a.severity) - (0,_config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .qs)(b.severity) || a.id - b.id);
    const inline = [];
    const summary = [];
    for (const f of bySeverity) {
        if (f.placement.kind === "summary")
            summary.push({ ...f, why: f.placement.reason });
        else if (inline.length < options.maxComments)
            inline.push(f);
        else
            summary.push({ ...f, why: `over code_review.max_comments (${options.maxComments} inline)` });
    }
    const counts = { critical: 0, high: 0, medium: 0, low: 0, nit: 0 };
    for (const f of findings)
        counts[f.severity]++;
    const level = options.requestChangesAt;
    const event = level !== "never" && findings.some((f) => (0,_config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(f.severity, level)) ? "REQUEST_CHANGES" : "COMMENT";
    return { inline, summary, event, counts };
}


/***/ }),

/***/ 22904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ findingMarkerOf),
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   P7: () => (/* binding */ renderInlineComment),
/* harmony export */   Rt: () => (/* binding */ SEVERITY_LABEL),
/* harmony export */   de: () => (/* binding */ renderReviewBody),
/* harmony export */   v4: () => (/* binding */ renderReviewSummary)
/* harmony export */ });
/* unused harmony export scopeLine */
/* harmony import */ var _agent_models_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70853);
/* harmony import */ var _code_review_anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88323);
/* harmony import */ var _config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14329);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38932);
/**
 * The words of a code review on GitHub: each inline comment (severity, the
 * finding, a suggestion block the author can commit, a hidden fingerprint a
 * re-review recognises), and the one summary comment (counts by severity, what
 * was looked at, the findings that could not go on the diff with their
 * locations, earlier findings resolved, cost). Model text is neutralized (no
 * @mentions, no hidden markers) and every body carries Patchbay's marker.
 */





const SEVERITY_LABEL = {
    critical: "🔴 Critical",
    high: "🟠 High",
    medium: "🟡 Medium",
    low: "🔵 Low",
    nit: "⚪ Nit",
};
const FINDING_MARKER = /<!-- patchbay-finding: ([0-9a-f]{16}) (critical|high|medium|low|nit) -->/;
/** A fence its content cannot close: one backtick longer than the longest run inside. */
function fenced(text, info) {
    const runs = text.match(/`{3,}/g) ?? [];
    const ticks = "`".repeat(Math.max(2, ...runs.map((r) => r.length)) + 1);
    return `${ticks}${info}\n${text.replace(/\n$/, "")}\n${ticks}`;
}
/** One inline comment of the review. */
function renderInlineComment(f) {
    const out = [`**${SEVERITY_LABEL[f.severity]}** · ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(f.body)}`];
    if (f.placement.kind === "inline" && f.placement.note)
        out.push("", `<sub>${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(f.placement.note)}</sub>`);
    if (f.suggestion !== undefined) {
        const fits = f.placement.kind === "inline" && f.placement.suggestionFits;
        out.push("", fits ? fenced(f.suggestion, "suggestion") : `Proposed code:\n\n${fenced(f.suggestion, "")}`);
    }
    out.push("", `<!-- patchbay-finding: ${f.fingerprint} ${f.severity} -->`, _marker_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCHBAY_MARKER */ .Q);
    return out.join("\n");
}
/** The fingerprint and severity an earlier inline comment of Patchbay's carries. */
function findingMarkerOf(body) {
    const m = FINDING_MARKER.exec(body);
    return m?.[1] && m[2] ? { fingerprint: m[1], severity: m[2] } : undefined;
}
function countsLine(counts) {
    const parts = _config_code_review_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => counts[s] > 0).map((s) => `${SEVERITY_LABEL[s]} ${counts[s]}`);
    return parts.length ? parts.join(" · ") : "no findings";
}
function scopeLine(s) {
    const short = (sha) => (0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(sha.slice(0, 7));
    const what = s.since
        ? `the commits since the last review (${short(s.since)}..${short(s.headSha)})`
        : `the whole pull request at ${short(s.headSha)}`;
    const forced = s.forcePushedFrom
        ? ` — the branch was force-pushed since the last review (${short(s.forcePushedFrom)} is no longer in its history)`
        : "";
    const size = `${s.files} file${s.files === 1 ? "" : "s"}, +${s.additions} −${s.deletions}`;
    const cut = s.cut.length
        ? `; the diff of ${s.cut.length} file${s.cut.length === 1 ? "" : "s"} was cut to fit what the model reads (${s.cut
            .slice(0, 5)
            .map(_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)
            .join(", ")}${s.cut.length > 5 ? ", …" : ""}), which it could read in the checkout`
        : "";
    const truncated = s.truncated ? "; GitHub lists only the first 3,000 files of this pull request" : "";
    return `Looked at ${what}${forced}: ${size}${cut}${truncated}.`;
}
function summaryFinding(f, maxBody) {
    const body = (0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(f.body.length > maxBody ? `${f.body.slice(0, maxBody)}…` : f.body).replace(/\n+/g, " ");
    const lines = [
        `- **${SEVERITY_LABEL[f.severity]}** ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)((0,_code_review_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .locationText */ .fN)(f))} — ${body}`,
        `  <sub>${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(f.why)}</sub>`,
    ];
    if (f.suggestion !== undefined && f.suggestion.length <= 2_000)
        lines.push(fenced(f.suggestion, "")
            .split("\n")
            .map((l) => `  ${l}`)
            .join("\n"));
    return lines.join("\n");
}
/** The summary of a finished review: what goes between the sticky comment's body markers. */
function renderReviewSummary(input) {
    const { selection } = input;
    const total = selection.inline.length + selection.summary.length;
    const verdict = selection.event === "REQUEST_CHANGES" ? " — changes requested" : "";
    const out = [`### 🔍 Patchbay code review: ${total} finding${total === 1 ? "" : "s"}${verdict}`, ""];
    out.push(`**${countsLine(selection.counts)}**`);
    if (selection.inline.length)
        out.push("", `${selection.inline.length} inline in ${input.reviewUrl ? `[the review](${input.reviewUrl})` : "the review"}${selection.summary.length ? `, ${selection.summary.length} listed below` : ""}.`);
    out.push("", scopeLine(input.scope));
    if (input.stopped)
        out.push("", `> ⚠️ ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(input.stopped)} The findings reported until then are posted.`);
    if (input.inlineRefused)
        out.push("", `> ⚠️ GitHub refused the inline comments (${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(input.inlineRefused)}); they are listed below.`);
    if (input.result?.trim())
        out.push("", "**Summary:**", "", ...(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(input.result.trim())
            .split("\n")
            .map((l) => `> ${l}`));
    if (selection.summary.length) {
        out.push("", `#### Findings not on the diff (${selection.summary.length})`, "");
        // Room for every finding, short ones in full; a list too long for one comment says how many are left out.
        let budget = _progress_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_COMMENT_CHARS */ .VK - 12_000 - out.join("\n").length;
        let shown = 0;
        for (const f of selection.summary) {
            const text = summaryFinding(f, 600);
            if (text.length > budget)
                break;
            out.push(text);
            budget -= text.length + 1;
            shown++;
        }
        if (shown < selection.summary.length)
            out.push(`- … ${selection.summary.length - shown} more, in the run's \`review_json\` output and job summary`);
    }
    if (input.resolved.length || input.stillOpen || input.resolveFailures.length) {
        out.push("", "#### Earlier findings", "");
        for (const r of input.resolved) {
            const where = (0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(`${r.path}${r.line ? `:${r.line}` : ""}`);
            out.push(`- ✅ ${r.url ? `[${where}](${r.url})` : where} resolved: ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(r.reason)}`);
        }
        for (const failure of input.resolveFailures)
            out.push(`- 💬 ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(failure)}`);
        if (input.stillOpen)
            out.push(`- ${input.stillOpen} still open, not repeated${input.resolved.length ? "" : " (their code did not change, or the problem is still there)"}`);
    }
    const dropped = droppedLine(input.dropped);
    out.push("", `<sub>${[dropped, `${input.turns} turns`, (0,_agent_models_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .costLabel */ .ON)(input.costUsd, input.model, 2)].filter(Boolean).join(" · ")}</sub>`);
    return out.join("\n");
}
function droppedLine(d) {
    const parts = [];
    if (d.belowMinSeverity)
        parts.push(`${d.belowMinSeverity} below code_review.min_severity`);
    if (d.duplicates)
        parts.push(`${d.duplicates} duplicate${d.duplicates === 1 ? "" : "s"}`);
    if (d.overLimit)
        parts.push(`${d.overLimit} over the limit of one review`);
    return parts.length ? `dropped: ${parts.join(", ")}` : "";
}
/** The review's own body (the inline comments carry the findings; the summary comment carries the rest). */
function renderReviewBody(selection, summaryUrl) {
    const where = summaryUrl ? `[the summary comment](${summaryUrl})` : "the summary comment";
    const rest = selection.summary.length ? `; ${selection.summary.length} more in ${where}` : `; details in ${where}`;
    return `**Patchbay code review** — ${countsLine(selection.counts)}${rest}.\n\n${_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCHBAY_MARKER */ .Q}`;
}


/***/ }),

/***/ 29827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ resolveFixedThreads),
/* harmony export */   U$: () => (/* binding */ asEarlierFinding),
/* harmony export */   YX: () => (/* binding */ ownOpenThreads)
/* harmony export */ });
/* harmony import */ var _code_review_render_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22904);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/* harmony import */ var _review_threads_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53311);
/**
 * Patchbay's own earlier findings on a pull request, for a re-review: its
 * unresolved review threads (the first comment is the token's and carries a
 * finding marker), split into those whose code changed since — the model checks
 * them and resolves the fixed ones — and those to leave alone and not repeat.
 * Replying and resolving go through review-threads.ts, as when Patchbay works
 * through a person's review.
 */



const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
/**
 * Open threads Patchbay started, each marked whether its code changed: GitHub
 * marks it outdated, or its file is among `changedPaths` (the files the new
 * commits touched).
 */
async function ownOpenThreads(octokit, where, options) {
    const { threads } = await (0,_review_threads_js__WEBPACK_IMPORTED_MODULE_2__/* .listReviewThreads */ .s0)(octokit, { owner: where.owner, repo: where.repo }, where.pullNumber);
    const own = [];
    for (const thread of threads) {
        const first = thread.comments.nodes[0];
        if (thread.isResolved || !first?.author || bare(first.author.login) !== bare(options.botLogin))
            continue;
        const marker = (0,_code_review_render_js__WEBPACK_IMPORTED_MODULE_0__/* .findingMarkerOf */ .DF)(first.body);
        if (!marker)
            continue;
        own.push({ thread, ...marker, changed: thread.isOutdated || options.changedPaths.has(thread.path) });
    }
    return own;
}
function asEarlierFinding(t) {
    return {
        fingerprint: t.fingerprint,
        path: t.thread.path,
        line: t.thread.isOutdated ? null : t.thread.line,
        side: t.thread.diffSide ?? "RIGHT",
        severity: t.severity,
        where: t.thread.comments.nodes[0]?.url ?? t.thread.id,
    };
}
/**
 * Each fixed thread gets its one-line reason as a reply and is resolved. A thread a
 * person resolved meanwhile is left as it is; what fails is said, never thrown.
 */
async function resolveFixedThreads(octokit, fixed) {
    const resolved = [];
    const failures = [];
    for (const { thread, reason } of fixed) {
        const where = `${thread.path}${thread.line ? `:${thread.line}` : ""}`;
        try {
            const state = await (0,_review_threads_js__WEBPACK_IMPORTED_MODULE_2__/* .threadState */ .QY)(octokit, thread.id);
            if (!state.resolved) {
                const reply = await (0,_review_threads_js__WEBPACK_IMPORTED_MODULE_2__/* .replyInThread */ .kJ)(octokit, thread.id, `Fixed: ${reason}`);
                await (0,_review_threads_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveThread */ .fk)(octokit, thread.id);
                resolved.push({ threadId: thread.id, path: thread.path, line: thread.line, reason, url: reply.url });
            }
            else
                resolved.push({ threadId: thread.id, path: thread.path, line: thread.line, reason });
        }
        catch (error) {
            failures.push(`${where}: found fixed, but could not reply or resolve it (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})`);
        }
    }
    return { resolved, failures };
}


/***/ }),

/***/ 53311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QY: () => (/* binding */ threadState),
/* harmony export */   fk: () => (/* binding */ resolveThread),
/* harmony export */   kJ: () => (/* binding */ replyInThread),
/* harmony export */   kM: () => (/* binding */ threadLocation),
/* harmony export */   lD: () => (/* binding */ openThreadsOfReview),
/* harmony export */   s0: () => (/* binding */ listReviewThreads)
/* harmony export */ });
/* unused harmony export ReviewThreadError */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/**
 * Pull request review threads over GraphQL (REST has no notion of a thread or
 * of "resolved"): list them with their comments, reply in one, resolve one.
 * Answers are checked where they enter; GraphQL errors become named failures.
 */


const commentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable(),
    /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE …: for trust.authors. */
    authorAssociation: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    diffHunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    pullRequestReview: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ databaseId: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable() }).nullable().optional(),
});
const threadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    isResolved: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    isOutdated: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    originalLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().optional(),
    startLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().optional(),
    diffSide: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["LEFT", "RIGHT"]).nullable().optional(),
    resolvedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable().optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ totalCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(commentSchema) }),
});
const pageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        pullRequest: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            reviewThreads: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
                totalCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
                pageInfo: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ hasNextPage: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), endCursor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() }),
                nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(threadSchema),
            }),
        })
            .nullable(),
    }),
});
const THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line originalLine startLine diffSide
          resolvedBy { login }
          comments(first: 30) {
            totalCount
            nodes { id author { login } authorAssociation body createdAt diffHunk url pullRequestReview { databaseId } }
          }
        }
      }
    }
  }
}`;
/** Pages of 100 fetched at most: 500 threads is beyond any review a run can work through. */
const MAX_PAGES = 5;
class ReviewThreadError extends Error {
    code;
    name = "ReviewThreadError";
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
async function listReviewThreads(octokit, repo, number) {
    const threads = [];
    let cursor = null;
    let total = 0;
    for (let page = 0; page < MAX_PAGES; page++) {
        const data = await graphql(octokit, THREADS_QUERY, { ...repo, number, cursor }, `list review threads of #${number}`);
        const pr = pageSchema.parse(data).repository.pullRequest;
        if (!pr)
            throw new ReviewThreadError(`Pull request #${number} was not found in ${repo.owner}/${repo.repo}.`, "NOT_FOUND");
        threads.push(...pr.reviewThreads.nodes);
        total = pr.reviewThreads.totalCount;
        if (!pr.reviewThreads.pageInfo.hasNextPage)
            break;
        cursor = pr.reviewThreads.pageInfo.endCursor;
    }
    return { threads, more: Math.max(0, total - threads.length) };
}
/** Threads of one review (a comment of it is in the thread) still open. */
function openThreadsOfReview(threads, reviewId) {
    return threads.filter((t) => !t.isResolved && t.comments.nodes.some((c) => c.pullRequestReview?.databaseId === reviewId));
}
const REPLY_MUTATION = `mutation($thread: ID!, $body: String!) {
  addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $thread, body: $body }) {
    comment { id url }
  }
}`;
const replySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    addPullRequestReviewThreadReply: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable(),
    }),
});
async function replyInThread(octokit, threadId, body) {
    const data = await graphql(octokit, REPLY_MUTATION, { thread: threadId, body }, `reply in review thread ${threadId}`);
    const comment = replySchema.parse(data).addPullRequestReviewThreadReply.comment;
    if (!comment)
        throw new ReviewThreadError(`GitHub did not create the reply in review thread ${threadId}.`, "GRAPHQL");
    return { url: comment.url };
}
const STATE_QUERY = `query($thread: ID!) {
  node(id: $thread) { ... on PullRequestReviewThread { isResolved resolvedBy { login } } }
}`;
const stateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    node: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ isResolved: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), resolvedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable().optional() })
        .nullable(),
});
/** Whether a thread is resolved now, and by whom: people resolve threads while a run works. */
async function threadState(octokit, threadId) {
    const data = await graphql(octokit, STATE_QUERY, { thread: threadId }, `read review thread ${threadId}`);
    const node = stateSchema.parse(data).node;
    if (!node)
        throw new ReviewThreadError(`Review thread ${threadId} no longer exists.`, "NOT_FOUND");
    return { resolved: node.isResolved, ...(node.resolvedBy ? { by: node.resolvedBy.login } : {}) };
}
const RESOLVE_MUTATION = `mutation($thread: ID!) {
  resolveReviewThread(input: { threadId: $thread }) { thread { id isResolved } }
}`;
const resolveSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    resolveReviewThread: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ thread: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), isResolved: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY() }).nullable() }),
});
async function resolveThread(octokit, threadId) {
    const data = await graphql(octokit, RESOLVE_MUTATION, { thread: threadId }, `resolve review thread ${threadId}`);
    if (!resolveSchema.parse(data).resolveReviewThread.thread?.isResolved)
        throw new ReviewThreadError(`GitHub did not mark review thread ${threadId} resolved.`, "GRAPHQL");
}
async function graphql(octokit, query, variables, what) {
    try {
        return await octokit.graphql(query, variables);
    }
    catch (error) {
        throw new ReviewThreadError(`GitHub could not ${what}: ${graphqlMessage(error)}`, "GRAPHQL");
    }
}
/** GraphqlResponseError carries `errors: [{ message, type }]`; anything else has a message. */
function graphqlMessage(error) {
    if (typeof error === "object" && error !== null && "errors" in error && Array.isArray(error.errors)) {
        const messages = error.errors
            .map((e) => (typeof e === "object" && e !== null && "message" in e ? String(e.message) : ""))
            .filter(Boolean);
        if (messages.length > 0)
            return messages.join("; ");
    }
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
}
/** Where a thread points, in words: deleted lines and outdated threads say so. */
function threadLocation(t) {
    const line = t.line ?? t.originalLine ?? null;
    const range = t.startLine && line && t.startLine !== line ? `${t.startLine}-${line}` : line ? `${line}` : "";
    const where = range ? `${t.path}:${range}` : t.path;
    const notes = [];
    if (t.diffSide === "LEFT")
        notes.push("on removed lines (base side of the diff)");
    if (t.isOutdated)
        notes.push("outdated: the code changed since the comment");
    return notes.length ? `${where} (${notes.join("; ")})` : where;
}


/***/ })

};
