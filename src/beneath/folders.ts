/**
 * Folders under a root, listed and read through descriptors (walk.ts says
 * why): a folder is opened with O_NOFOLLOW and listed through its own
 * descriptor, and a file in it is opened relative to that descriptor, so a
 * folder swapped for a symlink to somewhere else mid-listing is never entered.
 * Walkers (list_files, search_files, definitions) re-walk each folder from the
 * root instead of keeping thousands of descriptors open: a few syscalls per
 * folder, and a swap anywhere above it is seen.
 */
import { constants, type Dirent } from "node:fs";
import { open, readdir } from "node:fs/promises";
import { within } from "./files.js";
import { at, closeDir, type Dir, openDirAt, self, WalkError } from "./walk.js";

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * Runs `fn` on the folder `input` names under `root` (in-tree symlinks followed).
 * Throws WalkError when it is missing or not a folder.
 */
export async function inFolder<T>(root: string, input: string, fn: (dir: Dir) => Promise<T>): Promise<T> {
  return within(root, input, { followLast: true }, async (found) => {
    if (!found.stat)
      throw new WalkError("missing", `No such directory: ${found.rel}. List its parent to see what exists.`);
    if (!found.stat.isDirectory())
      throw new WalkError("not-a-directory", `${found.rel} is a file, not a directory. Use read_file to read it.`);
    if (found.name === "") return fn(found.dir);
    const dir = openDirAt(found.dir, found.name, input);
    try {
      return await fn(dir);
    } finally {
      closeDir(dir);
    }
  });
}

/** The entries of an open folder, as its descriptor lists them. */
export function entriesOf(dir: Dir): Promise<Dirent[]> {
  return readdir(self(dir), { withFileTypes: true });
}

export type ChildRead = { data: Buffer } | { skipped: "too-large" | "not-a-file" | "linked"; size?: number };

/**
 * Reads the regular file `name` in the open folder `dir`, up to `maxBytes`
 * (larger files are skipped, not cut). Not followed if it became a symlink;
 * skipped if it has a second hard link (which may be outside the root).
 */
export async function readChild(dir: Dir, name: string, maxBytes: number): Promise<ChildRead> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(at(dir, name), READ_FLAGS);
  } catch {
    return { skipped: "not-a-file" }; // a symlink now (ELOOP), gone, or unreadable
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { skipped: "not-a-file" };
    if (stat.nlink > 1) return { skipped: "linked" };
    if (stat.size > maxBytes) return { skipped: "too-large", size: stat.size };
    return { data: await handle.readFile() };
  } finally {
    await handle.close();
  }
}
