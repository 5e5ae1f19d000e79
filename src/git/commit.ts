/**
 * Writing a checkpoint commit with plumbing only: `git fast-import` builds the new
 * trees from the parent's (reading just the directories on the changed paths),
 * `update-ref` moves HEAD with a compare-and-swap, and `update-index` refreshes
 * only the changed entries. No step walks the whole working tree.
 * Each import is kept as a small pack (unpacking it into loose objects would start
 * another process and double the cost); consolidatePacks() rolls them up now and then.
 */
import type { ChangeSet, TreeChange } from "./changes.js";
import { GitCommandError, type GitIdentity, type GitRunner } from "./runner.js";

/** fast-import must name a ref; this one is ours alone and dropped at the end of a run. */
export const SCRATCH_REF = "refs/patchbay/scratch";

/** fast-import paths are literal to end of line unless they start with `"` or hold a newline. */
function fiPath(p: string): string {
  if (!p.startsWith('"') && !p.includes("\n")) return p;
  return `"${p.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

function fiLine(change: TreeChange): string {
  return change.kind === "delete"
    ? `D ${fiPath(change.path)}`
    : `M ${change.mode} ${change.sha} ${fiPath(change.path)}`;
}

export interface CommitOptions {
  message: string;
  author: GitIdentity;
  /** Seconds since the epoch. */
  time?: number;
  /**
   * Let fast-import move this branch itself (fast-forward only), saving the
   * update-ref: for when a status has just shown HEAD on it at `set.parent`.
   */
  branchRef?: string;
}

export interface WrittenCommit {
  sha: string;
  /** Whether `branchRef` now points at the commit (false: the branch had moved; nothing changed). */
  branchUpdated: boolean;
}

/** Writes the commit object for `set`; refs other than `branchRef` and the index are untouched. */
export async function writeCommit(runner: GitRunner, set: ChangeSet, opts: CommitOptions): Promise<WrittenCommit> {
  const when = `${opts.time ?? Math.floor(Date.now() / 1000)} +0000`;
  const who = `${opts.author.name} <${opts.author.email}> ${when}`;
  const msg = Buffer.from(opts.message, "utf8");
  const lines = [
    `commit ${opts.branchRef ?? SCRATCH_REF}`,
    "mark :1",
    `author ${who}`,
    `committer ${who}`,
    `data ${msg.length}`,
  ];
  const tail = [
    ...(set.parent ? [`from ${set.parent}`] : []),
    ...set.changes.map(fiLine),
    "",
    "get-mark :1",
    "done",
    "",
  ];
  const input = Buffer.concat([
    Buffer.from(`${lines.join("\n")}\n`, "utf8"),
    msg,
    Buffer.from(`\n${tail.join("\n")}`, "utf8"),
  ]);
  const args = ["-c", "fastimport.unpackLimit=0", "fast-import", "--quiet", "--done", "--date-format=raw"];
  // The scratch ref may be anywhere; a real branch is only ever fast-forwarded.
  if (!opts.branchRef) args.push("--force");
  const res = await runner.exec(args, { input, allowAllExitCodes: true });
  const refused = res.exitCode !== 0 && /Not updating/.test(res.stderr);
  if (res.exitCode !== 0 && !refused) throw new GitCommandError(["fast-import"], res.exitCode, res.stderr, runner.cwd);
  const sha = res.stdout.trim().split("\n").pop()?.trim() ?? "";
  if (!/^[0-9a-f]{40,64}$/.test(sha))
    throw new GitCommandError(
      ["fast-import"],
      res.exitCode,
      `did not report the new commit: ${res.stdout}`,
      runner.cwd,
    );
  return { sha, branchUpdated: Boolean(opts.branchRef) && !refused };
}

/** Moves HEAD (and the branch it points to) from `expected` to `sha`; false if HEAD was not at `expected`. */
export async function moveHead(
  runner: GitRunner,
  sha: string,
  expected: string | null,
  reason: string,
): Promise<boolean> {
  // An empty old value means "must not exist yet" (an unborn branch).
  const args = ["update-ref", "-m", `patchbay: ${reason}`, "HEAD", sha, expected ?? ""];
  return (await runner.exec(args, { allowAllExitCodes: true })).exitCode === 0;
}

/**
 * Brings the index entries of `paths` in line with the working tree (and so with
 * the new HEAD). Split-index mode makes this write only the changed entries instead
 * of rewriting a 10 MB index on a 100,000-file repository; every git reads it.
 */
export async function syncIndex(runner: GitRunner, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await runner.exec(["-c", "core.splitIndex=true", "update-index", "--add", "--remove", "--replace", "-z", "--stdin"], {
    input: `${paths.join("\0")}\0`,
  });
}

/** A new commit on HEAD with exactly these changes; its sha, or null when HEAD is no longer set.parent. */
export async function commitChangeSet(runner: GitRunner, set: ChangeSet, opts: CommitOptions): Promise<string | null> {
  const { sha, branchUpdated } = await writeCommit(runner, set, opts);
  if (opts.branchRef ? !branchUpdated : !(await moveHead(runner, sha, set.parent, "checkpoint"))) return null;
  await syncIndex(
    runner,
    set.changes.map((c) => c.path),
  );
  return sha;
}

/**
 * Rolls the small packs checkpoints leave into fewer ones (`repack --geometric`
 * leaves the repository's big pack alone, so this stays cheap on large repos).
 */
export async function consolidatePacks(runner: GitRunner): Promise<boolean> {
  const res = await runner.exec(["repack", "-d", "-q", "--geometric=2"], { allowAllExitCodes: true });
  return res.exitCode === 0;
}

/** Drops the scratch ref, so an abandoned commit object can be garbage-collected. */
export async function dropScratchRef(runner: GitRunner): Promise<void> {
  await runner.exec(["update-ref", "-d", SCRATCH_REF], { allowAllExitCodes: true });
}
