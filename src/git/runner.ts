/**
 * The one git runner, after create-pull-request's git command manager: every git call in Patchbay goes
 * through `GitRunner.exec(args, { allowAllExitCodes })` and gets `{ exitCode, stdout,
 * stderr }` back; the caller decides what a failure means.
 *
 * Every command runs with global and system config ignored and every repository
 * key that names a program or a destination overridden (config-overrides.ts: hooks,
 * fsmonitor, filters, textconv, proxies, credential helpers…), no pager, no
 * prompts, a scrubbed environment and a fixed identity, so a runner with no
 * `user.email` still commits.
 */

import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { scrubbedEnv } from "../util/env.js";
import { exec } from "../util/exec.js";
import { configEnv, mergeGitEnv, staticGitEnv } from "../util/git-env.js";
import { gitProgram, hostGitEnv } from "../util/program-path.js";
import { ConfigOverrides } from "./config-overrides.js";

export interface GitIdentity {
  name: string;
  email: string;
}

/** The default author of checkpoints (config `git.author_name` / `author_email` override it). */
export const DEFAULT_IDENTITY: GitIdentity = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com",
};

export interface GitExecOptions {
  /** Return non-zero exits instead of throwing GitCommandError. */
  allowAllExitCodes?: boolean;
  input?: string | Buffer;
  /** Extra environment for this one command (credentials, GIT_INDEX_FILE). Never logged. */
  env?: Record<string, string>;
  /** Run in another directory (a temporary worktree) instead of the runner's. */
  cwd?: string;
  timeoutMs?: number;
  /** Bytes kept per stream; default 64 MiB, since git output is parsed, not shown. */
  maxOutputBytes?: number;
}

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface GitRunner {
  /** The repository's working directory. */
  readonly cwd: string;
  exec(args: string[], options?: GitExecOptions): Promise<GitResult>;
  /**
   * A long-lived git process (fast-import, cat-file --batch) with the same flags and
   * environment as exec; the caller owns its pipes and its end.
   */
  spawn(args: string[]): Promise<ChildProcessWithoutNullStreams>;
}

export class GitCommandError extends Error {
  constructor(
    readonly args: string[],
    readonly exitCode: number,
    readonly stderr: string,
    readonly cwd: string,
  ) {
    super(`git ${args.join(" ")} failed (exit ${exitCode}) in ${cwd}: ${stderr.trim() || "no output"}`);
    this.name = "GitCommandError";
  }
}

export interface GitRunnerOptions {
  cwd: string;
  identity?: GitIdentity;
  /** The environment the safe subset is taken from; default process.env. */
  baseEnv?: Record<string, string | undefined>;
  /** Per-command timeout; default 10 minutes (a big fetch), 0 = none. */
  timeoutMs?: number;
}

export function createGitRunner(options: GitRunnerOptions): GitRunner {
  const identity = options.identity ?? DEFAULT_IDENTITY;
  const cwd = options.cwd;
  // What git starts by name (ssh, an editor, a hook's helper) is looked up outside the work tree too.
  const env = hostGitEnv(
    {
      ...scrubbedEnv(options.baseEnv ?? process.env),
      GIT_TERMINAL_PROMPT: "0",
      GIT_PAGER: "cat",
      PAGER: "cat",
      GIT_EDITOR: "true",
      GIT_SSH_COMMAND: "ssh -o BatchMode=yes",
      // Parsed messages (rejections, network errors) are in English.
      LC_ALL: "C",
      LANGUAGE: "C",
      ...staticGitEnv(),
      GIT_AUTHOR_NAME: identity.name,
      GIT_AUTHOR_EMAIL: identity.email,
      GIT_COMMITTER_NAME: identity.name,
      GIT_COMMITTER_EMAIL: identity.email,
    },
    cwd,
  );
  const guard = new ConfigOverrides(cwd, env);
  // Looked up once: a git the agent plants on PATH later is never the one Patchbay runs.
  const program = gitProgram(env, cwd);
  return {
    cwd,
    async exec(args, opts = {}) {
      // The repository's own keys first, then the caller's (credentials), which win.
      const guarded = mergeGitEnv(env, configEnv(await guard.overrides()));
      const res = await exec(program, args, {
        cwd: opts.cwd ?? cwd,
        env: opts.env ? mergeGitEnv(guarded, opts.env) : guarded,
        input: opts.input,
        timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? 10 * 60_000,
        maxOutputBytes: opts.maxOutputBytes ?? 64 * 1024 * 1024,
      });
      if (res.spawnError) throw new GitCommandError(args, -1, `git could not start: ${res.spawnError}`, cwd);
      const exitCode = res.exitCode ?? (res.timedOut ? 124 : 128);
      const stderr = res.timedOut ? `${res.stderr}\n(timed out)` : res.stderr;
      if (exitCode !== 0 && !opts.allowAllExitCodes) throw new GitCommandError(args, exitCode, stderr, opts.cwd ?? cwd);
      return { exitCode, stdout: res.stdout, stderr };
    },
    async spawn(args) {
      // A long-lived git (fast-import, cat-file) gets the same guarded environment as exec.
      const guarded = mergeGitEnv(env, configEnv(await guard.overrides()));
      return spawn(program, args, { cwd, env: guarded, stdio: ["pipe", "pipe", "pipe"] });
    },
  };
}

/** Where Patchbay keeps its own files inside a repository: `<git dir>/patchbay`. */
export async function patchbayDir(runner: GitRunner): Promise<string> {
  const res = await runner.exec(["rev-parse", "--absolute-git-dir"]);
  return `${res.stdout.trim()}/patchbay`;
}

/** How the git layer reports what the engine should know (a warning it should show). */
