/**
 * Finding a path under a root without ever leaving it, whatever another process
 * does to the tree meanwhile.
 *
 * Patchbay's file tools run on the host, outside the sandbox, on a work tree
 * that a process left running in the sandbox can change at any moment. A check
 * that resolves a path and an open that walks it again by name are two walks:
 * between them `src/a.txt` (or `src`) can become a symlink to the runner's
 * credentials or to the installed action's own files. So a path is walked
 * once, one component at a time, from an open descriptor of the root: each
 * directory is opened with O_DIRECTORY|O_NOFOLLOW relative to the descriptor
 * of its parent, and the caller reads or writes through what this walk opened.
 * A symlink is never followed by the kernel — it is read and its target walked
 * the same way, and a target that leaves the root is refused. This is what
 * openat2(RESOLVE_BENEATH) does in the kernel and Go's os.Root in user space;
 * Node has no openat, so "relative to a descriptor" is spelled
 * /proc/self/fd/N/name, which the kernel resolves through the open directory
 * itself (a rename or a swap of its path changes nothing).
 *
 * Without /proc (not Linux) the same walk runs on path names: each component is
 * still checked, but a swap between check and use can win there.
 */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  type Stats,
} from "node:fs";
import path from "node:path";

const DIR_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;
/** What Linux allows before ELOOP. */
const MAX_LINKS = 40;

const hasProcFd = process.platform === "linux" && existsSync("/proc/self/fd");

/** An open directory under the root, and where it is (root-relative, "." for the root). */
export interface Dir {
  fd: number;
  rel: string;
  /** The directory's own path, for the non-Linux fallback only. */
  abs: string;
}

/** The name of `name` inside `dir`, resolved by the kernel through the open descriptor. */
export function at(dir: Dir, name: string): string {
  return hasProcFd ? `/proc/self/fd/${dir.fd}/${name}` : path.join(dir.abs, name);
}

/** `dir` itself, as a path the kernel resolves through its descriptor. */
export function self(dir: Dir): string {
  return hasProcFd ? `/proc/self/fd/${dir.fd}` : dir.abs;
}

export function closeDir(dir: Dir | undefined): void {
  if (dir) closeSync(dir.fd);
}

export type WalkErrorCode = "invalid" | "outside" | "dangling" | "missing" | "not-a-directory" | "loop" | "changed";

export class WalkError extends Error {
  override name = "WalkError";
  constructor(
    readonly code: WalkErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Where a walk ended: the open directory that holds the last component, and that component. */
export interface Found {
  /** The open directory holding `name` (the root itself when the path is the root); close it with closeDir. */
  dir: Dir;
  /** The last component ("" when the path is the root). */
  name: string;
  /** Root-relative path of what was reached, symlinks inside the root followed ("." for the root). */
  rel: string;
  /** lstat of the last component as the walk saw it; undefined when nothing is there. */
  stat: Stats | undefined;
}

export interface WalkOptions {
  /** Follow a symlink in the last component (read and write do; remove and rename do not). */
  followLast: boolean;
  /** Create missing directories on the way (a write to a new folder). */
  createDirs?: boolean;
}

function errno(e: unknown): string {
  return e instanceof Error && "code" in e ? String(e.code) : "";
}

const OUTSIDE_HINT = "Use a path relative to the repository root; files outside the workspace are off limits.";

/** Opens the root (a path Patchbay chose, not the agent). */
export function openRoot(root: string): Dir {
  return { fd: openSync(root, constants.O_RDONLY | constants.O_DIRECTORY), rel: ".", abs: root };
}

function join(rel: string, name: string): string {
  return rel === "." ? name : `${rel}/${name}`;
}

/**
 * Walks `input` (relative to `root`, or absolute inside it) from `rootDir`.
 * Throws WalkError for a path that leaves the root or cannot be walked; other
 * errors (EIO, EMFILE) are the file system's and propagate as they are.
 */
export function walk(root: string, rootDir: Dir, input: string, opts: WalkOptions): Found {
  if (input.trim() === "")
    throw new WalkError("invalid", "The path is empty. Give a path relative to the repository root.");
  if (input.includes("\0")) throw new WalkError("invalid", `The path ${JSON.stringify(input)} contains a NUL byte.`);
  let relInput = input;
  {
    // Read as written first: a path that leaves the root on paper is refused before anything is opened.
    const lexical = path.resolve(root, input);
    const rel = path.relative(root, lexical);
    if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
      const special = /^\/(proc|sys|dev)(\/|$)/.test(lexical) ? " (a system path)" : "";
      throw new WalkError(
        "outside",
        `Refused: ${JSON.stringify(input)} is outside the workspace${special} — it resolves to ${lexical}. ${OUTSIDE_HINT}`,
      );
    }
    if (path.isAbsolute(input)) relInput = rel === "" ? "." : rel;
  }
  const stack: Dir[] = [rootDir];
  const queue = relInput.split("/");
  let links = 0;
  let through: string | undefined; // the first symlink followed, for messages
  let finalLink: string | undefined; // the symlink that was the last component, once followed
  const top = () => stack[stack.length - 1] as Dir;
  const release = (keep: Dir) => {
    for (const d of stack) if (d !== keep && d !== rootDir) closeSync(d.fd);
  };
  const outside = (target: string) =>
    new WalkError(
      "outside",
      through !== undefined
        ? `Refused: ${JSON.stringify(input)} goes through a symlink that points outside the workspace (${through} → ${target}). ${OUTSIDE_HINT}`
        : `Refused: ${JSON.stringify(input)} is outside the workspace — it resolves to ${path.resolve(root, relInput)}. ${OUTSIDE_HINT}`,
    );
  try {
    while (queue.length > 0) {
      const comp = queue.shift() as string;
      if (comp === "" || comp === ".") continue;
      if (comp === "..") {
        if (stack.length === 1) throw outside(path.resolve(root, relInput));
        const gone = stack.pop() as Dir;
        closeSync(gone.fd);
        continue;
      }
      const last = queue.every((c) => c === "" || c === ".");
      const dir = top();
      let stat: Stats | undefined;
      try {
        stat = lstatSync(at(dir, comp));
      } catch (e) {
        const code = errno(e);
        if (code === "ENAMETOOLONG")
          throw new WalkError("invalid", `The path ${JSON.stringify(input)} has a name that is too long.`);
        if (code !== "ENOENT") throw e;
      }
      if (stat?.isSymbolicLink() && (!last || opts.followLast)) {
        if (++links > MAX_LINKS)
          throw new WalkError("loop", `Refused: ${JSON.stringify(input)} has too many levels of symbolic links.`);
        let target: string;
        try {
          target = readlinkSync(at(dir, comp));
        } catch (e) {
          if (errno(e) === "EINVAL" || errno(e) === "ENOENT") throw changed(input);
          throw e;
        }
        through ??= join(dir.rel, comp);
        if (last) finalLink = join(dir.rel, comp);
        if (path.isAbsolute(target)) {
          const rel = path.relative(root, path.resolve(target));
          if (rel.startsWith("..") || path.isAbsolute(rel)) throw outside(target);
          for (const d of stack.splice(1)) closeSync(d.fd);
          queue.unshift(...rel.split("/"));
        } else queue.unshift(...target.split("/"));
        continue;
      }
      if (last) {
        // A dangling link may be made to point elsewhere before it is written through: refused, as before.
        if (stat === undefined && finalLink !== undefined)
          throw new WalkError(
            "dangling",
            `Refused: ${finalLink} is a symlink to ${join(dir.rel, comp)}, which does not exist; writing through it is not allowed. Remove the link or use another path.`,
          );
        release(dir);
        return { dir, name: comp, rel: join(dir.rel, comp), stat };
      }
      if (stat === undefined) {
        if (!opts.createDirs) {
          // Nothing there: what remains cannot exist either; the caller says "no such file".
          const rest = queue.filter((c) => c !== "" && c !== ".");
          if (rest.includes(".."))
            throw new WalkError("invalid", `${JSON.stringify(input)} goes up out of a folder that does not exist.`);
          // `name` stays one component: nothing may be created through this result.
          const missing: Found = { dir, name: comp, rel: join(dir.rel, [comp, ...rest].join("/")), stat: undefined };
          release(dir);
          return missing;
        }
        mkdirAt(dir, comp);
      } else if (!stat.isDirectory()) {
        throw new WalkError(
          "not-a-directory",
          `${JSON.stringify(input)}: ${join(dir.rel, comp)} is a file, not a directory.`,
        );
      }
      stack.push(openDirAt(dir, comp, input));
    }
    // The path named the root (or a folder through "..") itself.
    const dir = top();
    release(dir);
    return { dir, name: "", rel: dir.rel, stat: fstatSync(dir.fd) };
  } catch (e) {
    release(rootDir);
    throw e;
  }
}

function changed(input: string): WalkError {
  return new WalkError(
    "changed",
    `${JSON.stringify(input)} changed while it was being opened (a file or symlink was replaced); nothing was read or written. Try again once nothing else is changing it.`,
  );
}

function mkdirAt(dir: Dir, name: string): void {
  try {
    mkdirSync(at(dir, name));
  } catch (e) {
    if (errno(e) !== "EEXIST") throw e;
  }
}

/** Opens a directory entry as a directory, refusing a symlink put there after it was looked at. */
export function openDirAt(dir: Dir, name: string, input: string): Dir {
  try {
    return { fd: openSync(at(dir, name), DIR_FLAGS), rel: join(dir.rel, name), abs: path.join(dir.abs, name) };
  } catch (e) {
    const code = errno(e);
    // ELOOP: a symlink now; ENOTDIR: a file now; ENOENT: gone.
    if (code === "ELOOP" || code === "ENOTDIR" || code === "ENOENT") throw changed(input);
    throw e;
  }
}
