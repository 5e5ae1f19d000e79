/**
 * The stages issue 16 adds around a run, each a function the run calls at one
 * point: the spend ledger before and after, the go's check of its plan, and the
 * plan run's workspace (no branch, nothing committed).
 */
import type { Limits } from "../agent/limits.js";
import type { Outcome } from "../agent/types.js";
import type { Config } from "../config/schema.js";
import type { Redactor } from "../config/secrets.js";
import type { LedgerRemote } from "../git/ledger.js";
import { execRemote, type GitAuth } from "../git/network.js";
import { fetchPlan, loadPlanRecord, planRecordRef } from "../git/plan-record.js";
import { createGitRunner, type GitLog, type GitRunner } from "../git/runner.js";
import type { Trigger } from "../github/trigger/index.js";
import { checkGo, type GoDecision } from "./plan-go.js";
import { openPlanWorkspace, type PlanWorkspace } from "./plan-workspace.js";
import type { RunSettings } from "./settings.js";
import { checkSpendLimits, hasSpendLimits, ledgerEntryFor, recordSpend } from "./spend-gate.js";
import type { Task } from "./task.js";
import type { Workspace } from "./workspace.js";

export interface StageContext {
  settings: RunSettings;
  config: Config;
  trigger: Trigger;
  task: Task;
  log: GitLog;
  redactor: Redactor;
}

/**
 * Whether the stages talk to origin, and the token for it — on the run's own server
 * only (as the workspace decides it). A local run without --push talks to no remote:
 * its ledger and plans stay in the clone, and a dead origin cannot stall it.
 */
export async function originAuth(
  runner: GitRunner,
  settings: RunSettings,
): Promise<{ remote: boolean; auth?: GitAuth }> {
  if (settings.push === false) return { remote: false };
  const origin = await runner.exec(["remote", "get-url", "origin"], { allowAllExitCodes: true });
  if (origin.exitCode !== 0) return { remote: false };
  const server = settings.serverUrl.replace(/\/+$/, "");
  const url = origin.stdout.trim();
  const onServer = url === server || url.startsWith(`${server}/`);
  return {
    remote: true,
    ...(settings.githubToken && onServer ? { auth: { token: settings.githubToken, serverUrl: server } } : {}),
  };
}

export type SpendStage =
  | { kind: "skip"; message: string }
  | {
      kind: "go";
      dailyRemaining?: Limits["dailyRemaining"];
      record(
        outcome: Outcome,
        thisRun: { costUsd: number; inputTokens: number; outputTokens: number },
        prUrl?: string,
      ): Promise<void>;
    };

/** Before the run: may it start under the ledger's limits? After it: what it cost, recorded. */
export async function spendStage(ctx: StageContext): Promise<SpendStage> {
  const { settings, config, trigger, task, log } = ctx;
  // No limits, no ledger: a repository that did not ask for one gets no ref written or pushed
  // (and its run starts no git process for it).
  if (!hasSpendLimits(config.limits)) return { kind: "go", record: async () => {} };
  const runner = createGitRunner({ cwd: settings.repo, baseEnv: settings.env });
  const origin = await originAuth(runner, settings);
  // Dry runs and checkouts with no origin keep the ledger local.
  const remote: LedgerRemote | null = origin.remote && !task.dryRun && !settings.outbox ? { auth: origin.auth } : null;
  const startedAt = new Date();
  const user = trigger.actor?.login ?? (trigger.eventName === "local" ? "local" : trigger.eventName);
  const decision = await checkSpendLimits({ runner, limits: config.limits, user, now: startedAt, remote, log });
  if (!decision.ok) return { kind: "skip", message: decision.message };
  return {
    kind: "go",
    ...(decision.remainingUsd !== undefined && decision.limit && decision.limit !== "per_user.runs_per_hour"
      ? { dailyRemaining: { usd: decision.remainingUsd, limit: decision.limit } }
      : {}),
    record: (outcome, thisRun, prUrl) =>
      recordSpend(
        runner,
        ledgerEntryFor({
          runId: settings.runId,
          startedAt,
          user,
          trigger: trigger.eventName,
          outcome: outcome.kind,
          costUsd: thisRun.costUsd,
          inputTokens: thisRun.inputTokens,
          outputTokens: thisRun.outputTokens,
          ...(prUrl ? { prUrl } : {}),
        }),
        remote,
        log,
      ),
  };
}

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
  if (origin.remote && !ctx.task.dryRun && !ctx.settings.outbox) {
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
    push: origin.remote && !task.dryRun && !settings.outbox,
    ...(origin.auth ? { auth: origin.auth } : {}),
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
