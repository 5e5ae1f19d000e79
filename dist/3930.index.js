export const id = 3930;
export const ids = [3930];
export const modules = {

/***/ 12048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describeOutbox: () => (/* binding */ describeOutbox),
  runAgentStage: () => (/* binding */ runAgentStage)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/run/contract.ts
var contract = __webpack_require__(17327);
// EXTERNAL MODULE: ./src/run/pipeline.ts + 2 modules
var pipeline = __webpack_require__(7928);
// EXTERNAL MODULE: ./src/outbox/schema.ts
var schema = __webpack_require__(13638);
;// CONCATENATED MODULE: ./src/outbox/recorder.ts

/** Ids of the comments the recorder made up: far above GitHub's, so never one of theirs. */
const FIRST_FAKE_ID = 9_000_000_000_000;
class WriteRecorder {
    nextId = FIRST_FAKE_ID;
    /** Comments the recorder "created", by fake id: the first is the progress comment. */
    comments = new Map();
    kept = [];
    unsupported = [];
    /** Every write the run tried, as `METHOD route`, for the log. */
    seen = [];
    /** From now on `octokit` sends reads only; writes are recorded and answered here. */
    attach(octokit) {
        octokit.hook.wrap("request", async (request, options) => {
            const method = String(options.method ?? "GET").toUpperCase();
            const route = String(options.url ?? "");
            if (!isWrite(method, route, options)) {
                if (method === "GET" && normalise(route) === "/repos/:/:/pulls")
                    this.notePullQuery(options);
                return request(options);
            }
            this.seen.push(`${method} ${route}`);
            return { status: 201, url: route, headers: {}, data: this.answer(method, route, options) };
        });
    }
    /** The writes in the order the outbox lists them: comments last, in their final words. */
    writes() {
        const comments = [];
        let first = true;
        for (const draft of this.comments.values()) {
            if (first && draft.target === "review_thread")
                comments.push({
                    kind: "progress_comment",
                    target: "review_thread",
                    number: draft.number,
                    replyTo: draft.replyTo,
                    body: draft.body,
                });
            else if (first)
                comments.push({ kind: "progress_comment", target: "issue", number: draft.number, body: draft.body });
            else
                comments.push({ kind: "comment", number: draft.number, body: draft.body });
            first = false;
        }
        return [...this.kept, ...comments];
    }
    fakeComment(draft) {
        const id = this.nextId++;
        this.comments.set(id, draft);
        return { id, html_url: `https://patchbay.invalid/outbox/comment-${id}`, body: draft.body };
    }
    answer(method, route, p) {
        const text = (key) => (typeof p[key] === "string" ? p[key] : "");
        const num = (key) => Number(p[key]);
        if (route === "/graphql")
            return { data: this.graphql(text("query"), (p.variables ?? {})) };
        const r = normalise(route);
        if (method === "POST" && r === "/repos/:/:/issues/:issue_number/comments")
            return this.fakeComment({ target: "issue", number: num("issue_number"), body: text("body") });
        if (method === "POST" && r === "/repos/:/:/pulls/:pull_number/comments/:comment_id/replies")
            return this.fakeComment({
                target: "review_thread",
                number: num("pull_number"),
                replyTo: num("comment_id"),
                body: text("body"),
            });
        if (method === "PATCH" &&
            (r === "/repos/:/:/issues/comments/:comment_id" || r === "/repos/:/:/pulls/comments/:comment_id")) {
            const draft = this.comments.get(num("comment_id"));
            if (draft) {
                draft.body = text("body");
                return { id: num("comment_id"), body: draft.body };
            }
        }
        if (method === "POST" && r === "/repos/:/:/issues/comments/:comment_id/reactions") {
            this.kept.push({ kind: "reaction", commentId: num("comment_id"), on: "issue_comment", content: "eyes" });
            return { id: 1, content: "eyes" };
        }
        if (method === "POST" && r === "/repos/:/:/pulls/comments/:comment_id/reactions") {
            this.kept.push({ kind: "reaction", commentId: num("comment_id"), on: "review_comment", content: "eyes" });
            return { id: 1, content: "eyes" };
        }
        if (method === "POST" && r === "/repos/:/:/pulls") {
            this.keepPull({ head: text("head"), base: text("base"), title: text("title"), body: text("body") });
            return { number: 1, html_url: schema/* PENDING_PULL_URL */.K2, draft: p.draft === true, title: text("title") };
        }
        if (method === "PATCH" && r === "/repos/:/:/pulls/:pull_number") {
            // The open PR found for the branch is updated: publish finds it again by its head, never by this number.
            const found = this.pullQuery;
            if (found)
                this.keepPull({ ...found, title: text("title"), body: text("body") });
            else
                this.unsupported.push({ method, route: `${route} (no lookup by head before it)` });
            return { number: num("pull_number"), html_url: schema/* PENDING_PULL_URL */.K2 };
        }
        if (method === "POST" && r === "/repos/:/:/issues/:issue_number/labels") {
            const labels = Array.isArray(p.labels) ? p.labels.filter((l) => typeof l === "string") : [];
            this.kept.push({ kind: "labels", number: num("issue_number"), labels });
            return labels.map((name) => ({ name }));
        }
        this.unsupported.push({ method, route });
        return {};
    }
    /** The last lookup of a branch's open PR (pulls.ts lists by head and base before it updates one). */
    pullQuery;
    notePullQuery(p) {
        if (typeof p.head !== "string" || typeof p.base !== "string")
            return;
        this.pullQuery = { head: p.head.replace(/^[^:]*:/, ""), base: p.base };
    }
    keepPull(pr) {
        // One PR per run: a second create or update of the same branch replaces the first.
        const at = this.kept.findIndex((w) => w.kind === "pull_request" && w.head === pr.head);
        if (at >= 0)
            this.kept.splice(at, 1);
        this.kept.push({ kind: "pull_request", ...pr });
    }
    graphql(query, variables) {
        const thread = typeof variables.thread === "string" ? variables.thread : "";
        if (/addPullRequestReviewThreadReply/.test(query)) {
            this.kept.push({ kind: "review_reply", threadId: thread, body: String(variables.body ?? "") });
            return {
                addPullRequestReviewThreadReply: { comment: { id: "pending", url: "https://patchbay.invalid/outbox/reply" } },
            };
        }
        if (/resolveReviewThread/.test(query)) {
            this.kept.push({ kind: "resolve_thread", threadId: thread });
            return { resolveReviewThread: { thread: { id: thread, isResolved: true } } };
        }
        this.unsupported.push({ method: "POST", route: `/graphql ${firstWords(query)}` });
        return {};
    }
}
/** Any method but GET/HEAD is a write; GraphQL only when it is a mutation. */
function isWrite(method, route, options) {
    if (route === "/graphql" || route.endsWith("/api/graphql"))
        return /^\s*mutation\b/.test(typeof options.query === "string" ? options.query : "");
    return method !== "GET" && method !== "HEAD";
}
/** `/repos/{owner}/{repo}/issues/{issue_number}/comments` → `/repos/:/:/issues/:issue_number/comments`. */
function normalise(route) {
    return route.replace(/^\/repos\/\{owner\}\/\{repo\}/, "/repos/:/:").replace(/\{(\w+)\}/g, ":$1");
}
function firstWords(query) {
    return query.replace(/\s+/g, " ").trim().slice(0, 60);
}

// EXTERNAL MODULE: ./src/outbox/write.ts
var write = __webpack_require__(81850);
;// CONCATENATED MODULE: ./src/outbox/agent-stage.ts
/**
 * The agent stage (docs/decisions/0023-two-job-runs.md): the run as one job runs it — the same pipeline,
 * the same session — with its GitHub writes recorded instead of sent and its
 * commits kept local, ending with the outbox. A run that throws still leaves
 * an outbox (its progress comment already says it failed), so the publish stage
 * can tell people; the error is then thrown on as before.
 */






async function runAgentStage(settings, deps) {
    const dir = external_node_path_default().resolve(settings.cwd, settings.outbox);
    const recorder = new WriteRecorder();
    if (deps.octokit)
        recorder.attach(deps.octokit);
    // The work branch as the run opened it: a plan run's result names none, but its plan record is that branch's.
    let opened;
    const watched = {
        ...deps,
        onStarted: (started) => {
            opened = started.branch ?? opened;
            deps.onStarted?.(started);
        },
    };
    let result;
    try {
        result = await (0,pipeline/* runPipeline */.a)({ ...settings, delivery: { kind: "outbox", dir } }, watched);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await (0,write/* writeOutbox */.bx)({
            dir,
            settings,
            recorder,
            result: {
                outcome: { ...(0,contract/* skippedOutcome */.d)(message), kind: "failed" },
                links: {},
                branch: opened || undefined,
            },
        }).catch(() => undefined);
        throw error;
    }
    const outbox = await (0,write/* writeOutbox */.bx)({
        dir,
        settings,
        recorder,
        result,
        opened: opened || undefined,
    });
    deps.write(`${describeOutbox(dir, outbox)}\n`);
    // The pull request exists only once publish opens it: the agent stage's outputs and summary promise none.
    const { prUrl: _promised, ...rest } = result;
    const summary = result.summary?.split(schema/* PENDING_PULL_URL */.K2).join("#pull-request-opened-by-the-publish-stage");
    return { result: { ...rest, summary }, outbox, dir };
}
/** One line for the log: where the outbox is and what it asks for. */
function describeOutbox(dir, outbox) {
    const kinds = new Map();
    for (const w of outbox.writes)
        kinds.set(w.kind, (kinds.get(w.kind) ?? 0) + 1);
    const asks = [...kinds].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(", ") || "no GitHub writes";
    const refs = outbox.refs.length ? `${outbox.refs.length} ref(s) of ${outbox.branch}` : "no commits";
    return `outbox: ${dir} — ${refs}; ${asks}; nothing was pushed or posted (the publish stage checks and writes)`;
}


/***/ }),

/***/ 13638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K2: () => (/* binding */ PENDING_PULL_URL),
/* harmony export */   Ls: () => (/* binding */ OUTBOX_JSON),
/* harmony export */   q3: () => (/* binding */ MAX_OUTBOX_JSON_BYTES),
/* harmony export */   xy: () => (/* binding */ OUTBOX_BUNDLE),
/* harmony export */   zK: () => (/* binding */ outboxSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/**
 * The outbox (docs/decisions/0023-two-job-runs.md): what an agent stage hands the publish stage — a git
 * bundle of the work branch and Patchbay's refs, and this one JSON file of the
 * GitHub writes the run asked for, with its outcome and usage. The agent stage
 * writes it; the publish stage reads it as untrusted input: everything here is
 * bounded (sizes, counts, shapes) so a crafted file is refused by its schema
 * before anything reads it further.
 */

/** The JSON file in the outbox directory. */
const OUTBOX_JSON = "outbox.json";
/** The git bundle beside it (absent when the run committed nothing and saved no state). */
const OUTBOX_BUNDLE = "work.bundle";
/** Bigger than any honest outbox (a 60,000-character comment, a PR body, a few replies) by far. */
const MAX_OUTBOX_JSON_BYTES = 1024 * 1024;
/** GitHub rejects comment and PR bodies over 65,536 characters. */
const MAX_BODY_CHARS = 65_536;
/** Writes one outbox may ask for, in all; each kind has its own cap too (publish/caps.ts). */
const MAX_WRITES = 200;
const body = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(MAX_BODY_CHARS);
const positiveId = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive();
/** Git ref names, as Patchbay makes them: no `..`, no control characters, no leading dash. */
const refName = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(255)
    .regex(/^refs\/[A-Za-z0-9._/-]+$/, "a ref name (refs/…)")
    .refine((r) => !r.includes("..") && !r.includes("//") && !r.endsWith("/") && !r.endsWith(".lock"), "a valid ref");
const branchName = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(200)
    .regex(/^[A-Za-z0-9._/-]+$/, "a branch name")
    .refine((b) => !b.startsWith("-") && !b.includes(".."), "a valid branch name");
/** One GitHub write the run asked for. The publish stage decides whether, and where, it happens. */
const outboxWriteSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt("kind", [
    /** The run's progress comment in its last words (the approval request, the question, the summary). */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("progress_comment"),
        /** `issue`: a comment on the issue or PR; `review_thread`: a reply in the review comment's thread. */
        target: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["issue", "review_thread"]),
        number: positiveId,
        /** The review comment answered (review_thread only). */
        replyTo: positiveId.optional(),
        body,
    }),
    /** Another comment of the run's own on the same issue or PR (a fork's patch, a CI fix's note). */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("comment"), number: positiveId, body }),
    /** 👀 on the comment that asked. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("reaction"),
        commentId: positiveId,
        on: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["issue_comment", "review_comment"]),
        content: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("eyes"),
    }),
    /** The pull request for the work branch: opened (draft or not as publish's config says), or updated when one is open. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("pull_request"),
        head: branchName,
        base: branchName,
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(256),
        body,
    }),
    /** A reply in a review thread (review replies flow). */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("review_reply"), threadId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200), body }),
    /** A review thread marked resolved. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("resolve_thread"), threadId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200) }),
    /** Labels added to the issue or PR. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("labels"),
        number: positiveId,
        labels: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(50)).min(1).max(20),
    }),
]);
const usageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    cacheWriteTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().optional(),
});
const outboxSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    /** Which event the agent stage handled: the publish stage refuses an outbox made for another. */
    event: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100),
        /** sha256 of the event payload file's bytes. */
        sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100),
    }),
    /** `owner/name`. */
    repository: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .max(200)
        .regex(/^[^/\s]+\/[^/\s]+$/),
    /** The work branch the bundle carries, when there is one. */
    branch: branchName.optional(),
    /** The refs in the bundle and the commits they point to (checked against `git bundle list-heads`). */
    refs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ name: refName, sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/) })).max(20),
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(40),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(MAX_BODY_CHARS),
        result: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(MAX_BODY_CHARS).optional(),
        commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    }),
    usage: usageSchema,
    writes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(outboxWriteSchema).max(MAX_WRITES),
});
/**
 * What the agent stage gave GitHub's client back for a write it kept: links in
 * the texts it wrote (the PR's URL in the progress comment) carry these, and the
 * publish stage puts the real URL in their place.
 */
const PENDING_PULL_URL = "https://patchbay.invalid/outbox/pull-request";


/***/ }),

/***/ 81850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ eventIdentity),
/* harmony export */   bx: () => (/* binding */ writeOutbox),
/* harmony export */   mZ: () => (/* binding */ outboxRefs)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_checkpoints_checkpointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25200);
/* harmony import */ var _git_refs_plan_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72664);
/* harmony import */ var _git_refs_session_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27395);
/* harmony import */ var _git_runner_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9437);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13638);
/**
 * The agent stage's last act (docs/decisions/0023-two-job-runs.md): the outbox directory — a git bundle of
 * the work branch and Patchbay's refs for it (session state, plan record, this
 * run's history), and `outbox.json` with the writes the run asked for, its
 * outcome and usage. Nothing is pushed and nothing is posted: the publish stage
 * reads this, checks it, and writes.
 */








/** Which event this is, as both stages compute it: the payload file's bytes, its name, the workflow run. */
async function eventIdentity(settings) {
    const bytes = settings.event?.path
        ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(settings.event.path)
        : Buffer.from(JSON.stringify(settings.event?.payload ?? null));
    return {
        name: settings.event?.name ?? "local",
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex"),
        runId: settings.runId,
    };
}
/** The refs of one work branch that travel in the bundle, when the run left them. */
function outboxRefs(branch, runId) {
    return [`refs/heads/${branch}`, (0,_git_refs_session_state_js__WEBPACK_IMPORTED_MODULE_5__/* .sessionStateRef */ .xu)(branch), (0,_git_refs_plan_record_js__WEBPACK_IMPORTED_MODULE_4__/* .planRecordRef */ .cb)(branch), (0,_git_checkpoints_checkpointer_js__WEBPACK_IMPORTED_MODULE_3__/* .runHistoryRef */ .xJ)(runId)];
}
async function hasRef(runner, ref) {
    return (await runner.exec(["rev-parse", "-q", "--verify", ref], { allowAllExitCodes: true })).exitCode === 0;
}
async function writeOutbox(input) {
    const { dir, settings, recorder, result } = input;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, _schema_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTBOX_BUNDLE */ .xy), { force: true });
    const runner = (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .createGitRunner */ .ho)({ cwd: settings.repo, baseEnv: settings.env });
    const refs = [];
    const planOf = input.opened && (await hasRef(runner, (0,_git_refs_plan_record_js__WEBPACK_IMPORTED_MODULE_4__/* .planRecordRef */ .cb)(input.opened))) ? input.opened : undefined;
    const branch = result.branch ?? planOf;
    if (branch) {
        for (const name of outboxRefs(branch, settings.runId)) {
            const found = await runner.exec(["rev-parse", "-q", "--verify", `${name}^{commit}`], { allowAllExitCodes: true });
            if (found.exitCode === 0)
                refs.push({ name, sha: found.stdout.trim() });
        }
        // What origin has already is left out: the publish stage fetches it from origin before it opens the bundle.
        const fresh = refs.length
            ? (await runner.exec(["rev-list", "--count", ...refs.map((r) => r.name), "--not", "--remotes=origin"], {
                allowAllExitCodes: true,
            })).stdout.trim()
            : "0";
        if (fresh !== "0") {
            const bundle = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, _schema_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTBOX_BUNDLE */ .xy);
            const made = await runner.exec(["bundle", "create", bundle, ...refs.map((r) => r.name), "--not", "--remotes=origin"], { allowAllExitCodes: true });
            if (made.exitCode !== 0)
                throw new Error(`could not write the outbox's bundle: ${made.stderr.trim()}`);
        }
        else
            refs.length = 0;
    }
    const usage = result.thisRun;
    const outbox = _schema_js__WEBPACK_IMPORTED_MODULE_7__/* .outboxSchema */ .zK.parse({
        version: 1,
        event: await eventIdentity(settings),
        repository: settings.repository ?? "local/local",
        branch: branch && refs.length ? branch : undefined,
        refs,
        outcome: {
            kind: result.outcome.kind,
            message: result.outcome.message,
            result: result.outcome.result,
            commits: result.commitsMade ?? 0,
        },
        usage: {
            turns: usage?.turns ?? 0,
            inputTokens: usage?.usage.inputTokens ?? 0,
            outputTokens: usage?.usage.outputTokens ?? 0,
            cacheReadTokens: usage?.usage.cacheReadTokens ?? 0,
            cacheWriteTokens: usage?.usage.cacheWriteTokens ?? 0,
            costUsd: Math.max(0, usage?.costUsd ?? 0),
            durationMs: usage?.durationMs,
        },
        writes: recorder.writes(),
    });
    if (recorder.unsupported.length)
        throw new Error(`the run asked GitHub for writes the outbox cannot carry (${recorder.unsupported.map((u) => `${u.method} ${u.route}`).join(", ")}); run this flow in one job (stage: all)`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, _schema_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTBOX_JSON */ .Ls), `${JSON.stringify(outbox, null, 2)}\n`);
    return outbox;
}


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
