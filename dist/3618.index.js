export const id = 3618;
export const ids = [3618];
export const modules = {

/***/ 8438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   wC: () => (/* binding */ execRemote)
/* harmony export */ });
/* unused harmony exports DEFAULT_SERVER_URL, authEnv, RemoteNotAllowedError, isTransientFailure, DEFAULT_DELAYS_MS */
/* harmony import */ var _remote_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27732);
/**
 * Commands that talk to a remote: credentials for that one command only, and
 * bounded retries with backoff when the failure looks like the network, not a
 * refusal (a rejected push is never retried here — push-branch.ts resolves it).
 */

const DEFAULT_SERVER_URL = "https://github.com";
const serverOf = (auth) => (auth.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/+$/, "");
/**
 * Credentials as environment-borne config (GIT_CONFIG_COUNT, git ≥ 2.31): the same
 * effect as `-c http.<server>/.extraheader=…`, but out of the process's argv and never
 * in .git/config, and scoped to the server so it goes nowhere else. The empty first
 * value resets any header inherited from config files; no credential helper runs.
 */
function authEnv(auth) {
    if (!auth)
        return {};
    const basic = Buffer.from(`${auth.username ?? "x-access-token"}:${auth.token}`, "utf8").toString("base64");
    const key = `http.${serverOf(auth)}/.extraheader`;
    return {
        GIT_CONFIG_COUNT: "3",
        GIT_CONFIG_KEY_0: key,
        GIT_CONFIG_VALUE_0: "",
        GIT_CONFIG_KEY_1: key,
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
        GIT_CONFIG_KEY_2: "credential.helper",
        GIT_CONFIG_VALUE_2: "",
    };
}
class RemoteNotAllowedError extends Error {
    remote;
    url;
    constructor(remote, url, server) {
        super(`remote ${remote} points to ${safeUrl(url)}, not to ${server}; Patchbay sends its token only to ${server} — check \`git remote -v\` and url.*.insteadOf in the repository's config`);
        this.remote = remote;
        this.url = url;
        this.name = "RemoteNotAllowedError";
    }
}
/** The remote a fetch/push/ls-remote talks to: its first argument that is not an option. */
function remoteArg(args) {
    return args.slice(1).find((a) => !a.startsWith("-"));
}
/**
 * Before a token goes out, the remote's URLs (after insteadOf rewriting, push URLs
 * included) must all be on the token's server: a repository whose config was
 * changed to point elsewhere, or at a local path whose receive-pack runs a
 * command, does not get it.
 */
async function assertRemoteOnServer(runner, args, auth) {
    const remote = remoteArg(args);
    if (!remote)
        return;
    const server = serverOf(auth);
    const urls = [];
    const isName = !remote.includes("/") && !remote.includes(":");
    if (isName) {
        for (const extra of [[], ["--push"]]) {
            const res = await runner.exec(["remote", "get-url", "--all", ...extra, remote], { allowAllExitCodes: true });
            urls.push(...res.stdout.split("\n").filter(Boolean));
        }
    }
    else {
        urls.push((await runner.exec(["ls-remote", "--get-url", remote])).stdout.trim());
    }
    for (const url of urls.length ? urls : [remote]) {
        if (url !== server && !url.startsWith(`${server}/`))
            throw new RemoteNotAllowedError(remote, url, server);
    }
}
/** stderr of failures worth retrying: the remote could not be reached or the transfer broke. */
const TRANSIENT = [
    /could not resolve host/i,
    /unable to access/i,
    /could not read from remote repository/i,
    /does not appear to be a git repository/i,
    /connection (reset|refused|timed out)/i,
    /operation timed out/i,
    /early eof/i,
    /the remote end hung up unexpectedly/i,
    /rpc failed/i,
    /(502|503|504) /,
    /\(timed out\)/,
];
function isTransientFailure(result) {
    if (result.exitCode === 0)
        return false;
    return TRANSIENT.some((re) => re.test(result.stderr));
}
const DEFAULT_DELAYS_MS = [1000, 3000, 9000];
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs a remote command; returns its last result (the caller judges a non-zero exit). */
async function execRemote(runner, args, auth, retry = {}, options = {}) {
    const remote = remoteArg(args);
    if (remote)
        await (0,_remote_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .assertNotRewritten */ .wB)(runner, remote);
    if (auth)
        await assertRemoteOnServer(runner, args, auth);
    const delays = retry.delaysMs ?? DEFAULT_DELAYS_MS;
    const sleep = retry.sleep ?? realSleep;
    for (let attempt = 1;; attempt++) {
        const result = await runner.exec(args, {
            ...options,
            allowAllExitCodes: true,
            // A stalled transfer (under 1 KB/s for a minute) fails and is retried instead of hanging the job.
            env: { GIT_HTTP_LOW_SPEED_LIMIT: "1000", GIT_HTTP_LOW_SPEED_TIME: "60", ...options.env, ...authEnv(auth) },
        });
        const delay = delays[attempt - 1];
        if (!isTransientFailure(result) || delay === undefined)
            return result;
        await retry.onRetry?.(attempt, result);
        await sleep(delay);
    }
}
/** A remote URL with any user:password@ part masked, for messages. */
function safeUrl(url) {
    return url.replace(/\/\/[^/@\s]*@/, "//***@");
}


/***/ }),

/***/ 27732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J1: () => (/* binding */ pinRemoteUrl),
/* harmony export */   wB: () => (/* binding */ assertNotRewritten)
/* harmony export */ });
/* unused harmony export RemoteRewrittenError */
class RemoteRewrittenError extends Error {
    url;
    key;
    constructor(url, key) {
        super(`refused to talk to ${maskUrl(url)}: the repository's config rewrites it (${key}); Patchbay pushes only to the URL pinned when the run started — remove the key with \`git config --unset-all ${key}\``);
        this.url = url;
        this.key = key;
        this.name = "RemoteRewrittenError";
    }
}
const maskUrl = (url) => url.replace(/\/\/[^/@\s]*@/, "//***@");
const isRemoteName = (remote) => !remote.includes("/") && !remote.includes(":");
/** The URL a push to `remote` goes to now (its push URL, else its URL); a URL is returned as is. */
async function pinRemoteUrl(runner, remote) {
    if (!isRemoteName(remote))
        return remote;
    const res = await runner.exec(["remote", "get-url", "--push", remote], { allowAllExitCodes: true });
    const url = res.stdout.trim().split("\n")[0];
    return res.exitCode === 0 && url ? url : remote;
}
/** The raw URLs a remote argument stands for (config values, before any rewriting). */
async function rawUrls(runner, remote) {
    if (!isRemoteName(remote))
        return [remote];
    const urls = [];
    for (const key of [`remote.${remote}.url`, `remote.${remote}.pushurl`]) {
        const res = await runner.exec(["config", "--null", "--get-all", key], { allowAllExitCodes: true });
        urls.push(...res.stdout.split("\0").filter(Boolean));
    }
    return urls;
}
/** Throws RemoteRewrittenError when an insteadOf/pushInsteadOf in the config would rewrite `remote`. */
async function assertNotRewritten(runner, remote) {
    const res = await runner.exec(["config", "--null", "--get-regexp", "^url\\..*\\.(insteadof|pushinsteadof)$"], {
        allowAllExitCodes: true,
    });
    const rules = res.stdout
        .split("\0")
        .filter(Boolean)
        .map((item) => {
        const nl = item.indexOf("\n");
        return { key: item.slice(0, nl), prefix: item.slice(nl + 1) };
    })
        .filter((r) => r.prefix !== "");
    if (rules.length === 0)
        return;
    for (const url of await rawUrls(runner, remote)) {
        const rule = rules.find((r) => url.startsWith(r.prefix));
        if (rule)
            throw new RemoteRewrittenError(url, rule.key);
    }
}


/***/ }),

/***/ 2892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ DEFAULT_IDENTITY),
  ho: () => (/* binding */ createGitRunner),
  QM: () => (/* binding */ patchbayDir),
  aB: () => (/* binding */ silentLog)
});

// UNUSED EXPORTS: GitCommandError

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(35767);
// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(37895);
// EXTERNAL MODULE: ./src/util/git-env.ts
var git_env = __webpack_require__(61138);
// EXTERNAL MODULE: ./src/util/program-path.ts
var program_path = __webpack_require__(42558);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/host-git.ts
var host_git = __webpack_require__(44841);
;// CONCATENATED MODULE: ./src/git/config-guard.ts
/**
 * Patchbay's git obeys Patchbay, not the repository (issue 13 §3). An allowed
 * command can write `.git/config`, an included file or the runner's global config;
 * none of that may make Patchbay's own git run a program, change what a checkpoint
 * holds, or send data elsewhere.
 *
 * - Global and system config are not read at all (GIT_CONFIG_GLOBAL=/dev/null,
 *   GIT_CONFIG_NOSYSTEM, GIT_ATTR_NOSYSTEM).
 * - Repository config cannot be switched off, so every key that names a program or
 *   a destination is overridden from the environment (GIT_CONFIG_COUNT/KEY/VALUE,
 *   the "command" scope, which beats every config file): fixed keys always, and the
 *   keys whose names the repository chooses (`filter.<driver>.clean`,
 *   `http.<url>.proxy`, …) as found by reading the effective config, re-read
 *   whenever one of its files changes.
 * - What cannot be overridden (`url.<base>.insteadOf` rewrites add up; an override
 *   never removes one) is refused where it matters, before a remote command
 *   (remote-guard.ts).
 */



/**
 * Keys whose middle part the repository names, and the value that makes each
 * harmless. A merge driver gets `false` (a conflict, so a replay falls back to a
 * new branch) rather than an empty command, which would "succeed" and drop theirs.
 */
const NAMED_KEYS = [
    { key: /^filter\..+\.(clean|smudge|process)$/, value: "" },
    { key: /^filter\..+\.required$/, value: "false" },
    { key: /^diff\..+\.(textconv|command)$/, value: "" },
    { key: /^merge\..+\.driver$/, value: "false" },
    { key: /^(http|remote)\..+\.proxy$/, value: "" },
    { key: /^http\..+\.(cookiefile|curloptresolve)$/, value: "" },
    { key: /^http\..+\.sslverify$/, value: "true" },
    { key: /^credential\..+\.helper$/, value: "" },
    { key: /^remote\..+\.receivepack$/, value: "git-receive-pack" },
    { key: /^remote\..+\.uploadpack$/, value: "git-upload-pack" },
    { key: /^remote\..+\.vcs$/, value: "" },
    { key: /^hook\..+\.command$/, value: "true" },
    { key: /^hook\..+\.enabled$/, value: "false" },
];
/** The override for one key the repository's config holds, if it needs one. */
function overrideFor(key) {
    const lower = key.toLowerCase();
    const hit = NAMED_KEYS.find((k) => k.key.test(lower));
    return hit ? [key, hit.value] : undefined;
}
class ConfigTamperedError extends Error {
    constructor(message) {
        super(`${message}; Patchbay's git stops here rather than work on another tree or without its guards`);
        this.name = "ConfigTamperedError";
    }
}
/** Reads the effective config (includes followed) with `env` (global and system already off). */
async function scanConfig(cwd, env) {
    const dir = await (0,host_git/* hostGit */.R)(cwd, ["rev-parse", "--absolute-git-dir", "--git-common-dir"], {
        cwd,
        env,
        timeoutMs: 30_000,
    });
    if (dir.exitCode !== 0)
        return null;
    const [gitDir = "", common = ""] = dir.stdout.trim().split("\n");
    const commonDir = external_node_path_default().resolve(cwd, common);
    const res = await (0,host_git/* hostGit */.R)(cwd, ["config", "--list", "--show-origin", "--null", "--includes"], {
        cwd,
        env,
        timeoutMs: 30_000,
    });
    const files = new Set([external_node_path_default().join(commonDir, "config"), external_node_path_default().join(gitDir, "config.worktree")]);
    const overrides = [];
    let worktree;
    const items = res.stdout.split("\0");
    for (let i = 0; i + 1 < items.length; i += 2) {
        const origin = items[i] ?? "";
        const entry = items[i + 1] ?? "";
        if (origin.startsWith("file:"))
            files.add(external_node_path_default().resolve(cwd, origin.slice(5)));
        const key = entry.split("\n", 1)[0] ?? "";
        if (key.toLowerCase() === "core.worktree")
            worktree = entry.slice(key.length + 1);
        const pair = overrideFor(key);
        if (pair)
            overrides.push(pair);
    }
    return { overrides, files: [...files], worktree };
}
/** A cheap identity of the config files' contents: size, times and inode of each. */
async function fingerprint(files) {
    const parts = await Promise.all(files.map(async (f) => {
        const s = await (0,promises_.stat)(f, { bigint: true }).catch(() => null);
        return s ? `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : "-";
    }));
    return parts.join("|");
}
/**
 * Keeps the overrides for one repository current: the config is read again only
 * when one of its files changed since the last read (a stat per file per call).
 */
class ConfigGuard {
    cwd;
    env;
    scanned = null;
    pinnedWorktree;
    print = "";
    constructor(cwd, env) {
        this.cwd = cwd;
        this.env = env;
    }
    async overrides() {
        if (this.scanned && (await fingerprint(this.scanned.files)) === this.print)
            return this.scanned.overrides;
        const scanned = await scanConfig(this.cwd, this.env);
        if (!scanned) {
            // Not a repository (yet): nothing to override. Once it was one, an unreadable config is not a pass.
            if (this.scanned === null)
                return [];
            throw new ConfigTamperedError(`git can no longer read the repository's config in ${this.cwd}`);
        }
        // core.worktree cannot be overridden for every call (temporary worktrees have their own): pinned instead.
        if (this.scanned === null)
            this.pinnedWorktree = scanned.worktree;
        else if (scanned.worktree !== this.pinnedWorktree)
            throw new ConfigTamperedError(`the repository's config changed core.worktree during the run (${this.pinnedWorktree ?? "unset"} → ${scanned.worktree ?? "unset"}); put it back with \`git config ${this.pinnedWorktree === undefined ? "--unset core.worktree" : `core.worktree ${this.pinnedWorktree}`}\``);
        this.print = await fingerprint(scanned.files);
        this.scanned = scanned;
        return scanned.overrides;
    }
}

;// CONCATENATED MODULE: ./src/git/runner.ts
/**
 * The one git runner (STYLE "create-pull-request"): every git call in Patchbay goes
 * through `GitRunner.exec(args, { allowAllExitCodes })` and gets `{ exitCode, stdout,
 * stderr }` back; the caller decides what a failure means.
 *
 * Every command runs with global and system config ignored and every repository
 * key that names a program or a destination overridden (config-guard.ts: hooks,
 * fsmonitor, filters, textconv, proxies, credential helpers…), no pager, no
 * prompts, a scrubbed environment and a fixed identity, so a runner with no
 * `user.email` still commits.
 */






/** The default author of checkpoints (DESIGN §2 `git.author_name` / `author_email`). */
const DEFAULT_IDENTITY = {
    name: "github-actions[bot]",
    email: "41898282+github-actions[bot]@users.noreply.github.com",
};
class GitCommandError extends Error {
    args;
    exitCode;
    stderr;
    cwd;
    constructor(args, exitCode, stderr, cwd) {
        super(`git ${args.join(" ")} failed (exit ${exitCode}) in ${cwd}: ${stderr.trim() || "no output"}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.cwd = cwd;
        this.name = "GitCommandError";
    }
}
function createGitRunner(options) {
    const identity = options.identity ?? DEFAULT_IDENTITY;
    const cwd = options.cwd;
    // What git starts by name (ssh, an editor, a hook's helper) is looked up outside the work tree too.
    const env = (0,program_path/* hostGitEnv */.io)({
        ...(0,util_env/* scrubbedEnv */.w)(options.baseEnv ?? process.env),
        GIT_TERMINAL_PROMPT: "0",
        GIT_PAGER: "cat",
        PAGER: "cat",
        GIT_EDITOR: "true",
        GIT_SSH_COMMAND: "ssh -o BatchMode=yes",
        // Parsed messages (rejections, network errors) are in English.
        LC_ALL: "C",
        LANGUAGE: "C",
        ...(0,git_env/* staticGitEnv */.IH)(),
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
    }, cwd);
    const guard = new ConfigGuard(cwd, env);
    // Looked up once: a git the agent plants on PATH later is never the one Patchbay runs.
    const program = (0,program_path/* gitProgram */.V0)(env, cwd);
    return {
        cwd,
        async exec(args, opts = {}) {
            // The repository's own keys first, then the caller's (credentials), which win.
            const guarded = (0,git_env/* mergeGitEnv */.e)(env, (0,git_env/* configEnv */._h)(await guard.overrides()));
            const res = await (0,exec/* exec */.m0)(program, args, {
                cwd: opts.cwd ?? cwd,
                env: opts.env ? (0,git_env/* mergeGitEnv */.e)(guarded, opts.env) : guarded,
                input: opts.input,
                timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? 10 * 60_000,
                maxOutputBytes: opts.maxOutputBytes ?? 64 * 1024 * 1024,
            });
            if (res.spawnError)
                throw new GitCommandError(args, -1, `git could not start: ${res.spawnError}`, cwd);
            const exitCode = res.exitCode ?? (res.timedOut ? 124 : 128);
            const stderr = res.timedOut ? `${res.stderr}\n(timed out)` : res.stderr;
            if (exitCode !== 0 && !opts.allowAllExitCodes)
                throw new GitCommandError(args, exitCode, stderr, opts.cwd ?? cwd);
            return { exitCode, stdout: res.stdout, stderr };
        },
        async spawn(args) {
            // A long-lived git (fast-import, cat-file) gets the same guarded environment as exec.
            const guarded = (0,git_env/* mergeGitEnv */.e)(env, (0,git_env/* configEnv */._h)(await guard.overrides()));
            return (0,external_node_child_process_.spawn)(program, args, { cwd, env: guarded, stdio: ["pipe", "pipe", "pipe"] });
        },
    };
}
/** Where Patchbay keeps its own files inside a repository: `<git dir>/patchbay`. */
async function patchbayDir(runner) {
    const res = await runner.exec(["rev-parse", "--absolute-git-dir"]);
    return `${res.stdout.trim()}/patchbay`;
}
const silentLog = { info: () => { }, warning: () => { } };


/***/ }),

/***/ 14329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ PATCHBAY_MARKER),
/* harmony export */   T: () => (/* binding */ hasPatchbayMarker)
/* harmony export */ });
/**
 * The hidden marker Patchbay puts in every comment and PR body it writes. The
 * trigger parser skips text carrying it (Patchbay never answers itself), and
 * the context reader leaves such comments out of what the model reads.
 */
/** Hidden marker Patchbay puts in every comment it writes; a comment carrying it is Patchbay's own. */
const PATCHBAY_MARKER = "<!-- patchbay -->";
const MARKER_PATTERN = /<!--\s*patchbay(?![\w-])[\s\S]*?-->/i;
function hasPatchbayMarker(text) {
    return MARKER_PATTERN.test(text);
}


/***/ }),

/***/ 96232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HM: () => (/* reexport */ SUPPORTED_EVENTS),
  ol: () => (/* reexport */ branchForPullRequest),
  Wf: () => (/* reexport */ commentTargetFor),
  g3: () => (/* reexport */ contextRequestFor),
  Q0: () => (/* reexport */ gateActorFor),
  _r: () => (/* reexport */ inferEventName),
  yA: () => (/* reexport */ parsePullRequest),
  uc: () => (/* reexport */ parseTrigger),
  Yh: () => (/* reexport */ reactableCommentFor),
  j_: () => (/* reexport */ readEvent),
  Xr: () => (/* reexport */ repoUrlFor),
  a2: () => (/* reexport */ stripPhrase)
});

;// CONCATENATED MODULE: ./src/github/trigger/error.ts
class TriggerError extends Error {
    code;
    eventName;
    file;
    constructor(message, code, eventName, file) {
        super(message);
        this.code = code;
        this.eventName = eventName;
        this.file = file;
        this.name = "TriggerError";
    }
}
/** Dotted path of a zod issue, with array indexes in brackets: `pull_request.head.repo`, `issue.labels[0].name`. */
function issuePath(path, prefix) {
    let out = prefix;
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out ? `.${String(key)}` : String(key);
    }
    return out || "(the payload itself)";
}
/**
 * A TriggerError naming the event and every field that is missing or of the wrong type,
 * so a truncated or hand-written event file can be fixed in one go.
 */
function malformedPayload(eventName, error, prefix = "") {
    const problems = error.issues.slice(0, 6).map((issue) => {
        const where = `\`${issuePath(issue.path, prefix)}\``;
        // zod reports an absent field as "expected X, received undefined".
        return /received undefined/.test(issue.message) ? `${where} is missing` : `${where}: ${issue.message}`;
    });
    const more = error.issues.length > 6 ? ` (and ${error.issues.length - 6} more)` : "";
    return new TriggerError(`The \`${eventName}\` event payload is not one Patchbay can read: ${problems.join("; ")}${more}. ` +
        `Check that the event file is a complete \`${eventName}\` webhook payload (GITHUB_EVENT_PATH, or --event for the CLI).`, "TRIGGER_MALFORMED_PAYLOAD", eventName);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
;// CONCATENATED MODULE: ./src/github/trigger/payloads.ts
/**
 * Zod schemas for the parts of webhook payloads Patchbay reads — and only those. Objects
 * are loose so fields GitHub adds (or GHES omits elsewhere) never break parsing; a field we
 * rely on that is missing is a TriggerError naming it.
 */

const userSchema = schemas/* looseObject */._H3({
    login: schemas/* string */.YjP(),
    id: schemas/* number */.aig(),
    type: schemas/* string */.YjP().optional(),
});
const repositorySchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    full_name: schemas/* string */.YjP(),
    owner: schemas/* looseObject */._H3({ login: schemas/* string */.YjP() }),
    default_branch: schemas/* string */.YjP(),
    html_url: schemas/* string */.YjP().optional(),
});
const labelSchema = schemas/* looseObject */._H3({ name: schemas/* string */.YjP() });
const issueSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig().int(),
    title: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
    labels: schemas/* array */.YOg(labelSchema).nullish(),
    /** Present (an object of URLs) when the "issue" is a pull request. */
    pull_request: schemas/* looseObject */._H3({ html_url: schemas/* string */.YjP().nullish() }).nullish(),
});
const branchEndSchema = schemas/* looseObject */._H3({
    ref: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP(),
    /** null when the head fork was deleted. */
    repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullable(),
});
const pullRequestSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig().int(),
    title: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
    draft: schemas/* boolean */.zMY().optional(),
    labels: schemas/* array */.YOg(labelSchema).nullish(),
    head: branchEndSchema,
    base: branchEndSchema.extend({ repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }) }),
});
const issueCommentSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
    user: userSchema,
    author_association: schemas/* string */.YjP().optional(),
});
const reviewCommentSchema = issueCommentSchema.extend({
    path: schemas/* string */.YjP(),
    diff_hunk: schemas/* string */.YjP(),
    commit_id: schemas/* string */.YjP().optional(),
    line: schemas/* number */.aig().nullish(),
    start_line: schemas/* number */.aig().nullish(),
    side: schemas/* string */.YjP().nullish(),
    in_reply_to_id: schemas/* number */.aig().optional(),
});
const reviewSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    submitted_at: schemas/* string */.YjP().nullish(),
    commit_id: schemas/* string */.YjP().nullish(),
    user: userSchema.nullable(),
    author_association: schemas/* string */.YjP().optional(),
});
/** `changes` on an `edited` action: what the body was before the edit. */
const changesSchema = schemas/* looseObject */._H3({ body: schemas/* looseObject */._H3({ from: schemas/* string */.YjP().nullish() }).optional() }).optional();
/** Every payload Patchbay acts on has these two; `sender` is absent only on `schedule`. */
const basePayloadSchema = schemas/* looseObject */._H3({
    action: schemas/* string */.YjP().optional(),
    repository: repositorySchema,
    sender: userSchema.optional(),
});
const issueCommentPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    issue: issueSchema,
    comment: issueCommentSchema,
    sender: userSchema,
});
const reviewCommentPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    pull_request: pullRequestSchema,
    comment: reviewCommentSchema,
    sender: userSchema,
});
const reviewPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    pull_request: pullRequestSchema,
    review: reviewSchema,
    sender: userSchema,
});
const issuesPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    issue: issueSchema,
    sender: userSchema,
    label: labelSchema.optional(),
    assignee: userSchema.nullish(),
    changes: changesSchema,
});
const pullRequestPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    pull_request: pullRequestSchema,
    sender: userSchema,
    label: labelSchema.optional(),
    assignee: userSchema.nullish(),
    changes: changesSchema,
});
const schedulePayloadSchema = basePayloadSchema.extend({ schedule: schemas/* string */.YjP() });
/** Dispatch inputs are strings on github.com, but a hand-written event file may hold anything. */
const looseRecord = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish();
const workflowDispatchPayloadSchema = basePayloadSchema.extend({
    inputs: looseRecord,
    ref: schemas/* string */.YjP().optional(),
});
const repositoryDispatchPayloadSchema = basePayloadSchema.extend({
    action: schemas/* string */.YjP(),
    branch: schemas/* string */.YjP().optional(),
    client_payload: looseRecord,
});

;// CONCATENATED MODULE: ./src/github/trigger/phrase.ts
/**
 * Finding the trigger phrase in Markdown text and cutting it out of the request.
 *
 * Rules (decided here, tested in test/github/trigger-phrase.test.ts):
 * - the phrase (default `@patchbay`) matches case-insensitively anywhere, as a whole word:
 *   not `@patchbay-dev`, `@patchbay_x`, `email@patchbay.io`, `@patchbay.io` or `@patchbay/team`;
 *   trailing punctuation (`@patchbay,` `@patchbay:` `@patchbay.`) is fine;
 * - the slash form (`/patchbay`) matches only at the start of a line (leading spaces allowed),
 *   like a chat command;
 * - nothing inside fenced code blocks, inline code, HTML comments or `>` quoted lines counts:
 *   quoting an earlier request in a reply, or showing the syntax in docs, must not re-trigger.
 */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
/** What may not touch the phrase on either side for it to be a word of its own. */
const BEFORE = String.raw `(?<![\w.+\-@/])`;
const AFTER = String.raw `(?![\w-]|[./@][\w])`;
/** The `@phrase` (anywhere) and `/phrase` (start of a line) patterns for a configured phrase. */
function phrasePatterns(phrase) {
    const name = phrase.replace(/^[@/]/, "");
    const patterns = [new RegExp(`${BEFORE}${escapeRegExp(phrase)}${AFTER}`, "gi")];
    if (name)
        patterns.push(new RegExp(`^[ \\t]*/${escapeRegExp(name)}${AFTER}`, "gim"));
    return patterns;
}
const blank = (text) => text.replace(/[^\n]/g, " ");
/**
 * The text with code, quotes and HTML comments blanked out. Same length and same line
 * breaks as the input, so indexes found in it are indexes into the original.
 */
function maskIgnored(text) {
    const lines = text.split("\n");
    let fence;
    const kept = lines.map((line) => {
        if (fence) {
            const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
            if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length)
                fence = undefined;
            return blank(line);
        }
        const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (open?.[1]) {
            fence = { char: open[1][0] ?? "`", length: open[1].length };
            return blank(line);
        }
        if (/^ {0,3}>/.test(line))
            return blank(line);
        return line;
    });
    return (kept
        .join("\n")
        .replace(/<!--[\s\S]*?(?:-->|$)/g, blank)
        // An inline code span: a run of backticks closed by a run of the same length.
        .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank));
}
/** Every live occurrence of the phrase (or its slash form), in text order. */
function findPhrase(text, phrase) {
    const masked = maskIgnored(text);
    const matches = [];
    for (const pattern of phrasePatterns(phrase)) {
        for (const m of masked.matchAll(pattern)) {
            // The slash pattern may include leading indentation; the match proper starts at the slash.
            const offset = m[0].search(/\S/);
            matches.push({ index: m.index + offset, length: m[0].length - offset });
        }
    }
    return matches.sort((a, b) => a.index - b.index);
}
/** The phrase as users see it in skip reasons: `@patchbay` (or `/patchbay` at the start of a line). */
function phraseHint(phrase) {
    const name = phrase.replace(/^[@/]/, "");
    return phrase.startsWith("/") ? phrase : `${phrase} (or /${name} at the start of a line)`;
}
function mentionsPhrase(text, phrase) {
    return text ? findPhrase(text, phrase).length > 0 : false;
}
/**
 * The text with every live phrase occurrence cut out, with the `:`/`,` and spaces right
 * after it: `@patchbay: fix it` → `fix it`, `please @patchbay fix it` → `please fix it`.
 * Code blocks and quotes stay as they are — they are context for the request.
 */
function stripPhrase(text, phrase) {
    let out = text;
    for (const match of findPhrase(text, phrase).reverse()) {
        let end = match.index + match.length;
        const rest = /^[:,]?[ \t]*/.exec(out.slice(end));
        end += rest ? rest[0].length : 0;
        let start = match.index;
        const lineStart = out.lastIndexOf("\n", start - 1) + 1;
        // A phrase that opened its line takes the indentation with it.
        if (/^[ \t]*$/.test(out.slice(lineStart, start)))
            start = lineStart;
        out = out.slice(0, start) + out.slice(end);
    }
    return out
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .trim();
}

;// CONCATENATED MODULE: ./src/github/trigger/common.ts



function skip(reason) {
    return { kind: "skip", reason };
}
/** Validate `payload` or throw a TriggerError naming the event and each missing field. */
function parsePayload(schema, eventName, payload) {
    const result = schema.safeParse(payload);
    if (!result.success)
        throw malformedPayload(eventName, result.error);
    return result.data;
}
/**
 * A pull request from the REST API (`GET /repos/{owner}/{repo}/pulls/{n}`), which has the
 * webhook's shape: for `pr-lookup` branch hints, after fetching the PR.
 */
function parsePullRequest(data) {
    return toPullRequest(parsePayload(pullRequestSchema, "pull_request", data));
}
function toActor(user) {
    const type = user.type === "Bot" || /\[bot\]$/i.test(user.login) ? "Bot" : "User";
    return { login: user.login, id: user.id, type };
}
function toRepository(repo) {
    return {
        owner: repo.owner.login,
        name: repo.name,
        fullName: repo.full_name,
        defaultBranch: repo.default_branch,
        ...(repo.html_url ? { url: repo.html_url } : {}),
    };
}
function toPullRequest(pr) {
    const headRepo = pr.head.repo?.full_name ?? null;
    return {
        number: pr.number,
        headRef: pr.head.ref,
        headSha: pr.head.sha,
        headRepo,
        baseRef: pr.base.ref,
        baseSha: pr.base.sha,
        baseRepo: pr.base.repo.full_name,
        // A deleted head repository counts as a fork: there is nowhere we may push.
        isFork: headRepo === null || headRepo.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
        draft: pr.draft ?? false,
    };
}
/** Same-repository PRs are worked on in place; fork PRs only ever get a patch (DESIGN §5). */
function branchForPullRequest(pr) {
    return pr.isFork ? { kind: "fork", sha: pr.headSha, headRepo: pr.headRepo } : { kind: "existing", name: pr.headRef };
}
function issueSource(issue) {
    const isPr = issue.pull_request != null;
    return {
        kind: isPr ? "pr" : "issue",
        number: issue.number,
        title: issue.title,
        body: issue.body ?? "",
        url: (isPr ? issue.pull_request?.html_url : undefined) ?? issue.html_url,
    };
}
function prSource(pr) {
    return { kind: "pr", number: pr.number, title: pr.title, body: pr.body ?? "", url: pr.html_url };
}
/** The request for label/assign flows and bare summons: the issue or PR itself. */
function titleAndBody(title, body, phrase) {
    const rest = body ? stripPhrase(body, phrase) : "";
    return rest ? `${title}\n\n${rest}` : title;
}
function labelNames(labels) {
    return (labels ?? []).map((l) => l.name);
}
function includesName(list, name) {
    return list.some((item) => item.toLowerCase() === name.toLowerCase());
}
const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
function isOwnLogin(ctx, login) {
    return ctx.botLogin !== undefined && bare(ctx.botLogin) === bare(login);
}
/**
 * Why this sender may not trigger a run, or undefined when it may: Patchbay's own events
 * never do (no loops), other bots only when listed in `trigger.allowed_bots` (`*` for all).
 * The collaborator-permission check comes later, in the permission gate.
 */
function senderRefusal(ctx, actor) {
    if (isOwnLogin(ctx, actor.login))
        return `the event was caused by Patchbay itself (${actor.login})`;
    if (actor.type !== "Bot")
        return undefined;
    const allowed = ctx.config.trigger.allowed_bots;
    if (allowed.includes("*") || allowed.some((b) => bare(b) === bare(actor.login)))
        return undefined;
    return `\`${actor.login}\` is a bot; list it in trigger.allowed_bots to let it trigger Patchbay`;
}
function listOrNone(items) {
    return items.length ? items.map((i) => `\`${i}\``).join(", ") : "none";
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/github/trigger/event-file.ts
/**
 * Reading GITHUB_EVENT_PATH (or the CLI's `--event FILE`). Every failure names the event
 * and the file, and says which of the usual mistakes it is: no file, an empty file, text
 * that is not JSON, or JSON cut off part-way (a truncated download or copy-paste).
 */


/**
 * True when `text` ends inside a string or with brackets still open: JSON that was cut
 * short, as opposed to JSON with a typo in the middle. Our own scan, because V8's wording
 * for the two cases differs between Node versions.
 */
function looksTruncated(text) {
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (const ch of text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (ch === "\\")
                escaped = true;
            else if (ch === '"')
                inString = false;
        }
        else if (ch === '"')
            inString = true;
        else if (ch === "{" || ch === "[")
            depth++;
        else if (ch === "}" || ch === "]")
            depth--;
    }
    return inString || depth > 0;
}
function fail(message, eventName, path) {
    return new TriggerError(message, "TRIGGER_EVENT_FILE", eventName, path);
}
/** The parsed event payload at `path`; a TriggerError (code TRIGGER_EVENT_FILE) if it cannot be read. */
async function readEvent(path, eventName) {
    const what = `the \`${eventName}\` event file ${path}`;
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
        if (code === "ENOENT")
            throw fail(`Cannot read ${what}: it does not exist. In a workflow GITHUB_EVENT_PATH points at it; for a local run pass --event with an existing file (see examples/events/).`, eventName, path);
        if (code === "EISDIR")
            throw fail(`Cannot read ${what}: it is a directory, not a JSON file.`, eventName, path);
        throw fail(`Cannot read ${what}: ${error instanceof Error ? error.message : String(error)}.`, eventName, path);
    }
    if (text.trim() === "")
        throw fail(`${capital(what)} is empty; it should hold the event's JSON payload.`, eventName, path);
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        if (looksTruncated(text))
            throw fail(`${capital(what)} is cut short (${text.length} characters, the JSON ends before its last object closes): ${detail}. Re-download or re-copy the whole payload.`, eventName, path);
        throw fail(`${capital(what)} is not valid JSON: ${detail}.`, eventName, path);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw fail(`${capital(what)} holds ${Array.isArray(parsed) ? "an array" : String(parsed === null ? "null" : typeof parsed)}; an event payload is a JSON object.`, eventName, path);
    return { ...parsed };
}
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

;// CONCATENATED MODULE: ./src/github/trigger/event-name.ts
/**
 * The event name for a payload file given without one (`patchbay run --event FILE`):
 * GitHub puts the name in GITHUB_EVENT_NAME, not in the payload, so a local run
 * infers it from the payload's shape. `--event-name` overrides.
 */

const shape = schemas/* looseObject */._H3({
    comment: schemas/* unknown */.L5J().optional(),
    review: schemas/* unknown */.L5J().optional(),
    issue: schemas/* unknown */.L5J().optional(),
    pull_request: schemas/* unknown */.L5J().optional(),
    schedule: schemas/* unknown */.L5J().optional(),
    inputs: schemas/* unknown */.L5J().optional(),
    client_payload: schemas/* unknown */.L5J().optional(),
    action: schemas/* unknown */.L5J().optional(),
    workflow_run: schemas/* unknown */.L5J().optional(),
});
function inferEventName(payload) {
    const parsed = shape.safeParse(payload);
    if (!parsed.success)
        return undefined;
    const p = parsed.data;
    if (p.comment !== undefined && p.issue !== undefined)
        return "issue_comment";
    if (p.comment !== undefined && p.pull_request !== undefined)
        return "pull_request_review_comment";
    if (p.review !== undefined && p.pull_request !== undefined)
        return "pull_request_review";
    if (p.issue !== undefined)
        return "issues";
    if (p.pull_request !== undefined)
        return "pull_request";
    if (p.workflow_run !== undefined)
        return "workflow_run";
    if (p.schedule !== undefined)
        return "schedule";
    if (p.client_payload !== undefined)
        return "repository_dispatch";
    if (p.inputs !== undefined)
        return "workflow_dispatch";
    return undefined;
}

;// CONCATENATED MODULE: ./src/github/trigger/from-trigger.ts
/** Undefined for schedules, whose payload names nobody: there is no one to check. */
function gateActorFor(t) {
    if (!t.actor)
        return undefined;
    return { owner: t.repository.owner, repo: t.repository.name, actor: t.actor.login, actorType: t.actor.type };
}
/** Undefined for tasks and ad-hoc prompts without an issue or PR around them. */
function contextRequestFor(t) {
    const number = t.source.number;
    if (t.source.kind === "task" || number === undefined)
        return undefined;
    const c = t.comment;
    return {
        owner: t.repository.owner,
        repo: t.repository.name,
        kind: t.source.kind,
        number,
        triggerTime: t.time,
        triggerCommentId: c?.id,
        reviewComment: c?.kind === "review_comment" && c.path && c.diffHunk
            ? { path: c.path, diffHunk: c.diffHunk, line: c.line }
            : undefined,
    };
}
/** Review comments are answered in their thread (replies go to the thread's first comment). */
function commentTargetFor(t) {
    const number = t.pullRequest?.number ?? t.source.number;
    if (number === undefined)
        return undefined;
    const owner = t.repository.owner;
    const repo = t.repository.name;
    if (t.comment?.kind === "review_comment") {
        return { kind: "review_thread", owner, repo, pullNumber: number, replyTo: t.comment.inReplyToId ?? t.comment.id };
    }
    return { kind: "issue", owner, repo, issueNumber: number };
}
function reactableCommentFor(t) {
    return t.comment ? { kind: t.comment.kind, id: t.comment.id } : undefined;
}
/** `https://github.com/o/r` (or the GHES host), for commit and branch links. */
function repoUrlFor(t, serverUrl = "https://github.com") {
    return t.repository.url ?? `${serverUrl.replace(/\/+$/, "")}/${t.repository.owner}/${t.repository.name}`;
}

// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(14329);
;// CONCATENATED MODULE: ./src/github/trigger/comments.ts
/**
 * Comment-shaped triggers: `issue_comment`, `pull_request_review_comment` and
 * `pull_request_review`. A comment triggers when it is new, is not Patchbay's own, comes
 * from a permitted sender and mentions the phrase outside code and quotes.
 *
 * A bare phrase (`@patchbay` and nothing else) on an issue means "work on this issue": the
 * request becomes the issue's title and body. On a PR there is no such obvious task, so a
 * bare phrase is skipped with a hint to say what to do.
 */




/** Skip reasons for comment actions other than `created` / `submitted`. */
function commentActionSkip(ctx, noun, action, wanted) {
    if (action === wanted)
        return undefined;
    if (action === "edited")
        return skip(`the ${noun} was edited; edits do not re-trigger Patchbay — write a new comment instead`);
    if (action === "deleted")
        return skip(`the ${noun} was deleted`);
    return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
}
/**
 * The checks every comment-like trigger shares; returns the request text or a skip.
 * Order matters: Patchbay's own comments are recognised before anything else so that the
 * progress comment (which may quote the request) can never start a run.
 */
function commentRequest(ctx, c) {
    if ((0,marker/* hasPatchbayMarker */.T)(c.body))
        return { skip: skip(`the ${c.noun} is Patchbay's own (it carries the ${marker/* PATCHBAY_MARKER */.Q} marker)`) };
    const refusal = senderRefusal(ctx, toActor(c.sender));
    if (refusal)
        return { skip: skip(refusal) };
    if (findPhrase(c.body, ctx.phrase).length === 0)
        return { skip: skip(`no ${phraseHint(ctx.phrase)} in the ${c.noun}`) };
    const request = stripPhrase(c.body, ctx.phrase);
    if (request)
        return { request };
    if (c.source.kind === "issue")
        return { request: titleAndBody(c.source.title ?? "", c.source.body, ctx.phrase) };
    return {
        skip: skip(`the ${c.noun} only says ${ctx.phrase}; add what to do, e.g. \`${ctx.phrase} fix the failing test\``),
    };
}
function fromIssueComment(ctx, payload, action) {
    const notCreated = commentActionSkip(ctx, "comment", action, "created");
    if (notCreated)
        return notCreated;
    const p = parsePayload(issueCommentPayloadSchema, ctx.eventName, payload);
    const source = issueSource(p.issue);
    const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "comment", source });
    if ("skip" in result)
        return result.skip;
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: toActor(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: toRepository(p.repository),
        comment: {
            kind: "issue_comment",
            id: p.comment.id,
            url: p.comment.html_url,
            createdAt: p.comment.created_at,
            updatedAt: p.comment.updated_at,
            body: p.comment.body,
            ...(p.comment.author_association ? { authorAssociation: p.comment.author_association } : {}),
        },
        // The issue_comment payload has no PR heads; the run fetches the PR to pick the branch.
        branch: source.kind === "pr"
            ? { kind: "pr-lookup", number: p.issue.number }
            : { kind: "new", from: p.repository.default_branch },
        time: p.comment.created_at,
    };
    return { kind: "trigger", trigger };
}
function fromReviewComment(ctx, payload, action) {
    const notCreated = commentActionSkip(ctx, "review comment", action, "created");
    if (notCreated)
        return notCreated;
    const p = parsePayload(reviewCommentPayloadSchema, ctx.eventName, payload);
    const source = prSource(p.pull_request);
    const result = commentRequest(ctx, { sender: p.sender, body: p.comment.body, noun: "review comment", source });
    if ("skip" in result)
        return result.skip;
    const pullRequest = toPullRequest(p.pull_request);
    const c = p.comment;
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: toActor(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: toRepository(p.repository),
        pullRequest,
        comment: {
            kind: "review_comment",
            id: c.id,
            url: c.html_url,
            createdAt: c.created_at,
            updatedAt: c.updated_at,
            body: c.body,
            path: c.path,
            diffHunk: c.diff_hunk,
            ...(c.author_association ? { authorAssociation: c.author_association } : {}),
            ...(c.line != null ? { line: c.line } : {}),
            ...(c.start_line != null ? { startLine: c.start_line } : {}),
            ...(c.side ? { side: c.side } : {}),
            ...(c.commit_id ? { commitId: c.commit_id } : {}),
            ...(c.in_reply_to_id !== undefined ? { inReplyToId: c.in_reply_to_id } : {}),
        },
        branch: branchForPullRequest(pullRequest),
        time: c.created_at,
    };
    return { kind: "trigger", trigger };
}
function fromReview(ctx, payload, action) {
    const notSubmitted = commentActionSkip(ctx, "review", action, "submitted");
    if (notSubmitted)
        return notSubmitted;
    const p = parsePayload(reviewPayloadSchema, ctx.eventName, payload);
    const source = prSource(p.pull_request);
    const body = p.review.body ?? "";
    const result = commentRequest(ctx, { sender: p.sender, body, noun: "review", source });
    if ("skip" in result)
        return result.skip;
    const pullRequest = toPullRequest(p.pull_request);
    const time = p.review.submitted_at ?? ctx.now.toISOString();
    const trigger = {
        eventName: ctx.eventName,
        action,
        actor: toActor(p.sender),
        request: result.request,
        via: "phrase",
        automation: false,
        source,
        repository: toRepository(p.repository),
        pullRequest,
        comment: {
            kind: "review",
            id: p.review.id,
            url: p.review.html_url,
            createdAt: time,
            updatedAt: time,
            body,
            ...(p.review.author_association ? { authorAssociation: p.review.author_association } : {}),
            ...(p.review.commit_id ? { commitId: p.review.commit_id } : {}),
        },
        branch: branchForPullRequest(pullRequest),
        time,
    };
    return { kind: "trigger", trigger };
}

;// CONCATENATED MODULE: ./src/github/trigger/items.ts
/**
 * Issue- and PR-shaped triggers: `issues` and `pull_request` (also `pull_request_target`,
 * which carries the same payload). They trigger when
 * - `opened` / `reopened` / `ready_for_review` (PRs): the body mentions the phrase, or the
 *   item already carries a trigger label;
 * - `edited`: the edit *added* the phrase to the body (an edit of an old request must not
 *   re-run it; `changes.body.from` tells what the body was);
 * - `labeled`: the added label is in `trigger.labels`;
 * - `assigned`: the assignee is in `trigger.assignees`.
 * The request is the body without the phrase, or the title and body when that is empty.
 *
 * GitHub sends `opened` *and* `labeled` for an issue created with a label; a workflow that
 * listens to both should use a `concurrency` group per issue (the later run continues on
 * the same branch).
 */




const ISSUE_ACTIONS = ["opened", "edited", "labeled", "assigned"];
const PR_ACTIONS = ["opened", "reopened", "ready_for_review", "edited", "labeled", "assigned"];
/** How the item triggers, or why it does not. */
function decide(ctx, item) {
    const { labels, assignees } = ctx.config.trigger;
    const mentioned = mentionsPhrase(item.body, ctx.phrase);
    switch (item.action) {
        case "opened":
        case "reopened":
        case "ready_for_review": {
            if (mentioned)
                return { via: "phrase" };
            const label = item.labels.find((l) => includesName(labels, l));
            if (label)
                return { via: "label" };
            return {
                skip: `no ${phraseHint(ctx.phrase)} in the ${item.noun} body and no trigger label on it (its labels: ${listOrNone(item.labels)}; trigger.labels: ${listOrNone(labels)})`,
            };
        }
        case "edited":
            if (!mentioned)
                return { skip: `the edited ${item.noun} body has no ${phraseHint(ctx.phrase)}` };
            if (item.bodyBefore === undefined)
                return { skip: `the ${item.noun} was edited but its body did not change` };
            if (mentionsPhrase(item.bodyBefore, ctx.phrase))
                return {
                    skip: `the ${item.noun} was edited but ${ctx.phrase} was already there; edits do not re-trigger Patchbay`,
                };
            return { via: "phrase" };
        case "labeled":
            if (item.label !== undefined && includesName(labels, item.label))
                return { via: "label" };
            return { skip: `label \`${item.label ?? "?"}\` is not a trigger label (trigger.labels: ${listOrNone(labels)})` };
        case "assigned":
            if (item.assignee !== undefined && includesName(assignees, item.assignee))
                return { via: "assignee" };
            return {
                skip: `the ${item.noun} was assigned to \`${item.assignee ?? "?"}\`, not to one of trigger.assignees (${listOrNone(assignees)})`,
            };
        default:
            return { skip: `action \`${item.action}\` of \`${ctx.eventName}\` is not one Patchbay acts on` };
    }
}
function build(ctx, b) {
    // A body with the marker was written by Patchbay (its own PR): opening or editing it is
    // never a request. Someone labelling or assigning it afterwards is, and goes on below.
    if (!["labeled", "assigned"].includes(b.item.action) && (0,marker/* hasPatchbayMarker */.T)(b.item.body))
        return skip(`the ${b.item.noun} is Patchbay's own (its body carries the ${marker/* PATCHBAY_MARKER */.Q} marker)`);
    const actor = toActor(b.sender);
    const refusal = senderRefusal(ctx, actor);
    if (refusal)
        return skip(refusal);
    const decision = decide(ctx, b.item);
    if ("skip" in decision)
        return skip(decision.skip);
    const stripped = decision.via === "phrase" ? stripPhrase(b.item.body, ctx.phrase) : "";
    const trigger = {
        eventName: ctx.eventName,
        action: b.item.action,
        actor,
        request: stripped || titleAndBody(b.item.title, b.item.body, ctx.phrase),
        via: decision.via,
        automation: false,
        source: b.source,
        repository: b.repository,
        ...(b.pullRequest ? { pullRequest: b.pullRequest } : {}),
        branch: b.branch,
        time: b.item.action === "opened" ? b.item.createdAt : b.item.updatedAt,
    };
    return { kind: "trigger", trigger };
}
function fromIssues(ctx, payload, action) {
    if (!ISSUE_ACTIONS.includes(action))
        return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
    const p = parsePayload(issuesPayloadSchema, ctx.eventName, payload);
    const source = issueSource(p.issue);
    return build(ctx, {
        sender: p.sender,
        item: {
            noun: "issue",
            action,
            title: p.issue.title,
            body: p.issue.body ?? "",
            labels: labelNames(p.issue.labels),
            ...(p.label ? { label: p.label.name } : {}),
            ...(p.assignee ? { assignee: p.assignee.login } : {}),
            ...(p.changes?.body ? { bodyBefore: p.changes.body.from } : {}),
            createdAt: p.issue.created_at,
            updatedAt: p.issue.updated_at,
        },
        source,
        branch: source.kind === "pr"
            ? { kind: "pr-lookup", number: p.issue.number }
            : { kind: "new", from: p.repository.default_branch },
        repository: toRepository(p.repository),
    });
}
function fromPullRequest(ctx, payload, action) {
    if (!PR_ACTIONS.includes(action))
        return skip(`action \`${action}\` of \`${ctx.eventName}\` is not one Patchbay acts on`);
    const p = parsePayload(pullRequestPayloadSchema, ctx.eventName, payload);
    const pullRequest = toPullRequest(p.pull_request);
    return build(ctx, {
        sender: p.sender,
        item: {
            noun: "pull request",
            action,
            title: p.pull_request.title,
            body: p.pull_request.body ?? "",
            labels: labelNames(p.pull_request.labels),
            ...(p.label ? { label: p.label.name } : {}),
            ...(p.assignee ? { assignee: p.assignee.login } : {}),
            ...(p.changes?.body ? { bodyBefore: p.changes.body.from } : {}),
            createdAt: p.pull_request.created_at,
            updatedAt: p.pull_request.updated_at,
        },
        source: prSource(p.pull_request),
        pullRequest,
        branch: branchForPullRequest(pullRequest),
        repository: toRepository(p.repository),
    });
}

;// CONCATENATED MODULE: ./src/github/trigger/tasks.ts
/**
 * Triggers whose request comes from the workflow rather than from a person's text:
 * `schedule` (cron matched to `tasks.*.schedule`), `workflow_dispatch` (inputs `task` /
 * `prompt`), `repository_dispatch` (client_payload `task` / `prompt`), and automation mode —
 * a `prompt` or `task` action input on any other event.
 *
 * A missing request is a skip (the workflow may run Patchbay conditionally); a task name
 * that is not in the config, or both a prompt and a task, is a TriggerError — someone asked
 * for something that cannot be done, and the run must say so.
 */





const tasks_text = (value) => typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
/** `prompt`/`task` from one place (action inputs, dispatch inputs, client_payload); blanks count as absent. */
function pickInputs(from) {
    const prompt = tasks_text(from?.prompt);
    const task = tasks_text(from?.task);
    return { ...(prompt ? { prompt } : {}), ...(task ? { task } : {}) };
}
const given = (inputs) => inputs.prompt !== undefined || inputs.task !== undefined;
function configuredTasks(ctx) {
    return listOrNone(Object.keys(ctx.config.tasks));
}
function resolve(ctx, inputs, where) {
    if (inputs.prompt !== undefined && inputs.task !== undefined)
        throw new TriggerError(`Both a prompt and a task (\`${inputs.task}\`) were given in ${where}; give one of them.`, "TRIGGER_CONFLICTING_INPUTS", ctx.eventName);
    if (inputs.prompt !== undefined)
        return { via: "prompt", request: inputs.prompt };
    if (inputs.task === undefined)
        return undefined;
    const task = ctx.config.tasks[inputs.task];
    if (!task)
        throw new TriggerError(`Task \`${inputs.task}\` (from ${where}) is not in the config. Configured tasks: ${configuredTasks(ctx)}. ` +
            `Add it under \`tasks:\` in .github/patchbay.yml or use one of those names.`, "TRIGGER_UNKNOWN_TASK", ctx.eventName);
    return { via: "task", task: inputs.task, request: task.prompt };
}
/** A trigger with no issue or PR around it: a named task or an ad-hoc prompt. */
function taskTrigger(ctx, t) {
    const source = t.requested.via === "task" ? { kind: "task", task: t.requested.task } : { kind: "task" };
    const trigger = {
        eventName: ctx.eventName,
        ...(t.action ? { action: t.action } : {}),
        ...(t.payload.sender ? { actor: toActor(t.payload.sender) } : {}),
        request: t.requested.request,
        via: t.requested.via,
        automation: true,
        source,
        repository: toRepository(t.payload.repository),
        branch: { kind: "new", from: t.from ?? t.payload.repository.default_branch },
        time: ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}
const normalizeCron = (cron) => cron.trim().split(/\s+/).join(" ");
function fromSchedule(ctx, payload, inputs) {
    const p = parsePayload(schedulePayloadSchema, ctx.eventName, payload);
    const explicit = resolve(ctx, inputs, "the action inputs");
    if (explicit)
        return taskTrigger(ctx, { requested: explicit, payload: p });
    const cron = normalizeCron(p.schedule);
    const entries = Object.entries(ctx.config.tasks);
    const matching = entries.filter(([, task]) => task.schedule !== undefined && normalizeCron(task.schedule) === cron);
    const [first, second] = matching;
    if (!first) {
        const schedules = entries.filter(([, t]) => t.schedule).map(([name, t]) => `${name}: \`${t.schedule}\``);
        return skip(`no task in the config has schedule \`${p.schedule}\` (scheduled tasks: ${schedules.length ? schedules.join(", ") : "none"})`);
    }
    if (second)
        throw new TriggerError(`Schedule \`${p.schedule}\` matches several tasks (${listOrNone(matching.map(([name]) => name))}); ` +
            `give each task its own cron string, or pass \`task\` as an action input.`, "TRIGGER_AMBIGUOUS_SCHEDULE", ctx.eventName);
    const [name, task] = first;
    return taskTrigger(ctx, { requested: { via: "task", task: name, request: task.prompt }, payload: p });
}
function fromWorkflowDispatch(ctx, payload, inputs) {
    const p = parsePayload(workflowDispatchPayloadSchema, ctx.eventName, payload);
    // Action inputs (`with:`) win as a whole over the dispatch form's inputs.
    const [chosen, where] = given(inputs)
        ? [inputs, "the action inputs"]
        : [pickInputs(p.inputs), "the workflow_dispatch inputs"];
    const requested = resolve(ctx, chosen, where);
    if (!requested)
        return skip(`workflow_dispatch was run without a \`task\` or \`prompt\` input (configured tasks: ${configuredTasks(ctx)})`);
    const from = p.ref?.replace(/^refs\/(heads|tags)\//, "");
    return taskTrigger(ctx, { requested, payload: p, ...(from ? { from } : {}) });
}
function fromRepositoryDispatch(ctx, payload, inputs) {
    const p = parsePayload(repositoryDispatchPayloadSchema, ctx.eventName, payload);
    const [chosen, where] = given(inputs)
        ? [inputs, "the action inputs"]
        : [pickInputs(p.client_payload), "client_payload"];
    const requested = resolve(ctx, chosen, where);
    if (!requested)
        return skip(`repository_dispatch \`${p.action}\` has no client_payload.prompt or client_payload.task (configured tasks: ${configuredTasks(ctx)})`);
    return taskTrigger(ctx, { requested, payload: p, action: p.action, ...(p.branch ? { from: p.branch } : {}) });
}
/** Automation mode needs only the repository; an issue or PR, when present, is where the work goes. */
const automationPayloadSchema = basePayloadSchema.extend({
    issue: issueSchema.optional(),
    pull_request: pullRequestSchema.optional(),
    comment: schemas/* looseObject */._H3({ body: schemas/* string */.YjP().nullish() }).nullish(),
});
/** The issue or PR an automation event is about, if any. */
function workPlace(p) {
    if (p.pull_request) {
        const pullRequest = toPullRequest(p.pull_request);
        return { source: prSource(p.pull_request), branch: branchForPullRequest(pullRequest), pullRequest };
    }
    if (!p.issue)
        return undefined;
    const source = issueSource(p.issue);
    const branch = source.kind === "pr"
        ? { kind: "pr-lookup", number: p.issue.number }
        : { kind: "new", from: p.repository.default_branch };
    return { source, branch };
}
/**
 * Any event with a `prompt` or `task` action input. Nothing about the event is checked except
 * that Patchbay did not cause it itself — a run reacting to its own comment or PR would loop.
 * Returns undefined when no such input was given.
 */
function fromAutomation(ctx, payload, inputs) {
    const requested = resolve(ctx, inputs, "the action inputs");
    if (!requested)
        return undefined;
    const p = parsePayload(automationPayloadSchema, ctx.eventName, payload);
    if (p.sender && isOwnLogin(ctx, p.sender.login))
        return skip(`the event was caused by Patchbay itself (${p.sender.login}); skipping to avoid a loop`);
    if (p.comment?.body && (0,marker/* hasPatchbayMarker */.T)(p.comment.body))
        return skip(`the comment is Patchbay's own (it carries the ${marker/* PATCHBAY_MARKER */.Q} marker); skipping to avoid a loop`);
    const place = workPlace(p);
    if (!place)
        return taskTrigger(ctx, { requested, payload: p, ...(p.action ? { action: p.action } : {}) });
    const { pullRequest, branch } = place;
    const source = requested.via === "task" ? { ...place.source, task: requested.task } : place.source;
    const trigger = {
        eventName: ctx.eventName,
        ...(p.action ? { action: p.action } : {}),
        ...(p.sender ? { actor: toActor(p.sender) } : {}),
        request: requested.request,
        via: requested.via,
        automation: true,
        source,
        repository: toRepository(p.repository),
        ...(pullRequest ? { pullRequest } : {}),
        branch,
        time: ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}

;// CONCATENATED MODULE: ./src/github/trigger/workflow-run.ts
/**
 * `workflow_run` → a CI-fix trigger (DESIGN flow "CI fix"): a completed run that
 * failed, of a workflow named in `ci_fix.workflows`. Where the work goes:
 * - a pull request of this repository (`workflow_run.pull_requests`): its head branch;
 * - a pull request from a fork (GitHub leaves `pull_requests` empty for those; the head
 *   repository tells): never pushed, a patch is posted (`fork` branch hint);
 * - no pull request, on a branch in `ci_fix.branches`: a new branch and a pull request
 *   against the failed branch; any other branch is skipped.
 * No actor is gated: the request comes from the repository's own configuration, and the
 * pusher may well be Patchbay itself (that is what the loop guard is for).
 */



const prEndSchema = schemas/* looseObject */._H3({
    ref: schemas/* string */.YjP(),
    sha: schemas/* string */.YjP(),
    repo: schemas/* looseObject */._H3({ url: schemas/* string */.YjP().optional(), name: schemas/* string */.YjP().optional() }).nullish(),
});
const workflowRunSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    name: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    head_branch: schemas/* string */.YjP().nullable(),
    head_sha: schemas/* string */.YjP(),
    event: schemas/* string */.YjP().optional(),
    status: schemas/* string */.YjP().nullable().optional(),
    conclusion: schemas/* string */.YjP().nullable(),
    run_attempt: schemas/* number */.aig().optional(),
    updated_at: schemas/* string */.YjP().optional(),
    pull_requests: schemas/* array */.YOg(schemas/* looseObject */._H3({ number: schemas/* number */.aig(), head: prEndSchema, base: prEndSchema })).default([]),
    head_repository: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullish(),
    repository: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).optional(),
});
const workflowRunPayloadSchema = basePayloadSchema.extend({
    workflow_run: workflowRunSchema,
    workflow: schemas/* looseObject */._H3({ name: schemas/* string */.YjP().optional(), path: schemas/* string */.YjP().optional() }).nullish(),
});
function fromWorkflowRun(ctx, payload, action) {
    const p = parsePayload(workflowRunPayloadSchema, ctx.eventName, payload);
    const run = p.workflow_run;
    const name = run.name || p.workflow?.name || "";
    const listed = ctx.config.ci_fix.workflows;
    if (action !== "completed")
        return skip(`workflow_run is ${action}, not completed`);
    if (run.conclusion !== "failure")
        return skip(`workflow "${name}" concluded ${run.conclusion ?? "without a conclusion"}, not failure`);
    if (!includesName(listed, name))
        return skip(`workflow "${name}" is not in ci_fix.workflows (listed: ${listOrNone(listed)})`);
    const repository = toRepository(p.repository);
    const headRepo = run.head_repository?.full_name ?? null;
    const isFork = headRepo !== null && headRepo.toLowerCase() !== repository.fullName.toLowerCase();
    const branch = run.head_branch ?? "";
    const pr = run.pull_requests[0];
    const ci = {
        runId: run.id,
        runUrl: run.html_url,
        workflow: name,
        headSha: run.head_sha,
        headBranch: branch,
        headRepo,
        isFork,
    };
    let source;
    let hint;
    if (isFork) {
        source = { kind: "task", task: "ci-fix" };
        hint = { kind: "fork", sha: run.head_sha, headRepo };
    }
    else if (pr) {
        source = { kind: "pr", number: pr.number };
        hint = { kind: "existing", name: pr.head.ref };
    }
    else if (includesName(ctx.config.ci_fix.branches, branch)) {
        source = { kind: "task", task: `ci-fix-${branch.replace(/[^A-Za-z0-9._-]+/g, "-")}` };
        hint = { kind: "new", from: branch };
    }
    else {
        return skip(`workflow "${name}" failed on ${branch || "a detached head"}, which has no pull request and is not in ci_fix.branches (listed: ${listOrNone(ctx.config.ci_fix.branches)})`);
    }
    const trigger = {
        eventName: ctx.eventName,
        action,
        request: ciFixRequest(name, branch, run.head_sha, pr?.number),
        via: "task",
        automation: true,
        source,
        repository,
        branch: hint,
        ciFix: ci,
        time: run.updated_at ?? ctx.now.toISOString(),
    };
    return { kind: "trigger", trigger };
}
function ciFixRequest(workflow, branch, sha, pr) {
    const where = pr ? `pull request #${pr} (branch ${branch})` : `branch ${branch}`;
    return (`The "${workflow}" workflow failed on ${where} at ${sha.slice(0, 7)}. Find the cause from the failed jobs ` +
        "and logs in the context below, fix the code (not the tests' expectations, unless they are what is wrong), " +
        "run the failing check locally if you can, and finish with attempt_completion saying what was wrong and what you changed. " +
        "Do not edit workflow files to make the failure go away.");
}

;// CONCATENATED MODULE: ./src/github/trigger/parse.ts
/**
 * GitHub event → Trigger (DESIGN §1 "trigger", §6). A pure function of the event name, the
 * payload, the config and the action inputs: it decides whether Patchbay should act, and on
 * what, without calling GitHub. Anything not worth acting on is a `skip` with a reason for
 * the log; a payload it cannot read is a TriggerError.
 *
 * Precedence: `schedule` / `workflow_dispatch` / `repository_dispatch` always take their
 * request from the workflow; on any other event a `prompt` or `task` action input turns on
 * automation mode (no phrase needed); otherwise the event's own rules apply.
 *
 * The request text:
 * - a comment or review: its text with the phrase cut out (phrase.ts); a bare
 *   phrase on an issue means the issue's title and body, on a PR it is skipped with a hint;
 * - an issue or PR body with the phrase: the body without it, or the title and body if
 *   nothing else is left; a label or assignee trigger: the title and body;
 * - a task: its `prompt` from the config; a prompt input or client_payload.prompt: as given.
 */







/** Events with an `action`, by name. `pull_request_target` carries the `pull_request` payload. */
const HANDLERS = {
    issue_comment: fromIssueComment,
    pull_request_review_comment: fromReviewComment,
    pull_request_review: fromReview,
    issues: fromIssues,
    pull_request: fromPullRequest,
    pull_request_target: fromPullRequest,
    workflow_run: fromWorkflowRun,
};
/** Every event name parseTrigger understands (a local run tells an event file's name by these). */
const SUPPORTED_EVENTS = [
    ...Object.keys(HANDLERS),
    "schedule",
    "workflow_dispatch",
    "repository_dispatch",
];
const actionSchema = schemas/* looseObject */._H3({ action: schemas/* string */.YjP() });
function parseTrigger(input) {
    const { eventName, payload, config } = input;
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
        throw new TriggerError(`The \`${eventName}\` event payload is not a JSON object (got ${payload === null ? "null" : Array.isArray(payload) ? "an array" : typeof payload}).`, "TRIGGER_MALFORMED_PAYLOAD", eventName);
    const ctx = {
        eventName,
        config,
        phrase: config.trigger.phrase,
        ...(input.botLogin ? { botLogin: input.botLogin } : {}),
        now: input.now ?? new Date(),
    };
    const inputs = pickInputs(input.inputs ? { ...input.inputs } : undefined);
    switch (eventName) {
        case "schedule":
            return fromSchedule(ctx, payload, inputs);
        case "workflow_dispatch":
            return fromWorkflowDispatch(ctx, payload, inputs);
        case "repository_dispatch":
            return fromRepositoryDispatch(ctx, payload, inputs);
    }
    const automated = fromAutomation(ctx, payload, inputs);
    if (automated)
        return automated;
    const handler = HANDLERS[eventName];
    if (!handler)
        return skip(`event \`${eventName}\` is not one Patchbay acts on`);
    const { action } = parsePayload(actionSchema, eventName, payload);
    return handler(ctx, payload, action);
}

;// CONCATENATED MODULE: ./src/github/trigger/index.ts
/**
 * The trigger room's one door: turn a webhook event (or a CLI event file) into
 * a Trigger — who asked, on what, for which branch — or a reason to skip, and
 * map a Trigger to the inputs of the API calls that follow. Everything else in
 * this folder is how that parsing is done; the rest of src/ imports from here.
 */








/***/ })

};
