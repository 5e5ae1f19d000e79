/**
 * One long-lived sandbox: a set of namespaces built once (setup-script.ts)
 * whose PID 1 lives until close() or until Patchbay's pipe to it closes; each
 * command joins it with `nsenter`, drops every capability and privilege with
 * `setpriv`, and takes the resource limits with `prlimit` — three small execs,
 * so a command costs milliseconds, not a fresh set of mounts. When PID 1 exits
 * the kernel kills everything still in the namespace: daemons that called
 * `setsid` die with the run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hostProgram } from "../util/program-path.js";
import type { Allowlist } from "./allowlist.js";
import { type BlockedCounts, EgressProxy } from "./egress-proxy.js";
import { type Mechanism, SYSTEM_PATH } from "./mechanism.js";
import { createPidsCgroup, type PidsCgroup } from "./pids-cgroup.js";
import { BRIDGE_CODE, READ_ONLY_MARK, SETUP_SCRIPT } from "./setup-script.js";
import { CgroupStandby } from "./standby.js";
import type { CommandSandbox, Launch, SandboxLimits } from "./types.js";

/** The proxy's address inside every sandbox (each has its own loopback). */
const PROXY_PORT = 3128;
export const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
/** The fresh home inside (on the sandbox's own /tmp, a tmpfs of sandbox.limits.tmp_mb). */
const SANDBOX_HOME = "/tmp/home";
/**
 * /dev/shm's total size, in MiB: shared memory is RAM, and unbounded it would be
 * half of the machine's. 256 MiB is four times Docker's default (64 MiB), enough
 * for Chromium and test runners that use it.
 */
const SHM_MB = 256;
const START_TIMEOUT_MS = 15_000;

export interface NamespaceSandboxOptions {
  mechanism: Mechanism;
  /** The work tree (a real path): read-write inside, its `.git` read-only. */
  workspace: string;
  /** Directories that must not be visible (the runner's home, RUNNER_TEMP, the action's directory). */
  hide: string[];
  /** Directories shown read-only even inside a hidden one (Patchbay's MCP package cache). */
  readOnly?: string[];
  limits: SandboxLimits;
  allow: Allowlist;
  blocked: BlockedCounts;
  /** Where the sandbox's own scratch directory goes (hidden from it). */
  tempDir?: string;
  /** false: every command joins the pids cgroup as it starts, with no standby (the bench's baseline). */
  standby?: false;
}

export class NamespaceSandbox implements CommandSandbox {
  readonly proxyUrl = PROXY_URL;

  private constructor(
    private readonly opts: NamespaceSandboxOptions,
    private readonly init: ChildProcess,
    /** PID 1 of the sandbox, as the host sees it. */
    private readonly pid1: number,
    private readonly proxy: EgressProxy,
    private readonly scratch: string,
    private readonly cgroup: PidsCgroup | undefined,
    /** With a pids cgroup: the next command's launcher, already in it (standby.ts). */
    private readonly standby: CgroupStandby | undefined,
  ) {}

  /** The cgroup's task count when the last command was launched. */
  private countAtLaunch: number | undefined;

  static async start(opts: NamespaceSandboxOptions): Promise<NamespaceSandbox> {
    const scratch = await mkdtemp(path.join(opts.tempDir ?? os.tmpdir(), "patchbay-sandbox-"));
    const root = path.join(scratch, "root");
    const socket = path.join(scratch, "egress.sock");
    await mkdir(root);
    await mkdir(path.join(scratch, "env"), { mode: 0o700 });
    const proxy = new EgressProxy(opts.allow, opts.blocked);
    await proxy.listen(socket);
    const { mechanism } = opts;
    const drop = mechanism.dropTo;
    const hide = [...new Set([...opts.hide, scratch].map((p) => path.resolve(p)))];
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
      path.join(scratch, "env"),
      process.execPath,
      String(PROXY_PORT),
      drop ? String(drop.uid) : "",
      drop ? String(drop.gid) : "",
      BRIDGE_CODE,
      String(opts.limits.tmp_mb),
      String(SHM_MB),
      ...hide,
      READ_ONLY_MARK,
      ...(opts.readOnly ?? []).map((p) => path.resolve(p)),
    ];
    const cgroup = await createPidsCgroup(opts.limits.processes);
    const [command, ...args] = joinCgroup(cgroup, argv);
    // The pipe to PID 1 is its lifeline: when Patchbay exits, however it exits, the sandbox goes too.
    const init = spawn(command, args, { env: { PATH: SYSTEM_PATH }, stdio: ["pipe", "pipe", "pipe"] });
    try {
      await waitReady(init);
      const pid1 = await findInit(init.pid ?? -1);
      // sudo launches need no cgroup (RLIMIT_NPROC bounds the caller's uid), so no standby either.
      const standby =
        cgroup && !mechanism.privileged.length && opts.standby !== false
          ? new CgroupStandby(cgroup.procs, systemProgram("bash"), systemProgram("env"), SYSTEM_PATH)
          : undefined;
      standby?.refill();
      return new NamespaceSandbox(opts, init, pid1, proxy, scratch, cgroup, standby);
    } catch (error) {
      // Under sudo, PID 1 belongs to root: closing its lifeline is what ends it.
      init.on("error", () => {});
      init.stdin?.end();
      init.kill("SIGKILL");
      await cgroup?.remove();
      await proxy.close();
      await rm(scratch, { recursive: true, force: true }).catch(() => {});
      throw error;
    }
  }

  get alive(): boolean {
    return this.init.exitCode === null && this.init.signalCode === null;
  }

  async launch(spec: Launch): Promise<Launch> {
    if (!this.alive) throw new Error("the sandbox is no longer running (its PID 1 exited)");
    // settle() waits only while the count is above what it was before this command.
    // The waiting standby, once in the cgroup, is counted now and will be the command itself.
    const [count, standbyIn] = await Promise.all([this.cgroup?.current(), this.standby?.joined()]);
    this.countAtLaunch = count === undefined ? undefined : count - (standbyIn ? 1 : 0);
    const { mechanism, limits } = this.opts;
    const mb = 1024 * 1024;
    const inside = sandboxEnv(spec.env);
    // nsenter, setpriv and prlimit are found, and the command gets the same PATH, whatever the caller's PATH lacks.
    const env = { ...inside, PATH: `${inside.PATH ?? ""}:${SYSTEM_PATH}` };
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
  private async envThroughFile(env: Record<string, string>): Promise<string[]> {
    const name = randomUUID();
    const entries = Object.entries(env).map(([k, v]) => `${k}=${v}\0`);
    await writeFile(path.join(this.scratch, "env", name), entries.join(""), { mode: 0o600, flag: "wx" });
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
  async settle(): Promise<void> {
    try {
      await this.reaped();
    } finally {
      // The next command's launcher joins the cgroup now, while the model thinks: a move
      // into a cgroup holds up every fork, exec and exit on the machine until it is done,
      // so it must not overlap a command.
      this.standby?.refill();
    }
  }

  private async reaped(): Promise<void> {
    if (!this.cgroup) return;
    const full = this.opts.limits.processes - LAUNCH_ROOM;
    const floor = Math.max(this.countAtLaunch ?? 0, SETTLED_BELOW);
    const start = Date.now();
    let last = await this.cgroup.current();
    let fell = start;
    while (last !== undefined && last > floor) {
      const now = Date.now();
      if (now - start >= SETTLE_MS || (now - fell >= STEADY_MS && last < full)) return;
      await new Promise((r) => setTimeout(r, POLL_MS));
      const count = await this.cgroup.current();
      if (count !== undefined && count < last) fell = Date.now();
      last = count;
    }
  }

  async close(): Promise<void> {
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
    await rm(this.scratch, { recursive: true, force: true }).catch(() => {});
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
function joinCgroup(cgroup: PidsCgroup | undefined, argv: string[]): [string, ...string[]] {
  if (!cgroup) return argv as [string, ...string[]];
  return [systemProgram("sh"), "-c", 'echo $$ > "$0" && exec "$@"', cgroup.procs, ...argv];
}

/**
 * The way in runs with privileges the command must not have (on the host, or inside
 * before setpriv drops them), so its programs come from the system's own directories,
 * never from the user's PATH: a directory of the work tree on PATH would let the agent
 * plant an `nsenter` that runs on the host (test/sandbox/path-planting.test.ts).
 */
function systemProgram(name: string): string {
  const file = hostProgram(name, SYSTEM_PATH);
  // A bare name would be looked up again, through the command's PATH (the user's first).
  if (!file.startsWith("/"))
    throw new Error(`the sandbox needs \`${name}\`, which is not in ${SYSTEM_PATH}: install util-linux (and bash)`);
  return file;
}

/** The places a sandboxed process has instead of the host's (its `${HOME}` and friends). */
export const SANDBOX_PLACES: Readonly<Record<string, string>> = {
  HOME: SANDBOX_HOME,
  XDG_CONFIG_HOME: `${SANDBOX_HOME}/.config`,
  XDG_CACHE_HOME: `${SANDBOX_HOME}/.cache`,
  TMPDIR: "/tmp",
};

/** What a sandboxed process sees: the scrubbed env, a fresh home, and the proxy as its only way out. */
function sandboxEnv(env: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (!HIDDEN_VARS.has(name)) out[name] = value;
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

function waitReady(init: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => fail(`no answer within ${START_TIMEOUT_MS / 1000}s`), START_TIMEOUT_MS);
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`could not set up the sandbox: ${why}${err.trim() ? `\n${err.trim().slice(-2000)}` : ""}`));
    };
    init.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString("utf8");
    });
    init.stdout?.on("data", (chunk: Buffer) => {
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
async function findInit(top: number): Promise<number> {
  const queue = [top];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const nspid = /^NSpid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/);
    if (nspid && nspid.length > 1 && nspid.at(-1) === "1") return pid;
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
    for (const child of children.trim().split(/\s+/)) if (child) queue.push(Number(child));
  }
  throw new Error("could not set up the sandbox: its PID 1 was not found");
}
