export const id = 8451;
export const ids = [8451];
export const modules = {

/***/ 4768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ix: () => (/* binding */ isFailed),
/* harmony export */   c4: () => (/* binding */ listRunJobs),
/* harmony export */   th: () => (/* binding */ failedSteps),
/* harmony export */   tn: () => (/* binding */ formatAnnotation),
/* harmony export */   x: () => (/* binding */ listAnnotations)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/**
 * What failed in a workflow run: its jobs and steps, and the annotations the
 * failing jobs left (compiler errors, test failures with file:line). Responses
 * are checked where they enter; lists are bounded.
 */

const stepSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    conclusion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    completed_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
});
const jobSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    conclusion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    completed_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    steps: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(stepSchema).optional(),
});
const jobsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ total_count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), jobs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(jobSchema) });
/** Conclusions that mean "this needs fixing" (cancelled/skipped do not). */
const FAILED = new Set(["failure", "timed_out"]);
const isFailed = (conclusion) => FAILED.has(conclusion ?? "");
/** The latest attempt's jobs of a run, first 100. */
async function listRunJobs(octokit, repo, runId) {
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs", {
        ...repo,
        run_id: runId,
        filter: "latest",
        per_page: 100,
    });
    const parsed = jobsSchema.parse(data);
    return { jobs: parsed.jobs, more: Math.max(0, parsed.total_count - parsed.jobs.length) };
}
function failedSteps(job) {
    return (job.steps ?? []).filter((s) => isFailed(s.conclusion));
}
const annotationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    start_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    end_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().optional(),
    annotation_level: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
/** A job's check-run annotations (for Actions, the job id is the check run id), first 50. */
async function listAnnotations(octokit, repo, jobId) {
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations", {
        ...repo,
        check_run_id: jobId,
        per_page: 50,
    });
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(annotationSchema).parse(data);
}
/** `src/a.ts:12 failure: expected 3` — one line per annotation. */
function formatAnnotation(a) {
    const where = a.start_line ? `${a.path}:${a.start_line}` : a.path;
    const title = a.title ? `${a.title}: ` : "";
    return `${where} ${a.annotation_level ?? "notice"}: ${title}${(a.message ?? "").replace(/\s+/g, " ").trim()}`;
}


/***/ }),

/***/ 56483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ linesOfStep),
/* harmony export */   dn: () => (/* binding */ renderTail),
/* harmony export */   sT: () => (/* binding */ fetchJobLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_LOG_BYTES, LOGS_EXPIRED, LOGS_NOT_FOUND, tailBytes, parseLines */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/**
 * The end of a GitHub Actions job's log, bounded however large the log is.
 *
 * The logs endpoint answers with a redirect to blob storage. Following it by hand
 * lets us ask only for the last bytes (`Range: bytes=-N`) and keeps the token off
 * the storage host; a store that ignores the range is read as a stream of which
 * only the last N bytes are kept, so a 50 MB log never sits in memory whole.
 * The text is then made fit for a prompt: ANSI codes and timestamps stripped,
 * secret values redacted (GitHub masks its own secrets, not ours).
 */


/** Raw bytes read from the end of a log at most (default 512 KiB). */
const DEFAULT_LOG_BYTES = 512 * 1024;
/** Known answers of the logs endpoint. */
const LOGS_EXPIRED = 410;
const LOGS_NOT_FOUND = 404;
async function fetchJobLog(octokit, options) {
    const maxBytes = options.maxBytes ?? DEFAULT_LOG_BYTES;
    const doFetch = options.fetch ?? globalThis.fetch;
    let body;
    let rangeHonoured = false;
    try {
        const response = await octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", {
            owner: options.owner,
            repo: options.repo,
            job_id: options.jobId,
            request: { redirect: "manual", parseSuccessResponseBody: false },
        });
        const location = response.headers.location;
        if (location) {
            const stored = await doFetch(location, { headers: { Range: `bytes=-${maxBytes}` } });
            if (!stored.ok)
                return notAvailable(stored.status, options.jobId);
            rangeHonoured = stored.status === 206;
            body = stored.body;
        }
        else {
            body = toBody(response.data);
        }
    }
    catch (error) {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        if (status === LOGS_EXPIRED || status === LOGS_NOT_FOUND)
            return notAvailable(status, options.jobId);
        throw error;
    }
    const { bytes, total } = await tailBytes(body, maxBytes);
    const cut = rangeHonoured || total > bytes.length;
    const text = options.redactor ? options.redactor.redact(decode(bytes, cut)) : decode(bytes, cut);
    return { ok: true, lines: parseLines(text), cut };
}
function notAvailable(status, jobId) {
    const message = status === LOGS_EXPIRED
        ? `The log of job ${jobId} has expired (HTTP 410): GitHub keeps logs for the repository's retention period.`
        : `The log of job ${jobId} is not available (HTTP ${status}): it may have been deleted, or the token lacks \`actions: read\`.`;
    return { ok: false, status, message };
}
function toBody(data) {
    if (typeof data === "string")
        return data;
    if (data instanceof ReadableStream)
        return data;
    return null;
}
/** Reads a body keeping only its last `max` bytes; `total` is how many bytes went by. */
async function tailBytes(body, max) {
    if (body === null)
        return { bytes: new Uint8Array(), total: 0 };
    if (typeof body === "string") {
        const all = new TextEncoder().encode(body);
        return { bytes: all.slice(Math.max(0, all.length - max)), total: all.length };
    }
    const chunks = [];
    let kept = 0;
    let total = 0;
    for await (const chunk of body) {
        chunks.push(chunk);
        kept += chunk.length;
        total += chunk.length;
        // Drop whole chunks from the front while the rest still covers `max`.
        while (chunks.length > 1 && kept - (chunks[0]?.length ?? 0) >= max)
            kept -= chunks.shift()?.length ?? 0;
    }
    const joined = Buffer.concat(chunks);
    return { bytes: joined.subarray(Math.max(0, joined.length - max)), total };
}
/** A cut log starts mid-line (maybe mid-character): that first partial line goes. */
function decode(bytes, cut) {
    const text = new TextDecoder().decode(bytes);
    if (!cut)
        return text;
    const newline = text.indexOf("\n");
    return newline === -1 ? "" : text.slice(newline + 1);
}
const TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) ?/;
function parseLines(text) {
    const lines = text.replace(/\r\n?/g, "\n").split("\n");
    if (lines.at(-1) === "")
        lines.pop();
    return lines.map((raw) => {
        const clean = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.stripVTControlCharacters)(raw.replace(/^\uFEFF/, ""));
        const match = TIMESTAMP.exec(clean);
        if (!match?.[1])
            return { text: clean };
        return { time: Date.parse(match[1]), text: clean.slice(match[0].length) };
    });
}
/**
 * The lines written while a step ran, by timestamp. Step times have whole
 * seconds, so the window is widened to the enclosing seconds.
 */
function linesOfStep(lines, startedAt, completedAt) {
    const from = startedAt ? Math.floor(Date.parse(startedAt) / 1000) * 1000 : Number.NaN;
    const to = completedAt ? Math.floor(Date.parse(completedAt) / 1000) * 1000 + 1000 : Number.NaN;
    if (Number.isNaN(from) || Number.isNaN(to))
        return [];
    return lines.filter((l) => l.time !== undefined && l.time >= from && l.time < to);
}
/** The last `maxLines` lines, at most `maxChars` characters, saying what was left out. */
function renderTail(lines, maxLines, maxChars, cutBefore = false) {
    let kept = lines.slice(-maxLines).map((l) => l.text);
    let text = kept.join("\n");
    let charCut = false;
    if (text.length > maxChars) {
        charCut = true;
        text = text.slice(-maxChars);
        const newline = text.indexOf("\n");
        if (newline !== -1)
            text = text.slice(newline + 1);
        kept = text.split("\n");
    }
    const omitted = lines.length - kept.length;
    if (omitted > 0)
        return `[… ${omitted} earlier line(s) not shown]\n${text}`;
    if (charCut || cutBefore)
        return `[… earlier output not shown]\n${text}`;
    return text;
}


/***/ }),

/***/ 18451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubMcpServer: () => (/* binding */ createGitHubMcpServer)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 5 modules
var mcp = __webpack_require__(32585);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/job-log.ts
var job_log = __webpack_require__(56483);
// EXTERNAL MODULE: ./src/github/ci-jobs.ts
var ci_jobs = __webpack_require__(4768);
;// CONCATENATED MODULE: ./src/github/mcp-results.ts


const READ_ONLY = {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: true,
};
const mcp_results_text = (t) => ({ content: [{ type: "text", text: t }] });
const failure = (t) => ({ content: [{ type: "text", text: t }], isError: true });
const untrusted = (t) => (0,sanitize/* sanitizeUntrusted */._)(t).text;
/** Runs a handler, turning GitHub failures into results the model can read. */
function guardFor(where) {
    return (what, fn) => async (args) => {
        try {
            return await fn(args);
        }
        catch (error) {
            const status = (0,errors/* statusOf */.c2)(error);
            const hint = status === 404
                ? "It does not exist in this repository, or the token cannot see it; check the number or ref."
                : status === 403
                    ? "The workflow token may not read this; it needs the matching `permissions:` (e.g. actions: read, checks: read)."
                    : "Try again later or use another source.";
            return failure(`GitHub could not ${what(args)} in ${where} (${status ? `HTTP ${status}: ` : ""}${(0,errors/* messageOf */.bD)(error)}). ${hint}`);
        }
    };
}

// EXTERNAL MODULE: ./src/github/review-render.ts
var review_render = __webpack_require__(54580);
// EXTERNAL MODULE: ./src/github/review-threads.ts
var review_threads = __webpack_require__(53311);
;// CONCATENATED MODULE: ./src/github/mcp-ci-tools.ts






function registerCiTools(server, octokit, options) {
    const repo = { owner: options.owner, repo: options.repo };
    const where = `${options.owner}/${options.repo}`;
    const guarded = guardFor(where);
    server.registerTool("list_workflow_run_jobs", {
        description: `List the jobs of a GitHub Actions workflow run of ${where}, with their failed steps and job ids for get_job_log.`,
        inputSchema: { run_id: schemas/* number */.aig().int().positive().describe("Workflow run id") },
        annotations: READ_ONLY,
    }, guarded((a) => `list the jobs of workflow run ${a.run_id}`, async ({ run_id }) => {
        const { jobs, more } = await (0,ci_jobs/* listRunJobs */.c4)(octokit, repo, run_id);
        if (jobs.length === 0)
            return mcp_results_text(`Workflow run ${run_id} has no jobs.`);
        const lines = jobs.map((j) => {
            const failed = (0,ci_jobs/* failedSteps */.th)(j).map((s) => `step ${s.number} "${untrusted(s.name)}"`);
            const state = j.conclusion ?? j.status;
            return `${j.id}\t${untrusted(j.name)}\t${state}${failed.length ? `\tfailed: ${failed.join(", ")}` : ""}`;
        });
        const extra = more ? `\n(${more} more jobs not listed)` : "";
        return mcp_results_text(`job id\tname\tconclusion\n${lines.join("\n")}${extra}\n\nRead a failed job with get_job_log.`);
    }));
    server.registerTool("get_job_log", {
        description: `The end of a GitHub Actions job's log in ${where} (ANSI codes and timestamps stripped, at most ` +
            `${options.maxLogChars} characters). Give \`step\` to see only that step's lines.`,
        inputSchema: {
            job_id: schemas/* number */.aig().int().positive().describe("Job id from list_workflow_run_jobs"),
            tail_lines: schemas/* number */.aig().int().positive().max(2_000).default(200).describe("Lines from the end"),
            step: schemas/* number */.aig().int().positive().optional().describe("Only the lines of this step number"),
        },
        annotations: READ_ONLY,
    }, guarded((a) => `read the log of job ${a.job_id}`, async ({ job_id, tail_lines, step }) => {
        const log = await (0,job_log/* fetchJobLog */.sT)(octokit, { ...repo, jobId: job_id, redactor: options.redactor });
        if (!log.ok)
            return mcp_results_text(`${log.message} Use list_check_runs / get_check_run_log for the annotations instead.`);
        let lines = log.lines;
        if (step !== undefined) {
            const s = (await getJobSteps(octokit, repo, job_id)).find((x) => x.number === step);
            if (!s)
                return mcp_results_text(`Job ${job_id} has no step ${step}.`);
            lines = (0,job_log/* linesOfStep */.$q)(log.lines, s.started_at, s.completed_at);
            if (lines.length === 0)
                return mcp_results_text(`No log lines of step ${step} are in the part of the log read.`);
        }
        return mcp_results_text(untrusted((0,job_log/* renderTail */.dn)(lines, tail_lines, options.maxLogChars, log.cut)));
    }));
    server.registerTool("list_review_threads", {
        description: `List the review threads of a pull request of ${where}: thread id, file and line, diff hunk and every comment.`,
        inputSchema: {
            number: schemas/* number */.aig().int().positive().describe("Pull request number"),
            include_resolved: schemas/* boolean */.zMY().default(false).describe("Also list resolved threads"),
        },
        annotations: READ_ONLY,
    }, guarded((a) => `list the review threads of #${a.number}`, async ({ number, include_resolved }) => {
        const { threads, more } = await (0,review_threads/* listReviewThreads */.s0)(octokit, repo, number);
        const shown = threads.filter((t) => include_resolved || !t.isResolved);
        const hidden = threads.length - shown.length;
        if (shown.length === 0)
            return mcp_results_text(`PR #${number} has no ${include_resolved ? "" : "open "}review threads.`);
        const notes = [
            hidden ? `(${hidden} resolved thread(s) left out; include_resolved: true lists them.)` : "",
            more ? `(${more} more thread(s) not fetched.)` : "",
        ].filter(Boolean);
        return mcp_results_text([...shown.map((t) => (0,review_render/* renderThread */.B)(t, { maxCommentChars: 2_000 })), ...notes].join("\n\n"));
    }));
}
const jobSchema = schemas/* object */.Ikc({
    steps: schemas/* array */.YOg(schemas/* object */.Ikc({ number: schemas/* number */.aig(), started_at: schemas/* string */.YjP().nullish(), completed_at: schemas/* string */.YjP().nullish() }))
        .optional(),
});
async function getJobSteps(octokit, repo, jobId) {
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}", { ...repo, job_id: jobId });
    return jobSchema.parse(data).steps ?? [];
}

;// CONCATENATED MODULE: ./src/github/mcp-server.ts
/**
 * A built-in, in-process, read-only GitHub MCP server. The hub connects it over
 * InMemoryTransport, so the token never leaves Patchbay's process and no child
 * process sees it. Every answer is bounded; failures are tool results with
 * `isError`, worded so the model can act on them.
 */







const issueSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig(),
    title: schemas/* string */.YjP(),
    state: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullable(),
    labels: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* object */.Ikc({ name: schemas/* string */.YjP().optional() })])),
    comments: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    pull_request: schemas/* unknown */.L5J().optional(),
});
const commentSchema = schemas/* object */.Ikc({
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullable(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP().optional(),
    body: schemas/* string */.YjP().nullish(),
});
const checkRunsSchema = schemas/* object */.Ikc({
    total_count: schemas/* number */.aig(),
    check_runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* number */.aig(),
        name: schemas/* string */.YjP(),
        status: schemas/* string */.YjP(),
        conclusion: schemas/* string */.YjP().nullable(),
        html_url: schemas/* string */.YjP().nullable(),
        app: schemas/* object */.Ikc({ slug: schemas/* string */.YjP().optional() }).nullable().optional(),
    })),
});
const checkRunSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig(),
    name: schemas/* string */.YjP(),
    conclusion: schemas/* string */.YjP().nullable(),
    output: schemas/* object */.Ikc({ title: schemas/* string */.YjP().nullable(), summary: schemas/* string */.YjP().nullable(), text: schemas/* string */.YjP().nullable() }),
});
function createGitHubMcpServer(octokit, options) {
    const repo = { owner: options.owner, repo: options.repo };
    const where = `${options.owner}/${options.repo}`;
    const maxDiff = options.maxDiffChars ?? 50_000;
    const maxLog = options.maxLogChars ?? 20_000;
    const server = new mcp/* McpServer */._({ name: "github", version: "1.0.0" });
    const guarded = guardFor(where);
    server.registerTool("get_issue", {
        description: `Read an issue or pull request of ${where}: title, state, author, labels and body.`,
        inputSchema: { number: schemas/* number */.aig().int().positive().describe("Issue or PR number") },
        annotations: READ_ONLY,
    }, guarded((a) => `read issue #${a.number}`, async ({ number }) => {
        const issue = issueSchema.parse((await octokit.rest.issues.get({ ...repo, issue_number: number })).data);
        const labels = issue.labels.map((l) => (typeof l === "string" ? l : (l.name ?? ""))).filter(Boolean);
        return mcp_results_text([
            `#${issue.number} ${untrusted(issue.title)} (${issue.pull_request ? "pull request" : "issue"}, ${issue.state})`,
            `author: @${issue.user?.login ?? "ghost"} · labels: ${labels.join(", ") || "none"} · comments: ${issue.comments}`,
            issue.html_url,
            "",
            (0,sanitize/* truncate */.x)(untrusted(issue.body ?? "(no description)"), 20_000, "body"),
        ].join("\n"));
    }));
    server.registerTool("list_issue_comments", {
        description: `List comments of an issue or PR of ${where}, oldest first, one page at a time.`,
        inputSchema: {
            number: schemas/* number */.aig().int().positive().describe("Issue or PR number"),
            page: schemas/* number */.aig().int().positive().default(1).describe("Page, 30 comments each"),
        },
        annotations: READ_ONLY,
    }, guarded((a) => `list comments of #${a.number}`, async ({ number, page }) => {
        const { data } = await octokit.rest.issues.listComments({ ...repo, issue_number: number, per_page: 30, page });
        const all = schemas/* array */.YOg(commentSchema).parse(data);
        const cutoff = options.triggerTime ? Date.parse(options.triggerTime) : Number.POSITIVE_INFINITY;
        const comments = all.filter((c) => !(Date.parse(c.updated_at ?? c.created_at) > cutoff));
        const hidden = all.length - comments.length;
        const note = hidden ? `\n\n(${hidden} comment(s) created or edited after the request are left out.)` : "";
        if (comments.length === 0)
            return mcp_results_text(`No comments on page ${page} of #${number}.${note}`);
        const lines = comments.map((c) => `--- @${c.user?.login ?? "ghost"} at ${c.created_at}\n${(0,sanitize/* truncate */.x)(untrusted(c.body ?? ""), 4_000, "comment")}`);
        const more = comments.length === 30 ? `\n\n(More may follow: call again with page ${page + 1}.)` : "";
        return mcp_results_text(lines.join("\n\n") + more + note);
    }));
    server.registerTool("get_pull_request_diff", {
        description: `The unified diff of a pull request of ${where}, cut at ${maxDiff} characters.`,
        inputSchema: { number: schemas/* number */.aig().int().positive().describe("Pull request number") },
        annotations: READ_ONLY,
    }, guarded((a) => `read the diff of PR #${a.number}`, async ({ number }) => {
        try {
            const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
                ...repo,
                pull_number: number,
                mediaType: { format: "diff" },
            });
            return mcp_results_text((0,sanitize/* truncate */.x)(schemas/* string */.YjP().parse(data), maxDiff, "diff"));
        }
        catch (error) {
            // GitHub refuses diffs over 300 files / 20,000 lines (406): build one from per-file patches.
            if ((0,errors/* statusOf */.c2)(error) !== 406)
                throw error;
            return mcp_results_text(await diffFromFiles(octokit, repo, number, maxDiff));
        }
    }));
    server.registerTool("list_check_runs", {
        description: `List the check runs (CI jobs) for a commit SHA, branch or tag of ${where}.`,
        inputSchema: { ref: schemas/* string */.YjP().min(1).describe("Commit SHA, branch or tag") },
        annotations: READ_ONLY,
    }, guarded((a) => `list check runs for ${a.ref}`, async ({ ref }) => {
        const { data } = await octokit.rest.checks.listForRef({ ...repo, ref, per_page: 100 });
        const runs = checkRunsSchema.parse(data);
        if (runs.total_count === 0)
            return mcp_results_text(`No check runs for ${ref}.`);
        const lines = runs.check_runs.map((r) => `${r.id}\t${r.name}\t${r.status}${r.conclusion ? `/${r.conclusion}` : ""}\t${r.app?.slug ?? ""}`);
        const more = runs.total_count > runs.check_runs.length
            ? `\n(${runs.total_count - runs.check_runs.length} more not listed)`
            : "";
        return mcp_results_text(`id\tname\tstatus/conclusion\tapp\n${lines.join("\n")}${more}\n\nRead a failed one with get_check_run_log.`);
    }));
    server.registerTool("get_check_run_log", {
        description: `The end of a check run's log (GitHub Actions jobs), or its reported output for other apps, in ${where}.`,
        inputSchema: {
            check_run_id: schemas/* number */.aig().int().positive().describe("Check run id from list_check_runs"),
            tail_lines: schemas/* number */.aig().int().positive().max(2_000).default(200).describe("Lines from the end of the log"),
        },
        annotations: READ_ONLY,
    }, guarded((a) => `read the log of check run ${a.check_run_id}`, async ({ check_run_id, tail_lines }) => {
        // For GitHub Actions, a check run's id is its job's id.
        const log = await (0,job_log/* fetchJobLog */.sT)(octokit, { ...repo, jobId: check_run_id, redactor: options.redactor });
        if (log.ok)
            return mcp_results_text(untrusted((0,job_log/* renderTail */.dn)(log.lines, tail_lines, maxLog, log.cut)));
        const run = checkRunSchema.parse((await octokit.rest.checks.get({ ...repo, check_run_id })).data);
        const body = [run.output.title, run.output.summary, run.output.text].filter(Boolean).join("\n\n");
        return mcp_results_text(`Check run ${run.id} "${run.name}" (${run.conclusion ?? "pending"}) has no Actions log; its reported output:\n\n` +
            tail(body || "(empty)", tail_lines, maxLog));
    }));
    registerCiTools(server, octokit, { ...repo, maxLogChars: maxLog, redactor: options.redactor });
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
const fileSchema = schemas/* object */.Ikc({ filename: schemas/* string */.YjP(), status: schemas/* string */.YjP(), patch: schemas/* string */.YjP().optional() });
async function diffFromFiles(octokit, repo, number, maxChars) {
    const parts = [];
    let size = 0;
    let listed = 0;
    let page = 1;
    // At most 3 pages (300 files): enough for the budget, bounded for PRs of thousands of files.
    for (; page <= 3; page++) {
        const { data } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: number, per_page: 100, page });
        const files = schemas/* array */.YOg(fileSchema).parse(data);
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

/***/ 54580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ renderThread)
/* harmony export */ });
/* harmony import */ var _util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62701);
/* harmony import */ var _review_threads_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53311);
/**
 * Review threads as text for the model: where each points, its diff hunk, and
 * every comment with author and time. Comment text is others' words: hidden
 * content is removed here and the caller fences it as untrusted.
 */


function renderThread(t, options = {}) {
    const maxComment = options.maxCommentChars ?? 4_000;
    const hunkLines = options.hunkLines ?? 12;
    const state = t.isResolved ? `resolved${t.resolvedBy ? ` by @${t.resolvedBy.login}` : ""}` : "open";
    const out = [`### Thread ${t.id} — ${(0,_review_threads_js__WEBPACK_IMPORTED_MODULE_0__/* .threadLocation */ .kM)(t)} — ${state}`];
    const hunk = t.comments.nodes[0]?.diffHunk;
    if (hunk)
        out.push("```diff", hunk.split("\n").slice(-hunkLines).join("\n"), "```");
    for (const c of t.comments.nodes) {
        const body = (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .x)((0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeUntrusted */ ._)(c.body).text, maxComment, "comment");
        out.push(`@${c.author?.login ?? "ghost"} at ${c.createdAt}:`, body);
    }
    const unseen = t.comments.totalCount - t.comments.nodes.length;
    if (unseen > 0)
        out.push(`(${unseen} later comment(s) not shown)`);
    return out.join("\n");
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


/***/ }),

/***/ 62701:
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
