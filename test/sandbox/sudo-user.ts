/**
 * A non-root user with passwordless sudo, as GitHub's hosted runners have one:
 * what the sudo mechanism needs, made here (idempotently) on a machine where
 * the tests run as root. Nothing is skipped: when the machine cannot give us
 * one, the error says what is missing and what installs it.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const SUDO_USER_NAME = "patchbay-sudo-test";
/** sudo logs every command line it runs here, so a test can see what reached the system log. */
const SUDO_LOG = `/var/log/${SUDO_USER_NAME}-sudo.log`;
const SUDOERS = `/etc/sudoers.d/${SUDO_USER_NAME}`;
const SUDOERS_TEXT = `# Made by Patchbay's tests (test/sandbox/sudo-user.ts): a runner-like user.
${SUDO_USER_NAME} ALL=(ALL) NOPASSWD: ALL
Defaults:${SUDO_USER_NAME} logfile=${SUDO_LOG}, loglinelen=0
`;

export interface SudoUser {
  name: string;
  uid: number;
  gid: number;
  /** The prefix that runs a program as this user (what runPatchbay's `as` takes). */
  as: string[];
}

class SetUpError extends Error {
  override name = "SudoUserSetUpError";
}

/** Runs as root: directly when we are root, else through `sudo -n` (a runner's user). */
function asRoot(argv: string[]): { status: number | null; output: string } {
  const root = process.getuid?.() === 0;
  const [command, ...args] = (root ? argv : ["sudo", "-n", ...argv]) as [string, ...string[]];
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) return { status: null, output: result.error.message };
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

function need(ok: boolean, message: string): asserts ok {
  if (!ok) throw new SetUpError(message);
}

export async function sudoUser(projectFiles: string[]): Promise<SudoUser> {
  const sudo = spawnSync("sudo", ["--version"], { encoding: "utf8" });
  need(
    !sudo.error,
    "sudo is not installed: the sudo mechanism cannot be tested. `bash .ci/run` installs it (apt-get install sudo, next to util-linux and iproute2).",
  );
  let id = spawnSync("id", ["-u", SUDO_USER_NAME], { encoding: "utf8" });
  if (id.status !== 0) {
    const add = asRoot([
      "useradd",
      "--system",
      "--user-group",
      "--no-create-home",
      "--home-dir",
      "/nonexistent",
      "--shell",
      "/usr/sbin/nologin",
      SUDO_USER_NAME,
    ]);
    // 9: the name is taken — another test process made it a moment ago.
    need(
      add.status === 0 || add.status === 9,
      `could not create the user ${SUDO_USER_NAME} (useradd: ${add.output}); the test needs root or passwordless sudo`,
    );
    id = spawnSync("id", ["-u", SUDO_USER_NAME], { encoding: "utf8" });
  }
  const uid = Number(id.stdout.trim());
  const gid = Number(spawnSync("id", ["-g", SUDO_USER_NAME], { encoding: "utf8" }).stdout.trim());
  need(Number.isInteger(uid) && uid > 0, `the user ${SUDO_USER_NAME} has no usable uid (${id.stdout}${id.stderr})`);

  if ((await readFile(SUDOERS, "utf8").catch(() => "")) !== SUDOERS_TEXT) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "patchbay-sudoers-"));
    try {
      const draft = path.join(dir, "sudoers");
      await writeFile(draft, SUDOERS_TEXT);
      const check = spawnSync("visudo", ["-c", "-q", "-f", draft], { encoding: "utf8" });
      need(check.status === 0, `the sudoers entry does not parse: ${check.stdout}${check.stderr}`);
      // install(1) puts it in place whole, with the mode sudo insists on.
      const put = asRoot(["install", "-m", "0440", "-o", "root", "-g", "root", draft, SUDOERS]);
      need(put.status === 0, `could not write ${SUDOERS}: ${put.output}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const as =
    process.getuid?.() === 0
      ? ["setpriv", `--reuid=${uid}`, `--regid=${gid}`, "--init-groups", "--"]
      : ["sudo", "-n", "--preserve-env", "setpriv", `--reuid=${uid}`, `--regid=${gid}`, "--init-groups", "--"];
  const works = spawnSync(as[0] as string, [...as.slice(1), "sudo", "-n", "true"], { encoding: "utf8" });
  need(
    works.status === 0,
    `${SUDO_USER_NAME} cannot run \`sudo -n true\`: ${works.stderr.trim() || works.error?.message}`,
  );
  for (const file of projectFiles) {
    const read = spawnSync(as[0] as string, [...as.slice(1), "test", "-r", file]);
    need(
      read.status === 0,
      `${SUDO_USER_NAME} cannot read ${file}: the test runs Patchbay from this checkout as that user, so every folder above it must be readable by others (chmod o+rx)`,
    );
  }
  return { name: SUDO_USER_NAME, uid, gid, as };
}

/** Hands a folder and everything in it to the user (a checkout the runner's user owns). */
export function giveTo(dir: string, user: SudoUser): void {
  const done = asRoot(["chown", "-R", `${user.uid}:${user.gid}`, dir]);
  need(done.status === 0, `could not hand ${dir} to ${user.name}: ${done.output}`);
}

/** Every path under `dir` (itself included) whose owner is not `uid`. */
export function ownedByOthers(dir: string, uid: number): string[] {
  const found = spawnSync("find", [dir, "!", "-uid", String(uid), "-printf", "%p (uid %U)\\n"], { encoding: "utf8" });
  if (found.status !== 0) throw new Error(`find failed: ${found.stderr}`);
  return found.stdout.split("\n").filter(Boolean);
}

/** What sudo has logged so far (the log is root's). */
export function sudoLog(): string {
  const read = asRoot(["cat", SUDO_LOG]);
  return read.status === 0 ? read.output : "";
}

/**
 * Takes the user, its sudoers entry and its sudo log away again: a passwordless-sudo
 * account must not outlive the tests on a developer's machine. Best effort (a
 * process of the user's still running keeps the account; the next run reuses it).
 */
export function removeSudoUser(): void {
  asRoot(["rm", "-f", SUDOERS, SUDO_LOG]);
  asRoot(["userdel", SUDO_USER_NAME]);
}
