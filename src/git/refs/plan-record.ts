/**
 * What a plan run leaves for the `@patchbay go` that carries it out: the branch
 * and commit the plan was made on, and the plan itself, in a commit at
 * `refs/patchbay/plan/<work branch>` (the conversation is in the session state
 * ref beside it). Both travel to the remote with a forced push of our own refs:
 * a newer plan replaces an older one. No work branch is created for a plan.
 */
import { z } from "zod";
import { execRemote, type GitAuth } from "../network.js";
import type { GitRunner } from "../runner.js";
import { sessionStateRef } from "./session-state.js";

const PLAN_FILE = "plan.json";
const PLAN_MARKER = "Patchbay-Plan-Version: 1";

export const planRecordRef = (workBranch: string) => `refs/patchbay/plan/${workBranch}`;

const planRecordSchema = z.strictObject({
  /** The branch the plan was made on (the default branch, or the PR's head) and its tip then. */
  base_branch: z.string().min(1),
  base_sha: z.string().regex(/^[0-9a-f]{40,64}$/),
  /** The branch the go will create or continue. */
  work_branch: z.string().min(1),
  plan: z.string(),
  run_id: z.string(),
  time: z.iso.datetime(),
});

export type PlanRecord = z.infer<typeof planRecordSchema>;

export async function savePlanRecord(runner: GitRunner, record: PlanRecord): Promise<string> {
  const text = `${JSON.stringify(planRecordSchema.parse(record), null, 2)}\n`;
  const blob = (await runner.exec(["hash-object", "-w", "--stdin"], { input: text })).stdout.trim();
  const tree = (await runner.exec(["mktree"], { input: `100644 blob ${blob}\t${PLAN_FILE}\n` })).stdout.trim();
  const message = `patchbay plan for ${record.work_branch}\n\n${PLAN_MARKER}\n`;
  const commit = (await runner.exec(["commit-tree", tree, "-F", "-"], { input: message })).stdout.trim();
  await runner.exec(["update-ref", "-m", "patchbay: plan", planRecordRef(record.work_branch), commit]);
  return commit;
}

export type LoadedPlan = { plan: PlanRecord } | { warning: string } | null;

export async function loadPlanRecord(runner: GitRunner, workBranch: string): Promise<LoadedPlan> {
  const ref = planRecordRef(workBranch);
  const found = await runner.exec(["rev-parse", "-q", "--verify", `${ref}^{commit}`], { allowAllExitCodes: true });
  if (found.exitCode !== 0) return null;
  const message = (await runner.exec(["cat-file", "commit", ref])).stdout;
  if (!message.includes(PLAN_MARKER)) return { warning: `${ref} was not written by Patchbay` };
  const blob = await runner.exec(["cat-file", "blob", `${ref}:${PLAN_FILE}`], { allowAllExitCodes: true });
  try {
    return { plan: planRecordSchema.parse(JSON.parse(blob.stdout)) };
  } catch {
    return { warning: `${ref} does not hold a readable plan` };
  }
}

/** Fetches the plan and the session it belongs to, when the remote has them; false when it has no plan. */
export async function fetchPlan(
  runner: GitRunner,
  workBranch: string,
  remote: { remote?: string; auth?: GitAuth },
): Promise<boolean> {
  const name = remote.remote ?? "origin";
  const refs = [planRecordRef(workBranch), sessionStateRef(workBranch)];
  const res = await execRemote(
    runner,
    ["fetch", "--no-tags", "--no-write-fetch-head", name, ...refs.map((r) => `+${r}:${r}`)],
    remote.auth,
  );
  if (res.exitCode === 0) return true;
  if (/couldn't find remote ref/i.test(res.stderr)) return false;
  throw new Error(`could not fetch the plan for ${workBranch}: ${res.stderr.trim()}`);
}

/** Pushes the plan and its session (forced: they are Patchbay's own refs, and the newest plan wins). */
export async function pushPlan(
  runner: GitRunner,
  workBranch: string,
  remote: { remote?: string; auth?: GitAuth },
): Promise<void> {
  const name = remote.remote ?? "origin";
  const refs = [planRecordRef(workBranch), sessionStateRef(workBranch)];
  const res = await execRemote(
    runner,
    ["push", "--porcelain", "--force", name, ...refs.map((r) => `${r}:${r}`)],
    remote.auth,
  );
  if (res.exitCode !== 0) throw new Error(`could not push the plan for ${workBranch}: ${res.stderr.trim()}`);
}
