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
import { spawnSync } from "node:child_process";
import { exec } from "../util/exec.js";

export type MechanismKind = "userns" | "sudo";

export interface Mechanism {
  kind: MechanismKind;
  /** One line for `patchbay sandbox check` and the run's report. */
  description: string;
  /** Prefix that runs a program with enough privilege to build namespaces. */
  privileged: string[];
  /** Namespaces for `unshare` (and the same for `nsenter`). */
  unshare: string[];
  nsenter: string[];
  /** uid/gid the sandboxed processes run as, when it differs from inside-root. */
  dropTo?: { uid: number; gid: number };
}

export interface Unavailable {
  kind: "none";
  /** Why each mechanism failed, for the error message. */
  reasons: string[];
}

/** The probe does what the real set-up needs: a mount, a private loopback, a PID namespace. */
const PROBE = "mount -t tmpfs tmpfs /tmp && ip link set lo up";
const NAMESPACES = ["--mount", "--pid", "--net", "--ipc", "--uts"];
const NSENTER = ["--mount", "--net", "--pid", "--ipc", "--uts"];

/** mount, ip and pivot_root live in sbin, which a user's PATH may lack. */
export const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** The variable that picks a mechanism instead of the probe's first working one. */
export const FORCE_VARIABLE = "PATCHBAY_SANDBOX_MECHANISM";
const KINDS: readonly MechanismKind[] = ["userns", "sudo"];

export class MechanismChoiceError extends Error {
  override name = "MechanismChoiceError";
}

/**
 * The mechanism PATCHBAY_SANDBOX_MECHANISM asks for; undefined when it is unset
 * or empty. Any other value is an error, so a typo cannot quietly fall back to the probe.
 */
export function forcedMechanism(env: Record<string, string | undefined>): MechanismKind | undefined {
  const value = env[FORCE_VARIABLE]?.trim();
  if (!value) return undefined;
  const kind = KINDS.find((k) => k === value);
  if (kind) return kind;
  throw new MechanismChoiceError(
    `${FORCE_VARIABLE} is "${value}", which is not a sandbox mechanism: use ${KINDS.join(" or ")}, or unset it to let Patchbay choose`,
  );
}

/** The probe's answers: "any" for the first that works, else per forced kind. */
const cached = new Map<MechanismKind | "any", Mechanism | Unavailable>();

export function findMechanism(options: { refresh?: boolean; force?: MechanismKind } = {}): Mechanism | Unavailable {
  const key = options.force ?? "any";
  const known = cached.get(key);
  if (known && !options.refresh) return known;
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
export function probeMechanismSoon(): void {
  if (cached.has("any") || background) return;
  background = (async () => {
    if (process.platform !== "linux") return;
    // The probe's commands, run asynchronously first; the synchronous probe then only reads the answers.
    const answers = new Map<string, string | undefined>();
    const direct = await tryRunAsync(DIRECT_PROBE);
    answers.set(DIRECT_PROBE.join("\0"), direct);
    if (direct !== undefined && process.getuid?.() !== 0)
      answers.set(SUDO_PROBE.join("\0"), await tryRunAsync(SUDO_PROBE));
    if (!cached.has("any"))
      cached.set(
        "any",
        probe((argv) => (answers.has(argv.join("\0")) ? answers.get(argv.join("\0")) : tryRun(argv))),
      );
  })().catch(() => {
    // findMechanism() probes again synchronously and reports what went wrong.
  });
}

let background: Promise<void> | undefined;

const DIRECT_PROBE = ["unshare", "--user", "--map-root-user", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
const SUDO_PROBE = ["sudo", "-n", "unshare", ...NAMESPACES, "--fork", "bash", "-c", PROBE];

function probe(run: (argv: string[]) => string | undefined, force?: MechanismKind): Mechanism | Unavailable {
  if (process.platform !== "linux") return { kind: "none", reasons: [`${process.platform} is not Linux`] };
  const reasons: string[] = [];
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
async function tryRunAsync(argv: string[]): Promise<string | undefined> {
  const [command, ...args] = argv as [string, ...string[]];
  const res = await exec(command, args, { cwd: "/", env: { PATH: SYSTEM_PATH }, timeoutMs: 10_000 });
  if (res.spawnError) return res.spawnError.startsWith("ENOENT") ? `${command} not found` : res.spawnError;
  return res.exitCode === 0 ? undefined : res.stderr.trim().split("\n").pop() || `exit code ${res.exitCode}`;
}

/** undefined when the command worked, else what went wrong. */
function tryRun(argv: string[]): string | undefined {
  const [command, ...args] = argv as [string, ...string[]];
  const result = spawnSync(command, args, {
    env: { PATH: SYSTEM_PATH },
    stdio: ["ignore", "ignore", "pipe"],
    timeout: 10_000,
  });
  if (result.error)
    return (result.error as NodeJS.ErrnoException).code === "ENOENT" ? `${command} not found` : result.error.message;
  if (result.status === 0) return undefined;
  return result.stderr.toString().trim().split("\n").pop() || `exit code ${result.status}`;
}
