/**
 * `patchbay checkpoints` lists a branch's checkpoints from their commit trailers;
 * `patchbay restore STEP` brings the tree back to a checkpoint with a NEW commit,
 * so history that may already be pushed is never rewritten.
 */

import path from "node:path";
import { type LoggedCheckpoint, readCheckpoints } from "../git/checkpoints/message.js";
import { createGitRunner, type GitRunner } from "../git/runner.js";
import { UsageError } from "../util/usage-error.js";
import type { CliIO, Subcommand } from "./io.js";

interface Args {
  positional: string[];
  branch?: string;
  repo?: string;
  json: boolean;
}

function parseArgs(argv: string[], command: string, usage: string): Args {
  const args: Args = { positional: [], json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${command}: ${a} needs a value\n${usage}`);
      return v;
    };
    if (a === "--branch") args.branch = value();
    else if (a.startsWith("--branch=")) args.branch = a.slice(9);
    else if (a === "--repo") args.repo = value();
    else if (a.startsWith("--repo=")) args.repo = a.slice(7);
    else if (a === "--json") args.json = true;
    else if (a === "-h" || a === "--help") throw new UsageError(usage, 0);
    else if (a.startsWith("-")) throw new UsageError(`${command}: unknown option ${a}\n${usage}`);
    else args.positional.push(a);
  }
  return args;
}

async function open(args: Args, io: CliIO): Promise<{ runner: GitRunner; rev: string; label: string }> {
  const repo = path.resolve(io.cwd, args.repo ?? ".");
  const runner = createGitRunner({ cwd: repo, baseEnv: io.env });
  const inside = await runner
    .exec(["rev-parse", "--is-inside-work-tree"], { allowAllExitCodes: true })
    .catch(() => null);
  if (inside?.exitCode !== 0) throw new UsageError(`${repo} is not a git repository (use --repo DIR)`);
  const rev = args.branch ? `refs/heads/${args.branch}` : "HEAD";
  const found = await runner.exec(["rev-parse", "-q", "--verify", `${rev}^{commit}`], { allowAllExitCodes: true });
  if (found.exitCode !== 0)
    throw new UsageError(args.branch ? `branch ${args.branch} not found in ${repo}` : `${repo} has no commits yet`);
  return { runner, rev, label: args.branch ?? "HEAD" };
}

const CHECKPOINTS_USAGE = "usage: patchbay checkpoints [--branch B] [--repo DIR] [--json]";

export const checkpointsCommand: Subcommand = async (argv, io) => {
  const args = parseArgs(argv, "checkpoints", CHECKPOINTS_USAGE);
  if (args.positional.length)
    throw new UsageError(`checkpoints: unexpected argument ${args.positional[0]}\n${CHECKPOINTS_USAGE}`);
  const { runner, rev, label } = await open(args, io);
  const list = await readCheckpoints(runner, rev);
  if (args.json) {
    io.stdout(`${JSON.stringify(list, null, 2)}\n`);
    return 0;
  }
  if (list.length === 0) {
    io.stdout(`no Patchbay checkpoints on ${label}\n`);
    return 0;
  }
  const rows = [...list].reverse().map((c) => [String(c.step), c.tool, c.sha.slice(0, 12), c.files.join(", ")]);
  const widths = [4, Math.max(4, ...rows.map((r) => (r[1] ?? "").length)), 12];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < widths.length ? cell.padEnd(widths[i] ?? 0) : cell))
      .join("  ")
      .trimEnd();
  io.stdout(`${[line(["STEP", "TOOL", "SHA", "FILES"]), ...rows.map(line)].join("\n")}\n`);
  return 0;
};

const RESTORE_USAGE = "usage: patchbay restore STEP [--branch B] [--repo DIR]";

async function personIdentity(runner: GitRunner): Promise<Record<string, string>> {
  const get = async (key: string) =>
    (await runner.exec(["config", "--get", key], { allowAllExitCodes: true })).stdout.trim();
  const [name, email] = [await get("user.name"), await get("user.email")];
  if (!name || !email) return {};
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

export const restoreCommand: Subcommand = async (argv, io) => {
  const args = parseArgs(argv, "restore", RESTORE_USAGE);
  const [stepText, extra] = args.positional;
  if (stepText === undefined || extra !== undefined || !/^\d+$/.test(stepText))
    throw new UsageError(`restore: give one checkpoint step number\n${RESTORE_USAGE}`);
  const step = Number(stepText);
  const { runner, rev, label } = await open(args, io);
  const list = await readCheckpoints(runner, rev);
  const target: LoggedCheckpoint | undefined = list.find((c) => c.step === step);
  if (!target) {
    const steps = [...new Set(list.map((c) => c.step))].sort((a, b) => a - b).join(", ");
    throw new UsageError(`no checkpoint with step ${step} on ${label}${steps ? ` (steps: ${steps})` : ""}`);
  }
  const tip = (await runner.exec(["rev-parse", `${rev}^{commit}`])).stdout.trim();
  const [tree, tipTree] = (await runner.exec(["rev-parse", `${target.sha}^{tree}`, `${tip}^{tree}`])).stdout
    .trim()
    .split("\n");
  if (tree === tipTree) {
    io.stdout(`${label} already has the tree of step ${step} (${target.sha.slice(0, 12)}); nothing to do\n`);
    return 0;
  }
  const message = `restore: back to step ${step} (${target.sha.slice(0, 12)})\n\nRestores the tree of "${target.subject}".\n\nPatchbay-Restored-From: ${target.sha}\n`;
  const commit = (
    await runner.exec(["commit-tree", tree ?? "", "-p", tip, "-F", "-"], {
      input: message,
      env: await personIdentity(runner),
    })
  ).stdout.trim();
  const head = (await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true })).stdout.trim();
  const checkedOut = !args.branch || head === rev;
  const moved = checkedOut
    ? await runner.exec(["reset", "-q", "--keep", commit], { allowAllExitCodes: true })
    : await runner.exec(["update-ref", "-m", "patchbay restore", rev, commit, tip], { allowAllExitCodes: true });
  if (moved.exitCode !== 0)
    throw new UsageError(
      `could not restore ${label}: ${moved.stderr.trim()} — commit or stash your uncommitted changes first`,
    );
  io.stdout(
    `restored ${label} to step ${step} (${target.sha.slice(0, 12)}) with new commit ${commit.slice(0, 12)}; push the branch to publish it\n`,
  );
  return 0;
};
