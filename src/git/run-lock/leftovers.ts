/**
 * Files a dead git leaves in a repository: the temporary pack a killed
 * `fast-import` or `index-pack` was writing (`objects/pack/tmp_pack_*`, with
 * its `tmp_idx_*`), the `.keep` files fast-import puts on its packs until it
 * exits (a killed one never takes them away, and kept packs are never repacked),
 * fast-import's crash report (`fast_import_crash_<pid>`), and `*.lock` files. Each is Patchbay's to remove only when no process has it open
 * and it was made since `since` (the start of the run that died, or of this run):
 * an older one, or one in use, belongs to someone else.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { heldOpen, processAlive } from "../../util/processes.js";
import { type GitDirs, gitLockFiles } from "./in-progress.js";

const TEMP_PACK = /^tmp_(pack|idx|rev|bitmap|mtimes)_/;
const CRASH_REPORT = /^fast_import_crash_(\d+)$/;

async function madeSince(file: string, since: number): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  // A second of slack: file times are coarser than the clock on some file systems.
  return info !== undefined && info.mtimeMs >= since - 1000;
}

/** Of these files, the ones no process holds open and that were made since `since`. */
async function abandoned(files: string[], since: number): Promise<string[]> {
  const recent: string[] = [];
  for (const f of files) if (await madeSince(f, since)) recent.push(f);
  const held = await heldOpen(recent);
  return recent.filter((f) => !held.has(f));
}

/** Temporary packs and crash reports left since `since`; removes them and returns their names. */
export async function removeDeadGitFiles(dirs: GitDirs, since: number): Promise<string[]> {
  const packDir = path.join(dirs.commonDir, "objects", "pack");
  const temps = (await readdir(packDir).catch(() => [] as string[]))
    .filter((n) => TEMP_PACK.test(n))
    .map((n) => path.join(packDir, n));
  const crashes: string[] = [];
  for (const dir of new Set([dirs.gitDir, dirs.commonDir]))
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const pid = CRASH_REPORT.exec(name)?.[1];
      if (pid && !processAlive(Number(pid))) crashes.push(path.join(dir, name));
    }
  const keeps: string[] = [];
  for (const name of await readdir(packDir).catch(() => [] as string[])) {
    const file = path.join(packDir, name);
    // fast-import's own mark; a .keep a person or `git index-pack --keep` made says something else.
    if (name.endsWith(".keep") && (await readFile(file, "utf8").catch(() => "")).trim() === "fast-import")
      keeps.push(file);
  }
  const gone = await abandoned([...temps, ...crashes, ...keeps], since);
  for (const f of gone) await rm(f, { force: true });
  return gone;
}

/** Git lock files left since `since` that no process holds open: removes them and returns their names. */
export async function removeDeadLocks(dirs: GitDirs, since: number): Promise<string[]> {
  const gone = await abandoned(await gitLockFiles(dirs), since);
  for (const f of gone) await rm(f, { force: true });
  return gone;
}
