/**
 * Where a local run starts (docs/decisions/0013-local-runs-like-a-local-tool.md): from
 * the commit you have checked out, or `--base REF`, on a branch of its own — a
 * second run with the same words gets a fresh branch (`…-2`) rather than quietly
 * continuing the first one's. Runs git read-only: nothing changes until the
 * workspace opens.
 */
import type { RunSettings } from "../contract.js";
import { PreflightError } from "../stages/preflight.js";
import type { StartPoint, Task } from "../task.js";
import { git } from "./repository.js";

/** The local clone a local run starts in, and the environment its git runs with. */
type LocalRepo = Pick<RunSettings, "repo" | "env">;

/** `ref` as a commit and as a person names it: HEAD is the checked-out branch (or its short sha when detached). */
async function resolveStart(settings: LocalRepo, ref: string): Promise<StartPoint> {
  const sha = await git(settings, ["rev-parse", "-q", "--verify", `${ref}^{commit}`]);
  if (!sha)
    throw new PreflightError(
      ref === "HEAD"
        ? `${settings.repo} has no commits yet; commit your files first (git add -A && git commit -m initial): the work branch starts from a commit`
        : `--base ${ref}: no such commit, branch or tag in ${settings.repo}; name one that exists (git branch -a, git log --oneline)`,
    );
  const branch =
    ref === "HEAD"
      ? await git(settings, ["symbolic-ref", "--short", "-q", "HEAD"])
      : (await git(settings, ["rev-parse", "-q", "--verify", `refs/heads/${ref}`])) && ref;
  return branch ? { label: branch, sha, branch } : { label: ref === "HEAD" ? sha.slice(0, 12) : ref, sha };
}

/** `name`, or `name-2`, `name-3`, … : the first that is not a local branch yet. */
async function freeBranch(settings: LocalRepo, name: string): Promise<string> {
  const taken = new Set(
    (
      (await git(settings, [
        "for-each-ref",
        "--format=%(refname:short)",
        `refs/heads/${name}`,
        `refs/heads/${name}-*`,
      ])) ?? ""
    )
      .split("\n")
      .filter(Boolean),
  );
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) if (!taken.has(`${name}-${n}`)) return `${name}-${n}`;
}

/**
 * The task as a local run does it: a new work branch starts at the start point (and
 * a pull request, with --push, targets the branch it started from); a request in the
 * user's own words or a task gets a branch no earlier run is using. An existing
 * branch (a paused run answered, a later request on the same issue) is continued.
 */
export async function startLocally(
  settings: LocalRepo & Pick<RunSettings, "startFrom">,
  task: Task,
  options: { fresh: boolean },
): Promise<Task> {
  if (settings.startFrom === undefined || task.branch.kind !== "work") return task;
  const start = await resolveStart(settings, settings.startFrom);
  // A later request on the same issue continues its branch, wherever you are.
  if (!options.fresh && (await git(settings, ["rev-parse", "-q", "--verify", `refs/heads/${task.branch.name}`])))
    return task;
  const name = options.fresh ? await freeBranch(settings, task.branch.name) : task.branch.name;
  return { ...task, branch: { ...task.branch, name, start, base: start.branch || task.branch.base } };
}
