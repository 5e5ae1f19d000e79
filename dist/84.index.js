export const id = 84;
export const ids = [84];
export const modules = {

/***/ 68712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sandboxCommand: () => (/* binding */ sandboxCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _sandbox_allowlist_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93674);
/* harmony import */ var _sandbox_mechanism_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19170);
/* harmony import */ var _sandbox_namespace_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68982);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37895);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(23368);
/**
 * `patchbay sandbox check`: which containment this machine gives tool commands
 * and stdio MCP servers, proven by starting a sandbox and running a command in
 * it. Exit 1 when there is none (a run with sandbox.mode required would fail).
 */








const USAGE = `patchbay sandbox check

Prints the sandbox mechanism in use; exit status 1 when none is available.
${_sandbox_mechanism_js__WEBPACK_IMPORTED_MODULE_4__/* .FORCE_VARIABLE */ .t8}=userns|sudo checks only that mechanism (a diagnostic).`;
const sandboxCommand = async (argv, io) => {
    const [sub, ...rest] = argv;
    if (sub !== "check" || rest.length > 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(USAGE, 2);
    let force;
    try {
        force = (0,_sandbox_mechanism_js__WEBPACK_IMPORTED_MODULE_4__/* .forcedMechanism */ .LV)(io.env);
    }
    catch (error) {
        if (error instanceof _sandbox_mechanism_js__WEBPACK_IMPORTED_MODULE_4__/* .MechanismChoiceError */ .Db)
            throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(error.message, 2);
        throw error;
    }
    const found = (0,_sandbox_mechanism_js__WEBPACK_IMPORTED_MODULE_4__/* .findMechanism */ .Fz)({ force });
    if (found.kind === "none") {
        io.stdout(`sandbox: none available\n${found.reasons.map((r) => `  ${r}\n`).join("")}` +
            "Runs with sandbox.mode: required (the default under GitHub Actions) fail here. Unprivileged user namespaces or passwordless sudo make one available.\n");
        return 1;
    }
    const workspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), "patchbay-sandbox-check-")));
    try {
        const sandbox = await _sandbox_namespace_js__WEBPACK_IMPORTED_MODULE_5__/* .NamespaceSandbox */ .Lm.start({
            mechanism: found,
            workspace,
            hide: [],
            limits: { processes: 64, memory_mb: 512, file_mb: 1, tmp_mb: 16 },
            allow: new _sandbox_allowlist_js__WEBPACK_IMPORTED_MODULE_3__/* .Allowlist */ .k([]),
            blocked: new Map(),
        });
        try {
            const launch = await sandbox.launch({
                command: "bash",
                args: ["--norc", "--noprofile", "-c", "echo $$; test ! -w /etc"],
                cwd: workspace,
                env: { PATH: io.env.PATH ?? "/usr/bin:/bin" },
            });
            const result = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_6__/* .exec */ .m0)(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, timeoutMs: 30_000 });
            if (result.exitCode !== 0)
                throw new Error(`a command in the sandbox failed: ${result.stderr.trim()}`);
        }
        finally {
            await sandbox.close();
        }
    }
    catch (error) {
        io.stdout(`sandbox: ${found.description}\n  but it could not be started: ${error.message}\n`);
        return 1;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(workspace, { recursive: true, force: true });
    }
    io.stdout(`sandbox: ${found.description}\n  verified: a command ran in its own PID, mount and network namespaces with the system read-only\n`);
    return 0;
};


/***/ }),

/***/ 77540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zu: () => (/* binding */ allowEntryProblem),
/* harmony export */   bB: () => (/* binding */ ALLOW_ENTRY),
/* harmony export */   cC: () => (/* binding */ splitHostPort),
/* harmony export */   we: () => (/* binding */ NETWORK_PRESETS)
/* harmony export */ });
/**
 * `sandbox.network.allow` and `mcp_servers.<name>.network` entries: a host
 * (any port), `host:port`, `*.suffix`, or a preset standing for a documented list.
 * Checked when the config loads; matched by the sandbox's egress proxy.
 */
/** Presets: what a package manager or the GitHub CLI needs, nothing more. */
const NETWORK_PRESETS = {
    node: ["registry.npmjs.org", "registry.yarnpkg.com", "nodejs.org", "repo.yarnpkg.com"],
    python: ["pypi.org", "files.pythonhosted.org"],
    github: [
        "github.com",
        "api.github.com",
        "codeload.github.com",
        "uploads.github.com",
        "objects.githubusercontent.com",
        "raw.githubusercontent.com",
        "*.githubusercontent.com",
    ],
};
/** 1–65535, digits only. */
const PORT = "(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d{2}|655[0-2]\\d|6553[0-5])";
/** A host name or IPv4 address, or an IPv6 address in brackets. */
const HOST = "(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?|\\[[0-9A-Fa-f:.]+\\])";
/**
 * Every entry the allowlist takes, as one regex: a preset, or `host`, `host:port`,
 * `*.suffix`, `*.suffix:port`. The loader checks it and the JSON Schema says it
 * (schema/patchbay.schema.json), so an editor and a run agree on every entry.
 */
const ALLOW_ENTRY = new RegExp(`^(?:${Object.keys(NETWORK_PRESETS).join("|")}|(?:\\*\\.)?${HOST}(?::${PORT})?)$`);
/** The problem with an allowlist entry, for the config check; undefined when it is fine. */
function allowEntryProblem(entry) {
    if (ALLOW_ENTRY.test(entry))
        return undefined;
    if (/[/@\s]/.test(entry) || entry.includes("://"))
        return `"${entry}" is not a host: write a host name, host:port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
    if (entry.replace(/^\*\./, "").includes("*"))
        return `"${entry}": a wildcard is allowed only as a leading "*."`;
    const port = /:([^:\]]*)$/.exec(entry)?.[1];
    if (port !== undefined && !new RegExp(`^${PORT}$`).test(port) && ALLOW_ENTRY.test(entry.slice(0, -port.length - 1)))
        return `"${entry}": the port must be 1–65535`;
    return `"${entry}" is not a host name: letters, digits, "-", "_" and "." (an IPv6 address in brackets), with an optional :port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
}
function splitHostPort(text) {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
    if (bracketed)
        return { host: bracketed[1] ?? "", port: bracketed[2] ? Number(bracketed[2]) : undefined };
    const colon = text.lastIndexOf(":");
    if (colon > 0 && text.indexOf(":") === colon)
        return { host: text.slice(0, colon), port: Number(text.slice(colon + 1)) };
    return { host: text };
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
