/**
 * Reading a work-tree file for a checkpoint without following a link out of it.
 *
 * The checkpointer runs outside the sandbox, as Patchbay, after a command that a
 * process left running in the sandbox may still be racing: between the lstat
 * that said "regular file" and the read, `src/a.txt` (or its folder `src`) can
 * become a symlink to `/proc/self/environ` — which, read here, is Patchbay's own
 * environment with the GitHub token. So the last component is opened with
 * O_NOFOLLOW, the open file must be a regular file, and on Linux the file the
 * descriptor really points at must lie inside the work tree.
 */
import { constants } from "node:fs";
import { open, readlink, realpath } from "node:fs/promises";
import path from "node:path";

/** The file's bytes, or null when it is gone, not a regular file, or (through a link) outside `workspace`. */
export async function readInsideWorkspace(workspace: string, relative: string): Promise<Buffer | null> {
  const handle = await open(path.join(workspace, relative), constants.O_RDONLY | constants.O_NOFOLLOW).catch(
    () => null,
  );
  if (!handle) return null;
  try {
    if (!(await handle.stat()).isFile()) return null;
    const real = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
    // Without /proc (not Linux) only O_NOFOLLOW guards the last component.
    if (real !== undefined && !isInside(real, await realWorkspace(workspace))) return null;
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** The work tree as /proc names it (a path through a symlink, such as macOS's /tmp, resolved once). */
const realPaths = new Map<string, Promise<string>>();
function realWorkspace(workspace: string): Promise<string> {
  let real = realPaths.get(workspace);
  if (!real) {
    real = realpath(workspace).catch(() => workspace);
    realPaths.set(workspace, real);
  }
  return real;
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
