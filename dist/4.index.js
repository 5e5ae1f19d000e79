export const id = 4;
export const ids = [4];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   yj: () => (/* binding */ positive)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42784);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/**
 * Thin wrapper over node:util parseArgs: `--help`/`-h` prints the command's usage
 * (every command gets it for free), an unknown flag gets "did you mean", and any
 * other parse error becomes a UsageError.
 */



/** Exit code 0 tells main() to print the message on stdout: help is an answer, not an error. */
const HELP_EXIT = 0;
/** `positionals: false`: a command that takes only flags refuses a stray word, naming it. */
function parse(argv, options, usage, opts = {}) {
    if (wantsHelp(argv))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`usage: ${usage}`, HELP_EXIT);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${explain(e, options)}\nusage: ${usage}`, 2);
    }
    if (opts.positionals === false && parsed.positionals.length)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument "${parsed.positionals[0]}"\nusage: ${usage}`, 2);
    return parsed;
}
/** A flag's whole number from `min` to `max` (`fallback` when absent); `why` says where the bound comes from. */
function wholeNumber(value, flag, range) {
    if (value === undefined)
        return range.fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < range.min || n > range.max)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a whole number from ${range.min} to ${range.max}${range.why ? ` (${range.why})` : ""}, got "${value}"`, 2);
    return n;
}
/** A flag's positive number, or undefined when it was not given. */
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** `--help` or `-h` before a `--` that ends the options. */
function wantsHelp(argv) {
    const end = argv.indexOf("--");
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
function explain(error, options) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '(-{1,2}[^'=]+)/.exec(message)?.[1];
    if (!unknown)
        return message;
    const flags = Object.keys(options).map((name) => `--${name}`);
    const guess = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(unknown, flags);
    return `unknown option ${unknown}${guess ? ` — did you mean ${guess}?` : ""}`;
}


/***/ }),

/***/ 90004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   branchesCommand: () => (/* binding */ branchesCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9437);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23368);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/**
 * `patchbay branches [--prune]`: Patchbay's local work branches (`patchbay/…`), with
 * what each holds that no other branch does, and — with --prune — the ones that
 * hold nothing of their own deleted (merged, or never used), their saved sessions
 * with them. The checked-out branch and a branch with work found nowhere else are
 * never deleted.
 */




const USAGE = `patchbay branches [--prune] [--repo DIR]

Lists Patchbay's local work branches (patchbay/…): for each, the commits found on no
other branch, its last commit and whether it is checked out.
  --prune     delete the branches that hold nothing of their own (merged, or empty)
              and their saved sessions; never the checked-out one
  --repo DIR  the repository (default: the current directory)`;
const PREFIX = "refs/heads/patchbay/";
async function git(runner, args) {
    return (await runner.exec(args)).stdout.trim();
}
async function workBranches(runner) {
    const current = (await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true })).stdout.trim();
    const refs = (await git(runner, ["for-each-ref", "--format=%(refname)", "refs/heads", "refs/remotes"]))
        .split("\n")
        .filter(Boolean);
    const lines = (await git(runner, ["for-each-ref", "--format=%(refname)%09%(committerdate:short)%09%(subject)", PREFIX]))
        .split("\n")
        .filter(Boolean);
    const out = [];
    for (const line of lines) {
        const [ref = "", date = "", subject = ""] = line.split("\t");
        const others = refs.filter((r) => r !== ref && !r.startsWith(PREFIX));
        const own = Number(await git(runner, ["rev-list", "--count", ref, "--not", ...others, "--"]));
        out.push({ name: ref.slice("refs/heads/".length), own, date, subject, current: ref === current });
    }
    return out;
}
const branchesCommand = async (argv, io) => {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(argv, { prune: { type: "boolean" }, repo: { type: "string" } }, USAGE, {
        positionals: false,
    });
    const repo = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.repo ?? ".");
    const runner = (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitRunner */ .ho)({ cwd: repo, baseEnv: io.env });
    const inside = await runner
        .exec(["rev-parse", "--is-inside-work-tree"], { allowAllExitCodes: true })
        .catch(() => null);
    if (inside?.exitCode !== 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${repo} is not a git repository (use --repo DIR)`, 1);
    const branches = await workBranches(runner);
    if (branches.length === 0) {
        io.stdout("no Patchbay work branches (patchbay/…) here\n");
        return 0;
    }
    const spare = branches.filter((b) => b.own === 0 && !b.current);
    if (values.prune) {
        for (const b of spare) {
            await runner.exec(["branch", "-D", b.name]);
            await runner.exec(["update-ref", "-d", `refs/patchbay/state/${b.name}`], { allowAllExitCodes: true });
            io.stdout(`deleted ${b.name} (${b.subject ? `last: ${b.subject}` : "empty"})\n`);
        }
        const kept = branches.length - spare.length;
        io.stdout(`${spare.length} deleted, ${kept} kept (work found on no other branch${kept && branches.some((b) => b.current) ? ", or checked out" : ""})\n`);
        return 0;
    }
    const width = Math.max(...branches.map((b) => b.name.length));
    for (const b of branches) {
        const held = b.own === 0 ? "nothing of its own" : `${b.own} commit${b.own === 1 ? "" : "s"} only here`;
        io.stdout(`${b.current ? "*" : " "} ${b.name.padEnd(width)}  ${held.padEnd(22)}  ${b.date}  ${b.subject}\n`);
    }
    if (spare.length)
        io.stdout(`\n${spare.length} hold${spare.length === 1 ? "s" : ""} nothing of ${spare.length === 1 ? "its" : "their"} own: patchbay branches --prune deletes ${spare.length === 1 ? "it" : "them"}\n`);
    return 0;
};


/***/ }),

/***/ 9437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ DEFAULT_IDENTITY),
  iR: () => (/* binding */ GitCommandError),
  ho: () => (/* binding */ createGitRunner),
  QM: () => (/* binding */ patchbayDir)
});

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
;// CONCATENATED MODULE: ./src/git/config-overrides.ts
/**
 * Patchbay's git obeys Patchbay, not the repository (docs/decisions/0010-containment.md). An allowed
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
 *   (push/pinned-remote.ts).
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
class ConfigOverrides {
    cwd;
    env;
    scanned = null;
    pinnedWorktree;
    print = "";
    reading;
    constructor(cwd, env) {
        this.cwd = cwd;
        this.env = env;
    }
    async overrides() {
        if (this.scanned && (await fingerprint(this.scanned.files)) === this.print)
            return this.scanned.overrides;
        // Commands started at once share one read of the config.
        this.reading ??= this.read().finally(() => {
            this.reading = undefined;
        });
        return this.reading;
    }
    async read() {
        for (let attempt = 1;; attempt++) {
            // The files as they were before git read them: a change while it read is noticed below.
            const known = this.scanned?.files;
            const before = known ? await fingerprint(known) : undefined;
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
            const after = await fingerprint(scanned.files);
            // The same files as before (the usual case): one look at them says both.
            const now = known && known.join("\0") !== scanned.files.join("\0") ? await fingerprint(known) : after;
            const moved = known !== undefined && before !== now;
            this.scanned = scanned;
            // Changed while git read it: these overrides may predate the change, so they are read again
            // now (a few times at most) and, if still moving, again at the next command.
            this.print = moved ? "" : after;
            if (!moved || attempt >= 3)
                return scanned.overrides;
        }
    }
}

;// CONCATENATED MODULE: ./src/git/runner.ts
/**
 * The one git runner, after create-pull-request's git command manager: every git call in Patchbay goes
 * through `GitRunner.exec(args, { allowAllExitCodes })` and gets `{ exitCode, stdout,
 * stderr }` back; the caller decides what a failure means.
 *
 * Every command runs with global and system config ignored and every repository
 * key that names a program or a destination overridden (config-overrides.ts: hooks,
 * fsmonitor, filters, textconv, proxies, credential helpers…), no pager, no
 * prompts, a scrubbed environment and a fixed identity, so a runner with no
 * `user.email` still commits.
 */






/** The default author of checkpoints (config `git.author_name` / `author_email` override it). */
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
        ...(0,util_env/* scrubbedEnv */.wS)(options.baseEnv ?? process.env),
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
    const guard = new ConfigOverrides(cwd, env);
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
/** How the git layer reports what the engine should know (a warning it should show). */


/***/ }),

/***/ 35767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TE: () => (/* binding */ isSafeName),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   wS: () => (/* binding */ scrubbedEnv)
/* harmony export */ });
/**
 * Environments for child processes (docs/decisions/0008-secrets-never-leave.md). Tool subprocesses and stdio MCP
 * servers start from an allow-list of harmless variables, never from
 * process.env: GITHUB_TOKEN, provider keys, ACTIONS_* runtime and OIDC tokens and
 * INPUT_* stay in Patchbay's process unless a config entry passes a value on purpose.
 */
/** Variables a shell and common toolchains need to work, and nothing that grants access. */
const SAFE_NAMES = [
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "SHELL",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_CTYPE",
    "TERM",
    "TZ",
    "TMPDIR",
    "TEMP",
    "TMP",
    "CI",
    "GITHUB_ACTIONS",
    "GITHUB_WORKSPACE",
    "GITHUB_REPOSITORY",
    "GITHUB_SHA",
    "GITHUB_REF",
    "RUNNER_OS",
    "RUNNER_ARCH",
    "RUNNER_TEMP",
    "NODE_OPTIONS",
    "NODE_EXTRA_CA_CERTS",
    "SSL_CERT_FILE",
    "JAVA_HOME",
    "GOPATH",
    "GOROOT",
    "CARGO_HOME",
    "RUSTUP_HOME",
    "PYENV_ROOT",
    "VIRTUAL_ENV",
    "NVM_DIR",
    "XDG_CACHE_HOME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
];
/**
 * Names whose values are secrets, by what the name says the value is — a whole
 * word of it, never a part of a word: GIT_AUTHOR_NAME holds a name (AUTHOR is not
 * AUTH), XDG_SESSION_TYPE a word. These are never passed to a child by accident and
 * are redacted wherever they appear. Values that look like credentials whatever
 * their name (secrets/credential-values.ts) and values a config passes to a server
 * (config/expand.ts) are redacted too. (INPUT_* and ACTIONS_* are kept from
 * children by the allow-list above; only the secret ones among them are redacted,
 * so an input such as `dry_run: false` is not masked in every comment.)
 */
const SECRET_WORDS = new Set(["TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "APIKEY", "AUTH", "COOKIE"]);
/** Two words that together name a key: API_KEY, PRIVATE_KEY, ACCESS_KEY (AWS_SECRET_ACCESS_KEY, AWS_ACCESS_KEY_ID). */
const KEY_PAIRS = new Set(["API_KEY", "PRIVATE_KEY", "ACCESS_KEY", "SIGNING_KEY", "ENCRYPTION_KEY", "CLIENT_KEY"]);
function isSecretName(name) {
    const words = name
        .toUpperCase()
        .split(/[^A-Z0-9]+/)
        .filter(Boolean);
    return words.some((word, i) => SECRET_WORDS.has(word) || (i > 0 && KEY_PAIRS.has(`${words[i - 1]}_${word}`)));
}
/** The harmless variables (PATH, HOME, LANG, …): a config passing one to a server passes nothing secret. */
function isSafeName(name) {
    return SAFE_NAMES.includes(name);
}
/**
 * The environment for a subprocess: the safe subset of `from`, plus `extra`
 * exactly as given (a config entry's `env:` passes values on purpose).
 */
function scrubbedEnv(from, extra = {}) {
    const env = {};
    for (const name of SAFE_NAMES) {
        const value = from[name];
        if (value !== undefined && !isSecretName(name))
            env[name] = value;
    }
    return { ...env, ...extra };
}


/***/ }),

/***/ 37895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ BoundedBuffer),
/* harmony export */   I1: () => (/* binding */ holdOpen),
/* harmony export */   m0: () => (/* binding */ exec)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one way Patchbay runs a subprocess (docs/decisions/0020-one-exec.md). The child gets the
 * environment the caller passes — nothing inherited by accident — runs in its own
 * process group, and on timeout or abort the whole group dies (SIGTERM, then
 * SIGKILL), so a `sleep 1000 &` in a tool command cannot outlive the call.
 * Output is kept bounded: head and tail, with the count of bytes dropped.
 */

/**
 * Whether a child and its pipes keep Node's event loop running: a long-lived child
 * waiting for work (git fast-import, the sandbox's standby) must not keep a CLI run
 * that forgot to close it from exiting. The pipes are sockets, though typed as streams.
 */
function holdOpen(child, on) {
    for (const target of [child, child.stdin, child.stdout, child.stderr]) {
        const handle = target;
        on ? handle.ref?.() : handle.unref?.();
    }
}
/** Keeps the first and last `max/2` bytes of a stream. */
class BoundedBuffer {
    max;
    head = [];
    headLen = 0;
    tail = [];
    tailLen = 0;
    dropped = 0;
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        const half = Math.floor(this.max / 2);
        if (this.headLen < half) {
            const take = chunk.subarray(0, half - this.headLen);
            this.head.push(take);
            this.headLen += take.length;
            chunk = chunk.subarray(take.length);
        }
        if (chunk.length === 0)
            return;
        this.tail.push(chunk);
        this.tailLen += chunk.length;
        const limit = this.max - half;
        while (this.tailLen > limit) {
            const first = this.tail[0];
            const excess = this.tailLen - limit;
            if (first.length <= excess) {
                this.tail.shift();
                this.tailLen -= first.length;
                this.dropped += first.length;
            }
            else {
                this.tail[0] = first.subarray(excess);
                this.tailLen -= excess;
                this.dropped += excess;
            }
        }
    }
    toString() {
        const head = Buffer.concat(this.head).toString("utf8");
        const tail = Buffer.concat(this.tail).toString("utf8");
        if (this.dropped === 0)
            return head + tail;
        return `${head}\n[… ${this.dropped} bytes cut from the middle …]\n${tail}`;
    }
}
/** How long output may still arrive after the child exited (a detached descendant may never close the pipe). */
const EXIT_GRACE_MS = 1000;
function exec(command, args, options) {
    const max = options.maxOutputBytes ?? 1024 * 1024;
    return new Promise((resolve) => {
        const out = new BoundedBuffer(max);
        const err = new BoundedBuffer(max);
        let timedOut = false;
        let aborted = false;
        let settled = false;
        const child = options.start?.() ??
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
                cwd: options.cwd,
                env: options.env,
                detached: true, // own process group, so we can kill the whole tree
                stdio: ["pipe", "pipe", "pipe"],
            });
        const killGroup = () => {
            if (child.pid === undefined)
                return;
            try {
                process.kill(-child.pid, "SIGTERM");
            }
            catch {
                // already gone
            }
            setTimeout(() => {
                try {
                    if (child.pid !== undefined)
                        process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // already gone
                }
            }, 2000).unref();
        };
        const timer = options.timeoutMs && options.timeoutMs > 0
            ? setTimeout(() => {
                timedOut = true;
                killGroup();
            }, options.timeoutMs)
            : undefined;
        const onAbort = () => {
            aborted = true;
            killGroup();
        };
        if (options.signal?.aborted)
            onAbort();
        else
            options.signal?.addEventListener("abort", onAbort, { once: true });
        child.stdout.on("data", (chunk) => {
            out.push(chunk);
            options.onOutput?.(chunk.toString("utf8"), "stdout");
        });
        child.stderr.on("data", (chunk) => {
            err.push(chunk);
            options.onOutput?.(chunk.toString("utf8"), "stderr");
        });
        child.stdin.on("error", () => {
            // the child may exit before reading its input; that is its business
        });
        if (options.input !== undefined)
            child.stdin.end(options.input);
        else
            child.stdin.end();
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            if (timer)
                clearTimeout(timer);
            options.signal?.removeEventListener("abort", onAbort);
            // Orphans left in the group (a backgrounded `sleep`) die with the call.
            if (child.pid !== undefined) {
                try {
                    process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // group already empty
                }
            }
            resolve({
                exitCode: null,
                signal: null,
                stdout: out.toString(),
                stderr: err.toString(),
                timedOut,
                aborted,
                truncatedBytes: out.dropped + err.dropped,
                ...result,
            });
        };
        child.on("error", (e) => finish({ spawnError: `${e.code ?? "error"}: ${e.message}` }));
        child.on("close", (code, signal) => finish({ exitCode: code, signal }));
        // A process that left its group (setsid, a daemon) can hold stdout open after the
        // child exited, and "close" would never come: after the exit and a short grace
        // for the last output, stop listening and return.
        child.on("exit", (code, signal) => {
            setTimeout(() => {
                if (settled)
                    return;
                child.stdout.destroy();
                child.stderr.destroy();
                finish({ exitCode: code, signal });
            }, EXIT_GRACE_MS).unref();
        });
    });
}


/***/ }),

/***/ 61138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IH: () => (/* binding */ staticGitEnv),
/* harmony export */   _h: () => (/* binding */ configEnv),
/* harmony export */   e: () => (/* binding */ mergeGitEnv)
/* harmony export */ });
/**
 * The environment every git Patchbay runs gets, whoever runs it (the git layer,
 * config loading, the read-only file tools): global and system config and
 * attributes are not read, and the keys that name a program or a destination are
 * overridden through GIT_CONFIG_COUNT/KEY/VALUE (the "command" scope, which beats
 * every config file). Keys whose names a repository chooses are added by
 * git/config-overrides.ts.
 */
/**
 * Keys overridden on every call: hooks, fsmonitor, pagers and editors, credential
 * helpers, external diff, signing (gpg is a program), proxies and DNS overrides,
 * submodule recursion (it runs git under another repository's config).
 */
const FIXED_OVERRIDES = [
    ["core.hooksPath", "/dev/null"],
    ["core.fsmonitor", "false"],
    ["core.useBuiltinFSMonitor", "false"],
    ["core.pager", "cat"],
    ["core.editor", "true"],
    ["sequence.editor", "true"],
    ["core.askPass", ""],
    ["core.attributesFile", "/dev/null"],
    ["core.excludesFile", "/dev/null"],
    ["core.alternateRefsCommand", ""],
    ["credential.helper", ""],
    ["diff.external", ""],
    ["commit.gpgSign", "false"],
    ["tag.gpgSign", "false"],
    ["push.gpgSign", "false"],
    ["log.showSignature", "false"],
    ["http.proxy", ""],
    ["http.cookieFile", ""],
    ["http.curloptResolve", ""],
    ["http.sslVerify", "true"],
    ["protocol.ext.allow", "never"],
    ["submodule.recurse", "false"],
    ["push.recurseSubmodules", "no"],
    ["fetch.recurseSubmodules", "false"],
];
/** Environment for every git Patchbay runs, before any repository is read. */
function staticGitEnv() {
    return {
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_ATTR_NOSYSTEM: "1",
        // Read before config: an empty askpass or git-proxy command is "none".
        GIT_ASKPASS: "",
        SSH_ASKPASS: "",
        GIT_PROXY_COMMAND: "",
        // No remote helpers (ext::, fd::, vcs helpers named in config): the transports Patchbay uses.
        GIT_ALLOW_PROTOCOL: "file:git:http:https:ssh",
        ...configEnv(FIXED_OVERRIDES),
    };
}
/** Pairs as GIT_CONFIG_COUNT/KEY_n/VALUE_n. */
function configEnv(pairs) {
    const env = { GIT_CONFIG_COUNT: String(pairs.length) };
    pairs.forEach(([key, value], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return env;
}
/** The GIT_CONFIG_* pairs an environment carries. */
function pairsOf(env) {
    const count = Number.parseInt(env?.GIT_CONFIG_COUNT ?? "0", 10) || 0;
    const pairs = [];
    for (let i = 0; i < count; i++)
        pairs.push([env?.[`GIT_CONFIG_KEY_${i}`] ?? "", env?.[`GIT_CONFIG_VALUE_${i}`] ?? ""]);
    return pairs;
}
/** `extra` over `base`, with both sets of GIT_CONFIG pairs kept (extra's last, so they win). */
function mergeGitEnv(base, extra) {
    const pairs = [...pairsOf(base), ...pairsOf(extra)];
    const merged = { ...base, ...extra };
    for (const name of Object.keys(merged))
        if (/^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+)$/.test(name))
            delete merged[name];
    return { ...merged, ...configEnv(pairs) };
}


/***/ }),

/***/ 44841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ hostGit)
/* harmony export */ });
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37895);
/* harmony import */ var _git_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61138);
/* harmony import */ var _program_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42558);
/**
 * Patchbay's own git on the host for the one-off commands outside the git runner
 * (config loading, preflight, fork safety, the read-only file tools): the git
 * binary, and what git starts by name, come from outside the work tree
 * (program-path.ts), and no hook, fsmonitor, pager or helper a config names runs
 * (staticGitEnv). The git runner (git/runner.ts) does the same for its own calls.
 */



/** `root` is the work tree; `options.env` the (scrubbed) environment the call starts from. */
function hostGit(root, args, options) {
    return (0,_exec_js__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m0)((0,_program_path_js__WEBPACK_IMPORTED_MODULE_1__/* .gitProgram */ .V0)(options.env, root), args, {
        ...options,
        env: (0,_program_path_js__WEBPACK_IMPORTED_MODULE_1__/* .hostGitEnv */ .io)({ ...options.env, ...(0,_git_env_js__WEBPACK_IMPORTED_MODULE_2__/* .staticGitEnv */ .IH)() }, root),
    });
}


/***/ }),

/***/ 42558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V0: () => (/* binding */ gitProgram),
/* harmony export */   dW: () => (/* binding */ hostProgram),
/* harmony export */   io: () => (/* binding */ hostGitEnv),
/* harmony export */   y4: () => (/* binding */ hostPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Which file a program name starts, for the programs Patchbay runs on the host
 * (its own git and what git starts: ssh, an editor, a hook's helpers; the
 * sandbox's way in). PATH is the user's, and a workflow often puts a directory of
 * the work tree on it (`echo "$PWD/node_modules/.bin" >> $GITHUB_PATH`) — a
 * directory the agent writes to. A `git` or `nsenter` it plants there would run
 * on the host, outside the sandbox, the next time the name is looked up. So
 * entries that are relative (resolved against the working directory: the work
 * tree) or inside the work tree — as written, or once symlinks are followed — are
 * left out, and so is a program whose file is a symlink into the work tree.
 *
 * Node's spawn and execvp have no way to skip PATH entries; `which` (npm) finds
 * the same file they would, so it does not help either.
 */


/** The real path of `p`, following symlinks as far as the path exists. */
function real(p) {
    const rest = [];
    let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p);
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(at), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at);
            if (parent === at)
                return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(at));
            at = parent;
        }
    }
}
/** Whether a path is in the work tree, as written or once symlinks are followed. */
function inTree(workTree) {
    const roots = [...new Set([node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workTree), real(workTree)])];
    return (p) => {
        const forms = [node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p), real(p)];
        return forms.some((f) => roots.some((r) => f === r || f.startsWith(`${r}/`)));
    };
}
/** Where programs are when nothing of PATH is left: an empty PATH would have spawn look in the working directory. */
const FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin";
/**
 * Answers already worked out, by PATH and work tree: every launch and file-tool call
 * asks again, and each answer costs a few system calls per PATH entry. An answer
 * outside the work tree stays right for the run: the agent writes only inside it.
 */
const known = new Map();
/** PATH without relative entries and entries in the work tree (never empty). */
function hostPath(pathValue, workTree) {
    const key = `path\0${pathValue ?? ""}\0${workTree}`;
    const cached = known.get(key);
    if (cached !== undefined)
        return cached;
    const inside = inTree(workTree);
    const kept = (pathValue ?? "").split(":").filter((dir) => node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dir) && !inside(dir));
    const result = kept.length ? kept.join(":") : FALLBACK_PATH;
    known.set(key, result);
    return result;
}
/**
 * The absolute file `name` resolves to on PATH, leaving out relative entries and
 * those in `workTree`; `name` itself when none has it (then spawn it with a PATH
 * from hostPath, so its own lookup skips the same entries).
 */
function hostProgram(name, pathValue, workTree) {
    if (name.includes("/"))
        return name;
    const key = `program\0${name}\0${pathValue ?? ""}\0${workTree ?? ""}`;
    const cached = known.get(key);
    if (cached !== undefined)
        return cached;
    const inside = workTree === undefined ? () => false : inTree(workTree);
    for (const dir of (pathValue ?? "").split(":")) {
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dir) || inside(dir))
            continue;
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile() && !inside(file)) {
                known.set(key, file);
                return file;
            }
        }
        catch {
            // not here
        }
    }
    return name;
}
/** Patchbay's own git for a repository at `root`: never one from inside the work tree. */
function gitProgram(env, root) {
    return hostProgram("git", env.PATH, root);
}
/** An environment for a git Patchbay runs on the host: what git starts by name (ssh, hooks' programs) skips the work tree too. */
function hostGitEnv(env, root) {
    return env.PATH === undefined ? env : { ...env, PATH: hostPath(env.PATH, root) };
}


/***/ })

};
