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
export const READ_ONLY_MARK = "--read-only--";

/** Bash's quoted expansion of every element of array NAME, safe under set -u when it is empty (bash before 4.4). */
const all = (name: string) => `\${${name}[@]+"\${${name}[@]}"}`;
export const SETUP_SCRIPT = String.raw`
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
for p in ${all("HIDE")}; do hide "$p"; done

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
for p in ${all("RO")}; do if [ -d "$p" ] && [ ! -L "$p" ]; then mkdir -p "$R$p"; bind_ro "$p" "$R$p"; fi; done

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
export const BRIDGE_CODE = `
const net = require("node:net");
net.createServer((c) => {
  const u = net.connect(process.env.PB_SOCK);
  c.on("error", () => u.destroy());
  u.on("error", () => c.destroy());
  c.pipe(u);
  u.pipe(c);
}).listen(Number(process.env.PB_PORT), "127.0.0.1", () => process.stdout.write("ready\\n"));
`;
