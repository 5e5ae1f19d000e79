/**
 * Which file a program name starts, for the programs Patchbay runs on the host
 * (its own git, the sandbox's way in). PATH is the user's, and a workflow often
 * puts a directory of the work tree on it (`echo "$PWD/node_modules/.bin" >>
 * $GITHUB_PATH`) — a directory the agent writes to. A `git` or `nsenter` it
 * plants there would run on the host, outside the sandbox, the next time
 * Patchbay looks the name up. So entries that are relative (resolved against the
 * working directory: the work tree) or inside the working directory are skipped.
 *
 * Node's spawn and execvp have no way to skip PATH entries; `which` (npm) finds
 * the same file they would, so it does not help either.
 */
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

/**
 * The absolute file `name` resolves to on PATH, leaving out relative entries and
 * those inside `workTree`; `name` itself when none has it.
 */
export function hostProgram(name: string, pathValue: string | undefined, workTree?: string): string {
  if (name.includes("/")) return name;
  const inside = workTree === undefined ? undefined : path.resolve(workTree);
  for (const dir of (pathValue ?? "").split(":")) {
    if (!path.isAbsolute(dir)) continue;
    const resolved = path.resolve(dir);
    if (inside !== undefined && (resolved === inside || resolved.startsWith(`${inside}/`))) continue;
    const file = path.join(resolved, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  // Not found: spawn reports ENOENT for the bare name, as it would have.
  return name;
}

/** Patchbay's own git for a repository at `root`: never one from inside the work tree. */
export function gitProgram(env: Record<string, string | undefined>, root: string): string {
  return hostProgram("git", env.PATH, root);
}
