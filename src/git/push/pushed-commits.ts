/**
 * The checkpoints as the pushed branch has them (docs/decisions/0012-faults-leave-the-repository-consistent.md). A push refused because
 * someone else pushed first is resolved by replaying our commits on theirs
 * (push-branch.ts): same changes and messages, new ids. The run's list still held
 * the old ids, so the pull request body and the summary named commits on no
 * branch. Each checkpoint not in the pushed tip's history is matched to the commit
 * there with the same message (each carries its own `Patchbay-Step` trailer, and
 * a replay keeps messages as they are); one found nowhere is left out.
 */
import type { GitRunner } from "../runner.js";
import type { Checkpoint } from "../types.js";

/** How far back the pushed history is read: far more than any run's checkpoints. */
const HISTORY = 5000;

export interface OnBranch {
  checkpoints: Checkpoint[];
  /** Old id → id on the pushed branch, for the checkpoints that were replayed. */
  renamed: Record<string, string>;
}

async function messages(runner: GitRunner, args: string[]): Promise<{ sha: string; body: string }[]> {
  const res = await runner.exec(["log", "--format=%H%x00%B%x1e", ...args], { allowAllExitCodes: true });
  if (res.exitCode !== 0) return [];
  return res.stdout
    .split("\x1e")
    .map((entry) => entry.replace(/^\n/, ""))
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf("\0");
      return { sha: entry.slice(0, at), body: entry.slice(at + 1) };
    });
}

export async function checkpointsOnBranch(
  runner: GitRunner,
  tip: string,
  checkpoints: readonly Checkpoint[],
): Promise<OnBranch> {
  const history = await messages(runner, [`--max-count=${HISTORY}`, tip]);
  const onBranch = new Set(history.map((c) => c.sha));
  const missing = checkpoints.filter((c) => !onBranch.has(c.sha));
  if (missing.length === 0) return { checkpoints: [...checkpoints], renamed: {} };
  const byMessage = new Map<string, string>();
  for (const c of history) if (!byMessage.has(c.body)) byMessage.set(c.body, c.sha);
  const old: { sha: string; body: string }[] = [];
  for (let i = 0; i < missing.length; i += 500)
    old.push(...(await messages(runner, ["--no-walk=unsorted", ...missing.slice(i, i + 500).map((c) => c.sha)])));
  const renamed: Record<string, string> = {};
  for (const c of old) {
    const now = byMessage.get(c.body);
    if (now) renamed[c.sha] = now;
  }
  const kept = checkpoints.flatMap((c) => {
    if (onBranch.has(c.sha)) return [c];
    const now = renamed[c.sha];
    return now ? [{ ...c, sha: now }] : [];
  });
  return { checkpoints: kept, renamed };
}
