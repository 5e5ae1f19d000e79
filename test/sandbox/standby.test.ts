/**
 * The launcher that joins the sandbox's pids cgroup ahead of the next command
 * (src/sandbox/standby.ts; Patchbay runs as root on these machines, so the
 * sandbox has a pids cgroup). A command started from it must be indistinguishable
 * from one spawned the usual way: arguments, environment, stdin, cgroup, exit,
 * timeout. Real sandbox, real processes.
 */
import { mkdtemp, readFile, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxSchema } from "../../src/config/sandbox-schema.js";
import { RunSandbox } from "../../src/sandbox/run-sandbox.js";
import type { CommandSandbox, Launch } from "../../src/sandbox/types.js";
import { type ExecResult, exec } from "../../src/util/exec.js";
import { processesWith } from "./helpers.js";

/** Prints its arguments, its environment, its pids cgroup and its stdin, each set apart. */
const PROBE = `printf '<%s>\\n' "$@"; echo ==; env -0 | grep -zv '^_=' | sort -z | tr '\\0' '\\n'; echo ==; grep -c patchbay-sandbox /proc/self/cgroup; echo ==; cat; echo "stdin ended"`;
const ARGS = ["two words", "", "line one\nline two", "$HOME", "-"];
const ENV = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  PLAIN: "value",
  TRICKY: "a'b\"c $(id) `id`\nsecond line=with equals",
  EMPTY: "",
};
/** Every standby has its cgroup's procs file in its command line; ours are this test process's children. */
const STANDBY = "/cgroup.procs";

async function ours(): Promise<string[]> {
  const found: string[] = [];
  for (const line of await processesWith(STANDBY)) {
    const pid = line.split(":")[0];
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    // The parent's pid is the 2nd field after the command name (in parentheses).
    if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid) found.push(line);
  }
  return found;
}

/**
 * The standby exists only where the sandbox has a pids cgroup, which Patchbay makes only
 * as root: as another user there is nothing to test, and the run says so in one line (CI
 * runs the tests as root, where none is skipped).
 */
const AS_ROOT = process.getuid?.() === 0;
const NOT_ROOT =
  "skipped: the standby exists only when Patchbay runs as root (it joins the pids cgroup only root makes)";
if (!AS_ROOT) console.info(`standby tests ${NOT_ROOT}`);

describe.skipIf(!AS_ROOT)(`a command started from the sandbox's standby${AS_ROOT ? "" : ` — ${NOT_ROOT}`}`, () => {
  let workspace: string;
  let rs: RunSandbox;
  let sandbox: CommandSandbox;

  beforeAll(async () => {
    workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-standby-")));
    rs = RunSandbox.open({
      config: sandboxSchema.parse({}),
      workspace,
      env: {},
      fork: false,
      notice: () => {},
    });
    sandbox = rs.commands as CommandSandbox;
    // The first launch starts the sandbox, and with it the first standby.
    await run(await probe(ENV), false);
  }, 60_000);

  afterAll(async () => {
    await rs?.close();
    await rm(workspace, { recursive: true, force: true });
  });

  const probe = (env: Record<string, string>, script = PROBE) =>
    sandbox.launch({ command: "bash", args: ["--norc", "-c", script, "probe", ...ARGS], cwd: workspace, env });

  /** Runs a launch through util/exec, from the standby or (standby: false) spawned as usual. */
  async function run(launch: Launch, standby: boolean, timeoutMs = 20_000): Promise<ExecResult> {
    const child = standby ? launch.start?.() : undefined;
    if (standby) expect(child, "a standby was waiting").toBeDefined();
    const result = await exec(launch.command, launch.args, {
      cwd: launch.cwd,
      env: launch.env,
      input: "from stdin\n",
      timeoutMs,
      start: child ? () => child : undefined,
    });
    await sandbox.settle?.();
    return result;
  }

  it("gets the same arguments, environment, stdin and pids cgroup as a command spawned the usual way", async () => {
    const usual = await run(await probe(ENV), false);
    const fromStandby = await run(await probe(ENV), true);
    expect(usual.exitCode, usual.stderr).toBe(0);
    expect(fromStandby.stderr).toBe("");
    expect(fromStandby.stdout).toBe(usual.stdout);
    const [args, env, cgroup, stdin] = fromStandby.stdout.split("==\n");
    expect(args).toBe(`${ARGS.map((a) => `<${a}>`).join("\n")}\n`);
    expect(env).toContain(`TRICKY=${ENV.TRICKY}\n`);
    expect(env).toContain("EMPTY=\n");
    expect(env).not.toMatch(/^SHLVL=[2-9]/m);
    expect(cgroup).toBe("1\n");
    expect(stdin).toBe("from stdin\nstdin ended\n");
  });

  it("reports the command's own exit code and signal", async () => {
    expect((await run(await probe(ENV, "exit 7"), true)).exitCode).toBe(7);
    expect((await run(await probe(ENV, "kill -TERM $$"), true)).exitCode).not.toBe(0);
  });

  it("a timeout kills the command and what it started in the background", async () => {
    const marker = `sleep 97${process.pid}`;
    const result = await run(await probe(ENV, `${marker} & ${marker}`), true, 500);
    expect(result.timedOut).toBe(true);
    for (let i = 0; i < 50 && (await processesWith(marker)).length > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await processesWith(marker)).toEqual([]);
  });

  it("an environment name no shell can export is left out, and SHLVL and PWD end up, as on the usual way in", async () => {
    // env itself, not bash: bash would leave such names out of what it passes on anyway.
    // SHLVL and a PWD from elsewhere, as a parent shell may leave them, come out the same too.
    const odd = { ...ENV, "odd-name.x": "lost", SHLVL: "3", PWD: "/elsewhere" };
    const launch = () => sandbox.launch({ command: "env", args: [], cwd: workspace, env: odd });
    // Sorted, and without `_` (the last program a shell started): the order of environ is no one's business.
    const vars = (r: ExecResult) =>
      r.stdout
        .split("\n")
        .filter((l) => l && !l.startsWith("_="))
        .sort();
    const usual = vars(await run(await launch(), false));
    expect(vars(await run(await launch(), true))).toEqual(usual);
    expect(usual).toContain("PLAIN=value");
    expect(usual.join("\n")).not.toContain("odd-name");
  });

  it("a command with a NUL byte never reaches the standby: spawn refuses it as it would without one, and nothing runs", async () => {
    // After the NUL: a count bash would evaluate as arithmetic, running $(...) as root on the host.
    const marker = path.join(os.tmpdir(), `patchbay-standby-nul-${process.pid}`);
    const launch = await probe(ENV, `echo hi #\0a[$(id > ${marker})]`);
    expect(launch.start?.()).toBeUndefined();
    await expect(
      exec(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, timeoutMs: 20_000 }),
    ).rejects.toThrow(/null bytes/);
    expect(await readFile(marker, "utf8").catch(() => "nothing ran")).toBe("nothing ran");
    // The standby is still waiting for the next command.
    expect((await run(await probe(ENV), true)).exitCode).toBe(0);
  });

  it("a standby that died is not used: the command is spawned as usual and the next standby takes over", async () => {
    const waiting = await ours();
    expect(waiting.length).toBeGreaterThan(0);
    for (const line of waiting) process.kill(Number(line.split(":")[0]), "SIGKILL");
    await new Promise((r) => setTimeout(r, 100));
    const launch = await probe(ENV);
    expect(launch.start?.()).toBeUndefined();
    const result = await exec(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, timeoutMs: 20_000 });
    expect(result.exitCode).toBe(0);
    // As execute_command does after every command: the next standby starts once this one has settled.
    await sandbox.settle?.();
    expect((await run(await probe(ENV), true)).exitCode).toBe(0);
  });

  it("closing the sandbox leaves no standby behind", async () => {
    const before = await ours();
    expect(before.length).toBeGreaterThan(0);
    await rs.close();
    for (let i = 0; i < 20 && (await ours()).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await ours()).toEqual([]);
  });
});
