export const id = 5163;
export const ids = [5163,7696];
export const modules = {

/***/ 82017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ parseAddedLines)
/* harmony export */ });
/**
 * The lines a diff adds, per file, with their line numbers in the new file: what
 * the push gate scans for secrets and the publish stage for threats. Read from
 * `-U0` diff text (git's own output, every file as text), so a line is checked
 * where it lands.
 *
 * The file's own text is the agent's: an added line `++ /dev/null` reads
 * `+++ /dev/null` in the diff. So a hunk's lines are counted by its `@@` header
 * and only a line outside every hunk can start a file; a name git quotes (a tab,
 * a quote, bytes outside ASCII) is unquoted, so it matches `--name-only -z`.
 */
/** Per file (its path in the new tree), the lines `diff` adds; deleted files are left out. */
function parseAddedLines(diff) {
    const files = new Map();
    let current;
    let line = 0;
    // Lines of the current hunk still to come, old side and new side.
    let oldLeft = 0;
    let newLeft = 0;
    for (const raw of diff.split("\n")) {
        if (oldLeft > 0 || newLeft > 0) {
            if (raw.startsWith("\\"))
                continue; // "\ No newline at end of file"
            if (raw.startsWith("+")) {
                newLeft--;
                current?.push({ line: line++, text: raw.slice(1) });
            }
            else if (raw.startsWith("-"))
                oldLeft--;
            else {
                oldLeft--;
                newLeft--;
                line++;
            }
            continue;
        }
        if (raw.startsWith("+++ ")) {
            // git ends a name holding a space with a tab (for GNU patch); a tab in the name itself is quoted.
            const name = raw.slice(4).replace(/\t$/, "");
            current = name === "/dev/null" ? undefined : [];
            if (current)
                files.set(unquote(name).replace(/^b\//, ""), current);
            continue;
        }
        const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(raw);
        if (hunk) {
            oldLeft = Number(hunk[1] ?? 1);
            line = Number(hunk[2]);
            newLeft = Number(hunk[3] ?? 1);
        }
    }
    return files;
}
const ESCAPES = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
/** A name as git writes it in a diff header: as is, or C-quoted with octal bytes (core.quotePath). */
function unquote(name) {
    if (!name.startsWith('"') || !name.endsWith('"'))
        return name;
    const bytes = [];
    const body = name.slice(1, -1);
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (c !== "\\") {
            bytes.push(...Buffer.from(c, "utf8"));
            continue;
        }
        const octal = /^[0-7]{3}/.exec(body.slice(i + 1));
        if (octal) {
            bytes.push(Number.parseInt(octal[0], 8));
            i += 3;
        }
        else {
            const next = body[i + 1] ?? "";
            bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
            i += 1;
        }
    }
    return Buffer.from(bytes).toString("utf8");
}


/***/ }),

/***/ 92738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ PrePushCheck),
  z: () => (/* binding */ PushRefusedError)
});

// EXTERNAL MODULE: ./src/secrets/secret-scan.ts
var secret_scan = __webpack_require__(91535);
// EXTERNAL MODULE: ./src/git/push/added-lines.ts
var added_lines = __webpack_require__(82017);
;// CONCATENATED MODULE: ./src/git/push/blob-reader.ts
/** Calls `each` with every blob's bytes, in the order given; a missing object is skipped. */
async function readBlobs(runner, shas, each) {
    if (shas.length === 0)
        return;
    const child = await runner.spawn(["cat-file", "--batch"]);
    const exited = new Promise((resolve) => child.on("close", resolve));
    child.stdin.on("error", () => { }); // git ended early: reported by the parse below
    child.stdin.end(`${shas.join("\n")}\n`);
    let buffered = Buffer.alloc(0);
    let index = 0;
    try {
        for await (const chunk of child.stdout) {
            buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
            for (;;) {
                const nl = buffered.indexOf(10);
                if (nl === -1)
                    break;
                const header = buffered.subarray(0, nl).toString("latin1");
                if (header.endsWith(" missing")) {
                    buffered = buffered.subarray(nl + 1);
                    index++;
                    continue;
                }
                const size = Number(header.split(" ")[2]);
                if (!Number.isFinite(size))
                    throw new Error(`git cat-file --batch: unexpected header ${JSON.stringify(header)}`);
                if (buffered.length < nl + 1 + size + 1)
                    break;
                const content = Buffer.from(buffered.subarray(nl + 1, nl + 1 + size));
                buffered = buffered.subarray(nl + 1 + size + 1);
                await each(shas[index++], content);
            }
        }
    }
    finally {
        child.kill();
        await exited;
    }
    if (index < shas.length)
        throw new Error(`git cat-file --batch ended after ${index} of ${shas.length} objects`);
}

;// CONCATENATED MODULE: ./src/git/push/pre-push-check.ts



class PushRefusedError extends Error {
    findings;
    constructor(findings) {
        super(`the push was stopped before anything left this machine — ${findings.map(describe).join("; ")}. The commits are kept in the local branch; remove them (or the files) and push by hand if they are wanted`);
        this.findings = findings;
        this.name = "PushRefusedError";
    }
}
function describe(f) {
    const where = f.path ? ` ${f.path}` : "";
    return `${f.sha.slice(0, 12)}${where}: ${f.rule}`;
}
/** Commits reachable from `tips` and from none of `known`, oldest first. */
async function newCommits(runner, tips, known) {
    if (tips.length === 0)
        return [];
    const res = await runner.exec(["rev-list", "--reverse", "--topo-order", "--stdin"], {
        input: `${[...tips, ...known.map((k) => `^${k}`)].join("\n")}\n`,
    });
    return res.stdout.split("\n").filter(Boolean);
}
/** Files a commit adds or changes (against each parent; the empty tree for a root). */
async function addedFiles(runner, sha) {
    const res = await runner.exec(["diff-tree", "-r", "-z", "--raw", "--no-renames", "--root", "-m", sha]);
    const items = res.stdout.split("\0");
    const out = new Map();
    for (let i = 0; i < items.length; i++) {
        const meta = items[i] ?? "";
        if (!meta.startsWith(":"))
            continue;
        const file = items[++i] ?? "";
        const [, , , blob = "", status = ""] = meta.slice(1).split(" ");
        if (status !== "D" && !/^0+$/.test(blob))
            out.set(file, { path: file, blob });
    }
    return [...out.values()];
}
async function blobSizes(runner, blobs) {
    const sizes = new Map();
    if (blobs.length === 0)
        return sizes;
    const res = await runner.exec(["cat-file", "--batch-check=%(objectname) %(objectsize)"], {
        input: `${blobs.join("\n")}\n`,
    });
    for (const line of res.stdout.split("\n")) {
        const [name, size] = line.split(" ");
        if (name && size)
            sizes.set(name, Number(size));
    }
    return sizes;
}
/** The lines a commit adds, per file, with their line numbers in the new file. */
async function addedLines(runner, sha) {
    const res = await runner.exec([
        "show",
        "--format=",
        "--no-renames",
        "--no-ext-diff",
        "--no-textconv",
        // Every file as text: a NUL byte or `-diff` in .gitattributes would make it "Binary files differ".
        "--text",
        "--no-color",
        "-U0",
        "--first-parent",
        sha,
    ], { maxOutputBytes: 256 * 1024 * 1024 });
    return (0,added_lines/* parseAddedLines */.H)(res.stdout);
}
/** The line of `content` (1-based) where `offset` falls. */
function lineAt(content, offset) {
    let line = 1;
    for (let i = content.indexOf("\n"); i !== -1 && i < offset; i = content.indexOf("\n", i + 1))
        line++;
    return line;
}
class PrePushCheck {
    runner;
    known;
    opts;
    clean = new Set();
    /** Blobs this run's pushes have sent, and their bytes: `push_mb` bounds the run, not one push. */
    sent = new Set();
    sentBytes = 0;
    constructor(runner, 
    /** Commits already there when the run started (the remote tip, the start head): not checked. */
    known, opts) {
        this.runner = runner;
        this.known = known;
        this.opts = opts;
    }
    /**
     * Refs (or shas) a push is about to send; throws PushRefusedError on any finding.
     * `records`: Patchbay's own refs (session state, plan), whose commits are checked
     * for size and the run's secrets only.
     */
    async check(tips, records = []) {
        const findings = [];
        const blobs = new Map();
        const kinds = [
            ...(await newCommits(this.runner, tips, this.known)).map((sha) => [sha, "work"]),
            ...(await newCommits(this.runner, records, this.known)).map((sha) => [sha, "record"]),
        ];
        for (const [sha, kind] of kinds) {
            if (this.clean.has(sha))
                continue;
            const found = await this.checkCommit(sha, kind, blobs);
            if (found.length === 0)
                this.clean.add(sha);
            findings.push(...found);
        }
        const fresh = [...blobs.values()].filter((b) => !this.sent.has(b.sha));
        findings.push(...(await this.checkBlobs(fresh)));
        if (findings.length) {
            for (const f of findings)
                this.clean.delete(f.sha);
            throw new PushRefusedError(findings);
        }
        for (const b of fresh) {
            this.sent.add(b.sha);
            this.sentBytes += b.size;
        }
    }
    /** Sizes, then the bytes of every blob the push adds, for the run's own secrets. */
    async checkBlobs(blobs) {
        const findings = [];
        const total = this.sentBytes + blobs.reduce((sum, b) => sum + b.size, 0);
        const max = this.opts.maxPushBytes;
        if (max !== undefined && total > max)
            findings.push({
                kind: "push-too-large",
                sha: blobs[0]?.commit ?? "",
                rule: `${(total / 1024 / 1024).toFixed(1)} MB of new files in this run's pushes is over sandbox.limits.push_mb (${max / 1024 / 1024} MB)`,
            });
        const redactor = this.opts.redactor;
        if (!redactor)
            return findings;
        const scanned = blobs.filter((b) => b.size <= this.opts.maxFileBytes);
        const where = new Map(scanned.map((b) => [b.sha, b]));
        await readBlobs(this.runner, scanned.map((b) => b.sha), (sha, content) => {
            const text = content.toString("utf8");
            const at = redactor.locate(text);
            if (at === -1)
                return;
            const blob = where.get(sha);
            findings.push({
                kind: "secret",
                sha: blob?.commit ?? sha,
                path: `${blob?.path ?? sha}:${lineAt(text, at)}`,
                rule: "a secret value of this run (or an encoding, a reversal or a part of it), found in the file's bytes",
            });
        });
        return findings;
    }
    async checkCommit(sha, kind, blobs) {
        const findings = [];
        if (kind === "work" && !(await this.opts.isOurs(sha))) {
            const subject = (await this.runner.exec(["log", "-1", "--format=%s", sha])).stdout.trim();
            findings.push({ kind: "foreign-commit", sha, rule: `not made by Patchbay's checkpointer ("${subject}")` });
        }
        const files = await addedFiles(this.runner, sha);
        const sizes = await blobSizes(this.runner, files.map((f) => f.blob));
        for (const file of files) {
            const why = kind === "work" ? await this.opts.denyPath?.(file.path) : undefined;
            if (why)
                findings.push({ kind: "denied-path", sha, path: file.path, rule: why });
            const size = sizes.get(file.blob) ?? 0;
            if (!blobs.has(file.blob))
                blobs.set(file.blob, { sha: file.blob, path: file.path, size, commit: sha });
            if (size > this.opts.maxFileBytes)
                findings.push({
                    kind: "file-too-large",
                    sha,
                    path: file.path,
                    rule: `${(size / 1024 / 1024).toFixed(1)} MB is over sandbox.limits.file_mb (${this.opts.maxFileBytes / 1024 / 1024} MB)`,
                });
        }
        if (kind === "record")
            return findings;
        for (const [path, added] of await addedLines(this.runner, sha)) {
            if ((sizes.get(files.find((f) => f.path === path)?.blob ?? "") ?? 0) > this.opts.maxFileBytes)
                continue;
            for (const hit of await (0,secret_scan/* scanForSecrets */.I)(path, added.map((a) => a.text).join("\n"), this.opts.redactor))
                findings.push({
                    kind: "secret",
                    sha,
                    path: `${path}:${added[hit.line - 1]?.line ?? hit.line}`,
                    rule: hit.rule,
                });
        }
        return findings;
    }
}


/***/ }),

/***/ 77694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ push)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _util_logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96618);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8438);
/**
 * Pushing the work branch (docs/decisions/0005-a-checkpoint-per-tool-call.md): always `--force-with-lease` against the tip
 * we last saw, so a commit someone else pushed is never overwritten. A rejected
 * push is resolved by replaying our commits on theirs (in a temporary worktree,
 * so the agent's working tree is not disturbed) when that applies cleanly, else
 * by pushing to a new branch `<branch>-<n>`. Neither side's work is lost.
 */





class PushError extends Error {
    stderr;
    constructor(message, stderr) {
        super(message);
        this.stderr = stderr;
        this.name = "PushError";
    }
}
/** Known ways a push is refused, matched on porcelain status text. */
const PUSH_REJECTED = /\[rejected\]|stale info|non-fast-forward|fetch first/;
const PUSH_REMOTE_REJECTED = /\[remote rejected\]/;
async function pushOnce(runner, remote, local, target, lease, opts) {
    const args = [
        "push",
        "--porcelain",
        `--force-with-lease=refs/heads/${target}:${lease ?? ""}`,
        remote,
        `refs/heads/${local}:refs/heads/${target}`,
        ...(opts.extraRefspecs ?? []),
    ];
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_4__/* .execRemote */ .wC)(runner, args, opts.auth, opts.retry);
    const line = res.stdout.split("\n").find((l) => l.includes(`:refs/heads/${target}\t`)) ?? "";
    const text = `${line}\n${res.stderr}`;
    if (line.startsWith("="))
        return { status: "up-to-date", stderr: res.stderr };
    if (res.exitCode === 0 || /^[ +*]\t/.test(line))
        return { status: "ok", stderr: res.stderr };
    if (PUSH_REMOTE_REJECTED.test(text))
        return { status: "remote-rejected", stderr: text };
    if (PUSH_REJECTED.test(text))
        return { status: "rejected", stderr: text };
    return { status: "failed", stderr: res.stderr };
}
async function sha(runner, rev) {
    return (await runner.exec(["rev-parse", "--verify", `${rev}^{commit}`])).stdout.trim();
}
/** Fetches the remote branch; returns its tip or null when it no longer exists. */
async function fetchTheirs(runner, remote, branch, opts) {
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_4__/* .execRemote */ .wC)(runner, ["fetch", "--no-tags", remote, `refs/heads/${branch}`], opts.auth, opts.retry);
    if (res.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(res.stderr))
            return null;
        throw new PushError(`could not fetch ${branch} from ${(0,_network_js__WEBPACK_IMPORTED_MODULE_4__/* .safeUrl */ .Pl)(remote)}: ${res.stderr.trim()}`, res.stderr);
    }
    return sha(runner, "FETCH_HEAD");
}
/** Replays `local ^theirs` on `theirs` in a temporary worktree; the new tip, or null on a conflict. */
async function replayOnto(runner, local, theirs) {
    const commits = (await runner.exec(["rev-list", "--reverse", "--topo-order", local, `^${theirs}`])).stdout
        .split("\n")
        .filter(Boolean);
    if (commits.length === 0)
        return theirs;
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), "patchbay-rebase-"));
    try {
        await runner.exec(["worktree", "add", "--detach", "-q", dir, theirs]);
        const pick = await runner.exec(["cherry-pick", "--allow-empty", "--keep-redundant-commits", ...commits], {
            cwd: dir,
            allowAllExitCodes: true,
        });
        if (pick.exitCode !== 0) {
            await runner.exec(["cherry-pick", "--abort"], { cwd: dir, allowAllExitCodes: true });
            return null;
        }
        return (await runner.exec(["rev-parse", "HEAD"], { cwd: dir })).stdout.trim();
    }
    finally {
        await runner.exec(["worktree", "remove", "--force", dir], { allowAllExitCodes: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
        await runner.exec(["worktree", "prune"], { allowAllExitCodes: true });
    }
}
/** Moves the local branch to `to`; when it is checked out, the working tree follows (keeping local edits). */
async function moveLocalBranch(runner, local, from, to) {
    const head = await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true });
    if (head.stdout.trim() === `refs/heads/${local}`) {
        return (await runner.exec(["reset", "-q", "--keep", to], { allowAllExitCodes: true })).exitCode === 0;
    }
    return ((await runner.exec(["update-ref", `refs/heads/${local}`, to, from], { allowAllExitCodes: true })).exitCode === 0);
}
async function newBranchName(runner, remote, branch, opts) {
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_4__/* .execRemote */ .wC)(runner, ["ls-remote", "--heads", remote, `refs/heads/${branch}-*`], opts.auth, opts.retry);
    const taken = new Set(res.stdout.split("\n").map((l) => l.split("\t")[1]?.trim()));
    let n = 2;
    while (taken.has(`refs/heads/${branch}-${n}`))
        n++;
    return `${branch}-${n}`;
}
async function push(runner, opts) {
    const log = opts.log ?? _util_logger_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .q;
    const remote = opts.remote ?? "origin";
    const local = opts.localBranch ?? opts.branch;
    let lease = opts.expected;
    let rebased = false;
    for (let round = 0; round < 3; round++) {
        const tip = await sha(runner, `refs/heads/${local}`);
        const attempt = await pushOnce(runner, remote, local, opts.branch, lease, opts);
        if (attempt.status === "ok" || attempt.status === "up-to-date") {
            const kind = rebased ? "rebased" : attempt.status === "ok" ? "pushed" : "up-to-date";
            const message = rebased
                ? `pushed ${opts.branch} after replaying our commits on top of commits pushed by someone else`
                : `pushed ${opts.branch} (${tip.slice(0, 12)})`;
            return { kind, branch: opts.branch, sha: tip, message };
        }
        if (attempt.status === "failed")
            throw new PushError(`could not push ${opts.branch} to ${(0,_network_js__WEBPACK_IMPORTED_MODULE_4__/* .safeUrl */ .Pl)(remote)}: ${attempt.stderr.trim()} — the commits are safe locally; the post step or \`patchbay\` retries the push`, attempt.stderr);
        if (attempt.status === "remote-rejected")
            break;
        const theirs = await fetchTheirs(runner, remote, opts.branch, opts);
        if (theirs === null) {
            lease = null; // deleted on the remote meanwhile: push it again as new
            continue;
        }
        const replayed = await replayOnto(runner, `refs/heads/${local}`, theirs);
        if (replayed === null || !(await moveLocalBranch(runner, local, tip, replayed))) {
            log.warning(`our commits do not apply cleanly on the new commits of ${opts.branch}`);
            break;
        }
        lease = theirs;
        rebased = true;
    }
    const fallback = await newBranchName(runner, remote, opts.branch, opts);
    const tip = await sha(runner, `refs/heads/${local}`);
    const attempt = await pushOnce(runner, remote, local, fallback, null, opts);
    if (attempt.status !== "ok" && attempt.status !== "up-to-date")
        throw new PushError(`could not push ${opts.branch} nor the fallback ${fallback} to ${(0,_network_js__WEBPACK_IMPORTED_MODULE_4__/* .safeUrl */ .Pl)(remote)}: ${attempt.stderr.trim()}`, attempt.stderr);
    const message = `${opts.branch} on the remote has commits that conflict with ours (or refused the push); our work was pushed to ${fallback} instead`;
    log.warning(message);
    return { kind: "new-branch", branch: fallback, sha: tip, message };
}


/***/ }),

/***/ 94633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_RETRY),
/* harmony export */   U: () => (/* binding */ createOnce)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _request_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17696);
/**
 * A create that may have happened is looked up before it is sent again (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * A POST GitHub never answered, or answered with a 5xx, may still have made the
 * pull request or comment; Octokit's retry plugin sent it again blind, so a run
 * could open two pull requests or post its progress twice. Creates are therefore
 * sent with the plugin's retries off (`NO_RETRY`), and on a failure that leaves
 * it open — no answer, a 5xx — `find` looks for what the create would have made
 * before the next attempt. A 4xx is GitHub saying no: it is the caller's.
 */




/** Request options for a create: Octokit's retry plugin must not send it again on its own. */
const NO_RETRY = { retries: 0 };
/** Whether a failed create may have been carried out all the same. */
function mayHaveHappened(error) {
    if (error instanceof _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubTimeoutError */ .Dr)
        return true;
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
    if (error instanceof _request_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubApiError */ .OS && error.response === undefined)
        return true; // the connection broke
    return status !== undefined && status >= 500;
}
async function createOnce(create, find, options = {}) {
    const attempts = options.attempts ?? 3;
    let wait = options.backoffMs ?? 1000;
    for (let attempt = 1;; attempt++) {
        try {
            return await create();
        }
        catch (error) {
            if (!mayHaveHappened(error))
                throw error;
            // A moment first: what the create made may take a moment to show in GitHub's lists.
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(wait);
            wait *= 2;
            const made = await find().catch(() => undefined);
            if (made !== undefined)
                return made;
            if (attempt >= attempts)
                throw error;
        }
    }
}


/***/ }),

/***/ 54194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ deadlineFetch),
/* harmony export */   Dr: () => (/* binding */ GitHubTimeoutError),
/* harmony export */   XM: () => (/* binding */ pathOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/**
 * Every GitHub request has a deadline and hears the run's signal (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * Without one, a request GitHub never answers waited for undici's own 300 s
 * header timeout, the retry plugin sent it four times (about 20 minutes), and
 * SIGTERM waited for all of it.
 *
 * - Each request (and the reading of its body) is cut after `timeoutMs`.
 * - A run that is being stopped aborts the requests under way at once; the
 *   requests made after that — the last edit of the progress comment, saying the
 *   run was cancelled — get `closingMs` each, so a cancelled run still says so
 *   but never hangs on a GitHub that does not answer.
 * A request cut by its deadline fails with GitHubTimeoutError, named in one line,
 * and is not sent again by the retry plugin (a request nobody answered in a minute
 * is not worth three more minutes); one the run stopped is not sent again either.
 */

class GitHubTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_ {
    call;
    seconds;
    constructor(call, seconds) {
        const within = seconds === undefined ? "in time" : `in ${seconds} s`;
        super(`GitHub API ${call}: no answer ${within}; GitHub may be slow or down — try again later`, "GITHUB_API");
        this.call = call;
        this.seconds = seconds;
        this.name = "GitHubTimeoutError";
    }
}
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_CLOSING_MS = 10_000;
/** `base` with a deadline and the run's signal on every request. */
function deadlineFetch(base, options = {}) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const closingMs = options.closingMs ?? DEFAULT_CLOSING_MS;
    return async (input, init) => {
        const stopping = options.signal?.aborted === true;
        const limit = stopping ? closingMs : timeoutMs;
        const deadline = AbortSignal.timeout(limit);
        const signals = [deadline];
        if (init?.signal)
            signals.push(init.signal);
        if (options.signal && !stopping)
            signals.push(options.signal);
        const call = `${init?.method ?? "GET"} ${pathOf(input)}`;
        try {
            return await base(input, { ...init, signal: AbortSignal.any(signals) });
        }
        catch (error) {
            if (deadline.aborted)
                throw notRetried(new GitHubTimeoutError(call, limit / 1000));
            if (options.signal?.aborted)
                throw notRetried(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_(`GitHub API ${call}: stopped with the run`, "GITHUB_API"));
            throw error;
        }
    };
}
/**
 * Octokit passes an error named AbortError through untouched, and its retry plugin
 * leaves it alone; octokit.ts takes the GitHubError back out of `cause`.
 */
function notRetried(cause) {
    const error = new Error(cause.message, { cause });
    error.name = "AbortError";
    return error;
}
/** The URL's path, without host or query: what names the call in a message. */
function pathOf(input) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split("?")[0] ?? url;
    }
}


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rr: () => (/* binding */ GitHubRateLimitError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   fN: () => (/* binding */ SECONDARY_RATE_LIMIT),
/* harmony export */   x6: () => (/* binding */ GitHubPermissionError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/**
 * Named errors for the GitHub surface, and the one place that reads a status or
 * message off an unknown thrown value (Octokit throws RequestError, fetch throws
 * TypeError, plugins rethrow either).
 */
class GitHubError extends Error {
    code;
    status;
    constructor(message, code, status) {
        super(message);
        this.code = code;
        this.status = status;
        this.name = "GitHubError";
    }
}
/** Primary or secondary rate limit still hit after the bounded retries. */
class GitHubRateLimitError extends GitHubError {
    constructor(message, status) {
        super(message, "GITHUB_RATE_LIMIT", status);
        this.name = "GitHubRateLimitError";
    }
}
/** The workflow token lacks a permission; `permissions` names what the workflow must grant. */
class GitHubPermissionError extends GitHubError {
    permissions;
    constructor(message, permissions, status) {
        super(message, "GITHUB_PERMISSION", status);
        this.permissions = permissions;
        this.name = "GitHubPermissionError";
    }
}
/** The HTTP status of an Octokit RequestError (or anything shaped like one). */
function statusOf(error) {
    if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
        return error.status;
    }
    return undefined;
}
function messageOf(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/** GitHub's wording for secondary limits ("You have exceeded a secondary rate limit"). */
const SECONDARY_RATE_LIMIT = /\bsecondary rate\b/i;


/***/ }),

/***/ 17696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JT: () => (/* binding */ gitHubSaid),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   pg: () => (/* binding */ explainRequestError)
/* harmony export */ });
/* harmony import */ var _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/**
 * A failed GitHub request as one line for people (docs/decisions/0012-faults-leave-the-repository-consistent.md): which call, the
 * status, and GitHub's own message — `GitHub API POST /repos/o/r/pulls: HTTP 422
 * Validation Failed: A pull request already exists for o:b.` An HTML page (a 502
 * from GitHub's edge, a proxy's login page) is summarised by its title, never
 * quoted: the raw page was once a job's only error. The error keeps `status`
 * and `response`, which callers branch on.
 */


class GitHubApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ {
    call;
    githubMessage;
    response;
    constructor(message, status, 
    /** "POST /repos/o/r/pulls" */
    call, 
    /** What GitHub said, in one line (its message and the errors' messages). */
    githubMessage, response) {
        super(message, "GITHUB_API", status);
        this.call = call;
        this.githubMessage = githubMessage;
        this.response = response;
        this.name = "GitHubApiError";
    }
}
const oneLine = (text, max = 300) => text.replace(/\s+/g, " ").trim().slice(0, max);
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", middot: "·" };
/** The few entities a page title holds ("Unicorn! &middot; GitHub"). */
function decodeEntities(text) {
    return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name) => {
        if (name.startsWith("#x") || name.startsWith("#X"))
            return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        if (name.startsWith("#"))
            return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name.toLowerCase()] ?? whole;
    });
}
/** What GitHub said, from a response body: JSON's message and errors, or an HTML page's title. */
function whatGitHubSaid(data) {
    if (typeof data === "object" && data !== null && "message" in data) {
        const body = data;
        const errors = Array.isArray(body.errors)
            ? body.errors.map((e) => typeof e === "object" && e !== null && "message" in e
                ? String(e.message)
                : typeof e === "string"
                    ? e
                    : JSON.stringify(e))
            : [];
        return oneLine([String(body.message), ...errors].filter(Boolean).join(": "));
    }
    if (typeof data === "string") {
        if (/<(!doctype|html|head|body)\b/i.test(data)) {
            const title = /<title[^>]*>([^<]*)<\/title>/i.exec(data)?.[1] ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(data)?.[1];
            return title ? `an HTML page ("${oneLine(decodeEntities(title), 80)}")` : "an HTML page";
        }
        return oneLine(data) || "no message";
    }
    return "no message";
}
/** The error a caller sees for a failed request (rate limits are named before this, in octokit.ts). */
function explainRequestError(error, options) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_)
        return error;
    const cause = error?.cause;
    if (cause instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_)
        return cause;
    const request = error?.request;
    const call = `${(request?.method ?? options.method ?? "GET").toUpperCase()} ${(0,_deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .pathOf */ .XM)(request?.url ?? options.url ?? "")}`;
    if (error instanceof Error && error.name === "TimeoutError")
        return new _deadline_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTimeoutError */ .Dr(call);
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    if (status === undefined)
        return error;
    const response = error.response;
    if (!response) {
        // No HTTP answer at all: the connection failed (octokit gives those status 500).
        const why = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
        return new GitHubApiError(`GitHub API ${call}: could not connect (${oneLine(why, 200)})`, status, call, oneLine(why));
    }
    const said = whatGitHubSaid(response.data);
    const hint = status >= 500 ? "; GitHub may be having trouble — try again later" : "";
    return new GitHubApiError(`GitHub API ${call}: HTTP ${status} ${said}${hint}`, status, call, said, response);
}
/** GitHub's own words for a failed request (for a message that names the call itself). */
function gitHubSaid(error) {
    if (error instanceof GitHubApiError)
        return error.githubMessage;
    return error instanceof Error ? error.message : String(error);
}


/***/ })

};
