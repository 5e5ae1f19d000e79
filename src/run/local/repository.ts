/**
 * The repository as a local run sees it: owner/name from GITHUB_REPOSITORY or
 * the origin URL, the default branch from origin/HEAD, else the remote's HEAD
 * (ls-remote --symref; only when the run pushes — a local run asks no remote),
 * else main or master — never the checked-out branch, which after a failed run
 * may be a work branch itself.
 */
import path from "node:path";
import type { RepositoryRef } from "../../github/trigger/index.js";
import { scrubbedEnv } from "../../util/env.js";
import { hostGit } from "../../util/host-git.js";
import type { RunSettings } from "../contract.js";
import { readsOrigin } from "../delivery.js";

/** Git on the repository a local run works in: its output, or undefined when it failed. */
export async function git(settings: Pick<RunSettings, "repo" | "env">, args: string[]): Promise<string | undefined> {
  const result = await hostGit(settings.repo, args, {
    cwd: settings.repo,
    env: scrubbedEnv(settings.env),
    timeoutMs: 30_000,
  });
  return result.exitCode === 0 ? result.stdout.trim() : undefined;
}

export async function localRepository(settings: RunSettings): Promise<RepositoryRef> {
  let fullName = settings.repository;
  if (!fullName) {
    const url = await git(settings, ["remote", "get-url", "origin"]);
    // Only a hosted remote names owner/repo (https://host/o/r, git@host:o/r); file:// remotes do not.
    const match = url
      ? /^(?:https?:\/\/[^/]+\/|git@[^:]+:|ssh:\/\/[^/]+\/)([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url)
      : null;
    fullName = match ? `${match[1]}/${match[2]}` : `local/${path.basename(path.resolve(settings.repo))}`;
  }
  const [owner = "local", name = "repo"] = fullName.split("/");
  return { owner, name, fullName, defaultBranch: await defaultBranch(settings) };
}

async function defaultBranch(settings: RunSettings): Promise<string> {
  const originHead = await git(settings, ["symbolic-ref", "--short", "-q", "refs/remotes/origin/HEAD"]);
  if (originHead) return originHead.replace(/^origin\//, "");
  if (readsOrigin(settings.delivery) && (await git(settings, ["remote", "get-url", "origin"]))) {
    // One attempt: an unreachable remote falls through to main/master, it does not stall the run.
    const symref = await git(settings, ["ls-remote", "--symref", "origin", "HEAD"]);
    const match = symref ? /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(symref) : null;
    if (match?.[1]) return match[1];
  }
  for (const candidate of ["main", "master"]) {
    const local = await git(settings, ["rev-parse", "-q", "--verify", `refs/heads/${candidate}`]);
    const remote = await git(settings, ["rev-parse", "-q", "--verify", `refs/remotes/origin/${candidate}`]);
    if (local || remote) return candidate;
  }
  return "main";
}

/** The checked-out branch, or undefined on a detached HEAD. */
export async function currentBranch(settings: RunSettings): Promise<string | undefined> {
  return (await git(settings, ["symbolic-ref", "--short", "-q", "HEAD"])) || undefined;
}
