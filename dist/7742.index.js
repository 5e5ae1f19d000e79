export const id = 7742;
export const ids = [7742];
export const modules = {

/***/ 67742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_CONTEXT_LIMITS: () => (/* binding */ DEFAULT_CONTEXT_LIMITS),
/* harmony export */   closingReferences: () => (/* binding */ closingReferences),
/* harmony export */   gatherContext: () => (/* binding */ gatherContext)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14329);
/**
 * Gathers what the model should know about the issue or PR a run is about,
 * within fixed bounds: a thread of 500 comments or a PR of 3,000 files costs a
 * handful of requests and a bounded number of characters.
 */



const DEFAULT_CONTEXT_LIMITS = {
    firstComments: 5,
    lastComments: 30,
    maxFiles: 100,
    maxDiffChars: 60_000,
    reviewComments: 20,
};
const userSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable();
const commentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    user: userSchema,
    created_at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    updated_at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    author_association: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const issueSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    user: userSchema,
    created_at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    author_association: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const pullSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    base: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    changed_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    additions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    review_comments: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
});
const reviewCommentSchema = commentSchema.extend({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish() });
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    filename: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    additions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    patch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const PER_PAGE = 100;
/** "Closes #12", "fixes: #3", "Resolved #7": GitHub's closing keywords, same repository only. */
const CLOSING_REFERENCE = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)\b/gi;
const MAX_LINKED_ISSUES = 3;
async function gatherContext(octokit, req, limits = DEFAULT_CONTEXT_LIMITS) {
    const repo = { owner: req.owner, repo: req.repo };
    const issue = issueSchema.parse((await octokit.rest.issues.get({ ...repo, issue_number: req.number })).data);
    const { comments, stats } = await gatherComments(octokit, req, issue.comments, limits);
    const ctx = {
        owner: req.owner,
        repo: req.repo,
        kind: req.kind,
        number: req.number,
        title: issue.title,
        author: issue.user?.login ?? "ghost",
        ...(issue.author_association ? { authorAssociation: issue.author_association } : {}),
        createdAt: issue.created_at,
        body: issue.body ?? "",
        url: issue.html_url,
        comments,
        commentStats: stats,
        reviewComment: req.reviewComment,
        linkedIssues: [],
    };
    if (req.kind === "pr") {
        ctx.pr = await gatherPull(octokit, req, limits);
        ctx.linkedIssues = await gatherLinkedIssues(octokit, req, issue.body ?? "");
    }
    return ctx;
}
async function listCommentPage(octokit, req, page) {
    const { data } = await octokit.rest.issues.listComments({
        owner: req.owner,
        repo: req.repo,
        issue_number: req.number,
        per_page: PER_PAGE,
        page,
    });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(commentSchema).parse(data);
}
/**
 * Reads the first page and the last pages only: enough for the opening of the
 * thread and its most recent part, whatever its length.
 */
async function gatherComments(octokit, req, total, limits) {
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    // Two trailing pages, because the newest comments are often our own or after the trigger.
    const tailPages = Math.max(1, Math.ceil(limits.lastComments / PER_PAGE) + 1);
    const pages = new Set([1]);
    for (let p = Math.max(1, lastPage - tailPages + 1); p <= lastPage; p++)
        pages.add(p);
    const raw = [];
    for (const page of [...pages].sort((a, b) => a - b))
        raw.push(...(await listCommentPage(octokit, req, page)));
    const unfetched = Math.max(0, total - raw.length);
    const filtered = filterComments(raw, req);
    const eligible = filtered.kept.map(({ source: _source, ...c }) => c);
    const { ownComments, afterTrigger } = filtered;
    const keep = limits.firstComments + limits.lastComments;
    const whole = eligible.length <= keep && unfetched === 0;
    const comments = whole
        ? eligible
        : [
            ...eligible.slice(0, limits.firstComments),
            ...(limits.lastComments > 0 ? eligible.slice(limits.firstComments).slice(-limits.lastComments) : []),
        ];
    const omittedMiddle = eligible.length - comments.length + unfetched;
    const gapAfter = whole ? comments.length : Math.min(limits.firstComments, comments.length);
    return { comments, stats: { total, omittedMiddle, gapAfter, ownComments, afterTrigger } };
}
/**
 * Drops Patchbay's own comments and those created or edited after the trigger
 * (updated_at >= created_at, so one test covers both).
 */
function filterComments(raw, req) {
    const cutoff = Date.parse(req.triggerTime);
    let ownComments = 0;
    let afterTrigger = 0;
    const kept = [];
    for (const c of raw) {
        const body = c.body ?? "";
        if ((0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .hasPatchbayMarker */ .T)(body))
            ownComments++;
        else if (Date.parse(c.updated_at) > cutoff)
            afterTrigger++;
        else
            kept.push({
                id: c.id,
                author: c.user?.login ?? "ghost",
                createdAt: c.created_at,
                updatedAt: c.updated_at,
                body,
                isTrigger: c.id === req.triggerCommentId,
                ...(c.author_association ? { association: c.author_association } : {}),
                source: c,
            });
    }
    return { kept, ownComments, afterTrigger };
}
/** The last page(s) of inline review comments: the recent review is what a request usually refers to. */
async function gatherReviewComments(octokit, req, total, limits) {
    if (total === 0 || limits.reviewComments === 0)
        return [];
    const page = Math.max(1, Math.ceil(total / PER_PAGE));
    const { data } = await octokit.rest.pulls.listReviewComments({
        owner: req.owner,
        repo: req.repo,
        pull_number: req.number,
        per_page: PER_PAGE,
        page,
    });
    const { kept } = filterComments(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(reviewCommentSchema).parse(data), req);
    return kept.slice(-limits.reviewComments).map(({ source, ...c }) => ({ ...c, path: source.path, line: source.line }));
}
async function gatherPull(octokit, req, limits) {
    const repo = { owner: req.owner, repo: req.repo };
    const pull = pullSchema.parse((await octokit.rest.pulls.get({ ...repo, pull_number: req.number })).data);
    // The files endpoint carries each file's patch, so no separate (unbounded) diff request is needed.
    const files = [];
    const pages = Math.ceil(Math.min(pull.changed_files, limits.maxFiles) / PER_PAGE);
    for (let page = 1; page <= pages; page++) {
        const { data } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: req.number, per_page: PER_PAGE, page });
        for (const f of zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(fileSchema).parse(data)) {
            if (files.length >= limits.maxFiles)
                break;
            files.push({
                path: f.filename,
                status: f.status,
                additions: f.additions,
                deletions: f.deletions,
                patch: f.patch,
            });
        }
    }
    let budget = limits.maxDiffChars;
    let patchesOmitted = 0;
    for (const f of files) {
        if (f.patch === undefined)
            continue;
        if (f.patch.length > budget) {
            f.patch = undefined;
            patchesOmitted++;
        }
        else {
            budget -= f.patch.length;
        }
    }
    const reviewCommentsTotal = pull.review_comments ?? 0;
    return {
        head: pull.head.ref,
        base: pull.base.ref,
        changedFiles: pull.changed_files,
        additions: pull.additions,
        deletions: pull.deletions,
        files,
        patchesOmitted,
        reviewComments: await gatherReviewComments(octokit, req, reviewCommentsTotal, limits),
        reviewCommentsTotal,
    };
}
function closingReferences(body) {
    const numbers = [...body.matchAll(CLOSING_REFERENCE)].map((m) => Number(m[1]));
    return [...new Set(numbers)].slice(0, MAX_LINKED_ISSUES);
}
async function gatherLinkedIssues(octokit, req, body) {
    const linked = [];
    for (const n of closingReferences(body)) {
        if (n === req.number)
            continue;
        try {
            const { data } = await octokit.rest.issues.get({ owner: req.owner, repo: req.repo, issue_number: n });
            const issue = issueSchema.parse(data);
            linked.push({
                number: n,
                title: issue.title,
                body: issue.body ?? "",
                url: issue.html_url,
                author: issue.user?.login ?? "ghost",
                ...(issue.author_association ? { association: issue.author_association } : {}),
            });
        }
        catch (error) {
            // A reference to a deleted or transferred issue is not worth failing the run for.
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404 || (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 410)
                continue;
            throw error;
        }
    }
    return linked;
}


/***/ })

};
