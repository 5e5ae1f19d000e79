/**
 * The action's post step (docs/decisions/0006-the-action-surface.md). It always runs, also after a cancelled or
 * timed-out main step: it puts back the credentials main took out of
 * .git/config, pushes checkpoints main did not get to push, and finishes the
 * progress comment so it does not claim to be working forever.
 */
import { readCredentialStash, restoreCredentials } from "../git/credentials.js";
import { pushPending } from "../git/push/push-schedule.js";
import { createGitRunner } from "../git/runner.js";
import { createOctokit } from "../github/octokit.js";
import { finishKilledComment } from "../github/reporting/killed.js";
import { lockCheckoutForPostStep } from "../run/stages/checkout-lock.js";
import { checkPostStepPush } from "../run/stages/post-step-check.js";
import { githubTokenInput } from "./inputs.js";
import * as core from "./runner-commands.js";
import { readMainState } from "./state.js";

export async function runPost(env: Record<string, string | undefined> = process.env): Promise<void> {
  const state = readMainState();
  if (!state) return; // main never got as far as touching anything
  const runner = createGitRunner({ cwd: state.repo, baseEnv: env });
  let release: (() => void) | undefined;
  try {
    if (state.stashFile) {
      const stash = await readCredentialStash(state.stashFile);
      if (stash) await restoreCredentials(runner, stash);
    }
    if (state.finished) return;
    core.warning("The main step did not finish (cancelled or timed out); saving what it left.");
    // What a kill left half-done (the index behind the branch, a dead git's files) is put right first.
    release = await lockCheckoutForPostStep(state.repo, env, (note) => core.info(note));
    const token = githubTokenInput(env);
    // A dry run pushes nothing, not even after a kill.
    const pushed =
      state.push === false
        ? null
        : await pushPending(runner, {
            auth: token ? { token, serverUrl: env.GITHUB_SERVER_URL || undefined } : undefined,
            // From the action's own state, not from .git (which the agent could reach): pushes only that work.
            branch: state.branch,
            gate: state.gate ? await checkPostStepPush(runner, state.gate, { env, token }) : undefined,
          });
    if (pushed) core.info(`Pushed the remaining checkpoints: ${pushed.message}`);
    if (state.comment && token) {
      const octokit = createOctokit({
        token,
        baseUrl: env.GITHUB_API_URL,
        log: { debug: core.debug, warning: core.warning },
      });
      await finishKilledComment(octokit, state.comment, pushed?.branch ?? state.branch);
    }
  } catch (error) {
    // The post step must never fail the job for housekeeping; say what was left undone.
    core.warning(`Patchbay's post step could not finish: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    release?.();
  }
}
