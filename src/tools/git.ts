/** Small git helpers for the read-only tools (list_files, search_files). */
import { hostGit } from "../util/host-git.js";

/** True when `dir` is inside a git work tree (and git is installed); `workspace` is where git must not come from. */
export async function inGitWorkTree(
  dir: string,
  workspace: string,
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<boolean> {
  const result = await hostGit(workspace, ["rev-parse", "--is-inside-work-tree"], {
    cwd: dir,
    env,
    signal,
    timeoutMs: 10_000,
  });
  return result.exitCode === 0 && result.stdout.trim() === "true";
}
