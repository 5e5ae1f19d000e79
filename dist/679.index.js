export const id = 679;
export const ids = [679];
export const modules = {

/***/ 4679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubMcpServer: () => (/* binding */ createGitHubMcpServer)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_server_mcp_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32585);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62772);
/**
 * A built-in, in-process, read-only GitHub MCP server. The hub connects it over
 * InMemoryTransport, so the token never leaves Patchbay's process and no child
 * process sees it. Every answer is bounded; failures are tool results with
 * `isError`, worded so the model can act on them.
 */




const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true };
const issueSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    state: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    user: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).nullable(),
    labels: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() })])),
    comments: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
});
const commentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    user: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).nullable(),
    created_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    updated_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    body: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
const checkRunsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    total_count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    check_runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        conclusion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        html_url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        app: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ slug: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }).nullable().optional(),
    })),
});
const checkRunSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    conclusion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    output: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(), summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(), text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable() }),
});
const text = (t) => ({ content: [{ type: "text", text: t }] });
const failure = (t) => ({ content: [{ type: "text", text: t }], isError: true });
const untrusted = (t) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeUntrusted */ ._)(t).text;
function createGitHubMcpServer(octokit, options) {
    const repo = { owner: options.owner, repo: options.repo };
    const where = `${options.owner}/${options.repo}`;
    const maxDiff = options.maxDiffChars ?? 50_000;
    const maxLog = options.maxLogChars ?? 20_000;
    const server = new _modelcontextprotocol_sdk_server_mcp_js__WEBPACK_IMPORTED_MODULE_0__/* .McpServer */ ._({ name: "github", version: "1.0.0" });
    /** Runs a handler, turning GitHub failures into results the model can read. */
    const guarded = (what, fn) => async (args) => {
        try {
            return await fn(args);
        }
        catch (error) {
            const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
            const hint = status === 404
                ? "It does not exist in this repository, or the token cannot see it; check the number or ref."
                : status === 403
                    ? "The workflow token may not read this; it needs the matching `permissions:` (e.g. actions: read, checks: read)."
                    : "Try again later or use another source.";
            return failure(`GitHub could not ${what(args)} in ${where} (${status ? `HTTP ${status}: ` : ""}${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}). ${hint}`);
        }
    };
    server.registerTool("get_issue", {
        description: `Read an issue or pull request of ${where}: title, state, author, labels and body.`,
        inputSchema: { number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().describe("Issue or PR number") },
        annotations: READ_ONLY,
    }, guarded((a) => `read issue #${a.number}`, async ({ number }) => {
        const issue = issueSchema.parse((await octokit.rest.issues.get({ ...repo, issue_number: number })).data);
        const labels = issue.labels.map((l) => (typeof l === "string" ? l : (l.name ?? ""))).filter(Boolean);
        return text([
            `#${issue.number} ${untrusted(issue.title)} (${issue.pull_request ? "pull request" : "issue"}, ${issue.state})`,
            `author: @${issue.user?.login ?? "ghost"} · labels: ${labels.join(", ") || "none"} · comments: ${issue.comments}`,
            issue.html_url,
            "",
            (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .x)(untrusted(issue.body ?? "(no description)"), 20_000, "body"),
        ].join("\n"));
    }));
    server.registerTool("list_issue_comments", {
        description: `List comments of an issue or PR of ${where}, oldest first, one page at a time.`,
        inputSchema: {
            number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().describe("Issue or PR number"),
            page: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(1).describe("Page, 30 comments each"),
        },
        annotations: READ_ONLY,
    }, guarded((a) => `list comments of #${a.number}`, async ({ number, page }) => {
        const { data } = await octokit.rest.issues.listComments({ ...repo, issue_number: number, per_page: 30, page });
        const all = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(commentSchema).parse(data);
        const cutoff = options.triggerTime ? Date.parse(options.triggerTime) : Number.POSITIVE_INFINITY;
        const comments = all.filter((c) => !(Date.parse(c.updated_at ?? c.created_at) > cutoff));
        const hidden = all.length - comments.length;
        const note = hidden ? `\n\n(${hidden} comment(s) created or edited after the request are left out.)` : "";
        if (comments.length === 0)
            return text(`No comments on page ${page} of #${number}.${note}`);
        const lines = comments.map((c) => `--- @${c.user?.login ?? "ghost"} at ${c.created_at}\n${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .x)(untrusted(c.body ?? ""), 4_000, "comment")}`);
        const more = comments.length === 30 ? `\n\n(More may follow: call again with page ${page + 1}.)` : "";
        return text(lines.join("\n\n") + more + note);
    }));
    server.registerTool("get_pull_request_diff", {
        description: `The unified diff of a pull request of ${where}, cut at ${maxDiff} characters.`,
        inputSchema: { number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().describe("Pull request number") },
        annotations: READ_ONLY,
    }, guarded((a) => `read the diff of PR #${a.number}`, async ({ number }) => {
        try {
            const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
                ...repo,
                pull_number: number,
                mediaType: { format: "diff" },
            });
            return text((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .x)(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().parse(data), maxDiff, "diff"));
        }
        catch (error) {
            // GitHub refuses diffs over 300 files / 20,000 lines (406): build one from per-file patches.
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 406)
                throw error;
            return text(await diffFromFiles(octokit, repo, number, maxDiff));
        }
    }));
    server.registerTool("list_check_runs", {
        description: `List the check runs (CI jobs) for a commit SHA, branch or tag of ${where}.`,
        inputSchema: { ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe("Commit SHA, branch or tag") },
        annotations: READ_ONLY,
    }, guarded((a) => `list check runs for ${a.ref}`, async ({ ref }) => {
        const { data } = await octokit.rest.checks.listForRef({ ...repo, ref, per_page: 100 });
        const runs = checkRunsSchema.parse(data);
        if (runs.total_count === 0)
            return text(`No check runs for ${ref}.`);
        const lines = runs.check_runs.map((r) => `${r.id}\t${r.name}\t${r.status}${r.conclusion ? `/${r.conclusion}` : ""}\t${r.app?.slug ?? ""}`);
        const more = runs.total_count > runs.check_runs.length
            ? `\n(${runs.total_count - runs.check_runs.length} more not listed)`
            : "";
        return text(`id\tname\tstatus/conclusion\tapp\n${lines.join("\n")}${more}\n\nRead a failed one with get_check_run_log.`);
    }));
    server.registerTool("get_check_run_log", {
        description: `The end of a check run's log (GitHub Actions jobs), or its reported output for other apps, in ${where}.`,
        inputSchema: {
            check_run_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().describe("Check run id from list_check_runs"),
            tail_lines: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().max(2_000).default(200).describe("Lines from the end of the log"),
        },
        annotations: READ_ONLY,
    }, guarded((a) => `read the log of check run ${a.check_run_id}`, async ({ check_run_id, tail_lines }) => {
        try {
            // For GitHub Actions, a check run's id is its job's id.
            const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: check_run_id });
            return text(tail(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().parse(data), tail_lines, maxLog));
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 404)
                throw error;
        }
        const run = checkRunSchema.parse((await octokit.rest.checks.get({ ...repo, check_run_id })).data);
        const body = [run.output.title, run.output.summary, run.output.text].filter(Boolean).join("\n\n");
        return text(`Check run ${run.id} "${run.name}" (${run.conclusion ?? "pending"}) has no Actions log; its reported output:\n\n` +
            tail(body || "(empty)", tail_lines, maxLog));
    }));
    return server;
}
function tail(log, lines, maxChars) {
    const all = log.replace(/\r\n/g, "\n").split("\n");
    let kept = all.slice(-lines).join("\n");
    if (kept.length > maxChars)
        kept = kept.slice(-maxChars);
    const cut = all.length > lines || kept.length >= maxChars;
    return cut ? `[… log cut: showing the last ${kept.split("\n").length} of ${all.length} lines]\n${kept}` : kept;
}
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ filename: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), patch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() });
async function diffFromFiles(octokit, repo, number, maxChars) {
    const parts = [];
    let size = 0;
    let listed = 0;
    let page = 1;
    // At most 3 pages (300 files): enough for the budget, bounded for PRs of thousands of files.
    for (; page <= 3; page++) {
        const { data } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: number, per_page: 100, page });
        const files = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(fileSchema).parse(data);
        for (const f of files) {
            listed++;
            const part = `diff --git a/${f.filename} b/${f.filename}\n${f.patch ?? `(${f.status}; no textual patch)`}`;
            if (size + part.length > maxChars) {
                return `${parts.join("\n")}\n[… diff cut at ${maxChars} characters after ${listed - 1} files; the PR is too large to show whole]`;
            }
            parts.push(part);
            size += part.length;
        }
        if (files.length < 100)
            return parts.join("\n");
    }
    return `${parts.join("\n")}\n[… only the first ${listed} files are shown]`;
}


/***/ }),

/***/ 62772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sanitizeUntrusted),
/* harmony export */   x: () => (/* binding */ truncate)
/* harmony export */ });
/**
 * Neutralizes text that GitHub renders invisibly but a model would read: the
 * classic carriers of hidden prompt injections. People see the same words
 * before and after; only what they could not see is removed or made visible.
 */
/** Zero-width, bidi controls, soft hyphen, word joiners, BOM, variation selectors and Unicode tag characters. */
const INVISIBLE = 
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is stripped on its own, on purpose
/[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/g;
/** Elements whose content GitHub drops or never shows. */
const DROPPED_ELEMENTS = /<(script|style|template|noscript|iframe|object|embed|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements hidden by attribute or inline style. */
const HIDDEN_ELEMENT = /<([a-z][a-z0-9]*)\b[^>]*?(?:\shidden\b|\saria-hidden\s*=\s*["']?true|style\s*=\s*["'][^"']*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0)[^"']*["'])[^>]*>[\s\S]*?<\/\1\s*>/gi;
const IMG_TAG = /<img\b([^>]*)>/gi;
const MARKDOWN_DATA_IMAGE = /!\[([^\]]*)\]\(\s*<?data:[^)]*\)/gi;
/** `[//]: # (hidden)` and other link reference definitions with a title: never rendered. */
const HIDDEN_LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\))[ \t]*$/gm;
function sanitizeUntrusted(input) {
    const removed = [];
    const note = (what, count) => {
        if (count > 0)
            removed.push(`${count} ${what}`);
    };
    const count = (text, re) => (text.match(re) ?? []).length;
    let text = input.replace(/\r\n?/g, "\n");
    note("invisible characters", count(text, INVISIBLE));
    text = text.replace(INVISIBLE, "");
    // An unterminated comment hides everything after it on GitHub, so it goes too.
    const comments = /<!--[\s\S]*?(?:-->|$)/g;
    note("HTML comments", count(text, comments));
    text = text.replace(comments, "");
    note("script/style/embedded elements", count(text, DROPPED_ELEMENTS));
    text = text.replace(DROPPED_ELEMENTS, "");
    note("hidden elements", count(text, HIDDEN_ELEMENT));
    text = text.replace(HIDDEN_ELEMENT, "");
    note("hidden link definitions", count(text, HIDDEN_LINK_DEFINITION));
    text = text.replace(HIDDEN_LINK_DEFINITION, "");
    note("inline data images", count(text, MARKDOWN_DATA_IMAGE));
    text = text.replace(MARKDOWN_DATA_IMAGE, (_m, alt) => `[image: ${alt || "inline data"} (removed)]`);
    // Images are replaced by a visible description: their alt/title can carry text nobody reads.
    text = text.replace(IMG_TAG, (_m, attrs) => {
        const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? "";
        return /^https?:\/\//i.test(src) ? `[image: ${src}]` : "[image removed]";
    });
    return { text: text.replace(/\n{3,}/g, "\n\n").trim(), removed };
}
/** Cut text to `max` characters, saying so. */
function truncate(text, max, what = "text") {
    if (text.length <= max)
        return text;
    return `${text.slice(0, max)}\n[… ${what} cut: ${text.length - max} more characters not shown]`;
}


/***/ })

};
