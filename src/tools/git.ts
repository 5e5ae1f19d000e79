/** Small git helpers for the read-only tools (list_files, search_files). */
import { exec } from "../util/exec.js";
import { staticGitEnv } from "../util/git-env.js";
import { gitProgram, hostGitEnv } from "../util/program-path.js";

/** The tool's environment with the repository's and the runner's git config kept from running code. */
export const toolGitEnv = (env: Record<string, string>) => ({ ...env, ...staticGitEnv() });

/** True when `dir` is inside a git work tree (and git is installed); `workspace` is where git must not come from. */
export async function inGitWorkTree(
  dir: string,
  workspace: string,
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<boolean> {
  const result = await exec(gitProgram(env, workspace), ["rev-parse", "--is-inside-work-tree"], {
    cwd: dir,
    env: hostGitEnv(toolGitEnv(env), workspace),
    signal,
    timeoutMs: 10_000,
  });
  return result.exitCode === 0 && result.stdout.trim() === "true";
}
