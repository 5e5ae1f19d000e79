export const id = 2413;
export const ids = [2413];
export const modules = {

/***/ 32413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CodeReviewReporter: () => (/* binding */ CodeReviewReporter)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(66645);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/progress.ts
var progress = __webpack_require__(38932);
;// CONCATENATED MODULE: ./src/github/code-review-sticky.ts
/**
 * The one summary comment of a pull request's code reviews. Every review edits
 * it instead of adding a comment (claude-code-action#60's complaint), and it
 * holds the state a re-review starts from: the head the last completed review
 * looked at. Only a comment Patchbay's own token wrote counts — anyone could
 * paste the markers into a comment of theirs to make a review skip commits.
 *
 * Layout: the state marker first (so a killed run's note, appended by the post
 * step, leaves it alone), then the current headline, then the last completed
 * review's summary between body markers — kept, folded, while a review runs or
 * when one fails, so a failure never hides what was found before.
 */




/** Marks the summary comment, whatever state it is in. */
const IDENTITY = "<!-- patchbay-code-review -->";
const STATE = /<!-- patchbay-code-review-state (\{[^>]*\}) -->/;
const BODY_START = "<!-- patchbay-code-review-body -->";
const BODY_END = "<!-- /patchbay-code-review-body -->";
const stateSchema = schemas/* object */.Ikc({
    v: schemas/* literal */.euz(1),
    head: schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/),
    event: schemas/* enum */.k5n(["COMMENT", "REQUEST_CHANGES"]).optional(),
});
const commentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullable(),
});
/** Pages of 100 comments read at most while looking for the summary comment. */
const MAX_PAGES = 10;
function parseReviewState(body) {
    const json = STATE.exec(body)?.[1];
    if (!json)
        return undefined;
    try {
        const parsed = stateSchema.safeParse(JSON.parse(json));
        return parsed.success
            ? { head: parsed.data.head, ...(parsed.data.event ? { event: parsed.data.event } : {}) }
            : undefined;
    }
    catch {
        return undefined;
    }
}
/** The last completed review's summary, as the comment holds it. */
function lastSummaryOf(body) {
    const start = body.indexOf(BODY_START);
    const end = body.indexOf(BODY_END, start + 1);
    return start >= 0 && end > start ? body.slice(start + BODY_START.length, end).trim() : undefined;
}
const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
class ReviewSummaryComment {
    octokit;
    where;
    redactor;
    id;
    url;
    state;
    lastSummary;
    constructor(octokit, where, redactor, id, url, 
    /** What the comment said when this run found it. */
    state, lastSummary) {
        this.octokit = octokit;
        this.where = where;
        this.redactor = redactor;
        this.id = id;
        this.url = url;
        this.state = state;
        this.lastSummary = lastSummary;
    }
    /** Finds the summary comment Patchbay (`botLogin`) wrote on this pull request, if any. */
    static async find(octokit, where, botLogin, redactor) {
        for (let page = 1; page <= MAX_PAGES; page++) {
            const { data } = await octokit.rest.issues.listComments({
                owner: where.owner,
                repo: where.repo,
                issue_number: where.number,
                per_page: 100,
                page,
            });
            const comments = schemas/* array */.YOg(commentSchema).parse(data);
            const own = comments.find((c) => c.user && bare(c.user.login) === bare(botLogin) && (c.body ?? "").startsWith(IDENTITY));
            if (own) {
                const body = own.body ?? "";
                return new ReviewSummaryComment(octokit, where, redactor, own.id, own.html_url, parseReviewState(body), lastSummaryOf(body));
            }
            if (comments.length < 100)
                break;
        }
        return new ReviewSummaryComment(octokit, where, redactor, undefined, undefined, undefined, undefined);
    }
    get commentId() {
        return this.id;
    }
    get htmlUrl() {
        return this.url;
    }
    /**
     * Writes the comment: the state, a headline, and a summary — the new one when a
     * review completed, else the last one folded under the headline.
     */
    async write(parts) {
        const state = parts.state
            ? `<!-- patchbay-code-review-state ${JSON.stringify({ v: 1, ...parts.state })} -->\n`
            : "";
        const summary = parts.summary ?? (parts.foldLast ? this.lastSummary : undefined);
        const held = summary === undefined ? "" : `${BODY_START}\n${summary}\n${BODY_END}`;
        const shown = summary === undefined || parts.summary !== undefined
            ? held
            : `<details><summary>The last completed review</summary>\n\n${held}\n\n</details>`;
        const body = [parts.headline, shown].filter(Boolean).join("\n\n");
        const text = `${IDENTITY}\n${(0,comments/* withMarker */.Pe)(this.redactor.redact(`${state}${body}`))}`;
        await this.save(fitComment(text));
    }
    async save(body) {
        const { owner, repo, number } = this.where;
        try {
            if (this.id !== undefined) {
                try {
                    await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: this.id, body });
                    return;
                }
                catch (error) {
                    // Someone deleted it: a new one carries the state from here on.
                    if ((0,errors/* statusOf */.c2)(error) !== 404)
                        throw error;
                }
            }
            const { data } = await this.octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
            this.id = data.id;
            this.url = data.html_url;
        }
        catch (error) {
            throw (0,comments/* explainWriteError */.jy)(error, "comment on", `${owner}/${repo}#${number}`);
        }
    }
}
/** Within GitHub's limit, the markers kept: a summary too long is cut before its end marker. */
function fitComment(body) {
    if (body.length <= progress/* MAX_COMMENT_CHARS */.VK)
        return body;
    const end = body.lastIndexOf(BODY_END);
    const tail = end >= 0 ? body.slice(end) : body.slice(body.lastIndexOf("<!--"));
    return `${body.slice(0, progress/* MAX_COMMENT_CHARS */.VK - tail.length - 60)}\n\n_… cut to fit GitHub's comment limit_\n${tail}`;
}

// EXTERNAL MODULE: ./src/github/permission.ts
var permission = __webpack_require__(32892);
;// CONCATENATED MODULE: ./src/github/code-review-reporter.ts





class CodeReviewReporter {
    opt;
    comment;
    completed;
    /** The token's login, asked once: only its own summary comment counts. */
    identity;
    constructor(opt) {
        this.opt = opt;
        this.identity = (0,permission/* tokenIdentity */.sX)(opt.octokit);
    }
    /** The state the last completed review left (undefined before `start`, or for a first review). */
    get previousState() {
        return this.comment?.state;
    }
    /** The token's login (asked once): whose threads and reviews are Patchbay's own. */
    login() {
        return this.identity.login();
    }
    get commentId() {
        return this.comment?.commentId;
    }
    get commentUrl() {
        return this.comment?.htmlUrl;
    }
    async start() {
        const { octokit, repo, pullNumber, redactor, log } = this.opt;
        if (this.opt.triggerComment)
            await (0,comments/* reactEyes */.kq)(octokit, repo, this.opt.triggerComment, log);
        try {
            const login = await this.identity.login();
            this.comment = await ReviewSummaryComment.find(octokit, { ...repo, number: pullNumber }, login, redactor);
            await this.comment.write({
                state: this.comment.state,
                headline: `### 🔄 Patchbay is reviewing this pull request${this.runLink()}`,
                foldLast: true,
            });
        }
        catch (error) {
            // Without the comment the review still runs; its end writes (or creates) the comment again.
            log.warning(`Could not read or update the code review's summary comment: ${(0,errors/* messageOf */.bD)(error)}`);
        }
    }
    onEvent(_event) { }
    /** Called by the run's conclusion when the review is posted: `finish` then shows this summary. */
    complete(review) {
        this.completed = review;
    }
    async finish(outcome, links) {
        const { octokit, repo, pullNumber, redactor } = this.opt;
        this.comment ??= await ReviewSummaryComment.find(octokit, { ...repo, number: pullNumber }, await this.identity.login(), redactor);
        const run = this.runLink(links.runUrl);
        if (this.completed) {
            await this.comment.write({
                state: this.completed.state,
                headline: "",
                summary: `${this.completed.summary}${run ? `\n\n${run.trim().replace(/^· /, "")}` : ""}`,
            });
            return;
        }
        const head = outcome.kind === "no_changes"
            ? "✅ Nothing new to review"
            : outcome.kind === "skipped"
                ? "⏭ Patchbay did not review this pull request"
                : "⚠️ The code review did not finish";
        await this.comment.write({
            state: this.comment.state,
            headline: `### ${head}${run}\n\n${(0,progress/* neutralize */.YI)(outcome.message)}`,
            foldLast: true,
        });
    }
    runLink(url = this.opt.runUrl) {
        return url ? ` · [workflow run](${url})` : "";
    }
}


/***/ }),

/***/ 66645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   hn: () => (/* binding */ RunComment),
/* harmony export */   jy: () => (/* binding */ explainWriteError),
/* harmony export */   kq: () => (/* binding */ reactEyes)
/* harmony export */ });
/* harmony import */ var _create_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94633);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14329);
/* harmony import */ var _request_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17696);




/**
 * React with 👀 at once. A comment deleted in the meantime (404) is no reason to
 * stop the run: it is logged at debug level and ignored.
 */
async function reactEyes(octokit, repo, comment, log) {
    // Only owner and repo: callers pass a CommentTarget, whose other fields would go into the request body.
    const where = { owner: repo.owner, repo: repo.repo };
    try {
        if (comment.kind === "issue_comment") {
            await octokit.rest.reactions.createForIssueComment({ ...where, comment_id: comment.id, content: "eyes" });
        }
        else if (comment.kind === "review_comment") {
            await octokit.rest.reactions.createForPullRequestReviewComment({
                ...where,
                comment_id: comment.id,
                content: "eyes",
            });
        }
        else {
            return false;
        }
        return true;
    }
    catch (error) {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        if (status === 404 || status === 410) {
            log.debug(`The triggering comment ${comment.id} is gone (HTTP ${status}); no reaction added.`);
            return false;
        }
        // A reaction is a courtesy: a token without write access should not fail the run.
        log.warning(`Could not add 👀 to comment ${comment.id}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}`);
        return false;
    }
}
function withMarker(body) {
    return body.includes(_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCHBAY_MARKER */ .Q) ? body : `${body}\n\n${_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCHBAY_MARKER */ .Q}`;
}
/** Creates the run's comment on the first `post` and edits it on every later one. */
class RunComment {
    octokit;
    target;
    redactor;
    id;
    url;
    constructor(octokit, target, redactor) {
        this.octokit = octokit;
        this.target = target;
        this.redactor = redactor;
    }
    get commentId() {
        return this.id;
    }
    get htmlUrl() {
        return this.url;
    }
    async post(markdown) {
        const body = withMarker(this.redactor.redact(markdown));
        try {
            if (this.id === undefined) {
                await this.create(body);
                return;
            }
            try {
                await this.update(this.id, body);
            }
            catch (error) {
                // Someone deleted our comment: start a new one rather than go silent.
                if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 404)
                    throw error;
                await this.create(body);
            }
        }
        catch (error) {
            throw explainWriteError(error, "comment on", `${this.target.owner}/${this.target.repo}`);
        }
    }
    /** Sent once: a create GitHub did not answer is looked up before it is sent again (create-once.ts). */
    async create(body) {
        const since = new Date(Date.now() - 60_000).toISOString();
        const made = await (0,_create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .createOnce */ .Ur)(() => this.send(body), () => this.findPosted(body, since));
        this.id = made.id;
        this.url = made.html_url;
    }
    async send(body) {
        const t = this.target;
        const { data } = t.kind === "issue"
            ? await this.octokit.rest.issues.createComment({
                owner: t.owner,
                repo: t.repo,
                issue_number: t.issueNumber,
                body,
                request: _create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_RETRY */ .PE,
            })
            : await this.octokit.rest.pulls.createReplyForReviewComment({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                comment_id: t.replyTo,
                body,
                request: _create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_RETRY */ .PE,
            });
        return { id: data.id, html_url: data.html_url };
    }
    /** A comment with exactly this body, made in the last minute: the create GitHub did not answer. */
    async findPosted(body, since) {
        const t = this.target;
        const where = { owner: t.owner, repo: t.repo, since, per_page: 100 };
        const comments = t.kind === "issue"
            ? (await this.octokit.rest.issues.listComments({ ...where, issue_number: t.issueNumber })).data
            : (await this.octokit.rest.pulls.listReviewComments({ ...where, pull_number: t.pullNumber })).data.filter((c) => c.in_reply_to_id === t.replyTo);
        const found = comments.filter((c) => c.body === body).at(-1);
        return found ? { id: found.id, html_url: found.html_url } : undefined;
    }
    async update(id, body) {
        const t = this.target;
        if (t.kind === "issue") {
            await this.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        }
        else {
            await this.octokit.rest.pulls.updateReviewComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        }
    }
}
/** 403 on a write is almost always the workflow's `permissions:` block; say which line it needs. */
function explainWriteError(error, action, where) {
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    // Already explained; a plain API error (request-errors.ts) is made more specific here.
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ && !(error instanceof _request_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .OS))
        return error;
    if (status === 403 || status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubPermissionError */ .x6(`GitHub refused to ${action} ${where} (HTTP ${status}: ${(0,_request_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubSaid */ .JT)(error)}). ` +
            "Give the workflow `permissions: { issues: write, pull-requests: write }`.", ["issues: write", "pull-requests: write"], status);
    }
    return error;
}


/***/ })

};
