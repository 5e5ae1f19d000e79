/**
 * A run that failed before its first checkpoint leaves the repository as it
 * found it (docs/decisions/0013-local-runs-like-a-local-tool.md): the work branch it created, holding nothing new, is
 * deleted and the checkout goes back to the branch (or detached commit) it was
 * on. A work branch holding complete checkpoints stays: that work is kept.
 */
import { createGitRunner } from "../../git/runner.js";
import type { RunSettings } from "../contract.js";
import type { StartState } from "./preflight.js";

/** Returns a sentence saying what was put back, or undefined when nothing needed to be. */
export async function leaveAsFound(
  repo: string,
  env: RunSettings["env"],
  start: StartState,
): Promise<string | undefined> {
  // After the agent: Patchbay's own git runner, so no hook, filter or other program the
  // repository's config (or a file it includes from the work tree) names runs on the host.
  const runner = createGitRunner({ cwd: repo, baseEnv: env, timeoutMs: 30_000 });
  const git = (args: string[]) => runner.exec(args, { allowAllExitCodes: true });
  const current = await git(["symbolic-ref", "-q", "--short", "HEAD"]);
  const branch = current.exitCode === 0 ? current.stdout.trim() : undefined;
  if (!branch || branch === start.branch || start.branches.has(branch)) return undefined;
  // New commits on the branch the run created: complete checkpoints, kept where they are.
  const fresh = await git(["rev-list", "--count", branch, ...start.tips.map((t) => `^${t}`), `^${start.head}`]);
  if (fresh.exitCode !== 0 || fresh.stdout.trim() !== "0") return undefined;
  const back = await git(["checkout", "-q", ...(start.branch ? [start.branch] : ["--detach", start.head])]);
  if (back.exitCode !== 0) return undefined;
  await git(["branch", "-D", branch]);
  await git(["update-ref", "-d", `refs/patchbay/state/${branch}`]);
  return `nothing was committed: removed the empty work branch ${branch} and switched back to ${start.branch ?? start.head.slice(0, 12)}`;
}
