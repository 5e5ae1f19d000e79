/**
 * The repository as a local run sees it: owner/name from GITHUB_REPOSITORY or
 * the origin URL, the default branch from origin's HEAD or the checked-out branch.
 */
import path from "node:path";
import type { RepositoryRef } from "../github/trigger/index.js";
import { scrubbedEnv } from "../util/env.js";
import { exec } from "../util/exec.js";
import type { RunSettings } from "./settings.js";

async function git(settings: RunSettings, args: string[]): Promise<string | undefined> {
  const result = await exec("git", args, { cwd: settings.repo, env: scrubbedEnv(settings.env), timeoutMs: 30_000 });
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
  const originHead = await git(settings, ["symbolic-ref", "--short", "-q", "refs/remotes/origin/HEAD"]);
  const current = await git(settings, ["symbolic-ref", "--short", "-q", "HEAD"]);
  const defaultBranch = originHead?.replace(/^origin\//, "") || current || "main";
  return { owner, name, fullName, defaultBranch };
}
