/**
 * The sudo mechanism, for real: what GitHub's Ubuntu 24.04 runners get, where
 * AppArmor restricts unprivileged user namespaces and the runner's user has
 * passwordless sudo. This machine allows user namespaces and runs as root, so
 * the test makes a runner-like user (sudo-user.ts), runs the real CLI as that
 * user with PATCHBAY_SANDBOX_MECHANISM=sudo, and checks what the user would:
 * the command inside is theirs (uid, file owners), has no capabilities, no
 * sudo, no hidden folders, no other processes, no way out but the proxy, a
 * read-only `.git` — and the command's environment arrives whole without being
 * written to sudo's log.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MACHINE_CHANGES_ALLOWED, machineChangeSkip } from "../helpers/machine.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ChildRun, hostServer, runnerDirs, runPatchbay, SECRETS } from "./helpers.js";
import { giveTo, ownedByOthers, removeSudoUser, type SudoUser, sudoLog, sudoUser } from "./sudo-user.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** A value of the command's environment, unique to this test process, to look for where it must not be. */
const MARK = `patchbay-probe-${process.pid}-${Date.now()}`;

function probe(home: string, runnerTemp: string, port: number): string {
  return `mkdir -p out
{ echo "uid=$(id -u) gid=$(id -g)"
  (exec 3<>/dev/tcp/127.0.0.1/${port} && echo CONNECTED-DIRECT); echo "direct=$?"
  curl -sS -m 5 --noproxy '' http://127.0.0.1:${port}/through-the-proxy; echo "proxied=$?"
  grep CapEff /proc/self/status
  sudo -n true; echo "sudo=$?"
  cat ${home}/.git-credentials; echo "home=$?"
  cat ${runnerTemp}/git-credentials-1234.config; echo "runnertemp=$?"
  echo "processes=$(ls /proc | grep -cE '^[0-9]+$')"
  for d in /proc/[0-9]*; do tr '\\0' ' ' < $d/cmdline; echo; done
  echo "env: HOME=$HOME LANGUAGE=$LANGUAGE SUDO_USER=\${SUDO_USER-unset} USER=$USER"
  printf '[patchbay]\\n\\tprobe = 1\\n' >> .git/config; echo "gitconfig=$?"
  touch .git/planted; echo "gitplant=$?"
} > out/probe.txt 2>&1
echo made > made-by-command.txt
`;
}

const CONFIG = (mode: string, port: number) => `sandbox:
  mode: ${mode}
  network:
    allow: ["127.0.0.1:${port}"]
approval:
  default: deny
  rules:
    - allow: execute_command
    - allow: write_to_file
      paths: ["out/**", "made-by-command.txt"]
`;

const CASSETTE = `turns:
  - tool_calls:
      - { name: execute_command, input: { command: "bash probe.sh" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: done } }
`;

interface Seen {
  check: ChildRun;
  run: ChildRun;
  probe: string;
  notOurs: string[];
  log: string;
  hostHits: number;
}

/** `sandbox check` and one `patchbay run`, as the runner-like user, with the given mode. */
async function asRunnerUser(user: SudoUser, mode: string): Promise<Seen> {
  const dirs = await runnerDirs();
  const host = await hostServer();
  let repo: TestRepo | undefined;
  try {
    repo = await repoWithRemote({
      "probe.sh": probe(dirs.home, dirs.runnerTemp, host.port),
      ".github/patchbay.yml": CONFIG(mode, host.port),
    });
    const cassette = path.join(repo.root, "probe.yml");
    await writeFile(cassette, CASSETTE);
    // The runner's user owns its home, RUNNER_TEMP and the checkout: outside a sandbox it reads them all.
    giveTo(repo.root, user);
    giveTo(path.dirname(dirs.home), user);
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: dirs.home,
      RUNNER_TEMP: dirs.runnerTemp,
      LANGUAGE: MARK,
      GITHUB_TOKEN: SECRETS.token,
      PATCHBAY_SANDBOX_MECHANISM: "sudo",
    };
    const logBefore = sudoLog().length;
    const check = await runPatchbay(["sandbox", "check"], { cwd: repo.root, env, as: user.as });
    const run = await runPatchbay(
      ["run", "--prompt", "probe", "--repo", repo.work, "--model", `replay:${cassette}`, "--dry-run"],
      { cwd: repo.root, env, as: user.as },
    );
    return {
      check,
      run,
      probe: await readFile(path.join(repo.work, "out/probe.txt"), "utf8").catch((e) => `(no probe: ${e})`),
      notOurs: ownedByOthers(repo.root, user.uid),
      log: sudoLog().slice(logBefore),
      hostHits: host.hits(),
    };
  } finally {
    await host.close();
    await repo?.cleanup();
    await dirs.cleanup();
  }
}

/** Made only where the tests may change the machine (test/helpers/machine.ts). */
const MAKES = "makes a system user with a passwordless sudoers entry";
const gated = (title: string) => (MACHINE_CHANGES_ALLOWED ? title : `${title} — ${machineChangeSkip(MAKES)}`);

// The reason, where `npm test` shows it (a skipped file's titles are not listed).
if (!MACHINE_CHANGES_ALLOWED) console.info(`sudo mechanism tests ${machineChangeSkip(MAKES)}`);

afterAll(() => {
  if (MACHINE_CHANGES_ALLOWED) removeSudoUser();
});

describe.skipIf(!MACHINE_CHANGES_ALLOWED)(
  gated("the sudo mechanism (GitHub's Ubuntu 24.04 runners), as a runner-like user"),
  () => {
    let user: SudoUser;
    let got: Seen;
    beforeAll(async () => {
      user = await sudoUser([path.join(ROOT, "bin/patchbay.js"), path.join(ROOT, "dist/index.js")]);
      got = await asRunnerUser(user, "required");
    }, 120_000);

    it("`patchbay sandbox check` reports the sudo mechanism and proves it", () => {
      expect(got.check.stderr).toBe("");
      expect(got.check.stdout).toMatch(
        /^sandbox: Linux namespaces via `sudo -n unshare`.*forced by PATCHBAY_SANDBOX_MECHANISM=sudo/,
      );
      expect(got.check.stdout).toContain("verified:");
      expect(got.check.code).toBe(0);
    });

    it("the run says which mechanism it uses and completes", () => {
      expect(got.run.stdout, got.run.stderr).toContain("sudo -n unshare");
      expect(got.run.stdout, got.run.stderr).toContain("■ completed");
      expect(got.run.code).toBe(0);
    });

    it("the command runs as the user, not root, with no capabilities and no sudo", () => {
      expect(got.probe).toContain(`uid=${user.uid} gid=${user.gid}`);
      expect(got.probe).toMatch(/CapEff:\s+0000000000000000/);
      expect(got.probe).toMatch(/sudo=[1-9]/);
    });

    it("the runner's home and RUNNER_TEMP are not there; only the sandbox's own processes are", () => {
      expect(got.probe).toMatch(/home=[1-9]/);
      expect(got.probe).toMatch(/runnertemp=[1-9]/);
      expect([got.probe, got.run.stdout, got.run.stderr].join("\n")).not.toContain("SANDBOXSECRET");
      expect(Number(/processes=(\d+)/.exec(got.probe)?.[1])).toBeLessThan(10);
      expect(got.probe).not.toMatch(/patchbay\.js|vitest/);
    });

    it("no direct connection leaves; the allowed host answers through the proxy's bridge, which runs as the user", () => {
      expect(got.probe).not.toContain("CONNECTED-DIRECT");
      expect(got.probe).toMatch(/direct=[1-9]/);
      expect(got.probe).toContain("hello from the host");
      expect(got.probe).toContain("proxied=0");
      expect(got.hostHits).toBe(1);
    });

    it("the environment arrives as the run gave it, and reaches neither sudo's log nor sudo's own variables", () => {
      expect(got.probe).toContain(`env: HOME=/tmp/home LANGUAGE=${MARK} SUDO_USER=unset`);
      // sudo logged the launches (so the log is watched) but not what they carried.
      expect(got.log).toContain("nsenter");
      expect(got.log).not.toContain(MARK);
    });

    it(".git is read-only, and everything in the work tree and .git still belongs to the user", () => {
      expect(got.probe).toMatch(/gitconfig=[1-9]/);
      expect(got.probe).toMatch(/gitplant=[1-9]/);
      expect(got.notOurs).toEqual([]);
    });
  },
);

describe.skipIf(!MACHINE_CHANGES_ALLOWED)(
  gated("the same probe with sandbox.mode: off (the control: each check above can fail)"),
  () => {
    it("runs as the user and reads the runner's home, RUNNER_TEMP and .git", async () => {
      const user = await sudoUser([]);
      const off = await asRunnerUser(user, "off");
      expect(off.run.stdout, off.run.stderr).toContain("■ completed");
      expect(off.probe).toContain(SECRETS.home);
      expect(off.probe).toContain(SECRETS.runnerTemp);
      expect(off.probe).toMatch(/gitplant=0/);
      expect(Number(/processes=(\d+)/.exec(off.probe)?.[1])).toBeGreaterThan(10);
    }, 120_000);
  },
);
