export const id = 6838;
export const ids = [6838];
export const modules = {

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


/***/ }),

/***/ 96838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubReporter: () => (/* binding */ GitHubReporter)
/* harmony export */ });
/* harmony import */ var _comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38932);
/**
 * GitHubReporter: the Reporter (src/agent/reporter.ts) that keeps one progress
 * comment up to date. Edits are paced (at most one per `intervalMs`, at most
 * `maxEdits` in all) to stay clear of GitHub's secondary rate limits; the final
 * state is always posted.
 */



/** Events that change what the comment shows. */
const VISIBLE = new Set(["tool_start", "tool", "turn"]);
class GitHubReporter {
    opt;
    events = [];
    comment;
    intervalMs;
    maxEdits;
    timer;
    /** Every write is chained, so edits never race each other. */
    chain = Promise.resolve();
    lastWrite = 0;
    lastBody = "";
    writes = 0;
    finished = false;
    constructor(opt) {
        this.opt = opt;
        this.comment = new _comments_js__WEBPACK_IMPORTED_MODULE_0__/* .RunComment */ .hn(opt.octokit, opt.target, opt.redactor);
        this.intervalMs = opt.intervalMs ?? 2500;
        this.maxEdits = opt.maxEdits ?? 40;
    }
    /** Number of comment writes so far (create + edits). */
    get writeCount() {
        return this.writes;
    }
    /** The progress comment's id once it exists (the post step finishes it after a kill). */
    get commentId() {
        return this.comment.commentId;
    }
    /**
     * Fork PRs: nothing can be pushed, so the change is posted as a patch in a
     * comment of its own, cut (and said to be cut) when GitHub's size limit forbids more.
     */
    async postPatch(patch) {
        const note = new _comments_js__WEBPACK_IMPORTED_MODULE_0__/* .RunComment */ .hn(this.opt.octokit, this.opt.target, this.opt.redactor);
        const limit = _progress_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_COMMENT_CHARS */ .VK - 2_000;
        const shown = patch.length > limit ? patch.slice(0, limit) : patch;
        const ticks = "`".repeat(Math.max(3, ...(shown.match(/`{3,}/g) ?? []).map((r) => r.length + 1)));
        const cut = patch.length > limit
            ? `\n\n(The patch is ${patch.length.toLocaleString("en-US")} characters; only the first ${limit.toLocaleString("en-US")} are shown. The full series is in the workflow run's log.)`
            : "";
        await note.post(`This pull request comes from a fork, so Patchbay pushed nothing. Apply the change with \`git am\`:\n\n${ticks}diff\n${shown}\n${ticks}${cut}`);
    }
    get commentUrl() {
        return this.comment.htmlUrl;
    }
    /** 👀 on the triggering comment, then the "working on it" comment, so people see the run at once. */
    async start() {
        if (this.opt.triggerComment)
            await (0,_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .reactEyes */ .kq)(this.opt.octokit, this.opt.target, this.opt.triggerComment, this.opt.log);
        const body = (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .renderProgress */ .EY)(this.events, undefined, { ...this.opt.progress, now: Date.now() });
        await this.enqueue(body, false).catch((error) => {
            this.opt.log.warning(`Could not post the progress comment: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}`);
        });
    }
    onEvent(event) {
        if (this.finished)
            return;
        this.events.push(event);
        if (VISIBLE.has(event.type))
            this.schedule();
    }
    async finish(outcome, links) {
        this.finished = true;
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
        const body = (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .renderProgress */ .EY)(this.events, outcome, { ...this.opt.progress, links, now: Date.now() });
        // Wait for an edit in flight, then post the final state whatever the edit budget says.
        await this.enqueue(body, true);
    }
    schedule() {
        if (this.timer || this.writes > this.maxEdits)
            return;
        const wait = Math.max(0, this.lastWrite + this.intervalMs - Date.now());
        this.timer = setTimeout(() => {
            this.timer = undefined;
            if (this.finished)
                return;
            const body = (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .renderProgress */ .EY)(this.events, undefined, { ...this.opt.progress, now: Date.now() });
            this.enqueue(body, false).catch((error) => {
                // A failed progress edit must not stop the run; the final edit will try again.
                this.opt.log.warning(`Could not update the progress comment: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}`);
            });
        }, wait);
        // The run may end before the timer fires; it must not keep the process alive.
        this.timer.unref();
    }
    enqueue(body, final) {
        const write = this.chain.then(async () => {
            if (body === this.lastBody)
                return;
            if (!final && this.writes > this.maxEdits)
                return;
            this.lastWrite = Date.now();
            this.writes++;
            await this.comment.post(body);
            this.lastBody = body;
        });
        this.chain = write.catch(() => { });
        return write;
    }
}


/***/ })

};
