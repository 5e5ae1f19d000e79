/**
 * The plan flow's stages, each a function the run calls at one point: the go's
 * check of its plan, the plan dropped once a go used it, and the plan run's
 * workspace (no branch, nothing committed).
 */
import { execRemote } from "../../git/network.js";
import { fetchPlan, loadPlanRecord, planRecordRef } from "../../git/refs/plan-record.js";
import { createGitRunner } from "../../git/runner.js";
import type { Workspace } from "../../git/workspace.js";
import { pushes } from "../delivery.js";
import { originAuth, type StageContext } from "../stages/origin.js";
import { checkGo, type GoDecision } from "./plan-go.js";
import { openPlanWorkspace, type PlanWorkspace } from "./plan-workspace.js";

/** A go: the plan before it must exist and its branch must not have moved. */
export async function goStage(ctx: StageContext): Promise<GoDecision> {
  const { settings, task, config } = ctx;
  if (task.branch.kind !== "work")
    return { ok: false, message: "A plan can be carried out only on a branch of this repository (not a fork's)." };
  const runner = createGitRunner({ cwd: settings.repo, baseEnv: settings.env });
  const origin = await originAuth(runner, settings);
  if (origin.remote) await fetchPlan(runner, task.branch.name, { auth: origin.auth });
  const loaded = await loadPlanRecord(runner, task.branch.name);
  let tip: string | null = null;
  if (loaded && "plan" in loaded) {
    const ref = `refs/heads/${loaded.plan.base_branch}`;
    if (origin.remote) {
      const res = await execRemote(runner, ["ls-remote", "origin", ref], origin.auth);
      tip = res.stdout.split("\t")[0]?.trim() || null;
    } else {
      const res = await runner.exec(["rev-parse", "-q", "--verify", ref], { allowAllExitCodes: true });
      tip = res.exitCode === 0 ? res.stdout.trim() : null;
    }
  }
  return checkGo(loaded, tip, config.trigger.phrase);
}

/** After a go that ran: the plan is used up, so a second go asks for a new plan. */
export async function dropPlan(ctx: StageContext, workBranch: string): Promise<void> {
  const runner = createGitRunner({ cwd: ctx.settings.repo, baseEnv: ctx.settings.env });
  const ref = planRecordRef(workBranch);
  await runner.exec(["update-ref", "-d", ref], { allowAllExitCodes: true });
  const origin = await originAuth(runner, ctx.settings);
  if (origin.remote && pushes(ctx.settings.delivery)) {
    const res = await execRemote(runner, ["push", "origin", `:${ref}`], origin.auth);
    if (res.exitCode !== 0) ctx.log.warning(`could not remove the used plan ${ref}: ${res.stderr.trim()}`);
  }
}

/** A plan run's workspace in the shape the run expects; `plan.finish` records (and pushes) the plan. */
export async function openPlanStage(ctx: StageContext): Promise<{ workspace: Workspace; plan: PlanWorkspace }> {
  const { settings, task, log, trigger } = ctx;
  if (task.branch.kind === "pr-lookup") throw new Error("internal: the PR's branch must be looked up first");
  const workBranch = task.branch.name;
  // The plan looks at what is checked out: the PR's head for a PR, the default branch otherwise.
  const baseBranch =
    trigger.pullRequest && !trigger.pullRequest.isFork ? trigger.pullRequest.headRef : task.branch.base;
  const origin = await originAuth(createGitRunner({ cwd: settings.repo, baseEnv: settings.env }), settings);
  const plan = await openPlanWorkspace({
    repo: settings.repo,
    baseBranch,
    workBranch,
    runId: settings.runId,
    push: origin.remote && pushes(settings.delivery),
    auth: origin.auth,
    redactor: ctx.redactor,
    env: settings.env,
    log,
  });
  const workspace: Workspace = {
    runner: plan.runner,
    prepared: { branch: workBranch, head: plan.baseSha, remoteSha: null, created: false, dirtyAtStart: [] },
    checkpointer: plan.checkpointer,
    saveState: plan.saveState,
    pushFinal: async () => null,
    remoteBranch: () => workBranch,
    patch: async () => "",
    close: plan.close,
  };
  return { workspace, plan };
}
