export const id = 3306;
export const ids = [3306];
export const modules = {

/***/ 70853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ modelOf),
/* harmony export */   ON: () => (/* binding */ costLabel),
/* harmony export */   mM: () => (/* binding */ modelLabel),
/* harmony export */   vV: () => (/* binding */ durationLabel)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * How a model and its cost read for people. A replay cassette is no model and
 * costs nothing real: it reads `replay (examples/demo/cassette.yml)` and its
 * cost "n/a (replay)", not `$0.0000` (docs/decisions/0013-local-runs-like-a-local-tool.md).
 */

/** The `start` event's model id ("replay//abs/path.yml", "anthropic/claude-…") for people. */
function modelLabel(model) {
    if (!model.startsWith("replay/"))
        return model;
    const file = model.slice("replay/".length);
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), file);
    return `replay (${relative && !relative.startsWith("..") && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative) ? relative : file})`;
}
function costLabel(costUsd, model, digits = 4) {
    return model?.startsWith("replay/") ? "n/a (replay)" : `$${costUsd.toFixed(digits)}`;
}
/** A run's length for people: "42 s", "3 min 5 s", "1 h 2 min". */
function durationLabel(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s} s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m} min ${s % 60} s`;
    return `${Math.floor(m / 60)} h ${m % 60} min`;
}
/** The model of a run, from its events (the `start` event names it). */
function modelOf(events) {
    return events.find((e) => e.type === "start")?.model;
}


/***/ }),

/***/ 92486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ usageLabel),
/* harmony export */   e_: () => (/* binding */ cacheShare),
/* harmony export */   ri: () => (/* binding */ inputTotal),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
/* harmony import */ var _util_thousands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19851);
/**
 * Token usage as a user reads it. Usage keeps the input in three parts because
 * each is priced apart (uncached, read from the provider's cache, written to it);
 * people want the whole input and how much of it the cache served — the same
 * figures `npm run bench` measures (bench/billing.ts).
 */

function addUsage(a, b) {
    return {
        inputTokens: a.inputTokens + b.inputTokens,
        outputTokens: a.outputTokens + b.outputTokens,
        cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
        cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
    };
}
/** Every input token sent: uncached, read from cache and written to cache. */
function inputTotal(usage) {
    return usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
}
/** The share of input tokens the cache served, 0–1 (0 with no input). */
function cacheShare(usage) {
    const total = inputTotal(usage);
    return total > 0 ? usage.cacheReadTokens / total : 0;
}
/** "2,050 in (800 from cache, 39 %; 50 written to cache) / 340 out". */
function usageLabel(usage) {
    const share = Math.round(cacheShare(usage) * 100);
    return `${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(inputTotal(usage))} in (${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(usage.cacheReadTokens)} from cache, ${share} %; ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(usage.cacheWriteTokens)} written to cache) / ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .o)(usage.outputTokens)} out`;
}


/***/ }),

/***/ 32892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yj: () => (/* binding */ checkPermission),
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   tu: () => (/* binding */ PERMISSION_ORDER)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/* harmony import */ var _logins_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5661);


const PERMISSION_ORDER = ["none", "read", "triage", "write", "maintain", "admin"];
/** What GITHUB_TOKEN is called when the token cannot tell us itself (GET /user answers 403). */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";
function tokenIdentity(octokit, fallback = ACTIONS_BOT_LOGIN) {
    let cached;
    return {
        login() {
            cached ??= octokit.rest.users.getAuthenticated().then(({ data }) => data.login, 
            // Installation tokens (GITHUB_TOKEN, app tokens) may not read /user: 401/403.
            () => fallback);
            return cached;
        },
    };
}
const RANKS = new Map(PERMISSION_ORDER.map((level, i) => [level, i]));
const rank = (p) => RANKS.get(p) ?? -1;
function isKnownLevel(p) {
    return typeof p === "string" && rank(p) >= 0;
}
async function checkPermission(octokit, who, config, botLogin) {
    const self = typeof botLogin === "string" ? botLogin : await botLogin.login();
    if ((0,_logins_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .U)(who.actor, self)) {
        return {
            allowed: false,
            code: "self",
            reason: `${who.actor} is Patchbay's own identity; it never triggers itself`,
        };
    }
    const isBot = who.actorType === "Bot" || who.actor.endsWith("[bot]");
    if (isBot) {
        if (config.allowed_bots.some((b) => b === "*" || (0,_logins_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .U)(b, who.actor))) {
            return { allowed: true, permission: "bot", reason: `${who.actor} is listed in trigger.allowed_bots` };
        }
        return {
            allowed: false,
            code: "bot",
            reason: `${who.actor} is a bot; add it to trigger.allowed_bots in the Patchbay config to let it trigger runs`,
        };
    }
    let permission;
    let role;
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            owner: who.owner,
            repo: who.repo,
            username: who.actor,
        });
        permission = data.permission;
        role = data.role_name;
    }
    catch (error) {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
        if (status === 404) {
            return {
                allowed: false,
                code: "not_collaborator",
                reason: `${who.actor} is not a collaborator on ${who.owner}/${who.repo}; trigger.min_permission is ${config.min_permission}`,
            };
        }
        if (status === 403 || status === 401) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubPermissionError */ .x6(`Could not check ${who.actor}'s permission on ${who.owner}/${who.repo} (HTTP ${status}). ` +
                "Give the workflow token `metadata: read` (any `permissions:` block includes it) or use a token that can read collaborators.", ["metadata: read"], status);
        }
        throw error;
    }
    // `permission` folds maintain into write and triage into read; `role_name` keeps them
    // apart unless it is a custom role, in which case `permission` is the base role.
    const levels = [permission, role].filter(isKnownLevel);
    const level = levels.reduce((best, p) => (rank(p) > rank(best) ? p : best), "none");
    if (rank(level) >= rank(config.min_permission)) {
        return { allowed: true, permission: level, reason: `${who.actor} has ${level} permission` };
    }
    return {
        allowed: false,
        code: "insufficient_permission",
        reason: `${who.actor} has ${level} permission on ${who.owner}/${who.repo}; Patchbay needs ${config.min_permission} (trigger.min_permission)`,
    };
}


/***/ }),

/***/ 74487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ renderPullBody),
/* harmony export */   fD: () => (/* binding */ findOrCreatePullRequest),
/* harmony export */   ft: () => (/* binding */ lookUpPullRequest)
/* harmony export */ });
/* unused harmony export NoCommitsError */
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23368);
/* harmony import */ var _create_once_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94633);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14329);
/* harmony import */ var _reporting_progress_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42551);
/* harmony import */ var _request_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17696);
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41727);
/**
 * Find-or-create the pull request for a branch (after create-pull-request's
 * github-helper): one PR per branch, updated by later runs. Known failures are
 * named constants that become branches in the logic.
 */







/** 422: a PR for this head and base exists (created by an earlier or concurrent run). */
const PR_ALREADY_EXISTS = /A pull request already exists for/i;
/** 422: the repository's plan does not allow drafts (private repos on free plans). */
const DRAFTS_NOT_SUPPORTED = /Draft pull requests are not supported/i;
/** 422: the branch has nothing the base lacks. */
const NO_COMMITS_BETWEEN = /No commits between/i;
/** 403: the repository setting "Allow GitHub Actions to create and approve pull requests" is off. */
const ACTIONS_MAY_NOT_CREATE_PRS = /not permitted to create or approve pull requests/i;
class NoCommitsError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_ {
    constructor(message) {
        super(message, "GITHUB_API", 422);
        this.name = "NoCommitsError";
    }
}
/** The open PR whose head is `head` in this repository, if any (scheduled tasks find earlier runs' PRs this way). */
async function findOpenPullRequest(octokit, where) {
    const { data } = await octokit.rest.pulls.list({
        owner: where.owner,
        repo: where.repo,
        head: `${where.owner}:${where.head}`,
        base: where.base,
        state: "open",
        per_page: 1,
    });
    const pr = data[0];
    return pr ? { number: pr.number, url: pr.html_url, created: false, draft: pr.draft ?? false } : undefined;
}
/** An issue_comment on a PR carries no branch: ask the API for the PR's head, and return the trigger with it. */
async function lookUpPullRequest(octokit, trigger) {
    const number = trigger.source.number;
    if (!octokit || number === undefined)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`the comment is on pull request #${number}; finding its branch needs a GitHub token (the github_token input, or GITHUB_TOKEN for the CLI)`);
    const { data } = await octokit.rest.pulls.get({
        owner: trigger.repository.owner,
        repo: trigger.repository.name,
        pull_number: number,
    });
    const pullRequest = (0,_trigger_index_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePullRequest */ .yA)(data);
    return { ...trigger, pullRequest, branch: (0,_trigger_index_js__WEBPACK_IMPORTED_MODULE_5__/* .branchForPullRequest */ .ol)(pullRequest) };
}
/** Title and body are redacted here, whoever wrote them. */
async function findOrCreatePullRequest(octokit, unredacted, redactor, options = {}) {
    const spec = { ...unredacted, title: redactor.redact(unredacted.title), body: redactor.redact(unredacted.body) };
    const where = `${spec.owner}/${spec.repo} (${spec.head} → ${spec.base})`;
    const byHead = () => findOpenPullRequest(octokit, spec);
    // After a 422 "already exists", whatever its base: one open PR per head, and a person may have retargeted it.
    const anyBase = async () => (await byHead()) ?? (await findOpenPullRequest(octokit, { owner: spec.owner, repo: spec.repo, head: spec.head }));
    try {
        const existing = await byHead();
        if (existing)
            return await update(octokit, spec, existing);
        // Sent once: a create GitHub did not answer is looked up before it is sent again (create-once.ts).
        const createWith = (draft) => (0,_create_once_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .U)(() => create(octokit, spec, draft), byHead, options);
        try {
            return await createWith(spec.draft);
        }
        catch (error) {
            const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error);
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) !== 422)
                throw error;
            if (PR_ALREADY_EXISTS.test(message))
                return await update(octokit, spec, await existingAfter422(anyBase, where, options));
            if (DRAFTS_NOT_SUPPORTED.test(message) && spec.draft)
                return await createWith(false);
            if (NO_COMMITS_BETWEEN.test(message)) {
                throw new NoCommitsError(`No pull request for ${where}: the branch has no commits that ${spec.base} lacks.`);
            }
            throw error;
        }
    }
    catch (error) {
        throw explainPullError(error, where);
    }
}
/**
 * GitHub said a PR for this head exists (an earlier or concurrent run made it, or a
 * create it never answered did): find it — lists can lag a create by a moment.
 */
async function existingAfter422(byHead, where, options) {
    let wait = options.backoffMs ?? 1000;
    for (let attempt = 0; attempt < 3; attempt++) {
        const found = await byHead();
        if (found)
            return found;
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait *= 2;
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`GitHub says a pull request for ${where} already exists, but lists none open for that branch; the branch is pushed — open the pull request from it, or run again`, "GITHUB_API", 422);
}
async function create(octokit, spec, draft) {
    const { data } = await octokit.rest.pulls.create({
        owner: spec.owner,
        repo: spec.repo,
        head: spec.head,
        base: spec.base,
        title: spec.title,
        body: spec.body,
        draft,
        request: _create_once_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .P,
    });
    return { number: data.number, url: data.html_url, created: true, draft: data.draft ?? draft };
}
async function update(octokit, spec, pr) {
    // Draft state is left alone: a person may have marked the PR ready for review.
    await octokit.rest.pulls.update({
        owner: spec.owner,
        repo: spec.repo,
        pull_number: pr.number,
        title: spec.title,
        body: spec.body,
    });
    return pr;
}
function explainPullError(error, where) {
    // Already explained; a plain API error (request-errors.ts) is made more specific here.
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_ && !(error instanceof _request_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS))
        return error;
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
    const message = (0,_request_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .gitHubSaid */ .JT)(error);
    if (status === 403 && ACTIONS_MAY_NOT_CREATE_PRS.test(message)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubPermissionError */ .x6(`GitHub Actions may not create pull requests in ${where}. Turn on "Allow GitHub Actions to create and approve ` +
            'pull requests" (Settings → Actions → General), or pass a token that may.', ["repository setting: allow GitHub Actions to create pull requests"], status);
    }
    if (status === 403 || status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubPermissionError */ .x6(`GitHub refused to open or update the pull request for ${where} (HTTP ${status}: ${message}). ` +
            "Give the workflow `permissions: { pull-requests: write, contents: write }`.", ["pull-requests: write", "contents: write"], status);
    }
    return error;
}
const MAX_LISTED_CHECKPOINTS = 100;
/** The PR description: what was done, the checkpoints, and `Closes #N`. Redacted, marked. */
function renderPullBody(input, redactor) {
    const out = ["## What Patchbay did", "", (0,_reporting_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(input.summary.trim() || "(no summary)"), ""];
    if (input.closes !== undefined)
        out.push(`Closes #${input.closes}`, "");
    if (input.checkpoints.length > 0) {
        out.push(`### Checkpoints (${input.checkpoints.length})`, "");
        const shown = input.checkpoints.slice(-MAX_LISTED_CHECKPOINTS);
        if (shown.length < input.checkpoints.length)
            out.push(`- … ${input.checkpoints.length - shown.length} earlier checkpoints`);
        for (const c of shown) {
            const sha = `\`${c.sha.slice(0, 7)}\``;
            out.push(`- ${input.repoUrl ? `[${sha}](${input.repoUrl}/commit/${c.sha})` : sha} ${(0,_reporting_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .neutralize */ .YI)(c.subject)}`);
        }
        out.push("");
    }
    const footer = [];
    if (input.requestedBy)
        footer.push(`Requested in ${input.requestedBy}`);
    if (input.runUrl)
        footer.push(`[workflow run](${input.runUrl})`);
    if (footer.length > 0)
        out.push(`<sub>${footer.join(" · ")}</sub>`, "");
    out.push(_marker_js__WEBPACK_IMPORTED_MODULE_6__/* .PATCHBAY_MARKER */ .Q);
    return redactor.redact(out.join("\n"));
}


/***/ }),

/***/ 29233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ redactRequests)
/* harmony export */ });
/** Request fields that carry free text. File content (`content` of a blob) is left to the push gate. */
const TEXT_FIELDS = ["body", "title", "message", "summary", "text", "description"];
/** From now on, `octokit`'s requests carry no secret of the run in their text fields. */
function redactRequests(octokit, redactor) {
    octokit.hook.before("request", (options) => {
        const fields = options;
        for (const key of TEXT_FIELDS) {
            const value = fields[key];
            if (typeof value === "string")
                fields[key] = redactor.redact(value);
        }
        // A check run's output; a pull request review's inline comments.
        const nested = [fields.output, ...(Array.isArray(fields.comments) ? fields.comments : [])];
        for (const part of nested) {
            if (!part || typeof part !== "object")
                continue;
            for (const key of TEXT_FIELDS) {
                const value = part[key];
                if (typeof value === "string")
                    part[key] = redactor.redact(value);
            }
        }
    });
}


/***/ }),

/***/ 42551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ renderProgress),
/* harmony export */   VK: () => (/* binding */ MAX_COMMENT_CHARS),
/* harmony export */   YI: () => (/* binding */ neutralize),
/* harmony export */   aY: () => (/* binding */ code)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _agent_models_labels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70853);
/* harmony import */ var _agent_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50016);
/* harmony import */ var _agent_usage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92486);
/* harmony import */ var _tools_describe_input_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14035);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14329);
/**
 * The progress comment, as a pure function of the events so far (and the outcome
 * once there is one). Posting it is comments.ts's job; pacing is the reporter's.
 */






/** GitHub rejects comments over 65,536 characters. */
const MAX_COMMENT_CHARS = 60_000;
function runMarker(runId) {
    return runId ? `${_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHBAY_MARKER */ .Q}\n<!-- patchbay-run: ${runId.replace(/-->/g, "")} -->` : _marker_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHBAY_MARKER */ .Q;
}
function renderProgress(events, outcome, opt) {
    const phrase = opt.phrase ?? "@patchbay";
    const calls = collectCalls(events);
    const cost = lastCost(events, outcome);
    const out = [];
    out.push(outcome ? `### ${headline(outcome)}` : "### 🔄 Patchbay is working on this");
    out.push("");
    if (outcome)
        out.push(neutralize(outcome.message), "");
    if (outcome?.kind === "awaiting_approval" && outcome.pending)
        out.push(...renderPending(outcome, phrase), "");
    if (outcome?.kind === "needs_input" && outcome.result) {
        out.push("**Question:**", "", quote(outcome.result), "", `Answer with \`${phrase} <your answer>\`.`, "");
    }
    if (outcome && outcome.kind !== "needs_input" && outcome.result) {
        out.push("**Summary:**", "", quote(outcome.result), "");
    }
    const max = opt.maxCalls ?? 50;
    if (calls.length > 0) {
        const shown = calls.slice(-max);
        if (calls.length > shown.length)
            out.push(`_… ${calls.length - shown.length} earlier tool calls not shown_`);
        for (const c of shown)
            out.push(callLine(c, opt.repoUrl, outcome, opt.links?.renamed));
        out.push("");
    }
    // sandbox.mode off, no sandbox available, hosts the egress proxy refused: people must see these.
    const sandboxWarnings = events.flatMap((e) => e.type === "log" && e.source === "sandbox" && e.level === "warning" ? [e.message] : []);
    if (sandboxWarnings.length > 0)
        out.push(...sandboxWarnings.map((m) => `> ⚠️ ${neutralize(m)}`), "");
    // Each MCP sampling request a server made of the run's model (run/stages/sampling.ts), as the issue asks people to see them.
    const sampled = events.flatMap((e) => (e.type === "log" && e.source === "mcp-sampling" ? [e.message] : []));
    if (sampled.length > 0)
        out.push(...sampled.slice(-10).map((m) => `> 🤖 ${neutralize(m)}`), "");
    out.push(`<sub>${footer(events, outcome, calls, cost, opt.now)}</sub>`);
    if (opt.links?.details)
        out.push("", opt.links.details);
    const links = renderLinks(opt.links);
    if (links)
        out.push("", links);
    out.push("", runMarker(opt.runId));
    return fitComment(out.join("\n"));
}
/**
 * What the run did and cost, where people look: turns, calls, checkpoints,
 * tokens (in, from and to the cache, out), cost and how long it has taken.
 */
function footer(events, outcome, calls, cost, now) {
    const turns = outcome?.turns ?? events.filter((e) => e.type === "turn").length;
    const commits = outcome?.commits.length ?? calls.filter((c) => c.done?.checkpoint).length;
    // The session's figures once it has ended (as the job summary and the console give them); its turns' so far.
    const usage = outcome?.usage ?? events.reduce((u, e) => (e.type === "turn" ? (0,_agent_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .addUsage */ .vk)(u, e.usage) : u), (0,_agent_types_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyUsage */ .l)());
    const start = events.find((e) => e.type === "start");
    const began = start?.type === "start" ? Date.parse(start.time) : Number.NaN;
    const parts = [
        `${turns} turns`,
        `${calls.length} tool calls`,
        `${commits} checkpoints`,
        `${(0,_agent_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageLabel */ .Ae)(usage)} tokens`,
        (0,_agent_models_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .costLabel */ .ON)(cost, (0,_agent_models_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .modelOf */ .DM)(events), 2),
        ...(now !== undefined && Number.isFinite(began) ? [(0,_agent_models_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .durationLabel */ .vV)(now - began)] : []),
    ];
    return parts.join(" · ");
}
function headline(o) {
    switch (o.kind) {
        case "completed":
            return "✅ Patchbay finished";
        case "no_changes":
            return "✅ Patchbay finished — no changes were needed";
        case "needs_input":
            return "❓ Patchbay needs your input";
        case "awaiting_approval":
            return "⏸ Patchbay is waiting for approval";
        case "budget_exceeded":
            return `⚠️ Patchbay stopped: ${o.limit ?? "a limit"} reached`;
        case "stuck":
            return "⚠️ Patchbay stopped: stuck after failed calls in a row";
        case "cancelled":
            return "⏹ Patchbay was cancelled";
        case "skipped":
            return "⏭ Patchbay skipped this request";
        case "failed":
            return "❌ Patchbay failed";
        case "invalid_output":
            return "❌ Patchbay's result did not match the output schema";
    }
}
function collectCalls(events) {
    const byStep = new Map();
    for (const e of events) {
        if (e.type === "tool_start")
            byStep.set(e.step, { step: e.step, name: e.name, input: e.input });
        if (e.type === "tool")
            byStep.set(e.step, { step: e.step, name: e.name, input: e.input, done: e });
    }
    return [...byStep.values()].sort((a, b) => a.step - b.step);
}
function lastCost(events, outcome) {
    if (outcome)
        return outcome.costUsd;
    let cost = 0;
    for (const e of events)
        if (e.type === "turn")
            cost = e.total_cost_usd;
    return cost;
}
function callLine(c, repoUrl, outcome, renamed) {
    const what = `\`${c.name}\` ${code((0,_tools_describe_input_js__WEBPACK_IMPORTED_MODULE_5__/* .describeInput */ .e)(c.input))}`;
    if (!c.done) {
        const stoppedHere = outcome?.kind === "awaiting_approval" && outcome.pending?.name === c.name;
        return `- ${stoppedHere ? "⏸" : outcome ? "⏹" : "⏳"} ${what}`;
    }
    const d = c.done;
    // A pending call that a person then refused (`@patchbay deny`) is done, not paused.
    const refused = d.decision === "ask" && !d.ok && d.rule.endsWith("(denied)");
    const icon = d.decision === "ask" && !d.ok && !refused ? "⏸" : d.ok ? "✅" : "❌";
    const denied = d.decision === "deny" ? ` — denied by ${code(d.rule)}` : refused ? " — denied when asked for approval" : "";
    // A checkpoint replayed onto someone else's push is shown by its id on the pushed branch.
    const sha = d.checkpoint ? (renamed?.[d.checkpoint] ?? d.checkpoint) : null;
    const commit = sha ? ` — [\`${sha.slice(0, 7)}\`](${repoUrl}/commit/${sha})` : "";
    // A fetched URL and its size, a browser step; a screenshot is named (the job summary links the artifacts).
    const detail = d.detail ? ` — ${code(d.detail.slice(0, 160))}` : "";
    const shots = d.artifacts?.length ? ` — 📷 ${d.artifacts.map((a) => code(node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(a))).join(", ")}` : "";
    return `- ${icon} ${what}${denied}${detail}${shots}${commit}`;
}
function renderPending(o, phrase) {
    const p = o.pending;
    if (!p)
        return [];
    const out = [
        `**Pending call:** \`${p.name}\` ${code((0,_tools_describe_input_js__WEBPACK_IMPORTED_MODULE_5__/* .describeInput */ .e)(p.input, 200))}`,
        `**Asked by:** ${code(p.rule)}${p.reason ? ` — ${neutralize(p.reason)}` : ""}`,
        "",
        `To run it, comment \`${phrase} approve\`. To refuse, comment \`${phrase} deny <why>\`; the reason is passed to the agent.`,
    ];
    if (p.suggestion) {
        out.push("", "To allow calls like this from now on, add this rule to `.github/patchbay.yml`:", "", fence(p.suggestion, "yaml"));
    }
    return out;
}
function renderLinks(links) {
    if (!links)
        return "";
    const parts = [];
    if (links.prUrl)
        parts.push(`[Pull request](${links.prUrl})`);
    if (links.branch)
        parts.push(links.branchUrl ? `branch [\`${links.branch}\`](${links.branchUrl})` : `branch \`${links.branch}\``);
    if (links.patchUrl)
        parts.push(`[Patch](${links.patchUrl})`);
    if (links.runUrl)
        parts.push(`[Workflow run](${links.runUrl})`);
    return parts.join(" · ");
}
/** An inline code span that its content cannot break out of. */
function code(text) {
    const runs = text.match(/`+/g) ?? [];
    const ticks = "`".repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
    const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
    return `${ticks}${pad}${text}${pad}${ticks}`;
}
function fence(text, lang = "") {
    const runs = text.match(/`{3,}/g) ?? [];
    const ticks = "`".repeat(Math.max(2, ...runs.map((r) => r.length)) + 1);
    return `${ticks}${lang}\n${text}\n${ticks}`;
}
/** Model-written text: no @mentions that ping people, no hidden markers that hide the rest. */
function neutralize(text) {
    return text.replace(/<!--/g, "&lt;!--").replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, "$1@\u200B");
}
function quote(text) {
    return neutralize(text)
        .split("\n")
        .map((l) => `> ${l}`)
        .join("\n");
}
function fitComment(body) {
    if (body.length <= MAX_COMMENT_CHARS)
        return body;
    const marker = body.slice(body.lastIndexOf(_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHBAY_MARKER */ .Q));
    return `${body.slice(0, MAX_COMMENT_CHARS - marker.length - 60)}\n\n_… cut to fit GitHub's comment limit_\n\n${marker}`;
}


/***/ }),

/***/ 77905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QY: () => (/* binding */ threadState),
/* harmony export */   fk: () => (/* binding */ resolveThread),
/* harmony export */   kJ: () => (/* binding */ replyInThread),
/* harmony export */   kM: () => (/* binding */ threadLocation),
/* harmony export */   lD: () => (/* binding */ openThreadsOfReview),
/* harmony export */   s0: () => (/* binding */ listReviewThreads)
/* harmony export */ });
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
    return { resolved: node.isResolved, by: node.resolvedBy?.login };
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

/***/ 44276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ judgeChangedPath)
/* harmony export */ });
/* harmony import */ var _builtins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58060);
/**
 * How a change that no file tool made — a command's, an MCP tool's — is judged
 * before it is committed: as if a file tool had written it, the most
 * permissive one the rules allow. With `allow: [replace_in_file]` on `src/**`
 * and `default: deny`, a formatter's rewrite of src/math.ts is committed (an
 * edit tool may write it), while its change to .npmrc or a workflow is not.
 */

const RANK = { allow: 0, ask: 1, deny: 2 };
/**
 * The verdict for writing `path` with the file tool the rules favour most: any
 * allow wins, then ask; when every tool is denied, the refusal names the rule
 * that refused (a user's deny or a built-in protection before `approval.default`).
 */
async function judgeChangedPath(policy, path) {
    const verdicts = await Promise.all([..._builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .CORE_WRITE_TOOLS */ .OT].map((tool) => policy.decide({ tool, input: { path }, access: { kind: "write", paths: [path] } })));
    const best = Math.min(...verdicts.map((v) => RANK[v.decision]));
    const candidates = verdicts.filter((v) => RANK[v.decision] === best);
    return candidates.find((v) => v.rule !== "approval.default") ?? candidates[0];
}


/***/ }),

/***/ 83655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ originAuth)
/* harmony export */ });
/* harmony import */ var _git_network_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8438);
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17733);


/**
 * Whether the stages talk to origin, and the token for it — on the run's own server
 * only (as the workspace decides it). A local run without --push talks to no remote:
 * its ledger and plans stay in the clone, and a dead origin cannot stall it.
 */
async function originAuth(runner, settings) {
    if (!(0,_delivery_js__WEBPACK_IMPORTED_MODULE_1__/* .readsOrigin */ .O_)(settings.delivery))
        return { remote: false };
    const origin = await runner.exec(["remote", "get-url", "origin"], { allowAllExitCodes: true });
    if (origin.exitCode !== 0)
        return { remote: false };
    const server = settings.serverUrl.replace(/\/+$/, "");
    return {
        remote: true,
        auth: settings.githubToken && (0,_git_network_js__WEBPACK_IMPORTED_MODULE_0__/* .onServer */ .ze)(origin.stdout.trim(), server)
            ? { token: settings.githubToken, serverUrl: server }
            : undefined,
    };
}


/***/ }),

/***/ 82363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ admitActor)
/* harmony export */ });
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/* harmony import */ var _github_permission_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32892);
/* harmony import */ var _github_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41727);
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17733);




class GitHubUnreachableError extends Error {
    constructor(message) {
        super(message);
        this.name = "GitHubUnreachableError";
    }
}
/**
 * Fail closed (docs/decisions/0008-secrets-never-leave.md): under GitHub Actions, a trigger with an actor is
 * checked against the gate, and the gate needs a token. No token is no check —
 * never a pass.
 */
class NoTokenForPermissionCheckError extends Error {
    constructor(actor) {
        super(`the trigger by @${actor} needs a permission check, and there is no GitHub token to check it with; refusing to run — set the action's \`github_token\` input (its default is \`\${{ github.token }}\`; give the job \`permissions: contents: write, issues: write, pull-requests: write\`)`);
        this.name = "NoTokenForPermissionCheckError";
    }
}
async function admitActor(octokit, trigger, config, settings, warn) {
    const actor = (0,_github_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__/* .actorToCheckFor */ .eC)(trigger);
    if (!actor)
        return { kind: "go", octokit };
    if (!octokit) {
        // Outside Actions (a local run) the operator is the one asking; under act, a dry run writes nothing.
        if (settings.env.GITHUB_ACTIONS !== "true" || (settings.underAct && !(0,_delivery_js__WEBPACK_IMPORTED_MODULE_3__/* .postsToGitHub */ ._t)(settings.delivery)))
            return { kind: "go" };
        throw new NoTokenForPermissionCheckError(actor.actor);
    }
    try {
        const gate = await (0,_github_permission_js__WEBPACK_IMPORTED_MODULE_1__/* .checkPermission */ .Yj)(octokit, actor, config.trigger, (0,_github_permission_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenIdentity */ .sX)(octokit));
        return gate.allowed ? { kind: "go", octokit } : { kind: "skip", reason: gate.reason };
    }
    catch (error) {
        if (!unreachable(error))
            throw error;
        if (!(settings.underAct && !(0,_delivery_js__WEBPACK_IMPORTED_MODULE_3__/* .postsToGitHub */ ._t)(settings.delivery)))
            throw new GitHubUnreachableError(`could not reach the GitHub API at ${settings.apiUrl} to check @${actor.actor}'s permission (${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}); check GITHUB_API_URL and the runner's network, then re-run the job`);
        warn(`the GitHub API at ${settings.apiUrl} could not be reached (${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}); under act, this dry run goes on without GitHub: no permission check, and the request's context comes from the event file`);
        return { kind: "go" };
    }
}
/** Octokit's error for a request that got no HTTP answer at all carries no `response`. */
function unreachable(error) {
    return typeof error === "object" && error !== null && "status" in error && !("response" in error && error.response);
}


/***/ }),

/***/ 14035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ describeInput)
/* harmony export */ });
/** Controls (but tab), invisible format characters, line/paragraph separators and unusual spaces. */
const HIDDEN = /[^\P{Cc}\t\n]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/gu;
/**
 * Shows what a one-line report would hide: a line break as ⏎, anything else
 * unseen as ⟨U+202E⟩ — so an approval comment shows the command bash would run,
 * not what a carriage return or a bidi override makes it look like.
 */
function visible(text) {
    return text
        .replace(/\r?\n/g, " ⏎ ")
        .replace(HIDDEN, (ch) => `⟨U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}⟩`);
}
/** The part of a tool's input people recognise — a path, a command, a query — for one-line reports; JSON otherwise. */
function describeInput(input, max = 80) {
    let text;
    if (typeof input === "object" && input !== null && !Array.isArray(input)) {
        const fields = Object.entries(input);
        const known = fields.find(([k]) => ["command", "path", "query", "regex", "uri", "question"].includes(k));
        text = known && typeof known[1] === "string" ? known[1] : JSON.stringify(input);
    }
    else {
        text = typeof input === "string" ? input : (JSON.stringify(input) ?? "");
    }
    const oneLine = visible(text).replace(/\s+/g, " ").trim();
    return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}


/***/ }),

/***/ 19851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ thousands)
/* harmony export */ });
/**
 * A count with thousands separators, as `n.toLocaleString("en-US")` writes an
 * integer: 12345 → "12,345". Written out because the first toLocaleString in a
 * process sets up ICU's number formatter, about 9 ms on the bench machine, and a
 * run's usage line pays it in every run for commas only.
 */
function thousands(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString("en-US");
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}


/***/ })

};
