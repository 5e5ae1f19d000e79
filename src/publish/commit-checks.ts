/**
 * Every commit the bundle would push, through the same pre-push gate a one-job
 * run uses (git/push-gate.ts): protected paths (the config's rules, what CI runs
 * built in), file and push sizes, and secrets — the job's own values in the
 * blobs' bytes, whole, encoded, reversed or in parts, and what secretlint finds in
 * the lines each commit adds. A commit on the work branch must be a checkpoint of
 * this workflow run (its `Patchbay-Run` trailer): commits from other branches or
 * runs are not the trigger's work.
 */
import type { LoadedConfig } from "../config/load.js";
import { runTrailers } from "../git/checkpoints/message.js";
import { PrePushCheck, PushRefusedError } from "../git/push/pre-push-check.js";
import type { GitRunner } from "../git/runner.js";
import type { Refusal } from "../outbox/read.js";
import { judgeChangedPath } from "../policy/changed-path.js";
import { createPolicy } from "../policy/policy.js";
import type { Redactor } from "../secrets/redactor.js";
import type { Imported } from "./bundle.js";

export type DenyPath = (file: string) => Promise<string | undefined>;

/** Why the config's rules refuse writing `file`, or undefined: what a file tool may not write, a push may not carry. */
export function denyPathFor(loaded: LoadedConfig, repo: string): DenyPath {
  const policy = createPolicy(loaded.config, { workspace: repo, configFiles: [loaded.configPath] });
  return async (file) => {
    const verdict = await judgeChangedPath(policy, file);
    return verdict.decision === "deny" ? `${verdict.rule}: ${verdict.reason}` : undefined;
  };
}

export async function checkCommits(
  runner: GitRunner,
  imported: Imported,
  ctx: { loaded: LoadedConfig; denyPath: DenyPath; redactor: Redactor; runUrl: string },
): Promise<Refusal[]> {
  if (imported.refs.length === 0) return [];
  const limits = ctx.loaded.config.sandbox.limits;
  const gate = new PrePushCheck(runner, imported.known, {
    isOurs: async (sha) => (await runTrailers(runner, sha)).includes(ctx.runUrl),
    denyPath: ctx.denyPath,
    maxFileBytes: limits.file_mb * 1024 * 1024,
    maxPushBytes: limits.push_mb * 1024 * 1024,
    redactor: ctx.redactor,
  });
  const carriesWork = (name: string) => name.startsWith("refs/heads/") || name.startsWith("refs/patchbay/runs/");
  const work = imported.refs.filter((r) => carriesWork(r.name)).map((r) => r.local);
  const records = imported.refs.filter((r) => !carriesWork(r.name)).map((r) => r.local);
  try {
    await gate.check(work, records);
    return [];
  } catch (error) {
    if (!(error instanceof PushRefusedError)) throw error;
    return error.findings.map((f) => ({
      check: f.kind === "denied-path" ? "protected" : f.kind,
      message: `commit ${f.sha.slice(0, 12)}: ${f.rule}`,
      where: f.path || undefined,
    }));
  }
}
