/**
 * Shared by the containment tests: a real `patchbay run` as a child process
 * (so its /proc/<pid>/environ really holds the secrets), secrets planted where
 * a runner keeps them, and a server on the host's loopback.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const SECRETS = {
  token: "ghs_SANDBOXSECRETtoken0001",
  key: "sk-ant-SANDBOXSECRETkey0002",
  runnerTemp: "SANDBOXSECRETrunnertemp0003",
  home: "SANDBOXSECREThome0004",
};

/**
 * The runner's home and RUNNER_TEMP, outside /tmp (which the sandbox replaces
 * anyway), each with a credentials file, as actions/checkout and git leave them.
 */
export async function runnerDirs(): Promise<{ home: string; runnerTemp: string; cleanup: () => Promise<void> }> {
  const base = await mkdtemp("/var/tmp/patchbay-runner-");
  const home = path.join(base, "home");
  const runnerTemp = path.join(base, "_temp");
  await mkdir(home);
  await mkdir(runnerTemp);
  await writeFile(path.join(home, ".git-credentials"), `https://x-access-token:${SECRETS.home}@github.com\n`);
  await writeFile(
    path.join(runnerTemp, "git-credentials-1234.config"),
    `[http]\n\textraheader = ${SECRETS.runnerTemp}\n`,
  );
  return { home, runnerTemp, cleanup: () => rm(base, { recursive: true, force: true }) };
}

export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `as`: a prefix that runs node as someone else (`setpriv --reuid … --`). */
export function runPatchbay(
  args: string[],
  opts: { cwd: string; env: Record<string, string>; as?: string[] },
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const [command = process.execPath, ...prefix] = [...(opts.as ?? []), process.execPath];
    const child = spawn(
      command,
      [
        ...prefix,
        // The CLI that ships (bin/patchbay.js, the bundle): a real process whose /proc/<pid>/environ holds the secrets.
        path.join(ROOT, "bin/patchbay.js"),
        ...args,
      ],
      {
        cwd: opts.cwd,
        env: opts.env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** An HTTP server on the host's 127.0.0.1 that counts who reached it. */
export async function hostServer(): Promise<{ port: number; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits += 1;
    res.end("hello from the host\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    hits: () => hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Host processes whose command line contains `marker`. */
export async function processesWith(marker: string): Promise<string[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const found: string[] = [];
  for (const pid of await readdir("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (cmd.replace(/\0/g, " ").includes(marker)) found.push(`${pid}: ${cmd.replace(/\0/g, " ")}`);
  }
  return found;
}

/** One model turn of a replay cassette: execute_command with `command`. */
export const commandTurn = (command: string, timeout?: number) =>
  `  - tool_calls:\n      - { name: execute_command, input: { command: ${JSON.stringify(command)}${timeout ? `, timeout_seconds: ${timeout}` : ""} } }\n`;

/**
 * A dry `patchbay run` on `work` (a child process) replaying `turns` and then
 * attempt_completion, with the runner's home and RUNNER_TEMP from runnerDirs.
 */
export async function replayRun(opts: {
  root: string;
  work: string;
  prompt: string;
  turns: string;
  dirs: { home: string; runnerTemp: string };
  path?: string;
  /** More variables for Patchbay's own environment. */
  env?: Record<string, string>;
}): Promise<ChildRun> {
  const cassette = path.join(opts.root, `${opts.prompt}.yml`);
  await writeFile(
    cassette,
    `turns:\n${opts.turns}  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n`,
  );
  return runPatchbay(
    ["run", "--prompt", opts.prompt, "--repo", opts.work, "--model", `replay:${cassette}`, "--dry-run"],
    {
      cwd: opts.root,
      env: {
        PATH: opts.path ?? process.env.PATH ?? "/usr/bin:/bin",
        HOME: opts.dirs.home,
        RUNNER_TEMP: opts.dirs.runnerTemp,
        ...opts.env,
      },
    },
  );
}
