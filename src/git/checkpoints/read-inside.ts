/**
 * Reading a work-tree file or link for a checkpoint without following a path out of it.
 *
 * The checkpointer runs outside the sandbox, as Patchbay, after a command that a
 * process left running in the sandbox may still be racing: between the lstat
 * that said "regular file" and the read, `src/a.txt` (or its folder `src`) can
 * become a symlink to `/proc/self/environ` — which, read here, is Patchbay's own
 * environment with the GitHub token. So the path is walked through src/beneath
 * (every folder opened without following links, the file opened with O_NOFOLLOW
 * through its folder's descriptor): a link in the last place is never followed.
 */
import { readlinkSync } from "node:fs";
import { openFound, WalkError, within } from "../../beneath/files.js";
import { at } from "../../beneath/walk.js";

/** The file's bytes, or null when it is gone, not a regular file, or reached only through a link out of `workspace`. */
export async function readInsideWorkspace(workspace: string, relative: string): Promise<Buffer | null> {
  try {
    return await within(workspace, relative, { followLast: false }, async (found) => {
      if (!found.stat?.isFile()) return null;
      // A hard link is read: a file the work tree holds is committed whoever else names it (the push gate scans
      // the bytes), and in the sandbox no link can reach a file outside the work tree.
      const { handle } = await openFound(found, relative, "allow");
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    });
  } catch (e) {
    if (e instanceof WalkError) return null;
    throw e;
  }
}

/** A symlink's target as git stores it, or null when the path is no longer a link inside `workspace`. */
export async function readLinkInsideWorkspace(workspace: string, relative: string): Promise<string | null> {
  try {
    return await within(workspace, relative, { followLast: false }, (found) => {
      if (!found.stat?.isSymbolicLink()) return null;
      try {
        return readlinkSync(at(found.dir, found.name));
      } catch {
        return null; // replaced since the walk looked at it
      }
    });
  } catch (e) {
    if (e instanceof WalkError) return null;
    throw e;
  }
}
