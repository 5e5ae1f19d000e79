export const id = 744;
export const ids = [744,8806,9905];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber)
/* harmony export */ });
/* unused harmony exports HELP_EXIT, wantsHelp */
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

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ noticeTo)
/* harmony export */ });
/** The sandbox's notices (mechanism, `off`, none available) as a subcommand prints them: on stderr, so stdout stays the answer. */
function noticeTo(io) {
    return (level, message) => io.stderr(`${level === "warning" ? "warning: " : ""}${message}\n`);
}


/***/ }),

/***/ 9905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FileTokenStore: () => (/* binding */ FileTokenStore),
/* harmony export */   MemoryTokenStore: () => (/* binding */ MemoryTokenStore),
/* harmony export */   defaultStoreDir: () => (/* binding */ defaultStoreDir),
/* harmony export */   localStore: () => (/* binding */ localStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Where an MCP server's OAuth login is kept between runs on a person's machine:
 * one JSON file per server URL under Patchbay's config folder, readable by its
 * owner only. CI keeps nothing here — its start is the config's refresh_token —
 * so a run there is given no store.
 */



/** `$XDG_CONFIG_HOME/patchbay/mcp-oauth` (else `~/.config/…`); undefined without a home. */
function defaultStoreDir(env) {
    const base = env.XDG_CONFIG_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(env.HOME, ".config") : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, "patchbay", "mcp-oauth") : undefined;
}
class FileTokenStore {
    where;
    constructor(where) {
        this.where = where;
    }
    /** One file per server URL; the name is a hash, so a URL never becomes a path. */
    file(serverUrl) {
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(serverUrl).digest("hex").slice(0, 32);
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.where, `${id}.json`);
    }
    async load(serverUrl) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.file(serverUrl), "utf8");
        }
        catch {
            return undefined;
        }
        try {
            const data = JSON.parse(text);
            return typeof data === "object" && data !== null ? data : undefined;
        }
        catch {
            return undefined; // a damaged file is a login to do again, not a crash
        }
    }
    async save(serverUrl, login) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.where, { recursive: true, mode: 0o700 });
        const file = this.file(serverUrl);
        const temp = `${file}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, `${JSON.stringify({ serverUrl, ...login }, null, 2)}\n`, { mode: 0o600 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    async remove(serverUrl) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(this.file(serverUrl), { force: true });
    }
}
/** Keeps logins for the life of the process (tests, and CI runs within one job). */
class MemoryTokenStore {
    where = "memory";
    logins = new Map();
    async load(serverUrl) {
        return this.logins.get(serverUrl);
    }
    async save(serverUrl, login) {
        this.logins.set(serverUrl, login);
    }
    async remove(serverUrl) {
        this.logins.delete(serverUrl);
    }
}
/**
 * The store for runs on a person's machine (what `patchbay mcp login` saved);
 * none under GitHub Actions, where a login starts from the config's refresh token.
 */
function localStore(env) {
    if (env.GITHUB_ACTIONS === "true")
        return undefined;
    const dir = defaultStoreDir(env);
    return dir ? new FileTokenStore(dir) : undefined;
}


/***/ }),

/***/ 98806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prefetchPackages: () => (/* binding */ prefetchPackages)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(35767);
// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(37895);
// EXTERNAL MODULE: ./src/util/program-path.ts
var program_path = __webpack_require__(42558);
;// CONCATENATED MODULE: ./src/mcp/packages/launch.ts
/**
 * Which stdio servers are package launches — `npx -y pkg …`, `pnpm dlx pkg …`,
 * `uvx pkg …` — and what they name: the package, the command in it (when
 * given), and the arguments for the server. Pure parsing; prefetch.ts does the
 * fetching and rewrites the entry to run the fetched package directly.
 */

/** npm's package name rules, with an optional version or tag after `@`: registry specs only. */
const NPM_SPEC = /^((?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*)(?:@([^\s/]+))?$/i;
/** A PyPI requirement: a name, optional extras, an optional version constraint. */
const PY_SPEC = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]+\])?((?:[=<>!~]=?|===)[^\s]+)?$/;
/** The program's name, whatever path or `.cmd` it was given as. */
function programName(command) {
    return external_node_path_default().basename(command).replace(/\.(cmd|exe)$/i, "");
}
function packageLaunch(command, args) {
    if (!command)
        return undefined;
    const program = programName(command);
    if (program === "npx")
        return npx(args);
    if (program === "pnpm" || program === "pnpx")
        return pnpm(program, args);
    if (program === "uvx")
        return uvx(args);
    if (program === "uv" && args[0] === "tool" && args[1] === "run")
        return uvx(args.slice(2));
    return undefined;
}
function npmLaunch(spec, bin, rest) {
    const match = NPM_SPEC.exec(spec);
    if (!match?.[1])
        return undefined;
    return { installer: "npm", spec, name: match[1], ...(bin ? { bin } : {}), args: rest };
}
/** `npx [-y|--yes] [-p pkg|--package=pkg] [--] pkg-or-cmd args…` */
function npx(args) {
    let pkg;
    let i = 0;
    for (; i < args.length; i++) {
        const arg = args[i];
        if (arg === "-y" || arg === "--yes" || arg === "-q" || arg === "--quiet")
            continue;
        if (arg === "-p" || arg === "--package")
            pkg = args[++i];
        else if (arg.startsWith("--package="))
            pkg = arg.slice("--package=".length);
        else if (arg === "--") {
            i++;
            break;
        }
        else if (arg.startsWith("-"))
            return undefined; // an npx option we do not know: leave the launch alone
        else
            break;
    }
    const first = args[i];
    if (first === undefined)
        return undefined;
    return pkg ? npmLaunch(pkg, first, args.slice(i + 1)) : npmLaunch(first, undefined, args.slice(i + 1));
}
/** `pnpm dlx pkg args…`, `pnpm --package=pkg dlx cmd args…`, `pnpx pkg args…` */
function pnpm(program, args) {
    let rest = [...args];
    let pkg;
    if (program === "pnpm") {
        const at = rest.indexOf("dlx");
        if (at === -1)
            return undefined;
        for (const option of rest.slice(0, at)) {
            if (option.startsWith("--package="))
                pkg = option.slice("--package=".length);
            else if (option !== "--silent" && option !== "-s")
                return undefined;
        }
        rest = rest.slice(at + 1);
    }
    const first = rest[0];
    if (first === undefined || first.startsWith("-"))
        return undefined;
    return pkg ? npmLaunch(pkg, first, rest.slice(1)) : npmLaunch(first, undefined, rest.slice(1));
}
/** `uvx [--from pkg] pkg-or-cmd args…` */
function uvx(args) {
    let from;
    let i = 0;
    for (; i < args.length; i++) {
        const arg = args[i];
        if (arg === "--from")
            from = args[++i];
        else if (arg.startsWith("--from="))
            from = arg.slice("--from=".length);
        else if (arg === "-q" || arg === "--quiet")
            continue;
        else if (arg.startsWith("-"))
            return undefined;
        else
            break;
    }
    const first = args[i];
    if (first === undefined)
        return undefined;
    // uvx takes `name@version` too; uv itself takes a requirement (`name==version`).
    const spec = (from ?? first).replace(/^([A-Za-z0-9][A-Za-z0-9._-]*)@([^\s@]+)$/, "$1==$2");
    const match = PY_SPEC.exec(spec);
    if (!match?.[1])
        return undefined;
    const name = match[1];
    return { installer: "uv", spec, name, bin: from ? first : name.replace(/==.*/, ""), args: args.slice(i + 1) };
}

;// CONCATENATED MODULE: ./src/mcp/packages/prefetch.ts
/**
 * Servers that start offline. A package launch (`npx -y pkg`, `pnpm dlx pkg`,
 * `uvx pkg`) would download the package inside the sandbox on every run — with
 * the network closed it cannot, and with it open it fetches again each time
 * (6.7–10.9 s to connect, an empty cache every run). So Patchbay fetches the
 * package on the host before the run — npm with install scripts off, or uv —
 * into a cache of its own that the sandbox sees read-only, reuses it across runs
 * (and across jobs with the templates' actions/cache step), and rewrites the
 * entry to run the package's command from there. The server then needs no
 * network unless its own `network:` asks.
 */








const READY = ".patchbay-ready";
async function prefetchPackages(servers, opts) {
    const out = { ...servers };
    const failed = {};
    await Promise.all(Object.entries(servers).map(async ([name, server]) => {
        if (server.disabled || !server.prefetch)
            return;
        const launch = packageLaunch(server.command, server.args);
        if (!launch)
            return;
        try {
            const command = await fetchPackage(launch, opts);
            out[name] = { ...server, command, args: launch.args, prefetch: false };
        }
        catch (error) {
            failed[name] = error instanceof Error ? error.message : String(error);
        }
    }));
    return { servers: out, failed };
}
/** Installs `launch` into the cache unless it is there, and returns the command to run. */
async function fetchPackage(launch, opts) {
    const id = (0,external_node_crypto_.createHash)("sha256").update(`${launch.installer}\0${launch.spec}`).digest("hex").slice(0, 16);
    const dir = external_node_path_default().join(opts.cacheDir, launch.installer, `${launch.name.replace(/[^A-Za-z0-9._-]/g, "_")}-${id}`);
    if (await exists(external_node_path_default().join(dir, READY))) {
        opts.log("debug", `MCP package ${launch.spec}: from the cache (${dir})`);
        return commandIn(dir, launch);
    }
    const started = Date.now();
    if (launch.installer === "npm")
        await npmInstall(launch, dir, opts);
    else
        await uvInstall(launch, dir, opts);
    const command = await commandIn(dir, launch);
    await (0,promises_.writeFile)(external_node_path_default().join(dir, READY), `${launch.spec}\n`);
    opts.log("info", `MCP package ${launch.spec}: fetched before the run in ${Date.now() - started} ms (install scripts off)`);
    return command;
}
function hostEnv(opts, extra = {}) {
    const env = (0,util_env/* scrubbedEnv */.wS)(opts.env, extra);
    // A registry, a mirror or a proxy the person set up for npm and uv is theirs to use.
    for (const [key, value] of Object.entries(opts.env))
        if (value !== undefined &&
            /^(npm_config_|NPM_CONFIG_|UV_INDEX|UV_DEFAULT_INDEX|HTTPS?_PROXY$|NO_PROXY$)/i.test(key))
            env[key] = value;
    env.PATH = (0,program_path/* hostPath */.y4)(opts.env.PATH, opts.workTree);
    return env;
}
/** npm into a temporary folder, then moved into place whole (a run killed midway leaves nothing half-done). */
async function npmInstall(launch, dir, opts) {
    const temp = `${dir}.${process.pid}.tmp`;
    await (0,promises_.rm)(temp, { recursive: true, force: true });
    await (0,promises_.mkdir)(temp, { recursive: true });
    const npm = (0,program_path/* hostProgram */.dW)("npm", opts.env.PATH, opts.workTree);
    const args = ["install", "--prefix", temp, "--ignore-scripts", "--no-audit", "--no-fund", "--no-update-notifier"];
    const result = await (0,exec/* exec */.m0)(npm, [...args, "--loglevel=error", launch.spec], {
        cwd: temp,
        env: hostEnv(opts),
        timeoutMs: opts.timeoutMs ?? 300_000,
    });
    if (result.exitCode !== 0) {
        await (0,promises_.rm)(temp, { recursive: true, force: true });
        throw new Error(failure(launch, "npm", result.spawnError ?? result.stderr));
    }
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.rename)(temp, dir);
}
/** uv installs the tool and the Python it needs under the cache, where the paths it writes stay valid. */
async function uvInstall(launch, dir, opts) {
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(dir, { recursive: true });
    const uv = (0,program_path/* hostProgram */.dW)("uv", opts.env.PATH, opts.workTree);
    const env = hostEnv(opts, {
        UV_TOOL_DIR: external_node_path_default().join(dir, "tools"),
        UV_TOOL_BIN_DIR: external_node_path_default().join(dir, "bin"),
        UV_PYTHON_INSTALL_DIR: external_node_path_default().join(dir, "python"),
        UV_CACHE_DIR: external_node_path_default().join(opts.cacheDir, "uv-cache"),
    });
    const result = await (0,exec/* exec */.m0)(uv, ["tool", "install", "--quiet", launch.spec], {
        cwd: dir,
        env,
        timeoutMs: opts.timeoutMs ?? 300_000,
    });
    if (result.exitCode !== 0) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        throw new Error(failure(launch, "uv", result.spawnError ?? result.stderr));
    }
}
function failure(launch, tool, output) {
    // npm's first two lines say it ("code E404", "404 Not Found - GET …"); the rest is advice about npm itself.
    const lines = output
        .trim()
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l && !/^npm error (A complete log|\d{3}$|\d{3} {2})/.test(l));
    const said = lines.slice(0, tool === "npm" ? 2 : 6).join("; ");
    const missing = /\bE404\b|404 Not Found|not found in the package registry|No solution found/i.test(output);
    const hint = missing
        ? "check the package name and version in the server's args"
        : /ENOENT|not found|No such file/i.test(output) && /spawn|command/i.test(output)
            ? `install ${tool} on the machine that runs Patchbay`
            : "the host needs to reach the package registry once; later runs use the cache";
    return `could not fetch ${launch.spec} before the run (${tool}): ${said || "no output"}; ${hint}`;
}
const binField = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())]).optional();
/** The command a fetched package runs, found as npx and uvx find it. */
async function commandIn(dir, launch) {
    if (launch.installer === "uv") {
        const bin = external_node_path_default().join(dir, "bin", launch.bin ?? launch.name);
        if (!(await exists(bin)))
            throw new Error(`${launch.spec} has no command "${launch.bin ?? launch.name}"`);
        return bin;
    }
    const manifest = external_node_path_default().join(dir, "node_modules", launch.name, "package.json");
    const parsed = schemas/* looseObject */._H3({ bin: binField }).safeParse(JSON.parse(await (0,promises_.readFile)(manifest, "utf8")));
    const bin = parsed.success ? parsed.data.bin : undefined;
    const unscoped = launch.name.replace(/^@[^/]+\//, "");
    const names = bin === undefined ? [] : typeof bin === "string" ? [unscoped] : Object.keys(bin);
    const chosen = launch.bin ?? (names.length === 1 ? names[0] : names.find((n) => n === unscoped));
    if (!chosen || !names.includes(chosen))
        throw new Error(names.length === 0
            ? `${launch.spec} has no command to run (no "bin" in its package.json)`
            : `${launch.spec} has several commands (${names.join(", ")}); name one with \`npx -y -p ${launch.spec} COMMAND\``);
    return external_node_path_default().join(dir, "node_modules", ".bin", chosen);
}
async function exists(file) {
    try {
        await (0,promises_.access)(file);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 70838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ connectContainedHub)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _mcp_hub_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(687);
/* harmony import */ var _mcp_oauth_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9905);
/* harmony import */ var _mcp_packages_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7076);
/* harmony import */ var _mcp_packages_prefetch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98806);
/* harmony import */ var _sandbox_run_sandbox_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29848);
/**
 * MCP servers for `patchbay mcp list` and `mcp call`: the hub a run connects,
 * with each stdio server in the same sandbox a run gives it (same
 * `sandbox.mode` rules and notices, its own `network` entries on top of
 * `sandbox.network.allow`). A server tried from the CLI is never less contained
 * than in a run — and what works here works there.
 */






async function connectContainedHub(opts) {
    const packageCache = (0,_mcp_packages_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultCacheDir */ .$)(opts.env);
    // Opened before any server starts: sandbox.mode required fails here, with nothing running.
    const sandbox = _sandbox_run_sandbox_js__WEBPACK_IMPORTED_MODULE_5__/* .RunSandbox */ .jP.open({
        config: opts.sandbox,
        workspace: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(opts.repo),
        env: opts.env,
        ...(packageCache ? { readOnly: [packageCache] } : {}),
        notice: opts.notice,
    });
    try {
        const store = (0,_mcp_oauth_store_js__WEBPACK_IMPORTED_MODULE_2__.localStore)(opts.env);
        // Package launches are fetched on the host first, as in a run: the server then starts offline.
        const fetched = packageCache
            ? await (0,_mcp_packages_prefetch_js__WEBPACK_IMPORTED_MODULE_4__.prefetchPackages)(opts.servers, {
                cacheDir: packageCache,
                env: opts.env,
                workTree: opts.repo,
                log: (level, message) => opts.onLog?.({ server: "packages", level, message }),
            })
            : { servers: opts.servers, failed: {} };
        const hub = await _mcp_hub_js__WEBPACK_IMPORTED_MODULE_1__.McpHub.connect(fetched.servers, {
            cwd: opts.repo,
            env: opts.env,
            unavailable: fetched.failed,
            // A login `patchbay mcp login` kept on this machine.
            oauth: { ...(store ? { store } : {}), ...(opts.secret ? { secret: opts.secret } : {}) },
            sandboxFor: (network) => sandbox.server(network),
            ...(opts.onLog ? { onLog: opts.onLog } : {}),
        });
        return {
            hub,
            blocked: () => sandbox.blockedReport(),
            close: async () => {
                try {
                    await hub.close();
                }
                finally {
                    await sandbox.close();
                }
            },
        };
    }
    catch (error) {
        await sandbox.close();
        throw error;
    }
}


/***/ }),

/***/ 19170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ MechanismChoiceError),
/* harmony export */   Fz: () => (/* binding */ findMechanism),
/* harmony export */   LV: () => (/* binding */ forcedMechanism),
/* harmony export */   nl: () => (/* binding */ probeMechanismSoon),
/* harmony export */   sg: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   t8: () => (/* binding */ FORCE_VARIABLE)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37895);
/**
 * How a sandbox can be set up on this machine, found by trying (a kernel or
 * AppArmor policy can forbid what a version check would allow):
 * - "userns": util-linux `unshare` in a new user namespace, mapping the caller
 *   to root inside. Works unprivileged where user namespaces are allowed, and
 *   always as root.
 * - "sudo": `sudo -n unshare` where unprivileged user namespaces are restricted
 *   (Ubuntu 24.04's AppArmor) but sudo needs no password (GitHub-hosted runners);
 *   the commands then drop back to the caller's uid and gid with `setpriv`.
 * The same util-linux tools are on every Debian/Ubuntu image, so there is
 * nothing to install. PATCHBAY_SANDBOX_MECHANISM=sudo|userns tries only that one
 * (a diagnostic, and how CI exercises the sudo path on a machine where user
 * namespaces work).
 */


/** The probe does what the real set-up needs: a mount, a private loopback, a PID namespace. */
const PROBE = "mount -t tmpfs tmpfs /tmp && ip link set lo up";
const NAMESPACES = ["--mount", "--pid", "--net", "--ipc", "--uts"];
const NSENTER = ["--mount", "--net", "--pid", "--ipc", "--uts"];
/** mount, ip and pivot_root live in sbin, which a user's PATH may lack. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** The variable that picks a mechanism instead of the probe's first working one. */
const FORCE_VARIABLE = "PATCHBAY_SANDBOX_MECHANISM";
const KINDS = ["userns", "sudo"];
class MechanismChoiceError extends Error {
    name = "MechanismChoiceError";
}
/**
 * The mechanism PATCHBAY_SANDBOX_MECHANISM asks for; undefined when it is unset
 * or empty. Any other value is an error, so a typo cannot quietly fall back to the probe.
 */
function forcedMechanism(env) {
    const value = env[FORCE_VARIABLE]?.trim();
    if (!value)
        return undefined;
    const kind = KINDS.find((k) => k === value);
    if (kind)
        return kind;
    throw new MechanismChoiceError(`${FORCE_VARIABLE} is "${value}", which is not a sandbox mechanism: use ${KINDS.join(" or ")}, or unset it to let Patchbay choose`);
}
/** The probe's answers: "any" for the first that works, else per forced kind. */
const cached = new Map();
function findMechanism(options = {}) {
    const key = options.force ?? "any";
    const known = cached.get(key);
    if (known && !options.refresh)
        return known;
    const found = probe(tryRun, options.force);
    cached.set(key, found);
    return found;
}
/**
 * Starts the probe in the background, so a run that reaches its containment
 * stage finds the answer waiting instead of blocking its start-up on a few
 * process launches; the run's cold start stays what it was without a sandbox.
 * (A forced mechanism is probed when asked for: the variable is a diagnostic.)
 */
function probeMechanismSoon() {
    if (cached.has("any") || background)
        return;
    background = (async () => {
        if (process.platform !== "linux")
            return;
        // The probe's commands, run asynchronously first; the synchronous probe then only reads the answers.
        const answers = new Map();
        const direct = await tryRunAsync(DIRECT_PROBE);
        answers.set(DIRECT_PROBE.join("\0"), direct);
        if (direct !== undefined && process.getuid?.() !== 0)
            answers.set(SUDO_PROBE.join("\0"), await tryRunAsync(SUDO_PROBE));
        if (!cached.has("any"))
            cached.set("any", probe((argv) => (answers.has(argv.join("\0")) ? answers.get(argv.join("\0")) : tryRun(argv))));
    })().catch(() => {
        // findMechanism() probes again synchronously and reports what went wrong.
    });
}
let background;
const DIRECT_PROBE = ["unshare", "--user", "--map-root-user", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
const SUDO_PROBE = ["sudo", "-n", "unshare", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
function probe(run, force) {
    if (process.platform !== "linux")
        return { kind: "none", reasons: [`${process.platform} is not Linux`] };
    const reasons = [];
    const root = process.getuid?.() === 0;
    const forced = force ? ` (forced by ${FORCE_VARIABLE}=${force})` : "";
    if (force !== "sudo") {
        const direct = run(DIRECT_PROBE);
        if (direct === undefined)
            return {
                kind: "userns",
                description: `Linux namespaces via util-linux unshare (user namespace${root ? ", started as root" : ", unprivileged"}); all capabilities dropped with setpriv${forced}`,
                privileged: [],
                unshare: ["--user", "--map-root-user", ...NAMESPACES],
                // As is: the caller is root inside already (--map-root-user). Without it nsenter calls
                // setgroups(), which an unprivileged user namespace denies ("setgroups failed:
                // Operation not permitted"): every command failed for a non-root user.
                nsenter: ["--user", "--preserve-credentials", ...NSENTER],
            };
        reasons.push(`unprivileged user namespaces${forced}: ${direct}`);
    }
    // As root the user namespace always works; sudo is tried there only when asked for.
    if (force === "sudo" || (!force && !root)) {
        const sudo = run(SUDO_PROBE);
        if (sudo === undefined)
            return {
                kind: "sudo",
                description: `Linux namespaces via \`sudo -n unshare\`${force ? "" : " (user namespaces are restricted here)"}; commands run as your own uid with all capabilities dropped${forced}`,
                privileged: ["sudo", "-n"],
                unshare: NAMESPACES,
                nsenter: NSENTER,
                dropTo: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
            };
        reasons.push(`sudo${forced}: ${sudo}`);
    }
    return { kind: "none", reasons };
}
/** tryRun without blocking the event loop, through the one way Patchbay runs a subprocess. */
async function tryRunAsync(argv) {
    const [command, ...args] = argv;
    const res = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_1__/* .exec */ .m0)(command, args, { cwd: "/", env: { PATH: SYSTEM_PATH }, timeoutMs: 10_000 });
    if (res.spawnError)
        return res.spawnError.startsWith("ENOENT") ? `${command} not found` : res.spawnError;
    return res.exitCode === 0 ? undefined : res.stderr.trim().split("\n").pop() || `exit code ${res.exitCode}`;
}
/** undefined when the command worked, else what went wrong. */
function tryRun(argv) {
    const [command, ...args] = argv;
    const result = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(command, args, {
        env: { PATH: SYSTEM_PATH },
        stdio: ["ignore", "ignore", "pipe"],
        timeout: 10_000,
    });
    if (result.error)
        return result.error.code === "ENOENT" ? `${command} not found` : result.error.message;
    if (result.status === 0)
        return undefined;
    return result.stderr.toString().trim().split("\n").pop() || `exit code ${result.status}`;
}


/***/ })

};
