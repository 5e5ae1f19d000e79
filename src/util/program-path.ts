/**
 * Which file a program name starts, for the programs Patchbay runs on the host
 * (its own git and what git starts: ssh, an editor, a hook's helpers; the
 * sandbox's way in). PATH is the user's, and a workflow often puts a directory of
 * the work tree on it (`echo "$PWD/node_modules/.bin" >> $GITHUB_PATH`) — a
 * directory the agent writes to. A `git` or `nsenter` it plants there would run
 * on the host, outside the sandbox, the next time the name is looked up. So
 * entries that are relative (resolved against the working directory: the work
 * tree) or inside the work tree — as written, or once symlinks are followed — are
 * left out, and so is a program whose file is a symlink into the work tree.
 *
 * Node's spawn and execvp have no way to skip PATH entries; `which` (npm) finds
 * the same file they would, so it does not help either.
 */
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import path from "node:path";

/** The real path of `p`, following symlinks as far as the path exists. */
function real(p: string): string {
  const rest: string[] = [];
  let at = path.resolve(p);
  for (;;) {
    try {
      return path.join(realpathSync.native(at), ...rest);
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return path.resolve(p);
      rest.unshift(path.basename(at));
      at = parent;
    }
  }
}

/** Whether a path is in the work tree, as written or once symlinks are followed. */
function inTree(workTree: string): (p: string) => boolean {
  const roots = [...new Set([path.resolve(workTree), real(workTree)])];
  return (p) => {
    const forms = [path.resolve(p), real(p)];
    return forms.some((f) => roots.some((r) => f === r || f.startsWith(`${r}/`)));
  };
}

/** Where programs are when nothing of PATH is left: an empty PATH would have spawn look in the working directory. */
const FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin";

/**
 * Answers already worked out, by PATH and work tree: every launch and file-tool call
 * asks again, and each answer costs a few system calls per PATH entry. An answer
 * outside the work tree stays right for the run: the agent writes only inside it.
 */
const known = new Map<string, string>();

/** PATH without relative entries and entries in the work tree (never empty). */
export function hostPath(pathValue: string | undefined, workTree: string): string {
  const key = `path\0${pathValue ?? ""}\0${workTree}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const inside = inTree(workTree);
  const kept = (pathValue ?? "").split(":").filter((dir) => path.isAbsolute(dir) && !inside(dir));
  const result = kept.length ? kept.join(":") : FALLBACK_PATH;
  known.set(key, result);
  return result;
}

/**
 * The absolute file `name` resolves to on PATH, leaving out relative entries and
 * those in `workTree`; `name` itself when none has it (then spawn it with a PATH
 * from hostPath, so its own lookup skips the same entries).
 */
export function hostProgram(name: string, pathValue: string | undefined, workTree?: string): string {
  if (name.includes("/")) return name;
  const key = `program\0${name}\0${pathValue ?? ""}\0${workTree ?? ""}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const inside = workTree === undefined ? () => false : inTree(workTree);
  for (const dir of (pathValue ?? "").split(":")) {
    if (!path.isAbsolute(dir) || inside(dir)) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile() && !inside(file)) {
        known.set(key, file);
        return file;
      }
    } catch {
      // not here
    }
  }
  return name;
}

/** Patchbay's own git for a repository at `root`: never one from inside the work tree. */
export function gitProgram(env: Record<string, string | undefined>, root: string): string {
  return hostProgram("git", env.PATH, root);
}

/** An environment for a git Patchbay runs on the host: what git starts by name (ssh, hooks' programs) skips the work tree too. */
export function hostGitEnv<T extends Record<string, string | undefined>>(env: T, root: string): T {
  return env.PATH === undefined ? env : { ...env, PATH: hostPath(env.PATH, root) };
}
