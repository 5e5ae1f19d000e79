/**
 * What the stages around a run share: the record they are given, and whether the
 * run talks to origin at all (and with which token).
 */
import type { Config } from "../../config/schema.js";
import { type GitAuth, onServer } from "../../git/network.js";
import type { GitRunner } from "../../git/runner.js";
import type { Trigger } from "../../github/trigger/index.js";
import type { Redactor } from "../../secrets/redactor.js";
import type { Logger } from "../../util/logger.js";
import type { RunSettings } from "../contract.js";
import { readsOrigin } from "../delivery.js";
import type { Task } from "../task.js";

export interface StageContext {
  /** The clone and its git environment, where the work goes, origin's token, and the run's id. */
  settings: Pick<RunSettings, "repo" | "env" | "delivery" | "serverUrl" | "githubToken" | "runId">;
  config: Config;
  trigger: Trigger;
  task: Task;
  log: Logger;
  redactor: Redactor;
}

/**
 * Whether the stages talk to origin, and the token for it — on the run's own server
 * only (as the workspace decides it). A local run without --push talks to no remote:
 * its ledger and plans stay in the clone, and a dead origin cannot stall it.
 */
export async function originAuth(
  runner: GitRunner,
  settings: Pick<RunSettings, "delivery" | "serverUrl" | "githubToken">,
): Promise<{ remote: boolean; auth?: GitAuth }> {
  if (!readsOrigin(settings.delivery)) return { remote: false };
  const origin = await runner.exec(["remote", "get-url", "origin"], { allowAllExitCodes: true });
  if (origin.exitCode !== 0) return { remote: false };
  const server = settings.serverUrl.replace(/\/+$/, "");
  return {
    remote: true,
    auth:
      settings.githubToken && onServer(origin.stdout.trim(), server)
        ? { token: settings.githubToken, serverUrl: server }
        : undefined,
  };
}
