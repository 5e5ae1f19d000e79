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
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { realpathSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { holdOpen } from "../util/exec.js";

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

export class CgroupStandby {
  private waiting: ChildProcessWithoutNullStreams | undefined;
  private closed = false;

  constructor(
    /** cgroup.procs of the sandbox's pids cgroup. */
    private readonly procs: string,
    /** The system's bash and env (absolute paths), and the PATH the standby itself runs with. */
    private readonly bash: string,
    private readonly envProgram: string,
    private readonly systemPath: string,
  ) {}

  /** Starts the next standby unless one is already waiting. */
  refill(): void {
    if (this.closed || (this.waiting && alive(this.waiting))) return;
    const child = spawn(this.bash, ["--norc", "--noprofile", "-c", SCRIPT, this.procs, this.envProgram], {
      cwd: "/",
      env: { PATH: this.systemPath },
      detached: true, // the command's own process group, as util/exec would give it
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.on("error", () => {}); // a standby that cannot start is simply not used
    // An idle standby does not keep Patchbay running.
    holdOpen(child, false);
    this.waiting = child;
  }

  /**
   * The waiting standby, told to become `argv` in `cwd` with `env`; undefined when
   * there is none alive, or the launch is one spawn would refuse (the caller then
   * spawns as usual, and gets the same error as without a standby).
   */
  take(argv: string[], cwd: string, env: Record<string, string>): ChildProcessWithoutNullStreams | undefined {
    const child = this.waiting;
    if (!child || !alive(child)) {
      this.waiting = undefined;
      return undefined;
    }
    const vars = Object.entries(env).filter(([name]) => NAME.test(name));
    if (!cwd.startsWith("/") || [cwd, ...argv, ...vars.flat()].some((f) => f.includes("\0"))) return undefined;
    const pwd = shellPwd(env.PWD, cwd);
    if (pwd === undefined) return undefined; // no such directory: spawn says so
    const kv = [...vars.filter(([name]) => name !== "PWD").map(([n, v]) => `${n}=${v}`), `PWD=${pwd}`];
    this.waiting = undefined;
    holdOpen(child, true);
    const fields = [cwd, String(argv.length), ...argv, String(kv.length), ...kv];
    child.stdin.write(fields.map((f) => `${f}\0`).join(""));
    return child;
  }

  /** Whether the waiting standby is in the cgroup yet (it counts among the cgroup's tasks once it is). */
  async joined(): Promise<boolean> {
    const pid = this.waiting?.pid;
    if (pid === undefined) return false;
    const groups = await readFile(`/proc/${pid}/cgroup`, "utf8").catch(() => "");
    return groups.includes(`/${path.basename(path.dirname(this.procs))}\n`);
  }

  close(): void {
    this.closed = true;
    if (this.waiting && alive(this.waiting)) this.waiting.kill("SIGKILL");
    this.waiting = undefined;
  }
}

/**
 * PWD as `sh` sets it for the program it starts: the inherited value when it names
 * `cwd`, else the physical path. undefined when `cwd` does not exist.
 */
function shellPwd(inherited: string | undefined, cwd: string): string | undefined {
  try {
    const here = statSync(cwd);
    if (inherited?.startsWith("/")) {
      const there = statSync(inherited, { throwIfNoEntry: false });
      if (there && there.dev === here.dev && there.ino === here.ino) return inherited;
    }
    return realpathSync(cwd);
  } catch {
    return undefined;
  }
}

function alive(child: ChildProcessWithoutNullStreams): boolean {
  return child.exitCode === null && child.signalCode === null && child.pid !== undefined;
}
