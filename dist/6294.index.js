export const id = 6294;
export const ids = [6294];
export const modules = {

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

/***/ 24585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ renderPublishSummary),
/* harmony export */   l: () => (/* binding */ describeRefusals)
/* harmony export */ });
function renderPublishSummary(report, redactor) {
    const out = [];
    const refused = report.refusals.length > 0;
    out.push(refused
        ? "### ⛔ Patchbay publish: refused — nothing was pushed or posted"
        : report.dryRun
            ? "### Patchbay publish: dry run — checks passed, nothing was written"
            : "### ✅ Patchbay publish: checks passed", "");
    if (report.outcome)
        out.push(`Agent stage: **${report.outcome.kind}** — ${cell(report.outcome.message)}`, "");
    if (refused) {
        out.push("| Check | Where | Why |", "| --- | --- | --- |");
        for (const r of report.refusals)
            out.push(`| \`${r.check}\` | ${cell(r.where ?? "")} | ${cell(r.message)} |`);
        out.push("");
    }
    if (report.threats.length) {
        out.push("**Threat checks**", "", "| Check | File | Finding | Blocks |", "| --- | --- | --- | --- |");
        for (const t of report.threats)
            out.push(`| \`${t.check}\` | \`${cell(`${t.path}:${t.line}`)}\` | ${cell(t.message)} | ${report.block.includes(t.check) ? "yes" : "no (reported)"} |`);
        out.push("");
    }
    if (report.written.length)
        out.push("**Written**", "", ...report.written.map((w) => `- ${w}`), "");
    return redactor.redact(`${out.join("\n")}\n`);
}
/** One line per refusal, for the log and the step's error. */
function describeRefusals(refusals) {
    return refusals.map((r) => `${r.check}${r.where ? ` (${r.where})` : ""}: ${r.message}`).join("\n");
}
function cell(text) {
    return text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
}


/***/ }),

/***/ 92580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ runPublishStage)
});

// EXTERNAL MODULE: ./src/git/runner.ts + 1 modules
var git_runner = __webpack_require__(9437);
// EXTERNAL MODULE: ./src/github/redact-requests.ts
var redact_requests = __webpack_require__(29233);
// EXTERNAL MODULE: ./src/github/review-threads/threads.ts
var threads = __webpack_require__(77905);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/outbox/schema.ts
var schema = __webpack_require__(13638);
;// CONCATENATED MODULE: ./src/outbox/read.ts
/**
 * Reading an outbox as the publish stage must: as untrusted input. The JSON
 * file's size is checked before it is read, its text parsed, its shape checked
 * by the schema; every problem is a Refusal with the check's name, so the
 * publish stage reports it and writes nothing.
 */



async function readOutbox(dir) {
    const file = external_node_path_default().join(dir, schema/* OUTBOX_JSON */.Ls);
    const refused = (message, where = file) => ({
        kind: "refused",
        refusals: [{ check: "outbox-json", message, where }],
    });
    // lstat: a symlink planted in the artifact is not followed somewhere else.
    const info = await (0,promises_.lstat)(file).catch(() => undefined);
    if (!info)
        return refused(`there is no ${schema/* OUTBOX_JSON */.Ls} in ${dir} (did the agent stage run, and its artifact download here?)`);
    if (!info.isFile())
        return refused(`${schema/* OUTBOX_JSON */.Ls} is not a regular file`);
    if (info.size > schema/* MAX_OUTBOX_JSON_BYTES */.q3)
        return refused(`${schema/* OUTBOX_JSON */.Ls} is ${info.size} bytes, over the limit of ${schema/* MAX_OUTBOX_JSON_BYTES */.q3}`);
    let value;
    try {
        value = JSON.parse(await (0,promises_.readFile)(file, "utf8"));
    }
    catch (error) {
        return refused(`${schema/* OUTBOX_JSON */.Ls} is not JSON: ${error.message}`);
    }
    const parsed = schema/* outboxSchema */.zK.safeParse(value);
    if (!parsed.success)
        return {
            kind: "refused",
            refusals: parsed.error.issues.slice(0, 20).map((issue) => ({
                check: "outbox-json",
                message: `${schema/* OUTBOX_JSON */.Ls} does not match the outbox format: ${issue.message}`,
                where: issue.path.length ? issue.path.join(".") : "(top level)",
            })),
        };
    const bundle = external_node_path_default().join(dir, schema/* OUTBOX_BUNDLE */.xy);
    const bundleInfo = await (0,promises_.lstat)(bundle).catch(() => undefined);
    if (bundleInfo && !bundleInfo.isFile())
        return { kind: "refused", refusals: [{ check: "bundle", message: `${schema/* OUTBOX_BUNDLE */.xy} is not a regular file` }] };
    return { kind: "ok", outbox: parsed.data, bundle: bundleInfo ? bundle : undefined };
}

// EXTERNAL MODULE: ./src/outbox/write.ts
var write = __webpack_require__(81850);
// EXTERNAL MODULE: ./src/run/stages/origin.ts
var origin = __webpack_require__(83655);
// EXTERNAL MODULE: ./src/secrets/redactor.ts + 2 modules
var secrets_redactor = __webpack_require__(71270);
// EXTERNAL MODULE: ./src/github/pulls.ts
var pulls = __webpack_require__(74487);
// EXTERNAL MODULE: ./src/github/trigger/index.ts + 13 modules
var github_trigger = __webpack_require__(41727);
// EXTERNAL MODULE: ./src/run/run-mode.ts + 1 modules
var run_mode = __webpack_require__(43345);
// EXTERNAL MODULE: ./src/run/stages/permission-check.ts
var permission_check = __webpack_require__(82363);
// EXTERNAL MODULE: ./src/run/stages/prepare.ts + 1 modules
var prepare = __webpack_require__(72132);
// EXTERNAL MODULE: ./src/run/task.ts
var run_task = __webpack_require__(15624);
;// CONCATENATED MODULE: ./src/publish/allowed.ts







async function allowedFor(settings, octokit, warn) {
    const prepared = await (0,prepare/* prepare */.i)(settings);
    if (prepared.kind === "skip")
        return { kind: "none", reason: `the event is not a task for Patchbay (${prepared.reason})` };
    const { config, redactor } = prepared.loaded;
    let { trigger, task } = prepared;
    const gate = await (0,permission_check/* admitActor */.n)(octokit, trigger, config, settings, warn);
    if (gate.kind === "skip")
        return { kind: "none", reason: gate.reason };
    if (trigger.ciFix) {
        const { startCiFix } = await __webpack_require__.e(/* import() */ 2626).then(__webpack_require__.bind(__webpack_require__, 12626));
        // Dry: deciding which branch a CI fix may write must itself write nothing.
        const start = await startCiFix(octokit, trigger, config, redactor, { kind: "dry-run", readsOrigin: true });
        if (start.kind === "skip")
            return { kind: "none", reason: start.reason };
        trigger = start.trigger;
        task = (0,run_task/* buildTask */.I)(trigger, config, settings);
    }
    if (task.branch.kind === "pr-lookup") {
        trigger = await (0,pulls/* lookUpPullRequest */.ft)(octokit, trigger);
        task = (0,run_task/* buildTask */.I)(trigger, config, settings);
    }
    const work = task.branch.kind === "work" ? { name: task.branch.name, base: task.branch.base } : undefined;
    // Nothing is pushed for a fork's PR (its patch is posted); otherwise the branch and Patchbay's refs for it:
    // the session state, the plan record, and this workflow run's history of checkpoints (both jobs share the run).
    const refs = new Set(work ? (0,write/* outboxRefs */.mZ)(work.name, settings.runId) : []);
    const comment = (0,github_trigger/* commentTargetFor */.Wf)(trigger);
    const on = trigger.comment?.kind === "review_comment" ? "review_comment" : "issue_comment";
    return {
        kind: "allowed",
        allowed: {
            loaded: prepared.loaded,
            trigger,
            task,
            branch: work,
            refs,
            comment,
            triggerComment: trigger.comment && trigger.comment.kind !== "review" ? { id: trigger.comment.id, on } : undefined,
            pullRequest: trigger.source.kind !== "pr" && work !== undefined,
            dropsPlan: work !== undefined &&
                (0,run_mode/* resolveMode */.U)(trigger, trigger.source.task ? config.tasks[trigger.source.task]?.mode : undefined, settings.mode)
                    .phase === "go",
            pullNumber: trigger.pullRequest?.number ?? (trigger.source.kind === "pr" ? trigger.source.number : undefined),
        },
    };
}

// EXTERNAL MODULE: ./src/git/network.ts
var network = __webpack_require__(8438);
;// CONCATENATED MODULE: ./src/publish/bundle.ts

const QUARANTINE = "refs/patchbay-publish";
async function importBundle(runner, input) {
    const { bundle, outbox, allowed } = input;
    const refusals = [];
    const refuse = (check, message, where) => {
        refusals.push({ check, message, where: where || undefined });
        return { kind: "refused", refusals };
    };
    if (!bundle && outbox.refs.length === 0)
        return { kind: "ok", imported: { refs: [], known: [], remoteTip: null } };
    if (!bundle)
        return refuse("bundle", "outbox.json lists refs but the outbox has no bundle");
    if (outbox.refs.length === 0)
        return refuse("bundle", "the outbox has a bundle but outbox.json lists no refs");
    // Which branch: the event's, or nothing at all.
    const branch = allowed.branch?.name;
    if (outbox.branch !== undefined && outbox.branch !== branch) {
        refuse("branch", branch
            ? `the outbox is for branch ${outbox.branch}, but this event may only write ${branch}`
            : `the outbox is for branch ${outbox.branch}, but this event may push no branch (a fork's pull request gets a patch)`, outbox.branch);
    }
    for (const ref of outbox.refs)
        if (!allowed.refs.has(ref.name))
            refuse("ref-not-allowed", `this event may not write ${ref.name}`, ref.name);
    if (refusals.length)
        return { kind: "refused", refusals };
    // What the bundle says it holds must be exactly what outbox.json says.
    const heads = await runner.exec(["bundle", "list-heads", bundle], { allowAllExitCodes: true });
    if (heads.exitCode !== 0)
        return refuse("bundle", `not a git bundle: ${firstLine(heads.stderr)}`);
    const listed = new Map();
    for (const line of heads.stdout.split("\n").filter(Boolean)) {
        const [sha = "", name = ""] = line.split(" ");
        listed.set(name, sha);
    }
    for (const [name, sha] of listed) {
        if (!allowed.refs.has(name))
            refuse("ref-not-allowed", `the bundle holds ${name}, which this event may not write`, name);
        else if (!outbox.refs.some((r) => r.name === name && r.sha === sha))
            refuse("bundle-refs", `the bundle's ${name} (${sha.slice(0, 12)}) is not what outbox.json lists`, name);
    }
    for (const ref of outbox.refs)
        if (!listed.has(ref.name))
            refuse("bundle-refs", `outbox.json lists ${ref.name}, which the bundle does not hold`, ref.name);
    if (refusals.length)
        return { kind: "refused", refusals };
    // What the bundle builds on comes from origin.
    const known = [];
    let remoteTip = null;
    const base = allowed.branch?.base ?? allowed.trigger.repository.defaultBranch;
    const baseTip = await fetchRef(runner, input.auth, `refs/heads/${base}`, `${QUARANTINE}/origin/${base}`);
    if (baseTip)
        known.push(baseTip);
    if (branch) {
        remoteTip = await fetchRef(runner, input.auth, `refs/heads/${branch}`, `${QUARANTINE}/origin/${branch}`);
        if (remoteTip)
            known.push(remoteTip);
    }
    const verify = await runner.exec(["bundle", "verify", "-q", bundle], { allowAllExitCodes: true });
    if (verify.exitCode !== 0)
        return refuse("bundle-incomplete", `the bundle needs commits origin does not have: ${firstLine(verify.stderr)}`);
    const refs = outbox.refs.map((r) => ({ name: r.name, sha: r.sha, local: `${QUARANTINE}/in/${r.name}` }));
    const fetched = await runner.exec([
        "-c",
        "transfer.fsckObjects=true",
        "fetch",
        "--no-tags",
        "--no-write-fetch-head",
        bundle,
        ...refs.map((r) => `+${r.name}:${r.local}`),
    ], { allowAllExitCodes: true });
    if (fetched.exitCode !== 0)
        return refuse("bundle-objects", `the bundle's objects are broken or incomplete: ${firstLine(fetched.stderr)}`);
    const missing = await runner.exec(["rev-list", "--objects", "--missing=print", ...refs.map((r) => r.local), ...known.map((k) => `^${k}`)], { allowAllExitCodes: true });
    const absent = missing.stdout.split("\n").filter((l) => l.startsWith("?"));
    if (missing.exitCode !== 0 || absent.length)
        return refuse("bundle-objects", `the bundle lacks ${absent.length || "some"} object(s) its commits need`);
    // The work branch grows from the base branch's history (or the branch's own, on origin).
    const head = refs.find((r) => r.name === `refs/heads/${branch}`);
    if (head && known.length) {
        const related = await runner.exec(["merge-base", head.local, ...known.slice(0, 1)], { allowAllExitCodes: true });
        if (related.exitCode !== 0)
            return refuse("branch-history", `the commits of ${branch} do not grow from ${base}: they are not on the trigger's branch`, head.name);
    }
    return { kind: "ok", imported: { refs, known, remoteTip } };
}
/** Fetches one ref from origin into `local`; its sha, or null when origin has no such ref. */
async function fetchRef(runner, auth, ref, local) {
    const res = await (0,network/* execRemote */.wC)(runner, ["fetch", "--no-tags", "--no-write-fetch-head", "origin", `+${ref}:${local}`], auth);
    if (res.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(res.stderr))
            return null;
        throw new Error(`could not fetch ${ref} from origin: ${firstLine(res.stderr)}`);
    }
    return (await runner.exec(["rev-parse", local])).stdout.trim();
}
/** Deletes the quarantine refs (a CLI run in a clone leaves nothing behind). */
async function dropQuarantine(runner) {
    const refs = (await runner.exec(["for-each-ref", "--format=%(refname)", `${QUARANTINE}/`])).stdout.split("\n");
    const lines = refs.filter(Boolean).map((r) => `delete ${r}`);
    if (lines.length)
        await runner.exec(["update-ref", "--stdin"], { input: `${lines.join("\n")}\n` });
}
function firstLine(text) {
    return text.trim().split("\n").filter(Boolean).slice(0, 2).join(" ") || "(no message)";
}

// EXTERNAL MODULE: ./src/git/checkpoints/message.ts
var message = __webpack_require__(27519);
// EXTERNAL MODULE: ./src/git/push/pre-push-check.ts + 1 modules
var pre_push_check = __webpack_require__(92738);
// EXTERNAL MODULE: ./src/policy/changed-path.ts
var changed_path = __webpack_require__(44276);
// EXTERNAL MODULE: ./src/policy/policy.ts + 3 modules
var policy_policy = __webpack_require__(96500);
;// CONCATENATED MODULE: ./src/publish/commit-checks.ts




/** Why the config's rules refuse writing `file`, or undefined: what a file tool may not write, a push may not carry. */
function denyPathFor(loaded, repo) {
    const policy = (0,policy_policy/* createPolicy */.B)(loaded.config, { workspace: repo, configFiles: [loaded.configPath] });
    return async (file) => {
        const verdict = await (0,changed_path/* judgeChangedPath */.j)(policy, file);
        return verdict.decision === "deny" ? `${verdict.rule}: ${verdict.reason}` : undefined;
    };
}
async function checkCommits(runner, imported, ctx) {
    if (imported.refs.length === 0)
        return [];
    const limits = ctx.loaded.config.sandbox.limits;
    const gate = new pre_push_check/* PrePushCheck */.S(runner, imported.known, {
        isOurs: async (sha) => (await (0,message/* runTrailers */.Ai)(runner, sha)).includes(ctx.runUrl),
        denyPath: ctx.denyPath,
        maxFileBytes: limits.file_mb * 1024 * 1024,
        maxPushBytes: limits.push_mb * 1024 * 1024,
        redactor: ctx.redactor,
    });
    const carriesWork = (name) => name.startsWith("refs/heads/") || name.startsWith("refs/patchbay/runs/");
    const work = imported.refs.filter((r) => carriesWork(r.name)).map((r) => r.local);
    const records = imported.refs.filter((r) => !carriesWork(r.name)).map((r) => r.local);
    try {
        await gate.check(work, records);
        return [];
    }
    catch (error) {
        if (!(error instanceof pre_push_check/* PushRefusedError */.z))
            throw error;
        return error.findings.map((f) => ({
            check: f.kind === "denied-path" ? "protected" : f.kind,
            message: `commit ${f.sha.slice(0, 12)}: ${f.rule}`,
            where: f.path || undefined,
        }));
    }
}

// EXTERNAL MODULE: ./src/git/push/push-branch.ts
var push_branch = __webpack_require__(77694);
// EXTERNAL MODULE: ./src/git/refs/plan-record.ts
var plan_record = __webpack_require__(72664);
;// CONCATENATED MODULE: ./src/publish/deliver.ts
/**
 * The publish stage's writes, made only after every check passed (docs/decisions/0023-two-job-runs.md):
 * 👀 on the comment that asked, the push (branch and Patchbay's refs, with a
 * lease — someone else's newer commits are never overwritten: ours are replayed
 * on theirs, or go to a new branch), the pull request, review replies and
 * resolutions, labels, and the comments last, so they can link the pull request.
 * Where each goes comes from the event (Allowed), never from the outbox; the
 * outbox gives only texts, already checked.
 */






async function deliver(input) {
    const { runner, octokit, outbox, allowed, imported, redactor } = input;
    const written = [];
    const { owner, name: repo } = allowed.trigger.repository;
    const out = { written };
    if (outbox.writes.length && !octokit)
        throw new Error("the outbox asks for GitHub writes, and there is no GitHub token");
    for (const w of outbox.writes)
        if (w.kind === "reaction" && octokit) {
            // A courtesy, as in a one-job run: a reaction GitHub refuses does not stop the publish.
            try {
                if (w.on === "issue_comment")
                    await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: w.commentId, content: "eyes" });
                else
                    await octokit.rest.reactions.createForPullRequestReviewComment({
                        owner,
                        repo,
                        comment_id: w.commentId,
                        content: "eyes",
                    });
                written.push(`👀 on comment ${w.commentId}`);
            }
            catch (error) {
                written.push(`could not add 👀 to comment ${w.commentId}: ${error.message}`);
            }
        }
    const branch = allowed.branch;
    const head = imported.refs.find((r) => branch && r.name === `refs/heads/${branch.name}`);
    if (branch && imported.refs.length) {
        const local = `patchbay-publish/${branch.name}`;
        const tip = head?.sha ?? imported.remoteTip;
        if (tip) {
            await runner.exec(["update-ref", `refs/heads/${local}`, tip]);
            const pushed = await (0,push_branch/* push */.V)(runner, {
                branch: branch.name,
                localBranch: local,
                remote: "origin",
                auth: input.auth,
                expected: await lease(runner, imported.remoteTip, tip),
                extraRefspecs: imported.refs.filter((r) => r !== head).map((r) => `+${r.local}:${r.name}`),
            });
            await runner.exec(["update-ref", "-d", `refs/heads/${local}`], { allowAllExitCodes: true });
            out.branch = pushed.branch;
            written.push(pushed.message);
        }
        else {
            // Records only (a plan run's plan and session): Patchbay's own refs, replaced as the one-job run replaces them.
            const specs = imported.refs.map((r) => `+${r.local}:${r.name}`);
            const res = await (0,network/* execRemote */.wC)(runner, ["push", "--porcelain", "origin", ...specs], input.auth);
            if (res.exitCode !== 0)
                throw new Error(`could not push ${imported.refs.map((r) => r.name).join(", ")}: ${res.stderr.trim()}`);
            written.push(`pushed ${imported.refs.map((r) => r.name).join(", ")}`);
        }
    }
    // A go used its plan: a second go must ask for a new one (as the one-job run's dropPlan does).
    if (branch && allowed.dropsPlan && outbox.outcome.kind !== "failed") {
        const plan = (0,plan_record/* planRecordRef */.cb)(branch.name);
        const gone = await (0,network/* execRemote */.wC)(runner, ["push", "origin", `:${plan}`], input.auth);
        if (gone.exitCode === 0)
            written.push(`removed the used plan ${plan}`);
    }
    for (const w of outbox.writes)
        if (w.kind === "pull_request" && octokit && branch) {
            const pr = await (0,pulls/* findOrCreatePullRequest */.fD)(octokit, {
                owner,
                repo,
                head: out.branch ?? branch.name,
                base: branch.base,
                title: w.title,
                body: w.body,
                draft: allowed.loaded.config.pull_request.draft,
            }, redactor);
            out.prUrl = pr.url;
            written.push(`${pr.created ? "opened" : "updated"} pull request ${pr.url}`);
        }
    for (const w of outbox.writes) {
        if (!octokit)
            break;
        if (w.kind === "review_reply") {
            await (0,threads/* replyInThread */.kJ)(octokit, w.threadId, redactor.redact(w.body));
            written.push(`replied in review thread ${w.threadId}`);
        }
        else if (w.kind === "resolve_thread") {
            await (0,threads/* resolveThread */.fk)(octokit, w.threadId);
            written.push(`resolved review thread ${w.threadId}`);
        }
        else if (w.kind === "labels") {
            await octokit.rest.issues.addLabels({ owner, repo, issue_number: w.number, labels: w.labels });
            written.push(`labels ${w.labels.join(", ")} on #${w.number}`);
        }
    }
    // The texts link the pull request the agent stage could only promise.
    const link = (body) => redactor.redact(body.split(schema/* PENDING_PULL_URL */.K2).join(out.prUrl ?? "(no pull request)"));
    for (const w of outbox.writes) {
        if (!octokit)
            break;
        if (w.kind === "progress_comment" && w.target === "review_thread" && w.replyTo !== undefined) {
            await octokit.rest.pulls.createReplyForReviewComment({
                owner,
                repo,
                pull_number: w.number,
                comment_id: w.replyTo,
                body: link(w.body),
            });
            written.push(`the run's reply in the thread of review comment ${w.replyTo}`);
        }
        else if (w.kind === "progress_comment" || w.kind === "comment") {
            const { data } = await octokit.rest.issues.createComment({
                owner,
                repo,
                issue_number: w.number,
                body: link(w.body),
            });
            written.push(`${w.kind === "comment" ? "a comment" : "the run's comment"} on #${w.number}: ${data.html_url}`);
        }
    }
    return out;
}
/**
 * The lease for the push: origin's tip when the new commits grow from it. When
 * they do not (someone pushed meanwhile, or the bundle rewrote history), the
 * lease names what they share, so the push is rejected and push-branch.ts
 * replays our commits on theirs (or uses a new branch) — never a force over theirs.
 */
async function lease(runner, remoteTip, tip) {
    if (!remoteTip)
        return null;
    const ancestor = await runner.exec(["merge-base", "--is-ancestor", remoteTip, tip], { allowAllExitCodes: true });
    if (ancestor.exitCode === 0)
        return remoteTip;
    const shared = await runner.exec(["merge-base", remoteTip, tip], { allowAllExitCodes: true });
    return shared.exitCode === 0 ? shared.stdout.trim() : "0000000000000000000000000000000000000000";
}

// EXTERNAL MODULE: ./src/publish/report.ts
var report = __webpack_require__(24585);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/git/push/added-lines.ts
var added_lines = __webpack_require__(82017);
;// CONCATENATED MODULE: ./src/publish/threats.ts
/**
 * Threat checks of the publish stage (docs/decisions/0023-two-job-runs.md): what a change does that a
 * reviewer should see before CI runs it, each a finding with file and line —
 * - ci-files: a file CI executes or trusts changed (workflows, local actions,
 *   hooks, Makefiles, package.json scripts, install config);
 * - network-fetch: a script that fetches and runs code (`curl … | sh`, `bash <(wget …)`, `iex (iwr …)`);
 * - encoded-blob: a long base64 or hex run, or control bytes, added to a text file;
 * - dependency-source: a dependency from outside its ecosystem's registry (git, URL,
 *   file, another index; a lockfile entry resolved elsewhere).
 * Line-oriented on purpose: it reads the lines the change adds (git's diff with
 * `--text`), as the push gate's secret scan does. `publish.block` says which stop the publish.
 */


const CI_FILES = picomatch_default()([
    ".github/workflows/**",
    ".github/actions/**",
    "**/action.{yml,yaml}",
    ".githooks/**",
    ".husky/**",
    ".pre-commit-config.yaml",
    "**/{Makefile,GNUmakefile,makefile,*.mk}",
    ".gitlab-ci.yml",
    "**/Jenkinsfile",
    ".circleci/**",
    "**/{.npmrc,.yarnrc,.yarnrc.yml,.pnpmfile.cjs,bunfig.toml,pip.conf,.pypirc,nuget.config,.gemrc}",
    ".cargo/config.toml",
    "**/build.rs",
], { dot: true });
const LOCKFILES = picomatch_default()(["**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock}"], {
    dot: true,
});
const TEXT_FILES = picomatch_default()([
    "**/*.{ts,tsx,js,jsx,mjs,cjs,json,md,txt,yml,yaml,toml,py,rb,go,rs,java,kt,sh,bash,zsh,ps1,c,h,cpp,cs,php,html,css,xml,ini,cfg}",
    "**/{Makefile,Dockerfile}",
], { dot: true });
const REGISTRY_HOSTS = /^https:\/\/(registry\.npmjs\.org|registry\.yarnpkg\.com|registry\.npmmirror\.com)\//;
const FETCH_AND_RUN = [
    /\b(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z|k|da)?sh\b/,
    /\b(ba|z)?sh\s+(-c\s+)?["']?\$\(\s*(curl|wget)\b/,
    /\b(ba|z)?sh\s+<\(\s*(curl|wget)\b/,
    /\b(curl|wget)\b[^\n|]*\|\s*(python3?|node|perl|ruby)\b/,
    /\biex\b.*\b(iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b/i,
];
const ENCODED = [/[A-Za-z0-9+/]{200,}={0,2}/, /\b[0-9a-fA-F]{200,}\b/];
// Control characters other than tab, line feed and carriage return: a binary payload in a "text" file.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const DEPENDENCY_SOURCES = [
    [
        picomatch_default()("**/package.json", { dot: true }),
        /^\s*"[^"]+"\s*:\s*"(git\+|git:|github:|gitlab:|bitbucket:|https?:|file:|link:)/,
        "an npm dependency from outside the registry",
    ],
    [
        picomatch_default()("**/*requirements*.txt", { dot: true }),
        /^\s*(git\+|https?:|--(extra-)?index-url\b|-i\s|--find-links\b|-f\s)/,
        "a Python dependency from outside PyPI",
    ],
    [
        picomatch_default()("**/pyproject.toml", { dot: true }),
        /\b(git|url|path)\s*=\s*"/,
        "a Python dependency from a git, URL or path source",
    ],
    [
        picomatch_default()("**/Cargo.toml", { dot: true }),
        /\b(git|path|registry)\s*=\s*"/,
        "a crate from a git, path or other registry",
    ],
    [picomatch_default()("**/go.mod", { dot: true }), /^\s*replace\b/, "a Go module replaced by another source"],
    [
        picomatch_default()("**/Gemfile", { dot: true }),
        /\b(git|github|path|source)\s*[:=]/,
        "a gem from a git, path or other source",
    ],
];
/** The lines `tip` adds against where it left `base`, per file, with their line numbers. */
async function addedLines(runner, base, tip) {
    const res = await runner.exec(["diff", "--no-ext-diff", "--no-textconv", "--text", "--no-color", "--no-renames", "-U0", `${base}...${tip}`], { maxOutputBytes: 256 * 1024 * 1024 });
    const files = (0,added_lines/* parseAddedLines */.H)(res.stdout);
    const changed = (await runner.exec(["diff", "--name-only", "--no-renames", "-z", `${base}...${tip}`])).stdout
        .split("\0")
        .filter(Boolean);
    return { files, changed };
}
async function findThreats(runner, base, tip) {
    const { files, changed } = await addedLines(runner, base, tip);
    const mergeBase = (await runner.exec(["merge-base", base, tip])).stdout.trim();
    const findings = [];
    for (const path of changed) {
        const added = files.get(path) ?? [];
        if (CI_FILES(path))
            findings.push({
                check: "ci-files",
                path,
                line: added[0]?.line ?? 1,
                message: "a file CI executes or trusts changed",
            });
        if (/(^|\/)package\.json$/.test(path))
            findings.push(...(await scriptChanges(runner, { base: mergeBase, tip }, path, added)));
        const lockfile = LOCKFILES(path);
        for (const { line, text } of added) {
            if (FETCH_AND_RUN.some((re) => re.test(text)))
                findings.push({ check: "network-fetch", path, line, message: `fetches and runs code: ${clip(text)}` });
            if (!lockfile && TEXT_FILES(path)) {
                if (ENCODED.some((re) => re.test(text)))
                    findings.push({ check: "encoded-blob", path, line, message: "a long base64 or hex run in a text file" });
                else if (CONTROL.test(text))
                    findings.push({
                        check: "encoded-blob",
                        path,
                        line,
                        message: "binary bytes (control characters) in a text file",
                    });
            }
            if (lockfile) {
                const url = /(?:"resolved"|resolved|tarball)\s*:?\s*"?(\w+[+:][^\s",]+)/.exec(text)?.[1];
                if (url && !REGISTRY_HOSTS.test(url))
                    findings.push({
                        check: "dependency-source",
                        path,
                        line,
                        message: `a lockfile entry resolved from ${clip(url)}`,
                    });
            }
            for (const [matches, re, what] of DEPENDENCY_SOURCES)
                if (matches(path) && re.test(text))
                    findings.push({ check: "dependency-source", path, line, message: `${what}: ${clip(text)}` });
        }
    }
    return findings;
}
/** Scripts package.json adds or changes (npm runs them on install and in CI), at the line that adds each. */
async function scriptChanges(runner, revs, path, added) {
    const scripts = async (rev) => {
        const res = await runner.exec(["show", `${rev}:${path}`], { allowAllExitCodes: true });
        try {
            const parsed = res.exitCode === 0 ? JSON.parse(res.stdout) : {};
            const value = parsed.scripts;
            return value && typeof value === "object" ? value : {};
        }
        catch {
            return {};
        }
    };
    const [before, after] = await Promise.all([scripts(`${revs.base}`), scripts(revs.tip)]);
    return Object.entries(after)
        .filter(([name, command]) => before[name] !== command)
        .map(([name, command]) => ({
        check: "ci-files",
        path,
        line: added.find((a) => a.text.includes(JSON.stringify(name)))?.line ?? 1,
        message: `package.json script "${name}" is now: ${clip(String(command))}`,
    }));
}
function clip(text) {
    const t = text.trim();
    return t.length > 100 ? `${t.slice(0, 100)}…` : t;
}

// EXTERNAL MODULE: ./src/secrets/secret-scan.ts
var secret_scan = __webpack_require__(91535);
;// CONCATENATED MODULE: ./src/publish/write-checks.ts
/**
 * The GitHub writes an outbox asks for, checked before any is made (docs/decisions/0023-two-job-runs.md):
 * - caps per kind: one progress comment, one other comment, one 👀, one pull
 *   request, one label write, one reply and one resolution per review thread;
 * - targets, from the event: comments only on its issue or PR (a reply only in
 *   its review comment's thread), 👀 only on the comment that asked, a pull
 *   request only from its branch to its base, review threads only of its PR;
 * - texts: no secret of this job in any form the redactor masks, nothing
 *   secretlint's rules find, and a patch posted as text touching no protected path.
 */

const CAPS = {
    progress_comment: 1,
    comment: 1,
    reaction: 1,
    pull_request: 1,
    labels: 1,
};
function checkCaps(outbox) {
    const refusals = [];
    const counts = new Map();
    for (const w of outbox.writes) {
        const key = w.kind === "review_reply" || w.kind === "resolve_thread" ? `${w.kind} ${w.threadId}` : w.kind;
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, n] of counts) {
        const [kind = "", thread] = key.split(" ");
        const cap = thread ? 1 : (CAPS[kind] ?? Number.POSITIVE_INFINITY);
        if (n > cap)
            refusals.push({
                check: "cap",
                message: `the outbox asks for ${n} ${kind} writes${thread ? ` in review thread ${thread}` : ""}; at most ${cap} is allowed`,
                where: kind,
            });
    }
    return refusals;
}
/** `threads`: the review threads of the event's PR (read from GitHub), when any write names one. */
function checkTargets(outbox, allowed, threads) {
    const refusals = [];
    const refuse = (w, message) => refusals.push({ check: "target", message, where: w.kind });
    const target = allowed.comment;
    const number = target?.kind === "issue" ? target.issueNumber : target?.pullNumber;
    for (const w of outbox.writes) {
        switch (w.kind) {
            case "progress_comment":
                if (!target || w.target !== target.kind || w.number !== number)
                    refuse(w, `a comment on #${w.number}: this event may comment only ${where(allowed)}`);
                else if (target.kind === "review_thread" && w.replyTo !== target.replyTo)
                    refuse(w, `a reply to review comment ${w.replyTo}: this event may reply only to ${target.replyTo}`);
                break;
            case "comment":
            case "labels":
                if (w.number !== number)
                    refuse(w, `#${w.number}: this event may write only ${where(allowed)}`);
                break;
            case "reaction":
                if (!allowed.triggerComment || allowed.triggerComment.id !== w.commentId || allowed.triggerComment.on !== w.on)
                    refuse(w, `👀 on comment ${w.commentId}: only the comment that asked may get it`);
                break;
            case "pull_request":
                if (!allowed.pullRequest || !allowed.branch)
                    refuse(w, "a pull request: this event works on an existing pull request's branch and may open none");
                else if (w.head !== allowed.branch.name || w.base !== allowed.branch.base)
                    refuse(w, `a pull request ${w.head} → ${w.base}: this event may open one only from ${allowed.branch.name} to ${allowed.branch.base}`);
                break;
            case "review_reply":
            case "resolve_thread":
                if (!threads.has(w.threadId))
                    refuse(w, `review thread ${w.threadId} is not a thread of ${allowed.pullNumber ? `#${allowed.pullNumber}` : "this event's pull request"}`);
                break;
        }
    }
    return refusals;
}
function where(allowed) {
    const t = allowed.comment;
    if (!t)
        return "nowhere (the event has no issue or pull request)";
    return t.kind === "issue"
        ? `on #${t.issueNumber}`
        : `in the thread of review comment ${t.replyTo} on #${t.pullNumber}`;
}
/** Every text the outbox would post: checked for secrets, and a posted patch for protected paths. */
async function checkTexts(outbox, redactor, denyPath) {
    const refusals = [];
    for (const [index, w] of outbox.writes.entries()) {
        const texts = [];
        if ("body" in w)
            texts.push(["body", w.body]);
        if (w.kind === "pull_request")
            texts.push(["title", w.title]);
        for (const [field, text] of texts) {
            const at = `writes[${index}] (${w.kind}).${field}`;
            const found = redactor.locate(text);
            if (found !== -1)
                refusals.push({
                    check: "secrets",
                    message: "a secret value of this job (or an encoding, a reversal or a part of it)",
                    where: `${at}:${lineAt(text, found)}`,
                });
            for (const hit of await (0,secret_scan/* scanForSecrets */.I)(`${w.kind}.md`, text))
                refusals.push({ check: "secrets", message: hit.rule, where: `${at}:${hit.line}` });
            // A patch posted for a fork's PR is a change like any other: no protected path in it.
            for (const file of patchedPaths(text)) {
                const why = await denyPath(file);
                if (why)
                    refusals.push({ check: "protected", message: `the posted patch changes ${file}: ${why}`, where: at });
            }
        }
    }
    return refusals;
}
/** Files a `git format-patch` text in a comment changes. */
function patchedPaths(text) {
    const out = new Set();
    for (const m of text.matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)) {
        if (m[1])
            out.add(m[1]);
        if (m[2])
            out.add(m[2]);
    }
    return [...out];
}
function lineAt(text, offset) {
    return text.slice(0, offset).split("\n").length;
}

;// CONCATENATED MODULE: ./src/publish/stage.ts














async function runPublishStage(settings, dir, deps) {
    const redactor = new secrets_redactor/* Redactor */.pO();
    redactor.addFromEnv(settings.env);
    redactor.add(settings.githubToken);
    const log = (text) => deps.write(redactor.redact(`${text}\n`));
    let block = [];
    const finish = (part) => {
        const ok = part.refusals.length === 0;
        const summary = (0,report/* renderPublishSummary */.O)({
            refusals: part.refusals,
            threats: part.threats,
            block,
            written: part.written,
            dryRun: settings.delivery.kind === "dry-run",
            outcome: part.outbox?.outcome,
        }, redactor);
        return { ...part, ok, summary };
    };
    const read = await readOutbox(dir);
    if (read.kind === "refused")
        return finish({ refusals: read.refusals, threats: [], written: [] });
    const { outbox, bundle } = read;
    const base = { outbox, threats: [], written: [] };
    // Made for this event, in this workflow run, of this repository — or not published at all.
    const identity = await (0,write/* eventIdentity */.Z)(settings);
    const mismatch = ["name", "sha256", "runId"].filter((k) => identity[k] !== outbox.event[k]);
    const refusals = mismatch.map((k) => ({
        check: "event",
        message: `the outbox was made for another event (its ${k} is ${outbox.event[k]}, this event's is ${identity[k]})`,
        where: `event.${k}`,
    }));
    if (settings.repository && outbox.repository !== settings.repository)
        refusals.push({
            check: "event",
            message: `the outbox is for ${outbox.repository}, not ${settings.repository}`,
            where: "repository",
        });
    if (refusals.length)
        return finish({ ...base, refusals });
    if (deps.octokit)
        (0,redact_requests/* redactRequests */.Y)(deps.octokit, redactor);
    const decided = await allowedFor(settings, deps.octokit, (m) => log(`warning: ${m}`));
    if (decided.kind === "none") {
        if (outbox.writes.length === 0 && outbox.refs.length === 0) {
            log(`nothing to publish: ${decided.reason}`);
            return finish({ ...base, refusals: [] });
        }
        return finish({
            ...base,
            refusals: [{ check: "event", message: `this event allows no writes: ${decided.reason}` }],
        });
    }
    const allowed = decided.allowed;
    for (const value of allowed.loaded.redactor.values())
        redactor.add(value);
    block = allowed.loaded.config.publish.block;
    const runner = (0,git_runner/* createGitRunner */.ho)({ cwd: settings.repo, baseEnv: settings.env });
    const { auth } = await (0,origin/* originAuth */.r)(runner, settings);
    try {
        const imported = await importBundle(runner, {
            bundle: bundle || undefined,
            outbox,
            allowed,
            auth,
        });
        if (imported.kind === "refused")
            return finish({ ...base, refusals: imported.refusals });
        const checked = await check(runner, settings, outbox, allowed, imported.imported, redactor, deps.octokit);
        const result = { ...base, threats: checked.threats };
        if (checked.refusals.length)
            return finish({ ...result, refusals: checked.refusals });
        if (settings.delivery.kind === "dry-run") {
            log(`dry run: the outbox passed every check; it would write ${outbox.writes.map((w) => w.kind).join(", ") || "nothing"}`);
            return finish({ ...result, refusals: [] });
        }
        const delivered = await deliver({
            runner,
            octokit: deps.octokit,
            outbox,
            allowed,
            imported: imported.imported,
            auth,
            redactor,
        });
        for (const line of delivered.written)
            log(line);
        return finish({
            ...result,
            refusals: [],
            written: delivered.written,
            branch: delivered.branch || undefined,
            prUrl: delivered.prUrl || undefined,
        });
    }
    finally {
        await dropQuarantine(runner).catch(() => undefined);
    }
}
/** Every check past the bundle's own: commits, threats, caps, targets, texts. */
async function check(runner, settings, outbox, allowed, imported, redactor, octokit) {
    const denyPath = denyPathFor(allowed.loaded, settings.repo);
    const runUrl = settings.runUrl ?? `local run ${settings.runId}`;
    const refusals = await checkCommits(runner, imported, { loaded: allowed.loaded, denyPath, redactor, runUrl });
    const head = imported.refs.find((r) => r.name === `refs/heads/${allowed.branch?.name}`);
    const threats = head && imported.known[0] ? await findThreats(runner, imported.known[0], head.local) : [];
    const block = allowed.loaded.config.publish.block;
    for (const t of threats)
        if (block.includes(t.check))
            refusals.push({ check: t.check, message: t.message, where: `${t.path}:${t.line}` });
    refusals.push(...checkCaps(outbox));
    const threadIds = new Set();
    const wantsThreads = outbox.writes.some((w) => w.kind === "review_reply" || w.kind === "resolve_thread");
    if (wantsThreads && octokit && allowed.pullNumber !== undefined) {
        const { owner, name } = allowed.trigger.repository;
        for (const t of (await (0,threads/* listReviewThreads */.s0)(octokit, { owner, repo: name }, allowed.pullNumber)).threads)
            threadIds.add(t.id);
    }
    refusals.push(...checkTargets(outbox, allowed, threadIds));
    refusals.push(...(await checkTexts(outbox, redactor, denyPath)));
    return { refusals, threats };
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
