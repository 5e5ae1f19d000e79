export const id = 4583;
export const ids = [4583];
export const modules = {

/***/ 16964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  concludeCodeReview: () => (/* binding */ concludeCodeReview)
});

// EXTERNAL MODULE: ./src/agent/types.ts
var types = __webpack_require__(50016);
// EXTERNAL MODULE: ./src/code-review/findings.ts
var findings = __webpack_require__(67544);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/config/code-review-schema.ts
var code_review_schema = __webpack_require__(7288);
;// CONCATENATED MODULE: ./src/code-review/review-json.ts
/**
 * The `review_json` output: a review's findings and verdict as JSON a later
 * workflow step can read with `fromJSON()`. The schema is here (and in the
 * README's Code review section); tests check what the action outputs against it.
 */


const counts = schemas/* object */.Ikc(Object.fromEntries(code_review_schema/* SEVERITIES */.oC.map((s) => [s, schemas/* number */.aig().int().nonnegative()])));
const reviewJsonSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(1),
    /** null for a local `patchbay review`. */
    pull_request: schemas/* number */.aig().int().nullable(),
    head_sha: schemas/* string */.YjP(),
    /** The commit the diff is taken from (the PR's base, or the merge base of a local review). */
    base_sha: schemas/* string */.YjP().nullable(),
    /** "incremental": only the commits since `reviewed_since`, the head of the last review. */
    scope: schemas/* enum */.k5n(["full", "incremental"]),
    reviewed_since: schemas/* string */.YjP().nullable(),
    event: schemas/* enum */.k5n(["COMMENT", "REQUEST_CHANGES"]),
    /** The PR review and the summary comment; null when none was posted (a local or dry run, nothing inline). */
    review_url: schemas/* string */.YjP().nullable(),
    summary_url: schemas/* string */.YjP().nullable(),
    counts,
    findings: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* number */.aig().int().positive(),
        path: schemas/* string */.YjP(),
        line: schemas/* number */.aig().int().positive(),
        start_line: schemas/* number */.aig().int().positive().nullable(),
        side: schemas/* enum */.k5n(["LEFT", "RIGHT"]),
        severity: schemas/* enum */.k5n(code_review_schema/* SEVERITIES */.oC),
        body: schemas/* string */.YjP(),
        suggestion: schemas/* string */.YjP().nullable(),
        /** inline: a comment of the review; summary: listed in the summary comment (`reason` says why). */
        placement: schemas/* enum */.k5n(["inline", "summary"]),
        reason: schemas/* string */.YjP().nullable(),
    })),
    dropped: schemas/* object */.Ikc({
        below_min_severity: schemas/* number */.aig().int().nonnegative(),
        duplicates: schemas/* number */.aig().int().nonnegative(),
        over_limit: schemas/* number */.aig().int().nonnegative(),
    }),
    /** Earlier findings of Patchbay's that this review found fixed, replied to and resolved. */
    resolved_threads: schemas/* array */.YOg(schemas/* object */.Ikc({ thread_id: schemas/* string */.YjP(), path: schemas/* string */.YjP(), reason: schemas/* string */.YjP() })),
});
function entry(f, placement, reason) {
    return {
        id: f.id,
        path: f.path,
        line: f.placement.kind === "inline" ? f.placement.line : f.line,
        start_line: (f.placement.kind === "inline" ? f.placement.startLine : f.startLine) ?? null,
        side: f.side,
        severity: f.severity,
        body: f.body,
        suggestion: f.suggestion ?? null,
        placement,
        reason: reason ?? null,
    };
}
function reviewJson(input) {
    const { selection } = input;
    const findings = [
        ...selection.inline.map((f) => entry(f, "inline")),
        ...selection.summary.map((f) => entry(f, "summary", f.why)),
    ].sort((a, b) => a.id - b.id);
    return {
        version: 1,
        pull_request: input.pullRequest ?? null,
        head_sha: input.headSha,
        base_sha: input.baseSha ?? null,
        scope: input.reviewedSince ? "incremental" : "full",
        reviewed_since: input.reviewedSince ?? null,
        event: selection.event,
        review_url: input.reviewUrl ?? null,
        summary_url: input.summaryUrl ?? null,
        counts: selection.counts,
        findings,
        dropped: {
            below_min_severity: input.dropped.belowMinSeverity,
            duplicates: input.dropped.duplicates,
            over_limit: input.dropped.overLimit,
        },
        resolved_threads: input.resolved.map((r) => ({ thread_id: r.threadId, path: r.path, reason: r.reason })),
    };
}

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/code-review-post.ts

/** 422: the author of a pull request cannot request changes on it (the token opened it). */
const OWN_PULL_REQUEST = /Can not request changes on your own pull request|your own pull request/i;
/** 422 naming a comment's place: a line outside the diff, a range across hunks, a path not in it. */
const BAD_COMMENT_POSITION = /pull_request_review_thread\.(line|start_line|path|diff_hunk)|Line could not be resolved|must be part of the diff|could not be resolved/i;
/** Nothing to say inline and no changes to ask for: no review at all (the summary comment says it). */
function needsReview(request) {
    return request.comments.length > 0 || request.event === "REQUEST_CHANGES";
}
async function postReview(octokit, request) {
    let { event, comments } = request;
    let inlineRefused;
    let downgraded;
    for (let attempt = 0; attempt < 3; attempt++) {
        try {
            const { data } = await octokit.rest.pulls.createReview({
                owner: request.repo.owner,
                repo: request.repo.repo,
                pull_number: request.pullNumber,
                commit_id: request.commitId,
                event,
                body: request.body,
                ...(comments.length ? { comments } : {}),
            });
            return {
                url: data.html_url,
                id: data.id,
                event,
                ...(inlineRefused ? { inlineRefused } : {}),
                ...(downgraded ? { downgraded } : {}),
            };
        }
        catch (error) {
            const message = (0,errors/* messageOf */.bD)(error);
            if ((0,errors/* statusOf */.c2)(error) === 422 && event === "REQUEST_CHANGES" && OWN_PULL_REQUEST.test(message)) {
                event = "COMMENT";
                downgraded = "GitHub does not let the pull request's own author request changes";
                continue;
            }
            if ((0,errors/* statusOf */.c2)(error) === 422 && comments.length > 0 && (BAD_COMMENT_POSITION.test(message) || attempt === 0)) {
                inlineRefused = message;
                comments = [];
                continue;
            }
            throw explainReviewError(error, request);
        }
    }
    throw new Error(`GitHub refused the review of ${request.repo.owner}/${request.repo.repo}#${request.pullNumber}`);
}
function explainReviewError(error, request) {
    const status = (0,errors/* statusOf */.c2)(error);
    if (status === 403 || status === 404)
        return new errors/* GitHubPermissionError */.x6(`GitHub refused to post the review on ${request.repo.owner}/${request.repo.repo}#${request.pullNumber} (HTTP ${status}: ${(0,errors/* messageOf */.bD)(error)}). Give the workflow \`permissions: { pull-requests: write }\`; on a pull request from a fork, the pull_request event's token is read-only — ask with \`@patchbay review\` in a comment instead.`, ["pull-requests: write"], status);
    return error;
}
/**
 * An earlier review of Patchbay's that requested changes keeps the pull request
 * blocked until it is dismissed: when this review no longer asks for changes,
 * those reviews are dismissed, saying why. Failures are returned, not thrown.
 */
async function dismissEarlierChangeRequests(octokit, where, options) {
    const problems = [];
    const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
    try {
        const { data } = await octokit.rest.pulls.listReviews({
            owner: where.owner,
            repo: where.repo,
            pull_number: where.pullNumber,
            per_page: 100,
        });
        for (const review of data) {
            if (review.state !== "CHANGES_REQUESTED" || review.id === options.keep)
                continue;
            if (!review.user || bare(review.user.login) !== bare(options.botLogin))
                continue;
            try {
                await octokit.rest.pulls.dismissReview({
                    owner: where.owner,
                    repo: where.repo,
                    pull_number: where.pullNumber,
                    review_id: review.id,
                    message: `Superseded by Patchbay's review of ${options.headSha.slice(0, 7)}, which no longer finds anything at code_review.request_changes_at.`,
                });
            }
            catch (error) {
                problems.push(`could not dismiss the earlier review that requested changes (${(0,errors/* messageOf */.bD)(error)})`);
            }
        }
    }
    catch (error) {
        problems.push(`could not list the earlier reviews (${(0,errors/* messageOf */.bD)(error)})`);
    }
    return problems;
}

// EXTERNAL MODULE: ./src/github/code-review-render.ts
var code_review_render = __webpack_require__(22904);
// EXTERNAL MODULE: ./src/github/code-review-threads.ts
var code_review_threads = __webpack_require__(29827);
// EXTERNAL MODULE: ./src/run/finish-all.ts
var finish_all = __webpack_require__(82088);
;// CONCATENATED MODULE: ./src/run/code-review/conclude.ts









/** Ends that still post what was found: the session stopped on a limit, not on an error. */
const STOPPED = new Set(["budget_exceeded", "stuck", "invalid_output", "needs_input", "awaiting_approval"]);
async function concludeCodeReview(run, review, ended) {
    const { config, trigger, task, log, reporters, settings } = run;
    const cfg = config.code_review;
    const session = ended
        ? // A review changes no file by design: finishing one is completing it, not "no changes were needed".
            { ...ended.outcome, kind: ended.outcome.kind === "no_changes" ? "completed" : ended.outcome.kind }
        : {
            kind: "no_changes",
            message: `Nothing to review: ${review.nothingToReview ?? "no changes"}.`,
            turns: 0,
            usage: (0,types/* emptyUsage */.l)(),
            costUsd: 0,
            commits: [],
        };
    let selection = (0,findings/* selectFindings */.RN)(review.findings.all(), {
        maxComments: cfg.max_comments,
        requestChangesAt: cfg.request_changes_at,
    });
    const octokit = task.dryRun ? undefined : run.octokit;
    const pr = trigger.pullRequest;
    const posting = octokit && pr && reporters.codeReview && session.kind !== "failed" && session.kind !== "cancelled";
    const repo = { owner: trigger.repository.owner, repo: trigger.repository.name };
    let posted;
    let postFailure;
    let resolved = [];
    const problems = [];
    if (posting) {
        const comments = selection.inline.map(toComment);
        if (needsReview({ event: selection.event, comments })) {
            try {
                posted = await postReview(octokit, {
                    repo,
                    pullNumber: pr.number,
                    commitId: review.headSha,
                    event: selection.event,
                    body: (0,code_review_render/* renderReviewBody */.de)(selection, reporters.codeReview?.commentUrl),
                    comments,
                });
            }
            catch (error) {
                postFailure = (0,errors/* messageOf */.bD)(error);
                log.warning(`could not post the review: ${postFailure}`);
            }
            // Whatever GitHub would not take inline is listed in the summary instead: nothing is lost.
            const refused = postFailure ?? posted?.inlineRefused;
            if (refused)
                selection = allInSummary(selection, `GitHub did not take the inline comment (${refused})`);
        }
        const fixed = review.earlier.flatMap((t) => {
            const reason = review.fixed.get(t.thread.id);
            return reason ? [{ thread: t.thread, reason }] : [];
        });
        if (fixed.length) {
            const done = await (0,code_review_threads/* resolveFixedThreads */.K0)(octokit, fixed);
            resolved = done.resolved;
            problems.push(...done.failures);
        }
        if (review.previous?.event === "REQUEST_CHANGES" &&
            verdict(review, selection, cfg.request_changes_at) === "COMMENT" &&
            review.botLogin)
            problems.push(...(await dismissEarlierChangeRequests(octokit, { ...repo, pullNumber: pr.number }, { botLogin: review.botLogin, headSha: review.headSha, ...(posted?.id ? { keep: posted.id } : {}) })));
    }
    const total = selection.inline.length + selection.summary.length;
    const stopped = STOPPED.has(session.kind) ? `The review stopped early: ${session.message}` : undefined;
    const summary = review.nothingToReview
        ? `### 🔍 Patchbay code review: nothing to review\n\nNothing to review: ${review.nothingToReview}.`
        : (0,code_review_render/* renderReviewSummary */.v4)({
            // The headline says where the pull request stands, earlier open findings included.
            selection: { ...selection, event: verdict(review, selection, cfg.request_changes_at) },
            dropped: review.findings.dropped,
            scope: review.scope,
            ...(session.result ? { result: session.result } : {}),
            ...(posted?.url ? { reviewUrl: posted.url } : {}),
            ...(postFailure
                ? { inlineRefused: postFailure }
                : posted?.inlineRefused
                    ? { inlineRefused: posted.inlineRefused }
                    : {}),
            resolved: resolved.map((r) => ({
                path: r.path,
                line: r.line,
                reason: r.reason,
                ...(r.url ? { url: r.url } : {}),
            })),
            resolveFailures: problems,
            stillOpen: review.earlier.length - resolved.length,
            turns: session.turns,
            costUsd: session.costUsd,
            ...(stopped ? { stopped } : {}),
        });
    // The next review starts from this head only when this one was whole; else it looks at these commits again.
    const whole = session.kind === "completed" || session.kind === "no_changes";
    const state = whole
        ? { head: review.headSha, event: verdict(review, selection, cfg.request_changes_at) }
        : review.previous;
    // With nothing to review, the summary comment keeps the last review's summary under a line that says so.
    if (reporters.codeReview && !review.nothingToReview && (whole || stopped))
        reporters.codeReview.complete({ ...(state ? { state } : {}), summary });
    const json = reviewJson({
        ...(review.pullNumber !== undefined ? { pullRequest: review.pullNumber } : {}),
        headSha: review.headSha,
        ...(review.baseSha ? { baseSha: review.baseSha } : {}),
        ...(review.scope.since ? { reviewedSince: review.scope.since } : {}),
        selection: { ...selection, event: verdict(review, selection, cfg.request_changes_at) },
        dropped: review.findings.dropped,
        ...(posted?.url ? { reviewUrl: posted.url } : {}),
        ...(reporters.codeReview?.commentUrl ? { summaryUrl: reporters.codeReview.commentUrl } : {}),
        resolved: resolved.map((r) => ({ threadId: r.threadId, path: r.path, reason: r.reason })),
    });
    const message = review.nothingToReview
        ? session.message
        : session.kind === "completed"
            ? `Reviewed: ${total} finding${total === 1 ? "" : "s"} (${(0,code_review_render/* countsLine */.J7)(selection.counts)}); ${selection.inline.length} inline, ${selection.summary.length} in the summary.`
            : session.message;
    const outcome = { ...session, message };
    const links = { runUrl: settings.runUrl, details: summary };
    await (0,finish_all/* finishAll */.t)(reporters.all, outcome, links, log);
    const ran = session.usage;
    await run.spend.record(outcome, {
        costUsd: session.costUsd,
        inputTokens: ran.inputTokens + ran.cacheReadTokens + ran.cacheWriteTokens,
        outputTokens: ran.outputTokens,
    });
    const jobSummary = reporters.summary.render({ repoUrl: run.repoUrl, redactor: run.redactor });
    return {
        outcome: run.redactor.redactValue(outcome),
        commitsMade: 0,
        thisRun: { turns: session.turns, usage: session.usage, costUsd: session.costUsd },
        ...(ended?.transcript ? { transcript: ended.transcript } : {}),
        summary: run.redactor.redact(`${jobSummary ?? ""}\n\n${summary}\n`),
        links: { ...(settings.runUrl ? { runUrl: settings.runUrl } : {}) },
        codeReview: { findings: total, json: run.redactor.redactValue(json) },
    };
}
/**
 * Where the pull request stands: REQUEST_CHANGES while a finding of this review,
 * or an earlier one still open (not found fixed), reaches `request_changes_at`.
 */
function verdict(review, selection, level) {
    if (selection.event === "REQUEST_CHANGES" || level === "never")
        return selection.event;
    const open = review.earlier.filter((t) => !review.fixed.has(t.thread.id));
    return open.some((t) => (0,code_review_schema/* atLeast */.jZ)(t.severity, level)) ? "REQUEST_CHANGES" : "COMMENT";
}
function toComment(f) {
    if (f.placement.kind !== "inline")
        throw new Error("internal: a summary finding among the inline ones");
    const { path, line, side, startLine } = f.placement;
    return {
        path,
        line,
        side,
        ...(startLine !== undefined ? { start_line: startLine, start_side: side } : {}),
        body: (0,code_review_render/* renderInlineComment */.P7)(f),
    };
}
/** The same findings, every one listed in the summary (GitHub refused the inline comments). */
function allInSummary(selection, why) {
    return { ...selection, inline: [], summary: [...selection.inline.map((f) => ({ ...f, why })), ...selection.summary] };
}


/***/ })

};
