/**
 * `patchbay sandbox check`: which containment this machine gives tool commands
 * and stdio MCP servers, proven by starting a sandbox and running a command in
 * it. Exit 1 when there is none (a run with sandbox.mode required would fail).
 */
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Allowlist } from "../sandbox/allowlist.js";
import { FORCE_VARIABLE, findMechanism, forcedMechanism, MechanismChoiceError } from "../sandbox/mechanism.js";
import { NamespaceSandbox } from "../sandbox/namespace.js";
import { exec } from "../util/exec.js";
import { UsageError } from "../util/usage-error.js";
import type { Subcommand } from "./io.js";

const USAGE = `patchbay sandbox check

Prints the sandbox mechanism in use; exit status 1 when none is available.
${FORCE_VARIABLE}=userns|sudo checks only that mechanism (a diagnostic).`;

export const sandboxCommand: Subcommand = async (argv, io) => {
  const [sub, ...rest] = argv;
  if (sub !== "check" || rest.length > 0) throw new UsageError(USAGE, 2);
  let force: ReturnType<typeof forcedMechanism>;
  try {
    force = forcedMechanism(io.env);
  } catch (error) {
    if (error instanceof MechanismChoiceError) throw new UsageError(error.message, 2);
    throw error;
  }
  const found = findMechanism({ force });
  if (found.kind === "none") {
    io.stdout(
      `sandbox: none available\n${found.reasons.map((r) => `  ${r}\n`).join("")}` +
        "Runs with sandbox.mode: required (the default under GitHub Actions) fail here. Unprivileged user namespaces or passwordless sudo make one available.\n",
    );
    return 1;
  }
  const workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-sandbox-check-")));
  try {
    const sandbox = await NamespaceSandbox.start({
      mechanism: found,
      workspace,
      hide: [],
      limits: { processes: 64, memory_mb: 512, file_mb: 1, tmp_mb: 16 },
      allow: new Allowlist([]),
      blocked: new Map(),
    });
    try {
      const launch = await sandbox.launch({
        command: "bash",
        args: ["--norc", "--noprofile", "-c", "echo $$; test ! -w /etc"],
        cwd: workspace,
        env: { PATH: io.env.PATH ?? "/usr/bin:/bin" },
      });
      const result = await exec(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, timeoutMs: 30_000 });
      if (result.exitCode !== 0) throw new Error(`a command in the sandbox failed: ${result.stderr.trim()}`);
    } finally {
      await sandbox.close();
    }
  } catch (error) {
    io.stdout(`sandbox: ${found.description}\n  but it could not be started: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }
  io.stdout(
    `sandbox: ${found.description}\n  verified: a command ran in its own PID, mount and network namespaces with the system read-only\n`,
  );
  return 0;
};
