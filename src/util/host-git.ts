/**
 * Patchbay's own git on the host for the one-off commands outside the git runner
 * (config loading, preflight, fork safety, the read-only file tools): the git
 * binary, and what git starts by name, come from outside the work tree
 * (program-path.ts), and no hook, fsmonitor, pager or helper a config names runs
 * (staticGitEnv). The git runner (git/runner.ts) does the same for its own calls.
 */
import { type ExecOptions, type ExecResult, exec } from "./exec.js";
import { staticGitEnv } from "./git-env.js";
import { gitProgram, hostGitEnv } from "./program-path.js";

/** `root` is the work tree; `options.env` the (scrubbed) environment the call starts from. */
export function hostGit(root: string, args: string[], options: ExecOptions): Promise<ExecResult> {
  return exec(gitProgram(options.env, root), args, {
    ...options,
    env: hostGitEnv({ ...options.env, ...staticGitEnv() }, root),
  });
}
