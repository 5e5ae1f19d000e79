export const id = 603;
export const ids = [603];
export const modules = {

/***/ 8438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   wC: () => (/* binding */ execRemote)
/* harmony export */ });
/* unused harmony exports DEFAULT_SERVER_URL, authEnv, RemoteNotAllowedError, isTransientFailure, DEFAULT_DELAYS_MS */
/* harmony import */ var _remote_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7732);
/**
 * Commands that talk to a remote: credentials for that one command only, and
 * bounded retries with backoff when the failure looks like the network, not a
 * refusal (a rejected push is never retried here — push.ts resolves it).
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
    const basic = Buffer.from(`x-access-token:${auth.token}`, "utf8").toString("base64");
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

/***/ 7732:
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
  iR: () => (/* binding */ GitCommandError),
  ho: () => (/* binding */ createGitRunner),
  QM: () => (/* binding */ patchbayDir),
  aB: () => (/* binding */ silentLog)
});

// UNUSED EXPORTS: DEFAULT_IDENTITY

// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(5767);
// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(7895);
// EXTERNAL MODULE: ./src/util/git-env.ts
var git_env = __webpack_require__(1138);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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
    const dir = await (0,exec/* exec */.m)("git", ["rev-parse", "--absolute-git-dir", "--git-common-dir"], {
        cwd,
        env,
        timeoutMs: 30_000,
    });
    if (dir.exitCode !== 0)
        return null;
    const [gitDir = "", common = ""] = dir.stdout.trim().split("\n");
    const commonDir = external_node_path_default().resolve(cwd, common);
    const res = await (0,exec/* exec */.m)("git", ["config", "--list", "--show-origin", "--null", "--includes"], {
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
    const env = {
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
    };
    const cwd = options.cwd;
    const guard = new ConfigGuard(cwd, env);
    return {
        cwd,
        async exec(args, opts = {}) {
            // The repository's own keys first, then the caller's (credentials), which win.
            const guarded = (0,git_env/* mergeGitEnv */.e)(env, (0,git_env/* configEnv */._h)(await guard.overrides()));
            const res = await (0,exec/* exec */.m)("git", args, {
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
    };
}
/** Where Patchbay keeps its own files inside a repository: `<git dir>/patchbay`. */
async function patchbayDir(runner) {
    const res = await runner.exec(["rev-parse", "--absolute-git-dir"]);
    return `${res.stdout.trim()}/patchbay`;
}
const silentLog = { info: () => { }, warning: () => { } };


/***/ }),

/***/ 8753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bp: () => (/* binding */ mentionsPhrase),
/* harmony export */   J4: () => (/* binding */ phraseHint),
/* harmony export */   Qe: () => (/* binding */ PATCHBAY_MARKER),
/* harmony export */   To: () => (/* binding */ hasPatchbayMarker),
/* harmony export */   a2: () => (/* binding */ stripPhrase),
/* harmony export */   n: () => (/* binding */ findPhrase)
/* harmony export */ });
/* unused harmony export maskIgnored */
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
/** Hidden marker Patchbay puts in every comment it writes; a comment carrying it is Patchbay's own. */
const PATCHBAY_MARKER = "<!-- patchbay -->";
const MARKER_PATTERN = /<!--\s*patchbay(?![\w-])[\s\S]*?-->/i;
function hasPatchbayMarker(text) {
    return MARKER_PATTERN.test(text);
}
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


/***/ })

};
