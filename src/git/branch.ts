/**
 * The work branch (docs/decisions/0005-a-checkpoint-per-tool-call.md): the PR's head branch for same-repository PRs,
 * otherwise `git.branch` filled in. A later request on the same issue finds the
 * branch on the remote and continues from it.
 */
import type { GitConfig } from "../config/schema.js";
import { type Logger, silentLogger } from "../util/logger.js";
import { execRemote, type GitAuth, type RetryOptions, safeUrl } from "./network.js";
import type { GitRunner } from "./runner.js";
import { dirtyPaths } from "./status.js";

export interface WorkBranchInput {
  kind: "issue" | "pr" | "task";
  number?: number;
  task?: string;
  /** The PR's head branch name (PR triggers). */
  prHeadRef?: string;
  /** Whether the PR's head lives in this repository (false for forks). */
  sameRepo: boolean;
  defaultBranch: string;
  /** A task's own `branch:` template, overriding git.branch. */
  template?: string;
}

class BranchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BranchError";
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "task";

/** Mirrors git check-ref-format for branch names, without a process. */
function isValidBranchName(name: string): boolean {
  if (!name || name === "@" || name.startsWith("-") || name.startsWith("/") || name.endsWith("/")) return false;
  if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|\/\.|^\.|\.$/.test(name)) return false;
  return true;
}

export function resolveWorkBranch(input: WorkBranchInput, git: Pick<GitConfig, "branch">): string {
  if (input.kind === "pr" && input.sameRepo && input.prHeadRef) return input.prHeadRef;
  const template = input.template ?? git.branch;
  const number = input.number !== undefined ? String(input.number) : input.task ? slug(input.task) : "";
  const branch = template
    .replace(/\{kind\}/g, input.kind)
    .replace(/\{number\}/g, number)
    .replace(/\{task\}/g, input.task ? slug(input.task) : number);
  if (!isValidBranchName(branch))
    throw new BranchError(
      `git.branch "${template}" gives "${branch}", which is not a valid branch name; use letters, digits, / - _ and {kind} {number} {task}`,
    );
  if (branch === input.defaultBranch)
    throw new BranchError(
      `git.branch "${template}" resolves to the default branch ${branch}; Patchbay works on its own branch — include {kind}, {number} or {task}`,
    );
  return branch;
}

export interface PrepareOptions {
  remote?: string;
  auth?: GitAuth;
  retry?: RetryOptions;
  log?: Pick<Logger, "info" | "warning">;
  /**
   * Create a new branch from this local commit instead of the remote's base, and
   * talk to no remote: fork PRs, whose work is posted as a patch, start from the
   * checked-out PR head ("HEAD").
   */
  startPoint?: string;
  /**
   * Talk to no remote (a local run without --push): the branch and its base come
   * from local branches and remote-tracking refs as last fetched, so a missing,
   * slow or unreachable origin costs nothing and changes nothing.
   */
  localOnly?: boolean;
  /** What a killed run on `branch` changed and did not commit (recover.ts): this run's to commit, not the person's. */
  carried?: { branch: string; paths: string[] };
}

export interface PreparedBranch {
  branch: string;
  /** The commit the run starts from. */
  head: string;
  /** The branch's tip on the remote when the run started (the push lease), or null if it is new there. */
  remoteSha: string | null;
  /** True when the branch was created for this run. */
  created: boolean;
  /** Paths with uncommitted changes before the run: left out of every checkpoint. */
  dirtyAtStart: string[];
  /** A killed run's uncommitted changes on this branch: committed with the first checkpoint. */
  carried?: string[];
}

async function hasRemote(runner: GitRunner, remote: string): Promise<string | null> {
  const res = await runner.exec(["remote", "get-url", remote], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : null;
}

async function revParse(runner: GitRunner, rev: string): Promise<string | null> {
  const res = await runner.exec(["rev-parse", "-q", "--verify", `${rev}^{commit}`], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : null;
}

async function isAncestor(runner: GitRunner, a: string, b: string): Promise<boolean> {
  return (await runner.exec(["merge-base", "--is-ancestor", a, b], { allowAllExitCodes: true })).exitCode === 0;
}

/** The remote's tips for these refs (one ls-remote, retried on network failures). */
async function lsRemote(
  runner: GitRunner,
  remote: string,
  refs: string[],
  opts: PrepareOptions = {},
): Promise<Map<string, string>> {
  const res = await execRemote(runner, ["ls-remote", remote, ...refs], opts.auth, opts.retry);
  if (res.exitCode !== 0)
    throw new BranchError(
      `could not reach remote ${remote} (${safeUrl((await hasRemote(runner, remote)) ?? "")}): ${res.stderr.trim()}`,
    );
  const map = new Map<string, string>();
  for (const line of res.stdout.split("\n")) {
    const [sha, ref] = line.split("\t");
    if (sha && ref) map.set(ref.trim(), sha.trim());
  }
  return map;
}

async function checkout(runner: GitRunner, args: string[], branch: string): Promise<void> {
  const res = await runner.exec(["checkout", "-q", ...args], { allowAllExitCodes: true });
  if (res.exitCode !== 0)
    throw new BranchError(
      `could not switch to branch ${branch}: ${res.stderr.trim()} — commit or stash the uncommitted changes that conflict with it`,
    );
}

/**
 * A killed run's uncommitted changes are this run's to commit when it works on
 * that run's branch, or starts from it (a local run begun on the dead run's
 * branch gets a fresh branch from its tip: the leftovers are where it stands).
 */
async function continuesCarried(runner: GitRunner, branch: string, opts: PrepareOptions): Promise<boolean> {
  const carried = opts.carried;
  if (!carried) return false;
  if (carried.branch === branch) return true;
  const head = await runner.exec(["symbolic-ref", "-q", "--short", "HEAD"], { allowAllExitCodes: true });
  if (head.exitCode !== 0 || head.stdout.trim() !== carried.branch) return false;
  if (opts.startPoint === undefined) return true;
  const tip = await runner.exec(["rev-parse", "-q", "--verify", "HEAD^{commit}"], { allowAllExitCodes: true });
  return tip.stdout.trim() === opts.startPoint;
}

/**
 * Puts HEAD on `branch`: fetched from the remote when it exists there (continuing
 * earlier work), else created from `base` (fetched if the checkout was shallow or
 * detached). Uncommitted changes stay in the working tree, recorded in dirtyAtStart.
 */
export async function prepareBranch(
  runner: GitRunner,
  branch: string,
  base: string,
  opts: PrepareOptions = {},
): Promise<PreparedBranch> {
  const log = opts.log ?? silentLogger;
  const remote = opts.remote ?? "origin";
  // Four reads at once: each is a git start-up the run's first model request waits for.
  const [continues, dirty, shallowness, localSha] = await Promise.all([
    continuesCarried(runner, branch, opts),
    dirtyPaths(runner),
    runner.exec(["rev-parse", "--is-shallow-repository"]),
    revParse(runner, `refs/heads/${branch}`),
  ]);
  const ours = new Set(continues ? (opts.carried?.paths ?? []) : []);
  const dirtyAtStart = dirty.filter((p) => !ours.has(p));
  const carried = dirty.filter((p) => ours.has(p));
  const dirt = { dirtyAtStart, carried: carried.length ? carried : undefined };
  if (dirtyAtStart.length)
    log.warning(
      `${dirtyAtStart.length} path(s) had uncommitted changes before the run (${dirtyAtStart.slice(0, 5).join(", ")}${dirtyAtStart.length > 5 ? ", …" : ""}); they stay in the working tree and are never committed by Patchbay`,
    );
  const depth = shallowness.stdout.trim() === "true" ? ["--depth=50"] : [];
  if (opts.startPoint !== undefined) {
    if (localSha) {
      await checkout(runner, [branch], branch);
      return { branch, head: localSha, remoteSha: null, created: false, ...dirt };
    }
    const start = await revParse(runner, opts.startPoint);
    if (!start) throw new BranchError(`cannot create ${branch}: start point ${opts.startPoint} is not a commit`);
    await checkout(runner, ["--no-track", "-b", branch, start], branch);
    return { branch, head: start, remoteSha: null, created: true, ...dirt };
  }
  const url = opts.localOnly ? null : await hasRemote(runner, remote);

  let remoteSha: string | null = null;
  let baseSha: string | null = null;
  if (url) {
    const stateRef = `refs/patchbay/state/${branch}`;
    const tips = await lsRemote(runner, remote, [`refs/heads/${branch}`, `refs/heads/${base}`, stateRef], opts);
    remoteSha = tips.get(`refs/heads/${branch}`) ?? null;
    const refspecs: string[] = [];
    if (remoteSha) refspecs.push(`+refs/heads/${branch}:refs/remotes/${remote}/${branch}`);
    else if (tips.has(`refs/heads/${base}`)) refspecs.push(`+refs/heads/${base}:refs/remotes/${remote}/${base}`);
    if (tips.has(stateRef)) refspecs.push(`+${stateRef}:${stateRef}`);
    if (refspecs.length) {
      const res = await execRemote(
        runner,
        ["fetch", "--no-tags", ...depth, remote, ...refspecs],
        opts.auth,
        opts.retry,
      );
      if (res.exitCode !== 0)
        throw new BranchError(`could not fetch ${refspecs.join(" ")} from ${remote}: ${res.stderr.trim()}`);
    }
    if (!remoteSha) baseSha = await revParse(runner, `refs/remotes/${remote}/${base}`);
  }

  if (remoteSha) {
    if (localSha && localSha !== remoteSha && !(await isAncestor(runner, localSha, remoteSha))) {
      // Local commits the remote lacks (a run killed before its push): keep them; the push reconciles.
      log.warning(`local branch ${branch} has commits not on ${remote}; continuing from the local branch`);
      await checkout(runner, [branch], branch);
    } else {
      await checkout(runner, ["--no-track", "-B", branch, remoteSha], branch);
    }
    return { branch, head: (await revParse(runner, "HEAD")) ?? remoteSha, remoteSha, created: false, ...dirt };
  }
  if (localSha) {
    await checkout(runner, [branch], branch);
    return { branch, head: localSha, remoteSha: null, created: false, ...dirt };
  }
  baseSha ??=
    (await revParse(runner, `refs/heads/${base}`)) ?? (await revParse(runner, `refs/remotes/${remote}/${base}`));
  if (!baseSha) {
    baseSha = await revParse(runner, "HEAD");
    if (!baseSha) throw new BranchError(`cannot create ${branch}: ${base} was not found and HEAD has no commit`);
    log.warning(
      `base branch ${base} was not found; ${branch} starts from the checked-out commit ${baseSha.slice(0, 12)}`,
    );
  }
  await checkout(runner, ["--no-track", "-b", branch, baseSha], branch);
  return { branch, head: baseSha, remoteSha: null, created: true, ...dirt };
}
