export const id = 8806;
export const ids = [8806];
export const modules = {

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


/***/ })

};
