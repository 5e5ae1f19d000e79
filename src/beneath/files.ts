/**
 * Reading and writing files under a root through the descriptors walk.ts
 * opened, so what is read or written is what was checked (walk.ts says why).
 *
 * - A file is opened with O_NOFOLLOW (a symlink swapped in after the walk
 *   fails the open instead of being followed) and O_NONBLOCK (a FIFO put there
 *   does not hang the run), then checked through its descriptor: a regular file
 *   with one name (a second hard link may be outside the root).
 * - A write goes to a new temp file in the verified directory and is renamed
 *   over the name there: a swap can neither redirect it nor make it write into
 *   a file that another name shares, and a full disk or a kill mid-write leaves
 *   the previous content whole. The file keeps its permission bits.
 */
import { randomBytes } from "node:crypto";
import { constants, renameSync, type Stats, unlinkSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { at, closeDir, type Found, openRoot, WalkError, type WalkOptions, walk } from "./walk.js";

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

export { WalkError };

/** A file system error a tool reports to the model as what it is (a full disk, a read-only tree). */
export class WriteError extends Error {
  override name = "WriteError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs `fn` with `input` walked under `root`; the descriptors are closed after. */
export async function within<T>(
  root: string,
  input: string,
  opts: WalkOptions,
  fn: (found: Found) => Promise<T> | T,
): Promise<T> {
  const rootDir = openRoot(root);
  let found: Found | undefined;
  try {
    found = walk(root, rootDir, input, opts);
    return await fn(found);
  } finally {
    if (found && found.dir !== rootDir) closeDir(found.dir);
    closeDir(rootDir);
  }
}

export interface OpenedFile {
  handle: FileHandle;
  stat: Stats;
}

function errno(e: unknown): string {
  return e instanceof Error && "code" in e ? String(e.code) : "";
}

/**
 * Opens the regular file `found` names for reading. Refuses anything else, and
 * (unless `hardLinks` is "allow") a file with a second hard link, whose other
 * name may be outside the root. The caller closes the handle.
 */
export async function openFound(
  found: Found,
  input: string,
  hardLinks: "refuse" | "allow" = "refuse",
): Promise<OpenedFile> {
  let handle: FileHandle;
  try {
    handle = await open(at(found.dir, found.name), READ_FLAGS);
  } catch (e) {
    const code = errno(e);
    if (code === "ELOOP" || code === "ENOENT" || code === "ENXIO")
      throw new WalkError(
        "changed",
        `${JSON.stringify(input)} changed while it was being opened (a file or symlink was replaced); nothing was read. Try again once nothing else is changing it.`,
      );
    throw e;
  }
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw new WalkError("not-a-directory", `${found.rel} is a directory.`);
    if (!stat.isFile())
      throw new WalkError("invalid", `${found.rel} is not a regular file (a device, socket or pipe); not read.`);
    if (stat.nlink > 1 && hardLinks === "refuse")
      throw new WalkError(
        "outside",
        `Refused: ${found.rel} has ${stat.nlink} hard links; another name for this file may be outside the workspace, so reading or writing it is not allowed. Use another file, or ask for this one to be replaced by a plain copy.`,
      );
    return { handle, stat };
  } catch (e) {
    await handle.close();
    throw e;
  }
}

/** The whole content of the regular file at `input` under `root`, and where it really is. */
export async function readBeneath(root: string, input: string): Promise<{ rel: string; data: Buffer } | null> {
  return within(root, input, { followLast: true }, async (found) => {
    if (!found.stat) return null;
    const { handle } = await openFound(found, input);
    try {
      return { rel: found.rel, data: await handle.readFile() };
    } finally {
      await handle.close();
    }
  });
}

export interface Written {
  /** Root-relative path written (in-tree symlinks followed). */
  rel: string;
  /** There was no file there before. */
  created: boolean;
}

/**
 * Writes `data` to the file `found` names, replacing it whole (temp file + rename
 * in the same directory). `found` must come from a walk with createDirs.
 */
async function writeFound(found: Found, data: string | Buffer): Promise<Written> {
  const before = found.stat;
  if (before?.isDirectory())
    throw new WalkError("not-a-directory", `${found.rel} is a directory; give a file path inside it.`);
  if (before && !before.isFile()) throw new WalkError("invalid", `${found.rel} is not a regular file; not written.`);
  if (found.name === "") throw new WalkError("invalid", "A file path is needed, not the repository root.");
  const temp = tempName(found.name);
  const mode = before ? before.mode & 0o7777 : 0o666;
  let handle: FileHandle | undefined;
  try {
    handle = await open(
      at(found.dir, temp),
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      mode,
    );
    // The umask applied at creation; an existing file's bits are put back exactly.
    if (before) await handle.chmod(mode);
    await handle.writeFile(data);
    await handle.close();
    handle = undefined;
    renameSync(at(found.dir, temp), at(found.dir, found.name));
  } catch (e) {
    await handle?.close().catch(() => {});
    try {
      unlinkSync(at(found.dir, temp));
    } catch {
      // never created, or already renamed
    }
    throw asWriteError(e, found.rel);
  }
  return { rel: found.rel, created: !before };
}

/** Writes a whole file at `input` under `root`, creating its folders. */
export async function writeBeneath(root: string, input: string, data: string | Buffer): Promise<Written> {
  return within(root, input, { followLast: true, createDirs: true }, (found) => writeFound(found, data));
}

/** Removes the file (or symlink) at `input`; a directory is refused. */
export async function removeBeneath(root: string, input: string): Promise<{ rel: string } | null> {
  return within(root, input, { followLast: false }, (found) => {
    if (!found.stat) return null;
    if (found.stat.isDirectory()) throw new WalkError("not-a-directory", `${found.rel} is a directory; not removed.`);
    try {
      unlinkSync(at(found.dir, found.name));
    } catch (e) {
      throw asWriteError(e, found.rel);
    }
    return { rel: found.rel };
  });
}

/**
 * Renames `from` to `to`, both under `root` (creating `to`'s folders). `to`
 * must not exist. Both names are resolved through their own open directories.
 */
export async function renameBeneath(root: string, from: string, to: string): Promise<{ from: string; to: string }> {
  return within(root, from, { followLast: false }, (src) =>
    within(root, to, { followLast: false, createDirs: true }, (dest) => {
      if (!src.stat) throw new WalkError("invalid", `${src.rel} does not exist.`);
      if (dest.stat) throw new WalkError("invalid", `${dest.rel} already exists.`);
      try {
        renameSync(at(src.dir, src.name), at(dest.dir, dest.name));
      } catch (e) {
        throw asWriteError(e, dest.rel);
      }
      return { from: src.rel, to: dest.rel };
    }),
  );
}

/** Stat of what `input` names (symlinks inside the root followed), or undefined when nothing is there. */
export async function statBeneath(root: string, input: string): Promise<{ rel: string; stat: Stats | undefined }> {
  return within(root, input, { followLast: true }, (found) => ({ rel: found.rel, stat: found.stat }));
}

/**
 * The names writes use for their temp files: a run killed between the write and
 * the rename leaves one, and the next run's recovery removes it by this shape.
 */
export const TEMP_FILE = /(?:^|\/)\.[^/]*\.[0-9a-f]{12}\.patchbay-tmp$/;

function tempName(name: string): string {
  const suffix = `.${randomBytes(6).toString("hex")}.patchbay-tmp`;
  // Names are at most 255 bytes; a long one gets a short temp name.
  return Buffer.byteLength(name) + suffix.length + 1 <= 255 ? `.${name}${suffix}` : `.patchbay${suffix}`;
}

const WRITE_ERRORS: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EFBIG: "the file is over the size limit (sandbox.limits.file_mb)",
  EROFS: "the file system is read-only",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder",
  ENAMETOOLONG: "a name in the path is too long",
  EXDEV: "the two paths are on different file systems",
};

function asWriteError(e: unknown, rel: string): unknown {
  const code = errno(e);
  const why = WRITE_ERRORS[code];
  if (!why) return e;
  return new WriteError(code, `Could not write ${rel}: ${why} (${code}); the file was left as it was.`);
}
