/**
 * The git side of a plan run: no work branch (the go creates it), no commits —
 * plan mode denies anything that writes — only the commit the plan was made on,
 * the session saved where the go will look for it, and at the end the plan
 * record, pushed with the session unless the run is dry.
 */
import { type SavedSession, shrinkSavedSession } from "../../agent/state.js";
import { restoreCredentials, stashCredentials } from "../../git/credentials.js";
import type { GitAuth } from "../../git/network.js";
import { PrePushCheck } from "../../git/push/pre-push-check.js";
import { planRecordRef, pushPlan, savePlanRecord } from "../../git/refs/plan-record.js";
import { saveSessionState, sessionStateRef } from "../../git/refs/session-state.js";
import { createGitRunner, type GitRunner } from "../../git/runner.js";
import type { Checkpointer } from "../../git/types.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";

export interface PlanWorkspaceOptions {
  repo: string;
  /** The branch the plan is made on (the default branch, or the PR's head). */
  baseBranch: string;
  /** The branch the go will work on; the session and the plan are saved under its name. */
  workBranch: string;
  runId: string;
  push: boolean;
  auth?: GitAuth;
  redactor: Redactor;
  env: Record<string, string | undefined>;
  log: Logger;
}

export interface PlanWorkspace {
  runner: GitRunner;
  /** The commit the plan looks at. */
  baseSha: string;
  checkpointer: Checkpointer;
  saveState(state: SavedSession): Promise<void>;
  /** Records the plan and, unless dry, pushes it with the session. */
  finish(plan: string): Promise<void>;
  close(): Promise<void>;
}

/** Largest plan or session blob pushed (both are capped far below this when written). */
const RECORD_MAX_BYTES = 8 * 1024 * 1024;

/** Commits nothing: in plan mode nothing may change, and a plan run leaves no branch behind. */
const noCheckpoints: Checkpointer = {
  afterTool: async () => null,
  afterTurn: async () => null,
  finish: async () => [],
  list: () => [],
};

export async function openPlanWorkspace(options: PlanWorkspaceOptions): Promise<PlanWorkspace> {
  const runner = createGitRunner({ cwd: options.repo, baseEnv: options.env });
  // Read-only tools still must not read a token actions/checkout left in .git/config.
  const stash = await stashCredentials(runner);
  try {
    const baseSha = (await runner.exec(["rev-parse", "HEAD"])).stdout.trim();
    // Every commit a ref points at now was not made by this run: what the plan push adds is checked.
    const known = (await runner.exec(["for-each-ref", "--format=%(objectname)"])).stdout.split("\n").filter(Boolean);
    return {
      runner,
      baseSha,
      checkpointer: noCheckpoints,
      saveState: async (state) => {
        await saveSessionState(runner, options.workBranch, JSON.stringify(shrinkSavedSession(state, 1_500_000)), {
          redactor: options.redactor,
        });
      },
      finish: async (plan) => {
        await savePlanRecord(runner, {
          base_branch: options.baseBranch,
          base_sha: baseSha,
          work_branch: options.workBranch,
          plan: options.redactor.redact(plan),
          run_id: options.runId,
          time: new Date().toISOString(),
        });
        if (options.push) {
          // The plan and the session are the model's words: they pass the gate for the run's secrets like any ref.
          const gate = new PrePushCheck(runner, [...known, baseSha], {
            isOurs: () => true,
            maxFileBytes: RECORD_MAX_BYTES,
            redactor: options.redactor,
          });
          await gate.check([], [planRecordRef(options.workBranch), sessionStateRef(options.workBranch)]);
          await pushPlan(runner, options.workBranch, { auth: options.auth });
        } else options.log.info(`the plan is saved locally (${options.workBranch}); it is not pushed in a dry run`);
      },
      close: () => restoreCredentials(runner, stash),
    };
  } catch (error) {
    await restoreCredentials(runner, stash);
    throw error;
  }
}
