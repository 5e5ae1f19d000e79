/**
 * What a run does first when the run before it on this checkout was killed
 * (docs/decisions/0012-faults-leave-the-repository-consistent.md): it finds the dead run's journal in the lock file (run-lock.ts) and
 * puts right what the kill left half-done, before anything else looks at the
 * repository.
 *
 * - **The index.** Checkpoints go to the branch through fast-import; index entries
 *   follow lazily (run-writer.ts). Killed in between, `git status` showed every
 *   checkpointed file as a staged deletion plus an untracked file, and the next run
 *   took them for the person's own changes. Each journaled path's index entry is
 *   set to the branch's commit (`git reset -- <paths>`): the work tree is not
 *   touched, and anything newer in it shows as an ordinary unstaged change.
 * - **A call not yet committed.** The paths a tool call was writing when the run
 *   died (or, for a command, what is dirty now that was not when that run started)
 *   are the dead run's work: a run on the same branch commits them as its own.
 * - **Dead git's files.** fast-import's crash report and temporary packs, and git
 *   lock files nobody holds open, made since the dead run started.
 * - **Half-done writes.** A file tool writes a temp file beside its target and
 *   renames it into place; killed in between, the temp file stays, untracked, and
 *   the next run would call it the person's change. Those made since the dead run
 *   started are removed (through the no-follow walk: the tree is the agent's).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { removeBeneath, statBeneath, TEMP_FILE } from "../../beneath/files.js";
import { processAlive } from "../../util/processes.js";
import { SCRATCH_REF } from "../checkpoints/run-writer.js";
import type { GitRunner } from "../runner.js";
import { type TreeStatus, treeStatus } from "../status.js";
import type { GitDirs } from "./in-progress.js";
import { removeDeadGitFiles, removeDeadLocks } from "./leftovers.js";
import type { KilledRun } from "./run-lock.js";

export interface Recovery {
  /** What was put right, one sentence each, for the run's log. */
  notes: string[];
  /** Changes the dead run made and did not commit, on `branch`: a run there commits them. */
  carried?: { branch: string; paths: string[] };
}

/** How long a dead run's orphaned fast-import gets to finish its last pack and refs. */
const ORPHAN_WAIT_MS = 5000;

export async function recoverKilledRun(runner: GitRunner, dirs: GitDirs, killed: KilledRun): Promise<Recovery> {
  const { holder, journal } = killed;
  const notes: string[] = [];
  const how = !holder.ended
    ? "was killed and"
    : journal.unsynced.length || journal.overflow
      ? "ended while another git held the index, and"
      : "repaired a killed run and";
  const last = `the last run (pid ${holder.pid}) ${how}`;
  const since = Date.parse(holder.since) || 0;
  // A fast-import orphaned by the kill still writes its last commit and moves the ref when its input ends.
  if (journal.writer !== undefined) await waitForExit(journal.writer, ORPHAN_WAIT_MS);
  const head = await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true });
  const headRef = head.exitCode === 0 ? head.stdout.trim() : null;
  const sameBranch = journal.ref === undefined || journal.ref === headRef;

  let repaired: string[] = [];
  if (sameBranch) repaired = await resetIndexEntries(runner, journal);
  if (repaired.length)
    notes.push(
      `${last} had not brought the index in line with its ${repaired.length} last checkpointed file(s); done now (${preview(repaired)})`,
    );
  else if (!sameBranch && journal.unsynced.length)
    notes.push(
      `${last} left index entries behind on ${journal.ref}, but the checkout has moved to ${headRef ?? "a detached HEAD"} since; the index is left as it is`,
    );

  // One look at the tree: the temp files of cut-short writes go first, so they are never carried.
  const status = await treeStatus(runner);
  const temps = await removeDeadTempFiles(runner, status, since);
  if (temps.length) notes.push(`removed the temporary files of writes the kill cut short: ${preview(temps)}`);

  let carried: Recovery["carried"];
  const branch = journal.ref?.replace(/^refs\/heads\//, "");
  if (sameBranch && branch && (journal.pending.length || journal.pendingUnknown)) {
    const gone = new Set(temps);
    const dirty = status.changes.map((c) => c.path).filter((p) => !gone.has(p));
    const before = new Set(journal.dirtyAtStart ?? dirty);
    const named = new Set(journal.pending);
    const paths = dirty.filter((p) => named.has(p) || (journal.pendingUnknown && !before.has(p)));
    if (paths.length) {
      carried = { branch, paths };
      notes.push(
        `${last} had not committed its changes to ${preview(paths)}; a run on ${branch} commits them with its first checkpoint`,
      );
    }
  }

  const files = await removeDeadGitFiles(dirs, since);
  const locks = await removeDeadLocks(dirs, since);
  const gone = [...locks, ...files].map((f) => f.replace(`${dirs.commonDir}/`, "").replace(`${dirs.gitDir}/`, ""));
  if (gone.length) notes.push(`removed what git left when the last run was killed: ${preview(gone)}`);
  await runner.exec(["update-ref", "-d", SCRATCH_REF], { allowAllExitCodes: true });
  return { notes, carried };
}

/** Sets each journaled path's index entry to HEAD's; returns the paths whose entry was behind. */
async function resetIndexEntries(runner: GitRunner, journal: KilledRun["journal"]): Promise<string[]> {
  // The index's own view of what differs from HEAD: only those entries need setting.
  const staged = await runner.exec(["diff-index", "--cached", "--name-only", "-z", "--no-renames", "HEAD"], {
    allowAllExitCodes: true,
  });
  if (staged.exitCode !== 0) return [];
  const differing = staged.stdout.split("\0").filter(Boolean);
  let paths: string[];
  if (journal.overflow) {
    // More paths than the journal listed: every staged difference, except what was the person's before that run.
    const theirs = new Set(journal.dirtyAtStart ?? []);
    paths = differing.filter((p) => !theirs.has(p));
  } else {
    const listed = new Set(journal.unsynced);
    paths = differing.filter((p) => listed.has(p));
  }
  if (paths.length === 0) return [];
  await runner.exec(["reset", "-q", "HEAD", "--pathspec-from-file=-", "--pathspec-file-nul"], {
    input: `${paths.join("\0")}\0`,
    env: { GIT_LITERAL_PATHSPECS: "1" },
  });
  return paths;
}

/** Untracked temp files of interrupted writes, made since `since`: removed; their paths returned. */
async function removeDeadTempFiles(runner: GitRunner, status: TreeStatus, since: number): Promise<string[]> {
  const removed: string[] = [];
  for (const change of status.changes) {
    if (change.status !== "??" || !TEMP_FILE.test(change.path)) continue;
    try {
      const { stat } = await statBeneath(runner.cwd, change.path);
      // Older than the dead run: not its write (someone's own file of that shape stays).
      if (!stat?.isFile() || stat.mtimeMs < since - 1000) continue;
      if (await removeBeneath(runner.cwd, change.path)) removed.push(change.path);
    } catch {
      // A path that moved or turned into a link since status ran: left alone.
    }
  }
  return removed;
}

async function waitForExit(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (processAlive(pid) && Date.now() < deadline) await sleep(20);
}

function preview(items: string[]): string {
  return items.length > 5 ? `${items.slice(0, 5).join(", ")}, … ${items.length - 5} more` : items.join(", ");
}
