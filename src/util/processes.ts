/**
 * What the kernel knows about other processes, for telling a file another process
 * is working on from one a dead process left behind (a stale lock, a half-written
 * temporary pack): whether a pid is alive, and which files some process holds open.
 * Linux keeps both in /proc; where there is no /proc, nothing is known to be open.
 */
import { readdir, readlink } from "node:fs/promises";

/** Whether a process with this id exists (it may belong to another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it just is not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Which of `files` (absolute paths) some process has open right now. A process of
 * another user whose descriptors we may not read counts as holding none: the
 * caller pairs this with an age check, never uses it alone to delete.
 */
export async function heldOpen(files: readonly string[]): Promise<Set<string>> {
  const wanted = new Set(files);
  const held = new Set<string>();
  if (wanted.size === 0) return held;
  const pids = (await readdir("/proc").catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (wanted.has(target)) held.add(target);
    }
    if (held.size === wanted.size) break;
  }
  return held;
}
