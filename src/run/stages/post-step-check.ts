/**
 * The pre-push gate for the action's post step (docs/decisions/0010-containment.md), which pushes what a
 * killed main step left behind. It has no checkpointer to ask which commits are
 * Patchbay's, so it goes by what main saved in the action's own state (out of the
 * agent's reach): where the run started, its run URL (checkpoints carry it in a
 * `Patchbay-Run` trailer) and the file limit; paths are judged by the built-in
 * protections, secrets by the scanner and the job's own secret values.
 */

import { runTrailers } from "../../git/checkpoints/message.js";
import { PrePushCheck } from "../../git/push/pre-push-check.js";
import type { GitRunner } from "../../git/runner.js";
import { PROTECTED_WHY, protectedArea } from "../../policy/builtins.js";
import { Redactor } from "../../secrets/redactor.js";

export interface PostStepCheckState {
  /** Commits there when the run started (its start head, the remote tip). */
  known: string[];
  runUrl: string;
  fileMb: number;
}

export async function checkPostStepPush(
  runner: GitRunner,
  state: PostStepCheckState,
  secrets: { env: Record<string, string | undefined>; token?: string },
): Promise<PrePushCheck> {
  const redactor = new Redactor();
  redactor.addFromEnv(secrets.env);
  redactor.add(secrets.token);
  const remotes = (await runner.exec(["for-each-ref", "--format=%(objectname)", "refs/remotes/"])).stdout
    .split("\n")
    .filter(Boolean);
  return new PrePushCheck(runner, [...state.known, ...remotes], {
    isOurs: async (sha) => (await runTrailers(runner, sha)).includes(state.runUrl),
    denyPath: async (file) => {
      const area = protectedArea(file, []);
      return area ? `built-in: ${file} is ${PROTECTED_WHY[area] ?? "Patchbay's configuration"}` : undefined;
    },
    maxFileBytes: state.fileMb * 1024 * 1024,
    redactor,
  });
}
