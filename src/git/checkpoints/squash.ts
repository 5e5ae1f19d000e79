/**
 * `git.squash: true` (docs/decisions/0002-one-config-file-with-safe-defaults.md): on success, one commit with the run's final tree
 * on top of where the run started; the fine-grained checkpoints stay at
 * `refs/patchbay/runs/<run id>`. Skipped, with a warning, when the branch holds
 * anything but this run's checkpoints since it started.
 */
import type { GitConfig } from "../../config/schema.js";
import type { Logger } from "../../util/logger.js";
import type { GitIdentity, GitRunner } from "../runner.js";
import type { Checkpoint } from "../types.js";
import { headSha } from "./changes.js";
import { moveHead } from "./commit.js";
import type { SignedCommitter } from "./signed.js";

export interface SquashInput {
  runner: GitRunner;
  runId: string;
  runUrl: string;
  requester?: GitIdentity;
  config: GitConfig;
  signer?: SignedCommitter;
  squashSubject?: string;
  now?: () => number;
  checkpoints: readonly Checkpoint[];
  /** HEAD before the run's first checkpoint. */
  base: string | null | undefined;
  historyRef: string;
  log: Pick<Logger, "info" | "warning">;
  redact: (text: string) => string;
}

/** One commit with the run's final tree on top of where the run started. */
export async function squashRun(input: SquashInput): Promise<Checkpoint | null> {
  const { runner, checkpoints, base, log } = input;
  const tip = await headSha(runner);
  if (!tip || !base) return null;
  const ours = new Set(checkpoints.map((c) => c.sha));
  const between = (await runner.exec(["rev-list", `${base}..${tip}`])).stdout.split("\n").filter(Boolean);
  if (between.length !== ours.size || between.some((s) => !ours.has(s))) {
    log.warning(
      "squash skipped: the branch has commits other than this run's checkpoints since the run started; the checkpoints stay as they are",
    );
    return null;
  }
  await runner.exec(["update-ref", "-m", "patchbay: run history", input.historyRef, tip]);
  const subjects = checkpoints.map((c) => `- ${c.subject} (${c.sha.slice(0, 8)})`);
  const last = checkpoints[checkpoints.length - 1] as Checkpoint;
  const trailers = [`Patchbay-Run: ${input.runUrl}`, `Patchbay-Step: ${last.step}`, "Patchbay-Tool: squash"];
  trailers.push(`Patchbay-History: ${input.historyRef}`);
  if (input.requester) trailers.push(`Co-authored-by: ${input.requester.name} <${input.requester.email}>`);
  const subject = input.squashSubject ?? `patchbay: run ${input.runId}`;
  const message = input.redact(`${subject}\n\n${subjects.slice(0, 100).join("\n")}\n\n${trailers.join("\n")}\n`);
  let sha: string;
  if (input.signer) {
    sha = await input.signer.squash(base, tip, message);
  } else {
    const time = input.now?.();
    const env: Record<string, string> =
      time === undefined ? {} : { GIT_AUTHOR_DATE: `${time} +0000`, GIT_COMMITTER_DATE: `${time} +0000` };
    const author = { name: input.config.author_name, email: input.config.author_email };
    Object.assign(env, {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    });
    sha = (
      await runner.exec(["commit-tree", `${tip}^{tree}`, "-p", base, "-F", "-"], { input: message, env })
    ).stdout.trim();
    if (!(await moveHead(runner, sha, tip, "squash"))) {
      log.warning("squash skipped: the branch moved while squashing");
      return null;
    }
  }
  const files = [...new Set(checkpoints.flatMap((c) => c.files))];
  return { step: last.step, tool: "squash", sha, files, subject };
}
