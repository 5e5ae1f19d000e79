/**
 * Pushing the work branch (docs/decisions/0005-a-checkpoint-per-tool-call.md): always `--force-with-lease` against the tip
 * we last saw, so a commit someone else pushed is never overwritten. A rejected
 * push is resolved by replaying our commits on theirs (in a temporary worktree,
 * so the agent's working tree is not disturbed) when that applies cleanly, else
 * by pushing to a new branch `<branch>-<n>`. Neither side's work is lost.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Logger, silentLogger } from "../../util/logger.js";
import { execRemote, type GitAuth, type RetryOptions, safeUrl } from "../network.js";
import type { GitRunner } from "../runner.js";

export interface PushOptions {
  /** The remote branch name. */
  branch: string;
  /** The local branch to push; default the same name. */
  localBranch?: string;
  /** Remote name or URL; default "origin". */
  remote?: string;
  auth?: GitAuth;
  /** The remote tip we expect (the lease); null: the branch must not exist there yet. */
  expected: string | null;
  /** Refs pushed along with the branch, forced (Patchbay's own: session state, run history). */
  extraRefspecs?: string[];
  retry?: RetryOptions;
  log?: Pick<Logger, "info" | "warning">;
}

type PushKind = "pushed" | "up-to-date" | "rebased" | "new-branch";

export interface PushResult {
  kind: PushKind;
  /** Where the work now is on the remote (differs from the request for new-branch). */
  branch: string;
  sha: string;
  /** For people: what happened. */
  message: string;
}

class PushError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "PushError";
  }
}

/** Known ways a push is refused, matched on porcelain status text. */
const PUSH_REJECTED = /\[rejected\]|stale info|non-fast-forward|fetch first/;
const PUSH_REMOTE_REJECTED = /\[remote rejected\]/;

type Attempt = { status: "ok" | "up-to-date" | "rejected" | "remote-rejected" | "failed"; stderr: string };

async function pushOnce(
  runner: GitRunner,
  remote: string,
  local: string,
  target: string,
  lease: string | null,
  opts: PushOptions,
): Promise<Attempt> {
  const args = [
    "push",
    "--porcelain",
    `--force-with-lease=refs/heads/${target}:${lease ?? ""}`,
    remote,
    `refs/heads/${local}:refs/heads/${target}`,
    ...(opts.extraRefspecs ?? []),
  ];
  const res = await execRemote(runner, args, opts.auth, opts.retry);
  const line = res.stdout.split("\n").find((l) => l.includes(`:refs/heads/${target}\t`)) ?? "";
  const text = `${line}\n${res.stderr}`;
  if (line.startsWith("=")) return { status: "up-to-date", stderr: res.stderr };
  if (res.exitCode === 0 || /^[ +*]\t/.test(line)) return { status: "ok", stderr: res.stderr };
  if (PUSH_REMOTE_REJECTED.test(text)) return { status: "remote-rejected", stderr: text };
  if (PUSH_REJECTED.test(text)) return { status: "rejected", stderr: text };
  return { status: "failed", stderr: res.stderr };
}

async function sha(runner: GitRunner, rev: string): Promise<string> {
  return (await runner.exec(["rev-parse", "--verify", `${rev}^{commit}`])).stdout.trim();
}

/** Fetches the remote branch; returns its tip or null when it no longer exists. */
async function fetchTheirs(
  runner: GitRunner,
  remote: string,
  branch: string,
  opts: PushOptions,
): Promise<string | null> {
  const res = await execRemote(runner, ["fetch", "--no-tags", remote, `refs/heads/${branch}`], opts.auth, opts.retry);
  if (res.exitCode !== 0) {
    if (/couldn't find remote ref/i.test(res.stderr)) return null;
    throw new PushError(`could not fetch ${branch} from ${safeUrl(remote)}: ${res.stderr.trim()}`, res.stderr);
  }
  return sha(runner, "FETCH_HEAD");
}

/** Replays `local ^theirs` on `theirs` in a temporary worktree; the new tip, or null on a conflict. */
async function replayOnto(runner: GitRunner, local: string, theirs: string): Promise<string | null> {
  const commits = (await runner.exec(["rev-list", "--reverse", "--topo-order", local, `^${theirs}`])).stdout
    .split("\n")
    .filter(Boolean);
  if (commits.length === 0) return theirs;
  const dir = await mkdtemp(path.join(os.tmpdir(), "patchbay-rebase-"));
  try {
    await runner.exec(["worktree", "add", "--detach", "-q", dir, theirs]);
    const pick = await runner.exec(["cherry-pick", "--allow-empty", "--keep-redundant-commits", ...commits], {
      cwd: dir,
      allowAllExitCodes: true,
    });
    if (pick.exitCode !== 0) {
      await runner.exec(["cherry-pick", "--abort"], { cwd: dir, allowAllExitCodes: true });
      return null;
    }
    return (await runner.exec(["rev-parse", "HEAD"], { cwd: dir })).stdout.trim();
  } finally {
    await runner.exec(["worktree", "remove", "--force", dir], { allowAllExitCodes: true });
    await rm(dir, { recursive: true, force: true });
    await runner.exec(["worktree", "prune"], { allowAllExitCodes: true });
  }
}

/** Moves the local branch to `to`; when it is checked out, the working tree follows (keeping local edits). */
async function moveLocalBranch(runner: GitRunner, local: string, from: string, to: string): Promise<boolean> {
  const head = await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true });
  if (head.stdout.trim() === `refs/heads/${local}`) {
    return (await runner.exec(["reset", "-q", "--keep", to], { allowAllExitCodes: true })).exitCode === 0;
  }
  return (
    (await runner.exec(["update-ref", `refs/heads/${local}`, to, from], { allowAllExitCodes: true })).exitCode === 0
  );
}

async function newBranchName(runner: GitRunner, remote: string, branch: string, opts: PushOptions): Promise<string> {
  const res = await execRemote(
    runner,
    ["ls-remote", "--heads", remote, `refs/heads/${branch}-*`],
    opts.auth,
    opts.retry,
  );
  const taken = new Set(res.stdout.split("\n").map((l) => l.split("\t")[1]?.trim()));
  let n = 2;
  while (taken.has(`refs/heads/${branch}-${n}`)) n++;
  return `${branch}-${n}`;
}

export async function push(runner: GitRunner, opts: PushOptions): Promise<PushResult> {
  const log = opts.log ?? silentLogger;
  const remote = opts.remote ?? "origin";
  const local = opts.localBranch ?? opts.branch;
  let lease = opts.expected;
  let rebased = false;
  for (let round = 0; round < 3; round++) {
    const tip = await sha(runner, `refs/heads/${local}`);
    const attempt = await pushOnce(runner, remote, local, opts.branch, lease, opts);
    if (attempt.status === "ok" || attempt.status === "up-to-date") {
      const kind: PushKind = rebased ? "rebased" : attempt.status === "ok" ? "pushed" : "up-to-date";
      const message = rebased
        ? `pushed ${opts.branch} after replaying our commits on top of commits pushed by someone else`
        : `pushed ${opts.branch} (${tip.slice(0, 12)})`;
      return { kind, branch: opts.branch, sha: tip, message };
    }
    if (attempt.status === "failed")
      throw new PushError(
        `could not push ${opts.branch} to ${safeUrl(remote)}: ${attempt.stderr.trim()} — the commits are safe locally; the post step or \`patchbay\` retries the push`,
        attempt.stderr,
      );
    if (attempt.status === "remote-rejected") break;
    const theirs = await fetchTheirs(runner, remote, opts.branch, opts);
    if (theirs === null) {
      lease = null; // deleted on the remote meanwhile: push it again as new
      continue;
    }
    const replayed = await replayOnto(runner, `refs/heads/${local}`, theirs);
    if (replayed === null || !(await moveLocalBranch(runner, local, tip, replayed))) {
      log.warning(`our commits do not apply cleanly on the new commits of ${opts.branch}`);
      break;
    }
    lease = theirs;
    rebased = true;
  }
  const fallback = await newBranchName(runner, remote, opts.branch, opts);
  const tip = await sha(runner, `refs/heads/${local}`);
  const attempt = await pushOnce(runner, remote, local, fallback, null, opts);
  if (attempt.status !== "ok" && attempt.status !== "up-to-date")
    throw new PushError(
      `could not push ${opts.branch} nor the fallback ${fallback} to ${safeUrl(remote)}: ${attempt.stderr.trim()}`,
      attempt.stderr,
    );
  const message = `${opts.branch} on the remote has commits that conflict with ours (or refused the push); our work was pushed to ${fallback} instead`;
  log.warning(message);
  return { kind: "new-branch", branch: fallback, sha: tip, message };
}
