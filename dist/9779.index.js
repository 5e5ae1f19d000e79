export const id = 9779;
export const ids = [9779];
export const modules = {

/***/ 93674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ Allowlist)
/* harmony export */ });
/* harmony import */ var _config_network_allow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77540);
/**
 * Which hosts a sandboxed process may reach through the egress proxy.
 * An entry is a host (`api.example.com`, any port), `host:port`, `*.suffix`
 * (the suffix's subdomains, not the bare suffix) or a preset name standing for
 * a documented list. Matching is on the name the client asked the proxy for;
 * the proxy resolves it, so a sandboxed process never needs DNS.
 */

class Allowlist {
    rules;
    constructor(entries) {
        this.rules = entries.flatMap((entry) => (_config_network_allow_js__WEBPACK_IMPORTED_MODULE_0__/* .NETWORK_PRESETS */ .we[entry] ?? [entry]).map(parseEntry));
    }
    get empty() {
        return this.rules.length === 0;
    }
    allows(host, port) {
        const name = normalizeHost(host);
        return this.rules.some((rule) => (rule.port === undefined || rule.port === port) &&
            (rule.suffix ? name.endsWith(`.${rule.host}`) : name === rule.host));
    }
}
function parseEntry(entry) {
    const suffix = entry.startsWith("*.");
    const { host, port } = (0,_config_network_allow_js__WEBPACK_IMPORTED_MODULE_0__/* .splitHostPort */ .cC)(suffix ? entry.slice(2) : entry);
    return { host: normalizeHost(host), suffix, port };
}
function normalizeHost(host) {
    return host
        .replace(/^\[|\]$/g, "")
        .replace(/\.$/, "")
        .toLowerCase();
}


/***/ }),

/***/ 95953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ describeBlocked),
/* harmony export */   Y: () => (/* binding */ EgressProxy)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The sandbox's only way out: an HTTP proxy on a Unix socket that Patchbay
 * runs on the host side. A sandboxed process reaches it through the bridge on
 * 127.0.0.1 inside its own network namespace (see namespace.ts). CONNECT
 * tunnels (HTTPS) and plain absolute-form HTTP requests are forwarded when the
 * allowlist has the host; everything else gets a 403 that says what to
 * configure, and is counted per host for the run's report.
 */


class EgressProxy {
    allow;
    blocked;
    server;
    sockets = new Set();
    constructor(allow, 
    /** Shared across a run's proxies, so the report has one list. */
    blocked) {
        this.allow = allow;
        this.blocked = blocked;
        this.server = node_http__WEBPACK_IMPORTED_MODULE_0___default().createServer((req, res) => this.forward(req, res));
        this.server.on("connect", (req, socket, head) => this.tunnel(req, socket, head));
        this.server.on("connection", (socket) => {
            this.sockets.add(socket);
            socket.once("close", () => this.sockets.delete(socket));
        });
    }
    listen(socketPath) {
        return new Promise((resolve, reject) => {
            this.server.once("error", reject);
            this.server.listen(socketPath, () => resolve());
        });
    }
    close() {
        for (const socket of this.sockets)
            socket.destroy();
        return new Promise((resolve) => this.server.close(() => resolve()));
    }
    permitted(host, port) {
        if (this.allow.allows(host, port))
            return true;
        const name = host.toLowerCase();
        this.blocked.set(name, (this.blocked.get(name) ?? 0) + 1);
        return false;
    }
    tunnel(req, client, head) {
        const target = parseAuthority(req.url ?? "");
        client.on("error", () => { });
        if (!target) {
            client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
            return;
        }
        if (!this.permitted(target.host, target.port)) {
            client.end(refusal(target.host));
            return;
        }
        const upstream = node_net__WEBPACK_IMPORTED_MODULE_1___default().connect(target.port, target.host);
        upstream.once("connect", () => {
            client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
            if (head.length > 0)
                upstream.write(head);
            upstream.pipe(client);
            client.pipe(upstream);
        });
        upstream.on("error", (error) => {
            if (client.writable && !upstream.readable)
                client.end(`HTTP/1.1 502 Bad Gateway\r\n\r\n${error.message}\n`);
            else
                client.destroy();
        });
        client.once("close", () => upstream.destroy());
    }
    forward(req, res) {
        let url;
        try {
            url = new URL(req.url ?? "");
        }
        catch {
            res.writeHead(400).end("Patchbay's egress proxy takes absolute URLs or CONNECT.\n");
            return;
        }
        const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
        if (url.protocol !== "http:" || !this.permitted(url.hostname, port)) {
            res.writeHead(403, { "content-type": "text/plain" }).end(refusalText(url.hostname));
            return;
        }
        const headers = { ...req.headers };
        delete headers["proxy-connection"];
        delete headers["proxy-authorization"];
        const upstream = node_http__WEBPACK_IMPORTED_MODULE_0___default().request({ host: url.hostname, port, path: `${url.pathname}${url.search}`, method: req.method, headers }, (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
        });
        upstream.on("error", (error) => {
            if (!res.headersSent)
                res.writeHead(502, { "content-type": "text/plain" });
            res.end(`${error.message}\n`);
        });
        req.pipe(upstream);
    }
}
function parseAuthority(authority) {
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
    if (!match)
        return undefined;
    const port = Number(match[2]);
    if (port < 1 || port > 65535)
        return undefined;
    return { host: (match[1] ?? "").replace(/^\[|\]$/g, ""), port };
}
function refusalText(host) {
    return `Patchbay's sandbox blocked ${host}: add it to sandbox.network.allow in .github/patchbay.yml if the run needs it.\n`;
}
function refusal(host) {
    const body = refusalText(host);
    return `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
/** "blocked: evil.example ×3 — add it to sandbox.network.allow if it is needed", one line per host. */
function describeBlocked(blocked) {
    return [...blocked.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([host, count]) => `blocked: ${host} ×${count} — add it to sandbox.network.allow if it is needed`);
}


/***/ }),

/***/ 68982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lm: () => (/* binding */ NamespaceSandbox),
  Rg: () => (/* binding */ PROXY_URL),
  Ng: () => (/* binding */ SANDBOX_PLACES)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/program-path.ts
var program_path = __webpack_require__(42558);
// EXTERNAL MODULE: ./src/sandbox/egress-proxy.ts
var egress_proxy = __webpack_require__(95953);
// EXTERNAL MODULE: ./src/sandbox/mechanism.ts
var sandbox_mechanism = __webpack_require__(19170);
;// CONCATENATED MODULE: ./src/sandbox/pids-cgroup.ts
/**
 * The process limit when Patchbay runs as root. RLIMIT_NPROC (prlimit) bounds
 * a fork bomb for every other user, but the kernel exempts uid 0 from it — and
 * a sandbox started by root maps its processes to uid 0. For that case the
 * sandbox gets a pids cgroup of its own (v1 or v2, whichever the machine has);
 * root may create one. Best effort: undefined when there is no pids controller.
 * Under the sudo mechanism Patchbay is not root and needs none: its commands run
 * as the caller's own uid, which RLIMIT_NPROC does bound.
 */



async function createPidsCgroup(limit) {
    if (process.getuid?.() !== 0)
        return undefined;
    try {
        const base = await pidsHierarchy();
        if (!base)
            return undefined;
        // Named at random, not after Patchbay's PID: a command reads its own cgroup's name in /proc/self/cgroup.
        const dir = external_node_path_default().join(base, `patchbay-sandbox-${(0,external_node_crypto_.randomBytes)(6).toString("hex")}`);
        await (0,promises_.mkdir)(dir);
        try {
            await (0,promises_.writeFile)(external_node_path_default().join(dir, "pids.max"), String(limit));
        }
        catch {
            await (0,promises_.rmdir)(dir).catch(() => { });
            return undefined;
        }
        return {
            procs: external_node_path_default().join(dir, "cgroup.procs"),
            current: async () => {
                const text = await (0,promises_.readFile)(external_node_path_default().join(dir, "pids.current"), "utf8").catch(() => "");
                const n = Number.parseInt(text, 10);
                return Number.isFinite(n) ? n : undefined;
            },
            remove: async () => {
                // The group empties as the kernel finishes killing the namespace.
                for (let attempt = 0; attempt < 20; attempt++) {
                    try {
                        await (0,promises_.rmdir)(dir);
                        return;
                    }
                    catch {
                        await new Promise((r) => setTimeout(r, 100));
                    }
                }
            },
        };
    }
    catch {
        return undefined;
    }
}
/** The folder of Patchbay's own cgroup in the hierarchy that has the pids controller. */
async function pidsHierarchy() {
    const mounts = await (0,promises_.readFile)("/proc/self/mountinfo", "utf8");
    const own = await (0,promises_.readFile)("/proc/self/cgroup", "utf8");
    for (const line of mounts.split("\n")) {
        const [pre, post] = line.split(" - ");
        if (!pre || !post)
            continue;
        const mountPoint = pre.split(" ")[4];
        const [fstype, , superOptions = ""] = post.split(" ");
        if (!mountPoint)
            continue;
        if (fstype === "cgroup" && superOptions.split(",").includes("pids")) {
            const group = /^\d+:pids:(.*)$/m.exec(own)?.[1];
            if (group !== undefined)
                return external_node_path_default().join(mountPoint, group);
        }
        if (fstype === "cgroup2") {
            const group = /^0::(.*)$/m.exec(own)?.[1];
            if (group === undefined)
                continue;
            const dir = external_node_path_default().join(mountPoint, group);
            const controllers = await (0,promises_.readFile)(external_node_path_default().join(dir, "cgroup.subtree_control"), "utf8").catch(() => "");
            if (controllers.split(/\s+/).includes("pids"))
                return dir;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/sandbox/setup-script.ts
/**
 * The script that builds the sandbox's file system view. It runs once per
 * sandbox as PID 1 of the new PID namespace, with the capabilities of the new
 * user namespace (or as root under sudo), and ends by exec'ing the bridge
 * keeper with every capability dropped, so nothing inside can undo a mount.
 *
 * Order matters: the whole system is bound read-only first, then the hidden
 * places get empty tmpfs on top (the runner's home, RUNNER_TEMP, the action's
 * directory, /tmp, /run, /dev), and only then the work tree comes back read-write
 * and its `.git` read-only — so a work tree below a hidden home still shows.
 * A mount that cannot be made read-only is hidden instead: the script fails closed.
 *
 * /tmp is the sandbox's own: a fresh tmpfs of `sandbox.limits.tmp_mb` per sandbox
 * (HOME lives on it), so `npx -y` and test runners have room; a hidden place at or
 * below /tmp is already hidden by it and gets no 64 KiB cover of its own. /dev/shm
 * has a fixed total size. The shell reads no rc files (started with --norc
 * --noprofile and no BASH_ENV/ENV), so nothing of the host's shell set-up runs here.
 *
 * Positional arguments: root, work tree, proxy socket, folder for launch env
 * files (sudo only), node binary, bridge port, uid and gid to become ("" = stay),
 * bridge code, /tmp's size and /dev/shm's size in MiB, then the paths to hide,
 * then READ_ONLY_MARK and the folders shown read-only even where a hidden place
 * covers them (Patchbay's MCP package cache: the servers run from it, and must
 * not be able to change it).
 */
const READ_ONLY_MARK = "--read-only--";
/** Bash's quoted expansion of every element of array NAME, safe under set -u when it is empty (bash before 4.4). */
const setup_script_all = (name) => `\${${name}[@]+"\${${name}[@]}"}`;
const SETUP_SCRIPT = String.raw `
set -euo pipefail
unset BASH_ENV ENV
R=$1 WS=$2 SOCK=$3 ENVDIR=$4 NODE=$5 PORT=$6 TOUID=$7 TOGID=$8 BRIDGE=$9
shift 9
TMPMB=$1 SHMMB=$2
shift 2
flags() { awk -v m="$1" '$5 == m { o = $6 } END { print o }' /proc/self/mountinfo | tr , '\n' | grep -vx 'rw\|ro' | paste -sd, - || true; }
ro() { local keep; keep=$(flags "$1"); if [ -n "$keep" ]; then keep=",$keep"; fi; mount -o "remount,bind,ro$keep" "$1"; }
bind_ro() { mount --bind "$1" "$2"; ro "$2"; }
hide() {
  case "$1/" in /tmp/*) return 0 ;; esac
  if [ -d "$R$1" ]; then mount -t tmpfs -o mode=755,nosuid,nodev,size=64k tmpfs "$R$1"; fi
}

mount --make-rprivate /
mount --rbind / "$R"
while read -r mp _; do
  mp=$(printf '%b' "$mp")
  ro "$mp" 2>/dev/null || mount -t tmpfs -o ro,size=4k tmpfs "$mp"
done < <(awk -v r="$R" '$5 == r || index($5, r "/") == 1 { print $5, $6 }' /proc/self/mountinfo)

mount -t tmpfs -o "mode=1777,nosuid,nodev,size=$((TMPMB))m" tmpfs "$R/tmp"
hide /run
HIDE=() RO=() into=HIDE
for p in "$@"; do if [ "$p" = "${READ_ONLY_MARK}" ]; then into=RO; elif [ $into = HIDE ]; then HIDE+=("$p"); else RO+=("$p"); fi; done
for p in ${setup_script_all("HIDE")}; do hide "$p"; done

mount -t tmpfs -o mode=755,nosuid tmpfs "$R/dev"
for d in null zero full random urandom tty; do touch "$R/dev/$d"; mount --bind "/dev/$d" "$R/dev/$d"; done
ln -s /proc/self/fd "$R/dev/fd"; ln -s /proc/self/fd/0 "$R/dev/stdin"
ln -s /proc/self/fd/1 "$R/dev/stdout"; ln -s /proc/self/fd/2 "$R/dev/stderr"
mkdir "$R/dev/shm"; mount -t tmpfs -o "mode=1777,nosuid,nodev,size=$((SHMMB))m" tmpfs "$R/dev/shm"

mount -t proc -o nosuid,nodev,noexec proc "$R/proc"
# No user namespaces inside: a nested one would hand capabilities back (over its own copies).
# Only in our own user namespace — under sudo this file is the host's setting.
if ! grep -q 4294967295 /proc/self/uid_map; then echo 0 > "$R/proc/sys/user/max_user_namespaces"; fi
for p in sys sysrq-trigger irq bus fs; do if [ -e "$R/proc/$p" ]; then bind_ro "$R/proc/$p" "$R/proc/$p"; fi; done
for p in kcore keys timer_list sched_debug kallsyms; do if [ -e "$R/proc/$p" ]; then mount --bind "$R/dev/null" "$R/proc/$p"; fi; done

mkdir -p "$R$WS"
mount --bind "$WS" "$R$WS"
# .git read-only, a directory or a linked worktree's "gitdir:" file alike: rewritten, that file would
# point Patchbay's own git at a repository (and config) the agent made. A symlink could not be pinned.
if [ -L "$WS/.git" ]; then echo "the work tree's .git is a symlink; the sandbox cannot make it read-only" >&2; exit 1; fi
if [ -e "$WS/.git" ]; then bind_ro "$WS/.git" "$R$WS/.git"; fi
for p in ${setup_script_all("RO")}; do if [ -d "$p" ] && [ ! -L "$p" ]; then mkdir -p "$R$p"; bind_ro "$p" "$R$p"; fi; done

mkdir -p "$R/tmp/.patchbay" "$R/tmp/home/.config" "$R/tmp/home/.cache"
touch "$R/tmp/.patchbay/egress.sock"
mount --bind "$SOCK" "$R/tmp/.patchbay/egress.sock"
mkdir "$R/tmp/.patchbay/env"
mount --bind "$ENVDIR" "$R/tmp/.patchbay/env"
if [ ! -x "$R$NODE" ]; then mkdir -p "$R$(dirname "$NODE")"; touch "$R$NODE"; bind_ro "$NODE" "$R$NODE"; fi
if [ -n "$TOUID" ]; then chown -R "$TOUID:$TOGID" "$R/tmp/home"; fi

mkdir "$R/tmp/.oldroot"
cd "$R"
pivot_root . tmp/.oldroot
umount -l /tmp/.oldroot
rmdir /tmp/.oldroot
cd /
ip link set lo up

set -- --no-new-privs --bounding-set=-all --inh-caps=-all
if [ -n "$TOUID" ]; then set -- "$@" --reuid="$TOUID" --regid="$TOGID" --clear-groups; fi
export PB_SOCK=/tmp/.patchbay/egress.sock PB_PORT=$PORT
# PID 1 keeps the bridge and waits for Patchbay's pipe to close; when it exits,
# the kernel kills everything left in the namespace.
# PID 1 also reaps orphans (bash collects any child on SIGCHLD) and never forks
# again, so a fork bomb that exhausts the process limit cannot take it down.
exec setpriv "$@" bash --norc --noprofile -c '"$0" -e "$1" & while read -t 1 -r _ || [ $? -gt 128 ]; do :; done' "$NODE" "$BRIDGE"
`;
/**
 * Inside the sandbox: 127.0.0.1:PORT → the proxy's Unix socket, byte for byte.
 * Prints "ready" once listening, which is what start() waits for.
 */
const BRIDGE_CODE = `
const net = require("node:net");
net.createServer((c) => {
  const u = net.connect(process.env.PB_SOCK);
  c.on("error", () => u.destroy());
  u.on("error", () => c.destroy());
  c.pipe(u);
  u.pipe(c);
}).listen(Number(process.env.PB_PORT), "127.0.0.1", () => process.stdout.write("ready\\n"));
`;

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(37895);
;// CONCATENATED MODULE: ./src/sandbox/standby.ts
/**
 * A launcher that has already joined the sandbox's pids cgroup, waiting for the
 * next command (only when Patchbay runs as root: pids-cgroup.ts).
 *
 * Moving a process into a cgroup takes the kernel's cgroup threadgroup lock for
 * writing, which waits for an RCU grace period unless another move happened
 * moments before: 12–18 ms on the machines we measured, whenever commands are
 * more than ~30 ms apart — that is, for every command of a real run, where the
 * model thinks between them. A standby pays that while the model thinks: it is
 * started after a command has finished, joins the cgroup, and then reads the next
 * command's argv and environment from its stdin (NUL-separated, counted) and
 * execs it. Its stdio, process group and exit are the command's own, so the caller
 * uses it exactly as the process it would have spawned.
 *
 * It runs as root on the host until that exec, so it starts with nothing of the
 * command's environment (no BASH_ENV, no exported functions), reads only what
 * Patchbay writes to its stdin, checks every count it reads, and never lets bash
 * interpret a field: the environment goes to `env -i` as arguments, as the sudo
 * launch's READ_ENV does (so, like it, it is visible in /proc/<pid>/cmdline for
 * the moment env runs). A field with a NUL byte (the model can send one in a
 * command) is never written: spawn refuses it on the usual way in too.
 */





/**
 * $0 is cgroup.procs, $1 the system's env. Then from stdin: the directory, the
 * argv and the environment, each a count and that many NUL-terminated fields.
 * Anything else ends it (125) without running a thing.
 */
const SCRIPT = `echo $$ > "$0" || exit 125
count() { IFS= read -r -d "" n && [[ $n =~ ^(0|[1-9][0-9]{0,5})$ ]]; }
IFS= read -r -d "" dir || exit 125
cd -P -- "$dir" || exit 125
count || exit 125
argv=()
for ((i = 0; i < n; i++)); do IFS= read -r -d "" f || exit 125; argv+=("$f"); done
[[ \${argv[0]-} == /* && \${argv[0]} != *=* ]] || exit 125
count || exit 125
kv=()
for ((i = 0; i < n; i++)); do IFS= read -r -d "" f || exit 125; [[ $f =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] || exit 125; kv+=("$f"); done
exec "$1" -i -- "\${kv[@]}" "\${argv[@]}"`;
/** Names a shell passes on: the usual way in goes through `sh -c`, which drops the others. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
class CgroupStandby {
    procs;
    bash;
    envProgram;
    systemPath;
    waiting;
    closed = false;
    constructor(
    /** cgroup.procs of the sandbox's pids cgroup. */
    procs, 
    /** The system's bash and env (absolute paths), and the PATH the standby itself runs with. */
    bash, envProgram, systemPath) {
        this.procs = procs;
        this.bash = bash;
        this.envProgram = envProgram;
        this.systemPath = systemPath;
    }
    /** Starts the next standby unless one is already waiting. */
    refill() {
        if (this.closed || (this.waiting && alive(this.waiting)))
            return;
        const child = (0,external_node_child_process_.spawn)(this.bash, ["--norc", "--noprofile", "-c", SCRIPT, this.procs, this.envProgram], {
            cwd: "/",
            env: { PATH: this.systemPath },
            detached: true, // the command's own process group, as util/exec would give it
            stdio: ["pipe", "pipe", "pipe"],
        });
        child.on("error", () => { }); // a standby that cannot start is simply not used
        // An idle standby does not keep Patchbay running.
        (0,exec/* holdOpen */.I1)(child, false);
        this.waiting = child;
    }
    /**
     * The waiting standby, told to become `argv` in `cwd` with `env`; undefined when
     * there is none alive, or the launch is one spawn would refuse (the caller then
     * spawns as usual, and gets the same error as without a standby).
     */
    take(argv, cwd, env) {
        const child = this.waiting;
        if (!child || !alive(child)) {
            this.waiting = undefined;
            return undefined;
        }
        const vars = Object.entries(env).filter(([name]) => NAME.test(name));
        if (!cwd.startsWith("/") || [cwd, ...argv, ...vars.flat()].some((f) => f.includes("\0")))
            return undefined;
        const pwd = shellPwd(env.PWD, cwd);
        if (pwd === undefined)
            return undefined; // no such directory: spawn says so
        const kv = [...vars.filter(([name]) => name !== "PWD").map(([n, v]) => `${n}=${v}`), `PWD=${pwd}`];
        this.waiting = undefined;
        (0,exec/* holdOpen */.I1)(child, true);
        const fields = [cwd, String(argv.length), ...argv, String(kv.length), ...kv];
        child.stdin.write(fields.map((f) => `${f}\0`).join(""));
        return child;
    }
    /** Whether the waiting standby is in the cgroup yet (it counts among the cgroup's tasks once it is). */
    async joined() {
        const pid = this.waiting?.pid;
        if (pid === undefined)
            return false;
        const groups = await (0,promises_.readFile)(`/proc/${pid}/cgroup`, "utf8").catch(() => "");
        return groups.includes(`/${external_node_path_default().basename(external_node_path_default().dirname(this.procs))}\n`);
    }
    close() {
        this.closed = true;
        if (this.waiting && alive(this.waiting))
            this.waiting.kill("SIGKILL");
        this.waiting = undefined;
    }
}
/**
 * PWD as `sh` sets it for the program it starts: the inherited value when it names
 * `cwd`, else the physical path. undefined when `cwd` does not exist.
 */
function shellPwd(inherited, cwd) {
    try {
        const here = (0,external_node_fs_.statSync)(cwd);
        if (inherited?.startsWith("/")) {
            const there = (0,external_node_fs_.statSync)(inherited, { throwIfNoEntry: false });
            if (there && there.dev === here.dev && there.ino === here.ino)
                return inherited;
        }
        return (0,external_node_fs_.realpathSync)(cwd);
    }
    catch {
        return undefined;
    }
}
function alive(child) {
    return child.exitCode === null && child.signalCode === null && child.pid !== undefined;
}

;// CONCATENATED MODULE: ./src/sandbox/namespace.ts
/**
 * One long-lived sandbox: a set of namespaces built once (setup-script.ts)
 * whose PID 1 lives until close() or until Patchbay's pipe to it closes; each
 * command joins it with `nsenter`, drops every capability and privilege with
 * `setpriv`, and takes the resource limits with `prlimit` — three small execs,
 * so a command costs milliseconds, not a fresh set of mounts. When PID 1 exits
 * the kernel kills everything still in the namespace: daemons that called
 * `setsid` die with the run.
 */











/** The proxy's address inside every sandbox (each has its own loopback). */
const PROXY_PORT = 3128;
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
/** The fresh home inside (on the sandbox's own /tmp, a tmpfs of sandbox.limits.tmp_mb). */
const SANDBOX_HOME = "/tmp/home";
/**
 * /dev/shm's total size, in MiB: shared memory is RAM, and unbounded it would be
 * half of the machine's. 256 MiB is four times Docker's default (64 MiB), enough
 * for Chromium and test runners that use it.
 */
const SHM_MB = 256;
const START_TIMEOUT_MS = 15_000;
class NamespaceSandbox {
    opts;
    init;
    pid1;
    proxy;
    scratch;
    cgroup;
    standby;
    proxyUrl = PROXY_URL;
    constructor(opts, init, 
    /** PID 1 of the sandbox, as the host sees it. */
    pid1, proxy, scratch, cgroup, 
    /** With a pids cgroup: the next command's launcher, already in it (standby.ts). */
    standby) {
        this.opts = opts;
        this.init = init;
        this.pid1 = pid1;
        this.proxy = proxy;
        this.scratch = scratch;
        this.cgroup = cgroup;
        this.standby = standby;
    }
    /** The cgroup's task count when the last command was launched. */
    countAtLaunch;
    static async start(opts) {
        const scratch = await (0,promises_.mkdtemp)(external_node_path_default().join(opts.tempDir ?? external_node_os_default().tmpdir(), "patchbay-sandbox-"));
        const root = external_node_path_default().join(scratch, "root");
        const socket = external_node_path_default().join(scratch, "egress.sock");
        await (0,promises_.mkdir)(root);
        await (0,promises_.mkdir)(external_node_path_default().join(scratch, "env"), { mode: 0o700 });
        const proxy = new egress_proxy/* EgressProxy */.Y(opts.allow, opts.blocked);
        await proxy.listen(socket);
        const { mechanism } = opts;
        const drop = mechanism.dropTo;
        const hide = [...new Set([...opts.hide, scratch].map((p) => external_node_path_default().resolve(p)))];
        const argv = [
            ...mechanism.privileged,
            "unshare",
            ...mechanism.unshare,
            "--fork",
            "--kill-child",
            "bash",
            "--norc",
            "--noprofile",
            "-c",
            SETUP_SCRIPT,
            "patchbay-sandbox",
            root,
            opts.workspace,
            socket,
            external_node_path_default().join(scratch, "env"),
            process.execPath,
            String(PROXY_PORT),
            drop ? String(drop.uid) : "",
            drop ? String(drop.gid) : "",
            BRIDGE_CODE,
            String(opts.limits.tmp_mb),
            String(SHM_MB),
            ...hide,
            READ_ONLY_MARK,
            ...(opts.readOnly ?? []).map((p) => external_node_path_default().resolve(p)),
        ];
        const cgroup = await createPidsCgroup(opts.limits.processes);
        const [command, ...args] = joinCgroup(cgroup, argv);
        // The pipe to PID 1 is its lifeline: when Patchbay exits, however it exits, the sandbox goes too.
        const init = (0,external_node_child_process_.spawn)(command, args, { env: { PATH: sandbox_mechanism/* SYSTEM_PATH */.sg }, stdio: ["pipe", "pipe", "pipe"] });
        try {
            await waitReady(init);
            const pid1 = await findInit(init.pid ?? -1);
            // sudo launches need no cgroup (RLIMIT_NPROC bounds the caller's uid), so no standby either.
            const standby = cgroup && !mechanism.privileged.length && opts.standby !== false
                ? new CgroupStandby(cgroup.procs, systemProgram("bash"), systemProgram("env"), sandbox_mechanism/* SYSTEM_PATH */.sg)
                : undefined;
            standby?.refill();
            return new NamespaceSandbox(opts, init, pid1, proxy, scratch, cgroup, standby);
        }
        catch (error) {
            // Under sudo, PID 1 belongs to root: closing its lifeline is what ends it.
            init.on("error", () => { });
            init.stdin?.end();
            init.kill("SIGKILL");
            await cgroup?.remove();
            await proxy.close();
            await (0,promises_.rm)(scratch, { recursive: true, force: true }).catch(() => { });
            throw error;
        }
    }
    get alive() {
        return this.init.exitCode === null && this.init.signalCode === null;
    }
    async launch(spec) {
        if (!this.alive)
            throw new Error("the sandbox is no longer running (its PID 1 exited)");
        // settle() waits only while the count is above what it was before this command.
        // The waiting standby, once in the cgroup, is counted now and will be the command itself.
        const [count, standbyIn] = await Promise.all([this.cgroup?.current(), this.standby?.joined()]);
        this.countAtLaunch = count === undefined ? undefined : count - (standbyIn ? 1 : 0);
        const { mechanism, limits } = this.opts;
        const mb = 1024 * 1024;
        const inside = sandboxEnv(spec.env);
        // nsenter, setpriv and prlimit are found, and the command gets the same PATH, whatever the caller's PATH lacks.
        const env = { ...inside, PATH: `${inside.PATH ?? ""}:${sandbox_mechanism/* SYSTEM_PATH */.sg}` };
        const drop = mechanism.dropTo
            ? [`--reuid=${mechanism.dropTo.uid}`, `--regid=${mechanism.dropTo.gid}`, "--clear-groups"]
            : [];
        const envArgs = mechanism.privileged.length ? await this.envThroughFile(env) : [];
        const args = [
            ...mechanism.privileged.slice(1),
            ...(mechanism.privileged.length ? [systemProgram("nsenter")] : []),
            `--target=${this.pid1}`,
            ...mechanism.nsenter,
            `--wdns=${spec.cwd}`,
            "--",
            systemProgram("setpriv"),
            "--no-new-privs",
            "--bounding-set=-all",
            "--inh-caps=-all",
            ...drop,
            "--",
            ...envArgs,
            systemProgram("prlimit"),
            `--nproc=${limits.processes}`,
            `--data=${limits.memory_mb * mb}`,
            `--fsize=${limits.file_mb * mb}`,
            "--",
            spec.command,
            ...spec.args,
        ];
        const argv = [systemProgram(mechanism.privileged[0] ?? "nsenter"), ...args];
        const [command, ...rest] = joinCgroup(this.cgroup, argv);
        const standby = this.standby;
        return {
            command,
            args: rest,
            cwd: spec.cwd,
            // sudo gets nothing but a PATH: the command's environment goes through the file.
            env: mechanism.privileged.length ? { PATH: env.PATH } : env,
            start: standby ? () => standby.take(argv, spec.cwd, env) : undefined,
        };
    }
    /**
     * sudo resets the environment, and whatever is on its command line goes to the
     * system log (auth.log, the journal) and to `ps` on the host — no place for an
     * MCP server's token. So the environment is written to a file only this sandbox
     * sees, and a shell inside — privileges already gone — reads it, deletes it,
     * and starts the command with exactly that environment.
     */
    async envThroughFile(env) {
        const name = (0,external_node_crypto_.randomUUID)();
        const entries = Object.entries(env).map(([k, v]) => `${k}=${v}\0`);
        await (0,promises_.writeFile)(external_node_path_default().join(this.scratch, "env", name), entries.join(""), { mode: 0o600, flag: "wx" });
        return [systemProgram("bash"), "--norc", "--noprofile", "-c", READ_ENV, `${SANDBOX_ENV_DIR}/${name}`];
    }
    /**
     * Waits while the sandbox's task count is above its count before the command
     * and still falling (a killed command's processes being reaped by PID 1), at
     * most SETTLE_MS. A count back at its level ends the wait at once — the usual
     * case, so a command pays nothing — and one that holds steady for STEADY_MS (a
     * daemon the agent started on purpose) ends it too, unless it leaves no room
     * for the next command: a killed fork bomb's processes can take longer than
     * that to die on a busy machine, and the next `nsenter` would fail to fork.
     */
    async settle() {
        try {
            await this.reaped();
        }
        finally {
            // The next command's launcher joins the cgroup now, while the model thinks: a move
            // into a cgroup holds up every fork, exec and exit on the machine until it is done,
            // so it must not overlap a command.
            this.standby?.refill();
        }
    }
    async reaped() {
        if (!this.cgroup)
            return;
        const full = this.opts.limits.processes - LAUNCH_ROOM;
        const floor = Math.max(this.countAtLaunch ?? 0, SETTLED_BELOW);
        const start = Date.now();
        let last = await this.cgroup.current();
        let fell = start;
        while (last !== undefined && last > floor) {
            const now = Date.now();
            if (now - start >= SETTLE_MS || (now - fell >= STEADY_MS && last < full))
                return;
            await new Promise((r) => setTimeout(r, POLL_MS));
            const count = await this.cgroup.current();
            if (count !== undefined && count < last)
                fell = Date.now();
            last = count;
        }
    }
    async close() {
        this.standby?.close();
        if (this.alive) {
            const gone = new Promise((resolve) => this.init.once("close", resolve));
            this.init.stdin?.end();
            const timer = setTimeout(() => this.init.kill("SIGKILL"), 2000);
            await gone;
            clearTimeout(timer);
        }
        await this.proxy.close();
        await this.cgroup?.remove();
        await (0,promises_.rm)(this.scratch, { recursive: true, force: true }).catch(() => { });
    }
}
/** Where the env files of sudo launches appear inside (setup-script.ts binds the scratch folder there). */
const SANDBOX_ENV_DIR = "/tmp/.patchbay/env";
/** $0 is the env file, "$@" the command; env -i so nothing of sudo's own environment stays. */
const READ_ENV = 'mapfile -d "" -t kv < "$0" && rm -f -- "$0" && exec env -i -- "${kv[@]}" "$@"';
/** How long a command's leftovers may take to be reaped before the next call goes ahead anyway. */
const SETTLE_MS = 10_000;
/** A count that has not fallen for this long is what the agent meant to leave running. */
const STEADY_MS = 100;
/** Tasks a launch needs on top of what is running: nsenter's fork, and what the command starts first. */
const LAUNCH_ROOM = 4;
const POLL_MS = 5;
/** PID 1 and its bridge (a Node process's threads count as tasks): at or below this the sandbox is settled. */
const SETTLED_BELOW = 8;
/** The same argv, first moved into the pids cgroup (when there is one) so it and all it starts are counted. */
function joinCgroup(cgroup, argv) {
    if (!cgroup)
        return argv;
    return [systemProgram("sh"), "-c", 'echo $$ > "$0" && exec "$@"', cgroup.procs, ...argv];
}
/**
 * The way in runs with privileges the command must not have (on the host, or inside
 * before setpriv drops them), so its programs come from the system's own directories,
 * never from the user's PATH: a directory of the work tree on PATH would let the agent
 * plant an `nsenter` that runs on the host (test/sandbox/path-planting.test.ts).
 */
function systemProgram(name) {
    const file = (0,program_path/* hostProgram */.dW)(name, sandbox_mechanism/* SYSTEM_PATH */.sg);
    // A bare name would be looked up again, through the command's PATH (the user's first).
    if (!file.startsWith("/"))
        throw new Error(`the sandbox needs \`${name}\`, which is not in ${sandbox_mechanism/* SYSTEM_PATH */.sg}: install util-linux (and bash)`);
    return file;
}
/** The places a sandboxed process has instead of the host's (its `${HOME}` and friends). */
const SANDBOX_PLACES = {
    HOME: SANDBOX_HOME,
    XDG_CONFIG_HOME: `${SANDBOX_HOME}/.config`,
    XDG_CACHE_HOME: `${SANDBOX_HOME}/.cache`,
    TMPDIR: "/tmp",
};
/** What a sandboxed process sees: the scrubbed env, a fresh home, and the proxy as its only way out. */
function sandboxEnv(env) {
    const out = {};
    for (const [name, value] of Object.entries(env))
        if (!HIDDEN_VARS.has(name))
            out[name] = value;
    return {
        // npm asks the registry for a newer npm on every command (the fresh home has no record of
        // the last check): the proxy refuses it, and the "blocked" line would nudge people to open
        // the registry for nothing. A user's own setting wins.
        npm_config_update_notifier: "false",
        ...out,
        ...SANDBOX_PLACES,
        http_proxy: PROXY_URL,
        https_proxy: PROXY_URL,
        HTTP_PROXY: PROXY_URL,
        HTTPS_PROXY: PROXY_URL,
        no_proxy: "localhost,127.0.0.1",
        NO_PROXY: "localhost,127.0.0.1",
        // Node's own fetch honours the variables only when asked (Node 22.14+/24).
        NODE_USE_ENV_PROXY: "1",
    };
}
/** Places that do not exist inside, so naming them would only mislead. */
const HIDDEN_VARS = new Set(["RUNNER_TEMP", "TEMP", "TMP", "XDG_DATA_HOME"]);
function waitReady(init) {
    return new Promise((resolve, reject) => {
        let out = "";
        let err = "";
        const timer = setTimeout(() => fail(`no answer within ${START_TIMEOUT_MS / 1000}s`), START_TIMEOUT_MS);
        const fail = (why) => {
            clearTimeout(timer);
            reject(new Error(`could not set up the sandbox: ${why}${err.trim() ? `\n${err.trim().slice(-2000)}` : ""}`));
        };
        init.stderr?.on("data", (chunk) => {
            err += chunk.toString("utf8");
        });
        init.stdout?.on("data", (chunk) => {
            out += chunk.toString("utf8");
            if (out.includes("ready\n")) {
                clearTimeout(timer);
                resolve();
            }
        });
        init.once("error", (error) => fail(error.message));
        init.once("exit", (code, signal) => fail(`set-up exited (${signal ?? `code ${code}`})`));
    });
}
/**
 * The host PID of the sandbox's PID 1: the descendant of `unshare` (or of sudo's
 * unshare) whose innermost PID is 1.
 */
async function findInit(top) {
    const queue = [top];
    while (queue.length > 0) {
        const pid = queue.shift();
        const status = await (0,promises_.readFile)(`/proc/${pid}/status`, "utf8").catch(() => "");
        const nspid = /^NSpid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/);
        if (nspid && nspid.length > 1 && nspid.at(-1) === "1")
            return pid;
        const children = await (0,promises_.readFile)(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
        for (const child of children.trim().split(/\s+/))
            if (child)
                queue.push(Number(child));
    }
    throw new Error("could not set up the sandbox: its PID 1 was not found");
}


/***/ })

};
