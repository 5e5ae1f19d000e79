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
 * command's environment (no BASH_ENV, no exported functions) and reads only what
 * Patchbay writes to its stdin; the environment arrives as `export NAME=value`.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";

/**
 * $0 is cgroup.procs. Then from stdin: the directory, the argv, the environment.
 * The environment ends up as a spawned `sh -c` would pass it on: PWD names the
 * directory, no OLDPWD, and SHLVL as given (env sets it: bash's own exec would
 * lower it by one).
 */
const SCRIPT = `echo $$ > "$0" || exit 125
IFS= read -r -d "" dir || exit 0
cd -- "$dir" || exit 125
unset PWD OLDPWD SHLVL
IFS= read -r -d "" n || exit 0
argv=()
while ((n-- > 0)); do IFS= read -r -d "" a || exit 0; argv+=("$a"); done
IFS= read -r -d "" n || exit 0
while ((n-- > 0)); do IFS= read -r -d "" kv || exit 0; export -- "$kv" || exit 125; done
[[ -v PWD && $PWD -ef . ]] || export PWD="$dir"
exec "\${argv[@]}"`;

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
    const child = spawn(this.bash, ["--norc", "--noprofile", "-c", SCRIPT, this.procs], {
      cwd: "/",
      env: { PATH: this.systemPath },
      detached: true, // the command's own process group, as util/exec would give it
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.on("error", () => {}); // a standby that cannot start is simply not used
    // An idle standby does not keep Patchbay running.
    hold(child, false);
    this.waiting = child;
  }

  /**
   * The waiting standby, told to become `argv` with `env`; undefined when there is
   * none alive (the caller spawns as usual).
   */
  take(argv: string[], cwd: string, env: Record<string, string>): ChildProcessWithoutNullStreams | undefined {
    const child = this.waiting;
    this.waiting = undefined;
    if (!child) return undefined;
    if (!alive(child)) return undefined;
    // A name no shell can export is lost on the usual way in too (its `sh` drops it).
    const { SHLVL, ...rest } = env;
    const names = Object.keys(rest).filter((n) => NAME.test(n));
    const run = [this.envProgram, "-u", "SHLVL", ...(SHLVL === undefined ? [] : [`SHLVL=${SHLVL}`]), ...argv];
    hold(child, true);
    const fields = [cwd, String(run.length), ...run, String(names.length), ...names.map((n) => `${n}=${rest[n]}`)];
    child.stdin.write(fields.map((f) => `${f}\0`).join(""));
    return child;
  }

  close(): void {
    this.closed = true;
    if (this.waiting && alive(this.waiting)) this.waiting.kill("SIGKILL");
    this.waiting = undefined;
  }
}

/** Whether the child and its pipes (sockets, though typed as plain streams) keep the event loop running. */
function hold(child: ChildProcessWithoutNullStreams, on: boolean): void {
  on ? child.ref() : child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    const socket = stream as unknown as { ref?: () => void; unref?: () => void };
    on ? socket.ref?.() : socket.unref?.();
  }
}

function alive(child: ChildProcessWithoutNullStreams): boolean {
  return child.exitCode === null && child.signalCode === null && child.pid !== undefined;
}
